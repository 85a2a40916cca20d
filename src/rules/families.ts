/**
 * The rule families a run loads only when it needs them: every descriptor's in the registry
 * (src/harnesses/registry.ts) but the harness loaded on every run (needed when that harness is
 * selected, or for a tool format when such a file is found). Loading a family
 * costs its code's parse and compile: on a Claude Code repository about a quarter of
 * the CLI's start-up (docs/benchmark.md). A family that is not loaded is stood in for
 * by its metadata (./catalog.generated.ts): its rule ids, levels and kinds are known to
 * the configuration, `lints:` maps and the ruleset fingerprint, and it has no check.
 * ESLint loads its rules lazily for the same reason.
 */
import type { Harness } from '../artifacts/harness.js';
import type { Project } from '../artifacts/model.js';
import { engineRule, type Rule } from '../diagnostics/rule.js';
import { DESCRIPTORS } from '../harnesses/registry.js';
import { LAZY_CATALOG, type CatalogMeta } from './catalog.generated.js';
import { LEADING_RULES, TRAILING_RULES } from './core.js';

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

/** The families of the registry's descriptors that are not loaded on every run, in registry order. */
export const LAZY_FAMILIES: readonly LazyFamily[] = DESCRIPTORS.filter((d) => !(d.type === 'harness' && d.alwaysLoaded)).map((d) => {
  const metas = LAZY_CATALOG[d.id] ?? [];
  return {
    name: d.id,
    harnesses: new Set(metas.flatMap((m) => (m.harness ? [m.harness] : []))),
    kinds: new Set(metas.flatMap((m) => m.kinds)),
    ids: new Set(metas.map((m) => m.id)),
    metas,
    load: () => d.rules(),
  };
});

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
