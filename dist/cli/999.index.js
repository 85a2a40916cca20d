export const id = 999;
export const ids = [999,274];
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

/***/ 7049:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ AGENT_FIELDS),
/* harmony export */   m: () => (/* binding */ PLUGIN_FIELDS)
/* harmony export */ });
/**
 * Claude Code's file formats as other harnesses meet them: Copilot CLI loads `.claude/agents` and reads Claude Code
 * plugin manifests, so its rules need to know which fields are Claude Code's. Claude Code's own facts re-export these.
 */
/** Subagent frontmatter (sub-agents reference, 2026-08-22). */
const AGENT_FIELDS = [
    'name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills',
    'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt',
];
/** Plugin manifest fields (plugins-reference, 2026-08-22). */
const PLUGIN_FIELDS = [
    'name', 'displayName', 'version', 'description', 'author', 'homepage', 'repository', 'license',
    'keywords', 'metadata', 'defaultEnabled', 'skills', 'commands', 'agents', 'workflows', 'outputStyles',
    'hooks', 'mcpServers', 'lspServers', 'userConfig', 'channels', 'dependencies', 'experimental',
    // Read by Claude Code 2.1.332 and not in the reference page of 2026-08-22: `claude plugin validate` checks each and
    // accepts them (rules-validator-sweep.json `accepted: engines, optionalDependencies, network, binaries, types, $schema`).
    'engines', 'optionalDependencies', 'network', 'binaries', 'types',
];


/***/ }),

/***/ 5370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ jsonType),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   gn: () => (/* binding */ jsonTypeWords),
/* harmony export */   vJ: () => (/* binding */ withArticle)
/* harmony export */ });
/** The JSON type of a node; no node (a key with nothing after it) is `null`. */
function jsonType(n) {
    if (!n)
        return 'null';
    if (n.type === 'map')
        return 'object';
    if (n.type === 'seq')
        return 'array';
    return n.value === null ? 'null' : typeof n.value;
}
/** `a string`, `an object`. */
const withArticle = (t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
/**
 * The JSON type of a node with its article (`a string`, `an array`), or the call site's own words for some types
 * (`{ object: 'a mapping', array: 'a list' }`).
 */
function jsonTypeWords(n, words = {}) {
    const t = jsonType(n);
    return words[t] ?? withArticle(t);
}
/**
 * A value as a "must be X, not Y" message shows it: `` `"x"` ``, `` `7` ``, `` `null` ``, `an object`, `a list` (or
 * `seq`, e.g. `an array` where the harness says array), `nothing` when there is none.
 */
function shownValue(n, seq = 'a list') {
    if (!n)
        return 'nothing';
    if (n.type === 'map')
        return 'an object';
    if (n.type === 'seq')
        return seq;
    return n.value === null ? '`null`' : `\`${JSON.stringify(n.value)}\``;
}


/***/ }),

/***/ 931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ missingPath),
/* harmony export */   w: () => (/* binding */ reportMissingPath)
/* harmony export */ });
/** Why `path` is not what is `wanted` ("does not exist", "is a folder, not a file", "is a file, not a folder"); undefined when it is. */
function missingPath(project, path, wanted) {
    const is = project.stat(path);
    if (is !== null && (wanted === 'any' || is === wanted))
        return undefined;
    return is === null ? 'does not exist' : is === 'dir' ? 'is a folder, not a file' : 'is a file, not a folder';
}
/**
 * Reports at `at` (the key or value that names the path) when none of `paths` (where it may resolve, the usual
 * place first) is what is `wanted`; `message` gets `missingPath` of the first. True when it reported.
 */
function reportMissingPath(project, ctx, paths, wanted, at, message) {
    const all = typeof paths === 'string' ? [paths] : paths;
    if (all.length === 0 || all.some((p) => missingPath(project, p, wanted) === undefined))
        return false;
    ctx.report({ ...at, message: message(missingPath(project, all[0], wanted)) });
    return true;
}


/***/ }),

/***/ 2818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ unknownHookEvents),
/* harmony export */   Vl: () => (/* binding */ hooksMap),
/* harmony export */   vX: () => (/* binding */ unknownKeys)
/* harmony export */ });
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);
/* harmony import */ var _diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8552);


function unknownKeys(map, known, ignore = []) {
    const unknown = map.pairs.filter((p) => !known.includes(p.key) && !ignore.includes(p.key));
    const fixes = unknown.map((pair) => ({ pair, fix: (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .certainCorrection */ .Zg)(pair.key, known) }));
    return fixes.map(({ pair, fix }) => {
        // Renaming onto a key the map already has (or another key is renamed to) would write a duplicate key.
        const taken = fix !== undefined && (map.pairs.some((p) => p.key === fix) || fixes.some((o) => o.pair !== pair && o.fix === fix));
        return { pair, near: fix ?? (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(pair.key, known)[0]?.value, fix: taken ? undefined : fix };
    });
}
/** The `hooks` object of a hooks file (`{"hooks": {<event>: …}}`: Copilot, Codex, Cursor), if it is one. */
function hooksMap(a) {
    const hooks = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .getPair */ .xf)(a.root, 'hooks')?.value;
    return hooks?.type === 'map' ? hooks : undefined;
}
/** The event keys of a hooks file outside the harness's events, with did-you-mean and a certain rename. */
function unknownHookEvents(a, known) {
    const hooks = hooksMap(a);
    return hooks ? unknownKeys(hooks, known) : [];
}


/***/ }),

/***/ 3806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ isUrl)
/* harmony export */ });
/** Whether a string is an absolute URL as the WHATWG URL parser (Node's and the harnesses') reads it. */
function isUrl(s) {
    return URL.canParse(s);
}


/***/ })

};
