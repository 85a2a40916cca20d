/**
 * The entries of a zip file (a .vsix), read with Node alone: the central directory lists each
 * entry's name, method and local header; stored entries are copied, deflated ones inflated.
 * Enough for the archives vsce writes (no zip64, no encryption).
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

function endOfDirectory(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new Error('not a zip file: no end-of-central-directory record');
}

function entries(buf: Buffer): Entry[] {
  const end = endOfDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`zip: bad central directory entry at ${at}`);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    out.push({
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      localHeader: buf.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

function contents(buf: Buffer, e: Entry): Buffer {
  const start = e.localHeader + 30 + buf.readUInt16LE(e.localHeader + 26) + buf.readUInt16LE(e.localHeader + 28);
  const data = buf.subarray(start, start + e.compressedSize);
  if (e.method === 0) return data;
  if (e.method === 8) return inflateRawSync(data);
  throw new Error(`zip: ${e.name} uses compression method ${e.method}`);
}

/** The names of the entries in the archive, in its order. */
export function zipNames(zip: string): string[] {
  return entries(readFileSync(zip)).map((e) => e.name);
}

/** One entry's text. */
export function zipText(zip: string, name: string): string {
  const buf = readFileSync(zip);
  const e = entries(buf).find((x) => x.name === name);
  if (!e) throw new Error(`zip: no entry ${name}`);
  return contents(buf, e).toString('utf8');
}
