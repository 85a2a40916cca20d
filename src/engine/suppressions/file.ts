/**
 * `agentlint-suppressions.json`: the findings a repository already had when it adopted agentlint,
 * so that a run reports only new ones. The format is ESLint's bulk suppressions file
 * (`eslint-suppressions.json`), keyed by file and rule with a count, plus the fingerprints of the
 * findings recorded:
 *
 *     { "agents/a.md": { "agents/name-format": { "count": 2, "fingerprints": ["…", "…"] } } }
 *
 * Paths are relative to the scan root with `/` separators. Keys and fingerprints are written
 * sorted, so the file changes only where the findings do. docs/adopting.md explains the choice.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { GateError, leaves, readGated, workspaceRoot } from '../../artifacts/gate.js';
import { parseJsonFile } from '../../artifacts/json.js';
import { sourceFile, type Range } from '../../artifacts/source.js';
import type { MapNode, Pair, TreeNode } from '../../artifacts/tree.js';
import { ConfigError } from '../errors.js';

export const SUPPRESSIONS_FILE = 'agentlint-suppressions.json';
/** The `source` of a finding the suppressions file took out (`suppressed[]`). */
export const SUPPRESSIONS_SOURCE = 'suppressions';

export interface SuppressionEntry {
  /** How many findings of the rule in the file are suppressed. */
  count: number;
  /** Fingerprints of the findings recorded: which ones are the old ones when there are more than `count`. */
  fingerprints: string[];
  /** Why they are suppressed; a security finding is suppressed only with one (review shows it). */
  reason?: string;
}

/** File path → rule id → entry. */
export type Suppressions = Map<string, Map<string, SuppressionEntry>>;

/** A suppressions file that cannot be used: exit 2 in the CLI, like an unreadable configuration. */
export class SuppressionsError extends ConfigError {}

/** Read the file at `abs`: undefined when there is none; a SuppressionsError when it is not a usable suppressions file. */
export function readSuppressions(abs: string, root: string): Suppressions | undefined {
  if (!existsSync(abs)) return undefined;
  const shown = displayPath(abs, root);
  let raw: string;
  try {
    // Through the file gate: a link out of the workspace or into `.git`, a FIFO or a device is refused unread. A
    // path outside the scan root can only be the user's `--suppressions-location`.
    raw = readGated(workspaceRoot(root), abs, { shown, explicit: leaves(relative(root, abs)) });
  } catch (err) {
    if (err instanceof GateError) throw new SuppressionsError(`cannot read suppressions file ${err.message}`);
    throw err;
  }
  return parseSuppressions(raw, shown);
}

function displayPath(abs: string, root: string): string {
  const rel = relative(root, abs).split('\\').join('/');
  return rel === '' || rel.startsWith('..') ? abs : rel;
}

/** Parse the text of a suppressions file; every problem names its line and column. */
export function parseSuppressions(raw: string, shown: string): Suppressions {
  const file = sourceFile(shown, raw);
  const { root, problems } = parseJsonFile(file);
  const fail = (range: Range, message: string): never => {
    throw new SuppressionsError(`invalid suppressions file ${shown}:${range.start.line}:${range.start.column}: ${message} (fix it, or delete it and run \`agentlint --suppress-all\` again)`);
  };
  if (problems.length > 0) fail(problems[0]!.range, problems[0]!.message);
  if (!root || root.type !== 'map') return fail(root?.range ?? file.lines.range(0, 0), 'expected a JSON object of file paths');
  const out: Suppressions = new Map();
  for (const filePair of root.pairs) {
    checkPath(filePair, fail);
    const rules = mapValue(filePair, `\`${filePair.key}\` must map rule ids to entries`, fail);
    const byRule = new Map<string, SuppressionEntry>();
    for (const rulePair of rules.pairs) byRule.set(rulePair.key, entryOf(rulePair, fail));
    if (byRule.size > 0) out.set(filePair.key, byRule);
  }
  return out;
}

type Fail = (range: Range, message: string) => never;

function checkPath(p: Pair, fail: Fail): void {
  if (p.key === '' || p.key.includes('\\') || p.key.startsWith('/') || /^[A-Za-z]:/.test(p.key) || p.key.split('/').some((s) => s === '..' || s === '.')) {
    fail(p.keyRange, `\`${p.key}\` is not a path relative to the scan root with \`/\` separators, so no file can match it`);
  }
}

function mapValue(p: Pair, message: string, fail: Fail): MapNode {
  if (p.value?.type !== 'map') return fail(p.value?.range ?? p.keyRange, message);
  return p.value;
}

function entryOf(p: Pair, fail: Fail): SuppressionEntry {
  const entry = mapValue(p, `\`${p.key}\` must be an object such as { "count": 1 }`, fail);
  let count: number | undefined;
  let fingerprints: string[] = [];
  let reason: string | undefined;
  for (const field of entry.pairs) {
    if (field.key === 'count') count = countOf(field.value, field, fail);
    else if (field.key === 'fingerprints') fingerprints = fingerprintsOf(field.value, field, fail);
    else if (field.key === 'reason') reason = reasonOf(field.value, field, fail);
    else fail(field.keyRange, `unknown field \`${field.key}\` (an entry has \`count\`, \`fingerprints\` and \`reason\`)`);
  }
  if (count === undefined) return fail(p.keyRange, `\`${p.key}\` has no \`count\``);
  return reason ? { count, fingerprints, reason } : { count, fingerprints };
}

function countOf(v: TreeNode | null, field: Pair, fail: Fail): number {
  if (v?.type === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value) && v.value >= 1) return v.value;
  return fail(v?.range ?? field.keyRange, '`count` must be a whole number of at least 1 (remove the entry to suppress nothing)');
}

function reasonOf(v: TreeNode | null, field: Pair, fail: Fail): string | undefined {
  if (v?.type === 'scalar' && typeof v.value === 'string') return v.value.trim() || undefined;
  return fail(v?.range ?? field.keyRange, '`reason` must be a string');
}

function fingerprintsOf(v: TreeNode | null, field: Pair, fail: Fail): string[] {
  if (v?.type !== 'seq') return fail(v?.range ?? field.keyRange, '`fingerprints` must be an array of strings');
  return v.items.map((item) => (item.type === 'scalar' && typeof item.value === 'string' ? item.value : fail(item.range, 'a fingerprint must be a string')));
}

/**
 * The file's text: files and rules sorted, one line per entry with its fingerprints sorted, so a
 * change to one file's findings changes one line.
 */
export function formatSuppressions(s: Suppressions): string {
  const files = [...s.keys()].sort().filter((path) => s.get(path)!.size > 0);
  if (files.length === 0) return '{}\n';
  const blocks = files.map((path) => {
    const rules = s.get(path)!;
    const lines = [...rules.keys()].sort().map((rule) => {
      const e = rules.get(rule)!;
      const reason = e.reason ? `, "reason": ${JSON.stringify(e.reason)}` : '';
      return `    ${JSON.stringify(rule)}: { "count": ${e.count}, "fingerprints": [${[...e.fingerprints].sort().map((f) => JSON.stringify(f)).join(', ')}]${reason} }`;
    });
    return `  ${JSON.stringify(path)}: {\n${lines.join(',\n')}\n  }`;
  });
  return `{\n${blocks.join(',\n')}\n}\n`;
}

/** How many findings the file suppresses in all. */
export function suppressionTotal(s: Suppressions): number {
  let n = 0;
  for (const rules of s.values()) for (const e of rules.values()) n += e.count;
  return n;
}
