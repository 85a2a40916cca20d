export const id = 59;
export const ids = [59];
export const modules = {

/***/ 4377:
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
