export const id = 714;
export const ids = [714];
export const modules = {

/***/ 3714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLINE_RULES: () => (/* binding */ CLINE_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/known-values/index.js + 18 modules
var known_values = __webpack_require__(1204);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/rules/cline/rule-extension.js
/** A file in Cline's rules folder that is not Markdown: Cline reads only the `.md` files there. */


/* harmony default export */ const rule_extension = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-extension',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A file in `.clinerules/` or `.cline/rules/` that is not Markdown (`.md`): Cline does not read it as a rule.',
        kinds: ['cline-other-file'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Documented (${known_values/* CLINE_DOCS_RULES */.wY1}): Cline loads "\`.clinerules/\` folder (all .md files inside)", combined into one ruleset. A \`.txt\`, \`.mdc\` or \`.mdx\` file there is not among them. Not observed: the \`cline\` CLI did not run offline here (docs/harnesses/cline.md).`,
        examples: { file: '.clinerules/style.txt', wrong: 'Use two spaces.\n', right: 'Use two spaces.\n', rightFile: '.clinerules/style.md' },
    },
    check(artifact, ctx) {
        const ext = artifact.path.slice(artifact.path.lastIndexOf('.'));
        ctx.report({ message: `Cline reads only the \`.md\` files of its rules folder: this \`${ext}\` file is not a rule (rename it to \`.md\`; documented: ${known_values/* CLINE_DOCS_RULES */.wY1})`, range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)) });
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/cline/rule-frontmatter.js
/** A Cline rule's frontmatter: only `paths` (a list of globs) scopes a rule; other keys are not read. */


/* harmony default export */ const rule_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-frontmatter',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Cline rule (`.clinerules/*.md`, `.cline/rules/*.md`) whose frontmatter has a key other than `paths` (such as Cursor\'s `globs` or `alwaysApply`), or a `paths` that is not a list of globs.',
        kinds: ['cline-rule'],
        harness: 'cline',
        optIn: false,
        fixable: 'maybe',
        rationale: `Documented (${known_values/* CLINE_DOCS_CONDITIONAL */.v$d}): "Currently, \`paths\` is the supported conditional"; a rule with \`paths:\` (a list of globs) "activates only when your current files match", and a rule without conditions "loads for every request". A rule written with another tool's keys (\`globs\`, \`alwaysApply\`, \`description\`) is therefore not scoped at all. Not observed: the \`cline\` CLI did not run offline here (docs/harnesses/cline.md).`,
        examples: {
            file: '.clinerules/react.md',
            wrong: '---\nglobs:\n  - "src/components/**"\n---\nUse function components.\n',
            right: '---\npaths:\n  - "src/components/**"\n---\nUse function components.\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const hasPaths = root.pairs.some((p) => p.key === 'paths');
        for (const p of root.pairs) {
            if (p.key === 'lints')
                continue;
            if (!known_values/* CLINE_RULE_FIELDS */.j7o.includes(p.key)) {
                const rename = (p.key === 'globs' || p.key === 'glob') && !hasPaths && p.value?.type === 'seq';
                ctx.report({
                    message: `Cline does not read \`${p.key}\` (\`paths\` is the one supported condition), so ${hasPaths ? 'it has no effect' : 'this rule loads for every request'}${p.key === 'globs' || p.key === 'glob' ? ': Cline scopes a rule with `paths`' : ''} (documented: ${known_values/* CLINE_DOCS_CONDITIONAL */.v$d})`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    suggestion: rename ? { msg: 'rename to `paths`', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: 'paths' }] } : undefined,
                });
                continue;
            }
            const v = p.value;
            const ok = v?.type === 'seq' && v.items.length > 0 && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string' && i.value.trim() !== '');
            if (!ok) {
                ctx.report({ message: `\`paths\` must be a list of globs (\`- "src/**"\`); Cline documents no other form (documented: ${known_values/* CLINE_DOCS_CONDITIONAL */.v$d})`, range: v?.range ?? p.keyRange, jsonPath: p.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/cline/index.js
/** Cline (documented: src/artifacts/known-values/cline.ts). */


const CLINE_RULES = [rule_frontmatter, rule_extension];


/***/ })

};
