export const id = 371;
export const ids = [371];
export const modules = {

/***/ 3654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ENTRY_KIND_ORDER),
/* harmony export */   G: () => (/* binding */ INVENTORY_SCHEMA_VERSION)
/* harmony export */ });
/** Bumped on any change to the JSON shape that is not an addition. */
const INVENTORY_SCHEMA_VERSION = 1;
const ENTRY_KIND_ORDER = [
    'marketplace', 'plugin', 'agent', 'skill', 'command', 'hook', 'mcp-server', 'lsp-server', 'monitor', 'instructions', 'output-style', 'settings', 'policy',
];


/***/ }),

/***/ 4752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inventoryOf: () => (/* binding */ inventoryOf)
});

// EXTERNAL MODULE: ./build/src/rules/families.js + 1 modules
var families = __webpack_require__(9490);
// EXTERNAL MODULE: ./build/src/engine/pipeline.js + 6 modules
var pipeline = __webpack_require__(4629);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/roots.js
var roots = __webpack_require__(136);
// EXTERNAL MODULE: ./build/src/harnesses/codex/plugin-kinds.js
var plugin_kinds = __webpack_require__(9969);
// EXTERNAL MODULE: ./build/src/harnesses/cursor/plugin-kinds.js
var cursor_plugin_kinds = __webpack_require__(4084);
// EXTERNAL MODULE: ./build/src/artifacts/harness.js
var artifacts_harness = __webpack_require__(6429);
;// CONCATENATED MODULE: ./build/src/artifacts/shared-files.js
/**
 * How each harness reads the files many harnesses share (`AGENTS.md` and Agent Skills `SKILL.md` under the
 * shared `.agents/skills` and `.claude/skills` folders), by the artifact kind agentlint gives the file for that harness.
 * Each line names its source: a recorded oracle case (oracle/<harness>/cases.json) or the documentation page
 * the harness's page under docs/harnesses/ quotes. Written 2026-12-05 from those pages.
 */
const SHARED_FILE_READING = {
    // AGENTS.md
    'codex-agents-md': {
        how: 'every AGENTS.md from the repository root down to the folder Codex runs in, joined; the chain is cut at 32,768 bytes (`project_doc_max_bytes`), mid-word; an AGENTS.override.md beside one replaces it',
        source: 'Codex cases agents-md-cap, agents-md-nested-cap',
    },
    'copilot-instructions': {
        how: 'the root AGENTS.md only, inlined verbatim with no size limit (a nested one is not read when Copilot starts at the root)',
        source: 'Copilot CLI cases agent-names, cloud-files',
    },
    'opencode-instructions': {
        how: 'the root AGENTS.md only; CLAUDE.md beside it is then not sent (without AGENTS.md, CLAUDE.md is)',
        source: 'OpenCode cases agents-md, claude-md-fallback',
    },
    'qwen-memory': {
        how: 'read with QWEN.md (QWEN.md first), sent as `--- Context from: … ---`; `@./file` imports are inlined; `context.fileName` in settings replaces both',
        source: 'Qwen Code cases layout, settings-context-filename, memory-imports',
    },
    'cursor-agents-md': {
        how: 'the root and subfolder AGENTS.md files, plain Markdown, no documented size limit',
        source: 'documented: https://cursor.com/docs/rules',
    },
    'gemini-memory': {
        how: 'only because `context.fileName` lists it, beside GEMINI.md; `@./file` imports are inlined',
        source: 'Gemini CLI cases memory-agents-md-unlisted, settings-jsonc',
    },
    'cline-agents-md': {
        how: 'the root AGENTS.md only, as the last rule ("Workspace AGENTS.md"), after the .clinerules rules; a nested AGENTS.md or a lower-case agents.md is not read',
        source: 'Cline CLI case agents-md',
    },
    'droid-agents-md': {
        how: 'the root AGENTS.md, and also `.factory/AGENTS.md` and the root CLAUDE.md; a nested or lower-case one is not sent from the root',
        source: 'Droid case instructions',
    },
    // SKILL.md under .agents/skills
    'codex-skill': {
        how: 'listed for the model within a character budget; a skill whose frontmatter fails is left out with an ERROR line in `codex exec` only',
        source: 'Codex cases skill-verdicts, skill-empty-frontmatter (codex/skill-load, codex/skill-list-budget)',
    },
    'gemini-skill': {
        how: 'listed by `gemini skills list`; one without `name` or `description` is left out without a word; a frontmatter strict YAML rejects is still read line by line',
        source: 'Gemini CLI cases agents-skills, skills, skill-yaml',
    },
    'qwen-skill': {
        how: '`name` and `description` required and not blank, `name` matching `^[\\p{L}\\p{N}_:.-]+$`; otherwise dropped with an ERROR in the debug log',
        source: 'Qwen Code case skills',
    },
    'cursor-skill': {
        how: 'any folder holding a SKILL.md, found recursively; the frontmatter fields Cursor honours are not documented',
        source: 'documented: https://cursor.com/docs/skills',
    },
    'cline-skill': {
        how: 'listed by `cline config skills`, also from `.cline/skills` and `.clinerules/skills`; no frontmatter or no `name` takes the folder name, no `description` is listed without one; broken YAML drops it',
        source: 'Cline CLI case skills',
    },
    'droid-skill': {
        how: 'offered with its description, beside `.factory/skills`; one without `description` is not offered; `.claude/skills` is not read',
        source: 'Droid case skills',
    },
    // SKILL.md under .claude/skills
    skill: {
        how: 'listed under its folder as `/<folder>` (`name` is only a display name); the description is cut at 1,536 characters in the listing',
        source: 'Claude Code rules-runtime cases (skills/name-matches-directory, skills/description-length)',
    },
    'copilot-skill': {
        how: 'listed by `copilot skill list` when other files show the repository uses Copilot; one without frontmatter, or whose description is over 1,024 characters, is listed as failed',
        source: 'Copilot CLI case skills',
    },
    'opencode-skill': {
        how: 'no `name` or broken YAML drops the skill; without `description` it is kept out of the request',
        source: 'OpenCode case skills',
    },
};
/** The files whose sharing the report explains: `AGENTS.md` anywhere, and `SKILL.md` in the shared skill folders. */
const SHARED_FILE = /(^|\/)AGENTS\.md$|^\.(?:agents|claude)\/skills\/.+\/SKILL\.md$/;

;// CONCATENATED MODULE: ./build/src/engine/inventory/shared.js
/**
 * Files several harnesses read (`AGENTS.md`, `SKILL.md` in `.agents/skills` and `.claude/skills`): for each
 * such file of the tree, the enabled harnesses that read it and how each reads it (SHARED_FILE_READING), and the
 * enabled harnesses agentlint does not model as reading it.
 */


function sharedFiles(project, selected) {
    const byPath = new Map();
    for (const a of project.artifacts) {
        if (!a.harness || !selected.includes(a.harness) || !SHARED_FILE.test(a.path))
            continue;
        const readers = byPath.get(a.path) ?? new Map();
        if (!readers.has(a.harness))
            readers.set(a.harness, a.kind);
        byPath.set(a.path, readers);
    }
    const out = [];
    for (const [path, readers] of [...byPath].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
        if (readers.size < 2)
            continue;
        const order = artifacts_harness/* HARNESSES */.Ls.filter((h) => readers.has(h));
        out.push({
            path,
            readers: order.map((harness) => {
                const kind = readers.get(harness);
                const r = SHARED_FILE_READING[kind];
                return { harness, title: artifacts_harness/* HARNESS_TITLES */.lX[harness], kind, how: r?.how ?? `read as ${kind}`, source: r?.source ?? 'the kind\'s discovery pattern' };
            }),
            notRead: artifacts_harness/* HARNESSES */.Ls.filter((h) => selected.includes(h) && !readers.has(h)),
        });
    }
    return out;
}

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/artifacts/names.js
var names = __webpack_require__(9225);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/rules/skills/slash-name.js
var slash_name = __webpack_require__(2689);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/rules/skills/scope.js
var scope = __webpack_require__(4208);
// EXTERNAL MODULE: ./build/src/engine/version.js
var version = __webpack_require__(8860);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/known-values/claude-code.js
var claude_code = __webpack_require__(3842);
// EXTERNAL MODULE: ./build/src/rules/shared/model-ref.js
var model_ref = __webpack_require__(8658);
// EXTERNAL MODULE: ./build/src/rules/shared/tool-list.js
var tool_list = __webpack_require__(2718);
;// CONCATENATED MODULE: ./build/src/engine/inventory/claude.js
/**
 * Claude Code's effective values for agents, skills and commands, read from the
 * same parsed frontmatter and known values the rules use (src/rules/shared/*):
 * the model after its alias is matched, the tools after unknown names are
 * dropped, the fields a plugin agent ignores left out.
 */




/** The frontmatter could not be read: Claude Code drops every field (constructs.json, the failing cases). */
function frontmatterUnreadable(a) {
    return a.markdown?.frontmatter.problems.some((p) => p.code === 'yaml-invalid' || p.code === 'frontmatter-unclosed') ?? false;
}
/** A model value as Claude Code uses it: an alias in lower case (aliases match case-insensitively), else as written. */
function effectiveModel(node) {
    if (!node || node.type !== 'scalar' || typeof node.value !== 'string' || node.value === '')
        return undefined;
    const v = node.value;
    return (0,model_ref/* classifyModel */.k$)(v).kind === 'alias' ? v.toLowerCase() : v;
}
/** The tools a list gives, and the entries Claude Code drops (with why). Renamed tools that still work count as their new name. */
function effectiveTools(a, field, spaces = false) {
    const node = (0,tree/* getNode */.Zl)(a.root, field);
    if (!node || node.type === 'map')
        return undefined;
    const kept = [];
    const dropped = [];
    for (const e of (0,tool_list/* toolEntries */.Tp)(a.file, node, spaces)) {
        const problem = (0,tool_list/* checkToolEntry */.j_)(e.text, `\`${field}\``);
        if (!problem || problem.level === 'info') {
            if (!kept.includes(e.text))
                kept.push(e.text);
            continue;
        }
        const m = /^([A-Za-z_][A-Za-z0-9_]*)(\(.*\))?$/s.exec(e.text);
        const retired = m ? claude_code/* RETIRED_TOOLS */.QI[m[1]] : undefined;
        if (retired?.stillWorks && retired.use.length === 1) {
            const now = `${retired.use[0]}${m[2] ?? ''}`;
            if (!kept.includes(now))
                kept.push(now);
            continue;
        }
        const reason = retired ? `${retired.status}, no longer a tool` : problem.malformed ? 'a malformed entry' : 'an unknown name';
        dropped.push({ field, written: e.text, reason });
    }
    return { kept, dropped };
}
function scalarText(node) {
    if (!node)
        return undefined;
    if (node.type === 'scalar')
        return node.value === null ? undefined : String(node.value);
    const v = (0,tree/* toValue */.BA)(node);
    return JSON.stringify(v);
}
/** A one-line description as shown in listings (long ones cut). */
function oneLine(s) {
    const flat = s.replace(/\s+/g, ' ').trim();
    return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}
/** First non-empty body line: the description Claude Code falls back to for a skill or command it cannot read. */
function firstBodyLine(a) {
    const line = a.markdown?.body.split(/\r?\n/).find((l) => l.trim() !== '');
    return line === undefined ? undefined : oneLine(line.replace(/^#+\s*/, ''));
}
const LIST_FIELDS = new Set(['skills']);
/** The values of a Claude Code agent, skill or command. `pluginName` names the plugin it ships in. */
function claudeValues(a, pluginName, findings = []) {
    // A value a rule says Claude Code ignores (an invalid `permissionMode`, a `maxTurns` that is not a number) is not in effect.
    const ignoredAt = (key) => findings.find((d) => d.span.jsonPath === `$.frontmatter.${key}` && d.effect === 'ignored');
    const values = {};
    const dropped = [];
    const unreadable = frontmatterUnreadable(a);
    if (a.kind === 'agent') {
        if (unreadable) {
            // A plugin agent still loads: placeholder description, every tool (constructs.json, pluginAgent `loaded`).
            values.description = `Agent from ${pluginName ?? 'the'} plugin`;
            values.model = claude_code/* MODEL_INHERIT */.UI;
            values.tools = 'all tools';
            return { values, dropped: [{ field: 'frontmatter', written: 'every field', reason: 'frontmatter is not readable' }] };
        }
        const desc = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'description'));
        if (desc !== undefined)
            values.description = oneLine(desc);
        values.model = effectiveModel((0,tree/* getNode */.Zl)(a.root, 'model')) ?? claude_code/* MODEL_INHERIT */.UI;
        const tools = effectiveTools(a, 'tools');
        values.tools = tools ? tools.kept : 'all tools';
        if (tools)
            dropped.push(...tools.dropped);
        const denied = effectiveTools(a, 'disallowedTools');
        if (denied && (denied.kept.length || denied.dropped.length)) {
            values.disallowedTools = denied.kept;
            dropped.push(...denied.dropped);
        }
        for (const pair of a.root?.type === 'map' ? a.root.pairs : []) {
            if (['name', 'description', 'model', 'tools', 'disallowedTools', 'lints'].includes(pair.key))
                continue;
            if (!claude_code/* AGENT_FIELDS */.SF.includes(pair.key))
                continue; // unknown keys are not read (schema/unknown-field says so)
            if (a.pluginDistributed && claude_code/* PLUGIN_IGNORED_AGENT_FIELDS */.DI.includes(pair.key)) {
                dropped.push({ field: pair.key, written: pair.key, reason: 'ignored for plugin agents' });
                continue;
            }
            if (ignoredAt(pair.key)) {
                dropped.push({ field: pair.key, written: scalarText(pair.value) ?? pair.key, reason: 'an invalid value' });
                continue;
            }
            const v = pair.key === 'mcpServers' || pair.key === 'hooks' ? keysOf(pair.value) : LIST_FIELDS.has(pair.key) ? listOf(pair.value) : scalarText(pair.value);
            if (v !== undefined)
                values[pair.key] = v;
        }
        return { values, dropped };
    }
    // Skills and commands.
    if (unreadable) {
        const line = firstBodyLine(a);
        if (line !== undefined)
            values.description = line;
        return { values, dropped: [{ field: 'frontmatter', written: 'every field', reason: 'frontmatter is not readable' }] };
    }
    const desc = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'description')) ?? firstBodyLine(a);
    if (desc !== undefined)
        values.description = oneLine(desc);
    const model = effectiveModel((0,tree/* getNode */.Zl)(a.root, 'model'));
    if (model)
        values.model = model;
    const allowed = effectiveTools(a, 'allowed-tools', true);
    if (allowed) {
        values['allowed-tools'] = allowed.kept;
        dropped.push(...allowed.dropped);
    }
    for (const pair of a.root?.type === 'map' ? a.root.pairs : []) {
        if (['name', 'description', 'model', 'allowed-tools', 'lints', 'metadata', 'license', 'compatibility'].includes(pair.key))
            continue;
        if (!claude_code/* SKILL_FIELDS */.Ig.includes(pair.key))
            continue;
        if (ignoredAt(pair.key)) {
            dropped.push({ field: pair.key, written: scalarText(pair.value) ?? pair.key, reason: 'an invalid value' });
            continue;
        }
        const v = pair.key === 'hooks' ? keysOf(pair.value) : pair.key === 'paths' ? listOf(pair.value) : scalarText(pair.value);
        if (v !== undefined)
            values[pair.key] = v;
    }
    return { values, dropped };
}
function keysOf(node) {
    if (!node)
        return undefined;
    if (node.type === 'map')
        return node.pairs.map((p) => p.key);
    if (node.type === 'seq')
        return node.items.map((i) => (i.type === 'scalar' ? String(i.value) : i.type === 'map' ? i.pairs.map((p) => p.key).join(',') : '?'));
    return scalarText(node) === undefined ? undefined : [scalarText(node)];
}
function listOf(node) {
    if (!node)
        return undefined;
    if (node.type === 'seq')
        return node.items.map((i) => scalarText(i) ?? '').filter(Boolean);
    const s = scalarText(node);
    return s === undefined ? undefined : s.split(',').map((x) => x.trim()).filter(Boolean);
}
/** The name Claude Code registers an agent under: `name` (the file name when unreadable), `plugin:` before it in a plugin. */
function claudeAgentName(a, pluginName) {
    const own = frontmatterUnreadable(a) ? (a.pluginDistributed ? a.path.slice(a.path.lastIndexOf('/') + 1).replace(/\.md$/i, '') : undefined) : (0,tree/* scalarString */.Cg)((0,tree/* getPair */.xf)(a.root, 'name')?.value);
    if (own === undefined)
        return undefined;
    return pluginName !== undefined && a.pluginDistributed ? `${pluginName}:${own}` : own;
}

;// CONCATENATED MODULE: ./build/src/engine/inventory/fate.js
/** A few words for a diff line: the wording of a reason already chosen by its effect (display only, decides nothing). */
function shortReason(d, a) {
    if (d.kind === 'schema/yaml-invalid' || /not valid YAML|malformed YAML|failed to parse YAML/i.test(d.message)) {
        // Strict YAML refused what Claude Code's re-read accepts: that is the difference between the harnesses.
        if (a?.markdown?.frontmatter.lenient && !a.markdown.frontmatter.problems.some((p) => p.code === 'yaml-invalid'))
            return 'frontmatter is not strict YAML';
        return 'frontmatter is not valid YAML';
    }
    if (/never closed with `---`|frontmatter-unclosed/.test(d.message))
        return 'frontmatter is never closed with `---`';
    // Parentheticals that are sources or hints, not reasons.
    // One optional blank before it, not `\s*`: that backtracks quadratically on long runs of blanks.
    const msg = d.message.replace(/ ?\((?:documented|did you mean|the log says)[^)]*\)/g, '');
    const m = /(?:does not load|fails to load|skips|drops|never reads) (?:this [^:]+?|\/\S+)(?: without a (?:word|message))?: (.+)$/s.exec(msg);
    const text = m ? m[1] : msg.split(/: /)[0];
    return text.replace(/ \("[^)]*\)/g, '').replace(/[.;]\s.*$/s, '').trim();
}
/** The finding that says the harness does not load `a`, if any (the first in file order). */
function notLoadedReason(a, findings, severalInFile) {
    for (const d of findings) {
        if (d.span.path !== a.path)
            continue;
        if (d.harness !== undefined && a.harness !== undefined && d.harness !== a.harness)
            continue;
        // A file with several artifacts (MCP servers, hooks): the finding must name this one.
        if (severalInFile && d.span.element && d.span.element.name !== a.element.name)
            continue;
        if (d.effect !== 'not-loaded')
            continue;
        return { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d, a) };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/engine/inventory/cross-manifest.js


const RULE = 'schema/plugin-manifests-agree';
function missedComponents(harness, findings) {
    const out = [];
    for (const d of findings) {
        const el = d.span.element;
        if (d.kind !== RULE || d.harness !== harness || el?.type !== 'skill')
            continue;
        const reason = { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d) };
        out.push({ kind: 'skill', artifactKind: 'skill', name: (0,names/* skillFolderName */.p)(el.name) ?? el.name, path: el.name, reason });
    }
    return out;
}

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/rules/hooks/walk.js
var walk = __webpack_require__(5301);
// EXTERNAL MODULE: ./build/src/engine/inventory/model.js
var model = __webpack_require__(3654);
;// CONCATENATED MODULE: ./build/src/engine/inventory/compute.js
/**
 * The inventory of a discovered tree: for each harness, the entries it loads
 * (with effective values) and the files it does not load (with the finding
 * that explains it). It reads the artifacts discovery parsed for the lint and
 * that lint's findings: one reading of each file.
 */

















/** The entry kind of each harness's artifact kinds (kinds not listed are not in the inventory). */
const ENTRY_KIND = {
    agent: 'agent', 'copilot-agent': 'agent', 'codex-role': 'agent', 'gemini-agent': 'agent', 'opencode-agent': 'agent', 'cursor-agent': 'agent',
    skill: 'skill', 'copilot-skill': 'skill', 'codex-skill': 'skill', 'codex-plugin-skill': 'skill', 'gemini-skill': 'skill', 'opencode-skill': 'skill', 'cursor-skill': 'skill',
    command: 'command', 'gemini-command': 'command', 'opencode-command': 'command',
    hooks: 'hook', 'copilot-hooks': 'hook', 'codex-hooks': 'hook', 'cursor-hooks': 'hook', 'cursor-plugin-hooks': 'hook',
    mcp: 'mcp-server', 'copilot-mcp': 'mcp-server', 'cursor-mcp': 'mcp-server', 'cursor-plugin-mcp': 'mcp-server',
    memory: 'instructions', 'copilot-instructions': 'instructions', 'codex-agents-md': 'instructions', 'gemini-memory': 'instructions',
    'opencode-instructions': 'instructions', 'cursor-rule': 'instructions', 'cursor-legacy-rules': 'instructions', 'cursor-agents-md': 'instructions',
    'output-style': 'output-style',
    plugin: 'plugin', 'copilot-plugin': 'plugin', 'gemini-extension': 'plugin', 'codex-plugin': 'plugin', 'codex-agent-plugin': 'plugin', 'cursor-plugin': 'plugin',
    marketplace: 'marketplace', 'copilot-marketplace': 'marketplace', 'codex-marketplace': 'marketplace', 'cursor-marketplace': 'marketplace',
    'plugin-lsp': 'lsp-server', 'plugin-monitors': 'monitor',
    settings: 'settings', 'plugin-settings': 'settings', 'copilot-settings': 'settings', 'codex-config': 'settings', 'gemini-settings': 'settings', 'opencode-config': 'settings',
    'gemini-policy': 'policy',
    'qwen-agent': 'agent', 'qwen-nested-agent': 'agent', 'qwen-skill': 'skill', 'qwen-command': 'command', 'qwen-md-command': 'command', 'qwen-memory': 'instructions', 'qwen-settings': 'settings',
};
/** Where a file-level artifact keeps its MCP servers (each becomes an entry). */
const MCP_KEYS = {
    'copilot-mcp': ['mcpServers', 'servers'],
    'cursor-mcp': ['mcpServers'],
    'cursor-plugin-mcp': ['mcpServers'],
    'opencode-config': ['mcp'],
    'codex-config': ['mcp_servers'],
    'gemini-settings': ['mcpServers'],
};
/** Kinds whose `hooks` map holds hook events (each event becomes an entry). */
const HOOK_HOLDERS = new Set(['hooks', 'copilot-hooks', 'codex-hooks', 'cursor-hooks', 'cursor-plugin-hooks', 'gemini-settings', 'gemini-extension']);
/**
 * The rules that report a hook handler the harness skips (with effect `ignored`): an event whose every handler
 * one of them reports runs nothing. Other `ignored` findings inside a handler are about one of its fields.
 */
const HANDLER_RULES = new Set(['hooks/handler', 'codex/hook-skipped', 'copilot/hook-skipped', 'copilot/hook-type']);
/** The rules that report, at its key, a hook event the harness ignores (effect `ignored`): none of its hooks run. */
const EVENT_RULES = new Set(['hooks/event-known', 'codex/hook-event-unknown', 'copilot/hook-event-unknown', 'cursor/hook-event-unknown', 'gemini/hooks']);
/** Values shown for the agents, skills and commands of the other harnesses, as written. */
const WRITTEN_KEYS = ['description', 'model', 'tools', 'mode', 'agent', 'infer', 'user-invocable', 'disable-model-invocation'];
function computeInventory(input) {
    const { project } = input;
    const selected = input.harnesses ?? project.harnesses ?? artifacts_harness/* HARNESSES */.Ls.filter((h) => project.artifacts.some((a) => a.harness === h));
    const origins = originIndex(project);
    const perFile = new Map();
    for (const a of project.artifacts)
        perFile.set(`${a.harness}\0${a.path}`, (perFile.get(`${a.harness}\0${a.path}`) ?? 0) + 1);
    const findings = [...input.findings].sort((x, y) => x.span.range.start.offset - y.span.range.start.offset);
    const harnesses = [];
    for (const harness of artifacts_harness/* HARNESSES */.Ls) {
        if (!selected.includes(harness))
            continue;
        const inv = { harness, title: artifacts_harness/* HARNESS_TITLES */.lX[harness], loaded: [], notLoaded: [] };
        const arts = project.artifacts.filter((a) => a.harness === harness);
        // Plugins (and Gemini extensions) that do not load take their components with them.
        const deadPlugins = new Map();
        for (const a of arts) {
            if (ENTRY_KIND[a.kind] !== 'plugin')
                continue;
            const r = notLoadedReason(a, findings, false);
            const root = a.data.pluginRoot ?? (a.kind === 'gemini-extension' ? external_node_path_.posix.dirname(a.path) : undefined);
            if (r && root !== undefined)
                deadPlugins.set(root, r);
        }
        for (const a of arts) {
            const kind = ENTRY_KIND[a.kind];
            if (!kind)
                continue;
            if (a.kind === 'mcp' && a.data.source === 'agent')
                continue; // an agent's own servers are one of its values
            const from = a.catalog ? { ...origins(a), catalog: a.catalog.as } : origins(a);
            // A plugin's own origin is its marketplace.
            const origin = kind === 'plugin' ? (from?.marketplace ? { marketplace: from.marketplace } : undefined) : from;
            const several = (perFile.get(`${a.harness}\0${a.path}`) ?? 0) > 1;
            const own = notLoadedReason(a, findings, several);
            const pluginRoot = a.pluginRoot ?? a.data.extensionRoot;
            const viaPlugin = kind !== 'plugin' && pluginRoot !== undefined ? deadPlugins.get(pluginRoot) : undefined;
            const reason = own ?? (viaPlugin && { ...viaPlugin, short: `its plugin${origin?.plugin ? ` \`${origin.plugin}\`` : ''} does not load (${viaPlugin.short})` });
            const mine = findings.filter((d) => d.span.path === a.path && (d.harness === undefined || d.harness === harness));
            const { entries, dead } = entriesOf(a, kind, project, origin, mine);
            inv.notLoaded.push(...dead);
            if (reason) {
                // A file that does not load: one entry for the file (its servers or events are not listed one by one).
                const e = entries[0] ?? { kind, name: a.element.name };
                inv.notLoaded.push({ kind: e.kind, artifactKind: a.kind, name: e.name, path: a.path, ...(origin ? { origin } : {}), reason });
                continue;
            }
            inv.loaded.push(...entries);
        }
        inv.notLoaded.push(...missedComponents(harness, findings));
        const order = (k) => model/* ENTRY_KIND_ORDER */.B.indexOf(k);
        const cmp = (x, y) => order(x.kind) - order(y.kind) || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0) || (x.path < y.path ? -1 : x.path > y.path ? 1 : 0);
        inv.loaded.sort(cmp);
        inv.notLoaded.sort(cmp);
        harnesses.push(inv);
    }
    return { schemaVersion: model/* INVENTORY_SCHEMA_VERSION */.G, tool: { name: version/* TOOL_NAME */.lH, version: version/* TOOL_VERSION */.wr }, harnesses, shared: sharedFiles(project, selected) };
}
/** The entries one artifact gives: usually one; a hooks file one per event, an MCP file one per server. */
function entriesOf(a, kind, project, origin, findings) {
    const base = (k, name, values = {}, dropped = []) => ({
        kind: k,
        artifactKind: a.kind,
        name,
        path: a.path,
        ...(origin ? { origin } : {}),
        values,
        dropped,
    });
    const out = [];
    if (a.harness === 'claude-code' && (a.kind === 'agent' || a.kind === 'skill' || a.kind === 'command')) {
        const { values, dropped } = claudeValues(a, origin?.plugin, findings);
        const name = a.kind === 'agent'
            ? claudeAgentName(a, origin?.plugin) ?? a.element.name
            : a.kind === 'skill'
                ? (0,slash_name/* skillSlashName */.gV)(project, a).slice(1)
                : origin?.plugin !== undefined
                    ? `${origin.plugin}:${(0,scope/* commandName */.p6)(a)}`
                    : (0,scope/* commandName */.p6)(a);
        return { entries: [base(kind, name, values, dropped)], dead: [] };
    }
    if (a.kind === 'mcp')
        return { entries: [base('mcp-server', a.element.name, serverValues(a.root))], dead: [] };
    const dead = [];
    const hooks = HOOK_HOLDERS.has(a.kind) ? hookEvents(a) : undefined;
    const servers = serversOf(a);
    // A plugin or marketplace is listed under the name its manifest gives, a file known by its path (a Codex role) under its `name`.
    // A skill whose frontmatter gives no name is known by its folder.
    const named = kind === 'plugin' || kind === 'marketplace' || a.element.name === a.path
        ? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'name')) ?? a.element.name
        : kind === 'skill' && a.element.name === 'SKILL'
            ? (0,names/* skillFolderName */.p)(a.path) ?? a.element.name
            : a.element.name;
    // Codex lists a plugin's skill as `<plugin>:<skill>` (oracle/codex/marketplace.json `plugin-default-skills`).
    const shownName = a.kind === 'codex-plugin-skill' && origin?.plugin ? `${origin.plugin}:${named}` : named;
    if (kind !== 'hook' && kind !== 'mcp-server')
        out.push(base(kind, shownName, writtenValues(a)));
    for (const [event, handlers, line, endLine] of hooks ?? []) {
        // An event the harness does not know: its hooks never run (hooks/event-known and its peers say so at the key).
        // An event whose every handler the harness skips (a prompt hook in Codex): nothing of it runs either.
        const skips = findings.filter((f) => f.span.range.start.line >= line && f.span.range.start.line <= endLine && f.effect === 'ignored' && HANDLER_RULES.has(f.kind));
        const d = findings.find((f) => f.span.range.start.line === line && f.effect === 'ignored' && EVENT_RULES.has(f.kind)) ??
            (handlers.length > 0 && skips.length >= handlers.length ? skips[0] : undefined);
        if (d)
            dead.push({ kind: 'hook', artifactKind: a.kind, name: event, path: a.path, ...(origin ? { origin } : {}), reason: { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d) } });
        else
            out.push(base('hook', event, { handlers }));
    }
    for (const [name, node] of servers)
        out.push(base('mcp-server', name, serverValues(node)));
    // A hooks or MCP file with nothing in it still shows that it is read.
    if (out.length === 0 && dead.length === 0)
        out.push(base(kind, a.element.name));
    return { entries: out, dead };
}
function writtenValues(a) {
    const values = {};
    if (a.root?.type !== 'map')
        return values;
    for (const key of WRITTEN_KEYS) {
        const v = toText((0,tree/* getNode */.Zl)(a.root, key));
        if (v !== undefined)
            values[key] = key === 'description' && typeof v === 'string' ? compute_oneLine(v) : v;
    }
    return values;
}
function compute_oneLine(s) {
    const flat = s.replace(/\s+/g, ' ').trim();
    return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}
function toText(node) {
    if (!node)
        return undefined;
    if (node.type === 'scalar')
        return node.value === null ? undefined : String(node.value);
    if (node.type === 'seq')
        return node.items.map((i) => (i.type === 'scalar' ? String(i.value) : JSON.stringify((0,tree/* toValue */.BA)(i))));
    return JSON.stringify((0,tree/* toValue */.BA)(node));
}
function serverValues(node) {
    const values = {};
    for (const key of ['type', 'command', 'url', 'args']) {
        const v = toText((0,tree/* getNode */.Zl)(node, key));
        if (v !== undefined)
            values[key] = v;
    }
    return values;
}
/** Hook events of an artifact's `hooks` map (a hooks.json, settings, a manifest), with their handlers' commands. */
function hookEvents(a) {
    const map = (0,walk/* hooksMap */.Vl)(a);
    if (!map)
        return undefined;
    return map.pairs.map((event) => {
        const handlers = [];
        const groups = event.value?.type === 'seq' ? event.value.items : [];
        for (const g of groups) {
            const inner = (0,tree/* getNode */.Zl)(g, 'hooks');
            const list = inner?.type === 'seq' ? inner.items : [g];
            for (const h of list) {
                const what = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, 'command')) ?? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, 'bash')) ?? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, 'url')) ?? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, 'prompt')) ?? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, 'type'));
                const matcher = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(g, 'matcher'));
                if (what !== undefined)
                    handlers.push(matcher ? `${matcher}: ${what}` : what);
            }
        }
        return [event.key, handlers, event.keyRange.start.line, event.value?.range.end.line ?? event.keyRange.start.line];
    });
}
function serversOf(a) {
    for (const key of MCP_KEYS[a.kind] ?? []) {
        const node = (0,tree/* getNode */.Zl)(a.root, key);
        if (node?.type === 'map')
            return node.pairs.map((p) => [p.key, p.value]);
    }
    return [];
}
/** The plugin and marketplace an artifact comes from. */
function originIndex(project) {
    const pluginNames = new Map();
    const marketplaces = new Map();
    for (const a of project.artifacts) {
        if ((a.kind === 'plugin' || a.kind === 'codex-plugin' || a.kind === 'codex-agent-plugin' || a.kind === 'cursor-plugin') && typeof a.data.pluginRoot === 'string') {
            const n = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'name'));
            // Keyed by harness: one folder may hold several harnesses' manifests, each with its own name. Codex reads an
            // Agent Plugins manifest before its own (oracle/codex/marketplace.json `agent-plugin-beside-codex-manifest`).
            const key = `${a.harness ?? ''}\0${a.data.pluginRoot}`;
            if (n !== undefined && (a.kind !== 'codex-plugin' || !pluginNames.has(key)))
                pluginNames.set(key, n);
        }
        if (a.kind === 'gemini-extension') {
            const n = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'name'));
            if (n !== undefined)
                pluginNames.set(`${a.harness ?? ''}\0${external_node_path_.posix.dirname(a.path)}`, n);
        }
        if (a.kind === 'cursor-marketplace') {
            const entries = (0,tree/* getNode */.Zl)(a.root, 'plugins');
            for (const e of entries?.type === 'seq' ? entries.items : []) {
                const src = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(e, 'source'));
                const dir = src === undefined ? null : (0,cursor_plugin_kinds/* cursorSourceFolder */.k6)(a, src, (p) => project.stat(p));
                if (dir !== null && !marketplaces.has(dir))
                    marketplaces.set(dir, { marketplace: a.element.name, entryName: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(e, 'name')) });
            }
        }
        if (a.kind === 'codex-marketplace') {
            const entries = (0,tree/* getNode */.Zl)(a.root, 'plugins');
            for (const e of entries?.type === 'seq' ? entries.items : []) {
                const src = (0,plugin_kinds/* codexLocalSource */.K$)(e);
                const dir = src ? (0,plugin_kinds/* codexSourceFolder */.Xl)(a, src.path) : null;
                if (dir !== null && !marketplaces.has(dir))
                    marketplaces.set(dir, { marketplace: a.element.name, entryName: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(e, 'name')) });
            }
        }
        if (a.kind === 'marketplace') {
            const mroot = a.data.marketplaceRoot ?? '.';
            const plugins = (0,tree/* getNode */.Zl)(a.root, 'plugins');
            const sources = (0,roots/* localMarketplaceSources */.DW)(a);
            const names = plugins?.type === 'seq' ? plugins.items.map((p) => ({ src: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(p, 'source')), name: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(p, 'name')) })) : [];
            for (const src of sources) {
                const dir = external_node_path_.posix.normalize(external_node_path_.posix.join(mroot, src)).replace(/\/$/, '') || '.';
                marketplaces.set(dir, { marketplace: a.element.name, entryName: names.find((n) => n.src === src)?.name });
            }
        }
    }
    return (a) => {
        const root = a.pluginRoot ?? a.data.extensionRoot ?? (a.kind === 'plugin' || a.kind === 'codex-plugin' || a.kind === 'codex-agent-plugin' || a.kind === 'cursor-plugin' ? a.data.pluginRoot : undefined);
        if (root === undefined)
            return undefined;
        const m = marketplaces.get(root);
        const plugin = pluginNames.get(`${a.harness ?? ''}\0${root}`) ?? m?.entryName ?? external_node_path_.posix.basename(root === '.' ? project.root.replace(/\\/g, '/') : root);
        return m ? { plugin, marketplace: m.marketplace } : { plugin };
    };
}

;// CONCATENATED MODULE: ./build/src/engine/inventory/run.js



async function inventoryOf(options, rules) {
    let p = (0,pipeline/* plan */.et)(options.root, options.configPath, rules ?? (0,families/* assembleRules */.ey)(new Map()), options.harnesses);
    const d = (0,pipeline/* discoverFor */.Fi)(p, options);
    if (!rules) {
        const needed = (0,families/* familiesNeeded */.oT)((0,families/* factsOf */.xS)(d.project, p.config.rules.keys()));
        if (needed.length > 0)
            p = (0,pipeline/* plan */.et)(options.root, options.configPath, (0,families/* assembleRules */.ey)(await (0,families/* loadFamilies */.Zm)(needed)), options.harnesses);
    }
    // What each harness loads does not depend on what the suppressions file hides (findings of both kinds are read).
    const result = (0,pipeline/* runFor */.PJ)(p, d, { ...options, suppressionsFile: false });
    const inventory = computeInventory({ project: d.project, findings: [...result.diagnostics, ...result.suppressed], harnesses: options.harnesses ?? d.project.harnesses });
    return { inventory, result };
}


/***/ })

};
