export const id = 424;
export const ids = [424];
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

/***/ 8424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KIRO_RULES: () => (/* binding */ KIRO_RULES),
  RULES: () => (/* binding */ KIRO_RULES)
});

;// CONCATENATED MODULE: ./build/src/harnesses/kiro/known-values.js
/**
 * Kiro: every value here is DOCUMENTED, none is observed. Kiro is an editor (and a CLI that needs a
 * sign-in) with no offline build here, so agentlint has no oracle for it; each Kiro rule says "documented"
 * and links the page. Read 2026-12-04 through stored copies of kiro.dev/docs/steering and mirrors of it.
 */
/** https://kiro.dev/docs/steering/ */
const KIRO_DOCS_STEERING = 'https://kiro.dev/docs/steering/';
/**
 * [D] steering page, "Inclusion modes": `inclusion: always` ("Always included (default)"), `inclusion:
 * fileMatch` with `fileMatchPattern: "components/**\/*.tsx"` ("Conditional inclusion": loaded only when a
 * matching file is in context), `inclusion: manual` (referenced in chat with `#steering-file-name`), and
 * `inclusion: auto` (loaded when the request matches the file's `description`; with `name` and `description`).
 */
const KIRO_INCLUSION_MODES = ['always', 'fileMatch', 'manual', 'auto'];

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/kiro/rules/steering-inclusion.js
/** Kiro steering frontmatter whose `inclusion` is not a mode, or whose mode lacks the key it needs. */




const blank = (v) => !v || (v.type === 'scalar' && (v.value === null || String(v.value).trim() === '')) || (v.type === 'seq' && v.items.length === 0);
/* harmony default export */ const steering_inclusion = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'kiro/steering-inclusion',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Kiro steering file (`.kiro/steering/*.md`) whose `inclusion` is not `always`, `fileMatch`, `manual` or `auto`, a `fileMatch` file without `fileMatchPattern`, an `auto` file without `description`, or a `fileMatchPattern` that no `inclusion: fileMatch` uses.',
        kinds: ['kiro-steering'],
        harness: 'kiro',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${KIRO_DOCS_STEERING}): a steering file's \`inclusion\` is \`always\` (the default), \`fileMatch\` ("Conditional inclusion": included when a file matching \`fileMatchPattern\` is in context), \`manual\` (referenced in chat with \`#file-name\`) or \`auto\` (included when the request matches its \`description\`). A \`fileMatch\` file without a pattern matches no file; an \`auto\` file without a description gives Kiro nothing to match; a \`fileMatchPattern\` beside another mode (or with no \`inclusion\`, which means \`always\`) is not used, so the file is included everywhere. Modes are case-sensitive (\`fileMatch\`); the fix rewrites a case or dash variant to the documented spelling. Not observed: Kiro has no offline build here.`,
        examples: {
            file: '.kiro/steering/components.md',
            wrong: '---\nfileMatchPattern: "components/**/*.tsx"\n---\nUse function components.\n',
            right: '---\ninclusion: fileMatch\nfileMatchPattern: "components/**/*.tsx"\n---\nUse function components.\n',
        },
    },
    check(artifact, ctx) {
        const inclusion = (0,tree/* getPair */.xf)(artifact.root, 'inclusion');
        const pattern = (0,tree/* getPair */.xf)(artifact.root, 'fileMatchPattern');
        const v = inclusion?.value;
        let mode = 'always';
        if (inclusion && v) {
            if (v.type !== 'scalar' || typeof v.value !== 'string') {
                ctx.report({ message: `\`inclusion\` must be one of ${KIRO_INCLUSION_MODES.map((m) => `\`${m}\``).join(', ')}: it is a ${v.type === 'scalar' ? typeof v.value : v.type === 'seq' ? 'list' : 'map'} (documented: ${KIRO_DOCS_STEERING})`, range: v.range, jsonPath: inclusion.path });
                return;
            }
            mode = v.value;
            if (!KIRO_INCLUSION_MODES.includes(mode)) {
                const meant = (0,suggest/* meantValue */.Xt)(mode, KIRO_INCLUSION_MODES, (m) => m.toLowerCase() === mode.replace(/[-_\s]/g, '').toLowerCase());
                ctx.report({
                    message: `\`inclusion: ${mode}\` is not an inclusion mode: Kiro documents \`always\`, \`fileMatch\`, \`manual\` and \`auto\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${KIRO_DOCS_STEERING})`,
                    range: v.range,
                    jsonPath: inclusion.path,
                    suggestion: meant && (0,suggest/* writeMeant */.nA)(artifact.path, v.range, meant),
                });
                return;
            }
        }
        if (mode === 'fileMatch' && blank(pattern?.value)) {
            ctx.report({ message: `\`inclusion: fileMatch\` without \`fileMatchPattern\`: the file is included when a matching file is in context, and it has no pattern, so it is never included (documented: ${KIRO_DOCS_STEERING})`, range: v.range, jsonPath: inclusion.path });
        }
        else if (mode === 'auto' && blank((0,tree/* getPair */.xf)(artifact.root, 'description')?.value)) {
            ctx.report({ message: `\`inclusion: auto\` without \`description\`: Kiro includes the file when a request matches its description, and it has none (documented: ${KIRO_DOCS_STEERING})`, range: v.range, jsonPath: inclusion.path });
        }
        else if (pattern && mode !== 'fileMatch') {
            ctx.report({
                message: `\`fileMatchPattern\` is used only with \`inclusion: fileMatch\`: with ${inclusion ? `\`inclusion: ${mode}\`` : 'no `inclusion` (which means `always`)'} the pattern is ignored${mode === 'always' ? ' and the file is included in every interaction' : ''} (documented: ${KIRO_DOCS_STEERING})`,
                range: pattern.keyRange,
                jsonPath: pattern.path,
                suggestion: !inclusion ? { msg: 'add `inclusion: fileMatch`', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: { start: pattern.keyRange.start, end: pattern.keyRange.start }, text: 'inclusion: fileMatch\n' }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/kiro/rules/index.js
/** Kiro (documentation only: no Kiro build runs offline here, so none of these is observed). */

const KIRO_RULES = [steering_inclusion];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
