/**
 * Qwen Code (`@qwen-code/qwen-code`, a Gemini CLI fork): OBSERVED on 0.24.4, run offline by
 * oracle/qwen-code/probe.mjs; each value names the recorded case of oracle/qwen-code/cases.json
 * that shows it. The lists (settings keys, enums, name patterns) were read in the 0.24.4 bundle for facts
 * (`getSettingsSchema()`, `SubagentValidator`, `agent-frontmatter-schema`, `SKILL_NAME_PATTERN`). Recorded 2026-12-05.
 */
import { PINS } from '../pins.generated.js';
export const QWEN_VERSION = PINS['qwen-code'].version;
/** The recorded cases, for rule messages. */
export const QWEN_CASES = 'oracle/qwen-code/cases.json';
export const QWEN_MUTATIONS = 'oracle/qwen-code/mutations.json';
/** Qwen Code's documentation (subagents, commands, skills, settings, QWEN.md). */
export const QWEN_DOCS = 'https://qwenlm.github.io/qwen-code-docs/';

/** Agent keys whose value Qwen turns into text: a mapping there fails the agent (mutations qwen-agent:/model:type:object and the like). */
export const QWEN_AGENT_TEXT_KEYS: readonly string[] = ['name', 'description', 'model', 'permissionMode', 'maxTurns', 'background'];
/** Subagent frontmatter (`.qwen/agents/*.md`): `name` and `description` are required (case agents-required). */
export const QWEN_AGENT_REQUIRED: readonly string[] = ['name', 'description'];
/** A subagent name: 2–50 letters, digits, `-`, `_`; not starting or ending with `-`/`_` (case agents-name). */
export const QWEN_AGENT_NAME = /^[\p{L}\p{N}_-]+$/u;
export const QWEN_AGENT_NAME_MIN = 2;
export const QWEN_AGENT_NAME_MAX = 50;
/** Names a subagent may not take, in any case (case agents-name: `system`, `main`). */
export const QWEN_AGENT_RESERVED: readonly string[] = ['self', 'system', 'user', 'model', 'tool', 'config', 'default', 'main'];
/** The body (the system prompt) must hold at least this many characters, trimmed (case agents-fields). */
export const QWEN_AGENT_PROMPT_MIN = 10;
/** `approvalMode` values; any other string fails the agent (case agents-fields). */
export const QWEN_APPROVAL_MODES: readonly string[] = ['plan', 'default', 'auto-edit', 'auto', 'yolo', 'bubble'];
/** `color` values; another string is dropped with a log line (case agents-fields). */
export const QWEN_AGENT_COLORS: readonly string[] = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan', 'auto'];
/** `permissionMode` values (Claude Code's names); another value is dropped with a log line (case agents-fields). */
export const QWEN_PERMISSION_MODES: readonly string[] = ['acceptEdits', 'auto', 'bypassPermissions', 'default', 'dontAsk', 'plan'];

/** TOML command fields (`.qwen/commands/**\/*.toml`): `prompt` (string) is required (case commands). */
export const QWEN_COMMAND_FIELDS: readonly string[] = ['prompt', 'description'];
/** Markdown command frontmatter fields and their types: a value of another type skips the command (case commands). */
export const QWEN_MD_COMMAND_TYPES: Readonly<Record<string, 'string' | 'boolean'>> = {
  description: 'string', 'argument-hint': 'string', when_to_use: 'string', 'disable-model-invocation': 'boolean',
};

/** A skill name: letters, digits, `_`, `:`, `.`, `-` (case skills); it need not match its folder. */
export const QWEN_SKILL_NAME = /^[\p{L}\p{N}_:.-]+$/u;

/** Top-level keys of settings.json (`getSettingsSchema()` of the 0.24.4 bundle); another key is ignored with a log line (case settings-unknown-key). */
export const QWEN_SETTINGS_KEYS: readonly string[] = [
  '$version', 'mcpServers', 'channels', 'serve', 'modelProviders', 'providerProtocol', 'plansDirectory', 'env', 'proxy', 'general', 'review', 'output',
  'dualOutput', 'ui', 'ide', 'privacy', 'telemetry', 'outboundCorrelation', 'fastModel', 'advisorModel', 'visionModel', 'compactionModel', 'imageModel',
  'visionBridgeTimeoutMs', 'modelFallbacks', 'voiceModel', 'model', 'modelPricing', 'context', 'memory', 'slashCommands', 'skills', 'permissions', 'tools',
  'policy', 'mcp', 'security', 'advanced', 'goals', 'agents', 'disableAllHooks', 'stopHookBlockingCap', 'hooks', 'experimental', 'artifact', 'worktree', 'omni',
];
/** The memory files read when settings do not set `context.fileName` (case layout); setting it replaces both (case settings-context-filename). */
export const QWEN_MEMORY_FILES: readonly string[] = ['QWEN.md', 'AGENTS.md'];
