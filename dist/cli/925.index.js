export const id = 925;
export const ids = [925];
export const modules = {

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



/***/ })

};
