export const id = 947;
export const ids = [947];
export const modules = {

/***/ 2947:
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
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/rules/cline/hook-name.js
/** A file in Cline's hook folders that Cline does not run: a name that is no event, an extension it does not run, a subfolder. */



const EVENTS = Object.keys(known_values/* CLINE_HOOK_EVENTS */.uBx);
const byLower = new Map(EVENTS.map((e) => [e.toLowerCase(), e]));
const EXTS = known_values/* CLINE_HOOK_EXTENSIONS */.d0h.filter((e) => e).map((e) => `\`${e}\``).join(', ');
const CASES = `oracle: ${known_values/* CLINE_CASES */.GFO}, cases \`hook-names\`, \`hook-run\``;
/* harmony default export */ const hook_name = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'cline/hook-name',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A file in `.clinerules/hooks/` or `.cline/hooks/` that Cline never runs: its name is not a Cline hook event, its extension is not one Cline runs, it is in a subfolder, or it is a `PreCompact` hook.',
        kinds: ['cline-hook'],
        harness: 'cline',
        optIn: false,
        fixable: false,
        rationale: `Observed on Cline CLI ${known_values/* CLINE_VERSION */.JNP} (${known_values/* CLINE_CASES */.GFO}): \`cline config hooks --json\` lists a file of the hook folders only when its name, less the extension and in any case, is one of ${EVENTS.map((e) => `\`${e}\``).join(', ')} and its extension is none or one of ${EXTS} (case \`hook-names\`: \`TaskComplete.txt\`, \`PreCompact.md\`, \`PreToolUse.test.sh\`, \`Stop\` and \`sub/TaskError\` are not listed). In a one-turn session the \`TaskStart\` and \`TaskComplete.sh\` scripts ran, while Claude Code's \`Stop\` and \`SessionStart.sh\` did not (case \`hook-run\`). \`PreCompact\` is listed with no event to run on. Claude Code's names have a Cline counterpart: ${Object.entries(known_values/* CLINE_HOOK_FROM_CLAUDE */.iNS).map(([c, k]) => `\`${c}\` → \`${k}\``).join(', ')}.`,
        examples: { file: '.clinerules/hooks/Stop', wrong: '#!/bin/sh\nnpm test\n', right: '#!/bin/sh\nnpm test\n', rightFile: '.clinerules/hooks/TaskComplete' },
    },
    check(artifact, ctx) {
        const m = /^(\.cline(?:rules)?\/hooks)\/(.+)$/.exec(artifact.path);
        if (!m)
            return;
        const range = artifact.file.lines.range(0, artifact.file.lines.lineEnd(1));
        const [, folder, rest] = m;
        if (rest.includes('/')) {
            ctx.report({ message: `Cline runs only the files directly in \`${folder}/\`: this hook in a subfolder never runs (${CASES})`, range });
            return;
        }
        const dot = rest.lastIndexOf('.');
        const ext = dot > 0 ? rest.slice(dot).toLowerCase() : '';
        const stem = (dot > 0 ? rest.slice(0, dot) : rest).trim();
        if (!known_values/* CLINE_HOOK_EXTENSIONS */.d0h.includes(ext)) {
            ctx.report({ message: `Cline runs a hook file with no extension or one of ${EXTS}, not \`${ext}\`: this file never runs (${CASES})`, range });
            return;
        }
        const event = byLower.get(stem.toLowerCase());
        if (!event) {
            const claude = known_values/* CLINE_HOOK_FROM_CLAUDE */.iNS[stem];
            const near = claude ? [] : (0,suggest/* closest */.kp)(stem, EVENTS);
            const hint = claude ? `; \`${stem}\` is Claude Code's name: Cline's \`${claude}\` fires at that moment` : near.length ? `; did you mean \`${near[0].value}\`?` : '';
            ctx.report({ message: `\`${stem}\` is not a Cline hook event (${EVENTS.map((e) => `\`${e}\``).join(', ')}), so this script never runs${hint} (${CASES})`, range });
            return;
        }
        if (known_values/* CLINE_HOOK_EVENTS */.uBx[event] === null) {
            ctx.report({ message: `Cline CLI ${known_values/* CLINE_VERSION */.JNP} lists a \`${event}\` hook with no event to run it on: this script never runs (${CASES})`, range });
        }
    },
}));

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




const CLINE_RULES = [rule_frontmatter, rule_extension, rule_location, hook_name];


/***/ })

};
