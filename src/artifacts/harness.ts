/**
 * Agent harnesses: the programs that read agent files from a repository.
 * A rule and an artifact kind belong to at most one harness; a file read by
 * several harnesses (AGENTS.md, `.mcp.json`, `.claude/skills` read by
 * Copilot) yields one artifact per harness that reads it.
 *
 * ai-rulez and AGENTLTL.yaml are tool formats, not harnesses: they describe
 * or guard sessions of several harnesses, so their kinds and rules have no
 * harness and are checked whenever their files are present (docs/decisions.md).
 */
import { FORMAT_LIST, HARNESS_LIST } from './harness-ids.generated.js';

/** The id of a harness in the registry (src/harnesses/registry.ts; generated into ./harness-ids.generated.ts). */
export type Harness = (typeof HARNESS_LIST)[number]['id'];

/** Every harness, in registry order. */
export const HARNESSES: readonly Harness[] = HARNESS_LIST.map((d) => d.id);

export const HARNESS_TITLES = Object.fromEntries(HARNESS_LIST.map((d) => [d.id, d.title])) as Record<Harness, string>;

/** Each harness's title where space is short (the pull request's inventory comment). */
export const HARNESS_SHORT_TITLES = Object.fromEntries(HARNESS_LIST.map((d) => [d.id, d.shortTitle])) as Record<Harness, string>;

export function isHarness(v: unknown): v is Harness {
  return typeof v === 'string' && (HARNESSES as readonly string[]).includes(v);
}

/** The id of a tool format in the registry (ai-rulez, AGENTLTL.yaml). */
export type Format = (typeof FORMAT_LIST)[number]['id'];

/**
 * The group a rule is listed under in `agentlint rules` and the docs: its
 * harness, a tool format, or the engine (parse and configuration findings).
 */
export type RuleGroup = Harness | Format | 'any';

const FORMATS: readonly Format[] = FORMAT_LIST.map((d) => d.id);

export const GROUP_TITLES = {
  ...HARNESS_TITLES,
  ...Object.fromEntries(FORMAT_LIST.map((d) => [d.id, d.title])),
  any: 'Every file and the configuration',
} as Record<RuleGroup, string>;

export const GROUP_ORDER: readonly RuleGroup[] = [...HARNESSES, ...FORMATS, 'any'];

/** A rule's group: its harness, else its tool format by family, else `any`. */
export function ruleGroup(meta: { id: string; harness?: Harness }): RuleGroup {
  if (meta.harness) return meta.harness;
  const family = meta.id.split('/')[0];
  return FORMATS.find((f) => f === family) ?? 'any';
}
