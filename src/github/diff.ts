/**
 * Unified-diff hunks as GitHub gives them in `pulls.listFiles` (`patch`),
 * reduced to the RIGHT side: which lines of the new file each hunk shows, and
 * which of those are added. GitHub accepts review comments only on lines a
 * hunk shows, and a multi-line comment only within one hunk.
 */

export interface Hunk {
  /** First and last RIGHT-side line the hunk shows (end < start when it shows none). */
  start: number;
  end: number;
  /** Added (`+`) lines. */
  added: Set<number>;
  /** Context (` `) lines. */
  context: Set<number>;
  /** The text of each RIGHT-side line the hunk shows. */
  text: Map<number, string>;
}

export interface FilePatch {
  hunks: Hunk[];
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parsePatch(patch: string): FilePatch {
  const hunks: Hunk[] = [];
  let cur: Hunk | undefined;
  let line = 0;
  let remainingNew = 0;
  let remainingOld = 0;
  for (const raw of patch.split('\n')) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const h = HEADER.exec(text);
    if (h) {
      const start = Number(h[3]);
      const count = h[4] === undefined ? 1 : Number(h[4]);
      cur = { start, end: start + count - 1, added: new Set(), context: new Set(), text: new Map() };
      hunks.push(cur);
      line = start;
      remainingNew = count;
      remainingOld = h[2] === undefined ? 1 : Number(h[2]);
      continue;
    }
    if (!cur) continue; // `diff --git`, `---`/`+++` headers when a full diff is given
    if (remainingNew <= 0 && remainingOld <= 0) continue;
    const c = text[0];
    if (c === '+') {
      cur.text.set(line, text.slice(1));
      cur.added.add(line++);
      remainingNew--;
    } else if (c === '-') {
      remainingOld--;
    } else if (c === ' ' || (text === '' && remainingNew > 0 && remainingOld > 0)) {
      // An empty context line can lose its leading space in transit.
      cur.text.set(line, text.slice(1));
      cur.context.add(line++);
      remainingNew--;
      remainingOld--;
    }
    // `\ No newline at end of file` and anything else: not a line.
  }
  return { hunks };
}

/** The hunk showing RIGHT-side `line`, if any. */
export function hunkAt(patch: FilePatch, line: number): Hunk | undefined {
  return patch.hunks.find((h) => line >= h.start && line <= h.end);
}

/** Lines `from..to` are all shown by one hunk (GitHub's condition for a multi-line comment). */
export function withinOneHunk(patch: FilePatch, from: number, to: number): boolean {
  const h = hunkAt(patch, from);
  return !!h && to >= from && to <= h.end;
}

/** The RIGHT-side text of `line` as the diff shows it (undefined outside the hunks). */
export function lineText(patch: FilePatch, line: number): string | undefined {
  return hunkAt(patch, line)?.text.get(line);
}

export function isAdded(patch: FilePatch, line: number): boolean {
  return patch.hunks.some((h) => h.added.has(line));
}

export function isInDiff(patch: FilePatch, line: number): boolean {
  return !!hunkAt(patch, line);
}
