export const id = 68;
export const ids = [68];
export const modules = {

/***/ 7068:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W0: () => (/* binding */ AI_RULEZ_AGENT_READS),
  v: () => (/* binding */ agentAnchor),
  X: () => (/* reexport */ aiRulezProjects),
  Qq: () => (/* binding */ dedupe),
  E0: () => (/* reexport */ extendsBoundAs),
  d2: () => (/* reexport */ lowerNamesake),
  resolveAgent: () => (/* reexport */ resolveAgent),
  resolveProjects: () => (/* reexport */ resolveProjects)
});

// UNUSED EXPORTS: builtinPlaceholder, extendsOf, isRemoteSource, joinInside, winners

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/formats/ai-rulez/known-values.js
var known_values = __webpack_require__(2566);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/config-sources.js
/** What an ai-rulez config declares about where agents come from: its `includes` and its `builtins`. */



const REMOTE = /^(?:git\+)?(?:https?|file|ssh|git):\/\//i;
const SCP = /^[\w.-]+@[\w.-]+:/;
function isRemoteSource(source) {
    return REMOTE.test(source) || SCP.test(source);
}
/** `rel` joined to `root` (both root-relative); null when it leaves `root` or is absolute. */
function joinInside(root, rel) {
    if (rel.startsWith('/') || rel.startsWith('~') || /^[A-Za-z]:[\\/]/.test(rel))
        return null;
    const joined = external_node_path_.posix.normalize(external_node_path_.posix.join(root, rel.replace(/\\/g, '/'))).replace(/\/$/, '');
    const inRoot = root === '.' ? joined : external_node_path_.posix.relative(root, joined);
    if (inRoot === '..' || inRoot.startsWith('../') || joined.startsWith('/'))
        return null;
    return joined === '' ? '.' : joined;
}
const under = (dir, rel) => (dir === '.' ? rel : `${dir}/${rel}`);
/** The folder an include's content is read from: `<dir>/.ai-rulez` when there is one, else the bare `<dir>`. */
function contentDirOf(project, dir) {
    return project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
}
/** Where a local `source` (plus the include's `path`) points, or why it cannot be read. */
function locateSource(project, info, root, source, sub) {
    const dir = joinInside(root, sub ? external_node_path_.posix.join(source, sub) : source);
    if (dir === null) {
        info.problem = 'outside';
        return;
    }
    info.dir = dir;
    const what = project.stat(dir);
    if (what === null)
        info.problem = 'missing';
    else if (what === 'file')
        info.problem = 'not-dir';
    else
        info.contentDir = contentDirOf(project, dir);
}
/** A `local_override`: a local checkout used instead of `source`; when it is absent ai-rulez skips the include. */
function applyLocalOverride(project, info, root, override, sub) {
    const dir = joinInside(root, sub ? external_node_path_.posix.join(override, sub) : override);
    if (dir !== null && project.stat(dir) === 'dir') {
        info.remote = false;
        info.dir = dir;
        info.contentDir = contentDirOf(project, dir);
    }
}
function readInclude(project, node, index, root, headers) {
    const namePair = (0,tree/* getPair */.xf)(node, 'name');
    const sourcePair = (0,tree/* getPair */.xf)(node, 'source');
    const source = (0,tree/* scalarString */.Cg)(sourcePair?.value);
    const kinds = (0,tree/* getNode */.Zl)(node, 'include');
    const agents = !kinds || kinds.type !== 'seq' || kinds.items.some((i) => (0,tree/* scalarString */.Cg)(i) === 'agents');
    const info = {
        index,
        node,
        anchor: headers[node.path] ?? node.range,
        name: (0,tree/* scalarString */.Cg)(namePair?.value),
        namePair,
        source,
        sourcePair,
        mergeStrategy: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(node, 'merge_strategy')) ?? known_values/* AI_RULEZ_DEFAULT_MERGE_STRATEGY */.nC,
        agents,
        remote: source !== undefined && isRemoteSource(source),
    };
    const sub = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(node, 'path')) ?? '';
    const override = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(node, 'local_override'));
    if (override !== undefined)
        applyLocalOverride(project, info, root, override, sub);
    else if (source !== undefined && !info.remote)
        locateSource(project, info, root, source, sub);
    return info;
}
/** The config's `includes`, each with where its content is (an item that is not a table is skipped). */
function readIncludes(project, config, root, headers) {
    const list = (0,tree/* getNode */.Zl)(config.root, 'includes');
    if (!list || list.type !== 'seq')
        return [];
    const out = [];
    list.items.forEach((node, index) => {
        if (node.type === 'map')
            out.push(readInclude(project, node, index, root, headers));
    });
    return out;
}
/** `builtin:<name>` entries of the config's profiles. */
function profileBuiltinRefs(config, into) {
    const profiles = (0,tree/* getNode */.Zl)(config.root, 'profiles');
    if (profiles?.type !== 'map')
        return;
    for (const p of profiles.pairs) {
        if (p.value?.type !== 'seq')
            continue;
        for (const i of p.value.items) {
            const s = (0,tree/* scalarString */.Cg)(i);
            if (s?.startsWith('builtin:'))
                into.add(s.slice('builtin:'.length));
        }
    }
}
/** The `builtins` key: absent, `true`, `false` or a list of domains (`!name` excludes one). */
function readBuiltins(config) {
    const state = { mode: 'absent', listed: [], excluded: new Map(), profileRefs: new Set(), shadowed: new Set(), loaded: new Set() };
    const pair = (0,tree/* getPair */.xf)(config.root, 'builtins');
    profileBuiltinRefs(config, state.profileRefs);
    if (!pair)
        return state;
    state.pair = pair;
    const v = pair.value;
    if (v?.type === 'scalar' && typeof v.value === 'boolean')
        state.mode = v.value ? 'all' : 'none';
    else if (v?.type === 'seq') {
        state.mode = 'list';
        for (const item of v.items) {
            const s = (0,tree/* scalarString */.Cg)(item);
            if (s === undefined)
                continue;
            if (s.startsWith('!')) {
                if (!s.includes('/'))
                    state.excluded.set(s.slice(1), item);
            }
            else
                state.listed.push(s.replace(/^builtin:/, ''));
        }
    }
    else
        state.mode = 'list';
    return state;
}

// EXTERNAL MODULE: ./build/src/formats/ai-rulez/kinds.js
var kinds = __webpack_require__(5747);
;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/agents.js
/** The agents of one ai-rulez project, layer by layer: its own files, its includes' files, the loaded builtins. */





function extendsOf(artifact) {
    const pair = (0,tree/* getPair */.xf)(artifact.root, 'extends');
    const target = (0,tree/* scalarString */.Cg)(pair?.value)?.trim();
    if (!pair || !pair.value || !target)
        return undefined;
    return { target, pair, value: pair.value };
}
const byPath = (x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0);
/** The discovered agent files inside each include's content folder (`agents/*.md`, `domains/<d>/agents/*.md`). */
function discoveredIncludeAgents(project, includeLayers) {
    const out = new Map();
    for (const [inc, layer] of includeLayers) {
        if (!inc.contentDir)
            continue;
        const dir = inc.contentDir === '.' ? '' : `${inc.contentDir}/`;
        const found = project.artifacts.filter((a) => {
            if (a.kind !== 'ai-rulez-agent' || !a.path.startsWith(dir))
                return false;
            const rest = a.path.slice(dir.length);
            return /^agents\/[^/]+\.md$/.test(rest) || /^domains\/[^/]+\/agents\/[^/]+\.md$/.test(rest);
        });
        out.set(layer, found);
    }
    return out;
}
/** Every agent name that matters: the builtins, the agents found so far and the targets of their `extends`. */
function wantedNames(agents, includeArtifacts) {
    const wanted = new Set(known_values/* AI_RULEZ_BUILTIN_AGENTS */.Vx.map((b) => b.name));
    for (const e of agents) {
        wanted.add(e.name);
        if (e.extends)
            wanted.add(e.extends.target);
    }
    for (const list of includeArtifacts.values()) {
        for (const a of list) {
            wanted.add(a.element.name);
            const x = extendsOf(a);
            if (x)
                wanted.add(x.target);
        }
    }
    return wanted;
}
/** The agent file at `path`, read and parsed; undefined when there is none. */
function probeAgent(project, path) {
    if (project.stat(path) !== 'file')
        return undefined;
    const text = project.readText(path);
    if (text === undefined)
        return undefined;
    return (0,kinds/* parseAiRulezAgent */.Jt)((0,source/* sourceFile */.sm)(path, text));
}
/**
 * Bare layouts are not discovered: read `agents/<name>.md` of every include for every name that matters, until
 * nothing new turns up (a probed agent's own `extends` may name another). Adds what it reads to `includeArtifacts`.
 */
function probeBareLayouts(project, includeLayers, includeArtifacts, wanted) {
    const probed = new Set();
    for (let grew = true; grew;) {
        grew = false;
        for (const [inc, layer] of includeLayers) {
            const list = includeArtifacts.get(layer);
            if (!list || !inc.contentDir)
                continue;
            for (const name of [...wanted].sort()) {
                if (!/^[A-Za-z0-9_.-]+$/.test(name))
                    continue;
                const path = under(inc.contentDir, `agents/${name}.md`);
                if (probed.has(path) || list.some((a) => a.path === path))
                    continue;
                probed.add(path);
                const a = probeAgent(project, path);
                if (!a)
                    continue;
                list.push(a);
                const x = extendsOf(a);
                for (const n of [a.element.name, x?.target]) {
                    if (n !== undefined && !wanted.has(n)) {
                        wanted.add(n);
                        grew = true;
                    }
                }
            }
        }
    }
}
/** Every agent of the project, highest layer first; `own` are the agent files of the project and its domains. */
function collectAgents(project, own, l) {
    const index = new Map(l.layers.map((layer, i) => [layer, i]));
    const agents = [];
    const add = (artifact, layer) => {
        agents.push({ name: artifact.element.name, layer, layerIndex: index.get(layer), artifact, extends: extendsOf(artifact) });
    };
    for (const a of own) {
        const d = a.data.domain;
        add(a, d === undefined ? l.projectLayer : l.domainLayers.get(d));
    }
    const includeArtifacts = discoveredIncludeAgents(project, l.includeLayers);
    probeBareLayouts(project, l.includeLayers, includeArtifacts, wantedNames(agents, includeArtifacts));
    for (const [, layer] of l.includeLayers) {
        const list = includeArtifacts.get(layer) ?? [];
        for (const a of list.sort(byPath))
            add(a, layer);
    }
    for (const layer of l.layers) {
        if (layer.kind !== 'builtin')
            continue;
        for (const b of known_values/* AI_RULEZ_BUILTIN_AGENTS */.Vx) {
            if (b.domain === layer.name)
                agents.push({ name: b.name, layer, layerIndex: index.get(layer), builtinDomain: b.domain });
        }
    }
    agents.sort((a, b) => a.layerIndex - b.layerIndex);
    return agents;
}

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/bindings.js
/**
 * How each `extends` binds: to the agent named X below the current layer (for X = the agent's own name), or at or
 * below it (for another name; an agent is never its own base), which is how cycles can form inside one layer.
 */

/** Why a builtin domain that holds the base is not loaded. */
function notLoadedReason(builtins, domain) {
    if (builtins.shadowed.has(domain))
        return 'shadowed';
    if (builtins.mode === 'absent')
        return 'no-builtins';
    if (builtins.mode === 'none')
        return 'builtins-false';
    if (builtins.excluded.has(domain))
        return 'excluded';
    return 'not-listed';
}
/** What the `extends` of `e` (which has one) binds to. */
function bindingOf(e, agents, layers, builtins) {
    const target = e.extends.target;
    const inRange = (i) => (target === e.name ? i > e.layerIndex : i >= e.layerIndex);
    const base = agents.find((x) => x !== e && x.name === target && inRange(x.layerIndex));
    if (base)
        return { kind: 'bound', base };
    const unknown = layers.filter((l, i) => l.unknown && inRange(i));
    if (unknown.length > 0)
        return { kind: 'unknown', layers: unknown };
    const builtin = known_values/* AI_RULEZ_BUILTIN_AGENTS */.Vx.find((b) => b.name === target);
    if (builtin && !builtins.loaded.has(builtin.domain))
        return { kind: 'builtin-not-loaded', domain: builtin.domain, reason: notLoadedReason(builtins, builtin.domain) };
    const lowerNames = [...new Set(agents.filter((x) => x !== e && inRange(x.layerIndex)).map((x) => x.name))].sort();
    return { kind: 'missing', lowerNames };
}
/** The binding of every agent with an `extends`; `agents` and `layers` are highest first. */
function bindExtends(agents, layers, builtins) {
    const bindings = new Map();
    for (const e of agents) {
        if (e.extends)
            bindings.set(e, bindingOf(e, agents, layers, builtins));
    }
    return bindings;
}
/** Cycles: follow bound links; every agent on a loop loses its `extends` (its binding becomes the cycle). */
function markCycles(agents, bindings) {
    const state = new Map();
    for (const start of agents) {
        const stack = [];
        let cur = start;
        while (cur && state.get(cur) !== 2) {
            if (state.get(cur) === 1) {
                const cycle = stack.slice(stack.indexOf(cur));
                for (const m of cycle)
                    bindings.set(m, { kind: 'cycle', cycle });
                break;
            }
            state.set(cur, 1);
            stack.push(cur);
            const b = bindings.get(cur);
            cur = b?.kind === 'bound' ? b.base : undefined;
        }
        for (const s of stack)
            state.set(s, 2);
    }
}

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/layers.js
/** The layers of one ai-rulez project, highest first: its own agents, its domains, its includes, the loaded builtins. */


const agentData = (a) => a.data;
/**
 * The project layer, one layer per domain of its own agents, then the includes folded in declared order (an include
 * with `merge_strategy = "include-override"` goes above everything folded so far).
 */
function sourceLayers(own, includes) {
    const domains = [...new Set(own.map((a) => agentData(a).domain).filter((d) => d !== undefined))].sort();
    const projectLayer = { id: 'project', kind: 'project', name: 'project', unknown: false };
    const domainLayers = new Map(domains.map((d) => [d, { id: `domain:${d}`, kind: 'domain', name: d, unknown: false }]));
    let layers = [projectLayer, ...domainLayers.values()];
    const includeLayers = new Map();
    for (const inc of includes) {
        if (!inc.agents)
            continue;
        const layer = {
            id: `include:${inc.name ?? `#${inc.index + 1}`}`,
            kind: 'include',
            name: inc.name ?? `#${inc.index + 1}`,
            include: inc,
            unknown: inc.contentDir === undefined,
        };
        includeLayers.set(inc, layer);
        layers = inc.mergeStrategy === 'include-override' ? [layer, ...layers] : [...layers, layer];
    }
    return { layers, projectLayer, domainLayers, includeLayers };
}
/** Whether `builtins` (or a profile's `builtin:<name>`) asks for builtin domain `d`. */
function builtinRequested(builtins, d) {
    let on = false;
    if (builtins.mode === 'all')
        on = true;
    else if (builtins.mode === 'list')
        on = (known_values/* AI_RULEZ_AUTO_BUILTIN_DOMAINS */._S.includes(d) || builtins.listed.includes(d)) && !builtins.excluded.has(d);
    return on || builtins.profileRefs.has(d);
}
/**
 * Fills `builtins.loaded` and `builtins.shadowed`. Builtins load only with a `builtins` key (or a profile's
 * `builtin:<name>`); a project or include domain of the same name hides the builtin domain.
 */
function loadBuiltinDomains(project, root, includes, builtins) {
    const hasDomain = (d) => project.stat(under(root, `.ai-rulez/domains/${d}`)) === 'dir' ||
        includes.some((i) => i.contentDir !== undefined && project.stat(under(i.contentDir, `domains/${d}`)) === 'dir');
    for (const d of known_values/* AI_RULEZ_BUILTIN_DOMAINS */.Yg) {
        if (!builtinRequested(builtins, d))
            continue;
        if (hasDomain(d))
            builtins.shadowed.add(d);
        else
            builtins.loaded.add(d);
    }
}
/** One layer per loaded builtin domain, in ai-rulez's order of the domains. */
function builtinLayers(builtins) {
    return known_values/* AI_RULEZ_BUILTIN_DOMAINS */.Yg.filter((d) => builtins.loaded.has(d)).map((d) => ({ id: `builtin:${d}`, kind: 'builtin', name: d, unknown: false }));
}

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/projects.js
/** Every ai-rulez project of the scan resolved: its layers, its agents and how their `extends` bind. */





const projects_byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
/** One config per ai-rulez project: `.ai-rulez/config.toml` wins over the older YAML names. */
function configPerProject(project) {
    const rank = (a) => known_values/* AI_RULEZ_CONFIG_FILES */.To.findIndex((f) => a.path === f || a.path.endsWith(`/${f}`));
    const byRoot = new Map();
    for (const c of project.artifacts.filter((a) => a.kind === 'ai-rulez-config')) {
        const root = c.data.projectRoot;
        const prev = byRoot.get(root);
        if (!prev || rank(c) < rank(prev))
            byRoot.set(root, c);
    }
    return [...byRoot.values()].sort(projects_byPath);
}
const cache = new WeakMap();
/** Every ai-rulez project in the scan, resolved (memoized per Project). */
function aiRulezProjects(project) {
    let out = cache.get(project);
    if (!out) {
        out = configPerProject(project).map((c) => resolveConfig(project, c));
        cache.set(project, out);
    }
    return out;
}
function resolveConfig(project, config) {
    const data = config.data;
    const root = data.projectRoot;
    const includes = readIncludes(project, config, root, data.headers ?? {});
    const builtins = readBuiltins(config);
    const own = project.artifacts.filter((a) => a.kind === 'ai-rulez-agent' && a.data.projectRoot === root);
    const projectLayers = sourceLayers(own, includes);
    loadBuiltinDomains(project, root, includes, builtins);
    projectLayers.layers.push(...builtinLayers(builtins));
    const { layers } = projectLayers;
    const agents = collectAgents(project, own, projectLayers);
    const bindings = bindExtends(agents, layers, builtins);
    markCycles(agents, bindings);
    return { config, data, root, includes, builtins, layers, agents, bindings };
}
/** The next lower definition of the same name: what `e` replaces (or extends). */
function lowerNamesake(p, e) {
    return p.agents.find((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex);
}
/** Extending agents (with a file) whose `extends` bound as `kind`, per ai-rulez project. */
function* extendsBoundAs(project, kind) {
    for (const p of aiRulezProjects(project)) {
        for (const e of p.agents) {
            const b = p.bindings.get(e);
            if (b?.kind !== kind || !e.artifact || !e.extends)
                continue;
            yield { p, e: e, b: b };
        }
    }
}
/** The agent ai-rulez generates for a name: the highest definition. */
function winners(p) {
    const seen = new Map();
    for (const e of p.agents)
        if (!seen.has(e.name))
            seen.set(e.name, e);
    return [...seen.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/generate.js


function builtinPlaceholder(name, domain) {
    return `[builtin ${name} (${domain}): ai-rulez's text, not shipped with agentlint]`;
}
function bodyText(a) {
    const body = a.markdown?.body ?? '';
    return body.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?<!\s)\s+$/, '');
}
function generate_link(e) {
    return { name: e.name, layer: e.layer.id, path: e.artifact?.path };
}
function merge(p, e, memo) {
    const done = memo.get(e);
    if (done)
        return done;
    let m;
    if (!e.artifact) {
        m = {
            fields: new Map([['name', { key: 'name', value: e.name, layer: e.layer.id }]]),
            body: [{ layer: e.layer.id, kind: 'builtin', agent: e.name, text: builtinPlaceholder(e.name, e.builtinDomain ?? e.layer.name) }],
            chain: [generate_link(e)],
            unknownFieldsFrom: [e.layer.id],
        };
    }
    else {
        const b = p.bindings.get(e);
        const base = b?.kind === 'bound'
            ? merge(p, b.base, memo)
            : b?.kind === 'unknown'
                ? {
                    fields: new Map(),
                    body: [{ layer: b.layers[0].id, kind: 'unknown', agent: e.extends.target, text: `[${e.extends.target} from ${b.layers.map((l) => l.id).join(' or ')}: not fetched]` }],
                    chain: [],
                    unknownFieldsFrom: b.layers.map((l) => l.id),
                }
                : { fields: new Map(), body: [], chain: [], unknownFieldsFrom: [] };
        const fields = new Map(base.fields);
        const root = e.artifact.root;
        if (root?.type === 'map') {
            for (const pair of root.pairs) {
                if (pair.key === 'extends')
                    continue;
                // An overridden key keeps the base's position; new keys follow.
                fields.set(pair.key, { key: pair.key, value: (0,tree/* toValue */.BA)(pair.value), layer: e.layer.id, path: e.artifact.path });
            }
        }
        if (!root || root.type !== 'map' || !(0,tree/* getPair */.xf)(root, 'name')) {
            fields.set('name', { key: 'name', value: e.name, layer: e.layer.id, path: e.artifact.path });
        }
        const own = bodyText(e.artifact);
        const body = [...base.body];
        if (own !== '' || body.length === 0)
            body.push({ layer: e.layer.id, kind: 'file', agent: e.name, path: e.artifact.path, text: own });
        m = { fields, body, chain: [...base.chain, generate_link(e)], unknownFieldsFrom: base.unknownFieldsFrom };
    }
    memo.set(e, m);
    return m;
}
const STATUS = {
    bound: 'extends',
    missing: 'missing-base',
    cycle: 'cycle',
    'builtin-not-loaded': 'builtin-not-loaded',
    unknown: 'unknown-base',
};
function resolvedAgent(p, e, memo) {
    const m = merge(p, e, memo);
    const b = p.bindings.get(e);
    const shadows = p.agents.filter((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex).map(generate_link);
    return {
        name: e.name,
        layer: e.layer.id,
        path: e.artifact?.path,
        extends: e.extends?.target,
        status: !e.artifact ? 'builtin' : b ? STATUS[b.kind] : 'plain',
        chain: m.chain,
        fields: [...m.fields.values()],
        unknownFieldsFrom: m.unknownFieldsFrom,
        body: m.body,
        text: m.body.map((x) => x.text).join('\n\n'),
        shadows,
    };
}
/** Every ai-rulez project in the scan, with its generated agents. */
function resolveProjects(project) {
    return aiRulezProjects(project).map((p) => {
        const memo = new Map();
        return {
            config: p.config.path,
            projectRoot: p.root,
            layers: p.layers.map((l) => ({ id: l.id, kind: l.kind, name: l.name, unknown: l.unknown, source: l.include?.source })),
            agents: winners(p).map((e) => resolvedAgent(p, e, memo)),
        };
    });
}
/** The generated agent named `name`, in each ai-rulez project that has one. */
function resolveAgent(project, name) {
    const out = [];
    for (const r of resolveProjects(project)) {
        const a = r.agents.find((x) => x.name === name);
        if (a)
            out.push({ config: r.config, agent: a });
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/resolve.js





/** The frontmatter keys the ai-rulez agent rules read (`extends`, `name`): a project rule's `reads`. */
const AI_RULEZ_AGENT_READS = { 'ai-rulez-agent': ['extends', 'name'] };
/** Range to point at an agent as a whole: its `name` value, else its first line. */
function agentAnchor(a) {
    return a.nameRange ?? (0,source/* firstLine */.TM)(a.file);
}
/** A once-per-finding guard for project rules that visit one file from several configs. */
function dedupe() {
    const seen = new Set();
    return (path, range, message) => {
        const k = `${path}\u0000${range.start.offset}\u0000${range.end.offset}\u0000${message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    };
}


/***/ })

};
