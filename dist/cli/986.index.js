export const id = 986;
export const ids = [986,999,274,122,968,748,946,736];
export const modules = {

/***/ 7543:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ replaceScalar),
/* harmony export */   d7: () => (/* binding */ yamlPlainSafe),
/* harmony export */   e_: () => (/* binding */ replaceRange),
/* harmony export */   jN: () => (/* binding */ deleteLines)
/* harmony export */ });
function replaceRange(file, range, text) {
    return { path: file.path, range, text };
}
/** Replace a scalar value, keeping its quoting style where the new text allows. */
function replaceScalar(file, node, value) {
    const raw = file.lines.slice(node.range.start.offset, node.range.end.offset);
    let text;
    if (raw.startsWith('"'))
        text = JSON.stringify(value);
    else if (raw.startsWith("'"))
        text = `'${value.replace(/'/g, "''")}'`;
    else
        text = yamlPlainSafe(value) ? value : JSON.stringify(value);
    return { path: file.path, range: node.range, text };
}
/** Can `s` be written as a plain YAML scalar and read back as the same string? */
function yamlPlainSafe(s) {
    if (s === '' || s.trim() !== s)
        return false;
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s))
        return false;
    if (/: |:$| #/.test(s))
        return false;
    if (/^(true|false|null|yes|no|on|off|~|[-+]?\d[\d._]*(e[-+]?\d+)?|0x[0-9a-f]+|\.inf|\.nan)$/i.test(s))
        return false;
    return true;
}
/** Delete a whole `key: value` line range of a block mapping entry (through the line break). */
function deleteLines(file, range) {
    const { lines } = file;
    const start = lines.lineStart(range.start.line);
    // A block value's range may end at the start of the line after it (past its line break): that line is not the entry's.
    const endsAtLineStart = range.end.line > range.start.line && range.end.offset === lines.lineStart(range.end.line);
    const endLine = endsAtLineStart ? range.end.line - 1 : range.end.line;
    const end = endLine < lines.lineCount ? lines.lineStart(endLine + 1) : lines.lineEnd(endLine);
    return { path: file.path, range: lines.range(start, end), text: '' };
}


/***/ }),

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
/* harmony export */   IV: () => (/* binding */ clippedStart),
/* harmony export */   Xt: () => (/* binding */ meantValue),
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   Zg: () => (/* binding */ certainCorrection),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   cz: () => (/* binding */ clipped),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   nA: () => (/* binding */ writeMeant)
/* harmony export */ });
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
/**
 * A value from the user's file cut to `max` characters with an ellipsis, for a message's headline: the finding's
 * range shows the whole value, and a long one would push what is wrong off the line.
 */
function clipped(value, max = 40) {
    return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
/** A path from the user's file cut at its start (`…/scripts/format.sh`): the end of a path says the most. */
function clippedStart(value, max = 40) {
    return value.length > max ? `…${value.slice(value.length - max + 1)}` : value;
}
/**
 * What a value outside `allowed` meant: the candidate that only spells it differently (`sameAs`, e.g. `Always On`
 * for `always_on`: certain), else the one near candidate (a suggestion to review); none when there are several.
 */
function meantValue(input, allowed, sameAs) {
    const same = sameAs ? allowed.find(sameAs) : undefined;
    if (same)
        return { value: same, certain: true };
    const near = closest(input, allowed);
    return near.length === 1 ? { value: near[0].value, certain: false } : undefined;
}
/** The suggestion that writes the meant value over `range` (`text`: how to write it there, e.g. quoted in JSON). */
function writeMeant(path, range, meant, text = meant.value) {
    return { msg: `write \`${meant.value}\``, applicability: meant.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path, range, text }] };
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
/* harmony export */   SF: () => (/* reexport safe */ _rules_shared_claude_format_js__WEBPACK_IMPORTED_MODULE_0__.S),
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
/* harmony export */   mz: () => (/* reexport safe */ _rules_shared_claude_format_js__WEBPACK_IMPORTED_MODULE_0__.m),
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
/* harmony import */ var _rules_shared_claude_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7049);
/**
 * Claude Code's documented values, in one place so an update is one edit.
 *
 * Source: the Claude Code documentation (sub-agents, skills, plugins-reference,
 * plugin-marketplaces, hooks, mcp, tools-reference, permissions) as of
 * 2026-08-22, the CHANGELOG up to 2.1.240, and the Agent Skills
 * specification; collected in shared/reference/claude-code-artifacts.md.
 */
// Claude Code's agent and plugin-manifest fields, which other harnesses that load Claude Code's files read too.

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


/***/ }),

/***/ 1235:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ matcherGroups),
/* harmony export */   Vl: () => (/* binding */ hooksMap),
/* harmony export */   mp: () => (/* binding */ HOOK_KINDS)
/* harmony export */ });
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);

/** The `{ "<Event>": [...] }` map of an artifact, if it has one. */
function hooksMap(artifact) {
    const node = artifact.kind === 'hooks' ? artifact.root : (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .getNode */ .Zl)(artifact.root, 'hooks');
    return node && node.type === 'map' ? node : undefined;
}
/** Every `{ matcher, hooks: [...] }` group under every event. */
function matcherGroups(map) {
    const out = [];
    for (const event of map.pairs) {
        const v = event.value;
        if (!v || v.type !== 'seq')
            continue;
        for (const g of v.items)
            if (g.type === 'map')
                out.push({ event, group: g });
    }
    return out;
}
const HOOK_KINDS = ['hooks', 'agent', 'skill', 'command', 'plugin'];


/***/ }),

/***/ 88:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rx: () => (/* binding */ isValidModelRef),
/* harmony export */   k$: () => (/* binding */ classifyModel),
/* harmony export */   pK: () => (/* binding */ MODEL_VALUES_TEXT)
/* harmony export */ });
/* harmony import */ var _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3842);
/* harmony import */ var _diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8552);
/** The shared model-value validator (DESIGN-0005 §3): agents, skills, commands and model-policy use it. */


const ALIASES = [..._known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_ALIASES */ .Td, _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_INHERIT */ .UI, ..._known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .SESSION_MODEL_ALIASES */ .an];
function isValidModelRef(v) {
    const k = classifyModel(v).kind;
    return k === 'alias' || k === 'inherit' || k === 'session-alias' || k === 'id';
}
function classifyModel(v) {
    // Aliases are case-insensitive (observed on Claude Code 2.1.332: `model: Opus` and `HAIKU` run on the alias's model).
    if (_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_ALIASES */ .Td.includes(v.toLowerCase()))
        return { kind: 'alias' };
    if (v === _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_INHERIT */ .UI)
        return { kind: 'inherit' };
    if (_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .SESSION_MODEL_ALIASES */ .an.includes(v))
        return { kind: 'session-alias' };
    if (_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_ID_SHAPES */ .j7.some((re) => re.test(v)))
        return { kind: 'id' };
    const near = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(v, ALIASES, 2);
    if (near.length > 0 && !/\d/.test(v)) {
        const fix = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .certainCorrection */ .Zg)(v, ALIASES);
        return { kind: 'typo', suggestion: fix ?? near[0].value, certain: fix !== undefined };
    }
    // Something that looks like a model ID (has a version number or a vendor prefix).
    if (/\d/.test(v) && /^[A-Za-z0-9][A-Za-z0-9._:@/[\]-]*$/.test(v))
        return { kind: 'id-like' };
    return { kind: 'unknown' };
}
const MODEL_VALUES_TEXT = `${_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_ALIASES */ .Td.join(', ')}, ${_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_INHERIT */ .UI}, or a full model ID (claude-…, Bedrock or Vertex forms)`;


/***/ }),

/***/ 8517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Od: () => (/* binding */ scopeOf),
/* harmony export */   n: () => (/* binding */ skillInvocationName),
/* harmony export */   p6: () => (/* binding */ commandName)
/* harmony export */ });
/* harmony import */ var _artifacts_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9225);

/**
 * A scope key: `plugin:<root>` for plugin components, `claude:<dir>` for
 * files under `<dir>/.claude/`, `other` otherwise.
 */
function scopeOf(a) {
    if (a.pluginRoot !== undefined)
        return `plugin:${a.pluginRoot}`;
    const i = a.path.lastIndexOf('.claude/');
    if (i >= 0 && (i === 0 || a.path[i - 1] === '/'))
        return `claude:${a.path.slice(0, i)}`;
    return 'other';
}
/** The name Claude Code gives a command: its file name without `.md`. */
function commandName(a) {
    return (0,_artifacts_names_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownBaseName */ .c)(a.path);
}
/** The name a skill is invoked by: its folder (or `name` for a plugin-root SKILL.md). */
function skillInvocationName(a) {
    const folder = a.path.slice(0, Math.max(0, a.path.lastIndexOf('/')));
    if (a.pluginRoot !== undefined && folder === (a.pluginRoot === '.' ? '' : a.pluginRoot))
        return a.element.name;
    return (0,_artifacts_names_js__WEBPACK_IMPORTED_MODULE_0__/* .skillFolderName */ .p)(a.path) ?? a.element.name;
}


/***/ }),

/***/ 4322:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Om: () => (/* binding */ RESERVED_WORD_REJECTERS),
/* harmony export */   gV: () => (/* binding */ skillSlashName),
/* harmony export */   uX: () => (/* binding */ SKILL_NAME_REJECTERS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8517);
/** The name Claude Code lists a skill under and lets users type after `/`. */



/**
 * `/folder` for a project or user skill; `/plugin:folder` for a plugin skill
 * (observed on Claude Code 2.1.332: `name: Agent Development` in
 * `agent-development/` is listed as `agent-development`, a plugin skill as
 * `plug:my-folder`). The frontmatter `name` is a display name.
 */
function skillSlashName(project, skill) {
    const local = (0,_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .skillInvocationName */ .n)(skill);
    if (skill.pluginRoot === undefined)
        return `/${local}`;
    const manifest = project.artifacts.find((a) => a.kind === 'plugin' && a.data.pluginRoot === skill.pluginRoot);
    const plugin = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(manifest?.root, 'name')) ?? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(skill.pluginRoot === '.' ? project.root.replace(/\\/g, '/') : skill.pluginRoot);
    return `/${plugin}:${local}`;
}
/** Who rejects a skill name that Claude Code accepts. */
const SKILL_NAME_REJECTERS = 'claude.ai and API skill uploads and the Agent Skills specification (https://agentskills.io/specification)';
/** The reserved words "claude" and "anthropic" come from the upload path, not from Claude Code. */
const RESERVED_WORD_REJECTERS = 'claude.ai and API skill uploads';


/***/ }),

/***/ 4164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tp: () => (/* binding */ toolEntries),
/* harmony export */   j_: () => (/* binding */ checkToolEntry)
/* harmony export */ });
/* unused harmony export splitTopLevel */
/* harmony import */ var _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3842);
/* harmony import */ var _diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8552);
/**
 * Tool lists (`tools`, `disallowedTools`, `allowed-tools`): a comma-separated
 * string or a YAML list; commas inside parentheses do not split. Each entry
 * keeps the exact range of its text in the file where that can be known.
 */


/** Split `a, b(c, d), e` at top-level separators; returns [start, end) spans. */
function splitTopLevel(s, separators) {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= s.length; i++) {
        const c = s[i];
        if (c === '(')
            depth++;
        else if (c === ')')
            depth = Math.max(0, depth - 1);
        if (i === s.length || (depth === 0 && separators.test(c))) {
            let a = start;
            let b = i;
            while (a < b && /\s/.test(s[a]))
                a++;
            while (b > a && /\s/.test(s[b - 1]))
                b--;
            if (b > a)
                out.push([a, b]);
            start = i + 1;
        }
    }
    return out;
}
/** Offset in the file of character `i` of a scalar's value, when the mapping is exact. */
function valueOffsetMapper(file, node) {
    const value = String(node.value);
    const start = node.range.start.offset;
    // A linted file may no longer hold its text: a frontmatter scalar's raw is the same text, cut when it was parsed.
    const raw = file.lines.sliceHeld(start, node.range.end.offset) ?? node.raw;
    if (raw === value)
        return (i) => start + i;
    if ((raw.startsWith('"') || raw.startsWith("'")) && raw.slice(1, -1) === value)
        return (i) => start + 1 + i;
    return undefined;
}
/** Entries of a tool list. `spaces` also splits on whitespace (the Agent Skills `allowed-tools` form). */
function toolEntries(file, node, spaces = false) {
    if (!node)
        return [];
    const sep = spaces ? /[,\s]/ : /,/;
    const out = [];
    const fromScalar = (n) => {
        if (n.value === null)
            return;
        const value = String(n.value);
        const map = valueOffsetMapper(file, n);
        for (const [a, b] of splitTopLevel(value, sep)) {
            const range = map ? file.lines.range(map(a), map(b)) : n.range;
            out.push({ text: value.slice(a, b), range, jsonPath: n.path, exact: map !== undefined });
        }
    };
    if (node.type === 'scalar')
        fromScalar(node);
    else if (node.type === 'seq') {
        for (const item of node.items)
            if (item.type === 'scalar')
                fromScalar(item);
    }
    return out;
}
/** The first suggested tool that is not deprecated itself. */
const replacementFor = (use) => use.find((u) => !_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPRECATED_TOOLS */ .w$[u]);
const MCP_TOOL = /^mcp__[A-Za-z0-9_.-]+(?:__(?:[A-Za-z0-9_.-]+|\*))?$/;
const ENTRY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?$/s;
/** What is wrong with one tool entry, or undefined when it is a known tool or a well-formed rule. */
function checkToolEntry(entry, field) {
    if (entry === '*')
        return undefined;
    if (entry.startsWith('mcp__')) {
        if (MCP_TOOL.test(entry) && !entry.includes('____'))
            return undefined;
        return { message: `malformed MCP tool pattern \`${entry}\` in ${field}: want \`mcp__server\`, \`mcp__server__*\` or \`mcp__server__tool\``, level: 'warn', malformed: true };
    }
    const m = ENTRY.exec(entry);
    if (!m) {
        const hint = /\s/.test(entry) && !entry.includes('(') ? ' (separate tool names with commas)' : '';
        return { message: `malformed tool entry \`${entry}\` in ${field}${hint}: want \`Name\` or \`Name(specifier)\`; Claude Code ignores it`, level: 'warn', malformed: true };
    }
    const name = m[1];
    const spec = m[2];
    const withSpec = (n) => (spec !== undefined ? `${n}(${spec})` : n);
    if (spec !== undefined && spec.trim() === '') {
        return { message: `empty specifier in \`${entry}\` in ${field}: write \`${name}\` for the whole tool or give a rule such as \`${name}(…)\``, level: 'warn', malformed: true };
    }
    if (_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_NAMES */ .K2.includes(name)) {
        const dep = _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPRECATED_TOOLS */ .w$[name];
        if (dep)
            return { message: `\`${name}\` in ${field} is deprecated since ${dep.since}: use ${dep.use}`, level: 'info', effect: 'style' };
        return undefined;
    }
    const retired = _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .RETIRED_TOOLS */ .QI[name];
    if (retired) {
        const use = retired.use.length ? `; use ${retired.use.map((u) => `\`${u}\``).join(' or ')}` : '';
        const certain = retired.use.length === 1 && (retired.status === 'renamed');
        return {
            message: retired.stillWorks
                ? `\`${name}\` in ${field} was renamed${retired.since ? ` in ${retired.since}` : ''}: it still works as an alias${use}`
                : `\`${name}\` in ${field} was ${retired.status}${retired.since ? ` in ${retired.since}` : ''}: Claude Code silently ignores it${use}`,
            level: 'warn',
            effect: retired.stillWorks ? 'style' : undefined,
            // Never a replacement that is itself deprecated (`BashOutput` → `TaskOutput`, deprecated since v2.1.83: `Read`).
            suggestion: replacementFor(retired.use)
                ? { msg: `replace with \`${replacementFor(retired.use)}\``, applicability: certain && !_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPRECATED_TOOLS */ .w$[retired.use[0]] ? 'MachineApplicable' : 'MaybeIncorrect', replacement: withSpec(replacementFor(retired.use)) }
                : undefined,
        };
    }
    const fix = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .certainCorrection */ .Zg)(name, _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_NAMES */ .K2);
    const near = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(name, _known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_NAMES */ .K2);
    return {
        message: `unknown tool \`${name}\` in ${field}: Claude Code silently ignores unknown names${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
        level: 'warn',
        help: near.length ? undefined : 'see the tools reference for the current names, or `mcp__server__tool` for MCP tools',
        suggestion: fix ? { msg: `replace with \`${fix}\``, applicability: 'MachineApplicable', replacement: withSpec(fix) } : undefined,
    };
}


/***/ }),

/***/ 2986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLAUDE_CODE_RULES: () => (/* binding */ CLAUDE_CODE_RULES),
  RULES: () => (/* binding */ CLAUDE_CODE_RULES)
});

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/known-values/claude-code.js
var claude_code = __webpack_require__(3842);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/edits.js
var edits = __webpack_require__(7543);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/tool-list.js
var tool_list = __webpack_require__(4164);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/scope.js
var scope = __webpack_require__(8517);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/skill-reference.js





/** The name a plugin is known by: its manifest `name`, else its folder. */
function pluginNames(project) {
    const out = new Map();
    for (const a of project.artifacts) {
        if (a.kind !== 'plugin')
            continue;
        out.set(String(a.data.pluginRoot ?? a.pluginRoot), a.element.name);
    }
    return out;
}
function pluginNameOf(root, names) {
    return names.get(root) ?? (root === '.' ? '' : root.split('/').pop());
}
function skillIndex(project, plugins) {
    const index = { project: new Set(), byRoot: new Map(), qualified: new Map() };
    const add = (map, key, names) => {
        const set = map.get(key) ?? new Set();
        names.forEach((n) => set.add(n));
        map.set(key, set);
    };
    for (const a of project.artifacts) {
        if (a.kind !== 'skill' && a.kind !== 'command')
            continue;
        const names = a.kind === 'skill' ? [(0,scope/* skillInvocationName */.n)(a), a.element.name] : [(0,scope/* commandName */.p6)(a)];
        if (a.pluginRoot !== undefined) {
            add(index.qualified, pluginNameOf(a.pluginRoot, plugins), names);
            add(index.byRoot, a.pluginRoot, names);
        }
        else
            names.forEach((n) => index.project.add(n));
    }
    return index;
}
/* harmony default export */ const skill_reference = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'agents/skill-reference',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "An agent's `skills:` entry that names no skill in the project, the agent's plugin, or a `plugin:skill` of a plugin in the tree.",
        kinds: ['agent'],
        optIn: false,
        fixable: 'maybe',
        readsRepository: true,
        rationale: "Documented (https://code.claude.com/docs/en/sub-agents): Claude Code preloads the skills an agent lists in `skills:` into its context. An entry that names no skill (a typo, a renamed folder, a skill of another plugin without its `plugin:` prefix) preloads nothing, and the agent runs without the knowledge it was written to rely on; no oracle case records it, and no message about it was seen. Skills in the user's `~/.claude/skills` cannot be seen from the repository, hence a warning.",
        examples: {
            wrong: '---\nname: pdf-analyst\ndescription: Analyses PDF reports\nskills:\n  - pdf-tool\n---',
            right: '---\nname: pdf-analyst\ndescription: Analyses PDF reports\nskills:\n  - pdf-tools\n---',
            file: '.claude/agents/pdf-analyst.md',
            context: { '.claude/skills/pdf-tools/SKILL.md': '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\n' },
        },
    },
    reads: { agent: ['skills'] },
    check(project, ctx) {
        const plugins = pluginNames(project);
        const pluginByName = new Set(plugins.values());
        const index = skillIndex(project, plugins);
        for (const agent of project.artifacts) {
            if (agent.kind !== 'agent')
                continue;
            const pair = (0,tree/* getPair */.xf)(agent.root, 'skills');
            if (!pair || !pair.value || pair.value.type === 'map')
                continue;
            const entries = (0,tool_list/* toolEntries */.Tp)(agent.file, pair.value);
            if (entries.length === 0)
                continue;
            const own = agent.pluginRoot !== undefined ? index.byRoot.get(agent.pluginRoot) : undefined;
            for (const e of entries) {
                const ref = e.text.trim();
                let found;
                let candidates;
                const colon = ref.indexOf(':');
                if (colon > 0) {
                    const pn = ref.slice(0, colon);
                    const sk = ref.slice(colon + 1);
                    if (!pluginByName.has(pn))
                        continue; // a plugin outside the tree: cannot be checked
                    const set = index.qualified.get(pn) ?? new Set();
                    found = set.has(sk);
                    candidates = [...set].map((s) => `${pn}:${s}`);
                }
                else {
                    found = index.project.has(ref) || own?.has(ref) === true;
                    candidates = found ? [] : [...new Set([...index.project, ...(own ?? [])])];
                }
                if (found)
                    continue;
                const near = (0,suggest/* closest */.kp)(ref, candidates);
                const caseOnly = near[0]?.caseOnly === true && near.filter((n) => n.caseOnly).length === 1;
                const unique = near.length === 1;
                ctx.report({
                    path: agent.path,
                    message: `skill \`${ref}\` is not found${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: the agent does not get the skill it names (preloading is documented: https://code.claude.com/docs/en/sub-agents)`,
                    range: e.range,
                    jsonPath: e.jsonPath,
                    element: agent.element,
                    notes: colon > 0 ? [] : [`looked in project skills${agent.pluginRoot !== undefined ? ` and the skills of plugin \`${pluginNameOf(agent.pluginRoot, plugins)}\`` : ''}; user skills in ~/.claude/skills are not visible to agentlint`],
                    help: 'name a skill by its folder (`.claude/skills/<name>/SKILL.md`), or `plugin:skill` for another plugin\'s skill',
                    suggestion: e.exact && (caseOnly || unique)
                        ? { msg: `use \`${near[0].value}\``, applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: agent.path, range: e.range, text: near[0].value }] }
                        : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/agent-reference.js







/** Every name an `Agent(...)` rule may use: built-ins, agent names, `plugin:agent`. */
function knownAgents(project) {
    const plugins = pluginNames(project);
    const out = new Set(claude_code/* BUILTIN_AGENTS */.Zd);
    for (const a of project.artifacts) {
        if (a.kind !== 'agent')
            continue;
        const n = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(a.root, 'name')?.value) ?? (a.pluginRoot !== undefined ? a.element.name : undefined);
        if (!n)
            continue;
        out.add(n);
        if (a.pluginRoot !== undefined) {
            const pn = plugins.get(a.pluginRoot) ?? a.pluginRoot.split('/').pop();
            out.add(`${pn}:${n}`);
        }
    }
    return out;
}
const AGENT_RULE = /^(Agent|Task)\((.*)\)$/s;
/* harmony default export */ const agent_reference = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'agents/agent-reference',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`Agent(name)` / `Task(name)` in tools, or a skill\'s `agent:`, naming no agent in the project (built-ins Explore, Plan and general-purpose count).',
        kinds: ['agent', 'skill', 'command'],
        optIn: false,
        fixable: 'maybe',
        readsRepository: true,
        rationale: '`Agent(name)` in `tools` limits which subagents an agent may spawn, and a skill\'s `agent:` picks the subagent it forks into. Documented (https://code.claude.com/docs/en/sub-agents, https://code.claude.com/docs/en/skills): the name is an agent\'s `name`; no oracle case shows what Claude Code does with a name that matches no agent (the rule presumably allows nothing, and the skill presumably falls back to the default agent), and agentlint has seen no message about it. User agents in ~/.claude/agents are not visible from the repository, hence a warning.',
        examples: {
            wrong: '---\nname: lead\ndescription: Coordinates reviews\ntools: Read, Agent(reviewr)\n---',
            right: '---\nname: lead\ndescription: Coordinates reviews\ntools: Read, Agent(reviewer)\n---',
            file: '.claude/agents/lead.md',
            context: { '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews diffs\n---\n' },
        },
    },
    reads: { agent: ['name', 'tools', 'disallowedTools'], skill: ['allowed-tools', 'disallowed-tools', 'agent'], command: ['allowed-tools', 'disallowed-tools', 'agent'] },
    check(project, ctx) {
        const known = knownAgents(project);
        for (const a of project.artifacts) {
            if (a.kind === 'agent') {
                for (const f of ['tools', 'disallowedTools'])
                    checkTools(a, f, false, known, ctx);
            }
            else if (a.kind === 'skill' || a.kind === 'command') {
                for (const f of ['allowed-tools', 'disallowed-tools'])
                    checkTools(a, f, true, known, ctx);
                const agent = (0,tree/* getPair */.xf)(a.root, 'agent');
                const name = (0,tree/* scalarString */.Cg)(agent?.value);
                if (agent && agent.value && name && !known.has(name)) {
                    const node = agent.value;
                    report(ctx, a, name, node.range, agent.path, known, true, `\`agent: ${name}\``, (v) => (0,edits/* replaceScalar */.BB)(a.file, node, v).text);
                }
            }
        }
    },
}));
function checkTools(a, field, spaces, known, ctx) {
    const pair = (0,tree/* getPair */.xf)(a.root, field);
    if (!pair || !pair.value || pair.value.type === 'map')
        return;
    for (const e of (0,tool_list/* toolEntries */.Tp)(a.file, pair.value, spaces)) {
        const m = AGENT_RULE.exec(e.text);
        if (!m)
            continue;
        const inner = m[2];
        const innerStart = m[1].length + 1;
        for (const part of inner.matchAll(/[^,\s]+/g)) {
            const name = part[0];
            if (name.includes('*') || known.has(name))
                continue;
            const off = e.range.start.offset + innerStart + part.index;
            const range = e.exact ? a.file.lines.range(off, off + name.length) : e.range;
            report(ctx, a, name, range, e.jsonPath, known, e.exact, `\`${m[1]}(${name})\``);
        }
    }
}
function report(ctx, a, name, range, jsonPath, known, exact, what, text = (v) => v) {
    const near = (0,suggest/* closest */.kp)(name, known);
    const caseOnly = near.filter((n) => n.caseOnly);
    const pick = caseOnly.length === 1 ? caseOnly[0] : near.length === 1 ? near[0] : undefined;
    ctx.report({
        path: a.path,
        message: `${what} names no agent${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: an agent is named by its \`name\` field (documented: https://code.claude.com/docs/en/sub-agents), so this ${what.startsWith('`agent') ? 'skill does not fork into the agent it means' : 'rule does not allow the agent it means'}`,
        range,
        jsonPath,
        element: a.element,
        notes: ['built-in agents: Explore, Plan, general-purpose; agents in ~/.claude/agents are not visible to agentlint'],
        suggestion: pick && exact
            ? { msg: `use \`${pick.value}\``, applicability: pick.caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: a.path, range, text: text(pick.value) }] }
            : undefined,
    });
}

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/duplicate-name.js




/** The name Claude Code registers an agent under (undefined: the agent is skipped). */
function agentName(a) {
    const n = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(a.root, 'name')?.value);
    if (n !== undefined && n !== '')
        return n;
    // A plugin agent with no name still loads under its file name.
    return a.pluginRoot !== undefined ? a.element.name : undefined;
}
/* harmony default export */ const duplicate_name = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'agents/duplicate-name',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two agents with the same `name` in one scope (a `.claude/agents` tree or a plugin).',
        kinds: ['agent'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code identifies a subagent by `name` alone, not by file name. When two files in one scope declare the same name, one of them is loaded and the other silently dropped, and which one wins depends on filesystem order — so it can differ between machines. Two entries of a catalogue (`catalog:`) are installed one by one and clash only where both are installed: noted as info.',
        examples: {
            wrong: '---\nname: reviewer\ndescription: Strict review\n---',
            right: '---\nname: strict-reviewer\ndescription: Strict review\n---',
            file: '.claude/agents/review-strict.md',
            context: { '.claude/agents/review.md': '---\nname: reviewer\ndescription: Review\n---\n' },
        },
    },
    reads: { agent: ['name'] },
    check(project, ctx) {
        const seen = new Map();
        const agents = project.artifacts.filter((a) => a.kind === 'agent').sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (const a of agents) {
            const name = agentName(a);
            if (name === undefined)
                continue;
            const key = `${(0,scope/* scopeOf */.Od)(a)}\u0000${name}`;
            const first = seen.get(key);
            if (!first) {
                seen.set(key, a);
                continue;
            }
            const where = (x) => (0,tree/* getPair */.xf)(x.root, 'name')?.value?.range ?? (0,source/* firstLine */.TM)(x.file);
            // Two entries of a catalogue are installed one by one: they clash only in a project that installs both.
            const catalogue = a.catalog !== undefined && first.catalog !== undefined;
            ctx.report({
                path: a.path,
                level: catalogue ? 'info' : undefined,
                message: catalogue
                    ? `agent name \`${name}\` is also declared in ${first.path}: a project that installs both gets only one of them (Claude Code loads one of two same-named agents, chosen by filesystem order)`
                    : `agent name \`${name}\` is also declared in ${first.path}: Claude Code loads only one of the two, chosen by filesystem order, and silently drops the other`,
                range: where(a),
                jsonPath: (0,tree/* getPair */.xf)(a.root, 'name') ? '$.frontmatter.name' : undefined,
                element: { type: 'agent', name },
                help: 'give each agent a unique `name` (the file name does not count)',
                related: [{ message: `the other agent named \`${name}\``, span: { path: first.path, range: where(first), element: { type: 'agent', name }, jsonPath: '$.frontmatter.name' } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/cross-file.js



const CROSS_FILE_AGENT_RULES = [skill_reference, duplicate_name, agent_reference];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/field-enums.js





const ENUMS = {
    permissionMode: claude_code/* PERMISSION_MODES */.RO,
    effort: claude_code/* EFFORT_LEVELS */.vm,
    color: claude_code/* AGENT_COLORS */.FJ,
    isolation: claude_code/* ISOLATION_MODES */.i,
    memory: claude_code/* MEMORY_SCOPES */.su,
};
/** Fields whose invalid values Claude Code 2.1.332 was seen to ignore (a debug-log line each, the agent still runs). */
const OBSERVED = ['permissionMode', 'effort', 'isolation', 'memory'];
const EFFECT = {
    permissionMode: 'Claude Code ignores it (a debug-log line) and the agent runs in the session\'s permission mode',
    effort: 'Claude Code ignores it (a debug-log line) and the session\'s effort applies',
    isolation: 'Claude Code ignores it (a debug-log line) and the agent runs in the main worktree',
    memory: 'Claude Code ignores it (a debug-log line): the agent gets no memory',
    color: 'the sub-agents docs list only these colours (documented: https://code.claude.com/docs/en/sub-agents; Claude Code 2.1.332 logs nothing about others)',
};
function checkEnum(artifact, ctx, pair, values) {
    const node = pair.value;
    if (!node)
        return;
    if (node.type !== 'scalar' || node.value === null) {
        ctx.report({ message: `\`${pair.key}\` must be one of its values: ${(0,suggest/* listOf */.c3)(values)}`, range: node.range, jsonPath: pair.path });
        return;
    }
    const v = String(node.value);
    if (values.includes(v))
        return;
    // Claude Code 2.1.332 also takes an integer effort ("low, medium, high, xhigh, max or an integer").
    if (pair.key === 'effort' && typeof node.value === 'number' && Number.isInteger(node.value))
        return;
    const fix = (0,suggest/* certainCorrection */.Zg)(v, values);
    const near = (0,suggest/* closest */.kp)(v, values);
    ctx.report({
        message: `${pair.key} \`${v}\` is not a ${OBSERVED.includes(pair.key) ? 'valid' : 'documented'} value: ${EFFECT[pair.key] ?? 'Claude Code ignores it'}; want ${(0,suggest/* listOf */.c3)(values)}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
        range: node.range,
        jsonPath: pair.path,
        // What Claude Code does with an undocumented colour is not recorded (it logs nothing): the milder effect.
        effect: OBSERVED.includes(pair.key) ? undefined : 'style',
        suggestion: fix
            ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, node, fix)] }
            : near.length
                ? { msg: `use \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, node, near[0].value)] }
                : undefined,
    });
}
/* harmony default export */ const field_enums = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/field-enums',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'permissionMode, effort, color, isolation and memory within their documented values; maxTurns a positive integer; background a boolean.',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code ignores an agent field whose value it does not know and runs the agent anyway, with only a line in the debug log (observed on 2.1.332 for `effort: extreme`, `permissionMode: yolo`, `maxTurns: -3`, `isolation: container`, `memory: global`, `background: maybe`): a misspelt `permissionMode` leaves the session\'s mode in force, a misspelt `isolation` runs the agent in the main worktree. A quoted number (`maxTurns: "12"`) is accepted as the number; an integer `effort` is valid. `color` outside the documented colours is not used (documented: https://code.claude.com/docs/en/sub-agents).',
        examples: { wrong: '---\nname: fixer\ndescription: Fixes\npermissionMode: acceptedits\nmaxTurns: 0\n---', right: '---\nname: fixer\ndescription: Fixes\npermissionMode: acceptEdits\nmaxTurns: 10\n---', file: '.claude/agents/fixer.md' },
    },
    check(artifact, ctx) {
        for (const [field, values] of Object.entries(ENUMS)) {
            const pair = (0,tree/* getPair */.xf)(artifact.root, field);
            if (!pair)
                continue;
            // ai-rulez lets effort inherit the session's value.
            const allowed = artifact.kind === 'ai-rulez-agent' && field === 'effort' ? [...values, 'inherit'] : values;
            checkEnum(artifact, ctx, pair, allowed);
        }
        const turns = (0,tree/* getPair */.xf)(artifact.root, 'maxTurns');
        if (turns?.value) {
            const n = turns.value;
            const v = n.type === 'scalar' ? n.value : undefined;
            // A quoted positive number (`maxTurns: "12"`) is applied as that number (observed on 2.1.332): not a mistake.
            const quotedNumber = typeof v === 'string' && /^\s*[1-9]\d*\s*$/.test(v);
            if (!(typeof v === 'number' && Number.isInteger(v) && v > 0) && !quotedNumber) {
                ctx.report({
                    message: `maxTurns must be a positive integer, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code ignores it (a debug-log line) and sets no turn limit`,
                    range: n.range,
                    jsonPath: turns.path,
                });
            }
        }
        const bg = (0,tree/* getPair */.xf)(artifact.root, 'background');
        if (bg?.value) {
            const n = bg.value;
            const v = n.type === 'scalar' ? n.value : undefined;
            // A quoted `"true"` / `"false"` is accepted (observed on 2.1.332).
            if (typeof v !== 'boolean' && !(typeof v === 'string' && /^(true|false)$/.test(v.trim()))) {
                const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
                const fixed = s === 'true' || s === 'false' ? s : undefined;
                ctx.report({
                    message: `background must be \`true\` or \`false\`, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code ignores it (a debug-log line) and runs the agent in the foreground`,
                    range: n.range,
                    jsonPath: bg.path,
                    suggestion: fixed ? { msg: `write ${fixed} as a boolean`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: n.range, text: fixed }] } : undefined,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/frontmatter-types.js



/** In YAML's words (a null value is never reported here). */
const typeName = (n) => (0,json_type/* jsonTypeWords */.gn)(n, { object: 'a mapping', array: 'a list' });
const isString = (n) => n.type === 'scalar' && typeof n.value === 'string';
/**
 * What happens to a file whose `name` or `description` is not a string (oracle:
 * oracle/claude-code/placements.json, cases p-name-number, p-desc-number, p-desc-bool, p-desc-list):
 * a project agent is not loaded; elsewhere a number or boolean is read as its text (a plugin agent
 * `name: 123` is listed as `<plugin>:123`), and `claude plugin validate` rejects a number `name` and a
 * list or mapping; a list or mapping is dropped at run time.
 */
function lost(artifact, field, v) {
    if (artifact.kind === 'agent' && artifact.pluginRoot === undefined)
        return { text: 'Claude Code does not load this agent', effect: 'not-loaded' };
    if (v.type !== 'scalar')
        return { text: '`claude plugin validate` rejects it, and at run time the value is dropped' };
    const asText = `at run time Claude Code reads it as the text \`${String(v.value)}\``;
    // validate 2.1.332 rejects a `name` that is not a string; a number or boolean description passes.
    if (field === 'name')
        return { text: `\`claude plugin validate\` rejects it; ${asText}` };
    // validate passes and the value works as its text.
    return { text: `${asText} (the same file as a project agent is not loaded)`, level: 'warn', effect: 'style' };
}
/* harmony default export */ const frontmatter_types = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/frontmatter-types',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Frontmatter values of the wrong type: a `name` or `description` that is not a string, an `allowed-tools` that is not a string or a list of strings, a `metadata` that is not a mapping, a `hooks` that is not a mapping.',
        kinds: ['agent', 'skill', 'command'],
        optIn: false,
        fixable: 'machine',
        rationale: 'YAML reads `name: 123` as a number and `description: [a, b]` as a list. Claude Code 2.1.332 does not load a project agent whose `name` or `description` is not a string (it is missing from the agent list). In a plugin agent, a skill or a command a number or boolean is read as its text (`name: 123` in a plugin agent is listed as `<plugin>:123`) while a list or mapping is dropped; `claude plugin validate` rejects a `name` that is not a string and a `description` that is a list or mapping ("name must be a string, got number") (oracle: oracle/claude-code/placements.json, cases p-name-number, p-desc-number, p-desc-bool, p-desc-list). In skills and commands `allowed-tools` must be a string or a list of strings, and a `metadata` that is not a mapping "is dropped at load time". Frontmatter `hooks` has the shape of settings\' `hooks`, a mapping of events to matcher groups (https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents); a list or a string there (a tool list under a key renamed by spelling) runs no hook. Quoting the value (`name: "123"`) keeps the text.',
        examples: { wrong: '---\nname: 2048\ndescription: Plays the game\n---', right: '---\nname: "2048"\ndescription: Plays the game\n---', file: '.claude/agents/2048.md' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const field of ['name', 'description']) {
            const pair = (0,tree/* getPair */.xf)(root, field);
            const v = pair?.value;
            if (!pair || !v || (v.type === 'scalar' && v.value === null) || isString(v))
                continue;
            // A number or boolean written as-is: quoting it keeps exactly that text.
            const quotable = v.type === 'scalar' && v.range.start.line === v.range.end.line;
            // validate 2.1.332 lets a skill's or command's numeric description through; only lists and mappings are rejected there.
            if (field === 'description' && artifact.kind !== 'agent' && v.type === 'scalar')
                continue;
            const fate = lost(artifact, field, v);
            frontmatter_types_report(ctx, artifact, v, pair.path, `\`${field}\` must be a string, not ${typeName(v)}: ${fate.text}`, quotable ? JSON.stringify(v.type === 'scalar' ? v.raw : '') : undefined, fate.level, fate.effect);
        }
        const hooks = (0,tree/* getPair */.xf)(root, 'hooks');
        const h = hooks?.value;
        if (hooks && h && h.type !== 'map' && !(h.type === 'scalar' && h.value === null)) {
            // Often a tool list under a key renamed by spelling (`tools: Read, Grep` become `hooks: Read, Grep`).
            frontmatter_types_report(ctx, artifact, h, hooks.path, `\`hooks\` must be a mapping of hook events to matcher groups, not ${typeName(h)}: it has the shape of settings' \`hooks\`, and no hook runs from it (documented: https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents)`, undefined, undefined, 'ignored');
        }
        if (artifact.kind === 'agent')
            return;
        const tools = (0,tree/* getPair */.xf)(root, 'allowed-tools');
        const t = tools?.value;
        if (tools && t && !(t.type === 'scalar' && t.value === null)) {
            const ok = isString(t) || (t.type === 'seq' && t.items.every(isString));
            if (!ok && t.type !== 'map') {
                frontmatter_types_report(ctx, artifact, t, tools.path, `\`allowed-tools\` must be a string or a list of strings, not ${t.type === 'seq' ? 'a list with non-string entries' : typeName(t)}: \`claude plugin validate\` rejects it`);
            }
        }
        const meta = (0,tree/* getPair */.xf)(root, 'metadata');
        const m = meta?.value;
        if (meta && m && m.type !== 'map' && !(m.type === 'scalar' && m.value === null)) {
            frontmatter_types_report(ctx, artifact, m, meta.path, `\`metadata\` must be a mapping (key: value pairs), not ${typeName(m)}: Claude Code drops it at load time`, undefined, 'warn', 'ignored');
        }
    },
}));
function frontmatter_types_report(ctx, artifact, node, jsonPath, message, quoted, level, effect) {
    ctx.report({
        message,
        range: node.range,
        jsonPath,
        level,
        effect,
        suggestion: quoted ? { msg: `quote it: ${quoted}`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: node.range, text: quoted }] } : undefined,
    });
}

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/model-ref.js
var model_ref = __webpack_require__(88);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/model-policy.js



/* harmony default export */ const model_policy = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/model-policy',
        effect: 'style',
        harness: 'claude-code',
        category: 'contract',
        defaultLevel: 'error',
        description: 'Opt-in governance: every agent must inherit its model, or use a model from an allowlist.',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: true,
        fixable: false,
        options: {
            type: 'object',
            properties: {
                require: { type: 'string', enum: ['inherit'], description: 'Every agent must inherit (model absent or `inherit`).' },
                allowlist: { type: 'array', items: { type: 'string' }, description: 'Allowed model values; an absent model counts as `inherit`.' },
            },
            additionalProperties: false,
        },
        rationale: 'Teams that pay for or certify particular models need every agent to use them. The rule is opt-in: it runs only when `.agentlint.yml` has a block for it, with exactly one of `require: inherit` or `allowlist: [...]`. A block without usable options is reported for every agent, never silently ignored.',
        examples: {
            wrong: '---\nname: a\ndescription: d\nmodel: opus\n---',
            right: '---\nname: a\ndescription: d\n---',
            file: '.claude/agents/a.md',
            context: { '.agentlint.yml': 'rules:\n  agents/model-policy:\n    require: inherit\n' },
        },
    },
    validateOptions(o) {
        const errors = [];
        const hasReq = o.require !== undefined;
        const hasList = o.allowlist !== undefined;
        if (hasReq && hasList)
            errors.push('set exactly one of `require` and `allowlist`, not both');
        if (!hasReq && !hasList)
            errors.push('set `require: inherit` or `allowlist: [...]`');
        if (hasReq && o.require !== 'inherit')
            errors.push(`\`require\` must be \`inherit\`, not \`${String(o.require)}\``);
        if (hasList) {
            if (!Array.isArray(o.allowlist))
                errors.push('`allowlist` must be a list of model values');
            else
                for (const m of o.allowlist)
                    if (typeof m !== 'string' || !(0,model_ref/* isValidModelRef */.Rx)(m))
                        errors.push(`allowlist entry \`${String(m)}\` is not a valid model value`);
        }
        return errors;
    },
    check(artifact, ctx) {
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'model');
        const declared = (0,tree/* scalarString */.Cg)(pair?.value);
        const model = declared === undefined || declared === '' ? 'inherit' : declared;
        const anchor = pair?.value ?? (0,tree/* getPair */.xf)(artifact.root, 'name')?.value ?? undefined;
        const range = anchor?.range ?? artifact.markdown?.frontmatter.openRange ?? artifact.file.lines.range(0, 0);
        const absent = declared === undefined || declared === '';
        if (ctx.options.require === 'inherit') {
            if (model !== 'inherit') {
                ctx.report({ message: `model policy requires every agent to inherit its model, but this one sets \`${model}\``, range, jsonPath: pair?.path, help: 'remove `model` or set it to `inherit`' });
            }
            return;
        }
        const list = ctx.options.allowlist ?? [];
        if (!list.includes(model)) {
            ctx.report({
                message: `model ${absent ? '(absent, so `inherit`)' : `\`${model}\``} is not in the model policy allowlist: ${list.length ? `it allows ${list.map((m) => `\`${m}\``).join(', ')}` : 'the allowlist is empty'}`,
                range,
                jsonPath: pair?.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/model-valid.js




/* harmony default export */ const model_valid = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/model-valid',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`model` must be an alias (sonnet, opus, haiku, fable), `inherit`, or a full model ID.',
        kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code does not fall back to `inherit` on a model it does not know: it sends the request with the value as written (observed on 2.1.332: a subagent with `model: sonet` requests `"model": "sonet"`, and so does a command), the API rejects it ("There\'s an issue with the selected model (sonet)"), and the Agent call or the command fails. A \`model\` that is not a string, or blank, is ignored: the subagent, skill or command runs on the default model (rules-runtime.json \`agent model: 7\` … \`agent model: blank\`, \`plugin agent model: 7\`, \`skill model: 7\` …). Aliases are matched case-insensitively. Values that look like model IDs but match no known shape are reported as info, since the ID list moves every few months.',
        examples: { wrong: '---\nname: planner\ndescription: Plans work\nmodel: sonet\n---', right: '---\nname: planner\ndescription: Plans work\nmodel: sonnet\n---', file: '.claude/agents/planner.md' },
    },
    check(artifact, ctx) {
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'model');
        const node = pair?.value;
        if (!pair || !node)
            return;
        const who = artifact.kind === 'command' ? 'the command' : artifact.kind === 'skill' ? 'the skill' : 'the Agent call';
        // `model:` with no value (null) and `model: ""` both run on the default model, as if `model` were not set
        // (rules-runtime.json `skill model: null`; mutations `…/model:empty` accepted): a note, the same for both.
        if (node.type === 'scalar' && (node.value === null || node.value === '')) {
            ctx.report({ message: `\`model\` has no value: Claude Code ignores it and ${who} runs on the default model, as if \`model\` were not set`, range: node.range, jsonPath: pair.path, level: 'info' });
            return;
        }
        // Not a string, or blank: ignored, the default model runs (rules-runtime.json `agent model: 7`, `skill model: blank`).
        const ignored = node.type !== 'scalar' || typeof node.value !== 'string' ? 'is not a string' : node.value !== '' && node.value.trim() === '' ? 'is blank' : undefined;
        if (ignored) {
            ctx.report({ message: `\`model\` ${ignored}: Claude Code ignores it and ${who} runs on the default model; want ${model_ref/* MODEL_VALUES_TEXT */.pK}`, range: node.range, jsonPath: pair.path });
            return;
        }
        const v = node.value;
        const c = (0,model_ref/* classifyModel */.k$)(v);
        const fails = `Claude Code sends it to the API as written (no fallback to \`inherit\`), the API rejects it and ${who} fails`;
        if (c.kind === 'typo') {
            ctx.report({
                message: `model \`${v}\` is not a known model: ${fails} (did you mean \`${c.suggestion}\`?)`,
                range: node.range,
                jsonPath: pair.path,
                help: `want ${model_ref/* MODEL_VALUES_TEXT */.pK}`,
                suggestion: { msg: `use \`${c.suggestion}\``, applicability: c.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, node, c.suggestion)] },
            });
        }
        else if (c.kind === 'id-like') {
            ctx.report({
                message: `model \`${v}\` does not match a known model ID shape (claude-…, Bedrock, Vertex): Claude Code sends it as written, so check it is a real model ID`,
                range: node.range,
                jsonPath: pair.path,
                level: 'info',
                help: `want ${model_ref/* MODEL_VALUES_TEXT */.pK}`,
            });
        }
        else if (c.kind === 'unknown') {
            ctx.report({
                message: `model \`${v}\` is not a known model: ${fails}`,
                range: node.range,
                jsonPath: pair.path,
                help: `want ${model_ref/* MODEL_VALUES_TEXT */.pK}`,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/names.js
var names = __webpack_require__(1763);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/name-format.js





// Digits load as letters do (listing.json: `c4-code`, `m365-admin`, `powershell-7-expert` are listed).
const VALID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/* harmony default export */ const name_format = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/name-format',
        effect: 'style',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An agent `name` must be lowercase letters, digits and hyphens (`^[a-z0-9]+(-[a-z0-9]+)*$`).',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code identifies a subagent by `name` alone. A project or user agent whose name starts with `-` or contains `:` is never loaded (an error); a plugin agent with such a name is still listed as `<plugin>:<name>` (oracle: oracle/claude-code/placements.json, cases p-name-colon, p-name-lead-dash), so there it is a warning. Other characters break `Agent(name)` references and @-mentions. Digits are fine: Claude Code 2.1.332 lists `c4-code`, `m365-admin` and `powershell-7-expert` (oracle/claude-code/listing.json).',
        examples: { wrong: '---\nname: Code_Reviewer\ndescription: Reviews diffs\n---', right: '---\nname: code-reviewer\ndescription: Reviews diffs\n---', file: '.claude/agents/code-reviewer.md' },
    },
    check(artifact, ctx) {
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'name');
        const name = (0,tree/* scalarString */.Cg)(pair?.value);
        if (!pair || !pair.value || name === undefined || name === '' || VALID.test(name))
            return;
        // A project agent named so is never loaded; a plugin agent is listed as `<plugin>:<name>` all the same
        // (oracle: oracle/claude-code/placements.json, p-name-colon and p-name-lead-dash).
        const odd = name.startsWith('-') || name.includes(':');
        const fatal = odd && artifact.kind === 'agent' && artifact.pluginRoot === undefined;
        const fixed = (0,names/* toKebab */.VC)(name);
        ctx.report({
            message: fatal
                ? `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: Claude Code never loads this agent`
                : odd && artifact.kind === 'agent'
                    ? `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: as a plugin agent Claude Code still lists it (as \`<plugin>:${name}\`), while a project agent so named is skipped, and \`Agent(${name})\` references are ambiguous`
                    : `agent name \`${(0,suggest/* clipped */.cz)(name)}\` is not kebab-case: it should be lowercase letters, digits and hyphens (\`^[a-z0-9]+(-[a-z0-9]+)*$\`)`,
            range: pair.value.range,
            jsonPath: pair.path,
            level: fatal ? 'error' : undefined,
            effect: fatal ? 'not-loaded' : undefined,
            help: 'use lowercase letters and digits separated by single hyphens, e.g. `code-reviewer`',
            suggestion: fixed && fixed !== name
                ? { msg: `rename the agent to \`${fixed}\` (update references to it too)`, applicability: 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, pair.value, fixed)] }
                : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/plugin-ignored-fields.js



/* harmony default export */ const plugin_ignored_fields = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/plugin-ignored-fields',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: '`permissionMode`, `mcpServers` and `hooks` on a plugin-distributed agent: Claude Code ignores them.',
        kinds: ['agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code drops `permissionMode`, `mcpServers` and `hooks` from agents that come from a plugin (observed on 2.1.332: only the debug log says "sets permissionMode, which is ignored for plugin agents. Use .claude/agents/ for this level of control"). The agent runs without them: the configuration is dead. The same fields work in `.claude/agents/`. An agent is plugin-distributed when a folder above it (up to the scan root) holds `.claude-plugin/plugin.json`, or is a local plugin source of a marketplace.',
        examples: { wrong: '---\nname: deployer\ndescription: Deploys\npermissionMode: acceptEdits\n---', right: '---\nname: deployer\ndescription: Deploys\n---', file: 'plugins/ops/agents/deployer.md', context: { 'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }' } },
    },
    check(artifact, ctx) {
        if (!artifact.pluginDistributed || artifact.root?.type !== 'map')
            return;
        for (const pair of artifact.root.pairs) {
            if (!claude_code/* PLUGIN_IGNORED_AGENT_FIELDS */.DI.includes(pair.key))
                continue;
            ctx.report({
                message: `\`${pair.key}\` is ignored for plugin agents: Claude Code drops it (only its debug log says so), so this configuration never takes effect; it works in \`.claude/agents/\``,
                range: pair.keyRange,
                jsonPath: pair.path,
                notes: [`plugin root: ${artifact.pluginRoot ?? '?'}`],
                help: pair.key === 'permissionMode' ? 'users can set the permission mode themselves; document it in the plugin README' : `move \`${pair.key}\` into the plugin manifest or the user's settings`,
                suggestion: { msg: `remove \`${pair.key}\``, applicability: 'MaybeIncorrect', edits: [(0,edits/* deleteLines */.jN)(artifact.file, pair.range)] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/tool-rule.js


/** An entry with a space outside any parentheses (`Microsoft Docs`), which Claude Code splits at the space. */
const splitsAtSpace = (entry) => /\s/.test(entry.split('(')[0].trim());
/** The names Claude Code makes of such an entry: the words before the first `(`, and the last with its rule. */
function splitNames(entry) {
    const open = entry.indexOf('(');
    const head = open < 0 ? entry : entry.slice(0, open);
    const words = head.trim().split(/\s+/);
    if (open >= 0)
        words[words.length - 1] += entry.slice(open);
    return words.filter((w) => w !== '');
}
/**
 * Claude Code 2.1.332 splits a comma-separated entry at a space into names each judged on its own: `Read, Microsoft
 * Docs` gives `(Tools: Read, Microsoft, Docs)` in the agent list, not one malformed entry ignored.
 */
function reportSplit(artifact, ctx, field, e) {
    const names = splitNames(e.text);
    const problems = names.map((n) => ({ n, p: (0,tool_list/* checkToolEntry */.j_)(n, `\`${field}\``) })).filter((x) => x.p && x.p.level !== 'info');
    const list = (xs) => xs.map((x) => `\`${x}\``).join(xs.length === 2 ? ' and ' : ', ');
    const split = `\`${e.text}\` in \`${field}\` holds a space: Claude Code splits it into ${list(names)}, each judged on its own`;
    const joined = names.join(', ');
    ctx.report({
        message: problems.length === 0
            ? `${split}; each is a tool it knows, so it works as written`
            : `${split}; ${list(problems.map((x) => x.n))} ${problems.length === 1 ? 'is not a tool it knows, so it is' : 'are not tools it knows, so they are'} silently ignored`,
        range: e.range,
        jsonPath: e.jsonPath,
        level: problems.length === 0 ? 'info' : 'warn',
        effect: problems.length === 0 ? 'style' : undefined,
        help: problems.length === 0 ? undefined : 'separate tool names with commas, and name only tools Claude Code has (an MCP tool is `mcp__server__tool`)',
        // Commas say what Claude Code already does: the same names, so certain.
        suggestion: problems.length === 0 && e.exact ? { msg: `write \`${joined}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.range, text: joined }] } : undefined,
    });
}
function checkToolFields(artifact, ctx, fields, spaces) {
    for (const field of fields) {
        const pair = (0,tree/* getPair */.xf)(artifact.root, field);
        if (!pair?.value)
            continue;
        if (pair.value.type === 'map') {
            ctx.report({ message: `\`${field}\` must be a comma-separated string or a list of tool names, not a mapping: Claude Code ignores it`, range: pair.value.range, jsonPath: pair.path });
            continue;
        }
        for (const e of (0,tool_list/* toolEntries */.Tp)(artifact.file, pair.value, spaces)) {
            if (!spaces && splitsAtSpace(e.text)) {
                reportSplit(artifact, ctx, field, e);
                continue;
            }
            const problem = (0,tool_list/* checkToolEntry */.j_)(e.text, `\`${field}\``);
            if (!problem)
                continue;
            const fix = problem.suggestion;
            ctx.report({
                message: problem.message,
                range: e.range,
                jsonPath: e.jsonPath,
                level: problem.level,
                effect: problem.effect,
                help: problem.help,
                suggestion: fix && e.exact
                    ? { msg: fix.msg, applicability: fix.applicability, edits: [{ path: artifact.path, range: e.range, text: fix.replacement }] }
                    : undefined,
            });
        }
    }
}

// EXTERNAL MODULE: ./build/src/rules/shared/pair-range.js
var pair_range = __webpack_require__(4627);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/tools-known.js






/** Does a `tools` entry give the agent a tool? Known names, MCP patterns and renamed tools that still work do. */
function resolves(entry) {
    const problem = (0,tool_list/* checkToolEntry */.j_)(entry, '`tools`');
    if (!problem || problem.level === 'info')
        return true;
    const name = /^([A-Za-z_][A-Za-z0-9_]*)/.exec(entry)?.[1];
    return name !== undefined && claude_code/* RETIRED_TOOLS */.QI[name]?.stillWorks === true;
}
/** `tools:` with nothing, `null`, `""` or blanks: Claude Code reads it as no tool at all (not as "every tool"). */
const blank = (n) => !n || (n.type === 'scalar' && (n.value === null || (typeof n.value === 'string' && n.value.trim() === '')));
/** A value that is not a tool list: a number, a boolean or a mapping (a list and a string are). */
const notAList = (n) => n?.type === 'map' || (n?.type === 'scalar' && (typeof n.value === 'number' || typeof n.value === 'boolean'));
const shown = (n) => (n.type === 'map' ? 'a mapping' : `\`${String(n.value)}\``);
/* harmony default export */ const tools_known = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agents/tools-known',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Unknown, renamed or malformed entries in an agent\'s `tools` and `disallowedTools`; a `tools` list with no usable entry.',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code silently drops tool names it does not know (observed on 2.1.332: `tools: Read, Wrte` gives the subagent only `Read`, while the agent list shown to the main model still says `Read, Wrte`), so a typo quietly removes a tool, or in `disallowedTools` fails to block one. When every entry is unknown, Claude Code refuses to spawn the agent ("would be spawned with zero tools — refusing"): an error; with a \`memory\` scope it spawns it with only the memory tools (rules-runtime.json \`tools: Wrte with memory: project\`). A \`tools\` that is a number, a boolean or a mapping, and an empty one (\`tools:\`, \`""\`), give the agent no tool at all, not every tool: it runs with none (cases \`tools: 7 (a number)\`, \`tools: null\`, \`tools: "" (empty)\`, and for a plugin agent \`plugin agent tools: 7 (a number)\`, \`plugin agent tools: "" (empty)\`; an error, a warning for the empty one). An empty \`disallowedTools\` takes nothing away (\`disallowedTools: "" (empty)\`, a warning). Renamed tools still work (`Task` → `Agent`, `KillShell` and `KillBash` → `TaskStop`); removed ones (`MultiEdit`, `LS`, `NotebookRead`, `BashOutput`) are dropped. Both forms are accepted: a comma-separated string (commas inside parentheses do not split) and a YAML list. An entry holding a space (`Read, Microsoft Docs`) is split at the space into names each judged on its own (the agent list shows `(Tools: Read, Microsoft, Docs)`; observed on 2.1.332, listed among the corrections of the shared reference notes), so the message names each part Claude Code does not know.',
        examples: { wrong: '---\nname: writer\ndescription: Writes files\ntools: Read, Wrte, Task\n---', right: '---\nname: writer\ndescription: Writes files\ntools: Read, Write, Agent\n---', file: '.claude/agents/writer.md' },
    },
    check(artifact, ctx) {
        const tools = artifact.kind === 'agent' ? (0,tree/* getPair */.xf)(artifact.root, 'tools') : undefined;
        const unusable = tools !== undefined && (blank(tools.value) || notAList(tools.value));
        checkToolFields(artifact, ctx, unusable ? ['disallowedTools'] : ['tools', 'disallowedTools'], false);
        if (artifact.kind !== 'agent')
            return;
        // The tools `memory` adds stay (rules-runtime.json `tools: Wrte with memory: project`: Write, Edit, Read).
        const memory = claude_code/* MEMORY_SCOPES */.su.includes((0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(artifact.root, 'memory')?.value) ?? '');
        const gets = memory ? 'only the tools `memory` adds (Write, Edit, Read)' : 'no tool at all';
        const disallowed = (0,tree/* getPair */.xf)(artifact.root, 'disallowedTools');
        if (disallowed && blank(disallowed.value)) {
            ctx.report({ message: '`disallowedTools` is empty: it takes no tool away', range: (0,pair_range/* valueOrKeyRange */.p)(disallowed), jsonPath: disallowed.path, help: 'name the tools to take away, or remove `disallowedTools`' });
        }
        if (!tools)
            return;
        if (blank(tools.value)) {
            ctx.report({ effect: 'fails-at-run-time', message: `\`tools\` is empty: Claude Code gives this agent ${gets}, not every tool`, range: (0,pair_range/* valueOrKeyRange */.p)(tools), jsonPath: tools.path, help: 'remove `tools` to give the agent every tool, or name the tools it needs' });
            return;
        }
        if (notAList(tools.value)) {
            ctx.report({ effect: 'fails-at-run-time', message: `\`tools\` is ${shown(tools.value)}, not a list of tool names: Claude Code gives this agent ${gets}`, range: tools.value.range, jsonPath: tools.path, level: 'error', help: 'write the tool names as `Read, Grep` or a YAML list, or remove `tools` to give the agent every tool' });
            return;
        }
        const pair = tools;
        // An entry with a space is split at it (`Microsoft Docs` is `Microsoft` and `Docs`), each judged on its own.
        const names = (0,tool_list/* toolEntries */.Tp)(artifact.file, pair.value, false).flatMap((e) => (splitsAtSpace(e.text) ? splitNames(e.text) : [e.text])); // not blank: a value is there
        if (names.length === 0 || names.some(resolves))
            return;
        const list = names.map((n) => `\`${n}\``).join(', ');
        ctx.report({
            message: memory
                ? `no entry of \`tools\` is a tool Claude Code knows (${list}): the agent gets ${gets}`
                : `no entry of \`tools\` is a tool Claude Code knows (${list}): it refuses to spawn this agent ("would be spawned with zero tools")`,
            // The agent is listed; calling it fails. With `memory` it runs with the memory tools only.
            effect: memory ? 'ignored' : 'fails-at-run-time',
            range: pair.value.range,
            jsonPath: pair.path,
            level: 'error',
            help: 'name at least one tool, e.g. `Read`, or remove `tools` to give the agent every tool',
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/agents/index.js








const AGENT_RULES = [model_valid, name_format, tools_known, plugin_ignored_fields, field_enums, frontmatter_types, model_policy, ...CROSS_FILE_AGENT_RULES];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/allowed-tools-known.js


/* harmony default export */ const allowed_tools_known = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'commands/allowed-tools-known',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Unknown, renamed or malformed entries in a command\'s or skill\'s `allowed-tools` and `disallowed-tools`.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: 'machine',
        rationale: 'An `allowed-tools` entry Claude Code does not recognise pre-approves nothing, so the command stops to ask (or a `!` shell line aborts: oracle rules-shell.json `bash(touch:*) lower case: touch x`, refused on 2.1.332). Entries may be separated by commas or spaces; commas and spaces inside parentheses do not split.',
        examples: { wrong: '---\ndescription: Commit\nallowed-tools: Bash(git add:*), bash(git commit:*)\n---', right: '---\ndescription: Commit\nallowed-tools: Bash(git add:*), Bash(git commit:*)\n---', file: '.claude/commands/commit.md' },
    },
    check(artifact, ctx) {
        checkToolFields(artifact, ctx, ['allowed-tools', 'disallowed-tools'], true);
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/command-body.js
var command_body = __webpack_require__(1435);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/argument-hint.js



/* harmony default export */ const argument_hint = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'commands/argument-hint',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: 'A command or skill that reads `$ARGUMENTS` or `$N` but declares no `argument-hint`.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: false,
        rationale: 'Documented (https://code.claude.com/docs/en/slash-commands): Claude Code shows `argument-hint` next to the command in the `/` menu (the menu is interactive, so no oracle case records it). Without it users are not told the command takes arguments, run it bare, and `$ARGUMENTS` expands to an empty string.',
        examples: {
            wrong: '---\ndescription: Fix an issue\n---\nFix issue #$ARGUMENTS.',
            right: '---\ndescription: Fix an issue\nargument-hint: [issue-number]\n---\nFix issue #$ARGUMENTS.',
            file: '.claude/commands/fix-issue.md',
        },
    },
    check(artifact, ctx) {
        if ((0,tree/* getPair */.xf)(artifact.root, 'argument-hint') || (0,tree/* getPair */.xf)(artifact.root, 'arguments'))
            return;
        const uses = [...(0,command_body/* argumentsUses */.FT)(artifact), ...(0,command_body/* positionalUses */.Pc)(artifact)].sort((a, b) => a.start - b.start);
        const first = uses[0];
        if (!first)
            return;
        ctx.report({
            message: `\`${first.text}\` reads the command's arguments, but there is no \`argument-hint\`: the \`/\` menu shows \`argument-hint\` to tell users what to pass (documented: https://code.claude.com/docs/en/slash-commands), and \`${first.text}\` is empty when they do not`,
            range: artifact.file.lines.range(first.start, first.end),
            help: 'add e.g. `argument-hint: [issue-number]` to the frontmatter',
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/frontmatter-missing.js

/* harmony default export */ const frontmatter_missing = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'commands/frontmatter-missing',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: 'A command file without a frontmatter block: no `description`, `allowed-tools` or other settings.',
        kinds: ['command'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'A command without frontmatter still works: in a project Claude Code lists it with its first body line as the description; in a plugin it is not offered to the model at all, only a user who types it runs it (a warning there; oracle: oracle/claude-code/listing.json, the corpus commands without frontmatter as plugin commands). But it can set nothing else (`description`, `allowed-tools`, `argument-hint`, `model`), and `claude plugin validate` warns: "No frontmatter block found. Add YAML frontmatter between --- delimiters at the top of the file to set description and other metadata."',
        examples: { wrong: 'Review the staged diff.\n', right: '---\ndescription: Review the staged diff\n---\nReview the staged diff.\n', file: '.claude/commands/review.md' },
    },
    check(artifact, ctx) {
        const md = artifact.markdown;
        if (!md || md.frontmatter.present)
            return;
        const file = artifact.file;
        // The first line with text (no split of the whole file: bodies can be long).
        let start = 0;
        let first = '';
        for (let at = 0; at <= file.text.length;) {
            const nl = file.text.indexOf('\n', at);
            const end = nl < 0 ? file.text.length : nl;
            const line = file.text.slice(at, end).replace(/\r$/, '');
            if (line.trim() !== '') {
                start = at;
                first = line;
                break;
            }
            if (nl < 0)
                break;
            at = nl + 1;
        }
        const range = file.lines.range(start, start + Math.max(1, first.length));
        const summary = first.replace(/^#+\s*/, '').trim().slice(0, 80).replace(/(?<![.:])[.:]+$/, '');
        const inPlugin = artifact.pluginRoot !== undefined;
        ctx.report({
            message: inPlugin
                ? 'this plugin command has no frontmatter block, so no `description`: Claude Code does not offer it to the model (it is missing from the Skill tool\'s list; a user can still type it), and it can set no `allowed-tools`, `argument-hint` or `model`'
                : 'this command has no frontmatter block: Claude Code uses its first line as the description, and it can set no `allowed-tools`, `argument-hint` or `model`',
            level: inPlugin ? 'warn' : undefined,
            range: first === '' ? file.lines.range(0, 0) : range,
            help: 'add `---`, `description: ...` and `---` at the top of the file',
            suggestion: summary
                ? { msg: 'add a frontmatter block with a description', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: file.lines.range(0, 0), text: `---\ndescription: ${JSON.stringify(summary)}\n---\n` }] }
                : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/positional-arguments.js


/* harmony default export */ const positional_arguments = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'commands/positional-arguments',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'migration',
        defaultLevel: 'warn',
        description: '`$1` used as the first argument while `$0` is never used: arguments are 0-based now.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code numbers command and skill arguments from 0 (`$0` is the first, `$ARGUMENTS[0]` likewise). Older documentation used `$1` for the first argument, so a file written then silently reads the second argument where it meant the first, and an empty string when only one argument is given.',
        examples: {
            wrong: '---\ndescription: Review a pull request\nargument-hint: [pr-number]\n---\nReview pull request #$1.',
            right: '---\ndescription: Review a pull request\nargument-hint: [pr-number]\n---\nReview pull request #$0.',
            file: '.claude/commands/review-pr.md',
        },
    },
    check(artifact, ctx) {
        const uses = (0,command_body/* positionalUses */.Pc)(artifact);
        if (uses.length === 0)
            return;
        if (uses.some((u) => u.index === 0))
            return;
        if ((0,command_body/* argumentsUses */.FT)(artifact).some((u) => u.index !== undefined))
            return;
        const first = uses.filter((u) => u.index === 1)[0];
        if (!first)
            return;
        const { lines } = artifact.file;
        const highest = Math.max(...uses.map((u) => u.index));
        ctx.report({
            message: `\`$1\` is the second argument: Claude Code numbers arguments from \`$0\`, and this file never uses \`$0\`, so it reads the wrong argument (empty when only one is given)`,
            range: lines.range(first.start, first.end),
            notes: uses.length > 1 ? [`${uses.length} positional uses in the body (up to \`$${highest}\`); the fix renumbers all of them`] : [],
            help: 'number arguments from 0: `$0` is the first argument',
            suggestion: {
                msg: 'renumber the arguments from 0',
                applicability: 'MaybeIncorrect',
                edits: uses.map((u) => ({ path: artifact.path, range: lines.range(u.start, u.end), text: `$${u.index - 1}` })),
            },
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/shadowed-by-skill.js





/* harmony default export */ const shadowed_by_skill = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'commands/shadowed-by-skill',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'info',
        description: 'A command and a skill with the same name in one scope: the skill wins.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: false,
        rationale: 'Commands became a kind of skill (Claude Code v2.1.3) and share one namespace. When `.claude/commands/deploy.md` and `.claude/skills/deploy/SKILL.md` both exist, `/deploy` runs the skill and the command is silently unreachable.',
        // The finding depends only on which paths exist: `wrong` is the command next to the skill in
        // `context`; the fix is a rename, which a single-file example cannot show.
        examples: {
            wrong: '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
            right: '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
            file: '.claude/commands/deploy.md',
            rightFile: '.claude/commands/deploy-legacy.md',
            context: { '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy the app\n---\nDeploy.\n' },
        },
    },
    reads: { command: ['name', 'description'] },
    check(project, ctx) {
        const skills = new Map();
        for (const s of (0,model/* artifactsOf */.Ns)(project, 'skill')) {
            const key = `${(0,scope/* scopeOf */.Od)(s)}\u0000${(0,scope/* skillInvocationName */.n)(s)}`;
            if (!skills.has(key))
                skills.set(key, s);
        }
        for (const c of (0,model/* artifactsOf */.Ns)(project, 'command')) {
            const name = (0,scope/* commandName */.p6)(c);
            const skill = skills.get(`${(0,scope/* scopeOf */.Od)(c)}\u0000${name}`);
            if (!skill)
                continue;
            const namePair = (0,tree/* getPair */.xf)(c.root, 'name');
            const descPair = (0,tree/* getPair */.xf)(c.root, 'description');
            const range = namePair?.value?.range ?? descPair?.keyRange ?? (0,source/* firstLine */.TM)(c.file);
            ctx.report({
                path: c.path,
                message: `command \`/${name}\` is shadowed by the skill \`${name}\` (${skill.path}): Claude Code runs the skill, and this command is never used`,
                range,
                element: { type: 'command', name },
                // The whole command is what Claude Code never uses.
                subject: '$',
                help: 'rename or delete one of the two; commands and skills share one namespace',
                related: [{ message: `the skill \`${name}\` that wins`, span: { path: skill.path, range: skill.nameRange ?? (0,source/* firstLine */.TM)(skill.file), element: { type: 'skill', name: skill.element.name } } }],
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/shell-risk.js
var shell_risk = __webpack_require__(4441);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/skill-util.js
/** Insert a `key: value` line at the end of the frontmatter (undefined when the file has none). */
function insertFrontmatterLine(artifact, line) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm || !fm.present || fm.lenient)
        return undefined;
    const at = fm.yamlOffset + fm.yaml.length;
    if (fm.problems.some((p) => p.code === 'frontmatter-unclosed'))
        return undefined;
    return { path: artifact.path, range: artifact.file.lines.range(at, at), text: `${line}\n` };
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/read-only.js
/**
 * Which `!` commands Claude Code runs before the prompt without any
 * `allowed-tools` rule: the read-only commands observed on Claude Code
 * 2.1.332 (known values `READ_ONLY_*`). Anything not known to be read-only is
 * treated as needing a rule, since an unknown program (`uniq`, `awk`) was
 * refused.
 */

/** Split one simple command into words (quotes removed; no expansion). */
function words(cmd) {
    const out = [];
    let cur = '';
    let quote = null;
    let any = false;
    for (const c of cmd) {
        if (quote) {
            if (c === quote)
                quote = null;
            else
                cur += c;
            continue;
        }
        if (c === '"' || c === "'") {
            quote = c;
            any = true;
            continue;
        }
        if (/\s/.test(c)) {
            if (cur !== '' || any)
                out.push(cur);
            cur = '';
            any = false;
            continue;
        }
        cur += c;
    }
    if (cur !== '' || any)
        out.push(cur);
    return out;
}
/** A path argument that points outside the working directory (or cannot be known without expanding it). */
function outsidePath(arg) {
    if (arg === '/dev/null')
        return false;
    return arg.startsWith('/') || arg.startsWith('~') || arg.includes('$') || arg.split('/').includes('..');
}
function gitReadOnly(args) {
    const sub = args[0];
    if (sub === undefined || !claude_code/* READ_ONLY_GIT_SUBCOMMANDS */.sV.includes(sub))
        return false;
    const rest = args.slice(1);
    // `git branch x`, `git tag v1`, `git remote add`, `git stash` (push) change the repository.
    if (sub === 'branch')
        return rest.every((a) => ['--show-current', '-a', '--all', '-r', '--remotes', '-v', '-vv', '--list'].includes(a));
    if (sub === 'tag')
        return rest.every((a) => a === '-l' || a === '--list');
    if (sub === 'remote')
        return rest.every((a) => a === '-v' || a === '--verbose');
    if (sub === 'stash')
        return rest[0] === 'list';
    return true;
}
/**
 * Is one part of a command (no `&&`, `|`, `;`) read-only as Claude Code sees
 * it? `cmd` is already split at those operators.
 */
function readOnlyPart(cmd) {
    const c = cmd.trim();
    if (c === '')
        return true;
    if (claude_code/* READ_ONLY_EXACT_COMMANDS */.FX.includes(c))
        return true;
    // Command substitution and output redirection are never auto-allowed (`cat x > out` was refused).
    if (/\$\(|`|(^|[^0-9<>&])>|>>/.test(c.replace(/\s[12]?>\s*\/dev\/null/g, '')))
        return false;
    const w = words(c.replace(/<\s*\S+/g, ''));
    const prog = w[0];
    // `FOO=1 ls` was refused: an environment prefix needs a rule.
    if (prog === undefined || /^[A-Za-z_][A-Za-z0-9_]*=/.test(prog))
        return false;
    const args = w.slice(1);
    if (prog === 'git')
        return gitReadOnly(args);
    if (!claude_code/* READ_ONLY_COMMANDS */.Zj.includes(prog))
        return false;
    const writing = claude_code/* WRITING_OPTIONS */.q$[prog];
    if (writing && args.some((a) => writing.some((o) => a === o || a.startsWith(`${o}=`) || (o === '-i' && /^-i/.test(a)))))
        return false;
    if (claude_code/* READ_ONLY_TEXT_COMMANDS */.vP.includes(prog))
        return true;
    return !args.some((a) => !a.startsWith('-') && outsidePath(a));
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/shell-injection-approval.js








/** Does one `allowed-tools` entry approve `cmd` for `tool` (Bash or PowerShell)? */
function entryApproves(entry, tool, cmd) {
    const m = /^([A-Za-z]+)(?:\((.*)\))?$/s.exec(entry.trim());
    if (!m || m[1] !== tool)
        return false;
    const spec = m[2]?.trim();
    if (spec === undefined || spec === '' || spec === '*')
        return true;
    if (spec.endsWith(':*')) {
        // The legacy prefix form: `Bash(npm run test:*)` approves `npm run test`, `npm run test -- x` and `npm run test:unit`.
        const prefix = spec.slice(0, -2).trim();
        return cmd.startsWith(prefix);
    }
    if (!spec.includes('*'))
        return cmd === spec;
    // `gh *` also approves a bare `gh`.
    if (spec.endsWith(' *') && cmd === spec.slice(0, -2))
        return true;
    return globMatches(spec.split('*'), cmd);
}
/**
 * Does `text` match the glob whose literal pieces (between `*`s) are `parts`? The first piece is a
 * prefix, the last a suffix, the middle ones are found left to right: linear in the text, where a
 * `.*`-joined regex backtracks on long commands.
 */
function globMatches(parts, text) {
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last))
        return false;
    let at = first.length;
    const end = text.length - last.length;
    for (const piece of parts.slice(1, -1)) {
        const i = text.indexOf(piece, at);
        if (i < 0 || i + piece.length > end)
            return false;
        at = i + piece.length;
    }
    return true;
}
/** Split a compound command at `&&`, `||`, `;` and `|` (outside quotes). */
function subcommands(cmd) {
    const out = [];
    let cur = '';
    let quote = null;
    for (let i = 0; i < cmd.length; i++) {
        const c = cmd[i];
        if (quote) {
            if (c === quote)
                quote = null;
            cur += c;
            continue;
        }
        if (c === '"' || c === "'") {
            quote = c;
            cur += c;
            continue;
        }
        if (c === ';' || c === '\n' || c === '|' || (c === '&' && cmd[i + 1] === '&')) {
            out.push(cur);
            cur = '';
            if ((c === '|' && cmd[i + 1] === '|') || c === '&')
                i++;
            continue;
        }
        cur += c;
    }
    out.push(cur);
    return out.map((s) => s.trim()).filter((s) => s !== '');
}
/**
 * Does Claude Code run `cmd` without asking? Each part of a compound command
 * (`a && b`, `a | b`, `a; b`) is checked on its own: it runs when it is
 * read-only (Bash only) or an `allowed-tools` rule approves it, so a prefix
 * rule for `a` does not approve `a; touch x`. An exact rule may name the whole line.
 */
function approved(entries, tool, cmd) {
    const c = cmd.trim();
    if (entries.some((e) => e.trim() === `${tool}(${c})`))
        return true;
    const parts = subcommands(c);
    return parts.length > 0 && parts.every((p) => (tool === 'Bash' && readOnlyPart(p)) || entries.some((e) => entryApproves(e, tool, p)));
}
function firstWord(cmd) {
    const words = cmd.trim().split(/\s+/);
    // Skip leading `VAR=value` assignments.
    const w = words.find((x) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(x)) ?? words[0] ?? cmd;
    return w.replace(/[()]/g, '');
}
/**
 * The `Tool(word *)` entries that approve every part of `cmd` that is not approved yet, or undefined when
 * such an entry would not approve a part (a leading `VAR=value`, a subshell): the fix must clear the finding.
 */
function entriesFor(entries, tool, cmd) {
    const add = [];
    for (const p of subcommands(cmd.trim())) {
        if ((tool === 'Bash' && readOnlyPart(p)) || entries.some((e) => entryApproves(e, tool, p)))
            continue;
        const entry = `${tool}(${firstWord(p)} *)`;
        if (!entryApproves(entry, tool, p))
            return undefined;
        if (!add.includes(entry))
            add.push(entry);
    }
    return add.length > 0 && approved([...entries, ...add], tool, cmd) ? add : undefined;
}
/** An entry as a YAML item: plain when it reads back the same (in a flow list, without `[]{},`), else double-quoted. */
const yamlItem = (s, flow) => ((0,edits/* yamlPlainSafe */.d7)(s) && !(flow && /[[\]{},]/.test(s)) ? s : JSON.stringify(s));
/** Add entries to `allowed-tools`, whatever its form; undefined when no safe edit exists. */
function addEntries(artifact, add) {
    const pair = (0,tree/* getPair */.xf)(artifact.root, 'allowed-tools');
    const file = artifact.file;
    if (!pair) {
        const joined = add.join(', ');
        return insertFrontmatterLine(artifact, `allowed-tools: ${(0,edits/* yamlPlainSafe */.d7)(joined) ? joined : JSON.stringify(joined)}`);
    }
    const v = pair.value;
    if (!v)
        return undefined;
    if (v.type === 'seq' && !v.flow && v.items.length > 0) {
        const last = v.items[v.items.length - 1];
        const line = last.range.end.line;
        const text = file.lines.lineText(line);
        const indent = /^(\s*)-/.exec(file.lines.lineText(last.range.start.line))?.[1] ?? '  ';
        const at = file.lines.lineStart(line) + text.length;
        return { path: file.path, range: file.lines.range(at, at), text: add.map((a) => `\n${indent}- ${yamlItem(a, false)}`).join('') };
    }
    if (v.type === 'seq' && v.flow) {
        const at = v.range.end.offset - 1;
        return { path: file.path, range: file.lines.range(at, at), text: `${v.items.length > 0 ? ', ' : ''}${add.map((a) => yamlItem(a, true)).join(', ')}` };
    }
    if (v.type === 'scalar' && (0,tree/* scalarString */.Cg)(v) !== undefined) {
        const raw = file.text.slice(v.range.start.offset, v.range.end.offset);
        const sep = String(v.value).includes(',') || String(v.value).trim() === '' ? ', ' : ' ';
        if (raw.startsWith('"') || raw.startsWith("'")) {
            const at = v.range.end.offset - 1;
            // Inside the quotes: escaped the way that quoting style escapes.
            const inner = (a) => (raw.startsWith('"') ? JSON.stringify(a).slice(1, -1) : a.replace(/'/g, "''"));
            return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.map(inner).join(sep)}` };
        }
        if (raw === String(v.value) && (0,edits/* yamlPlainSafe */.d7)(`${raw}${sep}${add.join(sep)}`)) {
            const at = v.range.end.offset;
            return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.join(sep)}` };
        }
    }
    return undefined;
}
/* harmony default export */ const shell_injection_approval = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'commands/shell-injection-approval',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "A `` !`cmd` `` line or ```` ```! ```` block that is not read-only and that no `allowed-tools` rule allows.",
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code runs `` !`cmd` `` and ```` ```! ```` blocks through its Bash permission check before it sends the prompt, with the file\'s own `allowed-tools` counted as allow rules, and with no one to ask. Read-only commands run without any rule (observed on 2.1.332: `git status`, `git diff HEAD`, `git log`, `git branch --show-current`, `ls`, `cat` on files of the project). A command that is not read-only (`touch x`, `npm test`, `command -v git`, a `>` redirection, a file outside the project) and that no rule allows (`Bash(touch:*)` and `Bash(touch *)` both do) is refused: the whole command or skill is aborted and nothing is sent to the model.',
        examples: {
            wrong: '---\ndescription: Run the tests and summarise failures\n---\nResults: !`npm test`',
            right: '---\ndescription: Run the tests and summarise failures\nallowed-tools: Bash(npm test:*)\n---\nResults: !`npm test`',
            file: '.claude/commands/changes.md',
        },
    },
    check(artifact, ctx) {
        const cmds = (0,command_body/* shellCommands */.hf)(artifact);
        if (cmds.length === 0)
            return;
        const tool = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(artifact.root, 'shell')?.value) === 'powershell' ? 'PowerShell' : 'Bash';
        const entries = (0,tool_list/* toolEntries */.Tp)(artifact.file, (0,tree/* getPair */.xf)(artifact.root, 'allowed-tools')?.value, true).map((e) => e.text);
        const missing = cmds.filter((c) => !approved(entries, tool, c.text));
        const kind = artifact.kind === 'skill' ? 'skill' : 'command';
        if (missing.length === 0)
            return;
        // A command that downloads and runs code, or reads credentials and uses the network, is never pre-approved by
        // a fix: approving it is the reviewer's decision (the security/ rules report it).
        const needs = missing.map((c) => ((0,shell_risk/* shellRisks */.n)(c.text).length > 0 ? undefined : entriesFor(entries, tool, c.text)));
        // One edit for every command it can approve, carried by the first finding it clears.
        const add = [...new Set(needs.flatMap((n) => n ?? []))];
        const edit = add.length > 0 ? addEntries(artifact, add) : undefined;
        const carrier = needs.findIndex((n) => n !== undefined);
        missing.forEach((c, i) => {
            const suggestion = i === carrier && edit ? { msg: `pre-approve ${add.map((a) => `\`${a}\``).join(', ')} in \`allowed-tools\``, applicability: 'MaybeIncorrect', edits: [edit] } : undefined;
            const own = needs[i];
            const shown = c.text.length > 40 ? `${c.text.slice(0, 37)}...` : c.text;
            ctx.report({
                message: `${c.form === 'inline' ? `\`\` !\`${shown.replace(/\n/g, ' ')}\` \`\`` : 'this ```! block'} is not pre-approved: it is not read-only and no \`allowed-tools\` rule allows it; Claude Code refuses it before the prompt is sent, so the whole ${kind} is aborted and nothing is sent to the model`,
                range: artifact.file.lines.range(c.start, c.end),
                notes: entries.length === 0 ? ['the file has no `allowed-tools`'] : [`allowed-tools: ${entries.join(', ')}`],
                help: own
                    ? `add ${own.length > 1 ? 'entries' : 'an entry'} such as ${own.map((a) => `\`${a}\``).join(', ')} to \`allowed-tools\``
                    : (0,shell_risk/* shellRisks */.n)(c.text).length > 0
                        ? 'this command runs code it downloads or sends credentials away: read it before you approve it in `allowed-tools`'
                        : `add an \`allowed-tools\` rule that approves each part of this command that is not read-only`,
                suggestion,
            });
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/commands/index.js






const COMMAND_RULES = [
    allowed_tools_known,
    positional_arguments,
    shell_injection_approval,
    argument_hint,
    shadowed_by_skill,
    frontmatter_missing,
];

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/hooks-walk.js
var hooks_walk = __webpack_require__(1235);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/command-script-missing.js
/** A hook `command` that runs a script by a path inside the repository, and no file is there. */





const INTERPRETERS = /^(bash|sh|zsh|node|python3?|ruby|perl|deno|bun|tsx|npx\s+tsx)$/;
/** A relative path with a folder and a script's extension (`scripts/lint.sh`): nothing a shell expands. */
const SCRIPT_PATH = /^[\w.-]+\/[\w./-]*\.(sh|bash|zsh|js|mjs|cjs|ts|py|rb|pl)$/;
/** The script path a command starts with (itself, or an interpreter's first argument), with its anchor, if any. */
function scriptOf(command) {
    const words = command.trim().split(/\s+/);
    let w = words[0] ?? '';
    // The interpreter is one word (`bash`) or more (`npx tsx`): the longest leading run that names one.
    const n = [2, 1].find((k) => words.length > k && INTERPRETERS.test(words.slice(0, k).join(' '))) ?? 0;
    const interpreted = n > 0 && !words[n].startsWith('-');
    if (interpreted)
        w = words[n];
    const raw = w;
    w = w.replace(/^["']|["']$/g, '').replace(/"/g, '');
    const m = /^\$\{?(CLAUDE_PLUGIN_ROOT|CLAUDE_PROJECT_DIR)\}?\/(.+)$/.exec(w);
    if (m)
        return { anchor: m[1] === 'CLAUDE_PLUGIN_ROOT' ? 'plugin' : 'project', rel: m[2], raw };
    if (w.startsWith('./') && !/[$`*?]/.test(w))
        return { anchor: 'cwd', rel: w.slice(2), raw };
    // `bash scripts/lint.sh`: an interpreter's argument is a path from where the hook runs, `./` or not.
    if (interpreted && SCRIPT_PATH.test(w))
        return { anchor: 'cwd', rel: w, raw };
    return undefined;
}
const norm = (p) => p.split('/').filter((s) => s !== '' && s !== '.').join('/');
/* harmony default export */ const command_script_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'hooks/command-script-missing',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A hook `command` that runs a script by a path in the repository (`./scripts/x.sh`, `bash scripts/x.sh`, `${CLAUDE_PLUGIN_ROOT}/…`, `$CLAUDE_PROJECT_DIR/…`) where no file exists.',
        kinds: ['hooks'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        readsRepository: true,
        rationale: 'Claude Code does not check that a hook\'s script exists: `claude plugin validate` 2.1.332 and the settings loader accept `"command": "./scripts/missing.sh"` without a word (oracle/claude-code/mutations.json, cases `hooks:/hooks/PreToolUse/0/hooks/0/command:add:"./scripts/missing.sh"`, `settings:/hooks/PreToolUse/0/hooks/0/command:add:"./scripts/missing.sh"`). The shell then fails every time the hook fires, and a non-zero exit other than 2 is a non-blocking error: the guard or formatter the hook stands for silently does not run (documented: https://code.claude.com/docs/en/hooks). `${CLAUDE_PLUGIN_ROOT}` is the plugin\'s folder; `$CLAUDE_PROJECT_DIR` and a leading `./` the project root, where hooks run (only `./` paths in `.claude/settings*.json` are checked: a plugin\'s `./` paths depend on where the user runs Claude Code).',
        examples: {
            file: '.claude/settings.json',
            wrong: '{ "hooks": { "PostToolUse": [ { "matcher": "Write", "hooks": [ { "type": "command", "command": "./scripts/format.sh" } ] } ] } }',
            right: '{ "hooks": { "PostToolUse": [ { "matcher": "Write", "hooks": [ { "type": "command", "command": "npx prettier --write ." } ] } ] } }',
        },
    },
    check(project, ctx) {
        for (const artifact of (0,model/* artifactsOf */.Ns)(project, 'hooks')) {
            const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
            if (!map)
                continue;
            const settings = /(^|\/)\.claude\/settings(\.local)?\.json$/.test(artifact.path);
            // Settings files live in <root>/.claude/: only the repository's own project settings are anchored at the scan root.
            if (settings && artifact.path !== '.claude/settings.json' && artifact.path !== '.claude/settings.local.json')
                continue;
            for (const { group } of (0,hooks_walk/* matcherGroups */.Db)(map)) {
                const hooks = (0,tree/* getPair */.xf)(group, 'hooks')?.value;
                if (!hooks || hooks.type !== 'seq')
                    continue;
                for (const h of hooks.items) {
                    if (h.type !== 'map' || (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(h, 'type')?.value) !== 'command')
                        continue;
                    const cmd = (0,tree/* getPair */.xf)(h, 'command');
                    const text = (0,tree/* scalarString */.Cg)(cmd?.value);
                    if (!cmd?.value || text === undefined)
                        continue;
                    const s = scriptOf(text);
                    if (!s)
                        continue;
                    let base;
                    if (s.anchor === 'plugin')
                        base = artifact.pluginRoot;
                    else if (s.anchor === 'project' || settings)
                        base = '.';
                    if (base === undefined)
                        continue;
                    const rel = norm(`${base}/${s.rel}`);
                    if (rel.startsWith('..') || project.stat(rel) !== null)
                        continue;
                    ctx.report({
                        path: artifact.path,
                        message: `the hook script \`${(0,suggest/* clippedStart */.IV)(rel)}\` does not exist: ${s.raw === rel ? '' : `the hook runs \`${s.raw}\`, which is \`${rel}\`; `}the command fails every time the hook fires, and Claude Code loads it without a message`,
                        range: cmd.value.range,
                        jsonPath: cmd.path,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/handler-ignored-field.js
/** A hook handler field that belongs to another handler type (`async` on a prompt hook, `model` on a command hook, …): Claude Code ignores it. */




/**
 * Fields only some handler types read (Claude Code 2.1.332's hook schema, as its validation messages name them, and
 * the hooks reference https://code.claude.com/docs/en/hooks). `timeout`, `if`, `statusMessage` and `once` are read
 * on every type and are not listed.
 */
const OWNERS = {
    command: ['command'], args: ['command'], shell: ['command'], async: ['command'], asyncRewake: ['command'],
    prompt: ['prompt', 'agent'], model: ['prompt', 'agent'],
    url: ['http'], headers: ['http'], allowedEnvVars: ['http'],
    server: ['mcp_tool'], tool: ['mcp_tool'], input: ['mcp_tool'],
};
/* harmony default export */ const handler_ignored_field = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/handler-ignored-field',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A hook handler field that its `type` does not read: `async` or `command` on a `prompt` hook, `model` or `prompt` on a `command` hook, `url` on an `agent` hook, …',
        kinds: hooks_walk/* HOOK_KINDS */.mp,
        optIn: false,
        fixable: false,
        rationale: 'Each hook handler type reads its own fields: `command`, `args`, `shell`, `async` and `asyncRewake` only on `command` hooks, `prompt` and `model` on `prompt` and `agent` hooks, `url`, `headers` and `allowedEnvVars` on `http` hooks, `server`, `tool` and `input` on `mcp_tool` hooks (documented: https://code.claude.com/docs/en/hooks). Written on another type the field does nothing, and nothing says so: `claude plugin validate` 2.1.332 and the settings loader accept it without a word (oracle/claude-code/mutations.json, cases `hooks:/hooks/PostToolUse/0/hooks/0/async:add:true`, `hooks:/hooks/PreToolUse/0/hooks/0/model:add:"haiku"`, `settings:/hooks/PreToolUse/0/hooks/0/model:add:"haiku"`). So a `prompt` hook marked `async` still blocks, and a `command` hook given a `model` runs the command. `once` is read on every type and is not reported.',
        examples: {
            wrong: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "prompt", "prompt": "Is the task done?", "async": true } ] } ] } }',
            right: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "prompt", "prompt": "Is the task done?" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
        if (!map)
            return;
        for (const { group } of (0,hooks_walk/* matcherGroups */.Db)(map)) {
            const hooks = (0,tree/* getPair */.xf)(group, 'hooks')?.value;
            if (!hooks || hooks.type !== 'seq')
                continue;
            for (const h of hooks.items)
                if (h.type === 'map')
                    check(h);
        }
        function check(h) {
            const type = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(h, 'type')?.value);
            if (type === undefined)
                return;
            for (const p of h.pairs) {
                const owners = OWNERS[p.key];
                if (!owners || owners.includes(type))
                    continue;
                ctx.report({
                    message: `\`${p.key}\` has no effect on a \`${type}\` hook: only ${(0,suggest/* listOf */.c3)(owners, 'and')} hooks read it (documented), and Claude Code accepts it without a message`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    help: owners.length === 1 ? `remove \`${p.key}\`, or make this a \`${owners[0]}\` hook` : `remove \`${p.key}\``,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/json.js
var json = __webpack_require__(3363);
// EXTERNAL MODULE: ./build/src/rules/shared/url.js
var url = __webpack_require__(3806);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/field-types.js
/**
 * Hook values of the wrong type: `hooks` not an object, a `matcher` that is not a string, a handler's
 * `command`/`prompt`/`url`/`model` not a string, a `url` that is not a URL, a `timeout` that is not a
 * number above 0, and a plugin hooks.json `description` that is not a string.
 */





/** Events whose unloadable hook makes Claude Code refuse the whole file (the message of every probe: "may be what guards the permissions"). */
const GUARD_EVENTS = ['PreToolUse', 'PermissionRequest'];
/** String fields per handler type (Claude Code 2.1.332's messages "Invalid <type> hook (<field>: …)"). */
const STRING_FIELDS = {
    command: ['command', 'statusMessage'],
    prompt: ['prompt', 'model', 'statusMessage'],
    agent: ['prompt', 'model', 'statusMessage'],
    http: ['url', 'statusMessage'],
    mcp_tool: ['server', 'tool', 'statusMessage'],
};
const isSettings = (a) => /(^|\/)\.claude\/settings(\.local)?\.json$/.test(a.path);
/** What Claude Code does with the file when an entry of `event` cannot be loaded. */
function consequence(a, event) {
    if (event !== undefined && GUARD_EVENTS.includes(event)) {
        return isSettings(a)
            ? 'Claude Code does not load this settings file at all ("These settings did not load")'
            : '`claude plugin validate` rejects the file, and nothing it sits in is applied';
    }
    return isSettings(a) ? 'Claude Code skips this entry ("Invalid setting skipped")' : 'Claude Code ignores this entry at run time';
}
/** The effect of `consequence`: the settings file not loaded, the hooks file refused, or the entry ignored. */
function consequenceEffect(a, event) {
    if (event !== undefined && GUARD_EVENTS.includes(event))
        return isSettings(a) ? 'not-loaded' : 'refused';
    return 'ignored';
}
/* harmony default export */ const field_types = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/field-types',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook value of the wrong type: `hooks` not an object, a `matcher`, `command`, `prompt`, `url` or `model` that is not a string, an invalid `url`, or a `timeout` that is not a number above 0.',
        kinds: ['hooks'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code 2.1.332 validates every hook entry (oracle/claude-code/mutations.json, `hooks:` and `settings:` cases). A `timeout` of 0 or below ("Too small: expected number to be >0"), a `timeout` that is not a number, a `matcher`, `command`, `prompt` or `url` of the wrong type, or an `http` hook whose `url` is not a URL ("Invalid URL") make the entry unloadable. Under PreToolUse or PermissionRequest the whole file goes with it: `.claude/settings.json` does not load at all ("These settings did not load", case `settings:/hooks/PreToolUse/0/hooks/0/timeout:zero`), and `claude plugin validate` rejects a plugin\'s hooks.json (case `hooks:/hooks/PreToolUse/0/hooks/0/timeout:zero`), because such a hook may be what guards the permissions declared beside it. Under other events the entry is ignored at run time (case `hooks:/hooks/PostToolUse/0/hooks/0/timeout:zero`). A `hooks` value that is not an object is skipped in settings.json (case `settings:/hooks:type:string`) and rejected in hooks.json; a hooks.json `description` that is not a string is rejected (case `hooks:/description:type:number`).',
        examples: {
            wrong: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh", "timeout": 0 } ] } ] } }',
            right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh", "timeout": 30 } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const report = (r) => ctx.report(r);
        const root = artifact.root;
        if (!isSettings(artifact))
            checkDescription(artifact, report);
        if (!root)
            return;
        if (root.type !== 'map') {
            report({ message: `\`hooks\` must be an object of hook events, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(root))}: each event holds an array of \`{ "matcher", "hooks": [...] }\` groups; ${isSettings(artifact) ? 'Claude Code skips it ("Invalid setting skipped")' : '`claude plugin validate` rejects the file'}`, range: root.range, jsonPath: root.path, effect: isSettings(artifact) ? 'ignored' : 'refused' });
            return;
        }
        for (const event of root.pairs) {
            if (!event.value || event.value.type !== 'seq')
                continue; // hooks/handler's
            for (const group of event.value.items) {
                if (group.type !== 'map')
                    continue;
                const matcher = (0,tree/* getPair */.xf)(group, 'matcher');
                if (matcher?.value && !(matcher.value.type === 'scalar' && typeof matcher.value.value === 'string')) {
                    report({ message: `\`matcher\` must be a string, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(matcher.value))}: ${consequence(artifact, event.key)}`, range: matcher.value.range, jsonPath: matcher.path, subject: group.path, effect: consequenceEffect(artifact, event.key) });
                }
                const hooks = (0,tree/* getPair */.xf)(group, 'hooks')?.value;
                if (!hooks || hooks.type !== 'seq')
                    continue;
                for (const h of hooks.items)
                    if (h.type === 'map')
                        checkHandler(artifact, event, h, report);
            }
        }
    },
}));
function checkHandler(artifact, event, h, reportAny) {
    // Each of these makes the harness skip the handler (or the file): the effect is about the handler.
    const report = (r) => reportAny({ ...r, effect: consequenceEffect(artifact, event.key), subject: h.path });
    const type = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(h, 'type')?.value);
    if (type === undefined || !STRING_FIELDS[type])
        return; // hooks/handler's
    const why = consequence(artifact, event.key);
    for (const f of STRING_FIELDS[type]) {
        const p = (0,tree/* getPair */.xf)(h, f);
        const v = p?.value;
        // A missing or null required field is hooks/handler's.
        if (!p || !v || (v.type === 'scalar' && v.value === null))
            continue;
        if (!(v.type === 'scalar' && typeof v.value === 'string')) {
            report({ message: `\`${f}\` of a \`${type}\` hook must be a string, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(v))}: ${why}`, range: v.range, jsonPath: p.path });
        }
        else if (f === 'url' && !(0,url/* isUrl */.g)(v.value)) {
            report({ message: `\`url\` \`${v.value}\` is not a URL ("Invalid URL"): ${why}`, range: v.range, jsonPath: p.path, help: 'write an absolute URL such as `https://hooks.example.com/check`' });
        }
    }
    const t = (0,tree/* getPair */.xf)(h, 'timeout');
    if (t?.value)
        checkTimeout(artifact.path, t, t.value, type, why, report);
}
function checkTimeout(path, p, v, type, why, report) {
    if (!(v.type === 'scalar' && typeof v.value === 'number')) {
        const quoted = v.type === 'scalar' && typeof v.value === 'string' && /^\d+(\.\d+)?$/.test(v.value.trim()) && Number(v.value) > 0;
        report({
            message: `\`timeout\` of a \`${type}\` hook must be a number of seconds, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(v))}: ${why}`,
            range: v.range,
            jsonPath: p.path,
            suggestion: quoted ? { msg: `write the number \`${String(v.value).trim()}\``, applicability: 'MachineApplicable', edits: [{ path, range: v.range, text: String(v.value).trim() }] } : undefined,
        });
    }
    else if (v.value <= 0) {
        report({ message: `\`timeout\` must be above 0 seconds, not ${v.value} ("Too small: expected number to be >0"): ${why}`, range: v.range, jsonPath: p.path, help: 'remove `timeout` for the default, or give the seconds the hook may take' });
    }
}
/** hooks.json: its optional top-level `description` must be a string. */
function checkDescription(artifact, report) {
    const { root } = (0,json/* parseJsonFile */.O)(artifact.file);
    const d = root?.type === 'map' ? (0,tree/* getPair */.xf)(root, 'description') : undefined;
    if (d?.value && !(d.value.type === 'scalar' && typeof d.value.value === 'string')) {
        report({ message: `\`description\` must be a string, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(d.value))}: \`claude plugin validate\` rejects the file`, range: d.value.range, jsonPath: d.path, effect: 'refused' });
    }
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/plugin-edits.js

/** Replace a key's text, keeping its quotes. */
function renameKey(file, pair, key) {
    const raw = file.text.slice(pair.keyRange.start.offset, pair.keyRange.end.offset);
    const text = raw.startsWith('"') ? JSON.stringify(key) : raw.startsWith("'") ? `'${key}'` : key;
    return { path: file.path, range: pair.keyRange, text };
}
/**
 * Delete one pair of a map. Flow maps (JSON) lose the pair and one adjoining
 * comma; block maps (YAML) lose the pair's lines.
 */
function deletePair(file, map, pair) {
    if (!map.flow) {
        // `- matcher: x` opening a sequence item: keep the `- ` and let the next key take its place.
        const lineStart = file.lines.lineStart(pair.keyRange.start.line);
        const before = file.text.slice(lineStart, pair.keyRange.start.offset);
        const next = map.pairs[map.pairs.indexOf(pair) + 1];
        if (/-\s*$/.test(before) && next)
            return { path: file.path, range: file.lines.range(pair.keyRange.start.offset, next.keyRange.start.offset), text: '' };
        return (0,edits/* deleteLines */.jN)(file, pair.range);
    }
    const i = map.pairs.indexOf(pair);
    const next = map.pairs[i + 1];
    const prev = map.pairs[i - 1];
    const { lines } = file;
    if (next)
        return { path: file.path, range: lines.range(pair.range.start.offset, next.range.start.offset), text: '' };
    if (prev)
        return { path: file.path, range: lines.range(prev.range.end.offset, pair.range.end.offset), text: '' };
    return { path: file.path, range: pair.range, text: '' };
}
/** Add `"key": value` (JSON text) as the first pair of a flow map, matching the next pair's indentation. */
function addJsonPair(file, map, key, jsonValue) {
    const first = map.pairs[0];
    const { lines } = file;
    if (!first) {
        const at = map.range.start.offset + 1;
        return { path: file.path, range: lines.range(at, at), text: ` ${JSON.stringify(key)}: ${jsonValue} ` };
    }
    const at = first.range.start.offset;
    const between = file.text.slice(map.range.start.offset + 1, at);
    const nl = between.lastIndexOf('\n');
    const sep = nl >= 0 ? `,\n${between.slice(nl + 1)}` : ', ';
    return { path: file.path, range: lines.range(at, at), text: `${JSON.stringify(key)}: ${jsonValue}${sep}` };
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/event-known.js





/* harmony default export */ const event_known = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/event-known',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hooks key that is not a Claude Code hook event (case matters: `PreToolUse`, not `pretooluse`).',
        kinds: hooks_walk/* HOOK_KINDS */.mp,
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code looks hooks up by exact event name and never fires hooks registered under any other key: a misspelt or wrongly cased event (`pretooluse`, `PostToolUsed`) means the guard or formatter silently never runs.',
        examples: {
            wrong: '{ "hooks": { "pretooluse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
        if (!map)
            return;
        for (const pair of map.pairs) {
            if (claude_code/* HOOK_EVENTS */.CJ.includes(pair.key))
                continue;
            const near = (0,suggest/* closest */.kp)(pair.key, claude_code/* HOOK_EVENTS */.CJ);
            const certain = (0,suggest/* certainCorrection */.Zg)(pair.key, claude_code/* HOOK_EVENTS */.CJ);
            const taken = (v) => map.pairs.some((p) => p.key === v);
            const pick = certain ?? near[0]?.value;
            ctx.report({
                message: `\`${pair.key}\` is not a hook event${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code never runs the hooks registered under it`,
                range: pair.keyRange,
                jsonPath: pair.path,
                help: near.length ? undefined : 'hook events include PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart (see the hooks reference)',
                suggestion: pick && !taken(pick)
                    ? { msg: `rename to \`${pick}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, pick)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/handler.js





/** The range of a mapping's opening brace. */
const brace = (file, n) => file.lines.range(n.range.start.offset, n.range.start.offset + 1);
/** One event's value: an array of `{ "matcher", "hooks": [...] }` groups. */
function checkEvent(ctx, file, event) {
    const v = event.value;
    if (!v)
        return;
    if (v.type !== 'seq') {
        ctx.report({ message: `\`${event.key}\` must be an array of \`{ "matcher", "hooks": [...] }\` groups: Claude Code runs none of these hooks`, range: v.range, jsonPath: event.path });
        return;
    }
    for (const group of v.items)
        checkGroup(ctx, file, event, group);
}
function checkGroup(ctx, file, event, group) {
    if (group.type !== 'map') {
        ctx.report({ message: 'a hook group must be an object `{ "matcher", "hooks": [...] }`: Claude Code ignores it', range: group.range, jsonPath: group.path });
        return;
    }
    const hooks = (0,tree/* getPair */.xf)(group, 'hooks');
    if (!hooks || !hooks.value || hooks.value.type !== 'seq') {
        const looksLikeHandler = (0,tree/* getPair */.xf)(group, 'type') || (0,tree/* getPair */.xf)(group, 'command');
        ctx.report({
            message: looksLikeHandler
                ? `this entry of \`${event.key}\` is a handler, not a matcher group: Claude Code expects groups \`{ "matcher": ..., "hooks": [ handler ] }\`, so the hook never runs`
                : `hook group has no \`hooks\` array: Claude Code runs nothing for it`,
            range: hooks ? (hooks.value ? hooks.value.range : hooks.keyRange) : brace(file, group),
            jsonPath: hooks?.path ?? group.path,
            help: 'wrap handlers as `{ "matcher": "Bash", "hooks": [ { "type": "command", "command": "..." } ] }`',
        });
        return;
    }
    for (const h of hooks.value.items)
        handler_checkHandler(ctx, file, event.key, h);
}
function handler_checkHandler(ctx, file, eventName, h) {
    if (h.type !== 'map') {
        ctx.report({ message: 'a hook handler must be an object with a `type`: Claude Code skips it', range: h.range, jsonPath: h.path });
        return;
    }
    const typePair = (0,tree/* getPair */.xf)(h, 'type');
    const type = knownType(ctx, file, h, typePair);
    if (type === undefined)
        return;
    const typeValue = typePair.value;
    requiredFields(ctx, h, type, typeValue);
    if (claude_code/* HOOK_EVENTS */.CJ.includes(eventName))
        eventRunsType(ctx, eventName, type, typePair, typeValue);
}
/** The handler's `type` when it is a known one; else reported, and undefined. */
function knownType(ctx, file, h, typePair) {
    const type = (0,tree/* scalarString */.Cg)(typePair?.value);
    if (!typePair || !typePair.value || type === undefined) {
        ctx.report({
            message: `hook handler has no \`type\` (${(0,suggest/* listOf */.c3)(claude_code/* HOOK_HANDLER_TYPES */.j4)}): Claude Code skips it`,
            range: typePair ? typePair.keyRange : brace(file, h),
            jsonPath: `${h.path}.type`,
            subject: h.path,
            suggestion: !typePair && h.flow && (0,tree/* getPair */.xf)(h, 'command') && h.pairs[0]
                ? { msg: 'add `"type": "command"`', applicability: 'MaybeIncorrect', edits: [{ path: file.path, range: h.pairs[0].range, text: `"type": "command", ${file.text.slice(h.pairs[0].range.start.offset, h.pairs[0].range.end.offset)}` }] }
                : undefined,
        });
        return undefined;
    }
    if (!claude_code/* HOOK_HANDLER_TYPES */.j4.includes(type)) {
        const fixed = (0,suggest/* certainCorrection */.Zg)(type, claude_code/* HOOK_HANDLER_TYPES */.j4);
        ctx.report({
            message: `unknown hook handler type \`${type}\`${(0,suggest/* didYouMean */.au)(type, claude_code/* HOOK_HANDLER_TYPES */.j4)}: Claude Code skips this handler`,
            range: typePair.value.range,
            jsonPath: typePair.path,
            subject: h.path,
            help: `handler types: ${(0,suggest/* listOf */.c3)(claude_code/* HOOK_HANDLER_TYPES */.j4)}`,
            suggestion: fixed ? { msg: `use \`${fixed}\``, applicability: 'MachineApplicable', edits: [{ path: file.path, range: typePair.value.range, text: typeText(file.text, typePair.value.range.start.offset, fixed) }] } : undefined,
        });
        return undefined;
    }
    return type;
}
/** The fields a handler of `type` needs (`command`, `url`, …): missing, null or empty. */
function requiredFields(ctx, h, type, typeValue) {
    const missing = (claude_code/* HOOK_HANDLER_REQUIRED */.RP[type] ?? []).filter((f) => {
        const p = (0,tree/* getPair */.xf)(h, f);
        return !p || !p.value || (p.value.type === 'scalar' && (p.value.value === null || p.value.value === ''));
    });
    // An empty string loads without a word (mutations.json `hooks:/hooks/PreToolUse/0/hooks/0/command:empty`): a warning.
    const onlyEmpty = missing.length > 0 && missing.every((f) => { const v = (0,tree/* getPair */.xf)(h, f)?.value; return v?.type === 'scalar' && v.value === ''; });
    if (onlyEmpty) {
        ctx.report({
            message: `${(0,suggest/* listOf */.c3)(missing, 'and')} of this \`${type}\` hook is empty: it has nothing to run (Claude Code 2.1.332 loads it without a message)`,
            range: (0,tree/* getPair */.xf)(h, missing[0]).value.range,
            jsonPath: `${h.path}.${missing[0]}`,
            subject: h.path,
            level: 'warn',
        });
    }
    else if (missing.length > 0) {
        ctx.report({
            message: `a \`${type}\` hook needs ${(0,suggest/* listOf */.c3)(missing, 'and')}: Claude Code skips this handler`,
            // At the field when it is written (`"command": null`), else at the type.
            range: (0,tree/* getPair */.xf)(h, missing[0])?.value?.range ?? typeValue.range,
            jsonPath: h.path,
            help: `add ${missing.map((m) => `\`"${m}"\``).join(' and ')} to the handler`,
        });
    }
}
/** A handler type the (known) event does not run. */
function eventRunsType(ctx, eventName, type, typePair, typeValue) {
    const promptLike = type === 'prompt' || type === 'agent';
    if (promptLike && !claude_code/* HOOK_EVENTS_WITH_PROMPT_HANDLERS */.M4.includes(eventName)) {
        ctx.report({
            message: `\`${eventName}\` does not run \`${type}\` hooks (only ${(0,suggest/* listOf */.c3)(claude_code/* HOOK_EVENTS_WITH_PROMPT_HANDLERS */.M4, 'and', 20)} do): Claude Code skips this handler`,
            range: typeValue.range,
            jsonPath: typePair.path,
            subject: typePair.path.slice(0, typePair.path.lastIndexOf('.')),
            help: 'use a `command` hook for this event',
        });
    }
    else if (claude_code/* HOOK_EVENTS_COMMAND_ONLY */.kQ.includes(eventName) && (type === 'http' || promptLike)) {
        ctx.report({
            message: `\`${eventName}\` runs only \`command\` hooks: Claude Code skips this \`${type}\` handler`,
            range: typeValue.range,
            // The hooks reference is terse on http handlers here: a warning, not a load error.
            level: type === 'http' ? 'warn' : undefined,
            jsonPath: typePair.path,
            subject: typePair.path.slice(0, typePair.path.lastIndexOf('.')),
            help: 'use a `command` hook for this event',
        });
    }
}
/* harmony default export */ const handler = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/handler',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook handler with an unknown `type`, without its required field (command, url, server+tool, prompt), or of a type its event does not run.',
        kinds: hooks_walk/* HOOK_KINDS */.mp,
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code skips a hook handler it cannot run: an unknown `type`, a `command` handler without `command`, an `http` handler without `url`, an `mcp_tool` handler without `server` and `tool`, a `prompt` or `agent` handler without `prompt`, or a handler type the event does not support (`prompt` and `agent` handlers only run on decision events such as PreToolUse or Stop; SessionStart and Setup run command handlers only). Handlers placed directly under the event, without a `{ "matcher", "hooks": [...] }` group, are not read at all.',
        examples: {
            wrong: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "shell", "cmd": "./guard.sh" } ] } ] } }',
            right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
        if (!map)
            return;
        for (const event of map.pairs)
            checkEvent(ctx, artifact.file, event);
    },
}));
/** The replacement text for a scalar at `offset`, keeping JSON or YAML quoting. */
function typeText(text, offset, value) {
    const c = text[offset];
    return c === "'" ? `'${value}'` : c === '"' ? JSON.stringify(value) : value;
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/matcher-ignored.js





/* harmony default export */ const matcher_ignored = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/matcher-ignored',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A `matcher` on a hook event that ignores matchers.',
        kinds: hooks_walk/* HOOK_KINDS */.mp,
        optIn: false,
        fixable: 'maybe',
        rationale: `Some events have nothing to match on (${claude_code/* HOOK_EVENTS_WITHOUT_MATCHER */.OK.join(', ')}): Claude Code silently ignores a matcher there and runs the hooks every time the event fires, which is rarely what a matcher such as \`Bash\` was meant to say (documented: https://code.claude.com/docs/en/hooks).`,
        examples: {
            wrong: '{ "hooks": { "Stop": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ] } }',
            right: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
        if (!map)
            return;
        for (const { event, group } of (0,hooks_walk/* matcherGroups */.Db)(map)) {
            if (!claude_code/* HOOK_EVENTS_WITHOUT_MATCHER */.OK.includes(event.key))
                continue;
            const m = (0,tree/* getPair */.xf)(group, 'matcher');
            const value = (0,tree/* scalarString */.Cg)(m?.value);
            if (!m || !m.value || value === undefined || value === '' || value === '*')
                continue;
            ctx.report({
                message: `\`${event.key}\` ignores matchers: Claude Code runs these hooks on every ${event.key}, not only for \`${value}\` (documented: https://code.claude.com/docs/en/hooks)`,
                range: m.value.range,
                jsonPath: m.path,
                help: 'remove the matcher, or filter inside the hook command',
                suggestion: { msg: 'remove the matcher', applicability: 'MaybeIncorrect', edits: [deletePair(artifact.file, group, m)] },
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/catalog.js
var catalog = __webpack_require__(3986);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/kinds/claude-settings.js
var claude_settings = __webpack_require__(4021);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/once-ignored.js
/** `once: true` on a hook of a settings file: Claude Code runs the hook at every matching event all the same. */





/* harmony default export */ const once_ignored = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/once-ignored',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: '`once: true` on a hook in `.claude/settings.json`: Claude Code runs the hook at every matching event, not once a session.',
        kinds: ['hooks'],
        optIn: false,
        fixable: false,
        rationale: 'The hooks reference documents `once` for the hooks a skill declares in its frontmatter (documented: https://code.claude.com/docs/en/hooks). In a settings file it is accepted without a word and has no effect: observed on Claude Code 2.1.332 (oracle/claude-code/hook-runs.json, case `settings once: true`: a PostToolUse hook on Write with `once: true` ran at each of three writes in one session, as one without `once` did). A guard or a notification meant to run once runs every time.',
        examples: {
            wrong: '{ "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "./scripts/welcome.sh", "once": true } ] } ] } }',
            right: '{ "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "./scripts/welcome.sh" } ] } ] } }',
            file: '.claude/settings.json',
            context: { 'scripts/welcome.sh': '#!/bin/sh\necho welcome\n' },
        },
    },
    check(artifact, ctx) {
        if (!claude_settings/* SETTINGS_PATH */.a.test((0,catalog/* pathAsRead */.yj)(artifact.path, artifact.catalog)))
            return;
        const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
        if (!map)
            return;
        for (const { group } of (0,hooks_walk/* matcherGroups */.Db)(map)) {
            const hooks = (0,tree/* getPair */.xf)(group, 'hooks')?.value;
            if (hooks?.type !== 'seq')
                continue;
            for (const h of hooks.items)
                if (h.type === 'map')
                    checkHandler(h);
        }
        function checkHandler(h) {
            const once = (0,tree/* getPair */.xf)(h, 'once');
            if (once?.value?.type !== 'scalar' || once.value.value !== true)
                return;
            ctx.report({
                message: '`once` has no effect in a settings file: Claude Code runs this hook at every matching event (observed); `once` is for the hooks a skill declares',
                range: once.keyRange,
                jsonPath: once.path,
                help: 'remove `once`, or move the hook into the frontmatter of the skill it belongs to',
            });
        }
    },
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/outside-hooks-object.js






/** Events whose misplacement `claude plugin validate` 2.1.332 calls out: the permission guards. */
const GUARDS = ['PreToolUse', 'PermissionRequest'];
/* harmony default export */ const outside_hooks_object = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'hooks/outside-hooks-object',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin `hooks/hooks.json` with hook events at the top level instead of under `"hooks"`, or with no `"hooks"` object at all.',
        kinds: ['hooks', 'plugin'],
        optIn: false,
        fixable: false,
        rationale: 'A plugin\'s `hooks/hooks.json` holds its events under a top-level `"hooks"` object (documented: https://code.claude.com/docs/en/plugins-reference#hooks). `claude plugin validate` 2.1.332 rejects a file with neither `hooks` nor `modules` ("hooks.json must have `hooks` (the hook matchers) or `modules` (hooks modules), or both"), and a `PreToolUse` or `PermissionRequest` written beside `hooks` ("a PreToolUse/PermissionRequest hook that cannot be loaded may be what guards the permissions declared beside it, so nothing it sits in is applied until the entry is fixed or removed").',
        examples: {
            wrong: '{ "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] }',
            right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            file: 'hooks/hooks.json',
            context: { '.claude-plugin/plugin.json': '{ "name": "guard" }' },
        },
    },
    check(project, ctx) {
        const roots = new Set((0,model/* artifactsOf */.Ns)(project, 'plugin').map((p) => String(p.data.pluginRoot ?? '.')));
        for (const pr of roots) {
            const path = pr === '.' ? 'hooks/hooks.json' : external_node_path_.posix.join(pr, 'hooks/hooks.json');
            const file = (0,model/* parsedFileAt */.B5)(project, path)?.file;
            if (!file)
                continue;
            const root = (0,json/* parseJsonFile */.O)(file).root;
            if (!root || root.type !== 'map')
                continue;
            const wrapped = (0,tree/* getPair */.xf)(root, 'hooks') !== undefined || (0,tree/* getPair */.xf)(root, 'modules') !== undefined;
            const events = root.pairs.filter((p) => claude_code/* HOOK_EVENTS */.CJ.includes(p.key));
            for (const e of events) {
                ctx.report({
                    path,
                    message: wrapped
                        ? GUARDS.includes(e.key)
                            ? `\`${e.key}\` is declared at the top level, outside the \`"hooks"\` object: \`claude plugin validate\` rejects the file, and a guard hook that cannot be loaded leaves the permissions it guards unapplied`
                            : `\`${e.key}\` is declared at the top level, outside the \`"hooks"\` object: hook events are read only under \`"hooks"\` (documented), so this hook never runs`
                        : `\`${e.key}\` is declared at the top level and the file has no \`"hooks"\` object: \`claude plugin validate\` rejects it ("hooks.json must have \`hooks\`"), and none of these hooks load`,
                    range: e.keyRange,
                    jsonPath: e.path,
                    help: 'move the event into `{ "hooks": { ... } }`',
                });
            }
            // rules-validator-sweep.json `hooks modules two entries`: "hooks.json `modules` names one hooks module per plugin; a
            // second entry is refused".
            const modules = (0,tree/* getPair */.xf)(root, 'modules')?.value;
            if (modules?.type === 'seq' && modules.items.length > 1) {
                ctx.report({ path, message: '`modules` names one hooks module per plugin: `claude plugin validate` refuses a second entry', range: modules.items[1].range, jsonPath: modules.items[1].path });
            }
            if (!wrapped && events.length === 0) {
                ctx.report({
                    path,
                    message: 'this hooks.json has no `"hooks"` object: `claude plugin validate` rejects it ("hooks.json must have `hooks` (the hook matchers) or `modules` (hooks modules), or both")',
                    range: file.lines.range(root.range.start.offset, root.range.start.offset + 1),
                    jsonPath: '$',
                    help: 'write `{ "hooks": {} }` if the plugin has no hooks',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/placeholder-unquoted.js



/** Path placeholders Claude Code substitutes in hook commands (seen unquoted by `claude plugin validate` 2.1.332). */
const PLACEHOLDER = /\$\{(CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA|CLAUDE_PROJECT_DIR)\}|\$(CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA|CLAUDE_PROJECT_DIR)\b/g;
/** The unquoted placeholders of a shell command: [start, end) of each, and of the shell word holding it. */
function unquotedPlaceholders(cmd) {
    // Quote state at every offset: a placeholder inside "…" or '…' is left alone.
    const quoted = [];
    let q = null;
    for (let i = 0; i < cmd.length; i++) {
        const c = cmd[i];
        if (q) {
            quoted[i] = true;
            if (c === q)
                q = null;
            else if (c === '\\' && q === '"')
                quoted[++i] = true;
        }
        else if (c === '"' || c === "'") {
            q = c;
            quoted[i] = true;
        }
        else
            quoted[i] = false;
    }
    const out = [];
    for (const m of cmd.matchAll(PLACEHOLDER)) {
        const start = m.index;
        if (quoted[start])
            continue;
        let ws = start;
        while (ws > 0 && !/[\s;&|()<>]/.test(cmd[ws - 1]) && !quoted[ws - 1])
            ws--;
        let we = start + m[0].length;
        while (we < cmd.length && !/[\s;&|()<>]/.test(cmd[we]) && !quoted[we])
            we++;
        out.push({ start, end: start + m[0].length, name: m[1] ?? m[2], wordStart: ws, wordEnd: we });
    }
    return out;
}
/* harmony default export */ const placeholder_unquoted = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'hooks/placeholder-unquoted',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A hook `command` that uses `${CLAUDE_PLUGIN_ROOT}` (or `CLAUDE_PLUGIN_DATA`, `CLAUDE_PROJECT_DIR`) outside double quotes.',
        kinds: hooks_walk/* HOOK_KINDS */.mp,
        optIn: false,
        fixable: 'maybe',
        rationale: 'A command hook runs through the shell after Claude Code puts the path in place of the placeholder. When the path holds a space (a home folder such as `/Users/Jane Doe`), an unquoted placeholder splits into several words and the hook fails. `claude plugin validate` 2.1.332 warns: "Shell command uses ${CLAUDE_PLUGIN_ROOT} without quotes … Wrap the placeholder in double quotes, or use exec form".',
        examples: {
            wrong: '{ "hooks": { "PostToolUse": [ { "matcher": "Edit", "hooks": [ { "type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/scripts/format.sh" } ] } ] } }',
            right: '{ "hooks": { "PostToolUse": [ { "matcher": "Edit", "hooks": [ { "type": "command", "command": "\\"${CLAUDE_PLUGIN_ROOT}/scripts/format.sh\\"" } ] } ] } }',
            file: 'hooks/hooks.json',
            context: { '.claude-plugin/plugin.json': '{ "name": "fmt" }' },
        },
    },
    check(artifact, ctx) {
        const map = (0,hooks_walk/* hooksMap */.Vl)(artifact);
        if (!map)
            return;
        const file = artifact.file;
        const json = artifact.path.endsWith('.json');
        for (const { group } of (0,hooks_walk/* matcherGroups */.Db)(map)) {
            const hooks = (0,tree/* getPair */.xf)(group, 'hooks')?.value;
            if (hooks?.type !== 'seq')
                continue;
            for (const h of hooks.items) {
                // A handler with no `type` is skipped by Claude Code (hooks/handler says so): nothing here runs.
                if (h.type !== 'map' || (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(h, 'type')?.value) !== 'command' || (0,tree/* getPair */.xf)(h, 'args'))
                    continue;
                const node = (0,tree/* getPair */.xf)(h, 'command')?.value;
                if (node?.type !== 'scalar' || typeof node.value !== 'string')
                    continue;
                const cmd = node.value;
                const raw = file.text.slice(node.range.start.offset, node.range.end.offset);
                // Offsets inside the value map 1:1 onto the file when the string has no escapes.
                const exact = (raw.startsWith('"') || raw.startsWith("'")) && raw.slice(1, -1) === cmd ? 1 : raw === cmd ? 0 : -1;
                for (const p of unquotedPlaceholders(cmd)) {
                    const base = node.range.start.offset + exact;
                    const word = cmd.slice(p.wordStart, p.wordEnd);
                    ctx.report({
                        message: `\`${cmd.slice(p.start, p.end)}\` is not in double quotes in this shell command: if the path holds a space the command splits into several words and the hook fails`,
                        range: exact >= 0 ? file.lines.range(base + p.start, base + p.end) : node.range,
                        jsonPath: node.path,
                        help: 'wrap the path in double quotes, or use exec form: `{ "command": "<executable>", "args": ["${CLAUDE_PLUGIN_ROOT}/..."] }`',
                        suggestion: 
                        // JSON strings only: in YAML a leading `"` would change how the value is read.
                        exact === 1 && json && raw.startsWith('"')
                            ? { msg: `quote \`${word}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: file.lines.range(base + p.wordStart, base + p.wordEnd), text: `\\"${word}\\"` }] }
                            : undefined,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/hooks/index.js









const HOOK_RULES = [
    command_script_missing,
    handler_ignored_field,
    field_types,
    event_known,
    handler,
    matcher_ignored,
    placeholder_unquoted,
    outside_hooks_object, once_ignored
];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/entry-extensions.js






const REJECTS = '`claude plugin validate` rejects the marketplace';
/** Printable ASCII, no run of 4 spaces: what the install consent screen can show (`command source with four spaces`). */
const unprintable = (s) => /[^\x20-\x7e]| {4,}/.test(s);
function checkConsentText(at, what, report) {
    const s = (0,tree/* scalarString */.Cg)(at?.value);
    if (!at?.value || s === undefined)
        return;
    // `command source too long`, `command source with four spaces`, `archive headersHelper with four spaces`
    if (s.length > claude_code/* CONSENT_TEXT_MAX */.El)
        report(at.value, `${what} is too long for the install consent screen: it shows at most ${claude_code/* CONSENT_TEXT_MAX */.El} characters, and ${REJECTS}`);
    else if (unprintable(s))
        report(at.value, `${what} must be plain printable text: the install consent screen shows it, so it must be printable ASCII with no run of 4 or more spaces, and ${REJECTS}`);
}
function checkRelevance(relevance, name, report) {
    const v = relevance.value;
    // `marketplace relevance not an object`
    if (!v || v.type !== 'map')
        return report(v ?? relevance, `\`relevance\` of plugin \`${name}\` must be an object with \`topic\` and \`signals\`: Claude Code ignores it`, 'warn');
    const signals = (0,tree/* getPair */.xf)(v, 'signals');
    if (signals?.value?.type !== 'map')
        return;
    // `entry relevance without signals`, `entry relevance signals`
    const kinds = ['cli', 'hosts', 'filesRead', 'manifestDeps', 'cwd'];
    if (!signals.value.pairs.some((p) => kinds.includes(p.key) && p.value?.type === 'seq' && p.value.items.length > 0))
        report(signals, `\`relevance.signals\` of plugin \`${name}\` must declare at least one signal: \`cli\`, \`hosts\`, \`filesRead\`, \`manifestDeps\` or \`cwd\`; ${REJECTS}`);
    const items = (key) => {
        const list = (0,tree/* getPair */.xf)(signals.value, key)?.value;
        return list?.type === 'seq' ? list.items : [];
    };
    for (const h of items('hosts'))
        if (!/^[a-z0-9.-]+$/.test((0,tree/* scalarString */.Cg)(h) ?? ''))
            report(h, `\`relevance.signals.hosts\` entries are lowercase bare host names (no scheme, port or path): ${REJECTS}`);
    for (const key of ['filesRead', 'cwd'])
        for (const g of items(key))
            if (((0,tree/* scalarString */.Cg)(g) ?? '').includes('\\'))
                report(g, `\`relevance.signals.${key}\` patterns use forward slashes, not backslashes: ${REJECTS}`);
    for (const dep of items('manifestDeps')) {
        for (const key of ['file', 'pattern']) {
            const p = (0,tree/* getPair */.xf)(dep, key);
            const s = (0,tree/* scalarString */.Cg)(p?.value);
            if (!p?.value || s === undefined)
                continue;
            try {
                new RegExp(s);
            }
            catch {
                report(p.value, `\`relevance.signals.manifestDeps\` \`${key}\` must be a valid regular expression: ${REJECTS}`);
            }
        }
    }
}
function checkSource(source, name, report) {
    const type = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(source, 'source')?.value);
    const str = (key) => {
        const p = (0,tree/* getPair */.xf)(source, key);
        const s = (0,tree/* scalarString */.Cg)(p?.value);
        return p?.value && s !== undefined ? { node: p.value, s } : undefined;
    };
    // `git source sha not 40 hex`, `archive source over http`, `archive entry sha256 not a digest`
    const sha = str('sha');
    if (sha && !/^[a-f0-9]{40}$/.test(sha.s))
        report(sha.node, `\`sha\` of plugin \`${name}\`'s source must be a full 40-character lowercase git commit SHA: ${REJECTS}`);
    const url = str('url');
    if (type === 'archive' && url && !url.s.startsWith('https://'))
        report(url.node, `archive \`url\` of plugin \`${name}\` must use \`https://\`: and not a loopback, link-local or cloud-metadata host; ${REJECTS}`);
    const digest = str('sha256');
    if (digest && !/^[0-9a-fA-F]{64}$/.test(digest.s))
        report(digest.node, `\`sha256\` of plugin \`${name}\`'s source must be a 64-character hex SHA-256 digest: ${REJECTS}`);
    // `npm source with a traversal`, `npm source registry not http`, `git-subdir path with ..`
    const pkg = str('package');
    if (type === 'npm' && pkg && pkg.s.split('/').includes('..'))
        report(pkg.node, `npm \`package\` of plugin \`${name}\` must not contain \`..\`: ${REJECTS}`);
    const registry = str('registry');
    if (registry && !/^https?:\/\/[^/\\]/i.test(registry.s))
        report(registry.node, `\`registry\` of plugin \`${name}\` must be an http(s) URL: ${REJECTS}`);
    const path = str('path');
    if (type === 'git-subdir' && path && path.s.split(/[\\/]/).includes('..'))
        report(path.node, `\`path\` of plugin \`${name}\`'s source must not contain \`..\`: ${REJECTS}`);
    if (type === 'command')
        checkConsentText((0,tree/* getPair */.xf)(source, 'command'), `\`command\` of plugin \`${name}\`'s source`, report);
}
function checkEntry(entry, ownManifest, report) {
    const nameNode = (0,tree/* getPair */.xf)(entry, 'name');
    const name = (0,tree/* scalarString */.Cg)(nameNode?.value) ?? '?';
    // `marketplace entry name with a plus` (an error), `marketplace entry name of 130 characters` (a warning)
    // A name with spaces is reported by the rule that reports the validator's "Plugin name cannot contain spaces".
    if (nameNode?.value && name !== '?' && !/\s/.test(name)) {
        if (!claude_code/* PLUGIN_ID_PART */.SZ.test(name))
            report(nameNode.value, `Claude Code cannot install plugin \`${name}\`: a part of a plugin id (plugin@marketplace) uses only letters, digits, \`.\`, \`_\` and \`-\`, and starts with a letter or digit`);
        else if (!claude_code/* DESKTOP_NAME */.xP.test(name))
            report(nameNode.value, `plugin name \`${(0,suggest/* clipped */.cz)(name, 30)}\` is not accepted by Claude Desktop: it takes at most 128 characters; Claude Code accepts it, but the Claude Desktop managed marketplace sync drops this entry`, 'warn');
    }
    const source = (0,tree/* getPair */.xf)(entry, 'source')?.value ?? null;
    const sourceType = source?.type === 'map' ? (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(source, 'source')?.value) : undefined;
    const helper = (0,tree/* getPair */.xf)(entry, 'headersHelper');
    const headers = (0,tree/* getPair */.xf)(entry, 'headers');
    // `headers on a local source`
    for (const p of [headers, helper])
        if (p && sourceType !== 'archive')
            report(p, `plugin \`${name}\` sets \`${p.key}\`, which applies to \`archive\` sources only: it has no effect on this entry`, 'warn');
    if (sourceType === 'archive') {
        // `archive entry with headersHelper and strict true`
        const strict = (0,tree/* getPair */.xf)(entry, 'strict')?.value;
        if (helper && !(strict?.type === 'scalar' && strict.value === false))
            report(helper, `plugin \`${name}\` sets \`headersHelper\` but is not \`"strict": false\`: an entry with a \`headersHelper\` must inline its whole manifest so users can review what it ships, and Claude Code refuses to run the helper otherwise`);
        // `archive entry with headersHelper and no sha256`, `archive entry with a Host header`, `archive headersHelper with four spaces`
        if (helper && source?.type === 'map' && !(0,tree/* getPair */.xf)(source, 'sha256'))
            report(helper, `plugin \`${name}\` fetches its archive with a \`headersHelper\` but pins no \`sha256\`: pin the digest so users install exactly the bytes you reviewed`, 'warn');
        checkConsentText(helper, `\`headersHelper\` of plugin \`${name}\``, report);
        for (const h of headers?.value?.type === 'map' ? headers.value.pairs : []) {
            const k = h.key.toLowerCase();
            if (claude_code/* MARKETPLACE_ROUTING_HEADERS */.MV.includes(k) || claude_code/* MARKETPLACE_ROUTING_HEADER_PREFIXES */.Cq.some((p) => k.startsWith(p)))
                report(h, `header \`${h.key}\` is a request-routing or identity header that a marketplace entry may not set: Claude Code drops it at download time`, 'warn');
        }
    }
    const relevance = (0,tree/* getPair */.xf)(entry, 'relevance');
    if (relevance)
        checkRelevance(relevance, name, report);
    const optional = (0,tree/* getPair */.xf)(entry, 'optionalDependencies');
    if (optional && ownManifest) {
        // `entry optionalDependencies beside its own plugin.json`
        report(optional, `Claude Code ignores this entry's \`optionalDependencies\`: plugin \`${name}\` has its own plugin.json; move them to \`${ownManifest}\``, 'warn');
    }
    else if (optional?.value?.type === 'seq') {
        // `entry optionalDependencies with a version`
        for (const item of optional.value.items) {
            const version = item.type === 'map' ? (0,tree/* getPair */.xf)(item, 'version') : undefined;
            if (version)
                report(version, "a version range is read only from the plugin's own plugin.json: Claude Code ignores it here", 'warn');
        }
    }
    if (source?.type === 'map')
        checkSource(source, name, report);
}
function checkMarketplace(m, stat, ctx) {
    const root = m.root;
    if (!root || root.type !== 'map')
        return;
    const report = (at, message, level) => ctx.report({ path: m.path, element: m.element, message, level, range: 'keyRange' in at ? at.keyRange : at.range, jsonPath: at.path });
    // `marketplace name org`, `marketplace name of 129 characters` (warnings about Claude Desktop's managed sync)
    const nameNode = (0,tree/* getPair */.xf)(root, 'name');
    const name = (0,tree/* scalarString */.Cg)(nameNode?.value);
    if (nameNode?.value && name !== undefined && claude_code/* PLUGIN_ID_PART */.SZ.test(name)) {
        if (claude_code/* DESKTOP_RESERVED_MARKETPLACE_NAMES */.Zh.includes(name.toLowerCase()))
            report(nameNode.value, `marketplace name \`${name}\` is reserved in Claude Desktop: Claude Code accepts it, but the Claude Desktop managed marketplace sync rejects the whole marketplace`, 'warn');
        else if (!claude_code/* DESKTOP_NAME */.xP.test(name))
            report(nameNode.value, `marketplace name \`${(0,suggest/* clipped */.cz)(name, 30)}\` is not accepted by Claude Desktop: it takes at most 128 characters; Claude Code accepts it, but the Claude Desktop managed marketplace sync rejects the whole marketplace`, 'warn');
    }
    // The marketplace root is the folder holding `.claude-plugin/`.
    const base = external_node_path_.posix.dirname(external_node_path_.posix.dirname(m.path));
    const plugins = (0,tree/* getPair */.xf)(root, 'plugins')?.value;
    const names = new Set();
    for (const e of plugins?.type === 'seq' ? plugins.items : []) {
        if (e.type !== 'map')
            continue;
        const n = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(e, 'name')?.value);
        if (n !== undefined)
            names.add(n);
        const src = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(e, 'source')?.value);
        const manifest = src?.startsWith('./') ? external_node_path_.posix.join(base === '.' ? '' : base, external_node_path_.posix.normalize(src), '.claude-plugin/plugin.json') : undefined;
        checkEntry(e, manifest && stat(manifest) === 'file' ? manifest : undefined, report);
    }
    // `renames chain to nothing`, `renames target with a space`: a target is a plugin, another renamed name, or null.
    const renames = (0,tree/* getPair */.xf)(root, 'renames')?.value;
    if (renames?.type !== 'map')
        return;
    const keys = new Set(renames.pairs.map((p) => p.key));
    for (const p of renames.pairs) {
        if (p.value?.type === 'scalar' && p.value.value === null)
            continue;
        const target = (0,tree/* scalarString */.Cg)(p.value);
        if (target !== undefined && (names.has(target) || keys.has(target))) {
            // `renames target a plugin whose name is not a plugin id`: "target … is not a valid plugin name (PluginIdSchema)".
            if (!claude_code/* PLUGIN_ID_PART */.SZ.test(target))
                report(p.value, `rename \`${p.key}\` points at \`${target}\`, which is not a valid plugin id part: letters, digits, \`.\`, \`_\`, \`-\` only; ${REJECTS}`, 'error');
            continue;
        }
        report(p.value ?? p, `rename \`${p.key}\` does not resolve: its target must be a plugin of \`plugins\`, another key of \`renames\`, or \`null\` (${REJECTS})`, 'error');
    }
}
/* harmony default export */ const entry_extensions = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'marketplace/entry-extensions',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Marketplace fields Claude Code reads beyond the reference: plugin-id and Claude Desktop names, `headers`/`headersHelper`, `relevance`, `optionalDependencies`, `renames`, source `sha`/`sha256`/`url`/`registry`/`path`/`command`.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code 2.1.332 reads more of a marketplace than its reference page lists. `claude plugin validate` rejects an entry name that cannot be part of a plugin id, a `renames` chain that ends at no plugin, a source `sha` that is not a full commit, an archive `url` that is not `https://` or a `sha256` that is not a digest, an npm `package` or git-subdir `path` with `..`, a `registry` that is not http(s), a `command` source or `headersHelper` the install consent screen cannot show, and `relevance` signals that are not well formed. It warns that `headers`/`headersHelper` apply to `archive` sources only, that routing headers (`Host`, `X-Forwarded-…`) are dropped, that an archive fetched with a `headersHelper` has no `sha256` pin, that an entry\'s `optionalDependencies` are ignored when the plugin has its own plugin.json (and their versions always), and that Claude Desktop\'s managed sync refuses some names. Recorded cases: oracle/claude-code/rules-validator-sweep.json.',
        examples: {
            wrong: '{ "name": "tools", "owner": { "name": "me" }, "plugins": [{ "name": "lint", "source": "./lint" }], "renames": { "old-lint": "lnt" } }',
            right: '{ "name": "tools", "owner": { "name": "me" }, "plugins": [{ "name": "lint", "source": "./lint" }], "renames": { "old-lint": "lint" } }',
            file: '.claude-plugin/marketplace.json',
            context: { 'lint/.claude-plugin/plugin.json': '{ "name": "lint" }' },
        },
    },
    check(project, ctx) {
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'marketplace'))
            checkMarketplace(m, (p) => project.stat(p), ctx);
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/field-types.js
/** Marketplace fields of the wrong type, a plugin entry `homepage` that is not a URL, a plugin entry `name` with spaces. */




/** Fields `claude plugin validate` 2.1.332 type-checks (mutations.json `marketplace:` cases). `name`, `owner` and `source` are marketplace/schema's. */
const TOP = {
    owner: { name: 'string', email: 'string', url: 'string' },
    metadata: { description: 'string', version: 'string', pluginRoot: 'string' },
};
const ENTRY = {
    name: 'string', description: 'string', version: 'string', author: 'object', homepage: 'string', repository: 'string',
    license: 'string', category: 'string', keywords: 'string[]', tags: 'string[]', strict: 'boolean',
};
/** An entry's `author` object: validate wants its `name` a string (rules-validate.json `marketplace entry author without name`). */
const AUTHOR = { name: 'string', email: 'string', url: 'string' };
const WANT_TEXT = { string: 'a string', object: 'an object', 'string[]': 'an array of strings', boolean: 'a boolean' };
function fits(n, want) {
    if (want === 'string')
        return n.type === 'scalar' && typeof n.value === 'string';
    if (want === 'object')
        return n.type === 'map';
    if (want === 'boolean')
        return n.type === 'scalar' && typeof n.value === 'boolean';
    return n.type === 'seq' && n.items.every((i) => i.type === 'scalar' && typeof i.value === 'string');
}
const field_types_REJECTS = '`claude plugin validate` rejects the marketplace';
/* harmony default export */ const marketplace_field_types = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'marketplace/field-types',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace field of the wrong type (`metadata`, `owner.email`, a plugin entry\'s `description`, `author`, `keywords`, …), a plugin entry `homepage` that is not a URL, or a plugin entry `name` with spaces.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: '`claude plugin validate` 2.1.332 type-checks the whole marketplace file: `metadata` must be an object, `owner.email`, `metadata.description`, `metadata.version` and each plugin entry\'s `description`, `version`, `category` and `homepage` strings, an entry\'s `author` an object with a string `name` (rules-validate.json, cases `marketplace entry author without name`, `marketplace entry author name: 5`), `strict` a boolean (`marketplace entry strict: "yes"`) and `keywords` an array ("Invalid input: expected string, received number"; oracle/claude-code/mutations.json, `marketplace:` cases such as `marketplace:/plugins/0/keywords:type:string`). An entry `homepage` that is not a URL is "Invalid URL" (`marketplace:/plugins/0/homepage:bad-url`); an entry `name` with a space: "Plugin name cannot contain spaces" and "Claude Code cannot install plugin" (`marketplace:/plugins/0/name:spaces`).',
        examples: {
            wrong: '{ "name": "team-tools", "owner": { "name": "Platform" }, "plugins": [ { "name": "lint", "source": "./lint", "keywords": "lint, style" } ] }',
            right: '{ "name": "team-tools", "owner": { "name": "Platform" }, "plugins": [ { "name": "lint", "source": "./lint", "keywords": ["lint", "style"] } ] }',
            file: '.claude-plugin/marketplace.json',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const report = (r) => ctx.report(r);
        for (const [key, fields] of Object.entries(TOP)) {
            const p = (0,tree/* getPair */.xf)(root, key);
            if (!p?.value)
                continue;
            if (p.value.type !== 'map') {
                // `owner` of the wrong type is marketplace/schema's.
                if (key !== 'owner')
                    report({ message: `\`${key}\` must be an object, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(p.value))}: ${field_types_REJECTS}`, range: p.value.range, jsonPath: p.path });
                continue;
            }
            checkFields(p.value, fields, key, report, key === 'owner' ? ['name'] : []);
        }
        const plugins = (0,tree/* getPair */.xf)(root, 'plugins')?.value;
        if (!plugins || plugins.type !== 'seq')
            return;
        plugins.items.forEach((entry, i) => {
            if (entry.type !== 'map')
                return;
            checkFields(entry, ENTRY, `plugins[${i}]`, report, []);
            const author = (0,tree/* getPair */.xf)(entry, 'author');
            if (author?.value?.type === 'map') {
                if (!(0,tree/* getPair */.xf)(author.value, 'name'))
                    report({ message: `\`plugins[${i}].author\` has no \`name\`: ${field_types_REJECTS} ("author.name: Invalid input: expected string")`, range: author.keyRange, jsonPath: author.path });
                else
                    checkFields(author.value, AUTHOR, `plugins[${i}].author`, report, []);
            }
            const name = (0,tree/* getPair */.xf)(entry, 'name');
            if (name?.value?.type === 'scalar' && typeof name.value.value === 'string' && /\s/.test(name.value.value) && name.value.value.trim() !== '') {
                report({ message: `plugin name \`${name.value.value}\` contains spaces: ${field_types_REJECTS} ("Plugin name cannot contain spaces"), and Claude Code cannot install the plugin`, range: name.value.range, jsonPath: name.path, help: 'use kebab-case, e.g. `my-plugin`' });
            }
            else if (name?.value?.type === 'scalar' && typeof name.value.value === 'string' && name.value.value !== '' && name.value.value.trim() === '') {
                report({ message: `plugin name is blank: ${field_types_REJECTS}, and Claude Code cannot install the plugin`, range: name.value.range, jsonPath: name.path });
            }
            const home = (0,tree/* getPair */.xf)(entry, 'homepage');
            if (home?.value?.type === 'scalar' && typeof home.value.value === 'string' && !(0,url/* isUrl */.g)(home.value.value)) {
                report({ message: `\`homepage\` \`${home.value.value}\` is not a URL ("Invalid URL"): ${field_types_REJECTS}`, range: home.value.range, jsonPath: home.path, help: 'write an absolute URL such as `https://example.com/my-plugin`' });
            }
        });
    },
}));
/** Each field of `node` named in `fields` with a value of the wrong type. `skipMissing`: fields marketplace/schema reports when not strings. */
function checkFields(node, fields, where, report, schemaOwns) {
    for (const [f, want] of Object.entries(fields)) {
        const p = (0,tree/* getPair */.xf)(node, f);
        const v = p?.value;
        if (!p || !v || fits(v, want))
            continue;
        // marketplace/schema reports a missing or empty name; it reads numbers as text, so a number or boolean is ours.
        if (schemaOwns.includes(f) || (f === 'name' && !where.endsWith('.author'))) {
            if (!(v.type === 'scalar' && (typeof v.value === 'number' || typeof v.value === 'boolean')))
                continue;
        }
        report({ message: `\`${where}.${f}\` must be ${WANT_TEXT[want]}, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(v))}: ${field_types_REJECTS}`, range: v.range, jsonPath: p.path });
    }
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/plugin-name-unique.js


/* harmony default export */ const plugin_name_unique = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'marketplace/plugin-name-unique',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two plugins with the same `name` in one marketplace.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Users install a plugin as `name@marketplace`, so names must be unique within a marketplace: with two entries of the same name Claude Code rejects the marketplace (oracle: rules-validate.json `marketplace with two plugins of one name`, `claude plugin validate` 2.1.332 reports "Duplicate plugin name \"a\" found in marketplace" at both entries).',
        examples: {
            wrong: '{ "plugins": [ { "name": "lint", "source": "./a" }, { "name": "lint", "source": "./b" } ] }',
            right: '{ "plugins": [ { "name": "lint", "source": "./a" }, { "name": "lint-strict", "source": "./b" } ] }',
            file: '.claude-plugin/marketplace.json',
        },
    },
    check(artifact, ctx) {
        const plugins = (0,tree/* getNode */.Zl)(artifact.root, 'plugins');
        if (!plugins || plugins.type !== 'seq')
            return;
        const seen = new Map();
        for (const entry of plugins.items) {
            const pair = (0,tree/* getPair */.xf)(entry, 'name');
            const name = (0,tree/* scalarString */.Cg)(pair?.value);
            if (!pair || !pair.value || name === undefined || name === '')
                continue;
            const first = seen.get(name);
            if (!first) {
                seen.set(name, pair);
                continue;
            }
            ctx.report({
                message: `plugin name \`${name}\` is already used at line ${first.keyRange.start.line}: plugins are installed as \`${name}@marketplace\`, so Claude Code cannot tell the two apart and rejects the marketplace`,
                range: pair.value.range,
                jsonPath: pair.path,
                help: 'give each plugin a unique name',
                related: [{ message: `first plugin named \`${name}\``, span: { path: artifact.path, range: first.value.range, jsonPath: first.path } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/marketplace-origin.js
function fromAnthropics(project) {
    return project.repository !== undefined && project.repository.toLowerCase().startsWith('anthropics/');
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/reserved-name.js





/** Why Claude Code 2.1.332 refuses a marketplace name, or undefined. `official` names are allowed from an anthropics repository. */
function marketplaceNameProblem(name, official) {
    const lower = name.toLowerCase();
    const internal = claude_code/* INTERNAL_MARKETPLACE_NAMES */.Fn[lower];
    if (internal !== undefined && lower === name)
        return `marketplace name \`${name}\` is ${internal}: \`claude plugin validate\` and \`claude plugin marketplace add\` reject it`;
    if (claude_code/* RESERVED_MARKETPLACE_NAMES */.yt.includes(lower)) {
        if (official)
            return undefined;
        return `marketplace name \`${name}\` is reserved for official Anthropic marketplaces: Claude Code adds it only from a GitHub source of the \`anthropics\` organization (github.com/anthropics/...) and refuses it from anywhere else`;
    }
    if (claude_code/* MARKETPLACE_LOOKALIKE_PATTERNS */.cj.some((p) => p.test(name))) {
        return `marketplace name \`${name}\` looks like an official Anthropic/Claude marketplace: \`claude plugin validate\` and \`claude plugin marketplace add\` reject it ("Marketplace name impersonates an official Anthropic/Claude marketplace")`;
    }
    return undefined;
}
/* harmony default export */ const reserved_name = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'marketplace/reserved-name',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace `name` reserved for official Anthropic marketplaces, or one that imitates them.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code 2.1.332 refuses to add a marketplace whose name is on its reserved list (`claude-plugins-official`, `anthropic-marketplace`, `healthcare`, …; exact, case-insensitive) unless it is added from a GitHub source of the `anthropics` organization, so it is not reported when the repository\'s origin is `github.com/anthropics/...` (the git remote `origin` in the CLI, `GITHUB_REPOSITORY` in the Action). Names that imitate official ones (`claude-plugins-v2`, `claude-official`, `official-anthropic`, any non-ASCII character) are rejected for everyone by both `claude plugin validate` and `marketplace add`, and so are `inline` and `builtin`.',
        examples: { wrong: '{ "name": "claude-code-plugins", "owner": { "name": "Me" }, "plugins": [] }', right: '{ "name": "acme-claude-tools", "owner": { "name": "Me" }, "plugins": [] }', file: '.claude-plugin/marketplace.json' },
    },
    check(project, ctx) {
        const official = fromAnthropics(project);
        for (const artifact of (0,model/* artifactsOf */.Ns)(project, 'marketplace')) {
            const pair = (0,tree/* getPair */.xf)(artifact.root, 'name');
            const name = (0,tree/* scalarString */.Cg)(pair?.value);
            if (!pair || !pair.value || name === undefined)
                continue;
            const message = marketplaceNameProblem(name, official);
            if (!message)
                continue;
            ctx.report({
                path: artifact.path,
                element: artifact.element,
                message,
                range: pair.value.range,
                jsonPath: pair.path,
                notes: project.repository ? [`repository: ${project.repository}`] : ['repository origin unknown (no git remote `origin` on github.com)'],
                help: 'choose a name of your own, e.g. prefixed with your organisation',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/schema.js




function openBrace(file, node) {
    return file.lines.range(node.range.start.offset, node.range.start.offset + 1);
}
/* harmony default export */ const schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'marketplace/schema',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace needs `name`, `owner.name` and `plugins[]`, each plugin a `name` and a `source` of a known shape.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code validates `.claude-plugin/marketplace.json` when the marketplace is added or updated: a missing `name` or `owner`, a plugin without `name` or `source`, or a source of an unknown shape makes `/plugin marketplace add` fail, or leaves that plugin uninstallable. A relative source must start with `./`; remote sources are objects: github (`repo`), url (`url`), git-subdir (`url`, `path`), npm (`package`), archive (`url`), command (`command`).',
        examples: {
            wrong: '{ "name": "team-tools", "plugins": [ { "name": "lint", "source": "plugins/lint" } ] }',
            right: '{ "name": "team-tools", "owner": { "name": "Platform team" }, "plugins": [ { "name": "lint", "source": "./plugins/lint" } ] }',
            file: '.claude-plugin/marketplace.json',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        const file = artifact.file;
        const report = (r) => ctx.report(r);
        if (!root)
            return;
        if (root.type !== 'map') {
            report({ message: 'a marketplace file must be a JSON object: Claude Code cannot read this marketplace', range: root.range, jsonPath: '$' });
            return;
        }
        // name
        const name = (0,tree/* getPair */.xf)(root, 'name');
        if (!name || !name.value) {
            report({ message: 'the marketplace has no `name`: Claude Code cannot add it', range: name ? name.keyRange : openBrace(file, root), jsonPath: '$.name' });
        }
        else if (!(name.value.type === 'scalar' && typeof name.value.value === 'string')) {
            report({ message: '`name` must be a string: Claude Code cannot add this marketplace', range: name.value.range, jsonPath: name.path });
        }
        else if (!claude_code/* PLUGIN_ID_PART */.SZ.test(name.value.value)) {
            // Observed on 2.1.332: `MyMarket`, `My_Market` and `my.market` are added; only the plugin-id characters matter.
            report({
                message: `marketplace name \`${name.value.value}\` cannot be part of a plugin id (\`plugin@${name.value.value}\`): Claude Code cannot install plugins from this marketplace (only the letters a-z and A-Z, digits, \`.\`, \`_\` and \`-\`, starting with a letter or digit)`,
                range: name.value.range,
                jsonPath: name.path,
                help: 'use letters, digits, `.`, `_` and `-`, e.g. `acme-tools`',
            });
        }
        // owner
        const owner = (0,tree/* getPair */.xf)(root, 'owner');
        if (!owner || !owner.value) {
            report({ message: 'the marketplace has no `owner`: Claude Code rejects it (`owner.name` is required)', range: owner ? owner.keyRange : name?.keyRange ?? openBrace(file, root), jsonPath: '$.owner', help: 'add `"owner": { "name": "Your Name" }`' });
        }
        else if (owner.value.type !== 'map') {
            report({ message: '`owner` must be an object with a `name`: Claude Code rejects the marketplace', range: owner.value.range, jsonPath: owner.path });
        }
        else {
            const on = (0,tree/* getPair */.xf)(owner.value, 'name');
            if (!on || (0,tree/* scalarString */.Cg)(on.value) === undefined || (0,tree/* scalarString */.Cg)(on.value) === '') {
                report({ message: '`owner` has no `name`: Claude Code rejects the marketplace', range: on ? on.keyRange : owner.keyRange, jsonPath: `${owner.path}.name` });
            }
        }
        // plugins
        const plugins = (0,tree/* getPair */.xf)(root, 'plugins');
        if (!plugins || !plugins.value) {
            report({ message: 'the marketplace has no `plugins` array: Claude Code rejects it', range: plugins ? plugins.keyRange : name?.keyRange ?? openBrace(file, root), jsonPath: '$.plugins' });
            return;
        }
        if (plugins.value.type !== 'seq') {
            report({ message: '`plugins` must be an array: Claude Code rejects the marketplace', range: plugins.value.range, jsonPath: plugins.path });
            return;
        }
        const prefix = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(root, 'metadata'), 'pluginRoot'));
        for (const entry of plugins.value.items) {
            if (entry.type !== 'map') {
                report({ message: 'each plugin entry must be an object with `name` and `source`: Claude Code rejects the marketplace', range: entry.range, jsonPath: entry.path });
                continue;
            }
            const pn = (0,tree/* getPair */.xf)(entry, 'name');
            if (!pn || (0,tree/* scalarString */.Cg)(pn.value) === undefined || (0,tree/* scalarString */.Cg)(pn.value) === '') {
                report({ message: 'plugin entry has no `name`: Claude Code rejects the marketplace', range: pn ? pn.keyRange : openBrace(file, entry), jsonPath: `${entry.path}.name` });
            }
            const src = (0,tree/* getPair */.xf)(entry, 'source');
            const label = (0,tree/* scalarString */.Cg)(pn?.value) ?? 'plugin';
            if (!src || !src.value) {
                report({ message: `plugin \`${label}\` has no \`source\`: Claude Code cannot install it`, range: src ? src.keyRange : pn?.keyRange ?? openBrace(file, entry), jsonPath: `${entry.path}.source` });
                continue;
            }
            schema_checkSource(src.value, src.path, label, prefix, file.path, report);
        }
    },
}));
function schema_checkSource(v, path, label, prefix, filePath, report) {
    if (v.type === 'scalar' && v.value !== null && typeof v.value !== 'string') {
        report({ message: `\`source\` of plugin \`${label}\` must be a \`./\` path or an object, not ${typeof v.value === 'number' ? 'a number' : 'a boolean'}: Claude Code cannot install it`, range: v.range, jsonPath: path });
        return;
    }
    if (v.type === 'scalar') {
        const s = (0,tree/* scalarString */.Cg)(v);
        if (s === undefined || s === '') {
            report({ message: `plugin \`${label}\` has an empty \`source\`: Claude Code cannot install it`, range: v.range, jsonPath: path });
            return;
        }
        if (s.startsWith('./') || s === '.' || (prefix && !/^(\/|\.\.|[a-z]+:)/.test(s)))
            return;
        const url = /^(https?:|git@|ssh:|git:)/.test(s);
        // `owner/repo` could be a GitHub shorthand or a folder: the fix is then only a guess.
        const ownerRepo = /^[\w.-]+\/[\w.-]+$/.test(s);
        report({
            message: url
                ? `source \`${s}\` is a string, so Claude Code reads it as a relative path: a remote source must be an object such as \`{ "source": "url", "url": "${s}" }\``
                : `relative source \`${s}\` must start with \`./\`: Claude Code cannot install plugin \`${label}\``,
            range: v.range,
            jsonPath: path,
            help: ownerRepo ? `if \`${s}\` is a GitHub repository, write \`{ "source": "github", "repo": "${s}" }\`` : undefined,
            suggestion: !url && !s.startsWith('/') && !s.startsWith('../')
                ? { msg: `use \`./${s}\``, applicability: ownerRepo ? 'MaybeIncorrect' : 'MachineApplicable', edits: [{ path: filePath, range: v.range, text: JSON.stringify(`./${s}`) }] }
                : undefined,
        });
        return;
    }
    if (v.type !== 'map') {
        report({ message: `\`source\` of plugin \`${label}\` must be a \`./\` path or an object: Claude Code cannot install it`, range: v.range, jsonPath: path });
        return;
    }
    const kind = (0,tree/* getPair */.xf)(v, 'source');
    const k = (0,tree/* scalarString */.Cg)(kind?.value);
    if (!kind || !kind.value || k === undefined) {
        report({
            message: `source object of plugin \`${label}\` has no \`source\` type: it must be one of ${(0,suggest/* listOf */.c3)(claude_code/* MARKETPLACE_SOURCE_TYPES */._l)}, and Claude Code cannot install it`,
            range: kind ? kind.keyRange : v.range,
            jsonPath: `${path}.source`,
        });
        return;
    }
    if (!claude_code/* MARKETPLACE_SOURCE_TYPES */._l.includes(k)) {
        const near = (0,suggest/* certainCorrection */.Zg)(k, claude_code/* MARKETPLACE_SOURCE_TYPES */._l);
        // A type whose required fields the object lacks would trade this error for another (`gitlab` with a `url` is not `github`).
        const fixed = near && (claude_code/* MARKETPLACE_SOURCE_REQUIRED */.aC[near] ?? []).every((req) => ((0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(v, req)?.value) ?? '') !== '') ? near : undefined;
        report({
            message: `unknown source type \`${k}\`${(0,suggest/* didYouMean */.au)(k, claude_code/* MARKETPLACE_SOURCE_TYPES */._l)}: Claude Code cannot install plugin \`${label}\``,
            range: kind.value.range,
            jsonPath: kind.path,
            help: `source types: ${(0,suggest/* listOf */.c3)(claude_code/* MARKETPLACE_SOURCE_TYPES */._l)}`,
            // Source types name different services (`gitlab` is not `github`): only a one-letter slip is certain.
            suggestion: fixed
                ? { msg: `use \`${fixed}\``, applicability: (0,suggest/* editDistance */.YC)(k.toLowerCase(), fixed) <= 1 ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: filePath, range: kind.value.range, text: JSON.stringify(fixed) }] }
                : undefined,
        });
        return;
    }
    for (const req of claude_code/* MARKETPLACE_SOURCE_REQUIRED */.aC[k] ?? []) {
        const p = (0,tree/* getPair */.xf)(v, req);
        if (p && (0,tree/* scalarString */.Cg)(p.value) !== undefined && (0,tree/* scalarString */.Cg)(p.value) !== '')
            continue;
        report({
            message: `a \`${k}\` source needs \`${req}\`: Claude Code cannot install plugin \`${label}\``,
            range: p ? p.keyRange : kind.keyRange,
            jsonPath: `${path}.${req}`,
        });
    }
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/source-exists.js




/** Files whose presence makes a folder a plugin root (the manifest is optional). */
const PLUGIN_MARKERS = ['.claude-plugin/plugin.json', 'commands', 'agents', 'skills', 'hooks/hooks.json', '.mcp.json', '.lsp.json', 'SKILL.md'];
/** The folders `.gitmodules` names (`path = …`), root-relative. */
function submodules(project) {
    const text = project.readText('.gitmodules') ?? '';
    const out = [];
    for (const line of text.split('\n')) {
        const m = /^path\s*=(.*)$/.exec(line.trim());
        if (m && m[1].trim())
            out.push(external_node_path_.posix.normalize(m[1].trim()));
    }
    return out;
}
/* harmony default export */ const source_exists = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'marketplace/source-exists',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace plugin with a local `source` that is missing or is not a plugin root.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code installs a local-source plugin by copying the folder the `source` path names. When the folder is missing, or holds no `.claude-plugin/plugin.json` and no component folders, the install fails or installs an empty plugin. Documented (https://code.claude.com/docs/en/plugin-marketplaces); `claude plugin validate` says nothing about it, and no oracle case records an install. Two cases are only noted (info), since what Claude Code does there is not recorded: an entry that lists its components itself with `strict` left at true and no plugin.json, and a folder that is a git submodule (empty in a clone without submodules).',
        examples: {
            wrong: '{ "plugins": [ { "name": "lint", "source": "./plugins/lnt" } ] }',
            right: '{ "plugins": [ { "name": "lint", "source": "./plugins/lint" } ] }',
            file: '.claude-plugin/marketplace.json',
            context: { 'plugins/lint/.claude-plugin/plugin.json': '{ "name": "lint" }\n' },
        },
    },
    check(project, ctx) {
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'marketplace')) {
            const plugins = (0,tree/* getNode */.Zl)(m.root, 'plugins');
            if (!plugins || plugins.type !== 'seq')
                continue;
            const base = String(m.data.marketplaceRoot ?? '.');
            const prefix = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(m.root, 'metadata'), 'pluginRoot'));
            for (const entry of plugins.items) {
                const src = (0,tree/* getPair */.xf)(entry, 'source');
                const s = (0,tree/* scalarString */.Cg)(src?.value);
                if (!src || !src.value || s === undefined || s === '')
                    continue;
                let rel;
                if (s.startsWith('./') || s === '.' || s.startsWith('../'))
                    rel = s;
                else if (prefix && !/^(\/|[a-z]+:)/.test(s))
                    rel = external_node_path_.posix.join(prefix, s);
                else
                    continue; // marketplace/schema reports the shape
                const dir = external_node_path_.posix.normalize(external_node_path_.posix.join(base, rel));
                const label = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(entry, 'name')) ?? s;
                const what = project.stat(dir);
                const where = { path: m.path, range: src.value.range, jsonPath: src.path, element: { type: 'plugin', name: label } };
                if (what === null) {
                    ctx.report({ ...where, message: `source \`${s}\` of plugin \`${label}\` does not exist${dir.startsWith('..') ? ' inside the scanned tree' : ''}: Claude Code cannot install the plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)` });
                    continue;
                }
                if (what === 'file') {
                    ctx.report({ ...where, message: `source \`${s}\` of plugin \`${label}\` is a file, not a plugin folder: Claude Code cannot install the plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)` });
                    continue;
                }
                const strictFalse = (0,tree/* getNode */.Zl)(entry, 'strict');
                const declaresComponents = ['commands', 'agents', 'skills', 'hooks', 'mcpServers', 'lspServers'].some((k) => (0,tree/* getPair */.xf)(entry, k));
                if (strictFalse && strictFalse.type === 'scalar' && strictFalse.value === false && declaresComponents)
                    continue;
                if (PLUGIN_MARKERS.some((p) => project.stat(external_node_path_.posix.join(dir, p)) !== null))
                    continue;
                const doubt = declaresComponents
                    ? 'its marketplace entry lists components, which Claude Code merges with a plugin.json (strict mode, documented); that it takes them with no plugin.json and `strict` left at true is not recorded'
                    : submodules(project).includes(dir)
                        ? 'it is a git submodule, empty in a clone that does not fetch submodules; whether Claude Code fetches them when it installs from this marketplace is not recorded'
                        : undefined;
                if (doubt) {
                    ctx.report({ ...where, level: 'info', message: `source \`${s}\` of plugin \`${label}\` holds no plugin files of its own: no \`.claude-plugin/plugin.json\`, commands, agents, skills or hooks; ${doubt}` });
                    continue;
                }
                ctx.report({
                    ...where,
                    message: `source \`${s}\` of plugin \`${label}\` is not a plugin root: it has no \`.claude-plugin/plugin.json\` and no commands, agents, skills or hooks, so Claude Code installs an empty plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)`,
                    help: 'point `source` at the folder that contains `.claude-plugin/plugin.json`',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/metadata-missing.js


/* harmony default export */ const metadata_missing = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'marketplace/metadata-missing',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: 'A marketplace without a description, or with no plugins.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'The marketplace loads without them, but `claude plugin validate` 2.1.332 warns: "No marketplace description provided. Adding a description helps users understand what this marketplace offers" (a top-level `description` or `metadata.description` counts), and "Marketplace has no plugins defined".',
        examples: {
            wrong: '{ "name": "acme", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./lint" } ] }',
            right: '{ "name": "acme", "description": "Acme\'s lint plugins", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./lint" } ] }',
            file: '.claude-plugin/marketplace.json',
            context: { 'lint/commands/lint.md': '---\ndescription: Lint\n---\nLint.\n' },
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const name = (0,tree/* getPair */.xf)(root, 'name');
        const anchor = name ? name.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1);
        const described = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(root, 'description')) || (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(root, 'metadata'), 'description'));
        if (!described) {
            ctx.report({ message: 'the marketplace has no description: `claude plugin validate` warns, and users see none when they add it', range: anchor, jsonPath: '$.description', help: 'add `"description": "..."`' });
        }
        const plugins = (0,tree/* getPair */.xf)(root, 'plugins');
        if (plugins?.value?.type === 'seq' && plugins.value.items.length === 0) {
            ctx.report({ message: 'the marketplace lists no plugins: there is nothing to install from it', range: plugins.keyRange, jsonPath: plugins.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/version-mismatch.js




/* harmony default export */ const version_mismatch = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'marketplace/version-mismatch',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A marketplace entry `version` that differs from the version in its plugin\'s plugin.json.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: 'machine',
        rationale: 'When a plugin is installed, the `version` in its plugin.json wins and the marketplace entry\'s `version` is silently ignored (`claude plugin validate` 2.1.332: "At install time, plugin.json wins (calculatePluginVersion precedence) — the entry version is silently ignored"). The marketplace then advertises a version users never get.',
        examples: {
            wrong: '{ "name": "acme", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./plugins/lint", "version": "2.0.0" } ] }',
            right: '{ "name": "acme", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./plugins/lint", "version": "1.0.0" } ] }',
            file: '.claude-plugin/marketplace.json',
            context: { 'plugins/lint/.claude-plugin/plugin.json': '{ "name": "lint", "version": "1.0.0" }' },
        },
    },
    check(project, ctx) {
        const plugins = (0,model/* artifactsOf */.Ns)(project, 'plugin');
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'marketplace')) {
            const list = (0,tree/* getNode */.Zl)(m.root, 'plugins');
            if (list?.type !== 'seq')
                continue;
            const base = String(m.data.marketplaceRoot ?? '.');
            const prefix = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(m.root, 'metadata'), 'pluginRoot'));
            for (const entry of list.items) {
                const vp = (0,tree/* getPair */.xf)(entry, 'version');
                const version = (0,tree/* scalarString */.Cg)(vp?.value);
                const src = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(entry, 'source'));
                if (!vp?.value || version === undefined || src === undefined)
                    continue;
                const rel = src.startsWith('./') || src === '.' ? src : prefix && !/^(\/|[a-z]+:|\.\.)/.test(src) ? external_node_path_.posix.join(prefix, src) : undefined;
                if (rel === undefined)
                    continue;
                const dir = external_node_path_.posix.normalize(external_node_path_.posix.join(base, rel));
                const plugin = plugins.find((p) => String(p.data.pluginRoot) === dir);
                const own = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(plugin?.root, 'version'));
                if (!plugin || own === undefined || own === version)
                    continue;
                ctx.report({
                    path: m.path,
                    message: `entry version \`${version}\` differs from \`${own}\` in ${plugin.path}: at install time plugin.json wins and Claude Code silently ignores the entry's version`,
                    range: vp.value.range,
                    jsonPath: vp.path,
                    related: [{ message: 'the version that wins', span: { path: plugin.path, range: (0,tree/* getPair */.xf)(plugin.root, 'version').value.range } }],
                    suggestion: { msg: `use \`${own}\``, applicability: 'MachineApplicable', edits: [{ path: m.path, range: vp.value.range, text: JSON.stringify(own) }] },
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/marketplace/index.js








const MARKETPLACE_RULES = [
    marketplace_field_types,
    schema,
    entry_extensions,
    reserved_name,
    plugin_name_unique,
    source_exists,
    version_mismatch,
    metadata_missing,
];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/file-shape.js
/** An `.mcp.json` without an `mcpServers` object: Claude Code loads no server from it. */




/** The file belongs to a plugin: discovery read it in one, or a plugin manifest sits beside it. */
function inPlugin(project, f) {
    if (f.artifacts.some((a) => a.pluginRoot !== undefined))
        return true;
    const dir = f.file.path.includes('/') ? f.file.path.slice(0, f.file.path.lastIndexOf('/') + 1) : '';
    return project.stat(`${dir}.claude-plugin/plugin.json`) === 'file';
}
/* harmony default export */ const file_shape = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'mcp/file-shape',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An `.mcp.json` whose servers are not under an `mcpServers` object (a warning when `mcpServers` is missing outside a plugin, an error when it is not an object).',
        kinds: ['mcp'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: 'Claude Code reads MCP servers only from the `mcpServers` object of `.mcp.json`. Servers written at the top level are not loaded and nothing says so: `claude mcp list` 2.1.332 listed none and skipped none (oracle/claude-code/rules-mcp.json, case `.mcp.json without mcpServers`), and `claude plugin validate` is silent too (mutations.json `mcp:/mcpServers:remove`), hence a warning. An `mcpServers` that is not an object is rejected: "must be an object mapping server names to server configs … No servers load from this file" (mutations.json `mcp:/mcpServers:type:string`). A plugin\'s `.mcp.json` is different: the plugin loader reads `mcpServers` when present and else the object itself, so servers at its top level load; Claude Code 2.1.332 says so when asked to add a server to such a file ("it lists servers at the top level, and adding an "mcpServers" key would stop a plugin from loading them"), and nothing is reported there.',
        examples: { wrong: '{ "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } }', right: '{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } } }', file: '.mcp.json' },
    },
    check(project, ctx) {
        for (const f of project.files) {
            if (f.kind !== 'mcp')
                continue;
            const { root } = (0,json/* parseJsonFile */.O)(f.file);
            if (!root || root.type !== 'map')
                continue;
            const servers = (0,tree/* getPair */.xf)(root, 'mcpServers');
            if (!servers && inPlugin(project, f))
                continue; // a plugin's loader reads the top-level servers
            if (!servers) {
                const first = root.pairs[0];
                if (!first)
                    continue; // `{}`: an empty config, nothing lost
                const looksLikeServers = root.pairs.some((p) => p.value?.type === 'map' && ((0,tree/* getPair */.xf)(p.value, 'command') || (0,tree/* getPair */.xf)(p.value, 'url')));
                ctx.report({
                    path: f.file.path,
                    message: `this file has no \`mcpServers\` object: Claude Code loads no MCP server from it and says nothing${looksLikeServers ? ' (the servers here sit at the top level; put them under `"mcpServers"`)' : ''}`,
                    range: first.keyRange,
                    jsonPath: first.path,
                    level: 'warn',
                    help: 'write `{ "mcpServers": { "<name>": { "command": "…" } } }`',
                });
                continue;
            }
            const v = servers.value;
            if (!v || v.type === 'map')
                continue;
            ctx.report({
                path: f.file.path,
                message: `\`mcpServers\` must be an object mapping server names to configs, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(v))}: no server loads from this file ("No servers load from this file")`,
                range: v.range,
                jsonPath: servers.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/field-types.js
/** MCP server fields of the wrong type: `command`, `url` not strings, `args` not an array of strings, `env`/`headers` not string maps, a `url` that is not an absolute URL. */



const field_types_isString = (n) => n?.type === 'scalar' && typeof n.value === 'string';
function isAbsoluteUrl(s) {
    try {
        return Boolean(new URL(s).protocol);
    }
    catch {
        return false;
    }
}
const REMOTE = ['http', 'sse', 'ws'];
/* harmony default export */ const mcp_field_types = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'mcp/field-types',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An MCP server whose `command` or `url` is not a string, whose `args` is not an array of strings, whose `env` or `headers` is not an object of strings, or whose remote `url` is not an absolute URL.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'maybe',
        rationale: '`claude plugin validate` 2.1.332 checks every server of an MCP config and says what the plugin loader does: "Invalid input: expected array, received string. The plugin loader silently drops this server at load." (oracle/claude-code/mutations.json, case `mcp:/mcpServers/local/args:type:string`; likewise a `command` that is not a string, `args` items, `env` and `headers` that are not objects of strings). A remote `url` that is not an absolute URL: "The plugin loader marks this server as invalid config and it never connects" (case `mcp:/mcpServers/remote/url:bad-url`). `args` written as one string is the usual slip: the fix splits it at spaces, which is only a guess when an argument holds a space.',
        examples: {
            wrong: '{ "mcpServers": { "docs": { "command": "npx", "args": "-y @acme/docs-mcp" } } }',
            right: '{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const cfg = artifact.root;
        if (!cfg || cfg.type !== 'map')
            return; // mcp/server-config's
        const server = artifact.element.name;
        const drops = artifact.pluginDistributed ? 'the plugin loader silently drops this server' : '`claude plugin validate` rejects this server config (a plugin\'s loader silently drops such a server)';
        const bad = (key, want, node, path) => ctx.report({ message: `\`${key}\` of MCP server \`${server}\` must be ${want}, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(node))}: ${drops}`, range: node.range, jsonPath: path });
        for (const key of ['command', 'url', 'cwd']) {
            const p = (0,tree/* getPair */.xf)(cfg, key);
            if (p?.value && !field_types_isString(p.value))
                bad(key, 'a string', p.value, p.path);
        }
        const args = (0,tree/* getPair */.xf)(cfg, 'args');
        if (args?.value) {
            const v = args.value;
            if (v.type === 'seq') {
                for (const item of v.items)
                    if (!field_types_isString(item))
                        bad('args', 'an array of strings', item, item.path);
            }
            else {
                const text = (0,tree/* scalarString */.Cg)(v);
                ctx.report({
                    message: `\`args\` of MCP server \`${server}\` must be an array of strings, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(v))}: ${drops}`,
                    range: v.range,
                    jsonPath: args.path,
                    suggestion: text !== undefined && text.trim() !== ''
                        ? { msg: 'split it into an array', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(text.trim().split(/\s+/)) }] }
                        : undefined,
                });
            }
        }
        for (const key of ['env', 'headers']) {
            const p = (0,tree/* getPair */.xf)(cfg, key);
            if (!p?.value)
                continue;
            if (p.value.type !== 'map') {
                bad(key, 'an object of strings', p.value, p.path);
                continue;
            }
            for (const e of p.value.pairs)
                if (e.value && !field_types_isString(e.value))
                    bad(`${key}.${e.key}`, 'a string', e.value, e.path);
        }
        const type = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(cfg, 'type')?.value);
        const url = (0,tree/* getPair */.xf)(cfg, 'url');
        const u = (0,tree/* scalarString */.Cg)(url?.value);
        // Claude Code expands `${VAR}` and `${VAR:-default}` in `url` when it loads the server (documented), so such a
        // value is judged only once expanded, which a linter cannot do.
        if (type && REMOTE.includes(type) && u !== undefined && u.trim() !== '' && !u.includes('${') && !isAbsoluteUrl(u)) {
            ctx.report({
                message: `\`url\` \`${u}\` of MCP server \`${server}\` is not an absolute URL: ${artifact.pluginDistributed ? 'the plugin loader marks this server as invalid config and it never connects' : '`claude plugin validate` rejects it (a plugin\'s loader marks such a server as invalid config and it never connects)'}`,
                range: url.value.range,
                jsonPath: url.path,
                help: 'write an absolute URL such as `https://mcp.example.com/mcp`',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/secret-literal.js


/** Credential shapes that are never anything else. */
const TOKEN_PATTERNS = [
    /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/, // Anthropic / OpenAI
    /\bgh[pousr]_[A-Za-z0-9]{20,}/, // GitHub
    /\bgithub_pat_[A-Za-z0-9_]{20,}/,
    /\bglpat-[A-Za-z0-9_-]{20,}/, // GitLab
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack
    /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
    /\bAIza[0-9A-Za-z_-]{35}\b/, // Google API key
    /\bnpm_[A-Za-z0-9]{36}\b/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|access[-_]?key|private[-_]?key|credential|^authorization$|auth[-_]?key|bearer|session[-_]?key)/i;
/** Names of values that are configuration, not credentials (`CLIENT_ID`, `TOKEN_URL`, `API_KEY_FILE`). */
const NOT_SECRET_NAME = /([-_]?(id|user|username|url|uri|host|endpoint|path|file|dir|name|type|header|expiry|ttl))$/i;
const secret_literal_PLACEHOLDER = /^(<[^>]*>|\[[^\]]*\]|\{[^}]*\}|x{3,}|\*{3,}|\.{3}|todo|tbd|none|null|changeme|your[-_ ].*|.*(example|placeholder|replace[-_ ]?me|dummy|redacted|fake|sample|xxx).*)$/i;
const SCHEME = /^(bearer|basic|token|apikey|api-key)\s+/i;
/** The credential part of a value, or undefined when the value does not look like one. */
function literalSecret(key, value) {
    if (value.includes('${'))
        return undefined;
    for (const re of TOKEN_PATTERNS) {
        const m = re.exec(value);
        if (m)
            return m[0];
    }
    const bare = value.replace(SCHEME, '').trim();
    const schemed = bare !== value.trim();
    if (!SECRET_NAME.test(key) || NOT_SECRET_NAME.test(key))
        return undefined;
    if (schemed && !/^authorization$/i.test(key) && !SECRET_NAME.test(key))
        return undefined;
    if (bare === '' || /\s/.test(bare) || secret_literal_PLACEHOLDER.test(bare))
        return undefined;
    if (/^(true|false|yes|no|on|off|\d+)$/i.test(bare))
        return undefined;
    if (/^(https?:|file:|\.{0,2}\/|~\/)/.test(bare))
        return undefined; // a URL or a path to a key file
    const password = /passw(or)?d|pwd/i.test(key);
    const mixed = /[A-Za-z]/.test(bare) && /\d/.test(bare);
    if (password ? bare.length >= 6 : (bare.length >= 12 && mixed) || bare.length >= 24)
        return bare;
    return undefined;
}
/** `ghp_…`: at most four characters of a secret, never more than a quarter of it. */
function redact(secret) {
    const n = Math.min(4, Math.floor(secret.length / 4));
    return `${secret.slice(0, n)}…`;
}
function envName(s) {
    return s.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|(?<!_)_+$/g, '') || 'SECRET';
}
/* harmony default export */ const secret_literal = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'mcp/secret-literal',
        effect: 'style',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'error',
        description: 'A literal credential in an MCP server\'s `env` or `headers` instead of a `${VAR}` reference.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'maybe',
        tags: ['security'],
        rationale: 'MCP configs (`.mcp.json`, plugin manifests, agent frontmatter) are committed and shared. Claude Code expands `${VAR}` and `${VAR:-default}` in `env` and `headers` (documented: https://code.claude.com/docs/en/mcp), so a token written literally is never needed there — and once committed it is in the history for good: revoke it, then reference an environment variable.',
        examples: {
            wrong: '{ "mcpServers": { "github": { "command": "github-mcp", "env": { "GITHUB_TOKEN": "ghp_0123456789abcdefghijABCDEFGHIJ012345" } } } }',
            right: '{ "mcpServers": { "github": { "command": "github-mcp", "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" } } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const server = artifact.element.name;
        for (const field of ['env', 'headers']) {
            const map = (0,tree/* getPair */.xf)(artifact.root, field)?.value;
            if (!map || map.type !== 'map')
                continue;
            for (const pair of map.pairs) {
                const v = pair.value;
                if (!v || v.type !== 'scalar' || typeof v.value !== 'string')
                    continue;
                const secret = literalSecret(pair.key, v.value);
                if (!secret)
                    continue;
                const scheme = SCHEME.exec(v.value)?.[0] ?? '';
                const variable = field === 'env' ? envName(pair.key) : envName(`${server}_${/^authorization$/i.test(pair.key) ? 'token' : pair.key.replace(/^x-/i, '')}`);
                const replacement = `${scheme}\${${variable}}`;
                ctx.report({
                    message: `\`${field}.${pair.key}\` of MCP server \`${server}\` holds a literal credential: \`${redact(secret)}\` (${secret.length} characters) is committed with the file; Claude Code expands \`\${${variable}}\` from the environment instead (documented: https://code.claude.com/docs/en/mcp)`,
                    range: v.range,
                    jsonPath: pair.path,
                    notes: ['revoke the credential: removing it from the file does not remove it from the history'],
                    help: `write \`"${pair.key}": "${replacement}"\` and set ${variable} in the environment`,
                    suggestion: { msg: `reference \${${variable}}`, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: quote(artifact.file.text, v, replacement) }] },
                });
            }
        }
    },
}));
function quote(text, node, value) {
    const c = text[node.range.start.offset];
    return c === "'" ? `'${value}'` : c === '"' || !/^[\w$]/.test(value) ? JSON.stringify(value) : JSON.stringify(value);
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/server-allowlist.js

/* harmony default export */ const server_allowlist = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'mcp/server-allowlist',
        effect: 'style',
        harness: 'claude-code',
        category: 'contract',
        defaultLevel: 'error',
        description: 'Opt-in governance: only MCP servers on an allowlist may be configured (in .mcp.json, plugin manifests and agent `mcpServers`).',
        kinds: ['mcp'],
        optIn: true,
        fixable: false,
        options: {
            type: 'object',
            properties: { allowlist: { type: 'array', items: { type: 'string' }, description: 'Server names allowed; an empty list blocks every server.' } },
            additionalProperties: false,
        },
        rationale: 'An MCP server can read and send data wherever the agent can reach. Organisations that vet servers need a check that a pull request adds none they have not approved. The rule runs only when enabled in `.agentlint.yml` and then needs an `allowlist`.',
        examples: { wrong: '{ "mcpServers": { "random-scraper": { "command": "npx", "args": ["scraper"] } } }', right: '{ "mcpServers": { "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" } } }', file: '.mcp.json', context: { '.agentlint.yml': 'rules:\n  mcp/server-allowlist:\n    allowlist: [github]\n' } },
    },
    validateOptions(o) {
        if (o.allowlist === undefined)
            return ['set `allowlist: [...]` (an empty list blocks every server)'];
        if (!Array.isArray(o.allowlist) || o.allowlist.some((s) => typeof s !== 'string'))
            return ['`allowlist` must be a list of server names'];
        return [];
    },
    check(artifact, ctx) {
        const list = ctx.options.allowlist ?? [];
        const name = artifact.element.name;
        if (list.includes(name))
            return;
        const where = artifact.data.source === 'agent' ? `agent \`${String(artifact.data.owner)}\`` : artifact.data.source === 'plugin' ? 'the plugin manifest' : '.mcp.json';
        ctx.report({
            message: `MCP server \`${name}\` (in ${where}) is not on the server allowlist${list.length ? `: ${list.map((s) => `\`${s}\``).join(', ')}` : ' (the list is empty: every server is blocked)'}`,
            range: artifact.nameRange ?? artifact.file.lines.range(0, 0),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/remote-server.js



/** Hosts a cleartext url may reach without the validator's warning: this machine. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
/**
 * A remote MCP server's connection fields as `claude plugin validate` 2.1.332 checks them in a plugin's `.mcp.json`
 * (oracle/claude-code/rules-validator-sweep.json: `mcp url over http`, `mcp oauth metadata url over http`,
 * `mcp headersHelper with user_config`, `mcp network on a remote server`).
 */
/* harmony default export */ const remote_server = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'mcp/remote-server',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A remote MCP server of a plugin whose `url` is cleartext `http://` to another host, whose `oauth.authServerMetadataUrl` is not `https://`, whose plugin `headersHelper` uses `${user_config.*}`, or that sets `network` (read on stdio servers only).',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code 2.1.332 drops a server whose `oauth.authServerMetadataUrl` is not `https://` ("The plugin loader silently drops this server at load"), and refuses a plugin server whose `headersHelper` references `${user_config.*}` when the plugin declares options (options are never substituted there). `claude plugin validate` also warns that a `url` over `http://` to a host other than this machine sends requests, headers and credentials in cleartext, and that `network` is read on stdio servers only. Recorded cases: oracle/claude-code/rules-validator-sweep.json.',
        examples: {
            wrong: '{ "mcpServers": { "docs": { "type": "http", "url": "http://mcp.example.com/mcp" } } }',
            right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
            file: '.mcp.json',
            context: { '.claude-plugin/plugin.json': '{ "name": "my-plugin" }' },
        },
    },
    check(artifact, ctx) {
        const cfg = artifact.root;
        // The validator's checks of a plugin's servers: a project's `.mcp.json` was not recorded for them.
        if (artifact.pluginRoot === undefined || artifact.data.reference || !cfg || cfg.type !== 'map')
            return;
        const server = artifact.element.name;
        const url = (0,tree/* getPair */.xf)(cfg, 'url');
        const u = (0,tree/* scalarString */.Cg)(url?.value);
        const host = u ? /^http:\/\/(\[[^\]]*\]|[^/:?#]*)/i.exec(u)?.[1] : undefined;
        // `mcp url too long`: "url is too long. The plugin loader silently drops this server at load."
        if (url?.value && u !== undefined && u.length > claude_code/* MCP_URL_MAX */.cP)
            ctx.report({ message: `\`url\` of MCP server \`${server}\` is longer than ${claude_code/* MCP_URL_MAX */.cP} characters: Claude Code drops the server at load`, range: url.value.range, jsonPath: url.path });
        if (url?.value && host !== undefined && !LOOPBACK.test(host))
            ctx.report({
                level: 'warn',
                message: `\`url\` of MCP server \`${server}\` uses \`http://\` to \`${host}\`: requests, headers and any credentials travel in cleartext (\`claude plugin validate\` warns; plugin directories may reject it)`,
                range: url.value.range,
                jsonPath: url.path,
                suggestion: { msg: 'use https://', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: url.value.range, text: JSON.stringify(u.replace(/^http:/i, 'https:')) }] },
            });
        const meta = (0,tree/* getPair */.xf)((0,tree/* getPair */.xf)(cfg, 'oauth')?.value ?? null, 'authServerMetadataUrl');
        const m = (0,tree/* scalarString */.Cg)(meta?.value);
        if (meta?.value && m !== undefined && m.length > claude_code/* MCP_AUTH_METADATA_URL_MAX */.Tv)
            ctx.report({ message: `\`oauth.authServerMetadataUrl\` of MCP server \`${server}\` is longer than ${claude_code/* MCP_AUTH_METADATA_URL_MAX */.Tv} characters: Claude Code drops the server at load`, range: meta.value.range, jsonPath: meta.path });
        else if (meta?.value && m !== undefined && !m.startsWith('https://'))
            ctx.report({ message: `\`oauth.authServerMetadataUrl\` of MCP server \`${server}\` must use \`https://\`: Claude Code drops the server at load`, range: meta.value.range, jsonPath: meta.path });
        const helper = (0,tree/* getPair */.xf)(cfg, 'headersHelper');
        if (helper?.value && /\$\{user_config\./.test((0,tree/* scalarString */.Cg)(helper.value) ?? ''))
            ctx.report({ message: `\`headersHelper\` of MCP server \`${server}\` uses \`\${user_config.*}\`: it is never substituted there, and Claude Code refuses the server when the plugin declares options; read the option from the environment in the helper instead`, range: helper.value.range, jsonPath: helper.path });
        const network = (0,tree/* getPair */.xf)(cfg, 'network');
        if (network && (u !== undefined || ['http', 'sse', 'ws'].includes((0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(cfg, 'type')?.value) ?? '')))
            ctx.report({ level: 'warn', message: `Claude Code ignores \`network\` of remote MCP server \`${server}\`: it is read on stdio servers only (a remote server's host comes from its \`url\`)`, range: network.keyRange, jsonPath: network.path });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/server-config.js





/** Spellings of a transport seen in other tools' configs. */
const ALIASES = {
    streamablehttp: 'http', 'streamable_http': 'http', 'http-stream': 'http', https: 'http',
    websocket: 'ws', websockets: 'ws', wss: 'ws', local: 'stdio', process: 'stdio',
};
/* harmony default export */ const server_config = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'mcp/server-config',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An MCP server with an unknown `type`, a stdio server without `command`, or an http/sse/ws server without `url`.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code validates each MCP server when it starts: a server with an unknown `type`, a stdio server (the default type) without `command`, or a remote server without `url` fails to connect and its tools are missing from the session; the reason is only shown in `/mcp`.',
        examples: {
            wrong: '{ "mcpServers": { "docs": { "url": "https://mcp.example.com/mcp" } } }',
            right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const server = artifact.element.name;
        const cfg = artifact.root;
        const at = artifact.nameRange ?? artifact.file.lines.range(0, 0);
        if (!cfg || cfg.type !== 'map') {
            ctx.report({ message: `MCP server \`${server}\` must be an object with a \`command\` or a \`url\`: Claude Code cannot start it`, range: cfg ? cfg.range : at });
            return;
        }
        const typePair = (0,tree/* getPair */.xf)(cfg, 'type');
        let type = (0,tree/* scalarString */.Cg)(typePair?.value);
        if (typePair && typePair.value) {
            if (type === undefined || !claude_code/* MCP_TRANSPORTS */.ip.includes(type)) {
                const raw = type ?? '';
                const fixed = type === undefined ? undefined : (0,suggest/* certainCorrection */.Zg)(raw, claude_code/* MCP_TRANSPORTS */.ip) ?? ALIASES[raw.toLowerCase()];
                const certain = type !== undefined && (0,suggest/* certainCorrection */.Zg)(raw, claude_code/* MCP_TRANSPORTS */.ip) !== undefined;
                ctx.report({
                    message: `MCP server \`${server}\` has unknown type \`${raw}\`${type ? (0,suggest/* didYouMean */.au)(raw, claude_code/* MCP_TRANSPORTS */.ip) : ''}: Claude Code skips it`,
                    range: typePair.value.range,
                    jsonPath: typePair.path,
                    help: `type is one of ${(0,suggest/* listOf */.c3)(claude_code/* MCP_TRANSPORTS */.ip)} (stdio when omitted)`,
                    suggestion: fixed
                        ? { msg: `use \`${fixed}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: typePair.value.range, text: quoteLike(artifact.file.text, typePair.value.range.start.offset, fixed) }] }
                        : undefined,
                });
                return;
            }
        }
        const hasCommand = (0,tree/* getPair */.xf)(cfg, 'command')?.value != null;
        const hasUrl = (0,tree/* getPair */.xf)(cfg, 'url')?.value != null;
        if (!type) {
            if (hasUrl && !hasCommand) {
                const suggestion = cfg.flow
                    ? { msg: 'add `"type": "http"`', applicability: 'MaybeIncorrect', edits: [addJsonPair(artifact.file, cfg, 'type', '"http"')] }
                    : undefined;
                ctx.report({
                    message: `MCP server \`${server}\` has a \`url\` but no \`type\`: Claude Code skips it (\`claude mcp list\`: "has a \"url\" but no \"type\"")`,
                    range: at,
                    jsonPath: cfg.path,
                    help: 'add `"type": "http"` (or `sse`, `ws`) for a remote server',
                    suggestion,
                });
                return;
            }
            type = 'stdio';
        }
        const need = claude_code/* MCP_TRANSPORT_REQUIRED */.b8[type];
        const needPair = (0,tree/* getPair */.xf)(cfg, need);
        const needValue = (0,tree/* scalarString */.Cg)(needPair?.value);
        // A value of the wrong type is mcp/field-types'. A blank value (an empty `url`, a whitespace `command`) passes
        // `claude plugin validate` (mutations.json `mcp:/mcpServers/remote/url:empty`, `…/local/command:whitespace`): a warning.
        if (needPair?.value && needPair.value.type === 'scalar' && needPair.value.value !== null && typeof needPair.value.value !== 'string')
            return;
        if (needPair?.value && needPair.value.type !== 'scalar')
            return;
        if (needValue !== undefined && needValue.trim() === '' && !(need === 'command' && needValue === '')) {
            ctx.report({
                // Loaded, with nothing to start.
                effect: 'fails-at-run-time',
                message: `\`${need}\` of MCP server \`${server}\` is blank: the server has nothing to ${need === 'command' ? 'run' : 'connect to'} (Claude Code 2.1.332's validator accepts it)`,
                range: needPair.value.range,
                jsonPath: needPair.path,
                level: 'warn',
            });
            return;
        }
        if (!needPair || needValue === undefined || needValue.trim() === '') {
            ctx.report({
                message: `${typePair ? `\`${type}\`` : 'stdio (the default type)'} MCP server \`${server}\` has no \`${need}\`: Claude Code skips it as an invalid server config`,
                range: needPair ? needPair.keyRange : typePair?.value ? typePair.value.range : at,
                jsonPath: needPair?.path ?? cfg.path,
                help: type === 'stdio' ? 'add `"command"` (and `"args"`), or set `"type"` for a remote server' : `add \`"url"\` for the ${type} endpoint`,
            });
        }
    },
}));
function quoteLike(text, offset, value) {
    const c = text[offset];
    return c === '"' ? JSON.stringify(value) : c === "'" ? `'${value}'` : value;
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/transport-deprecated.js



/* harmony default export */ const transport_deprecated = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'mcp/transport-deprecated',
        effect: 'style',
        harness: 'claude-code',
        category: 'migration',
        defaultLevel: 'info',
        description: 'An MCP server on the deprecated `sse` transport.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'The SSE transport is deprecated in Claude Code in favour of streamable HTTP (`"type": "http"`). SSE servers still connect today, but support may be removed; most servers offer both endpoints, often at a different path, so check the URL when switching.',
        examples: {
            wrong: '{ "mcpServers": { "docs": { "type": "sse", "url": "https://mcp.example.com/sse" } } }',
            right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'type');
        const type = (0,tree/* scalarString */.Cg)(pair?.value);
        if (!pair || !pair.value || type === undefined)
            return;
        const use = claude_code/* MCP_DEPRECATED_TRANSPORTS */.SM[type];
        if (!use)
            return;
        const raw = artifact.file.text[pair.value.range.start.offset];
        const text = raw === '"' ? JSON.stringify(use) : raw === "'" ? `'${use}'` : use;
        ctx.report({
            message: `MCP server \`${artifact.element.name}\` uses the deprecated \`${type}\` transport: Claude Code still lists it, but the docs deprecate \`${type}\` in favour of \`${use}\` (streamable HTTP; documented: https://code.claude.com/docs/en/mcp)`,
            range: pair.value.range,
            jsonPath: pair.path,
            help: 'switch to `"type": "http"` and check whether the server\'s HTTP endpoint has a different path',
            suggestion: { msg: `use \`${use}\` (the server's URL may differ)`, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: pair.value.range, text }] },
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/mcp/index.js







const MCP_RULES = [
    file_shape,
    mcp_field_types,
    server_allowlist,
    server_config,
    remote_server,
    transport_deprecated,
    secret_literal,
];

// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/known-values/claude-memory.js
/**
 * Claude Code memory files (CLAUDE.md and their `@path` imports).
 *
 * Observed on Claude Code 2.1.332 (oracle/claude-code/harness-memory.json,
 * oracle/claude-code/memory-probe.mjs, 2026-12-02): a chain CLAUDE.md → @d1 → … → @d8
 * reached the model up to d4; d5 was not loaded. The docs said "maximum depth of 5
 * hops" (older) and "four hops" (2026); the binary follows four.
 */

const MEMORY_IMPORT_MAX_HOPS = 4;
const MEMORY_ORACLE_VERSION = pins_generated/* PINS */.$['claude-code'].version;

// EXTERNAL MODULE: ./build/src/rules/shared/memory-imports.js
var memory_imports = __webpack_require__(6327);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/import-cycle.js
/** `@path` imports that lead back to a file already on the import chain (a cycle). */





/* harmony default export */ const import_cycle = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'memory/import-cycle',
        effect: 'ignored',
        category: 'style',
        defaultLevel: 'info',
        description: 'An `@path` import that closes a cycle (`a.md` imports `b.md`, which imports `a.md` again): it imports nothing.',
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case import-cycle): in CLAUDE.md → a.md → b.md → a.md (and b.md → CLAUDE.md) each file reaches the model exactly once and the session goes on without a message. The import that closes the cycle does nothing, so it is info: it usually means the files' roles are tangled (which one is the entry point?), not that anything is lost.`,
        examples: {
            file: 'CLAUDE.md',
            wrong: '# Project\n\n@docs/a.md\n',
            right: '# Project\n\n@docs/rules.md\n',
            context: { 'docs/a.md': 'Rules A.\n@b.md\n', 'docs/b.md': 'Rules B.\n@a.md\n', 'docs/rules.md': 'Rules A.\nRules B.\n' },
        },
    },
    reads: memory_imports/* MEMORY_READS */.w9,
    check(project, ctx) {
        const reported = new Set();
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'memory')) {
            // Depth-first along each chain, as far as Claude Code follows imports (import-depth reports the rest).
            const walk = (path, text, hops, chain, offset) => {
                const file = path === a.path ? a.file : (0,source/* sourceFile */.sm)(path, text);
                for (const ref of (0,memory_imports/* pathImports */.IX)(file, path, offset)) {
                    if (ref.inCode || project.stat(ref.target) !== 'file' || hops + 1 > MEMORY_IMPORT_MAX_HOPS)
                        continue;
                    if (chain.includes(ref.target)) {
                        const key = `${path}:${ref.range.start.line}:${ref.range.start.column}`;
                        if (reported.has(key))
                            continue;
                        reported.add(key);
                        const loop = [...chain.slice(chain.indexOf(ref.target)), ref.target].join(' → ');
                        ctx.report({ path, element: a.element, harness: a.harness, message: `\`@${ref.path}\` closes an import cycle: ${loop}; Claude Code loads each file once, so this import adds nothing`, range: ref.range });
                        continue;
                    }
                    const next = project.readText(ref.target);
                    if (next !== undefined)
                        walk(ref.target, next, hops + 1, [...chain, ref.target], 0);
                }
            };
            walk(a.path, a.file.text, 0, [a.path], a.markdown?.bodyOffset ?? 0);
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/import-depth.js
/** `@path` imports nested deeper than Claude Code follows (four hops from the memory file, observed). */





/* harmony default export */ const import_depth = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'memory/import-depth',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `An \`@path\` import more than ${MEMORY_IMPORT_MAX_HOPS} hops away from a memory file: Claude Code does not follow it.`,
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: `Imports are recursive, but only to a limit. Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json): in a chain CLAUDE.md → a → b → c → d → e, files up to d (${MEMORY_IMPORT_MAX_HOPS} hops) reach the model and e is silently left out. The docs have said both five and four hops; the binary follows four.`,
        examples: {
            file: 'CLAUDE.md',
            wrong: '# Project\n\n@docs/a.md\n',
            right: '# Project\n\n@docs/b.md\n',
            context: { 'docs/a.md': '@b.md\n', 'docs/b.md': '@c.md\n', 'docs/c.md': '@d.md\n', 'docs/d.md': '@e.md\n', 'docs/e.md': 'The deepest rules.\n' },
        },
    },
    reads: memory_imports/* MEMORY_READS */.w9,
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'memory')) {
            // Depth-first along each chain; a file already on the chain (a cycle) is not followed again.
            const walk = (path, text, hops, chain, offset) => {
                const file = path === a.path ? a.file : (0,source/* sourceFile */.sm)(path, text);
                for (const ref of (0,memory_imports/* pathImports */.IX)(file, path, offset)) {
                    const target = ref.target;
                    if (ref.inCode || chain.includes(target) || project.stat(target) !== 'file')
                        continue;
                    if (hops + 1 > MEMORY_IMPORT_MAX_HOPS) {
                        ctx.report({
                            path,
                            element: a.element,
                            harness: a.harness,
                            message: `\`@${ref.path}\` is ${hops + 1} imports away from ${a.path}: Claude Code follows ${MEMORY_IMPORT_MAX_HOPS} and silently leaves \`${target}\` out (import it from a file nearer ${a.path})`,
                            range: ref.range,
                            related: [{ message: 'the memory file this chain starts at', span: { path: a.path, range: a.file.lines.range(0, Math.min(a.file.text.length, a.file.lines.lineEnd(1))) } }],
                        });
                        continue;
                    }
                    const next = project.readText(target);
                    if (next !== undefined)
                        walk(target, next, hops + 1, [...chain, target], 0);
                }
            };
            walk(a.path, a.file.text, 0, [a.path], a.markdown?.bodyOffset ?? 0);
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/import-in-code.js
/** `@path` written inside a code span or fenced block, naming a real file: not an import. */



/* harmony default export */ const import_in_code = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'memory/import-in-code',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'info',
        description: 'An `@path` naming an existing file inside a code span or code block of a memory file: it is not imported.',
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'maybe',
        rationale: 'Imports are not evaluated inside Markdown code spans and code blocks (https://code.claude.com/docs/en/memory; observed on 2.1.332, oracle/claude-code/harness-memory.json). Writing `` `@docs/style.md` `` to make the path stand out turns the import off; the file is not loaded. Only paths that name an existing file are reported, so examples of the syntax stay quiet.',
        examples: {
            file: 'CLAUDE.md',
            wrong: '# Project\n\nFollow `@docs/style.md` when writing code.\n',
            right: '# Project\n\nFollow @docs/style.md when writing code.\n',
            context: { 'docs/style.md': '# Style\n' },
        },
    },
    reads: memory_imports/* MEMORY_READS */.w9,
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'memory')) {
            for (const ref of (0,memory_imports/* pathImports */.IX)(a.file, a.path, a.markdown?.bodyOffset ?? 0)) {
                const target = ref.target;
                if (!ref.inCode || project.stat(target) !== 'file')
                    continue;
                // A one-token inline span (`` `@x.md` ``) is the likely mistake: offer to drop its backticks.
                const text = a.file.text;
                const s = ref.range.start.offset;
                const e = ref.range.end.offset;
                const single = text[s - 1] === '`' && text[e] === '`' && text[s - 2] !== '`' && text[e + 1] !== '`';
                ctx.report({
                    path: a.path,
                    element: a.element,
                    harness: a.harness,
                    message: `\`@${ref.path}\` is inside code, so it is not an import: Claude Code does not load \`${target}\``,
                    range: ref.range,
                    suggestion: single
                        ? { msg: 'remove the backticks to import the file', applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: a.file.lines.range(s - 1, e + 1), text: `@${ref.path}` }] }
                        : undefined,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/missing-path.js
var missing_path = __webpack_require__(931);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/import-unresolved.js
/** `@path` imports in memory files that name no file in the repository. */




/** Extensions of files a memory file imports; another `@a.b` is more likely a decorator or a handle. */
const FILE_EXTENSIONS = /\.(md|mdx|markdown|txt|rst|adoc|json|jsonc|ya?ml|toml|ini|cfg|conf|env|sh|bash|zsh|ps1|py|js|mjs|cjs|ts|tsx|jsx|go|rs|java|kt|rb|php|cs|c|h|cpp|hpp|swift|sql|html|css|scss|xml|csv|lock|gradle|tf|hcl|proto|graphql|gql|dockerfile)$/i;
/* harmony default export */ const import_unresolved = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'memory/import-unresolved',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An `@path` import in CLAUDE.md, CLAUDE.local.md or `.claude/rules/*.md` that names no file (relative to the importing file).',
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: 'Claude Code resolves `@path` imports relative to the file that contains them and inlines the file (https://code.claude.com/docs/en/memory). Observed on 2.1.332 (oracle/claude-code/harness-memory.json): a path that names no file stays in the text as written, nothing is imported, and the session goes on without a message, so the instructions the author meant to share never reach the model. `~/` and absolute imports are outside the repository and not checked; only references that look like files (`./`, `../` or an extension) are checked, so `@user` mentions and `@scope/package` names are left alone.',
        examples: {
            file: 'CLAUDE.md',
            wrong: '# Project\n\nFollow @docs/style-guide.md when writing code.\n',
            right: '# Project\n\nFollow @docs/style.md when writing code.\n',
            context: { 'docs/style.md': '# Style\n' },
        },
    },
    reads: memory_imports/* MEMORY_READS */.w9,
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'memory')) {
            for (const ref of (0,memory_imports/* pathImports */.IX)(a.file, a.path, a.markdown?.bodyOffset ?? 0)) {
                const target = ref.target;
                if (ref.inCode)
                    continue;
                // `@agent.tool`, `@user.name`: a decorator or a handle in prose, not a file the author meant to import (noted only).
                const fileLike = ref.path.includes('/') || FILE_EXTENSIONS.test(ref.path);
                const at = { path: a.path, element: a.element, harness: a.harness, range: ref.range, level: fileLike ? undefined : 'info' };
                (0,missing_path/* reportMissingPath */.w)(project, ctx, target, 'file', at, (why) => `\`@${ref.path}\` imports nothing: \`${target}\` ${why} (imports resolve relative to ${a.path}); Claude Code leaves the text as written and loads the rest without a word`);
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/scalar-range.js
var scalar_range = __webpack_require__(6440);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/paths-globs.js


/** A comma-separated `paths` string as its globs with their offsets; commas inside `{…}` belong to the brace (`*.{ts,tsx}`). */
function splitGlobs(value) {
    const out = [];
    let depth = 0;
    let start = 0;
    const push = (end) => {
        const piece = value.slice(start, end);
        const glob = piece.trim();
        if (glob)
            out.push({ glob, at: start + piece.indexOf(glob) });
    };
    for (let i = 0; i < value.length; i++) {
        const ch = value[i];
        if (ch === ',' && depth === 0) {
            push(i);
            start = i + 1;
        }
        else if (ch === '{')
            depth++;
        else if (ch === '}' && depth > 0)
            depth--;
    }
    push(value.length);
    return out;
}
/** Every glob string of `paths:` (a list's non-string entries are left out: Claude Code ignores them). */
function pathsGlobs(artifact) {
    const value = (0,tree/* getPair */.xf)(artifact.root, 'paths')?.value;
    if (!value)
        return [];
    if (value.type === 'scalar' && typeof value.value === 'string') {
        const globs = splitGlobs(value.value);
        return globs.map(({ glob, at }) => ({ glob, range: globs.length === 1 ? value.range : (0,scalar_range/* rangeInScalar */.v)(value, at, glob.length), alone: globs.length === 1 }));
    }
    if (value.type !== 'seq')
        return [];
    return value.items.flatMap((item) => (item.type === 'scalar' && typeof item.value === 'string' ? [{ glob: item.value, range: item.range, alone: true }] : []));
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/rule-paths.js
/** `paths:` frontmatter of `.claude/rules/*.md` that Claude Code reads differently from what it says. */




/** Why one glob never matches what it names, or undefined. */
function globProblem(glob) {
    if (glob.startsWith('./'))
        return `\`${glob}\` starts with \`./\` and matches no file: Claude Code matches \`paths\` against paths relative to the project root, so this rule is never loaded`;
    const opened = (open, close) => glob.split(open).length > glob.split(close).length;
    if (opened('[', ']') || opened('{', '}'))
        return `\`${glob}\` has an unclosed \`${opened('[', ']') ? '[' : '{'}\`: Claude Code cannot read it as a pattern and it matches nothing you meant, so this rule is not loaded for those files`;
    return undefined;
}
/* harmony default export */ const rule_paths = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'memory/rule-paths',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`paths:` in a `.claude/rules/*.md` file that is not a glob or a list of globs, or a glob that never matches (a leading `./`, an unclosed `[` or `{`).',
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'machine',
        rationale: `A rule file with \`paths:\` is loaded only when Claude Code reads a matching file (https://code.claude.com/docs/en/memory). Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case rule-paths, after the model read src/a.ts): a list, a single string, a comma-separated string, braces and a leading \`/\` all matched; \`paths: 5\` and \`paths: []\` made the rule load at every session start, like no \`paths\`; a number in a list was ignored and the other globs still applied; \`./src/**/*.ts\` never matched; \`[src/**/*.ts\` matched nothing (debug log: "gitignore-style pattern is unusable … treating it as matching nothing") and \`src/**/*.{ts\` did not match src/a.ts. Nothing is said in a normal session. A well-formed glob that matches no file in the repository is left to the opt-in \`memory/rule-paths-unmatched\`: the files may be generated or not written yet.`,
        examples: {
            file: '.claude/rules/typescript.md',
            wrong: '---\npaths:\n  - "./src/**/*.ts"\n---\nUse strict types.\n',
            right: '---\npaths:\n  - "src/**/*.ts"\n---\nUse strict types.\n',
        },
    },
    check(artifact, ctx) {
        if (!artifact.data.rule)
            return;
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'paths');
        const value = pair?.value;
        if (!pair || !value)
            return;
        const checkGlob = ({ glob, range, alone }) => {
            const problem = globProblem(glob);
            if (!problem)
                return;
            const fixed = glob.slice(2);
            ctx.report({
                message: problem,
                range,
                suggestion: alone && glob.startsWith('./') ? { msg: `write \`${fixed}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range, text: JSON.stringify(fixed) }] } : undefined,
            });
        };
        if (value.type === 'scalar' && typeof value.value === 'string') {
            pathsGlobs(artifact).forEach(checkGlob);
            return;
        }
        if (value.type === 'seq') {
            if (value.items.length === 0)
                ctx.report({ message: 'an empty `paths` list scopes nothing: Claude Code loads this rule at the start of every session, as if there were no `paths`', range: value.range, level: 'info' });
            pathsGlobs(artifact).forEach(checkGlob);
            for (const item of value.items) {
                if (item.type !== 'scalar' || typeof item.value !== 'string')
                    ctx.report({ message: 'entries of `paths` must be glob strings: Claude Code ignores this one (the other globs still apply)', range: item.range });
            }
            return;
        }
        ctx.report({ message: '`paths` must be a glob or a list of globs: Claude Code ignores this value and loads the rule at the start of every session, as if there were no `paths`', range: value.range });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/rule-keys.js
/** Frontmatter keys of a `.claude/rules/*.md` file other than `paths`: Claude Code ignores them. */



/** What another tool means by a key, and what that becomes in Claude Code. */
const HABITS = {
    alwaysApply: 'a rule file without `paths` is always loaded',
    globs: 'write the globs under `paths`',
    applyTo: 'write the globs under `paths`',
    description: 'the rule is loaded by its `paths`, never chosen by a description',
};
/* harmony default export */ const rule_keys = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'memory/rule-keys',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A `.claude/rules/*.md` frontmatter key other than `paths` (Cursor and Copilot habits such as `alwaysApply`, `globs`, `description`): Claude Code ignores it.',
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: `Claude Code reads only \`paths\` from a rule file's frontmatter (https://code.claude.com/docs/en/memory). Observed on ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case rule-keys): a rule with \`alwaysApply: true\` and \`paths: app/**/*.ts\` was not sent at session start (\`alwaysApply\` ignored, the rule stayed path-scoped), and a rule with Cursor's \`globs: "src/**/*.ts"\` and a \`description\` was sent at every start (not scoped at all). Nothing is said.`,
        examples: {
            file: '.claude/rules/typescript.md',
            wrong: '---\nglobs: "src/**/*.ts"\nalwaysApply: false\n---\nUse strict types.\n',
            right: '---\npaths:\n  - "src/**/*.ts"\n---\nUse strict types.\n',
        },
    },
    check(artifact, ctx) {
        if (!artifact.data.rule)
            return;
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const scoped = (0,tree/* getPair */.xf)(root, 'paths') !== undefined;
        for (const p of root.pairs) {
            if (p.key === 'paths')
                continue;
            const habit = HABITS[p.key];
            ctx.report({
                message: `Claude Code reads only \`paths\` from a rule file's frontmatter: \`${p.key}\` is ignored${habit ? ` (${habit})` : ''}; this rule is loaded ${scoped ? 'only when a file its `paths` match is read' : 'at every session start'}`,
                range: p.keyRange,
                jsonPath: p.path,
            });
        }
    },
}));

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/brace-expand.js
/**
 * Brace expansion of one glob (`src/*.{ts,tsx}` → `src/*.ts`, `src/*.tsx`), as Claude Code expands
 * `paths:` globs before matching them gitignore-style (gitignore itself has no braces). Bounded.
 */
const MAX_EXPANSIONS = 256;
function expandBraces(glob) {
    const out = [];
    const pending = [glob];
    while (pending.length && out.length + pending.length <= MAX_EXPANSIONS) {
        const g = pending.pop();
        const open = firstBrace(g);
        if (!open) {
            out.push(g);
            continue;
        }
        const [start, end, parts] = open;
        for (const part of parts)
            pending.push(g.slice(0, start) + part + g.slice(end + 1));
    }
    return [...out, ...pending].reverse();
}
/** The first `{…}` with a top-level comma: its start, end and alternatives (nested braces kept). */
function firstBrace(g) {
    for (let start = g.indexOf('{'); start >= 0; start = g.indexOf('{', start + 1)) {
        let depth = 0;
        const parts = [];
        let from = start + 1;
        for (let i = start; i < g.length; i++) {
            if (g[i] === '{')
                depth++;
            else if (g[i] === '}' && --depth === 0) {
                if (parts.length === 0)
                    break; // `{x}`: no alternatives, left as written
                return [start, i, [...parts, g.slice(from, i)]];
            }
            else if (g[i] === ',' && depth === 1) {
                parts.push(g.slice(from, i));
                from = i + 1;
            }
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/rule-paths-unmatched.js
/**
 * Opt-in: a `.claude/rules/*.md` glob that matches no file of the repository. Claude Code loads a
 * path-scoped rule only when it reads a file one of the globs matches, so such a rule is dead weight.
 */







/** Files looked at before giving up (a glob still unmatched then is not reported: the answer is unknown). */
const DEFAULT_MAX_FILES = 200_000;
/** Glob tests (files × globs still unmatched) before giving up, so thousands of globs cannot make a run slow. */
const MAX_TESTS = 5_000_000;
/**
 * A glob as Claude Code matches it (observed, case rule-paths-match): gitignore-style, so `*.ts`
 * matches at any depth, `src` everything under src/, case-insensitively; braces expanded first.
 * Undefined for a pattern that cannot be matched at all.
 */
function matcher(glob) {
    try {
        const ig = ignore().add(expandBraces(glob));
        ig.ignores('probe'); // compiles the patterns: an unusable one throws here
        return (path) => {
            try {
                return ig.ignores(path);
            }
            catch {
                return false; // a name the matcher refuses (`...`): it matches nothing
            }
        };
    }
    catch {
        return undefined;
    }
}
/* harmony default export */ const rule_paths_unmatched = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'memory/rule-paths-unmatched',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Opt-in: a `paths:` glob of a `.claude/rules/*.md` file that matches no file in the repository, so Claude Code never loads the rule for it.',
        kinds: ['memory'],
        harness: 'claude-code',
        optIn: true,
        fixable: false,
        options: {
            type: 'object',
            properties: { maxFiles: { type: 'number', description: `How many files of the tree to look at before giving up without a finding (default ${DEFAULT_MAX_FILES}).` } },
            additionalProperties: false,
        },
        rationale: `A rule file with \`paths:\` is sent to the model only after Claude Code reads a file one of its globs matches (https://code.claude.com/docs/en/memory). Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case rule-paths-match, after the model read every file of the repository one by one): a rule whose only glob, \`app/**/*.ts\`, matched none of them was never sent; the globs are matched gitignore-style, so \`*.ts\` matched \`src/sub/b.ts\`, \`src\` matched every file under src/ and \`SRC/**/*.ts\` matched \`src/a.ts\` (case does not count), while \`src/*.ts\` did not match \`src/sub/b.ts\` and \`!src/a.ts\` matched nothing; files the repository's .gitignore ignores (\`dist/x.js\`, \`node_modules/p/i.js\`) loaded the rules that name them like any other file. So this rule lists every file of the tree, ignored ones included (\`.git\` left out, \`node_modules\` last), and stops at the first match of each glob, or after \`maxFiles\` files without reporting anything. It is opt-in because a glob may name files that are generated or not written yet. Globs \`memory/rule-paths\` already reports (a leading \`./\`, an unclosed bracket) are left to it.`,
        examples: {
            file: '.claude/rules/typescript.md',
            wrong: '---\npaths:\n  - "app/**/*.ts"\n---\nUse strict types.\n',
            right: '---\npaths:\n  - "src/**/*.ts"\n---\nUse strict types.\n',
            context: { '.agentlint.yml': 'rules:\n  memory/rule-paths-unmatched: {}\n', 'src/main.ts': 'export const main = 1;\n' },
        },
    },
    validateOptions(o) {
        if (o.maxFiles !== undefined && !(Number.isInteger(o.maxFiles) && o.maxFiles > 0))
            return ['`maxFiles` must be a positive whole number'];
        return [];
    },
    reads: { memory: ['paths'] },
    check(project, ctx) {
        if (!project.allFiles)
            return;
        const pending = [];
        for (const artifact of (0,model/* artifactsOf */.Ns)(project, 'memory')) {
            if (!artifact.data.rule || artifact.harness !== 'claude-code')
                continue;
            for (const g of pathsGlobs(artifact)) {
                const test = globProblem(g.glob) ? undefined : matcher(g.glob);
                if (test)
                    pending.push({ ...g, artifact, test });
            }
        }
        if (pending.length === 0)
            return;
        const max = ctx.options.maxFiles ?? DEFAULT_MAX_FILES;
        let unmatched = pending;
        let seen = 0;
        let tests = 0;
        for (const path of project.allFiles()) {
            if (++seen > max || (tests += unmatched.length) > MAX_TESTS)
                return; // not every file looked at: no answer
            unmatched = unmatched.filter((p) => !p.test(path));
            if (unmatched.length === 0)
                return;
        }
        const count = (list) => list.reduce((m, p) => m.set(p.artifact, (m.get(p.artifact) ?? 0) + 1), new Map());
        const globsOf = count(pending);
        const deadOf = count(unmatched);
        for (const p of unmatched) {
            const all = globsOf.get(p.artifact);
            const dead = deadOf.get(p.artifact) === all;
            ctx.report({
                path: p.artifact.path,
                range: p.range,
                message: `\`${p.glob}\` matches no file in the repository: Claude Code loads this rule only when it reads a file its \`paths\` match, ${dead ? (all === 1 ? 'so as things stand the rule is never loaded' : 'and none of its globs matches a file, so as things stand the rule is never loaded') : 'so this glob adds nothing (the other globs still load the rule)'}`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/memory/index.js
/** Claude Code memory files (CLAUDE.md, CLAUDE.local.md, .claude/rules/*.md): imports. */







const MEMORY_RULES = [import_unresolved, import_in_code, import_depth, import_cycle, rule_paths, rule_paths_unmatched, rule_keys];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/known-values/claude-settings.js
/**
 * Claude Code `settings.json` (`.claude/settings.json`, `.claude/settings.local.json`):
 * the permission-rule grammar and the types of the keys agentlint checks.
 *
 * Source: https://code.claude.com/docs/en/permissions and
 * https://code.claude.com/docs/en/settings (read 2026-12-02; collected in
 * shared/reference/harness-formats.md §6). The permission grammar is documented; the
 * key lists, statusLine and output styles below were observed on the pinned CLI 2.1.332
 * (oracle/claude-code/harness-settings.json).
 */
/** Tools whose rules take a path specifier (gitignore-style; `//abs`, `~/`, `/`, relative). */
const PATH_RULE_TOOLS = (/* unused pure expression or super */ null && (['Read', 'Edit']));
/**
 * Tools whose `Tool(specifier)` rules parse but are never applied: file access
 * is governed by `Read(…)` and `Edit(…)` rules. The value is the tool to write instead.
 */
const NEVER_APPLIED_SPECIFIER_TOOLS = {
    Write: 'Edit',
    NotebookEdit: 'Edit',
    MultiEdit: 'Edit',
    Glob: 'Read',
    Grep: 'Read',
};
/** The permission lists, in the order Claude Code evaluates them (first match wins). */
const PERMISSION_LISTS = ['deny', 'ask', 'allow'];
/** `permissions.defaultMode` values (the permission modes; see PERMISSION_MODES for agents). */
const DEFAULT_MODES = ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions'];
/** JSON types of documented top-level keys, where a wrong type makes the value unusable. */
const SETTINGS_KEY_TYPES = {
    apiKeyHelper: 'string',
    cleanupPeriodDays: 'number',
    env: 'object',
    includeCoAuthoredBy: 'boolean',
    permissions: 'object',
    hooks: 'object',
    disableAllHooks: 'boolean',
    model: 'string',
    statusLine: 'object',
    outputStyle: 'string',
    forceLoginMethod: 'string',
    enableAllProjectMcpServers: 'boolean',
    enabledMcpjsonServers: 'array',
    disabledMcpjsonServers: 'array',
    enabledPlugins: 'object',
    extraKnownMarketplaces: 'object',
    awsAuthRefresh: 'string',
    awsCredentialExport: 'string',
    sandbox: 'object',
};
/** Keys of `permissions` and their types. */
const PERMISSIONS_KEY_TYPES = {
    allow: 'array',
    ask: 'array',
    deny: 'array',
    defaultMode: 'string',
    additionalDirectories: 'array',
    disableBypassPermissionsMode: 'string',
};
/**
 * Every top-level `settings.json` key agentlint knows.
 *
 * Observed on Claude Code 2.1.332 (2026-12-03, oracle/claude-code/harness-settings.json,
 * cases known-keys-*): each candidate key set to `[[[]]]`; Claude Code names every key it
 * validates ("(cleanupPeriodDays): Expected number, but received array") and says nothing about
 * a key it does not know. SETTINGS_KEYS_VALIDATED is that list. SETTINGS_KEYS_DOCUMENTED are keys
 * the settings docs list (https://code.claude.com/docs/en/settings and
 * https://code.claude.com/docs/en/settings-reference, read 2026-12-03) that the binary accepts
 * silently with any value.
 */
const SETTINGS_KEYS_VALIDATED = [
    '$schema', 'apiKeyHelper', 'awsCredentialExport', 'awsAuthRefresh', 'fileSuggestion', 'respectGitignore', 'cleanupPeriodDays',
    'wslInheritsWindowsSettings', 'env', 'attribution', 'includeCoAuthoredBy', 'includeGitInstructions', 'permissions', 'model',
    'fallbackModel', 'availableModels', 'modelOverrides', 'enableAllProjectMcpServers', 'enabledMcpjsonServers', 'disabledMcpjsonServers',
    'skillOverrides', 'worktree', 'disableAllHooks', 'disableSkillShellExecution', 'defaultShell', 'allowManagedHooksOnly', 'allowedHttpHookUrls',
    'httpHookAllowedEnvVars', 'allowManagedPermissionRulesOnly', 'allowManagedMcpServersOnly', 'statusLine', 'enabledPlugins',
    'strictKnownMarketplaces', 'blockedMarketplaces', 'forceLoginOrgUUID', 'forceRemoteSettingsRefresh', 'otelHeadersHelper', 'outputStyle',
    'language', 'skipWebFetchPreflight', 'sandbox', 'feedbackSurveyRate', 'spinnerTipsEnabled', 'spinnerVerbs', 'alwaysThinkingEnabled',
    'advisorModel', 'fastMode', 'fastModePerSessionOptIn', 'promptSuggestionEnabled', 'showClearContextOnPlanAccept', 'agent',
    'companyAnnouncements', 'pluginConfigs', 'autoUpdatesChannel', 'minimumVersion', 'plansDirectory', 'tui', 'channelsEnabled',
    'allowedChannelPlugins', 'prefersReducedMotion', 'autoMemoryEnabled', 'autoMemoryDirectory', 'autoDreamEnabled', 'showThinkingSummaries',
    'skipDangerousModePermissionPrompt', 'disableAutoMode', 'sshConfigs', 'claudeMdExcludes', 'pluginTrustMessage', 'verbose',
    'autoCompactEnabled', 'autoScrollEnabled', 'showTurnDuration', 'terminalProgressBarEnabled', 'todoFeatureEnabled', 'skipAutoPermissionPrompt',
    'useAutoModeDuringPlan', 'autoMode', 'disableDeepLinkRegistration', 'voiceEnabled', 'hooks', 'extraKnownMarketplaces', 'teammateMode',
    'allowedMcpServers', 'deniedMcpServers',
];
const SETTINGS_KEYS_DOCUMENTED = [
    'forceLoginMethod', 'effortLevel', 'modelSettings', 'theme', 'editorMode', 'preferredNotifChannel', 'autoCompactWindow',
];
const SETTINGS_KEYS = [...SETTINGS_KEYS_VALIDATED, ...SETTINGS_KEYS_DOCUMENTED];
/**
 * `statusLine`: `{"type": "command", "command": "…", "padding": N}`
 * (https://code.claude.com/docs/en/statusline). Observed on 2.1.332 (harness-settings.json,
 * status-line-*): a missing or other `type`, a missing `command` or a string `padding` makes
 * Claude Code skip the whole settings file; an unknown key inside is ignored.
 */
const STATUS_LINE_TYPES = ['command'];
const STATUS_LINE_KEY_TYPES = { type: 'string', command: 'string', padding: 'number' };
/**
 * Output styles (https://code.claude.com/docs/en/output-styles): Markdown files in
 * `.claude/output-styles/`, `~/.claude/output-styles/` or a plugin's `output-styles/`.
 * Observed on 2.1.332 (harness-settings.json, output-style-*): `outputStyle` selects a style by
 * its frontmatter `name`, or by its file name when it has no `name`; built-in names are matched
 * case-sensitively ("explanatory" selects nothing); a name that matches no style is silent.
 */
const BUILTIN_OUTPUT_STYLES = ['default', 'Explanatory', 'Learning'];
const OUTPUT_STYLE_FIELD_TYPES = {
    name: 'string',
    description: 'string',
    'keep-coding-instructions': 'boolean',
};
/**
 * How Claude Code 2.1.332 reads a `keep-coding-instructions` that is not a boolean (harness-settings.json, cases
 * keep-coding-*, with claude-sonnet-4-5, whose system prompt has the "# Doing tasks" coding instructions): a string
 * that is one of these once trimmed and lower-cased ("true", "Yes", "on", " YES ") or the number 1 keeps them;
 * every other value ("false", "no", "Off", "0", "y", "", 2, a list, no value) leaves them out, like `false`. With the default model
 * (claude-opus-5-5, case keep-coding-default-model) the prompt has no such section and the value changes nothing.
 */
const OUTPUT_STYLE_TRUE_STRINGS = ['1', 'true', 'yes', 'on'];
/** Strings that say `false` plainly: rewriting them as the boolean changes nothing. */
const OUTPUT_STYLE_FALSE_STRINGS = ['0', 'false', 'no', 'off'];

// EXTERNAL MODULE: ./build/src/rules/shared/unknown-keys.js
var unknown_keys = __webpack_require__(2818);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/output-style/fields.js
/** Output style frontmatter: keys Claude Code does not read, and values of the wrong type. */




const FIELDS = Object.keys(OUTPUT_STYLE_FIELD_TYPES);
const KEEP = 'keep-coding-instructions';
/**
 * What Claude Code makes of a `keep-coding-instructions` that is not a boolean (observed, cases keep-coding-*):
 * `true` for the strings of OUTPUT_STYLE_TRUE_STRINGS and the number 1, `false` for anything else; `plain` when
 * the value says so in so many words, so the boolean is a certain rewrite.
 */
function keepReading(pair) {
    const v = pair.value;
    const text = v?.type === 'scalar' && (typeof v.value === 'string' || typeof v.value === 'number') ? String(v.value).trim().toLowerCase() : undefined;
    if (text === undefined)
        return { reads: false, plain: false };
    if (OUTPUT_STYLE_TRUE_STRINGS.includes(text))
        return { reads: true, plain: true };
    return { reads: false, plain: OUTPUT_STYLE_FALSE_STRINGS.includes(text) };
}
/* harmony default export */ const fields = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'output-style/fields',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'An output style frontmatter key other than `name`, `description` and `keep-coding-instructions`, or one of those with the wrong type.',
        kinds: ['output-style'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'machine',
        rationale: 'The fields are `name` (default: the file name), `description` and `keep-coding-instructions` (a boolean) (https://code.claude.com/docs/en/output-styles). Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): a style with `keep-coding-instructions: "yes"` and an unknown `colour` key still loads without a message (case output-style-wrong-types). With a model whose system prompt has the coding instructions (claude-sonnet-4-5; cases keep-coding-*), the "# Doing tasks" section was sent for `true`, the strings "true", "Yes", " YES " and "on" and the number 1, and left out, as with no value, for the strings "false", "no", "Off", "0", "y" and "", the number 2 and a list: a string is read as true only when it is one of 1/true/yes/on in any case. A value said plainly ("yes", "off") is info with the boolean as a certain fix; any other non-boolean is a warning without a fix, because Claude Code turns the instructions off while the author may have meant on. With the default model (claude-opus-5-5) the prompt has no such section and the value changed nothing (case keep-coding-default-model). `name` and `description` of the wrong type: documented, not observed.',
        examples: {
            file: '.claude/output-styles/terse.md',
            wrong: '---\nname: Terse\ndescription: Short answers\nkeep-coding-instruction: true\n---\nAnswer in one paragraph.\n',
            right: '---\nname: Terse\ndescription: Short answers\nkeep-coding-instructions: true\n---\nAnswer in one paragraph.\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const { pair, near, fix } of (0,unknown_keys/* unknownKeys */.vX)(root, FIELDS, ['lints'])) {
            ctx.report({
                message: `unknown output style field \`${pair.key}\`: Claude Code ignores it and loads the style${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: pair.keyRange,
                jsonPath: pair.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: fix }] } : undefined,
            });
        }
        for (const pair of root.pairs) {
            const want = OUTPUT_STYLE_FIELD_TYPES[pair.key];
            if (!want)
                continue;
            const v = pair.value;
            // `key:` with nothing after it is a null scalar with no text: empty, not `null`.
            const got = !v || (v.type === 'scalar' && v.value === null && v.raw === '') ? 'empty' : v.type === 'scalar' ? (v.value === null ? 'null' : typeof v.value) : v.type === 'seq' ? 'list' : 'mapping';
            if (got === want)
                continue;
            const range = (0,pair_range/* valueOrKeyRange */.p)(pair);
            const shown = got === 'empty' ? 'empty' : got === 'null' ? '`null`' : `a ${got}`;
            if (pair.key !== KEEP) {
                ctx.report({ message: `\`${pair.key}\` must be a ${want}, not ${shown} (documented); Claude Code still loads the style`, range, jsonPath: pair.path });
                continue;
            }
            if (got === 'empty' || got === 'null') {
                // What Claude Code makes of no value here is not recorded (cases keep-coding-*: absent, strings, numbers, a list).
                ctx.report({ message: `\`${KEEP}\` must be a boolean, not ${shown} (documented: \`true\` or \`false\`, default \`false\`)`, range, jsonPath: pair.path });
                continue;
            }
            const { reads, plain } = keepReading(pair);
            const effect = reads ? 'reads it as `true` and keeps its coding instructions in the system prompt' : 'reads it as `false` and leaves its coding instructions out of the system prompt (for models whose prompt has them)';
            ctx.report({
                message: `\`${KEEP}\` must be a boolean, not ${shown}: Claude Code ${effect}`,
                range,
                jsonPath: pair.path,
                // Said plainly ("yes", "off"): the boolean behaves the same. Otherwise what was meant is unknown, and the value turns the instructions off.
                level: plain ? 'info' : undefined,
                suggestion: plain && v ? { msg: `write the boolean \`${reads}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: String(reads) }] } : undefined,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/names.js
var artifacts_names = __webpack_require__(9225);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/output-style/setting-unknown.js
/** `outputStyle` in settings naming no style: Claude Code silently keeps the default style. */





/* harmony default export */ const setting_unknown = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'output-style/setting-unknown',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`outputStyle` in `.claude/settings.json` that selects no style: a wrong case, a named style given by its file name (warn), or no style in the repository or built in (info).',
        kinds: ['settings', 'output-style'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'machine',
        rationale: 'Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json, cases output-style-*): `outputStyle` selects a style by its frontmatter `name`, or by its file name only when it has no `name`; "Explanatory" selects the built-in style but "explanatory" selects nothing; a value that selects nothing leaves the default style with no message (the rest of the settings apply). A near miss of a style in the repository or a built-in (`default`, `Explanatory`, `Learning`) is a warning with its fix. A name found nowhere is only info: it may be a user style in `~/.claude/output-styles/` or a plugin\'s, which the repository cannot show.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "outputStyle": "explanatory"\n}',
            right: '{\n  "outputStyle": "Explanatory"\n}',
        },
    },
    reads: { 'output-style': ['name'] },
    check(project, ctx) {
        // Each style's selecting name, and the file name of a named style (which does not select it).
        // Plugin styles count as existing, but only project styles (observed) and built-ins get a fix.
        const all = (0,model/* artifactsOf */.Ns)(project, 'output-style');
        const styles = all.filter((s) => s.pluginRoot === undefined).map((s) => ({ name: s.element.name, file: (0,artifacts_names/* markdownBaseName */.c)(s.path), named: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(s.root, 'name')) !== undefined }));
        const names = [...BUILTIN_OUTPUT_STYLES, ...styles.map((s) => s.name)];
        const anyName = new Set([...names, ...all.map((s) => s.element.name)]);
        for (const settings of (0,model/* artifactsOf */.Ns)(project, 'settings')) {
            const pair = (0,tree/* getPair */.xf)(settings.root, 'outputStyle');
            const v = pair?.value;
            if (!pair || v?.type !== 'scalar' || typeof v.value !== 'string')
                continue;
            const value = v.value;
            if (anyName.has(value))
                continue;
            const byFile = styles.find((s) => s.named && s.file === value);
            const byCase = names.filter((n) => n.toLowerCase() === value.toLowerCase());
            const fix = byFile ? byFile.name : byCase.length === 1 ? byCase[0] : undefined;
            const why = byFile ? `it is the file name of the style named "${byFile.name}", and a named style is selected by its name only` : byCase.length ? 'style names are matched case-sensitively' : undefined;
            ctx.report({
                path: settings.path,
                element: settings.element,
                harness: settings.harness,
                level: fix ? undefined : 'info',
                message: fix
                    ? `\`outputStyle\` "${value}" selects no style: ${why}, so Claude Code keeps the default style without a message`
                    : `\`outputStyle\` "${value}" is not a style in this repository or a built-in one: the built-in ones are ${BUILTIN_OUTPUT_STYLES.join(', ')}; unless it is a user or plugin style, Claude Code keeps the default style without a message`,
                range: v.range,
                jsonPath: pair.path,
                suggestion: fix ? { msg: `write "${fix}"`, applicability: 'MachineApplicable', edits: [{ path: settings.path, range: v.range, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/output-style/index.js
/** Claude Code output styles (`.claude/output-styles/*.md`, a plugin's `output-styles/`) and the `outputStyle` setting. */


const OUTPUT_STYLE_RULES = [fields, setting_unknown];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/manifest-values.js
/** Plugin manifest values `claude plugin validate` rejects although their type is right: a `homepage` that is not a URL, an `author` without a name. */



const STILL_LOADS = '`claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)';
/* harmony default export */ const manifest_values = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/manifest-values',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin manifest `homepage` that is not a URL, or an `author` whose `name` is empty or missing.',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: '`claude plugin validate` 2.1.332 rejects a `homepage` that is not a URL ("Invalid URL") and an `author` object whose `name` is empty ("Author name cannot be empty") or missing (oracle/claude-code/mutations.json, cases `plugin:/homepage:bad-url`, `plugin:/author/name:empty`, `plugin:/author/name:remove`), so the plugin fails validation for marketplaces. Its loader still loads such a plugin (plugin-parts.json, cases `homepage not a URL at run time: the plugin still loads`, `empty author name at run time: the plugin still loads`). A `repository` or `author.url` that is not a URL passes both (cases `plugin:/repository:bad-url`, `repository not a URL at run time: the plugin loads`, `plugin:/author/url:bad-url`): agentlint does not report it.',
        examples: { wrong: '{ "name": "my-plugin", "homepage": "example.com/my-plugin" }', right: '{ "name": "my-plugin", "homepage": "https://example.com/my-plugin" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const home = (0,tree/* getPair */.xf)(root, 'homepage');
        if (home?.value?.type === 'scalar' && typeof home.value.value === 'string' && !(0,url/* isUrl */.g)(home.value.value)) {
            ctx.report({ message: `\`homepage\` \`${home.value.value}\` is not a URL ("Invalid URL"): ${STILL_LOADS}`, range: home.value.range, jsonPath: home.path, help: 'write an absolute URL such as `https://example.com/my-plugin`, or remove `homepage`' });
        }
        const author = (0,tree/* getPair */.xf)(root, 'author');
        if (author?.value?.type !== 'map')
            return;
        const name = (0,tree/* getPair */.xf)(author.value, 'name');
        if (!name) {
            ctx.report({ message: `\`author\` has no \`name\`: ${STILL_LOADS}`, range: author.keyRange, jsonPath: author.path, help: 'add `"name"` to `author`' });
        }
        else if (name.value?.type === 'scalar' && name.value.value === '') {
            ctx.report({ message: `\`author.name\` is empty ("Author name cannot be empty"): ${STILL_LOADS}`, range: name.value.range, jsonPath: name.path });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/kinds/plugin-parts.js
var plugin_parts = __webpack_require__(5061);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/component-paths.js







const DEFAULT_FOLDERS = ['commands', 'agents', 'skills', 'hooks', 'workflows', 'output-styles'];
/**
 * `lspServers` / `monitors` / `experimental.monitors` as a path to a JSON file. Observed on Claude Code 2.1.332
 * (plugin-parts.json, cases `lspServers as a path: …` and `monitors as a path: …`): without the leading `./` or
 * the `.json` ending the loader refuses the whole manifest ("Invalid string: must start with \"./\"", "must end
 * with \".json\""); a missing file loads no server ("Failed to read/parse LSP config … ENOENT") or no monitor
 * ("monitors load failed … ENOENT").
 */
function partFileProblem(field, p, exists) {
    const refused = (why) => `Claude Code refuses the manifest ("${why}") and does not load the plugin at all`;
    if (!p.startsWith('./'))
        return { message: `\`${field}\` path \`${p}\` must start with \`./\`: ${refused('must start with \\"./\\"')}`, fix: exists === 'file' && p.endsWith('.json') ? `./${p}` : undefined, effect: 'not-loaded' };
    if (!p.endsWith('.json'))
        return { message: `\`${field}\` path \`${p}\` must name a \`.json\` file: ${refused('must end with \\".json\\"')}`, effect: 'not-loaded' };
    if (exists === 'file')
        return undefined;
    const what = field === 'lspServers' ? 'Claude Code starts no LSP server from it ("Failed to read/parse LSP config")' : 'Claude Code loads none of the plugin\'s monitors ("monitors load failed")';
    return { message: `\`${field}\` path \`${p}\` does not exist in the plugin: ${what}`, effect: 'ignored' };
}
const ABSOLUTE = /^(\/|~|[A-Za-z]:[\\/]|\\\\)/;
const climbsOut = (p) => p.split(/[\\/]/).includes('..');
/** Where a path of the manifest points, from the scan root. */
const resolvedFrom = (pr, p) => external_node_path_.posix.normalize(external_node_path_.posix.join(pr, p.replace(/\\/g, '/')));
/** Every component path field of the manifest with its value, `monitors` found by partPathNodes included. */
function pathEntries(root) {
    const entries = root.pairs.flatMap((pair) => (claude_code/* PLUGIN_PATH_FIELDS */.qo.includes(pair.key) && pair.value ? [[pair.key, pair.value]] : []));
    for (const [node] of (0,plugin_parts/* partPathNodes */.ai)(root))
        if (!entries.some(([, n]) => n === node))
            entries.push([node.path.endsWith('experimental.monitors') ? 'experimental.monitors' : 'monitors', node]);
    return entries;
}
/** A path that cannot load wherever it points: empty, an `agents` entry that is no `.md`, absolute, outside the plugin, in `.mcpb-cache`. */
function formProblem(project, pr, field, p) {
    if (p.trim() === '')
        return { message: `\`${field}\` has an empty path: Claude Code loads nothing for it` };
    if (field === 'agents' && !/\.md$/i.test(p) && !ABSOLUTE.test(p) && !climbsOut(p)) {
        // Observed with `claude plugin validate` 2.1.332: `"agents": ["./agents"]` is "Invalid string: must end with \".md\"".
        const dir = project.stat(resolvedFrom(pr, p)) === 'dir';
        return { message: `\`agents\` entries must be \`.md\` files${dir ? `, not a folder (\`${p}\`)` : ''}: \`claude plugin validate\` rejects the manifest ("must end with \".md\""); list each agent file, or leave \`agents\` out to load \`agents/\`` };
    }
    if (ABSOLUTE.test(p)) {
        return { message: `\`${field}\` path \`${p}\` is absolute: Claude Code resolves component paths from the plugin root, so this loads nothing once the plugin is installed` };
    }
    if (climbsOut(p)) {
        return { message: `\`${field}\` path \`${p}\` leaves the plugin with \`..\`: Claude Code copies only the plugin folder when installing, so nothing is loaded from here` };
    }
    if (p.split(/[\\/]/).includes('.mcpb-cache')) {
        // validate 2.1.332: "Path not loaded: … it leads into .mcpb-cache, which Claude Code may have overwritten when it
        // unpacked the plugin's MCP bundles" (rules-validator-sweep.json `agents entry through .mcpb-cache`).
        return { message: `\`${field}\` path \`${(0,suggest/* clippedStart */.IV)(p)}\` leads into \`.mcpb-cache\`: Claude Code may overwrite that folder when it unpacks the plugin's MCP bundles, and it does not load this path (move it to another folder)` };
    }
    return undefined;
}
/** A relative path inside the plugin: its `./`, the kind of file it names, and whether it exists. */
function targetProblem(project, pr, field, p) {
    const rel = p.replace(/\\/g, '/');
    const target = external_node_path_.posix.normalize(external_node_path_.posix.join(pr, rel));
    const inManifestDir = external_node_path_.posix.normalize(rel).split('/')[0] === '.claude-plugin';
    const exists = project.stat(target);
    if (!p.startsWith('./')) {
        return { message: `\`${field}\` path \`${p}\` must start with \`./\`: Claude Code does not load the component`, fix: exists && !inManifestDir ? `./${rel.replace(/^\.\//, '')}` : undefined };
    }
    if (field === 'mcpServers' && !/\.(json|mcpb|dxt)$/i.test(p)) {
        // validate 2.1.332: "Invalid string: must end with \".json\"" (rules-validator-sweep.json `mcpServers names a folder`).
        return { message: `\`mcpServers\` path \`${(0,suggest/* clippedStart */.IV)(p)}\` is not a \`.json\` file or an MCP bundle: it must name a \`.json\` file or a \`.mcpb\`/\`.dxt\` bundle; \`claude plugin validate\` rejects the manifest` };
    }
    // A path into `.claude-plugin/` loads (rules-validator-sweep.json `plugin agent listed from inside .claude-plugin`):
    // only the default folders are not scanned there (checked in defaultFoldersInside).
    if ((field === 'mcpServers' || field === 'hooks') && exists === 'dir') {
        // validate 2.1.332: "Path is a directory; mcpServers must point to a JSON file" (rules-validator-sweep.json
        // `mcpServers names a folder ending in .json`).
        return { message: `\`${field}\` path \`${p}\` is a folder: it must point to a JSON file (\`claude plugin validate\` rejects the manifest)` };
    }
    if (field === 'skills' && exists === 'file') {
        // validate 2.1.332: "Path is a file; skills entries must be directories containing SKILL.md — point to the parent
        // directory …" (rules-validator-sweep.json `skills entry is a file`).
        const parent = external_node_path_.posix.dirname(rel);
        return { message: `\`skills\` entries are folders holding \`SKILL.md\`, not files (\`${p}\`): \`claude plugin validate\` rejects the manifest`, fix: parent === '.' ? '.' : `./${parent.replace(/^\.\//, '')}` };
    }
    if (exists === null) {
        return { message: `\`${field}\` path \`${p}\` does not exist in the plugin: Claude Code loads nothing for it${field === 'commands' || field === 'agents' ? `, and since \`${field}\` replaces the default folder the plugin has no ${field}` : ''}` };
    }
    return undefined;
}
/** The paths of one field (a string or a list of them). */
function checkField(project, pr, report, field, v) {
    const nodes = v.type === 'scalar' ? [v] : v.type === 'seq' ? v.items.filter((i) => i.type === 'scalar') : [];
    // A path to an LSP servers or monitors JSON file: the loader checks its form with the manifest (plugin-parts.json).
    const partFile = v.type === 'scalar' && (field === 'lspServers' || field.endsWith('monitors'));
    for (const node of nodes) {
        if (typeof node.value !== 'string')
            continue;
        const p = node.value;
        const problem = partFile && !ABSOLUTE.test(p) && !climbsOut(p)
            ? partFileProblem(field, p, project.stat(resolvedFrom(pr, p)))
            : formProblem(project, pr, field, p) ?? targetProblem(project, pr, field, p);
        if (problem)
            report(node, problem.message, problem.fix, problem.effect);
    }
}
/**
 * `types` (the hooks-module contract): validate 2.1.332 says "Path not found: … The runtime loader will report this as a
 * load failure." (rules-validator-sweep.json `types not a .d.ts`).
 */
function checkTypes(project, pr, report, root) {
    const types = (0,tree/* getPair */.xf)(root, 'types')?.value;
    if (types?.type === 'scalar' && typeof types.value === 'string' && types.value.startsWith('./') && !types.value.split('/').includes('..')) {
        if (project.stat(external_node_path_.posix.normalize(external_node_path_.posix.join(pr, types.value))) === null)
            report(types, `\`types\` path \`${types.value}\` does not exist in the plugin: \`claude plugin validate\` rejects the manifest and Claude Code reports a load failure`);
    }
}
/** Where each relative path string of the manifest's component fields points, from the scan root. */
function listedTargets(pr, root) {
    const out = [];
    for (const [, v] of pathEntries(root)) {
        const nodes = v.type === 'scalar' ? [v] : v.type === 'seq' ? v.items : [];
        for (const n of nodes)
            if (n.type === 'scalar' && typeof n.value === 'string' && n.value.trim() !== '' && !ABSOLUTE.test(n.value))
                out.push(resolvedFrom(pr, n.value));
    }
    return out;
}
/**
 * Default component folders placed inside `.claude-plugin/`, which Claude Code never scans. A folder the manifest
 * lists, or lists files of, loads (rules-validator-sweep.json `plugin agent listed from inside .claude-plugin`); a
 * listed folder around it may load it too, so either is no finding.
 */
function defaultFoldersInside(project, ctx, plugin, pr, root) {
    const listed = listedTargets(pr, root);
    for (const folder of DEFAULT_FOLDERS) {
        const inside = external_node_path_.posix.join(pr === '.' ? '' : pr, '.claude-plugin', folder);
        if (project.stat(inside) !== 'dir')
            continue;
        const near = (t) => (t === '.' && pr === '.') || t === inside || t.startsWith(`${inside}/`) || inside.startsWith(`${t}/`);
        if (listed.some(near))
            continue;
        const anchor = (0,tree/* getPair */.xf)(root, 'name');
        ctx.report({
            path: plugin.path,
            message: `\`${inside}/\` sits inside \`.claude-plugin/\`: Claude Code looks for ${folder} at the plugin root and never loads this folder`,
            range: anchor ? anchor.keyRange : plugin.file.lines.range(root.range.start.offset, root.range.start.offset + 1),
            jsonPath: '$',
            element: plugin.element,
            help: `move \`.claude-plugin/${folder}/\` to \`${folder}/\` next to \`.claude-plugin/\``,
        });
    }
}
/* harmony default export */ const component_paths = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'plugin/component-paths',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Manifest component paths must be relative, start with `./`, stay inside the plugin and exist (`agents` entries `.md` files, `lspServers` and `monitors` files `.json`, `mcpServers` and `hooks` files not folders, `skills` folders not files); the default component folders are not read inside `.claude-plugin/`.',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code copies an installed plugin into its cache and resolves component paths from the plugin root: a path that does not start with `./`, climbs out with `..`, or names nothing loads no component, and for `commands` and `agents` it also replaces the default folder, so the plugin silently ends up with none. The default folders (`agents/`, `commands/`, …) placed inside `.claude-plugin/` are never scanned, while a path listed in the manifest that points there loads (rules-validator-sweep.json `plugin agent listed from inside .claude-plugin`). `lspServers` and `monitors` / `experimental.monitors` given as a path are checked as Claude Code 2.1.332 treated them (oracle/claude-code/plugin-parts.json, cases `lspServers as a path …`, `monitors as a path …`): a path without `./` or not ending in `.json` makes the loader refuse the whole manifest ("Invalid string: must start with \\"./\\"", "must end with \\".json\\""), so the plugin does not load; a file that is not there loads no LSP server ("Failed to read/parse LSP config … ENOENT") or no monitor ("monitors load failed … ENOENT"). The file itself is checked by `plugin/lsp-server-schema` / `plugin/monitor-schema`.',
        examples: {
            wrong: '{ "name": "my-plugin", "commands": "cmds", "agents": "../shared/agents" }',
            right: '{ "name": "my-plugin", "commands": "./cmds", "agents": ["./agents/reviewer.md"] }',
            file: '.claude-plugin/plugin.json',
            context: { 'cmds/deploy.md': '---\ndescription: Deploy\n---\nDeploy.\n', 'agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews\n---\nReview.\n' },
        },
    },
    check(project, ctx) {
        for (const plugin of (0,model/* artifactsOf */.Ns)(project, 'plugin')) {
            const root = plugin.root;
            if (!root || root.type !== 'map')
                continue;
            const pr = String(plugin.data.pluginRoot ?? plugin.pluginRoot ?? '.');
            const report = (node, message, fix, effect) => ctx.report({
                path: plugin.path,
                message,
                effect,
                range: node.range,
                jsonPath: node.path,
                element: plugin.element,
                help: 'component paths are relative to the plugin root and start with `./`, e.g. `"./custom/commands"`',
                suggestion: fix !== undefined ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: plugin.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
            });
            for (const [field, v] of pathEntries(root))
                checkField(project, pr, report, field, v);
            checkTypes(project, pr, report, root);
            defaultFoldersInside(project, ctx, plugin, pr, root);
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/part-fields.js

const part_fields_isString = (n) => n?.type === 'scalar' && typeof n.value === 'string';
const isInt = (n) => n?.type === 'scalar' && typeof n.value === 'number' && Number.isInteger(n.value);
const EXPECT = {
    any: 'any value',
    string: 'a string',
    path: 'a path string',
    'string[]': 'an array of strings',
    'string-map': 'an object of strings',
    object: 'an object',
    boolean: '`true` or `false`',
    'positive-int': 'a whole number above 0',
    'non-negative-int': 'a whole number, 0 or more',
};
function part_fields_fits(n, t) {
    switch (t) {
        case 'any': return true;
        case 'string':
        case 'path': return part_fields_isString(n);
        case 'string[]': return n?.type === 'seq' && n.items.every(part_fields_isString);
        case 'string-map': return n?.type === 'map';
        case 'object': return n?.type === 'map';
        case 'boolean': return n?.type === 'scalar' && typeof n.value === 'boolean';
        case 'positive-int': return isInt(n) && n.value > 0;
        case 'non-negative-int': return isInt(n) && n.value >= 0;
    }
}
/** Problems of one entry: `label` names it in messages (`` `lspServers.go` ``). Values of a `string-map` must be strings. */
function fieldProblems(entry, keyRange, label, fields, required) {
    const out = [];
    const missing = required.filter((f) => !entry.pairs.some((p) => p.key === f));
    if (missing.length > 0)
        out.push({ message: `${label} has no ${(0,suggest/* listOf */.c3)(missing, 'and')}`, range: keyRange, jsonPath: entry.path });
    for (const pair of entry.pairs) {
        const t = fields[pair.key];
        if (!t) {
            const near = (0,suggest/* closest */.kp)(pair.key, Object.keys(fields));
            out.push({ message: `unknown key \`${pair.key}\` in ${label}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`, range: pair.keyRange, jsonPath: pair.path });
            continue;
        }
        const v = pair.value;
        if (!part_fields_fits(v, t)) {
            out.push({ message: `\`${pair.key}\` in ${label} must be ${EXPECT[t]}`, range: v ? v.range : pair.keyRange, jsonPath: pair.path });
        }
        else if (t === 'string-map' && v?.type === 'map') {
            for (const sub of v.pairs) {
                if (!part_fields_isString(sub.value))
                    out.push({ message: `\`${pair.key}.${sub.key}\` in ${label} must be a string`, range: sub.value ? sub.value.range : sub.keyRange, jsonPath: sub.path });
            }
        }
    }
    return out;
}
/** The pair of `key` in `node`, when `node` is an object. */
function pairIn(node, key) {
    return node?.type === 'map' ? node.pairs.find((p) => p.key === key) : undefined;
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/user-config-options.js


/** An option key becomes `CLAUDE_PLUGIN_OPTION_<KEY>`: validate 2.1.332 takes identifiers only ("Invalid key in record"). */
const OPTION_KEY = /^[A-Za-z_]\w*$/;
const isTrue = (n) => n?.type === 'scalar' && n.value === true;
/**
 * The problems of one `userConfig` option's `options` list, as `claude plugin validate` 2.1.332 states them
 * (oracle/claude-code/rules-validator-sweep.json, cases `userConfig options …` and `userConfig default not an
 * option`): each is an error of the manifest. Returns the node to point at and the message's first half.
 */
function optionsProblems(option) {
    const options = pairIn(option, 'options');
    if (!options || options.value?.type !== 'seq')
        return [];
    const out = [];
    const values = options.value.items.map(tree/* stringValue */.r$);
    const type = (0,tree/* stringValue */.r$)(pairIn(option, 'type')?.value);
    if (type !== 'string' || isTrue(pairIn(option, 'multiple')?.value) || isTrue(pairIn(option, 'sensitive')?.value))
        out.push({ at: options, message: '`options` is only for a field of type `string` that is neither `multiple` nor `sensitive`' });
    if (values.length === 0)
        out.push({ at: options, message: '`options` needs at least one value' });
    // `userConfig option values empty, spaced, long`: each value is a label shown to the user.
    for (const v of values) {
        if (v === undefined)
            continue;
        const why = v === '' ? 'is empty' : v.trim() !== v ? 'starts or ends with a space' : v.length > 64 ? 'is longer than 64 characters' : /[\p{Cc}\p{Cf}]/u.test(v) ? 'holds a control, invisible or bidirectional-formatting character' : undefined;
        if (why)
            out.push({ at: options, message: `the option \`${v.slice(0, 40)}\` ${why}` });
    }
    const lower = values.filter((v) => v !== undefined).map((v) => v.toLowerCase());
    if (new Set(lower).size !== lower.length)
        out.push({ at: options, message: '`options` repeats a value (letter case does not count)' });
    const dflt = pairIn(option, 'default');
    const d = (0,tree/* stringValue */.r$)(dflt?.value);
    if (!dflt && !isTrue(pairIn(option, 'required')?.value))
        out.push({ at: options, message: 'a field with `options` needs a `default` among them, or `required: true`' });
    else if (dflt && values.length > 0 && (d === undefined || !values.includes(d)))
        out.push({ at: dflt, message: `\`default\` must be one of the options (${values.filter(Boolean).join(', ')})` });
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/field-types.js






const plugin_field_types_isString = (n) => n?.type === 'scalar' && typeof n.value === 'string';
const isStringArray = (n) => n?.type === 'seq' && n.items.every(plugin_field_types_isString);
function field_types_typeName(n) {
    if (n?.type === 'seq' && !n.items.every(plugin_field_types_isString))
        return 'an array with non-string items';
    return (0,json_type/* jsonTypeWords */.gn)(n, { null: 'null' });
}
function field_types_fits(n, t) {
    switch (t) {
        case 'string': return plugin_field_types_isString(n);
        case 'boolean': return n?.type === 'scalar' && typeof n.value === 'boolean';
        case 'object': return n?.type === 'map';
        case 'array': return n?.type === 'seq';
        case 'string[]': return isStringArray(n);
        case 'paths': return plugin_field_types_isString(n) || isStringArray(n);
        case 'paths|inline': return plugin_field_types_isString(n) || isStringArray(n) || n?.type === 'map';
        case 'array|object': return n?.type === 'seq' || n?.type === 'map';
        case 'string|object': return plugin_field_types_isString(n) || n?.type === 'map';
    }
}
/**
 * Fields whose wrong type makes the run-time loader refuse the whole manifest (plugin-parts.json
 * \`lspServers: 5 at run time: the plugin does not load\`); \`keywords\` of the wrong type was seen to load
 * (rules-runtime.json). The other fields' run-time effect is documented, not observed.
 */
const STOPS_LOADING = ['lspServers'];
const field_types_EXPECT = {
    string: 'a string',
    boolean: '`true` or `false`',
    object: 'an object',
    array: 'an array',
    'string[]': 'an array of strings',
    paths: 'a path or an array of paths',
    'paths|inline': 'a path, an array of paths, or an inline object',
    'array|object': 'an array or an object',
    'string|object': 'a string or an object',
};
/* harmony default export */ const plugin_field_types = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/field-types',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A known plugin manifest field with a value of the wrong type (e.g. `keywords` as a string).',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'maybe',
        rationale: '`claude plugin validate` 2.1.332 rejects a manifest whose recognised field has the wrong type (say `"keywords": "git, review"` instead of an array: "Invalid input: expected array, received string"), so the plugin fails validation for marketplaces; Claude Code itself still loaded such a plugin\'s skills in a `--plugin-dir` run.',
        examples: { wrong: '{ "name": "my-plugin", "keywords": "git, review" }', right: '{ "name": "my-plugin", "keywords": ["git", "review"] }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const pair of root.pairs) {
            const t = claude_code/* PLUGIN_FIELD_TYPES */.lr[pair.key];
            // `name` is plugin/manifest-name's.
            if (!t || pair.key === 'name')
                continue;
            const v = pair.value;
            if (!field_types_fits(v, t)) {
                let suggestion;
                if (v && v.type === 'scalar' && typeof v.value === 'string') {
                    if (t === 'string[]') {
                        const items = v.value.split(',').map((s) => s.trim()).filter(Boolean);
                        suggestion = { msg: 'make it an array', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(items) }] };
                    }
                    else if (t === 'boolean' && /^(true|false)$/i.test(v.value)) {
                        suggestion = { msg: `write the boolean \`${v.value.toLowerCase()}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: v.value.toLowerCase() }] };
                    }
                }
                else if (v && v.type === 'scalar' && typeof v.value === 'number' && t === 'string') {
                    suggestion = { msg: 'quote it', applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(v.raw) }] };
                }
                ctx.report({
                    message: `\`${pair.key}\` must be ${field_types_EXPECT[t]}, not ${field_types_typeName(v)}: ${STOPS_LOADING.includes(pair.key) ? '`claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all' : "`claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin's components)"}`,
                    effect: STOPS_LOADING.includes(pair.key) ? 'not-loaded' : undefined,
                    range: v ? v.range : pair.keyRange,
                    jsonPath: pair.path,
                    suggestion,
                });
                continue;
            }
            if (pair.key === 'userConfig' && v && v.type === 'map') {
                // validate 2.1.332: each option is an object with a known `type`, a `title` and a `description`.
                for (const opt of v.pairs) {
                    const o = opt.value;
                    if (!o || o.type !== 'map') {
                        ctx.report({ message: `\`userConfig.${opt.key}\` must be an object, not ${field_types_typeName(o)}: \`claude plugin validate\` rejects the manifest`, range: o ? o.range : opt.keyRange, jsonPath: opt.path });
                        continue;
                    }
                    if (!OPTION_KEY.test(opt.key)) {
                        ctx.report({ message: `\`userConfig\` key \`${opt.key}\` must be an identifier (letters, digits, \`_\`; no leading digit): it becomes the variable CLAUDE_PLUGIN_OPTION_<KEY>, and \`claude plugin validate\` rejects the manifest ("Invalid key in record")`, range: opt.keyRange, jsonPath: opt.path });
                    }
                    for (const p of optionsProblems(o))
                        ctx.report({ message: `${p.message}: \`claude plugin validate\` rejects the manifest`, range: p.at.keyRange, jsonPath: p.at.path });
                    const missing = claude_code/* USER_CONFIG_REQUIRED */.j6.filter((f) => !plugin_field_types_isString((0,tree/* getPair */.xf)(o, f)?.value ?? null));
                    if (missing.length > 0) {
                        ctx.report({ message: `\`userConfig.${opt.key}\` needs ${(0,suggest/* listOf */.c3)(missing, 'and')}: \`claude plugin validate\` rejects the manifest`, range: opt.keyRange, jsonPath: opt.path });
                    }
                    const t = (0,tree/* getPair */.xf)(o, 'type')?.value;
                    if (t && plugin_field_types_isString(t) && !claude_code/* USER_CONFIG_TYPES */.Jd.includes(String(t.value))) {
                        ctx.report({ message: `\`userConfig.${opt.key}.type\` must be one of ${(0,suggest/* listOf */.c3)(claude_code/* USER_CONFIG_TYPES */.Jd)}: \`claude plugin validate\` rejects the manifest`, range: t.range, jsonPath: `${opt.path}.type` });
                    }
                    for (const f of o.pairs) {
                        if (!claude_code/* USER_CONFIG_FIELDS */.Vd.includes(f.key)) {
                            const near = (0,suggest/* closest */.kp)(f.key, claude_code/* USER_CONFIG_FIELDS */.Vd);
                            ctx.report({ message: `unknown key \`${f.key}\` in \`userConfig.${opt.key}\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: \`claude plugin validate\` rejects the manifest ("Unrecognized key")`, range: f.keyRange, jsonPath: f.path });
                        }
                        else if (claude_code/* USER_CONFIG_BOOLEAN_FIELDS */.iT.includes(f.key) && !(f.value?.type === 'scalar' && typeof f.value.value === 'boolean')) {
                            ctx.report({ message: `\`userConfig.${opt.key}.${f.key}\` must be \`true\` or \`false\`, not ${field_types_typeName(f.value)}: \`claude plugin validate\` rejects the manifest`, range: f.value ? f.value.range : f.keyRange, jsonPath: f.path });
                        }
                    }
                }
            }
            if (pair.key === 'author' && v && v.type === 'map') {
                for (const sub of v.pairs) {
                    if (!claude_code/* PLUGIN_AUTHOR_FIELDS */.ig.includes(sub.key) || plugin_field_types_isString(sub.value))
                        continue;
                    ctx.report({
                        message: `\`author.${sub.key}\` must be a string, not ${field_types_typeName(sub.value)}: \`claude plugin validate\` rejects the manifest`,
                        range: sub.value ? sub.value.range : sub.keyRange,
                        jsonPath: sub.path,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/manifest-name.js




/* harmony default export */ const manifest_name = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/manifest-name',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin manifest without `name`, or a `name` with spaces (an error) or otherwise not kebab-case (a warning).',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The manifest is optional, but when `.claude-plugin/plugin.json` exists its `name` is required (an empty `name`: "Plugin name cannot be empty", and the loader refuses the plugin; plugin-parts.json `empty plugin name at run time: the plugin does not load`), and it prefixes every command, skill and agent the plugin provides (`/my-plugin:deploy`). `claude plugin validate` 2.1.332 rejects a name with spaces; other names that are not kebab-case (`MyPlugin`, `my_plugin`) are accepted by Claude Code but not by the Claude.ai marketplace sync (a warning), and a non-ASCII name cannot be installed from a marketplace.',
        examples: { wrong: '{ "name": "My Plugin", "version": "1.0.0" }', right: '{ "name": "my-plugin", "version": "1.0.0" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const pair = (0,tree/* getPair */.xf)(root, 'name');
        if (!pair || !pair.value) {
            ctx.report({
                message: pair ? '`name` has no value: Claude Code refuses to load the plugin' : 'the plugin manifest has no `name`: Claude Code refuses to load the plugin',
                effect: 'not-loaded',
                range: pair ? pair.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1),
                jsonPath: pair?.path ?? '$',
                help: `add \`"name": "${(0,names/* toKebab */.VC)(String(artifact.data.pluginRoot ?? '').split('/').pop() || 'my-plugin') || 'my-plugin'}"\` (kebab-case)`,
            });
            return;
        }
        const v = pair.value;
        if (v.type !== 'scalar' || typeof v.value !== 'string') {
            ctx.report({ message: '`name` must be a string: Claude Code refuses to load the plugin', effect: 'not-loaded', range: v.range, jsonPath: pair.path });
            return;
        }
        const name = v.value;
        if (claude_code/* PLUGIN_NAME_PATTERN */.BU.test(name))
            return;
        if (name === '') {
            // plugin-parts.json `empty plugin name at run time: the plugin does not load`: the loader refuses the manifest.
            ctx.report({ message: '`name` is empty: Claude Code refuses the manifest ("Plugin name cannot be empty") and does not load the plugin at all', effect: 'not-loaded', range: v.range, jsonPath: pair.path, help: 'give the plugin a kebab-case name, e.g. `my-plugin`' });
            return;
        }
        const fixed = (0,names/* toKebab */.VC)(name);
        const caseOnly = fixed === name.toLowerCase();
        // Observed with `claude plugin validate` 2.1.332: spaces are an error; other non-kebab names are accepted by
        // Claude Code (a warning about the Claude.ai marketplace sync); a non-ASCII name cannot be installed from a marketplace.
        const spaces = /\s/.test(name);
        // rules-validator-sweep.json `plugin name with a control character` (an error) and `plugin name with a slash` (refused
        // when loaded by path: `@`, `:`, `/`, `\`).
        const control = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(name);
        const byPath = /[@:/\\]/.test(name);
        const nonAscii = !claude_code/* PLUGIN_ID_PART */.SZ.test(name);
        ctx.report({
            message: control
                ? `plugin name \`${JSON.stringify(name).slice(1, -1)}\` contains a control or bidirectional-formatting character: \`claude plugin validate\` rejects it`
                : spaces
                    ? `plugin name \`${name}\` contains spaces: \`claude plugin validate\` rejects it ("Plugin name cannot contain spaces")`
                    : byPath
                        ? `plugin name \`${name}\` is not kebab-case: Claude Code refuses a plugin with this name when it is loaded by path (\`--plugin-dir\`), and cannot install it from a marketplace that lists it under this name`
                        : nonAscii
                            ? `plugin name \`${name}\` is not kebab-case: Claude Code cannot install it from a marketplace that lists it under this name, and the Claude.ai marketplace sync requires kebab-case`
                            : `plugin name \`${name}\` is not kebab-case: Claude Code accepts it, but the Claude.ai marketplace sync requires kebab-case (lowercase letters, digits and hyphens)`,
            range: v.range,
            jsonPath: pair.path,
            level: spaces || control ? undefined : 'warn',
            help: 'use lowercase letters and digits separated by single hyphens, e.g. `my-plugin`',
            suggestion: fixed
                ? { msg: `rename the plugin to \`${fixed}\``, applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fixed) }] }
                : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/metadata-missing.js


const MISSING = {
    version: 'no `version`: `claude plugin validate` suggests one following semver (e.g. "1.0.0")',
    description: 'no `description`: it helps users understand what the plugin does',
    author: 'no `author`: `claude plugin validate` asks for author details for plugin attribution',
};
/* harmony default export */ const plugin_metadata_missing = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/metadata-missing',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: 'A plugin manifest without `version`, `description` or `author`.',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: 'The plugin loads without them, but `claude plugin validate` 2.1.332 warns about each ("No version specified", "No description provided", "No author information provided"), and marketplaces show them to people choosing what to install.',
        examples: {
            wrong: '{ "name": "my-plugin" }',
            right: '{ "name": "my-plugin", "version": "1.0.0", "description": "Release helpers", "author": { "name": "Acme" } }',
            file: '.claude-plugin/plugin.json',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const anchor = (0,tree/* getPair */.xf)(root, 'name');
        const range = anchor ? anchor.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1);
        for (const [field, message] of Object.entries(MISSING)) {
            if ((0,tree/* getPair */.xf)(root, field))
                continue;
            ctx.report({ message: `the plugin manifest has ${message}`, range, jsonPath: `$.${field}` });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/reserved-name.js





/** `reserved` (an error), `lookalike` (a warning) or undefined, as `claude plugin validate` 2.1.332 judges a plugin name. */
function pluginNameClass(name) {
    const n = name.toLowerCase();
    if (claude_code/* RESERVED_PLUGIN_NAMES */.CX.includes(n) || claude_code/* RESERVED_PLUGIN_PREFIXES */.c4.some((p) => n.startsWith(p)))
        return 'reserved';
    if (/(?:claude|anthropic)[-_.]?official|official[-_.]?(?:claude|anthropic)/.test(n))
        return 'reserved';
    if (n.split('-').some((w) => claude_code/* PLUGIN_NAME_LOOKALIKE_WORDS */.KY.includes(w)))
        return 'lookalike';
    return undefined;
}
function check(ctx, artifact, pair) {
    const name = (0,tree/* scalarString */.Cg)(pair?.value);
    if (!pair?.value || name === undefined)
        return;
    const c = pluginNameClass(name);
    if (!c)
        return;
    ctx.report({
        path: artifact.path,
        element: artifact.element,
        range: pair.value.range,
        jsonPath: pair.path,
        level: c === 'lookalike' ? 'warn' : undefined,
        message: c === 'reserved'
            ? `plugin name \`${name}\` is reserved: it passes as one of Anthropic's own (no "claude-", "anthropic-", "anthropics-" or "cc-plugin-" prefix, not "claude", "anthropic", "anthropics", "claude-code" or "claude-mods", no "official" beside claude or anthropic): \`claude plugin validate\` rejects the manifest (Claude Code 2.1.332 still installs and loads the plugin)`
            : `plugin name \`${name}\` reads as one of Anthropic's own: \`claude plugin validate\` warns about it`,
        help: 'name the plugin for what it does',
    });
}
/* harmony default export */ const plugin_reserved_name = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'plugin/reserved-name',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin name that passes as one of Anthropic\'s own (reserved: an error) or reads like one (a warning), in plugin.json or a marketplace entry.',
        kinds: ['plugin', 'marketplace'],
        optIn: false,
        fixable: false,
        rationale: '`claude plugin validate` 2.1.332 rejects plugin names that pass as Anthropic\'s own: a `claude-`, `anthropic-`, `anthropics-` or `cc-plugin-` prefix, the names `claude`, `anthropic`, `anthropics`, `claude-code` and `claude-mods`, and "official" beside claude or anthropic; it warns when `claude` or `anthropic` is one word of the name (`my-claude-tools`) (oracle/claude-code/rules-validate.json, cases `plugin name claude-foo`, `plugin name my-claude-tools`). Its loader and installer do not check the name: a plugin named `claude-helper` loads from `--plugin-dir` and installs from a local marketplace (plugin-parts.json, cases `reserved plugin name at run time: the plugin still loads`, `reserved plugin name from a marketplace: it installs`), so the error is about validation (the official marketplaces run it), and the message says the plugin still loads. It does not report them for a marketplace with an official (reserved) name, which only Anthropic can publish; agentlint also skips them when the repository\'s origin is `github.com/anthropics/...`.',
        examples: { wrong: '{ "name": "claude-helper" }', right: '{ "name": "release-helper" }', file: '.claude-plugin/plugin.json' },
    },
    check(project, ctx) {
        if (fromAnthropics(project))
            return;
        // Plugins listed by a marketplace with an official name are Anthropic's (validate 2.1.332 does not report them).
        const official = new Set();
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'marketplace')) {
            const name = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(m.root, 'name')?.value);
            if (name === undefined || !claude_code/* RESERVED_MARKETPLACE_NAMES */.yt.includes(name.toLowerCase()))
                continue;
            official.add(String(m.data.marketplaceRoot ?? '.'));
        }
        const underOfficial = (path) => [...official].some((r) => r === '.' || path.startsWith(`${r}/`));
        for (const p of (0,model/* artifactsOf */.Ns)(project, 'plugin'))
            if (!underOfficial(p.path))
                check(ctx, p, (0,tree/* getPair */.xf)(p.root, 'name'));
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'marketplace')) {
            if (underOfficial(m.path))
                continue;
            const plugins = (0,tree/* getPair */.xf)(m.root, 'plugins')?.value;
            if (plugins?.type !== 'seq')
                continue;
            for (const entry of plugins.items)
                if (entry.type === 'map')
                    check(ctx, m, (0,tree/* getPair */.xf)(entry, 'name'));
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/claude-md-ignored.js



/* harmony default export */ const claude_md_ignored = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'plugin/claude-md-ignored',
        effect: 'not-loaded',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A `CLAUDE.md` at a plugin root: Claude Code does not load it as context (at the root of a repository that is itself a plugin, the message says it is that repository\'s project memory).',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: 'A plugin cannot ship project memory: `claude plugin validate` 2.1.332 says "CLAUDE.md at the plugin root is not loaded as project context. To ship context with your plugin, use a skill (skills/<name>/SKILL.md) instead." The instructions in it never reach the model of the plugin\'s users. At the root of a repository that is itself a plugin, the same file is the project memory of the people who work in that repository (Claude Code loads a project\'s `CLAUDE.md`: https://code.claude.com/docs/en/memory), so the message says that there (still a warning, as the validator gives one).',
        examples: {
            wrong: '# Always run the linter first\n',
            right: '---\ndescription: Run the linter before changing code\n---\nAlways run the linter first.\n',
            file: 'CLAUDE.md',
            rightFile: 'skills/lint-first/SKILL.md',
            context: { '.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "d", "author": { "name": "a" } }' },
        },
    },
    check(project, ctx) {
        for (const plugin of (0,model/* artifactsOf */.Ns)(project, 'plugin')) {
            const pr = String(plugin.data.pluginRoot ?? '.');
            // `CLAUDE.local.md` too (rules-validator-sweep.json `CLAUDE.local.md at the plugin root`: "Remove it from the plugin root").
            for (const name of ['CLAUDE.md', 'CLAUDE.local.md']) {
                const path = pr === '.' ? name : external_node_path_.posix.join(pr, name);
                if (project.stat(path) !== 'file')
                    continue;
                const text = project.readText(path) ?? '';
                const first = text.split(/\r?\n/)[0] ?? '';
                // A repository that is itself a plugin: its root `CLAUDE.md` is the project memory of the people who work in it
                // (Claude Code loads it there), and only the installed plugin goes without it. Still a warning, as
                // `claude plugin validate` gives one (rules-validate.json `CLAUDE.md at the plugin root`).
                const repositoryRoot = pr === '.';
                ctx.report({
                    path,
                    element: plugin.element,
                    message: repositoryRoot
                        ? `\`${name}\` is project memory, not part of the installed plugin: at the root of this repository, which is also a plugin, it is project memory for the people who work in it; an installed copy of the plugin does not load it (\`claude plugin validate\` warns), so it cannot ship instructions to the plugin's users`
                        : `\`${name}\` at the plugin root is not loaded as project context: Claude Code never shows it to the model`,
                    range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: Math.max(1, first.length) + 1, offset: Math.max(1, first.length) } },
                    help: name === 'CLAUDE.md' ? 'ship the instructions as a skill (`skills/<name>/SKILL.md`) instead' : 'remove it from the plugin root',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/user-config-undeclared.js







const user_config_undeclared_PLACEHOLDER = /\$\{user_config\.([A-Za-z0-9_-]+)\}/g;
function* strings(node) {
    if (!node)
        return;
    if (node.type === 'scalar') {
        if (typeof node.value === 'string')
            yield node;
    }
    else if (node.type === 'seq')
        for (const i of node.items)
            yield* strings(i);
    else
        for (const p of node.pairs)
            yield* strings(p.value);
}
/** The `command` of each hook of a `{ "<Event>": [{ "hooks": [...] }] }` map. */
function* hookCommands(node) {
    if (!node || node.type !== 'map')
        return;
    for (const { group } of (0,hooks_walk/* matcherGroups */.Db)(node)) {
        const hooks = (0,tree/* getPair */.xf)(group, 'hooks')?.value;
        if (hooks?.type !== 'seq')
            continue;
        for (const h of hooks.items)
            yield* strings((0,tree/* getPair */.xf)(h, 'command')?.value);
    }
}
/**
 * The strings where `${user_config.X}` names an option: MCP and LSP server configs and hook commands. In prose
 * (a manifest's `description`, a hook's `prompt` or `statusMessage`) it is text, often a how-to for the user.
 */
function* substituted(root, file) {
    if (file === 'mcp')
        yield* strings(root);
    else if (file === 'hooks')
        yield* hookCommands((0,tree/* getPair */.xf)(root, 'hooks')?.value);
    else {
        yield* strings((0,tree/* getPair */.xf)(root, 'mcpServers')?.value);
        yield* strings((0,tree/* getPair */.xf)(root, 'lspServers')?.value);
        yield* hookCommands((0,tree/* getPair */.xf)(root, 'hooks')?.value);
    }
}
/** A JSON text can hold a placeholder only if it is written out, or hidden behind a `\u` escape. */
function mayHavePlaceholder(text) {
    return text.includes('${user_config.') || text.includes('\\u');
}
function fileAt(project, path) {
    return (0,model/* parsedFileAt */.B5)(project, path)?.file;
}
/* harmony default export */ const user_config_undeclared = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'plugin/user-config-undeclared',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `${user_config.X}` placeholder whose option `X` the plugin manifest does not declare under `userConfig`.',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code fills `${user_config.X}` from the options the user set for the plugin, which must be declared under `userConfig` in plugin.json. An undeclared one cannot resolve on a fresh install: `claude plugin validate` 2.1.332 rejects it ("the loader drops the server or passes the literal text through. Declare the option or fix the key."). agentlint checks the MCP and LSP server configs and the hook commands of plugin.json, and also the plugin\'s `hooks/hooks.json` and `.mcp.json`, which the validator does not; a placeholder in prose such as a `description` is text, not a reference to an option.',
        examples: {
            wrong: '{ "name": "my-plugin", "mcpServers": { "api": { "command": "api-mcp", "env": { "TOKEN": "${user_config.api_tokn}" } } }, "userConfig": { "api_token": { "type": "string", "title": "API token", "description": "d" } } }',
            right: '{ "name": "my-plugin", "mcpServers": { "api": { "command": "api-mcp", "env": { "TOKEN": "${user_config.api_token}" } } }, "userConfig": { "api_token": { "type": "string", "title": "API token", "description": "d" } } }',
            file: '.claude-plugin/plugin.json',
        },
    },
    check(project, ctx) {
        for (const plugin of (0,model/* artifactsOf */.Ns)(project, 'plugin')) {
            const root = plugin.root;
            if (!root || root.type !== 'map')
                continue;
            const uc = (0,tree/* getPair */.xf)(root, 'userConfig')?.value;
            const declared = uc?.type === 'map' ? uc.pairs.map((p) => p.key) : [];
            const pr = String(plugin.data.pluginRoot ?? '.');
            const sources = mayHavePlaceholder(plugin.file.text)
                ? [{ file: plugin.file, root, kind: 'manifest' }]
                : [];
            for (const [rel, kind] of [['hooks/hooks.json', 'hooks'], ['.mcp.json', 'mcp']]) {
                const f = fileAt(project, pr === '.' ? rel : external_node_path_.posix.join(pr, rel));
                if (f && mayHavePlaceholder(f.text))
                    sources.push({ file: f, root: (0,json/* parseJsonFile */.O)(f).root, kind });
            }
            for (const { file, root: r, kind } of sources) {
                for (const node of substituted(r, kind)) {
                    const value = String(node.value);
                    if (!value.includes('${user_config.'))
                        continue;
                    const raw = file.text.slice(node.range.start.offset, node.range.end.offset);
                    for (const m of value.matchAll(user_config_undeclared_PLACEHOLDER)) {
                        const key = m[1];
                        if (declared.includes(key))
                            continue;
                        // Point at the placeholder itself when the JSON string has no escapes before it.
                        const at = raw.indexOf(m[0]);
                        const range = at >= 0 ? file.lines.range(node.range.start.offset + at, node.range.start.offset + at + m[0].length) : node.range;
                        const near = (0,suggest/* closest */.kp)(key, declared);
                        ctx.report({
                            path: file.path,
                            element: plugin.element,
                            message: `\`${m[0]}\` names an undeclared plugin option: plugin.json does not declare it under \`userConfig\`, so on a fresh install it cannot resolve, and Claude Code drops the server or passes the literal text through${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                            range,
                            jsonPath: node.path,
                            help: `declare \`${key}\` under \`userConfig\` in ${plugin.path}, or fix the key`,
                        });
                    }
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/semver.js


const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
/** A likely semver spelling of a near-miss: `v1.2.3` → `1.2.3`, `1.2` → `1.2.0`. */
function toSemver(v) {
    let s = v.trim().replace(/^[vV]/, '');
    if (/^\d+$/.test(s))
        s = `${s}.0.0`;
    else if (/^\d+\.\d+$/.test(s))
        s = `${s}.0`;
    s = s.replace(/(^|\.)0+(\d)/g, '$1$2');
    return SEMVER.test(s) && s !== v ? s : undefined;
}
/* harmony default export */ const semver = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/semver',
        effect: 'style',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A plugin `version` that is not a semantic version (`MAJOR.MINOR.PATCH`).',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code compares plugin versions as semver to decide whether an installed plugin has an update. A version such as `1.0` or `v2.1.0` cannot be compared, so users may never be offered the new release. Documented (https://code.claude.com/docs/en/plugins-reference); `claude plugin validate` 2.1.332 accepts `v1.2` without a word, and no oracle case records an update.',
        examples: { wrong: '{ "name": "my-plugin", "version": "v1.2" }', right: '{ "name": "my-plugin", "version": "1.2.0" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'version');
        const v = pair?.value;
        if (!pair || !v || v.type !== 'scalar' || typeof v.value !== 'string')
            return;
        if (SEMVER.test(v.value))
            return;
        const fixed = toSemver(v.value);
        ctx.report({
            message: `version \`${v.value}\` is not semver (MAJOR.MINOR.PATCH): plugin versions are compared as semver to offer updates (documented: https://code.claude.com/docs/en/plugins-reference), so updates may not be detected`,
            range: v.range,
            jsonPath: pair.path,
            help: 'use three numbers, e.g. `1.2.0` (pre-release `1.2.0-beta.1` is fine)',
            suggestion: fixed ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fixed) }] } : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/unknown-field.js




/** Component fields: a path or a list of paths, and for some an inline object (plugins reference). */
const PATH_FIELDS = ['commands', 'agents', 'skills', 'outputStyles', 'workflows'];
const PATH_OR_OBJECT_FIELDS = ['hooks', 'mcpServers', 'lspServers'];
/** The value may stand as `field`'s (only component fields are checked; others take what they take). */
function fitsField(field, v) {
    if (!v || (v.type === 'scalar' && v.value === null))
        return true;
    const paths = (n) => (n.type === 'scalar' && typeof n.value === 'string') || (n.type === 'seq' && n.items.every((x) => x.type === 'scalar' && typeof x.value === 'string'));
    if (PATH_FIELDS.includes(field))
        return paths(v);
    if (PATH_OR_OBJECT_FIELDS.includes(field))
        return paths(v) || v.type === 'map';
    return true;
}
/** Keys editors and schemas add that Claude Code skips without a word. */
const TOLERATED = ['$schema'];
/* harmony default export */ const unknown_field = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/unknown-field',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A plugin manifest field Claude Code does not know.',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code only warns about unknown manifest fields and otherwise ignores them, so a misspelt `comands` or a marketplace-only field such as `category` silently does nothing: the components stay at their defaults.',
        examples: { wrong: '{ "name": "my-plugin", "comands": "./cmds" }', right: '{ "name": "my-plugin", "commands": "./cmds" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const pair of root.pairs) {
            if (claude_code/* PLUGIN_FIELDS */.mz.includes(pair.key) || TOLERATED.includes(pair.key))
                continue;
            if (claude_code/* PLUGIN_EXPERIMENTAL_TOP_LEVEL */.kJ.includes(pair.key)) {
                // validate 2.1.332: "'monitors' is an experimental component; declare it under 'experimental.monitors' instead of
                // at the top level. Top-level still loads for now but will be removed in a future release." (plugin-parts.json).
                ctx.report({
                    message: `\`${pair.key}\` is an experimental component: Claude Code still loads it at the top level for now, but will stop; declare it under \`experimental.${pair.key}\``,
                    range: pair.keyRange,
                    jsonPath: pair.path,
                });
                continue;
            }
            const near = (0,suggest/* closest */.kp)(pair.key, claude_code/* PLUGIN_FIELDS */.mz);
            const guess = (0,suggest/* certainCorrection */.Zg)(pair.key, claude_code/* PLUGIN_FIELDS */.mz);
            // A rename onto a field whose value this one cannot be (`mcp_servers` holding a list of server objects is not
            // an `mcpServers`) trades this warning for plugin/field-types' error: not offered.
            const certain = guess !== undefined && fitsField(guess, pair.value) ? guess : undefined;
            const taken = certain !== undefined && root.pairs.some((p) => p.key === certain);
            ctx.report({
                message: `unknown manifest field \`${pair.key}\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code ignores it`,
                range: pair.keyRange,
                jsonPath: pair.path,
                help: near.length ? undefined : 'see the plugins reference for the manifest fields; marketplace-only fields (such as `category`) belong in the marketplace entry',
                suggestion: certain && !taken
                    ? { msg: `rename to \`${certain}\``, applicability: 'MachineApplicable', edits: [renameKey(artifact.file, pair, certain)] }
                    : near.length && !taken && !root.pairs.some((p) => p.key === near[0].value) && fitsField(near[0].value, pair.value)
                        ? { msg: `rename to \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, near[0].value)] }
                        : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/experimental-unknown-field.js





/* harmony default export */ const experimental_unknown_field = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/experimental-unknown-field',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: `A key under the plugin manifest's \`experimental\` object that Claude Code does not read (it reads ${claude_code/* PLUGIN_EXPERIMENTAL_FIELDS */.DK.map((f) => `\`${f}\``).join(', ')}).`,
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: "`experimental` holds component declarations that are not yet stable. `claude plugin validate` 2.1.332 warns about any other key there (\"Unknown field 'commands'. Claude Code ignores it at load time.\", oracle: rules-validate.json `experimental unknown key`), so a component declared there, or a misspelt one, silently does nothing.",
        examples: {
            wrong: '{ "name": "my-plugin", "experimental": { "theme": "./themes" } }',
            right: '{ "name": "my-plugin", "experimental": { "themes": "./themes" } }',
            file: '.claude-plugin/plugin.json',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const exp = (0,tree/* getPair */.xf)(root, 'experimental');
        if (!exp || !exp.value || exp.value.type !== 'map')
            return;
        const siblings = exp.value.pairs;
        for (const pair of siblings) {
            if (claude_code/* PLUGIN_EXPERIMENTAL_FIELDS */.DK.includes(pair.key))
                continue;
            const near = (0,suggest/* closest */.kp)(pair.key, claude_code/* PLUGIN_EXPERIMENTAL_FIELDS */.DK);
            const certain = (0,suggest/* certainCorrection */.Zg)(pair.key, claude_code/* PLUGIN_EXPERIMENTAL_FIELDS */.DK);
            const pick = certain ?? near[0]?.value;
            const taken = pick !== undefined && siblings.some((p) => p.key === pick);
            ctx.report({
                message: `unknown field \`${pair.key}\` under \`experimental\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code ignores it at load time`,
                range: pair.keyRange,
                jsonPath: pair.path,
                help: `\`experimental\` takes ${claude_code/* PLUGIN_EXPERIMENTAL_FIELDS */.DK.map((f) => `\`${f}\``).join(', ')}; stable components (\`commands\`, \`skills\`, \`hooks\`, …) go at the top level of the manifest`,
                suggestion: pick && !taken
                    ? { msg: `rename to \`${pick}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, pick)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/lsp-server-schema.js




/** The problems of each server in an `lspServers` object / `.lsp.json` file. */
function serverProblems(servers) {
    if (servers.type !== 'map')
        return [];
    const out = [];
    for (const s of servers.pairs) {
        const label = `LSP server \`${s.key}\``;
        const v = s.value;
        if (v?.type !== 'map') {
            out.push({ message: `${label} must be an object with \`command\` and \`extensionToLanguage\``, range: v ? v.range : s.keyRange, jsonPath: s.path });
            continue;
        }
        out.push(...fieldProblems(v, s.keyRange, label, claude_code/* LSP_SERVER_FIELDS */.Sn, claude_code/* LSP_SERVER_REQUIRED */.el));
        const transport = pairIn(v, 'transport')?.value;
        if (transport?.type === 'scalar' && typeof transport.value === 'string' && !claude_code/* LSP_TRANSPORTS */.ZH.includes(transport.value)) {
            const fix = (0,suggest/* certainCorrection */.Zg)(transport.value, claude_code/* LSP_TRANSPORTS */.ZH);
            out.push({ message: `\`transport\` in ${label} must be ${(0,suggest/* listOf */.c3)(claude_code/* LSP_TRANSPORTS */.ZH)}, not \`${transport.value}\``, range: transport.range, jsonPath: transport.path, fix });
        }
        // validate 2.1.332 (rules-validator-sweep.json `lsp command with a space`, `lsp extensionToLanguage empty`): a relative
        // command with a space is refused ("Use args array for arguments"), and at least one extension is needed.
        const command = pairIn(v, 'command')?.value;
        if (command?.type === 'scalar' && typeof command.value === 'string' && command.value.includes(' ') && !command.value.startsWith('/'))
            out.push({ message: `\`command\` of ${label} must not contain spaces: put its arguments in \`args\``, range: command.range, jsonPath: command.path });
        const exts = pairIn(v, 'extensionToLanguage')?.value;
        if (exts?.type === 'map' && exts.pairs.length === 0)
            out.push({ message: `\`extensionToLanguage\` of ${label} must map at least one extension`, range: exts.range, jsonPath: exts.path });
        for (const e of exts?.type === 'map' ? exts.pairs : []) {
            if (!e.key.startsWith('.'))
                out.push({ message: `extension \`${e.key}\` in ${label} must start with a dot (\`.${e.key}\`)`, range: e.keyRange, jsonPath: e.path, fix: `.${e.key}` });
        }
    }
    return out;
}
/* harmony default export */ const lsp_server_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/lsp-server-schema',
        effect: 'not-loaded',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin LSP server (`.lsp.json` or `lspServers` in plugin.json) without `command` or `extensionToLanguage`, with an unknown key, a value of the wrong type, a `transport` other than `stdio`/`socket`, or an extension without its leading dot.',
        kinds: ['plugin', 'plugin-lsp'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code 2.1.332 checks a plugin\'s `.lsp.json` when it starts: one wrong entry ("File extensions must start with dot", "Unrecognized key", "Invalid option: expected one of \\"stdio\\"|\\"socket\\"", a missing `command`, a `startupTimeout` that is not a whole number above 0…) and the debug log says "LSP config validation failed for .lsp.json" and no server of the file starts ("Total LSP servers loaded: 0"). `claude plugin validate` never reads `.lsp.json` (it passes; only its "Provides" line turns to "not listed"). Inline `lspServers` in plugin.json are checked by validate, which rejects the manifest, and the loader starts none of them either. `lspServers` given as a path (`"./custom-lsp.json"`) is read like `.lsp.json`, in addition to it, and checked the same way (cases `lspServers as a path: …`). Recorded cases: oracle/claude-code/plugin-parts.json.',
        examples: {
            wrong: '{\n  "go": { "command": "gopls", "extensionToLanguage": { "go": "go" }, "transport": "tcp" }\n}\n',
            right: '{\n  "go": { "command": "gopls", "extensionToLanguage": { ".go": "go" }, "transport": "stdio" }\n}\n',
            file: 'my-plugin/.lsp.json',
            context: { 'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Go language server", "author": { "name": "me" } }\n' },
        },
    },
    check(artifact, ctx) {
        const inline = artifact.kind === 'plugin';
        const servers = inline ? pairIn(artifact.root, 'lspServers')?.value : artifact.root;
        if (!servers)
            return;
        const file = String(artifact.data.inPlugin ?? '.lsp.json');
        if (!inline && servers.type !== 'map') {
            ctx.report({ message: `\`${file}\` must be an object of servers (\`{"name": {"command": …, "extensionToLanguage": {…}}}\`): Claude Code loads no LSP server from it`, range: servers.range, jsonPath: servers.path });
            return;
        }
        const consequence = inline
            ? '`claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all (its loader refuses the manifest)'
            : `Claude Code rejects \`${file}\` ("LSP config validation failed") and starts none of its servers; \`claude plugin validate\` does not read this file`;
        for (const p of serverProblems(servers)) {
            ctx.report({
                message: `${p.message}: ${consequence}`,
                range: p.range,
                jsonPath: p.jsonPath,
                suggestion: p.fix ? { msg: `use \`${p.fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.range, text: JSON.stringify(p.fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/monitor-schema.js




function entryProblems(list, where) {
    if (list.type !== 'seq')
        return [];
    const out = [];
    list.items.forEach((item, i) => {
        const label = `monitor ${i + 1} of ${where}`;
        if (item.type !== 'map') {
            out.push({ message: `${label} must be an object with \`name\`, \`command\` and \`description\``, range: item.range, jsonPath: item.path });
            return;
        }
        out.push(...fieldProblems(item, item.range, label, claude_code/* MONITOR_FIELDS */.Ty, claude_code/* MONITOR_REQUIRED */.h3));
        const when = pairIn(item, 'when')?.value;
        if (when?.type === 'scalar' && typeof when.value === 'string') {
            const w = when.value;
            const skill = w.startsWith(claude_code/* MONITOR_WHEN */.Ys.skillPrefix) ? w.slice(claude_code/* MONITOR_WHEN */.Ys.skillPrefix.length).trim() : undefined;
            if (w !== claude_code/* MONITOR_WHEN */.Ys.always && !skill) {
                out.push({ message: `\`when\` \`${(0,suggest/* clipped */.cz)(w)}\` in ${label} is not a valid trigger`, detail: `it must be \`${claude_code/* MONITOR_WHEN */.Ys.always}\` or \`${claude_code/* MONITOR_WHEN */.Ys.skillPrefix}<skill>\``, range: when.range, jsonPath: when.path });
            }
        }
    });
    // rules-validator-sweep.json `experimental monitors with one name twice`: "Monitor names must be unique within a plugin".
    const seen = new Set();
    for (const item of list.items) {
        const name = pairIn(item, 'name')?.value;
        if (name?.type !== 'scalar' || typeof name.value !== 'string')
            continue;
        if (seen.has(name.value))
            out.push({ message: `monitor name \`${name.value}\` is used twice in ${where}: monitor names must be unique within a plugin`, range: name.range, jsonPath: name.path });
        seen.add(name.value);
    }
    return out;
}
/* harmony default export */ const monitor_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/monitor-schema',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin monitor (`monitors/monitors.json` or `experimental.monitors`) without `name`, `command` or `description`, with an unknown key, a value of the wrong type, or a `when` other than `always` / `on-skill-invoke:<skill>`.',
        kinds: ['plugin', 'plugin-monitors'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code 2.1.332 reads a plugin\'s monitors from `monitors/monitors.json` (or `experimental.monitors` in plugin.json): an array of `{name, command, description, when?}`. One wrong entry and the debug log says "Failed to load monitors for <plugin> from …/monitors.json" with the problems, and no monitor of the file runs; `claude plugin validate` only says "Provides: not listed, as a file could not be read". In plugin.json the validator rejects the manifest ("Unrecognized key", `when` "must start with \\"on-skill-invoke:\\"", "Invalid input"). `monitors` or `experimental.monitors` given as a path (`"./monitors.json"`) is read instead of `monitors/monitors.json` and checked the same way (cases `monitors as a path: …`). Recorded cases: oracle/claude-code/plugin-parts.json.',
        examples: {
            wrong: '[\n  { "command": "tail -F build.log", "description": "Build output" }\n]\n',
            right: '[\n  { "name": "build-log", "command": "tail -F build.log", "description": "Build output" }\n]\n',
            file: 'my-plugin/monitors/monitors.json',
            context: { 'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Build monitor", "author": { "name": "me" } }\n' },
        },
    },
    check(artifact, ctx) {
        const lists = [];
        if (artifact.kind === 'plugin') {
            const validate = '`claude plugin validate` rejects the manifest';
            const top = pairIn(artifact.root, 'monitors')?.value;
            if (top)
                lists.push({ node: top, where: '`monitors`', consequence: validate });
            const exp = pairIn(pairIn(artifact.root, 'experimental')?.value, 'monitors')?.value;
            if (exp)
                lists.push({ node: exp, where: '`experimental.monitors`', consequence: validate });
        }
        else if (artifact.root) {
            const file = String(artifact.data.inPlugin ?? 'monitors/monitors.json');
            if (artifact.root.type !== 'seq') {
                ctx.report({ message: `\`${file}\` must be an array of monitors: Claude Code fails to load the plugin's monitors`, range: artifact.root.range, jsonPath: artifact.root.path });
                return;
            }
            lists.push({ node: artifact.root, where: file === 'monitors/monitors.json' ? 'monitors.json' : `\`${file}\``, consequence: 'Claude Code fails to load the file ("Failed to load monitors") and runs none of its monitors; `claude plugin validate` does not say why' });
        }
        for (const { node, where, consequence } of lists) {
            for (const p of entryProblems(node, where))
                ctx.report({ message: `${p.message}: ${p.detail ? `${p.detail}; ` : ''}${consequence}`, range: p.range, jsonPath: p.jsonPath });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/settings-ignored-key.js



/* harmony default export */ const settings_ignored_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/settings-ignored-key',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A key in a plugin\'s own `settings.json` other than `agent` and `subagentStatusLine`, which Claude Code ignores.',
        kinds: ['plugin-settings'],
        optIn: false,
        fixable: false,
        rationale: 'A plugin may ship a `settings.json` at its root, but Claude Code 2.1.332 keeps only `agent` and `subagentStatusLine` from it: the debug log says "Cached plugin settings with keys: agent" for a file that also sets `model` and `permissions`, and those never apply. `claude plugin validate` says nothing about the file. Put such settings in the user\'s or project\'s settings instead, or document them in the README. Recorded cases: oracle/claude-code/plugin-parts.json.',
        examples: {
            wrong: '{\n  "agent": "reviewer",\n  "model": "opus"\n}\n',
            right: '{\n  "agent": "reviewer"\n}\n',
            file: 'my-plugin/settings.json',
            context: {
                'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Review agent", "author": { "name": "me" } }\n',
                'my-plugin/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews code.\n---\nReview.\n',
            },
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root)
            return;
        if (root.type !== 'map') {
            ctx.report({ message: 'a plugin `settings.json` must be an object: Claude Code reads no setting from it', range: root.range, jsonPath: root.path });
            return;
        }
        for (const pair of root.pairs) {
            if (claude_code/* PLUGIN_SETTINGS_KEYS */.h1.includes(pair.key))
                continue;
            ctx.report({
                message: `\`${pair.key}\` in a plugin's settings.json is ignored: Claude Code keeps only ${(0,suggest/* listOf */.c3)(claude_code/* PLUGIN_SETTINGS_KEYS */.h1, 'and')} from it`,
                range: pair.keyRange,
                jsonPath: pair.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/settings-agent-missing.js





/* harmony default export */ const settings_agent_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'plugin/settings-agent-missing',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A plugin `settings.json` whose `agent` names no agent of the plugin (bare or `<plugin>:<agent>`), of the repository, or built into Claude Code.',
        kinds: ['plugin-settings'],
        optIn: false,
        fixable: false,
        rationale: 'A plugin\'s `settings.json` `agent` makes that agent the main thread\'s agent when the plugin is enabled. Claude Code 2.1.332 looks the name up among the agents it loaded; one it cannot find is dropped with only a debug-log line ("Warning: agent \\"ghost\\" not found. Available agents: … Using default behavior."), so the session runs as plain Claude Code. `claude plugin validate` says nothing. Recorded cases: oracle/claude-code/plugin-parts.json.',
        examples: {
            wrong: '{\n  "agent": "reviwer"\n}\n',
            right: '{\n  "agent": "reviewer"\n}\n',
            file: 'my-plugin/settings.json',
            context: {
                'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Review agent", "author": { "name": "me" } }\n',
                'my-plugin/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews code.\n---\nReview.\n',
            },
        },
    },
    check(project, ctx) {
        const agents = (0,model/* artifactsOf */.Ns)(project, 'agent');
        const plugins = (0,model/* artifactsOf */.Ns)(project, 'plugin');
        for (const settings of (0,model/* artifactsOf */.Ns)(project, 'plugin-settings')) {
            const value = pairIn(settings.root, 'agent')?.value;
            if (value?.type !== 'scalar' || typeof value.value !== 'string')
                continue;
            const pr = String(settings.data.pluginRoot ?? '.');
            const manifest = plugins.find((p) => String(p.data.pluginRoot ?? '.') === pr);
            // Agents at custom manifest paths are not all discovered here: do not guess.
            if (pairIn(manifest?.root, 'agents'))
                continue;
            const pluginName = manifest?.element.name;
            const known = new Set(claude_code/* SETTINGS_BUILTIN_AGENTS */.r_);
            for (const a of agents) {
                if (a.pluginRoot === undefined)
                    known.add(a.element.name);
                else if (a.pluginRoot === pr) {
                    known.add(a.element.name);
                    if (pluginName)
                        known.add(`${pluginName}:${a.element.name}`);
                }
            }
            if (known.has(value.value))
                continue;
            const near = (0,suggest/* closest */.kp)(value.value, known);
            ctx.report({
                path: settings.path,
                element: settings.element,
                message: `\`agent\` names \`${value.value}\`, an agent Claude Code does not find: it is not an agent of this plugin, of the repository, or built in, and Claude Code runs the session without it ("agent not found … Using default behavior")${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: value.range,
                jsonPath: value.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/dependency-shape.js


/* harmony default export */ const dependency_shape = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/dependency-shape',
        effect: 'refused',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `dependencies` entry that is neither a plugin name nor an object with a string `name`.',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: 'Each entry of a plugin\'s `dependencies` is a plugin name (`"helper"`, or `"helper@marketplace"`) or `{ "name": "helper", "version": "^1.0.0" }`. Anything else (a number, an object without `name`) makes `claude plugin validate` 2.1.332 reject the manifest ("Invalid input" at `dependencies.<n>`). Recorded cases: oracle/claude-code/plugin-parts.json.',
        examples: {
            wrong: '{ "name": "my-plugin", "dependencies": [{ "version": "^1.0.0" }] }',
            right: '{ "name": "my-plugin", "dependencies": [{ "name": "helper", "version": "^1.0.0" }] }',
            file: '.claude-plugin/plugin.json',
        },
    },
    check(artifact, ctx) {
        const deps = pairIn(artifact.root, 'dependencies')?.value;
        if (deps?.type !== 'seq')
            return;
        deps.items.forEach((item, i) => {
            const report = (message, node = item) => ctx.report({ message: `${message}: \`claude plugin validate\` rejects the manifest`, range: node.range, jsonPath: node.path });
            if (item.type === 'scalar') {
                if (typeof item.value !== 'string')
                    report(`dependency ${i + 1} must be a plugin name or \`{ "name": …, "version": … }\``);
                return;
            }
            if (item.type !== 'map')
                return report(`dependency ${i + 1} must be a plugin name or \`{ "name": …, "version": … }\``);
            const name = pairIn(item, 'name')?.value;
            if (!name)
                return report(`dependency ${i + 1} has no \`name\``);
            if (name.type !== 'scalar' || typeof name.value !== 'string')
                report(`\`name\` of dependency ${i + 1} must be a string`, name);
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/semver-range.js
const PART = String.raw `(?:x|X|\*|0|[1-9]\d*)`;
const PARTIAL = new RegExp(String.raw `^v?=?\s*(${PART})(?:\.(${PART})(?:\.(${PART})(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)?)?$`);
const wild = (s) => s === undefined || /^[xX*]$/.test(s);
/** A partial version: the parts given (undefined from the first wildcard on). */
function partial(s) {
    const m = PARTIAL.exec(s.trim());
    if (!m)
        return undefined;
    const parts = [m[1], m[2], m[3]];
    const out = [];
    for (const p of parts) {
        if (wild(p) || out.includes(undefined))
            out.push(undefined);
        else
            out.push(Number(p));
    }
    return out;
}
const full = (p) => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
/** The comparators of a partial with an operator (`^`, `~`, `<`, … or none). */
function comparators(op, p) {
    const [a, b, c] = p;
    const given = p.filter((x) => x !== undefined).length;
    if (a === undefined)
        return op === '<' || op === '>' ? [{ op: '<', v: [0, 0, 0] }] : [];
    const up = (i) => (i === 0 ? [a + 1, 0, 0] : i === 1 ? [a, (b ?? 0) + 1, 0] : [a, b ?? 0, (c ?? 0) + 1]);
    switch (op) {
        case '':
        case '=':
            return given === 3 ? [{ op: '=', v: full(p) }] : [{ op: '>=', v: full(p) }, { op: '<', v: up(given - 1) }];
        case '^': {
            const first = a !== 0 || given === 1 ? 0 : b !== 0 || given === 2 ? 1 : 2;
            return [{ op: '>=', v: full(p) }, { op: '<', v: up(first) }];
        }
        case '~':
            return [{ op: '>=', v: full(p) }, { op: '<', v: up(given === 1 ? 0 : 1) }];
        case '>':
            return given === 3 ? [{ op: '>', v: full(p) }] : [{ op: '>=', v: up(given - 1) }];
        case '>=':
            return [{ op: '>=', v: full(p) }];
        case '<':
            return [{ op: '<', v: full(p) }];
        case '<=':
            return given === 3 ? [{ op: '<=', v: full(p) }] : [{ op: '<', v: up(given - 1) }];
    }
    return undefined;
}
/** The range as OR-ed sets of AND-ed comparators, or undefined when it is not a range. */
function parseRange(range) {
    const sets = [];
    for (const raw of range.split('||')) {
        const s = raw.trim().replace(/(>=|<=|[<>=^~])\s+/g, '$1');
        const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(s);
        if (hyphen) {
            const lo = partial(hyphen[1]);
            const hi = partial(hyphen[2]);
            if (!lo || !hi)
                return undefined;
            sets.push([...(comparators('>=', lo) ?? []), ...(comparators('<=', hi) ?? [])]);
            continue;
        }
        const set = [];
        for (const tok of s === '' ? [] : s.split(/\s+/)) {
            const m = /^(>=|<=|[<>=^~]?)(.*)$/.exec(tok);
            const p = partial(m[2]);
            const c = p && comparators(m[1], p);
            if (!c)
                return undefined;
            set.push(...c);
        }
        sets.push(set);
    }
    return sets;
}
function cmp(a, b) {
    for (let i = 0; i < 3; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    return 0;
}
/** Does `version` (`MAJOR.MINOR.PATCH`) satisfy `range`? undefined when either does not parse. */
function satisfies(version, range) {
    const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
    const sets = parseRange(range);
    if (!m || !sets)
        return undefined;
    const v = [Number(m[1]), Number(m[2]), Number(m[3])];
    return sets.some((set) => set.every(({ op, v: w }) => {
        const d = cmp(v, w);
        return op === '<' ? d < 0 : op === '<=' ? d <= 0 : op === '>' ? d > 0 : op === '>=' ? d >= 0 : d === 0;
    }));
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/manifest-extensions.js







/**
 * The manifest fields Claude Code 2.1.332 reads beyond the plugins reference of 2026-08-22 (`engines`,
 * `optionalDependencies`, `network`, `binaries`, `types`) and the object form of `commands`. Each check is one message
 * of `claude plugin validate`, at its level, recorded in oracle/claude-code/rules-validator-sweep.json (the
 * case named in each comment).
 */
const isText = (n) => (0,tree/* stringValue */.r$)(n) !== undefined;
const kindOf = (n) => (0,json_type/* jsonTypeWords */.gn)(n, { null: 'null' });
/** A dependency entry's plugin name: the string, or the object's `name`. */
const depName = (n) => (0,tree/* stringValue */.r$)(n) ?? (0,tree/* stringValue */.r$)((0,tree/* getNode */.Zl)(n, 'name'));
/** A plugin name, optionally `@marketplace` (the validator's dependency pattern). */
const PLUGIN_REF = /^[A-Za-z0-9][-A-Za-z0-9._]*(@[A-Za-z0-9][-A-Za-z0-9._]*)?(@\^[^@]*)?$/;
/** A `binaries` basename: lowercase, no leading or trailing dot (validate's own pattern, shown in its message). */
const BINARY_NAME = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9_-])?$/;
function checkEngines(v, report) {
    // `engines not an object`, `engines range not a range`
    if (v.type !== 'map')
        return report(v, `\`engines\` must be an object such as \`{ "claude-code": ">=2.1.0" }\`, not ${kindOf(v)}: Claude Code ignores it, so the plugin installs on every version`, 'warn');
    const cc = pairIn(v, 'claude-code')?.value;
    if (cc && (!isText(cc) || !parseRange(cc.value)))
        report(cc, `\`engines.claude-code\` must be a version range such as \`>=2.1.0\`: \`claude plugin validate\` rejects it and Claude Code ignores it, so the plugin installs on every version`, 'error');
}
function checkOptionalDependencies(v, deps, report) {
    // `optionalDependencies not a list`, `optionalDependencies entry a number`, `optionalDependencies also in dependencies`
    if (v.type !== 'seq')
        return report(v, `\`optionalDependencies\` must be a list of plugin names, not ${kindOf(v)}: Claude Code ignores it`, 'warn');
    const required = new Set(deps?.type === 'seq' ? deps.items.map(depName) : []);
    for (const item of v.items) {
        const name = depName(item);
        if (name === undefined || !PLUGIN_REF.test(name))
            report(item, 'this `optionalDependencies` entry is not a plugin reference: it must be `"name"`, `"name@marketplace"` or an object with a `name`; Claude Code ignores it', 'warn');
        else if (required.has(name))
            report(item, `\`${name}\` is also in \`dependencies\`, so it is required: list it once`, 'warn');
    }
}
function checkNetwork(v, report) {
    // `network not an object`, `network host with a scheme`
    const hosts = v.type === 'map' ? pairIn(v, 'hosts')?.value : undefined;
    if (v.type !== 'map' || hosts?.type !== 'seq')
        return report(v, '`network` must be an object with a list of hosts: Claude Code ignores it (write `{ "hosts": ["api.example.com"] }`)', 'warn');
    // `network hosts over 256`
    if (hosts.items.length > claude_code/* PLUGIN_NETWORK_HOSTS_MAX */.wu)
        report(hosts.items[claude_code/* PLUGIN_NETWORK_HOSTS_MAX */.wu], `\`network.hosts\` lists ${hosts.items.length} hosts: Claude Code reads the first ${claude_code/* PLUGIN_NETWORK_HOSTS_MAX */.wu} and ignores the rest`, 'warn');
    for (const h of hosts.items.slice(0, claude_code/* PLUGIN_NETWORK_HOSTS_MAX */.wu))
        if (!isText(h) || /[/\s]|:\/\/|[^\x20-\x7e]/.test(h.value) || h.value !== h.value.toLowerCase())
            report(h, 'this `network.hosts` entry is not a host as `sandbox.network.allowedDomains` takes them: hosts are lowercase, without a scheme or path (`api.example.com`, `*.example.com`, `db.example.com:5432`); Claude Code ignores this one', 'warn');
}
function checkBinaries(v, report) {
    // `binaries not an object`, `binaries entry with a bad name`
    if (v.type !== 'map')
        return report(v, '`binaries` must be an object mapping basenames to `{ "sha256": … }`: Claude Code ignores it at install time', 'warn');
    for (const p of v.pairs) {
        const sha = pairIn(p.value, 'sha256')?.value;
        if (!BINARY_NAME.test(p.key) || p.value?.type !== 'map' || !isText(sha) || !/^[0-9a-f]{64}$/.test(sha.value))
            report(p, `\`binaries\` entry \`${p.key}\` is ignored at install time: the basename must be lowercase (no leading or trailing dot) and the value an object with a 64-character lowercase-hex \`sha256\``, 'warn');
    }
}
function manifest_extensions_checkTypes(v, report) {
    // `types not a .d.ts`, `types outside the plugin`
    if (!isText(v))
        return;
    if (v.value.split(/[\\/]/).includes('..'))
        report(v, '`types` must stay inside the plugin folder (no `..`): `claude plugin validate` rejects the manifest', 'error');
    else if (!v.value.endsWith('.d.ts'))
        report(v, "`types` must name a TypeScript declaration file ending in `.d.ts`: `claude plugin validate` rejects the manifest", 'error');
}
function checkCommandEntries(v, report) {
    // `commands object with source and content`; `accepted: commands as an object mapping`
    if (v.type !== 'map')
        return;
    for (const p of v.pairs) {
        if (p.value?.type !== 'map')
            continue;
        const n = ['source', 'content'].filter((k) => pairIn(p.value, k)).length;
        if (n !== 1)
            report(p, `command \`${(0,suggest/* clipped */.cz)(p.key)}\` must have ${n === 2 ? 'one of `source` and `content`, not both' : '`source` or `content`'}: \`source\` is a file path, \`content\` inline Markdown; \`claude plugin validate\` rejects the manifest`, 'error');
    }
}
function checkDependencyNames(v, report) {
    // `dependency name not a plugin name`: "Invalid input" at `dependencies.<n>`
    if (v.type !== 'seq')
        return;
    for (const item of v.items)
        if (isText(item) && !PLUGIN_REF.test(item.value))
            report(item, `dependency \`${(0,suggest/* clipped */.cz)(String(item.value))}\` is not a plugin name: a name uses letters, digits, \`.\`, \`_\`, \`-\`, optionally with \`@marketplace\`; \`claude plugin validate\` rejects the manifest`, 'error');
}
function checkSyntaxHighlighting(v, report) {
    // `experimental syntaxHighlighting languages`: each `hljsLanguages` entry, as validate checks it.
    const langs = pairIn(v, 'hljsLanguages')?.value;
    if (langs?.type !== 'seq')
        return;
    if (langs.items.length > 16)
        report(langs.items[16], '`syntaxHighlighting.hljsLanguages` takes at most 16 languages: `claude plugin validate` rejects the manifest', 'error');
    for (const lang of langs.items) {
        const id = pairIn(lang, 'id')?.value;
        if (isText(id) && !/^[a-z][a-z0-9_-]*$/.test(id.value))
            report(id, `language \`id\` \`${id.value}\` must be lowercase (\`^[a-z][a-z0-9_-]*$\`): \`claude plugin validate\` rejects the manifest`, 'error');
        const remote = pairIn(lang, 'remote')?.value;
        if (isText(remote) && !/^(npm:[@a-z0-9/._-]+(@[a-z0-9._+-]+)?|github:[\w.-]+\/[\w.-]+@[\w./-]+#.+\.js)$/.test(remote.value))
            report(remote, '`remote` must be `npm:<package>[@version]` or `github:<owner>/<repo>@<ref>#<path>.js`: `claude plugin validate` rejects the manifest', 'error');
        const integrity = pairIn(lang, 'integrity')?.value;
        if (isText(integrity) && !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(integrity.value))
            report(integrity, '`integrity` must be a subresource-integrity digest: `sha256-`, `sha384-` or `sha512-` and base64; `claude plugin validate` rejects the manifest', 'error');
    }
}
/* harmony default export */ const manifest_extensions = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'plugin/manifest-extensions',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'The manifest fields Claude Code reads beyond the plugins reference (`engines`, `optionalDependencies`, `network`, `binaries`, `types`), the object form of `commands`, and dependency names, as `claude plugin validate` checks them.',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code 2.1.332 reads `engines` (the versions a plugin runs on), `optionalDependencies`, `network`, `binaries` and `types`, and `commands` may map command names to `{ source | content }`. `claude plugin validate` warns where a wrong value is ignored at load time (an `engines` that is not an object lets the plugin install on every version) and rejects the manifest for an unparseable `engines` range, a `types` file that is not `.d.ts` or leaves the plugin, a command entry with both or neither of `source` and `content`, and a dependency that is not a plugin name. Each message is a recorded case of oracle/claude-code/rules-validator-sweep.json; the level follows the validator\'s.',
        examples: {
            wrong: '{ "name": "my-plugin", "engines": { "claude-code": "latest" }, "commands": { "deploy": { "source": "./deploy.md", "content": "Deploy." } } }',
            right: '{ "name": "my-plugin", "engines": { "claude-code": ">=2.1.0" }, "commands": { "deploy": { "source": "./deploy.md" } } }',
            file: '.claude-plugin/plugin.json',
            context: { 'deploy.md': '---\ndescription: Deploy\n---\nDeploy.\n' },
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const report = (node, message, level) => ctx.report({ message, level, range: 'keyRange' in node ? node.keyRange : node.range, jsonPath: node.path });
        for (const pair of root.pairs) {
            const v = pair.value;
            if (!v)
                continue;
            if (pair.key === 'engines')
                checkEngines(v, report);
            else if (pair.key === 'optionalDependencies')
                checkOptionalDependencies(v, pairIn(root, 'dependencies')?.value, report);
            else if (pair.key === 'network')
                checkNetwork(v, report);
            else if (pair.key === 'binaries')
                checkBinaries(v, report);
            else if (pair.key === 'types')
                manifest_extensions_checkTypes(v, report);
            else if (pair.key === 'commands')
                checkCommandEntries(v, report);
            else if (pair.key === 'dependencies')
                checkDependencyNames(v, report);
            else if (pair.key === 'experimental') {
                const sh = pairIn(v, 'syntaxHighlighting')?.value;
                if (sh)
                    checkSyntaxHighlighting(sh, report);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/dependency-unsatisfied.js







/** The repository's marketplace that lists the plugin at `pluginRoot`: its name and every plugin it lists. */
function marketplaceOf(project, pluginRoot, plugins) {
    for (const m of (0,model/* artifactsOf */.Ns)(project, 'marketplace')) {
        const list = (0,tree/* getNode */.Zl)(m.root, 'plugins');
        if (list?.type !== 'seq')
            continue;
        const base = String(m.data.marketplaceRoot ?? '.');
        const prefix = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(m.root, 'metadata'), 'pluginRoot'));
        let lists = false;
        const siblings = [];
        for (const entry of list.items) {
            const name = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(entry, 'name'));
            if (name === undefined)
                continue;
            const src = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(entry, 'source'));
            const rel = src === undefined ? undefined : src.startsWith('./') || src === '.' ? src : prefix && !/^(\/|[a-z]+:|\.\.)/.test(src) ? external_node_path_.posix.join(prefix, src) : undefined;
            const dir = rel === undefined ? undefined : external_node_path_.posix.normalize(external_node_path_.posix.join(base, rel));
            const plugin = dir === undefined ? undefined : plugins.find((p) => String(p.data.pluginRoot) === dir);
            if (dir === pluginRoot)
                lists = true;
            // plugin.json's version wins at install time (marketplace/version-mismatch).
            siblings.push({ name, version: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(plugin?.root, 'version')) ?? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(entry, 'version')) });
        }
        if (lists)
            return { name: m.element.name, siblings };
    }
    return undefined;
}
/* harmony default export */ const dependency_unsatisfied = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'plugin/dependency-unsatisfied',
        effect: 'not-loaded',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin dependency whose `version` is not a semver range, or, when the repository\'s marketplace lists the plugin, a dependency that marketplace does not list or whose range its version does not satisfy.',
        kinds: ['plugin'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code 2.1.332 does not load a plugin whose dependency is missing or unsatisfied (the plugin is "not available … dependency-unsatisfied"). `claude plugin install` resolves dependencies in the plugin\'s own marketplace: one the marketplace does not list is skipped ("dependency \\"ghost@mk\\" was not installed (no marketplace you have added lists it). \\"a\\" will not load without it"); a version the listed plugin does not satisfy installs but `claude plugin list` shows "Requires \\"b@mk\\" ^2.0.0, installed 1.0.0" and the plugin stays off; a `version` that is not a range fails the install ("has an invalid version requirement"). `claude plugin validate` reports none of these. Recorded cases: oracle/claude-code/plugin-parts.json.',
        examples: {
            wrong: '{ "name": "a", "version": "1.0.0", "dependencies": [{ "name": "b", "version": "^2.0.0" }] }',
            right: '{ "name": "a", "version": "1.0.0", "dependencies": [{ "name": "b", "version": "^1.0.0" }] }',
            file: 'plugins/a/.claude-plugin/plugin.json',
            context: {
                '.claude-plugin/marketplace.json': '{ "name": "acme", "owner": { "name": "A" }, "plugins": [{ "name": "a", "source": "./plugins/a" }, { "name": "b", "source": "./plugins/b" }] }',
                'plugins/b/.claude-plugin/plugin.json': '{ "name": "b", "version": "1.0.0" }',
            },
        },
    },
    check(project, ctx) {
        const plugins = (0,model/* artifactsOf */.Ns)(project, 'plugin');
        for (const plugin of plugins) {
            const deps = pairIn(plugin.root, 'dependencies')?.value;
            if (deps?.type !== 'seq')
                continue;
            const market = marketplaceOf(project, String(plugin.data.pluginRoot ?? '.'), plugins);
            const report = (node, message, effect) => ctx.report({ path: plugin.path, element: plugin.element, message, range: node.range, jsonPath: node.path, effect });
            for (const item of deps.items) {
                const nameNode = item.type === 'scalar' ? item : pairIn(item, 'name')?.value;
                const versionNode = pairIn(item, 'version')?.value;
                const full = nameNode?.type === 'scalar' && typeof nameNode.value === 'string' ? nameNode.value : undefined;
                const range = versionNode?.type === 'scalar' && typeof versionNode.value === 'string' ? versionNode.value : undefined;
                if (versionNode && range !== undefined && !parseRange(range)) {
                    report(versionNode, `\`${range}\` is not a semver range: \`claude plugin install\` fails ("has an invalid version requirement")`, 'refused');
                    continue;
                }
                if (!market || !nameNode || full === undefined)
                    continue;
                const [name, where] = full.split('@');
                // A dependency in another marketplace is resolved there; this repository cannot tell.
                if (where !== undefined && where !== market.name)
                    continue;
                const sibling = market.siblings.find((s) => s.name === name);
                if (!sibling) {
                    const near = (0,suggest/* closest */.kp)(name, market.siblings.map((s) => s.name).filter((n) => n !== plugin.element.name));
                    report(nameNode, `\`${name}\` is not listed in the marketplace \`${market.name}\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: \`claude plugin install\` skips it and the plugin will not load without it`, 'refused');
                    continue;
                }
                if (range !== undefined && versionNode && sibling.version !== undefined && satisfies(sibling.version, range) === false) {
                    report(versionNode, `\`${name}\` is ${sibling.version} in the marketplace \`${market.name}\`, which \`${range}\` does not allow: Claude Code does not load the plugin ("Requires \\"${name}@${market.name}\\" ${range}, installed ${sibling.version}")`);
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/plugin/index.js


















const PLUGIN_RULES = [
    manifest_values,
    manifest_name,
    semver,
    plugin_field_types,
    unknown_field,
    experimental_unknown_field,
    component_paths,
    plugin_reserved_name,
    plugin_metadata_missing,
    claude_md_ignored,
    user_config_undeclared,
    lsp_server_schema,
    monitor_schema,
    settings_ignored_key,
    settings_agent_missing,
    dependency_shape,
    manifest_extensions,
    dependency_unsatisfied,
];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/default-mode.js
/** `permissions.defaultMode` must name a permission mode. */




/* harmony default export */ const default_mode = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/default-mode',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`permissions.defaultMode` is not a permission mode (`default`, `acceptEdits`, `plan`, `auto`, `dontAsk`, `bypassPermissions`).',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'machine',
        rationale: 'Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): an unknown `defaultMode` is reported as "Invalid value. Expected one of: acceptEdits, auto, bypassPermissions, default, dontAsk, plan" and the whole settings file is skipped, permission rules and hooks included.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "permissions": {\n    "defaultMode": "acceptEdit"\n  }\n}',
            right: '{\n  "permissions": {\n    "defaultMode": "acceptEdits"\n  }\n}',
        },
    },
    check(artifact, ctx) {
        const node = (0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(artifact.root, 'permissions'), 'defaultMode');
        if (!node || node.type !== 'scalar' || typeof node.value !== 'string' || DEFAULT_MODES.includes(node.value))
            return;
        const near = (0,suggest/* closest */.kp)(node.value, DEFAULT_MODES);
        const fix = (0,suggest/* certainCorrection */.Zg)(node.value, DEFAULT_MODES);
        ctx.report({
            message: `\`permissions.defaultMode\` \`${node.value}\` is not a permission mode: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
            range: node.range,
            jsonPath: node.path,
            suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/field-types.js
/** Documented settings keys whose value has the wrong JSON type. */



/* harmony default export */ const settings_field_types = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/field-types',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A documented `settings.json` key (top level or in `permissions`) whose value has the wrong type, or a permission list entry that is not a string.',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: 'Each key has one type (https://code.claude.com/docs/en/settings). Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): one value of the wrong type (`"cleanupPeriodDays": "30"`) makes Claude Code skip the whole file, with "These settings did not load, so nothing in them is in effect, including hooks, permission rules and sandbox settings" on the terminal and only a debug-log line in a non-interactive session. A deny list in that file protects nothing.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "permissions": {\n    "allow": "Bash(npm test)"\n  },\n  "cleanupPeriodDays": "30"\n}',
            right: '{\n  "permissions": {\n    "allow": ["Bash(npm test)"]\n  },\n  "cleanupPeriodDays": 30\n}',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const check = (pairs, types, where) => {
            for (const p of pairs) {
                const want = types[p.key];
                // A `hooks` of the wrong type is skipped alone and the rest of the file loads (harness-settings.json
                // `hooks-not-an-object`): hooks/field-types reports it.
                if (!want || !p.value || (where === '' && p.key === 'hooks'))
                    continue;
                const got = (0,json_type/* jsonType */.Br)(p.value);
                if (got !== want)
                    ctx.report({ message: `\`${where}${p.key}\` must be ${(0,json_type/* withArticle */.vJ)(want)}, not ${(0,json_type/* withArticle */.vJ)(got)}: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect`, range: p.value.range, jsonPath: p.path });
            }
        };
        check(root.pairs, SETTINGS_KEY_TYPES, '');
        const perms = root.pairs.find((p) => p.key === 'permissions')?.value;
        if (perms?.type !== 'map')
            return;
        check(perms.pairs, PERMISSIONS_KEY_TYPES, 'permissions.');
        for (const p of perms.pairs) {
            if (!['allow', 'ask', 'deny', 'additionalDirectories'].includes(p.key) || p.value?.type !== 'seq')
                continue;
            for (const item of p.value.items) {
                if (item.type === 'scalar' && typeof item.value === 'string')
                    continue;
                // What Claude Code does with such an entry is not recorded: the milder effect (the entry is not used).
                ctx.report({ effect: 'ignored', message: `entries of \`permissions.${p.key}\` must be strings, not ${(0,json_type/* withArticle */.vJ)((0,json_type/* jsonType */.Br)(item))} (documented)`, range: item.range, jsonPath: item.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/lib/permission-entries.js


const RULE = /^([A-Za-z][A-Za-z0-9_-]*\*?)(?:\((.*)\))?$/s;
/** Every tool of one MCP server: Claude Code's own message recommends `mcp__github__*`. */
const MCP_SERVER_WILDCARD = /^mcp__[A-Za-z0-9_-]+__\*$/;
function parsePermission(text) {
    const m = RULE.exec(text.trim());
    if (!m)
        return { tool: text, malformed: true };
    if (m[1].endsWith('*') && (m[2] !== undefined || !MCP_SERVER_WILDCARD.test(m[1])))
        return { tool: text, malformed: true };
    return { tool: m[1], specifier: m[2], malformed: false };
}
/** Every string in `permissions.deny`, `ask` and `allow`, in evaluation order. */
function permissionEntries(artifact) {
    const perms = (0,tree/* getNode */.Zl)(artifact.root, 'permissions');
    const out = [];
    for (const list of PERMISSION_LISTS) {
        const node = (0,tree/* getNode */.Zl)(perms, list);
        if (!node || node.type !== 'seq')
            continue;
        for (const item of node.items) {
            if (item.type !== 'scalar' || typeof item.value !== 'string')
                continue;
            out.push({ list, text: item.value, range: item.range, jsonPath: item.path, ...parsePermission(item.value) });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/permission-never-applied.js
/** `Write(path)`, `Glob(path)`, …: permission rules that parse but never match anything. */



/* harmony default export */ const permission_never_applied = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/permission-never-applied',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A permission rule with a specifier for a tool whose file access is governed by `Read(…)` or `Edit(…)` rules (`Write(path)`, `Glob(path)`, `NotebookEdit(path)`, …).',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'maybe',
        rationale: 'Documented (https://code.claude.com/docs/en/permissions): path rules are written as `Read(…)` (also applied to Glob and Grep) or `Edit(…)` (also applied to Write and NotebookEdit). A `Write(src/**)` rule parses, but it never matches, so a deny meant to protect files protects nothing. Claude Code 2.1.332 loads `Write(…)` and `Glob(…)` rules without any message (oracle/claude-code/harness-settings.json), although the reference mentions a startup warning since v2.1.210.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "permissions": {\n    "deny": ["Write(secrets/**)"]\n  }\n}',
            right: '{\n  "permissions": {\n    "deny": ["Edit(secrets/**)"]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const e of permissionEntries(artifact)) {
            if (e.malformed || e.specifier === undefined)
                continue;
            const use = NEVER_APPLIED_SPECIFIER_TOOLS[e.tool];
            if (!use)
                continue;
            const replacement = JSON.stringify(`${use}(${e.specifier})`);
            ctx.report({
                message: `\`${e.text}\` in \`permissions.${e.list}\` is never applied: path rules are written as \`Read(…)\` or \`Edit(…)\`, and \`${use}(…)\` covers ${e.tool} (documented; Claude Code loads it without a warning)`,
                range: e.range,
                jsonPath: e.jsonPath,
                suggestion: { msg: `write \`${use}(${e.specifier})\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: e.range, text: replacement }] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/permission-shadowed.js
/** An ask or allow rule that an earlier-evaluated deny or ask rule always wins over. */


/** Does `outer` match everything `inner` matches (same tool; bare tool, equal rule, or a `:*` / ` *` prefix)? */
function covers(outer, inner) {
    if (outer.malformed || inner.malformed || outer.tool !== inner.tool)
        return false;
    if (outer.specifier === undefined)
        return true;
    if (inner.specifier === undefined)
        return false;
    if (outer.specifier === inner.specifier)
        return true;
    const m = /^(.*?)(?::\*| \*)$/.exec(outer.specifier);
    if (!m || m[1].includes('*'))
        return false;
    const prefix = m[1];
    const inn = inner.specifier.replace(/(?::\*| \*)$/, '');
    return inn === prefix || inn.startsWith(`${prefix} `);
}
/* harmony default export */ const permission_shadowed = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/permission-shadowed',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'An `ask` or `allow` rule that a `deny` (or, for allow, an `ask`) rule in the same file always wins over.',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: 'Documented (https://code.claude.com/docs/en/permissions): rules are evaluated deny, then ask, then allow, and the first match wins; specificity does not matter. An allow rule covered by a deny rule never takes effect, which usually means one of the two is a mistake.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "permissions": {\n    "deny": ["Bash(git push:*)"],\n    "allow": ["Bash(git push origin main)"]\n  }\n}',
            right: '{\n  "permissions": {\n    "deny": ["Bash(git push --force:*)"],\n    "allow": ["Bash(git push origin main)"]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        const entries = permissionEntries(artifact);
        const order = ['deny', 'ask', 'allow'];
        for (const e of entries) {
            if (e.list === 'deny')
                continue;
            const winner = entries.find((o) => order.indexOf(o.list) < order.indexOf(e.list) && covers(o, e));
            if (!winner)
                continue;
            ctx.report({
                message: `\`${e.text}\` in \`permissions.${e.list}\` never takes effect: \`${winner.text}\` in \`permissions.${winner.list}\` matches first (deny, then ask, then allow; documented)`,
                range: e.range,
                jsonPath: e.jsonPath,
                related: [{ message: `the ${winner.list} rule that wins`, span: { path: artifact.path, range: winner.range, jsonPath: winner.jsonPath } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/permission-syntax.js
/** Permission rules Claude Code cannot match as written: shape, unknown tools, `:*` in the middle, WebFetch without `domain:`. */




function problem(e) {
    if (e.malformed)
        return `\`${e.text}\` is not a permission rule: write \`Tool\` or \`Tool(specifier)\``;
    if (e.tool.startsWith('mcp__')) {
        if (e.specifier !== undefined)
            return `\`${e.text}\`: MCP rules take no specifier; write \`mcp__server\` or \`mcp__server__tool\` (Claude Code skips this rule)`;
        return undefined;
    }
    if (!claude_code/* TOOL_NAMES */.K2.includes(e.tool) && !claude_code/* RETIRED_TOOLS */.QI[e.tool]) {
        const near = (0,suggest/* closest */.kp)(e.tool, claude_code/* TOOL_NAMES */.K2);
        return `${e.text === e.tool ? `\`${e.tool}\`` : `\`${e.tool}\` in \`${e.text}\``} is not a Claude Code tool: the rule matches nothing${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`;
    }
    const spec = e.specifier;
    if (spec === undefined)
        return undefined;
    if (spec.trim() === '')
        return `\`${e.text}\` has an empty specifier; write \`${e.tool}\` for every use of the tool`;
    if (e.tool === 'Bash' || e.tool === 'PowerShell') {
        const i = spec.indexOf(':*');
        if (i >= 0 && i !== spec.length - 2)
            return `\`${e.text}\`: \`:*\` is a prefix match only at the end of the rule; elsewhere it is matched literally (use \`*\` for a wildcard)`;
    }
    if (e.tool === 'WebFetch' && !spec.startsWith('domain:'))
        return `\`${e.text}\`: WebFetch rules are written \`WebFetch(domain:example.com)\` (Claude Code skips this rule)`;
    return undefined;
}
/* harmony default export */ const permission_syntax = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/permission-syntax',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A permission rule that cannot match as written: not `Tool(specifier)`, an unknown tool, `:*` before the end, a WebFetch rule without `domain:`, a specifier on an MCP rule.',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: false,
        rationale: 'Documented (https://code.claude.com/docs/en/permissions): rules are `Tool` or `Tool(specifier)`; `:*` is a prefix match only at the end of a Bash rule; WebFetch rules name a `domain:`; MCP rules are `mcp__server` or `mcp__server__tool`. Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): a WebFetch rule without `domain:` and an MCP rule with parentheses are skipped ("Invalid permission rule … was skipped"); an unknown tool name and `:*` before the end load without a word and, per the docs, match nothing. Either way an intended deny does not protect and an intended allow keeps prompting.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "permissions": {\n    "allow": ["Bash(npm run:* --watch)", "WebFetch(example.com)"]\n  }\n}',
            right: '{\n  "permissions": {\n    "allow": ["Bash(npm run * --watch)", "WebFetch(domain:example.com)"]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const e of permissionEntries(artifact)) {
            const message = problem(e);
            // Skipped rules were observed (harness-settings.json); the others load silently and match nothing per the docs.
            if (message)
                ctx.report({ message: message.endsWith('skips this rule)') ? message : `${message} (documented)`, range: e.range, jsonPath: e.jsonPath });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/status-line.js
/** `statusLine` that is not `{"type": "command", "command": "…", "padding": N}`: Claude Code skips the whole file. */





const SKIPPED = 'Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect';
/* harmony default export */ const status_line = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/status-line',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`statusLine` without `"type": "command"` or a string `command`, or with a `padding` that is not a number.',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'machine',
        rationale: 'The shape is `{"type": "command", "command": "…", "padding": N}` (https://code.claude.com/docs/en/statusline). Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json, cases status-line-*): a missing or other `type` ("Invalid value. Expected one of: \\"command\\""), a missing `command` or a string `padding` makes Claude Code skip the whole settings file, permissions and hooks included (its `model` was not used); an unknown key inside `statusLine` is ignored. A `statusLine` that is not an object is settings/field-types. What the status line shows is only visible in the interactive terminal and is not checked here.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "statusLine": {\n    "type": "script",\n    "command": "~/.claude/statusline.sh"\n  }\n}',
            right: '{\n  "statusLine": {\n    "type": "command",\n    "command": "~/.claude/statusline.sh"\n  }\n}',
        },
    },
    check(artifact, ctx) {
        const line = (0,tree/* getPair */.xf)(artifact.root, 'statusLine');
        const value = line?.value;
        if (!line || value?.type !== 'map')
            return;
        for (const [key, want] of Object.entries(STATUS_LINE_KEY_TYPES)) {
            const pair = (0,tree/* getPair */.xf)(value, key);
            if (!pair) {
                if (key !== 'padding')
                    ctx.report({ message: `\`statusLine\` has no \`${key}\`${key === 'type' ? ' (it must be "command")' : ''}: ${SKIPPED}`, range: line.keyRange, jsonPath: line.path });
                continue;
            }
            const v = pair.value;
            const got = v ? (0,json_type/* jsonType */.Br)(v) : 'null';
            if (got !== want) {
                ctx.report({ message: `\`statusLine.${key}\` must be ${(0,json_type/* withArticle */.vJ)(want)}, not ${(0,json_type/* withArticle */.vJ)(got)}: ${SKIPPED}`, range: v?.range ?? pair.keyRange, jsonPath: pair.path });
                continue;
            }
            if (key !== 'type' || STATUS_LINE_TYPES.includes(String(v.value)))
                continue;
            const fix = (0,suggest/* certainCorrection */.Zg)(String(v.value), STATUS_LINE_TYPES);
            ctx.report({
                message: `\`statusLine.type\` must be "command", not ${JSON.stringify(v.value)}: ${SKIPPED}`,
                range: v.range,
                jsonPath: pair.path,
                suggestion: fix ? { msg: `write "${fix}"`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/unknown-key.js
/** Top-level `settings.json` keys Claude Code does not know: ignored without a word. */



/* harmony default export */ const unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'settings/unknown-key',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A top-level `settings.json` key that is not a Claude Code setting (a misspelt key is a warning with its rename; a key with no near known key is info).',
        kinds: ['settings'],
        harness: 'claude-code',
        optIn: false,
        fixable: 'machine',
        rationale: 'Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json, case unknown-keys): an unknown top-level key (`permisions`, `fooBar`) is ignored without a message and the rest of the file loads (its `model` was used), so a misspelt `permissions` protects nothing while everything looks fine. Unlike a known key with a wrong type, which makes Claude Code skip the whole file (see settings/field-types). The known keys are the ones the binary validates (cases known-keys-*) plus the documented ones it accepts with any value (https://code.claude.com/docs/en/settings). A key near no known key may be a setting newer than agentlint\'s list, so it is only info.',
        examples: {
            file: '.claude/settings.json',
            wrong: '{\n  "permisions": {\n    "deny": ["Bash(rm:*)"]\n  }\n}',
            right: '{\n  "permissions": {\n    "deny": ["Bash(rm:*)"]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const { pair, near, fix } of (0,unknown_keys/* unknownKeys */.vX)(root, SETTINGS_KEYS)) {
            ctx.report({
                message: near
                    ? `\`${pair.key}\` is not a Claude Code setting (did you mean \`${near}\`?): Claude Code ignores it without a message and loads the rest of the file`
                    : `\`${pair.key}\` is not a setting agentlint knows: if Claude Code does not know it either, it ignores it without a message`,
                level: near ? undefined : 'info',
                range: pair.keyRange,
                jsonPath: pair.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/settings/index.js
/** Claude Code `settings.json`: permission rules, key types, default mode. */







const SETTINGS_RULES = [settings_field_types, default_mode, permission_syntax, permission_never_applied, permission_shadowed, unknown_key, status_line];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/unreachable.js
/** A skill hidden from both the model (`disable-model-invocation: true`) and the user (`user-invocable: false`): nobody can run it. */


/** How Claude Code reads a boolean flag (rules-runtime.json `disable-model-invocation written as a string or number`). */
function readAs(n) {
    if (!n || n.type !== 'scalar')
        return undefined;
    if (typeof n.value === 'boolean')
        return n.value;
    const t = String(n.value).trim().toLowerCase();
    return /^(true|yes|1)$/.test(t) ? true : /^(false|no)$/.test(t) ? false : undefined;
}
/* harmony default export */ const unreachable = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'skills/unreachable',
        effect: 'fails-at-run-time',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A skill with both `disable-model-invocation: true` and `user-invocable: false`: neither the model nor the user can run it.',
        kinds: ['skill'],
        optIn: false,
        fixable: false,
        rationale: '`disable-model-invocation: true` takes a skill out of the list Claude Code sends to the model (observed on 2.1.332: oracle/claude-code/mutations.json, case `skill:/user-invocable:pair:disable-model-invocation`, not listed), and `user-invocable: false` takes it out of the `/` menu (documented: https://code.claude.com/docs/en/skills). With both, nothing can invoke the skill: it is dead weight, or one of the two flags is the wrong way round.',
        examples: {
            wrong: '---\nname: deploy\ndescription: Deploy the app\ndisable-model-invocation: true\nuser-invocable: false\n---',
            right: '---\nname: deploy\ndescription: Deploy the app\ndisable-model-invocation: true\n---',
            file: '.claude/skills/deploy/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const dmi = (0,tree/* getPair */.xf)(artifact.root, 'disable-model-invocation');
        const ui = (0,tree/* getPair */.xf)(artifact.root, 'user-invocable');
        if (!dmi || !ui || readAs(dmi.value) !== true || readAs(ui.value) !== false)
            return;
        ctx.report({
            message: 'this skill can be run by nobody: `disable-model-invocation: true` hides it from the model (Claude Code does not list it) and `user-invocable: false` hides it from the `/` menu (documented)',
            range: ui.value.range,
            jsonPath: ui.path,
            help: 'remove `user-invocable: false` to let users run it with `/`, or remove the skill',
            related: [{ message: 'hidden from the model here', span: { path: artifact.path, range: dmi.value.range, jsonPath: dmi.path } }],
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/body-size.js


/* harmony default export */ const body_size = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'skills/body-size',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: `A SKILL.md longer than ${claude_code/* SKILL_BODY_MAX_LINES */.KB} lines.`,
        kinds: ['skill'],
        optIn: false,
        fixable: false,
        rationale: `Documented (https://code.claude.com/docs/en/skills): Claude Code loads the whole SKILL.md into the context every time the skill is used. The skills guidance keeps it under ${claude_code/* SKILL_BODY_MAX_LINES */.KB} lines and moves reference material into separate files the skill points to, which are read only when needed.`,
        examples: {
            wrong: `---\nname: api-guide\ndescription: Our API conventions\n---\n${Array.from({ length: claude_code/* SKILL_BODY_MAX_LINES */.KB }, (_, i) => `- endpoint ${i + 1}`).join('\n')}\n`,
            right: '---\nname: api-guide\ndescription: Our API conventions\n---\nFollow the rules below; for endpoint details read [reference.md](reference.md).',
            file: '.claude/skills/api-guide/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const { lines, text } = artifact.file;
        // A final line break does not start a line of its own.
        const count = text.endsWith('\n') ? lines.lineCount - 1 : lines.lineCount;
        if (count <= claude_code/* SKILL_BODY_MAX_LINES */.KB)
            return;
        const first = claude_code/* SKILL_BODY_MAX_LINES */.KB + 1;
        ctx.report({
            message: `SKILL.md has ${count} lines (guidance: at most ${claude_code/* SKILL_BODY_MAX_LINES */.KB}): the whole file is loaded into the context whenever the skill runs (documented: https://code.claude.com/docs/en/skills)`,
            range: lines.range(lines.lineStart(first), lines.lineEnd(first)),
            help: 'move reference material into files next to SKILL.md and link them; Claude reads them only when needed',
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/description-length.js



/* harmony default export */ const description_length = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'skills/description-length',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `A skill's description plus when_to_use over ${claude_code/* SKILL_LISTING_MAX_CHARS */.zi} characters (cut in the listing), or a description over ${claude_code/* SKILL_SPEC_DESCRIPTION_MAX */.YX} (rejected by the Skills API).`,
        kinds: ['skill', 'command'],
        optIn: false,
        fixable: false,
        rationale: `Claude Code decides when to use a skill from its listing, which keeps only the first ${claude_code/* SKILL_LISTING_MAX_CHARS */.zi} characters of \`description\` + \`when_to_use\`: whatever follows is silently never seen by the model. The Agent Skills specification caps \`description\` at ${claude_code/* SKILL_SPEC_DESCRIPTION_MAX */.YX} characters, so the Skills API refuses a longer one.`,
        examples: {
            wrong: `---\nname: pdf-tools\ndescription: ${'Extracts text from PDF files. '.repeat(40).trim()}\n---`,
            right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files. Use when the user mentions PDFs or forms.\n---',
            file: '.claude/skills/pdf-tools/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const desc = (0,tree/* getPair */.xf)(artifact.root, 'description');
        const when = (0,tree/* getPair */.xf)(artifact.root, 'when_to_use');
        const d = (0,tree/* scalarString */.Cg)(desc?.value) ?? '';
        const w = (0,tree/* scalarString */.Cg)(when?.value) ?? '';
        const total = d.length + w.length;
        if (total > claude_code/* SKILL_LISTING_MAX_CHARS */.zi) {
            const target = desc?.value ?? when?.value;
            const pair = desc?.value ? desc : when;
            if (target && pair) {
                const parts = w ? `description (${d.length}) + when_to_use (${w.length}) = ${total}` : `description is ${d.length}`;
                ctx.report({
                    message: `${parts} characters: Claude Code cuts the skill listing at ${claude_code/* SKILL_LISTING_MAX_CHARS */.zi}, so the model never sees the rest when choosing skills`,
                    range: target.range,
                    jsonPath: pair.path,
                    help: 'keep the description to what the skill does and when to use it; move details into the body',
                });
            }
        }
        if (artifact.kind === 'skill' && desc?.value && d.length > claude_code/* SKILL_SPEC_DESCRIPTION_MAX */.YX && total <= claude_code/* SKILL_LISTING_MAX_CHARS */.zi) {
            ctx.report({
                message: `description is ${d.length} characters: the Agent Skills spec allows at most ${claude_code/* SKILL_SPEC_DESCRIPTION_MAX */.YX}, so the Skills API rejects the skill`,
                range: desc.value.range,
                jsonPath: desc.path,
                help: `shorten the description to ${claude_code/* SKILL_SPEC_DESCRIPTION_MAX */.YX} characters or fewer`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/field-enums.js





const field_enums_ENUMS = {
    effort: { values: claude_code/* EFFORT_LEVELS */.vm, effect: 'the field does not take effect (documented values: https://code.claude.com/docs/en/skills)' },
    shell: { values: claude_code/* SKILL_SHELLS */.y2, effect: 'the field does not take effect (documented values: https://code.claude.com/docs/en/skills)' },
};
const TRUTHY = /^(yes|on|y)$/i;
const FALSY = /^(no|off|n)$/i;
/* harmony default export */ const skills_field_enums = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'skills/field-enums',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Skill and command fields with a closed set of values: `effort`, `shell`, and the booleans `disable-model-invocation`, `user-invocable`, `background`.',
        kinds: ['skill', 'command'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The values of `effort` and `shell` are documented (https://code.claude.com/docs/en/skills); no oracle case records what Claude Code does with another value. Booleans written as strings were recorded on 2.1.332 for `disable-model-invocation`: `"true"`, `yes`, `"yes"` and `1` hide the skill like `true`, `"false"` and `no` do not (info: Claude Code reads them, YAML and Agent Skills tools read a string), and any other value (`maybe`) is not read as `true`, so a skill meant to be hidden is still invoked automatically (warn).',
        examples: {
            wrong: '---\nname: deploy\ndescription: Deploy the app\neffort: hi\ndisable-model-invocation: yes\n---',
            right: '---\nname: deploy\ndescription: Deploy the app\neffort: high\ndisable-model-invocation: true\n---',
            file: '.claude/skills/deploy/SKILL.md',
        },
    },
    check(artifact, ctx) {
        for (const [field, { values, effect }] of Object.entries(field_enums_ENUMS)) {
            const pair = (0,tree/* getPair */.xf)(artifact.root, field);
            if (!pair || !pair.value)
                continue;
            const node = pair.value;
            const value = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
            if (value !== undefined && values.includes(value))
                continue;
            let suggestion;
            if (value !== undefined) {
                const near = (0,suggest/* closest */.kp)(value, values);
                const certain = (0,suggest/* certainCorrection */.Zg)(value, values);
                if (certain)
                    suggestion = { msg: `use \`${certain}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, node, certain)] };
                else if (near.length > 0)
                    suggestion = { msg: `use \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, node, near[0].value)] };
            }
            ctx.report({
                message: value === undefined
                    ? `\`${field}\` must be one of ${(0,suggest/* listOf */.c3)(values)}, not a ${node.type === 'seq' ? 'list' : node.type === 'map' ? 'mapping' : 'null'}: ${effect}`
                    : `unknown ${field} \`${value}\`${(0,suggest/* didYouMean */.au)(value, values)}: ${effect}`,
                range: node.range,
                jsonPath: pair.path,
                help: `${field} is one of ${(0,suggest/* listOf */.c3)(values)}`,
                suggestion,
            });
        }
        for (const field of claude_code/* SKILL_BOOLEAN_FIELDS */.ZF) {
            const pair = (0,tree/* getPair */.xf)(artifact.root, field);
            if (!pair || !pair.value)
                continue;
            checkBoolean(pair, artifact.file, ctx);
        }
    },
}));
function checkBoolean(pair, file, ctx) {
    const node = pair.value;
    if (node.type === 'scalar' && typeof node.value === 'boolean')
        return;
    // Unquoted `true`/`false` read as a string only happens in the lenient reading of broken YAML: it is a boolean.
    if (node.type === 'scalar' && !node.quoted && typeof node.value === 'string' && /^(true|false)$/i.test(node.value))
        return;
    const text = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
    // Recorded (rules-runtime.json `disable-model-invocation written as a string or number`): `"true"`, `yes`,
    // `"yes"` and `1` hide the skill like `true`; `"false"` and `no` do not; `maybe` does not either.
    const readAs = text === undefined ? undefined : /^(true|yes|1)$/.test(text) ? 'true' : /^(false|no)$/.test(text) ? 'false' : undefined;
    let fixed;
    let applicability = 'MaybeIncorrect';
    if (text !== undefined) {
        if (/^(true|false)$/i.test(text)) {
            fixed = text.toLowerCase();
            applicability = 'MachineApplicable';
        }
        else if (TRUTHY.test(text))
            fixed = 'true';
        else if (FALSY.test(text))
            fixed = 'false';
    }
    ctx.report({
        message: `\`${pair.key}\` must be \`true\` or \`false\`${text !== undefined ? `, not the ${typeof node.value === 'number' ? 'number' : 'string'} \`${text}\`` : ''}: ${readAs !== undefined ? `Claude Code reads it as \`${readAs}\`, but YAML and Agent Skills tools read a ${typeof node.value === 'number' ? 'number' : 'string'}` : 'Claude Code does not read it as `true`'} (recorded for \`disable-model-invocation\`)`,
        level: readAs !== undefined ? 'info' : undefined,
        range: node.range,
        jsonPath: pair.path,
        help: `write \`${pair.key}: true\` or \`${pair.key}: false\` without quotes`,
        suggestion: fixed ? { msg: `write \`${fixed}\``, applicability, edits: [{ path: file.path, range: node.range, text: fixed }] } : undefined,
    });
}

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/fork-agent-pairing.js






/* harmony default export */ const fork_agent_pairing = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'skills/fork-agent-pairing',
        effect: 'ignored',
        harness: 'claude-code',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`agent` without `context: fork`, or a `context` other than `fork`.',
        kinds: ['skill', 'command'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A skill runs in a forked subagent only with `context: fork`; `agent` picks which subagent runs it. Without `context: fork` Claude Code ignores `agent` and runs the skill inline in the main conversation, and any `context` value other than `fork` is ignored the same way (documented: https://code.claude.com/docs/en/skills; no oracle case records it).',
        examples: {
            wrong: '---\nname: deep-research\ndescription: Research a topic in depth\nagent: Explore\n---',
            right: '---\nname: deep-research\ndescription: Research a topic in depth\ncontext: fork\nagent: Explore\n---',
            file: '.claude/skills/deep-research/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const agent = (0,tree/* getPair */.xf)(artifact.root, 'agent');
        const context = (0,tree/* getPair */.xf)(artifact.root, 'context');
        const contextValue = (0,tree/* scalarString */.Cg)(context?.value);
        if (context && context.value && contextValue !== undefined && !claude_code/* SKILL_CONTEXTS */.BD.includes(contextValue)) {
            const fixed = (0,suggest/* certainCorrection */.Zg)(contextValue, claude_code/* SKILL_CONTEXTS */.BD);
            ctx.report({
                message: `\`context: ${contextValue}\` is not a context Claude Code knows${(0,suggest/* didYouMean */.au)(contextValue, claude_code/* SKILL_CONTEXTS */.BD)}: it is ignored and the skill runs inline${agent ? ', so `agent` is ignored too' : ''} (documented: https://code.claude.com/docs/en/skills)`,
                range: context.value.range,
                jsonPath: context.path,
                help: 'the only context is `fork` (run the skill in a subagent); remove `context` to run it inline',
                suggestion: fixed
                    ? { msg: `use \`${fixed}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, context.value, fixed)] }
                    : undefined,
            });
            return;
        }
        if (agent && !context) {
            const insert = insertFrontmatterLine(artifact, 'context: fork');
            const suggestion = insert
                ? { msg: 'add `context: fork` to run the skill in that agent', applicability: 'MaybeIncorrect', edits: [insert] }
                : undefined;
            ctx.report({
                message: '`agent` has no effect without `context: fork`: Claude Code runs the skill inline in the main conversation (documented: https://code.claude.com/docs/en/skills)',
                range: agent.keyRange,
                jsonPath: agent.path,
                help: 'add `context: fork` to run the skill in the named agent, or remove `agent`',
                suggestion,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/slash-name.js
var slash_name = __webpack_require__(4322);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/name-format.js







const name_format_VALID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The closest spec-valid spelling: lowercase, `a-z0-9` and single inner hyphens. */
function toSkillName(name) {
    return (0,names/* toKebab */.VC)(name)
        .slice(0, claude_code/* SKILL_SPEC_NAME_MAX */.XI)
        .replace(/(?<!-)-+$/, '');
}
/** The skill's folder is named `name` (`…/<name>/SKILL.md`). */
const matchesFolder = (path, name) => path.split('/').slice(-2, -1)[0] === name;
/* harmony default export */ const skills_name_format = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'skills/name-format',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: 'Portability: a skill `name` outside the Agent Skills format (1–64 characters of `a-z0-9-`, no leading, trailing or double hyphen, no "anthropic" or "claude"), which claude.ai and API uploads reject.',
        kinds: ['skill'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code loads a skill whatever its `name` (observed on 2.1.332: `name: Agent Development` in `agent-development/` loads and is invoked as `/agent-development`): the frontmatter `name` is a display name, and the slash name is the folder (`/plugin:folder` for a plugin skill). The Agent Skills specification (https://agentskills.io/specification) and claude.ai and API skill uploads are stricter: lowercase letters, digits and single hyphens, at most 64 characters, and (for uploads) no "anthropic" or "claude". A skill that works in Claude Code then fails to upload or to load in other Agent Skills clients, hence an `info` finding.',
        examples: {
            wrong: '---\nname: PDF_Tools\ndescription: Extract text and tables from PDF files\n---',
            right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files\n---',
            file: '.claude/skills/pdf-tools/SKILL.md',
        },
    },
    reads: { skill: ['name'] },
    check(project, ctx) {
        for (const artifact of (0,model/* artifactsOf */.Ns)(project, 'skill')) {
            const pair = (0,tree/* getPair */.xf)(artifact.root, 'name');
            if (!pair || !pair.value)
                continue;
            const name = (0,tree/* scalarString */.Cg)(pair.value);
            if (name === undefined)
                continue;
            const problems = [];
            if (name.length === 0)
                problems.push('is empty');
            if (name.length > claude_code/* SKILL_SPEC_NAME_MAX */.XI)
                problems.push(`is ${name.length} characters long (at most ${claude_code/* SKILL_SPEC_NAME_MAX */.XI})`);
            if (name.length > 0 && !name_format_VALID.test(name)) {
                if (/[^a-z0-9-]/.test(name))
                    problems.push('may only contain lowercase letters, digits and hyphens');
                if (/^-|-$/.test(name))
                    problems.push('must not start or end with a hyphen');
                if (/--/.test(name))
                    problems.push('must not contain `--`');
            }
            const reserved = claude_code/* SKILL_NAME_RESERVED_WORDS */.FZ.filter((w) => name.toLowerCase().includes(w));
            if (reserved.length > 0)
                problems.push(`must not contain the reserved word${reserved.length > 1 ? 's' : ''} ${reserved.map((w) => `"${w}"`).join(' and ')}`);
            if (problems.length === 0)
                continue;
            const fixed = reserved.length === 0 ? toSkillName(name) : '';
            const caseOnly = fixed !== '' && fixed === name.toLowerCase();
            ctx.report({
                path: artifact.path,
                element: artifact.element,
                message: `skill name \`${name}\` ${problems.join('; ')}: Claude Code loads it as \`${(0,slash_name/* skillSlashName */.gV)(project, artifact)}\` (\`name\` is a display name), but ${reserved.length === problems.length ? slash_name/* RESERVED_WORD_REJECTERS */.Om : slash_name/* SKILL_NAME_REJECTERS */.uX} reject it`,
                range: pair.value.range,
                jsonPath: pair.path,
                help: 'for portability use 1–64 lowercase letters, digits and single hyphens, e.g. `pdf-tools`, matching the folder',
                suggestion: 
                // Renaming a skill away from the folder it matches would break that match (skills/name-matches-directory):
                // the folder must be renamed too, which an edit of this file cannot do.
                fixed && fixed !== name && !matchesFolder(artifact.path, name)
                    ? {
                        msg: `rename the skill to \`${fixed}\``,
                        applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect',
                        edits: [(0,edits/* replaceScalar */.BB)(artifact.file, pair.value, fixed)],
                    }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/name-matches-directory.js







/* harmony default export */ const name_matches_directory = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'skills/name-matches-directory',
        effect: 'style',
        harness: 'claude-code',
        category: 'style',
        defaultLevel: 'info',
        description: 'Portability: a skill `name` that differs from the folder holding its SKILL.md, which the Agent Skills spec and claude.ai and API uploads reject.',
        kinds: ['skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code names a skill after its folder: `skills/pdf-tools/SKILL.md` is `/pdf-tools` (`/plugin:pdf-tools` in a plugin) whatever its `name`, which is a display name (observed on 2.1.332: `name: claude-helper-skill` in `claude-helper/` is listed as `claude-helper (claude-helper-skill)`). The Agent Skills specification (https://agentskills.io/specification) requires the two to be equal, and claude.ai and API skill uploads reject a skill whose name differs from its folder: a portability finding, at `info`.',
        examples: {
            wrong: '---\nname: pdf-helper\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
            right: '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
            file: '.claude/skills/pdf-tools/SKILL.md',
        },
    },
    reads: { skill: ['name'] },
    check(project, ctx) {
        for (const artifact of (0,model/* artifactsOf */.Ns)(project, 'skill')) {
            const pair = (0,tree/* getPair */.xf)(artifact.root, 'name');
            const name = (0,tree/* scalarString */.Cg)(pair?.value);
            const dir = (0,artifacts_names/* skillFolderName */.p)(artifact.path);
            if (!pair || !pair.value || name === undefined || name === '' || dir === undefined || name === dir)
                continue;
            // A SKILL.md at a plugin root is invoked by its `name`: there is no folder to match.
            if ((0,scope/* skillInvocationName */.n)(artifact) !== dir)
                continue;
            ctx.report({
                path: artifact.path,
                element: artifact.element,
                message: `skill name \`${name}\` differs from its folder \`${dir}\`: Claude Code offers the skill as \`${(0,slash_name/* skillSlashName */.gV)(project, artifact)}\` (\`name\` is a display name), but ${slash_name/* SKILL_NAME_REJECTERS */.uX} reject a name that does not match the folder`,
                range: pair.value.range,
                jsonPath: pair.path,
                help: `for portability rename the skill to \`${dir}\`, or rename the folder to \`${name}\``,
                suggestion: { msg: `rename the skill to \`${dir}\``, applicability: 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, pair.value, dir)] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/skills/index.js







const SKILL_RULES = [
    unreachable,
    name_matches_directory,
    skills_name_format,
    description_length,
    body_size,
    fork_agent_pairing,
    skills_field_enums,
];

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/rules/index.js










const CLAUDE_CODE_RULES = [
    ...AGENT_RULES,
    ...COMMAND_RULES,
    ...SKILL_RULES,
    ...PLUGIN_RULES,
    ...MARKETPLACE_RULES,
    ...HOOK_RULES,
    ...MCP_RULES,
    ...SETTINGS_RULES,
    ...MEMORY_RULES,
    ...OUTPUT_STYLE_RULES,
];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

/***/ 7049:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ AGENT_FIELDS),
/* harmony export */   m: () => (/* binding */ PLUGIN_FIELDS)
/* harmony export */ });
/**
 * Claude Code's file formats as other harnesses meet them: Copilot CLI loads `.claude/agents` and reads Claude Code
 * plugin manifests, so its rules need to know which fields are Claude Code's. Claude Code's own facts re-export these.
 */
/** Subagent frontmatter (sub-agents reference, 2026-08-22). */
const AGENT_FIELDS = [
    'name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills',
    'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt',
];
/** Plugin manifest fields (plugins-reference, 2026-08-22). */
const PLUGIN_FIELDS = [
    'name', 'displayName', 'version', 'description', 'author', 'homepage', 'repository', 'license',
    'keywords', 'metadata', 'defaultEnabled', 'skills', 'commands', 'agents', 'workflows', 'outputStyles',
    'hooks', 'mcpServers', 'lspServers', 'userConfig', 'channels', 'dependencies', 'experimental',
    // Read by Claude Code 2.1.332 and not in the reference page of 2026-08-22: `claude plugin validate` checks each and
    // accepts them (rules-validator-sweep.json `accepted: engines, optionalDependencies, network, binaries, types, $schema`).
    'engines', 'optionalDependencies', 'network', 'binaries', 'types',
];


/***/ }),

/***/ 1435:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ argumentsUses),
/* harmony export */   Pc: () => (/* binding */ positionalUses),
/* harmony export */   hf: () => (/* binding */ shellCommands)
/* harmony export */ });
/* unused harmony export proseOnly */
/** The body with fenced code blocks and inline code spans blanked out (same length, offsets kept). */
function proseOnly(body) {
    let fence = null;
    const out = [];
    for (let at = 0; at < body.length;) {
        const nl = body.indexOf('\n', at);
        const next = nl < 0 ? body.length : nl + 1;
        const line = body.slice(at, next);
        at = next;
        const m = line.includes('`') || line.includes('~') ? /^\s{0,3}(`{3,}|~{3,})/.exec(line) : null;
        if (fence) {
            if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1])
                fence = null;
            out.push(blank(line));
            continue;
        }
        if (m) {
            fence = m[1];
            out.push(blank(line));
            continue;
        }
        out.push(line.includes('`') ? blankInlineCode(line) : line);
    }
    return out.join('');
}
/** Blank `code spans`: a run of backticks, text without backticks, the same run again. */
function blankInlineCode(line) {
    let out = '';
    let from = 0;
    let i = line.indexOf('`');
    while (i >= 0) {
        let n = 1;
        while (line[i + n] === '`')
            n++;
        const close = line.indexOf('`', i + n);
        if (close < 0)
            break;
        let m = 1;
        while (line[close + m] === '`')
            m++;
        const nl = line.indexOf('\n', i);
        if (m >= n && (nl < 0 || nl > close)) {
            out += line.slice(from, i) + ' '.repeat(close + n - i);
            from = close + n;
            i = line.indexOf('`', from);
        }
        else
            i = close;
    }
    return out + line.slice(from);
}
function blank(s) {
    return s.endsWith('\r\n') ? `${' '.repeat(s.length - 2)}\r\n` : s.endsWith('\n') ? `${' '.repeat(s.length - 1)}\n` : ' '.repeat(s.length);
}
/** Several rules read the prose of one body: compute it once per artifact. */
const proseCache = new WeakMap();
function proseOf(artifact, body) {
    let p = proseCache.get(artifact);
    if (p === undefined) {
        p = proseOnly(body);
        proseCache.set(artifact, p);
    }
    return p;
}
const POSITIONAL = /(?<![\\$\w])\$(\d+)(?![\w.,]\d|\w)/g;
const ARGUMENTS = /\$ARGUMENTS(?:\[(\d+)\])?/g;
/** `$N` uses in the prose of the body. */
function positionalUses(artifact) {
    const md = artifact.markdown;
    if (!md)
        return [];
    // Most bodies have no `$N` at all: skip the prose pass for them.
    if (!/\$\d/.test(md.body))
        return [];
    const prose = proseOf(artifact, md.body);
    const out = [];
    for (const m of prose.matchAll(POSITIONAL)) {
        const start = md.bodyOffset + m.index;
        out.push({ start, end: start + m[0].length, text: m[0], index: Number(m[1]) });
    }
    return out;
}
/** `$ARGUMENTS` / `$ARGUMENTS[N]` uses anywhere in the body. */
function argumentsUses(artifact) {
    const md = artifact.markdown;
    if (!md)
        return [];
    const out = [];
    for (const m of md.body.matchAll(ARGUMENTS)) {
        const start = md.bodyOffset + m.index;
        out.push({ start, end: start + m[0].length, text: m[0], index: m[1] === undefined ? undefined : Number(m[1]) });
    }
    return out;
}
/** The `` !`cmd` `` and ```` ```! ```` commands Claude Code runs before sending the prompt. */
function shellCommands(artifact) {
    const md = artifact.markdown;
    if (!md)
        return [];
    const body = md.body;
    const out = [];
    // Neither form present (the usual case): nothing to scan. A ```! fence has a backtick before its `!`.
    if (!body.includes('!`') && !(body.includes('`!') && /^\s{0,3}`{3,}!/m.test(body)))
        return out;
    const lines = body.split(/(?<=\n)/);
    let offset = 0;
    let fence = null;
    for (const line of lines) {
        const trimmedEnd = line.replace(/\r?\n$/, '');
        const m = /^\s{0,3}(`{3,}|~{3,})(.*)$/s.exec(trimmedEnd);
        if (fence) {
            if (m && m[1][0] === fence.marker[0] && m[1].length >= fence.marker.length && m[2].trim() === '') {
                if (fence.bang) {
                    const raw = body.slice(fence.contentStart, offset);
                    const text = raw.replace(/(?<!\s)\s+$/, '');
                    const lead = raw.length - raw.trimStart().length;
                    if (text.trim() !== '') {
                        out.push({ start: md.bodyOffset + fence.contentStart + lead, end: md.bodyOffset + fence.contentStart + text.length, text: text.trim(), form: 'block' });
                    }
                }
                fence = null;
            }
        }
        else if (m) {
            fence = { marker: m[1], bang: m[1][0] === '`' && m[2].startsWith('!'), contentStart: offset + line.length };
        }
        else {
            for (const im of trimmedEnd.matchAll(/(?<![\w`!])!`([^`\n]+)`/g)) {
                const start = md.bodyOffset + offset + im.index + 2;
                out.push({ start, end: start + im[1].length, text: im[1], form: 'inline' });
            }
        }
        offset += line.length;
    }
    return out;
}


/***/ }),

/***/ 5370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ jsonType),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   gn: () => (/* binding */ jsonTypeWords),
/* harmony export */   vJ: () => (/* binding */ withArticle)
/* harmony export */ });
/** The JSON type of a node; no node (a key with nothing after it) is `null`. */
function jsonType(n) {
    if (!n)
        return 'null';
    if (n.type === 'map')
        return 'object';
    if (n.type === 'seq')
        return 'array';
    return n.value === null ? 'null' : typeof n.value;
}
/** `a string`, `an object`. */
const withArticle = (t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
/**
 * The JSON type of a node with its article (`a string`, `an array`), or the call site's own words for some types
 * (`{ object: 'a mapping', array: 'a list' }`).
 */
function jsonTypeWords(n, words = {}) {
    const t = jsonType(n);
    return words[t] ?? withArticle(t);
}
/**
 * A value as a "must be X, not Y" message shows it: `` `"x"` ``, `` `7` ``, `` `null` ``, `an object`, `a list` (or
 * `seq`, e.g. `an array` where the harness says array), `nothing` when there is none.
 */
function shownValue(n, seq = 'a list') {
    if (!n)
        return 'nothing';
    if (n.type === 'map')
        return 'an object';
    if (n.type === 'seq')
        return seq;
    return n.value === null ? '`null`' : `\`${JSON.stringify(n.value)}\``;
}


/***/ }),

/***/ 6327:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ pathImports),
/* harmony export */   Ui: () => (/* binding */ resolveImport),
/* harmony export */   WF: () => (/* binding */ importRefs),
/* harmony export */   j8: () => (/* binding */ looksLikePath),
/* harmony export */   w9: () => (/* binding */ MEMORY_READS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/**
 * `@path` imports in a memory file's text (shared by the memory/* rules; not a
 * rule). Code spans and fenced code blocks are not scanned for imports; their
 * `@path`s are returned separately, marked `inCode`.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TOKEN = /(^|[\s(`])@([^\s`()<>[\]{}"']+)/g;
/** Looks like a file reference, not a mention or a scoped package: `./`, `../`, `~/`, `/` or a file extension. */
function looksLikePath(p) {
    return /^(\.{1,2}\/|~\/|\/)/.test(p) || /\.[A-Za-z0-9]{1,8}$/.test(p.split('/').pop() ?? '');
}
/** Offsets [start, end) of inline code spans in one line (backtick runs of equal length). */
function codeSpans(line) {
    const out = [];
    const re = /`+/g;
    let m;
    while ((m = re.exec(line))) {
        const run = m[0];
        const close = line.indexOf(run, m.index + run.length);
        if (close < 0)
            continue;
        out.push([m.index, close + run.length]);
        re.lastIndex = close + run.length;
    }
    return out;
}
/** What the import rules read of a memory file: all of it (ProjectRule.reads). */
const MEMORY_READS = { memory: '*' };
function importRefs(file, fromOffset = 0) {
    const out = [];
    const text = file.text;
    let fence = null;
    let offset = 0;
    for (const line of text.split('\n')) {
        const start = offset;
        offset += line.length + 1;
        if (start < fromOffset)
            continue;
        const f = FENCE.exec(line);
        if (fence) {
            if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1])
                fence = null;
            else
                scan(line, start, () => true);
            continue;
        }
        if (f) {
            fence = f[1];
            continue;
        }
        const spans = codeSpans(line);
        scan(line, start, (i) => spans.some(([a, b]) => i >= a && i < b));
    }
    return out;
    function scan(line, start, inCode) {
        TOKEN.lastIndex = 0;
        let m;
        while ((m = TOKEN.exec(line))) {
            // Sentence punctuation after the path is not part of it (`see @a.md.`).
            const path = m[2].replace(/(?<![.,;:!?])[.,;:!?]+$/, '');
            if (!path)
                continue;
            const at = m.index + m[1].length;
            out.push({ path, range: file.lines.range(start + at, start + at + 1 + path.length), inCode: inCode(at) });
        }
    }
}
/** Root-relative target of an import from `fromPath`; null for `~/` and absolute paths (outside the tree) or a path leaving the root. */
function resolveImport(fromPath, ref) {
    if (ref.startsWith('~/') || ref.startsWith('/'))
        return null;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(fromPath);
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(dir === '.' ? '' : dir, ref));
    if (joined === '..' || joined.startsWith('../'))
        return null;
    return joined;
}
/** The file-like `@path` references of `file` (at `fromPath`) that resolve inside the root. */
function pathImports(file, fromPath, fromOffset = 0) {
    const out = [];
    for (const ref of importRefs(file, fromOffset)) {
        if (!looksLikePath(ref.path))
            continue;
        const target = resolveImport(fromPath, ref.path);
        if (target !== null)
            out.push({ ...ref, target });
    }
    return out;
}


/***/ }),

/***/ 931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ missingPath),
/* harmony export */   w: () => (/* binding */ reportMissingPath)
/* harmony export */ });
/** Why `path` is not what is `wanted` ("does not exist", "is a folder, not a file", "is a file, not a folder"); undefined when it is. */
function missingPath(project, path, wanted) {
    const is = project.stat(path);
    if (is !== null && (wanted === 'any' || is === wanted))
        return undefined;
    return is === null ? 'does not exist' : is === 'dir' ? 'is a folder, not a file' : 'is a file, not a folder';
}
/**
 * Reports at `at` (the key or value that names the path) when none of `paths` (where it may resolve, the usual
 * place first) is what is `wanted`; `message` gets `missingPath` of the first. True when it reported.
 */
function reportMissingPath(project, ctx, paths, wanted, at, message) {
    const all = typeof paths === 'string' ? [paths] : paths;
    if (all.length === 0 || all.some((p) => missingPath(project, p, wanted) === undefined))
        return false;
    ctx.report({ ...at, message: message(missingPath(project, all[0], wanted)) });
    return true;
}


/***/ }),

/***/ 1763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ nameClashes),
/* harmony export */   VC: () => (/* binding */ toKebab),
/* harmony export */   dE: () => (/* binding */ trimDashes)
/* harmony export */ });
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);

/**
 * The closest kebab-case spelling of a name: `My_Plugin` → `my-plugin`,
 * `reviewAgent` → `review-agent`. With `lettersOnly`, digits go too (agent
 * names are `^[a-z]+(-[a-z]+)*$`).
 */
function toKebab(name, lettersOnly = false) {
    const invalid = lettersOnly ? /[^a-z]+/g : /[^a-z0-9]+/g;
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(invalid, '-')
        .replace(/^-+|(?<!-)-+$/g, '');
}
/** Without leading and trailing `-` and `.` (a loop: a regex anchored at the end is quadratic on long runs). */
function trimDashes(s) {
    let from = 0;
    let to = s.length;
    while (from < to && (s[from] === '-' || s[from] === '.'))
        from++;
    while (to > from && (s[to - 1] === '-' || s[to - 1] === '.'))
        to--;
    return s.slice(from, to);
}
/**
 * The artifacts that share their frontmatter `name` (a string that is not blank) with another of `list`: each with
 * its `name` pair and the paths of the others, grouped by name in the order of `list`.
 */
function nameClashes(list) {
    const groups = new Map();
    for (const artifact of list) {
        const pair = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .firstPair */ .Z2)(artifact.root, 'name');
        const v = pair?.value;
        if (!pair || v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value.trim())
            continue;
        groups.set(v.value, [...(groups.get(v.value) ?? []), { artifact, pair }]);
    }
    const out = new Map();
    for (const [name, group] of groups) {
        if (group.length < 2)
            continue;
        out.set(name, group.map((g) => ({ ...g, others: group.filter((o) => o !== g).map((o) => o.artifact.path).sort() })));
    }
    return out;
}


/***/ }),

/***/ 4627:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ valueOrKeyRange)
/* harmony export */ });
/**
 * The value's range, or the key's when there is nothing to point at: no value, or the zero-width null scalar the
 * YAML parser gives `key:` with nothing after it (which sits just past the colon, at the end of the line).
 */
function valueOrKeyRange(p) {
    const v = p.value;
    if (!v || (v.type === 'scalar' && v.value === null && v.range.start.offset === v.range.end.offset))
        return p.keyRange;
    return v.range;
}


/***/ }),

/***/ 6440:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ rangeInScalar)
/* harmony export */ });
/** The range of `length` characters at `at` in a one-line scalar written without escapes; the whole scalar otherwise. */
function rangeInScalar(node, at, length) {
    const body = node.quoted ? node.raw.slice(1, -1) : node.raw;
    if (body !== node.value || body.includes('\n'))
        return node.range;
    const shift = (node.quoted ? 1 : 0) + at;
    const { start } = node.range;
    return { start: { line: start.line, column: start.column + shift, offset: start.offset + shift }, end: { line: start.line, column: start.column + shift + length, offset: start.offset + shift + length } };
}


/***/ }),

/***/ 4441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ shellRisks)
/* harmony export */ });
/**
 * What a shell command line does that a reviewer should see: it downloads code and runs it, decodes a payload and
 * runs it, runs a script from a temporary or hidden folder, reads credentials and uses the network. Every pattern
 * is bounded (no nested unbounded quantifier) so it stays linear on hostile input; a line longer than
 * `MAX_COMMAND` is judged on its first characters only.
 */
const MAX_COMMAND = 8000;
const FETCH = String.raw `(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)`;
const SHELL = String.raw `(?:sudo\s+(?:-\S{1,40}\s+){0,6})?(?:ba|z|da|k|fi)?sh|python[0-9.]*|node|perl|ruby|php|iex|invoke-expression|pwsh|powershell`;
/**
 * The interpreter reads its program from the pipe: nothing after it, or only flags that keep reading stdin
 * (`sh -s`, `bash -`, `sh -x`). `python -c …`, `node -e …` or `python script.py` read the download as data.
 */
const STDIN_PROGRAM = String.raw `(?=\s*(?:$|[;&|)"'\n]|-(?:s|x|i)?(?:\s|$)))`;
const DOWNLOAD_EXEC = [
    // curl … | sh, wget -O- … | bash, iwr … | iex
    [new RegExp(String.raw `\b${FETCH}\b[^|;&\n]{0,400}\|\s*(?:${SHELL})\b${STDIN_PROGRAM}`, 'i'), '`curl … | sh`'],
    // bash <(curl …), source <(curl …), . <(wget …)
    [new RegExp(String.raw `(?:\b(?:${SHELL}|source)|(?:^|[;&|]\s*)\.)\s+<\(\s*${FETCH}\b`, 'i'), '`bash <(curl …)`'],
    // sh -c "$(curl …)", eval "$(curl …)", eval `wget …`
    [new RegExp(String.raw `\b(?:eval|(?:${SHELL})\s+-c)\s+["']?(?:\$\(|\x60)\s*${FETCH}\b`, 'i'), '`sh -c "$(curl …)"`'],
    // iex (iwr …), Invoke-Expression (New-Object Net.WebClient).DownloadString(…)
    [/\b(?:iex|invoke-expression)\b\s*\(?\s*(?:\(?\s*(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b|\(?\s*new-object\s+(?:system\.)?net\.webclient\)?\s*\.\s*downloadstring)/i, '`iex (iwr …)`'],
    // curl -o x … && sh x, wget … ; chmod +x x && ./x
    [new RegExp(String.raw `\b${FETCH}\b[^|;&\n]{0,300}\s(?:-o|-O|--output)\s*(\S+)[^\n]{0,200}?(?:&&|;)\s*(?:(?:${SHELL})\s+|chmod\s+\+x\s+|\.\/)`, 'i'), '`curl -o x && sh x`'],
];
const DECODE_EXEC = [
    [new RegExp(String.raw `\bbase(?:64|32)\s+(?:-d|--decode|-D)\b[^|;&\n]{0,200}\|\s*(?:${SHELL})\b${STDIN_PROGRAM}`, 'i'), '`base64 -d | sh`'],
    [/\b(?:eval|exec)\s*\(?\s*["']?(?:\$\(|`)[^)`\n]{0,300}\b(?:base64|base32|xxd\s+-r|openssl\s+(?:enc|base64)[^)`\n]{0,40}-d)\b/i, '`eval "$(… base64 -d)"`'],
    [/\b(?:exec|eval)\s*\(\s*(?:base64\.b64decode|atob|Buffer\.from\([^)]{0,400},\s*['"]base64['"]\)|codecs\.decode|bytes\.fromhex|zlib\.decompress)/i, '`exec(base64 decode …)`'],
    [/\b(?:pwsh|powershell)(?:\.exe)?\b[^\n]{0,100}\s-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{16,}/i, '`powershell -EncodedCommand …`'],
    [/\bFromBase64String\b[^\n]{0,300}\b(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\b[^\n]{0,300}\bFromBase64String\b/i, '`iex (FromBase64String …)`'],
];
/** Where a program starts in a command line: its start, after `;`, `&&`, `|`, `(`, `$(`, a backtick, or `sh -c '`. */
const PROGRAM_START = String.raw `(?:^|[;&|(\x60]|\$\(|-c\s+["'])\s*(?:(?:sudo|exec|nohup|env)\s+)?(?:(?:(?:ba|z|da)?sh|source|\.|python[0-9.]*|node|perl|ruby|pwsh|powershell|bun|deno)\s+(?:-\S{1,40}\s+){0,8})?["']?`;
/** Folders anyone can write to, or a tool drops files in: a program run from there is not the one the repository shows. */
const TEMP_PROGRAM = new RegExp(String.raw `${PROGRAM_START}((?:\/tmp|\/var\/tmp|\/dev\/shm|\$\{?TMPDIR\}?|%TEMP%|%TMP%|\$env:TEMP|\$env:TMP)\/[^\s;&|"'\x60)]+)`, 'i');
/** Hidden folders of the home directory, except the ones harnesses and tool managers own. */
const HOME_DOT_PROGRAM = new RegExp(String.raw `${PROGRAM_START}((?:~|\$\{?HOME\}?|%USERPROFILE%|\$env:USERPROFILE)[/\\]\.([A-Za-z0-9_-]+)[/\\][^\s;&|"'\x60)]+)`);
/** The hidden folders of the home directory that harnesses and tool managers own. */
const TOOL_FOLDERS = new Set([
    'claude', 'codex', 'gemini', 'copilot', 'qwen', 'kilocode', 'cursor', 'opencode', 'factory', 'amp', 'augment', 'cline', 'windsurf', 'kiro', 'roo',
    'local', 'cargo', 'bun', 'deno', 'nvm', 'volta', 'npm', 'npm-global', 'pyenv', 'rbenv', 'asdf', 'sdkman', 'rustup', 'dotnet', 'go', 'nix-profile', 'fnm', 'pnpm', 'yarn', 'config', 'vscode', 'rvm', 'jenv', 'goenv', 'mise', 'proto', 'moon', 'foundry', 'poetry', 'pixi', 'uv', 'krew', 'linuxbrew', 'orbstack', 'docker', 'agents', 'gradle', 'm2',
]);
const CREDENTIAL_READ = /(?:~|\$\{?HOME\}?|%USERPROFILE%)[/\\]\.(?:ssh|aws|azure|kube|docker|gnupg|netrc|npmrc|pypirc|git-credentials|config\/gh|config\/gcloud)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|@["']?(?:\.\/)?\.env(?:\.[\w-]+)?\b|\bcat\s+["']?(?:\.\/)?\.env(?:\.[\w-]+)?["']?\s*\||\bsecurity\s+(?:find|dump)-(?:generic-|internet-)?(?:password|keychain)\b|\bgh\s+auth\s+token\b|\baws\s+configure\s+export-credentials\b|\bgcloud\s+auth\s+print-access-token\b|\bcmdkey\s+\/list\b|\bprintenv\b\s*(?:[|>]|$)/i;
const NETWORK = /\b(?:curl|wget|nc|ncat|netcat|socat|telnet|ftp|sftp|scp|rsync\s+[^\n]{0,100}:|invoke-webrequest|invoke-restmethod|iwr|irm|fetch\s*\(|requests\.(?:post|get|put)|http\.request|urllib)\b|https?:\/\/|\/dev\/tcp\//i;
function first(patterns, risk, text) {
    for (const [re, what] of patterns) {
        const m = re.exec(text);
        if (m)
            return { risk, what, from: m.index, to: m.index + m[0].length };
    }
    return undefined;
}
function tempScript(text) {
    const m = TEMP_PROGRAM.exec(text);
    if (m) {
        const at = m.index + m[0].indexOf(m[1]);
        return { risk: 'temp-script', what: `\`${m[1]}\` (a temporary folder)`, from: at, to: at + m[1].length };
    }
    const h = HOME_DOT_PROGRAM.exec(text);
    if (h && !TOOL_FOLDERS.has(h[2].toLowerCase())) {
        const at = h.index + h[0].indexOf(h[1]);
        return { risk: 'temp-script', what: `\`${h[1]}\` (a hidden folder of the home directory)`, from: at, to: at + h[1].length };
    }
    return undefined;
}
function credentialNetwork(text) {
    const cred = CREDENTIAL_READ.exec(text);
    if (!cred || !NETWORK.test(text))
        return undefined;
    const at = cred.index + (cred[0].length - cred[0].trimStart().length);
    return { risk: 'credential-network', what: `\`${cred[0].trim()}\``, from: at, to: cred.index + cred[0].length };
}
/** What is risky in one command line: at most one finding per risk, in the order of the risks. */
function shellRisks(command) {
    const text = command.length > MAX_COMMAND ? command.slice(0, MAX_COMMAND) : command;
    const out = [];
    const download = first(DOWNLOAD_EXEC, 'download-exec', text);
    if (download)
        out.push(download);
    const decode = first(DECODE_EXEC, 'decode-exec', text);
    if (decode)
        out.push(decode);
    const temp = tempScript(text);
    if (temp)
        out.push(temp);
    const cred = credentialNetwork(text);
    if (cred)
        out.push(cred);
    return out;
}


/***/ }),

/***/ 2818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ unknownHookEvents),
/* harmony export */   Vl: () => (/* binding */ hooksMap),
/* harmony export */   vX: () => (/* binding */ unknownKeys)
/* harmony export */ });
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);
/* harmony import */ var _diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8552);


function unknownKeys(map, known, ignore = []) {
    const unknown = map.pairs.filter((p) => !known.includes(p.key) && !ignore.includes(p.key));
    const fixes = unknown.map((pair) => ({ pair, fix: (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .certainCorrection */ .Zg)(pair.key, known) }));
    return fixes.map(({ pair, fix }) => {
        // Renaming onto a key the map already has (or another key is renamed to) would write a duplicate key.
        const taken = fix !== undefined && (map.pairs.some((p) => p.key === fix) || fixes.some((o) => o.pair !== pair && o.fix === fix));
        return { pair, near: fix ?? (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(pair.key, known)[0]?.value, fix: taken ? undefined : fix };
    });
}
/** The `hooks` object of a hooks file (`{"hooks": {<event>: …}}`: Copilot, Codex, Cursor), if it is one. */
function hooksMap(a) {
    const hooks = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .getPair */ .xf)(a.root, 'hooks')?.value;
    return hooks?.type === 'map' ? hooks : undefined;
}
/** The event keys of a hooks file outside the harness's events, with did-you-mean and a certain rename. */
function unknownHookEvents(a, known) {
    const hooks = hooksMap(a);
    return hooks ? unknownKeys(hooks, known) : [];
}


/***/ }),

/***/ 3806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ isUrl)
/* harmony export */ });
/** Whether a string is an absolute URL as the WHATWG URL parser (Node's and the harnesses') reads it. */
function isUrl(s) {
    return URL.canParse(s);
}


/***/ })

};
