/** Helpers for the GitHub reporting tests: diagnostics and edits from text positions. */
import { LineIndex } from '../../src/artifacts/source.js';
import type { Diagnostic, Level, TextEdit } from '../../src/diagnostics/diagnostic.js';
import { docsUrl } from '../../src/diagnostics/rule.js';

/** The range of the `nth` occurrence of `needle` in `text`. */
export function rangeOf(text: string, needle: string, nth = 0) {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`no ${needle} (${i}) in text`);
  }
  return new LineIndex(text).range(at, at + needle.length);
}

export function edit(path: string, text: string, needle: string, replacement: string, nth = 0): TextEdit {
  return { path, range: rangeOf(text, needle, nth), text: replacement };
}

let n = 0;
export function diag(over: Partial<Diagnostic> & { path: string; text: string; needle: string; nth?: number }): Diagnostic {
  const { path, text, needle, nth, ...rest } = over;
  n++;
  return {
    kind: 'agents/model-valid',
    category: 'correctness',
    level: 'warn' as Level,
    effect: 'fails-at-run-time',
    message: `finding ${n}`,
    notes: [],
    docs: docsUrl(rest.kind ?? 'agents/model-valid'),
    span: { path, range: rangeOf(text, needle, nth), element: { type: 'agent', name: 'x' } },
    related: [],
    fingerprint: n.toString(16).padStart(16, '0'),
    ...rest,
  };
}

/** A unified-diff patch (hunks only, as `pulls.listFiles` gives it) for `after` as a new file. */
export function addedFilePatch(after: string): string {
  const lines = after.replace(/\n$/, '').split('\n');
  return `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`;
}
