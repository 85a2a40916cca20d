export const id = 523;
export const ids = [523];
export const modules = {

/***/ 523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AUGGIE_RULES: () => (/* binding */ AUGGIE_RULES),
  RULES: () => (/* binding */ AUGGIE_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/auggie/known-values.js
/**
 * Auggie (Augment Code's CLI). Rules are DOCUMENTED (a session needs Augment's own backend protocol:
 * docs/harnesses/auggie.md); custom commands are OBSERVED on Auggie 0.36.0 with `auggie command --help`, which lists
 * them without a session (oracle/auggie/probe.mjs, oracle/auggie/cases.json, 2026-12-05).
 * Documentation read 2026-12-05 through stored copies of docs.augmentcode.com.
 */

/** https://docs.augmentcode.com/cli/rules — where Auggie reads rules, and the rule frontmatter. */
const AUGGIE_DOCS_RULES = 'https://docs.augmentcode.com/cli/rules';
/** https://docs.augmentcode.com/setup-augment/guidelines — the IDE extensions' rule types. */
const AUGGIE_DOCS_GUIDELINES = 'https://docs.augmentcode.com/setup-augment/guidelines';
/**
 * The rules page, "Frontmatter Configuration for Rules": `type` controls when the rule is applied, `always_apply`
 * (the default) or `agent_requested`; `description` is "required for agent_requested type". "Manual rules are not yet
 * supported in the CLI. In the CLI, all rules in .augment/rules/ are currently treated as always_apply rules": the
 * `manual` type works only in the IDE extensions (guidelines page: Always, Manual, Auto).
 */
const AUGGIE_RULE_TYPES = ['always_apply', 'agent_requested', 'manual'];
const AUGGIE_RULE_FIELDS = ['type', 'description'];
/** The pinned CLI the command cases were recorded with (oracle/auggie/probe.mjs). */
const AUGGIE_VERSION = pins_generated/* PINS */.$['auggie'].version;
/**
 * A custom command's frontmatter keys, as `auggie command help` prints them (Auggie 0.36.0): "description: Your command
 * description", "argument-hint: Optional argument description", "model: Optional model to use (display name or model
 * ID)". Another key is not read (case `command-frontmatter`: `descripton` left the default description).
 */
const AUGGIE_COMMAND_FIELDS = ['description', 'argument-hint', 'model'];

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/command-frontmatter.js
/** An Auggie custom command (`.augment/commands/*.md`) with a key Auggie does not read, or a file it does not list. */




const CASES = 'oracle: oracle/auggie/cases.json';
const FIELDS = AUGGIE_COMMAND_FIELDS.map((f) => `\`${f}\``).join(', ');
/* harmony default export */ const command_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'auggie/command-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An Auggie custom command (`.augment/commands/*.md`) whose frontmatter has a key Auggie does not read, or whose extension is not a lower-case `.md` (Auggie does not list it).',
        kinds: ['auggie-command'],
        harness: 'auggie',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Auggie ${AUGGIE_VERSION} (${CASES}): \`auggie command --help\` lists the commands of \`.augment/commands/\` (a subfolder's as \`dir:name\`) and \`.claude/commands/\`, the workspace one winning a name (case \`command-layout\`). It reads ${FIELDS} from the frontmatter; a misspelt \`descripton\` or Claude Code's \`allowed-tools\` is not read, so the command keeps the default description "Run command from <file>" (case \`command-frontmatter\`). A file named \`.MD\` is not listed (case \`command-layout\`). Frontmatter Auggie cannot read (broken YAML, a duplicate key, a scalar, a \`---\` never closed) loads the command with none of its fields, reported by the frontmatter problems as warnings (case \`command-frontmatter\`). A number or a list as \`description\` is shown as text, so it is not reported.`,
        examples: {
            file: '.augment/commands/review.md',
            wrong: '---\ndescripton: Review the diff\n---\nReview the staged diff.\n',
            right: '---\ndescription: Review the diff\n---\nReview the staged diff.\n',
        },
    },
    check(artifact, ctx) {
        if (!artifact.path.endsWith('.md')) {
            ctx.report({ message: `Auggie lists only \`.md\` command files (lower case): this file is not a command (rename it to \`.md\`; ${CASES}, case \`command-layout\`)`, range: (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const p of root.pairs) {
            if (p.key === 'lints' || AUGGIE_COMMAND_FIELDS.includes(p.key))
                continue;
            const near = (0,suggest/* closest */.kp)(p.key, AUGGIE_COMMAND_FIELDS);
            const to = near.length === 1 && near[0].distance <= 2 && !root.pairs.some((q) => q.key === near[0].value) ? near[0].value : undefined;
            ctx.report({
                message: `Auggie does not read \`${p.key}\` in a command${to ? ` (did you mean \`${to}\`?)` : ''}: it reads ${FIELDS} (${CASES}, case \`command-frontmatter\`)`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: to ? { msg: `rename to \`${to}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: to }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/legacy-guidelines.js
/** `.augment-guidelines` / `.augment/guidelines.md`: Auggie's legacy single guidelines file. */



/* harmony default export */ const legacy_guidelines = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'auggie/legacy-guidelines',
        effect: 'style',
        category: 'migration',
        defaultLevel: 'info',
        description: 'An Augment workspace guidelines file (`.augment-guidelines`, `.augment/guidelines.md`): the legacy format, replaced by rule files in `.augment/rules/`.',
        kinds: ['auggie-guidelines'],
        harness: 'auggie',
        optIn: false,
        fixable: false,
        rationale: `Documented (${AUGGIE_DOCS_RULES}): Auggie still reads "Workspace guidelines: <workspace_root>/.augment/guidelines.md (legacy format)" (\`.augment-guidelines\` in an earlier revision), after CLAUDE.md and AGENTS.md; the rules folder \`.augment/rules/\` replaces it and lets each rule say when it applies (\`type\`). No removal date is documented, so this is \`info\`. Not observed: Auggie did not run offline here.`,
        examples: { file: '.augment-guidelines', wrong: 'Use TypeScript.\n', right: 'Use TypeScript.\n', rightFile: '.augment/rules/style.md' },
    },
    check(artifact, ctx) {
        ctx.report({
            message: `\`${artifact.path}\` is Augment's legacy guidelines file: Auggie still reads it, but rules now live in \`.augment/rules/*.md\` (documented: ${AUGGIE_DOCS_RULES})`,
            range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(artifact.file),
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/rule-type.js
/** An Auggie rule whose `type` is not a documented rule type, or an `agent_requested` rule without `description`. */




/** `Always Apply`, `always-apply`, `alwaysApply` → `always_apply`. */
const normal = (s) => s.trim().replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();
/* harmony default export */ const rule_type = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'auggie/rule-type',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An Auggie rule (`.augment/rules/*.md`) whose `type` is not `always_apply`, `agent_requested` or `manual`, an `agent_requested` rule without `description`, a `manual` rule (the CLI applies it always), or another frontmatter key.',
        kinds: ['auggie-rule'],
        harness: 'auggie',
        optIn: false,
        fixable: 'machine',
        rationale: `Documented (${AUGGIE_DOCS_RULES}): \`type\` "controls when the rule is applied", \`always_apply\` (the default) or \`agent_requested\`; \`description\` is "required for agent_requested type", since the agent attaches such a rule "based on the description field when relevant". "Manual rules are not yet supported in the CLI. In the CLI, all rules in .augment/rules/ are currently treated as always_apply rules", so a \`manual\` rule reaches every prompt there (info). Only \`type\` and \`description\` are documented. The fix rewrites a spelling of a type (\`always-apply\`, \`alwaysApply\`) to its documented value. Not observed: Auggie did not run offline here (docs/harnesses/auggie.md).`,
        examples: {
            file: '.augment/rules/api.md',
            wrong: '---\ntype: agent_requested\n---\nUse the API client in src/api.\n',
            right: '---\ntype: agent_requested\ndescription: Calling the backend API\n---\nUse the API client in src/api.\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        for (const p of root.pairs) {
            if (p.key === 'lints' || AUGGIE_RULE_FIELDS.includes(p.key))
                continue;
            ctx.report({ message: `\`${p.key}\` is not an Auggie rule field (only \`type\` and \`description\` are documented): Auggie does not read it (documented: ${AUGGIE_DOCS_RULES})`, range: p.keyRange, jsonPath: p.path });
        }
        const type = (0,tree/* getPair */.xf)(root, 'type');
        const v = type?.value;
        if (!type || !v)
            return;
        if (v.type !== 'scalar' || typeof v.value !== 'string') {
            ctx.report({ message: `\`type\` must be \`always_apply\`, \`agent_requested\` or \`manual\` (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path });
            return;
        }
        const t = v.value;
        if (!AUGGIE_RULE_TYPES.includes(t)) {
            const meant = (0,suggest/* meantValue */.Xt)(t, AUGGIE_RULE_TYPES, (x) => x === normal(t));
            ctx.report({
                message: `\`type: ${t}\` is not an Auggie rule type: \`always_apply\`, \`agent_requested\` or \`manual\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${AUGGIE_DOCS_RULES})`,
                range: v.range,
                jsonPath: type.path,
                suggestion: meant && (0,suggest/* writeMeant */.nA)(artifact.path, v.range, meant),
            });
            return;
        }
        if (t === 'manual') {
            ctx.report({ message: `\`type: manual\` works only in the IDE extensions: Auggie, the CLI, treats every workspace rule as \`always_apply\` and sends this one with every prompt (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path, level: 'info' });
            return;
        }
        if (t !== 'agent_requested')
            return;
        const d = (0,tree/* getPair */.xf)(root, 'description')?.value;
        if (!d || (d.type === 'scalar' && (d.value === null || String(d.value).trim() === ''))) {
            ctx.report({ message: `\`type: agent_requested\` without \`description\`: the agent attaches such a rule from its description, which is required (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/auggie/rules/index.js
/** Auggie, Augment Code's CLI (rules documented, commands observed: src/harnesses/auggie/known-values.ts). */



const AUGGIE_RULES = [rule_type, legacy_guidelines, command_frontmatter];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
