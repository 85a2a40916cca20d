export const id = 736;
export const ids = [736];
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


/***/ })

};
