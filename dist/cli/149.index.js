export const id = 149;
export const ids = [149];
export const modules = {

/***/ 4149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AGENTLTL_RULES: () => (/* binding */ AGENTLTL_RULES),
  RULES: () => (/* binding */ AGENTLTL_RULES)
});

;// CONCATENATED MODULE: ./build/src/formats/agentltl/known-values.js
/**
 * AGENTLTL.yaml's documented keys, enums and names.
 *
 * Source: the format's reference (agentltl-claude-code `skills/rules/reference.md`,
 * copied to shared/design-inputs/AGENTLTL-yaml-reference.txt), the format brief's lists of
 * keys, enums and packaged library entries, AgentLTL's formula classes
 * (`src/agentltl/_ast.py`, `_parser.py`) and cli-to-tools' spec loader
 * (`src/cli_to_tools/_spec.py`); as of 2026-12-02.
 */
const AGENTLTL_TOP_KEYS = ['version', 'settings', 'use', 'disable', 'rules', 'tools'];
/** Rule kinds: a rule has exactly one. */
const AGENTLTL_RULE_KINDS = ['never', 'before', 'require', 'at_most', 'finally', 'ltl', 'formula'];
/** Kinds that take `with:` / `where:` at rule level. */
const AGENTLTL_RULE_LEVEL_FILTER_KINDS = ['never', 'require', 'at_most'];
const AGENTLTL_RULE_KEYS = ['id', ...AGENTLTL_RULE_KINDS, 'why', 'fix', 'mode', 'scope', 'with', 'where', 'from'];
const AGENTLTL_SETTINGS_KEYS = [
    'mode', 'retries', 'retry_counting', 'report', 'finish_retries', 'unparseable', 'announce', 'scope', 'scan_output', 'memory_first',
];
const AGENTLTL_TARGET_KEYS = ['tool', 'with', 'where', 'exists', 'succeeded'];
const AGENTLTL_BEFORE_KEYS = ['first', 'then', 'since'];
const AGENTLTL_AT_MOST_KEYS = ['call', 'times'];
const AGENTLTL_FINALLY_KEYS = ['call', 'since'];
const AGENTLTL_FORMULA_KEYS = ['type', 'args'];
/** `from:` as a mapping: the memory statement a rule enforces (`agentltl memory scan`). */
const AGENTLTL_FROM_KEYS = ['file', 'line', 'id', 'text'];
/** Options of a `use:` entry written `{name: {...}}`. */
const AGENTLTL_USE_OPTION_KEYS = ['mode', 'scope', 'from'];
const AGENTLTL_MODES = ['block', 'warn', 'retry', 'ask', 'stop', 'log'];
const AGENTLTL_SCOPES = ['session', 'project'];
const AGENTLTL_RETRY_COUNTING = ['cumulative', 'consecutive', 'hybrid'];
const AGENTLTL_UNPARSEABLE = ['ask', 'note', 'allow', 'deny'];
const AGENTLTL_UNPARSEABLE_KEYS = ['interactive', 'auto'];
/** The plugin's packaged rule library (`agentltl library`); `devops-secrets` is a bundle of others. */
const AGENTLTL_LIBRARY = [
    'ask-before-creating-credentials', 'ask-before-discarding-work', 'ask-before-infra-changes', 'ask-before-installing',
    'ask-before-reading-secret-stores', 'ask-before-recursive-delete', 'devops-secrets', 'no-claude-coauthor',
    'no-codex-coauthor', 'no-copilot-coauthor', 'no-env-dumps', 'no-force-push', 'no-leaky-debug', 'no-push-to-main',
    'no-secrets-in-commands', 'no-skipping-secret-scans', 'no-vibe-coauthor', 'protect-env-files', 'protect-secret-files',
    'read-before-overwrite', 'subagents-on-sonnet', 'tests-before-finishing', 'tests-before-push',
];
/** Library entries that only switch on other entries. */
const AGENTLTL_LIBRARY_BUNDLES = ['devops-secrets'];
/** Rule ids the packaged library defines: the entry names (bundles excepted) plus these. */
const AGENTLTL_LIBRARY_RULE_IDS = [
    ...AGENTLTL_LIBRARY.filter((n) => !AGENTLTL_LIBRARY_BUNDLES.includes(n)),
    'subagents-on-sonnet-no-fork',
];
/** Rules built into the guard (switched off by `disable:` or `settings.memory_first: false`). */
const AGENTLTL_BUILTIN_RULE_IDS = ['memory-first'];
/** `tools:` specs (cli-to-tools). */
const AGENTLTL_TOOL_SPEC_KEYS = ['subcommands', 'options', 'positionals', 'extend', 'tool', 'posix', 'aliases'];
const AGENTLTL_TOOL_OPTION_KEYS = ['flags', 'type', 'global', 'dest'];
const AGENTLTL_TOOL_OPTION_TYPES = ['str', 'bool', 'count', 'list', 'int'];
const AGENTLTL_TOOL_POSITIONAL_KEYS = ['name', 'nargs'];
/** Comparison operators of `called_n` and `count_before`. */
const AGENTLTL_COMPARATORS = ['==', '>=', '<=', '>', '<'];
/** Functions of the `ltl:` grammar (names are case-insensitive). */
const AGENTLTL_LTL_FUNCTIONS = [
    'called', 'now', 'before', 'after', 'eventually', 'always', 'all_before', 'branch_called', 'called_with', 'called_n',
    'in_order', 'within_steps', 'instance_before', 'count_before',
];
const unary = { args: { operand: 'formula' }, required: ['operand'] };
const binary = { args: { left: 'formula', right: 'formula' }, required: ['left', 'right'] };
const AGENTLTL_FORMULA_TYPES = {
    Called: { args: { tool: 'tool' }, required: ['tool'] },
    Now: { args: { tool: 'tool' }, required: ['tool'] },
    CalledWith: { args: { tool: 'tool', expected_args: 'args' }, required: ['tool'] },
    CalledNTimes: { args: { tool: 'tool', n: 'int', op: 'op' }, required: ['tool', 'n'] },
    CalledWithResult: { args: { tool: 'tool', expected_result: 'any', expected_args: 'args' }, required: ['tool', 'expected_result'] },
    Before: { args: { a: 'tool', b: 'tool' }, required: ['a', 'b'] },
    After: { args: { a: 'tool', b: 'tool' }, required: ['a', 'b'] },
    AllBefore: { args: { tools: 'tools', target: 'tool' }, required: ['tools', 'target'] },
    BranchCalled: { args: { correct_tool: 'tool', wrong_tool: 'tool', context: 'string' }, required: ['correct_tool'] },
    InstanceBefore: { args: { tool_a: 'tool', n: 'int', tool_b: 'tool', m: 'int' }, required: ['tool_a', 'n', 'tool_b', 'm'] },
    CalledInOrder: { args: { tools: 'tools' }, required: ['tools'] },
    WithinSteps: { args: { tool_a: 'tool', tool_b: 'tool', n: 'int' }, required: ['tool_a', 'tool_b', 'n'] },
    AtPosition: { args: { index: 'int', operand: 'formula' }, required: ['index', 'operand'] },
    Globally: unary,
    Eventually: unary,
    Next: unary,
    Previous: unary,
    Once: unary,
    Historically: unary,
    Not: unary,
    Until: binary,
    WeakUntil: binary,
    Release: binary,
    Since: binary,
    And: binary,
    Or: binary,
    Implies: binary,
};

// EXTERNAL MODULE: ./build/src/diagnostics/edits.js
var edits = __webpack_require__(7543);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/model.js


function rootMap(a) {
    return a.root && a.root.type === 'map' ? a.root : undefined;
}
function topPair(a, key) {
    return (0,tree/* getPair */.xf)(rootMap(a), key);
}
/** The mapping items of `rules:` (other items are the schema rule's business). */
function rulesOf(a) {
    const rules = topPair(a, 'rules')?.value;
    if (!rules || rules.type !== 'seq')
        return [];
    const out = [];
    rules.items.forEach((node, index) => {
        if (node.type !== 'map')
            return;
        const idPair = (0,tree/* getPair */.xf)(node, 'id');
        const idv = idPair?.value;
        const id = idv && idv.type === 'scalar' && typeof idv.value === 'string' && idv.value.trim() !== '' ? idv.value : undefined;
        const kinds = node.pairs.filter((p) => AGENTLTL_RULE_KINDS.includes(p.key));
        out.push({ node, index, idPair, id, kinds, kind: kinds[0] });
    });
    return out;
}
/** A name for a rule in messages. */
function ruleName(r) {
    return r.id !== undefined ? `rule \`${r.id}\`` : `rule #${r.index + 1}`;
}
/** Where to point for something a rule lacks: its id value, else its first key. */
function ruleAnchor(r) {
    if (r.idPair)
        return { range: r.idPair.value ? r.idPair.value.range : r.idPair.keyRange, jsonPath: r.idPair.path };
    const first = r.node.pairs[0];
    return first ? { range: first.keyRange, jsonPath: first.path } : { range: r.node.range, jsonPath: r.node.path };
}
/** The targets of a rule, by role, where the kind's shape is recognisable (a missing or null one is agentltl/rule-kind's). */
function targetsOf(rule) {
    return collectTargets(rule).filter((t) => !(t.node.type === 'scalar' && t.node.value === null && !t.node.raw.startsWith('*')));
}
function collectTargets(rule) {
    const out = [];
    for (const kind of rule.kinds) {
        const v = kind.value;
        if (!v)
            continue;
        const add = (pair, role) => {
            if (pair && pair.value)
                out.push({ node: pair.value, role, rule, pair });
        };
        switch (kind.key) {
            case 'never':
            case 'require':
                out.push({ node: v, role: kind.key, rule, pair: kind });
                break;
            case 'before':
                if (v.type === 'seq' && v.items.length === 2) {
                    out.push({ node: v.items[0], role: 'first', rule, pair: kind });
                    out.push({ node: v.items[1], role: 'then', rule, pair: kind });
                }
                else if (v.type === 'map') {
                    add((0,tree/* getPair */.xf)(v, 'first'), 'first');
                    add((0,tree/* getPair */.xf)(v, 'then'), 'then');
                    add((0,tree/* getPair */.xf)(v, 'since'), 'since');
                }
                break;
            case 'at_most':
                if (v.type === 'map')
                    add((0,tree/* getPair */.xf)(v, 'call'), 'call');
                break;
            case 'finally':
                if (v.type === 'map' && ((0,tree/* getPair */.xf)(v, 'call') || (0,tree/* getPair */.xf)(v, 'since'))) {
                    add((0,tree/* getPair */.xf)(v, 'call'), 'finally');
                    add((0,tree/* getPair */.xf)(v, 'since'), 'since');
                }
                else {
                    out.push({ node: v, role: 'finally', rule, pair: kind });
                }
                break;
        }
    }
    return out;
}
/** The parts of a target: a list is flattened one level (nested lists are reported by agentltl/target). */
function partsOf(node) {
    if (node.type === 'seq')
        return node.items.filter((n) => n.type !== 'seq');
    return [node];
}
/** A variable: a `with` value written `$name`. */
const VARIABLE = /^\$[A-Za-z_][A-Za-z0-9_]*$/;
function variablesIn(node) {
    if (!node)
        return [];
    // Quoted or not, the guard reads the same string.
    if (node.type === 'scalar')
        return typeof node.value === 'string' && VARIABLE.test(node.value) ? [{ name: node.value, node }] : [];
    if (node.type === 'seq')
        return node.items.flatMap(variablesIn);
    return [];
}
/** The variables a part binds in its `with`. */
function partVariables(part) {
    if (part.type !== 'map')
        return [];
    const w = (0,tree/* getPair */.xf)(part, 'with')?.value;
    if (!w || w.type !== 'map')
        return [];
    return w.pairs.flatMap((p) => variablesIn(p.value).map((v) => ({ arg: p.key, ...v })));
}

// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/report.js



/** ` (did you mean `x`?)` with the nearest candidate, or ''. */
function nearest(input, candidates) {
    return (0,suggest/* closest */.kp)(input, candidates)[0]?.value;
}
/** A value's type as the guard's messages name it; a string, number or boolean with the value itself. */
function typeName(node) {
    if (!node)
        return 'nothing';
    const t = (0,json_type/* jsonType */.Br)(node);
    if (t === 'object')
        return 'a mapping';
    if (t === 'array')
        return 'a list';
    if (t === 'null')
        return 'null';
    const v = node.value;
    if (t === 'string')
        return `the string \`${JSON.stringify((0,suggest/* clipped */.cz)(String(v)))}\``;
    if (t === 'boolean')
        return `\`${v}\``;
    return `the number \`${v}\``;
}
/** Report a key that is not one of `known`, with did-you-mean and a certain rename. */
function unknownKey(artifact, ctx, pair, known, where, siblings) {
    const near = nearest(pair.key, known);
    const fixTo = (0,suggest/* certainCorrection */.Zg)(pair.key, known);
    const free = fixTo !== undefined && !siblings.includes(fixTo);
    ctx.report({
        message: `unknown key \`${pair.key}\` in ${where}${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: `${where} takes ${(0,suggest/* listOf */.c3)(known, 'or', 20)}`,
        suggestion: free
            ? { msg: `rename \`${pair.key}\` to \`${fixTo}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceRange */.e_)(artifact.file, pair.keyRange, fixTo)] }
            : undefined,
    });
}
/**
 * A value that must be one of a closed set: reports a non-member, with
 * did-you-mean and a MachineApplicable fix when exactly one value is close.
 * Returns whether it reported.
 */
function checkEnum(artifact, ctx, node, path, label, allowed, keyRange) {
    if (node && node.type === 'scalar' && typeof node.value === 'string' && allowed.includes(node.value))
        return false;
    if (isEmpty(node)) {
        if (keyRange)
            ctx.report({ message: `\`${label}\` has no value: it takes one of ${(0,suggest/* listOf */.c3)(allowed)}`, range: keyRange, jsonPath: path });
        return keyRange !== undefined;
    }
    node = node;
    const range = node.range;
    const text = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
    const near = text !== undefined ? nearest(text, allowed) : undefined;
    const fixTo = text !== undefined ? (0,suggest/* certainCorrection */.Zg)(text, allowed) : undefined;
    let suggestion;
    if (fixTo !== undefined && node.type === 'scalar') {
        suggestion = { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, node, fixTo)] };
    }
    ctx.report({
        message: `\`${label}\` cannot be ${typeName(node)}: it must be one of ${(0,suggest/* listOf */.c3)(allowed)}${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range,
        jsonPath: path,
        suggestion,
    });
    return true;
}
/** Booleans as the guard reads them (PyYAML, YAML 1.1): `true`/`false`, and plain `yes`/`no`/`on`/`off`. */
function isYamlBool(node) {
    if (!node || node.type !== 'scalar')
        return false;
    if (typeof node.value === 'boolean')
        return true;
    return !node.quoted && typeof node.value === 'string' && /^(yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/.test(node.value);
}
function isInt(node) {
    return !!node && node.type === 'scalar' && typeof node.value === 'number' && Number.isInteger(node.value);
}
function isString(node) {
    return !!node && node.type === 'scalar' && typeof node.value === 'string';
}
/** No value at all: a missing node, or `key:` with nothing after it. */
function isEmpty(node) {
    return !node || (node.type === 'scalar' && node.value === null && node.raw.trim() === '');
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/disable-unknown.js





/* harmony default export */ const disable_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/disable-unknown',
        effect: 'style',
        category: 'suspicious',
        defaultLevel: 'info',
        description: '`disable:` names an id that is not a rule of this file, a packaged rule or a built-in rule.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'maybe',
        rationale: '`disable:` switches rules off by id. An id that matches nothing switches nothing off, silently: the rule the author meant to disable (often a misspelt `memory-first`) stays on. The id may still be defined in the user-level `~/.claude/AGENTLTL.yaml`, which agentlint cannot see, so this is a note, not an error.',
        examples: {
            wrong: 'disable: [memory-frist]',
            right: 'disable: [memory-first]',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const disable = topPair(artifact, 'disable')?.value;
        if (!disable || disable.type !== 'seq')
            return;
        const own = rulesOf(artifact).map((r) => r.id).filter((id) => id !== undefined);
        const known = [...new Set([...own, ...AGENTLTL_LIBRARY_RULE_IDS, ...AGENTLTL_BUILTIN_RULE_IDS])];
        for (const item of disable.items) {
            if (item.type !== 'scalar' || typeof item.value !== 'string')
                continue;
            const id = item.value;
            if (known.includes(id))
                continue;
            const near = nearest(id, known);
            const bundle = AGENTLTL_LIBRARY_BUNDLES.includes(id);
            ctx.report({
                message: bundle
                    ? `\`${id}\` is a library bundle, not a rule id: \`disable:\` switches rules off by id, so this switches nothing off`
                    : `\`${id}\` is not a rule of this file, a packaged rule or a built-in rule: unless the user-level ~/.claude/AGENTLTL.yaml defines it, this switches nothing off${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: item.range,
                jsonPath: item.path,
                help: bundle ? 'list the ids of the bundle\'s rules you want off, or remove it from `use:`' : undefined,
                suggestion: near !== undefined && !bundle
                    ? { msg: `disable \`${near}\``, applicability: 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, item, near)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/duplicate-id.js


/* harmony default export */ const duplicate_id = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/duplicate-id',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two rules of one AGENTLTL.yaml with the same `id`.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'Rule ids are how the guard names a rule in a refusal, how `disable:` switches one off and how a file replaces a packaged or user-level rule. The guard rejects a file where two rules share an id, so none of its rules is enforced.',
        examples: {
            wrong: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n  - id: no-force-push\n    never: git_reset\n    with: {hard: true}',
            right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n  - id: no-hard-reset\n    never: git_reset\n    with: {hard: true}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const seen = new Map();
        for (const rule of rulesOf(artifact)) {
            if (rule.id === undefined || !rule.idPair?.value)
                continue;
            const first = seen.get(rule.id);
            if (!first) {
                seen.set(rule.id, rule.idPair);
                continue;
            }
            ctx.report({
                message: `duplicate rule id \`${rule.id}\` (first at line ${first.keyRange.start.line}): the guard rejects the file`,
                range: rule.idPair.value.range,
                jsonPath: rule.idPair.path,
                help: 'give each rule its own id',
                related: [{ message: `first \`${rule.id}\``, span: { path: artifact.path, range: first.value.range } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/formula-structured.js







const TYPES = Object.keys(AGENTLTL_FORMULA_TYPES);
/* harmony default export */ const formula_structured = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/formula-structured',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`formula: {type, args}` names a known AgentLTL formula type and gives it its arguments.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A structured formula is built by looking its `type` up among AgentLTL\'s formula classes and passing `args` as their fields. An unknown type (`before` for `Before`), an argument the class does not have, or a missing one makes the guard reject the file, and then none of its rules is enforced.',
        examples: {
            wrong: 'rules:\n  - id: fetch-before-rebase\n    formula: {type: before, args: {first: git_fetch, b: git_rebase}}',
            right: 'rules:\n  - id: fetch-before-rebase\n    formula: {type: Before, args: {a: git_fetch, b: git_rebase}}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const f = (0,tree/* getPair */.xf)(rule.node, 'formula');
            if (f?.value?.type === 'map')
                checkFormula(artifact, ctx, f.value, true);
        }
    },
}));
function checkFormula(artifact, ctx, m, top) {
    const typePair = (0,tree/* getPair */.xf)(m, 'type');
    const argsPair = (0,tree/* getPair */.xf)(m, 'args');
    if (!top) {
        const keys = m.pairs.map((p) => p.key);
        for (const p of m.pairs)
            if (!AGENTLTL_FORMULA_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_FORMULA_KEYS, 'a nested formula', keys);
        if (!typePair) {
            ctx.report({ message: 'this nested formula has no `type`: write `{type: Now, args: {tool: deploy}}`', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
        }
    }
    if (!typePair)
        return;
    const tv = typePair.value;
    const type = tv && tv.type === 'scalar' && typeof tv.value === 'string' ? tv.value : undefined;
    const spec = type !== undefined ? AGENTLTL_FORMULA_TYPES[type] : undefined;
    if (!spec) {
        const near = type !== undefined ? nearest(type, TYPES) : undefined;
        const fixTo = type !== undefined ? (0,suggest/* certainCorrection */.Zg)(type, TYPES) : undefined;
        ctx.report({
            message: type === undefined
                ? `\`type\` names an AgentLTL formula class, not ${typeName(tv)}`
                : `unknown formula type \`${type}\`${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
            range: tv ? tv.range : typePair.keyRange,
            jsonPath: typePair.path,
            help: `formula types: ${(0,suggest/* listOf */.c3)(TYPES, 'or', 30)}`,
            suggestion: fixTo !== undefined && tv && tv.type === 'scalar'
                ? { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, tv, fixTo)] }
                : undefined,
        });
        return;
    }
    const argNames = Object.keys(spec.args);
    const args = argsPair?.value;
    if (argsPair && args && args.type !== 'map' && !(args.type === 'scalar' && args.value === null)) {
        ctx.report({ message: `\`args\` must be a mapping of ${(0,suggest/* listOf */.c3)(argNames, 'and')}, not ${typeName(args)}`, range: args.range, jsonPath: argsPair.path });
        return;
    }
    const given = args && args.type === 'map' ? args : undefined;
    const keys = given ? given.pairs.map((p) => p.key) : [];
    const missing = spec.required.filter((k) => !keys.includes(k));
    if (missing.length > 0) {
        ctx.report({
            message: `\`${type}\` needs ${(0,suggest/* listOf */.c3)(missing, 'and')} in \`args\``,
            range: argsPair ? argsPair.keyRange : typePair.keyRange,
            jsonPath: argsPair ? argsPair.path : typePair.path,
            help: `\`${type}\` takes ${(0,suggest/* listOf */.c3)(argNames, 'and')}`,
        });
    }
    if (!given)
        return;
    for (const p of given.pairs) {
        const kind = spec.args[p.key];
        if (!kind) {
            unknownKey(artifact, ctx, p, argNames, `the arguments of \`${type}\``, keys);
            continue;
        }
        checkArg(artifact, ctx, kind, p.value, p.path, `${type}.${p.key}`, p.keyRange);
    }
}
function checkArg(artifact, ctx, kind, v, path, label, keyRange) {
    const bad = (what) => ctx.report({ message: `\`${label}\` takes ${what}, not ${typeName(v)}`, range: v.range, jsonPath: path });
    if (!v) {
        if (kind !== 'any' && kind !== 'string' && kind !== 'args')
            ctx.report({ message: `\`${label}\` has no value`, range: keyRange, jsonPath: path });
        return;
    }
    switch (kind) {
        case 'tool':
            if (v.type !== 'scalar' || typeof v.value !== 'string' || v.value === '')
                bad('a tool name');
            return;
        case 'tools':
            if (v.type !== 'seq' || v.items.length === 0)
                return bad('a non-empty list of tool names');
            for (const i of v.items)
                if (i.type !== 'scalar' || typeof i.value !== 'string')
                    ctx.report({ message: `\`${label}\` lists tool names, not ${typeName(i)}`, range: i.range, jsonPath: i.path });
            return;
        case 'int':
            if (!isInt(v))
                bad('a whole number');
            return;
        case 'op':
            checkEnum(artifact, ctx, v, path, label, AGENTLTL_COMPARATORS);
            return;
        case 'args':
            if (v.type !== 'map')
                bad('a mapping of argument names to values');
            return;
        case 'string':
            if (v.type !== 'scalar')
                bad('text');
            return;
        case 'formula':
            if (v.type !== 'map')
                return bad('a nested formula `{type, args}`');
            checkFormula(artifact, ctx, v, false);
            return;
        case 'any':
            return;
    }
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/ltl/parser.js
/**
 * A recursive-descent parser for the `ltl:` formulas of AGENTLTL.yaml
 * (AgentLTL's grammar), lowest to highest precedence:
 *
 *   formula ::= or ('->' formula)?                      right-associative
 *   or      ::= and ('|' and)*
 *   and     ::= unary ('&' unary)*
 *   unary   ::= ('!' | 'G' | 'F' | 'X' | 'Y' | 'O' | 'H') unary | binary
 *   binary  ::= atom (('U' | 'W' | 'R' | 'S') unary)?
 *   atom    ::= 'true' | 'false' | '(' formula ')' | function
 *
 * Operators and function names are case-insensitive. `Y`, `O` and `H` are
 * operators when an operand follows (`(`, a name or `!`), as in AgentLTL.
 * Strings are double-quoted, without escapes. Errors carry the exact offset
 * in the formula string.
 */


class LtlSyntaxError extends Error {
    start;
    end;
    constructor(message, 
    /** Offset of the offending character in the formula string. */
    start, end) {
        super(message);
        this.start = start;
        this.end = end;
    }
}
const PUNCT = { '(': '(', ')': ')', '[': '[', ']': ']', ',': ',', '!': '!', '&': '&', '|': '|' };
function tokenize(src) {
    const out = [];
    let i = 0;
    const push = (type, start, end, value = src.slice(start, end)) => out.push({ type, text: src.slice(start, end), value, start, end });
    while (i < src.length) {
        const c = src[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            i++;
            continue;
        }
        if (c === '"') {
            const close = src.indexOf('"', i + 1);
            if (close < 0)
                throw new LtlSyntaxError('string is never closed (a `"` is missing)', i, src.length);
            push('string', i, close + 1, src.slice(i + 1, close));
            i = close + 1;
            continue;
        }
        if (c === "'") {
            throw new LtlSyntaxError('strings in a formula use double quotes (`"..."`), not single quotes', i, i + 1);
        }
        if (c === '-' && src[i + 1] === '>') {
            push('->', i, i + 2);
            i += 2;
            continue;
        }
        if (c === '=' || c === '<' || c === '>') {
            if (src[i + 1] === '=') {
                push('cmp', i, i + 2);
                i += 2;
            }
            else if (c === '=') {
                push('=', i, i + 1);
                i++;
            }
            else {
                push('cmp', i, i + 1);
                i++;
            }
            continue;
        }
        if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(src[i + 1] ?? ''))) {
            const m = /^-?[0-9]+(\.[0-9]+)?/.exec(src.slice(i));
            push('number', i, i + m[0].length);
            i += m[0].length;
            continue;
        }
        if (/[A-Za-z_]/.test(c)) {
            const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
            push('ident', i, i + m[0].length);
            i += m[0].length;
            continue;
        }
        const p = PUNCT[c];
        if (p) {
            push(p, i, i + 1);
            i++;
            continue;
        }
        const hint = c === '~' ? ' (negation is `!`)' : '';
        throw new LtlSyntaxError(`unexpected character \`${c}\`${hint}`, i, i + 1);
    }
    out.push({ type: 'eof', text: '', value: '', start: src.length, end: src.length });
    return out;
}
const DESCRIBE = {
    string: 'a string', number: 'a number', ident: 'a name', cmp: 'a comparison', '->': '`->`', '(': '`(`', ')': '`)`',
    '[': '`[`', ']': '`]`', ',': '`,`', '!': '`!`', '&': '`&`', '|': '`|`', '=': '`=`', eof: 'the end of the formula',
};
function describe(t) {
    if (t.type === 'eof')
        return DESCRIBE.eof;
    if (t.type === 'string')
        return `the string \`${t.text}\``;
    return `\`${t.text}\``;
}
class Parser {
    toks;
    pos = 0;
    constructor(toks) {
        this.toks = toks;
    }
    peek(k = 0) {
        return this.toks[Math.min(this.pos + k, this.toks.length - 1)];
    }
    next() {
        const t = this.peek();
        if (this.pos < this.toks.length - 1)
            this.pos++;
        return t;
    }
    fail(t, what) {
        throw new LtlSyntaxError(`expected ${what}, found ${describe(t)}`, t.start, Math.max(t.end, t.start + (t.type === 'eof' ? 0 : 1)));
    }
    expect(type, what = DESCRIBE[type]) {
        const t = this.peek();
        if (t.type !== type)
            this.fail(t, what);
        return this.next();
    }
    isWord(t, ...words) {
        return t.type === 'ident' && words.includes(t.text.toUpperCase());
    }
    parseAll() {
        if (this.peek().type === 'eof')
            throw new LtlSyntaxError('the formula is empty', 0, 0);
        const f = this.formula();
        const t = this.peek();
        if (t.type !== 'eof') {
            const hint = t.type === ')' ? ' (unbalanced `)`)' : ' (join formulas with `&`, `|` or `->`)';
            throw new LtlSyntaxError(`unexpected ${describe(t)} after a complete formula${hint}`, t.start, t.end);
        }
        return f;
    }
    span(start) {
        return { start, end: this.toks[Math.max(0, this.pos - 1)].end };
    }
    formula() {
        const start = this.peek().start;
        const left = this.or();
        if (this.peek().type === '->') {
            this.next();
            const right = this.formula();
            return { op: 'binary', kind: '->', left, right, span: this.span(start) };
        }
        return left;
    }
    or() {
        const start = this.peek().start;
        let left = this.and();
        while (this.peek().type === '|') {
            this.next();
            const right = this.and();
            left = { op: 'binary', kind: '|', left, right, span: this.span(start) };
        }
        return left;
    }
    and() {
        const start = this.peek().start;
        let left = this.unary();
        while (this.peek().type === '&') {
            this.next();
            const right = this.unary();
            left = { op: 'binary', kind: '&', left, right, span: this.span(start) };
        }
        return left;
    }
    unary() {
        const t = this.peek();
        if (t.type === '!') {
            this.next();
            const arg = this.unary();
            return { op: 'unary', kind: '!', arg, span: this.span(t.start) };
        }
        if (this.isWord(t, 'G', 'F', 'X')) {
            this.next();
            const arg = this.unary();
            return { op: 'unary', kind: t.text.toUpperCase(), arg, span: this.span(t.start) };
        }
        if (this.isWord(t, 'Y', 'O', 'H') && ['(', 'ident', '!'].includes(this.peek(1).type)) {
            this.next();
            const arg = this.unary();
            return { op: 'unary', kind: t.text.toUpperCase(), arg, span: this.span(t.start) };
        }
        return this.binary();
    }
    binary() {
        const start = this.peek().start;
        const left = this.atom();
        const t = this.peek();
        if (this.isWord(t, 'U', 'W', 'R', 'S')) {
            this.next();
            const right = this.unary();
            return { op: 'binary', kind: t.text.toUpperCase(), left, right, span: this.span(start) };
        }
        return left;
    }
    atom() {
        const t = this.peek();
        if (t.type === '(') {
            this.next();
            const f = this.formula();
            const close = this.peek();
            if (close.type !== ')')
                this.fail(close, '`)` to close the `(`');
            this.next();
            return f;
        }
        if (t.type === 'ident') {
            const lower = t.text.toLowerCase();
            if (lower === 'true' || lower === 'false') {
                this.next();
                return { op: 'const', value: lower === 'true', span: { start: t.start, end: t.end } };
            }
            return this.call();
        }
        return this.fail(t, 'a formula (`true`, `false`, `(`, `!`, an operator or a function such as `called("x")`)');
    }
    str() {
        return this.expect('string', 'a string in double quotes').value;
    }
    cmpN() {
        const c = this.expect('cmp', 'a comparison (`==`, `>=`, `<=`, `>` or `<`)');
        return { cmp: c.text, n: this.int() };
    }
    int(min = 0) {
        const t = this.expect('number', 'a whole number');
        const n = Number(t.text);
        if (!Number.isInteger(n) || n < min) {
            throw new LtlSyntaxError(`expected a whole number${min > 0 ? ` of at least ${min}` : ' >= 0'}, found \`${t.text}\``, t.start, t.end);
        }
        return n;
    }
    strList() {
        this.expect('[', '`[` (a list of strings)');
        const out = [this.str()];
        while (this.peek().type === ',') {
            this.next();
            out.push(this.str());
        }
        this.expect(']', '`,` or `]`');
        return out;
    }
    call() {
        const name = this.next();
        const fn = name.text.toLowerCase();
        if (!AGENTLTL_LTL_FUNCTIONS.includes(fn))
            this.unknownName(name, fn);
        this.expect('(', `\`(\` after \`${name.text}\``);
        const start = name.start;
        const f = this.callArguments(fn, name, { start, end: 0 });
        const close = this.peek();
        if (close.type !== ')')
            this.fail(close, `\`)\` to close \`${name.text}(\``);
        this.next();
        f.span = { start, end: close.end };
        return f;
    }
    /** A name that is no function: an unknown function before `(`, else a stray name. */
    unknownName(name, fn) {
        const near = (0,suggest/* closest */.kp)(fn, AGENTLTL_LTL_FUNCTIONS);
        const hint = near.length > 0 ? ` (did you mean \`${near[0].value}\`?)` : '';
        const msg = this.peek().type === '('
            ? `unknown function \`${name.text}\`${hint}`
            : `unexpected name \`${name.text}\`${hint || ': expected a formula'}`;
        throw new LtlSyntaxError(msg, name.start, name.end);
    }
    /** The arguments of function `fn`, after its `(` and up to its `)`; `span` is replaced once the `)` is read. */
    callArguments(fn, name, span) {
        const comma = () => this.expect(',', '`,`');
        switch (fn) {
            case 'called':
            case 'now':
            case 'eventually':
            case 'always':
                return { op: fn, tool: this.str(), span };
            case 'before':
            case 'after': {
                const a = this.str();
                comma();
                return { op: fn, a, b: this.str(), span };
            }
            case 'all_before': {
                const tools = this.strList();
                comma();
                return { op: 'all_before', tools, target: this.str(), span };
            }
            case 'branch_called': {
                const ok = this.str();
                let wrong;
                if (this.peek().type === ',') {
                    this.next();
                    wrong = this.str();
                }
                return { op: 'branch_called', ok, wrong, span };
            }
            case 'called_with': {
                const tool = this.str();
                return { op: 'called_with', tool, args: this.keywordArguments(), span };
            }
            case 'called_n': {
                const tool = this.str();
                comma();
                return { op: 'called_n', tool, ...this.cmpN(), span };
            }
            case 'in_order':
                return { op: 'in_order', tools: this.strList(), span };
            case 'within_steps': {
                const a = this.str();
                comma();
                const b = this.str();
                comma();
                return { op: 'within_steps', a, b, n: this.int(), span };
            }
            case 'instance_before':
                return this.instanceBefore(span);
            case 'count_before': {
                const arg = this.formula();
                comma();
                return { op: 'count_before', arg, ...this.cmpN(), span };
            }
            default:
                throw new LtlSyntaxError(`unknown function \`${name.text}\``, name.start, name.end);
        }
    }
    /** `, key=value` pairs of `called_with`. */
    keywordArguments() {
        const args = {};
        while (this.peek().type === ',') {
            this.next();
            const key = this.expect('ident', 'an argument name (`key=value`)');
            this.expect('=', `\`=\` after \`${key.text}\``);
            args[key.text] = this.argValue();
        }
        return args;
    }
    /** `instance_before("a"[N], "b"[M])`. */
    instanceBefore(span) {
        const a = this.str();
        this.expect('[', '`[N]` (which occurrence, from 1)');
        const n = this.int(1);
        this.expect(']', '`]`');
        this.expect(',', '`,`');
        const b = this.str();
        this.expect('[', '`[M]` (which occurrence, from 1)');
        const m = this.int(1);
        this.expect(']', '`]`');
        return { op: 'instance_before', a, n, b, m, span };
    }
    argValue() {
        const t = this.next();
        if (t.type === 'string')
            return t.value;
        if (t.type === 'number')
            return Number(t.text);
        if (t.type === 'ident') {
            const w = t.text.toLowerCase();
            if (w === 'true')
                return true;
            if (w === 'false')
                return false;
            if (w === 'null' || w === 'none')
                return null;
        }
        return this.fail(t, 'a value (a string, a number, `true`, `false` or `null`)');
    }
}
/** Parse a formula; throws `LtlSyntaxError` with the offending offsets. */
function parseLtl(src) {
    return new Parser(tokenize(src)).parseAll();
}
function tryParseLtl(src) {
    try {
        return { ok: true, formula: parseLtl(src) };
    }
    catch (e) {
        if (e instanceof LtlSyntaxError)
            return { ok: false, error: e };
        throw e;
    }
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/scalar-offsets.js
/** Offsets in the scalar's raw text of each value index 0..value.length (the last: just past the content). */
function valueToRawOffsets(node) {
    const raw = node.raw;
    const value = typeof node.value === 'string' ? node.value : undefined;
    if (value === undefined || /[\r\n]/.test(raw))
        return undefined;
    if (raw.startsWith("'"))
        return singleQuoted(raw, value);
    if (raw.startsWith('"'))
        return doubleQuoted(raw, value);
    if (/^[|>&!*]/.test(raw))
        return undefined;
    if (raw !== value)
        return undefined;
    return Array.from({ length: value.length + 1 }, (_, i) => i);
}
function singleQuoted(raw, value) {
    const map = [];
    let out = '';
    let i = 1;
    while (i < raw.length - 1) {
        map.push(i);
        if (raw[i] === "'" && raw[i + 1] === "'") {
            out += "'";
            i += 2;
        }
        else {
            out += raw[i];
            i++;
        }
    }
    map.push(i);
    return out === value ? map : undefined;
}
const SIMPLE = {
    '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ',
    '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const HEX = { x: 2, u: 4, U: 8 };
function doubleQuoted(raw, value) {
    const map = [];
    let out = '';
    let i = 1;
    while (i < raw.length - 1) {
        const c = raw[i];
        if (c !== '\\') {
            map.push(i);
            out += c;
            i++;
            continue;
        }
        const e = raw[i + 1];
        if (e === undefined)
            return undefined;
        if (SIMPLE[e] !== undefined) {
            map.push(i);
            out += SIMPLE[e];
            i += 2;
            continue;
        }
        const width = HEX[e];
        if (width === undefined)
            return undefined;
        const hex = raw.slice(i + 2, i + 2 + width);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width)
            return undefined;
        const s = String.fromCodePoint(parseInt(hex, 16));
        for (let k = 0; k < s.length; k++)
            map.push(i);
        out += s;
        i += 2 + width;
    }
    map.push(i);
    return out === value ? map : undefined;
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/ltl-source.js



function ltlSources(artifact) {
    const out = [];
    for (const rule of rulesOf(artifact)) {
        for (const pair of rule.kinds) {
            const node = pair.value;
            if (pair.key !== 'ltl' || !node || node.type !== 'scalar' || typeof node.value !== 'string')
                continue;
            const text = node.value;
            const map = valueToRawOffsets(node);
            const base = node.range.start.offset;
            const lines = artifact.file.lines;
            out.push({
                rule,
                pair,
                node,
                text,
                result: tryParseLtl(text),
                rangeOf(start, end) {
                    if (!map)
                        return { range: node.range, exact: false };
                    const s = map[Math.min(start, text.length)];
                    const e = map[Math.min(Math.max(end, start), text.length)];
                    // An empty span (the end of the formula) still gets one character to point at.
                    return { range: lines.range(base + s, base + Math.max(e, s)), exact: true };
                },
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/formula-syntax.js


/* harmony default export */ const formula_syntax = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/formula-syntax',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An `ltl:` formula that AgentLTL\'s grammar rejects, pointed at the exact character.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'The guard parses every `ltl:` formula when it loads the file, and a formula it cannot parse makes it reject the whole file: no rule is enforced. Typical slips are single-quoted strings inside the formula, a misspelt function (`calld`), `=>` for `->` or an unbalanced parenthesis.',
        examples: {
            wrong: "rules:\n  - id: fetch-before-rebase\n    ltl: \"before('git_fetch', 'git_rebase')\"",
            right: "rules:\n  - id: fetch-before-rebase\n    ltl: 'before(\"git_fetch\", \"git_rebase\")'",
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const src of ltlSources(artifact)) {
            // An empty formula is agentltl/rule-kind's (`ltl:` takes a formula string).
            if (src.result.ok || src.text.trim() === '')
                continue;
            const e = src.result.error;
            const { range, exact } = src.rangeOf(e.start, e.end);
            ctx.report({
                message: `cannot parse the formula: ${e.message} (at character ${e.start + 1})`,
                range,
                jsonPath: src.pair.path,
                notes: exact ? [] : ['the position inside this YAML string could not be mapped to a column exactly; the whole formula is marked'],
                help: 'grammar: `->`, `|`, `&`, prefix `!` `G` `F` `X` `Y` `O` `H`, binary `U` `W` `R` `S`, atoms `true`, `false`, `( … )` and functions such as `now("t")`, `called("t")`, `before("a","b")`',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/structured.js
/** `formula: {type, args}` → the `ltl:` AST, when every part is known and well formed (else undefined). */

const UNARY = { Globally: 'G', Eventually: 'F', Next: 'X', Previous: 'Y', Once: 'O', Historically: 'H', Not: '!' };
const BINARY = { Until: 'U', WeakUntil: 'W', Release: 'R', Since: 'S', And: '&', Or: '|', Implies: '->' };
const CMPS = ['==', '>=', '<=', '>', '<'];
function argString(args, k) {
    const v = (0,tree/* getNode */.Zl)(args, k);
    return v && v.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined;
}
function argInteger(args, k) {
    const v = (0,tree/* getNode */.Zl)(args, k);
    return v && v.type === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value) ? v.value : undefined;
}
/** A non-empty list of strings. */
function argStrings(args, k) {
    const v = (0,tree/* getNode */.Zl)(args, k);
    if (!v || v.type !== 'seq' || v.items.length === 0)
        return undefined;
    const out = v.items.map((i) => (i.type === 'scalar' && typeof i.value === 'string' ? i.value : undefined));
    return out.every((s) => s !== undefined) ? out : undefined;
}
function structuredToFormula(node) {
    if (!node || node.type !== 'map')
        return undefined;
    const type = (0,tree/* getNode */.Zl)(node, 'type');
    if (!type || type.type !== 'scalar' || typeof type.value !== 'string')
        return undefined;
    const args = (0,tree/* getNode */.Zl)(node, 'args');
    const span = { start: 0, end: 0 };
    const t = type.value;
    if (UNARY[t]) {
        const arg = structuredToFormula((0,tree/* getNode */.Zl)(args, 'operand'));
        return arg && { op: 'unary', kind: UNARY[t], arg, span };
    }
    if (BINARY[t]) {
        const left = structuredToFormula((0,tree/* getNode */.Zl)(args, 'left'));
        const right = structuredToFormula((0,tree/* getNode */.Zl)(args, 'right'));
        return left && right && { op: 'binary', kind: BINARY[t], left, right, span };
    }
    return atomFormula(t, args, span);
}
/** A formula about tool calls (`Called`, `Before`, `WithinSteps`, …) from its `args`. */
function atomFormula(t, args, span) {
    const str = (k) => argString(args, k);
    const int = (k) => argInteger(args, k);
    switch (t) {
        case 'Called':
        case 'Now': {
            const tool = str('tool');
            return tool === undefined ? undefined : { op: t === 'Called' ? 'called' : 'now', tool, span };
        }
        case 'CalledWith': {
            const tool = str('tool');
            return tool === undefined ? undefined : { op: 'called_with', tool, args: {}, span };
        }
        case 'CalledNTimes': {
            const tool = str('tool');
            const n = int('n');
            const op = (0,tree/* getPair */.xf)(args, 'op') ? str('op') : '==';
            return tool === undefined || n === undefined || op === undefined || !CMPS.includes(op) ? undefined : { op: 'called_n', tool, n, cmp: op, span };
        }
        case 'Before':
        case 'After': {
            const a = str('a');
            const b = str('b');
            return a === undefined || b === undefined ? undefined : { op: t === 'Before' ? 'before' : 'after', a, b, span };
        }
        case 'AllBefore': {
            const tools = argStrings(args, 'tools');
            const target = str('target');
            return tools && target !== undefined ? { op: 'all_before', tools, target, span } : undefined;
        }
        case 'BranchCalled': {
            const ok = str('correct_tool');
            return ok === undefined ? undefined : { op: 'branch_called', ok, wrong: str('wrong_tool'), span };
        }
        case 'InstanceBefore': {
            const a = str('tool_a');
            const b = str('tool_b');
            const n = int('n');
            const m = int('m');
            return a === undefined || b === undefined || n === undefined || m === undefined ? undefined : { op: 'instance_before', a, n, b, m, span };
        }
        case 'CalledInOrder': {
            const tools = argStrings(args, 'tools');
            return tools && { op: 'in_order', tools, span };
        }
        case 'WithinSteps': {
            const a = str('tool_a');
            const b = str('tool_b');
            const n = int('n');
            return a === undefined || b === undefined || n === undefined ? undefined : { op: 'within_steps', a, b, n, span };
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/ltl/ast.js
/** The AST of an `ltl:` formula. Spans are offsets into the formula string. */
/** A compact rendering (for messages and tests): fully parenthesized binary operators. */
function show(f) {
    const q = (s) => JSON.stringify(s);
    switch (f.op) {
        case 'const':
            return f.value ? 'true' : 'false';
        case 'unary':
            return `${f.kind}${show(f.arg)}`;
        case 'binary':
            return `(${show(f.left)} ${f.kind} ${show(f.right)})`;
        case 'called':
        case 'now':
        case 'eventually':
        case 'always':
            return `${f.op}(${q(f.tool)})`;
        case 'before':
        case 'after':
            return `${f.op}(${q(f.a)},${q(f.b)})`;
        case 'all_before':
            return `all_before([${f.tools.map(q).join(',')}],${q(f.target)})`;
        case 'branch_called':
            return `branch_called(${q(f.ok)}${f.wrong !== undefined ? `,${q(f.wrong)}` : ''})`;
        case 'called_with':
            return `called_with(${[q(f.tool), ...Object.entries(f.args).map(([k, v]) => `${k}=${typeof v === 'string' ? q(v) : String(v)}`)].join(',')})`;
        case 'called_n':
            return `called_n(${q(f.tool)},${f.cmp}${f.n})`;
        case 'in_order':
            return `in_order([${f.tools.map(q).join(',')}])`;
        case 'within_steps':
            return `within_steps(${q(f.a)},${q(f.b)},${f.n})`;
        case 'instance_before':
            return `instance_before(${q(f.a)}[${f.n}],${q(f.b)}[${f.m}])`;
        case 'count_before':
            return `count_before(${show(f.arg)},${f.cmp}${f.n})`;
    }
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/ltl/classify.js
const FALSE = 0;
const NOT_YET = 1;
const PENDING = 2;
const SO_FAR = 3;
const TRUE = 4;
const VALUE_NAMES = (/* unused pure expression or super */ null && (['violated', 'not met yet', 'pending', 'holds so far', 'holds']));
const bit = (v) => 1 << v;
const set = (...vs) => vs.reduce((m, v) => m | bit(v), 0);
const has = (s, v) => (s & bit(v)) !== 0;
function values(s) {
    const out = [];
    for (let v = 0; v <= 4; v++)
        if (has(s, v))
            out.push(v);
    return out;
}
const ALL = 0b11111;
function map(s, f) {
    let out = 0;
    for (const v of values(s))
        out |= bit(f(v));
    return out;
}
function pairs(a, b, f) {
    let out = 0;
    for (const x of values(a))
        for (const y of values(b))
            out |= bit(f(x, y));
    return out;
}
const neg = (s) => map(s, (v) => TRUE - v);
const min = Math.min;
const max = Math.max;
const atom = (all, unrelated) => ({ all, unrelated, unknown: false });
/** `φ U ψ` over value sets: a ψ seen after φ held, or (for the calls to come) φ so far, capped at PENDING. */
function until(phi, psi) {
    const hits = pairs(psi, phi | bit(TRUE), min) | bit(FALSE);
    const tails = map(phi, (v) => min(v, PENDING)) | bit(PENDING);
    return pairs(hits, tails, max);
}
/** `φ S ψ` over value sets: the past is known, so no PENDING tail. */
function since(phi, psi) {
    return pairs(psi, phi | bit(TRUE), min) | bit(FALSE);
}
function cmp(c, op, n) {
    switch (op) {
        case '==': return c === n;
        case '>=': return c >= n;
        case '<=': return c <= n;
        case '>': return c > n;
        default: return c < n;
    }
}
/** `called_n("t", op n)` when t has been called `c` times so far. */
function countValue(c, op, n) {
    const ok = cmp(c, op, n);
    if (op === '<=' || op === '<')
        return ok ? SO_FAR : FALSE;
    if (op === '>=' || op === '>')
        return ok ? TRUE : NOT_YET;
    if (c > n)
        return FALSE;
    return ok ? SO_FAR : NOT_YET;
}
function classify_abstract(f) {
    switch (f.op) {
        case 'const':
            return atom(set(f.value ? TRUE : FALSE), set(f.value ? TRUE : FALSE));
        // The call at this position: decided once it is made, PENDING beyond the last call (under X).
        case 'now':
            return atom(set(FALSE, PENDING, TRUE), set(FALSE, PENDING));
        // Facts about the whole trace: not met yet until the call is made, then for good.
        case 'called':
        case 'called_with':
            return atom(set(NOT_YET, TRUE), set(NOT_YET));
        case 'eventually':
            return classify_abstract({ op: 'unary', kind: 'F', arg: { op: 'called', tool: f.tool, span: f.span }, span: f.span });
        case 'always':
            return classify_abstract({ op: 'unary', kind: 'G', arg: { op: 'called', tool: f.tool, span: f.span }, span: f.span });
        case 'called_n': {
            const counts = [0, f.n - 1, f.n, f.n + 1].filter((c) => c >= 0);
            return atom(counts.reduce((m, c) => m | bit(countValue(c, f.cmp, f.n)), 0), bit(countValue(0, f.cmp, f.n)));
        }
        // Orderings: not triggered until their last tool runs, then decided for good.
        case 'before':
        case 'all_before':
        case 'instance_before':
        case 'within_steps':
            return atom(set(FALSE, PENDING, TRUE), set(PENDING));
        // a after b: an obligation until a runs (FALSE when a came first).
        case 'after':
            return atom(set(FALSE, NOT_YET, TRUE), set(NOT_YET));
        case 'branch_called':
            return f.wrong !== undefined ? atom(set(FALSE, PENDING, SO_FAR), set(PENDING)) : atom(set(PENDING, TRUE), set(PENDING));
        // A subsequence a later call can always complete.
        case 'in_order':
            return atom(set(PENDING, TRUE), set(PENDING));
        case 'count_before':
            return { all: ALL, unrelated: ALL, unknown: true };
        case 'unary':
            return abstractUnary(f);
        case 'binary':
            return abstractBinary(f);
    }
    return unknownAbstract();
}
/** Nothing known: every value possible. */
const unknownAbstract = () => ({ all: ALL, unrelated: ALL, unknown: true });
function abstractUnary(f) {
    const a = classify_abstract(f.arg);
    const lift = (g) => ({ all: g(a.all), unrelated: g(a.unrelated), unknown: a.unknown });
    switch (f.kind) {
        case '!':
            return lift(neg);
        case 'G':
            return lift((s) => map(s, (v) => min(v, PENDING)) | bit(PENDING));
        case 'F':
            return lift((s) => map(s, (v) => max(v, PENDING)) | bit(PENDING));
        case 'X':
            return lift((s) => s | bit(PENDING));
        case 'Y': // no previous call at the first position: false for good
            return lift((s) => s | bit(FALSE));
        case 'O':
        case 'H': // a maximum / minimum over the positions so far: one of their values
            return lift((s) => s);
    }
    return unknownAbstract();
}
function abstractBinary(f) {
    const l = classify_abstract(f.left);
    const r = classify_abstract(f.right);
    const lift = (g) => ({
        all: g(l.all, r.all),
        unrelated: g(l.unrelated, r.unrelated),
        unknown: l.unknown || r.unknown,
    });
    switch (f.kind) {
        case '&':
            return lift((x, y) => pairs(x, y, min));
        case '|':
            return lift((x, y) => pairs(x, y, max));
        case '->':
            return lift((x, y) => pairs(neg(x), y, max));
        case 'U':
        case 'W': // on a partial trace, U and W differ only once the trace is complete
            return lift(until);
        case 'R': // φ R ψ = !(!φ U !ψ)
            return lift((x, y) => neg(until(neg(x), neg(y))));
        case 'S':
            return lift(since);
    }
    return unknownAbstract();
}
function classify(f) {
    const a = classify_abstract(f);
    let verdict;
    if (a.unknown)
        verdict = 'unknown';
    else if (has(a.unrelated, NOT_YET))
        verdict = 'fails-until';
    else if (!has(a.all, FALSE) && !has(a.all, NOT_YET))
        verdict = a.all === set(TRUE) ? 'constant' : 'never-fails';
    else if (a.all === set(FALSE))
        verdict = 'constant';
    else
        verdict = 'safe';
    return { verdict, abstract: a };
}
/** Rejected verdicts. */
function isUnenforceable(v) {
    return v === 'fails-until' || v === 'never-fails';
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/formula-unenforceable.js







/** A tool a formula names, for a tailored suggestion. */
function firstTool(f) {
    switch (f.op) {
        case 'called':
        case 'now':
        case 'eventually':
        case 'always':
        case 'called_with':
        case 'called_n':
            return f.tool;
        case 'before':
        case 'after':
        case 'within_steps':
        case 'instance_before':
            return f.a;
        case 'all_before':
            return f.tools[0];
        case 'in_order':
            return f.tools[0];
        case 'branch_called':
            return f.ok;
        case 'unary':
            return firstTool(f.arg);
        case 'binary':
            return firstTool(f.left) ?? firstTool(f.right);
        case 'count_before':
            return firstTool(f.arg);
        case 'const':
            return undefined;
    }
}
function failsUntilHelp(f) {
    if (f.op === 'called')
        return `say when it applies: \`G(now("<the call that needs it>") -> called("${f.tool}"))\`, e.g. \`G(now("deploy") -> called("pytest"))\``;
    return 'say when it applies, e.g. `G(now("deploy") -> called("pytest"))`, or state the order: `before("pytest","git_push")`';
}
function neverFailsHelp(f) {
    const t = firstTool(f);
    const bound = f.op === 'in_order' && f.tools.length >= 2
        ? `\`before("${f.tools[0]}","${f.tools[1]}")\``
        : '`within_steps("deploy","notify",3)`';
    return `bound it so that it can fail: ${bound}, or \`before("pytest","git_push")\`; for "do it before finishing" use a \`finally:\` rule${t ? ` (\`finally: ${t}\`)` : ''}`;
}
/* harmony default export */ const formula_unenforceable = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/formula-unenforceable',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An `ltl:` (or structured `formula:`) the guard cannot enforce call by call: one that fails until some call happens, or one that can never fail before the session ends.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'The guard judges each call on the trace so far, so it can only enforce formulas whose violation is final the moment it happens (safety properties). A bare `called("pytest")` is false until pytest runs, so every call before it would be refused; `F(called("pytest"))` or `G(now("a") -> F(now("b")))` can never fail before the session ends, so they would never refuse anything. The guard rejects both kinds. agentlint decides from the formula\'s meaning: it computes, bottom-up, which values (violated, not met yet, pending, holds so far, holds) each subformula can take on a growing trace.',
        examples: {
            wrong: "rules:\n  - id: tests-before-deploy\n    ltl: 'called(\"pytest\")'",
            right: "rules:\n  - id: tests-before-deploy\n    ltl: 'G(now(\"deploy\") -> called(\"pytest\"))'",
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const formulas = [];
        for (const src of ltlSources(artifact)) {
            if (src.result.ok)
                formulas.push({ f: src.result.formula, range: src.node.range, jsonPath: src.pair.path, structured: false });
        }
        // `formula: {type, args}` is classified by the guard too, once it is well formed.
        for (const rule of rulesOf(artifact)) {
            const p = (0,tree/* getPair */.xf)(rule.node, 'formula');
            const f = p?.value ? structuredToFormula(p.value) : undefined;
            if (p?.value && f)
                formulas.push({ f, range: p.value.range, jsonPath: p.path, structured: true });
        }
        for (const { f, range, jsonPath, structured } of formulas) {
            const what = structured ? 'this structured formula' : 'this formula';
            const { verdict } = classify(f);
            if (verdict === 'fails-until') {
                ctx.report({
                    message: `${what} fails until some call happens: on calls it does not name it is already false (not met yet), so the guard would refuse every call until then, and rejects it`,
                    range,
                    jsonPath,
                    notes: [`read as ${show(f)}`],
                    help: failsUntilHelp(f),
                });
            }
            else if (verdict === 'never-fails') {
                ctx.report({
                    message: `${what} can never fail before the session ends (a liveness property): the guard would never refuse anything, and rejects it`,
                    range,
                    jsonPath,
                    notes: [`read as ${show(f)}`],
                    help: neverFailsHelp(f),
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/names.js
var names = __webpack_require__(1763);
;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/id-format.js




const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** "Short": the longest packaged rule id is 31 characters. */
const ID_MAX = 48;
/** The closest kebab-case spelling of an id. */

/* harmony default export */ const id_format = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/id-format',
        effect: 'style',
        category: 'style',
        defaultLevel: 'warn',
        description: 'A rule id should be short kebab-case (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 48 characters).',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Ids are shown to the agent in every refusal and typed by people in `disable:` lists and in `agentltl` commands. The packaged library and the reference use short kebab-case ids; an id like `No Force Push!` is easy to mistype in `disable:`, and then the rule silently stays on.',
        examples: {
            wrong: 'rules:\n  - id: NoForcePush\n    never: git_push\n    with: {force: true}',
            right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const v = rule.idPair?.value;
            if (rule.id === undefined || !v || v.type !== 'scalar')
                continue;
            const id = rule.id;
            if (KEBAB.test(id) && id.length <= ID_MAX)
                continue;
            const fixed = (0,names/* toKebab */.VC)(id);
            const tooLong = KEBAB.test(id);
            ctx.report({
                message: tooLong
                    ? `rule id \`${id}\` is ${id.length} characters long; keep ids short (at most ${ID_MAX})`
                    : `rule id \`${id}\` is not short kebab-case: it should be lowercase letters, digits and single hyphens`,
                range: v.range,
                jsonPath: rule.idPair.path,
                help: 'e.g. `tests-before-push`',
                suggestion: !tooLong && fixed !== '' && fixed !== id
                    ? { msg: `rename the rule to \`${fixed}\` (update \`disable:\` entries that name it)`, applicability: 'MaybeIncorrect', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, v, fixed)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/require-without-condition.js



/* harmony default export */ const require_without_condition = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/require-without-condition',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `require` target without `with` or `where` (there or at rule level) fires on every call of its tool.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: '`require: T` means "when one of T\'s tools is called, its arguments must match T\'s `with`/`where`". A target with no condition has nothing to match, so every call to that tool is refused; the guard rejects such a rule.',
        examples: {
            wrong: 'rules:\n  - id: rm-only-in-build\n    require: rm',
            right: 'rules:\n  - id: rm-only-in-build\n    require: {tool: rm, where: {paths: [build, "build/**"]}}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            if ((0,tree/* getPair */.xf)(rule.node, 'with') || (0,tree/* getPair */.xf)(rule.node, 'where'))
                continue;
            for (const t of targetsOf(rule)) {
                if (t.role !== 'require')
                    continue;
                for (const part of partsOf(t.node)) {
                    if (part.type === 'map' && ((0,tree/* getPair */.xf)(part, 'with') || (0,tree/* getPair */.xf)(part, 'where')))
                        continue;
                    const tool = part.type === 'map' ? (0,tree/* getPair */.xf)(part, 'tool') : undefined;
                    const name = part.type === 'scalar' ? String(part.value) : tool?.value?.type === 'scalar' ? String(tool.value.value) : 'this target';
                    ctx.report({
                        message: `\`require\` target \`${name}\` has no \`with\` or \`where\`: ${ruleName(rule)} would refuse every call to it`,
                        range: part.type === 'map' ? (tool ? tool.keyRange : part.range) : part.range,
                        jsonPath: part.path,
                        help: 'say what its arguments must be, e.g. `{tool: rm, where: {paths: "build/**"}}`, or use `never:` to forbid the tool',
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/lib/values.js


/** An integer >= `min`; a quoted whole number gets a MachineApplicable unquote. */
function checkInt(artifact, ctx, pair, label, min) {
    const v = isEmpty(pair.value) ? null : pair.value;
    if (!v) {
        ctx.report({ message: `\`${label}\` has no value: it takes a whole number >= ${min}`, range: pair.keyRange, jsonPath: pair.path });
        return;
    }
    if (isInt(v)) {
        if (v.value < min)
            ctx.report({ message: `\`${label}\` must be >= ${min}, not ${v.value}`, range: v.range, jsonPath: pair.path });
        return;
    }
    const digits = v.type === 'scalar' && typeof v.value === 'string' && /^\d+$/.test(v.value) ? v.value : undefined;
    ctx.report({
        message: `\`${label}\` must be a whole number >= ${min}, not ${typeName(v)}`,
        range: v.range,
        jsonPath: pair.path,
        suggestion: digits !== undefined && Number(digits) >= min
            ? { msg: `write it as the number ${Number(digits)}`, applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: String(Number(digits)) }] }
            : undefined,
    });
}
/** `true` or `false` (the guard's YAML 1.1 also reads plain yes/no/on/off); a quoted `"true"` gets a certain unquote. */
function checkBool(artifact, ctx, pair, label) {
    const v = isEmpty(pair.value) ? null : pair.value;
    if (isYamlBool(v))
        return;
    const quotedBool = v && v.type === 'scalar' && typeof v.value === 'string' && /^(true|false)$/i.test(v.value) ? v.value.toLowerCase() : undefined;
    ctx.report({
        message: `\`${label}\` must be \`true\` or \`false\`, not ${typeName(v)}`,
        range: v ? v.range : pair.keyRange,
        jsonPath: pair.path,
        suggestion: quotedBool !== undefined && v
            ? { msg: `write the boolean \`${quotedBool}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: quotedBool }] }
            : undefined,
    });
}
/** A string-valued field (numbers read as text are fine: the guard calls `str()`). */
function checkText(ctx, pair, label) {
    const v = pair.value;
    if (!v || v.type === 'scalar')
        return;
    ctx.report({ message: `\`${label}\` must be text, not ${typeName(v)}`, range: v.range, jsonPath: pair.path });
}
/** A mapping-valued field. */
function checkMap(ctx, pair, label, what) {
    const v = pair.value;
    if (v && v.type === 'map')
        return true;
    ctx.report({ message: `\`${label}\` must be a mapping (${what}), not ${typeName(v)}`, range: v ? v.range : pair.keyRange, jsonPath: pair.path });
    return false;
}
/**
 * `from:` — the memory statement a rule enforces: a statement id, a mapping
 * of `file`/`line`/`id`/`text`, or a list of them.
 */
function checkFrom(artifact, ctx, pair) {
    const one = (node, inList) => {
        if (node.type === 'scalar') {
            if (!isString(node) && typeof node.value !== 'number') {
                ctx.report({ message: `\`from:\` names a memory statement by id (text), not ${typeName(node)}`, range: node.range, jsonPath: node.path });
            }
            return;
        }
        if (node.type === 'seq') {
            if (inList)
                ctx.report({ message: '`from:` is a statement, or a list of statements, not a list of lists', range: node.range, jsonPath: node.path });
            else
                node.items.forEach((i) => one(i, true));
            return;
        }
        const keys = node.pairs.map((p) => p.key);
        for (const p of node.pairs) {
            if (!AGENTLTL_FROM_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_FROM_KEYS, '`from:`', keys);
            else if (p.key === 'line')
                checkInt(artifact, ctx, p, 'from.line', 1);
            else
                checkText(ctx, p, `from.${p.key}`);
        }
    };
    if (pair.value)
        one(pair.value, false);
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/rule-kind.js







const SHAPES = {
    never: 'a target',
    require: 'a target',
    before: '`[A, B]` or `{first: A, then: B, since: S}`',
    at_most: '`{call: T, times: n}`',
    finally: 'a target, or `{call: T, since: S}`',
    ltl: 'a formula string',
    formula: '`{type: ..., args: ...}`',
};
/** A kind whose value has the wrong shape: `what` it is instead (default: its type). */
function bad(ctx, kind, what) {
    const v = kind.value;
    ctx.report({
        message: `\`${kind.key}:\` takes ${SHAPES[kind.key]}, not ${what ?? typeName(v)}`,
        range: v ? v.range : kind.keyRange,
        jsonPath: kind.path,
    });
}
function missing(ctx, kind, key, shape) {
    ctx.report({ message: `\`${kind.key}:\` needs \`${key}\` (${shape})`, range: kind.keyRange, jsonPath: kind.path });
}
/** Keys of a kind's mapping that are not among `known`. */
function unknownKeys(artifact, ctx, v, known, where) {
    const keys = v.pairs.map((p) => p.key);
    for (const p of v.pairs)
        if (!known.includes(p.key))
            unknownKey(artifact, ctx, p, known, where, keys);
}
/** A rule with no kind, or with more than one. */
function checkKindCount(artifact, ctx, rule) {
    if (rule.kinds.length === 0) {
        ctx.report({
            message: `${ruleName(rule)} has no kind: it needs exactly one of ${(0,suggest/* listOf */.c3)(AGENTLTL_RULE_KINDS)}`,
            ...ruleAnchor(rule),
        });
    }
    for (const extra of rule.kinds.slice(1)) {
        ctx.report({
            message: `${ruleName(rule)} has more than one kind: \`${rule.kinds[0].key}\` and \`${extra.key}\`; a rule has exactly one (split it into two rules)`,
            range: extra.keyRange,
            jsonPath: extra.path,
            related: [{ message: `first kind \`${rule.kinds[0].key}\``, span: { path: artifact.path, range: rule.kinds[0].keyRange } }],
        });
    }
}
/** The value of one kind against its documented shape. */
function checkShape(artifact, ctx, kind) {
    const v = kind.value;
    if (!v || (v.type === 'scalar' && v.value === null)) {
        bad(ctx, kind, 'nothing');
        return;
    }
    switch (kind.key) {
        case 'never':
        case 'require':
            return; // the target's own shape: agentltl/target
        case 'before': {
            if (v.type === 'seq') {
                if (v.items.length !== 2)
                    bad(ctx, kind, `a list of ${v.items.length}`);
                return;
            }
            if (v.type !== 'map')
                return bad(ctx, kind);
            unknownKeys(artifact, ctx, v, AGENTLTL_BEFORE_KEYS, '`before:`');
            for (const k of ['first', 'then'])
                if (!(0,tree/* getPair */.xf)(v, k))
                    missing(ctx, kind, k, '`{first: A, then: B, since: S}`');
            return;
        }
        case 'at_most': {
            if (v.type !== 'map')
                return bad(ctx, kind);
            unknownKeys(artifact, ctx, v, AGENTLTL_AT_MOST_KEYS, '`at_most:`');
            for (const k of AGENTLTL_AT_MOST_KEYS)
                if (!(0,tree/* getPair */.xf)(v, k))
                    missing(ctx, kind, k, '`{call: T, times: n}`');
            return;
        }
        case 'finally': {
            if (v.type !== 'map' || !((0,tree/* getPair */.xf)(v, 'call') || (0,tree/* getPair */.xf)(v, 'since')))
                return; // a target
            unknownKeys(artifact, ctx, v, AGENTLTL_FINALLY_KEYS, '`finally:`');
            if (!(0,tree/* getPair */.xf)(v, 'call'))
                missing(ctx, kind, 'call', '`{call: T, since: S}`');
            return;
        }
        case 'ltl':
            if (v.type !== 'scalar' || typeof v.value !== 'string')
                return bad(ctx, kind);
            if (v.value.trim() === '')
                bad(ctx, kind, 'an empty string');
            return;
        case 'formula': {
            if (v.type !== 'map')
                return bad(ctx, kind);
            unknownKeys(artifact, ctx, v, AGENTLTL_FORMULA_KEYS, '`formula:`');
            if (!(0,tree/* getPair */.xf)(v, 'type'))
                missing(ctx, kind, 'type', '`{type: Before, args: {a: x, b: y}}`');
            return;
        }
    }
}
/* harmony default export */ const rule_kind = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/rule-kind',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A rule has exactly one kind (never, before, require, at_most, finally, ltl, formula), in its documented shape; `from:` is a statement id, a mapping or a list.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The guard compiles each rule from its one kind. A rule with none, or with two (`never:` and `require:` written together, expecting both), or a kind in the wrong shape (`before: [a, b, c]`, `at_most: {call: x}`) makes the guard reject the whole file, and then no rule is enforced.',
        examples: {
            wrong: 'rules:\n  - id: one-migration\n    at_most: {call: alembic_revision, time: 1}',
            right: 'rules:\n  - id: one-migration\n    at_most: {call: alembic_revision, times: 1}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            checkKindCount(artifact, ctx, rule);
            for (const kind of rule.kinds)
                checkShape(artifact, ctx, kind);
            const from = (0,tree/* getPair */.xf)(rule.node, 'from');
            if (from)
                checkFrom(artifact, ctx, from);
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/rule-level-filter.js




/* harmony default export */ const rule_level_filter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/rule-level-filter',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Rule-level `with:` / `where:` only apply to never, require and at_most rules.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'Only `never`, `require` and `at_most` fold a rule-level `with:`/`where:` into their target. On a `before`, `finally`, `ltl` or `formula` rule it is ambiguous (which side of `before`?), and the guard rejects the file instead of guessing.',
        examples: {
            wrong: 'rules:\n  - id: tests-before-push\n    before: [pytest, git_push]\n    with: {force: true}',
            right: 'rules:\n  - id: tests-before-push\n    before: [pytest, {tool: git_push, with: {force: true}}]',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            if (!rule.kind || AGENTLTL_RULE_LEVEL_FILTER_KINDS.includes(rule.kind.key))
                continue;
            for (const key of ['with', 'where']) {
                const p = (0,tree/* getPair */.xf)(rule.node, key);
                if (!p)
                    continue;
                const onTarget = rule.kind.key === 'before' || rule.kind.key === 'finally';
                ctx.report({
                    message: `rule-level \`${key}:\` does not apply to a \`${rule.kind.key}\` rule: it applies only to never, require and at_most, and ${ruleName(rule)} is a \`${rule.kind.key}\` rule; the guard rejects the file`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    help: onTarget
                        ? `move it onto the target it is about, e.g. \`{tool: git_push, ${key}: {...}}\``
                        : `an \`${rule.kind.key}\` rule names its arguments inside the formula (e.g. \`called_with("t", key=value)\`)`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/schema.js






const keys = (m) => m.pairs.map((p) => p.key);
const isNull = (v) => v.type === 'scalar' && v.value === null;
function checkVersion(ctx, root) {
    const version = (0,tree/* getPair */.xf)(root, 'version');
    if (version?.value && version.value.type !== 'scalar') {
        ctx.report({ message: `\`version\` must be a number or a string, not ${typeName(version.value)}`, range: version.value.range, jsonPath: version.path });
    }
}
/** `settings.unparseable`: one action, or one per session kind (`{interactive, auto}`). */
function checkUnparseable(artifact, ctx, p) {
    const v = p.value;
    if (v && v.type === 'map') {
        for (const q of v.pairs) {
            if (!AGENTLTL_UNPARSEABLE_KEYS.includes(q.key))
                unknownKey(artifact, ctx, q, AGENTLTL_UNPARSEABLE_KEYS, '`settings.unparseable`', keys(v));
            else
                checkEnum(artifact, ctx, q.value, q.path, `settings.unparseable.${q.key}`, AGENTLTL_UNPARSEABLE, q.keyRange);
        }
    }
    else if (v && v.type === 'scalar') {
        checkEnum(artifact, ctx, v, p.path, 'settings.unparseable', AGENTLTL_UNPARSEABLE);
    }
    else {
        ctx.report({ message: `\`settings.unparseable\` is one of ask, note, allow, deny, or {interactive, auto}, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
    }
}
/** One key of `settings`. */
function checkSetting(artifact, ctx, p, s) {
    switch (p.key) {
        case 'mode':
            checkEnum(artifact, ctx, p.value, p.path, 'settings.mode', AGENTLTL_MODES, p.keyRange);
            break;
        case 'scope':
            checkEnum(artifact, ctx, p.value, p.path, 'settings.scope', AGENTLTL_SCOPES, p.keyRange);
            break;
        case 'retry_counting':
            checkEnum(artifact, ctx, p.value, p.path, 'settings.retry_counting', AGENTLTL_RETRY_COUNTING, p.keyRange);
            break;
        case 'retries':
        case 'report':
            checkInt(artifact, ctx, p, `settings.${p.key}`, 1);
            break;
        case 'finish_retries':
            checkInt(artifact, ctx, p, 'settings.finish_retries', 0);
            break;
        case 'announce':
        case 'scan_output':
        case 'memory_first':
            checkBool(artifact, ctx, p, `settings.${p.key}`);
            break;
        case 'unparseable':
            checkUnparseable(artifact, ctx, p);
            break;
        default:
            unknownKey(artifact, ctx, p, AGENTLTL_SETTINGS_KEYS, '`settings`', keys(s));
    }
}
function checkSettings(artifact, ctx, root) {
    const settings = (0,tree/* getPair */.xf)(root, 'settings');
    if (settings?.value && checkMap(ctx, settings, 'settings', 'mode, retries, scope…') && settings.value.type === 'map') {
        const s = settings.value;
        for (const p of s.pairs)
            checkSetting(artifact, ctx, p, s);
    }
}
/** A `use:` entry: a library rule name, or `{name: {mode, scope, from}}`. */
function checkUseEntry(artifact, ctx, item) {
    const ok = item.type === 'scalar' ? typeof item.value === 'string' : item.type === 'map' && item.pairs.length === 1;
    if (!ok) {
        ctx.report({ message: `a \`use:\` entry is a library rule name or \`{name: {mode, scope, from}}\`, not ${typeName(item)}`, range: item.range, jsonPath: item.path });
        return;
    }
    if (item.type !== 'map')
        return;
    const entry = item.pairs[0];
    const opts = entry.value;
    if (!opts || isNull(opts))
        return;
    if (opts.type !== 'map') {
        ctx.report({ message: `the options of \`${entry.key}\` must be a mapping of \`mode\`, \`scope\`, \`from\`, not ${typeName(opts)}`, range: opts.range, jsonPath: entry.path });
        return;
    }
    for (const q of opts.pairs) {
        if (q.key === 'mode')
            checkEnum(artifact, ctx, q.value, q.path, 'mode', AGENTLTL_MODES, q.keyRange);
        else if (q.key === 'scope')
            checkEnum(artifact, ctx, q.value, q.path, 'scope', AGENTLTL_SCOPES, q.keyRange);
        else if (q.key === 'from')
            checkFrom(artifact, ctx, q);
        else
            unknownKey(artifact, ctx, q, AGENTLTL_USE_OPTION_KEYS, `the options of \`${entry.key}\``, keys(opts));
    }
}
function checkUse(artifact, ctx, root) {
    const use = (0,tree/* getPair */.xf)(root, 'use');
    if (!use?.value)
        return;
    if (use.value.type !== 'seq') {
        ctx.report({ message: `\`use:\` must be a list of library rule names, not ${typeName(use.value)}`, range: use.value.range, jsonPath: use.path, help: 'e.g. `use: [no-force-push, {tests-before-push: {mode: warn}}]`' });
        return;
    }
    for (const item of use.value.items)
        checkUseEntry(artifact, ctx, item);
}
function checkDisable(artifact, ctx, root) {
    const disable = (0,tree/* getPair */.xf)(root, 'disable');
    if (!disable?.value)
        return;
    const v = disable.value;
    if (v.type === 'scalar' && typeof v.value === 'string') {
        ctx.report({
            message: '`disable:` must be a list of rule ids, not a single string: the guard rejects the file',
            range: v.range,
            jsonPath: disable.path,
            suggestion: { msg: 'make it a list', applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: `[${v.raw}]` }] },
        });
    }
    else if (v.type !== 'seq') {
        ctx.report({ message: `\`disable:\` must be a list of rule ids, not ${typeName(v)}`, range: v.range, jsonPath: disable.path });
    }
    else {
        for (const item of v.items) {
            if (item.type !== 'scalar' || typeof item.value !== 'string')
                ctx.report({ message: `\`disable:\` lists rule ids (text), not ${typeName(item)}`, range: item.range, jsonPath: item.path });
        }
    }
}
/** `rules:` is a list of mappings. */
function checkRulesList(ctx, root) {
    const rules = (0,tree/* getPair */.xf)(root, 'rules');
    if (!rules?.value || isNull(rules.value))
        return;
    if (rules.value.type !== 'seq') {
        ctx.report({ message: `\`rules:\` must be a list of rules, not ${typeName(rules.value)}`, range: rules.value.range, jsonPath: rules.path });
        return;
    }
    for (const item of rules.value.items) {
        if (item.type !== 'map')
            ctx.report({ message: `a rule must be a mapping with an \`id\` and one rule kind, not ${typeName(item)}`, range: item.range, jsonPath: item.path });
    }
}
/** One key of a rule (the kinds' shapes are agentltl/rule-kind's). */
function checkRuleKey(artifact, ctx, p, m) {
    switch (p.key) {
        case 'id': {
            const v = p.value;
            if (!v || v.type !== 'scalar' || typeof v.value !== 'string' || v.value.trim() === '') {
                ctx.report({ message: `a rule's \`id\` must be non-empty text, not ${typeName(v)}: the guard rejects the rule as having no id`, range: v ? v.range : p.keyRange, jsonPath: p.path });
            }
            break;
        }
        case 'mode':
            checkEnum(artifact, ctx, p.value, p.path, 'mode', AGENTLTL_MODES, p.keyRange);
            break;
        case 'scope':
            checkEnum(artifact, ctx, p.value, p.path, 'scope', AGENTLTL_SCOPES, p.keyRange);
            break;
        case 'why':
        case 'fix':
            checkText(ctx, p, p.key);
            break;
        case 'with':
            checkMap(ctx, p, 'with', 'argument names to values');
            break;
        case 'where':
            checkMap(ctx, p, 'where', 'argument names to globs');
            break;
        case 'at_most': {
            const times = (0,tree/* getPair */.xf)(p.value, 'times');
            if (times)
                checkInt(artifact, ctx, times, 'at_most.times', 0);
            break;
        }
        default:
            if (!AGENTLTL_RULE_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_RULE_KEYS, 'a rule', keys(m));
    }
}
/** A rule's keys, its `id`, and the keys of its targets. */
function checkRule(artifact, ctx, rule) {
    const m = rule.node;
    for (const p of m.pairs)
        checkRuleKey(artifact, ctx, p, m);
    if (!rule.idPair) {
        const first = m.pairs[0];
        ctx.report({ message: 'this rule has no `id`: the guard rejects it (every rule needs a unique short kebab-case id)', range: first ? first.keyRange : m.range, jsonPath: m.path });
    }
    for (const t of targetsOf(rule)) {
        for (const part of partsOf(t.node)) {
            if (part.type !== 'map')
                continue;
            for (const p of part.pairs)
                if (!AGENTLTL_TARGET_KEYS.includes(p.key))
                    unknownKey(artifact, ctx, p, AGENTLTL_TARGET_KEYS, 'a target', keys(part));
        }
    }
}
/** `tools:` is a mapping; the shape inside is agentltl/tool-spec's. */
function checkTools(ctx, root) {
    const tools = (0,tree/* getPair */.xf)(root, 'tools');
    if (tools?.value && !isNull(tools.value))
        checkMap(ctx, tools, 'tools', 'command names to cli-to-tools specs');
}
/* harmony default export */ const schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/schema',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'AGENTLTL.yaml keys, value types and enums: unknown keys, wrong types, modes, scopes and counts out of range.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The guard refuses to load an AGENTLTL.yaml with an unknown key, a mistyped value or a mode outside its set, and then enforces none of its rules; a misspelt key it did accept (a rule-level `why`) would just be missing. Review is the place to catch `mode: blok` or `retries: "3"`.',
        examples: {
            wrong: 'settings:\n  mode: blok\n  retries: 0\nrules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    mdoe: warn',
            right: 'settings:\n  mode: block\n  retries: 3\nrules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    mode: warn',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || (root.type === 'scalar' && root.value === null))
            return;
        if (root.type !== 'map') {
            ctx.report({ message: `AGENTLTL.yaml must be a mapping with \`rules:\` (and optionally \`settings:\`, \`use:\`, \`disable:\`, \`tools:\`), not ${typeName(root)}`, range: root.range, jsonPath: root.path });
            return;
        }
        for (const p of root.pairs)
            if (!AGENTLTL_TOP_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_TOP_KEYS, 'the top level', keys(root));
        checkVersion(ctx, root);
        checkSettings(artifact, ctx, root);
        checkUse(artifact, ctx, root);
        checkDisable(artifact, ctx, root);
        checkRulesList(ctx, root);
        for (const rule of rulesOf(artifact))
            checkRule(artifact, ctx, rule);
        checkTools(ctx, root);
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/succeeded-on-current-call.js



/* harmony default export */ const succeeded_on_current_call = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/succeeded-on-current-call',
        effect: 'fails-at-run-time',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: '`succeeded` on a target that judges the call being made (never, require, the `then` of before): it has not run yet.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: '`succeeded` reads how a call that ran ended. The call being judged by `never`, `require` or the second side of `before` has not run yet, so whether it will succeed is unknown: the condition cannot hold the way it reads. Put `succeeded` on the side that looks back (`first` of before, `finally`).',
        examples: {
            wrong: 'rules:\n  - id: green-before-push\n    before: {first: pytest, then: {tool: git_push, succeeded: true}}',
            right: 'rules:\n  - id: green-before-push\n    before: {first: {tool: pytest, succeeded: true}, then: git_push}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            for (const t of targetsOf(rule)) {
                if (t.role !== 'never' && t.role !== 'require' && t.role !== 'then')
                    continue;
                for (const part of partsOf(t.node)) {
                    if (part.type !== 'map')
                        continue;
                    const p = (0,tree/* getPair */.xf)(part, 'succeeded');
                    if (!p)
                        continue;
                    const where = t.role === 'then' ? 'the `then` side of a `before`' : `a \`${t.role}\` target`;
                    ctx.report({
                        message: `\`succeeded\` on ${where} in ${ruleName(rule)}: that call is judged before it runs, so whether it succeeded is not known yet`,
                        range: p.keyRange,
                        jsonPath: p.path,
                        help: 'put `succeeded` on a side that looks back: `before: {first: {tool: pytest, succeeded: true}, then: git_push}`',
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/target.js





/* harmony default export */ const target = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/target',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A target is a tool name (or glob), a list of them, `{tool, with, where, exists, succeeded}` or a list of those, with well-typed values.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A target says which calls a rule is about. A target without `tool`, a `where` glob that is a number, or `exists: "yes"` either makes the guard reject the file or quietly matches nothing, so the rule never fires.',
        examples: {
            wrong: 'rules:\n  - id: no-lockfile-edits\n    never: {with: {file_path: package-lock.json}, exists: "true"}',
            right: 'rules:\n  - id: no-lockfile-edits\n    never: {tool: [Edit, Write], where: {file_path: "*.lock"}, exists: true}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            for (const t of targetsOf(rule))
                checkTarget(artifact, ctx, t.node, t.role === 'since' ? '`since`' : 'a target');
            // Rule-level filters share the target's value rules.
            const w = (0,tree/* getPair */.xf)(rule.node, 'with');
            if (w?.value?.type === 'map')
                checkWith(ctx, w.value);
            const g = (0,tree/* getPair */.xf)(rule.node, 'where');
            if (g?.value?.type === 'map')
                checkWhere(artifact, ctx, g.value);
        }
    },
}));
function checkTarget(artifact, ctx, node, what) {
    if (node.type === 'seq') {
        if (node.items.length === 0) {
            ctx.report({ message: `${what} is an empty list: it matches no call, so the rule never fires`, range: node.range, jsonPath: node.path });
        }
        for (const item of node.items) {
            if (item.type === 'seq') {
                ctx.report({ message: 'a list item of a target is a tool name or a `{tool: ...}` mapping, not a list (write the names in one list)', range: item.range, jsonPath: item.path });
            }
            else {
                checkPart(artifact, ctx, item);
            }
        }
        return;
    }
    checkPart(artifact, ctx, node);
}
function checkToolName(artifact, ctx, node) {
    if (node.type === 'scalar' && typeof node.value === 'string' && node.value.trim() !== '')
        return;
    ctx.report({
        message: `a tool name must be non-empty text (a \`*\` makes it a glob), not ${node.type === 'scalar' && node.value === '' ? 'an empty string' : typeName(node)}`,
        range: node.range,
        jsonPath: node.path,
    });
}
function checkPart(artifact, ctx, part) {
    if (part.type === 'scalar')
        return checkToolName(artifact, ctx, part);
    const tool = (0,tree/* getPair */.xf)(part, 'tool');
    if (!tool) {
        ctx.report({
            message: 'this target has no `tool`: say which calls it is about (`tool: git_push`, a list, or a glob like `"kubectl_*"`)',
            range: part.pairs[0]?.keyRange ?? part.range,
            jsonPath: part.path,
        });
    }
    else if (!tool.value || isEmpty(tool.value)) {
        ctx.report({ message: '`tool` has no value', range: tool.keyRange, jsonPath: tool.path });
    }
    else if (tool.value.type === 'seq') {
        if (tool.value.items.length === 0)
            ctx.report({ message: '`tool` is an empty list: the target matches no call', range: tool.value.range, jsonPath: tool.path });
        tool.value.items.forEach((i) => checkToolName(artifact, ctx, i));
    }
    else {
        checkToolName(artifact, ctx, tool.value);
    }
    for (const key of ['exists', 'succeeded']) {
        const p = (0,tree/* getPair */.xf)(part, key);
        if (p)
            checkBool(artifact, ctx, p, key);
    }
    const w = (0,tree/* getPair */.xf)(part, 'with');
    if (w) {
        if (w.value?.type === 'map')
            checkWith(ctx, w.value);
        else
            ctx.report({ message: `\`with\` maps argument names to values, not ${typeName(w.value)}`, range: w.value ? w.value.range : w.keyRange, jsonPath: w.path });
    }
    const g = (0,tree/* getPair */.xf)(part, 'where');
    if (g) {
        if (g.value?.type === 'map')
            checkWhere(artifact, ctx, g.value);
        else
            ctx.report({ message: `\`where\` maps argument names (or \`"*"\`, any argument) to globs, not ${typeName(g.value)}`, range: g.value ? g.value.range : g.keyRange, jsonPath: g.path });
    }
}
/** `with` values are compared for equality: scalars (or a `$variable`), or a list of them. */
function checkWith(ctx, m) {
    for (const p of m.pairs) {
        const v = p.value;
        const bad = (n) => ctx.report({ message: `\`with.${p.key}\` is compared for equality with the argument: give a value (or a list of values), not ${typeName(n)}`, range: n.range, jsonPath: n.path });
        if (!v)
            continue; // `key:` is null, a value like any other
        if (v.type === 'map')
            bad(v);
        else if (v.type === 'seq')
            v.items.filter((i) => i.type !== 'scalar').forEach(bad);
    }
}
/** `where` values are globs (text), or lists of globs. */
function checkWhere(artifact, ctx, m) {
    for (const p of m.pairs) {
        const v = p.value;
        const bad = (n) => ctx.report({
            message: `\`where.${p.key}\` takes a glob (text) or a list of globs, not ${typeName(n)}`,
            range: n ? n.range : p.keyRange,
            jsonPath: p.path,
            help: 'quote globs that start with `*`: `"*.lock"`',
        });
        if (!v || isEmpty(v))
            bad(null);
        else if (v.type === 'scalar' && !isString(v))
            bad(v);
        else if (v.type === 'map')
            bad(v);
        else if (v.type === 'seq') {
            if (v.items.length === 0)
                ctx.report({ message: `\`where.${p.key}\` is an empty list: no value matches it, so the target never matches`, range: v.range, jsonPath: p.path });
            v.items.filter((i) => !isString(i)).forEach(bad);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/tool-spec.js






/* harmony default export */ const tool_spec = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/tool-spec',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`tools:` command specs are well formed: subcommands, options with flags/type/global, positionals with name, extend.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A `tools:` spec teaches the guard\'s translator the arguments of a project command, so rules can name them. A malformed spec (flags written as a string, an unknown option type, a positional without a name) makes the guard reject the file, or leaves the argument unnamed so the rule that needs it never fires.',
        examples: {
            wrong: 'tools:\n  alembic:\n    subcommands:\n      revision:\n        options:\n          - {flags: --autogenerate, type: boolean}',
            right: 'tools:\n  alembic:\n    subcommands:\n      revision:\n        options:\n          - {flags: [--autogenerate], type: bool}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const tools = topPair(artifact, 'tools')?.value;
        if (!tools || tools.type !== 'map')
            return; // agentltl/schema
        for (const cmd of tools.pairs)
            checkSpec(artifact, ctx, cmd, `\`${cmd.key}\``);
    },
}));
function checkSpec(artifact, ctx, pair, label) {
    const spec = pair.value;
    if (!spec || (spec.type === 'scalar' && spec.value === null))
        return;
    if (spec.type !== 'map') {
        ctx.report({ message: `the spec of ${label} must be a mapping (subcommands, options, positionals, extend), not ${typeName(spec)}`, range: spec.range, jsonPath: pair.path });
        return;
    }
    const keys = spec.pairs.map((p) => p.key);
    for (const p of spec.pairs) {
        switch (p.key) {
            case 'subcommands': {
                const v = p.value;
                if (!v || (v.type === 'scalar' && v.value === null))
                    break;
                if (v.type !== 'map') {
                    ctx.report({ message: `\`subcommands\` of ${label} maps subcommand names to specs, not ${typeName(v)}`, range: v.range, jsonPath: p.path });
                    break;
                }
                for (const sub of v.pairs)
                    checkSpec(artifact, ctx, sub, `\`${sub.key}\``);
                break;
            }
            case 'options':
                eachItem(ctx, p, label, 'options', (item) => checkOption(artifact, ctx, item));
                break;
            case 'positionals':
                eachItem(ctx, p, label, 'positionals', (item) => checkPositional(artifact, ctx, item));
                break;
            case 'extend':
            case 'posix':
                checkBool(artifact, ctx, p, p.key);
                break;
            case 'tool':
                if (!isString(p.value))
                    ctx.report({ message: `\`tool\` (the tool name) must be text, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
                break;
            case 'aliases':
                if (!p.value || p.value.type !== 'seq' || p.value.items.some((i) => !isString(i))) {
                    ctx.report({ message: `\`aliases\` must be a list of names, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
                }
                break;
            default:
                unknownKey(artifact, ctx, p, AGENTLTL_TOOL_SPEC_KEYS, `the spec of ${label}`, keys);
        }
    }
}
function eachItem(ctx, p, label, what, f) {
    const v = p.value;
    if (!v || (v.type === 'scalar' && v.value === null))
        return;
    if (v.type !== 'seq') {
        ctx.report({ message: `\`${what}\` of ${label} must be a list of mappings, not ${typeName(v)}`, range: v.range, jsonPath: p.path });
        return;
    }
    for (const item of v.items) {
        if (item.type === 'map')
            f(item);
        else
            ctx.report({ message: `an entry of \`${what}\` is a mapping (${what === 'options' ? '`{flags: [-m, --message]}`' : '`{name: release}`'}), not ${typeName(item)}`, range: item.range, jsonPath: item.path });
    }
}
function checkOption(artifact, ctx, m) {
    const keys = m.pairs.map((p) => p.key);
    const flags = (0,tree/* getPair */.xf)(m, 'flags');
    if (!flags) {
        ctx.report({ message: 'this option has no `flags`: list how it is written, e.g. `flags: [-n, --namespace]`', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
    }
    for (const p of m.pairs) {
        switch (p.key) {
            case 'flags': {
                const v = p.value;
                if (v && v.type === 'scalar' && typeof v.value === 'string') {
                    ctx.report({
                        message: '`flags` must be a list: a single string would be read one character at a time',
                        range: v.range,
                        jsonPath: p.path,
                        suggestion: { msg: 'make it a list', applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: `[${v.raw}]` }] },
                    });
                }
                else if (!v || v.type !== 'seq' || v.items.length === 0) {
                    ctx.report({ message: `\`flags\` must be a non-empty list of flags, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
                }
                else {
                    for (const f of v.items) {
                        if (!isString(f) || !String(f.value).startsWith('-')) {
                            ctx.report({ message: `a flag starts with \`-\` (\`-m\`, \`--message\`), not ${typeName(f)}`, range: f.range, jsonPath: f.path });
                        }
                    }
                }
                break;
            }
            case 'type':
                checkEnum(artifact, ctx, p.value, p.path, 'type', AGENTLTL_TOOL_OPTION_TYPES, p.keyRange);
                break;
            case 'global':
                checkBool(artifact, ctx, p, 'global');
                break;
            case 'dest':
                if (!isString(p.value))
                    ctx.report({ message: `\`dest\` (the argument name) must be text, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
                break;
            default:
                unknownKey(artifact, ctx, p, AGENTLTL_TOOL_OPTION_KEYS, 'an option', keys);
        }
    }
}
function checkPositional(artifact, ctx, m) {
    const keys = m.pairs.map((p) => p.key);
    const name = (0,tree/* getPair */.xf)(m, 'name');
    if (!name) {
        ctx.report({ message: 'this positional has no `name`: the argument would have no name for rules to use', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
    }
    else if (!isString(name.value) || name.value.value === '') {
        ctx.report({ message: `a positional's \`name\` must be non-empty text, not ${typeName(name.value)}`, range: name.value ? name.value.range : name.keyRange, jsonPath: name.path });
    }
    for (const p of m.pairs) {
        if (p.key === 'name')
            continue;
        if (p.key === 'nargs') {
            const v = p.value;
            const ok = isInt(v) ? v.value >= 0 : v?.type === 'scalar' && typeof v.value === 'string' && ['?', '*', '+'].includes(v.value);
            if (!ok)
                ctx.report({ message: `\`nargs\` is a count or one of \`?\`, \`*\`, \`+\`, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
            continue;
        }
        unknownKey(artifact, ctx, p, AGENTLTL_TOOL_POSITIONAL_KEYS, 'a positional', keys);
    }
}

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/use-unknown.js






/* harmony default export */ const use_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/use-unknown',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `use:` entry that is not a packaged library rule.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: '`use:` switches on rules from the plugin\'s packaged library (`agentltl library` lists them). The guard rejects a file naming an entry it does not have, so a typo like `no-force-pushes` turns off every rule of the file, not just that one.',
        examples: {
            wrong: 'use:\n  - no-force-pushes\n  - {test-before-push: {mode: warn}}',
            right: 'use:\n  - no-force-push\n  - {tests-before-push: {mode: warn}}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const use = topPair(artifact, 'use')?.value;
        if (!use || use.type !== 'seq')
            return;
        for (const item of use.items) {
            let name;
            let range;
            let edit;
            if (item.type === 'scalar' && typeof item.value === 'string') {
                name = item.value;
                range = item.range;
                edit = (to) => (0,edits/* replaceScalar */.BB)(artifact.file, item, to);
            }
            else if (item.type === 'map' && item.pairs.length === 1) {
                const p = item.pairs[0];
                name = p.key;
                range = p.keyRange;
                edit = (to) => (0,edits/* replaceRange */.e_)(artifact.file, p.keyRange, to);
            }
            else {
                continue; // agentltl/schema
            }
            if (AGENTLTL_LIBRARY.includes(name))
                continue;
            const near = nearest(name, AGENTLTL_LIBRARY);
            const fixTo = (0,suggest/* certainCorrection */.Zg)(name, AGENTLTL_LIBRARY);
            ctx.report({
                message: `\`${name}\` is not a packaged library rule${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
                range,
                jsonPath: item.path,
                help: '`agentltl library` lists the packaged rules; a rule of your own goes under `rules:`',
                suggestion: fixTo !== undefined ? { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [edit(fixTo)] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/variable-binding.js




/* harmony default export */ const variable_binding = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/variable-binding',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `$var` must be bound on every target of both sides of a `before`; variables only work in `before`, and not with `since`.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'A `with` value written `$name` ties the two calls of a `before` rule to the same value ("read a file before you overwrite it"). A target of either side that does not bind it has nothing to compare, so the guard rejects the rule; outside `before` (or combined with `since`, not supported yet) `$name` is no variable at all.',
        examples: {
            wrong: 'rules:\n  - id: read-before-overwrite\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: [{tool: Write, with: {file_path: $f}}, rm]',
            right: 'rules:\n  - id: read-before-overwrite\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: [{tool: Write, with: {file_path: $f}}, {tool: rm, with: {paths: $f}}]',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const targets = targetsOf(rule);
            const isBefore = rule.kind?.key === 'before';
            if (!isBefore) {
                const found = [
                    ...targets.flatMap((t) => partsOf(t.node).flatMap(partVariables)),
                    ...(() => {
                        const w = (0,tree/* getPair */.xf)(rule.node, 'with')?.value;
                        return w && w.type === 'map' ? w.pairs.flatMap((p) => variablesIn(p.value)) : [];
                    })(),
                ];
                for (const v of found) {
                    ctx.report({
                        message: `\`${v.name}\` is a variable, and variables only work in \`before\` rules: in ${ruleName(rule)} it is compared as the literal text \`${v.name}\``,
                        range: v.node.range,
                        jsonPath: v.node.path,
                        help: 'use a `before` rule to tie two calls to the same value, or write the value itself',
                    });
                }
                continue;
            }
            const sides = targets.filter((t) => t.role === 'first' || t.role === 'then');
            const parts = sides.flatMap((t) => partsOf(t.node).map((part) => ({ part, role: t.role })));
            const names = new Set(parts.flatMap((p) => partVariables(p.part).map((v) => v.name)));
            if (names.size === 0)
                continue;
            const all = [...names].sort();
            for (const { part, role } of parts) {
                const bound = new Set(partVariables(part).map((v) => v.name));
                const lacking = all.filter((n) => !bound.has(n));
                if (lacking.length === 0)
                    continue;
                const label = part.type === 'scalar' ? `\`${String(part.value)}\`` : 'this target';
                const withPair = part.type === 'map' ? (0,tree/* getPair */.xf)(part, 'with') : undefined;
                ctx.report({
                    message: `${label} (the \`${role}\` side) does not bind ${(0,suggest/* listOf */.c3)(lacking.map((n) => n), 'and')}: every target of both sides of a \`before\` must bind each variable`,
                    range: withPair ? withPair.keyRange : part.type === 'map' ? ((0,tree/* getPair */.xf)(part, 'tool')?.keyRange ?? part.range) : part.range,
                    jsonPath: part.path,
                    help: part.type === 'scalar' ? `write it as \`{tool: ${String(part.value)}, with: {<argument>: ${lacking[0]}}}\`` : `add \`<argument>: ${lacking[0]}\` to its \`with\``,
                });
            }
            // The first side: only `with` values (AgentLTL compares them for equality).
            for (const { part, role } of parts) {
                if (role !== 'first' || part.type !== 'map')
                    continue;
                for (const key of ['where', 'exists']) {
                    const p = (0,tree/* getPair */.xf)(part, key);
                    if (p) {
                        ctx.report({
                            message: `with a variable, the \`first\` side of a \`before\` takes \`with\` values only, not \`${key}\``,
                            range: p.keyRange,
                            jsonPath: p.path,
                        });
                    }
                }
            }
            const since = rule.kind && rule.kind.value?.type === 'map' ? (0,tree/* getPair */.xf)(rule.kind.value, 'since') : undefined;
            if (since) {
                ctx.report({
                    message: `\`since\` cannot be combined with a variable (${(0,suggest/* listOf */.c3)(all)}) yet: the guard rejects ${ruleName(rule)}`,
                    range: since.keyRange,
                    jsonPath: since.path,
                    help: 'drop `since`, or split the rule into one with the variable and one with `since`',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/why-missing.js



/* harmony default export */ const why_missing = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agentltl/why-missing',
        effect: 'style',
        category: 'style',
        defaultLevel: 'info',
        description: 'A rule without `why:` gives the agent no reason when it is refused.',
        kinds: ['agentltl'],
        // Opt-in: the reference itself recommends rules without `why` (one-migration, read-before-overwrite).
        optIn: true,
        fixable: false,
        rationale: 'The rule is opt-in (enable it with a block in `.agentlint.yml`): the format\'s own reference recommends rules without `why`. The guard shows a rule\'s `why` to the agent when it refuses a call. Without one the agent only learns that a rule was broken, not what it protects, and tends to retry variations of the same call instead of doing the right thing.',
        examples: {
            wrong: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}',
            right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    why: Force-pushing rewrites shared history.',
            file: 'AGENTLTL.yaml',
            context: { '.agentlint.yml': 'rules:\n  agentltl/why-missing: {}\n' },
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const why = (0,tree/* getPair */.xf)(rule.node, 'why');
            const v = why?.value;
            if (v && !(v.type === 'scalar' && (v.value === null || String(v.value).trim() === '')))
                continue;
            const anchor = why ? { range: why.keyRange, jsonPath: why.path } : ruleAnchor(rule);
            ctx.report({
                message: why ? `${ruleName(rule)} has an empty \`why\`: a refused agent gets no reason` : `${ruleName(rule)} has no \`why\`: a refused agent gets no reason`,
                ...anchor,
                help: 'say the reason, not the rule: `why: Force-pushing rewrites shared history.`',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agentltl/rules/index.js
















const AGENTLTL_RULES = [
    schema,
    rule_kind,
    duplicate_id,
    id_format,
    rule_level_filter,
    require_without_condition,
    target,
    succeeded_on_current_call,
    variable_binding,
    formula_syntax,
    formula_unenforceable,
    formula_structured,
    use_unknown,
    disable_unknown,
    tool_spec,
    why_missing,
];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
