export const id = 367;
export const ids = [367];
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

/***/ 367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RULES: () => (/* binding */ WINDSURF_RULES),
  WINDSURF_RULES: () => (/* binding */ WINDSURF_RULES)
});

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/known-values.js
/**
 * Windsurf (Cascade): every value here is DOCUMENTED, none is observed. Windsurf is an editor with
 * no command-line build on npm, so agentlint has no oracle for it; each Windsurf rule says
 * "documented" and links the page.
 *
 * [D] = Windsurf's own documentation (docs.windsurf.com), read 2026-12-04 through stored copies of the
 * page in several revisions (English, and the pt-BR, es and zh translations of the same page).
 * [3P] = a third-party page; no rule rests on a [3P] claim alone.
 */
/** https://docs.windsurf.com/windsurf/cascade/memories — rules, activation modes, limits. */
const WINDSURF_DOCS_RULES = 'https://docs.windsurf.com/windsurf/cascade/memories';
/** https://docs.windsurf.com/windsurf/cascade/workflows — workflows. */
const WINDSURF_DOCS_WORKFLOWS = 'https://docs.windsurf.com/windsurf/cascade/workflows';
/**
 * [D] memories page, "Memories, Rules, Workflows, or Skills?": rules are activated by
 * "always_on, glob, model_decision, or manual"; "Activation Modes": "At the rule level, you can define
 * how a rule should be activated for Cascade" — Manual ("@mention in Cascade's input box"), Always On,
 * Model Decision ("Based on a natural language description of the rule the user defines, the model
 * decides whether to apply the rule"), Glob ("the rule will be applied to all files that match the
 * pattern (e.g. *.js, src/**\/*.ts)"). The mode is the `trigger` frontmatter key [D: the rule editor
 * writes `trigger:`; 3P guides quote `trigger: glob` / `globs:`].
 */
const WINDSURF_TRIGGERS = ['always_on', 'manual', 'model_decision', 'glob'];
const WINDSURF_RULE_FIELDS = (/* unused pure expression or super */ null && (['trigger', 'globs', 'description']));
/**
 * [D] memories page: "Rules files are limited to 6000 characters each. Any content above 6000
 * characters will be truncated and Cascade will not be aware of it" (an earlier revision, also in its
 * zh translation: "If your global rules and local rules total more than 12,000 characters, global
 * rules take priority, then workspace rules. Any rule beyond 12,000 characters is truncated").
 * Later revisions raise the per-file limit of workspace rules to 12,000 [3P: skillwright.app
 * "12,000 chars per workspace rule file"]. agentlint reports only what is cut under every revision:
 * a file over 12,000 characters.
 */
const WINDSURF_RULE_MAX_CHARS = 12_000;
/**
 * [D] memories page, "Rules discovery": "All `.windsurf/rules` directories within your current workspace
 * and its subdirectories", and up to the git root. The legacy single file `.windsurfrules` at the
 * workspace root predates the folder [D: earlier revisions of the page: "`.windsurfrules` — local rules
 * applied to the workspace"; 3P: "legacy `.windsurfrules` at the workspace root"].
 */
const WINDSURF_LEGACY_RULES_FILE = '.windsurfrules';

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/legacy-windsurfrules.js
/** The legacy root `.windsurfrules`: Windsurf's rules now live in `.windsurf/rules/`. */



/* harmony default export */ const legacy_windsurfrules = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'windsurf/legacy-windsurfrules',
        effect: 'style',
        category: 'migration',
        defaultLevel: 'info',
        description: 'A root `.windsurfrules` file: the legacy single rules file, replaced by rule files in `.windsurf/rules/` with an activation mode each.',
        kinds: ['windsurf-legacy-rules'],
        harness: 'windsurf',
        optIn: false,
        fixable: false,
        rationale: `Documented (${WINDSURF_DOCS_RULES}): workspace rules live in \`.windsurf/rules\`, "a workspace level repo containing rules that are tied to globs or natural language descriptions", each with an activation mode (\`always_on\`, \`glob\`, \`model_decision\`, \`manual\`); earlier revisions of the page named \`.windsurfrules\` for workspace rules. The single file cannot be scoped by glob or description. No removal date is documented, so this is \`info\`. Not observed: Windsurf has no offline command-line build.`,
        examples: {
            file: '.windsurfrules',
            rightFile: '.windsurf/rules/style.md',
            wrong: 'Use two spaces.\n',
            right: '---\ntrigger: always_on\n---\nUse two spaces.\n',
        },
    },
    check(artifact, ctx) {
        ctx.report({
            message: `\`.windsurfrules\` is Windsurf's legacy rules file: move its content to a rule in \`.windsurf/rules/*.md\` with a \`trigger\` (documented: ${WINDSURF_DOCS_RULES})`,
            range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/rule-size.js
/** A Windsurf rule or legacy `.windsurfrules` longer than any documented per-file limit: the rest is cut. */


/* harmony default export */ const rule_size = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'windsurf/rule-size',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `A Windsurf rule (\`.windsurf/rules/*.md\`, \`.windsurfrules\`) longer than ${WINDSURF_RULE_MAX_CHARS.toLocaleString('en-US')} characters: Windsurf truncates it and Cascade never sees the rest.`,
        kinds: ['windsurf-rule', 'windsurf-legacy-rules'],
        harness: 'windsurf',
        optIn: false,
        fixable: false,
        rationale: `Documented (${WINDSURF_DOCS_RULES}): "Rules files are limited to 6000 characters each. Any content above 6000 characters will be truncated and Cascade will not be aware of it" in an earlier revision of the page, which also caps global and workspace rules together at 12,000 characters; later revisions allow 12,000 characters per workspace rule file. So the text past character 12,000 is cut under every revision, and this rule reports it; a file between 6,000 and 12,000 characters is not reported, since the current limit could not be read from Windsurf's own page here. Characters are counted as JavaScript string length (UTF-16 units). Not observed: Windsurf has no offline command-line build.`,
        examples: {
            file: '.windsurf/rules/style.md',
            wrong: `---\ntrigger: always_on\n---\n${'Use tabs. '.repeat(1201)}\n`,
            right: '---\ntrigger: always_on\n---\nUse tabs.\n',
        },
    },
    check(artifact, ctx) {
        const { text, lines } = artifact.file;
        if (text.length <= WINDSURF_RULE_MAX_CHARS)
            return;
        ctx.report({
            message: `this rule file has ${text.length.toLocaleString('en-US')} characters: Windsurf truncates a rule file past ${WINDSURF_RULE_MAX_CHARS.toLocaleString('en-US')} characters (6,000 in earlier revisions of its docs), so Cascade never sees the text from here on (documented: ${WINDSURF_DOCS_RULES})`,
            range: lines.range(WINDSURF_RULE_MAX_CHARS, text.length),
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/rule-trigger.js
/** A Windsurf rule whose `trigger` is not an activation mode, or whose mode lacks the key it needs. */




/** `Always On`, `always-on`, `alwaysOn` → `always_on`. */
const normal = (s) => s.trim().replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();
/* harmony default export */ const rule_trigger = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'windsurf/rule-trigger',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Windsurf rule (`.windsurf/rules/*.md`) whose `trigger` is not `always_on`, `manual`, `model_decision` or `glob`, a `glob` rule without `globs`, or a `model_decision` rule without `description`.',
        kinds: ['windsurf-rule'],
        harness: 'windsurf',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${WINDSURF_DOCS_RULES}): a rule is activated by "always_on, glob, model_decision, or manual". Model Decision: "Based on a natural language description of the rule the user defines, the model decides whether to apply the rule", so without \`description\` the model has nothing to decide on; Glob: "the rule will be applied to all files that match the pattern", so without \`globs\` no file matches. Another \`trigger\` value is none of the documented modes; what Windsurf does with it is not documented. The fix rewrites a spelling of a mode (\`always-on\`, \`Always On\`, \`alwaysOn\`) to its documented value. Not observed: Windsurf is an editor with no offline command-line build.`,
        examples: {
            file: '.windsurf/rules/tests.md',
            wrong: '---\ntrigger: always-on\n---\nRun the tests before you commit.\n',
            right: '---\ntrigger: always_on\n---\nRun the tests before you commit.\n',
        },
    },
    check(artifact, ctx) {
        const trigger = (0,tree/* getPair */.xf)(artifact.root, 'trigger');
        const v = trigger?.value;
        if (!trigger || !v)
            return;
        if (v.type !== 'scalar' || typeof v.value !== 'string') {
            ctx.report({ message: `\`trigger\` must be one of ${WINDSURF_TRIGGERS.map((t) => `\`${t}\``).join(', ')}, not a ${v.type === 'scalar' ? typeof v.value : v.type === 'seq' ? 'list' : 'map'} (documented: ${WINDSURF_DOCS_RULES})`, range: v.range, jsonPath: trigger.path });
            return;
        }
        const mode = v.value;
        if (!WINDSURF_TRIGGERS.includes(mode)) {
            const meant = (0,suggest/* meantValue */.Xt)(mode, WINDSURF_TRIGGERS, (t) => t === normal(mode));
            ctx.report({
                message: `\`trigger: ${mode}\` is not an activation mode: Windsurf documents \`always_on\`, \`manual\`, \`model_decision\` and \`glob\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${WINDSURF_DOCS_RULES})`,
                range: v.range,
                jsonPath: trigger.path,
                suggestion: meant && (0,suggest/* writeMeant */.nA)(artifact.path, v.range, meant),
            });
            return;
        }
        const need = mode === 'glob' ? 'globs' : mode === 'model_decision' ? 'description' : undefined;
        if (!need)
            return;
        const have = (0,tree/* getPair */.xf)(artifact.root, need)?.value;
        const empty = !have || (have.type === 'scalar' && (have.value === null || String(have.value).trim() === '')) || (have.type === 'seq' && have.items.length === 0);
        if (!empty)
            return;
        ctx.report({
            message: mode === 'glob'
                ? `\`trigger: glob\` without \`globs\`: the rule applies to files that match its pattern, and it has none, so it never applies (documented: ${WINDSURF_DOCS_RULES})`
                : `\`trigger: model_decision\` without \`description\`: the model decides from the rule's description whether to apply it, and it has none (documented: ${WINDSURF_DOCS_RULES})`,
            range: v.range,
            jsonPath: trigger.path,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/index.js
/** Windsurf (documentation only: no Windsurf build runs offline, so none of these is observed). */



const WINDSURF_RULES = [rule_trigger, rule_size, legacy_windsurfrules];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
