export const id = 298;
export const ids = [298,925,367,424,512,523,464,573];
export const modules = {

/***/ 9083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AMP_RULES: () => (/* binding */ AMP_RULES),
  RULES: () => (/* binding */ AMP_RULES)
});

// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/amp/known-values.js
/**
 * Amp (Sourcegraph's agent CLI). Every value here is OBSERVED on the pinned Amp CLI build 0.0.1790142911-g7618fb
 * (oracle/amp/probe.mjs: `amp skill list` and `amp mcp list` run offline against a loopback stub with a dummy
 * key; oracle/amp/cases.json and mutations.json, recorded 2026-12-05).
 */

/** The pinned build the cases were recorded with. */
const AMP_VERSION = pins_generated/* PINS */.$['amp'].version;
const AMP_CASES = 'oracle/amp/cases.json';
const AMP_MUTATIONS = 'oracle/amp/mutations.json';
/**
 * A skill's `name` (case `skills-validation`): "Skill name must be lowercase alphanumeric with hyphens, no trailing
 * hyphen (e.g., "my-skill")" and "must be 64 characters or less". Only what was seen rejected is checked: a character
 * outside `a-z`, `0-9` and `-` (capitals, spaces, `_`, a blank name), a trailing hyphen, and more than 64 characters.
 */
const AMP_SKILL_NAME_CHARS = /^[a-z0-9-]+$/;
const AMP_SKILL_NAME_MAX = 64;
/** The folders Amp reads skills from in a project, searched at any depth (case `skills-layout`; not `.amp/skills`). */
const AMP_SKILL_FOLDERS = (/* unused pure expression or super */ null && (['.agents/skills', '.claude/skills']));

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/harnesses/amp/rules/mcp-servers.js
/** A workspace MCP server in `.amp/settings.json` that breaks `amp mcp list` or has nothing to start. */


/* harmony default export */ const mcp_servers = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'amp/mcp-servers',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An MCP server of `amp.mcpServers` in `.amp/settings.json` whose `args` is not a list (it breaks `amp mcp list`), or that has neither `command` nor `url`.',
        kinds: ['amp-settings'],
        harness: 'amp',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Amp ${AMP_VERSION} (${AMP_CASES}): an \`args\` that is a string makes \`amp mcp list\` fail ("p.spec.args.join is not a function", exit 1; case \`mcp-args-string\`): an error, with the string split into a list as a fix where it has no quotes. A server with \`args\` and no \`command\` is listed as "command undefined" (case \`mcp-entries\`): it has nothing to start, a warning. A \`command\` that is a number, an \`env\` value that is a number, \`headers\` and an unknown \`amp.*\` key are listed or kept without a word (case \`mcp-entries\`), so they are not reported. The file is read with comments and trailing commas (case \`settings-jsonc\`); JSON that does not parse makes \`amp mcp list\` fail (case \`settings-invalid-json\`, reported as schema/json-invalid).`,
        examples: {
            file: '.amp/settings.json',
            wrong: '{\n  "amp.mcpServers": {\n    "docs": { "command": "npx", "args": "docs-mcp" }\n  }\n}\n',
            right: '{\n  "amp.mcpServers": {\n    "docs": { "command": "npx", "args": ["docs-mcp"] }\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const servers = root.pairs.find((p) => p.key === 'amp.mcpServers')?.value;
        if (servers?.type !== 'map')
            return;
        for (const s of servers.pairs) {
            const entry = s.value;
            if (entry?.type !== 'map')
                continue;
            const get = (k) => entry.pairs.find((p) => p.key === k);
            const args = get('args');
            if (args?.value && args.value.type !== 'seq') {
                const v = args.value;
                const words = v.type === 'scalar' && typeof v.value === 'string' && !/["'\\]/.test(v.value) ? v.value.trim().split(/\s+/).filter(Boolean) : undefined;
                ctx.report({
                    message: `\`args\` of MCP server \`${s.key}\` must be a list: with ${v.type === 'scalar' ? JSON.stringify(v.value) : 'a map'} \`amp mcp list\` fails ("args.join is not a function"; oracle: ${AMP_CASES}, case \`mcp-args-string\`)`,
                    range: v.range,
                    jsonPath: args.path,
                    suggestion: words ? { msg: 'make it a list', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(words) }] } : undefined,
                });
            }
            if (!get('command') && !get('url')) {
                ctx.report({ level: 'warn', message: `MCP server \`${s.key}\` has neither \`command\` nor \`url\`: Amp lists it as "command undefined", with nothing to start (oracle: ${AMP_CASES}, case \`mcp-entries\`)`, range: s.keyRange, jsonPath: s.path });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/rules/shared/pair-range.js
var pair_range = __webpack_require__(4627);
;// CONCATENATED MODULE: ./build/src/harnesses/amp/rules/skill-frontmatter.js
/** An Agent Skill Amp skips, or whose `name` breaks `amp skill list`. */




const VALIDATION = `oracle: ${AMP_CASES}, case \`skills-validation\``;
/** Without trailing hyphens (a loop: `/-+$/` is quadratic on a long run of `-`). */
function trimHyphens(s) {
    let end = s.length;
    while (end > 0 && s[end - 1] === '-')
        end--;
    return s.slice(0, end);
}
const shown = (v) => (v.type === 'scalar' ? JSON.stringify(v.value) : v.type === 'seq' ? 'a list' : 'a map');
/* harmony default export */ const skill_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'amp/skill-frontmatter',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An Agent Skill (`.agents/skills/**/SKILL.md`, `.claude/skills/**/SKILL.md`) that Amp skips: no frontmatter, no `name` or `description`, a `name` that is not lower-case letters, digits and hyphens of at most 64 characters, a `description` that is not text; or a `name` that is not text, which breaks `amp skill list`.',
        kinds: ['amp-skill'],
        harness: 'amp',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Amp ${AMP_VERSION} (${AMP_CASES}, ${AMP_MUTATIONS}): \`amp skill list\` lists the skills it loaded and "Skipped skills with errors" with a reason: "Missing YAML frontmatter" (none, or never closed), "Missing required fields in frontmatter" (\`name\` or \`description\` missing, empty or null, or a frontmatter that is not a map), "Invalid skill name" (capitals, spaces, \`_\`, a blank name, a trailing hyphen, "must be 64 characters or less"), "Invalid YAML" (broken YAML, a duplicate key) — case \`skills-validation\`. A \`description\` that is a number, a boolean or a map is worse: \`amp skill list\` then shows none of the project's skills, or only some, and no message (case \`skills-description-hides-others\`: two valid skills beside one with \`description: 7\`, nothing listed; case \`skills-description-not-text\`); a blank one or a list loads. A \`name\` that is a number or a list loads as text, but a boolean \`name\` beside any other skill makes \`amp skill list\` fail with "n.name.localeCompare is not a function" (case \`skills-name-boolean\`), so every non-text \`name\` is reported: as an error for a boolean or a map, a warning for a number or a list. A \`name\` that differs from its folder, a long \`description\` (1,100 characters) and unknown keys load.`,
        examples: {
            file: '.agents/skills/Release_Notes/SKILL.md',
            wrong: '---\nname: Release_Notes\ndescription: Writes release notes from the changelog\n---\nRead CHANGELOG.md.\n',
            right: '---\nname: release-notes\ndescription: Writes release notes from the changelog\n---\nRead CHANGELOG.md.\n',
            // Shared skill folders alone do not select Amp: its settings file does.
            context: { '.amp/settings.json': '{}\n' },
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        const first = (0,source/* firstLine */.TM)(artifact.file);
        if (!fm?.present) {
            ctx.report({ message: `no YAML frontmatter: Amp skips the skill ("Missing YAML frontmatter"; ${VALIDATION})`, range: first });
            return;
        }
        const root = artifact.root;
        if (root?.type !== 'map')
            return; // the frontmatter problem (kinds/amp.ts) says Amp skips it
        for (const key of ['name', 'description']) {
            const pair = root.pairs.find((p) => p.key === key);
            const v = pair?.value;
            if (!pair || !v || (v.type === 'scalar' && (v.value === null || v.value === ''))) {
                ctx.report({ message: `${pair ? `empty \`${key}\`` : `no \`${key}\``}: Amp skips the skill ("Missing required fields in frontmatter"; ${VALIDATION})`, range: pair ? (0,pair_range/* valueOrKeyRange */.p)(pair) : fm.openRange, jsonPath: pair?.path });
                continue;
            }
            if (key === 'description') {
                if (v.type === 'map' || (v.type === 'scalar' && typeof v.value !== 'string')) {
                    ctx.report({ message: `\`description\` is ${shown(v)}, not text: Amp then lists none (or only some) of the project's skills, without a message (oracle: ${AMP_CASES}, case \`skills-description-hides-others\`)`, range: v.range, jsonPath: pair.path });
                }
                continue;
            }
            if (v.type === 'map' || (v.type === 'scalar' && typeof v.value === 'boolean')) {
                ctx.report({ message: `\`name\` is ${shown(v)}, not text: ${v.type === 'map' ? 'Amp skips the skill ("Invalid skill name")' : 'beside any other skill `amp skill list` fails ("n.name.localeCompare is not a function"; case `skills-name-boolean`)'} (oracle: ${AMP_CASES})`, range: v.range, jsonPath: pair.path });
                continue;
            }
            if (v.type !== 'scalar' || typeof v.value !== 'string') {
                ctx.report({ level: 'warn', message: `\`name\` is ${shown(v)}, not text: Amp reads it as text, which is fragile (a boolean breaks \`amp skill list\`, case \`skills-name-boolean\`); quote it (oracle: ${AMP_MUTATIONS})`, range: v.range, jsonPath: pair.path });
                continue;
            }
            const name = v.value;
            const bad = !AMP_SKILL_NAME_CHARS.test(name) || name.endsWith('-');
            if (bad || name.length > AMP_SKILL_NAME_MAX) {
                const fixed = trimHyphens(trimHyphens(name.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-')).slice(0, AMP_SKILL_NAME_MAX));
                const why = bad ? 'lower-case letters, digits and hyphens, no trailing hyphen' : `${AMP_SKILL_NAME_MAX} characters or less (this one has ${name.length})`;
                ctx.report({
                    message: `\`name\` ${JSON.stringify(name)} must be ${why}: Amp skips the skill ("Invalid skill name"; ${VALIDATION})`,
                    range: v.range,
                    jsonPath: pair.path,
                    suggestion: fixed && fixed !== name ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: fixed }] } : undefined,
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/rules/shared/names.js
var names = __webpack_require__(1763);
;// CONCATENATED MODULE: ./build/src/harnesses/amp/rules/skill-name-unique.js
/** Two Agent Skills Amp reads with one `name`: Amp lists only one of them. */




/* harmony default export */ const skill_name_unique = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'amp/skill-name-unique',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Two Agent Skills Amp reads (`.agents/skills`, `.claude/skills`) with the same `name`: Amp lists only one of them.',
        kinds: ['amp-skill'],
        harness: 'amp',
        optIn: false,
        fixable: false,
        rationale: `Observed on Amp ${AMP_VERSION} (oracle/amp/cases.json, case \`skills-layout\`): with \`.agents/skills/dup-a\` and \`dup-b\` both named \`dup\`, \`amp skill list\` listed one \`dup\` and said nothing of the other. Which one it keeps changed between runs (\`dup-b\` in the recorded case, \`dup-a\` in an earlier trial), so the finding is on every skill of the name.`,
        examples: {
            file: '.agents/skills/review-strict/SKILL.md',
            wrong: '---\nname: review\ndescription: Strict review\n---\nReview every line.\n',
            right: '---\nname: review-strict\ndescription: Strict review\n---\nReview every line.\n',
            context: { '.amp/settings.json': '{}\n', '.agents/skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview the diff.\n' },
        },
    },
    reads: { 'amp-skill': ['name'] },
    check(project, ctx) {
        for (const [name, clash] of (0,names/* nameClashes */.L6)((0,model/* artifactsOf */.Ns)(project, 'amp-skill'))) {
            for (const { artifact: a, pair, others } of clash) {
                ctx.report({ path: a.path, element: a.element, harness: 'amp', message: `Amp lists only one skill named \`${name}\`: ${others.join(', ')} has the same name, so one of them is never offered (oracle: oracle/amp/cases.json, case \`skills-layout\`)`, range: pair.value.range, jsonPath: pair.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/amp/rules/index.js
/** Amp (observed on the pinned CLI: src/harnesses/amp/known-values.ts). */



const AMP_RULES = [skill_frontmatter, skill_name_unique, mcp_servers];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

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



/***/ }),

/***/ 573:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DROID_RULES: () => (/* binding */ DROID_RULES),
  RULES: () => (/* binding */ DROID_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/droid/known-values.js
/**
 * Factory Droid. OBSERVED on the Droid CLI 0.225.2 (oracle/droid/probe.mjs: `droid exec` in airgap mode
 * against a loopback stub with a dummy key; oracle/droid/cases.json, recorded 2026-12-05); the custom-droid
 * page https://docs.factory.ai/cli/configuration/custom-droids (read 2026-12-05 through the `search` tool's stored
 * copy) says the same of the folder: "The CLI scans these folders (top-level files only)".
 */

const DROID_VERSION = pins_generated/* PINS */.$['droid'].version;
const DROID_CASES = 'oracle/droid/cases.json';
const DROID_DOCS_DROIDS = 'https://docs.factory.ai/cli/configuration/custom-droids';

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/rules/shared/pair-range.js
var pair_range = __webpack_require__(4627);
;// CONCATENATED MODULE: ./build/src/harnesses/droid/rules/droid-frontmatter.js
/** A custom droid the model is never told when to use: no description, or no frontmatter at all. */




const CASE = `oracle: ${DROID_CASES}, case \`droids-frontmatter\``;
/* harmony default export */ const droid_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'droid/droid-frontmatter',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A custom droid (`.factory/droids/*.md`) with no frontmatter, no `description` or an empty one: Droid lists it for the Task tool with an empty description, so the model is never told when to use it.',
        kinds: ['droid-droid'],
        harness: 'droid',
        optIn: false,
        fixable: false,
        rationale: `Observed on Droid ${DROID_VERSION} (${DROID_CASES}, case \`droids-frontmatter\`): the first model request of a \`droid exec\` turn lists every top-level droid as "- <name>: <description> (location: project)". A droid with no \`description\`, an empty one, no frontmatter or an unclosed one is listed as "- no-desc: (location: project)" (no frontmatter: under its file name). Droid rejects none of the other mistakes tried: no \`name\` lists the file name; broken YAML is read by a fallback line parser (the frontmatter problem says so); two droids with one name are both listed; an unknown \`model\`, \`tools\` or key is listed as is (whether a Task call then fails needs a model that calls it, not recorded). Those are not reported.`,
        examples: { file: '.factory/droids/reviewer.md', wrong: '---\nname: reviewer\n---\nReview the diff.\n', right: '---\nname: reviewer\ndescription: Reviews a diff for bugs; use before merging\n---\nReview the diff.\n' },
    },
    check(artifact, ctx) {
        if (artifact.path.slice('.factory/droids/'.length).includes('/'))
            return; // droid/droid-location: not read at all
        const fm = artifact.markdown?.frontmatter;
        const first = (0,source/* firstLine */.TM)(artifact.file);
        if (!fm?.present || fm.problems.some((p) => p.code === 'frontmatter-unclosed')) {
            ctx.report({ message: `${fm?.present ? 'the frontmatter is never closed' : 'no frontmatter'}: Droid lists this droid under its file name with an empty description, so the model is never told when to use it (${CASE})`, range: first });
            return;
        }
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const pair = root.pairs.find((p) => p.key === 'description');
        const v = pair?.value;
        if (!pair || !v || (v.type === 'scalar' && (v.value === null || String(v.value).trim() === ''))) {
            ctx.report({ message: `${pair ? 'empty `description`' : 'no `description`'}: Droid lists this droid with an empty description, so the model is never told when to use it (${CASE})`, range: pair ? (0,pair_range/* valueOrKeyRange */.p)(pair) : fm.openRange, jsonPath: pair?.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/droid/rules/droid-location.js
/** A file in `.factory/droids/` that Droid does not read as a custom droid: in a subfolder, or not a lower-case `.md`. */



/* harmony default export */ const droid_location = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'droid/droid-location',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A custom droid in a subfolder of `.factory/droids/`, or with an extension other than a lower-case `.md`: Droid does not read it.',
        kinds: ['droid-droid'],
        harness: 'droid',
        optIn: false,
        fixable: false,
        rationale: `Observed on Droid ${DROID_VERSION} (${DROID_CASES}, case \`droids-layout\`): the request of a \`droid exec\` turn lists \`top.md\` among the custom droids, and not \`group/nested.md\`, \`upper.MD\` or \`notes.txt\` (nor Claude Code's \`.claude/agents/*.md\`). The documentation says the same of subfolders: "The CLI scans these folders (top-level files only)" (${DROID_DOCS_DROIDS}).`,
        examples: { file: '.factory/droids/review/strict.md', wrong: '---\nname: strict\ndescription: Strict review\n---\nReview every line.\n', right: '---\nname: strict\ndescription: Strict review\n---\nReview every line.\n', rightFile: '.factory/droids/strict.md' },
    },
    check(artifact, ctx) {
        const rest = artifact.path.slice('.factory/droids/'.length);
        const range = (0,source/* firstLine */.TM)(artifact.file);
        if (rest.includes('/')) {
            ctx.report({ message: `Droid reads only the files directly in \`.factory/droids/\`: this droid in \`${rest.slice(0, rest.lastIndexOf('/'))}/\` is never listed (oracle: ${DROID_CASES}, case \`droids-layout\`)`, range });
        }
        else if (!rest.endsWith('.md')) {
            ctx.report({ message: `Droid reads \`.md\` droid files (lower case), not \`${rest.slice(rest.lastIndexOf('.'))}\`: this droid is never listed (rename it to \`.md\`; oracle: ${DROID_CASES}, case \`droids-layout\`)`, range });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/droid/rules/skill-description.js
/** A skill Droid reads whose `description` is missing: Droid does not offer it to the model. */


/* harmony default export */ const skill_description = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'droid/skill-description',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An Agent Skill Droid reads (`.factory/skills`, `.agents/skills`) with no `description`: Droid does not offer it to the model.',
        kinds: ['droid-skill'],
        harness: 'droid',
        optIn: false,
        fixable: false,
        rationale: `Observed on Droid ${DROID_VERSION} (${DROID_CASES}, case \`skills\`): the first model request carries the descriptions of the skills in \`.factory/skills\` and \`.agents/skills\` (not \`.claude/skills\`), and nothing of a skill whose frontmatter has a \`name\` and no \`description\`.`,
        examples: { file: '.factory/skills/release/SKILL.md', wrong: '---\nname: release\n---\nTag and publish.\n', right: '---\nname: release\ndescription: Tags and publishes a release; use when asked to release\n---\nTag and publish.\n' },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        const root = artifact.root;
        if (!fm?.present || root?.type !== 'map')
            return;
        const pair = root.pairs.find((p) => p.key === 'description');
        const v = pair?.value;
        if (!pair || !v || (v.type === 'scalar' && (v.value === null || String(v.value).trim() === ''))) {
            ctx.report({ message: `${pair ? 'empty `description`' : 'no `description`'}: Droid does not offer this skill to the model (oracle: ${DROID_CASES}, case \`skills\`)`, range: pair ? (v?.range ?? pair.keyRange) : fm.openRange, jsonPath: pair?.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/droid/rules/index.js
/** Factory Droid (observed on the pinned CLI: src/harnesses/droid/known-values.ts). */



const DROID_RULES = [droid_location, droid_frontmatter, skill_description];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

/***/ 925:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KILO_RULES: () => (/* binding */ KILO_RULES),
  RULES: () => (/* binding */ KILO_RULES)
});

;// CONCATENATED MODULE: ./build/src/harnesses/kilo-code/known-values.js
/**
 * Kilo Code: OBSERVED on its CLI, `@kilocode/cli` 7.7.7 (an OpenCode fork), run offline by
 * oracle/kilo-code/probe.mjs; each value names the recorded case in oracle/kilo-code/
 * (cases.json, mutations.json) that shows it. Recorded 2026-12-04.
 */
/** The recorded cases, for rule messages. */
const KILO_CASES = 'oracle/kilo-code/cases.json';
const KILO_MUTATIONS = 'oracle/kilo-code/mutations.json';
/** Kilo Code's page on custom modes (the VS Code extension's `.kilocodemodes`). */
const KILO_DOCS_MODES = 'https://kilo.ai/docs/customize/custom-modes';
/**
 * The tool groups a `.kilocodemodes` mode grants. Kilo 7.7.7 turns each group into an agent permission
 * (case `modes-valid`: `read`, `edit`, `command` → `bash`, `mcp`; `browser`); an unknown group becomes a
 * permission of its own name that no tool asks for (case `modes-lenient`: `teleport: allow`).
 */
const KILO_MODE_GROUPS = ['read', 'edit', 'browser', 'command', 'mcp'];

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/kilo-code/rules/legacy-modes.js
/** `.kilocodemodes` (the Kilo Code extension's custom modes), as Kilo Code's CLI turns its modes into agents. */





/* harmony default export */ const legacy_modes = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'kilo-code/legacy-modes',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `.kilocodemodes` file Kilo Code\'s CLI reads no mode from (no `customModes`, or a mode whose `groups` is missing or not a list drops every mode of the file), or a mode it loads wrongly (no `slug`, a role or slug that is an object, an unknown group).',
        kinds: ['kilo-legacy-modes'],
        harness: 'kilo-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Kilo Code's CLI 7.7.7 with \`kilo debug config\` (oracle: ${KILO_CASES}, cases \`modes-valid\`, \`modes-one-invalid\`, \`modes-lenient\`, \`modes-json\`, \`modes-no-custommodes\`; and ${KILO_MUTATIONS}): each mode of \`customModes\` becomes a primary agent named by its \`slug\`, its \`roleDefinition\` the prompt (none: an empty prompt) and its \`groups\` the permissions. A file whose modes are not under \`customModes\` gives no agent (case \`modes-no-custommodes\`). One mode whose \`groups\` is missing, a number or an object drops every mode of the file without a word (\`kilo-legacy-modes:/customModes/0/groups:remove\`, \`…:type:number\`, \`…:type:object\`). A mode without \`slug\` loads as the agent \`undefined\`, a slug or role that is an object as \`[object Object]\` (\`…/slug:remove\`, \`…/slug:type:object\`, \`…/roleDefinition:type:object\`). An unknown group becomes a permission no tool asks for (case \`modes-lenient\`).`,
        examples: {
            file: '.kilocodemodes',
            wrong: 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review code.\n',
            right: 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review code.\n    groups: [read]\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (root?.type !== 'map')
            return;
        const modes = (0,tree/* getPair */.xf)(root, 'customModes');
        if (!modes) {
            ctx.report({ message: 'Kilo Code reads no mode from this file: its modes go in a `customModes` list (case `modes-no-custommodes`)', range: root.pairs[0]?.keyRange ?? (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        if (modes.value?.type !== 'seq')
            return;
        for (const mode of modes.value.items) {
            if (mode.type !== 'map')
                continue;
            const slug = (0,tree/* getPair */.xf)(mode, 'slug');
            const groups = (0,tree/* getPair */.xf)(mode, 'groups');
            if (!groups || (groups.value?.type !== 'seq' && !(groups.value?.type === 'scalar' && typeof groups.value.value === 'string'))) {
                ctx.report({ message: `Kilo Code drops every mode of this file without a word: this mode's \`groups\` is ${groups ? (0,json_type/* shownValue */.JJ)(groups.value) : 'missing'}, not a list (\`kilo-legacy-modes:/customModes/0/groups:remove\`, \`…:type:number\`, \`…:type:object\`)`, range: groups?.value?.range ?? mode.range, jsonPath: groups?.path ?? mode.path });
            }
            else if (groups.value?.type === 'seq') {
                for (const g of groups.value.items) {
                    const name = g.type === 'scalar' ? g.value : g.type === 'seq' && g.items[0]?.type === 'scalar' ? g.items[0].value : undefined;
                    if (typeof name === 'string' && !KILO_MODE_GROUPS.includes(name)) {
                        ctx.report({ message: `\`${name}\` is not a tool group (${KILO_MODE_GROUPS.join(', ')}): Kilo Code makes it a permission no tool asks for (case \`modes-lenient\`)`, range: g.range, jsonPath: g.path, level: 'warn' });
                    }
                }
            }
            if (!slug)
                ctx.report({ message: 'this mode has no `slug`: Kilo Code loads it as the agent `undefined` (`kilo-legacy-modes:/customModes/0/slug:remove`)', range: mode.range, jsonPath: mode.path, level: 'warn' });
            // Only an object was probed (`…:type:object`); what a list becomes is not recorded, so a list is not reported.
            else if (slug.value?.type === 'map')
                ctx.report({ message: `\`slug\` is ${(0,json_type/* shownValue */.JJ)(slug.value)}: Kilo Code loads the mode as the agent \`[object Object]\` (\`kilo-legacy-modes:/customModes/0/slug:type:object\`)`, range: slug.value.range, jsonPath: slug.path, level: 'warn' });
            const role = (0,tree/* getPair */.xf)(mode, 'roleDefinition');
            if (role?.value?.type === 'map')
                ctx.report({ message: `\`roleDefinition\` is ${(0,json_type/* shownValue */.JJ)(role.value)}: Kilo Code's prompt for this mode is \`[object Object]\` (\`kilo-legacy-modes:/customModes/0/roleDefinition:type:object\`)`, range: role.value.range, jsonPath: role.path });
            else if (!role)
                ctx.report({ message: 'this mode has no `roleDefinition`: Kilo Code loads it with an empty prompt (case `modes-one-invalid`)', range: slug?.keyRange ?? mode.range, jsonPath: mode.path, level: 'warn' });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
;// CONCATENATED MODULE: ./build/src/harnesses/kilo-code/rules/rules-mode-folder.js
/** `.kilocode/rules-{slug}/`: Kilo Code's CLI reads these mode-specific rules for every agent. */




/* harmony default export */ const rules_mode_folder = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'kilo-code/rules-mode-folder',
        effect: 'fails-at-run-time',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A rule file in `.kilocode/rules-{slug}/`: Kilo Code\'s CLI loads it as an instruction for every agent, not only for the mode `{slug}`.',
        kinds: ['kilo-rule'],
        harness: 'kilo-code',
        optIn: false,
        fixable: false,
        rationale: `Observed on Kilo Code's CLI 7.7.7 (oracle: ${KILO_CASES}, case \`layout\`): \`kilo debug config\` lists \`.kilocode/rules-code/code-only.md\` among the \`instructions\` every agent gets, beside \`.kilocode/rules/style.md\` and \`.kilo/rules/k.md\`. The Kilo Code editor extension (like Roo Code) scoped a \`rules-{slug}\` folder to the mode with that slug; the CLI does not, so a rule written for one mode (say, "never run commands" for an \`ask\` mode) reaches all of them. Move it into the agent's own prompt (\`.kilo/agent/<slug>.md\`) to keep it scoped.`,
        examples: {
            file: '.kilocode/rules-architect/plans.md',
            wrong: 'Write plans only; never edit code.\n',
            right: '---\ndescription: Plans the work\n---\nWrite plans only; never edit code.\n',
            rightFile: '.kilo/agent/architect.md',
        },
    },
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'kilo-rule')) {
            const slug = /^\.kilocode\/rules-([^/]+)\//.exec(a.path)?.[1];
            if (!slug)
                continue;
            ctx.report({
                path: a.path,
                element: a.element,
                harness: a.harness,
                message: `Kilo Code's CLI loads this file for every agent, not only for the mode \`${slug}\`: its folder names that mode, but the CLI loads the file as an instruction for every agent (oracle: ${KILO_CASES}, case \`layout\`)`,
                range: a.file.text === '' ? a.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(a.file),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/kilo-code/rules/index.js
/** Kilo Code (observed on its CLI 7.7.7: oracle/kilo-code/). */


const KILO_RULES = [rules_mode_folder, legacy_modes];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

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



/***/ }),

/***/ 7512:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ROO_CODE_RULES: () => (/* binding */ ROO_CODE_RULES),
  RULES: () => (/* binding */ ROO_CODE_RULES)
});

;// CONCATENATED MODULE: ./build/src/harnesses/roo-code/known-values.js
/**
 * Roo Code: every value here is DOCUMENTED, none is observed. Roo Code is a VS Code extension with no
 * command-line build that runs here, so agentlint has no oracle for it; each Roo Code rule says
 * "documented" and links its source: Roo Code's documentation (docs.roocode.com) and the schema and
 * loader Roo Code publishes in its repository (github.com/RooCodeInc/Roo-Code), read 2026-12-04.
 */
/** https://docs.roocode.com/features/custom-modes — `.roomodes`, mode properties, `.roo/rules-{slug}/`. */
const ROO_DOCS_MODES = 'https://docs.roocode.com/features/custom-modes';
/** https://docs.roocode.com/features/custom-instructions — `.roo/rules/`, `.roo/rules-{slug}/`, `.roorules`. */
const ROO_DOCS_INSTRUCTIONS = 'https://docs.roocode.com/features/custom-instructions';
/**
 * The schema Roo Code validates `.roomodes` with (zod, `packages/types/src/mode.ts`, read 2026-12-04):
 * `customModes: z.array(modeConfigSchema)` refined with "Duplicate mode slugs are not allowed";
 * `modeConfigSchema`: `slug` (regex `^[a-zA-Z0-9-]+$`, "Slug must contain only letters numbers and dashes"),
 * `name` (string, min 1, "Name is required"), `roleDefinition` (string, min 1, "Role definition is required"),
 * `whenToUse`, `description`, `customInstructions` (optional strings), `groups` (group entries, "Duplicate
 * groups are not allowed"), `source` (`global` | `project`, optional). A group entry is a tool group or a
 * `[group, { fileRegex?, description? }]` tuple; `fileRegex` must compile ("Invalid regular expression pattern").
 */
const ROO_MODE_SCHEMA = 'https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts';
/**
 * The loader (`src/core/config/CustomModesManager.ts`, `loadModesFromFile`, read 2026-12-04): the file is
 * parsed as YAML; without `customModes` it yields no mode; then `customModesSettingsSchema.safeParse(settings)`,
 * and on failure "Schema validation failed", an error notification listing the issues for `.roomodes`, and
 * `return []`: one invalid mode drops every mode of the file.
 */
const ROO_MODES_LOADER = 'https://github.com/RooCodeInc/Roo-Code/blob/main/src/core/config/CustomModesManager.ts';
/** `packages/types/src/tool.ts` (read 2026-12-04): `toolGroups = ["read", "edit", "browser", "command", "mcp", "modes"]`; `browser` is deprecated and stripped before validation in recent releases. */
const ROO_TOOL_GROUPS = ['read', 'edit', 'browser', 'command', 'mcp', 'modes'];
const ROO_MODE_FIELDS = {
    slug: 'slug',
    name: 'required-string',
    roleDefinition: 'required-string',
    whenToUse: 'string',
    description: 'string',
    customInstructions: 'string',
    groups: 'groups',
    source: 'source',
};
/**
 * The built-in modes' slugs (`DEFAULT_MODES` in `packages/types/src/mode.ts`, read 2026-12-04, and the docs'
 * "Using Modes" page): a `.roo/rules-{slug}/` folder for one of these or for a `.roomodes` slug is read.
 */
const ROO_BUILTIN_MODES = ['architect', 'code', 'ask', 'debug', 'orchestrator'];

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/roo-code/rules/modes-schema.js
/** `.roomodes` that Roo Code's schema rejects: one bad mode and Roo Code loads none of the file's modes. */





const SLUG = /^[a-zA-Z0-9-]+$/;
const DROPS = `Roo Code then rejects the whole file and loads none of its modes (documented: ${ROO_MODE_SCHEMA})`;
/** A value with its type (`the number \`5\``), a collection or a null as shownValue words it. */
const kindOf = (v) => (v.type === 'scalar' && v.value !== null ? `the ${(0,json_type/* jsonType */.Br)(v)} \`${String(v.value)}\`` : (0,json_type/* shownValue */.JJ)(v, 'a list'));
/** Where a missing key of a mode is reported: its first key, or the mode itself. */
function modeStart(mode) {
    return mode.pairs[0]?.keyRange ?? mode.range;
}
function checkGroups(ctx, artifactPath, groups) {
    if (groups.type !== 'seq')
        return ctx.report({ message: `\`groups\` must be a list of tool groups, not ${kindOf(groups)}: ${DROPS}`, range: groups.range, jsonPath: groups.path });
    const seen = new Set();
    for (const entry of groups.items) {
        let nameNode = entry;
        if (entry.type === 'seq') {
            nameNode = entry.items[0];
            const options = entry.items[1];
            if (entry.items.length !== 2 || !nameNode || options?.type !== 'map') {
                ctx.report({ message: `a group with options must be \`[group, { fileRegex, description }]\`: ${DROPS}`, range: entry.range, jsonPath: entry.path });
                continue;
            }
            const regex = (0,tree/* getPair */.xf)(options, 'fileRegex')?.value;
            if (regex?.type === 'scalar' && typeof regex.value === 'string' && regex.value) {
                try {
                    new RegExp(regex.value);
                }
                catch (e) {
                    ctx.report({ message: `\`fileRegex\` \`${regex.value}\` is not a valid regular expression (${e.message.replace(/^Invalid regular expression: /, '')}): ${DROPS}`, range: regex.range, jsonPath: regex.path });
                }
            }
            else if (regex && !(regex.type === 'scalar' && (regex.value === null || typeof regex.value === 'string'))) {
                ctx.report({ message: `\`fileRegex\` must be a string, not ${kindOf(regex)}: ${DROPS}`, range: regex.range, jsonPath: regex.path });
            }
        }
        if (!nameNode || nameNode.type !== 'scalar' || typeof nameNode.value !== 'string') {
            if (nameNode)
                ctx.report({ message: `a tool group must be one of ${ROO_TOOL_GROUPS.map((g) => `\`${g}\``).join(', ')}, not ${kindOf(nameNode)}: ${DROPS}`, range: nameNode.range, jsonPath: nameNode.path });
            continue;
        }
        const name = nameNode.value;
        if (!ROO_TOOL_GROUPS.includes(name)) {
            const meant = (0,suggest/* meantValue */.Xt)(name, ROO_TOOL_GROUPS);
            ctx.report({
                message: `\`${name}\` is not a tool group: Roo Code's are ${ROO_TOOL_GROUPS.map((g) => `\`${g}\``).join(', ')}${meant ? ` (did you mean \`${meant.value}\`?)` : ''}; ${DROPS}`,
                range: nameNode.range,
                jsonPath: nameNode.path,
                suggestion: meant && (0,suggest/* writeMeant */.nA)(artifactPath, nameNode.range, meant, nameNode.raw.startsWith('"') ? JSON.stringify(meant.value) : meant.value),
            });
        }
        else if (seen.has(name)) {
            ctx.report({ message: `the group \`${name}\` is listed twice ("Duplicate groups are not allowed"): ${DROPS}`, range: nameNode.range, jsonPath: nameNode.path });
        }
        seen.add(name);
    }
}
/* harmony default export */ const modes_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'roo-code/modes-schema',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`.roomodes` that Roo Code\'s mode schema rejects (a slug with other characters than letters, digits and dashes, a missing or empty `name`/`roleDefinition`/`groups`, an unknown tool group, an invalid `fileRegex`, a duplicate slug or group): Roo Code then loads none of the file\'s modes.',
        kinds: ['roo-modes'],
        harness: 'roo-code',
        optIn: false,
        fixable: 'maybe',
        rationale: `Documented by Roo Code's published source. The schema (${ROO_MODE_SCHEMA}): \`slug\` matches \`^[a-zA-Z0-9-]+$\` ("Slug must contain only letters numbers and dashes"), \`name\` and \`roleDefinition\` are non-empty strings ("Name is required", "Role definition is required"), \`whenToUse\`, \`description\`, \`customInstructions\` are strings, \`groups\` is a list of tool groups (\`${ROO_TOOL_GROUPS.join('`, `')}\`) or \`[group, { fileRegex, description }]\` whose \`fileRegex\` compiles ("Invalid regular expression pattern"), with no group twice; no two modes share a slug ("Duplicate mode slugs are not allowed"). The loader (${ROO_MODES_LOADER}) validates the whole \`customModes\` list at once and, on failure, shows "Schema validation failed" and returns no mode: one mistake drops every mode of \`.roomodes\`. Keys outside the schema are dropped by it without a word (a warning here). Not observed: Roo Code is a VS Code extension with no command-line build here.`,
        examples: {
            file: '.roomodes',
            wrong: 'customModes:\n  - slug: docs writer\n    name: Docs Writer\n    roleDefinition: You write documentation.\n    groups: [read, edit]\n',
            right: 'customModes:\n  - slug: docs-writer\n    name: Docs Writer\n    roleDefinition: You write documentation.\n    groups: [read, edit]\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root)
            return;
        const modes = root.type === 'map' ? (0,tree/* getPair */.xf)(root, 'customModes') : undefined;
        if (!modes) {
            ctx.report({ level: 'warn', message: `\`.roomodes\` has no \`customModes\` list, so Roo Code loads no mode from it (documented: ${ROO_MODES_LOADER})`, range: root.type === 'map' ? (root.pairs[0]?.keyRange ?? root.range) : root.range });
            return;
        }
        const list = modes.value;
        if (!list || list.type !== 'seq') {
            ctx.report({ message: `\`customModes\` must be a list of modes, not ${list ? kindOf(list) : 'empty'}: ${DROPS}`, range: list?.range ?? modes.keyRange, jsonPath: modes.path });
            return;
        }
        const slugs = new Set();
        for (const mode of list.items) {
            if (mode.type !== 'map') {
                ctx.report({ message: `a mode must be an object with \`slug\`, \`name\`, \`roleDefinition\` and \`groups\`, not ${kindOf(mode)}: ${DROPS}`, range: mode.range, jsonPath: mode.path });
                continue;
            }
            for (const key of ['slug', 'name', 'roleDefinition', 'groups']) {
                if (!(0,tree/* getPair */.xf)(mode, key))
                    ctx.report({ message: `this mode has no \`${key}\`, which Roo Code requires: ${DROPS}`, range: modeStart(mode), jsonPath: mode.path });
            }
            for (const p of mode.pairs) {
                const want = ROO_MODE_FIELDS[p.key];
                const v = p.value;
                if (!want) {
                    const near = (0,suggest/* closest */.kp)(p.key, Object.keys(ROO_MODE_FIELDS));
                    ctx.report({ level: 'warn', message: `Roo Code's mode schema has no \`${p.key}\` key, and drops it${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''} (documented: ${ROO_MODE_SCHEMA})`, range: p.keyRange, jsonPath: p.path });
                    continue;
                }
                if (want === 'groups') {
                    if (v)
                        checkGroups(ctx, artifact.path, v);
                    else
                        ctx.report({ message: `\`groups\` is empty: it must be a list of tool groups (\`[]\` for none): ${DROPS}`, range: p.keyRange, jsonPath: p.path });
                    continue;
                }
                const isString = v?.type === 'scalar' && typeof v.value === 'string';
                if (!isString) {
                    if (v || want !== 'string')
                        ctx.report({ message: `\`${p.key}\` must be a string, not ${v ? kindOf(v) : 'empty'}: ${DROPS}`, range: v?.range ?? p.keyRange, jsonPath: p.path });
                    continue;
                }
                const text = String(v.value);
                if (want === 'required-string' && text.length === 0)
                    ctx.report({ message: `\`${p.key}\` is empty ("${p.key === 'name' ? 'Name' : 'Role definition'} is required"): ${DROPS}`, range: v.range, jsonPath: p.path });
                if (want === 'source' && text !== 'global' && text !== 'project')
                    ctx.report({ message: `\`source\` must be \`global\` or \`project\`, not \`${text}\`: ${DROPS}`, range: v.range, jsonPath: p.path });
                if (want === 'slug') {
                    if (!SLUG.test(text)) {
                        const fixed = text.trim().replace(/[\s_]+/g, '-').replace(/[^a-zA-Z0-9-]/g, '');
                        ctx.report({
                            message: `the slug \`${text}\` has characters other than letters, digits and dashes: Roo Code says "Slug must contain only letters numbers and dashes"; ${DROPS}`,
                            range: v.range,
                            jsonPath: p.path,
                            suggestion: fixed ? { msg: `write \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: fixed }] } : undefined,
                        });
                    }
                    else if (slugs.has(text)) {
                        ctx.report({ message: `a second mode with the slug \`${text}\` ("Duplicate mode slugs are not allowed"): ${DROPS}`, range: v.range, jsonPath: p.path });
                    }
                    slugs.add(text);
                }
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
;// CONCATENATED MODULE: ./build/src/harnesses/roo-code/rules/rules-mode-unknown.js
/** `.roo/rules-{slug}/` for a slug that is no built-in mode and no `.roomodes` mode: its rules are never used. */






/* harmony default export */ const rules_mode_unknown = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'roo-code/rules-mode-unknown',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `.roo/rules-{slug}/` folder whose slug is neither a built-in Roo Code mode nor a mode of `.roomodes`: its rules apply to no mode.',
        kinds: ['roo-rule'],
        harness: 'roo-code',
        optIn: false,
        fixable: false,
        rationale: `Documented (${ROO_DOCS_INSTRUCTIONS}): mode-specific instructions live in \`.roo/rules-{modeSlug}/\`, and are added to the prompt of the mode with that slug. A folder named for a slug no mode has (a typo, a mode's display name, a mode that was renamed) is read for no mode. The built-in slugs are ${ROO_BUILTIN_MODES.map((m) => `\`${m}\``).join(', ')} (Roo Code's \`DEFAULT_MODES\`); the repository's own modes are the slugs of \`.roomodes\`. Modes defined only in a user's global settings cannot be seen from the repository, so this is a warning. Not observed: Roo Code has no command-line build here.`,
        examples: {
            file: '.roo/rules-reveiwer/checklist.md',
            rightFile: '.roo/rules-reviewer/checklist.md',
            wrong: 'Check the tests first.\n',
            right: 'Check the tests first.\n',
            context: { '.roomodes': 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review changes.\n    groups: [read]\n' },
        },
    },
    check(project, ctx) {
        const custom = new Set();
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'roo-modes')) {
            const list = (0,tree/* getPair */.xf)(a.root, 'customModes')?.value;
            for (const m of list?.type === 'seq' ? list.items : []) {
                const slug = (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(m, 'slug')?.value);
                if (slug)
                    custom.add(slug);
            }
        }
        const known = [...ROO_BUILTIN_MODES, ...custom];
        const seen = new Set();
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'roo-rule')) {
            const slug = /^\.roo\/rules-([^/]+)\//.exec(a.path)?.[1];
            if (!slug || known.includes(slug) || seen.has(slug))
                continue;
            seen.add(slug);
            const near = (0,suggest/* closest */.kp)(slug, known);
            ctx.report({
                path: a.path,
                element: a.element,
                harness: a.harness,
                message: `the rules of \`.roo/rules-${slug}/\` apply to no mode: the folder is for a mode with the slug \`${slug}\`, and neither Roo Code's built-in modes nor \`.roomodes\` have one (documented: ${ROO_DOCS_INSTRUCTIONS})${near.length ? ` (did you mean \`rules-${near[0].value}\`?)` : ''}`,
                range: a.file.text === '' ? a.file.lines.range(0, 0) : (0,source/* firstLine */.TM)(a.file),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/roo-code/rules/index.js
/** Roo Code (documentation and published source only: no Roo Code build runs here, so none of these is observed). */


const ROO_CODE_RULES = [modes_schema, rules_mode_unknown];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ }),

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



/***/ }),

/***/ 5298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startServer: () => (/* binding */ startServer)
});

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver/lib/node/main.js
var main = __webpack_require__(900);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver-textdocument/lib/esm/main.js
var esm_main = __webpack_require__(2365);
// EXTERNAL MODULE: ./build/src/engine/version.js
var version = __webpack_require__(8860);
// EXTERNAL MODULE: ./build/src/report/explain.js
var explain = __webpack_require__(3699);
// EXTERNAL MODULE: ./build/src/harnesses/copilot/rules/index.js + 36 modules
var rules = __webpack_require__(2968);
// EXTERNAL MODULE: ./build/src/harnesses/codex/rules/index.js + 23 modules
var codex_rules = __webpack_require__(1073);
// EXTERNAL MODULE: ./build/src/harnesses/gemini/rules/index.js + 11 modules
var gemini_rules = __webpack_require__(1102);
// EXTERNAL MODULE: ./build/src/harnesses/opencode/rules/index.js + 18 modules
var opencode_rules = __webpack_require__(9226);
// EXTERNAL MODULE: ./build/src/harnesses/cursor/rules/index.js + 20 modules
var cursor_rules = __webpack_require__(4034);
// EXTERNAL MODULE: ./build/src/harnesses/kilo-code/rules/index.js + 3 modules
var kilo_code_rules = __webpack_require__(925);
// EXTERNAL MODULE: ./build/src/harnesses/windsurf/rules/index.js + 4 modules
var windsurf_rules = __webpack_require__(367);
// EXTERNAL MODULE: ./build/src/harnesses/kiro/rules/index.js + 2 modules
var kiro_rules = __webpack_require__(8424);
// EXTERNAL MODULE: ./build/src/harnesses/roo-code/rules/index.js + 3 modules
var roo_code_rules = __webpack_require__(7512);
// EXTERNAL MODULE: ./build/src/harnesses/qwen-code/rules/index.js + 9 modules
var qwen_code_rules = __webpack_require__(284);
// EXTERNAL MODULE: ./build/src/harnesses/cline/rules/index.js + 7 modules
var cline_rules = __webpack_require__(3514);
// EXTERNAL MODULE: ./build/src/harnesses/auggie/rules/index.js + 4 modules
var auggie_rules = __webpack_require__(523);
// EXTERNAL MODULE: ./build/src/harnesses/amp/rules/index.js + 4 modules
var amp_rules = __webpack_require__(9083);
// EXTERNAL MODULE: ./build/src/harnesses/droid/rules/index.js + 4 modules
var droid_rules = __webpack_require__(573);
// EXTERNAL MODULE: ./build/src/formats/ai-rulez/rules/index.js + 8 modules
var ai_rulez_rules = __webpack_require__(6666);
// EXTERNAL MODULE: ./build/src/formats/agentltl/rules/index.js + 26 modules
var agentltl_rules = __webpack_require__(4149);
// EXTERNAL MODULE: ./build/src/formats/agent-plugins/rules/index.js + 3 modules
var agent_plugins_rules = __webpack_require__(9410);
;// CONCATENATED MODULE: ./build/src/rules/all-rules.generated.js

















/** The lazily loaded families, by name, in registry order. */
const LAZY_FAMILY_RULES = [
    ["copilot", rules.RULES],
    ["codex", codex_rules.RULES],
    ["gemini", gemini_rules.RULES],
    ["opencode", opencode_rules.RULES],
    ["cursor", cursor_rules.RULES],
    ["kilo-code", kilo_code_rules.RULES],
    ["windsurf", windsurf_rules.RULES],
    ["kiro", kiro_rules.RULES],
    ["roo-code", roo_code_rules.RULES],
    ["qwen-code", qwen_code_rules.RULES],
    ["cline", cline_rules.RULES],
    ["auggie", auggie_rules.RULES],
    ["amp", amp_rules.RULES],
    ["droid", droid_rules.RULES],
    ["ai-rulez", ai_rulez_rules.RULES],
    ["agentltl", agentltl_rules.RULES],
    ["agent-plugins", agent_plugins_rules.RULES],
];

// EXTERNAL MODULE: ./build/src/rules/core.js + 21 modules
var core = __webpack_require__(5845);
;// CONCATENATED MODULE: ./build/src/rules/index.js



const rules_ALL_RULES = [...core/* LEADING_RULES */.pi, ...LAZY_FAMILY_RULES.flatMap(([, rules]) => rules), ...core/* TRAILING_RULES */.bJ];
const BY_ID = new Map(rules_ALL_RULES.map((r) => [r.meta.id, r]));
function ruleById(id) {
    return BY_ID.get(id);
}

// EXTERNAL MODULE: ./build/src/engine/fix.js + 1 modules
var fix = __webpack_require__(1140);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver/lib/common/api.js
var api = __webpack_require__(2104);
;// CONCATENATED MODULE: ./build/src/lsp/convert.js

/** The client's first supported preference; UTF-16 when it states none (the LSP default). */
function negotiateEncoding(offered) {
    for (const e of offered ?? [])
        if (e === 'utf-8' || e === 'utf-16' || e === 'utf-32')
            return e;
    return 'utf-16';
}
/** Width of a UTF-16 slice in the target encoding. */
function width(s, enc) {
    if (enc === 'utf-16')
        return s.length;
    let n = 0;
    for (const ch of s) {
        const cp = ch.codePointAt(0);
        n += enc === 'utf-32' ? 1 : cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    }
    return n;
}
function toLspPosition(p, file, enc) {
    const line = p.line - 1;
    if (enc === 'utf-16' || !file)
        return { line, character: p.column - 1 };
    const start = file.lines.lineStart(p.line);
    return { line, character: width(file.text.slice(start, p.offset), enc) };
}
function toLspRange(r, file, enc) {
    return { start: toLspPosition(r.start, file, enc), end: toLspPosition(r.end, file, enc) };
}
/** An LSP position as a UTF-16 offset into `file` (clamped to the line). */
function toOffset(p, file, enc) {
    const lines = file.lines;
    if (p.line >= lines.lineCount)
        return file.text.length;
    const start = lines.lineStart(p.line + 1);
    const end = lines.lineEnd(p.line + 1);
    if (enc === 'utf-16')
        return Math.min(start + p.character, end);
    let units = 0;
    let off = start;
    for (const ch of file.text.slice(start, end)) {
        if (units >= p.character)
            break;
        units += width(ch, enc);
        off += ch.length;
    }
    return off;
}
const SEVERITY = { error: api.DiagnosticSeverity.Error, warn: api.DiagnosticSeverity.Warning, info: api.DiagnosticSeverity.Information };
/**
 * One agentlint finding as an LSP diagnostic. `fileOf` gives the source of a
 * path (for the range and for related locations), `uriOf` its URI.
 */
function toLspDiagnostic(d, fileOf, uriOf, enc) {
    const out = {
        range: toLspRange(d.span.range, fileOf(d.span.path), enc),
        severity: SEVERITY[d.level],
        code: d.kind,
        codeDescription: { href: d.docs },
        source: 'agentlint',
        message: d.help ? `${d.message}\n${d.help}` : d.message,
        // What the finding means (not loaded, ignored, style only, …): for clients that filter or group.
        data: { effect: d.effect },
    };
    if (d.related.length > 0) {
        out.relatedInformation = d.related.map((r) => ({
            message: r.message,
            location: { uri: uriOf(r.span.path), range: toLspRange(r.span.range, fileOf(r.span.path), enc) },
        }));
    }
    // Migration findings are about a form that still works but is on its way out.
    if (d.category === 'migration')
        out.tags = [api.DiagnosticTag.Deprecated];
    return out;
}

;// CONCATENATED MODULE: ./build/src/lsp/actions.js



const FIX_ALL_KIND = 'source.fixAll.agentlint';
/** Same bound as the CLI's `--fix`. */
const MAX_FIX_PASSES = 10;
function workspaceEdit(edits, fileOf, uriOf, enc) {
    const changes = {};
    for (const e of edits) {
        const uri = uriOf(e.path);
        (changes[uri] ??= []).push({ range: toLspRange(e.range, fileOf(e.path), enc), newText: e.text });
    }
    return { changes };
}
/**
 * The `--fix` loop on one file's text: each pass takes the MachineApplicable
 * edits `selectFixes` takes (those in this file), applies them, and lints the
 * new text (`lintText`). Returns the final text.
 */
function fixAllText(path, text, first, lintText) {
    let current = text;
    let diagnostics = first;
    for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
        // Only findings whose every edit is in this document: the action edits one file.
        const here = diagnostics.filter((d) => d.suggestion && d.suggestion.edits.every((e) => e.path === path));
        const { applied, byFile } = (0,fix/* selectFixes */._u)(here, false);
        const edits = byFile.get(path);
        if (applied === 0 || !edits)
            break;
        current = (0,fix/* applyEdits */.ct)(current, edits);
        diagnostics = lintText(current);
    }
    return current;
}
/** One edit from the first to the last character that differ (keeps the cursor and undo small). */
function minimalEdit(before, after, enc) {
    const a = before.text;
    if (a === after)
        return undefined;
    let s = 0;
    while (s < a.length && s < after.length && a.charCodeAt(s) === after.charCodeAt(s))
        s++;
    let ea = a.length;
    let eb = after.length;
    while (ea > s && eb > s && a.charCodeAt(ea - 1) === after.charCodeAt(eb - 1)) {
        ea--;
        eb--;
    }
    // Never split a surrogate pair.
    if (s > 0 && isHigh(a.charCodeAt(s - 1)))
        s--;
    if (ea < a.length && isLow(a.charCodeAt(ea))) {
        ea++;
        eb++;
    }
    return { range: toLspRange(before.lines.range(s, ea), before, enc), newText: after.slice(s, eb) };
}
const isHigh = (c) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c) => c >= 0xdc00 && c <= 0xdfff;
/**
 * The edit that sets `rule: allow` in the file's frontmatter `lints:` map, or
 * undefined when the file has no frontmatter map to hold it (JSON kinds,
 * unparsable frontmatter, a flow-style `lints`).
 */
function disableRuleEdit(pf, rule) {
    const md = pf.artifacts[0]?.markdown;
    const fm = md?.frontmatter;
    if (!fm || !fm.present || !fm.root || fm.lenient)
        return undefined;
    const file = pf.file;
    const eol = file.text.includes('\r\n') ? '\r\n' : '\n';
    const lints = (0,tree/* getPair */.xf)(fm.root, 'lints');
    if (!lints) {
        // Before the closing fence.
        const at = fm.yamlOffset + fm.yaml.length;
        return { path: file.path, range: file.lines.range(at, at), text: `lints:${eol}  ${rule}: allow${eol}` };
    }
    const map = lints.value;
    if (map === null) {
        const at = file.lines.lineEnd(lints.keyRange.start.line);
        return { path: file.path, range: file.lines.range(at, at), text: `${eol}  ${rule}: allow` };
    }
    if (map.type !== 'map' || map.flow || map.pairs.length === 0)
        return undefined;
    const existing = map.pairs.find((p) => p.key === rule);
    if (existing) {
        if (!existing.value)
            return undefined;
        return { path: file.path, range: existing.value.range, text: 'allow' };
    }
    const last = map.pairs[map.pairs.length - 1];
    const indent = ' '.repeat(map.pairs[0].keyRange.start.column - 1);
    const at = file.lines.lineEnd(last.range.end.line);
    return { path: file.path, range: file.lines.range(at, at), text: `${eol}${indent}${rule}: allow` };
}

;// CONCATENATED MODULE: ./build/src/lsp/state.js
/**
 * What the language server keeps between messages, and the small helpers every handler shares: paths
 * and URIs, sources for position conversion, and the guard that keeps one failing handler from ending
 * the server.
 */


const DEFAULT_DEBOUNCE_MS = 5;
function newServerState(connection, documents) {
    return {
        connection,
        documents,
        enc: 'utf-16',
        root: process.cwd(),
        opts: { debounceMs: DEFAULT_DEBOUNCE_MS },
        watchRegistration: false,
        uris: new Map(),
        published: new Map(),
        byPath: new Map(),
        timers: new Map(),
        reportedInternal: new Set(),
    };
}
/** `f`, which logs what it throws to the client's console and returns `fallback` instead. */
const guard = (s, what, fallback, f) => (...a) => {
    try {
        return f(...a);
    }
    catch (err) {
        s.connection.console.error(`agentlint: ${what}: ${err?.stack ?? String(err)}`);
        return fallback;
    }
};
/** The URI of a root-relative path: the one the client used, else a file URI. */
const uriOf = (s, path) => s.uris.get(path) ?? (0,external_node_url_.pathToFileURL)((0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(s.root, path)).href;
/** The root-relative path of a URI, or undefined outside the workspace or when it is not a file. */
function relOf(s, uri) {
    if (!uri.startsWith('file:'))
        return undefined;
    try {
        return s.ws?.relPath((0,external_node_url_.fileURLToPath)(uri));
    }
    catch {
        return undefined;
    }
}
/** Sources of paths for position conversion, read once per use (UTF-16 needs none). */
function sources(s) {
    const cache = new Map();
    return (path) => {
        if (s.enc === 'utf-16' || !s.ws)
            return undefined;
        if (!cache.has(path))
            cache.set(path, s.ws.source(path));
        return cache.get(path);
    };
}

;// CONCATENATED MODULE: ./build/src/lsp/code-actions.js
/**
 * Code actions: per finding in the range, its suggestion as a quick fix and "disable the rule for this
 * file"; for the document, "fix all" (the `--fix` loop run in memory).
 */




function codeActions(s, { textDocument, range, context }) {
    const ws = s.ws;
    const rel = relOf(s, textDocument.uri);
    const file = rel !== undefined ? ws?.source(rel) : undefined;
    if (!ws || rel === undefined || !file)
        return [];
    const wants = (kind) => !context.only || context.only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const from = toOffset(range.start, file, s.enc);
    const to = toOffset(range.end, file, s.enc);
    const mine = s.byPath.get(rel) ?? [];
    const actions = [];
    if (wants(main.CodeActionKind.QuickFix))
        actions.push(...quickFixes(s, rel, file, mine.filter((d) => !(d.span.range.start.offset > to || d.span.range.end.offset < from))));
    if (wants(FIX_ALL_KIND) && mine.some((d) => d.suggestion?.applicability === 'MachineApplicable')) {
        const fixed = fixAll(s, rel, file);
        const edit = minimalEdit(file, fixed, s.enc);
        if (edit)
            actions.push({ title: 'Fix all auto-fixable agentlint problems', kind: FIX_ALL_KIND, edit: { changes: { [textDocument.uri]: [edit] } } });
    }
    return actions;
}
/** For each finding (in order): its suggestion, then disabling its rule for the file (never a config/* kind). */
function quickFixes(s, rel, file, findings) {
    const fileOf = sources(s);
    const toUri = (path) => uriOf(s, path);
    const pf = s.ws.parsed(rel);
    const actions = [];
    for (const d of findings) {
        const diag = toLspDiagnostic(d, fileOf, toUri, s.enc);
        const sug = d.suggestion;
        if (sug && sug.edits.length > 0) {
            actions.push({
                title: `${sug.msg} (${d.kind})`,
                kind: main.CodeActionKind.QuickFix,
                diagnostics: [diag],
                isPreferred: sug.applicability === 'MachineApplicable',
                edit: workspaceEdit(sug.edits, (p) => (p === rel ? file : fileOf(p)), toUri, s.enc),
            });
        }
        const disable = pf && !d.kind.startsWith('config/') ? disableRuleEdit(pf, d.kind) : undefined;
        if (disable) {
            actions.push({
                title: `Disable ${d.kind} for this file`,
                kind: main.CodeActionKind.QuickFix,
                diagnostics: [diag],
                edit: workspaceEdit([disable], () => file, toUri, s.enc),
            });
        }
    }
    return actions;
}
/** The `--fix` loop in memory; the workspace is put back as it was. */
function fixAll(s, rel, file) {
    const w = s.ws;
    const open = w.overlay.get(rel);
    const lintText = (text) => {
        w.update(rel, text);
        return w.results().diagnostics.filter((d) => d.span.path === rel);
    };
    try {
        return fixAllText(rel, file.text, s.byPath.get(rel) ?? [], lintText);
    }
    finally {
        w.update(rel, open);
    }
}

;// CONCATENATED MODULE: ./build/src/lsp/publish.js
/**
 * Publishing diagnostics: the workspace's findings grouped by file and converted for the client; only the
 * URIs whose diagnostics changed are sent, and always the document just edited (`force`).
 */



function publish(s, force) {
    if (!s.ws)
        return;
    const next = findingsByPath(s);
    s.byPath = next;
    const out = lspDiagnosticsByUri(s, next);
    for (const uri of s.published.keys())
        if (!out.has(uri))
            out.set(uri, []);
    if (force) {
        const uri = uriOf(s, force);
        if (!out.has(uri))
            out.set(uri, []);
    }
    sendChanged(s, out, force);
}
/** The workspace's findings by path; each rule's first internal error is also shown to the user. */
function findingsByPath(s) {
    const { diagnostics } = s.ws.results();
    const next = new Map();
    for (const d of diagnostics) {
        const list = next.get(d.span.path);
        if (list)
            list.push(d);
        else
            next.set(d.span.path, [d]);
        if (d.message.startsWith('internal error in ') && !s.reportedInternal.has(d.kind)) {
            // Reported once; the rule's other files keep their diagnostic, the server goes on.
            s.reportedInternal.add(d.kind);
            // A notification (window/showMessage), not window.showErrorMessage: that is a request, and a
            // client without window/showMessageRequest answers with an error that, unhandled, ends the server.
            void s.connection.sendNotification(main.ShowMessageNotification.type, { type: main.MessageType.Error, message: `agentlint: ${d.message}` });
        }
    }
    return next;
}
/** The LSP diagnostics of each URI: the findings, then the workspace's notes as hints on the first line. */
function lspDiagnosticsByUri(s, byPath) {
    const fileOf = sources(s);
    const toUri = (path) => uriOf(s, path);
    const out = new Map();
    for (const [path, ds] of byPath)
        out.set(toUri(path), ds.map((d) => toLspDiagnostic(d, fileOf, toUri, s.enc)));
    for (const note of s.ws.notes()) {
        const list = out.get(toUri(note.path)) ?? [];
        list.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 3, source: 'agentlint', message: note.message });
        out.set(toUri(note.path), list);
    }
    return out;
}
/** Send the lists that differ from the last published ones (the forced path's always), and remember them. */
function sendChanged(s, out, force) {
    for (const [uri, list] of out) {
        const json = JSON.stringify(list);
        const was = s.published.get(uri) ?? '[]';
        if (json === was && uri !== (force && uriOf(s, force)))
            continue;
        if (json === '[]')
            s.published.delete(uri);
        else
            s.published.set(uri, json);
        void s.connection.sendDiagnostics({ uri, diagnostics: list });
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./build/src/artifacts/gate.js
var gate = __webpack_require__(9126);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./build/src/engine/discover.js + 3 modules
var discover = __webpack_require__(1511);
// EXTERNAL MODULE: ./build/src/harnesses/registry.js + 36 modules
var registry = __webpack_require__(9643);
// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/engine/config.js + 1 modules
var config = __webpack_require__(4458);
// EXTERNAL MODULE: ./build/src/engine/pipeline.js + 6 modules
var pipeline = __webpack_require__(4629);
;// CONCATENATED MODULE: ./build/src/engine/run.js



/** Read the configuration and decide which rules run (default: the whole registry). */
function plan(root, configPath, rules = rules_ALL_RULES, harnesses) {
    return (0,pipeline/* plan */.et)(root, configPath, rules, harnesses);
}
/** Lint a tree: the whole pipeline. */
function lint(options) {
    const p = plan(options.root, options.configPath, options.rules ?? ALL_RULES, options.harnesses);
    return startLint(p, options).finish(p);
}

// EXTERNAL MODULE: ./build/src/engine/fingerprint.js
var fingerprint = __webpack_require__(5800);
// EXTERNAL MODULE: ./build/src/engine/suppressions/apply.js
var apply = __webpack_require__(3861);
// EXTERNAL MODULE: ./build/src/engine/suppressions/file.js
var file = __webpack_require__(331);
;// CONCATENATED MODULE: ./build/src/lsp/inputs.js
const EXTRA_READS = {
    'agents/skill-reference': ['skill', 'command', 'plugin'],
    'agents/agent-reference': ['agent', 'plugin'],
    'agents/duplicate-name': [],
    'commands/shadowed-by-skill': [],
    'skills/name-matches-directory': [],
    'skills/name-format': [],
    'plugin/component-paths': [],
    'marketplace/source-exists': ['plugin'],
};
/** The kinds a project rule reads, or undefined when unknown (re-run it on every edit). */
function projectRuleReads(rule) {
    const extra = EXTRA_READS[rule.meta.id];
    if (extra === undefined)
        return rule.meta.id.startsWith('ai-rulez/') ? [...rule.meta.kinds, 'ai-rulez-agent', 'ai-rulez-config'] : undefined;
    return [...rule.meta.kinds, ...extra];
}

;// CONCATENATED MODULE: ./build/src/lsp/workspace.js
/**
 * The language server's model of one workspace folder, kept between edits.
 *
 * A full load is the CLI's pipeline (plan, discover, rules, levels) with the
 * editor's open documents laid over the disk. An edit to an agent, skill,
 * command, MCP, hooks or AGENTLTL file re-parses that one file, re-runs its
 * artifact rules, and re-runs only the project rules that read its kinds
 * (`PROJECT_RULE_INPUTS`); manifests, marketplaces, ai-rulez files, the
 * configuration, and files created or deleted on disk reload everything
 * (they change what is discovered, or how).
 */













/** Kinds whose edit is re-parsed alone; any other kind reloads the workspace. */
const LOCAL_KINDS = new Set(['agent', 'skill', 'command', 'mcp', 'hooks', 'agentltl']);
class Workspace {
    opts;
    root;
    /** Open documents: root-relative path -> the editor's text. */
    overlay = new Map();
    plan;
    project;
    skipped = [];
    files = new Map();
    /** Every parsed file of a path: one per harness that reads it. */
    byPath = new Map();
    fileFindings = new Map();
    projectFindings = new Map();
    options = [];
    lintFile;
    configNote;
    /** agentlint-suppressions.json at the root, as on disk (the findings it records are not shown). */
    suppressions;
    suppressionsNote;
    /** How many full loads and single-file updates ran (tests and the benchmark read them). */
    stats = { loads: 0, updates: 0 };
    constructor(root, opts = {}) {
        this.opts = opts;
        this.root = (0,external_node_path_.resolve)(root);
    }
    /** Root-relative path of an absolute one; undefined outside the root. */
    relPath(abs) {
        const rel = (0,external_node_path_.relative)(this.root, abs).split('\\').join('/');
        return rel === '' || rel.startsWith('../') || rel === '..' || rel.startsWith('/') ? undefined : rel;
    }
    /** Is this path the configuration file? */
    isConfig(rel) {
        const cfg = (0,config/* findConfig */.u0)(this.root, this.opts.configPath) ?? (0,external_node_path_.resolve)(this.root, '.agentlint.yml');
        return (0,external_node_path_.resolve)(this.root, rel) === cfg || /^\.agentlint\.ya?ml$/.test(rel);
    }
    /** Is this path the suppressions file? */
    isSuppressionsFile(rel) {
        return rel === file/* SUPPRESSIONS_FILE */.e4;
    }
    /** Read the suppressions file again; an unusable one is a note on it, and nothing is suppressed. */
    loadSuppressions() {
        this.suppressionsNote = undefined;
        try {
            this.suppressions = (0,file/* readSuppressions */.Hl)((0,external_node_path_.resolve)(this.root, file/* SUPPRESSIONS_FILE */.e4), this.root);
        }
        catch (err) {
            this.suppressions = undefined;
            this.suppressionsNote = { path: file/* SUPPRESSIONS_FILE */.e4, message: `${err.message}; nothing is suppressed until it is fixed` };
        }
    }
    /** Plan, discover and lint everything (with the open documents' texts). */
    load() {
        this.stats.loads++;
        this.configNote = undefined;
        this.loadSuppressions();
        try {
            this.plan = plan(this.root, this.opts.configPath, this.opts.rules);
        }
        catch (err) {
            if (!(err instanceof pipeline/* ConfigError */.xL))
                throw err;
            // An unreadable configuration: say so, and lint with the defaults rather than not at all.
            this.configNote = { path: this.configRel(), message: `${err.message}; linting with the default rules` };
            this.plan = plan(this.root, emptyConfigFile(), this.opts.rules);
        }
        const overlay = new Map([...this.overlay].filter(([, text]) => text.length <= discover/* MAX_FILE_BYTES */.gZ));
        const { project, skipped } = (0,discover/* discover */.k4)(this.root, { ignore: this.plan.config.ignore, overlay, harnesses: this.plan.config.harnesses, catalog: this.plan.config.catalog, surfaces: this.plan.config.surfaces });
        this.project = project;
        this.skipped = skipped;
        // As in runPlan: a path's findings belong to the last file parsed for it.
        this.files = new Map(project.files.map((f) => [f.file.path, f]));
        this.byPath = new Map();
        for (const f of project.files)
            this.byPath.set(f.file.path, [...(this.byPath.get(f.file.path) ?? []), f]);
        this.lintFile = (0,pipeline/* fileLinter */.jp)(this.plan, (p) => this.files.get(p));
        this.fileFindings = new Map(project.files.map((f) => [f, this.lintFile(f)]));
        this.options = (0,pipeline/* optionFindings */.K9)(this.plan, project);
        this.projectFindings = new Map();
        for (const a of this.plan.active)
            if (a.rule.scope === 'project')
                this.projectFindings.set(a.rule.meta.id, (0,pipeline/* projectRuleFindings */.qH)(a, project, (p) => this.files.get(p)));
    }
    configRel() {
        const abs = (0,config/* findConfig */.u0)(this.root, this.opts.configPath);
        return abs ? (this.relPath(abs) ?? abs) : '.agentlint.yml';
    }
    /** Does any kind claim this path (so that a new file there is an artifact)? */
    claimed(rel) {
        if (registry/* KIND_SPECS */.uy.some((k) => k.matches?.(rel)))
            return true;
        for (const a of this.project.artifacts) {
            const pr = a.pluginRoot;
            if (pr === undefined)
                continue;
            const inPlugin = pr === '.' ? rel : rel.startsWith(`${pr}/`) ? rel.slice(pr.length + 1) : undefined;
            if (inPlugin !== undefined && registry/* KIND_SPECS */.uy.some((k) => k.matchesInPlugin?.(inPlugin)))
                return true;
        }
        // A new command, agent or skill inside a Gemini CLI extension folder.
        for (const a of this.project.artifacts) {
            if (a.kind !== 'gemini-extension')
                continue;
            const er = external_node_path_.posix.dirname(a.path);
            const inExt = er === '.' ? rel : rel.startsWith(`${er}/`) ? rel.slice(er.length + 1) : undefined;
            if (inExt !== undefined && registry/* KIND_SPECS */.uy.some((k) => k.matchesInGeminiExtension?.(inExt)))
                return true;
        }
        return false;
    }
    /**
     * The text of a file changed: `text` from the editor, or undefined to read the
     * disk again (a closed document, a change on disk). Returns how it was handled.
     */
    update(rel, text) {
        if (text !== undefined)
            this.overlay.set(rel, text);
        else
            this.overlay.delete(rel);
        if (this.isSuppressionsFile(rel)) {
            // Read from disk like the configuration: an edit counts once it is saved.
            if (text !== undefined)
                return 'none';
            this.loadSuppressions();
            return 'suppressions';
        }
        if (this.isConfig(rel)) {
            // The configuration is read from disk: typing in it changes nothing until it is saved
            // (the watched-file change) or closed.
            if (text !== undefined)
                return 'none';
            this.load();
            return 'reload';
        }
        const olds = this.byPath.get(rel);
        const old = olds?.[olds.length - 1];
        if (!olds || !old) {
            if (!this.claimed(rel))
                return 'none';
            this.load();
            return 'reload';
        }
        if (olds.some((o) => !LOCAL_KINDS.has(o.kind))) {
            this.load();
            return 'reload';
        }
        const body = text ?? (0,gate/* readGatedOrUndefined */.pS)(this.root, (0,external_node_path_.resolve)(this.root, rel));
        if (body === undefined || body.length > discover/* MAX_FILE_BYTES */.gZ) {
            // Deleted or too large now: discovery decides (and notes a skip).
            this.load();
            return 'reload';
        }
        // Each harness's reading of the file again, by the kind that read it before.
        const file = (0,source/* sourceFile */.sm)(rel, body);
        const fresh = new Map();
        try {
            for (const o of olds) {
                const spec = registry/* KIND_SPECS */.uy.find((k) => k.id === o.kind && (k.harness ?? undefined) === (o.harness ?? undefined)) ?? registry/* KIND_SPECS */.uy.find((k) => k.id === o.kind);
                if (!spec)
                    throw new Error(`no kind ${o.kind}`);
                const pf = spec.parse(file, { pluginRoot: o.artifacts[0]?.pluginRoot });
                if (spec.harness) {
                    pf.harness = spec.harness;
                    for (const a of pf.artifacts)
                        a.harness ??= spec.harness;
                }
                fresh.set(o, pf);
            }
        }
        catch {
            this.load();
            return 'reload';
        }
        this.stats.updates++;
        const news = [...fresh.values()];
        this.byPath.set(rel, news);
        this.files.set(rel, news[news.length - 1]);
        const files = this.project.files.map((f) => fresh.get(f) ?? f);
        const artifacts = files.flatMap((f) => f.artifacts);
        this.project = { ...this.project, files, artifacts };
        for (const o of olds)
            this.fileFindings.delete(o);
        for (const pf of news)
            this.fileFindings.set(pf, this.lintFile(pf));
        const kinds = new Set([...olds, ...news].flatMap((f) => [f.kind, ...f.artifacts.map((a) => a.kind)]));
        for (const a of this.plan.active) {
            if (a.rule.scope !== 'project')
                continue;
            const reads = projectRuleReads(a.rule);
            if (reads && !reads.some((k) => kinds.has(k)))
                continue;
            this.projectFindings.set(a.rule.meta.id, (0,pipeline/* projectRuleFindings */.qH)(a, this.project, (p) => this.files.get(p)));
        }
        if (this.options.length > 0)
            this.options = (0,pipeline/* optionFindings */.K9)(this.plan, this.project);
        return 'file';
    }
    /** Every finding after level layers (sorted by path and position). */
    results() {
        const raw = this.plan.configDiagnostics.map((d) => ({ d }));
        const layers = new Map();
        for (const pf of this.project.files) {
            const f = this.fileFindings.get(pf);
            if (!f)
                continue;
            for (const r of f.raw)
                raw.push(r);
            if (f.layer)
                layers.set(pf.file.path, f.layer);
        }
        for (const r of this.options)
            raw.push(r);
        for (const list of this.projectFindings.values())
            for (const r of list)
                raw.push(r);
        const levelled = (0,pipeline/* resolveLevels */.Gy)(this.plan.config.lints, raw, (file) => (file ? layers.get(file.file.path) : undefined), this.opts.callSite ?? []);
        if (!this.suppressions)
            return levelled;
        // As in the CLI's run: the fingerprints tell the recorded findings from new ones of the same rule and file.
        (0,fingerprint/* assignFingerprints */.Dz)(levelled.diagnostics);
        const applied = (0,apply/* applySuppressions */.px)(levelled.diagnostics, this.suppressions);
        const suppressed = [...levelled.suppressed, ...applied.suppressed];
        (0,pipeline/* sortDiagnostics */.Ds)(suppressed);
        return { diagnostics: applied.diagnostics, suppressed };
    }
    /** Files that were not linted, and an unusable configuration, as notes. */
    notes() {
        const out = this.skipped.map((s) => ({ path: s.path, message: `not linted: ${s.reason}` }));
        for (const [path, text] of this.overlay) {
            if (text.length > discover/* MAX_FILE_BYTES */.gZ)
                out.push({ path, message: `not linted: larger than ${discover/* MAX_FILE_BYTES */.gZ / 1024 / 1024} MiB (${text.length} characters)` });
        }
        if (this.configNote)
            out.push(this.configNote);
        if (this.suppressionsNote)
            out.push(this.suppressionsNote);
        return out;
    }
    parsed(rel) {
        return this.files.get(rel);
    }
    /** Paths of every linted file. */
    paths() {
        return [...this.files.keys()];
    }
    /** A file's source as the workspace sees it (open text, parsed file, configuration, or disk). */
    source(rel) {
        const open = this.overlay.get(rel);
        if (open !== undefined)
            return (0,source/* sourceFile */.sm)(rel, open);
        const pf = this.files.get(rel);
        if (pf)
            return pf.file;
        const cfg = this.plan.config.file;
        if (cfg && cfg.path === rel)
            return cfg;
        const disk = (0,gate/* readGatedOrUndefined */.pS)(this.root, (0,external_node_path_.resolve)(this.root, rel));
        return disk === undefined ? undefined : (0,source/* sourceFile */.sm)(rel, disk);
    }
}
let emptyConfig;
/** An empty configuration file: the defaults, for when the real one cannot be read. */
function emptyConfigFile() {
    if (!emptyConfig) {
        emptyConfig = (0,external_node_path_.join)((0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agentlint-lsp-')), 'empty.agentlint.yml');
        (0,external_node_fs_.writeFileSync)(emptyConfig, '');
    }
    return emptyConfig;
}

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/lsp/test-hook.js
/**
 * Test-only hook: with `AGENTLINT_TEST_THROWING_RULE=1` in its environment the
 * language server adds one agent rule, `test/throws`, that always throws, so
 * that tests can drive the internal-error path of the built server over LSP
 * (__tests__/lsp/server.test.ts). Unset (always, outside those tests), the
 * server uses the registry's rules unchanged.
 */


const THROWING_RULE_ENV = 'AGENTLINT_TEST_THROWING_RULE';
const throwing = (0,rule/* artifactRule */.p8)({
    meta: { id: 'test/throws', category: 'correctness', defaultLevel: 'warn', effect: 'fails-at-run-time', description: `Throws on every agent (test only: ${THROWING_RULE_ENV}).`, kinds: ['agent'], optIn: false, fixable: false },
    check() {
        throw new Error(`thrown on purpose (${THROWING_RULE_ENV})`);
    },
});
/** The rules the server lints with: undefined (the registry) unless the test hook is set. */
function serverRules(env = process.env) {
    return env[THROWING_RULE_ENV] === '1' ? [...rules_ALL_RULES, throwing] : undefined;
}

;// CONCATENATED MODULE: ./build/src/lsp/server.js
/**
 * `agentlint lsp`: the language server over stdio.
 *
 * On `initialized` it lints the workspace folder (the CLI's discovery,
 * configuration, rules and levels), then re-lints edited documents from the
 * editor's text (debounced), files changed on disk (watched files, registered
 * here) and the configuration. Diagnostics are published only for files whose
 * findings changed, and always for the document just edited.
 *
 * The state the handlers share is in ./state.ts; publishing in ./publish.ts, code actions in ./code-actions.ts.
 */














function startServer(input = process.stdin, output = process.stdout) {
    const connection = (0,main.createConnection)(main.ProposedFeatures.all, input, output);
    const s = newServerState(connection, new main.TextDocuments(esm_main/* TextDocument */.V));
    connection.onInitialize((params) => initialize(s, params));
    connection.onInitialized(guard(s, 'initial lint', undefined, () => lintWorkspace(s)));
    listenToDocuments(s);
    connection.onDidChangeWatchedFiles(guard(s, 'watched files', undefined, (params) => watchedFilesChanged(s, params)));
    connection.onCodeAction(guard(s, 'code action', [], (params) => codeActions(s, params)));
    connection.onHover(guard(s, 'hover', null, (params) => hover(s, params)));
    // How many full loads and single-file re-parses ran (tests and the benchmark check incrementality).
    connection.onRequest('agentlint/stats', () => ({ ...(s.ws?.stats ?? { loads: 0, updates: 0 }) }));
    connection.onShutdown(() => {
        for (const t of s.timers.values())
            clearTimeout(t);
        s.timers.clear();
    });
    s.documents.listen(connection);
    connection.listen();
    return connection;
}
/** Read the client's workspace, options and capabilities, create the workspace, and say what the server offers. */
function initialize(s, params) {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (folder?.startsWith('file:'))
        s.root = (0,external_node_url_.fileURLToPath)(folder);
    else if (params.rootPath)
        s.root = params.rootPath;
    const init = (params.initializationOptions ?? {});
    s.opts = {
        debounceMs: typeof init.debounceMs === 'number' && init.debounceMs >= 0 ? init.debounceMs : DEFAULT_DEBOUNCE_MS,
        configPath: typeof init.configPath === 'string' ? (0,external_node_path_.resolve)(s.root, init.configPath) : undefined,
    };
    s.enc = negotiateEncoding(params.capabilities.general?.positionEncodings);
    s.watchRegistration = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    s.ws = new Workspace(s.root, { configPath: s.opts.configPath, rules: serverRules() });
    return {
        capabilities: {
            positionEncoding: s.enc,
            // The text-document helper applies changes in UTF-16; other encodings get whole texts.
            textDocumentSync: { openClose: true, change: s.enc === 'utf-16' ? main.TextDocumentSyncKind.Incremental : main.TextDocumentSyncKind.Full },
            codeActionProvider: { codeActionKinds: [main.CodeActionKind.QuickFix, FIX_ALL_KIND] },
            hoverProvider: true,
        },
        serverInfo: { name: 'agentlint', version: version/* TOOL_VERSION */.wr },
    };
}
/** On `initialized`: watch the files that matter, lint the whole workspace with the open documents' texts, publish. */
function lintWorkspace(s) {
    if (s.watchRegistration) {
        void s.connection.client.register(main.DidChangeWatchedFilesNotification.type, {
            watchers: [{ globPattern: '**/*.{md,json,yaml,yml,toml}' }, { globPattern: '**/.agentlint.{yml,yaml}' }],
        });
    }
    // Documents opened before `initialized` are in the overlay from the start.
    for (const doc of s.documents.all()) {
        const rel = relOf(s, doc.uri);
        if (rel) {
            s.uris.set(rel, doc.uri);
            s.ws.overlay.set(rel, doc.getText());
        }
    }
    s.ws.load();
    publish(s);
}
/** Document sync: an edit re-lints after the debounce; closing a document lints what is on disk again. */
function listenToDocuments(s) {
    s.documents.onDidChangeContent(guard(s, 'change', undefined, ({ document }) => {
        const rel = relOf(s, document.uri);
        if (!rel)
            return;
        s.uris.set(rel, document.uri);
        schedule(s, rel, document.uri);
    }));
    s.documents.onDidClose(guard(s, 'close', undefined, ({ document }) => {
        const rel = relOf(s, document.uri);
        if (!rel || !s.ws)
            return;
        clearTimeout(s.timers.get(rel));
        s.timers.delete(rel);
        // What is on disk again.
        s.ws.update(rel, undefined);
        publish(s, rel);
    }));
}
/** Re-lint a document after the debounce delay (a newer edit restarts it). */
function schedule(s, rel, uri) {
    clearTimeout(s.timers.get(rel));
    s.timers.set(rel, setTimeout(() => {
        s.timers.delete(rel);
        relint(s, rel, uri);
    }, s.opts.debounceMs));
}
/** Lint a document's current text (or the disk's when it is not open) and publish. */
function relint(s, rel, uri) {
    guard(s, 're-lint', undefined, () => {
        if (!s.ws)
            return;
        const doc = s.documents.get(uri);
        s.ws.update(rel, doc ? doc.getText() : undefined);
        publish(s, rel);
    })();
}
/**
 * Files changed on disk: the configuration, or a file created or deleted, reloads the workspace; a changed
 * file re-lints unless the editor has it open (its text wins); the suppressions file always re-reads.
 */
function watchedFilesChanged(s, { changes }) {
    const ws = s.ws;
    if (!ws)
        return;
    let reload = false;
    for (const c of changes) {
        const rel = relOf(s, c.uri);
        if (!rel)
            continue;
        if (ws.isConfig(rel) || c.type !== main.FileChangeType.Changed)
            reload = true;
        else if (ws.isSuppressionsFile(rel))
            ws.update(rel, undefined);
        else if (!ws.overlay.has(rel))
            ws.update(rel, undefined);
    }
    if (reload)
        ws.load();
    publish(s);
}
/** The explanation of each rule with a finding at the position. */
function hover(s, { textDocument, position }) {
    const rel = relOf(s, textDocument.uri);
    const file = rel !== undefined ? s.ws?.source(rel) : undefined;
    if (rel === undefined || !file)
        return null;
    const at = toOffset(position, file, s.enc);
    const kinds = [...new Set((s.byPath.get(rel) ?? []).filter((d) => d.span.range.start.offset <= at && at <= d.span.range.end.offset).map((d) => d.kind))];
    const parts = kinds.map((k) => ruleById(k)).filter((r) => r !== undefined).map((r) => `**agentlint** \`${r.meta.id}\`\n\n\`\`\`text\n${(0,explain/* explainText */.lP)(r)}\`\`\``);
    return parts.length ? { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } } : null;
}


/***/ })

};
