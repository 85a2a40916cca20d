export const id = 275;
export const ids = [275];
export const modules = {

/***/ 5275:
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
/** A file in Cline's rules folder with an extension Cline does not read (`.mdc`, `.mdx`). */


const READ = known_values/* CLINE_RULE_EXTENSIONS */.gYX.map((e) => `\`${e}\``).join(', ');
/* harmony default export */ const rule_extension = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-extension',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `.mdc` or `.mdx` file in `.clinerules/` or `.cline/rules/`: Cline does not read it as a rule.',
        kinds: ['cline-other-file'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${known_values/* CLINE_VERSION */.JNP} (${known_values/* CLINE_CASES */.GFO}, case \`rule-extensions\`): \`cline config rules --json\` lists the ${READ} files of the rules folder (any case: \`.MD\` too) and none of \`.mdx\`, \`.mdc\`, \`.yaml\`, \`.json\` or a file without extension. The documentation (${known_values/* CLINE_DOCS_RULES */.wY1}) says "all .md files inside". A \`.mdc\` file is usually a Cursor rule copied over: its \`globs\`/\`alwaysApply\` frontmatter means nothing to Cline either (cline/rule-frontmatter).`,
        examples: { file: '.clinerules/style.mdc', wrong: 'Use two spaces.\n', right: 'Use two spaces.\n', rightFile: '.clinerules/style.md' },
    },
    check(artifact, ctx) {
        const ext = artifact.path.slice(artifact.path.lastIndexOf('.'));
        ctx.report({
            message: `Cline reads the ${READ} files of its rules folder, not this \`${ext}\` file: it is not a rule (rename it to \`.md\`; oracle: ${known_values/* CLINE_CASES */.GFO}, case \`rule-extensions\`)`,
            range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)),
        });
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
        rationale: `Documented (${known_values/* CLINE_DOCS_CONDITIONAL */.v$d}): "Currently, \`paths\` is the supported conditional"; a rule with \`paths:\` (a list of globs) "activates only when your current files match", and a rule without conditions "loads for every request". A rule written with another tool's keys (\`globs\`, \`alwaysApply\`, \`description\`) is therefore not scoped at all. Cline CLI ${known_values/* CLINE_VERSION */.JNP} does not evaluate conditions: a rule with \`paths\` that match no file and one with Cursor's \`globs\`/\`alwaysApply: false\` both reached the model request of a one-turn session (${known_values/* CLINE_CASES */.GFO}, case \`rule-paths-condition\`), and a \`paths\` string loads like a list (case \`rule-frontmatter\`); so the finding is about the IDE extension, where \`paths\` is what scopes a rule.`,
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
                    message: `Cline does not read \`${p.key}\` (\`paths\` is the one supported condition), so ${hasPaths ? 'it has no effect' : 'this rule loads for every request'}${p.key === 'globs' || p.key === 'glob' ? ': Cline scopes a rule with `paths`' : ''} (documented: ${known_values/* CLINE_DOCS_CONDITIONAL */.v$d}; Cline CLI ${known_values/* CLINE_VERSION */.JNP} applies every rule to every request, case \`rule-paths-condition\`)`,
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

;// CONCATENATED MODULE: ./build/src/rules/cline/rule-location.js
/** A Cline rule in a subfolder of `.clinerules/` or `.cline/rules/`: Cline reads only the files directly inside. */


const FOLDER = /^(\.clinerules|\.cline\/rules)\/(.+)\/[^/]+$/;
/* harmony default export */ const rule_location = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/rule-location',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A rule file in a subfolder of `.clinerules/` or `.cline/rules/` (other than `workflows/`, `hooks/`, `skills/`): Cline does not read it.',
        kinds: ['cline-rule', 'cline-other-file'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${known_values/* CLINE_VERSION */.JNP} (${known_values/* CLINE_CASES */.GFO}, case \`rule-nesting\`): \`cline config rules --json\` lists \`.clinerules/top.md\` and \`.cline/rules/c.md\`, and none of \`.clinerules/frontend/react.md\`, \`.clinerules/a/b/deep.md\` or \`.cline/rules/sub/d.md\`. The documentation says "all .md files inside" the folder and does not mention subfolders. \`.clinerules/workflows/\`, \`hooks/\` and \`skills/\` hold workflows, hook scripts and skills (case \`workflows-hooks\`), not rules.`,
        examples: { file: '.clinerules/frontend/react.md', wrong: 'Use hooks.\n', right: 'Use hooks.\n', rightFile: '.clinerules/frontend-react.md' },
    },
    check(artifact, ctx) {
        const m = FOLDER.exec(artifact.path);
        if (!m)
            return;
        ctx.report({
            message: `Cline reads only the files directly in \`${m[1]}/\`, not in its subfolder \`${m[2]}/\`: this rule is never loaded (move it up, for example as \`${m[1]}/${m[2].replace(/\//g, '-')}-${artifact.path.slice(artifact.path.lastIndexOf('/') + 1)}\`; oracle: ${known_values/* CLINE_CASES */.GFO}, case \`rule-nesting\`)`,
            range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/rules/cline/index.js
/** Cline (Cline CLI 3.0.65 recorded, the documentation where it was not: src/artifacts/known-values/cline.ts). */



const CLINE_RULES = [rule_frontmatter, rule_extension, rule_location];


/***/ })

};
