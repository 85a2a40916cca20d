/**
 * The global `Buffer` for the browser (esbuild injects it): the few uses the engine makes of it, UTF-8 byte
 * counts and cuts, and string copies through latin1/utf16le (which need no bytes here: the text is kept).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** Bytes whose `toString` decodes UTF-8 (a `subarray` is one too), or gives back the text of a copy. */
class Bytes extends Uint8Array {
  text?: string;

  override toString(): string {
    return this.text ?? decoder.decode(this);
  }
}

export const Buffer = {
  from(s: string, encoding: string = 'utf8'): Bytes {
    if (encoding === 'utf8' || encoding === 'utf-8') {
      const bytes = encoder.encode(s);
      return new Bytes(bytes.buffer, bytes.byteOffset, bytes.length);
    }
    const copy = new Bytes(0);
    copy.text = s;
    return copy;
  },
  byteLength(s: string): number {
    return encoder.encode(s).length;
  },
  allocUnsafe(n: number): Bytes {
    return new Bytes(n);
  },
};
