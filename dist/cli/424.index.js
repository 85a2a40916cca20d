export const id = 424;
export const ids = [424];
export const modules = {

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
