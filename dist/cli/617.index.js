export const id = 617;
export const ids = [617];
export const modules = {

/***/ 8617:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KILO_RULES: () => (/* binding */ KILO_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/known-values/index.js + 15 modules
var known_values = __webpack_require__(2431);
// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/rules/kilo-code/rules-mode-folder.js
/** `.kilocode/rules-{slug}/`: Kilo Code's CLI reads these mode-specific rules for every agent. */




/* harmony default export */ const rules_mode_folder = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'kilo-code/rules-mode-folder',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A rule file in `.kilocode/rules-{slug}/`: Kilo Code\'s CLI loads it as an instruction for every agent, not only for the mode `{slug}`.',
        kinds: ['kilo-rule'],
        harness: 'kilo-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Kilo Code's CLI 7.7.7 (oracle: ${known_values/* KILO_CASES */.Yu}, case \`layout\`): \`kilo debug config\` lists \`.kilocode/rules-code/code-only.md\` among the \`instructions\` every agent gets, beside \`.kilocode/rules/style.md\` and \`.kilo/rules/k.md\`. The Kilo Code editor extension (like Roo Code) scoped a \`rules-{slug}\` folder to the mode with that slug; the CLI does not, so a rule written for one mode (say, "never run commands" for an \`ask\` mode) reaches all of them. Move it into the agent's own prompt (\`.kilo/agent/<slug>.md\`) to keep it scoped.`,
        examples: {
            file: '.kilocode/rules-architect/plans.md',
            wrong: 'Write plans only; never edit code.\n',
            right: '---\ndescription: Plans the work\n---\nWrite plans only; never edit code.\n',
            rightFile: '.kilo/agent/architect.md',
        },
    },
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.N)(project, 'kilo-rule')) {
            const slug = /^\.kilocode\/rules-([^/]+)\//.exec(a.path)?.[1];
            if (!slug)
                continue;
            ctx.report({
                path: a.path,
                element: a.element,
                harness: a.harness,
                message: `Kilo Code's CLI loads this file as an instruction for every agent, not only for the mode \`${slug}\` its folder names (oracle: ${known_values/* KILO_CASES */.Yu}, case \`layout\`)`,
                range: a.file.text === '' ? a.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(a.file),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/kilo-code/index.js
/** Kilo Code (observed on its CLI 7.7.7: fixtures/oracle/kilo-code/). */

const KILO_RULES = [rules_mode_folder];


/***/ })

};
