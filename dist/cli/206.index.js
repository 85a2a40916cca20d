export const id = 206;
export const ids = [206];
export const modules = {

/***/ 3242:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K2: () => (/* binding */ projectRule),
/* harmony export */   Rw: () => (/* binding */ engineRule),
/* harmony export */   fs: () => (/* binding */ docsUrl),
/* harmony export */   p8: () => (/* binding */ artifactRule)
/* harmony export */ });
/* unused harmony export DOCS_BASE */
/** The rule pages of the documentation site (`npm run site`, published to GitHub Pages on release; docs/site.md). */
const DOCS_BASE = 'https://agentlint.github.io/agentlint/rules';
/** A rule's page on the site: `<DOCS_BASE>/<family>/<name>/`, built from docs/rules/<family>/<name>.md. */
function docsUrl(id) {
    return `${DOCS_BASE}/${id}/`;
}
/** Declare an artifact rule (keeps the options type next to the check). */
function artifactRule(r) {
    return { ...r, scope: 'artifact' };
}
function projectRule(r) {
    return { ...r, scope: 'project' };
}
function engineRule(meta) {
    return { meta, scope: 'engine' };
}


/***/ }),

/***/ 8552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   Zg: () => (/* binding */ certainCorrection),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/** Did-you-mean: the closest known names by edit distance. */
/** Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours); stops early past `max`. */
function editDistance(a, b, max = Infinity) {
    if (a === b)
        return 0;
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    // Three rows, reused: this runs for every candidate of every unknown name.
    let before = new Int32Array(b.length + 1);
    let prev = new Int32Array(b.length + 1);
    let cur = new Int32Array(b.length + 1);
    for (let j = 0; j <= b.length; j++)
        prev[j] = j;
    for (let i = 1; i <= a.length; i++) {
        cur[0] = i;
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, before[j - 2] + 1);
            cur[j] = v;
            rowMin = Math.min(rowMin, v);
        }
        if (rowMin > max)
            return max + 1;
        const spare = before;
        before = prev;
        prev = cur;
        cur = spare;
    }
    return prev[b.length];
}
/**
 * Candidates close to `input`: a case-insensitive equal first, then those within
 * `maxDistance` (default: 1 for short words, 2 otherwise), nearest first.
 */
function closest(input, candidates, maxDistance) {
    const lower = input.toLowerCase();
    const limit = maxDistance ?? (input.length <= 4 ? 1 : 2);
    const out = [];
    for (const c of candidates) {
        if (c === input)
            continue;
        const cl = c.toLowerCase();
        if (cl === lower) {
            out.push({ value: c, distance: 0, caseOnly: true });
            continue;
        }
        const d = editDistance(lower, cl, limit);
        if (d <= limit)
            out.push({ value: c, distance: d, caseOnly: false });
    }
    return out.sort((a, b) => a.distance - b.distance || a.value.localeCompare(b.value));
}
/**
 * The one certain correction: the only case-insensitive match, or the only
 * candidate within distance 2 — and for words of four letters or fewer that
 * candidate must be within distance 1, since two edits make another word
 * (`zsh` is not a typo of `bash`).
 */
function certainCorrection(input, candidates) {
    const m = closest(input, candidates, 2);
    const caseOnly = m.filter((x) => x.caseOnly);
    if (caseOnly.length > 0)
        return caseOnly.length === 1 ? caseOnly[0].value : undefined;
    if (m.length !== 1)
        return undefined;
    return m[0].distance <= (input.length <= 4 ? 1 : 2) ? m[0].value : undefined;
}
function didYouMean(input, candidates) {
    const m = closest(input, candidates);
    if (m.length === 0)
        return '';
    return ` (did you mean \`${m[0].value}\`?)`;
}
/** `a`, `b` or `c`; long lists are cut with a count. */
function listOf(values, conj = 'or', max = 12) {
    const quoted = values.map((v) => `\`${v}\``);
    if (quoted.length > max)
        return `${quoted.slice(0, max).join(', ')} ${conj} ${quoted.length - max} more`;
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conj} ${quoted[quoted.length - 1]}`;
}


/***/ }),

/***/ 3842:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ AGENTLINT_FIELDS),
/* harmony export */   BD: () => (/* binding */ SKILL_CONTEXTS),
/* harmony export */   BU: () => (/* binding */ PLUGIN_NAME_PATTERN),
/* harmony export */   CJ: () => (/* binding */ HOOK_EVENTS),
/* harmony export */   CX: () => (/* binding */ RESERVED_PLUGIN_NAMES),
/* harmony export */   Cq: () => (/* binding */ MARKETPLACE_ROUTING_HEADER_PREFIXES),
/* harmony export */   DI: () => (/* binding */ PLUGIN_IGNORED_AGENT_FIELDS),
/* harmony export */   DK: () => (/* binding */ PLUGIN_EXPERIMENTAL_FIELDS),
/* harmony export */   El: () => (/* binding */ CONSENT_TEXT_MAX),
/* harmony export */   FJ: () => (/* binding */ AGENT_COLORS),
/* harmony export */   FX: () => (/* binding */ READ_ONLY_EXACT_COMMANDS),
/* harmony export */   FZ: () => (/* binding */ SKILL_NAME_RESERVED_WORDS),
/* harmony export */   Fn: () => (/* binding */ INTERNAL_MARKETPLACE_NAMES),
/* harmony export */   Ig: () => (/* binding */ SKILL_FIELDS),
/* harmony export */   Jd: () => (/* binding */ USER_CONFIG_TYPES),
/* harmony export */   K2: () => (/* binding */ TOOL_NAMES),
/* harmony export */   KB: () => (/* binding */ SKILL_BODY_MAX_LINES),
/* harmony export */   KY: () => (/* binding */ PLUGIN_NAME_LOOKALIKE_WORDS),
/* harmony export */   M4: () => (/* binding */ HOOK_EVENTS_WITH_PROMPT_HANDLERS),
/* harmony export */   MV: () => (/* binding */ MARKETPLACE_ROUTING_HEADERS),
/* harmony export */   OK: () => (/* binding */ HOOK_EVENTS_WITHOUT_MATCHER),
/* harmony export */   QI: () => (/* binding */ RETIRED_TOOLS),
/* harmony export */   RO: () => (/* binding */ PERMISSION_MODES),
/* harmony export */   RP: () => (/* binding */ HOOK_HANDLER_REQUIRED),
/* harmony export */   SF: () => (/* binding */ AGENT_FIELDS),
/* harmony export */   SM: () => (/* binding */ MCP_DEPRECATED_TRANSPORTS),
/* harmony export */   SZ: () => (/* binding */ PLUGIN_ID_PART),
/* harmony export */   Sn: () => (/* binding */ LSP_SERVER_FIELDS),
/* harmony export */   Td: () => (/* binding */ MODEL_ALIASES),
/* harmony export */   Tv: () => (/* binding */ MCP_AUTH_METADATA_URL_MAX),
/* harmony export */   Ty: () => (/* binding */ MONITOR_FIELDS),
/* harmony export */   UI: () => (/* binding */ MODEL_INHERIT),
/* harmony export */   Vd: () => (/* binding */ USER_CONFIG_FIELDS),
/* harmony export */   XI: () => (/* binding */ SKILL_SPEC_NAME_MAX),
/* harmony export */   YX: () => (/* binding */ SKILL_SPEC_DESCRIPTION_MAX),
/* harmony export */   Ys: () => (/* binding */ MONITOR_WHEN),
/* harmony export */   ZF: () => (/* binding */ SKILL_BOOLEAN_FIELDS),
/* harmony export */   ZH: () => (/* binding */ LSP_TRANSPORTS),
/* harmony export */   Zd: () => (/* binding */ BUILTIN_AGENTS),
/* harmony export */   Zh: () => (/* binding */ DESKTOP_RESERVED_MARKETPLACE_NAMES),
/* harmony export */   Zj: () => (/* binding */ READ_ONLY_COMMANDS),
/* harmony export */   _l: () => (/* binding */ MARKETPLACE_SOURCE_TYPES),
/* harmony export */   aC: () => (/* binding */ MARKETPLACE_SOURCE_REQUIRED),
/* harmony export */   an: () => (/* binding */ SESSION_MODEL_ALIASES),
/* harmony export */   b8: () => (/* binding */ MCP_TRANSPORT_REQUIRED),
/* harmony export */   c4: () => (/* binding */ RESERVED_PLUGIN_PREFIXES),
/* harmony export */   cP: () => (/* binding */ MCP_URL_MAX),
/* harmony export */   cj: () => (/* binding */ MARKETPLACE_LOOKALIKE_PATTERNS),
/* harmony export */   el: () => (/* binding */ LSP_SERVER_REQUIRED),
/* harmony export */   h1: () => (/* binding */ PLUGIN_SETTINGS_KEYS),
/* harmony export */   h3: () => (/* binding */ MONITOR_REQUIRED),
/* harmony export */   i: () => (/* binding */ ISOLATION_MODES),
/* harmony export */   iT: () => (/* binding */ USER_CONFIG_BOOLEAN_FIELDS),
/* harmony export */   ig: () => (/* binding */ PLUGIN_AUTHOR_FIELDS),
/* harmony export */   ip: () => (/* binding */ MCP_TRANSPORTS),
/* harmony export */   j4: () => (/* binding */ HOOK_HANDLER_TYPES),
/* harmony export */   j6: () => (/* binding */ USER_CONFIG_REQUIRED),
/* harmony export */   j7: () => (/* binding */ MODEL_ID_SHAPES),
/* harmony export */   kJ: () => (/* binding */ PLUGIN_EXPERIMENTAL_TOP_LEVEL),
/* harmony export */   kQ: () => (/* binding */ HOOK_EVENTS_COMMAND_ONLY),
/* harmony export */   ki: () => (/* binding */ COMMAND_FIELDS),
/* harmony export */   lr: () => (/* binding */ PLUGIN_FIELD_TYPES),
/* harmony export */   mz: () => (/* binding */ PLUGIN_FIELDS),
/* harmony export */   q$: () => (/* binding */ WRITING_OPTIONS),
/* harmony export */   qo: () => (/* binding */ PLUGIN_PATH_FIELDS),
/* harmony export */   r_: () => (/* binding */ SETTINGS_BUILTIN_AGENTS),
/* harmony export */   sV: () => (/* binding */ READ_ONLY_GIT_SUBCOMMANDS),
/* harmony export */   su: () => (/* binding */ MEMORY_SCOPES),
/* harmony export */   vP: () => (/* binding */ READ_ONLY_TEXT_COMMANDS),
/* harmony export */   vm: () => (/* binding */ EFFORT_LEVELS),
/* harmony export */   w$: () => (/* binding */ DEPRECATED_TOOLS),
/* harmony export */   wu: () => (/* binding */ PLUGIN_NETWORK_HOSTS_MAX),
/* harmony export */   xP: () => (/* binding */ DESKTOP_NAME),
/* harmony export */   y2: () => (/* binding */ SKILL_SHELLS),
/* harmony export */   yt: () => (/* binding */ RESERVED_MARKETPLACE_NAMES),
/* harmony export */   zi: () => (/* binding */ SKILL_LISTING_MAX_CHARS)
/* harmony export */ });
/* unused harmony exports AGENT_SKILLS_SPEC_FIELDS, HOOK_HANDLER_OPTIONAL */
/**
 * Claude Code's documented values, in one place so an update is one edit.
 *
 * Source: the Claude Code documentation (sub-agents, skills, plugins-reference,
 * plugin-marketplaces, hooks, mcp, tools-reference, permissions) as of
 * 2026-08-22, the CHANGELOG up to 2.1.240, and the Agent Skills
 * specification; collected in shared/reference/claude-code-artifacts.md.
 */
/** tools-reference, 2026-08-22 (46 names). */
const TOOL_NAMES = [
    'Agent', 'Artifact', 'AskUserQuestion', 'Bash', 'CronCreate', 'CronDelete', 'CronList', 'Edit',
    'EndConversation', 'EnterPlanMode', 'EnterWorktree', 'ExitPlanMode', 'ExitWorktree', 'Glob', 'Grep',
    'ListAgents', 'ListMcpResourcesTool', 'LSP', 'Monitor', 'NotebookEdit', 'PowerShell',
    'PushNotification', 'Read', 'ReadMcpResourceTool', 'RemoteTrigger', 'ReportFindings',
    'ScheduleWakeup', 'SendMessage', 'SendUserFile', 'ShareOnboardingGuide', 'Skill', 'TaskCreate',
    'TaskGet', 'TaskList', 'TaskOutput', 'TaskStop', 'TaskUpdate', 'TodoWrite', 'ToolSearch',
    'WaitForMcpServers', 'WebFetch', 'WebSearch', 'Workflow', 'Write',
];
/** Renamed / removed / deprecated tools (tools-reference and CHANGELOG, 2026-08-22). */
const RETIRED_TOOLS = {
    Task: { status: 'renamed', since: 'v2.1.63', use: ['Agent'], stillWorks: true },
    MultiEdit: { status: 'removed', use: ['Edit'], stillWorks: false },
    LS: { status: 'removed', use: ['Glob', 'Bash'], stillWorks: false },
    NotebookRead: { status: 'removed', use: ['Read'], stillWorks: false },
    SlashCommand: { status: 'replaced', since: 'v2.1.3', use: ['Skill'], stillWorks: false },
    BashOutput: { status: 'removed', since: 'v2.0.64', use: ['TaskOutput', 'Read'], stillWorks: false },
    // Observed on 2.1.332: a subagent with `tools: KillShell` (or `KillBash`) gets `TaskStop`, as `Task` gives `Agent`.
    KillShell: { status: 'renamed', use: ['TaskStop'], stillWorks: true },
    KillBash: { status: 'renamed', use: ['TaskStop'], stillWorks: true },
    MCPSearch: { status: 'renamed', use: ['ToolSearch'], stillWorks: false },
    TeamCreate: { status: 'removed', since: 'v2.1.178', use: [], stillWorks: false },
    TeamDelete: { status: 'removed', since: 'v2.1.178', use: [], stillWorks: false },
};
/** TaskOutput is still listed but deprecated since v2.1.83: use Read on the output file. */
const DEPRECATED_TOOLS = {
    TaskOutput: { since: 'v2.1.83', use: 'Read on the output file' },
};
/** Model aliases (sub-agents reference, 2026-08-22). */
const MODEL_ALIASES = ['sonnet', 'opus', 'haiku', 'fable'];
/** Session aliases also accepted where a model is read. */
const SESSION_MODEL_ALIASES = ['best', 'opusplan', 'sonnet[1m]', 'opus[1m]'];
const MODEL_INHERIT = 'inherit';
/**
 * Full model ID shapes: Anthropic API IDs (optionally `[1m]`), Vertex
 * (`@date`), Bedrock (`us.anthropic.…-v1:0`, with or without region prefix)
 * and Bedrock ARNs. The ID list moves every few months, so only the shape is
 * checked.
 */
const MODEL_ID_SHAPES = [
    /^claude-[a-z0-9]+(?:[-.][a-z0-9]+)*(?:@\d{8})?(?:\[1m\])?$/,
    /^(?:[a-z]{2,4}\.)?anthropic\.claude-[a-z0-9.-]+(?::\d+)?$/,
    /^arn:aws(?:-[a-z]+)*:bedrock:[a-z0-9-]*:\d*:[a-z-]+\/.+$/,
];
/** Subagent frontmatter (sub-agents reference, 2026-08-22). */
const AGENT_FIELDS = [
    'name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills',
    'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt',
];
/** Fields Claude Code ignores on plugin-distributed agents. */
const PLUGIN_IGNORED_AGENT_FIELDS = ['permissionMode', 'mcpServers', 'hooks'];
/**
 * Agent `permissionMode` and `effort`: the values Claude Code 2.1.332 names in its
 * debug log for an invalid one ("Valid options: acceptEdits, auto, bypassPermissions,
 * default, dontAsk, plan"; effort "low, medium, high, xhigh, max or an integer");
 * `permissionMode: manual` (documented) is accepted without a log line. An invalid
 * value is ignored and the agent runs.
 */
const PERMISSION_MODES = ['default', 'acceptEdits', 'auto', 'dontAsk', 'bypassPermissions', 'plan', 'manual'];
const EFFORT_LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'];
const AGENT_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan'];
/** 2.1.332 debug log: "Valid options: worktree, remote". */
const ISOLATION_MODES = ['worktree', 'remote'];
const MEMORY_SCOPES = ['user', 'project', 'local'];
/** Skill frontmatter (skills docs, 2026-08-22). */
const SKILL_FIELDS = [
    'name', 'description', 'when_to_use', 'argument-hint', 'arguments', 'disable-model-invocation',
    'user-invocable', 'allowed-tools', 'disallowed-tools', 'model', 'effort', 'context', 'agent',
    'background', 'hooks', 'paths', 'shell', 'metadata', 'license', 'compatibility',
];
/** Commands are a kind of skill since v2.1.3: every skill field applies. */
const COMMAND_FIELDS = SKILL_FIELDS;
const SKILL_CONTEXTS = ['fork'];
const SKILL_SHELLS = ['bash', 'powershell'];
/** Built-in agents a skill's `agent:` or an `Agent(...)` rule may name. */
const BUILTIN_AGENTS = ['Explore', 'Plan', 'general-purpose'];
/** The Agent Skills specification (Skills API) allows only these. */
const AGENT_SKILLS_SPEC_FIELDS = (/* unused pure expression or super */ null && (['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools']));
/** agentlint's own frontmatter key (per-file lint levels); Claude Code ignores it. */
const AGENTLINT_FIELDS = ['lints'];
/** Plugin manifest fields (plugins-reference, 2026-08-22). */
const PLUGIN_FIELDS = [
    'name', 'displayName', 'version', 'description', 'author', 'homepage', 'repository', 'license',
    'keywords', 'metadata', 'defaultEnabled', 'skills', 'commands', 'agents', 'workflows', 'outputStyles',
    'hooks', 'mcpServers', 'lspServers', 'userConfig', 'channels', 'dependencies', 'experimental',
    // Read by Claude Code 2.1.332 and not in the reference page of 2026-08-22: `claude plugin validate` checks each and
    // accepts them (rules-validator-sweep.json `accepted: engines, optionalDependencies, network, binaries, types, $schema`).
    'engines', 'optionalDependencies', 'network', 'binaries', 'types',
];
/**
 * Keys `claude plugin validate` 2.1.332 accepts under a manifest's `experimental` object (observed 2026-12-03:
 * `themes`, `monitors` and `outputStyles` are read, and `syntaxHighlighting` is checked (rules-validator-sweep.json
 * `experimental syntaxHighlighting languages`); every other key probed, such as `commands`, `skills`, `hooks`,
 * gets "Unknown field '<key>'. Claude Code ignores it at load time."). Case: rules-validate.json `experimental unknown key`.
 */
const PLUGIN_EXPERIMENTAL_FIELDS = ['themes', 'monitors', 'outputStyles', 'syntaxHighlighting'];
/** The experimental components validate 2.1.332 still takes at the top level, with a warning (plugin-parts.json). */
const PLUGIN_EXPERIMENTAL_TOP_LEVEL = ['themes', 'monitors', 'outputStyles'];
/**
 * Reserved marketplace names: the plugin-marketplaces docs list of 2026-08-22
 * plus three names Claude Code 2.1.332 also refuses (`claude-tag-plugins`,
 * `anthropic-plugin-directory`, `claude-plugin-directory`). Observed with
 * `claude plugin marketplace add <local dir>` on 2.1.332: matched exactly and
 * case-insensitively, refused unless added from a GitHub source of the
 * `anthropics` organization; `claude plugin validate` does not check them.
 */
const RESERVED_MARKETPLACE_NAMES = [
    'claude-code-marketplace', 'claude-code-plugins', 'claude-plugins-official', 'claude-plugins-community',
    'claude-community', 'anthropic-marketplace', 'anthropic-plugins', 'agent-skills', 'anthropic-agent-skills',
    'knowledge-work-plugins', 'life-sciences', 'claude-for-legal', 'claude-for-financial-services',
    'financial-services-plugins', 'first-party-plugins', 'healthcare',
    'claude-tag-plugins', 'anthropic-plugin-directory', 'claude-plugin-directory',
];
/** Marketplace names Claude Code keeps for itself (2.1.332, `validate` and `add`: a schema error). */
const INTERNAL_MARKETPLACE_NAMES = {
    inline: 'reserved for --plugin-dir session plugins',
    builtin: 'reserved for built-in plugins',
    // rules-validator-sweep.json `marketplace name skills-dir`, `marketplace name synced`; the last is the validator's own list.
    'skills-dir': 'reserved for plugins auto-loaded from .claude/skills/',
    synced: 'reserved for plugins synced from your claude.ai account',
    'claude-plugin-test': 'reserved for plugins loaded by claude plugin test',
};
/**
 * The look-alike rule of Claude Code 2.1.332 (`validate` and `add` fail with
 * "Marketplace name impersonates an official Anthropic/Claude marketplace"),
 * as the observed cases bound it, case-insensitively: `claude`/`anthropic` at
 * the start followed (after any `-`, `_`, `.`) by marketplace(s), plugins,
 * directory/directories or official; `official` beside claude/anthropic
 * anywhere; any non-ASCII character. Reserved names are exempt.
 */
const MARKETPLACE_LOOKALIKE_PATTERNS = [
    /^(?:claude|anthropic)[-_.]*(?:marketplaces?|plugins|directory|directories|official)/i,
    /(?:claude|anthropic)[-_.]?official|official[-_.]?(?:claude|anthropic)/i,
    /[^\x00-\x7f]/,
];
/** A part of a plugin id (`plugin@marketplace`), as `validate` 2.1.332 states it. */
const PLUGIN_ID_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * Plugin names that pass as Anthropic's own (`validate` 2.1.332, an error):
 * these prefixes, these exact names, and "official" beside claude or anthropic.
 */
const RESERVED_PLUGIN_PREFIXES = ['claude-', 'anthropic-', 'anthropics-', 'cc-plugin-'];
const RESERVED_PLUGIN_NAMES = ['claude', 'anthropic', 'anthropics', 'claude-code', 'claude-mods'];
/** A plugin name with `claude` or `anthropic` as one of its hyphen-separated words "reads as one of Anthropic's own" (a warning). */
const PLUGIN_NAME_LOOKALIKE_WORDS = ['claude', 'anthropic'];
/** Marketplace plugin `source` object types. */
const MARKETPLACE_SOURCE_TYPES = ['github', 'url', 'git-subdir', 'npm', 'archive', 'command'];
/** Hook events (hooks reference, 2026-08-22; 31 events, plus 2 that 2.1.332 accepts). Claude Code ignores any other key with "Unknown hook event … was ignored". */
const HOOK_EVENTS = [
    'SessionStart', 'Setup', 'InstructionsLoaded', 'UserPromptSubmit', 'UserPromptExpansion', 'MessageDisplay',
    'PreToolUse', 'PermissionRequest', 'PermissionDenied', 'PostToolUse', 'PostToolUseFailure', 'PostToolBatch',
    'Notification', 'SubagentStart', 'SubagentStop', 'TaskCreated', 'TaskCompleted', 'Stop', 'StopFailure',
    'TeammateIdle', 'ConfigChange', 'CwdChanged', 'DirectoryAdded', 'FileChanged', 'WorktreeCreate',
    'WorktreeRemove', 'PreCompact', 'PostCompact', 'SessionEnd', 'Elicitation', 'ElicitationResult',
    // Accepted by Claude Code 2.1.332 in settings.json without an "Unknown hook event" message (runtime probe, 2026-12-02).
    'PreModelSwitch', 'PostModelSwitch',
];
/** Handler types and the field each requires. */
const HOOK_HANDLER_REQUIRED = {
    command: ['command'],
    http: ['url'],
    mcp_tool: ['server', 'tool'],
    prompt: ['prompt'],
    agent: ['prompt'],
};
const HOOK_HANDLER_OPTIONAL = (/* unused pure expression or super */ null && (['timeout', 'if', 'statusMessage', 'once']));
/** Events where a matcher is silently ignored. */
const HOOK_EVENTS_WITHOUT_MATCHER = [
    'UserPromptSubmit', 'PostToolBatch', 'Stop', 'TeammateIdle', 'TaskCreated', 'TaskCompleted',
    'WorktreeCreate', 'WorktreeRemove', 'MessageDisplay', 'CwdChanged',
];
/** MCP transports (mcp docs, 2026-08-22); `sse` is deprecated in favour of `http`. */
/**
 * `streamable-http` is read as `http` by Claude Code 2.1.332: `claude mcp list` lists such a server as HTTP and the
 * validator checks it as one (rules-validator-sweep.json `mcp streamable-http type at run time`).
 */
const MCP_TRANSPORTS = ['stdio', 'http', 'sse', 'ws', 'streamable-http'];
const MCP_DEPRECATED_TRANSPORTS = { sse: 'http' };
/* ---- Rule catalogue additions ---- */
/** Skills docs and the Agent Skills specification, 2026-08-22: limits the listing and the Skills API apply. */
const SKILL_LISTING_MAX_CHARS = 1536;
const SKILL_SPEC_DESCRIPTION_MAX = 1024;
const SKILL_SPEC_NAME_MAX = 64;
const SKILL_BODY_MAX_LINES = 500;
/** Agent Skills specification: words a skill name must not contain. */
const SKILL_NAME_RESERVED_WORDS = ['anthropic', 'claude'];
/** Skill / command frontmatter fields that take a boolean (skills docs, 2026-08-22). */
const SKILL_BOOLEAN_FIELDS = ['disable-model-invocation', 'user-invocable', 'background'];
const PLUGIN_FIELD_TYPES = {
    name: 'string', displayName: 'string', version: 'string', description: 'string', author: 'object',
    homepage: 'string', repository: 'string', license: 'string', keywords: 'string[]', metadata: 'object',
    // `commands` may also map command names to `{ source | content, … }` (rules-validator-sweep.json `accepted: commands as an object mapping`).
    defaultEnabled: 'boolean', skills: 'paths', commands: 'paths|inline', agents: 'paths', workflows: 'paths',
    outputStyles: 'paths', hooks: 'paths|inline', mcpServers: 'paths|inline', lspServers: 'paths|inline',
    userConfig: 'object', channels: 'array|object', experimental: 'object',
    // `claude plugin validate` 2.1.332: "Invalid input: expected array, received object" (plugin-parts.json `dependencies as an object`).
    dependencies: 'array',
};
/** Manifest fields whose values are component paths (plugins-reference, 2026-08-22). */
const PLUGIN_PATH_FIELDS = ['skills', 'commands', 'agents', 'workflows', 'outputStyles', 'hooks', 'mcpServers', 'lspServers'];
/** Plugin author object fields (plugins-reference, 2026-08-22). */
const PLUGIN_AUTHOR_FIELDS = ['name', 'email', 'url'];
/** Plugin and marketplace names: kebab-case (plugins-reference, 2026-08-22). */
const PLUGIN_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Marketplace plugin `source` objects: the field each type requires (plugin-marketplaces, 2026-08-22). */
const MARKETPLACE_SOURCE_REQUIRED = {
    github: ['repo'],
    url: ['url'],
    'git-subdir': ['url', 'path'],
    npm: ['package'],
    archive: ['url'],
    command: ['command'],
};
/** Hook handler types (hooks reference, 2026-08-22). */
const HOOK_HANDLER_TYPES = Object.keys(HOOK_HANDLER_REQUIRED);
/**
 * Events whose hooks may be `prompt` or `agent` handlers (hooks reference,
 * "hook types by event", 2026-08-22); every other event takes command, http
 * and mcp_tool handlers only.
 */
const HOOK_EVENTS_WITH_PROMPT_HANDLERS = [
    'PreToolUse', 'PermissionRequest', 'PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop',
    'SubagentStop', 'TaskCreated', 'TaskCompleted',
];
/** Events that run `command` handlers only (hooks reference, 2026-08-22): they fire before the session can make requests. */
const HOOK_EVENTS_COMMAND_ONLY = ['SessionStart', 'Setup'];
/** MCP server config: the field each transport requires (mcp docs, 2026-08-22). */
const MCP_TRANSPORT_REQUIRED = { stdio: 'command', http: 'url', sse: 'url', ws: 'url', 'streamable-http': 'url' };
/* ---- Observed on Claude Code 2.1.332 (oracle cases in oracle/claude-code/rules-*.json) ---- */
/**
 * `!` commands Claude Code 2.1.332 ran before the prompt with no `allowed-tools`
 * rule at all (runtime probe, `claude -p "/cmd"`, 2026-12-02). Only commands
 * seen to run are listed: anything else is treated as needing a rule
 * (`awk`, `uniq`, `env`, `npm --version`, `command -v` were refused).
 * File arguments must stay inside the working directory (`cat /etc/hostname`,
 * `cat ../x` and `ls $HOME` were refused).
 */
const READ_ONLY_COMMANDS = [
    'basename', 'cat', 'cd', 'cut', 'date', 'df', 'diff', 'dirname', 'du', 'echo', 'file', 'find', 'grep', 'head',
    'hostname', 'id', 'jq', 'ls', 'printf', 'ps', 'pwd', 'realpath', 'rg', 'sed', 'sort', 'stat', 'tail', 'test',
    'tr', 'true', 'uname', 'wc', 'which', 'whoami',
];
/** Commands whose arguments are text, not paths (`echo $HOME` ran). */
const READ_ONLY_TEXT_COMMANDS = ['echo', 'printf', 'date', 'true', 'test', 'which', 'uname', 'hostname', 'id', 'whoami', 'basename', 'dirname'];
/** `git` subcommands that ran without a rule (2.1.332); `git add/commit/push/checkout/config` were refused. */
const READ_ONLY_GIT_SUBCOMMANDS = ['status', 'diff', 'log', 'show', 'rev-parse', 'ls-files', 'blame', 'describe', 'grep', 'branch', 'tag', 'remote', 'stash'];
/** Exact commands that ran although their program is not read-only in general (`npm --version` was refused). */
const READ_ONLY_EXACT_COMMANDS = ['node --version', 'python3 --version'];
/** Options that make an otherwise read-only command write or execute (`find -exec`, `find -delete`, `sed -i` were refused). */
const WRITING_OPTIONS = {
    find: ['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprintf', '-fls'],
    sed: ['-i', '--in-place'],
    sort: ['-o', '--output'],
};
/** `userConfig` option types and required fields (`claude plugin validate` 2.1.332). */
const USER_CONFIG_TYPES = ['string', 'number', 'boolean', 'directory', 'file'];
const USER_CONFIG_REQUIRED = ['type', 'title', 'description'];
/**
 * The keys a `userConfig` option may hold; any other is "Unrecognized key" to `claude plugin validate` 2.1.332, and
 * `required`/`sensitive` must be booleans (plugin-parts.json `userConfig required, sensitive not booleans, unknown key`).
 * A `default` not matching `type` passes validate without a word (`userConfig default not matching type`).
 */
const USER_CONFIG_FIELDS = ['type', 'title', 'description', 'sensitive', 'required', 'default', 'min', 'max', 'multiple', 'options'];
const USER_CONFIG_BOOLEAN_FIELDS = ['required', 'sensitive'];
/**
 * A plugin LSP server (`.lsp.json` or `lspServers` in plugin.json): its keys and their types, as the Claude Code
 * 2.1.332 loader checks them ("LSP config validation failed for .lsp.json in plugin …"; plugin-parts.json `.lsp.json: …`
 * cases). Any other key is "Unrecognized key"; extension keys must start with a dot. `initializationOptions` and
 * `settings` pass through whatever they hold (a string and an array were accepted).
 */
const LSP_SERVER_FIELDS = {
    command: 'string', extensionToLanguage: 'string-map', args: 'string[]', env: 'string-map', transport: 'string',
    initializationOptions: 'any', settings: 'any', workspaceFolder: 'string', startupTimeout: 'positive-int',
    shutdownTimeout: 'positive-int', restartOnCrash: 'boolean', maxRestarts: 'non-negative-int',
};
const LSP_SERVER_REQUIRED = ['command', 'extensionToLanguage'];
const LSP_TRANSPORTS = ['stdio', 'socket'];
/**
 * A plugin monitor (`monitors/monitors.json`, `experimental.monitors` or the deprecated top-level `monitors`): the
 * 2.1.332 loader and validator require `name`, `command` and `description` (strings), know only these keys, and read
 * `when` as `always` or `on-skill-invoke:<skill>` (plugin-parts.json monitor cases).
 */
const MONITOR_FIELDS = { name: 'string', command: 'string', description: 'string', when: 'string' };
const MONITOR_REQUIRED = ['name', 'command', 'description'];
const MONITOR_WHEN = { always: 'always', skillPrefix: 'on-skill-invoke:' };
/**
 * The keys Claude Code 2.1.332 keeps from a plugin's own `settings.json` ("Cached plugin settings with keys: …" in the
 * debug log lists only these; plugin-parts.json `plugin settings.json: only agent is kept`).
 */
const PLUGIN_SETTINGS_KEYS = ['agent', 'subagentStatusLine'];
/** Agents a plugin `settings.json` `agent` may name besides the plugin's own (the 2.1.332 "Available agents" list). */
const SETTINGS_BUILTIN_AGENTS = ['claude', 'Explore', 'general-purpose', 'Plan', 'statusline-setup'];
/* ---- The validator sweep: oracle/claude-code/rules-validator-sweep.json, Claude Code 2.1.332 ---- */
/**
 * Headers a marketplace entry's `headers` may not set: Claude Code drops them at download time ("a request-routing/
 * identity header that catalog entries may not set"; case `archive entry with a Host header`). The names and
 * prefixes are the validator's own list in the 2.1.332 binary (oracle/claude-code/validator-inventory.mjs reads its module).
 */
const MARKETPLACE_ROUTING_HEADERS = [
    'host', 'cookie', 'forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'client-ip', 'cf-connecting-ip',
    'fastly-client-ip', 'x-originating-ip', 'x-remote-ip', 'x-remote-addr', 'x-cluster-client-ip', 'connection', 'upgrade',
    'transfer-encoding', 'content-length', 'te', 'trailer', 'expect', 'via',
];
const MARKETPLACE_ROUTING_HEADER_PREFIXES = ['x-forwarded-', 'x-original-', 'proxy-'];
/** Marketplace names Claude Desktop keeps (cases `marketplace name org`), and the names its managed sync accepts. */
const DESKTOP_RESERVED_MARKETPLACE_NAMES = ['org', 'org-provisioned', 'unknown'];
const DESKTOP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The longest `command` source or `headersHelper` the install consent screen shows (case `command source too long`). */
const CONSENT_TEXT_MAX = 500;
/** The longest MCP server `url` and `oauth.authServerMetadataUrl` the loader takes (case `mcp url too long`). */
const MCP_URL_MAX = 65536;
const MCP_AUTH_METADATA_URL_MAX = 4096;
/** `network.hosts` entries read (case `network hosts over 256`). */
const PLUGIN_NETWORK_HOSTS_MAX = 256;


/***/ })

};
