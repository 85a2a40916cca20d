export const id = 439;
export const ids = [439];
export const modules = {

/***/ 2439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatDiffJson: () => (/* binding */ formatDiffJson),
/* harmony export */   formatInventoryJson: () => (/* binding */ formatInventoryJson)
/* harmony export */ });
function formatInventoryJson(inv) {
    return JSON.stringify(inv, null, 2) + '\n';
}
function formatDiffJson(d) {
    return JSON.stringify(d, null, 2) + '\n';
}


/***/ })

};
