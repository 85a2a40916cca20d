/**
 * The rule families a run loads only when it needs them: those of Copilot CLI, Codex,
 * Gemini CLI, OpenCode and Cursor (needed when that harness is selected) and of the
 * ai-rulez and AGENTLTL formats (needed when such a file is found). Loading a family
 * costs its code's parse and compile: on a Claude Code repository about a quarter of
 * the CLI's start-up (README, Benchmark). A family that is not loaded is stood in for
 * by its metadata (./catalog.generated.ts): its rule ids, levels and kinds are known to
 * the configuration, `lints:` maps and the ruleset fingerprint, and it has no check.
 * ESLint loads its rules lazily for the same reason.
 */
import type { Harness } from '../artifacts/harness.js';
import type { Project } from '../artifacts/model.js';
import { engineRule, type Rule } from '../diagnostics/rule.js';
import { LAZY_CATALOG, type CatalogMeta } from './catalog.generated.js';
import { LEADING_RULES, TRAILING_RULES } from './core.js';

/** Each family's module, imported on demand (a chunk of its own in the bundle). */
const LOADERS: Record<string, () => Promise<readonly Rule[]>> = {
  copilot: async () => (await import('../harnesses/copilot/rules/index.js')).COPILOT_RULES,
  codex: async () => (await import('../harnesses/codex/rules/index.js')).CODEX_RULES,
  gemini: async () => (await import('../harnesses/gemini/rules/index.js')).GEMINI_RULES,
  opencode: async () => (await import('../harnesses/opencode/rules/index.js')).OPENCODE_RULES,
  cursor: async () => (await import('../harnesses/cursor/rules/index.js')).CURSOR_RULES,
  'kilo-code': async () => (await import('../harnesses/kilo-code/rules/index.js')).KILO_RULES,
  windsurf: async () => (await import('../harnesses/windsurf/rules/index.js')).WINDSURF_RULES,
  kiro: async () => (await import('../harnesses/kiro/rules/index.js')).KIRO_RULES,
  'roo-code': async () => (await import('../harnesses/roo-code/rules/index.js')).ROO_CODE_RULES,
  'qwen-code': async () => (await import('../harnesses/qwen-code/rules/index.js')).QWEN_RULES,
  cline: async () => (await import('../harnesses/cline/rules/index.js')).CLINE_RULES,
  auggie: async () => (await import('../harnesses/auggie/rules/index.js')).AUGGIE_RULES,
  amp: async () => (await import('../harnesses/amp/rules/index.js')).AMP_RULES,
  droid: async () => (await import('../harnesses/droid/rules/index.js')).DROID_RULES,
  'ai-rulez': async () => (await import('../formats/ai-rulez/rules/index.js')).AI_RULEZ_RULES,
  agentltl: async () => (await import('../formats/agentltl/rules/index.js')).AGENTLTL_RULES,
};

export interface LazyFamily {
  name: string;
  /** The harnesses its rules are about (none for the tool formats). */
  harnesses: ReadonlySet<Harness>;
  /** The artifact kinds its rules check. */
  kinds: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  metas: readonly CatalogMeta[];
  load(): Promise<readonly Rule[]>;
}

export const LAZY_FAMILIES: readonly LazyFamily[] = Object.entries(LAZY_CATALOG).map(([name, metas]) => ({
  name,
  harnesses: new Set(metas.flatMap((m) => (m.harness ? [m.harness] : []))),
  kinds: new Set(metas.flatMap((m) => m.kinds)),
  ids: new Set(metas.map((m) => m.id)),
  metas,
  load: LOADERS[name]!,
}));

/** What decides whether a run needs a family. */
export interface RunFacts {
  /** The harnesses the run checks. */
  harnesses: readonly Harness[];
  /** The kinds of the artifacts discovery found. */
  kinds: ReadonlySet<string>;
  /** Rule ids the configuration has a `rules:` block for (their options must be validated). */
  configured: Iterable<string>;
}

/** The facts of a discovered tree; `configured`: the rule ids of the configuration's `rules:` blocks. */
export function factsOf(project: Project, configured: Iterable<string>): RunFacts {
  return { harnesses: project.harnesses ?? [], kinds: new Set(project.artifacts.map((a) => a.kind)), configured };
}

export function familiesNeeded(facts: RunFacts): LazyFamily[] {
  const configured = [...facts.configured];
  return LAZY_FAMILIES.filter(
    (f) =>
      facts.harnesses.some((h) => f.harnesses.has(h)) ||
      [...f.kinds].some((k) => facts.kinds.has(k)) ||
      configured.some((id) => f.ids.has(id)),
  );
}

/** The registry in its order, with the loaded families' rules and stand-ins for the others. */
export function assembleRules(loaded: ReadonlyMap<string, readonly Rule[]>): Rule[] {
  return [
    ...LEADING_RULES,
    ...LAZY_FAMILIES.flatMap((f) => loaded.get(f.name) ?? f.metas.map((m) => engineRule({ ...m, kinds: [...m.kinds], ...(m.tags ? { tags: [...m.tags] } : {}) }))),
    ...TRAILING_RULES,
  ];
}

/** Load some families: name → rules. */
export async function loadFamilies(families: readonly LazyFamily[]): Promise<Map<string, readonly Rule[]>> {
  const rules = await Promise.all(families.map((f) => f.load()));
  return new Map(families.map((f, i) => [f.name, rules[i]!]));
}

/** Every rule, loaded (`agentlint rules`, `explain`, SARIF's rule list). */
export async function loadAllRules(): Promise<Rule[]> {
  return assembleRules(await loadFamilies(LAZY_FAMILIES));
}
