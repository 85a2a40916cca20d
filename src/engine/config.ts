/**
 * `.agentlint.yml`: lint levels, rule blocks (presence opts a rule in), ignore
 * globs. Read with ranges so every configuration finding points at its key.
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readGated, workspaceRoot } from '../artifacts/gate.js';
import type { CatalogEntry } from '../artifacts/catalog.js';
import { isHarness, type Harness } from '../artifacts/harness.js';
import type { SurfaceSelection } from '../artifacts/surfaces.js';
import { HARNESS_SURFACES } from './surfaces.js';
import { sourceFile, type Range, type SourceFile } from '../artifacts/source.js';
import { getPair, parseYamlTree, toValue, type MapNode, type Pair, type TreeNode } from '../artifacts/tree.js';
import { LINT_SETTINGS, type LintEntry, type LintSetting } from './levels.js';
import { validateSchema, type JsonSchema } from './schema.js';

export const CONFIG_FILES = ['.agentlint.yml', '.agentlint.yaml'];

export interface RuleBlock {
  id: string;
  /** The block's key in the config file. */
  keyRange: Range;
  /** The block's value (options), if any. */
  node: TreeNode | null;
  enabled: boolean;
  options: Record<string, unknown>;
}

/** A problem with the configuration itself, before any rule is known. */
export interface ConfigProblem {
  kind: 'config/invalid';
  message: string;
  range: Range;
}

export interface Config {
  /** The file read, if any (its path is relative to the scan root when inside it). */
  file?: SourceFile;
  lints: LintEntry[];
  /** The `lints:` keys, with the range of their values (for meta diagnostics). */
  lintPairs: Pair[];
  rules: Map<string, RuleBlock>;
  ignore: string[];
  /** `harnesses:` — the harnesses to check; absent: those whose files the tree holds. */
  harnesses?: Harness[];
  /** `catalog:` — files written here and installed elsewhere, read as the kind they install as. */
  catalog: CatalogEntry[];
  /** `surfaces:` — the surfaces of each harness the repository uses (default: every one). */
  surfaces?: SurfaceSelection;
  problems: ConfigProblem[];
}

export function emptyConfig(): Config {
  return { lints: [], lintPairs: [], rules: new Map(), ignore: [], catalog: [], problems: [] };
}

/** Find the config: an explicit path, or `.agentlint.yml` at the scan root. */
export function findConfig(root: string, explicit?: string): string | undefined {
  if (explicit) return resolve(explicit);
  for (const name of CONFIG_FILES) {
    const p = resolve(root, name);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/**
 * Read the configuration through the file gate (a GateError when it may not be read): `explicit` when the user
 * named it (a command-line option, an Action input), so that a path outside the workspace is theirs to choose.
 */
export function loadConfig(root: string, absPath: string, schema: JsonSchema, explicit = false): Config {
  const rel = relative(root, absPath).split('\\').join('/');
  const path = rel.startsWith('..') ? absPath : rel;
  const text = readGated(workspaceRoot(root), absPath, { explicit, shown: path });
  return parseConfig(sourceFile(path, text), schema);
}

export function parseConfig(file: SourceFile, schema: JsonSchema): Config {
  const config = emptyConfig();
  config.file = file;
  const { root, problems } = parseYamlTree(file.text, 0, file.lines, '$');
  for (const p of problems) config.problems.push({ kind: 'config/invalid', message: p.message, range: p.range });
  if (problems.length > 0 || !root) return config;
  if (root.type !== 'map') {
    if (!(root.type === 'scalar' && root.value === null)) {
      config.problems.push({ kind: 'config/invalid', message: 'the configuration must be a mapping (lints, rules, ignore)', range: root.range });
    }
    return config;
  }
  for (const err of validateSchema(root, schema)) config.problems.push({ kind: 'config/invalid', message: err.message, range: err.range });

  const { entries, pairs } = lintEntriesOf(getPair(root, 'lints')?.value, file.path);
  config.lints.push(...entries);
  config.lintPairs.push(...pairs);
  const rules = getPair(root, 'rules')?.value;
  if (rules?.type === 'map') {
    for (const p of rules.pairs) {
      const opts = p.value?.type === 'map' ? (toValue(p.value) as Record<string, unknown>) : {};
      const { enabled, ...options } = opts;
      config.rules.set(p.key, { id: p.key, keyRange: p.keyRange, node: p.value, enabled: enabled !== false, options });
    }
  }
  const harnesses = getPair(root, 'harnesses')?.value;
  if (harnesses?.type === 'seq') {
    // Unknown names are config/invalid (schema enum); the known ones still apply.
    config.harnesses = harnesses.items.flatMap((item) => (item.type === 'scalar' && isHarness(item.value) ? [item.value] : []));
  }
  config.catalog = catalogEntries(getPair(root, 'catalog')?.value);
  config.surfaces = surfaceSelection(getPair(root, 'surfaces')?.value);
  const ignore = getPair(root, 'ignore')?.value;
  if (ignore?.type === 'seq') {
    for (const item of ignore.items) if (item.type === 'scalar' && typeof item.value === 'string') config.ignore.push(item.value);
  }
  return config;
}

/** `surfaces:`: each harness's list of the surfaces it names that the harness has (the schema reports the others). */
function surfaceSelection(node: TreeNode | null | undefined): SurfaceSelection | undefined {
  if (node?.type !== 'map') return undefined;
  const out: SurfaceSelection = {};
  for (const p of node.pairs) {
    const known = isHarness(p.key) ? HARNESS_SURFACES[p.key] : undefined;
    const v = p.value ? toValue(p.value) : undefined;
    if (!known || !Array.isArray(v)) continue;
    out[p.key as Harness] = v.filter((s): s is string => typeof s === 'string' && known.includes(s));
  }
  return out;
}

/** The `catalog:` entries the schema accepts (a malformed one is config/invalid and left out). */
function catalogEntries(node: TreeNode | null | undefined): CatalogEntry[] {
  if (node?.type !== 'seq') return [];
  const strings = (n: TreeNode | null | undefined): string[] => {
    const v = n ? toValue(n) : undefined;
    if (typeof v === 'string') return [v];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  };
  return node.items.flatMap((item) => {
    if (item.type !== 'map') return [];
    const as = toValue(getPair(item, 'as')?.value ?? null);
    const files = strings(getPair(item, 'files')?.value);
    if (typeof as !== 'string' || files.length === 0) return [];
    return [{ files, as, metadata: strings(getPair(item, 'metadata')?.value) }];
  });
}

/** Lint entries from a `lints:` map in an artifact's frontmatter (values that are not settings are skipped; meta rules report them). */
export function lintEntriesOf(node: TreeNode | null | undefined, path: string): { entries: LintEntry[]; pairs: Pair[] } {
  const entries: LintEntry[] = [];
  const pairs: Pair[] = [];
  if (!node || node.type !== 'map') return { entries, pairs };
  for (const p of (node as MapNode).pairs) {
    pairs.push(p);
    const { setting, reason } = lintValueOf(p.value);
    if (setting && (LINT_SETTINGS as readonly string[]).includes(setting)) entries.push({ key: p.key, setting: setting as LintSetting, path, range: p.keyRange, ...(reason ? { reason } : {}) });
  }
  return { entries, pairs };
}

/**
 * A `lints:` value: `allow` (a scalar), or `{ level: allow, reason: "…" }` (the reason a security finding's
 * `allow` needs, shown in review).
 */
export function lintValueOf(v: TreeNode | null | undefined): { setting?: string; reason?: string; map?: MapNode } {
  if (v?.type === 'scalar') return { setting: v.value === null ? undefined : String(v.value) };
  if (v?.type !== 'map') return {};
  const level = getPair(v, 'level')?.value;
  const reason = getPair(v, 'reason')?.value;
  const text = reason?.type === 'scalar' && typeof reason.value === 'string' ? reason.value.trim() : '';
  return { setting: level?.type === 'scalar' && level.value !== null ? String(level.value) : undefined, reason: text || undefined, map: v };
}
