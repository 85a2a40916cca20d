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
export const HARNESSES = [
  'claude-code', 'copilot', 'codex', 'gemini', 'opencode', 'cursor',
  // Kilo Code runs here (oracle); the others are read from their documentation.
  'kilo-code', 'windsurf', 'kiro', 'roo-code',
  // Qwen Code (a Gemini CLI fork) runs here (oracle: scripts/oracle/qwen-probe.mjs).
  'qwen-code',
  // Cline's CLI runs here (oracle: scripts/oracle/cline-probe.mjs, cline-mutations.mjs).
  'cline',
  // Auggie's rules are read from its documentation (a session needs Augment's own backend); its custom
  // commands are observed offline (scripts/oracle/auggie-probe.mjs).
  'auggie',
  // Amp's CLI runs here (oracle: scripts/oracle/amp-probe.mjs).
  'amp',
  // Factory Droid's CLI runs here in airgap mode (oracle: scripts/oracle/droid-probe.mjs).
  'droid',
] as const;
export type Harness = (typeof HARNESSES)[number];

export const HARNESS_TITLES: Record<Harness, string> = {
  'claude-code': 'Claude Code',
  copilot: 'GitHub Copilot CLI',
  codex: 'OpenAI Codex CLI',
  gemini: 'Gemini CLI',
  opencode: 'OpenCode',
  cursor: 'Cursor',
  'kilo-code': 'Kilo Code',
  windsurf: 'Windsurf',
  kiro: 'Kiro',
  'roo-code': 'Roo Code',
  'qwen-code': 'Qwen Code',
  cline: 'Cline',
  auggie: 'Auggie',
  amp: 'Amp',
  droid: 'Factory Droid',
};

export function isHarness(v: unknown): v is Harness {
  return typeof v === 'string' && (HARNESSES as readonly string[]).includes(v);
}

/**
 * The group a rule is listed under in `agentlint rules` and the docs: its
 * harness, a tool format, or the engine (parse and configuration findings).
 */
export type RuleGroup = Harness | 'ai-rulez' | 'agentltl' | 'any';

export const GROUP_TITLES: Record<RuleGroup, string> = {
  ...HARNESS_TITLES,
  'ai-rulez': 'ai-rulez (tool format)',
  agentltl: 'AGENTLTL.yaml (tool format)',
  any: 'Every file and the configuration',
};

export const GROUP_ORDER: readonly RuleGroup[] = [...HARNESSES, 'ai-rulez', 'agentltl', 'any'];

/** A rule's group: its harness, else its tool format by family, else `any`. */
export function ruleGroup(meta: { id: string; harness?: Harness }): RuleGroup {
  if (meta.harness) return meta.harness;
  const family = meta.id.split('/')[0];
  if (family === 'ai-rulez' || family === 'agentltl') return family;
  return 'any';
}
