export const id = 284;
export const ids = [284];
export const modules = {

/***/ 284:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QWEN_RULES: () => (/* binding */ QWEN_RULES),
  RULES: () => (/* binding */ QWEN_RULES)
});

// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/known-values.js
/**
 * Qwen Code (`@qwen-code/qwen-code`, a Gemini CLI fork): OBSERVED on 0.24.4, run offline by
 * oracle/qwen-code/probe.mjs; each value names the recorded case of oracle/qwen-code/cases.json
 * that shows it. The lists (settings keys, enums, name patterns) were read in the 0.24.4 bundle for facts
 * (`getSettingsSchema()`, `SubagentValidator`, `agent-frontmatter-schema`, `SKILL_NAME_PATTERN`). Recorded 2026-12-05.
 */

const QWEN_VERSION = pins_generated/* PINS */.$['qwen-code'].version;
/** The recorded cases, for rule messages. */
const QWEN_CASES = 'oracle/qwen-code/cases.json';
const QWEN_MUTATIONS = 'oracle/qwen-code/mutations.json';
/** Qwen Code's documentation (subagents, commands, skills, settings, QWEN.md). */
const QWEN_DOCS = 'https://qwenlm.github.io/qwen-code-docs/';
/** Agent keys whose value Qwen turns into text: a mapping there fails the agent (mutations qwen-agent:/model:type:object and the like). */
const QWEN_AGENT_TEXT_KEYS = ['name', 'description', 'model', 'permissionMode', 'maxTurns', 'background'];
/** Subagent frontmatter (`.qwen/agents/*.md`): `name` and `description` are required (case agents-required). */
const QWEN_AGENT_REQUIRED = ['name', 'description'];
/** A subagent name: 2–50 letters, digits, `-`, `_`; not starting or ending with `-`/`_` (case agents-name). */
const QWEN_AGENT_NAME = /^[\p{L}\p{N}_-]+$/u;
const QWEN_AGENT_NAME_MIN = 2;
const QWEN_AGENT_NAME_MAX = 50;
/** Names a subagent may not take, in any case (case agents-name: `system`, `main`). */
const QWEN_AGENT_RESERVED = ['self', 'system', 'user', 'model', 'tool', 'config', 'default', 'main'];
/** The body (the system prompt) must hold at least this many characters, trimmed (case agents-fields). */
const QWEN_AGENT_PROMPT_MIN = 10;
/** `approvalMode` values; any other string fails the agent (case agents-fields). */
const QWEN_APPROVAL_MODES = ['plan', 'default', 'auto-edit', 'auto', 'yolo', 'bubble'];
/** `color` values; another string is dropped with a log line (case agents-fields). */
const QWEN_AGENT_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan', 'auto'];
/** `permissionMode` values (Claude Code's names); another value is dropped with a log line (case agents-fields). */
const QWEN_PERMISSION_MODES = ['acceptEdits', 'auto', 'bypassPermissions', 'default', 'dontAsk', 'plan'];
/** TOML command fields (`.qwen/commands/**\/*.toml`): `prompt` (string) is required (case commands). */
const QWEN_COMMAND_FIELDS = ['prompt', 'description'];
/** Markdown command frontmatter fields and their types: a value of another type skips the command (case commands). */
const QWEN_MD_COMMAND_TYPES = {
    description: 'string', 'argument-hint': 'string', when_to_use: 'string', 'disable-model-invocation': 'boolean',
};
/** A skill name: letters, digits, `_`, `:`, `.`, `-` (case skills); it need not match its folder. */
const QWEN_SKILL_NAME = /^[\p{L}\p{N}_:.-]+$/u;
/** Top-level keys of settings.json (`getSettingsSchema()` of the 0.24.4 bundle); another key is ignored with a log line (case settings-unknown-key). */
const QWEN_SETTINGS_KEYS = [
    '$version', 'mcpServers', 'channels', 'serve', 'modelProviders', 'providerProtocol', 'plansDirectory', 'env', 'proxy', 'general', 'review', 'output',
    'dualOutput', 'ui', 'ide', 'privacy', 'telemetry', 'outboundCorrelation', 'fastModel', 'advisorModel', 'visionModel', 'compactionModel', 'imageModel',
    'visionBridgeTimeoutMs', 'modelFallbacks', 'voiceModel', 'model', 'modelPricing', 'context', 'memory', 'slashCommands', 'skills', 'permissions', 'tools',
    'policy', 'mcp', 'security', 'advanced', 'goals', 'agents', 'disableAllHooks', 'stopHookBlockingCap', 'hooks', 'experimental', 'artifact', 'worktree', 'omni',
];
/** The memory files read when settings do not set `context.fileName` (case layout); setting it replaces both (case settings-context-filename). */
const QWEN_MEMORY_FILES = ['QWEN.md', 'AGENTS.md'];

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/agent-location.js
/** Agent files in sub-folders of `.qwen/agents/`: Qwen Code reads only the folder's own `*.md` files. */



/* harmony default export */ const agent_location = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'qwen-code/agent-location',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Markdown file in a sub-folder of `.qwen/agents/`: Qwen Code reads only `.qwen/agents/*.md`, so this agent never loads.',
        kinds: ['qwen-nested-agent'],
        harness: 'qwen-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case layout): \`.qwen/agents/team/nested.md\`, a valid agent, was not among the run's agents, beside \`.qwen/agents/reviewer.md\`, which was; Qwen printed nothing about it. Claude Code reads agents in sub-folders of \`.claude/agents/\`, so a layout copied from it loses them. Move the file up to \`.qwen/agents/\` (file names must then differ).`,
        examples: {
            file: '.qwen/agents/review/security.md',
            wrong: '---\nname: security-reviewer\ndescription: Reviews for security issues\n---\nReview the diff for security issues.\n',
            right: '---\nname: security-reviewer\ndescription: Reviews for security issues\n---\nReview the diff for security issues.\n',
            rightFile: '.qwen/agents/security.md',
        },
    },
    check(artifact, ctx) {
        ctx.report({ message: 'Qwen Code does not read this file: it reads agents only from `.qwen/agents/*.md`, not from sub-folders; move it up to `.qwen/agents/`', range: (0,source/* firstLine */.TM)(artifact.file) });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/lib/ranges.js
/** A pair's key and value together: a block list or mapping starts on the line after its key. */
function pairRange(p) {
    return p.value && p.value.type !== 'scalar' ? { start: p.keyRange.start, end: p.value.range.end } : (p.value?.range ?? p.keyRange);
}

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/agent-schema.js
/** Qwen Code subagents that do not load, and frontmatter values Qwen drops. */






const scalar = (n) => (n?.type === 'scalar' ? n.value : undefined);
/** The text Qwen makes of a value (`String(value)`): a list's items joined with commas. */
function asText(n) {
    if (n?.type === 'scalar')
        return n.value === null ? undefined : String(n.value);
    if (n?.type === 'seq')
        return n.items.map((i) => asText(i) ?? '').join(',');
    return undefined;
}
/** Why Qwen refuses this `name` (its SubagentValidator's checks, in its order), or undefined. */
function qwenAgentNameProblem(name) {
    const n = name.trim();
    if (n.length < QWEN_AGENT_NAME_MIN)
        return `it must be at least ${QWEN_AGENT_NAME_MIN} characters long`;
    if (n.length > QWEN_AGENT_NAME_MAX)
        return `it must be ${QWEN_AGENT_NAME_MAX} characters or less`;
    if (!QWEN_AGENT_NAME.test(n))
        return 'it can only contain letters, numbers, hyphens and underscores';
    if (/^[-_]|[-_]$/.test(n))
        return 'it cannot start or end with a hyphen or underscore';
    if (QWEN_AGENT_RESERVED.includes(n.toLowerCase()))
        return `\`${n}\` is a reserved name`;
    return undefined;
}
/* harmony default export */ const agent_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'qwen-code/agent-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Qwen Code subagent (`.qwen/agents/*.md`) that Qwen does not load (no frontmatter, a blank `name` or `description`, a `name` its validator refuses, a body under 10 characters, an unknown `approvalMode`, a blank `model`, a mapping where Qwen wants text), or a `color`, `permissionMode`, `maxTurns` or `background` it drops.',
        kinds: ['qwen-agent'],
        harness: 'qwen-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}): the run's agent list leaves out, without a message even in the debug log, an agent with no frontmatter, no \`name\`, no or an empty \`description\`, or whose closing \`---\` ends the file with no line break (case agents-required); one whose \`name\` has a space or \`!\`, is one letter, 51 letters, starts with \`-\`, or is \`system\` or \`main\` (case agents-name: \`Code_Reviewer\` and a name in Chinese letters load); one whose body is under ${QWEN_AGENT_PROMPT_MIN} characters or empty, or whose \`approvalMode\` is not a mode (case agents-fields). In that recording an invalid \`color\`, \`permissionMode\` or \`maxTurns\` is dropped with a WARN line of the debug log and the agent loads; an unknown key loads without a word. The mutation probes (${QWEN_MUTATIONS}) add: a blank \`name\` or \`description\` (\`qwen-agent:/description:whitespace\`), a blank \`model\` (\`qwen-agent:/model:whitespace\`), an \`approvalMode\` that is not a string, and a mapping as \`name\`, \`description\`, \`model\`, \`permissionMode\`, \`maxTurns\` or \`background\` (\`qwen-agent:/model:type:object\`: Qwen fails to turn it into text) each leave the agent out; a \`background\` other than true or false is dropped with a WARN line (\`qwen-agent:/background:type:string\`).`,
        examples: {
            file: '.qwen/agents/reviewer.md',
            wrong: '---\nname: system\ndescription: Reviews changes\n---\nReview.\n',
            right: '---\nname: reviewer\ndescription: Reviews changes\n---\nReview the diff for bugs and missing tests.\n',
        },
    },
    check(artifact, ctx) {
        const md = artifact.markdown;
        if (!md)
            return;
        const fm = md.frontmatter;
        const skip = (why) => `Qwen Code does not load this agent, without a message: ${why}`;
        if (!fm.present) {
            ctx.report({ message: skip('it has no YAML frontmatter (`---` lines with `name` and `description`)'), range: (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        // Qwen's agent reader wants a line break after the closing `---` (case agents-required, `noeol.md`).
        const text = artifact.file.text;
        if (/\n---[ \t]*$/.test(text) && md.body.trim() === '') {
            const at = text.lastIndexOf('---');
            ctx.report({ message: skip('the closing `---` ends the file with no line break after it, so Qwen does not see a frontmatter (and there is no prompt)'), range: artifact.file.lines.range(at, at + 3) });
            return;
        }
        const root = artifact.root;
        // A mapping where Qwen wants a value: it turns the value into text (the name, description and model, or the
        // log line about a bad permissionMode, maxTurns or background) and fails ("Cannot convert object to primitive
        // value"), so the agent is not loaded (mutations qwen-agent:/model:type:object and the like).
        const mapped = new Set();
        for (const key of QWEN_AGENT_TEXT_KEYS) {
            const p = (0,tree/* getPair */.xf)(root, key);
            if (p?.value?.type !== 'map')
                continue;
            mapped.add(key);
            ctx.report({ message: skip(`\`${key}\` is a mapping, which Qwen cannot turn into text`), range: pairRange(p), jsonPath: p.path });
        }
        for (const key of QWEN_AGENT_REQUIRED) {
            const p = (0,tree/* getPair */.xf)(root, key);
            const v = scalar(p?.value);
            if (mapped.has(key))
                continue;
            if (!p?.value || v === null || (typeof v === 'string' && v.trim() === ''))
                ctx.report({ message: skip(`\`${key}\` is required${p?.value ? ', and blank here' : ''}`), range: p?.value && v !== null ? p.value.range : p?.keyRange ?? fm.openRange });
        }
        const model = (0,tree/* getPair */.xf)(root, 'model');
        if (model?.value?.type === 'scalar' && typeof model.value.value === 'string' && model.value.value !== '' && model.value.value.trim() === '') {
            ctx.report({ message: skip('`model` is blank (leave it out to use the main model)'), range: model.value.range, jsonPath: model.path });
        }
        const namePair = (0,tree/* getPair */.xf)(root, 'name');
        const name = asText(namePair?.value);
        if (namePair?.value && name !== undefined && name.trim() !== '') {
            const why = qwenAgentNameProblem(name);
            if (why)
                ctx.report({ message: skip(`its \`name\` is refused: ${why}${namePair.value.type === 'seq' ? ` (Qwen reads this list as \`${name}\`)` : ''}`), range: pairRange(namePair), jsonPath: namePair.path });
        }
        const prompt = md.body.trim();
        if (prompt.length < QWEN_AGENT_PROMPT_MIN) {
            const range = prompt ? artifact.file.lines.range(md.bodyOffset + md.body.indexOf(prompt), md.bodyOffset + md.body.indexOf(prompt) + prompt.length) : fm.openRange;
            ctx.report({ message: skip(prompt ? `its body (the system prompt) is ${prompt.length} characters; it must hold at least ${QWEN_AGENT_PROMPT_MIN}` : 'its body (the system prompt) is empty'), range });
        }
        const approval = (0,tree/* getPair */.xf)(root, 'approvalMode');
        const mode = scalar(approval?.value);
        if (approval?.value && mode !== null && mode !== '' && !(typeof mode === 'string' && QWEN_APPROVAL_MODES.includes(mode))) {
            const near = typeof mode === 'string' ? (0,suggest/* closest */.kp)(mode, QWEN_APPROVAL_MODES) : [];
            ctx.report({ message: skip(`\`approvalMode\` must be one of ${QWEN_APPROVAL_MODES.map((m) => `\`${m}\``).join(', ')}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`), range: pairRange(approval), jsonPath: approval.path });
        }
        const dropped = (key, ok, what) => {
            const p = (0,tree/* getPair */.xf)(root, key);
            const v = scalar(p?.value);
            if (!p?.value || v === null || mapped.has(key) || ok(p.value.type === 'scalar' ? v : p.value))
                return;
            ctx.report({ level: 'warn', effect: 'ignored', message: `Qwen Code drops this \`${key}\` and loads the agent without it: ${what} (a WARN line of its debug log says so)`, range: pairRange(p), jsonPath: p.path });
        };
        dropped('color', (v) => typeof v !== 'string' || QWEN_AGENT_COLORS.includes(v), `the colours are ${QWEN_AGENT_COLORS.map((c) => `\`${c}\``).join(', ')}`);
        dropped('permissionMode', (v) => typeof v === 'string' && QWEN_PERMISSION_MODES.includes(v), `the modes are ${QWEN_PERMISSION_MODES.map((c) => `\`${c}\``).join(', ')}`);
        dropped('background', (v) => v === true || v === false || v === 'true' || v === 'false', 'it must be `true` or `false`');
        dropped('maxTurns', (v) => (typeof v === 'number' || (typeof v === 'string' && v !== '')) && Number.isInteger(Number(v)) && Number(v) > 0, 'it must be a positive whole number');
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/toml-command.js
var toml_command = __webpack_require__(1535);
;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/command-schema.js
/** Qwen Code custom commands (`.qwen/commands/**`, TOML or Markdown) that Qwen skips, or keys it ignores. */





/* harmony default export */ const command_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'qwen-code/command-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Qwen Code custom command that Qwen skips: a `.toml` file that is not TOML or has no string `prompt` or a non-string `description`, or a `.md` file whose `description`, `argument-hint` or `when_to_use` is not a string or whose `disable-model-invocation` is not a boolean; and a TOML key Qwen ignores.',
        kinds: ['qwen-command', 'qwen-md-command'],
        harness: 'qwen-code',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case commands): the run's slash commands leave out a TOML command without \`prompt\`, with a misspelt \`promt\`, with \`prompt = 5\`, or that is not TOML, and a Markdown command with \`description: 5\`, \`argument-hint: [file]\` (a YAML list) or \`disable-model-invocation: yes\` (a string); each only gets an ERROR line in the debug log ("Skipping invalid command file", "Failed to parse TOML file"). An unknown key (\`model\`) is accepted and has no effect; a Markdown command without frontmatter, or with an empty body, loads. Commands in sub-folders are named with \`:\` (case layout: \`git/commit.toml\` is \`/git:commit\`), and \`{{args}}\` is replaced by what follows the command. The mutation probes (${QWEN_MUTATIONS}) add: a TOML \`description\` that is not a string skips the command too (\`qwen-command:/description:type:number\`), and empty strings load (\`qwen-md-command:/description:empty\`).`,
        examples: {
            file: '.qwen/commands/review.toml',
            wrong: 'description = "Review the diff"\nprompts = "Review {{args}}"\n',
            right: 'description = "Review the diff"\nprompt = "Review {{args}}"\n',
        },
    },
    check(artifact, ctx) {
        const name = `/${artifact.element.name}`;
        if (artifact.kind === 'qwen-md-command') {
            // A frontmatter Qwen cannot read at all is reported by the schema/ parse rules; here, the value types.
            for (const [key, type] of Object.entries(QWEN_MD_COMMAND_TYPES)) {
                const p = (0,tree/* getPair */.xf)(artifact.root, key);
                if (!p?.value)
                    continue;
                const v = p.value;
                const ok = v.type === 'scalar' && (v.value === null || typeof v.value === type);
                if (!ok)
                    ctx.report({ message: `Qwen Code skips this command (${name}): \`${key}\` must be a ${type}${type === 'string' ? ' (quote it)' : ' (`true` or `false`)'}; it logs "Skipping invalid command file" in its debug log only`, range: pairRange(p), jsonPath: p.path });
            }
            return;
        }
        (0,toml_command/* checkTomlCommand */.A)(artifact, ctx, { fields: QWEN_COMMAND_FIELDS, skips: `Qwen Code skips this command (${name})`, title: 'Qwen Code', descriptionRange: pairRange });
    },
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/rules/shared/memory-imports.js
var memory_imports = __webpack_require__(6327);
// EXTERNAL MODULE: ./build/src/rules/shared/missing-path.js
var missing_path = __webpack_require__(931);
// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/lib/memory-files.js
/**
 * The memory files Qwen Code reads from the repository (not a rule): QWEN.md and AGENTS.md, or, when
 * `context.fileName` in `.qwen/settings.json` is set, the files it names instead (oracle/qwen-code/cases.json,
 * cases layout and settings-context-filename).
 */




/** The memory file names `context.fileName` sets (a string or a list of them); undefined when it sets none. */
function qwenMemoryNames(project) {
    // A settings file that is not JSON has no root: Qwen ignores it whole (case settings-invalid-json).
    const node = (0,tree/* getNode */.Zl)((0,tree/* getNode */.Zl)((0,model/* artifactsOf */.Ns)(project, 'qwen-settings')[0]?.root, 'context'), 'fileName');
    if (node?.type === 'scalar' && typeof node.value === 'string')
        return [node.value];
    if (node?.type === 'seq')
        return node.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? [i.value] : []));
    return undefined;
}
/**
 * The memory files of the tree: each root-level QWEN.md and AGENTS.md artifact whose name is read and, when settings name
 * the files, each other named file at the repository root. A name holding a folder is left out: where Qwen looks
 * for it was not observed.
 */
function qwenMemoryFiles(project) {
    const listed = qwenMemoryNames(project);
    const names = listed ?? QWEN_MEMORY_FILES;
    const out = new Map();
    // From the repository's root only: a QWEN.md in a sub-folder is not sent (case layout, SUB-QWEN-MARKER).
    for (const a of (0,model/* artifactsOf */.Ns)(project, 'qwen-memory'))
        if (!a.path.includes('/') && names.includes(a.path))
            out.set(a.path, a.file);
    // Without the setting the artifacts are the files: AGENTS.md alone is not read as Qwen's (many harnesses read it).
    for (const n of listed ?? []) {
        if (out.has(n) || n.includes('/') || n.includes('\\') || n === '.' || n === '..')
            continue;
        const text = project.readText(n);
        if (text !== undefined)
            out.set(n, (0,model/* parsedFileAt */.B5)(project, n)?.file ?? (0,source/* sourceFile */.sm)(n, text));
    }
    return [...out.values()];
}

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/memory-import.js
/** `@path` imports in Qwen Code memory files (QWEN.md, AGENTS.md) that name no file: Qwen leaves them as text. */







function load(project, path) {
    const text = project.readText(path);
    return text === undefined ? undefined : (0,source/* sourceFile */.sm)(path, text);
}
/* harmony default export */ const memory_import = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'qwen-code/memory-import',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An `@./path` import in a Qwen Code memory file (QWEN.md, AGENTS.md, or a file they import) that names no file: Qwen sends the `@./path` to the model as plain text, without a word.',
        kinds: ['qwen-memory'],
        harness: 'qwen-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case memory-imports): \`@./docs/style.md\` in QWEN.md is inlined between "<!-- Imported from: ./docs/style.md -->" markers, while \`@./docs/missing.md\` is left in the context as plain text, with no marker and no log line, and the run goes on without those instructions. Qwen reads QWEN.md and AGENTS.md (case layout) unless \`context.fileName\` names other files (case settings-context-filename). \`@path\` inside code spans and fenced blocks is text and is not checked.`,
        examples: {
            file: 'QWEN.md',
            wrong: '# Project\n\nFollow @./docs/style-guide.md when writing code.\n',
            right: '# Project\n\nFollow @./docs/style.md when writing code.\n',
            context: { 'docs/style.md': '# Style\n' },
        },
    },
    check(project, ctx) {
        const seen = new Set();
        const visit = (file, chain, top) => {
            for (const ref of (0,memory_imports/* importRefs */.WF)(file)) {
                if (ref.inCode || !(0,memory_imports/* looksLikePath */.j8)(ref.path) || !/^\.{1,2}\//.test(ref.path))
                    continue;
                const dir = external_node_path_.posix.dirname(file.path);
                const target = external_node_path_.posix.normalize(external_node_path_.posix.join(dir === '.' ? '' : dir, ref.path));
                if (target === '..' || target.startsWith('../') || chain.includes(target))
                    continue;
                const missing = (0,missing_path/* missingPath */.I)(project, target, 'file');
                if (missing !== undefined) {
                    const key = `${file.path}:${ref.range.start.line}:${ref.range.start.column}`;
                    if (!seen.has(key))
                        ctx.report({ path: file.path, element: { type: 'qwen-memory', name: top.path }, harness: 'qwen-code', message: `\`@${ref.path}\` imports nothing: \`${target}\` ${missing}; Qwen Code sends \`@${ref.path}\` to the model as plain text, without a word`, range: ref.range });
                    seen.add(key);
                    continue;
                }
                const next = load(project, target);
                if (next)
                    visit(next, [...chain, target], top);
            }
        };
        for (const f of qwenMemoryFiles(project))
            visit(f, [f.path], f);
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/settings.js
/** Qwen Code project settings (`.qwen/settings.json`) that Qwen ignores, or that stop it. */




/* harmony default export */ const settings = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'qwen-code/settings',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Qwen Code `.qwen/settings.json` with a top-level key Qwen ignores, or a `ui.theme` that is not a string (every run stops).',
        kinds: ['qwen-settings'],
        harness: 'qwen-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}): an unknown top-level key is ignored with only a debug-log line, "Unknown setting 'frobnicate' will be ignored" (case settings-unknown-key; agentlint warns); \`"ui": { "theme": 5 }\` stops every run, exit 1, "An unexpected critical error occurred: TypeError: themeName.endsWith is not a function" (case settings-wrong-type). A settings file that is not JSON is ignored whole without a word (case settings-invalid-json: its \`context.fileName\` was not applied), reported by schema/json-invalid. The top-level keys are those of the settings schema in the ${QWEN_VERSION} bundle.`,
        examples: {
            file: '.qwen/settings.json',
            wrong: '{\n  "ui": { "theme": 5 },\n  "contxt": { "fileName": ["CONTEXT.md"] }\n}\n',
            right: '{\n  "ui": { "theme": "GitHub" },\n  "context": { "fileName": ["CONTEXT.md"] }\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const p of root.pairs) {
            if (QWEN_SETTINGS_KEYS.includes(p.key))
                continue;
            const near = (0,suggest/* closest */.kp)(p.key, QWEN_SETTINGS_KEYS);
            ctx.report({ level: 'warn', message: `Qwen Code ignores \`${p.key}\`: it is not a setting (its debug log says "Unknown setting '${p.key}' will be ignored")${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`, range: p.keyRange, jsonPath: p.path });
        }
        const theme = (0,tree/* getPair */.xf)((0,tree/* getNode */.Zl)(root, 'ui'), 'theme');
        if (theme?.value && !(theme.value.type === 'scalar' && (typeof theme.value.value === 'string' || theme.value.value === null))) {
            ctx.report({ message: 'Qwen Code stops every run with this settings file: `ui.theme` must be a string ("An unexpected critical error occurred: TypeError: themeName.endsWith is not a function", exit 1)', range: theme.value.range, jsonPath: theme.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/skill-schema.js
/** Qwen Code skills it drops (only its debug log says so). */





/* harmony default export */ const skill_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'qwen-code/skill-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Qwen Code skill (`.qwen/skills/<name>/SKILL.md`, or the shared `.agents/skills/<name>/SKILL.md` Qwen also reads) without frontmatter, `name` or `description`, or whose `name` holds other characters than letters, digits, `_`, `:`, `.` and `-`: Qwen drops it.',
        kinds: ['qwen-skill'],
        harness: 'qwen-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case skills): the run's skills (offered as slash commands) leave out a SKILL.md with no frontmatter, no \`name\`, no \`description\` (also in \`.agents/skills\`), or \`name: bad name\`; only the debug log says "Failed to parse skill file: Missing \\"description\\" in frontmatter" or "\\"name\\" must match /^[\\p{L}\\p{N}_:.-]+$/u". A name unlike its folder (\`renamed\` in \`other/\`) and \`my.skill:v2\` load. The mutation probes (${QWEN_MUTATIONS}) add: a blank \`description\` (\`qwen-skill:/description:whitespace\`) and a mapping as \`name\` or \`description\` (\`qwen-skill:/name:type:object\`, "Cannot convert object to primitive value") drop the skill too.`,
        examples: {
            file: '.qwen/skills/release/SKILL.md',
            wrong: '---\nname: release notes\ndescription: Write the release notes\n---\nWrite them.\n',
            right: '---\nname: release-notes\ndescription: Write the release notes\n---\nWrite them.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        const drop = (why) => `Qwen Code drops this skill (only its debug log says so): ${why}`;
        if (!fm?.present) {
            ctx.report({ message: drop('it has no YAML frontmatter (`name` and `description` are required)'), range: (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        for (const key of ['name', 'description']) {
            const p = (0,tree/* getPair */.xf)(artifact.root, key);
            const v = p?.value;
            // A mapping fails Qwen's text conversion ("Cannot convert object to primitive value", qwen-skill:/name:type:object).
            if (v?.type === 'map')
                ctx.report({ message: drop(`\`${key}\` is a mapping, which Qwen cannot turn into text`), range: pairRange(p), jsonPath: p.path });
            else if (!v || (v.type === 'scalar' && (v.value === null || v.value === '')))
                ctx.report({ message: drop(`\`${key}\` is required`), range: p?.keyRange ?? fm.openRange });
            else if (key === 'description' && v.type === 'scalar' && typeof v.value === 'string' && v.value.trim() === '')
                ctx.report({ message: drop('`description` is blank ("\\"description\\" cannot be empty")'), range: v.range, jsonPath: p.path });
        }
        const p = (0,tree/* getPair */.xf)(artifact.root, 'name');
        if (p?.value?.type === 'scalar' && p.value.value !== null && p.value.value !== '' && !QWEN_SKILL_NAME.test(String(p.value.value))) {
            ctx.report({ message: drop(`its \`name\` may hold only letters, digits, \`_\`, \`:\`, \`.\` and \`-\`, not \`${String(p.value.value)}\``), range: p.value.range, jsonPath: p.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/rules/index.js
/** Qwen Code (observed on 0.24.4: oracle/qwen-code/cases.json). */






const QWEN_RULES = [agent_schema, agent_location, command_schema, skill_schema, settings, memory_import];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
