export const id = 242;
export const ids = [242];
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


/***/ })

};
