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

export class LineIndex {
  /** Offset of the first character of each line. */
  private readonly starts: number[];

  constructor(readonly text: string) {
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
    this.starts = starts;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
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
    return new OffsetRange(this, this.splitsPair(start) ? start - 1 : start, this.splitsPair(e) ? e + 1 : e);
  }

  /** `offset` falls between the two halves of a surrogate pair. */
  private splitsPair(offset: number): boolean {
    const c = this.text.charCodeAt(offset);
    if (c < 0xdc00 || c > 0xdfff) return false;
    const p = this.text.charCodeAt(offset - 1);
    return p >= 0xd800 && p <= 0xdbff;
  }

  /** Offset where 1-based `line` starts. */
  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line - 1, this.starts.length - 1))]!;
  }

  /** Offset just past the last character of `line`, before its line break. */
  lineEnd(line: number): number {
    const next = line < this.starts.length ? this.starts[line]! : this.text.length;
    let end = next;
    if (end > this.lineStart(line) && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > this.lineStart(line) && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  lineText(line: number): string {
    return this.text.slice(this.lineStart(line), this.lineEnd(line));
  }
}

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
  path: string;
  /** Text without a leading byte-order mark. */
  text: string;
  /** The file started with a byte-order mark (kept when fixes are written). */
  bom: boolean;
  lines: LineIndex;
}

// No absolute path is kept: nothing reads it, and Node's path.resolve builds it as a tree of joined pieces
// (about 500 bytes a file held for the whole run; issue 23).
export function sourceFile(path: string, raw: string): SourceFile {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  return { path, text, bom, lines: new LineIndex(text) };
}

/** The range of the first line's text (for example an opening `---`). */
export function firstLine(file: SourceFile): Range {
  return file.lines.range(0, file.lines.lineEnd(1));
}
