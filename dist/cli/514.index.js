export const id = 514;
export const ids = [514];
export const modules = {

/***/ 3514:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLINE_RULES: () => (/* binding */ CLINE_RULES),
  RULES: () => (/* binding */ CLINE_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/cline/known-values.js
/**
 * Cline. OBSERVED values come from Cline CLI 3.0.65 (npm `cline`, run offline against a loopback stub:
 * oracle/cline/probe.mjs, oracle/cline/cases.json, recorded 2026-12-05); DOCUMENTED ones from
 * docs.cline.bot, read 2026-12-05 through the stored copies the `search` tool returns. Where the two differ (file
 * extensions, subfolders, `paths` conditions, other tools' rule files), the CLI's recorded behaviour is what the
 * rules say, and the rationale names the documentation too: the IDE extension is another build.
 */

/** https://docs.cline.bot/features/cline-rules/overview — where rules live and in which order they load. */
const CLINE_DOCS_RULES = 'https://docs.cline.bot/features/cline-rules/overview';
/** https://docs.cline.bot/features/cline-rules/conditional-rules — the `paths` frontmatter. */
const CLINE_DOCS_CONDITIONAL = 'https://docs.cline.bot/features/cline-rules/conditional-rules';
/** The pinned CLI the cases were recorded with (oracle/cline/probe.mjs). */
const CLINE_VERSION = pins_generated/* PINS */.$['cline'].version;
/** Where a message points for a recorded case. */
const CLINE_CASES = 'oracle/cline/cases.json';
/**
 * Conditional rules page: "Currently, `paths` is the supported conditional" — a rule file's frontmatter scopes the
 * rule with `paths:`, a list of globs; the rule "activates only when your current files match". Cline CLI 3.0.65
 * applies every rule to every request, `paths` or not (case `rule-paths-condition`).
 */
const CLINE_RULE_FIELDS = ['paths'];
/**
 * The extensions Cline CLI 3.0.65 reads in `.clinerules/` and `.cline/rules/`, any case (case `rule-extensions`:
 * `.md`, `.MD`, `.markdown` and `.txt` listed; `.mdx`, `.mdc`, `.yaml`, `.json` and a file without extension not).
 * The overview page documents "all .md files inside".
 */
const CLINE_RULE_EXTENSIONS = ['.md', '.markdown', '.txt'];
/**
 * Hook files (cases `hook-names`, `hook-run`): a file directly in `.clinerules/hooks/` or `.cline/hooks/` whose name,
 * less its extension, is one of these (any case) and whose extension is one of CLINE_HOOK_EXTENSIONS. Each maps to
 * the runtime event the listing shows; `PreCompact` is listed with none, so nothing runs it. Values read from the
 * pinned CLI's bundle (reading, not copying) and confirmed by the cases.
 */
const CLINE_HOOK_EVENTS = {
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
const CLINE_HOOK_EXTENSIONS = ['', '.sh', '.bash', '.zsh', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.py', '.ps1'];
/** Claude Code hook event names people carry over, and the Cline event that fires at the same moment. */
const CLINE_HOOK_FROM_CLAUDE = { SessionStart: 'TaskStart', Stop: 'TaskComplete', SessionEnd: 'SessionShutdown' };
/**
 * Agent configs `.cline/agents/*.yaml` / `.yml` (mutation probe, oracle/cline/mutations.json): the
 * frontmatter fields Cline reads and what each must be, or the agent is not loaded (not offered as `subagent_<name>`).
 * Read from the pinned CLI's schema (reading, not copying) and confirmed mutation by mutation.
 */
const CLINE_AGENT_FIELDS = {
    name: 'text',
    description: 'text',
    tools: 'text-or-list',
    skills: 'text-or-list',
    providerId: 'text',
    modelId: 'text',
    maxIterations: 'positive-int',
};
const CLINE_AGENT_REQUIRED = ['name', 'description'];

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/agent-config.js
/** A Cline agent config (`.cline/agents/*.yaml`) that Cline does not load, or loads without a field. */




const GOLDEN = 'oracle: oracle/cline/mutations.json';
const FIELDS = Object.keys(CLINE_AGENT_FIELDS);
const isText = (v) => v?.type === 'scalar' && typeof v.value === 'string' && v.value.trim() !== '';
/** Why `value` does not fit the field, or undefined. */
function problem(key, v) {
    const want = CLINE_AGENT_FIELDS[key];
    if (want === 'text')
        return isText(v) ? undefined : '`' + key + '` must be a non-blank string';
    if (want === 'text-or-list') {
        if (v?.type === 'scalar' && typeof v.value === 'string')
            return undefined;
        if (v?.type === 'seq' && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string'))
            return undefined;
        return '`' + key + '` must be a string or a list of strings';
    }
    const n = v?.type === 'scalar' ? v.value : undefined;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? undefined : '`' + key + '` must be a whole number above 0';
}
/* harmony default export */ const agent_config = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/agent-config',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Cline agent config (`.cline/agents/*.yaml`) that Cline does not load: no frontmatter, no body, a missing or mistyped field; or one in a place or with an extension Cline does not read; or a key Cline does not read.',
        kinds: ['cline-agent'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${CLINE_VERSION} (${GOLDEN}: 73 single-field and whole-file mutations of an agent config, in one session; an agent Cline loads is offered to the model as a tool \`subagent_<name>\`). Cline drops the agent, without a message, when: \`name\` or \`description\` is missing, not a string, empty or blank; \`providerId\` or \`modelId\` is not a non-blank string; \`tools\` or \`skills\` is not a string or a list of strings (cases \`tools-item-number\`, \`skills-item-number\`); \`maxIterations\` is not a whole number above 0 (\`0\`, \`-1\`, \`1.5\`, a string); the file has no frontmatter, an unclosed one, one that is a list, broken YAML, or no body (cases \`cline-agent::no-frontmatter\`, \`unclosed\`, \`frontmatter-list\`, \`yaml-invalid\`, \`empty-body\`, \`blank-body\`); the file is \`.md\` or in a subfolder (cases \`extension-md\`, \`nested\`); another file already has its \`name\` (case \`name-duplicate\`, reported by cline/agent-name-unique). Capitals or spaces in \`name\`, \`.yml\`, a missing optional field and an unknown key load (case \`unknown-key\`: the key has no effect, so it is a warning). A body with a later \`---\` line loads (case \`no-closing-body-dashes\`).`,
        examples: {
            file: '.cline/agents/reviewer.yaml',
            wrong: '---\nname: reviewer\nmaxIterations: 0\n---\nYou review code.\n',
            right: '---\nname: reviewer\ndescription: Reviews a change for bugs\nmaxIterations: 10\n---\nYou review code.\n',
        },
    },
    check(artifact, ctx) {
        const first = (0,source/* firstLine */.TM)(artifact.file);
        const place = /^\.cline\/agents\/(.+\/)?[^/]+\.([^./]+)$/i.exec(artifact.path);
        if (place?.[1]) {
            ctx.report({ level: 'warn', message: `Cline reads only the files directly in \`.cline/agents/\`, not in \`${place[1]}\`: this agent is never loaded (${GOLDEN}, case \`cline-agent::nested\`)`, range: first });
            return;
        }
        if (place && place[2].toLowerCase() === 'md') {
            ctx.report({ level: 'warn', message: `Cline reads agent configs from \`.yaml\` and \`.yml\` files, not \`.md\`: this agent is never loaded (rename it to \`.yaml\`; ${GOLDEN}, case \`cline-agent::extension-md\`)`, range: first });
            return;
        }
        const fm = artifact.markdown?.frontmatter;
        if (!fm?.present) {
            ctx.report({ message: `an agent config needs a YAML frontmatter block before its prompt: \`---\`, \`name:\`, \`description:\`, \`---\`; Cline does not load this agent (${GOLDEN}, case \`cline-agent::no-frontmatter\`)`, range: first });
            return;
        }
        const root = artifact.root;
        if (root?.type !== 'map')
            return; // a parse problem (clineAgentReading) already says Cline drops it
        const open = fm.openRange;
        for (const key of CLINE_AGENT_REQUIRED) {
            if (!root.pairs.some((p) => p.key === key))
                ctx.report({ message: `no \`${key}\`: Cline does not load an agent config without one (${GOLDEN}, case \`cline-agent:/${key}:remove\`)`, range: open });
        }
        for (const p of root.pairs) {
            if (p.key === 'lints')
                continue;
            if (!(p.key in CLINE_AGENT_FIELDS)) {
                const near = (0,suggest/* closest */.kp)(p.key, FIELDS);
                ctx.report({
                    level: 'warn',
                    message: `\`${p.key}\` is not a field of a Cline agent config: the fields are ${FIELDS.map((f) => `\`${f}\``).join(', ')}; Cline loads the agent and ignores it${near.length ? `; did you mean \`${near[0].value}\`?` : ''} (${GOLDEN}, case \`cline-agent::unknown-key\`)`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    suggestion: near.length === 1 && near[0].distance <= 2 && !root.pairs.some((q) => q.key === near[0].value) ? { msg: `rename to \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: near[0].value }] } : undefined,
                });
                continue;
            }
            const why = problem(p.key, p.value);
            if (why)
                ctx.report({ message: `${why}: Cline does not load this agent (${GOLDEN}, mutations of \`/${p.key}\`)`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
        }
        const md = artifact.markdown;
        if (md.body.trim() === '') {
            // At the closing `---` (the line before the body).
            const close = Math.max(1, md.bodyLine - 1);
            const lines = artifact.file.lines;
            ctx.report({ message: `no system prompt after the frontmatter: Cline does not load an agent config without one (${GOLDEN}, cases \`cline-agent::empty-body\`, \`blank-body\`)`, range: lines.range(lines.lineStart(close), lines.lineEnd(close)) });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/rules/shared/names.js
var names = __webpack_require__(1763);
;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/agent-name-unique.js
/** Two Cline agent configs with one `name`: Cline loads only one of them. */




/* harmony default export */ const agent_name_unique = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'cline/agent-name-unique',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Two Cline agent configs (`.cline/agents/*.yaml`) with the same `name`: Cline loads only one of them.',
        kinds: ['cline-agent'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${CLINE_VERSION} (oracle/cline/mutations.json, case \`cline-agent::name-duplicate\`): with \`w6.yml\` and \`w14.yaml\` both named \`w6\`, the session offered one \`subagent_w6\` tool, from \`w6.yml\`; \`w14.yaml\` was dropped without a message. Which file wins is not the path order (\`w14.yaml\` sorts first), so the finding is on every file of the name, as a warning: one of them is not loaded. Names are compared as written (\`Reviewer\` and \`reviewer\` are two tools).`,
        examples: {
            file: '.cline/agents/reviewer-strict.yaml',
            wrong: '---\nname: reviewer\ndescription: Reviews strictly\n---\nReview every line.\n',
            right: '---\nname: strict-reviewer\ndescription: Reviews strictly\n---\nReview every line.\n',
            context: { '.cline/agents/reviewer.yaml': '---\nname: reviewer\ndescription: Reviews changes\n---\nReview the diff.\n' },
        },
    },
    reads: { 'cline-agent': ['name'] },
    check(project, ctx) {
        // A file Cline does not read (a subfolder, `.md`) cannot clash.
        const read = (0,model/* artifactsOf */.Ns)(project, 'cline-agent').filter((a) => /^\.cline\/agents\/[^/]+\.ya?ml$/i.test(a.path));
        for (const [name, clash] of (0,names/* nameClashes */.L6)(read)) {
            for (const { artifact: a, pair, others } of clash) {
                ctx.report({
                    path: a.path,
                    element: a.element,
                    harness: 'cline',
                    message: `Cline loads only one agent named \`${name}\`: ${others.join(', ')} has the same name, so one of the two is never offered to the model (oracle: oracle/cline/mutations.json, case \`cline-agent::name-duplicate\`)`,
                    range: pair.value.range,
                    jsonPath: pair.path,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/hook-name.js
/** A file in Cline's hook folders that Cline does not run: a name that is no event, an extension it does not run, a subfolder. */




const EVENTS = Object.keys(CLINE_HOOK_EVENTS);
const byLower = new Map(EVENTS.map((e) => [e.toLowerCase(), e]));
const EXTS = CLINE_HOOK_EXTENSIONS.filter((e) => e).map((e) => `\`${e}\``).join(', ');
const CASES = `oracle: ${CLINE_CASES}, cases \`hook-names\`, \`hook-run\``;
/** Documents kept beside hooks (a README, a licence): they never run, and were never meant to. */
const DOCUMENT = /^(readme|license|licence|changelog|notes?)(\.[^/]*)?$|\.(md|markdown|txt|rst|adoc)$/i;
/** A documentation file whose name is not close to an event: not a hook written by mistake. */
function isDocument(name) {
    if (!DOCUMENT.test(name))
        return false;
    const stem = name.replace(/\.[^.]*$/, '');
    return !byLower.has(stem.toLowerCase()) && (0,suggest/* closest */.kp)(stem, EVENTS).length === 0 && CLINE_HOOK_FROM_CLAUDE[stem] === undefined;
}
/* harmony default export */ const hook_name = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/hook-name',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A file in `.clinerules/hooks/` or `.cline/hooks/` that Cline never runs: its name is not a Cline hook event, its extension is not one Cline runs, it is in a subfolder, or it is a `PreCompact` hook.',
        kinds: ['cline-hook'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${CLINE_VERSION} (${CLINE_CASES}): \`cline config hooks --json\` lists a file of the hook folders only when its name, less the extension and in any case, is one of ${EVENTS.map((e) => `\`${e}\``).join(', ')} and its extension is none or one of ${EXTS} (case \`hook-names\`: \`TaskComplete.txt\`, \`PreCompact.md\`, \`PreToolUse.test.sh\`, \`Stop\` and \`sub/TaskError\` are not listed). In a one-turn session the \`TaskStart\` and \`TaskComplete.sh\` scripts ran, while Claude Code's \`Stop\` and \`SessionStart.sh\` did not (case \`hook-run\`). \`PreCompact\` is listed with no event to run on. Claude Code's names have a Cline counterpart: ${Object.entries(CLINE_HOOK_FROM_CLAUDE).map(([c, k]) => `\`${c}\` → \`${k}\``).join(', ')}.`,
        examples: { file: '.clinerules/hooks/Stop', wrong: '#!/bin/sh\nnpm test\n', right: '#!/bin/sh\nnpm test\n', rightFile: '.clinerules/hooks/TaskComplete' },
    },
    check(artifact, ctx) {
        const m = /^(\.cline(?:rules)?\/hooks)\/(.+)$/.exec(artifact.path);
        if (!m)
            return;
        const range = (0,source/* firstLine */.TM)(artifact.file);
        const [, folder, rest] = m;
        if (isDocument(rest.slice(rest.lastIndexOf('/') + 1)))
            return;
        if (rest.includes('/')) {
            ctx.report({ message: `Cline runs only the files directly in \`${folder}/\`: this hook in a subfolder never runs (${CASES})`, range });
            return;
        }
        const dot = rest.lastIndexOf('.');
        const ext = dot > 0 ? rest.slice(dot).toLowerCase() : '';
        const stem = (dot > 0 ? rest.slice(0, dot) : rest).trim();
        if (!CLINE_HOOK_EXTENSIONS.includes(ext)) {
            ctx.report({ message: `Cline does not run a hook file ending in \`${(0,suggest/* clipped */.cz)(ext)}\`: it runs one with no extension or one of ${EXTS}, so this file never runs (${CASES})`, range });
            return;
        }
        const event = byLower.get(stem.toLowerCase());
        if (!event) {
            const claude = CLINE_HOOK_FROM_CLAUDE[stem];
            const near = claude ? [] : (0,suggest/* closest */.kp)(stem, EVENTS);
            const hint = claude ? `; \`${stem}\` is Claude Code's name: Cline's \`${claude}\` fires at that moment` : near.length ? `; did you mean \`${near[0].value}\`?` : '';
            ctx.report({ message: `\`${(0,suggest/* clipped */.cz)(stem)}\` is not a Cline hook event, so this script never runs: the events are ${EVENTS.map((e) => `\`${e}\``).join(', ')}${hint} (${CASES})`, range });
            return;
        }
        if (CLINE_HOOK_EVENTS[event] === null) {
            ctx.report({ message: `Cline CLI ${CLINE_VERSION} lists a \`${event}\` hook with no event to run it on: this script never runs (${CASES})`, range });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/rule-extension.js
/** A file in Cline's rules folder with an extension Cline does not read (`.mdc`, `.mdx`). */



const READ = CLINE_RULE_EXTENSIONS.map((e) => `\`${e}\``).join(', ');
/* harmony default export */ const rule_extension = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-extension',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `.mdc` or `.mdx` file in `.clinerules/` or `.cline/rules/`: Cline does not read it as a rule.',
        kinds: ['cline-other-file'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${CLINE_VERSION} (${CLINE_CASES}, case \`rule-extensions\`): \`cline config rules --json\` lists the ${READ} files of the rules folder (any case: \`.MD\` too) and none of \`.mdx\`, \`.mdc\`, \`.yaml\`, \`.json\` or a file without extension. The documentation (${CLINE_DOCS_RULES}) says "all .md files inside". A \`.mdc\` file is usually a Cursor rule copied over: its \`globs\`/\`alwaysApply\` frontmatter means nothing to Cline either (cline/rule-frontmatter).`,
        examples: { file: '.clinerules/style.mdc', wrong: 'Use two spaces.\n', right: 'Use two spaces.\n', rightFile: '.clinerules/style.md' },
    },
    check(artifact, ctx) {
        const ext = artifact.path.slice(artifact.path.lastIndexOf('.'));
        ctx.report({
            message: `Cline reads the ${READ} files of its rules folder, not this \`${ext}\` file: it is not a rule (rename it to \`.md\`; oracle: ${CLINE_CASES}, case \`rule-extensions\`)`,
            range: (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/rule-frontmatter.js
/** A Cline rule's frontmatter: only `paths` (a list of globs) scopes a rule; other keys are not read. */


/* harmony default export */ const rule_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Cline rule (`.clinerules/*.md`, `.cline/rules/*.md`) whose frontmatter has a key other than `paths` (such as Cursor\'s `globs` or `alwaysApply`), or a `paths` that is not a list of globs.',
        kinds: ['cline-rule'],
        harness: 'cline',
        optIn: false,
        fixable: 'maybe',
        rationale: `Documented (${CLINE_DOCS_CONDITIONAL}): "Currently, \`paths\` is the supported conditional"; a rule with \`paths:\` (a list of globs) "activates only when your current files match", and a rule without conditions "loads for every request". A rule written with another tool's keys (\`globs\`, \`alwaysApply\`, \`description\`) is therefore not scoped at all. Cline CLI ${CLINE_VERSION} does not evaluate conditions: a rule with \`paths\` that match no file and one with Cursor's \`globs\`/\`alwaysApply: false\` both reached the model request of a one-turn session (${CLINE_CASES}, case \`rule-paths-condition\`), and a \`paths\` string loads like a list (case \`rule-frontmatter\`); so the finding is about the IDE extension, where \`paths\` is what scopes a rule.`,
        examples: {
            file: '.clinerules/react.md',
            wrong: '---\nglobs:\n  - "src/components/**"\n---\nUse function components.\n',
            right: '---\npaths:\n  - "src/components/**"\n---\nUse function components.\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const hasPaths = root.pairs.some((p) => p.key === 'paths');
        for (const p of root.pairs) {
            if (p.key === 'lints')
                continue;
            if (!CLINE_RULE_FIELDS.includes(p.key)) {
                const rename = (p.key === 'globs' || p.key === 'glob') && !hasPaths && p.value?.type === 'seq';
                ctx.report({
                    message: `Cline does not read \`${p.key}\`, so ${hasPaths ? 'it has no effect' : 'this rule loads for every request'}: \`paths\` is the one supported condition${p.key === 'globs' || p.key === 'glob' ? ', and Cline scopes a rule with `paths`' : ''} (documented: ${CLINE_DOCS_CONDITIONAL}; Cline CLI ${CLINE_VERSION} applies every rule to every request, case \`rule-paths-condition\`)`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    suggestion: rename ? { msg: 'rename to `paths`', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: 'paths' }] } : undefined,
                });
                continue;
            }
            const v = p.value;
            const ok = v?.type === 'seq' && v.items.length > 0 && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string' && i.value.trim() !== '');
            if (!ok) {
                ctx.report({ message: `\`paths\` must be a list of globs (\`- "src/**"\`); Cline documents no other form (documented: ${CLINE_DOCS_CONDITIONAL})`, range: v?.range ?? p.keyRange, jsonPath: p.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/rule-location.js
/** A Cline rule in a subfolder of `.clinerules/` or `.cline/rules/`: Cline reads only the files directly inside. */



const RULES_FOLDER = /^(\.clinerules|\.cline\/rules)\/(.+)\/[^/]+$/;
const WORKFLOWS_FOLDER = /^(\.clinerules\/workflows|\.cline\/workflows)\/(.+)\/[^/]+$/;
/* harmony default export */ const rule_location = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-location',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A rule file in a subfolder of `.clinerules/` or `.cline/rules/` (other than `workflows/`, `hooks/`, `skills/`), or a workflow in a subfolder of `.clinerules/workflows/` or `.cline/workflows/`: Cline does not read it.',
        kinds: ['cline-rule', 'cline-other-file', 'cline-workflow'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${CLINE_VERSION} (${CLINE_CASES}, case \`rule-nesting\`): \`cline config rules --json\` lists \`.clinerules/top.md\` and \`.cline/rules/c.md\`, and none of \`.clinerules/frontend/react.md\`, \`.clinerules/a/b/deep.md\` or \`.cline/rules/sub/d.md\`. The documentation says "all .md files inside" the folder and does not mention subfolders. \`.clinerules/workflows/\`, \`hooks/\` and \`skills/\` hold workflows, hook scripts and skills (case \`workflows-hooks\`), not rules; a workflow in a subfolder of the workflows folder is not read either (case \`workflow-files\`).`,
        examples: { file: '.clinerules/frontend/react.md', wrong: 'Use hooks.\n', right: 'Use hooks.\n', rightFile: '.clinerules/frontend-react.md' },
    },
    check(artifact, ctx) {
        const m = (artifact.kind === 'cline-workflow' ? WORKFLOWS_FOLDER : RULES_FOLDER).exec(artifact.path);
        if (!m)
            return;
        const what = artifact.kind === 'cline-workflow' ? 'workflow' : 'rule';
        ctx.report({
            message: `Cline does not read the subfolder \`${m[2]}/\` of \`${m[1]}/\`: it reads only the files directly in \`${m[1]}/\`, so this ${what} is never loaded (move it up, for example as \`${m[1]}/${m[2].replace(/\//g, '-')}-${artifact.path.slice(artifact.path.lastIndexOf('/') + 1)}\`; oracle: ${CLINE_CASES}, case \`${what === 'workflow' ? 'workflow-files' : 'rule-nesting'}\`)`,
            range: (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/cline/rules/index.js
/** Cline (Cline CLI 3.0.65 recorded, the documentation where it was not: src/harnesses/cline/known-values.ts). */






const CLINE_RULES = [rule_frontmatter, rule_extension, rule_location, hook_name, agent_config, agent_name_unique];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
