export const id = 573;
export const ids = [573];
export const modules = {

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



/***/ })

};
