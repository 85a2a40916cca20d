export const id = 464;
export const ids = [464];
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



/***/ })

};
