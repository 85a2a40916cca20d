export const id = 512;
export const ids = [512];
export const modules = {

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



/***/ })

};
