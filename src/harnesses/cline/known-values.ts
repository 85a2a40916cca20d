/**
 * Cline. OBSERVED values come from Cline CLI 3.0.65 (npm `cline`, run offline against a loopback stub:
 * oracle/cline/probe.mjs, oracle/cline/cases.json, recorded 2026-12-05); DOCUMENTED ones from
 * docs.cline.bot, read 2026-12-05 through the stored copies the `search` tool returns. Where the two differ (file
 * extensions, subfolders, `paths` conditions, other tools' rule files), the CLI's recorded behaviour is what the
 * rules say, and the rationale names the documentation too: the IDE extension is another build.
 */
import { PINS } from '../pins.generated.js';

/** https://docs.cline.bot/features/cline-rules/overview — where rules live and in which order they load. */
export const CLINE_DOCS_RULES = 'https://docs.cline.bot/features/cline-rules/overview';
/** https://docs.cline.bot/features/cline-rules/conditional-rules — the `paths` frontmatter. */
export const CLINE_DOCS_CONDITIONAL = 'https://docs.cline.bot/features/cline-rules/conditional-rules';
/** The pinned CLI the cases were recorded with (oracle/cline/probe.mjs). */
export const CLINE_VERSION = PINS['cline'].version;
/** Where a message points for a recorded case. */
export const CLINE_CASES = 'oracle/cline/cases.json';

/**
 * Conditional rules page: "Currently, `paths` is the supported conditional" — a rule file's frontmatter scopes the
 * rule with `paths:`, a list of globs; the rule "activates only when your current files match". Cline CLI 3.0.65
 * applies every rule to every request, `paths` or not (case `rule-paths-condition`).
 */
export const CLINE_RULE_FIELDS: readonly string[] = ['paths'];

/**
 * The extensions Cline CLI 3.0.65 reads in `.clinerules/` and `.cline/rules/`, any case (case `rule-extensions`:
 * `.md`, `.MD`, `.markdown` and `.txt` listed; `.mdx`, `.mdc`, `.yaml`, `.json` and a file without extension not).
 * The overview page documents "all .md files inside".
 */
export const CLINE_RULE_EXTENSIONS: readonly string[] = ['.md', '.markdown', '.txt'];

/**
 * Hook files (cases `hook-names`, `hook-run`): a file directly in `.clinerules/hooks/` or `.cline/hooks/` whose name,
 * less its extension, is one of these (any case) and whose extension is one of CLINE_HOOK_EXTENSIONS. Each maps to
 * the runtime event the listing shows; `PreCompact` is listed with none, so nothing runs it. Values read from the
 * pinned CLI's bundle (reading, not copying) and confirmed by the cases.
 */
export const CLINE_HOOK_EVENTS: Readonly<Record<string, string | null>> = {
  TaskStart: 'agent_start',
  TaskResume: 'agent_resume',
  TaskCancel: 'agent_abort',
  TaskComplete: 'agent_end',
  TaskError: 'agent_error',
  PreToolUse: 'tool_call',
  PostToolUse: 'tool_result',
  UserPromptSubmit: 'prompt_submit',
  PreCompact: null,
  SessionShutdown: 'session_shutdown',
};
/** The extensions a hook file may have (`''`: none); the extension picks the interpreter (bash, node, bun, python3, pwsh). */
export const CLINE_HOOK_EXTENSIONS: readonly string[] = ['', '.sh', '.bash', '.zsh', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.py', '.ps1'];
/** Claude Code hook event names people carry over, and the Cline event that fires at the same moment. */
export const CLINE_HOOK_FROM_CLAUDE: Readonly<Record<string, string>> = { SessionStart: 'TaskStart', Stop: 'TaskComplete', SessionEnd: 'SessionShutdown' };

/**
 * Agent configs `.cline/agents/*.yaml` / `.yml` (mutation probe, oracle/cline/mutations.json): the
 * frontmatter fields Cline reads and what each must be, or the agent is not loaded (not offered as `subagent_<name>`).
 * Read from the pinned CLI's schema (reading, not copying) and confirmed mutation by mutation.
 */
export const CLINE_AGENT_FIELDS: Readonly<Record<string, 'text' | 'text-or-list' | 'positive-int'>> = {
  name: 'text',
  description: 'text',
  tools: 'text-or-list',
  skills: 'text-or-list',
  providerId: 'text',
  modelId: 'text',
  maxIterations: 'positive-int',
};
export const CLINE_AGENT_REQUIRED: readonly string[] = ['name', 'description'];
