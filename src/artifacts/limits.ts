/**
 * Limits checked before the expensive work, so hostile input costs a linear
 * scan and gets one clear diagnostic instead of a crash or a hang. Parsers
 * (YAML trees, frontmatter, JSON) call these helpers; discovery applies the
 * file-level ones (size, type) before a file is opened.
 */

/** Files larger than this are skipped with a note: no agent definition is this large. */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Deepest YAML/JSON nesting parsed. The `yaml` package recurses per level, and
 * near the end of the stack V8 aborts the whole process (a fatal
 * "RegExpCompiler Allocation failed") instead of throwing, so the depth is
 * measured before the parser runs. No agent definition nests this deep.
 */
export const MAX_NESTING = 100;

/**
 * An upper bound on the nesting depth of YAML `text`, in one linear pass:
 * the indentation stack of block lines, plus compact `- `/`? `/`: ` indicators
 * at the start of a line, plus open flow brackets. Returns the offset where the
 * bound first exceeds `max`, or undefined. It over-counts (brackets inside
 * quotes count), which only matters past `max` levels.
 */
export function yamlDepthExceeded(text: string, max = MAX_NESTING): number | undefined {
  const n = text.length;
  const indents: number[] = [];
  let flow = 0;
  let i = 0;
  while (i < n) {
    // Start of a line: its indentation (spaces only; tabs are not indentation in YAML).
    let col = 0;
    while (i < n && text.charCodeAt(i) === 32) {
      i++;
      col++;
    }
    const c0 = text.charCodeAt(i);
    const blank = i >= n || c0 === 10 || c0 === 13 || c0 === 35; /* # */
    let depth = indents.length;
    if (!blank) {
      if (flow === 0) {
        while (indents.length > 0 && indents[indents.length - 1]! > col) indents.pop();
        if (indents.length === 0 || indents[indents.length - 1]! < col) indents.push(col);
        depth = indents.length;
        // Compact nesting on one line: `- - - x`, `? - x`, `- key: - x`.
        for (;;) {
          const c = text.charCodeAt(i);
          const next = text.charCodeAt(i + 1);
          if ((c === 45 || c === 63 || c === 58) && (next === 32 || next === 9)) {
            depth++;
            i += 2;
            while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
            if (depth + flow > max) return i;
          } else break;
        }
      }
      if (depth + flow > max) return i;
    }
    // The rest of the line: flow brackets.
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) break;
      if (c === 91 || c === 123) {
        flow++;
        if (depth + flow > max) return i;
      } else if ((c === 93 || c === 125) && flow > 0) flow--;
    }
    // Past the line break (CRLF, LF or a lone CR).
    if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    i++;
  }
  return undefined;
}

/** Offset just past the whole character at `offset` (a surrogate pair is one character). */
export function charEnd(text: string, offset: number): number {
  const c = text.charCodeAt(offset);
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(offset + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return offset + 2;
  }
  return Math.min(offset + 1, text.length);
}

/** The whole character at `offset`, for messages (never half of a surrogate pair). */
export function charAt(text: string, offset: number): string {
  return text.slice(offset, charEnd(text, offset));
}

/**
 * `s` without trailing spaces and tabs, by a loop from the end. A regex such as
 * `(.*?)[ \t]*$` or `/ +$/` retries at every blank of a long run that does not
 * end the line, which is quadratic in the run's length.
 */
export function trimBlanksEnd(s: string): string {
  let e = s.length;
  while (e > 0) {
    const c = s.charCodeAt(e - 1);
    if (c !== 32 && c !== 9) break;
    e--;
  }
  return e === s.length ? s : s.slice(0, e);
}

/** Time the rules may spend on one file in the CLI and the Action (ms); past it a skip note says which file. */
export const FILE_BUDGET_MS = 10_000;
