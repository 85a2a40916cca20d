export const id = 721;
export const ids = [721,274,748,736];
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

/***/ 8725:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ hookEvents),
/* harmony export */   C: () => (/* binding */ hookEntries)
/* harmony export */ });
/* harmony import */ var _unknown_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2818);
/** Shared walk over `.github/hooks/*.json` (not a rule). */

function hookEvents(a) {
    return (0,_unknown_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .hooksMap */ .Vl)(a)?.pairs ?? [];
}
function hookEntries(a) {
    return hookEvents(a).flatMap((event) => (event.value?.type === 'seq' ? event.value.items.map((entry) => ({ event, entry })) : []));
}


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

/***/ 6327:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ pathImports),
/* harmony export */   Ui: () => (/* binding */ resolveImport),
/* harmony export */   WF: () => (/* binding */ importRefs),
/* harmony export */   j8: () => (/* binding */ looksLikePath),
/* harmony export */   w9: () => (/* binding */ MEMORY_READS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/**
 * `@path` imports in a memory file's text (shared by the memory/* rules; not a
 * rule). Code spans and fenced code blocks are not scanned for imports; their
 * `@path`s are returned separately, marked `inCode`.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TOKEN = /(^|[\s(`])@([^\s`()<>[\]{}"']+)/g;
/** Looks like a file reference, not a mention or a scoped package: `./`, `../`, `~/`, `/` or a file extension. */
function looksLikePath(p) {
    return /^(\.{1,2}\/|~\/|\/)/.test(p) || /\.[A-Za-z0-9]{1,8}$/.test(p.split('/').pop() ?? '');
}
/** Offsets [start, end) of inline code spans in one line (backtick runs of equal length). */
function codeSpans(line) {
    const out = [];
    const re = /`+/g;
    let m;
    while ((m = re.exec(line))) {
        const run = m[0];
        const close = line.indexOf(run, m.index + run.length);
        if (close < 0)
            continue;
        out.push([m.index, close + run.length]);
        re.lastIndex = close + run.length;
    }
    return out;
}
/** What the import rules read of a memory file: all of it (ProjectRule.reads). */
const MEMORY_READS = { memory: '*' };
function importRefs(file, fromOffset = 0) {
    const out = [];
    const text = file.text;
    let fence = null;
    let offset = 0;
    for (const line of text.split('\n')) {
        const start = offset;
        offset += line.length + 1;
        if (start < fromOffset)
            continue;
        const f = FENCE.exec(line);
        if (fence) {
            if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1])
                fence = null;
            else
                scan(line, start, () => true);
            continue;
        }
        if (f) {
            fence = f[1];
            continue;
        }
        const spans = codeSpans(line);
        scan(line, start, (i) => spans.some(([a, b]) => i >= a && i < b));
    }
    return out;
    function scan(line, start, inCode) {
        TOKEN.lastIndex = 0;
        let m;
        while ((m = TOKEN.exec(line))) {
            // Sentence punctuation after the path is not part of it (`see @a.md.`).
            const path = m[2].replace(/(?<![.,;:!?])[.,;:!?]+$/, '');
            if (!path)
                continue;
            const at = m.index + m[1].length;
            out.push({ path, range: file.lines.range(start + at, start + at + 1 + path.length), inCode: inCode(at) });
        }
    }
}
/** Root-relative target of an import from `fromPath`; null for `~/` and absolute paths (outside the tree) or a path leaving the root. */
function resolveImport(fromPath, ref) {
    if (ref.startsWith('~/') || ref.startsWith('/'))
        return null;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(fromPath);
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(dir === '.' ? '' : dir, ref));
    if (joined === '..' || joined.startsWith('../'))
        return null;
    return joined;
}
/** The file-like `@path` references of `file` (at `fromPath`) that resolve inside the root. */
function pathImports(file, fromPath, fromOffset = 0) {
    const out = [];
    for (const ref of importRefs(file, fromOffset)) {
        if (!looksLikePath(ref.path))
            continue;
        const target = resolveImport(fromPath, ref.path);
        if (target !== null)
            out.push({ ...ref, target });
    }
    return out;
}


/***/ }),

/***/ 1763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ nameClashes),
/* harmony export */   VC: () => (/* binding */ toKebab),
/* harmony export */   dE: () => (/* binding */ trimDashes)
/* harmony export */ });
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);

/**
 * The closest kebab-case spelling of a name: `My_Plugin` → `my-plugin`,
 * `reviewAgent` → `review-agent`. With `lettersOnly`, digits go too (agent
 * names are `^[a-z]+(-[a-z]+)*$`).
 */
function toKebab(name, lettersOnly = false) {
    const invalid = lettersOnly ? /[^a-z]+/g : /[^a-z0-9]+/g;
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(invalid, '-')
        .replace(/^-+|(?<!-)-+$/g, '');
}
/** Without leading and trailing `-` and `.` (a loop: a regex anchored at the end is quadratic on long runs). */
function trimDashes(s) {
    let from = 0;
    let to = s.length;
    while (from < to && (s[from] === '-' || s[from] === '.'))
        from++;
    while (to > from && (s[to - 1] === '-' || s[to - 1] === '.'))
        to--;
    return s.slice(from, to);
}
/**
 * The artifacts that share their frontmatter `name` (a string that is not blank) with another of `list`: each with
 * its `name` pair and the paths of the others, grouped by name in the order of `list`.
 */
function nameClashes(list) {
    const groups = new Map();
    for (const artifact of list) {
        const pair = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .firstPair */ .Z2)(artifact.root, 'name');
        const v = pair?.value;
        if (!pair || v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value.trim())
            continue;
        groups.set(v.value, [...(groups.get(v.value) ?? []), { artifact, pair }]);
    }
    const out = new Map();
    for (const [name, group] of groups) {
        if (group.length < 2)
            continue;
        out.set(name, group.map((g) => ({ ...g, others: group.filter((o) => o !== g).map((o) => o.artifact.path).sort() })));
    }
    return out;
}


/***/ }),

/***/ 6440:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ rangeInScalar)
/* harmony export */ });
/** The range of `length` characters at `at` in a one-line scalar written without escapes; the whole scalar otherwise. */
function rangeInScalar(node, at, length) {
    const body = node.quoted ? node.raw.slice(1, -1) : node.raw;
    if (body !== node.value || body.includes('\n'))
        return node.range;
    const shift = (node.quoted ? 1 : 0) + at;
    const { start } = node.range;
    return { start: { line: start.line, column: start.column + shift, offset: start.offset + shift }, end: { line: start.line, column: start.column + shift + length, offset: start.offset + shift + length } };
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


/***/ })

};
