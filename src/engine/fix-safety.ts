/**
 * Every fix, tried one at a time: a fix is safe when the file it edits, linted again with the edit applied, has no
 * finding it did not have before, parses no worse, holds each edit's text at its range, and holds the value the
 * fix's message names. Used by the fix-safety test over every fixture tree and by the precision suite over public
 * repositories (scripts/precision.mjs).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic, TextEdit } from '../diagnostics/diagnostic.js';
import { applyEdits, fixableEdits } from './fix.js';
import { noWorse, parseHealth } from './fix-check.js';
import { lint, type LintOptions } from './run.js';

export interface FixVerdict {
  rule: string;
  /** The file the finding is in. */
  path: string;
  msg: string;
  applicability: string;
  /** What is wrong with the result; undefined when the fix is safe. */
  problem?: string;
}

/**
 * A finding's class: its rule and its message with the quoted values and the numbers left out (a fix moves text
 * and may change a value another finding quotes, such as a command it quoted, or a count it gives, such as a
 * prompt's length; ranges, those values and counts are left out).
 */
const keyOf = (d: Diagnostic) => `${d.kind} ${d.message.replace(/`[^`]*`/g, '`…`').replace(/\d[\d,.]*/g, 'N')}`;

function counts(ds: readonly Diagnostic[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const d of ds) m.set(keyOf(d), (m.get(keyOf(d)) ?? 0) + 1);
  return m;
}

/** The one value a fix's message names (`rename to \`hooks\``), when it names exactly one. */
function namedValue(msg: string): string | undefined {
  const quoted = [...msg.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return quoted.length === 1 ? quoted[0] : undefined;
}

/** The text of a file as fixes see it: without its byte-order mark, which `--fix` keeps aside. */
function readFixable(root: string, path: string): { text: string; bom: boolean } | undefined {
  try {
    const raw = readFileSync(resolve(root, path), 'utf8');
    const bom = raw.charCodeAt(0) === 0xfeff;
    return { text: bom ? raw.slice(1) : raw, bom };
  } catch {
    return undefined;
  }
}

/** What is wrong with the text after the edits, before linting it again. */
function textProblem(path: string, before: string, after: string, edits: readonly TextEdit[], msg: string): string | undefined {
  if (!noWorse(parseHealth(path, before), parseHealth(path, after))) return 'the file parses worse after the fix';
  // Edits apply last first; each lands at its start shifted by the length changes of the edits before it.
  const sorted = [...edits].sort((a, b) => a.range.start.offset - b.range.start.offset);
  let shift = 0;
  for (const e of sorted) {
    const at = e.range.start.offset + shift;
    if (after.slice(at, at + e.text.length) !== e.text) return `the edit at ${e.range.start.line}:${e.range.start.column} did not land`;
    shift += e.text.length - (e.range.end.offset - e.range.start.offset);
  }
  // A removal names what it removes.
  const named = /^(remove|delete|drop)\b/i.test(msg) ? undefined : namedValue(msg);
  if (named !== undefined && !edits.some((e) => e.text.includes(named)) && !after.includes(named)) return `the fix says \`${named}\` but the result does not hold it`;
  return undefined;
}

export interface FixSafetyOptions extends Pick<LintOptions, 'configPath' | 'harnesses' | 'rules'> {
  /** At most this many fixes of one rule and message are tried (the rest are alike); default 3. */
  perClass?: number;
  /** Also MaybeIncorrect fixes (default true: a suggestion a user accepts must be safe too). */
  unsafe?: boolean;
}

/** Try each fix of the tree at `root` on its own, and say what each does to its file. */
export function checkEveryFix(root: string, options: FixSafetyOptions = {}): FixVerdict[] {
  const base: LintOptions = { root, suppressionsFile: false, configPath: options.configPath, harnesses: options.harnesses, rules: options.rules };
  const first = lint(base);
  const perClass = options.perClass ?? 3;
  const tried = new Map<string, number>();
  const out: FixVerdict[] = [];
  for (const d of fixableEdits(first.diagnostics, options.unsafe ?? true)) {
    const s = d.suggestion!;
    const cls = `${d.kind} ${s.msg.replace(/`[^`]*`/g, '`…`')}`;
    if ((tried.get(cls) ?? 0) >= perClass) continue;
    tried.set(cls, (tried.get(cls) ?? 0) + 1);
    const verdict: FixVerdict = { rule: d.kind, path: d.span.path, msg: s.msg, applicability: s.applicability };
    verdict.problem = problemOf(base, first.diagnostics, s.edits, s.msg);
    out.push(verdict);
  }
  return out;
}

function problemOf(base: LintOptions, before: readonly Diagnostic[], edits: readonly TextEdit[], msg: string): string | undefined {
  const paths = [...new Set(edits.map((e) => e.path))];
  const overlay = new Map<string, string>();
  for (const path of paths) {
    const file = readFixable(base.root, path);
    if (!file) return `\`${path}\` cannot be read`;
    const mine = edits.filter((e) => e.path === path);
    const after = applyEdits(file.text, mine);
    const problem = textProblem(path, file.text, after, mine, msg);
    if (problem) return `${path}: ${problem}`;
    overlay.set(path, (file.bom ? '\uFEFF' : '') + after);
  }
  const again = lint({ ...base, overlay, only: paths });
  for (const path of paths) {
    const was = counts(before.filter((x) => x.span.path === path));
    const now = counts(again.diagnostics.filter((x) => x.span.path === path));
    const added = [...now].filter(([k, n]) => n > (was.get(k) ?? 0)).map(([k]) => k);
    if (added.length > 0) return `${path}: new finding after the fix: ${added[0]}`;
  }
  return undefined;
}
