export const id = 34;
export const ids = [34];
export const modules = {

/***/ 4034:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CURSOR_RULES: () => (/* binding */ CURSOR_RULES),
  RULES: () => (/* binding */ CURSOR_RULES)
});

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/known-values.js
/**
 * Cursor: every value here is DOCUMENTED, none is observed. Cursor has no CLI
 * that installs and runs offline here (its `agent` CLI needs an account and the
 * network), so agentlint has no oracle for Cursor; each rule that uses these
 * values says "documented" and links the page.
 *
 * [D] = Cursor's own documentation, quoted verbatim. The pages were read on
 * 2026-12-03 through stored copies: the `.md` renditions of cursor.com/docs
 * (snapshot 2026-08-25, quoted verbatim in a public research repository) and
 * mirrors of the same pages; the quotes below are the docs' words.
 * [3P] = a third-party page; no rule rests on a [3P] claim alone.
 */
/** https://cursor.com/docs/rules — read 2026-12-03. */
const CURSOR_DOCS_RULES = 'https://cursor.com/docs/rules';
/** https://cursor.com/help/customization/rules — read 2026-12-03. */
const CURSOR_HELP_RULES = 'https://cursor.com/help/customization/rules';
/** https://cursor.com/docs/mcp — read 2026-12-03. */
const CURSOR_DOCS_MCP = 'https://cursor.com/docs/mcp';
/** https://cursor.com/docs/hooks — read 2026-12-03. */
const CURSOR_DOCS_HOOKS = 'https://cursor.com/docs/hooks';
/** https://cursor.com/docs/subagents — read 2026-12-03. */
const CURSOR_DOCS_SUBAGENTS = 'https://cursor.com/docs/subagents';
/**
 * Project rule frontmatter [D] (cursor.com/docs/rules): "Control how rules are applied from
 * the type dropdown which changes properties `description`, `globs`, `alwaysApply`." The
 * truth table there: `alwaysApply: true` → always included; `false` + `globs` → auto-attached;
 * `false` + `description` → the agent decides; none → "Included only when you `@`-mention
 * the rule in chat" (Manual is a documented mode, not a mistake).
 * `globs` [D]: "Separate multiple patterns with commas" (example `docs/**\/*.md, docs/**\/*.mdx`).
 * A YAML list for `globs` is not documented [D is silent]; third-party linters accept it [3P:
 * skillsaw `cursor-rules-valid`], so agentlint does not flag it.
 */
const CURSOR_RULE_FIELDS = {
    description: 'string',
    globs: 'globs',
    alwaysApply: 'boolean',
};
/**
 * [D] cursor.com/docs/rules: "Project rules must use the `.mdc` extension. A plain `.md` file
 * in `.cursor/rules` is ignored by the rules system because it has no frontmatter to specify
 * `description`, `globs`, and `alwaysApply`. If you prefer plain markdown, use AGENTS.md instead."
 */
const CURSOR_RULE_EXTENSION = '.mdc';
/** [D] cursor.com/docs/rules, best practices: "Keep rules under 500 lines" / "Split large rules into multiple, composable rules". */
const CURSOR_RULE_MAX_LINES = 500;
/**
 * [D] cursor.com/help/customization/rules: "The `.cursorrules` file in your project root is
 * legacy and will be deprecated." Migration given there: copy its content into a rule file
 * under `.cursor/rules`, then "Delete the `.cursorrules` file from your project root."
 */
const CURSOR_LEGACY_RULES_FILE = '.cursorrules';
/**
 * `.cursor/mcp.json` [D] cursor.com/docs/mcp: `{"mcpServers": {name: {...}}}`; STDIO fields
 * `type` ("stdio"), `command` (required: "Command to start the server executable"), `args`
 * ("Array of arguments passed to the command"), `env` ("Environment variables for the server"),
 * `envFile` ("Path to an environment file"); remote servers: `url` and `headers`; OAuth: `auth`.
 * "Remote servers (HTTP/SSE) do not support `envFile`."
 */
const CURSOR_MCP_FIELDS = (/* unused pure expression or super */ null && (['type', 'command', 'args', 'env', 'envFile', 'url', 'headers', 'auth']));
/**
 * [D] cursor.com/docs/mcp, "Config interpolation": "Cursor resolves variables in these fields:
 * `command`, `args`, `env`, `url`, and `headers`. Supported syntax: `${env:NAME}`,
 * `${userHome}`, `${workspaceFolder}`, `${workspaceFolderBasename}`, `${pathSeparator}` and `${/}`."
 */
const CURSOR_MCP_INTERPOLATED_FIELDS = ['command', 'args', 'env', 'url', 'headers'];
const CURSOR_MCP_VARIABLES = ['userHome', 'workspaceFolder', 'workspaceFolderBasename', 'pathSeparator', '/'];
/**
 * `.cursor/hooks.json` events [D] cursor.com/docs/hooks, "Configuration": "The Agent hooks
 * (`sessionStart`, `sessionEnd`, `preToolUse`, `postToolUse`, `postToolUseFailure`,
 * `subagentStart`, `subagentStop`, `beforeShellExecution`, `afterShellExecution`,
 * `beforeMCPExecution`, `afterMCPExecution`, `beforeReadFile`, `afterFileEdit`,
 * `beforeSubmitPrompt`, `preCompact`, `stop`, `afterAgentResponse`, `afterAgentThought`) ...
 * The Tab hooks (`beforeTabFileRead`, `afterTabFileEdit`) ... The app lifecycle hook
 * (`workspaceOpen`)". What Cursor does with another key is not documented; third parties
 * report it is ignored without a word [3P: skillsaw `cursor-hooks-valid`].
 */
const CURSOR_HOOK_EVENTS = [
    'sessionStart', 'sessionEnd', 'preToolUse', 'postToolUse', 'postToolUseFailure', 'subagentStart', 'subagentStop',
    'beforeShellExecution', 'afterShellExecution', 'beforeMCPExecution', 'afterMCPExecution', 'beforeReadFile', 'afterFileEdit',
    'beforeSubmitPrompt', 'preCompact', 'stop', 'afterAgentResponse', 'afterAgentThought',
    'beforeTabFileRead', 'afterTabFileEdit', 'workspaceOpen',
];
/**
 * Hook definition options [D] cursor.com/docs/hooks, "Per-Script Configuration Options":
 * `command` string (required), `type` `"command"` | `"prompt"` (default `"command"`),
 * `timeout` number (seconds), `loop_limit` number | null, `failClosed` boolean, `matcher`.
 * Global options: `version` number, default `1`. A `type: "prompt"` hook carries `prompt`
 * text instead of a command [3P: skillsaw `cursor-hooks-valid`; the docs table lists `type`].
 */
const CURSOR_HOOK_TYPES = ['command', 'prompt'];
/**
 * Subagent frontmatter [D] cursor.com/docs/subagents, "Configuration fields": `name` (string,
 * default from the file name), `description` (string), `model` (string, default `inherit`:
 * `inherit`, `fast` or a model ID), `readonly` (boolean, default `false`), `is_background`
 * (boolean, default `false`). Locations [D]: `.cursor/agents/` (also `.claude/agents/` and
 * `.codex/agents/` for compatibility; `.cursor/` wins a name clash).
 */
/**
 * Skills [D] https://cursor.com/docs/skills: "Skills are automatically loaded from these
 * locations: `.agents/skills/`, `.cursor/skills/` (project), `~/.agents/skills/`,
 * `~/.cursor/skills/` (user)"; "For compatibility, Cursor also loads skills from Claude and Codex
 * directories: `.claude/skills/`, `.codex/skills/`"; "Each skill should be a folder containing a
 * `SKILL.md` file"; "Cursor walks the skills root recursively and picks up any `SKILL.md` it
 * finds"; "A `.cursor/skills/` (or `.agents/skills/`) folder anywhere inside your repository is
 * picked up". agentlint reads all four folders for Cursor (the other harnesses' with evidence false), and
 * has no skill rule yet: the frontmatter field table was not found (docs/harnesses/cursor.md).
 */
const CURSOR_DOCS_SKILLS = 'https://cursor.com/docs/skills';
const CURSOR_AGENT_FIELDS = {
    name: 'string',
    description: 'string',
    model: 'string',
    readonly: 'boolean',
    is_background: 'boolean',
};
/**
 * `.cursor/environment.json`, the cloud (background) agent's machine [D]:
 * https://docs.cursor.com/background-agents (read 2026-12-04): "The machine setup lives in
 * `.cursor/environment.json`, which can be committed in your repo (recommended)"; `install` runs
 * first ("Design it to run multiple times"), then `start`, then `terminals`.
 * Its schema [D], https://cursor.com/schemas/environment.schema.json (published by Cursor, catalogued
 * by SchemaStore as `cursor-agent-environment` for `**\/.cursor/environment.json`; read 2026-12-04
 * through the catalogue's rendering at catalog.lintel.tools): all of a `container` object (`build`:
 * an object with `dockerfile`, a string, required, and `context`, a string, both "relative to the
 * folder containing the environment.json file"; `snapshot`: a string; `agentCanUpdateSnapshot`: a
 * boolean) and a `common` object (`name`, `user`, `install`, `start`: strings; `repositoryDependencies`:
 * an array of strings; `ports`: an array of objects; `terminals`: an array of objects).
 */
const CURSOR_DOCS_ENVIRONMENT = 'https://docs.cursor.com/background-agents';
const CURSOR_ENVIRONMENT_SCHEMA = 'https://cursor.com/schemas/environment.schema.json';
const CURSOR_ENVIRONMENT_FIELDS = {
    name: 'string',
    user: 'string',
    install: 'string',
    start: 'string',
    snapshot: 'string',
    agentCanUpdateSnapshot: 'boolean',
    repositoryDependencies: 'string[]',
    ports: 'object[]',
    terminals: 'object[]',
    build: 'build',
};
/**
 * Cursor plugins [D] (https://cursor.com/docs/reference/plugins, read 2026-12-07 through a stored copy of its `.md`
 * rendition): "Every plugin requires a `.cursor-plugin/plugin.json` manifest file"; `name` is required: "Plugin
 * identifier. Lowercase, kebab-case (alphanumerics, hyphens, and periods). Must start and end with an alphanumeric
 * character." Component folders by default: `rules/`, `skills/`, `agents/`, `commands/`, `hooks/hooks.json`,
 * `mcp.json`. Field types from Cursor's published schema (github.com/cursor/plugins `schemas/plugin.schema.json`).
 */
const CURSOR_DOCS_PLUGINS = 'https://cursor.com/docs/reference/plugins';
const CURSOR_PLUGIN_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
/** The type of each documented manifest field: `paths` is a path or glob, or an array of them. */
const CURSOR_PLUGIN_FIELDS = {
    name: 'string', displayName: 'string', description: 'string', version: 'string', author: 'object', publisher: 'string',
    homepage: 'string', repository: 'string', license: 'string', logo: 'string', keywords: 'strings', category: 'string', tags: 'strings',
    commands: 'paths', agents: 'paths', skills: 'paths', rules: 'paths', hooks: 'string-or-object', variables: 'object', mcpServers: 'servers',
};

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/lib/field-types.js
/** Reports `p` when its value is not of type `want`; a quoted `true`/`false` gets a certain fix. */
function checkFieldType(artifact, ctx, p, want, docs) {
    const v = p.value;
    if (!v || (v.type === 'scalar' && v.value === null))
        return;
    const what = v.type === 'scalar' ? `the ${typeof v.value} \`${String(v.value)}\`` : `a ${v.type === 'seq' ? 'list' : 'map'}`;
    if (want === 'boolean' && !(v.type === 'scalar' && typeof v.value === 'boolean')) {
        const text = v.type === 'scalar' ? String(v.value).toLowerCase() : '';
        const fix = text === 'true' || text === 'false' ? text : undefined;
        ctx.report({
            message: `\`${p.key}\` must be a boolean (\`true\` or \`false\`), not ${what} (documented: ${docs})`,
            range: v.range,
            jsonPath: p.path,
            suggestion: fix ? { msg: `write \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: fix }] } : undefined,
        });
    }
    else if (want === 'string' && !(v.type === 'scalar' && typeof v.value === 'string')) {
        ctx.report({ message: `\`${p.key}\` must be a string, not ${what} (documented: ${docs})`, range: v.range, jsonPath: p.path });
    }
    else if (want === 'globs' && !(v.type === 'seq' || (v.type === 'scalar' && typeof v.value === 'string'))) {
        ctx.report({ message: `\`globs\` must be a comma-separated string of globs, not ${what} (documented: ${docs})`, range: v.range, jsonPath: p.path });
    }
}

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/agent-frontmatter.js
/** Cursor subagent frontmatter of the wrong type: a quoted `readonly`, a `model` that is not a string. */



/* harmony default export */ const agent_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/agent-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Cursor subagent (`.cursor/agents/*.md`, or Claude Code\'s `.claude/agents/*.md`, which Cursor also reads) whose `name`, `description` or `model` is not a string, or whose `readonly` or `is_background` is not a boolean.',
        kinds: ['cursor-agent'],
        harness: 'cursor',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${CURSOR_DOCS_SUBAGENTS}, "Configuration fields"): \`name\` (string), \`description\` (string), \`model\` (string: \`inherit\`, \`fast\` or a model ID), \`readonly\` (boolean, default \`false\`), \`is_background\` (boolean, default \`false\`). A quoted \`"true"\` is a string, not the documented boolean; what Cursor makes of it is not documented. The same page lists \`.claude/agents/\` as a compatibility location, so those files are checked for Cursor too when the repository uses Cursor. Other keys are not flagged: the docs do not say what Cursor does with them. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/agents/verifier.md',
            wrong: '---\nname: verifier\ndescription: Validates completed work.\nreadonly: "true"\n---\nCheck that the work is done.\n',
            right: '---\nname: verifier\ndescription: Validates completed work.\nreadonly: true\n---\nCheck that the work is done.\n',
        },
    },
    check(artifact, ctx) {
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            const want = CURSOR_AGENT_FIELDS[p.key];
            if (want)
                checkFieldType(artifact, ctx, p, want, CURSOR_DOCS_SUBAGENTS);
        }
    },
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/environment-paths.js
/** `build.dockerfile` / `build.context` of `.cursor/environment.json` naming nothing in the repository. */





/* harmony default export */ const environment_paths = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'cursor/environment-paths',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`.cursor/environment.json` whose `build.dockerfile` names no file, or whose `build.context` names no folder, relative to `.cursor/`.',
        kinds: ['cursor-environment'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_ENVIRONMENT_SCHEMA}): \`dockerfile\` is "The location of the Dockerfile that defines the contents of the container" and \`context\` "The location of the context folder for building the Docker image"; for both, "The path is relative to the folder containing the environment.json file", that is \`.cursor/\`, not the repository root. A \`"dockerfile": ".cursor/Dockerfile"\` looks for \`.cursor/.cursor/Dockerfile\`. Paths outside the repository and absolute paths are not checked. Not observed: the cloud agent runs only on Cursor's machines.`,
        examples: {
            file: '.cursor/environment.json',
            wrong: '{\n  "build": { "dockerfile": ".cursor/Dockerfile", "context": ".." }\n}\n',
            right: '{\n  "build": { "dockerfile": "Dockerfile", "context": ".." }\n}\n',
            context: { '.cursor/Dockerfile': 'FROM ubuntu:24.04\n' },
        },
    },
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'cursor-environment')) {
            const build = (0,tree/* getPair */.xf)(a.root, 'build')?.value;
            if (build?.type !== 'map')
                continue;
            const base = external_node_path_.posix.dirname(a.path);
            for (const [key, want] of [['dockerfile', 'file'], ['context', 'dir']]) {
                const v = (0,tree/* getPair */.xf)(build, key)?.value;
                if (v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value.trim() || external_node_path_.posix.isAbsolute(v.value))
                    continue;
                const target = external_node_path_.posix.normalize(external_node_path_.posix.join(base, v.value));
                if (target === '..' || target.startsWith('../'))
                    continue;
                const found = project.stat(target === '.' ? '' : target);
                if (found === want || (target === '.' && want === 'dir'))
                    continue;
                const hint = want === 'file' && v.value.startsWith('.cursor/') && project.stat(external_node_path_.posix.normalize(v.value)) === 'file' ? `; paths are relative to \`${base}/\`, so write \`${v.value.slice('.cursor/'.length)}\`` : '';
                ctx.report({
                    path: a.path,
                    element: a.element,
                    harness: a.harness,
                    message: `\`build.${key}\` names ${found === null ? 'nothing' : `a ${found === 'file' ? 'file' : 'folder'}, not a ${want === 'file' ? 'file' : 'folder'}`}: it is \`${v.value}\`, which is \`${target}\` from the repository root, and ${found === null ? 'nothing is there' : `that is a ${found === 'file' ? 'file' : 'folder'}, not a ${want === 'file' ? 'file' : 'folder'}`}${hint} (documented: ${CURSOR_ENVIRONMENT_SCHEMA})`,
                    range: v.range,
                    jsonPath: v.path,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/lib/json-shape.js

/** A value with its type, as written (`the number \`5\``); a collection or a null as shownValue words it. */
const kindOf = (v) => (v.type === 'scalar' && v.value !== null ? `the ${(0,json_type/* jsonType */.Br)(v)} \`${v.raw}\`` : (0,json_type/* shownValue */.JJ)(v, 'an array'));
const isScalar = (v, t) => v?.type === 'scalar' && typeof v.value === t;
/** Reports `v`: "<what> must be <want>, not <what it is>". */
function reportShape(ctx, v, what, want, docs) {
    ctx.report({ message: `${what} must be ${want}: it is ${kindOf(v)} (documented: ${docs})`, range: v.range, jsonPath: v.path });
}
/** The opening brace of an object: where a missing key belongs. */
function openingBrace(node) {
    const s = node.range.start;
    return { start: s, end: { line: s.line, column: s.column + 1, offset: s.offset + 1 } };
}

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/environment-schema.js
/** `.cursor/environment.json` values of the wrong shape, against the schema Cursor publishes for the file. */




const wrong = (ctx, v, what, want) => reportShape(ctx, v, what, want, CURSOR_ENVIRONMENT_SCHEMA);
/* harmony default export */ const environment_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/environment-schema',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`.cursor/environment.json` (the cloud agent\'s machine) whose values do not have the types of Cursor\'s published schema, or whose `build` has no `dockerfile`.',
        kinds: ['cursor-environment'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_DOCS_ENVIRONMENT}): "The machine setup lives in \`.cursor/environment.json\`"; the cloud agent runs its \`install\` command, then \`start\`, then its \`terminals\`. Cursor publishes the file's schema (${CURSOR_ENVIRONMENT_SCHEMA}): \`name\`, \`user\`, \`install\`, \`start\` and \`snapshot\` are strings, \`agentCanUpdateSnapshot\` a boolean, \`repositoryDependencies\` an array of strings, \`ports\` and \`terminals\` arrays of objects, and \`build\` an object whose \`dockerfile\` (a string) is required. What the cloud agent does with a value of another type is not documented, so this is a warning. Not observed: Cursor has no offline CLI, and the cloud agent runs only on Cursor's machines.`,
        examples: {
            file: '.cursor/environment.json',
            wrong: '{\n  "install": ["npm", "ci"],\n  "build": { "context": ".." }\n}\n',
            right: '{\n  "install": "npm ci",\n  "build": { "dockerfile": "Dockerfile", "context": ".." }\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root)
            return;
        if (root.type !== 'map')
            return wrong(ctx, root, '`.cursor/environment.json`', 'an object');
        for (const p of root.pairs) {
            const want = CURSOR_ENVIRONMENT_FIELDS[p.key];
            const v = p.value;
            if (!want || !v)
                continue;
            const what = `\`${p.key}\``;
            if (want === 'string' && !isScalar(v, 'string'))
                wrong(ctx, v, what, 'a string');
            else if (want === 'boolean' && !isScalar(v, 'boolean'))
                wrong(ctx, v, what, 'a boolean');
            else if (want === 'string[]' || want === 'object[]') {
                if (v.type !== 'seq') {
                    wrong(ctx, v, what, want === 'string[]' ? 'an array of strings' : 'an array of objects');
                    continue;
                }
                v.items.forEach((item, i) => {
                    if (want === 'string[]' ? !isScalar(item, 'string') : item.type !== 'map')
                        wrong(ctx, item, `\`${p.key}[${i}]\``, want === 'string[]' ? 'a string' : 'an object');
                });
            }
            else if (want === 'build') {
                if (v.type !== 'map') {
                    wrong(ctx, v, what, 'an object with `dockerfile`');
                    continue;
                }
                const dockerfile = (0,tree/* getPair */.xf)(v, 'dockerfile');
                if (!dockerfile)
                    ctx.report({ message: `\`build\` has no \`dockerfile\`, which the schema requires: the path of the Dockerfile, relative to \`.cursor/\` (documented: ${CURSOR_ENVIRONMENT_SCHEMA})`, range: p.keyRange, jsonPath: p.path });
                for (const key of ['dockerfile', 'context']) {
                    const kv = (0,tree/* getPair */.xf)(v, key)?.value;
                    if (kv && !isScalar(kv, 'string'))
                        wrong(ctx, kv, `\`build.${key}\``, 'a string');
                }
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/unknown-keys.js
var unknown_keys = __webpack_require__(2818);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/hook-event-unknown.js
/** An event key in `.cursor/hooks.json` that is not one of Cursor's documented hook events. */



/* harmony default export */ const hook_event_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/hook-event-unknown',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An event in `.cursor/hooks.json` that is not one of the hook events Cursor documents: its hooks never fire.',
        kinds: ['cursor-hooks'],
        harness: 'cursor',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${CURSOR_DOCS_HOOKS}): "The \`hooks\` object maps hook names to arrays of hook definitions", and the page lists the agent, Tab and app lifecycle hooks by name (\`sessionStart\` … \`workspaceOpen\`). A key outside that list names no hook, so nothing runs it; third-party linters report that Cursor loads the file and says nothing about such a key. Not observed: Cursor has no offline CLI. The fix renames a near-miss only when exactly one documented event is that close.`,
        examples: {
            file: '.cursor/hooks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdited": [{ "command": ".cursor/hooks/format.sh" }]\n  }\n}\n',
            right: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": ".cursor/hooks/format.sh" }]\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        const known = CURSOR_HOOK_EVENTS;
        for (const { pair: e, near, fix } of (0,unknown_keys/* unknownHookEvents */.Pe)(artifact, known)) {
            ctx.report({
                message: `\`${e.key}\` is not a Cursor hook event: these hooks never fire (documented: ${CURSOR_DOCS_HOOKS})${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: e.keyRange,
                jsonPath: e.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/hook-entries.js
var hook_entries = __webpack_require__(8725);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/hooks-schema.js
/** `.cursor/hooks.json` of the wrong shape: `version`, `hooks`, and each hook definition's options. */





const hooks_schema_wrong = (ctx, v, what, want) => reportShape(ctx, v, what, want, CURSOR_DOCS_HOOKS);
/** One hook definition: `{command, type?, timeout?, loop_limit?, failClosed?, matcher?}`. */
function checkDefinition(ctx, event, def) {
    if (def.type !== 'map')
        return hooks_schema_wrong(ctx, def, `a \`${event}\` hook`, 'an object with `command`');
    const type = (0,tree/* getPair */.xf)(def, 'type');
    const typeName = (isScalar(type?.value, 'string') && (0,tree/* scalarString */.Cg)(type.value)) || 'command';
    if (type?.value && !CURSOR_HOOK_TYPES.includes(typeName))
        hooks_schema_wrong(ctx, type.value, '`type`', '`"command"` or `"prompt"`');
    // A prompt hook carries its text in `prompt`; every other hook runs `command`.
    const body = typeName === 'prompt' ? 'prompt' : 'command';
    const text = (0,tree/* getPair */.xf)(def, body);
    if (!text) {
        if (typeName === 'command')
            ctx.report({ message: `this \`${event}\` hook has no \`command\`, which is required: it runs nothing (documented: ${CURSOR_DOCS_HOOKS})`, range: openingBrace(def), jsonPath: def.path });
    }
    else if (text.value && !isScalar(text.value, 'string'))
        hooks_schema_wrong(ctx, text.value, `\`${body}\``, 'a string');
    const timeout = (0,tree/* getPair */.xf)(def, 'timeout')?.value;
    if (timeout && !isScalar(timeout, 'number'))
        hooks_schema_wrong(ctx, timeout, '`timeout`', 'a number of seconds');
    const failClosed = (0,tree/* getPair */.xf)(def, 'failClosed')?.value;
    if (failClosed && !isScalar(failClosed, 'boolean'))
        hooks_schema_wrong(ctx, failClosed, '`failClosed`', '`true` or `false`');
    const loop = (0,tree/* getPair */.xf)(def, 'loop_limit')?.value;
    if (loop && !(isScalar(loop, 'number') || (loop.type === 'scalar' && loop.value === null)))
        hooks_schema_wrong(ctx, loop, '`loop_limit`', 'a number or `null`');
}
/* harmony default export */ const hooks_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/hooks-schema',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`.cursor/hooks.json` of the wrong shape: `version` not a number, `hooks` not an object of arrays, or a hook definition without a string `command`, with an unknown `type`, or with `timeout`/`failClosed`/`loop_limit` of the wrong type.',
        kinds: ['cursor-hooks'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_DOCS_HOOKS}): the file is \`{"version": 1, "hooks": {<hook name>: [<definition>, …]}}\`; \`version\` is a number (default \`1\`); each definition has \`command\` (string, required), \`type\` (\`"command"\` or \`"prompt"\`), \`timeout\` (number, seconds), \`loop_limit\` (number or \`null\`), \`failClosed\` (boolean) and \`matcher\`. What Cursor does with a value of another type is not documented, so this is a warning. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/hooks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": ".cursor/hooks/format.sh", "timeout": "30" }]\n  }\n}\n',
            right: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": ".cursor/hooks/format.sh", "timeout": 30 }]\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map') {
            if (root)
                hooks_schema_wrong(ctx, root, '`.cursor/hooks.json`', 'an object with `version` and `hooks`');
            return;
        }
        const version = (0,tree/* getPair */.xf)(root, 'version')?.value;
        if (version && !isScalar(version, 'number'))
            hooks_schema_wrong(ctx, version, '`version`', 'a number (`1`)');
        const hooks = (0,tree/* getPair */.xf)(root, 'hooks');
        if (!hooks) {
            ctx.report({ message: `\`.cursor/hooks.json\` has no \`hooks\` object, so it defines no hook (documented: ${CURSOR_DOCS_HOOKS})`, range: openingBrace(root) });
            return;
        }
        if (hooks.value && hooks.value.type !== 'map')
            return hooks_schema_wrong(ctx, hooks.value, '`hooks`', 'an object of hook names to arrays');
        for (const e of (0,hook_entries/* hookEvents */.B)(artifact)) {
            if (!e.value)
                continue;
            if (e.value.type !== 'seq')
                hooks_schema_wrong(ctx, e.value, `\`${e.key}\``, 'an array of hook definitions');
            else
                for (const def of e.value.items)
                    checkDefinition(ctx, e.key, def);
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/legacy-cursorrules.js
/** The legacy root `.cursorrules` file, which Cursor documents as legacy and to be deprecated. */



/* harmony default export */ const legacy_cursorrules = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/legacy-cursorrules',
        effect: 'style',
        category: 'migration',
        defaultLevel: 'info',
        description: 'A root `.cursorrules` file: Cursor documents it as legacy, to be deprecated in favour of `.cursor/rules/*.mdc`.',
        kinds: ['cursor-legacy-rules'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_HELP_RULES}): "The \`.cursorrules\` file in your project root is legacy and will be deprecated." The migration given there: copy its content into a rule file in \`.cursor/rules\`, then delete \`.cursorrules\`. The docs give no date or version at which Cursor stops reading it, so this is \`info\`. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursorrules',
            rightFile: '.cursor/rules/project.mdc',
            wrong: 'Use two spaces.\n',
            right: '---\nalwaysApply: true\n---\nUse two spaces.\n',
        },
    },
    check(artifact, ctx) {
        ctx.report({
            message: `\`.cursorrules\` is legacy and will be deprecated: move its content to a rule in \`.cursor/rules/*.mdc\` (documented: ${CURSOR_HELP_RULES})`,
            range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/lib/mcp-servers.js

/** The `mcpServers` pairs whose value is an object. */
function mcpServers(a) {
    const servers = (0,tree/* getPair */.xf)(a.root, 'mcpServers')?.value;
    if (servers?.type !== 'map')
        return [];
    return servers.pairs.flatMap((pair) => (pair.value?.type === 'map' ? [{ pair, config: pair.value }] : []));
}

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/mcp-interpolation.js
/** `${...}` in `.cursor/mcp.json` that is not one of the variables Cursor documents. */




// `$` is excluded inside so a run of `${${${…` is scanned once, not once per `${` (linear).
const VARIABLE = /\$\{([^}$]*)\}/g;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KNOWN = new Set(CURSOR_MCP_VARIABLES);
/** Every string scalar in a value (a string, the items of an array, the values of an object). */
function strings(v) {
    if (!v)
        return [];
    if (v.type === 'scalar')
        return typeof v.value === 'string' ? [v] : [];
    if (v.type === 'seq')
        return v.items.flatMap(strings);
    return v.pairs.flatMap((p) => strings(p.value));
}
/**
 * Documented forms: `${env:NAME}` and the named variables. `${input:...}` is left alone:
 * the docs' own STDIO table shows it in one revision, though the syntax list omits it.
 */
function documented(inner) {
    return KNOWN.has(inner) || /^env:.+/.test(inner) || inner.startsWith('input:');
}
/* harmony default export */ const mcp_interpolation = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/mcp-interpolation',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`${...}` in a `.cursor/mcp.json` server that is not a variable Cursor documents, such as `${API_KEY}` written for another harness instead of `${env:API_KEY}`.',
        kinds: ['cursor-mcp'],
        harness: 'cursor',
        optIn: false,
        fixable: 'maybe',
        rationale: `Documented (${CURSOR_DOCS_MCP}, "Config interpolation"): Cursor resolves variables in \`command\`, \`args\`, \`env\`, \`url\` and \`headers\`, and the supported syntax is \`\${env:NAME}\`, \`\${userHome}\`, \`\${workspaceFolder}\`, \`\${workspaceFolderBasename}\`, \`\${pathSeparator}\` and \`\${/}\`. Claude Code's \`\${NAME}\` is not in that list; what Cursor does with it is not documented. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/mcp.json',
            wrong: '{\n  "mcpServers": {\n    "api": { "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer ${API_TOKEN}" } }\n  }\n}\n',
            right: '{\n  "mcpServers": {\n    "api": { "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer ${env:API_TOKEN}" } }\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        const { lines } = artifact.file;
        for (const { pair, config } of mcpServers(artifact)) {
            for (const field of CURSOR_MCP_INTERPOLATED_FIELDS) {
                for (const s of strings((0,tree/* getPair */.xf)(config, field)?.value)) {
                    // Positions come from the source text (`raw`, with its quotes), so escapes cannot shift them.
                    for (const m of s.raw.matchAll(VARIABLE)) {
                        const inner = m[1];
                        if (documented(inner))
                            continue;
                        const start = s.range.start.offset + m.index;
                        const range = lines.range(start, start + m[0].length);
                        const envForm = ENV_NAME.test(inner) ? `\${env:${inner}}` : undefined;
                        ctx.report({
                            message: `\`${m[0]}\` in server \`${pair.key}\` is not a variable Cursor documents${envForm ? `: for an environment variable write \`${envForm}\`` : ''} (documented: ${CURSOR_DOCS_MCP})`,
                            range,
                            jsonPath: s.path,
                            suggestion: envForm ? { msg: `write \`${envForm}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range, text: envForm }] } : undefined,
                        });
                    }
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/mcp-no-transport.js
/** A `.cursor/mcp.json` server with neither `command` nor `url`: nothing to start or connect to. */




/* harmony default export */ const mcp_no_transport = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/mcp-no-transport',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A server in `.cursor/mcp.json` with neither `command` (a local STDIO server) nor `url` (a remote server).',
        kinds: ['cursor-mcp'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_DOCS_MCP}): a STDIO server requires \`command\` ("Required: Yes"), and an SSE or Streamable HTTP server is given by its \`url\`. A server with neither has nothing Cursor can start or connect to. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/mcp.json',
            wrong: '{\n  "mcpServers": {\n    "db": { "args": ["-y", "db-mcp"] }\n  }\n}\n',
            right: '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": ["-y", "db-mcp"] }\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        for (const { pair, config } of mcpServers(artifact)) {
            if ((0,tree/* getPair */.xf)(config, 'command') || (0,tree/* getPair */.xf)(config, 'url'))
                continue;
            ctx.report({ message: `MCP server \`${pair.key}\` has neither \`command\` nor \`url\`: Cursor has nothing to start or connect to (documented: ${CURSOR_DOCS_MCP})`, range: pair.keyRange, jsonPath: pair.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/mcp-schema.js
/** `.cursor/mcp.json` values of the wrong shape: Cursor's documented fields and their types. */





const isString = (v) => isScalar(v, 'string');
const mcp_schema_wrong = (ctx, v, what, want) => reportShape(ctx, v, what, want, CURSOR_DOCS_MCP);
/* harmony default export */ const mcp_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/mcp-schema',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`.cursor/mcp.json` whose servers do not have the documented shape: `mcpServers` not an object, `command`/`url`/`type`/`envFile` not strings, `args` not an array of strings, `env`/`headers` not objects of strings, or `envFile` on a remote server.',
        kinds: ['cursor-mcp'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_DOCS_MCP}): servers live under \`mcpServers\`; a STDIO server has \`command\` ("Command to start the server executable"), \`args\` ("Array of arguments passed to the command"), \`env\` and \`envFile\`; a remote server has \`url\` and \`headers\`; "Remote servers (HTTP/SSE) do not support \`envFile\`." What Cursor does with a value of another type is not documented, so this is a warning. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/mcp.json',
            wrong: '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": "-y db-mcp" }\n  }\n}\n',
            right: '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": ["-y", "db-mcp"] }\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map') {
            if (root)
                mcp_schema_wrong(ctx, root, '`.cursor/mcp.json`', 'an object with `mcpServers`');
            return;
        }
        const servers = (0,tree/* getPair */.xf)(root, 'mcpServers');
        if (!servers) {
            ctx.report({ message: `\`.cursor/mcp.json\` has no \`mcpServers\` object, so it configures no server (documented: ${CURSOR_DOCS_MCP})`, range: openingBrace(root) });
            return;
        }
        if (servers.value && servers.value.type !== 'map')
            return mcp_schema_wrong(ctx, servers.value, '`mcpServers`', 'an object of servers by name');
        for (const p of servers.value?.type === 'map' ? servers.value.pairs : []) {
            if (p.value && p.value.type !== 'map')
                mcp_schema_wrong(ctx, p.value, `server \`${p.key}\``, 'an object');
        }
        for (const { pair, config } of mcpServers(artifact)) {
            const of = (key) => `\`${key}\` of server \`${pair.key}\``;
            for (const key of ['type', 'command', 'url', 'envFile']) {
                const v = (0,tree/* getPair */.xf)(config, key)?.value;
                if (v && !isString(v))
                    mcp_schema_wrong(ctx, v, of(key), 'a string');
            }
            const args = (0,tree/* getPair */.xf)(config, 'args')?.value;
            if (args && args.type !== 'seq')
                mcp_schema_wrong(ctx, args, of('args'), 'an array of strings');
            (args?.type === 'seq' ? args.items : []).forEach((item, i) => !isString(item) && mcp_schema_wrong(ctx, item, of(`args[${i}]`), 'a string'));
            for (const key of ['env', 'headers']) {
                const v = (0,tree/* getPair */.xf)(config, key)?.value;
                if (v && v.type !== 'map')
                    mcp_schema_wrong(ctx, v, of(key), 'an object of strings');
                for (const e of v?.type === 'map' ? v.pairs : [])
                    if (e.value && !isString(e.value))
                        mcp_schema_wrong(ctx, e.value, of(`${key}.${e.key}`), 'a string');
            }
            const envFile = (0,tree/* getPair */.xf)(config, 'envFile');
            if (envFile && (0,tree/* getPair */.xf)(config, 'url') && !(0,tree/* getPair */.xf)(config, 'command')) {
                ctx.report({ message: `server \`${pair.key}\` is a remote server, and remote servers do not support \`envFile\`: use \`\${env:NAME}\` in \`headers\` instead (documented: ${CURSOR_DOCS_MCP})`, range: envFile.keyRange, jsonPath: envFile.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/rule-extension.js
/** A `.md` file in `.cursor/rules`: Cursor's rules system ignores it. */



/* harmony default export */ const rule_extension = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/rule-extension',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A plain `.md` file in `.cursor/rules`: Cursor ignores it; project rules must use the `.mdc` extension.',
        kinds: ['cursor-rule'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_DOCS_RULES}): "Project rules must use the \`.mdc\` extension. A plain \`.md\` file in \`.cursor/rules\` is ignored by the rules system because it has no frontmatter to specify \`description\`, \`globs\`, and \`alwaysApply\`. If you prefer plain markdown, use AGENTS.md instead." Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/rules/style.md',
            rightFile: '.cursor/rules/style.mdc',
            wrong: '---\ndescription: Code style\n---\nUse two spaces.\n',
            right: '---\ndescription: Code style\n---\nUse two spaces.\n',
        },
    },
    check(artifact, ctx) {
        if (artifact.path.endsWith(CURSOR_RULE_EXTENSION))
            return;
        ctx.report({
            message: `Cursor ignores \`${artifact.path.split('/').pop()}\`: files in \`.cursor/rules\` are read only with the \`${CURSOR_RULE_EXTENSION}\` extension (documented: ${CURSOR_DOCS_RULES})`,
            range: (0,source/* firstLine */.TM)(artifact.file),
            help: `rename it to \`${artifact.path.split('/').pop().replace(/\.md$/, CURSOR_RULE_EXTENSION)}\`, or move plain instructions to AGENTS.md`,
        });
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/memory-imports.js
var memory_imports = __webpack_require__(6327);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/rule-file-reference.js
/** `@file` references in a Cursor rule's body that name nothing in the repository. */





/**
 * Where Cursor looks for `@path` is not documented, so every plausible base counts:
 * the rule's own folder, the folder that holds its `.cursor/`, and the repository root.
 */
function candidates(rulePath, ref) {
    const owner = rulePath.slice(0, rulePath.indexOf('.cursor/rules/'));
    const out = [(0,memory_imports/* resolveImport */.Ui)(rulePath, ref), (0,memory_imports/* resolveImport */.Ui)(external_node_path_.posix.join(owner, 'x'), ref), (0,memory_imports/* resolveImport */.Ui)('x', ref)];
    return out.filter((p) => p !== null);
}
/* harmony default export */ const rule_file_reference = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'cursor/rule-file-reference',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An `@file` reference in a Cursor rule (`.cursor/rules/*.mdc`) that names no file or folder in the repository.',
        kinds: ['cursor-rule'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        readsRepository: true,
        rationale: `Documented (${CURSOR_DOCS_RULES}): rules may point at files instead of copying them ("Reference files instead of copying their contents—this keeps rules short and prevents them from becoming stale as code changes"; and the earlier page, docs.cursor.com/context/rules: "Referenced files like \`@service-template.ts\` will be included as additional context when the rule is triggered."). A reference to a file that does not exist includes nothing. The docs do not say what a reference resolves against, so a reference counts as resolved when it names a file or folder relative to the rule, to the folder holding its \`.cursor\`, or to the repository root. Only file-like references (\`./\`, \`../\` or an extension) outside code are checked, so \`@rule-name\` mentions are left alone. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/rules/services.mdc',
            wrong: '---\ndescription: RPC services\n---\nStart from @templates/service.ts.\n',
            right: '---\ndescription: RPC services\n---\nStart from @templates/rpc-service.ts.\n',
            context: { 'templates/rpc-service.ts': 'export {};\n' },
        },
    },
    // The body: its `@file` references.
    reads: { 'cursor-rule': '*' },
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'cursor-rule')) {
            if (!a.path.endsWith(CURSOR_RULE_EXTENSION))
                continue;
            for (const ref of (0,memory_imports/* importRefs */.WF)(a.file, a.markdown?.bodyOffset ?? 0)) {
                if (ref.inCode || !(0,memory_imports/* looksLikePath */.j8)(ref.path) || ref.path.startsWith('~/') || ref.path.startsWith('/'))
                    continue;
                const tried = candidates(a.path, ref.path);
                if (tried.length === 0 || tried.some((p) => project.stat(p) !== null))
                    continue;
                ctx.report({
                    path: a.path,
                    element: a.element,
                    harness: a.harness,
                    message: `\`@${ref.path}\` names nothing in the repository: nothing is at ${[...new Set(tried)].map((p) => `\`${p}\``).join(' or ')}, so the rule includes no file there (documented: ${CURSOR_DOCS_RULES})`,
                    range: ref.range,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/rule-frontmatter.js
/** Cursor rule frontmatter that does not do what it says: a quoted `alwaysApply`, unknown keys, wrong types. */




/* harmony default export */ const rule_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/rule-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Cursor rule (`.cursor/rules/*.mdc`) whose frontmatter Cursor does not read as written: `alwaysApply` that is not a boolean, `globs` or `description` of the wrong type, or a key other than `description`, `globs`, `alwaysApply`.',
        kinds: ['cursor-rule'],
        harness: 'cursor',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${CURSOR_DOCS_RULES}): a rule's frontmatter has three properties, \`description\`, \`globs\` (patterns separated by commas) and \`alwaysApply\` (\`true\` or \`false\`), and together they choose when the rule is included. Another key chooses nothing. Third-party linters report that \`alwaysApply: "true"\` (a string) is not treated as always-applied and that Cursor says nothing; Cursor has no offline CLI, so none of this is observed here.`,
        examples: {
            file: '.cursor/rules/style.mdc',
            wrong: '---\ndescription: Code style\nalwaysApply: "true"\n---\nUse two spaces.\n',
            right: '---\ndescription: Code style\nalwaysApply: true\n---\nUse two spaces.\n',
        },
    },
    check(artifact, ctx) {
        // A `.md` file is ignored by Cursor altogether (cursor/rule-extension says so once).
        if (!artifact.path.endsWith(CURSOR_RULE_EXTENSION))
            return;
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            const want = CURSOR_RULE_FIELDS[p.key];
            if (want) {
                checkFieldType(artifact, ctx, p, want, CURSOR_DOCS_RULES);
                continue;
            }
            if (p.key === 'lints')
                continue; // agentlint's own per-file levels
            const near = (0,suggest/* closest */.kp)(p.key, Object.keys(CURSOR_RULE_FIELDS));
            ctx.report({ message: `Cursor rules have no \`${p.key}\` key: only \`description\`, \`globs\` and \`alwaysApply\` decide when a rule applies${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''} (documented: ${CURSOR_DOCS_RULES})`, range: p.keyRange, jsonPath: p.path });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/scalar-range.js
var scalar_range = __webpack_require__(6440);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/rule-globs.js
/** `globs` patterns of a Cursor rule that are not valid globs: unbalanced brackets or braces, empty patterns, literal quotes. */




/** The comma-separated pieces of a `globs` string with their offsets, empty ones included (commas inside `{…}` belong to the brace). */
function pieces(value) {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= value.length; i++) {
        const ch = value[i];
        if (i === value.length || (ch === ',' && depth === 0)) {
            out.push({ text: value.slice(start, i), at: start });
            start = i + 1;
        }
        else if (ch === '{')
            depth++;
        else if (ch === '}' && depth > 0)
            depth--;
    }
    return out;
}
/** Why a glob is not a valid glob, or null. */
function globProblem(glob) {
    if (/^(["']).*\1$/.test(glob))
        return 'it is wrapped in quotes, which are characters of the pattern here';
    let braces = 0;
    let bracket = false;
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '\\') {
            i++;
            continue;
        }
        if (bracket) {
            if (ch === ']')
                bracket = false;
            continue;
        }
        if (ch === '[')
            bracket = true;
        else if (ch === ']')
            return 'it has a `]` with no `[` before it';
        else if (ch === '{')
            braces++;
        else if (ch === '}') {
            if (braces === 0)
                return 'it has a `}` with no `{` before it';
            braces--;
        }
    }
    if (bracket)
        return 'its `[` is never closed';
    if (braces > 0)
        return 'its `{` is never closed';
    return null;
}
/* harmony default export */ const rule_globs = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/rule-globs',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Cursor rule (`.cursor/rules/*.mdc`) whose `globs` holds a pattern that is not a valid glob (an unclosed `[` or `{`, a stray `]` or `}`, quotes inside the string) or an empty pattern.',
        kinds: ['cursor-rule'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented (${CURSOR_DOCS_RULES}): a rule with \`alwaysApply: false\` and \`globs\` is attached when a file matching one of its patterns is in context, and "Separate multiple patterns with commas" (example \`docs/**/*.md, docs/**/*.mdx\`). A pattern with an unclosed \`[\` or \`{\` is not a glob, quotes written inside the comma-separated string are characters of the pattern, and an empty pattern (two commas, a trailing comma) matches nothing: the rule is never attached for such a pattern. How Cursor's matcher treats a malformed pattern is not documented (it may reject it or match it literally); either way the pattern does not do what it says. Commas inside \`{…}\` belong to the brace (\`*.{ts,tsx}\`). Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/rules/api.mdc',
            wrong: '---\nglobs: src/api/**/*.{ts,tsx, "test/**/*.ts"\n---\nAPI rules.\n',
            right: '---\nglobs: src/api/**/*.{ts,tsx}, test/**/*.ts\n---\nAPI rules.\n',
        },
    },
    check(artifact, ctx) {
        if (!artifact.path.endsWith(CURSOR_RULE_EXTENSION))
            return;
        const pair = (0,tree/* getPair */.xf)(artifact.root, 'globs');
        const v = pair?.value;
        if (!pair || !v)
            return;
        const report = (glob, why, range, path) => ctx.report({ message: `\`${glob.trim() || glob}\` in \`globs\` is not a valid glob: ${why}, so the rule is not attached for it as written (documented: ${CURSOR_DOCS_RULES})`, range, jsonPath: path });
        if (v.type === 'scalar' && typeof v.value === 'string') {
            const all = pieces(v.value);
            if (all.length === 1 && !v.value.trim())
                return; // `globs: ""`: no pattern, a Manual or Agent rule
            for (const { text, at } of all) {
                const glob = text.trim();
                const offset = at + text.indexOf(glob);
                if (!glob)
                    report(',', all.length > 1 && at + text.length === v.value.length ? 'a trailing comma leaves an empty pattern' : 'two commas leave an empty pattern between them', (0,scalar_range/* rangeInScalar */.v)(v, Math.max(0, at - 1), 1), pair.path);
                else {
                    const why = globProblem(glob);
                    if (why)
                        report(glob, why, all.length === 1 ? v.range : (0,scalar_range/* rangeInScalar */.v)(v, offset, glob.length), pair.path);
                }
            }
        }
        else if (v.type === 'seq') {
            v.items.forEach((item, i) => {
                if (item.type !== 'scalar' || typeof item.value !== 'string')
                    return;
                const why = item.value.trim() ? globProblem(item.value.trim()) : 'it is empty';
                if (why)
                    report(item.value, why, item.range, `${pair.path}[${i}]`);
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/rule-size.js
/** A Cursor rule longer than the documented 500-line guidance. */


/* harmony default export */ const rule_size = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cursor/rule-size',
        effect: 'style',
        category: 'style',
        defaultLevel: 'info',
        description: `A Cursor rule (\`.mdc\`) longer than ${CURSOR_RULE_MAX_LINES} lines, against Cursor's documented guidance.`,
        kinds: ['cursor-rule'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        rationale: `Documented guidance (${CURSOR_DOCS_RULES}): "Keep rules under 500 lines" and "Split large rules into multiple, composable rules". The docs state no hard limit and no truncation, so this is advice, reported at \`info\`. Not observed: Cursor has no offline CLI.`,
        examples: {
            file: '.cursor/rules/style.mdc',
            wrong: `---\nalwaysApply: true\n---\n${'- Use two spaces.\n'.repeat(CURSOR_RULE_MAX_LINES)}`,
            right: '---\nalwaysApply: true\n---\n- Use two spaces.\n',
        },
    },
    check(artifact, ctx) {
        if (!artifact.path.endsWith(CURSOR_RULE_EXTENSION))
            return;
        const { lines, text } = artifact.file;
        // A final line break does not start another line.
        const count = text.endsWith('\n') ? lines.lineCount - 1 : lines.lineCount;
        if (count <= CURSOR_RULE_MAX_LINES)
            return;
        const first = CURSOR_RULE_MAX_LINES + 1;
        ctx.report({
            message: `this rule has ${count} lines: Cursor's docs say to keep rules under ${CURSOR_RULE_MAX_LINES} lines and split large ones into composable rules (documented guidance: ${CURSOR_DOCS_RULES})`,
            range: lines.range(lines.lineStart(first), lines.lineEnd(count)),
        });
    },
}));

// EXTERNAL MODULE: ./build/src/harnesses/cursor/plugin-kinds.js
var plugin_kinds = __webpack_require__(4084);
// EXTERNAL MODULE: ./build/src/rules/shared/names.js
var names = __webpack_require__(1763);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/plugin-manifest.js
/**
 * A Cursor plugin manifest (`.cursor-plugin/plugin.json`) against Cursor's plugin reference: a `name` is required and
 * is lower-case kebab-case; documented fields have documented types; a component path names something that exists.
 */








const DOC = `documented: ${CURSOR_DOCS_PLUGINS}`;
const shown = (v) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
const strs = (v) => v?.type === 'seq' && v.items.every((i) => (0,tree/* stringValue */.r$)(i) !== undefined);
const TYPES = {
    string: ['a string', (v) => (0,tree/* stringValue */.r$)(v) !== undefined],
    strings: ['an array of strings', strs],
    paths: ['a path or an array of paths', (v) => (0,tree/* stringValue */.r$)(v) !== undefined || strs(v)],
    object: ['an object', (v) => v?.type === 'map'],
    'string-or-object': ['a path or an object', (v) => (0,tree/* stringValue */.r$)(v) !== undefined || v?.type === 'map'],
    servers: ['a path, an object or an array of them', (v) => (0,tree/* stringValue */.r$)(v) !== undefined || v?.type === 'map' || (v?.type === 'seq' && v.items.every((i) => (0,tree/* stringValue */.r$)(i) !== undefined || i.type === 'map'))],
};
/** Fields whose string is a path inside the plugin (or a glob) that Cursor reads. */
const PATH_FIELDS = ['commands', 'agents', 'skills', 'rules', 'hooks', 'mcpServers'];
function checkPaths(p, root, stat, report) {
    const nodes = p.value?.type === 'seq' ? p.value.items : p.value ? [p.value] : [];
    for (const node of nodes) {
        const s = (0,tree/* stringValue */.r$)(node);
        if (s === undefined || (0,plugin_kinds/* isGlob */.fg)(s) || /^[a-z][a-z0-9+.-]*:/i.test(s))
            continue;
        const target = external_node_path_.posix.normalize(external_node_path_.posix.join(root, s));
        if (external_node_path_.posix.normalize(s).startsWith('..') || s.startsWith('/')) {
            report({ level: 'warn', effect: 'not-loaded', message: `\`${p.key}\` path \`${s}\` leaves the plugin folder: Cursor installs only the plugin's own files (${DOC})`, range: node.range, jsonPath: p.path });
        }
        else if (stat(target) === null) {
            report({ level: 'warn', effect: 'not-loaded', message: `\`${p.key}\` names \`${s}\`, which does not exist: Cursor finds nothing there (${DOC})`, range: node.range, jsonPath: p.path });
        }
    }
}
/* harmony default export */ const plugin_manifest = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'cursor/plugin-manifest',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Cursor plugin manifest (`.cursor-plugin/plugin.json`) without a usable `name` (required, lower-case kebab-case), with a documented field of another type, or with a component path that does not exist or leaves the plugin.',
        kinds: ['cursor-plugin'],
        harness: 'cursor',
        optIn: false,
        fixable: 'maybe',
        readsRepository: true,
        rationale: `Documented, not observed (Cursor has no offline CLI to record: src/harnesses/cursor/known-values.ts). Cursor's plugin reference (${CURSOR_DOCS_PLUGINS}): "Every plugin requires a \`.cursor-plugin/plugin.json\` manifest file"; \`name\` is the one required field: "Plugin identifier. Lowercase, kebab-case (alphanumerics, hyphens, and periods). Must start and end with an alphanumeric character." The types of the other fields are those of Cursor's published schema (github.com/cursor/plugins, \`schemas/plugin.schema.json\`): \`commands\`, \`agents\`, \`skills\` and \`rules\` a path or glob or an array of them, \`hooks\` a path or an inline object, \`mcpServers\` a path, an object or an array of them. A component path that does not exist gives Cursor nothing to load. Unknown fields are not reported: Cursor's own marketplace uses fields its schema does not list.`,
        examples: {
            file: 'notes/.cursor-plugin/plugin.json',
            wrong: '{\n  "name": "Meeting Notes",\n  "skills": "./skills/"\n}\n',
            right: '{\n  "name": "meeting-notes",\n  "skills": "./skills/"\n}\n',
            context: { 'notes/skills/summarize/SKILL.md': '---\nname: summarize\ndescription: Summarize notes\n---\n' },
        },
    },
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'cursor-plugin')) {
            const report = (r) => ctx.report({ ...r, path: a.path });
            const root = a.root;
            if (root?.type !== 'map') {
                report({ message: `Cursor cannot read this plugin: the manifest must be a JSON object (${DOC})`, range: root?.range ?? (0,source/* firstLine */.TM)(a.file) });
                continue;
            }
            const name = (0,tree/* getPair */.xf)(root, 'name');
            const n = (0,tree/* stringValue */.r$)(name?.value);
            if (!name)
                report({ message: `Cursor cannot read this plugin: \`name\` is required (${DOC})`, range: root.pairs[0]?.keyRange ?? root.range });
            else if (n === undefined)
                report({ message: `Cursor cannot read this plugin: \`name\` is ${shown(name.value)}, not a string (${DOC})`, range: name.value?.range ?? name.keyRange, jsonPath: name.path });
            else if (!CURSOR_PLUGIN_NAME.test(n)) {
                const fixed = (0,names/* trimDashes */.dE)(n.toLowerCase().replace(/[^a-z0-9.-]+/g, '-'));
                report({
                    message: `Cursor cannot read this plugin: \`name\` \`${n}\` must be lower-case kebab-case (letters, digits, \`-\`, \`.\`), starting and ending with a letter or digit (${DOC})`,
                    range: name.value.range,
                    jsonPath: name.path,
                    suggestion: fixed && CURSOR_PLUGIN_NAME.test(fixed) ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: name.value.range, text: JSON.stringify(fixed) }] } : undefined,
                });
            }
            for (const p of root.pairs) {
                const want = CURSOR_PLUGIN_FIELDS[p.key];
                if (!want || p.key === 'name')
                    continue;
                const [word, ok] = TYPES[want];
                if (!ok(p.value)) {
                    report({ level: 'warn', effect: 'ignored', message: `\`${p.key}\` is ${shown(p.value)}, not ${word}: Cursor's plugin schema does not take it (${DOC})`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
                    continue;
                }
                if (PATH_FIELDS.includes(p.key))
                    checkPaths(p, String(a.data.pluginRoot ?? '.'), (x) => project.stat(x), report);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/marketplace.js
/**
 * A Cursor marketplace (`.cursor-plugin/marketplace.json`): `name` and `plugins` are required, each entry has a
 * `name` and a `source`, and a local source names a folder of the repository.
 */






const marketplace_DOC = `documented: ${CURSOR_DOCS_PLUGINS}`;
const marketplace_shown = (v) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
/* harmony default export */ const marketplace = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'cursor/marketplace',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Cursor marketplace (`.cursor-plugin/marketplace.json`) without `name` or a `plugins` array, an entry without a string `name` or a `source`, or a local `source` folder that does not exist.',
        kinds: ['cursor-marketplace'],
        harness: 'cursor',
        optIn: false,
        fixable: false,
        readsRepository: true,
        rationale: `Documented, not observed (Cursor has no offline CLI to record). Cursor's plugin reference (${CURSOR_DOCS_PLUGINS}) and its published schema (github.com/cursor/plugins, \`schemas/marketplace.schema.json\`): a marketplace needs \`name\` and \`plugins\`, each entry \`name\` and \`source\`; a string source is a folder of the repository, under \`metadata.pluginRoot\` when that is set (Cursor's own marketplace lists \`"source": "third_party/gmail"\`). An entry whose folder does not exist cannot be installed. A source that already starts with \`pluginRoot\` is not prefixed twice. Remote sources (objects, URLs) are not checked, and unknown fields are not reported (Cursor's own marketplace uses \`minClientVersions\`, which its schema does not list).`,
        examples: {
            file: '.cursor-plugin/marketplace.json',
            wrong: '{\n  "name": "team",\n  "plugins": [ { "name": "notes", "source": "plugins/note" } ]\n}\n',
            right: '{\n  "name": "team",\n  "plugins": [ { "name": "notes", "source": "plugins/notes" } ]\n}\n',
            context: { 'plugins/notes/.cursor-plugin/plugin.json': '{ "name": "notes" }\n' },
        },
    },
    check(project, ctx) {
        const stat = (p) => project.stat(p);
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'cursor-marketplace')) {
            const report = (r) => ctx.report({ ...r, path: m.path });
            const root = m.root;
            if (root?.type !== 'map') {
                report({ message: `Cursor cannot read this marketplace: it must be a JSON object (${marketplace_DOC})`, range: root?.range ?? (0,source/* firstLine */.TM)(m.file) });
                continue;
            }
            const name = (0,tree/* getPair */.xf)(root, 'name');
            if (!name || (0,tree/* stringValue */.r$)(name.value) === undefined)
                report({ message: `Cursor cannot read this marketplace: ${name ? `\`name\` is ${marketplace_shown(name.value)}, not a string` : '`name` is required'} (${marketplace_DOC})`, range: name?.value?.range ?? root.pairs[0]?.keyRange ?? root.range, jsonPath: name?.path });
            const plugins = (0,tree/* getPair */.xf)(root, 'plugins');
            if (plugins?.value?.type !== 'seq') {
                report({ message: `Cursor cannot read this marketplace: ${plugins ? `\`plugins\` is ${marketplace_shown(plugins.value)}, not an array` : '`plugins` is required'} (${marketplace_DOC})`, range: plugins?.value?.range ?? root.pairs[0]?.keyRange ?? root.range, jsonPath: plugins?.path });
                continue;
            }
            for (const entry of plugins.value.items) {
                if (entry.type !== 'map') {
                    report({ message: `Cursor cannot list this entry: it is ${marketplace_shown(entry)}, not an object (${marketplace_DOC})`, range: entry.range });
                    continue;
                }
                const en = (0,tree/* getPair */.xf)(entry, 'name');
                const src = (0,tree/* getPair */.xf)(entry, 'source');
                const label = (0,tree/* stringValue */.r$)(en?.value);
                if (!en || label === undefined)
                    report({ message: `Cursor cannot list this entry: ${en ? `\`name\` is ${marketplace_shown(en.value)}, not a string` : '`name` is required'} (${marketplace_DOC})`, range: en?.value?.range ?? entry.pairs[0]?.keyRange ?? entry.range });
                if (!src) {
                    report({ message: `Cursor cannot install \`${label ?? 'this entry'}\`: \`source\` is required (${marketplace_DOC})`, range: entry.pairs[0]?.keyRange ?? entry.range });
                    continue;
                }
                // An object source is local only when it names no repository (`url`, `repo`): its `path` is then a folder here.
                const obj = src.value?.type === 'map' ? src.value : undefined;
                const s = (0,tree/* stringValue */.r$)(src.value) ?? (obj && !(0,tree/* getPair */.xf)(obj, 'url') && !(0,tree/* getPair */.xf)(obj, 'repo') ? (0,tree/* stringValue */.r$)((0,tree/* getPair */.xf)(obj, 'path')?.value) : undefined);
                if (s === undefined)
                    continue; // a remote source
                const dir = (0,plugin_kinds/* cursorSourceFolder */.k6)(m, s, stat);
                if (dir === null || project.stat(dir) === 'dir')
                    continue;
                report({ message: `Cursor cannot install \`${label ?? s}\`: its source \`${s}\` names no folder of this repository${dir.startsWith('..') ? ' (it leaves the marketplace)' : ` (\`${dir}\`)`} (${marketplace_DOC})`, range: src.value.range, jsonPath: src.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/rules/index.js
/** Cursor (documentation only: no Cursor CLI runs offline, so none of these is observed). */
















const CURSOR_RULES = [rule_frontmatter, rule_extension, rule_size, rule_file_reference, legacy_cursorrules, mcp_schema, mcp_no_transport, mcp_interpolation, hooks_schema, hook_event_unknown, agent_frontmatter, rule_globs, environment_schema, environment_paths, plugin_manifest, marketplace];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
