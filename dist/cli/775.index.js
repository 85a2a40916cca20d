export const id = 775;
export const ids = [775,230];
export const modules = {

/***/ 3230:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ hookEvents),
/* harmony export */   C: () => (/* binding */ hookEntries)
/* harmony export */ });
/* harmony import */ var _shared_unknown_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2818);
/** Shared walk over `.github/hooks/*.json` (not a rule). */

function hookEvents(a) {
    return (0,_shared_unknown_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .hooksMap */ .Vl)(a)?.pairs ?? [];
}
function hookEntries(a) {
    return hookEvents(a).flatMap((event) => (event.value?.type === 'seq' ? event.value.items.map((entry) => ({ event, entry })) : []));
}


/***/ }),

/***/ 1775:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COPILOT_RULES: () => (/* binding */ COPILOT_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/known-values/index.js + 10 modules
var known_values = __webpack_require__(2851);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/artifacts/kinds/copilot.js
var copilot = __webpack_require__(7185);
;// CONCATENATED MODULE: ./build/src/rules/copilot/agent-load.js
/** Why Copilot CLI would not load a custom agent file (not a rule; shared by agent-dropped and agent-duplicate). */


function typeProblem(want, n) {
    const got = n.type === 'map' ? 'a mapping' : n.type === 'seq' ? 'a list' : n.value === null ? 'empty' : `a ${typeof n.value}`;
    if (want === 'string' && !(n.type === 'scalar' && typeof n.value === 'string'))
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
        return [{ message: 'it has no YAML frontmatter (the log says "missing or malformed YAML frontmatter"); start the file with `---`, a `description:` and `---`', range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)) }];
    }
    // Never closed with a `---` line (a `---` inside a value closes nothing for Copilot): case agent-inline-dashes.
    const fatal = fm.problems.filter(copilot/* dropsCopilotAgent */.YX);
    if (fatal[0]?.code === 'frontmatter-unclosed') {
        return [{ message: 'its frontmatter is never closed with a `---` line (the log says "missing or malformed YAML frontmatter")', range: fm.openRange }];
    }
    if (fatal.length > 0)
        return [{ message: 'its frontmatter is not valid YAML (the log says "failed to parse YAML frontmatter")', range: fatal[0].range }];
    const out = [];
    const pairs = artifact.root?.type === 'map' ? artifact.root.pairs : [];
    const desc = pairs.find((p) => p.key === 'description');
    if (!desc || desc.value === null || (desc.value.type === 'scalar' && desc.value.value === '')) {
        out.push({ message: '`description` is required (the log says "description: Required")', range: desc?.keyRange ?? fm.openRange, jsonPath: '$.frontmatter.description' });
    }
    for (const p of pairs) {
        const want = known_values/* COPILOT_AGENT_FIELDS */.pp$[p.key];
        if (!want || !p.value)
            continue;
        if (p.key === 'description' && p.value.type === 'scalar' && p.value.value === '')
            continue;
        const problem = typeProblem(want, p.value);
        if (problem)
            out.push({ message: `\`${p.key}\` must be ${problem}`, range: p.value.range, jsonPath: p.path });
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/rules/copilot/agent-dropped.js
/** Copilot CLI custom agents it drops without a word on screen: no or malformed frontmatter, no description, a wrong type. */



/* harmony default export */ const agent_dropped = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/agent-dropped',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Copilot CLI custom agent (`.github/agents/**/*.md`, and `.claude/agents/*.md`, which Copilot reads too) the CLI does not load: no frontmatter, malformed YAML, no `description`, or a field of the wrong type.',
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, cases \`agents\`, \`agent-names-broken\`, \`settings-directories\`, \`agent-inline-dashes\`): such an agent is left out of the \`task\` tool's agent list; the only trace is an \`[ERROR] … custom agent markdown frontmatter is malformed\` line in the debug log. Nothing is shown in the session. Only a \`---\` line closes the frontmatter: a \`---\` inside a value is YAML text, so a frontmatter closed by no such line is "missing or malformed", and a \`--- x\` line inside it makes the YAML fail (case \`agent-inline-dashes\`).`,
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

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/rules/copilot/agent-duplicate.js
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
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Two Copilot CLI custom agents that clash: the same file name (`x.md` and `x.agent.md`, or `.claude/agents/x.md` and `.github/agents/x.agent.md`: one is dropped) or the same `name:` (both offered under one name).',
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`agent-names\`): agents are keyed by file name, so of \`x.md\` and \`x.agent.md\` only \`x.agent.md\` loads, and a \`.github/agents\` file hides a \`.claude/agents\` file of the same name; nothing is logged. A dropped \`x.agent.md\` still hides \`x.md\` (neither loads), but a dropped \`.github/agents\` file does not hide the \`.claude/agents\` one (case \`agent-names-broken\`). Two files with the same \`name:\` both load, and the model sees the name twice in the \`task\` tool's agent list, so it cannot choose between them.`,
        examples: {
            file: '.github/agents/strict.agent.md',
            wrong: '---\nname: reviewer\ndescription: Strict review\n---\nYou review strictly.\n',
            right: '---\nname: strict-reviewer\ndescription: Strict review\n---\nYou review strictly.\n',
            context: { '.github/agents/reviewer.agent.md': '---\nname: reviewer\ndescription: Review\n---\nYou review.\n' },
        },
    },
    check(project, ctx) {
        const agents = project.artifacts.filter((a) => a.kind === 'copilot-agent').sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : 1));
        const groups = new Map();
        for (const a of agents) {
            const key = (0,copilot/* copilotAgentFileName */.TZ)(a.path);
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
            const name = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(a.root, 'name')?.value) || (0,copilot/* copilotAgentFileName */.TZ)(a.path);
            const first = byName.get(name);
            if (!first) {
                byName.set(name, a);
                continue;
            }
            ctx.report({
                path: a.path,
                message: `agent name \`${name}\` is also used by ${first.path}: Copilot CLI offers both under the same name, and the model cannot tell them apart`,
                range: nameRange(a),
                jsonPath: (0,tree/* getPair */.xf)(a.root, 'name') ? '$.frontmatter.name' : undefined,
                help: 'give each agent a unique `name`',
                related: [{ message: `the other agent named \`${name}\``, span: { path: first.path, range: nameRange(first) } }],
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/rules/copilot/agent-tool-unknown.js
/** Names in a custom agent's `tools` that Copilot CLI resolves to no tool (it ignores them). */




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
        category: 'correctness',
        defaultLevel: 'warn',
        description: "A name in a Copilot CLI custom agent's `tools` that is neither a tool, a tool alias, `*`, nor `server/tool`: the CLI ignores it.",
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`agent-tools\`: each agent invoked through the stub, its tools read from the sub-agent's request): an unknown name adds no tool and nothing is logged; an agent whose every name is unknown runs with no tools at all. Names are compared without regard to case. Aliases: https://docs.github.com/en/copilot/reference/custom-agents-configuration.`,
        examples: {
            file: '.github/agents/reviewer.agent.md',
            wrong: '---\ndescription: Reviews pull requests\ntools: [read, serach]\n---\nYou review pull requests.\n',
            right: '---\ndescription: Reviews pull requests\ntools: [read, search]\n---\nYou review pull requests.\n',
        },
    },
    check(artifact, ctx) {
        for (const t of toolNames(artifact)) {
            const lower = t.name.toLowerCase();
            if (t.name === '*' || t.name.includes('/') || known_values/* COPILOT_AGENT_TOOL_NAMES */.hL2.includes(lower))
                continue;
            const fix = (0,suggest/* certainCorrection */.Zg)(lower, known_values/* COPILOT_AGENT_TOOL_NAMES */.hL2);
            const near = (0,suggest/* closest */.kp)(lower, known_values/* COPILOT_AGENT_TOOL_NAMES */.hL2);
            ctx.report({
                message: `Copilot CLI knows no tool \`${t.name}\` and ignores it${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: t.range,
                jsonPath: (0,tree/* getPair */.xf)(artifact.root, 'tools')?.path,
                suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: t.range, text: t.quoted ? JSON.stringify(fix) : fix }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/agent-unknown-field.js
/** Frontmatter keys Copilot CLI ignores in a custom agent (with a log warning only). */



const KNOWN = Object.keys(known_values/* COPILOT_AGENT_FIELDS */.pp$);
/* harmony default export */ const agent_unknown_field = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/agent-unknown-field',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A custom agent frontmatter key Copilot CLI ignores: unknown, VS Code-only (`argument-hint`, `handoffs`), or the documented `target`.',
        kinds: ['copilot-agent'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json): the agent loads, the key has no effect, and the debug log says "unknown fields ignored: …". The CLI lists the documented \`target\` among them. Copilot also loads \`.claude/agents/*.md\` (case \`agent-names\`): a Claude Code field there is reported as info only.`,
        examples: {
            file: '.github/agents/reviewer.agent.md',
            wrong: '---\ndescription: Reviews pull requests\nmodle: gpt-4.1\n---\nYou review pull requests.\n',
            right: '---\ndescription: Reviews pull requests\nmodel: gpt-4.1\n---\nYou review pull requests.\n',
        },
    },
    check(artifact, ctx) {
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            if (KNOWN.includes(p.key) || p.key === 'lints')
                continue;
            // Copilot also loads Claude Code's `.claude/agents`: a Claude Code field there was written for
            // Claude Code and is no mistake, but Copilot runs the agent without it (info, no fix).
            if (artifact.path.startsWith('.claude/agents/') && known_values/* AGENT_FIELDS */.SFx.includes(p.key)) {
                ctx.report({
                    message: `Copilot CLI also loads this Claude Code agent and ignores its Claude Code field \`${p.key}\` (its log says "unknown fields ignored"): under Copilot the agent runs without it`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    level: 'info',
                });
                continue;
            }
            const why = known_values/* COPILOT_AGENT_IGNORED_FIELDS */.ADL[p.key];
            const fix = why ? undefined : (0,suggest/* certainCorrection */.Zg)(p.key, KNOWN);
            const near = why ? [] : (0,suggest/* closest */.kp)(p.key, KNOWN);
            ctx.report({
                message: `Copilot CLI ignores \`${p.key}\`${why ? ` (${why})` : near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: its log says "unknown fields ignored"`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/unknown-keys.js
var unknown_keys = __webpack_require__(2818);
;// CONCATENATED MODULE: ./build/src/rules/copilot/hook-event-unknown.js
/** Hook event names Copilot CLI silently ignores. */



/** PascalCase spellings (`PreToolUse`) select the VS Code payload format and are accepted too. */
const pascal = (e) => e[0].toUpperCase() + e.slice(1);
const hook_event_unknown_KNOWN = [...known_values/* COPILOT_HOOK_EVENTS */.TV6, ...known_values/* COPILOT_HOOK_EVENTS */.TV6.map(pascal)];
/* harmony default export */ const hook_event_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hook-event-unknown',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An event in `.github/hooks/*.json` that Copilot CLI does not know: its hooks never run.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`hooks\`): an unknown event key is ignored without any message, even in the debug log, while a bad hook \`type\` in the same file is logged. Events: https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "preToolUsed": [{"type": "command", "bash": "./check.sh"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const { pair: e, near, fix } of (0,unknown_keys/* unknownHookEvents */.Pe)(artifact, hook_event_unknown_KNOWN)) {
            ctx.report({
                message: `Copilot CLI ignores the hook event \`${e.key}\` without a word: its hooks never run${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: e.keyRange,
                jsonPath: e.path,
                suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/json-types.js
/** `received …` in the CLI's messages: string, number, boolean, null, array, object. */
function received(n) {
    if (!n)
        return 'null';
    if (n.type === 'map')
        return 'object';
    if (n.type === 'seq')
        return 'array';
    return n.value === null ? 'null' : typeof n.value;
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

// EXTERNAL MODULE: ./build/src/rules/copilot/hooks.js
var hooks = __webpack_require__(3230);
;// CONCATENATED MODULE: ./build/src/rules/copilot/hook-skipped.js
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
    if (!known_values/* COPILOT_MATCHER_HOOK_EVENTS */.wNY.some((e) => e.toLowerCase() === event.toLowerCase()))
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
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook in `.github/hooks/*.json` that Copilot CLI skips: no `bash`/`powershell`/`command`/`exec`, a field of the wrong type, a `timeoutSec` that is not positive, a `matcher` that is not a string or not a valid regex on an event that reads it, or a prompt hook without `prompt`.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`hook-entries\`): the debug log says "hooks.<event>[i].<field>: … — hook will be skipped" (or "Invalid matcher regex in <event> hook: '…' — hook will be skipped"), and the session runs without the hook. Only ${known_values/* COPILOT_MATCHER_HOOK_EVENTS */.wNY.join(', ')} hooks read \`matcher\` (case \`hook-matchers\`). A hook without \`type\` is a command hook and runs.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh", "matcher": "edit|(create"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh", "matcher": "edit|create"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const { event, entry } of (0,hooks/* hookEntries */.C)(artifact)) {
            if (entry.type !== 'map')
                continue;
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
                ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook${problem.detail ? ` (${problem.detail})` : ''}: "${problem.why} — hook will be skipped"`, range: problem.range, jsonPath: entry.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/hook-type.js
/** Hook entries with a `type` Copilot CLI skips. */





/* harmony default export */ const hook_type = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hook-type',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook in `.github/hooks/*.json` whose `type` is not `command` or `prompt`, or a `prompt` hook on an event other than `sessionStart`: Copilot CLI skips it.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, cases \`hooks\` and \`hook-entries\`): the debug log says "hooks.<event>[i].type: Invalid hook type — hook will be skipped", and the session runs without it. A hook with no \`type\` is a command hook and runs.`,
        examples: {
            file: '.github/hooks/checks.json',
            wrong: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "shell", "bash": "./setup.sh"}]\n  }\n}',
            right: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
        },
    },
    check(artifact, ctx) {
        for (const { event, entry } of (0,hooks/* hookEntries */.C)(artifact)) {
            if (entry.type !== 'map')
                continue;
            const t = (0,tree/* getPair */.xf)(entry, 'type');
            // Without `type` a hook is a command hook: it runs (case `hook-entries`).
            if (!t)
                continue;
            const v = t.value;
            const promptHere = known_values/* COPILOT_PROMPT_HOOK_EVENTS */.SmX.some((e) => e.toLowerCase() === event.key.toLowerCase());
            if (v?.type === 'scalar' && typeof v.value === 'string' && known_values/* COPILOT_HOOK_TYPES */.jTu.includes(v.value) && (v.value !== 'prompt' || promptHere))
                continue;
            if (v?.type === 'scalar' && v.value === 'prompt') {
                ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: \`prompt\` hooks run only on ${known_values/* COPILOT_PROMPT_HOOK_EVENTS */.SmX.map((e) => `\`${e}\``).join(', ')} ("Invalid hook type — hook will be skipped")`, range: v.range, jsonPath: t.path });
                continue;
            }
            const near = v?.type === 'scalar' && typeof v.value === 'string' ? (0,suggest/* closest */.kp)(v.value, known_values/* COPILOT_HOOK_TYPES */.jTu) : [];
            ctx.report({
                message: `Copilot CLI skips this \`${event.key}\` hook: \`type\` must be \`command\` or \`prompt\`${v ? `, not ${v.type === 'scalar' ? `\`${String(v.value)}\`` : 'a ' + v.type}` : ''}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''} ("Invalid hook type — hook will be skipped")`,
                range: v?.range ?? t.keyRange,
                jsonPath: t.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/hooks-file-invalid.js
/** A `.github/hooks/*.json` file Copilot CLI refuses whole: not an object, a bad `version`, no `hooks` object, an event that is not a list. */




/* harmony default export */ const hooks_file_invalid = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/hooks-file-invalid',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hooks file Copilot CLI refuses whole: not a JSON object, a `version` other than `1`, no `hooks` object, or an event whose value is not a list.',
        kinds: ['copilot-hooks'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`hook-files\`): the debug log says "Invalid hook configuration in <file>: …" and none of the file's hooks run, not even the valid ones. A file without \`version\` is accepted.`,
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

;// CONCATENATED MODULE: ./build/src/rules/copilot/mcp-file-shadowed.js
/** `.github/mcp.json` is not read when the repository also has `.mcp.json`. */




/* harmony default export */ const mcp_file_shadowed = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/mcp-file-shadowed',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `.github/mcp.json` that Copilot CLI does not read because the repository also has a `.mcp.json`.',
        kinds: ['copilot-mcp'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`mcp-both-files\`): with both files present only \`.mcp.json\`'s servers start; those of \`.github/mcp.json\` are neither started nor validated, and nothing says so, not even the debug log.`,
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
;// CONCATENATED MODULE: ./build/src/rules/copilot/marketplace-files.js
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
    return (0,model/* artifactsOf */.N)(project, 'copilot-marketplace').flatMap((file) => file.root?.type === 'map' && !hiddenBy(file.path).some((p) => project.stat(p) === 'file') ? [{ file, root: file.root }] : []);
}
/** The marketplace of the two marketplace rules' examples: one entry, and the plugin folder it names. */
const exampleMarketplace = (name, source) => `{\n  "name": "${name}",\n  "owner": {"name": "Platform team"},\n  "plugins": [{"name": "review", "source": "${source}"}]\n}\n`;
const EXAMPLE_PLUGIN = { 'plugins/review/plugin.json': '{\n  "name": "review"\n}\n' };

;// CONCATENATED MODULE: ./build/src/rules/copilot/marketplace-invalid.js
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
        else if (!known_values/* COPILOT_MARKETPLACE_NAME */.TAR.test(String(name.value)))
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
            else if (!known_values/* COPILOT_MARKETPLACE_NAME */.TAR.test(value))
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
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace file (`.github/plugin/marketplace.json`, or `.claude-plugin/marketplace.json` read by Copilot CLI) that `copilot plugin marketplace add` refuses: a missing `name`, `owner`, `owner.name` or `plugins`, a name it does not accept, an entry without `name` or `source`, a non-string `version`, two entries with one name.',
        kinds: ['copilot-marketplace'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, cases \`marketplace-schema\`, \`marketplace-required\`, \`marketplace-entries\`): \`copilot plugin marketplace add\` prints "Invalid marketplace.json: <path>: <problem>, …" and registers nothing, so none of the marketplace's plugins can be installed. Unknown keys are accepted. The messages here are the CLI's own.`,
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/src/rules/copilot/marketplace-source-missing.js
/** A marketplace entry whose local `source` folder does not exist: installing it fails. */





/* harmony default export */ const marketplace_source_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/marketplace-source-missing',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Copilot CLI marketplace entry whose `source` names a folder of the repository that does not exist.',
        kinds: ['copilot-marketplace'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`marketplace-entries\`): \`copilot plugin marketplace add\` accepts the marketplace and lists the entry, and only \`copilot plugin install <name>@<marketplace>\` fails ("Plugin source directory not found"). A string \`source\` is a folder relative to the repository root, with or without \`./\`. Entries are left alone when \`metadata.pluginRoot\` is set (not observed).`,
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
                const rel = source.value.replace(/\\/g, '/');
                // URLs, absolute paths and `..` were not observed: left alone.
                if (rel.includes('://') || rel.startsWith('/') || rel.split('/').includes('..'))
                    continue;
                const dir = external_node_path_.posix.normalize(rel);
                if (project.stat(dir) === 'dir')
                    continue;
                ctx.report({
                    path: file.path,
                    element: file.element,
                    message: `\`${source.value}\` is not a folder of the repository: \`copilot plugin install\` fails for this entry ("Plugin source directory not found")`,
                    range: source.range,
                    jsonPath: source.path,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/mcp-server-skipped.js
/** Workspace MCP servers Copilot CLI skips: no `command`/`url`, a field of the wrong type, an unknown `type`. */





/* harmony default export */ const mcp_server_skipped = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/mcp-server-skipped',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A server in `.mcp.json` or `.github/mcp.json` that Copilot CLI skips: neither `command` nor `url`, a field of the wrong type, or an unknown `type`.',
        kinds: ['copilot-mcp'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`mcp\`): the debug log says \`Skipping invalid MCP server "<name>" in …: <reason>\` and the session starts without that server; the other servers of the file still load. Nothing is shown on screen.`,
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
    const servers = (0,tree/* getPair */.xf)(artifact.root, 'mcpServers')?.value;
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
            const want = known_values/* COPILOT_MCP_SERVER_FIELDS */.cCR[p.key];
            if (!want)
                continue;
            if (want === 'type') {
                const t = p.value?.type === 'scalar' ? p.value.value : undefined;
                if (typeof t === 'string' && known_values/* COPILOT_MCP_TYPES */.g8v.includes(t))
                    continue;
                const fix = typeof t === 'string' ? (0,suggest/* certainCorrection */.Zg)(t, known_values/* COPILOT_MCP_TYPES */.g8v) : undefined;
                const near = typeof t === 'string' ? (0,suggest/* closest */.kp)(t, known_values/* COPILOT_MCP_TYPES */.g8v) : [];
                ctx.report({
                    path: artifact.path,
                    message: skip(`\`type\` must be one of ${known_values/* COPILOT_MCP_TYPES */.g8v.map((x) => `\`${x}\``).join(', ')}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''} ("type: Invalid literal value")`),
                    range: p.value?.range ?? p.keyRange,
                    jsonPath: p.path,
                    suggestion: fix && p.value ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.value.range, text: JSON.stringify(fix) }] } : undefined,
                });
                continue;
            }
            const bad = typeMismatch(want, p.value, p.key);
            if (bad)
                ctx.report({ path: artifact.path, message: skip(`"${bad.what}"`), range: (bad.node ?? p.value)?.range ?? p.keyRange, jsonPath: p.path });
        }
        const type = (0,tree/* getPair */.xf)(cfg, 'type')?.value;
        const remote = type?.type === 'scalar' && known_values/* COPILOT_MCP_REMOTE_TYPES */.LB.includes(String(type.value));
        if (remote && !(0,tree/* getPair */.xf)(cfg, 'url'))
            ctx.report({ path: artifact.path, message: skip(`a \`${String(type.value)}\` server needs a \`url\` ("url: Required")`), range: s.keyRange, jsonPath: s.path });
        else if (!(0,tree/* getPair */.xf)(cfg, 'command') && !(0,tree/* getPair */.xf)(cfg, 'url'))
            ctx.report({ path: artifact.path, message: skip('it has neither `command` nor `url` ("server config must define command or url")'), range: s.keyRange, jsonPath: s.path });
    }
}

;// CONCATENATED MODULE: ./build/src/rules/copilot/plugin-manifests.js
/** The plugin manifests Copilot CLI actually reads (not a rule). */



/**
 * Each `copilot-plugin` artifact whose object Copilot reads: the first of COPILOT_PLUGIN_MANIFESTS
 * that exists in its folder (a `.claude-plugin/plugin.json` beside a `.github/plugin/plugin.json`
 * is Claude Code's alone). A manifest that is not an object is left to the parse diagnostics.
 */
function copilotPlugins(project) {
    const out = [];
    for (const manifest of (0,model/* artifactsOf */.N)(project, 'copilot-plugin')) {
        const folder = String(manifest.data.pluginRoot ?? '.');
        const first = known_values/* COPILOT_PLUGIN_MANIFESTS */.EqM.map((m) => external_node_path_.posix.join(folder, m)).find((p) => project.stat(p) === 'file');
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

;// CONCATENATED MODULE: ./build/src/rules/copilot/plugin-component-path.js
/** A plugin's `skills` / `agents` field that makes Copilot CLI load none of them. */





const isPath = (n) => n.type === 'scalar' && typeof n.value === 'string';
/* harmony default export */ const plugin_component_path = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-component-path',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Copilot CLI plugin manifest whose `skills` or `agents` is a number or a boolean, or names a path that does not exist in the plugin.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`plugin-manifests\`): \`skills\` and \`agents\` replace the default \`skills/\` and \`agents/\` folders, so a path that names nothing leaves the plugin with none, and \`copilot plugin install\` still reports success. A number or boolean there loads none either under \`--plugin-dir\`; \`copilot plugin install\` refuses such a \`skills\` ("Invalid skills object form").`,
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
                if (!known_values/* COPILOT_PLUGIN_PATH_FIELDS */.Few.includes(pair.key) || !pair.value)
                    continue;
                const v = pair.value;
                const report = (node, message) => ctx.report({ path: p.manifest.path, element: p.manifest.element, message, range: node.range, jsonPath: node.path });
                if (v.type === 'scalar' && (typeof v.value === 'number' || typeof v.value === 'boolean')) {
                    report(v, `\`${pair.key}\` is ${received(v)}: Copilot CLI loads none of the plugin's ${pair.key}, not even \`${pair.key}/\``);
                    continue;
                }
                const paths = v.type === 'seq' ? v.items.filter(isPath) : isPath(v) ? [v] : [];
                for (const node of paths) {
                    const rel = node.value.replace(/\\/g, '/');
                    // Absolute paths and `..` were not observed: left alone.
                    if (rel.trim() === '' || rel.startsWith('/') || /^[A-Za-z]:/.test(rel) || rel.split('/').includes('..'))
                        continue;
                    const target = external_node_path_.posix.normalize(external_node_path_.posix.join(p.folder, rel));
                    if (project.stat(target) !== null)
                        continue;
                    report(node, `\`${pair.key}\` path \`${node.value}\` does not exist in the plugin: Copilot CLI loads no ${pair.key} from it, and \`${pair.key}\` replaces the default \`${pair.key}/\` folder`);
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/plugin-name.js
/** A plugin manifest's `name` that Copilot CLI does not use as written. */





/** The name `copilot plugin install` gives the plugin: lower-cased, every other character a `-`. */
const installedName = (name) => name.toLowerCase().replace(/[^a-z0-9-]/g, '-');
/* harmony default export */ const plugin_name = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-name',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Copilot CLI plugin manifest whose `name` is missing, not a string, or holds characters other than `a-z`, `0-9` and `-`.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`plugin-manifests\`): without a string \`name\` both \`copilot plugin install <folder>\` and \`--plugin-dir\` name the plugin after its folder, and a name such as \`My Plugin\` is installed as \`my-plugin\` while \`--plugin-dir\` keeps \`My Plugin\` (so its agents are \`My Plugin:<agent>\`); nothing is printed either way.`,
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
                        ? `\`name\` is ${received(pair.value)}, not a string: Copilot CLI ignores it and names the plugin after its folder, \`${folder}\``
                        : `the manifest has no \`name\`: Copilot CLI names the plugin after its folder, \`${folder}\``,
                    range: pair ? (pair.value?.range ?? pair.keyRange) : p.manifest.file.lines.range(p.root.range.start.offset, p.root.range.start.offset + 1),
                    jsonPath: pair ? pair.path : '$',
                    help: 'give the plugin a lower-case `name` of letters, digits and `-`',
                });
                continue;
            }
            const name = pair.value.value;
            if (known_values/* COPILOT_PLUGIN_NAME_KEPT */.WM$.test(name))
                continue;
            const installed = installedName(name);
            ctx.report({
                ...base,
                message: `\`copilot plugin install\` installs this plugin as \`${installed}\`, while \`--plugin-dir\` keeps \`${name}\`: only lower-case letters, digits and \`-\` are kept`,
                range: pair.value.range,
                jsonPath: pair.path,
                suggestion: { msg: `rename to \`${installed}\``, applicability: 'MaybeIncorrect', edits: [{ path: p.manifest.path, range: pair.value.range, text: JSON.stringify(installed) }] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/plugin-unknown-field.js
/** A plugin manifest key Copilot CLI ignores. */




// Claude Code's manifest fields are left alone: a manifest may serve both harnesses.
const plugin_unknown_field_KNOWN = new Set([...known_values/* COPILOT_PLUGIN_FIELDS */.XDI, ...known_values/* PLUGIN_FIELDS */.mzR]);
/* harmony default export */ const plugin_unknown_field = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/plugin-unknown-field',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A key in a Copilot CLI plugin manifest that is neither a documented Copilot plugin field nor a Claude Code one.',
        kinds: ['copilot-plugin'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`plugin-manifests\`): the plugin installs and loads, the key has no effect (\`"skill": "extra/"\` loads nothing from \`extra/\`), and nothing is printed. Fields: https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-plugin-reference (read 2026-12-03): ${known_values/* COPILOT_PLUGIN_FIELDS */.XDI.join(', ')}.`,
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
                if (plugin_unknown_field_KNOWN.has(pair.key))
                    continue;
                const fix = (0,suggest/* certainCorrection */.Zg)(pair.key, known_values/* COPILOT_PLUGIN_FIELDS */.XDI.filter((k) => !taken.includes(k)));
                const near = (0,suggest/* closest */.kp)(pair.key, known_values/* COPILOT_PLUGIN_FIELDS */.XDI);
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

;// CONCATENATED MODULE: ./build/src/rules/copilot/settings-directory-missing.js
/** A folder named by `agentDirectories`, `skillDirectories` or `hookDirectories` that the repository does not hold. */





/* harmony default export */ const settings_directory_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'copilot/settings-directory-missing',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A folder listed in `agentDirectories`, `skillDirectories` or `hookDirectories` of `.github/copilot/settings.json` that is not in the repository: Copilot CLI loads nothing from it.',
        kinds: ['copilot-settings'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`settings-directories\`): the folders are relative to the repository root (\`./\` optional). Copilot reads the agents, skills and hooks of the folders that exist, and for one that does not it only writes a warning to its debug log ("customization directory 'missing/skills' is missing or not a directory"); the session starts as usual. A folder that is written with a typo, or that a build step has not made yet, is therefore found by nobody. agentlint checks the agents, skills and hooks of the listed folders like those of \`.github/\`.`,
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
            for (const key of Object.keys(copilot/* COPILOT_DIRECTORY_SETTINGS */.$7)) {
                const list = (0,tree/* getNode */.Zl)(artifact.root, key);
                for (const item of list?.type === 'seq' ? list.items : []) {
                    if (item.type !== 'scalar' || typeof item.value !== 'string')
                        continue; // copilot/settings-invalid
                    const rel = item.value.replace(/\\/g, '/');
                    // Absolute and `..` paths point outside the repository: not observed, left alone.
                    if (rel.startsWith('/') || rel.split('/').includes('..'))
                        continue;
                    const dir = external_node_path_.posix.normalize(rel).replace(/\/$/, '');
                    if (project.stat(dir) === 'dir')
                        continue;
                    ctx.report({
                        path: artifact.path,
                        element: artifact.element,
                        message: `\`${item.value}\` is not a folder of the repository: Copilot CLI loads nothing from it and says so only in its debug log ("customization directory … is missing or not a directory")`,
                        range: item.range,
                        jsonPath: item.path,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/settings-invalid.js
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
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A value of the wrong type in `.github/copilot/settings.json` or `settings.local.json`: Copilot CLI ignores the whole file.',
        kinds: ['copilot-settings'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, cases \`settings\` and \`settings-applied\`): one bad value and none of the file's settings apply (\`disableAllHooks: true\` beside a bad \`mergeStrategy\` no longer disables the hooks). The only trace is a debug-log warning "Ignored invalid repository settings … could not be loaded: Settings config error: …".`,
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
            const want = known_values/* COPILOT_REPO_SETTINGS */.oZT[p.key];
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

;// CONCATENATED MODULE: ./build/src/rules/copilot/settings-unknown-key.js
/** Keys repository settings cannot set: Copilot CLI ignores them without a word. */



const settings_unknown_key_KNOWN = Object.keys(known_values/* COPILOT_REPO_SETTINGS */.oZT);
/* harmony default export */ const settings_unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/settings-unknown-key',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A key in `.github/copilot/settings.json` or `settings.local.json` that a repository cannot set (unknown, or a user-only setting such as `banner`).',
        kinds: ['copilot-settings'],
        harness: 'copilot',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} (fixtures/oracle/copilot/cases.json, case \`settings-applied\`): the file still applies, the key has no effect, and nothing is logged. \`copilot config --repo <key>\` lists the settings a repository can override: ${settings_unknown_key_KNOWN.join(', ')}.`,
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

;// CONCATENATED MODULE: ./build/src/rules/copilot/skill-load.js
/** Copilot CLI skills that fail to load (no frontmatter, description over 1024 characters). */


/* harmony default export */ const skill_load = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'copilot/skill-load',
        category: 'correctness',
        defaultLevel: 'error',
        description: `A skill Copilot CLI fails to load: no or malformed YAML frontmatter, or a \`description\` longer than ${known_values/* COPILOT_SKILL_DESCRIPTION_MAX */.pWW} characters (also \`.claude/skills\`, which Copilot reads).`,
        kinds: ['copilot-skill'],
        harness: 'copilot',
        optIn: false,
        fixable: false,
        rationale: `Observed on Copilot CLI ${known_values/* COPILOT_VERSION */.iWD} with \`copilot skill list\` (fixtures/oracle/copilot/cases.json, cases \`skills\`, \`planted-tree\`; in a \`skillDirectories\` folder the skill is left out of the session without a log line, \`settings-directories\`): such a skill is listed under "The following skills failed to load" and is not offered to the model.`,
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
                range: fm.problems[0]?.range ?? artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)),
            });
            return;
        }
        const d = (artifact.root?.type === 'map' ? artifact.root.pairs : []).find((p) => p.key === 'description');
        if (d?.value?.type === 'scalar' && typeof d.value.value === 'string' && d.value.value.length > known_values/* COPILOT_SKILL_DESCRIPTION_MAX */.pWW) {
            ctx.report({
                message: `Copilot CLI fails to load this skill: its description has ${d.value.value.length} characters ("Skill description must be at most ${known_values/* COPILOT_SKILL_DESCRIPTION_MAX */.pWW} characters")`,
                range: d.value.range,
                jsonPath: d.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/copilot/index.js
/** GitHub Copilot CLI: custom agents, skills, hooks, MCP servers, repository settings, plugin manifests and marketplaces. */



















const COPILOT_RULES = [
    agent_dropped, agent_unknown_field, agent_tool_unknown, agent_duplicate, skill_load, hooks_file_invalid, hook_event_unknown, hook_type, hook_skipped,
    mcp_server_skipped, mcp_file_shadowed, settings_invalid, settings_unknown_key, settings_directory_missing, plugin_name, plugin_component_path, plugin_unknown_field,
    marketplace_invalid, marketplace_source_missing,
];


/***/ })

};
