export const id = 367;
export const ids = [367];
export const modules = {

/***/ 367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RULES: () => (/* binding */ WINDSURF_RULES),
  WINDSURF_RULES: () => (/* binding */ WINDSURF_RULES)
});

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/known-values.js
/**
 * Windsurf (Cascade): every value here is DOCUMENTED, none is observed. Windsurf is an editor with
 * no command-line build on npm, so agentlint has no oracle for it; each Windsurf rule says
 * "documented" and links the page.
 *
 * [D] = Windsurf's own documentation (docs.windsurf.com), read 2026-12-04 through stored copies of the
 * page in several revisions (English, and the pt-BR, es and zh translations of the same page).
 * [3P] = a third-party page; no rule rests on a [3P] claim alone.
 */
/** https://docs.windsurf.com/windsurf/cascade/memories — rules, activation modes, limits. */
const WINDSURF_DOCS_RULES = 'https://docs.windsurf.com/windsurf/cascade/memories';
/** https://docs.windsurf.com/windsurf/cascade/workflows — workflows. */
const WINDSURF_DOCS_WORKFLOWS = 'https://docs.windsurf.com/windsurf/cascade/workflows';
/**
 * [D] memories page, "Memories, Rules, Workflows, or Skills?": rules are activated by
 * "always_on, glob, model_decision, or manual"; "Activation Modes": "At the rule level, you can define
 * how a rule should be activated for Cascade" — Manual ("@mention in Cascade's input box"), Always On,
 * Model Decision ("Based on a natural language description of the rule the user defines, the model
 * decides whether to apply the rule"), Glob ("the rule will be applied to all files that match the
 * pattern (e.g. *.js, src/**\/*.ts)"). The mode is the `trigger` frontmatter key [D: the rule editor
 * writes `trigger:`; 3P guides quote `trigger: glob` / `globs:`].
 */
const WINDSURF_TRIGGERS = ['always_on', 'manual', 'model_decision', 'glob'];
const WINDSURF_RULE_FIELDS = (/* unused pure expression or super */ null && (['trigger', 'globs', 'description']));
/**
 * [D] memories page: "Rules files are limited to 6000 characters each. Any content above 6000
 * characters will be truncated and Cascade will not be aware of it" (an earlier revision, also in its
 * zh translation: "If your global rules and local rules total more than 12,000 characters, global
 * rules take priority, then workspace rules. Any rule beyond 12,000 characters is truncated").
 * Later revisions raise the per-file limit of workspace rules to 12,000 [3P: skillwright.app
 * "12,000 chars per workspace rule file"]. agentlint reports only what is cut under every revision:
 * a file over 12,000 characters.
 */
const WINDSURF_RULE_MAX_CHARS = 12_000;
/**
 * [D] memories page, "Rules discovery": "All `.windsurf/rules` directories within your current workspace
 * and its subdirectories", and up to the git root. The legacy single file `.windsurfrules` at the
 * workspace root predates the folder [D: earlier revisions of the page: "`.windsurfrules` — local rules
 * applied to the workspace"; 3P: "legacy `.windsurfrules` at the workspace root"].
 */
const WINDSURF_LEGACY_RULES_FILE = '.windsurfrules';

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/legacy-windsurfrules.js
/** The legacy root `.windsurfrules`: Windsurf's rules now live in `.windsurf/rules/`. */



/* harmony default export */ const legacy_windsurfrules = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'windsurf/legacy-windsurfrules',
        effect: 'style',
        category: 'migration',
        defaultLevel: 'info',
        description: 'A root `.windsurfrules` file: the legacy single rules file, replaced by rule files in `.windsurf/rules/` with an activation mode each.',
        kinds: ['windsurf-legacy-rules'],
        harness: 'windsurf',
        optIn: false,
        fixable: false,
        rationale: `Documented (${WINDSURF_DOCS_RULES}): workspace rules live in \`.windsurf/rules\`, "a workspace level repo containing rules that are tied to globs or natural language descriptions", each with an activation mode (\`always_on\`, \`glob\`, \`model_decision\`, \`manual\`); earlier revisions of the page named \`.windsurfrules\` for workspace rules. The single file cannot be scoped by glob or description. No removal date is documented, so this is \`info\`. Not observed: Windsurf has no offline command-line build.`,
        examples: {
            file: '.windsurfrules',
            rightFile: '.windsurf/rules/style.md',
            wrong: 'Use two spaces.\n',
            right: '---\ntrigger: always_on\n---\nUse two spaces.\n',
        },
    },
    check(artifact, ctx) {
        ctx.report({
            message: `\`.windsurfrules\` is Windsurf's legacy rules file: move its content to a rule in \`.windsurf/rules/*.md\` with a \`trigger\` (documented: ${WINDSURF_DOCS_RULES})`,
            range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/rule-size.js
/** A Windsurf rule or legacy `.windsurfrules` longer than any documented per-file limit: the rest is cut. */


/* harmony default export */ const rule_size = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'windsurf/rule-size',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `A Windsurf rule (\`.windsurf/rules/*.md\`, \`.windsurfrules\`) longer than ${WINDSURF_RULE_MAX_CHARS.toLocaleString('en-US')} characters: Windsurf truncates it and Cascade never sees the rest.`,
        kinds: ['windsurf-rule', 'windsurf-legacy-rules'],
        harness: 'windsurf',
        optIn: false,
        fixable: false,
        rationale: `Documented (${WINDSURF_DOCS_RULES}): "Rules files are limited to 6000 characters each. Any content above 6000 characters will be truncated and Cascade will not be aware of it" in an earlier revision of the page, which also caps global and workspace rules together at 12,000 characters; later revisions allow 12,000 characters per workspace rule file. So the text past character 12,000 is cut under every revision, and this rule reports it; a file between 6,000 and 12,000 characters is not reported, since the current limit could not be read from Windsurf's own page here. Characters are counted as JavaScript string length (UTF-16 units). Not observed: Windsurf has no offline command-line build.`,
        examples: {
            file: '.windsurf/rules/style.md',
            wrong: `---\ntrigger: always_on\n---\n${'Use tabs. '.repeat(1201)}\n`,
            right: '---\ntrigger: always_on\n---\nUse tabs.\n',
        },
    },
    check(artifact, ctx) {
        const { text, lines } = artifact.file;
        if (text.length <= WINDSURF_RULE_MAX_CHARS)
            return;
        ctx.report({
            message: `this rule file has ${text.length.toLocaleString('en-US')} characters: Windsurf truncates a rule file past ${WINDSURF_RULE_MAX_CHARS.toLocaleString('en-US')} characters (6,000 in earlier revisions of its docs), so Cascade never sees the text from here on (documented: ${WINDSURF_DOCS_RULES})`,
            range: lines.range(WINDSURF_RULE_MAX_CHARS, text.length),
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/rule-trigger.js
/** A Windsurf rule whose `trigger` is not an activation mode, or whose mode lacks the key it needs. */




/** `Always On`, `always-on`, `alwaysOn` → `always_on`. */
const normal = (s) => s.trim().replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();
/* harmony default export */ const rule_trigger = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'windsurf/rule-trigger',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Windsurf rule (`.windsurf/rules/*.md`) whose `trigger` is not `always_on`, `manual`, `model_decision` or `glob`, a `glob` rule without `globs`, or a `model_decision` rule without `description`.',
        kinds: ['windsurf-rule'],
        harness: 'windsurf',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${WINDSURF_DOCS_RULES}): a rule is activated by "always_on, glob, model_decision, or manual". Model Decision: "Based on a natural language description of the rule the user defines, the model decides whether to apply the rule", so without \`description\` the model has nothing to decide on; Glob: "the rule will be applied to all files that match the pattern", so without \`globs\` no file matches. Another \`trigger\` value is none of the documented modes; what Windsurf does with it is not documented. The fix rewrites a spelling of a mode (\`always-on\`, \`Always On\`, \`alwaysOn\`) to its documented value. Not observed: Windsurf is an editor with no offline command-line build.`,
        examples: {
            file: '.windsurf/rules/tests.md',
            wrong: '---\ntrigger: always-on\n---\nRun the tests before you commit.\n',
            right: '---\ntrigger: always_on\n---\nRun the tests before you commit.\n',
        },
    },
    check(artifact, ctx) {
        const trigger = (0,tree/* getPair */.xf)(artifact.root, 'trigger');
        const v = trigger?.value;
        if (!trigger || !v)
            return;
        if (v.type !== 'scalar' || typeof v.value !== 'string') {
            ctx.report({ message: `\`trigger\` must be one of ${WINDSURF_TRIGGERS.map((t) => `\`${t}\``).join(', ')}, not a ${v.type === 'scalar' ? typeof v.value : v.type === 'seq' ? 'list' : 'map'} (documented: ${WINDSURF_DOCS_RULES})`, range: v.range, jsonPath: trigger.path });
            return;
        }
        const mode = v.value;
        if (!WINDSURF_TRIGGERS.includes(mode)) {
            const meant = (0,suggest/* meantValue */.Xt)(mode, WINDSURF_TRIGGERS, (t) => t === normal(mode));
            ctx.report({
                message: `\`trigger: ${mode}\` is not an activation mode: Windsurf documents \`always_on\`, \`manual\`, \`model_decision\` and \`glob\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${WINDSURF_DOCS_RULES})`,
                range: v.range,
                jsonPath: trigger.path,
                suggestion: meant && (0,suggest/* writeMeant */.nA)(artifact.path, v.range, meant),
            });
            return;
        }
        const need = mode === 'glob' ? 'globs' : mode === 'model_decision' ? 'description' : undefined;
        if (!need)
            return;
        const have = (0,tree/* getPair */.xf)(artifact.root, need)?.value;
        const empty = !have || (have.type === 'scalar' && (have.value === null || String(have.value).trim() === '')) || (have.type === 'seq' && have.items.length === 0);
        if (!empty)
            return;
        ctx.report({
            message: mode === 'glob'
                ? `\`trigger: glob\` without \`globs\`: the rule applies to files that match its pattern, and it has none, so it never applies (documented: ${WINDSURF_DOCS_RULES})`
                : `\`trigger: model_decision\` without \`description\`: the model decides from the rule's description whether to apply it, and it has none (documented: ${WINDSURF_DOCS_RULES})`,
            range: v.range,
            jsonPath: trigger.path,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/rules/index.js
/** Windsurf (documentation only: no Windsurf build runs offline, so none of these is observed). */



const WINDSURF_RULES = [rule_trigger, rule_size, legacy_windsurfrules];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
