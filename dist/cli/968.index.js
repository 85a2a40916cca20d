export const id = 968;
export const ids = [968,725];
export const modules = {

/***/ 2968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COPILOT_RULES: () => (/* binding */ COPILOT_RULES),
  RULES: () => (/* binding */ COPILOT_RULES)
});

// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/known-values.js
/**
 * GitHub Copilot CLI (`@github/copilot`) file formats.
 *
 * Source: https://docs.github.com/en/copilot/reference/custom-agents-configuration,
 * https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference and
 * `copilot skill --help`, as collected in shared/reference/harness-formats.md §1 (2026-12-02);
 * behaviour observed on Copilot CLI 1.0.102 (oracle/copilot/).
 */

const COPILOT_VERSION = pins_generated/* PINS */.$['copilot'].version;
/** Frontmatter keys of a custom agent the CLI reads, with their types (a wrong type drops the agent). */
const COPILOT_AGENT_FIELDS = {
    name: 'string',
    description: 'string',
    tools: 'tools',
    // A string, or a list (loads: oracle/copilot/mutations.json, `copilot-agent:/model:type:array`).
    model: 'model',
    'disable-model-invocation': 'boolean',
    'user-invocable': 'boolean',
    infer: 'boolean',
    'mcp-servers': 'object',
    metadata: 'object',
};
/** Documented keys the CLI nevertheless reports as "unknown fields ignored" (observed), or that only VS Code reads. */
const COPILOT_AGENT_IGNORED_FIELDS = {
    target: 'documented, but Copilot CLI 1.0.102 reports it as an unknown field and ignores it',
    'argument-hint': 'a VS Code field; Copilot CLI ignores it',
    handoffs: 'a VS Code field; Copilot CLI ignores it',
};
/** Tool aliases an agent's `tools` may name (besides `*`, `server/tool` and `server/*`). */
const COPILOT_TOOL_ALIASES = (/* unused pure expression or super */ null && (['execute', 'shell', 'Bash', 'read', 'edit', 'search', 'agent', 'web', 'todo']));
/**
 * Every name an agent's `tools` may list that Copilot CLI resolves to a tool (compared without
 * regard to case), besides `*`, `server/tool` and `server/*`. Observed on 1.0.102 (case
 * `agent-tools`: each name alone in an agent, the agent invoked through the stub, its tools read
 * from the sub-agent's request): the aliases `read`, `notebookread`, `edit`, `write`, `multiedit`,
 * `notebookedit`, `search`, `execute`, `shell`, `bash`, `todo`, `todowrite`, `agent`,
 * `custom-agent`, `task` and the tool names themselves. `web`, `web_fetch`, `websearch`,
 * `webfetch` and `powershell` are documented (custom-agents-configuration) but have no tool in an
 * offline Linux run. Claude Code's `mcp__server__tool` form, `LS` and `ExitPlanMode` give none.
 */
const COPILOT_AGENT_TOOL_NAMES = [
    'read', 'notebookread', 'edit', 'write', 'multiedit', 'notebookedit', 'search', 'execute', 'shell', 'bash', 'todo', 'todowrite', 'agent', 'custom-agent', 'task',
    'view', 'create', 'grep', 'glob', 'read_bash', 'stop_bash', 'list_bash', 'update_todo', 'skill', 'sql', 'session_store_sql',
    'fetch_copilot_cli_documentation', 'tool_search_tool', 'read_agent', 'list_agents', 'write_agent',
    'web', 'web_fetch', 'websearch', 'webfetch', 'powershell',
];
/** `copilot skill list`: a longer description makes the skill fail to load. */
const COPILOT_SKILL_DESCRIPTION_MAX = 1024;
/** Hook events (cli-hooks-reference); PascalCase spellings select the VS Code payload format. */
const COPILOT_HOOK_EVENTS = [
    'agentStop', 'errorOccurred', 'notification', 'permissionRequest', 'postToolUse', 'postToolUseFailure', 'preCompact',
    'preToolUse', 'sessionEnd', 'sessionStart', 'subagentStart', 'subagentStop', 'userPromptSubmitted',
];
const COPILOT_HOOK_TYPES = ['command', 'prompt'];
/**
 * Events whose hooks may have a `matcher` (a regex, anchored `^(?:…)$`): only there does the CLI
 * check it, and skip the hook when it is not a string or not a valid regex (case `hook-matchers`).
 * Elsewhere (`sessionStart`, `postToolUseFailure`, …) the matcher is not read at all.
 */
const COPILOT_MATCHER_HOOK_EVENTS = ['notification', 'permissionRequest', 'postToolUse', 'preCompact', 'preToolUse', 'subagentStart'];
/** `type: "prompt"` hooks run only on this event. */
const COPILOT_PROMPT_HOOK_EVENTS = ['sessionStart'];
/**
 * Keys a workspace MCP server entry (`.mcp.json`, `.github/mcp.json`) may hold, with their
 * types; a wrong type makes the CLI skip the server ("Skipping invalid MCP server", case `mcp`).
 */
const COPILOT_MCP_SERVER_FIELDS = {
    type: 'type',
    command: 'string',
    args: 'string[]',
    env: 'string-map',
    cwd: 'string',
    url: 'string',
    headers: 'string-map',
    tools: 'string[]',
    timeout: 'integer',
};
/** `type` values the CLI accepts (case-sensitive: `HTTP` is "Invalid literal value"). */
const COPILOT_MCP_TYPES = ['local', 'stdio', 'http', 'sse'];
const COPILOT_MCP_REMOTE_TYPES = ['http', 'sse'];
const COPILOT_REPO_SETTINGS = {
    agentDirectories: 'string[]',
    autoTier: 'any',
    companyAnnouncements: 'string[]',
    contextTier: { enum: ['default', 'long_context'] },
    deniedUrls: 'string[]',
    disableAllHooks: 'boolean',
    disabledMcpServers: 'string[]',
    disabledSkills: 'string[]',
    effortLevel: 'string',
    enabledPlugins: { map: 'boolean' },
    extraKnownMarketplaces: { map: 'object' },
    hookDirectories: 'string[]',
    hooks: 'object',
    includeCoAuthoredBy: 'boolean',
    instructionDirectories: 'string[]',
    mergeStrategy: { enum: ['rebase', 'merge'] },
    model: 'string',
    modelProviderId: 'string',
    respectGitignore: 'boolean',
    skillDirectories: 'string[]',
};
/**
 * Where Copilot CLI looks for a plugin's manifest, in this order; the first that exists is the only
 * one read. `copilot plugin install <folder>` 1.0.102 names them when none exists ("Tried: …"), and
 * `--plugin-dir` takes the same first one (case `plugin-manifests`, docs/harnesses/copilot.md).
 */
const COPILOT_PLUGIN_MANIFESTS = ['.plugin/plugin.json', 'plugin.json', '.github/plugin/plugin.json', '.claude-plugin/plugin.json'];
/**
 * Component fields of a plugin manifest whose value Copilot CLI 1.0.102 was seen to read as paths
 * relative to the plugin root (a string, or an array of strings); set, each replaces its default
 * folder (`skills/`, `agents/`). Case `plugin-manifests`.
 */
const COPILOT_PLUGIN_PATH_FIELDS = ['skills', 'agents'];
/**
 * Manifest fields documented for Copilot CLI plugins (metadata and component paths), from
 * https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-plugin-reference (read
 * 2026-12-03) and `copilot plugin --help` ("skills, agents, hooks, MCP servers, and LSP servers").
 */
const COPILOT_PLUGIN_FIELDS = [
    'name', 'description', 'version', 'author', 'homepage', 'repository', 'license', 'keywords', 'category', 'tags',
    'agents', 'skills', 'commands', 'hooks', 'mcpServers', 'lspServers',
];
/**
 * A plugin name `copilot plugin install` keeps as it is (1.0.102): any other character is replaced
 * by `-` after lower-casing (`My Plugin` → `my-plugin`, `a.b` → `a-b`; case `plugin-manifests`).
 */
const COPILOT_PLUGIN_NAME_KEPT = /^[a-z0-9-]+$/;
/**
 * Where `copilot plugin marketplace add <folder>` 1.0.102 finds `marketplace.json`: a root
 * `marketplace.json` is read before `.github/plugin/marketplace.json` and `.plugin/marketplace.json`, and
 * `.github/plugin/` before Claude Code's `.claude-plugin/` (cases `marketplace-*`, scratch runs).
 */
const COPILOT_MARKETPLACE_FILES = (/* unused pure expression or super */ null && (['marketplace.json', '.plugin/marketplace.json', '.github/plugin/marketplace.json', '.claude-plugin/marketplace.json']));
/** A marketplace or marketplace-entry name `marketplace add` accepts ("kebab-case (letters, numbers, hyphens, and dots)"; `Abc`, `-a` pass, `a_b` fails). */
const COPILOT_MARKETPLACE_NAME = /^[A-Za-z0-9.-]+$/;
/**
 * Frontmatter of `.github/instructions/**\/*.instructions.md`: `applyTo` (a glob, a comma-separated string of globs
 * or a list; observed read by Copilot CLI 1.0.102, case `instructions-frontmatter`), `excludeAgent` and `description`
 * (https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions, 2026-12-04)
 * and `name` (VS Code, https://code.visualstudio.com/docs/copilot/customization/custom-instructions, 2026-12-04).
 */
const COPILOT_INSTRUCTION_FIELDS = ['applyTo', 'excludeAgent', 'description', 'name'];
/** The agents `excludeAgent` can name (same GitHub page); Copilot CLI counts as `coding-agent` (case `instructions-frontmatter`). */
const COPILOT_EXCLUDE_AGENTS = ['code-review', 'coding-agent'];
const COPILOT_INSTRUCTIONS_DOC = 'https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions';
/**
 * Prompt files (`.github/prompts/*.prompt.md`), a VS Code feature Copilot CLI does not read (case `cloud-files`):
 * the header fields of https://code.visualstudio.com/docs/copilot/customization/prompt-files (2026-12-04), with their
 * types. `mode` is the field's earlier name, now `agent`.
 */
const COPILOT_PROMPT_FIELDS = {
    description: 'string',
    name: 'string',
    'argument-hint': 'string',
    agent: 'string',
    model: 'string',
    tools: 'string[]',
};
const COPILOT_PROMPT_DOC = 'https://code.visualstudio.com/docs/copilot/customization/prompt-files';
/** The built-in agents a prompt file's `agent` may name besides a custom agent (same page). */
const COPILOT_PROMPT_BUILTIN_AGENTS = (/* unused pure expression or super */ null && (['ask', 'edit', 'agent', 'plan']));
/**
 * `.github/workflows/copilot-setup-steps.yml`, read by GitHub's Copilot cloud (coding) agent, not by Copilot CLI
 * (case `cloud-files`): the job must be named `copilot-setup-steps`, and only these of its keys are honoured, the
 * others ignored; `timeout-minutes` at most 59. Source: https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/customize-the-agent-environment
 * (2026-12-04), the same text as Copilot CLI 1.0.102's built-in skill `customize-cloud-agent`.
 */
const COPILOT_SETUP_STEPS_JOB = 'copilot-setup-steps';
const COPILOT_SETUP_STEPS_KEYS = ['steps', 'permissions', 'runs-on', 'services', 'snapshot', 'timeout-minutes'];
const COPILOT_SETUP_STEPS_MAX_MINUTES = 59;
const COPILOT_SETUP_STEPS_DOC = 'https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/customize-the-agent-environment';
/** A custom agent's prompt (the Markdown body) may be at most this long (documented; Copilot CLI 1.0.102 loads a longer one whole, case `agent-long-prompt`). */
const COPILOT_AGENT_PROMPT_MAX = 30_000;
const COPILOT_AGENT_DOC = 'https://docs.github.com/en/copilot/reference/custom-agents-configuration';

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/harnesses/copilot/kinds.js
var kinds = __webpack_require__(5178);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/lib/agent-load.js
/** Why Copilot CLI would not load a custom agent file (not a rule; shared by agent-dropped and agent-duplicate). */



function typeProblem(want, n) {
    const got = n.type === 'map' ? 'a mapping' : n.type === 'seq' ? 'a list' : n.value === null ? 'empty' : `a ${typeof n.value}`;
    if (want === 'string' && !(n.type === 'scalar' && typeof n.value === 'string'))
        return `a string, not ${got}`;
    // A list loads too (mutation probe `copilot-agent:/model:type:array`).
    if (want === 'model' && !(n.type === 'seq' || (n.type === 'scalar' && typeof n.value === 'string')))
        return `a string, not ${got}`;
    if (want === 'boolean' && !(n.type === 'scalar' && typeof n.value === 'boolean'))
        return `a boolean, not ${got}`;
    if (want === 'tools' && !(n.type === 'seq' || (n.type === 'scalar' && typeof n.value === 'string')))
        return `a list or a comma-separated string, not ${got}`;
    if (want === 'object' && n.type !== 'map')
        return `a mapping, not ${got}`;
    return undefined;
}
/** Each reason the CLI drops this agent (empty: it loads), with where it is. */
function dropReasons(artifact) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm)
        return [];
    if (!fm.present) {
        return [{ message: 'it has no YAML frontmatter (the log says "missing or malformed YAML frontmatter"); start the file with `---`, a `description:` and `---`', range: (0,source/* firstLine */.TM)(artifact.file) }];
    }
    // Never closed with a `---` line (a `---` inside a value closes nothing for Copilot): case agent-inline-dashes.
    const fatal = fm.problems.filter(kinds/* dropsCopilotAgent */.YX);
    if (fatal[0]?.code === 'frontmatter-unclosed') {
        return [{ message: 'its frontmatter is never closed with a `---` line (the log says "missing or malformed YAML frontmatter")', range: fm.openRange }];
    }
    if (fatal.length > 0)
        return [{ message: 'its frontmatter is not valid YAML (the log says "failed to parse YAML frontmatter")', range: fatal[0].range }];
    const out = [];
    const pairs = artifact.root?.type === 'map' ? artifact.root.pairs : [];
    const desc = pairs.find((p) => p.key === 'description');
    // An empty `description: ""` loads (mutation probe `copilot-agent:/description:empty`); a key without a value is null.
    if (!desc || desc.value === null) {
        out.push({ message: '`description` is required (the log says "description: Required")', range: desc?.keyRange ?? fm.openRange, jsonPath: '$.frontmatter.description' });
    }
    for (const p of pairs) {
        const want = COPILOT_AGENT_FIELDS[p.key];
        if (!want || !p.value)
            continue;
        const problem = typeProblem(want, p.value);
        if (problem)
            out.push({ message: `\`${p.key}\` must be ${problem}`, range: p.value.range, jsonPath: p.path });
        // Each item of a `tools` list is a string (mutation probes copilot-agent:/tools/0:type:*: "tools: 0: Expected string").
        else if (want === 'tools' && p.value.type === 'seq') {
            p.value.items.forEach((item, i) => {
                if (!(item.type === 'scalar' && typeof item.value === 'string'))
                    out.push({ message: `\`tools\` item ${i} must be a string (the log says "tools: ${i}: Expected string")`, range: item.range, jsonPath: item.path });
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/agent-dropped.js
/** Copilot CLI custom agents it drops without a word on screen: no or malformed frontmatter, no description, a wrong type. */



/* harmony default export */ const agent_dropped = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/agent-dropped',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Copilot CLI custom agent (`.github/agents/**/*.md`, and `.claude/agents/*.md`, which Copilot reads too) the CLI does not load: no frontmatter, malformed YAML, no `description`, or a field of the wrong type.',
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`agents\`, \`agent-names-broken\`, \`settings-directories\`, \`agent-inline-dashes\`): such an agent is left out of the \`task\` tool's agent list; the only trace is an \`[ERROR] … custom agent markdown frontmatter is malformed\` line in the debug log. Nothing is shown in the session. Only a \`---\` line closes the frontmatter: a \`---\` inside a value is YAML text, so a frontmatter closed by no such line is "missing or malformed", and a \`--- x\` line inside it makes the YAML fail (case \`agent-inline-dashes\`).`,
        examples: {
            file: '.github/agents/reviewer.agent.md',
            wrong: '---\nname: reviewer\ninfer: "yes"\n---\nYou review pull requests.\n',
            right: '---\nname: reviewer\ndescription: Reviews pull requests for correctness\ninfer: true\n---\nYou review pull requests.\n',
        },
    },
    check(artifact, ctx) {
        for (const r of dropReasons(artifact))
            ctx.report({ message: `Copilot CLI does not load this agent: ${r.message}`, range: r.range, jsonPath: r.jsonPath });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/agent-duplicate.js
/**
 * Copilot CLI custom agents that clash: two files with the same key (the file name without
 * `.agent.md`/`.md`; one of them is dropped) or two agents with the same `name:` (both offered).
 */






/** Which of two files with the same key Copilot prefers: `.github/agents` over `.claude/agents`, then `.agent.md` over `.md`. */
const rank = (a) => (a.path.startsWith('.github/') ? 0 : 2) + (a.path.endsWith('.agent.md') ? 0 : 1);
const loads = (a) => dropReasons(a).length === 0;
const nameRange = (a) => (0,tree/* getPair */.xf)(a.root, 'name')?.value?.range ?? (0,source/* firstLine */.TM)(a.file);
/* harmony default export */ const agent_duplicate = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/agent-duplicate',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Two Copilot CLI custom agents that clash: the same file name (`x.md` and `x.agent.md`, or `.claude/agents/x.md` and `.github/agents/x.agent.md`: one is dropped) or the same `name:` (both offered under one name).',
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`agent-names\`): agents are keyed by file name, so of \`x.md\` and \`x.agent.md\` only \`x.agent.md\` loads, and a \`.github/agents\` file hides a \`.claude/agents\` file of the same name; nothing is logged. A dropped \`x.agent.md\` still hides \`x.md\` (neither loads), but a dropped \`.github/agents\` file does not hide the \`.claude/agents\` one (case \`agent-names-broken\`). Two files with the same \`name:\` both load, and the model sees the name twice in the \`task\` tool's agent list, so it cannot choose between them.`,
        examples: {
            file: '.github/agents/strict.agent.md',
            wrong: '---\nname: reviewer\ndescription: Strict review\n---\nYou review strictly.\n',
            right: '---\nname: strict-reviewer\ndescription: Strict review\n---\nYou review strictly.\n',
            context: { '.github/agents/reviewer.agent.md': '---\nname: reviewer\ndescription: Review\n---\nYou review.\n' },
        },
    },
    // dropReasons reads every field: whether an agent loads decides which of two duplicates counts.
    reads: { 'copilot-agent': '*' },
    check(project, ctx) {
        const agents = project.artifacts.filter((a) => a.kind === 'copilot-agent').sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : 1));
        const groups = new Map();
        for (const a of agents) {
            const key = (0,kinds/* copilotAgentFileName */.TZ)(a.path);
            groups.set(key, [...(groups.get(key) ?? []), a]);
        }
        const offered = [];
        for (const [key, [first, ...rest]] of groups) {
            const firstLoads = loads(first);
            if (firstLoads)
                offered.push(first);
            for (const a of rest) {
                // Within .github/agents the first by rank takes the name even when the CLI drops it; a dropped
                // .github agent does not hide a .claude one (case `agent-names-broken`).
                if (!firstLoads && !a.path.startsWith('.github/')) {
                    if (loads(a))
                        offered.push(a);
                    continue;
                }
                ctx.report({
                    path: a.path,
                    message: `Copilot CLI does not load this agent: ${first.path} has the same file name \`${key}\` and ${firstLoads ? 'wins' : 'takes precedence even though the CLI drops it, so neither loads'}`,
                    range: (0,source/* firstLine */.TM)(a.file),
                    help: 'rename one of the two files',
                    related: [{ message: firstLoads ? 'the agent Copilot CLI loads instead' : 'the file that takes the name', span: { path: first.path, range: (0,source/* firstLine */.TM)(first.file) } }],
                });
            }
        }
        const byName = new Map();
        for (const a of offered.sort((x, y) => (x.path < y.path ? -1 : 1))) {
            const name = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(a.root, 'name')?.value) || (0,kinds/* copilotAgentFileName */.TZ)(a.path);
            const first = byName.get(name);
            if (!first) {
                byName.set(name, a);
                continue;
            }
            ctx.report({
                path: a.path,
                // Both load; the model cannot choose between them.
                effect: 'fails-at-run-time',
                message: `agent name \`${name}\` is also used by ${first.path}: Copilot CLI offers both under the same name, and the model cannot tell them apart`,
                range: nameRange(a),
                jsonPath: (0,tree/* getPair */.xf)(a.root, 'name') ? '$.frontmatter.name' : undefined,
                help: 'give each agent a unique `name`',
                related: [{ message: `the other agent named \`${name}\``, span: { path: first.path, range: nameRange(first) } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/agent-prompt-length.js
/** A custom agent whose prompt (the Markdown body) is longer than the documented 30,000 characters. */


/* harmony default export */ const agent_prompt_length = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/agent-prompt-length',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `A custom agent whose prompt (the Markdown body) is longer than the documented ${COPILOT_AGENT_PROMPT_MAX.toLocaleString('en-US')} characters.`,
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `GitHub documents a maximum of ${COPILOT_AGENT_PROMPT_MAX.toLocaleString('en-US')} characters for a custom agent's prompt, the Markdown below the frontmatter (documented: ${COPILOT_AGENT_DOC}). Copilot CLI ${COPILOT_VERSION} does not enforce it (oracle/copilot/cases.json, case \`agent-long-prompt\`: an agent with a 32,400-character prompt loaded, and its sub-agent request started with the whole prompt), so the limit is GitHub's other surfaces' and this is a warning.`,
        examples: {
            file: '.github/agents/reviewer.agent.md',
            wrong: `---\ndescription: Reviews pull requests\n---\n${'Check every line. '.repeat(1700)}\n`,
            right: '---\ndescription: Reviews pull requests\n---\nCheck every line.\n',
        },
    },
    check(artifact, ctx) {
        const md = artifact.markdown;
        if (!md || md.body.length <= COPILOT_AGENT_PROMPT_MAX)
            return;
        const lines = artifact.file.lines;
        const at = md.bodyOffset + COPILOT_AGENT_PROMPT_MAX;
        ctx.report({
            message: `This agent's prompt has ${md.body.length.toLocaleString('en-US')} characters, over the documented maximum of ${COPILOT_AGENT_PROMPT_MAX.toLocaleString('en-US')}: Copilot CLI loads it whole (case agent-long-prompt), other Copilot surfaces may not (documented)`,
            range: lines.range(at, lines.lineEnd(lines.position(at).line)),
        });
    },
}));

// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/lib/surfaces.js

/** The surfaces the agent's `target` names, less those the configuration's `surfaces: { copilot: […] }` leaves out. */
function agentSurfaces(a) {
    const target = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'target'));
    const byTarget = target === 'vscode' ? { vscode: true, github: false, target } : target === 'github-copilot' ? { vscode: false, github: true, target } : { vscode: true, github: true };
    const used = a.surfaces;
    if (!used || !byTarget.vscode || used.includes('vscode'))
        return byTarget;
    return { ...byTarget, vscode: false, vscodeLeftOut: true };
}
/**
 * Frontmatter keys VS Code documents for custom agents that Copilot CLI does not read
 * (https://code.visualstudio.com/docs/copilot/customization/custom-agents, documented).
 */
const VSCODE_AGENT_FIELDS = ['argument-hint', 'handoffs', 'agents', 'target', 'hooks'];
/**
 * VS Code's built-in tools and tool sets an agent's `tools` may name, lower-cased: the tool sets of its tools
 * reference (`read`, `search`, `edit`, `execute`, `web`, `agent`, `todo`, `vscode`, `new`) and the flat names its
 * earlier releases used, still written in most catalogues (documented:
 * https://code.visualstudio.com/docs/agents/reference/tools-reference). Extensions and MCP servers add more:
 * a name that is not here may still be a tool in VS Code, so only a likely misspelling is reported.
 */
const VSCODE_TOOL_NAMES = [
    'read', 'search', 'edit', 'execute', 'web', 'agent', 'todo', 'todos', 'vscode', 'new', 'runsubagent',
    'changes', 'codebase', 'editfiles', 'extensions', 'fetch', 'findtestfiles', 'githubrepo', 'openSimpleBrowser', 'problems',
    'readcelloutput', 'runcommands', 'runnotebooks', 'runtasks', 'runtests', 'searchresults', 'terminallastcommand',
    'terminalselection', 'testfailure', 'updateuserpreferences', 'usages', 'vscodeapi', 'runinterminal', 'getterminaloutput',
    'createfile', 'createdirectory', 'readfile', 'listdirectory', 'filesearch', 'textsearch', 'applypatch', 'insertedit',
].map((n) => n.toLowerCase());

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/agent-tool-unknown.js
/** Names in a custom agent's `tools` that Copilot CLI resolves to no tool (it ignores them). */





const EVERY_KNOWN = [...new Set([...COPILOT_AGENT_TOOL_NAMES, ...VSCODE_TOOL_NAMES])];
/** Each tool name with its exact range: list items, or the parts of a comma-separated string. */
function toolNames(a) {
    const tools = (0,tree/* getPair */.xf)(a.root, 'tools')?.value;
    if (!tools)
        return [];
    const items = tools.type === 'seq' ? tools.items : [tools];
    const out = [];
    for (const n of items) {
        if (n.type !== 'scalar' || typeof n.value !== 'string')
            continue;
        if (tools.type === 'seq') {
            out.push({ name: n.value, range: n.range, quoted: n.quoted });
            continue;
        }
        // `tools: "read, edit"`: find each part in the source text so the range is exact.
        const raw = a.file.text.slice(n.range.start.offset, n.range.end.offset);
        let from = 0;
        for (const part of n.value.split(',').map((x) => x.trim()).filter(Boolean)) {
            const at = raw.indexOf(part, from);
            if (at < 0)
                continue;
            from = at + part.length;
            out.push({ name: part, range: a.file.lines.range(n.range.start.offset + at, n.range.start.offset + from), quoted: false });
        }
    }
    return out;
}
/* harmony default export */ const agent_tool_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/agent-tool-unknown',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "A name in a Copilot custom agent's `tools` that no surface reading the agent knows: a misspelling of a tool (VS Code reads the agent), or any name Copilot CLI does not know (`target: github-copilot`).",
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`agent-tools\`: each agent invoked through the stub, its tools read from the sub-agent's request): an unknown name adds no tool and nothing is logged; an agent whose every name is unknown runs with no tools at all. Names are compared without regard to case. Aliases: https://docs.github.com/en/copilot/reference/custom-agents-configuration, which also says that every surface ignores names it does not know, so that an agent may list another product's tools. VS Code reads the agent unless \`target: github-copilot\`, and its extensions and MCP servers add tools no list holds: there only a name that is a likely misspelling of a Copilot CLI or VS Code tool (documented: https://code.visualstudio.com/docs/agents/reference/tools-reference) is reported. With \`target: github-copilot\` only the CLI and the cloud agent read it, and any name the CLI does not know is reported.`,
        examples: {
            file: '.github/agents/reviewer.agent.md',
            wrong: '---\ndescription: Reviews pull requests\ntools: [read, serach]\n---\nYou review pull requests.\n',
            right: '---\ndescription: Reviews pull requests\ntools: [read, search]\n---\nYou review pull requests.\n',
        },
    },
    check(artifact, ctx) {
        const surfaces = agentSurfaces(artifact);
        for (const t of toolNames(artifact)) {
            const lower = t.name.toLowerCase();
            if (t.name === '*' || t.name.includes('/') || COPILOT_AGENT_TOOL_NAMES.includes(lower))
                continue;
            const vscodeTool = VSCODE_TOOL_NAMES.includes(lower);
            if (surfaces.vscode && vscodeTool)
                continue;
            const known = surfaces.vscode ? EVERY_KNOWN : COPILOT_AGENT_TOOL_NAMES;
            const fix = (0,suggest/* certainCorrection */.Zg)(lower, known);
            // VS Code reads it: an extension's or MCP server's tool may have any name, so only a likely misspelling is one.
            if (surfaces.vscode && !fix)
                continue;
            const near = (0,suggest/* closest */.kp)(lower, known);
            const who = surfaces.vscode
                ? `unknown tool \`${t.name}\`: neither Copilot CLI (which ignores it) nor VS Code (documented built-in tools) knows it`
                : `Copilot CLI knows no tool \`${t.name}\` and ignores it${vscodeTool ? `: it is a VS Code tool, but ${surfaces.vscodeLeftOut ? "this repository's `surfaces:` leaves VS Code out" : '`target: github-copilot` keeps VS Code from reading this agent'}` : ''}`;
            ctx.report({
                message: `${who}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: t.range,
                jsonPath: (0,tree/* getPair */.xf)(artifact.root, 'tools')?.path,
                suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: t.range, text: t.quoted ? JSON.stringify(fix) : fix }] } : undefined,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/claude-format.js
var claude_format = __webpack_require__(7049);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/agent-unknown-field.js
/** Frontmatter keys Copilot CLI ignores in a custom agent (with a log warning only). */





const KNOWN = Object.keys(COPILOT_AGENT_FIELDS);
/** Keys of other VS Code customization files a custom agent often carries over; never renamed by spelling. */
const OTHER_KIND_KEYS = ['mode'];
/** The two `target` values GitHub documents (https://docs.github.com/en/copilot/reference/custom-agents-configuration). */
const TARGETS = ['vscode', 'github-copilot'];
/* harmony default export */ const agent_unknown_field = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/agent-unknown-field',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A custom agent frontmatter key no surface reading the agent uses: unknown to Copilot CLI and VS Code, or a VS Code field (`argument-hint`, `handoffs`) in an agent whose `target: github-copilot` keeps VS Code from reading it; a `target` other than `vscode` or `github-copilot`.',
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json): the agent loads, the key has no effect, and the debug log says "unknown fields ignored: …". The CLI lists the documented \`target\` among them. Copilot also loads \`.claude/agents/*.md\` (case \`agent-names\`): a Claude Code field there is reported as info only. VS Code and the other IDEs read \`.github/agents\` too (unless \`target: github-copilot\`), and document \`argument-hint\`, \`handoffs\`, \`agents\`, \`target\` and \`hooks\` (https://code.visualstudio.com/docs/copilot/customization/custom-agents): in an agent they read, those are not reported. \`target\` takes \`vscode\` or \`github-copilot\` (https://docs.github.com/en/copilot/reference/custom-agents-configuration, documented): another value is reported, since no surface documents what it does with it. A key two edits from a known one is a suggestion only.`,
        examples: {
            file: '.github/agents/reviewer.agent.md',
            wrong: '---\ndescription: Reviews pull requests\nmodle: gpt-4.1\n---\nYou review pull requests.\n',
            right: '---\ndescription: Reviews pull requests\nmodel: gpt-4.1\n---\nYou review pull requests.\n',
        },
    },
    check(artifact, ctx) {
        const surfaces = agentSurfaces(artifact);
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            if (KNOWN.includes(p.key) || p.key === 'lints')
                continue;
            if (p.key === 'target' && !artifact.path.startsWith('.claude/agents/')) {
                // `target: github-copilot` names the CLI's own surface, so the CLI ignoring it changes nothing; `target: vscode`
                // means the agent for VS Code only, and the CLI loads it all the same.
                const value = p.value?.type === 'scalar' && typeof p.value.value === 'string' ? p.value.value : undefined;
                if (value !== undefined && !TARGETS.includes(value)) {
                    const near = (0,suggest/* certainCorrection */.Zg)(value, TARGETS);
                    ctx.report({
                        message: `\`target\` \`${value}\` is neither \`vscode\` nor \`github-copilot\`: those are the two values GitHub documents; the documentation gives it no meaning, and agentlint reads the agent as meant for every surface${near ? ` (did you mean \`${near}\`?)` : ''}`,
                        range: p.value.range,
                        jsonPath: p.path,
                        help: 'write `target: vscode` or `target: github-copilot`, or remove `target` for every surface',
                        suggestion: near ? { msg: `use \`${near}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.value.range, text: near }] } : undefined,
                    });
                }
                if (surfaces.target === 'vscode') {
                    ctx.report({ message: 'Copilot CLI ignores `target` and loads this agent too: `target: vscode` means it for VS Code only, and its log says "unknown fields ignored"', range: p.keyRange, jsonPath: p.path });
                }
                continue;
            }
            // A field VS Code reads is no mistake in an agent VS Code reads (its `target` is unset or `vscode`).
            if (surfaces.vscode && VSCODE_AGENT_FIELDS.includes(p.key) && !artifact.path.startsWith('.claude/agents/'))
                continue;
            // Copilot also loads Claude Code's `.claude/agents`: a Claude Code field there was written for
            // Claude Code and is no mistake, but Copilot runs the agent without it (info, no fix).
            if (artifact.path.startsWith('.claude/agents/') && claude_format/* AGENT_FIELDS */.S.includes(p.key)) {
                ctx.report({
                    message: `Copilot CLI loads this Claude Code agent too and ignores its field \`${p.key}\`: it is a Claude Code field (its log says "unknown fields ignored"), and under Copilot the agent runs without it`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    level: 'info',
                });
                continue;
            }
            const why = COPILOT_AGENT_IGNORED_FIELDS[p.key];
            // `mode` is the field of VS Code's chat modes and prompt files (`mode: agent`), not a slip of `model`: no rename.
            const fix = why || OTHER_KIND_KEYS.includes(p.key) ? undefined : (0,suggest/* certainCorrection */.Zg)(p.key, KNOWN);
            // One slip (`modle`) is certain; a key two edits away may be another word the author meant.
            const certain = fix !== undefined && (0,suggest/* editDistance */.YC)(p.key.toLowerCase(), fix.toLowerCase(), 1) <= 1;
            const near = why ? [] : (0,suggest/* closest */.kp)(p.key, KNOWN);
            ctx.report({
                message: `Copilot CLI ignores \`${p.key}\`${why ? ` (${why})` : near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: its log says "unknown fields ignored"`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/unknown-keys.js
var unknown_keys = __webpack_require__(2818);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/hook-event-unknown.js
/** Hook event names Copilot CLI silently ignores. */




/** PascalCase spellings (`PreToolUse`) select the VS Code payload format and are accepted too. */
const pascal = (e) => e[0].toUpperCase() + e.slice(1);
const hook_event_unknown_KNOWN = [...COPILOT_HOOK_EVENTS, ...COPILOT_HOOK_EVENTS.map(pascal)];
const familyOf = (key) => (/^[a-z]/.test(key) ? 'camel' : /^[A-Z]/.test(key) ? 'pascal' : undefined);
/**
 * The spelling a misspelt event is meant in. Both are valid, but they differ in the payload the hooks get, so the
 * typo's own first letter and the file's other events must not disagree; with no sign either way, camelCase.
 */
function familyFor(key, used) {
    const own = familyOf(key);
    if (used.size === 1) {
        const [file] = used;
        return own === undefined || own === file ? file : undefined;
    }
    return used.size === 0 ? own ?? 'camel' : own;
}
/* harmony default export */ const hook_event_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hook-event-unknown',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An event in `.github/hooks/*.json` that Copilot CLI does not know: its hooks never run.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`hooks\`): an unknown event key is ignored without any message, even in the debug log, while a bad hook \`type\` in the same file is logged. Events: https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "preToolUsed": [{"type": "command", "bash": "./check.sh"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        const hooks = (0,unknown_keys/* hooksMap */.Vl)(artifact);
        if (!hooks)
            return;
        const used = new Set(hooks.pairs.filter((p) => hook_event_unknown_KNOWN.includes(p.key)).map((p) => familyOf(p.key)));
        const unknown = hooks.pairs.filter((p) => !hook_event_unknown_KNOWN.includes(p.key));
        const renames = unknown.map((e) => {
            const event = (0,suggest/* certainCorrection */.Zg)(e.key[0].toLowerCase() + e.key.slice(1), COPILOT_HOOK_EVENTS);
            const family = event === undefined ? undefined : familyFor(e.key, used);
            return family === undefined ? undefined : family === 'pascal' ? pascal(event) : event;
        });
        unknown.forEach((e, i) => {
            const to = renames[i];
            // Renaming onto an event the file has, or that another key is renamed to, would write a duplicate key.
            const clash = to !== undefined && (hooks.pairs.some((p) => p.key === to) || renames.some((r, j) => j !== i && r === to));
            const near = to ?? (0,suggest/* closest */.kp)(e.key, hook_event_unknown_KNOWN)[0]?.value;
            ctx.report({
                message: `Copilot CLI ignores the hook event \`${e.key}\` without a word: its hooks never run${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: e.keyRange,
                jsonPath: e.path,
                suggestion: to !== undefined && !clash ? { msg: `rename to \`${to}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(to) }] } : undefined,
            });
        });
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/lib/json-types.js

/** `received …` in the CLI's messages: string, number, boolean, null, array, object. */
function received(n) {
    return (0,json_type/* jsonType */.Br)(n);
}
const isString = (n) => n.type === 'scalar' && typeof n.value === 'string';
/**
 * The CLI's complaint about `n` when it should be `want` (`Expected string`, `env.X: Expected
 * string`), with the node it is about; undefined when the value has the type.
 */
function typeMismatch(want, n, key) {
    const got = received(n);
    const simple = {
        string: isString,
        boolean: (x) => x.type === 'scalar' && typeof x.value === 'boolean',
        number: (x) => x.type === 'scalar' && typeof x.value === 'number',
        integer: (x) => x.type === 'scalar' && typeof x.value === 'number' && Number.isInteger(x.value),
        object: (x) => x.type === 'map',
        array: (x) => x.type === 'seq',
    };
    if (want in simple)
        return n && simple[want](n) ? undefined : { what: `${key}: Expected ${want}, received ${got}`, node: n };
    if (want === 'string[]') {
        if (!n || n.type !== 'seq')
            return { what: `${key}: Expected array, received ${got}`, node: n };
        const i = n.items.findIndex((x) => !isString(x));
        return i < 0 ? undefined : { what: `${key}.${i}: Expected string, received ${received(n.items[i])}`, node: n.items[i] };
    }
    // string-map: an object whose values are strings
    if (!n || n.type !== 'map')
        return { what: `${key}: Expected object, received ${got}`, node: n };
    const p = n.pairs.find((x) => !x.value || !isString(x.value));
    return p ? { what: `${key}.${p.key}: Expected string, received ${received(p.value)}`, node: p.value ?? n } : undefined;
}

// EXTERNAL MODULE: ./build/src/rules/shared/hook-entries.js
var hook_entries = __webpack_require__(8725);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/hook-skipped.js
/** Hook entries Copilot CLI skips: no command, a field of the wrong type, an invalid `matcher`. */





const SHELL = ['bash', 'powershell', 'command'];
const COMMAND_FIELDS = { exec: 'string', bash: 'string', powershell: 'string', command: 'string', cwd: 'string', timeoutSec: 'number', env: 'string-map' };
/** Why the CLI skips a `command` hook, with where; undefined when it loads. */
function commandProblem(entry, event) {
    for (const p of entry.pairs) {
        const want = COMMAND_FIELDS[p.key];
        const bad = want && typeMismatch(want, p.value, p.key);
        if (bad)
            return { why: bad.what, range: (bad.node ?? p.value)?.range ?? p.keyRange };
    }
    const timeout = (0,tree/* getPair */.xf)(entry, 'timeoutSec')?.value;
    if (timeout?.type === 'scalar' && typeof timeout.value === 'number' && timeout.value <= 0)
        return { why: 'timeoutSec must be positive', range: timeout.range };
    const exec = (0,tree/* getPair */.xf)(entry, 'exec');
    const shell = entry.pairs.filter((p) => SHELL.includes(p.key));
    const either = "Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both";
    if (exec && shell.length > 0)
        return { why: either, detail: 'it has both `exec` and a shell command', range: exec.keyRange };
    if (!exec && shell.length === 0)
        return { why: either, detail: 'it has no `bash`, `powershell`, `command` or `exec`', range: entry.range };
    return matcherProblem(entry, event);
}
/** Only the events in COPILOT_MATCHER_HOOK_EVENTS read `matcher`. */
function matcherProblem(entry, event) {
    if (!COPILOT_MATCHER_HOOK_EVENTS.some((e) => e.toLowerCase() === event.toLowerCase()))
        return undefined;
    const m = (0,tree/* getPair */.xf)(entry, 'matcher');
    const bad = m && typeMismatch('string', m.value, 'matcher');
    if (bad)
        return { why: bad.what, range: m.value?.range ?? m.keyRange };
    const matcher = m?.value;
    if (matcher?.type === 'scalar' && typeof matcher.value === 'string') {
        try {
            // The CLI anchors the pattern as ^(?:…)$; this checks its syntax with JavaScript's engine.
            new RegExp(`^(?:${matcher.value})$`);
        }
        catch {
            return { why: `Invalid matcher regex '${matcher.value}'`, range: matcher.range };
        }
    }
    return undefined;
}
/* harmony default export */ const hook_skipped = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hook-skipped',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook in `.github/hooks/*.json` that Copilot CLI skips: no `bash`/`powershell`/`command`/`exec`, a field of the wrong type, a `timeoutSec` that is not positive, a `matcher` that is not a string or not a valid regex on an event that reads it, or a prompt hook without `prompt`.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`hook-entries\`): the debug log says "hooks.<event>[i].<field>: … — hook will be skipped" (or "Invalid matcher regex in <event> hook: '…' — hook will be skipped"), and the session runs without the hook. Only ${COPILOT_MATCHER_HOOK_EVENTS.join(', ')} hooks read \`matcher\` (case \`hook-matchers\`). An entry that is not an object is skipped too ("Expected object", mutation probes in oracle/copilot/mutations.json). A hook without \`type\` is a command hook and runs.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh", "matcher": "edit|(create"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh", "matcher": "edit|create"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const { event, entry } of (0,hook_entries/* hookEntries */.C)(artifact)) {
            if (entry.type !== 'map') {
                // Mutation probes (oracle/copilot/mutations.json, copilot-hooks:/hooks/sessionStart/0:type:*).
                ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: "Expected object — hook will be skipped"`, range: entry.range, jsonPath: entry.path });
                continue;
            }
            const type = (0,tree/* getPair */.xf)(entry, 'type')?.value;
            const typeName = type === undefined ? 'command' : type?.type === 'scalar' ? type.value : undefined;
            let problem;
            if (typeName === 'command')
                problem = commandProblem(entry, event.key);
            else if (typeName === 'prompt') {
                const prompt = (0,tree/* getPair */.xf)(entry, 'prompt');
                if (!(prompt?.value?.type === 'scalar' && typeof prompt.value.value === 'string')) {
                    problem = { why: 'prompt hook prompt is required', range: prompt?.value?.range ?? entry.range };
                }
            }
            // Any other `type` is copilot/hook-type's finding.
            if (problem)
                ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: ${problem.detail ? `${problem.detail}; it says ` : ''}"${problem.why} — hook will be skipped"`, range: problem.range, jsonPath: entry.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/hook-type.js
/** Hook entries with a `type` Copilot CLI skips. */





/* harmony default export */ const hook_type = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hook-type',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook in `.github/hooks/*.json` whose `type` is not `command` or `prompt`, or a `prompt` hook on an event other than `sessionStart`: Copilot CLI skips it.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`hooks\` and \`hook-entries\`): the debug log says "hooks.<event>[i].type: Invalid hook type — hook will be skipped", and the session runs without it. A hook with no \`type\` is a command hook and runs.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "shell", "bash": "./setup.sh"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const { event, entry } of (0,hook_entries/* hookEntries */.C)(artifact)) {
            if (entry.type !== 'map')
                continue;
            const t = (0,tree/* getPair */.xf)(entry, 'type');
            // Without `type` a hook is a command hook: it runs (case `hook-entries`).
            if (!t)
                continue;
            const v = t.value;
            const promptHere = COPILOT_PROMPT_HOOK_EVENTS.some((e) => e.toLowerCase() === event.key.toLowerCase());
            if (v?.type === 'scalar' && typeof v.value === 'string' && COPILOT_HOOK_TYPES.includes(v.value) && (v.value !== 'prompt' || promptHere))
                continue;
            if (v?.type === 'scalar' && v.value === 'prompt') {
                ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: \`prompt\` hooks run only on ${COPILOT_PROMPT_HOOK_EVENTS.map((e) => `\`${e}\``).join(', ')} ("Invalid hook type — hook will be skipped")`, range: v.range, jsonPath: t.path, subject: entry.path });
                continue;
            }
            const near = v?.type === 'scalar' && typeof v.value === 'string' ? (0,suggest/* closest */.kp)(v.value, COPILOT_HOOK_TYPES) : [];
            ctx.report({
                message: `Copilot CLI skips this \`${event.key}\` hook: \`type\` must be \`command\` or \`prompt\`${v ? `, not ${v.type === 'scalar' ? `\`${String(v.value)}\`` : 'a ' + v.type}` : ''}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''} ("Invalid hook type — hook will be skipped")`,
                range: v?.range ?? t.keyRange,
                jsonPath: t.path,
                subject: entry.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/hooks-file-invalid.js
/** A `.github/hooks/*.json` file Copilot CLI refuses whole: not an object, a bad `version`, no `hooks` object, an event that is not a list. */




/* harmony default export */ const hooks_file_invalid = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hooks-file-invalid',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hooks file Copilot CLI refuses whole: not a JSON object, a `version` other than `1`, no `hooks` object, or an event whose value is not a list.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`hook-files\`): the debug log says "Invalid hook configuration in <file>: …" and none of the file's hooks run, not even the valid ones. A file without \`version\` is accepted.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 2,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        const refused = (why) => `Copilot CLI ignores this whole hooks file: ${why} (its log says "Invalid hook configuration")`;
        const root = artifact.root;
        if (root?.type !== 'map') {
            ctx.report({ message: refused('it must be a JSON object ("Expected hook config to be an object")'), range: root?.range ?? (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        const version = (0,tree/* getPair */.xf)(root, 'version');
        if (version && !(version.value?.type === 'scalar' && version.value.value === 1)) {
            ctx.report({ message: refused('`version` must be the number 1 ("Invalid hook config version")'), range: version.value?.range ?? version.keyRange, jsonPath: version.path });
        }
        const hooks = (0,tree/* getPair */.xf)(root, 'hooks');
        if (hooks?.value?.type !== 'map') {
            ctx.report({ message: refused('`hooks` must be an object of events ("hooks must be an object")'), range: hooks?.value?.range ?? hooks?.keyRange ?? (0,source/* firstLine */.TM)(artifact.file), jsonPath: hooks?.path });
            return;
        }
        for (const e of hooks.value.pairs) {
            if (e.value?.type === 'seq')
                continue;
            ctx.report({ message: refused(`the value of \`${e.key}\` must be a list of hooks ("hook event value must be an array")`), range: e.value?.range ?? e.keyRange, jsonPath: e.path });
        }
    },
}));

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
// EXTERNAL MODULE: ./build/src/artifacts/catalog.js
var catalog = __webpack_require__(3986);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/lib/instructions.js
/**
 * What Copilot CLI makes of a path-specific instructions file's frontmatter (case `instructions-frontmatter`,
 * oracle/copilot/cases.json): `applyTo` is a glob, a comma-separated string of globs, or a list of
 * them; a frontmatter that is not valid YAML is read line by line, `applyTo` taken as the raw text after the
 * colon (`applyTo: [1, 2` becomes the pattern `[1, 2`); without a usable `applyTo` (never closed, no colon, a
 * number) the whole file, its frontmatter lines included, is inlined into every request.
 */


const PATH_INSTRUCTIONS = /^\.github\/instructions\/(?:.+\/)?[^/]+\.instructions\.md$/;
function isPathInstructions(a) {
    return a.kind === 'copilot-instructions' && PATH_INSTRUCTIONS.test((0,catalog/* pathAsRead */.yj)(a.path, a.catalog));
}
/** The frontmatter's YAML did not parse: Copilot CLI reads its lines one by one. */
function yamlBroken(a) {
    const fm = a.markdown?.frontmatter;
    return !!fm?.present && fm.problems.some((p) => p.code !== 'frontmatter-unclosed') && (fm.root === null || fm.lenient);
}
/** The `applyTo:` line as Copilot CLI reads a frontmatter that is not YAML: its raw text, quotes removed. */
function rawApplyTo(a) {
    const fm = a.markdown.frontmatter;
    const lines = a.file.lines;
    const first = lines.position(fm.yamlOffset).line;
    const last = lines.position(fm.yamlOffset + fm.yaml.length).line;
    for (let l = first; l <= last && l <= lines.lineCount; l++) {
        const m = /^applyTo[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(lines.lineText(l));
        if (!m)
            continue;
        const start = lines.lineStart(l) + lines.lineText(l).indexOf(m[1], 'applyTo'.length);
        const glob = m[1].replace(/^(["'])(.*)\1$/, '$2');
        return { glob, range: lines.range(start, start + m[1].length) };
    }
    return undefined;
}
/** The globs `applyTo` gives, as Copilot CLI lists them (comma-separated strings split); undefined when there is no usable `applyTo`. */
function applyToGlobs(a) {
    if (!a.markdown?.frontmatter.present || a.markdown.frontmatter.problems.some((p) => p.code === 'frontmatter-unclosed'))
        return undefined;
    if (yamlBroken(a)) {
        const raw = rawApplyTo(a);
        return raw ? [raw] : undefined;
    }
    const value = (0,tree/* getPair */.xf)(a.root, 'applyTo')?.value;
    if (!value)
        return undefined;
    const split = (s, range, path) => splitGlobList(s).map((glob) => ({ glob, range, path }));
    if (value.type === 'scalar')
        return typeof value.value === 'string' ? split(value.value, value.range, value.path) : undefined;
    if (value.type === 'seq')
        return value.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? split(i.value, i.range, i.path) : []));
    return undefined;
}
/**
 * The globs of a comma-separated `applyTo`, split only at commas outside `{…}`: `**\/*.{ts,tsx},docs/**` is two
 * globs. VS Code splits it so (its glob-aware split: microsoft/vscode#249256, fixed in 1.101), and Copilot CLI hands
 * the value to the model as written, so a brace list is no broken glob for either reader.
 */
function splitGlobList(s) {
    const out = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c === '{')
            depth++;
        else if (c === '}' && depth > 0)
            depth--;
        else if (c === ',' && depth === 0) {
            out.push(s.slice(from, i));
            from = i + 1;
        }
    }
    out.push(s.slice(from));
    return out.map((g) => g.trim()).filter(Boolean);
}
/** Why a glob can match no path at all (an unclosed `[` or `{`), or undefined. */
function globBroken(glob) {
    const opened = (open, close) => glob.split(open).length > glob.split(close).length;
    if (opened('[', ']'))
        return 'an unclosed `[`';
    if (opened('{', '}'))
        return 'an unclosed `{`';
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/instructions-apply-to.js
/** An `applyTo` glob of a path-specific instructions file that is no valid glob or matches no file of the repository. */





/** Files looked at before giving up (a glob still unmatched then is not reported: the answer is unknown). */
const MAX_FILES = 200_000;
const MAX_TESTS = 5_000_000;
/* harmony default export */ const instructions_apply_to = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/instructions-apply-to',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An `applyTo` glob of a `.github/instructions/*.instructions.md` file that is not a valid glob (an unclosed `[` or `{`) or that matches no file of the repository, so the instructions apply to nothing.',
        kinds: ['copilot-instructions'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `\`applyTo\` scopes a path-specific instructions file to the files its globs match (${COPILOT_INSTRUCTIONS_DOC}). Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): the CLI does not check the pattern; it hands it to the model as written, in a table of pattern and file that the model is told to read before changing matching files: \`src/[a-\` (an unclosed bracket), \`**/*.rs\` in a repository without Rust files and \`./src/**\` were all listed like \`**/*.ts\`, without a word. A pattern that matches no path therefore scopes the instructions to nothing. This rule matches each glob against every file of the repository (\`.git\` left out) and stops at the first match, or after ${MAX_FILES} files without reporting anything; \`**\`, \`*\` and \`**/*\` match everything.`,
        examples: {
            file: '.github/instructions/ts.instructions.md',
            context: { 'src/main.ts': 'export const main = 1;\n' },
            wrong: '---\napplyTo: "app/**/*.ts"\n---\nUse strict types.\n',
            right: '---\napplyTo: "src/**/*.ts"\n---\nUse strict types.\n',
        },
    },
    reads: { 'copilot-instructions': ['applyTo'] },
    check(project, ctx) {
        const pending = [];
        for (const artifact of project.artifacts) {
            if (!isPathInstructions(artifact))
                continue;
            for (const g of applyToGlobs(artifact) ?? []) {
                if (g.glob === '**' || g.glob === '*' || g.glob === '**/*')
                    continue;
                const broken = globBroken(g.glob);
                if (broken) {
                    if (yamlBroken(artifact))
                        continue; // raw text of a frontmatter that is not YAML: copilot/instructions-frontmatter
                    ctx.report({ path: artifact.path, element: artifact.element, range: g.range, jsonPath: g.path, message: `\`${g.glob}\` has ${broken}: it is no glob and matches no path, so these instructions apply to no file (Copilot CLI lists the pattern for the model as written and says nothing, case instructions-frontmatter)` });
                    continue;
                }
                // A catalogue's instructions apply in the repository they install into: no file here decides.
                if (artifact.catalog)
                    continue;
                let test;
                try {
                    test = picomatch(g.glob.replace(/^\//, ''), { dot: true });
                }
                catch {
                    continue;
                }
                pending.push({ ...g, artifact, test });
            }
        }
        if (pending.length === 0 || !project.allFiles)
            return;
        let unmatched = pending;
        let seen = 0;
        let tests = 0;
        for (const path of project.allFiles()) {
            if (++seen > MAX_FILES || (tests += unmatched.length) > MAX_TESTS)
                return; // not every file looked at: no answer
            unmatched = unmatched.filter((p) => !p.test(path));
            if (unmatched.length === 0)
                return;
        }
        for (const p of unmatched) {
            ctx.report({
                path: p.artifact.path,
                element: p.artifact.element,
                range: p.range,
                jsonPath: p.path,
                message: `\`${(0,suggest/* clipped */.cz)(p.glob)}\` matches no file in the repository: as things stand these instructions apply to no file (Copilot CLI lists the pattern for the model as written and says nothing, case instructions-frontmatter)`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/instructions-exclude-agent.js
/** `excludeAgent` in a path-specific instructions file: only `code-review` and `coding-agent` mean anything. */





/* harmony default export */ const instructions_exclude_agent = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/instructions-exclude-agent',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`excludeAgent` in a `.github/instructions/*.instructions.md` file that is not `code-review` or `coding-agent` (ignored, the file applies everywhere); `coding-agent` also leaves the file out of Copilot CLI (info).',
        kinds: ['copilot-instructions'],
        harness: 'copilot',
        optIn: false,
        fixable: 'maybe',
        rationale: `GitHub documents two values for \`excludeAgent\`, \`code-review\` and \`coding-agent\`, each keeping the file from that agent (${COPILOT_INSTRUCTIONS_DOC}). Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): a file with \`excludeAgent: "cli"\` was used exactly like one without the key (inlined, as its \`applyTo\` is \`**\`), so another value excludes nothing and says nothing; \`code-review\` left the file in the CLI's sessions, while \`coding-agent\` left it out of \`copilot instruction list\` and of every request: the CLI counts as the coding agent (reported as info, since that may be what the author wants).`,
        examples: {
            file: '.github/instructions/review.instructions.md',
            wrong: '---\napplyTo: "**"\nexcludeAgent: "coding"\n---\nReview checklist.\n',
            right: '---\napplyTo: "**"\nexcludeAgent: "code-review"\n---\nReview checklist.\n',
        },
    },
    check(artifact, ctx) {
        if (!isPathInstructions(artifact))
            return;
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'excludeAgent');
        const v = pair?.value;
        if (!pair || !v)
            return;
        // Only a string was observed (and is documented); what a reader makes of a list or a number is not known.
        if (v.type !== 'scalar' || typeof v.value !== 'string')
            return;
        const value = v.value;
        if (value === 'coding-agent') {
            ctx.report({
                message: 'Copilot CLI counts as the coding agent: `excludeAgent: coding-agent` leaves this file out of its sessions too (case instructions-frontmatter)',
                range: v.range,
                jsonPath: pair.path,
                level: 'info',
            });
            return;
        }
        if (value !== undefined && COPILOT_EXCLUDE_AGENTS.includes(value))
            return;
        const near = value === undefined ? [] : (0,suggest/* closest */.kp)(value, COPILOT_EXCLUDE_AGENTS);
        ctx.report({
            message: `\`excludeAgent\` is \`code-review\` or \`coding-agent\`: ${value === undefined ? 'this value' : `\`${value}\``} excludes no agent, and the file is used by all of them as if the key were not there (case instructions-frontmatter, \`excludeAgent: "cli"\`)`,
            range: v.range,
            jsonPath: pair.path,
            suggestion: near[0] ? { msg: `write \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(near[0].value) }] } : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/instructions-frontmatter.js
/** A path-specific instructions file whose `applyTo` Copilot CLI cannot read, so the file applies everywhere or nowhere. */




const INLINED = 'Copilot CLI inlines the whole file, these lines included, into every request instead of scoping it to the files `applyTo` names';
/* harmony default export */ const instructions_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/instructions-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `.github/instructions/*.instructions.md` frontmatter that loses `applyTo`: never closed, a line without `:`, a value that is not a glob or a list of globs, or YAML that does not parse and leaves a raw text that is no pattern.',
        kinds: ['copilot-instructions'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): a path-specific instructions file is offered to the model as a row of a table (its \`applyTo\` pattern and its path) that the model is told to read before changing matching files; a file without a usable \`applyTo\` is inlined whole into every request instead. A frontmatter that is never closed, an \`applyTo "**/*.go"\` line without a colon and \`applyTo: 5\` all made the file inlined everywhere, frontmatter lines included. A frontmatter that is not valid YAML is read line by line: \`applyTo: [1, 2\` became the pattern \`[1, 2\`, which names no file (an unquoted \`applyTo: **/*.py\` was read as the glob it looks like, and is not reported). Nothing is logged in either case. The format: ${COPILOT_INSTRUCTIONS_DOC}.`,
        examples: {
            file: '.github/instructions/go.instructions.md',
            wrong: '---\napplyTo "**/*.go"\n---\nUse gofmt.\n',
            right: '---\napplyTo: "**/*.go"\n---\nUse gofmt.\n',
        },
    },
    check(artifact, ctx) {
        if (!isPathInstructions(artifact))
            return;
        const fm = artifact.markdown?.frontmatter;
        if (!fm?.present)
            return;
        const unclosed = fm.problems.find((p) => p.code === 'frontmatter-unclosed');
        if (unclosed) {
            ctx.report({ message: `This frontmatter is never closed with a \`---\` line: ${INLINED} (case instructions-frontmatter)`, range: unclosed.range });
            return;
        }
        if (yamlBroken(artifact)) {
            const raw = rawApplyTo(artifact);
            if (raw) {
                const broken = globBroken(raw.glob);
                if (broken)
                    ctx.report({ message: `Copilot CLI reads this invalid YAML line by line, and \`applyTo\` names no file: it takes \`applyTo\` as the raw text \`${raw.glob}\`, which has ${broken}; quote the glob or write a list`, range: raw.range });
                return;
            }
            const lines = artifact.file.lines;
            const first = lines.position(fm.yamlOffset).line;
            for (let l = first; l < first + fm.yaml.split('\n').length && l <= lines.lineCount; l++) {
                if (!/^applyTo\b/.test(lines.lineText(l)))
                    continue;
                ctx.report({ message: `\`applyTo\` is not followed by \`:\`, so Copilot CLI reads no \`applyTo\`: ${INLINED} (case instructions-frontmatter)`, range: lines.range(lines.lineStart(l), lines.lineEnd(l)) });
                return;
            }
            const problem = fm.problems[0];
            ctx.report({ message: `This frontmatter is not valid YAML (${problem.message}) and Copilot CLI finds no \`applyTo:\` line in it: ${INLINED}`, range: problem.range });
            return;
        }
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'applyTo');
        const v = pair?.value;
        if (!pair || !v)
            return;
        const wrong = v.type === 'map' || (v.type === 'scalar' && typeof v.value !== 'string') || (v.type === 'seq' && v.items.some((i) => i.type !== 'scalar' || typeof i.value !== 'string'));
        if (!wrong)
            return;
        ctx.report({
            message: `\`applyTo\` must be a glob, a comma-separated string of globs or a list of globs: Copilot CLI drops this value and ${INLINED.replace('Copilot CLI inlines', 'inlines')} (case instructions-frontmatter, \`applyTo: 5\`)`,
            range: v.range,
            jsonPath: pair.path,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/instructions-unknown-key.js
/** Frontmatter keys of a path-specific instructions file that no Copilot reads (Cursor's `globs`, `alwaysApply`…). */




/** Other tools' keys with the Copilot key that does their job. */
const HABITS = { globs: 'applyTo', paths: 'applyTo', alwaysApply: 'applyTo: "**"' };
/* harmony default export */ const instructions_unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/instructions-unknown-key',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A frontmatter key of a `.github/instructions/*.instructions.md` file other than `applyTo`, `excludeAgent`, `description` and `name`: it has no effect.',
        kinds: ['copilot-instructions'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `The keys of a path-specific instructions file are \`applyTo\` and \`excludeAgent\` (${COPILOT_INSTRUCTIONS_DOC}), \`description\` (shown in the table Copilot CLI gives the model) and VS Code's \`name\`. Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): a file with Cursor's \`alwaysApply: true\` was used exactly as its \`applyTo\` says, the key had no effect and nothing was logged. A key that differs from a known one only by case or a typo gets a certain rename.`,
        examples: {
            file: '.github/instructions/ts.instructions.md',
            wrong: '---\nglobs: "**/*.ts"\n---\nUse strict types.\n',
            right: '---\napplyTo: "**/*.ts"\n---\nUse strict types.\n',
        },
    },
    check(artifact, ctx) {
        if (!isPathInstructions(artifact))
            return;
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            if (COPILOT_INSTRUCTION_FIELDS.includes(p.key) || p.key === 'lints')
                continue;
            const habit = HABITS[p.key];
            const fix = habit ? undefined : (0,suggest/* certainCorrection */.Zg)(p.key, COPILOT_INSTRUCTION_FIELDS);
            const near = habit ? [] : (0,suggest/* closest */.kp)(p.key, COPILOT_INSTRUCTION_FIELDS);
            ctx.report({
                message: `Copilot ignores \`${p.key}\` in an instructions file${habit ? ` (write \`${habit}\`)` : near[0] ? ` (did you mean \`${near[0].value}\`?)` : ''}: only \`applyTo\`, \`excludeAgent\`, \`description\` and \`name\` are read (case instructions-frontmatter)`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/mcp-file-shadowed.js
/** `.github/mcp.json` is not read when the repository also has `.mcp.json`. */




/* harmony default export */ const mcp_file_shadowed = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/mcp-file-shadowed',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `.github/mcp.json` that Copilot CLI does not read because the repository also has a `.mcp.json`.',
        kinds: ['copilot-mcp'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`mcp-both-files\`): with both files present only \`.mcp.json\`'s servers start; those of \`.github/mcp.json\` are neither started nor validated, and nothing says so, not even the debug log.`,
        examples: {
            file: '.github/mcp.json',
            context: { '.mcp.json': '{\n  "mcpServers": {\n    "db": {"command": "db-mcp"}\n  }\n}\n' },
            wrong: '{\n  "mcpServers": {\n    "docs": {"type": "http", "url": "https://example.com/mcp"}\n  }\n}\n',
            right: '{\n  "mcpServers": {}\n}\n',
        },
    },
    check(project, ctx) {
        const workspace = project.artifacts.find((a) => a.kind === 'copilot-mcp' && a.path === '.mcp.json');
        const github = project.artifacts.find((a) => a.kind === 'copilot-mcp' && a.path === '.github/mcp.json');
        if (!workspace || !github)
            return;
        const servers = (0,tree/* getPair */.xf)(github.root, 'mcpServers');
        if (servers?.value?.type !== 'map' || servers.value.pairs.length === 0)
            return;
        ctx.report({
            path: github.path,
            message: `Copilot CLI does not read this file while \`.mcp.json\` exists: ${servers.value.pairs.map((p) => `\`${p.key}\``).join(', ')} never start${servers.value.pairs.length === 1 ? 's' : ''}`,
            range: servers.keyRange,
            jsonPath: servers.path,
            help: 'move these servers into `.mcp.json` (Copilot CLI reads it in place of `.github/mcp.json`)',
            related: [{ message: 'the file Copilot CLI reads instead', span: { path: workspace.path, range: (0,tree/* getPair */.xf)(workspace.root, 'mcpServers')?.keyRange ?? (0,source/* firstLine */.TM)(workspace.file) } }],
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/lib/marketplace-files.js
/** The marketplace file `copilot plugin marketplace add` reads (not a rule). */

/**
 * The files that hide a marketplace file from Copilot (COPILOT_MARKETPLACE_FILES): a root
 * `marketplace.json` hides every other, Copilot's own folders hide `.claude-plugin/`. Which of
 * `.plugin/` and `.github/plugin/` comes first was not observed, so with both present each is checked.
 */
function hiddenBy(path) {
    const own = ['.plugin/marketplace.json', '.github/plugin/marketplace.json'];
    return ['marketplace.json', ...(path === '.claude-plugin/marketplace.json' ? own : [])];
}
/** The `copilot-marketplace` artifacts Copilot reads, with their object. */
function copilotMarketplaces(project) {
    return (0,model/* artifactsOf */.Ns)(project, 'copilot-marketplace').flatMap((file) => file.root?.type === 'map' && !hiddenBy(file.path).some((p) => project.stat(p) === 'file') ? [{ file, root: file.root }] : []);
}
/** The marketplace of the two marketplace rules' examples: one entry, and the plugin folder it names. */
const exampleMarketplace = (name, source) => `{\n  "name": "${name}",\n  "owner": {"name": "Platform team"},\n  "plugins": [{"name": "review", "source": "${source}"}]\n}\n`;
const EXAMPLE_PLUGIN = { 'plugins/review/plugin.json': '{\n  "name": "review"\n}\n' };

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/marketplace-invalid.js
/** A marketplace file `copilot plugin marketplace add` refuses. */





const KEBAB = 'must be kebab-case (letters, numbers, hyphens, and dots)';
/** Copilot's complaints about one marketplace object, as `path: message` with the node each is about. */
function complaints(root) {
    const out = [];
    const required = (map, key, at) => {
        const pair = (0,tree/* getPair */.xf)(map, key);
        if (!pair)
            out.push({ what: `${at}: Required`, node: map, missing: true });
        return pair?.value ?? undefined;
    };
    const name = required(root, 'name', 'name');
    if (name) {
        const bad = typeMismatch('string', name, 'name');
        if (bad)
            out.push(bad);
        else if (!COPILOT_MARKETPLACE_NAME.test(String(name.value)))
            out.push({ what: `name: Marketplace name ${KEBAB}`, node: name });
    }
    const owner = required(root, 'owner', 'owner');
    if (owner) {
        const bad = typeMismatch('object', owner, 'owner');
        if (bad)
            out.push(bad);
        else
            required(owner, 'name', 'owner.name');
    }
    const plugins = required(root, 'plugins', 'plugins');
    if (!plugins)
        return out;
    const bad = typeMismatch('array', plugins, 'plugins');
    if (bad)
        return [...out, bad];
    if (plugins.type !== 'seq')
        return out;
    const seen = new Map();
    plugins.items.forEach((entry, i) => {
        const at = `plugins.${i}`;
        const notObject = typeMismatch('object', entry, at);
        if (notObject || entry.type !== 'map')
            return void (notObject && out.push(notObject));
        const n = required(entry, 'name', `${at}.name`);
        if (n) {
            const wrong = typeMismatch('string', n, `${at}.name`);
            const value = String(n.value);
            if (wrong)
                out.push(wrong);
            else if (!COPILOT_MARKETPLACE_NAME.test(value))
                out.push({ what: `${at}.name: Plugin name ${KEBAB}`, node: n });
            else if (seen.has(value))
                out.push({ what: `Duplicate plugin name "${value}" found in marketplace`, node: n });
            else
                seen.set(value, n);
        }
        const source = (0,tree/* getPair */.xf)(entry, 'source');
        if (!source?.value || (source.value.type === 'scalar' && typeof source.value.value !== 'string') || source.value.type === 'seq') {
            out.push({ what: `${at}.source: Invalid input`, node: source?.value ?? entry, missing: !source?.value });
        }
        const version = (0,tree/* getPair */.xf)(entry, 'version');
        const v = version?.value ? typeMismatch('string', version.value, `${at}.version`) : undefined;
        if (v)
            out.push(v);
    });
    return out;
}
/* harmony default export */ const marketplace_invalid = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/marketplace-invalid',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace file (`.github/plugin/marketplace.json`, or `.claude-plugin/marketplace.json` read by Copilot CLI) that `copilot plugin marketplace add` refuses: a missing `name`, `owner`, `owner.name` or `plugins`, a name it does not accept, an entry without `name` or `source`, a non-string `version`, two entries with one name.',
        kinds: ['copilot-marketplace'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`marketplace-schema\`, \`marketplace-required\`, \`marketplace-entries\`): \`copilot plugin marketplace add\` prints "Invalid marketplace.json: <path>: <problem>, …" and registers nothing, so none of the marketplace's plugins can be installed. Unknown keys are accepted. The messages here are the CLI's own.`,
        examples: {
            file: '.github/plugin/marketplace.json',
            context: EXAMPLE_PLUGIN,
            wrong: exampleMarketplace('team_tools', './plugins/review'),
            right: exampleMarketplace('team-tools', './plugins/review'),
        },
    },
    check(project, ctx) {
        for (const { file, root } of copilotMarketplaces(project)) {
            for (const c of complaints(root)) {
                // A missing key is reported on the `{` of the object that lacks it.
                const node = c.node;
                const range = c.missing && node ? file.file.lines.range(node.range.start.offset, node.range.start.offset + 1) : node?.range ?? file.file.lines.range(0, 1);
                ctx.report({
                    path: file.path,
                    element: file.element,
                    message: `\`copilot plugin marketplace add\` refuses this marketplace: "${c.what}"`,
                    range,
                    jsonPath: node?.path,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/config-folder.js
var config_folder = __webpack_require__(5580);
// EXTERNAL MODULE: ./build/src/rules/shared/missing-path.js
var missing_path = __webpack_require__(931);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/marketplace-source-missing.js
/** A marketplace entry whose local `source` folder does not exist: installing it fails. */






/* harmony default export */ const marketplace_source_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/marketplace-source-missing',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Copilot CLI marketplace entry whose `source` names a folder of the repository that does not exist.',
        kinds: ['copilot-marketplace'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`marketplace-entries\`): \`copilot plugin marketplace add\` accepts the marketplace and lists the entry, and only \`copilot plugin install <name>@<marketplace>\` fails ("Plugin source directory not found"). A string \`source\` is a folder relative to the repository root, with or without \`./\`. Entries are left alone when \`metadata.pluginRoot\` is set (not observed).`,
        examples: {
            file: '.github/plugin/marketplace.json',
            context: EXAMPLE_PLUGIN,
            wrong: exampleMarketplace('team-tools', './plugin/review'),
            right: exampleMarketplace('team-tools', './plugins/review'),
        },
    },
    check(project, ctx) {
        for (const { file, root } of copilotMarketplaces(project)) {
            if ((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(root, 'metadata'), 'pluginRoot'))
                continue;
            const plugins = (0,tree/* getNode */.Zl)(root, 'plugins');
            for (const entry of plugins?.type === 'seq' ? plugins.items : []) {
                const source = (0,tree/* getPair */.xf)(entry, 'source')?.value;
                if (source?.type !== 'scalar' || typeof source.value !== 'string')
                    continue;
                // URLs, absolute paths and `..` were not observed: left alone.
                const dir = (0,config_folder/* configFolder */.vg)(source.value, config_folder/* COPILOT_SOURCE_FOLDER */.az);
                if (dir === null)
                    continue;
                const at = { path: file.path, element: file.element, range: source.range, jsonPath: source.path };
                (0,missing_path/* reportMissingPath */.w)(project, ctx, dir, 'dir', at, () => `\`${source.value}\` is not a folder of the repository: \`copilot plugin install\` fails for this entry ("Plugin source directory not found")`);
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/url.js
var url = __webpack_require__(3806);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/mcp-server-skipped.js
/** Workspace MCP servers Copilot CLI skips: no `command`/`url`, a field of the wrong type, an unknown `type`. */






/* harmony default export */ const mcp_server_skipped = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/mcp-server-skipped',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A server in `.mcp.json` or `.github/mcp.json` that Copilot CLI skips: neither `command` nor `url`, a field of the wrong type, an unknown `type`, a `timeout` that is not positive or a `url` that is no URL; or an `mcpServers` that is not an object (the whole file skipped).',
        kinds: ['copilot-mcp'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`mcp\`): the debug log says \`Skipping invalid MCP server "<name>" in …: <reason>\` and the session starts without that server; the other servers of the file still load. Nothing is shown on screen. The mutation probes (oracle/copilot/mutations.json) add \`timeout\` 0 or negative ("Number must be greater than 0"), a \`url\` that is empty, blank or \`not a url\` ("Invalid url"), and an \`mcpServers\` that is not an object, for which \`copilot mcp list\` skips the whole file ("because it is malformed").`,
        examples: {
            file: '.github/mcp.json',
            wrong: '{\n  "mcpServers": {\n    "docs": {"type": "HTTP", "url": "https://example.com/mcp"}\n  }\n}\n',
            right: '{\n  "mcpServers": {\n    "docs": {"type": "http", "url": "https://example.com/mcp"}\n  }\n}\n',
        },
    },
    check(project, ctx) {
        const files = project.artifacts.filter((a) => a.kind === 'copilot-mcp');
        // With `.mcp.json` present the CLI neither reads nor validates `.github/mcp.json` (copilot/mcp-file-shadowed).
        const read = files.some((a) => a.path === '.mcp.json') ? files.filter((a) => a.path === '.mcp.json') : files;
        for (const a of read)
            checkFile(a, ctx);
    },
}));
function checkFile(artifact, ctx) {
    const pair = (0,tree/* getPair */.xf)(artifact.root, 'mcpServers');
    const servers = pair?.value;
    if (pair && servers?.type !== 'map') {
        // The whole file (mutation probes copilot-mcp:/mcpServers:type:*, `copilot mcp list`).
        ctx.report({ path: artifact.path, message: 'Copilot CLI skips this whole MCP config: `mcpServers` must be an object ("skipping workspace MCP config … because it is malformed: mcpServers: Expected object")', range: servers?.range ?? pair.keyRange, jsonPath: pair.path });
        return;
    }
    if (servers?.type !== 'map')
        return;
    for (const s of servers.pairs) {
        const skip = (reason) => `Copilot CLI skips the MCP server \`${s.key}\`: ${reason} (its log says "Skipping invalid MCP server")`;
        const cfg = s.value;
        if (cfg?.type !== 'map') {
            ctx.report({ path: artifact.path, message: skip('its entry must be an object ("server config must be an object")'), range: cfg?.range ?? s.keyRange, jsonPath: s.path });
            continue;
        }
        for (const p of cfg.pairs) {
            const want = COPILOT_MCP_SERVER_FIELDS[p.key];
            if (!want)
                continue;
            if (want === 'type') {
                const t = p.value?.type === 'scalar' ? p.value.value : undefined;
                if (typeof t === 'string' && COPILOT_MCP_TYPES.includes(t))
                    continue;
                const fix = typeof t === 'string' ? (0,suggest/* certainCorrection */.Zg)(t, COPILOT_MCP_TYPES) : undefined;
                const near = typeof t === 'string' ? (0,suggest/* closest */.kp)(t, COPILOT_MCP_TYPES) : [];
                ctx.report({
                    path: artifact.path,
                    message: skip(`\`type\` must be one of ${COPILOT_MCP_TYPES.map((x) => `\`${x}\``).join(', ')}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''} ("type: Invalid literal value")`),
                    range: p.value?.range ?? p.keyRange,
                    jsonPath: p.path,
                    suggestion: fix && p.value ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.value.range, text: JSON.stringify(fix) }] } : undefined,
                });
                continue;
            }
            const bad = typeMismatch(want, p.value, p.key);
            if (bad)
                ctx.report({ path: artifact.path, message: skip(`"${bad.what}"`), range: (bad.node ?? p.value)?.range ?? p.keyRange, jsonPath: p.path });
            else if (p.key === 'timeout' && p.value?.type === 'scalar' && typeof p.value.value === 'number' && p.value.value <= 0) {
                ctx.report({ path: artifact.path, message: skip('"timeout: Number must be greater than 0"'), range: p.value.range, jsonPath: p.path });
            }
            else if (p.key === 'url' && p.value?.type === 'scalar' && typeof p.value.value === 'string' && !(0,url/* isUrl */.g)(p.value.value)) {
                ctx.report({ path: artifact.path, message: skip('"url: Invalid url"'), range: p.value.range, jsonPath: p.path });
            }
        }
        const type = (0,tree/* getPair */.xf)(cfg, 'type')?.value;
        const remote = type?.type === 'scalar' && COPILOT_MCP_REMOTE_TYPES.includes(String(type.value));
        if (remote && !(0,tree/* getPair */.xf)(cfg, 'url'))
            ctx.report({ path: artifact.path, message: skip(`a \`${String(type.value)}\` server needs a \`url\` ("url: Required")`), range: s.keyRange, jsonPath: s.path });
        else if (!(0,tree/* getPair */.xf)(cfg, 'command') && !(0,tree/* getPair */.xf)(cfg, 'url'))
            ctx.report({ path: artifact.path, message: skip('it has neither `command` nor `url` ("server config must define command or url")'), range: s.keyRange, jsonPath: s.path });
    }
}
/** Whether `text` is an absolute URL (what the CLI's `Invalid url` check accepts, as far as the probes show). */

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/lib/plugin-manifests.js
/** The plugin manifests Copilot CLI actually reads (not a rule). */



/**
 * Each `copilot-plugin` artifact whose object Copilot reads: the first of COPILOT_PLUGIN_MANIFESTS
 * that exists in its folder (a `.claude-plugin/plugin.json` beside a `.github/plugin/plugin.json`
 * is Claude Code's alone). A manifest that is not an object is left to the parse diagnostics.
 */
function copilotPlugins(project) {
    const out = [];
    for (const manifest of (0,model/* artifactsOf */.Ns)(project, 'copilot-plugin')) {
        const folder = String(manifest.data.pluginRoot ?? '.');
        const first = COPILOT_PLUGIN_MANIFESTS.map((m) => external_node_path_.posix.join(folder, m)).find((p) => project.stat(p) === 'file');
        if (first !== manifest.path || manifest.root?.type !== 'map')
            continue;
        out.push({ manifest, root: manifest.root, folder });
    }
    return out;
}
/** The folder name Copilot falls back on for a plugin without a usable `name`. */
function folderName(p, project) {
    return (p.folder === '.' ? project.root : p.folder).split('/').filter(Boolean).pop() ?? p.folder;
}

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/plugin-component-path.js
/** A plugin's `skills` / `agents` field that makes Copilot CLI load none of them. */







const isPath = (n) => n.type === 'scalar' && typeof n.value === 'string';
/* harmony default export */ const plugin_component_path = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-component-path',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Copilot CLI plugin manifest whose `skills` or `agents` is a number, a boolean or an object without `paths`, lists something that is not a path, or names a path that does not exist in the plugin or leaves it.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`plugin-manifests\`): \`skills\` and \`agents\` replace the default \`skills/\` and \`agents/\` folders, so a path that names nothing leaves the plugin with none, and \`copilot plugin install\` still reports success. A number or boolean there loads none either under \`--plugin-dir\`; \`copilot plugin install\` refuses such a \`skills\` ("Invalid skills object form"). The mutation probes (oracle/copilot/mutations.json) add: an object without \`paths\` loads none either; a list item that is not a string makes \`install\` fail; an absolute path or one that leaves the plugin loads nothing (\`install\` refuses it for \`skills\`: "skills path escapes plugin directory"), and so does a blank one; an empty string or \`null\` keeps the default folder.`,
        examples: {
            file: '.github/plugin/plugin.json',
            context: { 'skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview it.\n' },
            wrong: '{\n  "name": "my-plugin",\n  "skills": "skill/"\n}\n',
            right: '{\n  "name": "my-plugin",\n  "skills": "skills/"\n}\n',
        },
    },
    check(project, ctx) {
        for (const p of copilotPlugins(project)) {
            for (const pair of p.root.pairs) {
                if (!COPILOT_PLUGIN_PATH_FIELDS.includes(pair.key) || !pair.value)
                    continue;
                const v = pair.value;
                const report = (node, message) => ctx.report({ path: p.manifest.path, element: p.manifest.element, message, range: node.range, jsonPath: node.path });
                if ((v.type === 'scalar' && (typeof v.value === 'number' || typeof v.value === 'boolean')) || (v.type === 'map' && !(0,tree/* getPair */.xf)(v, 'paths'))) {
                    report(v, `\`${pair.key}\` is ${(0,json_type/* jsonTypeWords */.gn)(v)}: Copilot CLI loads none of the plugin's ${pair.key}, not even \`${pair.key}/\`${pair.key === 'skills' ? ', and `copilot plugin install` refuses the plugin ("Invalid skills object form")' : ''}`);
                    continue;
                }
                // Mutation probes (oracle/copilot/mutations.json, copilot-plugin:/skills/0:type:*): `install` fails.
                for (const item of v.type === 'seq' ? v.items.filter((i) => !isPath(i)) : []) {
                    report(item, `\`${pair.key}\` lists ${(0,json_type/* jsonTypeWords */.gn)(item, { null: '`null`' })}, not a path: \`copilot plugin install\` refuses the plugin`);
                }
                const paths = v.type === 'seq' ? v.items.filter(isPath) : isPath(v) ? [v] : [];
                for (const node of paths) {
                    const rel = node.value.replace(/\\/g, '/');
                    if (rel === '')
                        continue; // the plugin folder itself (mutation probe copilot-plugin:/agents:empty loads)
                    if (rel.startsWith('/') || /^[A-Za-z]:/.test(rel) || external_node_path_.posix.normalize(rel).split('/')[0] === '..') {
                        report(node, `\`${pair.key}\` path \`${node.value}\` is outside the plugin folder: Copilot CLI loads no ${pair.key} from it${pair.key === 'skills' ? ' and `copilot plugin install` refuses the plugin ("skills path escapes plugin directory")' : ''}`);
                        continue;
                    }
                    const target = external_node_path_.posix.normalize(external_node_path_.posix.join(p.folder, rel));
                    const at = { path: p.manifest.path, element: p.manifest.element, range: node.range, jsonPath: node.path };
                    (0,missing_path/* reportMissingPath */.w)(project, ctx, target, 'any', at, () => `\`${pair.key}\` path \`${node.value}\` does not exist in the plugin: Copilot CLI loads no ${pair.key} from it, and \`${pair.key}\` replaces the default \`${pair.key}/\` folder`);
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/plugin-field-ignored.js
/** Plugin manifest fields Copilot CLI drops when they have the wrong type: `description`, `version`. */





/* harmony default export */ const plugin_field_ignored = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-field-ignored',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Copilot plugin manifest whose `description` is not a string, or whose `version` is not a string or is empty: Copilot CLI drops the value.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION}, loading plugin folders with \`--plugin-dir\` and \`copilot plugin list --json\` as in case \`plugin-manifests\` (oracle/copilot/cases.json), one field changed at a time (the mutation probes of oracle/copilot/mutations.json, \`copilot-plugin:/description:*\`, \`copilot-plugin:/version:*\`): a \`description\` that is not a string is dropped with "Warning: [plugin-dir] ignoring non-string description in …", and a \`version\` that is a number, a boolean, a list, an object, null or empty is not shown (the plugin is listed without a version). The plugin still loads and installs. Other metadata (\`author\`, \`homepage\`, \`repository\`, \`license\`, \`keywords\`) of any type was accepted as written, and \`version\` is not checked as semver (\`1.x\` is listed as written).`,
        examples: {
            file: '.github/plugin/plugin.json',
            wrong: '{\n  "name": "my-plugin",\n  "version": 2\n}\n',
            right: '{\n  "name": "my-plugin",\n  "version": "2.0.0"\n}\n',
        },
    },
    check(project, ctx) {
        for (const p of copilotPlugins(project)) {
            const report = (key, message) => {
                const pair = (0,tree/* getPair */.xf)(p.root, key);
                ctx.report({ path: p.manifest.path, element: p.manifest.element, message, range: pair.value?.range ?? pair.keyRange, jsonPath: pair.path });
            };
            const description = (0,tree/* getPair */.xf)(p.root, 'description');
            if (description && !(description.value?.type === 'scalar' && typeof description.value.value === 'string')) {
                report('description', `\`description\` is ${(0,json_type/* jsonTypeWords */.gn)(description.value, { null: '`null`' })}: Copilot CLI drops it ("ignoring non-string description")`);
            }
            const version = (0,tree/* getPair */.xf)(p.root, 'version');
            if (version && !(version.value?.type === 'scalar' && typeof version.value.value === 'string' && version.value.value !== '')) {
                report('version', `\`version\` is ${version.value?.type === 'scalar' && version.value.value === '' ? 'empty' : (0,json_type/* jsonTypeWords */.gn)(version.value, { null: '`null`' })}: Copilot CLI drops it (the plugin is listed without a version); write a string such as "1.0.0"`);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/plugin-name.js
/** A plugin manifest's `name` that Copilot CLI does not use as written. */





/** The name `copilot plugin install` gives the plugin: lower-cased, every other character a `-`. */
const installedName = (name) => name.toLowerCase().replace(/[^a-z0-9-]/g, '-');
/* harmony default export */ const plugin_name = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-name',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Copilot CLI plugin manifest whose `name` is missing, not a string, or holds characters other than `a-z`, `0-9` and `-`.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`plugin-manifests\`): without a string \`name\` both \`copilot plugin install <folder>\` and \`--plugin-dir\` name the plugin after its folder, and a name such as \`My Plugin\` is installed as \`my-plugin\` while \`--plugin-dir\` keeps \`My Plugin\` (so its agents are \`My Plugin:<agent>\`); nothing is printed either way.`,
        examples: {
            file: '.github/plugin/plugin.json',
            wrong: '{\n  "name": "My Plugin"\n}\n',
            right: '{\n  "name": "my-plugin"\n}\n',
        },
    },
    check(project, ctx) {
        for (const p of copilotPlugins(project)) {
            const pair = (0,tree/* getPair */.xf)(p.root, 'name');
            const base = { path: p.manifest.path, element: p.manifest.element };
            if (!pair || !pair.value || pair.value.type !== 'scalar' || typeof pair.value.value !== 'string') {
                const folder = folderName(p, project);
                ctx.report({
                    ...base,
                    message: pair
                        ? `\`name\` is ${(0,json_type/* jsonTypeWords */.gn)(pair.value, { null: '`null`' })}, not a string: Copilot CLI ignores it and names the plugin after its folder, \`${folder}\``
                        : `the manifest has no \`name\`: Copilot CLI names the plugin after its folder, \`${folder}\``,
                    range: pair ? (pair.value?.range ?? pair.keyRange) : p.manifest.file.lines.range(p.root.range.start.offset, p.root.range.start.offset + 1),
                    jsonPath: pair ? pair.path : '$',
                    help: 'give the plugin a lower-case `name` of letters, digits and `-`',
                });
                continue;
            }
            const name = pair.value.value;
            if (COPILOT_PLUGIN_NAME_KEPT.test(name))
                continue;
            const installed = installedName(name);
            ctx.report({
                ...base,
                message: name === ''
                    ? `this plugin's empty name changes on \`copilot plugin install\`: it installs as ${installed ? `\`${installed}\`` : 'an empty name'}, while \`--plugin-dir\` keeps the empty name; only lower-case letters, digits and \`-\` are kept`
                    : `this plugin's name \`${name}\` changes on \`copilot plugin install\`: it installs as \`${installed}\`, while \`--plugin-dir\` keeps \`${name}\`; only lower-case letters, digits and \`-\` are kept`,
                range: pair.value.range,
                jsonPath: pair.path,
                suggestion: { msg: `rename to \`${installed}\``, applicability: 'MaybeIncorrect', edits: [{ path: p.manifest.path, range: pair.value.range, text: JSON.stringify(installed) }] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/plugin-unknown-field.js
/** A plugin manifest key Copilot CLI ignores. */





// Claude Code's manifest fields are left alone: a manifest may serve both harnesses.
const plugin_unknown_field_KNOWN = new Set([...COPILOT_PLUGIN_FIELDS, ...claude_format/* PLUGIN_FIELDS */.m]);
/**
 * Keys written for other readers on purpose: `$schema` for editors, and `extensions`, the open plugin format's
 * block of vendor data keyed by reverse-DNS names (https://agent-plugins.org). Copilot ignores both by design.
 */
const FOR_OTHER_READERS = new Set(['$schema', 'extensions']);
/* harmony default export */ const plugin_unknown_field = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-unknown-field',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A key in a Copilot CLI plugin manifest that is neither a documented Copilot plugin field nor a Claude Code one.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`plugin-manifests\`): the plugin installs and loads, the key has no effect (\`"skill": "extra/"\` loads nothing from \`extra/\`), and nothing is printed. Fields: https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-plugin-reference (read 2026-12-03): ${COPILOT_PLUGIN_FIELDS.join(', ')}.`,
        examples: {
            file: '.github/plugin/plugin.json',
            wrong: '{\n  "name": "my-plugin",\n  "skill": "more-skills/"\n}\n',
            right: '{\n  "name": "my-plugin",\n  "skills": "more-skills/"\n}\n',
            context: { 'more-skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview it.\n' },
        },
    },
    check(project, ctx) {
        for (const p of copilotPlugins(project)) {
            const taken = p.root.pairs.map((x) => x.key);
            for (const pair of p.root.pairs) {
                if (plugin_unknown_field_KNOWN.has(pair.key) || FOR_OTHER_READERS.has(pair.key))
                    continue;
                const fix = (0,suggest/* certainCorrection */.Zg)(pair.key, COPILOT_PLUGIN_FIELDS.filter((k) => !taken.includes(k)));
                const near = (0,suggest/* closest */.kp)(pair.key, COPILOT_PLUGIN_FIELDS);
                ctx.report({
                    path: p.manifest.path,
                    element: p.manifest.element,
                    message: `Copilot CLI ignores \`${pair.key}\` without a word: it is not a plugin manifest field${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                    range: pair.keyRange,
                    jsonPath: pair.path,
                    suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: p.manifest.path, range: pair.keyRange, text: JSON.stringify(fix) }] } : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/prompt-agent-unknown.js
/** A VS Code prompt file whose `agent` (or old `mode`) is a likely misspelling of a built-in agent or of a custom agent of the repository. */







/** VS Code's built-in agents a prompt file may name (documented). */
const BUILT_IN_AGENTS = ['ask', 'edit', 'agent', 'plan'];
/* harmony default export */ const prompt_agent_unknown = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/prompt-agent-unknown',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "A VS Code prompt file whose `agent` is close to, but not, a built-in agent (`ask`, `edit`, `agent`, `plan`) or a custom agent of the repository: a misspelling.",
        kinds: ['copilot-prompt'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        readsRepository: true,
        rationale: `A prompt file's \`agent\` names the agent that runs it: \`ask\`, \`edit\`, \`agent\`, \`plan\` or the name of a custom agent (documented: ${COPILOT_PROMPT_DOC}). Copilot CLI does not read prompt files (oracle/copilot/cases.json, cases \`agent-names\`, \`cloud-files\`), so this is judged from VS Code's documentation. A custom agent may also live in the user's profile, outside the repository: only a name that is a likely misspelling of a built-in agent or of one of the repository's custom agents (\`.github/agents\`, and \`.claude/agents\`, which Copilot reads too) is reported as a warning; a name of no agent here is noted as info (it needs the agent in each user's profile).`,
        examples: {
            file: '.github/prompts/review.prompt.md',
            context: { '.github/agents/reviewer.agent.md': '---\ndescription: Reviews pull requests\n---\nReview.\n' },
            wrong: '---\nagent: reviewr\ndescription: Review the current change\n---\nReview the change.\n',
            right: '---\nagent: reviewer\ndescription: Review the current change\n---\nReview the change.\n',
        },
    },
    reads: { 'copilot-prompt': ['agent', 'mode'] },
    check(project, ctx) {
        const custom = new Set();
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'copilot-agent')) {
            custom.add(a.element.name);
            custom.add((0,kinds/* copilotAgentFileName */.TZ)((0,catalog/* pathAsRead */.yj)(a.path, a.catalog)));
        }
        const known = [...BUILT_IN_AGENTS, ...custom];
        for (const prompt of (0,model/* artifactsOf */.Ns)(project, 'copilot-prompt')) {
            const pair = (0,tree/* getPair */.xf)(prompt.root, 'agent') ?? (0,tree/* getPair */.xf)(prompt.root, 'mode');
            const name = (0,tree/* scalarString */.Cg)(pair?.value);
            if (!pair?.value || name === undefined || known.includes(name))
                continue;
            const fix = (0,suggest/* certainCorrection */.Zg)(name, known);
            const near = (0,suggest/* closest */.kp)(name, known)[0]?.value;
            if (!near) {
                // Not a misspelling of a name here: the agent may live in the user's profile, so only noted.
                ctx.report({
                    path: prompt.path,
                    element: prompt.element,
                    level: 'info',
                    message: `\`${name}\` is neither a built-in agent nor a custom agent of this repository: the built-in agents are ${BUILT_IN_AGENTS.map((b) => `\`${b}\``).join(', ')}; VS Code runs a prompt file with the agent its \`${pair.key}\` names (documented), so this one needs an agent of that name in each user's profile`,
                    range: pair.value.range,
                    jsonPath: pair.path,
                });
                continue;
            }
            ctx.report({
                path: prompt.path,
                element: prompt.element,
                message: `\`${name}\` is neither a built-in agent nor a custom agent of this repository: the built-in agents are ${BUILT_IN_AGENTS.map((b) => `\`${b}\``).join(', ')}; VS Code runs a prompt file with the agent its \`${pair.key}\` names (documented) (did you mean \`${near}\`?)`,
                range: pair.value.range,
                jsonPath: pair.path,
                suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: prompt.path, range: pair.value.range, text: fix }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/prompt-frontmatter.js
/** The header of a VS Code prompt file (`.github/prompts/*.prompt.md`): fields VS Code does not know, `mode`, wrong types. */



const prompt_frontmatter_KNOWN = Object.keys(COPILOT_PROMPT_FIELDS);
/* harmony default export */ const prompt_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/prompt-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A VS Code prompt file (`.github/prompts/*.prompt.md`) whose header does not parse, has a field VS Code does not document, the old `mode` (now `agent`), or a field of the wrong type.',
        kinds: ['copilot-prompt'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Prompt files are a VS Code feature, documented at ${COPILOT_PROMPT_DOC}: an optional YAML header with \`description\`, \`name\`, \`argument-hint\`, \`agent\` (the agent that runs the prompt; its earlier name was \`mode\`), \`model\` (strings) and \`tools\` (a list of tool names). Copilot CLI ${COPILOT_VERSION} does not read prompt files at all (oracle/copilot/cases.json, cases \`agent-names\` and \`cloud-files\`: the file is in neither \`copilot instruction list\` nor the request, and nothing is logged), so what is checked here is the documented format ("documented"), not a recorded run. A field outside the documented list has no documented effect; \`mode\` gets the certain rename to \`agent\`.`,
        examples: {
            file: '.github/prompts/review.prompt.md',
            wrong: '---\nmode: agent\ndescription: Review the current change\n---\nReview the change.\n',
            right: '---\nagent: agent\ndescription: Review the current change\n---\nReview the change.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        if (!fm?.present)
            return;
        if (fm.problems.length > 0 && (fm.root === null || fm.lenient)) {
            const p = fm.problems[0];
            ctx.report({ message: `This prompt file's header is not valid YAML (${p.message}): VS Code reads it as YAML (documented), so its fields may not be read as written`, range: p.range });
            return;
        }
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            if (p.key === 'lints')
                continue;
            if (p.key === 'mode') {
                const taken = artifact.root?.type === 'map' && artifact.root.pairs.some((q) => q.key === 'agent');
                ctx.report({
                    message: '`mode` is the old name of `agent` in a prompt file (documented)',
                    range: p.keyRange,
                    jsonPath: p.path,
                    suggestion: taken ? undefined : { msg: 'rename to `agent`', applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: 'agent' }] },
                });
                continue;
            }
            const type = COPILOT_PROMPT_FIELDS[p.key];
            if (!type) {
                const fix = (0,suggest/* certainCorrection */.Zg)(p.key, prompt_frontmatter_KNOWN);
                const near = (0,suggest/* closest */.kp)(p.key, prompt_frontmatter_KNOWN);
                ctx.report({
                    message: `\`${p.key}\` is not a prompt file field${near[0] ? ` (did you mean \`${near[0].value}\`?)` : ''}: VS Code documents ${prompt_frontmatter_KNOWN.map((k) => `\`${k}\``).join(', ')}`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
                });
                continue;
            }
            const v = p.value;
            if (!v)
                continue;
            const ok = type === 'string'
                ? v.type === 'scalar' && typeof v.value === 'string'
                : v.type === 'seq' && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string');
            if (ok)
                continue;
            ctx.report({ message: `\`${p.key}\` of a prompt file is ${type === 'string' ? 'a string' : 'a list of tool names'} (documented)`, range: v.range, jsonPath: p.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/settings-directory-missing.js
/** A folder named by `agentDirectories`, `skillDirectories` or `hookDirectories` that the repository does not hold. */






/* harmony default export */ const settings_directory_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/settings-directory-missing',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A folder listed in `agentDirectories`, `skillDirectories` or `hookDirectories` of `.github/copilot/settings.json` that is not in the repository, or not inside it (absolute, `../`, empty): Copilot CLI loads nothing from it.',
        kinds: ['copilot-settings'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`settings-directories\`): the folders are relative to the repository root (\`./\` optional). Copilot reads the agents, skills and hooks of the folders that exist, and for one that does not it only writes a warning to its debug log ("customization directory 'missing/skills' is missing or not a directory"); the session starts as usual. A folder that is written with a typo, or that a build step has not made yet, is therefore found by nobody. A path that is absolute, leaves the repository (\`../x\`) or is empty is skipped the same way, with "must name a directory inside the declaring workspace" (the mutation probes of oracle/copilot/mutations.json). agentlint checks the agents, skills and hooks of the listed folders like those of \`.github/\`.`,
        examples: {
            file: '.github/copilot/settings.json',
            context: { 'tools/copilot-agents/helper.agent.md': '---\ndescription: Writes the release notes.\n---\nWrite the release notes.\n' },
            wrong: '{\n  "agentDirectories": ["tools/copilot-agent"]\n}\n',
            right: '{\n  "agentDirectories": ["tools/copilot-agents"]\n}\n',
        },
    },
    check(project, ctx) {
        for (const artifact of project.artifacts) {
            if (artifact.kind !== 'copilot-settings')
                continue;
            for (const key of Object.keys(kinds/* COPILOT_DIRECTORY_SETTINGS */.$7)) {
                const list = (0,tree/* getNode */.Zl)(artifact.root, key);
                for (const item of list?.type === 'seq' ? list.items : []) {
                    if (item.type !== 'scalar' || typeof item.value !== 'string')
                        continue; // copilot/settings-invalid
                    // An absolute path, one that leaves the repository, or an empty one: skipped with "must name a directory
                    // inside the declaring workspace".
                    if ((0,config_folder/* outsideCopilotWorkspace */.lq)(item.value)) {
                        ctx.report({
                            path: artifact.path,
                            element: artifact.element,
                            message: `\`${item.value}\` is not a folder inside the repository: Copilot CLI loads nothing from it and says so only in its debug log ("must name a directory inside the declaring workspace")`,
                            range: item.range,
                            jsonPath: item.path,
                        });
                        continue;
                    }
                    const dir = (0,config_folder/* configFolder */.vg)(item.value, config_folder/* COPILOT_FOLDER */.KY);
                    if (dir === null)
                        continue;
                    const at = { path: artifact.path, element: artifact.element, range: item.range, jsonPath: item.path };
                    (0,missing_path/* reportMissingPath */.w)(project, ctx, dir, 'dir', at, () => `\`${item.value}\` is not a folder of the repository: Copilot CLI loads nothing from it and says so only in its debug log ("customization directory … is missing or not a directory")`);
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/settings-invalid.js
/** Repository settings with a value of the wrong type: Copilot CLI ignores the whole file. */



/** The CLI's complaint about `n` under `key`, and the node it is about. */
function problem(want, n, key) {
    if (want === 'any')
        return undefined;
    if (typeof want === 'string')
        return typeMismatch(want, n, key);
    if ('enum' in want) {
        const v = n?.type === 'scalar' ? n.value : undefined;
        if (typeof v === 'string' && want.enum.includes(v))
            return undefined;
        const expected = `Expected ${want.enum.map((e) => `'${e}'`).join(' | ')}`;
        return { what: typeof v === 'string' ? `${key}: Invalid enum value. ${expected}, received '${v}'` : `${key}: ${expected}, received ${received(n)}`, node: n };
    }
    if (n?.type !== 'map')
        return { what: `${key}: Expected object, received ${received(n)}`, node: n };
    for (const p of n.pairs) {
        const bad = typeMismatch(want.map, p.value, `${key}.${p.key}`);
        if (bad)
            return bad;
    }
    return undefined;
}
/* harmony default export */ const settings_invalid = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/settings-invalid',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A value of the wrong type in `.github/copilot/settings.json` or `settings.local.json`: Copilot CLI ignores the whole file.',
        kinds: ['copilot-settings'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`settings\` and \`settings-applied\`): one bad value and none of the file's settings apply (\`disableAllHooks: true\` beside a bad \`mergeStrategy\` no longer disables the hooks). The only trace is a debug-log warning "Ignored invalid repository settings … could not be loaded: Settings config error: …".`,
        examples: {
            file: '.github/copilot/settings.json',
            wrong: '{\n  "disableAllHooks": "yes",\n  "model": "gpt-4.1"\n}\n',
            right: '{\n  "disableAllHooks": true,\n  "model": "gpt-4.1"\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const p of root.pairs) {
            const want = COPILOT_REPO_SETTINGS[p.key];
            if (!want)
                continue;
            const bad = problem(want, p.value, p.key);
            if (!bad)
                continue;
            ctx.report({
                message: `Copilot CLI ignores this whole settings file: "${bad.what}" (its log says "Ignored invalid repository settings")`,
                range: (bad.node ?? p.value)?.range ?? p.keyRange,
                jsonPath: p.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/settings-unknown-key.js
/** Keys repository settings cannot set: Copilot CLI ignores them without a word. */



const settings_unknown_key_KNOWN = Object.keys(COPILOT_REPO_SETTINGS);
/* harmony default export */ const settings_unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/settings-unknown-key',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A key in `.github/copilot/settings.json` or `settings.local.json` that a repository cannot set (unknown, or a user-only setting such as `banner`).',
        kinds: ['copilot-settings'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`settings-applied\`): the file still applies, the key has no effect, and nothing is logged. \`copilot config --repo <key>\` lists the settings a repository can override: ${settings_unknown_key_KNOWN.join(', ')}.`,
        examples: {
            file: '.github/copilot/settings.json',
            wrong: '{\n  "disableAllHook": true\n}\n',
            right: '{\n  "disableAllHooks": true\n}\n',
        },
    },
    check(artifact, ctx) {
        if (artifact.root?.type !== 'map')
            return;
        for (const p of artifact.root.pairs) {
            if (settings_unknown_key_KNOWN.includes(p.key))
                continue;
            // No rename onto a key the file already sets: that would make a duplicate key.
            const taken = artifact.root.pairs.map((x) => x.key);
            const fix = (0,suggest/* certainCorrection */.Zg)(p.key, settings_unknown_key_KNOWN.filter((k) => !taken.includes(k)));
            const near = (0,suggest/* closest */.kp)(p.key, settings_unknown_key_KNOWN);
            ctx.report({
                message: `Copilot CLI ignores \`${p.key}\` here without a word: it is not a setting a repository can override${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/setup-steps-job.js
/** `.github/workflows/copilot-setup-steps.yml` without a job named `copilot-setup-steps`. */




/* harmony default export */ const setup_steps_job = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/setup-steps-job',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`.github/workflows/copilot-setup-steps.yml` has no job named `copilot-setup-steps`: Copilot\'s cloud agent does not run its steps.',
        kinds: ['copilot-setup-steps'],
        harness: 'copilot',
        optIn: false,
        fixable: 'maybe',
        rationale: `Copilot's cloud (coding) agent runs the steps of the job \`copilot-setup-steps\` of \`.github/workflows/copilot-setup-steps.yml\` before it starts work; "the job MUST be called \`copilot-setup-steps\` or it will not be picked up" (documented: ${COPILOT_SETUP_STEPS_DOC}; Copilot CLI ${COPILOT_VERSION} ships the same text as its built-in skill \`customize-cloud-agent\`). The file is GitHub's cloud agent's, which cannot run here: Copilot CLI does not read it (oracle/copilot/cases.json, case \`cloud-files\`: nothing of it reached the request or the log), so this rule rests on the documentation. A workflow with a single job of another name gets a rename suggestion.`,
        examples: {
            file: '.github/workflows/copilot-setup-steps.yml',
            wrong: 'on: workflow_dispatch\njobs:\n  setup:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n',
            right: 'on: workflow_dispatch\njobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const jobs = (0,tree/* getPair */.xf)(root, 'jobs');
        if (jobs?.value?.type === 'map' && jobs.value.pairs.some((p) => p.key === COPILOT_SETUP_STEPS_JOB))
            return;
        const only = jobs?.value?.type === 'map' && jobs.value.pairs.length === 1 ? jobs.value.pairs[0] : undefined;
        ctx.report({
            message: `No job is named \`${COPILOT_SETUP_STEPS_JOB}\`: Copilot's cloud agent picks up only that job, so none of these steps run before it starts work (documented)`,
            range: only ? only.keyRange : jobs ? jobs.keyRange : (0,source/* firstLine */.TM)(artifact.file),
            jsonPath: only ? only.path : jobs?.path,
            suggestion: only ? { msg: `rename the job to \`${COPILOT_SETUP_STEPS_JOB}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: only.keyRange, text: COPILOT_SETUP_STEPS_JOB }] } : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/setup-steps-job-key.js
/** Keys of the `copilot-setup-steps` job that Copilot's cloud agent ignores, and a `timeout-minutes` over 59. */



/* harmony default export */ const setup_steps_job_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/setup-steps-job-key',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `A key of the \`copilot-setup-steps\` job that Copilot's cloud agent ignores (only ${COPILOT_SETUP_STEPS_KEYS.map((k) => `\`${k}\``).join(', ')} are honoured), or a \`timeout-minutes\` over ${COPILOT_SETUP_STEPS_MAX_MINUTES}.`,
        kinds: ['copilot-setup-steps'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `"You can only customize the following settings of the \`copilot-setup-steps\` job. If you try to customize other settings, your changes will be ignored": ${COPILOT_SETUP_STEPS_KEYS.map((k) => `\`${k}\``).join(', ')}, with \`timeout-minutes\` at most ${COPILOT_SETUP_STEPS_MAX_MINUTES} (documented: ${COPILOT_SETUP_STEPS_DOC}; the same text is Copilot CLI ${COPILOT_VERSION}'s built-in skill \`customize-cloud-agent\`). So \`env\`, \`container\`, \`if\`, \`strategy\`… of that job have no effect when the cloud agent runs it (they still apply when the workflow runs as an ordinary workflow). Copilot CLI does not read the file (oracle/copilot/cases.json, case \`cloud-files\`); this rule rests on the documentation.`,
        examples: {
            file: '.github/workflows/copilot-setup-steps.yml',
            wrong: 'on: workflow_dispatch\njobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    timeout-minutes: 90\n    steps:\n      - uses: actions/checkout@v5\n',
            right: 'on: workflow_dispatch\njobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    timeout-minutes: 45\n    steps:\n      - uses: actions/checkout@v5\n',
        },
    },
    check(artifact, ctx) {
        const jobs = (0,tree/* getPair */.xf)(artifact.root, 'jobs')?.value;
        const job = jobs?.type === 'map' ? jobs.pairs.find((p) => p.key === COPILOT_SETUP_STEPS_JOB)?.value : undefined;
        if (job?.type !== 'map')
            return;
        for (const p of job.pairs) {
            if (!COPILOT_SETUP_STEPS_KEYS.includes(p.key)) {
                ctx.report({ message: `Copilot's cloud agent ignores \`${p.key}\` in the \`${COPILOT_SETUP_STEPS_JOB}\` job: only ${COPILOT_SETUP_STEPS_KEYS.map((k) => `\`${k}\``).join(', ')} are honoured (documented)`, range: p.keyRange, jsonPath: p.path });
                continue;
            }
            if (p.key !== 'timeout-minutes' || p.value?.type !== 'scalar' || typeof p.value.value !== 'number')
                continue;
            if (p.value.value > COPILOT_SETUP_STEPS_MAX_MINUTES) {
                ctx.report({ message: `\`timeout-minutes\` of the \`${COPILOT_SETUP_STEPS_JOB}\` job is at most ${COPILOT_SETUP_STEPS_MAX_MINUTES} (documented): ${p.value.value} is over it`, range: p.value.range, jsonPath: p.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/skill-load.js
/** Copilot CLI skills that fail to load (no frontmatter, description over 1024 characters). */



/* harmony default export */ const skill_load = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/skill-load',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: `A skill Copilot CLI fails to load: no or malformed YAML frontmatter, a \`name\` or \`description\` that is not a string, an empty \`name\`, or a \`description\` longer than ${COPILOT_SKILL_DESCRIPTION_MAX} characters (also \`.claude/skills\`, which Copilot reads).`,
        kinds: ['copilot-skill'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${COPILOT_VERSION} with \`copilot skill list\` (oracle/copilot/cases.json, cases \`skills\`, \`planted-tree\`; and the mutation probes of oracle/copilot/mutations.json: a \`name\` or \`description\` that is not a string, an empty or blank \`name\` ("Skill name must not be empty"); an empty \`description\`, a \`name\` with capitals or spaces and any \`license\` load; in a \`skillDirectories\` folder the skill is left out of the session without a log line, \`settings-directories\`): such a skill is listed under "The following skills failed to load" and is not offered to the model.`,
        examples: {
            file: '.github/skills/deploy/SKILL.md',
            wrong: '# Deploy\n\nRun the deploy script.\n',
            right: '---\nname: deploy\ndescription: Deploys the service to staging\n---\n# Deploy\n\nRun the deploy script.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        if (!fm)
            return;
        if (!fm.present || fm.problems.length > 0) {
            ctx.report({
                message: 'Copilot CLI fails to load this skill: "missing or malformed YAML frontmatter"',
                range: fm.problems[0]?.range ?? (0,source/* firstLine */.TM)(artifact.file),
            });
            return;
        }
        const pairs = artifact.root?.type === 'map' ? artifact.root.pairs : [];
        // Mutation probes (oracle/copilot/mutations.json, copilot-skill:/name:*, /description:*).
        for (const key of ['name', 'description']) {
            const p = pairs.find((x) => x.key === key);
            if (!p)
                continue;
            const v = p.value;
            const text = v?.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined;
            const why = text === undefined ? `Skill ${key} must be a string` : key === 'name' && text.trim() === '' ? 'Skill name must not be empty' : undefined;
            if (why)
                ctx.report({ message: `Copilot CLI fails to load this skill: "${why}"`, range: v?.range ?? p.keyRange, jsonPath: p.path });
        }
        const d = pairs.find((p) => p.key === 'description');
        if (d?.value?.type === 'scalar' && typeof d.value.value === 'string' && d.value.value.length > COPILOT_SKILL_DESCRIPTION_MAX) {
            ctx.report({
                message: `Copilot CLI fails to load this skill: its description has ${d.value.value.length} characters ("Skill description must be at most ${COPILOT_SKILL_DESCRIPTION_MAX} characters")`,
                range: d.value.range,
                jsonPath: d.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/copilot/rules/index.js
/**
 * GitHub Copilot CLI: custom agents, skills, hooks, MCP servers, repository settings, plugin manifests and marketplaces,
 * path-specific instructions; and the files of other Copilot surfaces (documented): VS Code's prompt files and the
 * cloud agent's setup-steps workflow.
 */





























const COPILOT_RULES = [
    agent_dropped, agent_unknown_field, agent_tool_unknown, agent_duplicate, skill_load, hooks_file_invalid, hook_event_unknown, hook_type, hook_skipped,
    mcp_server_skipped, mcp_file_shadowed, settings_invalid, settings_unknown_key, settings_directory_missing, plugin_name, plugin_component_path, plugin_unknown_field,
    marketplace_invalid, marketplace_source_missing, agent_prompt_length, instructions_frontmatter, instructions_apply_to, instructions_exclude_agent,
    instructions_unknown_key, prompt_frontmatter, prompt_agent_unknown, setup_steps_job, setup_steps_job_key, plugin_field_ignored,
];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

/***/ 8725:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ hookEvents),
/* harmony export */   C: () => (/* binding */ hookEntries)
/* harmony export */ });
/* harmony import */ var _unknown_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2818);
/** Shared walk over `.github/hooks/*.json` (not a rule). */

function hookEvents(a) {
    return (0,_unknown_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .hooksMap */ .Vl)(a)?.pairs ?? [];
}
function hookEntries(a) {
    return hookEvents(a).flatMap((event) => (event.value?.type === 'seq' ? event.value.items.map((entry) => ({ event, entry })) : []));
}


/***/ })

};
