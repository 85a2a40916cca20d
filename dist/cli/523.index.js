export const id = 523;
export const ids = [523];
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

/***/ 523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AUGGIE_RULES: () => (/* binding */ AUGGIE_RULES),
  RULES: () => (/* binding */ AUGGIE_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/auggie/known-values.js
/**
 * Auggie (Augment Code's CLI). Rules are DOCUMENTED (a session needs Augment's own backend protocol:
 * docs/harnesses/auggie.md); custom commands are OBSERVED on Auggie 0.36.0 with `auggie command --help`, which lists
 * them without a session (oracle/auggie/probe.mjs, oracle/auggie/cases.json, 2026-12-05).
 * Documentation read 2026-12-05 through stored copies of docs.augmentcode.com.
 */

/** https://docs.augmentcode.com/cli/rules — where Auggie reads rules, and the rule frontmatter. */
const AUGGIE_DOCS_RULES = 'https://docs.augmentcode.com/cli/rules';
/** https://docs.augmentcode.com/setup-augment/guidelines — the IDE extensions' rule types. */
const AUGGIE_DOCS_GUIDELINES = 'https://docs.augmentcode.com/setup-augment/guidelines';
/**
 * The rules page, "Frontmatter Configuration for Rules": `type` controls when the rule is applied, `always_apply`
 * (the default) or `agent_requested`; `description` is "required for agent_requested type". "Manual rules are not yet
 * supported in the CLI. In the CLI, all rules in .augment/rules/ are currently treated as always_apply rules": the
 * `manual` type works only in the IDE extensions (guidelines page: Always, Manual, Auto).
 */
const AUGGIE_RULE_TYPES = ['always_apply', 'agent_requested', 'manual'];
const AUGGIE_RULE_FIELDS = ['type', 'description'];
/** The pinned CLI the command cases were recorded with (oracle/auggie/probe.mjs). */
const AUGGIE_VERSION = pins_generated/* PINS */.$['auggie'].version;
/**
 * A custom command's frontmatter keys, as `auggie command help` prints them (Auggie 0.36.0): "description: Your command
 * description", "argument-hint: Optional argument description", "model: Optional model to use (display name or model
 * ID)". Another key is not read (case `command-frontmatter`: `descripton` left the default description).
 */
const AUGGIE_COMMAND_FIELDS = ['description', 'argument-hint', 'model'];

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/command-frontmatter.js
/** An Auggie custom command (`.augment/commands/*.md`) with a key Auggie does not read, or a file it does not list. */




const CASES = 'oracle: oracle/auggie/cases.json';
const FIELDS = AUGGIE_COMMAND_FIELDS.map((f) => `\`${f}\``).join(', ');
/* harmony default export */ const command_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'auggie/command-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An Auggie custom command (`.augment/commands/*.md`) whose frontmatter has a key Auggie does not read, or whose extension is not a lower-case `.md` (Auggie does not list it).',
        kinds: ['auggie-command'],
        harness: 'auggie',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Auggie ${AUGGIE_VERSION} (${CASES}): \`auggie command --help\` lists the commands of \`.augment/commands/\` (a subfolder's as \`dir:name\`) and \`.claude/commands/\`, the workspace one winning a name (case \`command-layout\`). It reads ${FIELDS} from the frontmatter; a misspelt \`descripton\` or Claude Code's \`allowed-tools\` is not read, so the command keeps the default description "Run command from <file>" (case \`command-frontmatter\`). A file named \`.MD\` is not listed (case \`command-layout\`). Frontmatter Auggie cannot read (broken YAML, a duplicate key, a scalar, a \`---\` never closed) loads the command with none of its fields, reported by the frontmatter problems as warnings (case \`command-frontmatter\`). A number or a list as \`description\` is shown as text, so it is not reported.`,
        examples: {
            file: '.augment/commands/review.md',
            wrong: '---\ndescripton: Review the diff\n---\nReview the staged diff.\n',
            right: '---\ndescription: Review the diff\n---\nReview the staged diff.\n',
        },
    },
    check(artifact, ctx) {
        if (!artifact.path.endsWith('.md')) {
            ctx.report({ message: `Auggie lists only \`.md\` command files (lower case): this file is not a command (rename it to \`.md\`; ${CASES}, case \`command-layout\`)`, range: (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const p of root.pairs) {
            if (p.key === 'lints' || AUGGIE_COMMAND_FIELDS.includes(p.key))
                continue;
            const near = (0,suggest/* closest */.kp)(p.key, AUGGIE_COMMAND_FIELDS);
            const to = near.length === 1 && near[0].distance <= 2 && !root.pairs.some((q) => q.key === near[0].value) ? near[0].value : undefined;
            ctx.report({
                message: `Auggie does not read \`${p.key}\` in a command${to ? ` (did you mean \`${to}\`?)` : ''}: it reads ${FIELDS} (${CASES}, case \`command-frontmatter\`)`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: to ? { msg: `rename to \`${to}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: to }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/legacy-guidelines.js
/** `.augment-guidelines` / `.augment/guidelines.md`: Auggie's legacy single guidelines file. */



/* harmony default export */ const legacy_guidelines = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'auggie/legacy-guidelines',
        effect: 'style',
        category: 'migration',
        defaultLevel: 'info',
        description: 'An Augment workspace guidelines file (`.augment-guidelines`, `.augment/guidelines.md`): the legacy format, replaced by rule files in `.augment/rules/`.',
        kinds: ['auggie-guidelines'],
        harness: 'auggie',
        optIn: false,
        fixable: false,
        rationale: `Documented (${AUGGIE_DOCS_RULES}): Auggie still reads "Workspace guidelines: <workspace_root>/.augment/guidelines.md (legacy format)" (\`.augment-guidelines\` in an earlier revision), after CLAUDE.md and AGENTS.md; the rules folder \`.augment/rules/\` replaces it and lets each rule say when it applies (\`type\`). No removal date is documented, so this is \`info\`. Not observed: Auggie did not run offline here.`,
        examples: { file: '.augment-guidelines', wrong: 'Use TypeScript.\n', right: 'Use TypeScript.\n', rightFile: '.augment/rules/style.md' },
    },
    check(artifact, ctx) {
        ctx.report({
            message: `\`${artifact.path}\` is Augment's legacy guidelines file: Auggie still reads it, but rules now live in \`.augment/rules/*.md\` (documented: ${AUGGIE_DOCS_RULES})`,
            range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/rule-type.js
/** An Auggie rule whose `type` is not a documented rule type, or an `agent_requested` rule without `description`. */




/** `Always Apply`, `always-apply`, `alwaysApply` → `always_apply`. */
const normal = (s) => s.trim().replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();
/* harmony default export */ const rule_type = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'auggie/rule-type',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An Auggie rule (`.augment/rules/*.md`) whose `type` is not `always_apply`, `agent_requested` or `manual`, an `agent_requested` rule without `description`, a `manual` rule (the CLI applies it always), or another frontmatter key.',
        kinds: ['auggie-rule'],
        harness: 'auggie',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${AUGGIE_DOCS_RULES}): \`type\` "controls when the rule is applied", \`always_apply\` (the default) or \`agent_requested\`; \`description\` is "required for agent_requested type", since the agent attaches such a rule "based on the description field when relevant". "Manual rules are not yet supported in the CLI. In the CLI, all rules in .augment/rules/ are currently treated as always_apply rules", so a \`manual\` rule reaches every prompt there (info). Only \`type\` and \`description\` are documented. The fix rewrites a spelling of a type (\`always-apply\`, \`alwaysApply\`) to its documented value. Not observed: Auggie did not run offline here (docs/harnesses/auggie.md).`,
        examples: {
            file: '.augment/rules/api.md',
            wrong: '---\ntype: agent_requested\n---\nUse the API client in src/api.\n',
            right: '---\ntype: agent_requested\ndescription: Calling the backend API\n---\nUse the API client in src/api.\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const p of root.pairs) {
            if (p.key === 'lints' || AUGGIE_RULE_FIELDS.includes(p.key))
                continue;
            ctx.report({ message: `\`${p.key}\` is not an Auggie rule field (only \`type\` and \`description\` are documented): Auggie does not read it (documented: ${AUGGIE_DOCS_RULES})`, range: p.keyRange, jsonPath: p.path });
        }
        const type = (0,tree/* getPair */.xf)(root, 'type');
        const v = type?.value;
        if (!type || !v)
            return;
        if (v.type !== 'scalar' || typeof v.value !== 'string') {
            ctx.report({ message: `\`type\` must be \`always_apply\`, \`agent_requested\` or \`manual\` (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path });
            return;
        }
        const t = v.value;
        if (!AUGGIE_RULE_TYPES.includes(t)) {
            const meant = (0,suggest/* meantValue */.Xt)(t, AUGGIE_RULE_TYPES, (x) => x === normal(t));
            ctx.report({
                message: `\`type: ${t}\` is not an Auggie rule type: \`always_apply\`, \`agent_requested\` or \`manual\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${AUGGIE_DOCS_RULES})`,
                range: v.range,
                jsonPath: type.path,
                suggestion: meant && (0,suggest/* writeMeant */.nA)(artifact.path, v.range, meant),
            });
            return;
        }
        if (t === 'manual') {
            ctx.report({ message: `\`type: manual\` works only in the IDE extensions: Auggie, the CLI, treats every workspace rule as \`always_apply\` and sends this one with every prompt (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path, level: 'info' });
            return;
        }
        if (t !== 'agent_requested')
            return;
        const d = (0,tree/* getPair */.xf)(root, 'description')?.value;
        if (!d || (d.type === 'scalar' && (d.value === null || String(d.value).trim() === ''))) {
            ctx.report({ message: `\`type: agent_requested\` without \`description\`: the agent attaches such a rule from its description, which is required (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/index.js
/** Auggie, Augment Code's CLI (rules documented, commands observed: src/harnesses/auggie/known-values.ts). */



const AUGGIE_RULES = [rule_type, legacy_guidelines, command_frontmatter];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
