/**
 * agentlint against a harness's recorded mutation probes (`oracle/<harness>/mutations.json`,
 * written by that harness's probe from oracle/lib/mutate.mjs; format in that file's header).
 *
 * A mutation the harness rejects, drops or ignores must get a finding in the mutated file: at the
 * mutated key's line when it has one, anywhere in the file when the key was removed. A mutation the
 * harness accepts must get no error there, unless the case names the recorded run that shows it
 * failing later (`runtimeFailure`).
 */
import { readFileSync } from 'node:fs';
import type { Harness } from '../../src/artifacts/harness.js';
import { lint } from '../../src/engine/run.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { removeTree, writeTree } from './index.js';

export type Outcome = 'rejects' | 'drops' | 'ignores' | 'accepts';

export interface MutationCase {
  id: string;
  kind: string;
  pointer: string;
  op: string;
  files: Record<string, string>;
  target: string;
  line: number | null;
  outcome: Outcome;
  evidence: string;
  /** A recorded case showing that a mutation the harness loads fails when used. */
  runtimeFailure?: string;
}

export interface MutationGolden {
  harness: string;
  version: string;
  cases: MutationCase[];
}

export interface MutationResult {
  case: MutationCase;
  findings: Diagnostic[];
  /** Not accepted by the harness, and agentlint has a finding where it must. */
  reported: boolean;
  /** Accepted by the harness, and agentlint reports an error on the file. */
  falseError: boolean;
}

export function readMutations(path: string): MutationGolden {
  return JSON.parse(readFileSync(path, 'utf8')) as MutationGolden;
}

/**
 * The last line of the value that opens on `line`: a JSON `[` or `{` (bracket balance; strings skipped), or a YAML
 * `key:` whose value is the more indented lines below it; else `line`.
 */
function valueEndLine(text: string, line: number): number {
  const lines = text.split('\n');
  const first = lines[line - 1] ?? '';
  if (/:\s*$/.test(first)) {
    const indent = (l: string) => l.length - l.trimStart().length;
    let end = line;
    while (end < lines.length && lines[end]!.trim() !== '' && (indent(lines[end]!) > indent(first) || (lines[end]!.trimStart().startsWith('- ') && indent(lines[end]!) >= indent(first)))) end++;
    return end;
  }
  if (!/[[{]\s*$/.test(first)) return line;
  let depth = 0;
  for (let i = line - 1; i < lines.length; i++) {
    for (const ch of lines[i]!.replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
      if (ch === '[' || ch === '{') depth++;
      else if (ch === ']' || ch === '}') depth--;
    }
    if (depth <= 0) return i + 1;
  }
  return line;
}

/** Lint each case's tree (with `harnesses`) and judge it. */
export function judgeMutations(golden: MutationGolden, harnesses: readonly Harness[]): MutationResult[] {
  return golden.cases.map((c) => {
    const root = writeTree(c.files);
    try {
      const findings = lint({ root, harnesses }).diagnostics.filter((d) => d.span.path === c.target);
      const end = c.line === null ? null : valueEndLine(c.files[c.target] ?? '', c.line);
      // At the field: a finding that spans the mutated key's line, or one inside the value it opens there (`[`, `{`).
      const atField = c.line === null ? findings : findings.filter((d) => (d.span.range.start.line <= c.line! && d.span.range.end.line >= c.line!) || (d.span.range.start.line > c.line! && d.span.range.start.line <= end!));
      const reported = c.outcome !== 'accepts' && atField.length > 0;
      const falseError = c.outcome === 'accepts' && !c.runtimeFailure && findings.some((d) => d.level === 'error');
      return { case: c, findings, reported, falseError };
    } finally {
      removeTree(root);
    }
  });
}

/** Share of the not-accepted mutations that agentlint reports, and the ones it misses. */
export function recallOf(results: MutationResult[]): { recall: number; missed: string[]; falseErrors: string[] } {
  const judged = results.filter((r) => r.case.outcome !== 'accepts');
  const missed = judged.filter((r) => !r.reported).map((r) => `${r.case.id} (${r.case.outcome}: ${r.case.evidence})`);
  const falseErrors = results.filter((r) => r.falseError).map((r) => `${r.case.id}: ${r.findings.filter((d) => d.level === 'error').map((d) => d.kind).join(', ')}`);
  return { recall: judged.length === 0 ? 1 : (judged.length - missed.length) / judged.length, missed, falseErrors };
}
