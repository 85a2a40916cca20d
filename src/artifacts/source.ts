/**
 * Source text, positions and ranges.
 *
 * Lines and columns are 1-based; columns and offsets count UTF-16 code units
 * (what JavaScript strings index, and what SARIF calls `utf16CodeUnits`).
 * A byte-order mark is stripped when a file is read (see `SourceFile.bom`),
 * so offsets match what an editor shows.
 */

export interface Position {
  line: number;
  column: number;
  offset: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** A text replacement; `range` is in the file named by `path`. */
export interface TextEdit {
  path: string;
  range: Range;
  text: string;
}

/**
 * Reads a file of the tree again (root-relative path): its text without a byte-order mark, or undefined when it
 * cannot be read. One function per discovery, shared by every trimmed index (./discover.ts).
 */
export type Reread = (path: string) => string | undefined;

let rereadCount = 0;
/** How many trimmed files have been read again in this process (a test bounds it by the files project-rule fixes touch). */
export function trimmedRereads(): number {
  return rereadCount;
}

export class LineIndex {
  /** Offset of the first character of each line (of the head only, while the index is trimmed). */
  private starts: number[];
  /** The text; empty while the index is trimmed. */
  private held: string;
  /**
   * While trimmed (`trim`): how to read the text back, the path to read, the text's whole length, the head's
   * length and a hash of the head (to know the text read back is the one the rules saw). Fields of the index,
   * not a record of their own: a tree of 100k files holds 100k indexes (memory at scale).
   */
  private reread: Reread | undefined;
  private path: string | undefined;
  private length = 0;
  private head = 0;
  private headHash = 0;
  /** The head holds no surrogate: no range in it splits a character, so ranges need no text. */
  private plainHead = false;

  constructor(text: string) {
    this.held = text;
    this.reread = undefined;
    this.path = undefined;
    this.starts = lineStarts(text);
  }

  /** The whole text (read again from disk, once, if the index was trimmed). */
  get text(): string {
    if (this.reread) this.restore();
    return this.held;
  }

  /**
   * Let the text go, keeping the line starts of its first `length` characters (memory at scale: the
   * frontmatter of a linted Markdown file, whose text no rule reads any more). Positions in that head still
   * answer without the text; reading the text, a slice of it, a line's end, a new range or a position past the
   * head reads the file again (`reread`), once, and the index is whole again.
   * Whether the index is now trimmed (trimmed before counts).
   */
  trim(length: number, path: string, reread: Reread): boolean {
    if (this.reread) return true;
    // Only at a line break, so that every line start of the head is one of the text, and no later one is.
    const c = this.held.charCodeAt(length - 1);
    if (length >= this.held.length || (c !== 10 && c !== 13)) return false;
    this.reread = reread;
    this.path = path;
    this.length = this.held.length;
    this.head = length;
    this.headHash = hash(this.held, length);
    this.plainHead = !SURROGATE.test(this.held.slice(0, length));
    let n = this.starts.length;
    while (n > 1 && this.starts[n - 1]! > length) n--;
    this.starts = this.starts.slice(0, n);
    this.held = '';
    return true;
  }

  /** The text from `from` to `to`. */
  slice(from: number, to?: number): string {
    if (this.reread) this.restore();
    return this.held.slice(from, to);
  }

  /** The text from `from` to `to` while the index holds it; undefined, without reading the file again, once trimmed. */
  sliceHeld(from: number, to: number): string | undefined {
    return this.reread ? undefined : this.held.slice(from, to);
  }

  private restore(): void {
    const path = this.path!;
    rereadCount++;
    const text = this.reread!(path);
    // The head is what the rules saw: a file changed on disk since would give positions in another text.
    if (text === undefined || text.length !== this.length || hash(text, this.head) !== this.headHash) {
      throw new Error(`${path} changed or became unreadable while it was being linted`);
    }
    this.held = text;
    this.starts = lineStarts(text);
    this.reread = undefined;
    this.path = undefined;
  }

  get lineCount(): number {
    if (this.reread) this.restore();
    return this.starts.length;
  }

  position(offset: number): Position {
    if (this.reread && offset > this.head) this.restore();
    const o = Math.max(0, Math.min(offset, this.reread ? this.head : this.held.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo]! + 1, offset: o };
  }

  /** The range from `start` to `end`, widened to whole characters (never half of a surrogate pair). */
  range(start: number, end: number): Range {
    const e = Math.max(start, end);
    if (this.reread) {
      if (e <= this.head && this.plainHead) return new OffsetRange(this, start, e);
      this.restore();
    }
    return new OffsetRange(this, this.splitsPair(start) ? start - 1 : start, this.splitsPair(e) ? e + 1 : e);
  }

  /** `offset` falls between the two halves of a surrogate pair. */
  private splitsPair(offset: number): boolean {
    const c = this.held.charCodeAt(offset);
    if (c < 0xdc00 || c > 0xdfff) return false;
    const p = this.held.charCodeAt(offset - 1);
    return p >= 0xd800 && p <= 0xdbff;
  }

  /** Offset where 1-based `line` starts. */
  lineStart(line: number): number {
    if (this.reread && line > this.starts.length) this.restore();
    return this.starts[Math.max(0, Math.min(line - 1, this.starts.length - 1))]!;
  }

  /** Offset just past the last character of `line`, before its line break. */
  lineEnd(line: number): number {
    if (this.reread) this.restore();
    const next = line < this.starts.length ? this.starts[line]! : this.held.length;
    let end = next;
    if (end > this.lineStart(line) && this.held.charCodeAt(end - 1) === 10) end--;
    if (end > this.lineStart(line) && this.held.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  lineText(line: number): string {
    return this.slice(this.lineStart(line), this.lineEnd(line));
  }
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** FNV-1a of the first `length` characters of `text`, as a small integer. */
function hash(text: string, length: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 2;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    // The common case: only LF line ends, found by the native search.
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  } else {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
    }
  }
  return starts;
}

/**
 * A copy of `s` that holds none of the string it was cut from. V8 makes a substring of 13 characters or more a
 * view of its parent, which it keeps alive: a value kept from a file would keep the whole file's text. A round
 * trip through a buffer makes a fresh flat string (shorter substrings are copies already).
 */
export function detach(s: string): string {
  if (s.length < 13) return s;
  return ONE_BYTE.test(s) ? Buffer.from(s, 'latin1').toString('latin1') : Buffer.from(s, 'utf16le').toString('utf16le');
}
const ONE_BYTE = /^[\x00-\xff]*$/;

/**
 * A range kept as two offsets of a file: its positions are computed when read (a tree holds thousands of
 * ranges that nobody reads; memory at scale). It serialises as a plain range.
 */
export class OffsetRange implements Range {
  constructor(
    readonly lines: LineIndex,
    readonly from: number,
    readonly to: number,
  ) {}

  get start(): Position {
    return this.lines.position(this.from);
  }

  get end(): Position {
    return this.lines.position(this.to);
  }

  toJSON(): Range {
    return { start: this.start, end: this.end };
  }
}

/** A range as plain data (an OffsetRange's positions computed): what a diagnostic carries. */
export function plainRange(r: Range): Range {
  return r instanceof OffsetRange ? r.toJSON() : r;
}

export interface SourceFile {
  /** Path relative to the scan root, with `/` separators. */
  readonly path: string;
  /** Text without a leading byte-order mark. */
  readonly text: string;
  /** The file started with a byte-order mark (kept when fixes are written). */
  readonly bom: boolean;
  readonly lines: LineIndex;
}

/** The text lives in the line index, which lets it go once the file is linted (`LineIndex.trim`). */
class Source implements SourceFile {
  constructor(
    readonly path: string,
    readonly bom: boolean,
    readonly lines: LineIndex,
  ) {}

  get text(): string {
    return this.lines.text;
  }
}

// No absolute path is kept: nothing reads it, and Node's path.resolve builds it as a tree of joined pieces
// (about 500 bytes a file held for the whole run).
export function sourceFile(path: string, raw: string): SourceFile {
  const text = withoutBom(raw);
  return new Source(path, text !== raw, new LineIndex(text));
}

/** A file's text without its leading byte-order mark (offsets then match what an editor shows). */
export function withoutBom(raw: string): string {
  return raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
}

/** The range of the first line's text (for example an opening `---`). */
export function firstLine(file: SourceFile): Range {
  return file.lines.range(0, file.lines.lineEnd(1));
}
