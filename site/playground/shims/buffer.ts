/**
 * The global `Buffer` for the browser (esbuild injects it): the few uses the engine makes of it, UTF-8 byte
 * counts and cuts, and string copies through latin1/utf16le (which need no bytes here: the text is kept).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

class ShimBuffer extends Uint8Array {
  /** The text of a latin1/utf16le copy: given back as it came. */
  text?: string;

  static from(s: string, encoding: string = 'utf8'): ShimBuffer {
    if (encoding === 'utf8' || encoding === 'utf-8') {
      const bytes = encoder.encode(s);
      return new ShimBuffer(bytes.buffer, bytes.byteOffset, bytes.length);
    }
    const b = new ShimBuffer(0);
    b.text = s;
    return b;
  }

  static byteLength(s: string): number {
    return encoder.encode(s).length;
  }

  static allocUnsafe(n: number): ShimBuffer {
    return new ShimBuffer(n);
  }

  override toString(): string {
    return this.text ?? decoder.decode(this);
  }
}

export { ShimBuffer as Buffer };
