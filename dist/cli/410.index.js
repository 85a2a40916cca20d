export const id = 410;
export const ids = [410];
export const modules = {

/***/ 9410:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AGENT_PLUGINS_RULES: () => (/* binding */ AGENT_PLUGINS_RULES),
  RULES: () => (/* binding */ AGENT_PLUGINS_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/formats/agent-plugins/kinds.js
var kinds = __webpack_require__(4186);
// EXTERNAL MODULE: ./build/src/formats/agent-plugins/known-values.js
var known_values = __webpack_require__(1521);
// EXTERNAL MODULE: ./build/src/rules/shared/names.js
var names = __webpack_require__(1763);
;// CONCATENATED MODULE: ./build/src/formats/agent-plugins/rules/manifest.js
/**
 * An Agent Plugins `plugin.json` a conforming client rejects (a missing or unknown `$schema`, a `name` outside §5.5,
 * a field of the wrong type, an `author` with other fields), or a field it reports and ignores (an unknown
 * top-level field, `extensions` that is not an object of objects, a namespace that is not reverse-domain).
 */







const SPEC = 'Agent Plugins 1.0.0';
const REJECTS = 'an Agent Plugins client rejects this plugin';
const shown = (v) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
const isType = (v, t) => t === 'string' ? (0,tree/* stringValue */.r$)(v) !== undefined : t === 'object' ? v?.type === 'map' : v?.type === 'seq' && v.items.every((i) => (0,tree/* stringValue */.r$)(i) !== undefined);
const TYPE_WORD = { string: 'a string', object: 'an object', strings: 'an array of strings' };
function checkName(p, file, report) {
    const n = (0,tree/* stringValue */.r$)(p.value);
    if (n === undefined)
        return;
    const why = n.length === 0 ? 'is empty' : n.length > known_values/* AGENT_PLUGINS_NAME_MAX */.QJ ? `is ${n.length} characters long (at most ${known_values/* AGENT_PLUGINS_NAME_MAX */.QJ})` : !known_values/* AGENT_PLUGINS_NAME */.lq.test(n) ? 'may only hold lower-case letters, digits, `-` and `.`, start and end with a letter or digit, and hold no `--` or `..`' : undefined;
    if (!why)
        return;
    const fixed = (0,names/* trimDashes */.dE)(n.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/-{2,}/g, '-').replace(/\.{2,}/g, '.'));
    report({
        message: `${REJECTS}: \`name\` \`${n}\` ${why} (${SPEC} §5.5)`,
        range: p.value.range,
        jsonPath: p.path,
        suggestion: fixed && fixed !== n && known_values/* AGENT_PLUGINS_NAME */.lq.test(fixed) && fixed.length <= known_values/* AGENT_PLUGINS_NAME_MAX */.QJ ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: file, range: p.value.range, text: JSON.stringify(fixed) }] } : undefined,
    });
}
function checkExtensions(p, report) {
    const v = p.value;
    if (v?.type !== 'map') {
        report({ level: 'warn', effect: 'ignored', message: `\`extensions\` is ${shown(v)}, not an object: a client reports and ignores it (${SPEC} §8.1)`, range: v?.range ?? p.keyRange, jsonPath: p.path });
        return;
    }
    for (const ns of v.pairs) {
        if (!known_values/* AGENT_PLUGINS_NAMESPACE */.RO.test(ns.key))
            report({ level: 'warn', effect: 'ignored', message: `extension namespace \`${ns.key}\` is not reverse-domain (\`com.example.client\`): no client's namespace can match it (${SPEC} §8)`, range: ns.keyRange, jsonPath: ns.path });
        else if (ns.value?.type !== 'map')
            report({ message: `${REJECTS}: extension \`${ns.key}\` is ${shown(ns.value)}, not an object (${SPEC} §5.2, \`plugin.schema.json\`)`, range: ns.value?.range ?? ns.keyRange, jsonPath: ns.path });
    }
}
function checkManifest(root, file, report) {
    if (root.type !== 'map') {
        report({ message: `${REJECTS}: the manifest must be a JSON object (${SPEC} §5.2)`, range: root.range });
        return;
    }
    const schema = root.pairs.find((p) => p.key === '$schema');
    const s = (0,tree/* stringValue */.r$)(schema?.value);
    if (!schema)
        report({ message: `${REJECTS}: \`$schema\` is required; for 1.0.0 it is \`${known_values/* AGENT_PLUGINS_MANIFEST_SCHEMA */.xj}\` (${SPEC} §5.2, §5.3)`, range: root.pairs[0]?.keyRange ?? root.range });
    else if (s !== known_values/* AGENT_PLUGINS_MANIFEST_SCHEMA */.xj)
        report({ message: `${REJECTS}: \`$schema\` is ${shown(schema.value)}; a 1.0.0 client supports only \`${known_values/* AGENT_PLUGINS_MANIFEST_SCHEMA */.xj}\` and rejects another version (${SPEC} §5.2)`, range: schema.value?.range ?? schema.keyRange, jsonPath: schema.path });
    if (!root.pairs.some((p) => p.key === 'name'))
        report({ message: `${REJECTS}: \`name\` is required (${SPEC} §5.3)`, range: root.pairs[0]?.keyRange ?? root.range });
    for (const p of root.pairs) {
        const want = known_values/* AGENT_PLUGINS_MANIFEST_FIELDS */.Ji[p.key];
        if (want === undefined) {
            report({ level: 'warn', effect: 'ignored', message: `\`${p.key}\` is not an Agent Plugins field: a client reports and ignores it; client-specific data belongs under \`extensions\` (${SPEC} §5.2)`, range: p.keyRange, jsonPath: p.path });
            continue;
        }
        if (p.key === 'extensions') {
            checkExtensions(p, report);
            continue;
        }
        if (p.key !== '$schema' && !isType(p.value, want)) {
            report({ message: `${REJECTS}: \`${p.key}\` is ${shown(p.value)}, not ${TYPE_WORD[want]} (${SPEC} §5.2)`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
            continue;
        }
        if (p.key === 'name')
            checkName(p, file, report);
        if (p.key === 'author' && p.value?.type === 'map') {
            for (const f of p.value.pairs) {
                if (!known_values/* AGENT_PLUGINS_AUTHOR_FIELDS */.h3.includes(f.key))
                    report({ message: `${REJECTS}: \`author\` may hold only \`name\`, \`email\` and \`url\`, not \`${f.key}\` (${SPEC} §5.4)`, range: f.keyRange, jsonPath: f.path });
                else if ((0,tree/* stringValue */.r$)(f.value) === undefined)
                    report({ message: `${REJECTS}: \`author.${f.key}\` is ${shown(f.value)}, not a string (${SPEC} §5.4)`, range: f.value?.range ?? f.keyRange, jsonPath: f.path });
            }
        }
    }
}
/* harmony default export */ const manifest = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'agent-plugins/manifest',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An Agent Plugins `plugin.json` that a conforming client rejects (no or another `$schema`, no `name`, a name outside the spec\'s constraints, a field of the wrong type, `author` with other fields), or whose fields it ignores (unknown top-level fields, malformed `extensions`).',
        kinds: ['agent-plugin'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Agent Plugins 1.0.0 (https://agent-plugins.org, specification `spec/1.0.0.md` and `schemas/1.0.0/plugin.schema.json`, vendored in schema/vendor/agent-plugins/; documented, not observed: no pinned client is run on it): the manifest schema is closed; "any schema violation other than an unknown top-level field or a non-object `extensions` field is fatal: the client MUST reject the plugin and MUST NOT discover or execute any of its components" (§5.2), and a client that does not support the declared `$schema` "MUST reject the plugin" (§5.2). Unknown top-level fields are reported and ignored (§5.2), a non-object `extensions` too (§8.1). A `plugin.json` with no agent-plugins.org `$schema` is not read as this format\'s (Codex does not read it as a plugin either, `agent-plugin-without-schema`): a root `plugin.json` is also Copilot CLI\'s manifest, and a package\'s own file. Codex CLI 0.171.0 follows the spec where observed (oracle/codex/marketplace.json): it installs a plugin from a 1.0.0 `plugin.json` (`agent-plugin-root-manifest`), does not read one without `$schema` (`agent-plugin-without-schema`), refuses another version\'s `$schema` and an upper-case `name` ("missing or invalid plugin.json": `agent-plugin-other-schema-version`, `agent-plugin-name-uppercase`) and ignores an unknown field (`agent-plugin-unknown-field`).',
        examples: {
            file: 'plugin.json',
            wrong: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "Meeting Notes"\n}\n',
            right: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "meeting-notes"\n}\n',
        },
    },
    check(project, ctx) {
        for (const a of (0,model/* artifactsOf */.Ns)(project, 'agent-plugin')) {
            if (!(0,kinds/* declaresAgentPlugins */.hq)(a))
                continue;
            const report = (r) => ctx.report({ ...r, path: a.path });
            if (!a.root)
                ctx.report({ path: a.path, message: `${REJECTS}: it is not JSON`, range: (0,source/* firstLine */.TM)(a.file) });
            else
                checkManifest(a.root, a.path, report);
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agent-plugins/rules/mcp.js
/**
 * An Agent Plugins `mcp.json` (§7.2.1) a client disables, or a server entry it skips: the top level must be exactly
 * `$schema` and `mcpServers`, and each server one closed variant (`stdio`, `streamable-http`, `sse`).
 */




const mcp_SPEC = 'Agent Plugins 1.0.0';
const DISABLED = 'a client disables every MCP server of this plugin';
const mcp_shown = (v) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
const CWD = /^(?:\.\/|\$\{PLUGIN_ROOT\}(?:\/|$)|\$\{PLUGIN_DATA\}(?:\/|$))/;
/** A plugin-relative path that climbs out of the plugin (`./a/../../b`). */
function leaves(path) {
    let depth = 0;
    for (const part of path.replace(/^\$\{PLUGIN_(?:ROOT|DATA)\}/, '.').split('/')) {
        if (part === '..')
            depth--;
        else if (part !== '.' && part !== '')
            depth++;
        if (depth < 0)
            return true;
    }
    return false;
}
function fieldProblem(v, want) {
    if (want === 'string')
        return (0,tree/* stringValue */.r$)(v) === undefined ? `is ${mcp_shown(v)}, not a string` : undefined;
    if (want === 'strings')
        return v?.type === 'seq' && v.items.every((i) => (0,tree/* stringValue */.r$)(i) !== undefined) ? undefined : `is ${mcp_shown(v)}, not an array of strings`;
    return v?.type === 'map' && v.pairs.every((p) => (0,tree/* stringValue */.r$)(p.value) !== undefined) ? undefined : `is ${mcp_shown(v)}, not an object of strings`;
}
/** The first reason the server entry is invalid (§7.2.1): the client skips that server (§7.2.2 3). */
function serverProblem(server) {
    const type = server.pairs.find((p) => p.key === 'type');
    const t = (0,tree/* stringValue */.r$)(type?.value);
    if (!type)
        return { why: 'it has no `type` (`stdio`, `streamable-http` or `sse`)', at: server };
    const variant = t === undefined ? undefined : known_values/* AGENT_PLUGINS_MCP_VARIANTS */.LF[t];
    if (!variant)
        return { why: `\`type\` is ${mcp_shown(type.value)}, not \`stdio\`, \`streamable-http\` or \`sse\``, at: type.value ?? type };
    for (const r of variant.required)
        if (!server.pairs.some((p) => p.key === r))
            return { why: `a \`${t}\` server needs \`${r}\``, at: type };
    for (const p of server.pairs) {
        const want = variant.fields[p.key];
        if (!want)
            return { why: `\`${p.key}\` is not a field of a \`${t}\` server`, at: p };
        const bad = fieldProblem(p.value, want);
        if (bad)
            return { why: `\`${p.key}\` ${bad}`, at: p.value ?? p };
    }
    const commandPair = server.pairs.find((p) => p.key === 'command');
    const command = (0,tree/* stringValue */.r$)(commandPair?.value);
    // One token: a bare name, or a `./` path (which may hold spaces: the conformance suite's `./bin/posix/probe token.sh`).
    if (command !== undefined && command.includes('/') && !command.startsWith('./'))
        return { why: `\`command\` \`${command}\` is neither a bare executable name nor a path starting with \`./\``, at: commandPair.value };
    if (command !== undefined && leaves(command))
        return { why: `\`command\` \`${command}\` leaves the plugin folder`, at: commandPair.value };
    const url = server.pairs.find((p) => p.key === 'url');
    const urlProblem = url ? urlProblemOf((0,tree/* stringValue */.r$)(url.value) ?? '') : undefined;
    if (urlProblem)
        return { why: `\`url\` ${urlProblem}`, at: url.value };
    const headers = server.pairs.find((p) => p.key === 'headers')?.value;
    if (headers?.type === 'map') {
        const seen = new Set();
        for (const h of headers.pairs) {
            if (seen.has(h.key.toLowerCase()))
                return { why: `header \`${h.key}\` is given twice (header names ignore case)`, at: h };
            seen.add(h.key.toLowerCase());
        }
    }
    const cwdPair = server.pairs.find((p) => p.key === 'cwd');
    const cwd = (0,tree/* stringValue */.r$)(cwdPair?.value);
    if (cwd !== undefined && !CWD.test(cwd))
        return { why: `\`cwd\` \`${cwd}\` must start with \`./\`, \`\${PLUGIN_ROOT}\` or \`\${PLUGIN_DATA}\``, at: cwdPair.value };
    if (cwd !== undefined && leaves(cwd))
        return { why: `\`cwd\` \`${cwd}\` leaves its folder`, at: cwdPair.value };
    const env = server.pairs.find((p) => p.key === 'env')?.value;
    const reserved = env?.type === 'map' ? env.pairs.find((p) => known_values/* AGENT_PLUGINS_PLACEHOLDERS */.u.includes(p.key)) : undefined;
    if (reserved)
        return { why: `\`env\` may not set \`${reserved.key}\`: the client sets it`, at: reserved };
    return undefined;
}
/** §7.2.1: an absolute HTTP(S) URL without user information or fragment; plain HTTP only for a loopback host. */
function urlProblemOf(raw) {
    let u;
    try {
        u = new URL(raw);
    }
    catch {
        return `\`${raw}\` is not an absolute URL`;
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
        return `\`${raw}\` is not an HTTP or HTTPS URL`;
    if (u.username || u.password)
        return 'holds user information';
    if (u.hash || raw.includes('#'))
        return 'holds a fragment (`#…`)';
    const loopback = u.hostname === 'localhost' || /^127\./.test(u.hostname) || u.hostname === '[::1]';
    if (u.protocol === 'http:' && !loopback)
        return `uses HTTP for \`${u.hostname}\`: only a loopback host may`;
    return undefined;
}
const rangeOf = (at) => ('keyRange' in at ? at.keyRange : at.range);
const pathOf = (at) => at.path;
/* harmony default export */ const mcp = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agent-plugins/mcp',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An Agent Plugins `mcp.json` a client disables (another `$schema`, other top-level fields, `mcpServers` not an object) or a server entry it skips (no or an unknown `type`, a field of another variant, a `command` that is neither a bare name nor a `./` path, a `url` that is not an absolute HTTPS URL (HTTP for loopback) or holds a fragment or user information, a header given twice, a `cwd` outside the plugin or its data folder, `PLUGIN_ROOT`/`PLUGIN_DATA` set in `env`).',
        kinds: ['agent-plugin-mcp'],
        optIn: false,
        fixable: false,
        rationale: 'Agent Plugins 1.0.0 (https://agent-plugins.org, specification §7.2 and `schemas/1.0.0/mcp.schema.json`, vendored in schema/vendor/agent-plugins/; documented, not observed): "If `mcp.json` … does not satisfy the other top-level requirements in §7.2.1, the client MUST disable MCP for that plugin", and "if an individual server entry does not satisfy the requirements in §7.2.1, the client MUST skip that server" (§7.2.2). A server is one closed variant; `command` is one executable token, a bare name or a `./` path; `url` an absolute HTTP(S) URL with no user information or fragment, HTTPS unless the host is loopback; a header name at most once, whatever its case; `cwd` starts with `./`, `${PLUGIN_ROOT}` or `${PLUGIN_DATA}` and stays inside; `env` may not name `PLUGIN_ROOT` or `PLUGIN_DATA` (§9.2). Only the `mcp.json` of a plugin whose `plugin.json` declares the 1.0.0 `$schema` is read.',
        examples: {
            file: 'mcp.json',
            wrong: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",\n  "mcpServers": {\n    "notes": { "command": "./bin/notes" }\n  }\n}\n',
            right: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",\n  "mcpServers": {\n    "notes": { "type": "stdio", "command": "./bin/notes" }\n  }\n}\n',
            context: { 'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n' },
        },
    },
    check(a, ctx) {
        const root = a.root;
        const report = (r) => ctx.report(r);
        if (root?.type !== 'map') {
            report({ message: `${DISABLED}: \`mcp.json\` must be a JSON object (${mcp_SPEC} §7.2.1)`, range: root?.range ?? (0,source/* firstLine */.TM)(a.file) });
            return;
        }
        const schema = root.pairs.find((p) => p.key === '$schema');
        if (!schema)
            report({ message: `${DISABLED}: \`$schema\` is required; for 1.0.0 it is \`${known_values/* AGENT_PLUGINS_MCP_SCHEMA */.m}\` (${mcp_SPEC} §7.2.1)`, range: root.pairs[0]?.keyRange ?? root.range });
        else if ((0,tree/* stringValue */.r$)(schema.value) !== known_values/* AGENT_PLUGINS_MCP_SCHEMA */.m)
            report({ message: `${DISABLED}: \`$schema\` is ${mcp_shown(schema.value)}, not \`${known_values/* AGENT_PLUGINS_MCP_SCHEMA */.m}\` (${mcp_SPEC} §7.2.1, §7.2.2)`, range: schema.value?.range ?? schema.keyRange, jsonPath: schema.path });
        for (const p of root.pairs)
            if (p.key !== '$schema' && p.key !== 'mcpServers')
                report({ message: `${DISABLED}: \`${p.key}\` is not allowed at the top of \`mcp.json\` (only \`$schema\` and \`mcpServers\`; ${mcp_SPEC} §7.2.1)`, range: p.keyRange, jsonPath: p.path });
        const servers = root.pairs.find((p) => p.key === 'mcpServers');
        if (!servers) {
            report({ message: `${DISABLED}: \`mcpServers\` is required (${mcp_SPEC} §7.2.1)`, range: root.pairs[0]?.keyRange ?? root.range });
            return;
        }
        if (servers.value?.type !== 'map') {
            report({ message: `${DISABLED}: \`mcpServers\` is ${mcp_shown(servers.value)}, not an object (${mcp_SPEC} §7.2.1)`, range: servers.value?.range ?? servers.keyRange, jsonPath: servers.path });
            return;
        }
        for (const s of servers.value.pairs) {
            const problem = s.value?.type === 'map' ? serverProblem(s.value) : { why: `it is ${mcp_shown(s.value)}, not an object`, at: (s.value ?? s) };
            if (!problem)
                continue;
            report({ message: `a client skips MCP server \`${s.key}\`: ${problem.why} (${mcp_SPEC} §7.2.1)`, range: rangeOf(problem.at), jsonPath: pathOf(problem.at) ?? s.path });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/names.js
var artifacts_names = __webpack_require__(9225);
;// CONCATENATED MODULE: ./build/src/formats/agent-plugins/rules/skill.js
/**
 * A skill of an Agent Plugin (`skills/<name>/SKILL.md`) that does not conform to the Agent Skills specification: a
 * client skips it (Agent Plugins 1.0.0 §7.1).
 */





const SKIPS = 'the Agent Plugins specification has clients skip this skill';
const skill_SPEC = 'https://agentskills.io/specification';
const skill_shown = (v) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
/* harmony default export */ const skill = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'agent-plugins/skill',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A skill of an Agent Plugin that breaks the Agent Skills specification (no frontmatter, a `name` that differs from its folder or breaks the name rules, a missing or too long `description`, a too long `compatibility`, `metadata` that is not a map of strings).',
        kinds: ['agent-plugin-skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Agent Plugins 1.0.0 §7.1 (https://agent-plugins.org; documented, not observed): "If a discovered skill does not conform to the Agent Skills specification, the client MUST skip that skill and continue loading other skills." The Agent Skills specification (https://agentskills.io/specification) requires YAML frontmatter with `name` (1-64 characters, lower-case letters, digits and hyphens, no leading, trailing or consecutive hyphen, equal to the parent folder\'s name) and `description` (1-1024 characters); `compatibility` is at most 500 characters and `metadata` maps strings to strings. Only the skills of a plugin whose `plugin.json` declares the 1.0.0 `$schema` are read. A warning, not an error: Codex CLI 0.171.0 does not skip such a skill, it lists a skill whose `name` differs from its folder under that name (oracle/codex/marketplace.json `agent-plugin-skill-name-differs`), so what the skill is called depends on the client.',
        examples: {
            file: 'skills/summarize/SKILL.md',
            wrong: '---\nname: summarise\ndescription: Summarize a meeting transcript\n---\nSummarize.\n',
            right: '---\nname: summarize\ndescription: Summarize a meeting transcript\n---\nSummarize.\n',
            context: { 'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n' },
        },
    },
    check(a, ctx) {
        const fm = a.markdown?.frontmatter;
        const root = a.root;
        if (!fm?.present || root?.type !== 'map') {
            const why = !fm?.present ? 'it has no YAML frontmatter' : fm.problems[0] ? 'its frontmatter is not valid YAML' : 'its frontmatter is not a map';
            ctx.report({ message: `${SKIPS}: ${why}; a skill needs \`name\` and \`description\` (${skill_SPEC})`, range: fm?.problems[0]?.range ?? (0,source/* firstLine */.TM)(a.file) });
            return;
        }
        const folder = (0,artifacts_names/* skillFolderName */.p)(a.path);
        const name = (0,tree/* getPair */.xf)(root, 'name');
        const n = (0,tree/* stringValue */.r$)(name?.value);
        if (!name)
            ctx.report({ message: `${SKIPS}: \`name\` is required (${skill_SPEC})`, range: fm.openRange });
        else if (n === undefined)
            ctx.report({ message: `${SKIPS}: \`name\` is ${skill_shown(name.value)}, not a string (${skill_SPEC})`, range: name.value?.range ?? name.keyRange });
        else {
            const why = n.length === 0 || n.length > known_values/* AGENT_SKILL_LIMITS */.Js.name ? `is ${n.length} characters long (1-${known_values/* AGENT_SKILL_LIMITS */.Js.name})` : n.includes('--') ? 'holds `--`' : !known_values/* AGENT_SKILL_NAME */.ON.test(n) ? 'may only hold lower-case letters, digits and single hyphens, not at either end' : folder !== undefined && n !== folder ? `differs from its folder \`${folder}\`` : undefined;
            const fixable = folder !== undefined && known_values/* AGENT_SKILL_NAME */.ON.test(folder) && folder.length <= known_values/* AGENT_SKILL_LIMITS */.Js.name && folder !== n;
            if (why)
                ctx.report({ message: `${SKIPS}: \`name\` \`${n}\` ${why} (${skill_SPEC})`, range: name.value.range, suggestion: fixable ? { msg: `use the folder's name \`${folder}\``, applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: name.value.range, text: folder }] } : undefined });
        }
        const desc = (0,tree/* getPair */.xf)(root, 'description');
        const d = (0,tree/* stringValue */.r$)(desc?.value);
        if (!desc)
            ctx.report({ message: `${SKIPS}: \`description\` is required (${skill_SPEC})`, range: fm.openRange });
        else if (d === undefined || d.trim() === '')
            ctx.report({ message: `${SKIPS}: \`description\` is ${d === undefined ? `${skill_shown(desc.value)}, not a string` : 'empty'} (${skill_SPEC})`, range: desc.value?.range ?? desc.keyRange });
        else if (d.length > known_values/* AGENT_SKILL_LIMITS */.Js.description)
            ctx.report({ message: `${SKIPS}: \`description\` is ${d.length} characters long (at most ${known_values/* AGENT_SKILL_LIMITS */.Js.description}) (${skill_SPEC})`, range: desc.value.range });
        const compat = (0,tree/* getPair */.xf)(root, 'compatibility');
        const c = (0,tree/* stringValue */.r$)(compat?.value);
        if (compat && (c === undefined || c.length > known_values/* AGENT_SKILL_LIMITS */.Js.compatibility))
            ctx.report({ message: `${SKIPS}: \`compatibility\` ${c === undefined ? `is ${skill_shown(compat.value)}, not a string` : `is ${c.length} characters long (at most ${known_values/* AGENT_SKILL_LIMITS */.Js.compatibility})`} (${skill_SPEC})`, range: compat.value?.range ?? compat.keyRange });
        const meta = (0,tree/* getPair */.xf)(root, 'metadata');
        if (meta && meta.value?.type !== 'map')
            ctx.report({ message: `${SKIPS}: \`metadata\` is ${skill_shown(meta.value)}, not a map of strings (${skill_SPEC})`, range: meta.value?.range ?? meta.keyRange });
        else if (meta?.value?.type === 'map') {
            const bad = meta.value.pairs.find((p) => (0,tree/* stringValue */.r$)(p.value) === undefined);
            if (bad)
                ctx.report({ message: `${SKIPS}: \`metadata.${bad.key}\` is ${skill_shown(bad.value)}; \`metadata\` maps strings to strings (quote the value) (${skill_SPEC})`, range: bad.value?.range ?? bad.keyRange });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/agent-plugins/rules/index.js



const AGENT_PLUGINS_RULES = [manifest, mcp, skill];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
