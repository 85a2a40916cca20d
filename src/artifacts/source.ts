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

/** What a trimmed index needs to read its whole text back. */
interface Trimmed {
  path: string;
  length: number;
  reread: Reread;
}

let rereadCount = 0;
/** How many trimmed files have been read again in this process (a test asserts the common runs need none). */
export function trimmedRereads(): number {
  return rereadCount;
}

export class LineIndex {
  /** Offset of the first character of each line. */
  private starts: number[];
  /** The text, or only its head while the index is trimmed. */
  private held: string;
  /** Set while only the head of the text is kept (`trim`). */
  private trimmed: Trimmed | undefined;

  constructor(text: string) {
    this.held = text;
    this.trimmed = undefined;
    this.starts = lineStarts(text);
  }

  /** The whole text (read again from disk, once, if the index was trimmed). */
  get text(): string {
    if (this.trimmed) this.restore();
    return this.held;
  }

  /**
   * Keep only the first `length` characters (issue 23, memory at scale: the frontmatter of a linted
   * Markdown file, whose body no rule reads any more). Ranges in the head still answer from it; reading the
   * text, or a position past the head, reads the file again (`reread`) and the index is whole again.
   * Whether the index now keeps a head (trimmed before, maybe shorter, counts).
   */
  trim(length: number, path: string, reread: Reread): boolean {
    if (this.trimmed) return true;
    // Only at a line break, so that every line of the head is whole and the one after it is not in it.
    const c = this.held.charCodeAt(length - 1);
    if (length >= this.held.length || (c !== 10 && c !== 13)) return false;
    this.trimmed = { path, length: this.held.length, reread };
    this.held = detach(this.held.slice(0, length));
    let n = this.starts.length;
    while (n > 1 && this.starts[n - 1]! > length) n--;
    this.starts = this.starts.slice(0, n);
    return true;
  }

  /** The text from `from` to `to`: from the kept head when it holds them. */
  slice(from: number, to?: number): string {
    if (this.trimmed && (to === undefined || to > this.held.length)) this.restore();
    return this.held.slice(from, to);
  }

  private restore(): void {
    const t = this.trimmed!;
    rereadCount++;
    const text = t.reread(t.path);
    // The head is what the rules saw: a file changed on disk since would give positions in another text.
    if (text === undefined || text.length !== t.length || !text.startsWith(this.held)) {
      throw new Error(`${t.path} changed or became unreadable while it was being linted`);
    }
    this.held = text;
    this.starts = lineStarts(text);
    this.trimmed = undefined;
  }

  /** Restore first when `offset` is past the kept head. */
  private reach(offset: number): void {
    if (this.trimmed && offset > this.held.length) this.restore();
  }

  get lineCount(): number {
    if (this.trimmed) this.restore();
    return this.starts.length;
  }

  position(offset: number): Position {
    this.reach(offset);
    const o = Math.max(0, Math.min(offset, this.held.length));
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
    this.reach(e);
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
    if (this.trimmed && line > this.starts.length) this.restore();
    return this.starts[Math.max(0, Math.min(line - 1, this.starts.length - 1))]!;
  }

  /** Offset just past the last character of `line`, before its line break. */
  lineEnd(line: number): number {
    // The head ends with a line break: its last start begins a line that goes on past it.
    if (this.trimmed && line >= this.starts.length) this.restore();
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
 * ranges that nobody reads; issue 23, memory at scale). It serialises as a plain range.
 */
export class OffsetRange implements Range {
  constructor(
    private readonly lines: LineIndex,
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

/** The text lives in the line index, which may keep only its head once the file is linted (`LineIndex.trim`). */
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
// (about 500 bytes a file held for the whole run; issue 23).
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
