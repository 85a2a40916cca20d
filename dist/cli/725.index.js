export const id = 725;
export const ids = [725];
export const modules = {

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


/***/ })

};
