export const id = 25;
export const ids = [25,178,807];
export const modules = {

/***/ 6807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RevisionError: () => (/* binding */ RevisionError),
/* harmony export */   x: () => (/* binding */ extractRevision)
/* harmony export */ });
/* unused harmony export hasCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/**
 * The tree of a git revision, written to a temporary folder with `git archive`
 * (the repository, its index and its worktrees are left alone), so that its
 * inventory is taken by the same discovery as the working tree's.
 */




class RevisionError extends Error {
}
const git = (cwd, args, input) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd, input, maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
/** The first line git printed on stderr, for a message. */
function gitError(err) {
    const e = err;
    const text = e.stderr?.toString('utf8').trim() || e.message || String(err);
    return text.split('\n').find((l) => l.trim() !== '').replace(/^fatal: /, '');
}
/** Does the repository at `dir` have this commit? */
function hasCommit(dir, rev) {
    try {
        git(dir, ['cat-file', '-e', `${rev}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/** Write the tree of `rev` to a temporary folder; `root` is the working tree's scan root (inside the repository). */
function extractRevision(root, rev) {
    let top;
    try {
        top = git(root, ['rev-parse', '--show-toplevel']).toString('utf8').trim();
    }
    catch (err) {
        throw new RevisionError(`${root} is not inside a git repository (${gitError(err)}): --diff needs one`);
    }
    let commit;
    try {
        commit = git(top, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).toString('utf8').trim();
    }
    catch {
        throw new RevisionError(`no commit \`${rev}\` in this repository (a shallow clone may not have it: fetch it, e.g. \`git fetch --depth=1 origin ${rev}\`, or check out with fetch-depth: 0)`);
    }
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'agentlint-base-'));
    const dispose = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    try {
        const tar = git(top, ['archive', '--format=tar', commit]);
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 64 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
    }
    catch (err) {
        dispose();
        throw new RevisionError(`cannot read the tree of ${rev}: ${gitError(err)}`);
    }
    // The real path of both (a temp folder behind a link, a root given through one).
    const real = (p) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(p);
        }
        catch {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p);
        }
    };
    const sub = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(real(top), real(root));
    return { root: sub ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, sub) : dir, commit, dispose };
}


/***/ }),

/***/ 7025:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareWithRevision: () => (/* binding */ compareWithRevision)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/harness.js + 1 modules
var harness = __webpack_require__(4773);
// EXTERNAL MODULE: ./build/src/engine/inventory/base-tree.js
var base_tree = __webpack_require__(6807);
// EXTERNAL MODULE: ./build/src/engine/inventory/model.js
var model = __webpack_require__(3654);
;// CONCATENATED MODULE: ./build/src/engine/inventory/diff.js
/**
 * The difference a change makes to what each harness loads: the inventory of
 * a base tree against the inventory of the head tree, per harness. Entries are
 * matched by kind and name, then by kind and file (a rename), then by kind and
 * the name within their plugin (a move into or out of a plugin).
 */


/** Short harness names, as reviewers say them (each descriptor's `shortTitle`). */
const SHORT_TITLES = harness/* HARNESS_SHORT_TITLES */.QL;
const local = (name) => name.slice(name.lastIndexOf(':') + 1);
const code = (s) => `\`${s.replace(/`/g, "'")}\``;
function diffInventories(base, head, baseRef) {
    const harnesses = [];
    const order = [...new Set([...head.harnesses.map((h) => h.harness), ...base.harnesses.map((h) => h.harness)])];
    for (const harness of order) {
        const b = base.harnesses.find((h) => h.harness === harness);
        const h = head.harnesses.find((x) => x.harness === harness);
        const changes = diffHarness(diff_all(b), diff_all(h));
        if (changes.length > 0)
            harnesses.push({ harness, title: SHORT_TITLES[harness], changes });
    }
    return { schemaVersion: model/* INVENTORY_SCHEMA_VERSION */.G, base: baseRef, harnesses };
}
function diff_all(h) {
    if (!h)
        return [];
    return [...h.loaded.map((entry) => ({ entry, loaded: true })), ...h.notLoaded.map((entry) => ({ entry, loaded: false }))];
}
function diffHarness(base, head) {
    const pairs = [];
    const left = new Set(base);
    const right = new Set(head);
    const pass = (key) => {
        const byKey = new Map();
        for (const x of left) {
            const list = byKey.get(key(x)) ?? [];
            list.push(x);
            byKey.set(key(x), list);
        }
        for (const y of [...right]) {
            const candidates = byKey.get(key(y));
            const x = candidates?.shift();
            if (!x)
                continue;
            pairs.push([x, y]);
            left.delete(x);
            right.delete(y);
        }
    };
    pass((x) => `${x.entry.kind}\0${x.entry.name}\0${x.entry.path}`);
    pass((x) => `${x.entry.kind}\0${x.entry.name}`);
    pass((x) => `${x.entry.kind}\0${x.entry.path}`);
    pass((x) => `${x.entry.kind}\0${local(x.entry.name)}`);
    const out = [];
    for (const x of left) {
        out.push({ change: 'removed', kind: x.entry.kind, name: x.entry.name, path: x.entry.path, details: [x.loaded ? 'removed' : 'removed (it was not loaded)'], problem: false });
    }
    for (const y of right) {
        out.push({
            change: 'added',
            kind: y.entry.kind,
            name: y.entry.name,
            path: y.entry.path,
            details: [y.loaded ? `added${describe(y.entry)}` : `added, but not loaded (${y.entry.reason.short})`],
            problem: !y.loaded || y.entry.dropped.length > 0 || problemsOf(y.entry).length > 0,
        });
    }
    for (const [x, y] of pairs) {
        const details = [];
        // Where it is and what it is called: one line.
        const where = [];
        if (x.entry.name !== y.entry.name)
            where.push(`renamed from ${code(x.entry.name)}`);
        if (x.entry.path !== y.entry.path)
            where.push(`moved from ${code(x.entry.path)} to ${code(y.entry.path)}`);
        const xo = x.entry.origin;
        const yo = y.entry.origin;
        if ((xo?.plugin ?? '') !== (yo?.plugin ?? '') || (xo?.marketplace ?? '') !== (yo?.marketplace ?? ''))
            where.push(`now ${originText(yo)} (was ${originText(xo)})`);
        if (where.length)
            details.push(where.join(', '));
        let change = 'changed';
        let problem = false;
        if (x.loaded && !y.loaded) {
            problem = true;
            change = 'no-longer-loaded';
            details.push(`no longer loaded (${y.entry.reason.short})`);
        }
        else if (!x.loaded && y.loaded) {
            change = 'newly-loaded';
            details.push(`now loaded (it was not: ${x.entry.reason.short})`);
            // It loads now, with a value that fails when used: that is the change's problem too.
            details.push(...problemsOf(y.entry).map(problemText));
            problem = problemsOf(y.entry).length > 0;
        }
        else if (x.loaded && y.loaded) {
            details.push(...valueChanges(x.entry, y.entry));
            problem = y.entry.dropped.some((d) => !x.entry.dropped.some((xd) => sameDrop(xd, d))) || newProblems(x.entry, y.entry).length > 0;
        }
        else if (!x.loaded && !y.loaded && x.entry.reason.short !== y.entry.reason.short) {
            details.push(`still not loaded, now because ${y.entry.reason.short} (was: ${x.entry.reason.short})`);
            problem = true;
        }
        if (details.length > 0)
            out.push({ change, kind: y.entry.kind, name: y.entry.name, path: y.entry.path, details, problem });
    }
    const rank = { 'no-longer-loaded': 0, removed: 1, changed: 2, 'newly-loaded': 3, added: 4 };
    return out.sort((p, q) => rank[p.change] - rank[q.change] || (p.kind < q.kind ? -1 : p.kind > q.kind ? 1 : 0) || (p.name < q.name ? -1 : p.name > q.name ? 1 : 0) || (p.path < q.path ? -1 : 1));
}
function originText(o) {
    if (!o?.plugin)
        return 'from the repository itself';
    return `from plugin ${code(o.plugin)}${o.marketplace ? ` of marketplace ${code(o.marketplace)}` : ''}`;
}
function describe(e) {
    const parts = [];
    if (typeof e.values.model === 'string')
        parts.push(`model ${code(e.values.model)}`);
    for (const f of ['tools', 'allowed-tools']) {
        const t = e.values[f];
        if (t === undefined)
            continue;
        parts.push(`${f} ${typeof t === 'string' ? t : t.length ? t.map(code).join(', ') : 'none'}`);
    }
    const drops = [...e.dropped.map(droppedText), ...problemsOf(e).map(problemText)];
    return (parts.length ? `: ${parts.join('; ')}` : '') + (drops.length ? `; ${drops.join('; ')}` : '');
}
function droppedText(d) {
    if (d.field === 'frontmatter')
        return `every field dropped (${d.reason})`;
    if (d.field === 'handlers')
        return `handler ${code(d.written)} is skipped (${d.reason})`;
    if (d.written === d.field)
        return `${code(d.field)} is set but not in effect (${d.reason})`;
    return `${d.field} ${code(d.written)} is not in effect (${d.reason})`;
}
/** An entry's problems (an inventory written before they were added has none). */
const problemsOf = (e) => e.problems ?? [];
const sameProblem = (a, b) => a.field === b.field && a.written === b.written && a.rule === b.rule && a.reason === b.reason;
const newProblems = (x, y) => problemsOf(y).filter((p) => !problemsOf(x).some((q) => sameProblem(q, p)));
function problemText(p) {
    const what = p.field === '' ? 'it' : p.field === 'handlers' ? `handler ${code(p.written)}` : `${p.field} ${code(p.written)}`;
    return `${what} ${p.effect === 'ignored' ? 'is ignored' : 'fails when used'} (${p.reason})`;
}
const sameDrop = (a, b) => a.field === b.field && a.written === b.written && a.reason === b.reason;
function valueChanges(x, y) {
    const out = [];
    const keys = [...new Set([...Object.keys(x.values), ...Object.keys(y.values)])];
    const explained = new Set();
    for (const key of keys) {
        const a = x.values[key];
        const b = y.values[key];
        if (JSON.stringify(a) === JSON.stringify(b))
            continue;
        if (Array.isArray(a) && Array.isArray(b)) {
            const lost = a.filter((t) => !b.includes(t));
            const gained = b.filter((t) => !a.includes(t));
            // The head still writes it, in a form the harness drops (a typo, a wrong case); a hook handler as it was.
            const droppedNow = (t) => y.dropped.find((dd) => dd.field === key && !x.dropped.some((xd) => sameDrop(xd, dd)) && (key === 'handlers' ? dd.written === t : similar(dd.written, t)));
            const skipped = key === 'handlers' ? lost.filter((t) => droppedNow(t)) : [];
            for (const t of skipped) {
                const d = droppedNow(t);
                explained.add(d);
                out.push(`handler ${code(t)} is now skipped (${d.reason})`);
            }
            const rest = lost.filter((t) => !skipped.includes(t));
            if (rest.length) {
                const why = rest.map((t) => {
                    const d = droppedNow(t);
                    if (d)
                        explained.add(d);
                    return d ? `${code(t)} (written ${code(d.written)}, ${d.reason})` : code(t);
                });
                out.push(`${key} lose ${why.join(', ')}`);
            }
            if (gained.length)
                out.push(`${key} gain ${gained.map(code).join(', ')}`);
            continue;
        }
        if (key === 'description' && a !== undefined && b !== undefined) {
            out.push('description changed');
            continue;
        }
        const text = (v) => (v === undefined ? 'unset' : typeof v === 'string' ? code(v) : v.length ? v.map(code).join(', ') : 'none');
        if (a === undefined) {
            const d = x.dropped.find((dd) => dd.field === key);
            out.push(d ? `${key} ${text(b)} now takes effect (it was dropped: ${d.reason})` : `${key} set to ${text(b)}`);
        }
        else if (b === undefined) {
            const d = y.dropped.find((dd) => dd.field === key && !x.dropped.some((xd) => sameDrop(xd, dd)));
            if (d) {
                explained.add(d);
                out.push(d.written === d.field ? `${key} ${text(a)} is now ignored (${d.reason})` : `${key} ${text(a)} is now dropped (written ${code(d.written)}, ${d.reason})`);
            }
            else
                out.push(`${key} no longer set (was ${text(a)})`);
        }
        else
            out.push(`${key} ${text(a)} → ${text(b)}`);
    }
    for (const d of y.dropped) {
        if (explained.has(d) || x.dropped.some((xd) => sameDrop(xd, d)))
            continue;
        out.push(droppedText(d));
    }
    out.push(...newProblems(x, y).map(problemText));
    return out;
}
/** A dropped spelling of a tool that was kept before: same name but for case, or one edit away. */
function similar(written, tool) {
    const w = written.toLowerCase();
    const t = tool.toLowerCase();
    if (w === t)
        return true;
    if (Math.abs(w.length - t.length) > 2)
        return false;
    let prev = Array.from({ length: t.length + 1 }, (_, i) => i);
    for (let i = 1; i <= w.length; i++) {
        const cur = [i];
        for (let j = 1; j <= t.length; j++)
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (w[i - 1] === t[j - 1] ? 0 : 1));
        prev = cur;
    }
    return prev[t.length] <= 2;
}

// EXTERNAL MODULE: ./build/src/engine/inventory/run.js + 7 modules
var run = __webpack_require__(9178);
;// CONCATENATED MODULE: ./build/src/engine/inventory/compare.js
/**
 * `inventory --diff REV` and the Action's pull-request comment: the inventory
 * of a git revision's tree against the working tree's. Both sides list the
 * same harnesses (those either tree uses, unless the caller chose some), and
 * the base is read with its own configuration.
 */






const isFile = (p) => {
    try {
        return (0,external_node_fs_.statSync)(p).isFile();
    }
    catch {
        return false;
    }
};
/** Throws RevisionError (./base-tree.ts) when the revision cannot be read. */
async function compareWithRevision(options, rev, rules) {
    const tree = (0,base_tree/* extractRevision */.x)(options.root, rev);
    try {
        let configPath;
        if (options.configPath) {
            const rel = (0,external_node_path_.relative)(options.root, options.configPath);
            // A configuration inside the tree is read at the same place in the base; one outside applies to both.
            configPath = rel.startsWith('..') ? options.configPath : (0,external_node_path_.join)(tree.root, rel);
            if (!isFile(configPath))
                configPath = undefined;
        }
        const baseOpts = { ...options, root: tree.root, configPath };
        const baseRun = await (0,run.inventoryOf)(baseOpts, rules);
        let base = baseRun.inventory;
        let headRun = await (0,run.inventoryOf)(options, rules);
        if (!options.harnesses) {
            const union = harness/* HARNESSES */.Ls.filter((h) => [base, headRun.inventory].some((inv) => inv.harnesses.some((x) => x.harness === h)));
            if (base.harnesses.length < union.length)
                base = (await (0,run.inventoryOf)({ ...baseOpts, harnesses: union }, rules)).inventory;
            if (headRun.inventory.harnesses.length < union.length)
                headRun = await (0,run.inventoryOf)({ ...options, harnesses: union }, rules);
        }
        return { diff: diffInventories(base, headRun.inventory, rev), base, head: headRun.inventory, result: headRun.result, baseResult: baseRun.result, commit: tree.commit };
    }
    finally {
        tree.dispose();
    }
}


/***/ }),

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

/***/ 9178:
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
// EXTERNAL MODULE: ./build/src/harnesses/registry.js + 36 modules
var registry = __webpack_require__(9643);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/roots.js
var roots = __webpack_require__(136);
// EXTERNAL MODULE: ./build/src/harnesses/codex/plugin-kinds.js
var plugin_kinds = __webpack_require__(9969);
// EXTERNAL MODULE: ./build/src/harnesses/cursor/plugin-kinds.js
var cursor_plugin_kinds = __webpack_require__(4084);
// EXTERNAL MODULE: ./build/src/artifacts/harness.js + 1 modules
var artifacts_harness = __webpack_require__(4773);
;// CONCATENATED MODULE: ./build/src/artifacts/shared-files.js
/**
 * The files many harnesses share (`AGENTS.md` and Agent Skills `SKILL.md` under the shared `.agents/skills` and
 * `.claude/skills` folders). How each harness reads them is in its descriptor (`sharedFiles`).
 */
/** The files whose sharing the report explains: `AGENTS.md` anywhere, and `SKILL.md` in the shared skill folders. */
const SHARED_FILE = /(^|\/)AGENTS\.md$|^\.(?:agents|claude)\/skills\/.+\/SKILL\.md$/;

;// CONCATENATED MODULE: ./build/src/engine/inventory/shared.js
/**
 * Files several harnesses read (`AGENTS.md`, `SKILL.md` in `.agents/skills` and `.claude/skills`): for each
 * such file of the tree, the enabled harnesses that read it and how each reads it (SHARED_FILE_READING), and the
 * enabled harnesses agentlint does not model as reading it.
 */



/** How each harness reads the shared files, by artifact kind: every descriptor's `sharedFiles`. */
const SHARED_FILE_READING = Object.assign({}, ...registry/* DESCRIPTORS */.xg.map((d) => d.sharedFiles ?? {}));
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
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/slash-name.js
var slash_name = __webpack_require__(4322);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/scope.js
var scope = __webpack_require__(8517);
// EXTERNAL MODULE: ./build/src/engine/version.js
var version = __webpack_require__(8860);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/known-values/claude-code.js
var claude_code = __webpack_require__(3842);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/model-ref.js
var model_ref = __webpack_require__(88);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/tool-list.js
var tool_list = __webpack_require__(4164);
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

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/lib/hooks-walk.js
var hooks_walk = __webpack_require__(1235);
;// CONCATENATED MODULE: ./build/src/engine/inventory/agreement.js


/** Where a finding's effect applies: the node it names as its subject, else the node it points at. */
function subjectOf(d) {
    return d.span.subject ?? d.span.jsonPath;
}
/** `outer` is `inner` or one of its ancestors (`$.a` holds `$.a.b` and `$.a[0]`, not `$.ab`). */
function holds(outer, inner) {
    return inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
}
function reasonOf(d) {
    return { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d) };
}
/** A whole file or frontmatter: an `ignored` finding there is about something in it, not about every element. */
const WHOLE = new Set(['$', '$.frontmatter']);
/** The finding that says the harness skips the element at `path` (an `ignored` finding on it or around it). */
function skippedBy(path, findings) {
    return findings.find((d) => {
        const s = subjectOf(d);
        return d.effect === 'ignored' && s !== undefined && !WHOLE.has(s) && holds(s, path);
    });
}
/** The finding that says the harness does not load the element at `path` (a `not-loaded` finding inside it). */
function notLoadedInside(path, findings) {
    return findings.find((d) => {
        const s = subjectOf(d);
        return d.effect === 'not-loaded' && s !== undefined && holds(path, s);
    });
}
function problemOf(field, written, d) {
    const effect = d.effect === 'ignored' ? 'ignored' : 'fails-at-run-time';
    return { field, written, effect, reason: shortReason(d), rule: d.kind, line: d.span.range.start.line, column: d.span.range.start.column };
}
const valueText = (v) => (typeof v === 'string' ? v : v.join(', '));
/**
 * Marks the values of `entry` (read from `node`) that a finding says are ignored or fail when used. A value the
 * entry already lists as not in effect (`dropped`, with Claude Code's own reading) is not marked twice. A finding
 * on the entry's own node (an MCP server without a transport) or on its whole file (`$`, a command a skill
 * shadows) is a problem of the entry itself (`field` empty), as is, for an entry that is a whole file (`file`), a
 * finding that it fails when used that points nowhere in it. An `ignored` finding on a whole frontmatter (a
 * harness that cannot read it) takes every field out of effect.
 */
function noteValueProblems(entry, node, findings, at0, file = false) {
    // A file without frontmatter still has the place its fields would be (`$.frontmatter`).
    const base = node?.path ?? at0;
    if (base === undefined)
        return;
    const onEntry = (d) => {
        if (!entry.problems.some((p) => p.field === '' && p.rule === d.kind))
            entry.problems.push(problemOf('', entry.name, d));
    };
    for (const d of findings) {
        if (d.effect !== 'ignored' && d.effect !== 'fails-at-run-time')
            continue;
        const s = subjectOf(d);
        if (s === undefined || (s === '$' && base !== '$')) {
            if (file && (s !== undefined || d.effect === 'fails-at-run-time'))
                onEntry(d);
            continue;
        }
        if (!holds(base, s))
            continue;
        if (s === base) {
            if (d.effect === 'ignored' && base === '$.frontmatter')
                dropFrontmatter(entry, d);
            // An MCP server the harness skips is taken out before (skippedBy): here it is a whole file, or what fails.
            else
                onEntry(d);
            continue;
        }
        for (const [field, value] of Object.entries(entry.values)) {
            if (field === 'handlers')
                continue; // hooks: per handler (handlerProblems)
            // A value shown in place of a missing field (a skill's first body line for `description`) is that field's.
            const at = (0,tree/* getNode */.Zl)(node, field)?.path ?? (0,tree/* childPath */.cm)(base, field);
            // What fails anywhere in a value fails with it; what is ignored is the value or one of its items (`tools[2]`),
            // not a key deep in a map shown as a whole (an unknown setting of one agent in OpenCode's `agent`).
            if (d.effect === 'ignored' ? s !== at && !s.startsWith(`${at}[`) : !holds(at, s))
                continue;
            if (d.effect === 'ignored' && entry.dropped.some((x) => x.field === field))
                continue;
            if (!entry.problems.some((p) => p.field === field && p.rule === d.kind))
                entry.problems.push(problemOf(field, valueText(value), d));
        }
    }
}
function dropFrontmatter(entry, d) {
    if (entry.dropped.some((x) => x.field === 'frontmatter'))
        return;
    for (const k of Object.keys(entry.values))
        delete entry.values[k];
    entry.dropped.push({ field: 'frontmatter', written: 'every field', reason: shortReason(d) });
}
/** The findings about a handler that the harness still runs: a shown value it ignores, or anything that fails. */
function handlerProblems(h, findings) {
    return findings.filter((d) => {
        const s = subjectOf(d);
        if (s === undefined || s === h.path || !holds(h.path, s))
            return false;
        if (d.effect === 'fails-at-run-time')
            return true;
        return d.effect === 'ignored' && h.field !== undefined && holds(`${h.path}.${h.field}`, s);
    });
}

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
/** The entry kind of each harness's artifact kinds (kinds not listed are not in the inventory): each descriptor's. */
const ENTRY_KIND = Object.assign({}, ...registry/* DESCRIPTORS */.xg.map((d) => d.inventory?.entries ?? {}));
/** Where a file-level artifact keeps its MCP servers (each becomes an entry). */
/** Where a file-level artifact keeps its MCP servers (each becomes an entry): each descriptor's. */
const MCP_KEYS = Object.assign({}, ...registry/* DESCRIPTORS */.xg.map((d) => d.inventory?.mcpServers ?? {}));
/** Kinds whose `hooks` map holds hook events (each event becomes an entry). */
const HOOK_HOLDERS = new Set(registry/* DESCRIPTORS */.xg.flatMap((d) => d.inventory?.hookHolders ?? []));
/** The field a hook handler of a type runs (what the inventory shows for it); other types: the first of HANDLER_FIELDS. */
const HANDLER_FIELD = { command: 'command', http: 'url', prompt: 'prompt', agent: 'prompt' };
const HANDLER_FIELDS = ['command', 'bash', 'powershell', 'url', 'prompt'];
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
            // A finding inside one server of a file with several (`$.mcpServers.b.command`) is about that server only.
            const serverPaths = serversOf(a).map((s) => s.path);
            const own = notLoadedReason(a, serverPaths.length ? findings.filter((d) => !serverPaths.some((p) => { const s = subjectOf(d); return s !== undefined && holds(p, s); })) : findings, several);
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
        problems: [],
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
        const entry = base(kind, name, values, dropped);
        noteValueProblems(entry, a.root, findings, rootPath(a), true);
        return { entries: [entry], dead: [] };
    }
    if (a.kind === 'mcp') {
        // One artifact per server: a finding that the harness skips the server takes it out.
        const skip = a.root ? skippedBy(a.root.path, findings) : undefined;
        if (skip)
            return { entries: [], dead: [{ kind: 'mcp-server', artifactKind: a.kind, name: a.element.name, path: a.path, ...(origin ? { origin } : {}), reason: reasonOf(skip) }] };
        const entry = base('mcp-server', a.element.name, serverValues(a.root));
        noteValueProblems(entry, a.root, findings);
        return { entries: [entry], dead: [] };
    }
    const dead = [];
    const hooks = HOOK_HOLDERS.has(a.kind) ? hookEvents(a) : undefined;
    const servers = serversOf(a);
    // A plugin or marketplace is listed under the name its manifest gives, a file known by its path (a Codex role) under its `name`.
    // A skill whose frontmatter gives no name, or one its harness ignores (a blank one in Codex), is known by its folder.
    const nameAt = (0,tree/* childPath */.cm)(rootPath(a), 'name');
    const nameIgnored = findings.some((d) => d.effect === 'ignored' && subjectOf(d) === nameAt);
    const named = kind === 'plugin' || kind === 'marketplace' || a.element.name === a.path
        ? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'name')) ?? a.element.name
        : kind === 'skill' && (a.element.name === 'SKILL' || nameIgnored)
            ? (0,names/* skillFolderName */.p)(a.path) ?? a.element.name
            : a.element.name;
    // Codex lists a plugin's skill as `<plugin>:<skill>` (oracle/codex/marketplace.json `plugin-default-skills`).
    const shownName = a.kind === 'codex-plugin-skill' && origin?.plugin ? `${origin.plugin}:${named}` : named;
    if (kind !== 'hook' && kind !== 'mcp-server') {
        const entry = base(kind, shownName, writtenValues(a));
        noteValueProblems(entry, a.root, findings, rootPath(a), true);
        out.push(entry);
    }
    for (const ev of hooks ?? []) {
        const e = hookEntry(ev, findings, (r) => ({ kind: 'hook', artifactKind: a.kind, name: ev.name, path: a.path, ...(origin ? { origin } : {}), reason: r }), (v, d) => base('hook', ev.name, v, d));
        if ('reason' in e)
            dead.push(e);
        else
            out.push(e);
    }
    for (const s of servers) {
        // A server the harness skips (`ignored` on it) or does not load (`not-loaded` inside it) is not loaded.
        const d = skippedBy(s.path, findings) ?? notLoadedInside(s.path, findings);
        if (d) {
            dead.push({ kind: 'mcp-server', artifactKind: a.kind, name: s.name, path: a.path, ...(origin ? { origin } : {}), reason: reasonOf(d) });
            continue;
        }
        const entry = base('mcp-server', s.name, serverValues(s.node));
        noteValueProblems(entry, s.node, findings);
        out.push(entry);
    }
    // A hooks or MCP file with nothing in it still shows that it is read.
    if (out.length === 0 && dead.length === 0)
        out.push(base(kind, a.element.name));
    return { entries: out, dead };
}
/** Where an artifact's fields are, written or not: `$.frontmatter` in a Markdown file. */
function rootPath(a) {
    return a.root?.path ?? (a.markdown ? '$.frontmatter' : '$');
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
/** Hook events of an artifact's `hooks` map (a hooks.json, settings, a manifest), with their handlers. */
function hookEvents(a) {
    const map = (0,hooks_walk/* hooksMap */.Vl)(a);
    if (!map)
        return undefined;
    return map.pairs.map((event) => {
        const handlers = [];
        const groups = event.value?.type === 'seq' ? event.value.items : [];
        for (const g of groups) {
            const inner = (0,tree/* getNode */.Zl)(g, 'hooks');
            // A group whose `hooks` is not a list has no handler (hooks/handler says so); one without `hooks` may be one.
            const list = inner?.type === 'seq' ? inner.items : inner ? [] : [g];
            for (const h of list) {
                const type = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, 'type'));
                const has = (f) => f !== undefined && (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, f)) !== undefined;
                // Copilot's command hooks run `bash` or `powershell`: the type's own field when it is written, else the first.
                const own = type !== undefined ? HANDLER_FIELD[type] : undefined;
                const field = has(own) ? own : HANDLER_FIELDS.find(has);
                const what = (field !== undefined ? (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(h, field)) : undefined) ?? type;
                const matcher = (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(g, 'matcher'));
                handlers.push({ text: what === undefined ? '' : matcher ? `${matcher}: ${what}` : what, path: h.path, ...(field && what !== type ? { field } : {}), shown: what !== undefined });
            }
        }
        return { name: event.key, path: event.path, handlers };
    });
}
/**
 * One hook event: not loaded when the harness ignores the event (hooks/event-known and its peers, at the key) or
 * skips every handler under it; else its handlers that run, the skipped ones under `dropped`, and the findings on
 * the ones that run (a script that is not there) under `problems`.
 */
function hookEntry(ev, findings, dead, loaded) {
    const eventSkip = skippedBy(ev.path, findings);
    if (eventSkip)
        return dead(reasonOf(eventSkip));
    const skips = ev.handlers.map((h) => skippedBy(h.path, findings));
    if (ev.handlers.length > 0 && skips.every((d) => d !== undefined))
        return dead(reasonOf(skips[0]));
    const handlers = [];
    const dropped = [];
    const notes = [];
    ev.handlers.forEach((h, i) => {
        const skip = skips[i];
        if (skip) {
            dropped.push({ field: 'handlers', written: h.shown ? h.text : h.path, reason: shortReason(skip) });
            return;
        }
        if (!h.shown)
            return;
        handlers.push(h.text);
        for (const p of handlerProblems(h, findings))
            notes.push([h, p]);
    });
    const entry = loaded({ handlers }, dropped);
    for (const [h, d] of notes)
        entry.problems.push(problemOf('handlers', h.text, d));
    return entry;
}
function serversOf(a) {
    for (const key of MCP_KEYS[a.kind] ?? []) {
        const node = (0,tree/* getNode */.Zl)(a.root, key);
        if (node?.type === 'map')
            return node.pairs.map((p) => ({ name: p.key, path: p.path, node: p.value }));
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
