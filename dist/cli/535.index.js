export const id = 535;
export const ids = [535];
export const modules = {

/***/ 1535:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ checkTomlCommand)
/* harmony export */ });
/* harmony import */ var _artifacts_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2708);
/* harmony import */ var _diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8552);


const isString = (p) => p.value?.type === 'scalar' && typeof p.value.value === 'string';
function checkTomlCommand(artifact, ctx, h) {
    const err = artifact.data.tomlError;
    if (err) {
        ctx.report({ message: `${h.skips}: the file is not valid TOML (${err.message})`, range: err.range });
        return;
    }
    const root = artifact.root;
    if (!root || root.type !== 'map')
        return;
    const prompt = root.pairs.find((p) => p.key === 'prompt');
    const misspelt = reportUnknownKeys(artifact, ctx, h, root.pairs, prompt !== undefined);
    const description = root.pairs.find((p) => p.key === 'description');
    if (description?.value && !isString(description)) {
        ctx.report({ message: `${h.skips}: \`description\` must be a string`, range: (h.descriptionRange ?? ((p) => p.value.range))(description), jsonPath: description.path });
    }
    if (!prompt && !misspelt)
        ctx.report({ message: `${h.skips}: \`prompt\` is required`, range: (0,_artifacts_source_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLine */ .TM)(artifact.file) });
    else if (prompt && !isString(prompt))
        ctx.report({ message: `${h.skips}: \`prompt\` must be a string`, range: prompt.value?.range ?? prompt.keyRange, jsonPath: prompt.path });
}
/** Keys the harness does not read; the first near miss of a missing `prompt` is why the command is skipped. Returns whether there was one. */
function reportUnknownKeys(artifact, ctx, h, pairs, hasPrompt) {
    const name = `/${artifact.element.name}`;
    let misspelt = false;
    for (const p of pairs) {
        if (h.fields.includes(p.key))
            continue;
        const fix = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .certainCorrection */ .Zg)(p.key, h.fields);
        const near = (0,_diagnostics_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(p.key, h.fields);
        const rename = fix && !(fix === 'prompt' && hasPrompt) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined;
        if (fix === 'prompt' && !hasPrompt && !misspelt) {
            // The misspelt key is not read, so the command has no prompt and is skipped (recorded for both harnesses).
            misspelt = true;
            ctx.report({ message: `${h.skips}: \`prompt\` is required, and \`${p.key}\` is not read as it (did you mean \`prompt\`?)`, range: p.keyRange, jsonPath: p.path, suggestion: rename });
            continue;
        }
        const hint = near.length ? ` (did you mean \`${near[0].value}\`?)` : '';
        ctx.report({ effect: 'ignored', message: `${h.title} ignores \`${p.key}\` in ${name} without a word${hint}`, range: p.keyRange, jsonPath: p.path, level: 'warn', suggestion: rename });
    }
    return misspelt;
}


/***/ })

};
