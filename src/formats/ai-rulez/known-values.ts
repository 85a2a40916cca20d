/**
 * ai-rulez's documented values: builtin agents and their domains, include
 * fields, merge strategies, include kinds and the agent frontmatter fields.
 *
 * Source: the ai-rulez brief ("shipped semantics", shared/design-inputs), the ai-rulez documentation
 * (docs/includes.md, docs/configuration.md "Extending built-in agents") and
 * its config types (internal/config/types.go: IncludeConfig, Metadata,
 * BuiltinsConfig, DefaultsConfig) as of 2026-12-02. Only names are kept here;
 * the builtin agents' texts are ai-rulez's and are not shipped.
 */
import { AGENT_FIELDS } from '../../rules/shared/claude-format.js';

export interface BuiltinAgent {
  name: string;
  /** The builtin domain that ships the agent. */
  domain: string;
}

/** Builtin agents (2026-12-02). */
export const AI_RULEZ_BUILTIN_AGENTS: readonly BuiltinAgent[] = [
  { name: 'code-reviewer', domain: 'ai-governance' },
  { name: 'docs-writer', domain: 'ai-governance' },
  { name: 'security-auditor', domain: 'security' },
  { name: 'test-writer', domain: 'testing' },
  { name: 'devops-engineer', domain: 'cicd' },
  { name: 'release-engineer', domain: 'cicd' },
  { name: 'polyglot-architect', domain: 'polyglot-bindings' },
];

/** Builtin domains loaded as soon as the config has a `builtins` key (unless excluded with `!name`). */
export const AI_RULEZ_AUTO_BUILTIN_DOMAINS: readonly string[] = ['ai-governance', 'security', 'testing'];

/** Builtin domains that load only when listed in `builtins` (or with `builtins = true`). */
export const AI_RULEZ_OPT_IN_BUILTIN_DOMAINS: readonly string[] = ['cicd', 'polyglot-bindings'];

/** Every builtin domain agentlint knows agents for. */
export const AI_RULEZ_BUILTIN_DOMAINS: readonly string[] = [...AI_RULEZ_AUTO_BUILTIN_DOMAINS, ...AI_RULEZ_OPT_IN_BUILTIN_DOMAINS];

/** `[[includes]]` fields (IncludeConfig). `name` and `source` are required. */
export const AI_RULEZ_INCLUDE_FIELDS: readonly string[] = [
  'name', 'source', 'path', 'ref', 'version', 'include', 'install_to', 'local_override', 'merge_strategy',
  'format', 'tag_prefix', 'include_prerelease', 'min_release_age',
];
export const AI_RULEZ_INCLUDE_REQUIRED: readonly string[] = ['name', 'source'];

/** `merge_strategy` values; `local-override` is the default. */
export const AI_RULEZ_MERGE_STRATEGIES: readonly string[] = ['local-override', 'include-override', 'error'];
export const AI_RULEZ_DEFAULT_MERGE_STRATEGY = 'local-override';

/** Content kinds an include's `include` list may name. */
export const AI_RULEZ_INCLUDE_KINDS: readonly string[] = ['rules', 'context', 'skills', 'agents', 'commands'];

/**
 * Presets whose agents take a per-tool model key `<preset>_model` (2026-12-02):
 * the Go presets of types.go, plus provider-spec presets named in the docs.
 */
export const AI_RULEZ_PRESETS: readonly string[] = [
  'claude', 'cursor', 'gemini', 'copilot', 'devin', 'cline', 'codex', 'amp', 'junie', 'hermes', 'opencode',
  'antigravity', 'windsurf', 'continue', 'kilocode', 'roo', 'goose', 'pi', 'xum', 'baz',
];

/** ai-rulez's own frontmatter keys (Metadata's typed fields, plus the keys its generators read). */
export const AI_RULEZ_OWN_AGENT_FIELDS: readonly string[] = [
  'name', 'description', 'extends', 'model', 'effort', 'tools', 'skills', 'priority', 'targets', 'aliases',
  'keywords', 'usage', 'shortcut', 'category', 'activation', 'globs', 'paths',
];

/** `effort` in an ai-rulez agent: Claude Code's levels plus `inherit`. */
export const AI_RULEZ_EFFORT_LEVELS: readonly string[] = ['low', 'medium', 'high', 'xhigh', 'max', 'inherit'];

/**
 * Every frontmatter key an ai-rulez agent may carry: ai-rulez's own keys, the
 * per-tool model keys (`claude_model`, `codex_model`, …), and Claude Code's
 * subagent fields, which ai-rulez passes through to `.claude/agents/*.md`.
 * `schema/unknown-field` reads this list for kind `ai-rulez-agent`.
 */
export const AI_RULEZ_AGENT_FIELDS: readonly string[] = [
  ...new Set([...AI_RULEZ_OWN_AGENT_FIELDS, ...AI_RULEZ_PRESETS.map((p) => `${p}_model`), ...AGENT_FIELDS]),
];

/** Config files, newest first: `.ai-rulez/config.toml` (v4/v5), YAML in v3 repos. */
export const AI_RULEZ_CONFIG_FILES: readonly string[] = ['.ai-rulez/config.toml', '.ai-rulez/config.yaml', '.ai-rulez/config.yml', 'ai-rulez.yaml', 'ai-rulez.yml'];
