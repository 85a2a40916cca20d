export const id = 102;
export const ids = [102,535];
export const modules = {

/***/ 1102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GEMINI_RULES: () => (/* binding */ GEMINI_RULES),
  RULES: () => (/* binding */ GEMINI_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/known-values.js
/**
 * Gemini CLI (`@google/gemini-cli`) repository files.
 *
 * Source: https://github.com/google-gemini/gemini-cli/blob/main/docs/cli/custom-commands.md and
 * docs/core/subagents.md, as collected in shared/reference/harness-formats.md §3 (2026-12-02);
 * behaviour observed on Gemini CLI 0.61.0 (oracle/gemini/).
 */

const GEMINI_VERSION = pins_generated/* PINS */.$['gemini'].version;
/** Custom command files (`.gemini/commands/**\/*.toml`): `prompt` is required. */
const GEMINI_COMMAND_FIELDS = ['prompt', 'description'];
/** Subagent frontmatter (`.gemini/agents/*.md`): strict; an unrecognized key fails the agent. */
const GEMINI_AGENT_FIELDS = ['name', 'description', 'kind', 'tools', 'mcpServers', 'model', 'temperature', 'max_turns', 'timeout_mins'];
const GEMINI_AGENT_REQUIRED = ['name', 'description'];
/**
 * What each subagent field must be (its "Validation failed: … (Local Agent) <field>: Expected …" lines; mutation probe
 * oracle/gemini/mutations.json `gemini-agent:/…`, 2026-12-05): `kind` is the literal `local` (or `remote`, a
 * remote agent), `description` not empty, `max_turns` and `timeout_mins` above 0; `temperature` any number.
 */
const GEMINI_AGENT_TYPES = {
    name: 'string', description: 'string', kind: 'kind', tools: 'string[]', model: 'string', temperature: 'number', max_turns: 'positive', timeout_mins: 'positive',
};
const GEMINI_AGENT_KINDS = ['local', 'remote'];
/** `name` must be a slug: lowercase letters, digits, `-`, `_`. */
const GEMINI_AGENT_NAME = /^[a-z0-9][a-z0-9_-]*$/;
/** GEMINI.md imports: a file at this import depth is inlined; its own `@path`s are left as text (measured on 0.61.0, case memory-imports). */
const GEMINI_IMPORT_MAX_DEPTH = 5;
/** The memory file name when settings do not set `context.fileName`. */
const GEMINI_MEMORY_FILE = 'GEMINI.md';
/**
 * Top-level keys of settings.json with their JSON type: the SETTINGS_SCHEMA shipped in the 0.61.0
 * bundle (read for facts). Unknown top-level keys are accepted without a word (case settings).
 */
const GEMINI_SETTINGS_KEYS = {
    $schema: 'string', mcpServers: 'object', general: 'object', output: 'object', ui: 'object', ide: 'object', privacy: 'object', telemetry: 'object', billing: 'object',
    model: 'object', modelConfigs: 'object', agents: 'object', context: 'object', tools: 'object', mcp: 'object', useWriteTodos: 'boolean', security: 'object',
    advanced: 'object', experimental: 'object', extensions: 'object', skills: 'object', hooksConfig: 'object', hooks: 'object', contextManagement: 'object', admin: 'object',
};
/** Nested settings whose type agentlint checks (`*` is any name); from the same schema. */
const GEMINI_SETTINGS_TYPES = {
    'ui.theme': 'string',
    'context.fileName': 'string|array',
    'agents.overrides': 'object',
    'agents.overrides.*': 'object',
    // Mutation probe (oracle/gemini/mutations.json, `gemini-settings:/general/vimMode:type:string` …), 2026-12-05.
    'general.vimMode': 'boolean',
    'agents.overrides.*.enabled': 'boolean',
    'agents.overrides.*.modelConfig': 'object',
    'agents.overrides.*.runConfig': 'object',
};
/** One `mcpServers` entry (MCPServerConfig, strict: an unknown key is an "Invalid configuration" error). */
const GEMINI_MCP_FIELDS = {
    command: 'string', args: 'array', env: 'object', cwd: 'string', url: 'string', httpUrl: 'string', headers: 'object', tcp: 'string', type: 'string',
    timeout: 'number', trust: 'boolean', description: 'string', includeTools: 'array', excludeTools: 'array', extension: 'object', oauth: 'object',
    authProviderType: 'string', targetAudience: 'string', targetServiceAccount: 'string',
};
/** What starts a server: without one of these Gemini CLI has nothing to connect to. */
const GEMINI_MCP_TRANSPORT = ['command', 'url', 'httpUrl', 'tcp'];
/** Hook events (settings `hooks`, extension `hooks/hooks.json`); https://geminicli.com/docs/hooks/reference */
const GEMINI_HOOK_EVENTS = ['SessionStart', 'SessionEnd', 'BeforeAgent', 'AfterAgent', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'BeforeTool', 'AfterTool', 'PreCompress', 'Notification'];
/** The switches of settings `hooksConfig` (the 0.61.0 bundle's settings schema): hook events belong under `hooks`. */
const GEMINI_HOOKS_CONFIG_KEYS = ['enabled', 'disabled', 'notifications'];
/** Hook handler `type`s Gemini CLI runs. */
const GEMINI_HOOK_TYPES = ['command'];
/** `gemini-extension.json` fields (docs/extensions/reference.md). */
const GEMINI_EXTENSION_FIELDS = ['name', 'version', 'description', 'mcpServers', 'contextFileName', 'excludeTools', 'settings', 'themes', 'plan', 'migratedTo'];
/** `gemini extensions validate`: "Only letters (a-z, A-Z), numbers (0-9), and dashes (-) are allowed." */
const GEMINI_EXTENSION_NAME = /^[A-Za-z0-9-]+$/;
/** A version the validator accepts without its "does not appear to be standard semver" warning. */
const GEMINI_SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/agent-schema.js
/** Gemini CLI subagents that fail to load: its schema is strict. */





const shown = (n) => (0,json_type/* shownValue */.JJ)(n);
/** What is wrong with a field's value for Gemini's schema (GEMINI_AGENT_TYPES), or undefined. */
function typeProblem(key, n) {
    const want = GEMINI_AGENT_TYPES[key];
    const v = n?.type === 'scalar' ? n.value : undefined;
    switch (want) {
        case 'string':
            if (typeof v !== 'string')
                return `must be a string, not ${shown(n)}`;
            return key === 'description' && v === '' ? 'must not be empty' : undefined;
        case 'number':
            return typeof v === 'number' ? undefined : `must be a number, not ${shown(n)}`;
        case 'positive':
            return typeof v === 'number' && v > 0 ? undefined : `must be a number above 0, not ${shown(n)}`;
        case 'string[]':
            return n?.type === 'seq' && n.items.every((i) => i.type === 'scalar' && typeof i.value === 'string') ? undefined : `must be a list of tool names, not ${shown(n)}`;
        case 'kind':
            return typeof v === 'string' && GEMINI_AGENT_KINDS.includes(v) ? undefined : `must be \`local\` (or \`remote\`), not ${shown(n)}`;
        default:
            return undefined;
    }
}
/* harmony default export */ const agent_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'gemini/agent-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI subagent (`.gemini/agents/*.md`) that fails to load: no `name` or `description`, a `name` that is not a slug, or an unrecognized key.',
        kinds: ['gemini-agent'],
        harness: 'gemini',
        optIn: false,
        fixable: false,
        rationale: `Gemini CLI validates subagent frontmatter strictly (docs/core/subagents.md). Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, cases commands-and-agents, extension-contents and tree-planted; and the mutation probe, mutations.json \`gemini-agent:/…\`, for the type of each field), on stderr of any command: "Agent loading error: … Validation failed: … name: Name must be a valid slug" and "Unrecognized key(s) in object", "description: Required"; the agent is not registered.`,
        examples: {
            file: '.gemini/agents/reviewer.md',
            wrong: '---\nname: Code Reviewer\ndescription: Reviews changes\ncolor: blue\n---\nYou review changes.\n',
            right: '---\nname: code-reviewer\ndescription: Reviews changes\n---\nYou review changes.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        if (!fm)
            return;
        // Frontmatter that is not YAML, sets a key twice or is never closed (case agent-inline-dashes): Gemini does
        // not load the agent, reported once by schema/yaml-invalid or schema/duplicate-key.
        if (fm.problems.some((p) => p.code === 'yaml-invalid' || p.code === 'yaml-strict' || p.code === 'duplicate-key' || p.code === 'frontmatter-unclosed'))
            return;
        const root = artifact.root;
        const pairs = root?.type === 'map' ? root.pairs : [];
        for (const req of GEMINI_AGENT_REQUIRED) {
            if (!pairs.some((p) => p.key === req))
                ctx.report({ message: `Gemini CLI does not load this agent: \`${req}\` is required`, range: fm.present ? fm.openRange : (0,source/* firstLine */.TM)(artifact.file) });
        }
        for (const p of pairs) {
            if (p.key === 'lints')
                continue;
            if (!GEMINI_AGENT_FIELDS.includes(p.key)) {
                const near = (0,suggest/* closest */.kp)(p.key, GEMINI_AGENT_FIELDS);
                ctx.report({ message: `Gemini CLI does not load this agent: \`${p.key}\` is an unrecognized key${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`, range: p.keyRange, jsonPath: p.path });
            }
            else if (typeProblem(p.key, p.value)) {
                ctx.report({ message: `Gemini CLI does not load this agent: \`${p.key}\` ${typeProblem(p.key, p.value)}`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
            }
            else if (p.key === 'name' && p.value?.type === 'scalar' && typeof p.value.value === 'string' && !GEMINI_AGENT_NAME.test(p.value.value)) {
                ctx.report({ message: `Gemini CLI does not load this agent: \`name\` must be a slug (lowercase letters, digits, \`-\`, \`_\`), not \`${p.value.value}\``, range: p.value.range, jsonPath: p.path });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/toml-command.js
var toml_command = __webpack_require__(1535);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/command-schema.js
/** Gemini CLI command files it skips (no `prompt`, not TOML) or whose keys it ignores. */



/* harmony default export */ const command_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'gemini/command-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI custom command (`.gemini/commands/**/*.toml`) that is not TOML or has no string `prompt` (skipped), or a key Gemini ignores.',
        kinds: ['gemini-command'],
        harness: 'gemini',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json): a command without \`prompt\` is skipped ("Skipping invalid command file"), a misspelt \`promt\` too (case command-misspelt-prompt: reported at that key, with the rename), a TOML error skips it too ("Failed to parse TOML file"), both only on stderr; an unknown key is accepted without a word and has no effect (reported as a warning).`,
        examples: {
            file: '.gemini/commands/review.toml',
            wrong: 'description = "Review the diff"\nprompts = "Review {{args}}"\n',
            right: 'description = "Review the diff"\nprompt = "Review {{args}}"\n',
        },
    },
    check(artifact, ctx) {
        (0,toml_command/* checkTomlCommand */.A)(artifact, ctx, { fields: GEMINI_COMMAND_FIELDS, skips: `Gemini CLI skips /${artifact.element.name}`, title: 'Gemini CLI' });
    },
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/rules/shared/missing-path.js
var missing_path = __webpack_require__(931);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/extension-context-file.js
/** An extension's `contextFileName` that names no file in the extension folder: `gemini extensions validate` rejects it. */






/**
 * The name as Gemini CLI reads it: it replaces `${/}` and `${pathSeparator}` with the path separator and
 * `${extensionPath}` with the extension's folder in the whole manifest before reading it (gemini-cli,
 * packages/cli/src/config/extension-manager.ts, `recursivelyHydrateStrings`); undefined when another variable is left.
 */
function hydrate(name) {
    const out = name.replace(/\$\{(\/|pathSeparator)\}/g, '/').replace(/^\$\{extensionPath\}\/?/, '');
    return out.includes('${') ? undefined : out;
}
/* harmony default export */ const extension_context_file = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'gemini/extension-context-file',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI extension whose `contextFileName` (a name or a list of names) names a file its folder does not hold.',
        kinds: ['gemini-extension'],
        harness: 'gemini',
        optIn: false,
        fixable: false,
        rationale: `Observed with \`gemini extensions validate\` of Gemini CLI ${GEMINI_VERSION} (mutation probe, oracle/gemini/mutations.json, \`gemini-extension:/contextFileName:capitals\`, \`…:spaces\`, \`…:type:array\`): exit 1, "Validation failed with the following errors: The following context files referenced in gemini-extension.json are missing: Has-Capitals". Without \`contextFileName\` Gemini reads \`GEMINI.md\` when the folder has one. The name is read after Gemini CLI replaces its variables (\`\${/}\`, \`\${pathSeparator}\`, \`\${extensionPath}\`) in the whole manifest (gemini-cli source, packages/cli/src/config/extension-manager.ts, \`recursivelyHydrateStrings\`), as Google's own extensions write it.`,
        examples: {
            file: 'my-ext/gemini-extension.json',
            wrong: '{\n  "name": "my-ext",\n  "version": "1.0.0",\n  "contextFileName": "CONTEXT.md"\n}\n',
            right: '{\n  "name": "my-ext",\n  "version": "1.0.0"\n}\n',
        },
    },
    check(project, ctx) {
        for (const e of (0,model/* artifactsOf */.Ns)(project, 'gemini-extension')) {
            const pair = e.root?.type === 'map' ? (0,tree/* getPair */.xf)(e.root, 'contextFileName') : undefined;
            if (!pair?.value)
                continue;
            const names = pair.value.type === 'seq' ? pair.value.items : [pair.value];
            const dir = external_node_path_.posix.dirname(e.path);
            for (const n of names) {
                // Not a string, or blank: gemini/extension-manifest reports "Invalid context file path".
                if (n.type !== 'scalar' || typeof n.value !== 'string' || n.value.trim() === '')
                    continue;
                const file = n.value;
                const hydrated = hydrate(file);
                if (hydrated === undefined)
                    continue; // a variable that names no folder of the extension (`${workspacePath}`)
                (0,missing_path/* reportMissingPath */.w)(project, ctx, dir === '.' ? hydrated : external_node_path_.posix.join(dir, hydrated), 'file', { path: e.path, range: n.range, jsonPath: n.path }, (why) => `\`gemini extensions validate\` rejects this extension: the context file \`${file}\` ${why} in the extension folder ("The following context files referenced in gemini-extension.json are missing")`);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/extension-manifest.js
/** `gemini-extension.json`: what `gemini extensions validate` rejects, warns about, or accepts silently. */






const DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/extensions/reference.md';
/* harmony default export */ const extension_manifest = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'gemini/extension-manifest',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI extension manifest (`gemini-extension.json`) that `gemini extensions validate` rejects (no `version`, a `name` with other than letters, digits and dashes, a `contextFileName` that is not a string), or with a non-semver version, a name that differs from its folder or an unknown key.',
        kinds: ['gemini-extension'],
        harness: 'gemini',
        optIn: false,
        fixable: false,
        rationale: `Observed with \`gemini extensions validate\` of Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case extensions): no \`version\` → exit 1 'missing "version"'; \`"name": "Bad_Name"\` → exit 1 "Invalid extension name … Only letters (a-z, A-Z), numbers (0-9), and dashes (-) are allowed."; \`"contextFileName": 5\` → exit 1 "Invalid context file path"; \`"version": 1\` → a warning "does not appear to be standard semver". A name that differs from the folder and an unknown key validate without a word; the docs (${DOCS}) ask for a lowercase name that matches the folder (warnings here).`,
        examples: {
            file: 'my-ext/gemini-extension.json',
            wrong: '{\n  "name": "my_ext",\n  "description": "Tools"\n}\n',
            right: '{\n  "name": "my-ext",\n  "version": "1.0.0",\n  "description": "Tools"\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const folder = external_node_path_.posix.basename(external_node_path_.posix.dirname(artifact.path));
        for (const p of root.pairs) {
            if (GEMINI_EXTENSION_FIELDS.includes(p.key))
                continue;
            const near = (0,suggest/* closest */.kp)(p.key, GEMINI_EXTENSION_FIELDS);
            ctx.report({ message: `\`${p.key}\` is not a Gemini extension field: \`gemini extensions validate\` accepts it without a word and nothing reads it${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`, range: p.keyRange, jsonPath: p.path, level: 'warn' });
        }
        const version = (0,tree/* getPair */.xf)(root, 'version');
        if (!version)
            ctx.report({ message: '`gemini extensions validate` rejects this extension: missing "version"', range: (0,source/* firstLine */.TM)(artifact.file) });
        else if (version.value?.type !== 'scalar' || !GEMINI_SEMVER.test(String(version.value.value))) {
            ctx.report({ message: `\`version\` ${version.value?.type === 'scalar' ? `\`${String(version.value.value)}\`` : ''} is not semver (e.g. 1.0.0): \`gemini extensions validate\` warns "does not appear to be standard semver"`, range: version.value?.range ?? version.keyRange, jsonPath: version.path, level: 'warn' });
        }
        const name = (0,tree/* getPair */.xf)(root, 'name');
        const nv = name?.value?.type === 'scalar' && typeof name.value.value === 'string' ? name.value.value : undefined;
        // A number, boolean or list passes validate (`gemini-extension:/name:type:number` …); none, null or an object does not.
        const lenient = name?.value && (name.value.type === 'seq' || (name.value.type === 'scalar' && (typeof name.value.value === 'number' || typeof name.value.value === 'boolean')));
        if (lenient) {
            ctx.report({ message: `\`name\` is not a string: \`gemini extensions validate\` accepts it without a word, but the docs ask for a name (${DOCS}); write it as a string`, range: name.value.range, jsonPath: name.path, level: 'warn' });
        }
        else if (!name || nv === undefined) {
            ctx.report({ message: '`gemini extensions validate` rejects this extension: `name` (a string) is required', range: name?.value?.range ?? (0,source/* firstLine */.TM)(artifact.file), jsonPath: name?.path });
        }
        else if (!GEMINI_EXTENSION_NAME.test(nv)) {
            ctx.report({ message: `\`gemini extensions validate\` rejects the name \`${nv}\`: only letters, digits and dashes are allowed`, range: name.value.range, jsonPath: name.path });
        }
        else if (nv !== folder && folder !== '.') {
            ctx.report({ message: `The extension is named \`${nv}\` but its folder is \`${folder}\`: the docs ask that they match (${DOCS}); \`gemini extensions validate\` accepts it`, range: name.value.range, jsonPath: name.path, level: 'warn' });
        }
        const ctxFile = (0,tree/* getPair */.xf)(root, 'contextFileName');
        // A blank name is "Invalid context file path" too (`gemini-extension:/contextFileName:whitespace`).
        // `null` is read as no `contextFileName` (`gemini-extension:/contextFileName:type:null` validates).
        if (ctxFile && !(ctxFile.value?.type === 'scalar' && ctxFile.value.value === null) && !(ctxFile.value?.type === 'scalar' && typeof ctxFile.value.value === 'string' && ctxFile.value.value.trim()) && ctxFile.value?.type !== 'seq' && !(ctxFile.value?.type === 'scalar' && ctxFile.value.value === '')) {
            ctx.report({ message: '`gemini extensions validate` rejects this extension: "Invalid context file path" (`contextFileName` must be a non-empty string)', range: ctxFile.value?.range ?? ctxFile.keyRange, jsonPath: ctxFile.path });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/json.js
var json = __webpack_require__(3363);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/hooks.js
/** Gemini CLI hooks (settings `hooks`, extension `hooks/hooks.json`) it skips. */









/** Hook events written under `hooksConfig` (its switches are enabled/disabled/notifications) never run (case hooks-config). */
function checkHooksConfig(config, path, ctx) {
    if (config?.type !== 'map')
        return;
    for (const p of config.pairs) {
        if (GEMINI_HOOKS_CONFIG_KEYS.includes(p.key))
            continue;
        const event = GEMINI_HOOK_EVENTS.includes(p.key);
        ctx.report({
            path,
            harness: 'gemini',
            effect: 'ignored',
            message: event
                ? `Gemini CLI never runs the \`${p.key}\` hooks written under \`hooksConfig\`: it says nothing; hook events go under \`hooks\` (\`hooksConfig\` only holds \`enabled\`, \`disabled\` and \`notifications\`)`
                : `\`${p.key}\` is not a \`hooksConfig\` switch (\`enabled\`, \`disabled\`, \`notifications\`): Gemini CLI says nothing about it`,
            range: p.keyRange,
            jsonPath: p.path,
            level: event ? 'error' : 'warn',
        });
    }
}
const shape = (n) => (0,json_type/* shownValue */.JJ)(n, 'an array');
function checkHooks(hooks, path, ctx, fromExtension = false) {
    if (hooks?.type !== 'map')
        return;
    for (const ev of hooks.pairs) {
        if (!GEMINI_HOOK_EVENTS.includes(ev.key)) {
            const fix = (0,suggest/* certainCorrection */.Zg)(ev.key, GEMINI_HOOK_EVENTS);
            const near = (0,suggest/* closest */.kp)(ev.key, GEMINI_HOOK_EVENTS);
            ctx.report({
                path,
                harness: 'gemini',
                effect: 'ignored',
                message: `Gemini CLI skips the unknown hook event \`${ev.key}\` ("Invalid hook event name")${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: ev.keyRange,
                jsonPath: ev.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: ev.keyRange, text: JSON.stringify(fix) }] } : undefined,
            });
            continue;
        }
        // Shapes the settings schema checks: "Invalid configuration … Error in: hooks.BeforeTool[0].matcher" (the mutation
        // probe, oracle/gemini/mutations.json, `gemini-settings:/hooks/…`).
        // Recorded for settings.json only: an extension's hooks.json is said to follow the same schema.
        const seen = fromExtension ? ' (observed for settings.json; not for an extension\'s hooks.json)' : '';
        const said = fromExtension ? 'In settings.json Gemini CLI reports "Invalid configuration" (not observed for an extension\'s hooks.json)' : 'Gemini CLI reports "Invalid configuration"';
        const invalid = (n, at, what) => ctx.report({ path, harness: 'gemini', message: `${said} for ${what}`, range: n?.range ?? ('keyRange' in at ? at.keyRange : at.range), jsonPath: at.path });
        if (ev.value?.type !== 'seq') {
            invalid(ev.value, ev, `\`hooks.${ev.key}\`: it must be an array of hook definitions, not ${shape(ev.value)}`);
            continue;
        }
        for (const group of ev.value.items) {
            if (group.type !== 'map') {
                invalid(group, group, `a \`${ev.key}\` entry: it must be an object (\`{ "matcher": …, "hooks": [...] }\`), not ${shape(group)}`);
                continue;
            }
            const matcher = (0,tree/* getPair */.xf)(group, 'matcher');
            if (matcher && !(matcher.value?.type === 'scalar' && typeof matcher.value.value === 'string'))
                invalid(matcher.value, matcher, `\`matcher\`: it must be a string, not ${shape(matcher.value)}`);
            const listPair = (0,tree/* getPair */.xf)(group, 'hooks');
            if (!listPair) {
                ctx.report({ path, harness: 'gemini', effect: 'ignored', message: `Gemini CLI discards this \`${ev.key}\` definition ("Discarding invalid hook definition"): it has no \`hooks\` list${seen}`, range: group.range, jsonPath: group.path });
                continue;
            }
            const list = listPair.value;
            if (list?.type !== 'seq') {
                invalid(list, listPair, `\`hooks\` of a \`${ev.key}\` entry: it must be an array, not ${shape(list)}`);
                continue;
            }
            for (const h of list.items) {
                const command = (0,tree/* getPair */.xf)(h, 'command');
                const cv = command?.value?.type === 'scalar' ? command.value.value : undefined;
                if (command && typeof cv !== 'string')
                    invalid(command.value, command, `\`command\`: it must be a string, not ${shape(command.value)}`);
                else if (h.type === 'map' && (!command || cv === '')) {
                    ctx.report({ path, harness: 'gemini', effect: 'ignored', message: `Gemini CLI discards this \`${ev.key}\` hook ("Discarding invalid hook configuration"): it has no \`command\` to run${seen}`, range: command?.value?.range ?? h.range, jsonPath: command?.path ?? h.path, subject: h.path });
                }
                const timeout = (0,tree/* getPair */.xf)(h, 'timeout');
                if (timeout && !(timeout.value?.type === 'scalar' && typeof timeout.value.value === 'number'))
                    invalid(timeout.value, timeout, `\`timeout\`: it must be a number (milliseconds), not ${shape(timeout.value)}`);
                const type = (0,tree/* getPair */.xf)(h, 'type');
                const value = type?.value?.type === 'scalar' ? type.value.value : undefined;
                if (type && typeof value === 'string' && GEMINI_HOOK_TYPES.includes(value))
                    continue;
                if (type && typeof value !== 'string') {
                    invalid(type.value, type, `\`type\`: it must be a string (\`command\`), not ${shape(type.value)}`);
                    continue;
                }
                ctx.report({
                    path,
                    harness: 'gemini',
                    effect: 'ignored',
                    message: `Gemini CLI discards this \`${ev.key}\` hook ("Invalid hook … type: ${String(value)}"): \`type\` must be ${GEMINI_HOOK_TYPES.map((t) => `\`${t}\``).join(' or ')}`,
                    range: type?.value?.range ?? h.range,
                    jsonPath: type?.path ?? h.path,
                    subject: h.path,
                });
            }
        }
    }
}
/* harmony default export */ const hooks = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'gemini/hooks',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI hook under an unknown event, with a handler `type` other than `command`, without a `command` or `hooks` list, or of the wrong shape, in `.gemini/settings.json` `hooks` or an extension\'s `hooks/hooks.json`; hook events written under `hooksConfig`.',
        kinds: ['gemini-settings', 'gemini-extension'],
        harness: 'gemini',
        optIn: false,
        fixable: 'machine',
        rationale: `Events and handler shape: https://geminicli.com/docs/hooks/reference . Observed on Gemini CLI ${GEMINI_VERSION} for settings hooks (oracle/gemini/cases.json, case settings): an unknown event prints 'Invalid hook event name: "BeforeTol" from project config. Skipping.' and a handler of another type prints "Invalid hook BeforeTool from project type: cmd" then "Discarding invalid hook configuration"; the rest of the session runs without those hooks. \`gemini extensions validate\` accepts an extension whose hooks/hooks.json has either mistake (case extensions); that the extension's hooks are then skipped the same way is documented, not observed (the extension is not installed by the probe). Hook events written under \`hooksConfig\` never run and nothing is printed (case hooks-config: a \`SessionStart\` hook under \`hooks\` ran, the same under \`hooksConfig\` did not). The shapes the settings schema rejects (\`matcher\`, \`command\`, \`timeout\` types) and the definitions Gemini discards (no \`hooks\` list, no \`command\`) come from the mutation probe (mutations.json, \`gemini-settings:/hooks/…\`).`,
        examples: {
            file: '.gemini/settings.json',
            wrong: '{\n  "hooks": {\n    "BeforeTol": [{ "hooks": [{ "type": "command", "command": "./check.sh" }] }]\n  }\n}\n',
            right: '{\n  "hooks": {\n    "BeforeTool": [{ "hooks": [{ "type": "command", "command": "./check.sh" }] }]\n  }\n}\n',
        },
    },
    check(project, ctx) {
        for (const s of (0,model/* artifactsOf */.Ns)(project, 'gemini-settings')) {
            checkHooks((0,tree/* getNode */.Zl)(s.root, 'hooks'), s.path, ctx);
            checkHooksConfig((0,tree/* getNode */.Zl)(s.root, 'hooksConfig'), s.path, ctx);
        }
        for (const e of (0,model/* artifactsOf */.Ns)(project, 'gemini-extension')) {
            const dir = external_node_path_.posix.dirname(e.path);
            const path = dir === '.' ? 'hooks/hooks.json' : `${dir}/hooks/hooks.json`;
            const text = project.readText(path);
            if (text === undefined)
                continue;
            checkHooks((0,tree/* getNode */.Zl)((0,json/* parseJsonFile */.O)((0,source/* sourceFile */.sm)(path, text)).root, 'hooks'), path, ctx, true);
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/memory-imports.js
var memory_imports = __webpack_require__(6327);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/lib/memory-files.js
/**
 * The memory files Gemini CLI reads from the repository (not a rule): every `GEMINI.md`, and the names
 * `context.fileName` in `.gemini/settings.json` adds (AGENTS.md is read only when listed); and each
 * extension's context files (`contextFileName` in its gemini-extension.json, default GEMINI.md).
 */





function names(node) {
    if (node?.type === 'scalar' && typeof node.value === 'string')
        return [node.value];
    if (node?.type === 'seq')
        return node.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? [i.value] : []));
    return [GEMINI_MEMORY_FILE];
}
/**
 * Memory file names from project settings (`context.fileName`, a string or a list). Gemini CLI 0.61.0
 * adds them to GEMINI.md rather than replacing it: with `"fileName": ["AGENTS.md"]` the request held
 * both AGENTS.md and GEMINI.md (oracle/gemini/cases.json, case settings-jsonc).
 */
function geminiMemoryNames(project) {
    const settings = (0,model/* artifactsOf */.Ns)(project, 'gemini-settings')[0];
    const listed = names((0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)(settings?.root, 'context'), 'fileName'));
    return listed.includes(GEMINI_MEMORY_FILE) ? listed : [...listed, GEMINI_MEMORY_FILE];
}
/**
 * Each extension's context files: `contextFileName` (a string or a list) in the manifest's folder, or
 * GEMINI.md there when it names none (case extension-contents: `tools/GEMINI.md` and
 * `docs-ext/CONTEXT.md` were sent; `docs-ext/GEMINI.md`, not named, was not). `unread` holds the
 * extension-root GEMINI.md files a `contextFileName` leaves out.
 */
function geminiExtensionContext(project) {
    const files = new Map();
    const unread = new Set();
    for (const e of (0,model/* artifactsOf */.Ns)(project, 'gemini-extension')) {
        const dir = external_node_path_.posix.dirname(e.path);
        const at = (n) => (dir === '.' ? n : `${dir}/${n}`);
        const node = (0,tree/* getNode */.Zl)(e.root, 'contextFileName');
        const listed = node == null ? [GEMINI_MEMORY_FILE] : node.type === 'scalar' || node.type === 'seq' ? names(node) : [];
        for (const n of listed) {
            const path = external_node_path_.posix.normalize(at(n));
            if (path.startsWith('../') || files.has(path))
                continue;
            const text = project.readText(path);
            if (text !== undefined)
                files.set(path, (0,model/* parsedFileAt */.B5)(project, path)?.file ?? (0,source/* sourceFile */.sm)(path, text));
        }
        if (!listed.includes(GEMINI_MEMORY_FILE))
            unread.add(at(GEMINI_MEMORY_FILE));
    }
    for (const p of files.keys())
        unread.delete(p);
    return { files, unread };
}
/** Every file of the tree named like a Gemini memory file, and every extension context file. */
function geminiMemoryFiles(project) {
    const wanted = new Set(geminiMemoryNames(project));
    const ext = geminiExtensionContext(project);
    const out = new Map();
    for (const f of project.files)
        if (wanted.has(external_node_path_.posix.basename(f.file.path)) && !ext.unread.has(f.file.path))
            out.set(f.file.path, f.file);
    for (const n of wanted) {
        if (out.has(n))
            continue;
        const text = project.readText(n);
        if (text !== undefined)
            out.set(n, (0,model/* parsedFileAt */.B5)(project, n)?.file ?? (0,source/* sourceFile */.sm)(n, text));
    }
    for (const [p, f] of ext.files)
        out.set(p, f);
    return [...out.values()];
}

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/memory-import.js
/** `@path` imports in Gemini CLI memory files that import nothing. */








const memory_import_DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/core/memport.md';
function load(project, path) {
    const text = project.readText(path);
    return text === undefined ? undefined : (0,source/* sourceFile */.sm)(path, text);
}
/* harmony default export */ const memory_import = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'gemini/memory-import',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `An \`@path\` import in a Gemini CLI memory file (GEMINI.md, the names \`context.fileName\` adds, an extension's context files) that imports nothing: no such file, a path leaving the repository (or, from an extension's context files, leaving their folder), an import cycle, or nested deeper than ${GEMINI_IMPORT_MAX_DEPTH} levels.`,
        kinds: ['gemini-memory'],
        harness: 'gemini',
        optIn: false,
        fixable: false,
        rationale: `Gemini CLI inlines \`@path\` imports of memory files (${memory_import_DOCS}); \`@path\` inside code spans and fenced blocks is text. Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case memory-imports): a missing file prints "[ERROR] [ImportProcessor] Failed to import …: ENOENT" on stderr and the model gets "<!-- Import failed … -->" instead; \`@../x.md\` leaving the project becomes "<!-- Import failed: ../x.md - Path traversal attempt -->" with no message; a cycle becomes "<!-- File already processed -->"; a file imported at depth ${GEMINI_IMPORT_MAX_DEPTH} keeps its own \`@path\`s as plain text. An import is resolved from the folder of the file that holds it, and allowed only inside the nearest folder holding \`.git\` above the memory file (its own folder when there is none; read in the 0.61.0 bundle, and what the case shows). So in an extension's context files (case extension-imports) \`@../shared.md\` leaving the extension folder was imported while the extension was linked from its repository (\`gemini extensions link\`), and refused as "Path traversal attempt", with no message, in the copy \`gemini extensions install\` puts under ~/.gemini/extensions/; the same held for a file the context file imports, and, for a \`contextFileName\` in a sub-folder (\`ctx/CONTEXT.md\`), for \`@../root-in-ext.md\` leaving that sub-folder but not the extension. Each time the session goes on without those instructions. AGENTS.md is read only when \`context.fileName\` lists it (case memory-agents-md-unlisted); a \`context.fileName\` without GEMINI.md adds to it rather than replacing it (case settings-jsonc: both were sent). A GEMINI.md in a sub-folder was not loaded at startup; the docs (docs/cli/gemini-md.md) say it is loaded when Gemini works in that folder, so its imports are checked too.`,
        examples: {
            file: 'GEMINI.md',
            wrong: '# Project\n\nFollow @./docs/style-guide.md when writing code.\n',
            right: '# Project\n\nFollow @./docs/style.md when writing code.\n',
            context: { 'docs/style.md': '# Style\n' },
        },
    },
    check(project, ctx) {
        const seen = new Set();
        const extensionContext = geminiExtensionContext(project).files;
        const extensionDirs = (0,model/* artifactsOf */.Ns)(project, 'gemini-extension').map((e) => external_node_path_.posix.dirname(e.path));
        /** The extension folder an extension context file is in (the innermost one), or undefined. */
        const extensionOf = (top) => extensionContext.has(top.path) ? extensionDirs.filter((d) => d === '.' || top.path.startsWith(`${d}/`)).sort((a, b) => b.length - a.length)[0] : undefined;
        const visit = (file, chain, top) => {
            for (const ref of (0,memory_imports/* importRefs */.WF)(file)) {
                if (ref.inCode || !(0,memory_imports/* looksLikePath */.j8)(ref.path) || ref.path.startsWith('~/') || ref.path.startsWith('/'))
                    continue;
                const nested = top.path.includes('/') && !extensionContext.has(top.path) ? ` (${top.path} is in a sub-folder: the docs say Gemini loads it when it works there; 0.61.0 did not load it at startup)` : '';
                const report = (why, when = '') => {
                    const key = `${file.path}:${ref.range.start.line}:${ref.range.start.column}`;
                    if (!seen.has(key))
                        ctx.report({ path: file.path, element: { type: 'gemini-memory', name: top.path }, harness: 'gemini', message: `\`@${ref.path}\` imports nothing${when}: ${why}${nested}`, range: ref.range });
                    seen.add(key);
                };
                const dir = external_node_path_.posix.dirname(file.path);
                const target = external_node_path_.posix.normalize(external_node_path_.posix.join(dir === '.' ? '' : dir, ref.path));
                // An installed extension's copy has no `.git` above it: its imports stay inside the context file's folder.
                const ext = extensionOf(top);
                const boundary = external_node_path_.posix.dirname(top.path);
                if (target === '..' || target.startsWith('../')) {
                    report('it leaves the project, and Gemini CLI refuses it ("Path traversal attempt") without a message');
                }
                else if (ext !== undefined && boundary !== '.' && !target.startsWith(`${boundary}/`)) {
                    const missing = (0,missing_path/* missingPath */.I)(project, target, 'file');
                    const where = boundary === ext ? `the extension folder \`${ext}\`` : `\`${boundary}\`, the folder of the extension's context file ${top.path}`;
                    report(`it leaves ${where}. Gemini CLI refuses it ("Path traversal attempt") without a message in an installed copy (~/.gemini/extensions/<name>/), and resolves it to \`${target}\` only while the extension is linked from this repository${missing ? `, where \`${target}\` ${missing} ("Failed to import")` : ''}`, missing ? '' : ' once the extension is installed');
                }
                else if (chain.length > GEMINI_IMPORT_MAX_DEPTH) {
                    report(`it is nested ${chain.length} imports deep from ${top.path}; Gemini CLI imports ${GEMINI_IMPORT_MAX_DEPTH} levels and leaves this one as plain text`);
                }
                else if (chain.includes(target)) {
                    report(`it closes an import cycle (${[...chain.slice(chain.indexOf(target)), target].join(' → ')}); Gemini CLI drops it ("File already processed")`);
                }
                else if ((0,missing_path/* missingPath */.I)(project, target, 'file') !== undefined) {
                    report(`\`${target}\` ${(0,missing_path/* missingPath */.I)(project, target, 'file')}; Gemini CLI prints "Failed to import" and goes on without it`);
                }
                else {
                    const next = load(project, target);
                    if (next)
                        visit(next, [...chain, target], top);
                }
            }
        };
        // Imported files are reported through the memory file that imports them, once per file and position.
        for (const top of geminiMemoryFiles(project))
            visit(top, [top.path], top);
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/policies.js
/** Gemini CLI policy files whose rules do not take effect. */



const policies_DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/reference/policy-engine.md';
/* harmony default export */ const policies = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'gemini/policies',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "A Gemini CLI policy file whose rules do not take effect: a project `.gemini/policies/*.toml` (not read), an extension's `policies/*.toml` that is not TOML (dropped), or an extension rule with `decision = \"allow\"` or the `yolo` mode (ignored).",
        kinds: ['gemini-policy'],
        harness: 'gemini',
        optIn: false,
        fixable: false,
        rationale: `Gemini CLI reads policy rules (\`[[rule]]\` tables: toolName, decision, priority, modes) from ~/.gemini/policies and from an extension's \`policies/\` folder (${policies_DOCS}). Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case policies): a project \`.gemini/policies/project.toml\` denying \`grep_search\` changed nothing (the tool was still offered to the model) and printed nothing: workspace policies are disabled in this release (the docs say so, issue #18186). In a linked extension, a \`deny\` rule took effect (\`list_directory\` was no longer offered), while a rule with \`decision = "allow"\` and one with \`modes = ["yolo"]\` were dropped ("[PolicyConfig] Extension "pol" attempted to contribute an ALLOW rule for tool "glob". Ignoring this rule for security.", "… a rule for YOLO mode …"), and a file that is not TOML was dropped whole with "[ExtensionManager] Error loading policies from pol: TOML parsing failed", which names no file (an error here; the others are warnings).`,
        examples: {
            file: 'my-ext/policies/rules.toml',
            context: { 'my-ext/gemini-extension.json': '{ "name": "my-ext", "version": "1.0.0" }\n' },
            wrong: '[[rule]]\ntoolName = "run_shell_command"\ndecision = "allow"\npriority = 100\n',
            right: '[[rule]]\ntoolName = "run_shell_command"\ndecision = "ask_user"\npriority = 100\n',
        },
    },
    check(artifact, ctx) {
        const ext = artifact.data.extensionRoot;
        const err = artifact.data.tomlError;
        const headers = (artifact.data.headers ?? {});
        if (ext === undefined) {
            const first = Object.values(headers).sort((a, b) => a.start.offset - b.start.offset)[0];
            ctx.report({
                message: `Gemini CLI ${GEMINI_VERSION} does not read project policies (.gemini/policies/*.toml): the rules of this file have no effect, without a message; put them in ~/.gemini/policies/ or in an extension's policies/ folder`,
                range: first ?? (0,source/* firstLine */.TM)(artifact.file),
                subject: '$',
            });
            return;
        }
        if (err) {
            ctx.report({ message: `Gemini CLI drops every rule of this policy file: it is not valid TOML (${err.message}); it prints only "[ExtensionManager] Error loading policies from <extension>: TOML parsing failed", without the file's name`, range: err.range, level: 'error', subject: '$' });
            return;
        }
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const table of ['rule', 'safety_checker']) {
            const list = root.pairs.find((p) => p.key === table)?.value;
            if (list?.type !== 'seq')
                continue;
            for (const item of list.items) {
                if (item.type !== 'map')
                    continue;
                const decision = item.pairs.find((p) => p.key === 'decision');
                if (table === 'rule' && decision?.value?.type === 'scalar' && decision.value.value === 'allow') {
                    ctx.report({ effect: 'ignored', message: 'Gemini CLI ignores an extension\'s `allow` rule: an extension\'s rules can deny a tool or ask for confirmation, never allow it ("attempted to contribute an ALLOW rule … Ignoring this rule for security.")', range: decision.value.range, jsonPath: decision.path });
                    continue;
                }
                const modes = item.pairs.find((p) => p.key === 'modes');
                const yolo = modes?.value?.type === 'seq' ? modes.value.items.find((m) => m.type === 'scalar' && m.value === 'yolo') : undefined;
                if (yolo)
                    ctx.report({ effect: 'ignored', message: `Gemini CLI ignores an extension's ${table === 'rule' ? 'rule' : 'safety checker'} that lists the \`yolo\` mode: it ignores it for its other modes too ("attempted to contribute a ${table === 'rule' ? 'rule' : 'safety checker'} for YOLO mode. Ignoring this … for security.")`, range: yolo.range, jsonPath: modes.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/settings-schema.js
/** `.gemini/settings.json`: keys Gemini CLI ignores, values of the wrong type, MCP servers it cannot start. */




function fits(n, t) {
    const got = (0,json_type/* jsonType */.Br)(n);
    return t === 'string|array' ? got === 'string' || got === 'array' : got === t;
}
/** `agents.overrides.x.enabled` → `agents.overrides.*.enabled` when the first three segments name a map of names. */
function typeFor(path) {
    const exact = GEMINI_SETTINGS_TYPES[path.join('.')];
    if (exact)
        return exact;
    if (path.length === 3 && path[0] === 'agents' && path[1] === 'overrides')
        return GEMINI_SETTINGS_TYPES['agents.overrides.*'];
    if (path.length === 4 && path[0] === 'agents' && path[1] === 'overrides')
        return GEMINI_SETTINGS_TYPES[`agents.overrides.*.${path[3]}`];
    return undefined;
}
const SAID = 'Gemini CLI prints "Invalid configuration in …/settings.json" on every command, keeps the value and carries on';
/* harmony default export */ const settings_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'gemini/settings-schema',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI `.gemini/settings.json` value of the wrong type, an `mcpServers` entry with an unknown key or no `command`/`url`/`httpUrl`, or an unknown top-level key (accepted without a word).',
        kinds: ['gemini-settings'],
        harness: 'gemini',
        optIn: false,
        fixable: 'machine',
        rationale: `The settings schema shipped in Gemini CLI ${GEMINI_VERSION} (https://geminicli.com/docs/reference/configuration/). Observed (oracle/gemini/cases.json, case settings): a value of the wrong type prints "Invalid configuration in …: Error in: ui.theme Expected string, received number … Please fix the configuration." on stderr of every command, and the value is kept: \`gemini skills list\` carries on, a headless \`gemini -p\` run with \`"ui": {"theme": 5}\` dies with "TypeError: themeName.endsWith is not a function" (exit 1). An unknown key in an \`mcpServers\` entry is reported the same way and the server is still started. An entry with neither \`command\` nor \`url\`/\`httpUrl\` gets no message; \`gemini mcp list\` shows it with no command, Disconnected. An unknown top-level key is accepted without a word (reported here as a warning).`,
        examples: {
            file: '.gemini/settings.json',
            wrong: '{\n  "ui": { "theme": 5 },\n  "mcpServer": {}\n}\n',
            right: '{\n  "ui": { "theme": "GitHub" },\n  "mcpServers": {}\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const wrongType = (p, want, where) => ctx.report({ message: `\`${where}\` must be ${want === 'string|array' ? 'a string or an array of strings' : `a ${want}`}, not ${(0,json_type/* jsonType */.Br)(p.value)}: ${SAID}`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
        const walk = (map, path) => {
            if (map.type !== 'map')
                return;
            for (const p of map.pairs) {
                const at = [...path, p.key];
                const want = typeFor(at);
                if (want && !fits(p.value, want))
                    wrongType(p, want, at.join('.'));
                else if (p.value?.type === 'map' && at.length < 4 && ['ui', 'context', 'agents', 'general'].includes(at[0]))
                    walk(p.value, at);
            }
        };
        for (const p of root.pairs) {
            const want = GEMINI_SETTINGS_KEYS[p.key];
            if (!want) {
                const names = Object.keys(GEMINI_SETTINGS_KEYS);
                const near1 = (0,suggest/* certainCorrection */.Zg)(p.key, names);
                // Renaming onto a key the file already has would write a duplicate key (the last wins).
                const fix = near1 !== undefined && !root.pairs.some((o) => o.key === near1) ? near1 : undefined;
                const near = (0,suggest/* closest */.kp)(p.key, names);
                ctx.report({
                    message: `Gemini CLI ignores the unknown setting \`${p.key}\` without a word${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    level: 'warn',
                    suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: JSON.stringify(fix) }] } : undefined,
                });
            }
            else if (!fits(p.value, want))
                wrongType(p, want, p.key);
            else if (p.key === 'mcpServers' && p.value?.type === 'map')
                for (const s of p.value.pairs)
                    checkServer(s);
            else if (p.value)
                walk(p.value, [p.key]);
        }
        function checkServer(s) {
            if (s.value?.type !== 'map')
                return wrongType(s, 'object', `mcpServers.${s.key}`);
            for (const f of s.value.pairs) {
                // `"timeout": "10"` was accepted without a message by 0.61.0 (case settings): a number written as a string is
                // read as that number; `"x"`, `true`, a list or an object is not (`gemini-settings:/mcpServers/docs/timeout:type:string` …).
                const want = GEMINI_MCP_FIELDS[f.key];
                if (f.key === 'timeout') {
                    const v = f.value?.type === 'scalar' ? f.value.value : undefined;
                    if (!(typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)))))
                        wrongType(f, 'number', `mcpServers.${s.key}.timeout`);
                    continue;
                }
                if (f.key === 'args' && f.value?.type === 'seq') {
                    // Each argument is a string (`gemini-settings:/mcpServers/docs/args/0:type:number`).
                    f.value.items.forEach((item, i) => {
                        if (!(item.type === 'scalar' && typeof item.value === 'string')) {
                            ctx.report({ message: `\`mcpServers.${s.key}.args[${i}]\` must be a string, not ${(0,json_type/* jsonType */.Br)(item)}: ${SAID}`, range: item.range, jsonPath: item.path });
                        }
                    });
                    continue;
                }
                if (!want) {
                    const near = (0,suggest/* closest */.kp)(f.key, Object.keys(GEMINI_MCP_FIELDS));
                    ctx.report({ message: `\`${f.key}\` is not an MCP server field${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: ${SAID} (the server is still started, without it)`, range: f.keyRange, jsonPath: f.path });
                }
                else if (!fits(f.value, want) && f.key !== 'timeout')
                    wrongType(f, want, `mcpServers.${s.key}.${f.key}`);
            }
            if (!s.value.pairs.some((f) => GEMINI_MCP_TRANSPORT.includes(f.key))) {
                ctx.report({ message: `MCP server \`${s.key}\` has no \`command\`, \`url\` or \`httpUrl\`: Gemini CLI has nothing to start or connect to; it says nothing at startup and \`gemini mcp list\` shows it with no command, Disconnected`, range: s.keyRange, jsonPath: s.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/skill-schema.js
/** Gemini CLI skills it drops without a message. */




/* harmony default export */ const skill_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'gemini/skill-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Gemini CLI skill (`.gemini/skills/<name>/SKILL.md`, or the shared `.agents/skills/<name>/SKILL.md` Gemini also reads) without frontmatter, `name` or `description`: Gemini drops it without a message.',
        kinds: ['gemini-skill'],
        harness: 'gemini',
        optIn: false,
        fixable: false,
        rationale: `Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case skills): \`gemini skills list\` leaves out a SKILL.md with no frontmatter, no \`name\` or no \`description\`, and prints nothing about it; an unknown key or a name with spaces is accepted. The shared \`.agents/skills\` folder is read the same way and such a skill is dropped the same way (case agents-skills).`,
        examples: {
            file: '.gemini/skills/release/SKILL.md',
            wrong: '---\nname: release\n---\nCut a release.\n',
            right: '---\nname: release\ndescription: Cut a release of the package\n---\nCut a release.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        if (!fm?.present) {
            ctx.report({ message: 'Gemini CLI drops this skill without a message: it has no frontmatter (`name` and `description` are required)', range: (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        for (const key of ['name', 'description']) {
            const v = (0,tree/* getPair */.xf)(artifact.root, key)?.value;
            if (!(v?.type === 'scalar' && typeof v.value === 'string' && v.value.trim())) {
                ctx.report({ message: `Gemini CLI drops this skill without a message: \`${key}\` is required`, range: fm.openRange });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/rules/index.js
/** Gemini CLI: custom commands, subagents, skills, memory files, settings, hooks and extensions. */









const GEMINI_RULES = [command_schema, agent_schema, skill_schema, memory_import, settings_schema, hooks, extension_manifest, extension_context_file, policies];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

/***/ 1535:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ checkTomlCommand)
/* harmony export */ });
/* harmony import */ var _artifacts_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2708);
/* harmony import */ var _diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8552);


const isString = (p) => p.value?.type === 'scalar' && typeof p.value.value === 'string';
function checkTomlCommand(artifact, ctx, h) {
    const err = artifact.data.tomlError;
    if (err) {
        ctx.report({ message: `${h.skips}: the file is not valid TOML (${err.message})`, range: err.range });
        return;
    }
    const root = artifact.root;
    if (!root || root.type !== 'map')
        return;
    const prompt = root.pairs.find((p) => p.key === 'prompt');
    const misspelt = reportUnknownKeys(artifact, ctx, h, root.pairs, prompt !== undefined);
    const description = root.pairs.find((p) => p.key === 'description');
    if (description?.value && !isString(description)) {
        ctx.report({ message: `${h.skips}: \`description\` must be a string`, range: (h.descriptionRange ?? ((p) => p.value.range))(description), jsonPath: description.path });
    }
    if (!prompt && !misspelt)
        ctx.report({ message: `${h.skips}: \`prompt\` is required`, range: (0,_artifacts_source_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLine */ .TM)(artifact.file) });
    else if (prompt && !isString(prompt))
        ctx.report({ message: `${h.skips}: \`prompt\` must be a string`, range: prompt.value?.range ?? prompt.keyRange, jsonPath: prompt.path });
}
/** Keys the harness does not read; the first near miss of a missing `prompt` is why the command is skipped. Returns whether there was one. */
function reportUnknownKeys(artifact, ctx, h, pairs, hasPrompt) {
    const name = `/${artifact.element.name}`;
    let misspelt = false;
    for (const p of pairs) {
        if (h.fields.includes(p.key))
            continue;
        const fix = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .certainCorrection */ .Zg)(p.key, h.fields);
        const near = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(p.key, h.fields);
        const rename = fix && !(fix === 'prompt' && hasPrompt) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined;
        if (fix === 'prompt' && !hasPrompt && !misspelt) {
            // The misspelt key is not read, so the command has no prompt and is skipped (recorded for both harnesses).
            misspelt = true;
            ctx.report({ message: `${h.skips}: \`prompt\` is required, and \`${p.key}\` is not read as it (did you mean \`prompt\`?)`, range: p.keyRange, jsonPath: p.path, suggestion: rename });
            continue;
        }
        const hint = near.length ? ` (did you mean \`${near[0].value}\`?)` : '';
        ctx.report({ effect: 'ignored', message: `${h.title} ignores \`${p.key}\` in ${name} without a word${hint}`, range: p.keyRange, jsonPath: p.path, level: 'warn', suggestion: rename });
    }
    return misspelt;
}


/***/ })

};
