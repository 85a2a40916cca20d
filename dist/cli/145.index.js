export const id = 145;
export const ids = [145];
export const modules = {

/***/ 2145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E0: () => (/* binding */ extendsBoundAs),
/* harmony export */   Qq: () => (/* binding */ dedupe),
/* harmony export */   W0: () => (/* binding */ AI_RULEZ_AGENT_READS),
/* harmony export */   X: () => (/* binding */ aiRulezProjects),
/* harmony export */   d2: () => (/* binding */ lowerNamesake),
/* harmony export */   resolveAgent: () => (/* binding */ resolveAgent),
/* harmony export */   resolveProjects: () => (/* binding */ resolveProjects),
/* harmony export */   v: () => (/* binding */ agentAnchor)
/* harmony export */ });
/* unused harmony exports isRemoteSource, joinInside, extendsOf, winners, builtinPlaceholder */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _artifacts_kinds_ai_rulez_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9038);
/* harmony import */ var _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7308);
/* harmony import */ var _artifacts_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2708);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4337);
/**
 * ai-rulez agent resolution, as the generator does it, over the Project (pure:
 * files are read only through `Project.stat`/`readText`).
 *
 * For each ai-rulez config (one ai-rulez project): the layers, highest first,
 * are the project's root agents, its domains' agents, the includes folded in
 * declared order (the first include beats later ones; an include with
 * `merge_strategy = "include-override"` goes above everything folded so far),
 * then the loaded builtin domains. `extends: X` binds to the agent named X
 * below the current layer (for X = the agent's own name), or at or below it
 * (for another name; an agent is never its own base), which is how cycles
 * can form inside one layer.
 */





const REMOTE = /^(?:git\+)?(?:https?|file|ssh|git):\/\//i;
const SCP = /^[\w.-]+@[\w.-]+:/;
function isRemoteSource(source) {
    return REMOTE.test(source) || SCP.test(source);
}
/** `rel` joined to `root` (both root-relative); null when it leaves `root` or is absolute. */
function joinInside(root, rel) {
    if (rel.startsWith('/') || rel.startsWith('~') || /^[A-Za-z]:[\\/]/.test(rel))
        return null;
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(root, rel.replace(/\\/g, '/'))).replace(/\/$/, '');
    const inRoot = root === '.' ? joined : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.relative(root, joined);
    if (inRoot === '..' || inRoot.startsWith('../') || joined.startsWith('/'))
        return null;
    return joined === '' ? '.' : joined;
}
const under = (dir, rel) => (dir === '.' ? rel : `${dir}/${rel}`);
/** The frontmatter keys the ai-rulez agent rules read (`extends`, `name`): a project rule's `reads`. */
const AI_RULEZ_AGENT_READS = { 'ai-rulez-agent': ['extends', 'name'] };
function extendsOf(artifact) {
    const pair = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(artifact.root, 'extends');
    const target = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)(pair?.value)?.trim();
    if (!pair || !pair.value || !target)
        return undefined;
    return { target, pair, value: pair.value };
}
const cache = new WeakMap();
/** Every ai-rulez project in the scan, resolved (memoized per Project). */
function aiRulezProjects(project) {
    let out = cache.get(project);
    if (!out) {
        // One config per ai-rulez project: `.ai-rulez/config.toml` wins over the older YAML names.
        const rank = (a) => _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_CONFIG_FILES */ .ToO.findIndex((f) => a.path === f || a.path.endsWith(`/${f}`));
        const byRoot = new Map();
        for (const c of project.artifacts.filter((a) => a.kind === 'ai-rulez-config')) {
            const root = c.data.projectRoot;
            const prev = byRoot.get(root);
            if (!prev || rank(c) < rank(prev))
                byRoot.set(root, c);
        }
        out = [...byRoot.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((c) => resolveConfig(project, c));
        cache.set(project, out);
    }
    return out;
}
function readIncludes(project, config, root, headers) {
    const list = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(config.root, 'includes');
    if (!list || list.type !== 'seq')
        return [];
    const out = [];
    list.items.forEach((node, index) => {
        if (node.type !== 'map')
            return;
        const namePair = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(node, 'name');
        const sourcePair = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(node, 'source');
        const source = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)(sourcePair?.value);
        const kinds = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(node, 'include');
        const agents = !kinds || kinds.type !== 'seq' || kinds.items.some((i) => (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)(i) === 'agents');
        const info = {
            index,
            node,
            anchor: headers[node.path] ?? node.range,
            name: (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)(namePair?.value),
            namePair,
            source,
            sourcePair,
            mergeStrategy: (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(node, 'merge_strategy')) ?? _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_DEFAULT_MERGE_STRATEGY */ .nCd,
            agents,
            remote: source !== undefined && isRemoteSource(source),
        };
        const sub = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(node, 'path')) ?? '';
        const override = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(node, 'local_override'));
        const locate = (base) => {
            const dir = joinInside(root, sub ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(base, sub) : base);
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
                info.contentDir = project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
        };
        if (override !== undefined) {
            // A local checkout used instead of `source`; when it is absent ai-rulez skips the include.
            const dir = joinInside(root, sub ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(override, sub) : override);
            if (dir !== null && project.stat(dir) === 'dir') {
                info.remote = false;
                info.dir = dir;
                info.contentDir = project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
            }
        }
        else if (source !== undefined && !info.remote)
            locate(source);
        out.push(info);
    });
    return out;
}
function readBuiltins(config) {
    const state = { mode: 'absent', listed: [], excluded: new Map(), profileRefs: new Set(), shadowed: new Set(), loaded: new Set() };
    const pair = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(config.root, 'builtins');
    const profiles = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(config.root, 'profiles');
    if (profiles?.type === 'map') {
        for (const p of profiles.pairs) {
            if (p.value?.type !== 'seq')
                continue;
            for (const i of p.value.items) {
                const s = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)(i);
                if (s?.startsWith('builtin:'))
                    state.profileRefs.add(s.slice('builtin:'.length));
            }
        }
    }
    if (!pair)
        return state;
    state.pair = pair;
    const v = pair.value;
    if (v?.type === 'scalar' && typeof v.value === 'boolean')
        state.mode = v.value ? 'all' : 'none';
    else if (v?.type === 'seq') {
        state.mode = 'list';
        for (const item of v.items) {
            const s = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarString */ .Cg)(item);
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
function resolveConfig(project, config) {
    const data = config.data;
    const root = data.projectRoot;
    const includes = readIncludes(project, config, root, data.headers ?? {});
    const builtins = readBuiltins(config);
    // -- layers -------------------------------------------------------------
    const own = project.artifacts.filter((a) => a.kind === 'ai-rulez-agent' && a.data.projectRoot === root);
    const domains = [...new Set(own.map((a) => a.data.domain).filter((d) => d !== undefined))].sort();
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
    // Builtins: only with a `builtins` key (or a profile's `builtin:<name>`); a project
    // or include domain of the same name hides the builtin domain.
    const hasDomain = (d) => project.stat(under(root, `.ai-rulez/domains/${d}`)) === 'dir' ||
        includes.some((i) => i.contentDir !== undefined && project.stat(under(i.contentDir, `domains/${d}`)) === 'dir');
    for (const d of _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_BUILTIN_DOMAINS */ .Ygw) {
        let on = false;
        if (builtins.mode === 'all')
            on = true;
        else if (builtins.mode === 'list')
            on = (_artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_AUTO_BUILTIN_DOMAINS */ ._SH.includes(d) || builtins.listed.includes(d)) && !builtins.excluded.has(d);
        if (!on && builtins.profileRefs.has(d))
            on = true;
        if (on && hasDomain(d)) {
            builtins.shadowed.add(d);
            on = false;
        }
        if (on)
            builtins.loaded.add(d);
    }
    for (const d of _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_BUILTIN_DOMAINS */ .Ygw) {
        if (builtins.loaded.has(d))
            layers.push({ id: `builtin:${d}`, kind: 'builtin', name: d, unknown: false });
    }
    const index = new Map(layers.map((l, i) => [l, i]));
    // -- agents -------------------------------------------------------------
    const agents = [];
    const add = (artifact, layer) => {
        agents.push({ name: artifact.element.name, layer, layerIndex: index.get(layer), artifact, extends: extendsOf(artifact) });
    };
    for (const a of own) {
        const d = a.data.domain;
        add(a, d === undefined ? projectLayer : domainLayers.get(d));
    }
    const includeArtifacts = new Map();
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
        includeArtifacts.set(layer, found);
    }
    // Bare layouts are not discovered: read `agents/<name>.md` for every name that matters.
    const wanted = new Set(_artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_BUILTIN_AGENTS */ .Vxx.map((b) => b.name));
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
    // Probe until nothing new turns up: a probed agent's own `extends` may name another.
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
                if (project.stat(path) !== 'file')
                    continue;
                const text = project.readText(path);
                if (text === undefined)
                    continue;
                const a = (0,_artifacts_kinds_ai_rulez_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAiRulezAgent */ .Jt)((0,_artifacts_source_js__WEBPACK_IMPORTED_MODULE_4__/* .sourceFile */ .sm)(path, text));
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
    for (const [, layer] of includeLayers) {
        const list = includeArtifacts.get(layer) ?? [];
        for (const a of list.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0)))
            add(a, layer);
    }
    for (const layer of layers) {
        if (layer.kind !== 'builtin')
            continue;
        for (const b of _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_BUILTIN_AGENTS */ .Vxx) {
            if (b.domain === layer.name)
                agents.push({ name: b.name, layer, layerIndex: index.get(layer), builtinDomain: b.domain });
        }
    }
    agents.sort((a, b) => a.layerIndex - b.layerIndex);
    // -- bindings -----------------------------------------------------------
    const bindings = new Map();
    for (const e of agents) {
        if (!e.extends)
            continue;
        const target = e.extends.target;
        const inRange = (i) => (target === e.name ? i > e.layerIndex : i >= e.layerIndex);
        const base = agents.find((x) => x !== e && x.name === target && inRange(x.layerIndex));
        if (base) {
            bindings.set(e, { kind: 'bound', base });
            continue;
        }
        const unknown = layers.filter((l, i) => l.unknown && inRange(i));
        if (unknown.length > 0) {
            bindings.set(e, { kind: 'unknown', layers: unknown });
            continue;
        }
        const builtin = _artifacts_known_values_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AI_RULEZ_BUILTIN_AGENTS */ .Vxx.find((b) => b.name === target);
        if (builtin && !builtins.loaded.has(builtin.domain)) {
            let reason;
            if (builtins.shadowed.has(builtin.domain))
                reason = 'shadowed';
            else if (builtins.mode === 'absent')
                reason = 'no-builtins';
            else if (builtins.mode === 'none')
                reason = 'builtins-false';
            else if (builtins.excluded.has(builtin.domain))
                reason = 'excluded';
            else
                reason = 'not-listed';
            bindings.set(e, { kind: 'builtin-not-loaded', domain: builtin.domain, reason });
            continue;
        }
        const lowerNames = [...new Set(agents.filter((x) => x !== e && inRange(x.layerIndex)).map((x) => x.name))].sort();
        bindings.set(e, { kind: 'missing', lowerNames });
    }
    // Cycles: follow bound links; every agent on a loop loses its `extends`.
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
/** Range to point at an agent as a whole: its `name` value, else its first line. */
function agentAnchor(a) {
    return a.nameRange ?? (0,_artifacts_source_js__WEBPACK_IMPORTED_MODULE_4__/* .firstLine */ .TM)(a.file);
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
function builtinPlaceholder(name, domain) {
    return `[builtin ${name} (${domain}): ai-rulez's text, not shipped with agentlint]`;
}
function bodyText(a) {
    const body = a.markdown?.body ?? '';
    return body.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?<!\s)\s+$/, '');
}
function link(e) {
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
            chain: [link(e)],
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
                fields.set(pair.key, { key: pair.key, value: (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .toValue */ .BA)(pair.value), layer: e.layer.id, path: e.artifact.path });
            }
        }
        if (!root || root.type !== 'map' || !(0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(root, 'name')) {
            fields.set('name', { key: 'name', value: e.name, layer: e.layer.id, path: e.artifact.path });
        }
        const own = bodyText(e.artifact);
        const body = [...base.body];
        if (own !== '' || body.length === 0)
            body.push({ layer: e.layer.id, kind: 'file', agent: e.name, path: e.artifact.path, text: own });
        m = { fields, body, chain: [...base.chain, link(e)], unknownFieldsFrom: base.unknownFieldsFrom };
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
    const shadows = p.agents.filter((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex).map(link);
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


/***/ })

};
