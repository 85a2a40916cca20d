export const id = 643;
export const ids = [643];
export const modules = {

/***/ 3986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   co: () => (/* binding */ catalogMatcher),
/* harmony export */   yj: () => (/* binding */ pathAsRead)
/* harmony export */ });
/* unused harmony exports globBase, installedPath */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/**
 * Catalogues: repositories whose agent definitions are written in one place and installed into another
 * (copied by a CLI, or by hand). A `catalog:` entry of the configuration names a glob of such files and
 * what they install as; discovery reads each matching file as that kind, as if it sat where it installs
 * (its installed path decides its name and its kind's reading), while every finding still points at the
 * file where it is written.
 */

/** The folder part of a glob before its first wildcard (`cli-tool/components/agents/**` → `cli-tool/components/agents`). */
function globBase(glob) {
    const parts = glob.split('/');
    const fixed = [];
    for (const p of parts.slice(0, -1)) {
        if (/[*?[\]{}()!]/.test(p))
            break;
        fixed.push(p);
    }
    return fixed.join('/');
}
/** The installed path of a catalogue file matched by a glob whose folder is `base`. */
function installedPath(t, path, base) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (t.shape === 'fixed')
        return t.folder;
    if (t.shape === 'flat')
        return `${t.folder}/${name}`;
    if (t.shape === 'skill') {
        const parts = path.split('/');
        return `${t.folder}/${parts.length >= 2 ? parts[parts.length - 2] : 'skill'}/SKILL.md`;
    }
    const rest = base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
    return `${t.folder}/${rest}`;
}
/** A catalogue's documents beside its components (a README in `agents/`): no install copies them as one. */
const DOCUMENT = /^(readme|changelog|license|licence|contributing|code_of_conduct|security)(\.[^/]*)?$/i;
/**
 * A matcher for the configured entries: the placement of a path, from the first entry whose globs match it.
 * `targets`: every install target the harnesses declare (the engine hands them down with the kinds).
 */
function catalogMatcher(entries, targets) {
    const compiled = entries.flatMap((e) => {
        const t = targets.find((x) => x.id === e.as);
        if (!t || e.files.length === 0)
            return [];
        return [{ t, metadata: Object.freeze([...e.metadata]), globs: e.files.map((g) => ({ base: globBase(g), test: picomatch__WEBPACK_IMPORTED_MODULE_0__(g, { dot: true }) })) }];
    });
    if (compiled.length === 0)
        return undefined;
    return (path) => {
        if (DOCUMENT.test(path.slice(path.lastIndexOf('/') + 1)))
            return undefined;
        for (const c of compiled) {
            const g = c.globs.find((x) => x.test(path));
            if (g)
                return { as: c.t.id, title: c.t.title, spec: c.t.spec, installedPath: installedPath(c.t, path, g.base), metadata: c.metadata };
        }
        return undefined;
    };
}
/** The path a file's kind reads it as: where it installs for a catalogue file, else where it is. */
function pathAsRead(path, placement) {
    return placement?.installedPath ?? path;
}


/***/ }),

/***/ 5580:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KY: () => (/* binding */ COPILOT_FOLDER),
/* harmony export */   az: () => (/* binding */ COPILOT_SOURCE_FOLDER),
/* harmony export */   lq: () => (/* binding */ outsideCopilotWorkspace),
/* harmony export */   t6: () => (/* binding */ OPENCODE_FOLDER),
/* harmony export */   vg: () => (/* binding */ configFolder)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/**
 * "A path written in a configuration → a folder of the repository": the one place that turns a folder a
 * harness's configuration names (Copilot's `agentDirectories` and friends, Copilot marketplace `source`s,
 * OpenCode's `skills.paths`) into a root-relative folder, or says it is not one agentlint checks.
 */

const COPILOT_FOLDER = { backslashSeparates: true, anyDotDot: true, homeAndDrive: false, urls: false };
const COPILOT_SOURCE_FOLDER = { ...COPILOT_FOLDER, urls: true };
const OPENCODE_FOLDER = { backslashSeparates: false, anyDotDot: false, homeAndDrive: true, urls: false };
/**
 * The root-relative folder `written` names (normalized, no trailing `/`, `.` for the root), or null for a path
 * outside the repository (absolute, leaving the root, and what `reading` also leaves alone).
 */
function configFolder(written, reading) {
    const rel = reading.backslashSeparates ? written.replace(/\\/g, '/') : written;
    if (rel.startsWith('/'))
        return null;
    if (reading.homeAndDrive && /^~|^[a-z]:[\\/]/i.test(rel))
        return null;
    if (reading.urls && rel.includes('://'))
        return null;
    if (reading.anyDotDot && rel.split('/').includes('..'))
        return null;
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(rel); // one `/` at most at the end
    const dir = (normal.endsWith('/') ? normal.slice(0, -1) : normal) || '.';
    return dir === '..' || dir.startsWith('../') ? null : dir;
}
/**
 * Copilot CLI's own check of a settings folder (`agentDirectories` and friends): it skips one that is empty (or
 * blank), absolute (`/x`, `C:…`) or leaves the repository once normalized (`../x`, `a/../../x`), with "must name a
 * directory inside the declaring workspace" (mutation probes copilot-settings:/skillDirectories/0:path-absolute,
 * :empty…). True for such a path; `configFolder` then reads the others.
 */
function outsideCopilotWorkspace(written) {
    const rel = written.replace(/\\/g, '/');
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(rel).replace(/\/$/, '');
    return rel.trim() === '' || rel.startsWith('/') || /^[A-Za-z]:/.test(rel) || normal === '..' || normal.startsWith('../');
}


/***/ }),

/***/ 2583:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ withPrefix),
/* harmony export */   P8: () => (/* binding */ statInsideRoot),
/* harmony export */   S8: () => (/* binding */ normalize),
/* harmony export */   eD: () => (/* binding */ deepestRootAbove),
/* harmony export */   hp: () => (/* binding */ treeAccess),
/* harmony export */   tj: () => (/* binding */ rereader),
/* harmony export */   wf: () => (/* binding */ overlaidNewFiles),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9126);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1145);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2708);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6640);
/**
 * Discovery's way to the disk, confined to the scan root: reading a file (links, FIFOs, size, binary and UTF-8
 * checks), `stat` that never follows a link out, and the root-relative path helpers.
 */







/**
 * The project's way to the disk. Made outside `discover` so that its closures do not hold discover's
 * working maps (every text, parse and file identity by path) for as long as the project lives.
 */
function treeAccess(realRoot, root, statInside) {
    return {
        stat: (p) => {
            const n = normalize(p);
            return n === null ? null : statInside(n);
        },
        readText: (p) => {
            const n = normalize(p);
            return n === null ? undefined : readText(realRoot, root, n, [])?.text;
        },
        allFiles: () => (0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .allFiles */ .ZP)(root),
    };
}
/** The deepest of `roots` (root-relative folders, `.` for the scan root) above a path, walking up its folders. */
function deepestRootAbove(roots, path) {
    if (roots.size === 0)
        return undefined;
    for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
        const dir = path.slice(0, i);
        if (roots.has(dir))
            return dir;
    }
    return roots.has('.') ? '.' : undefined;
}
/** Overlay paths the walk did not list, outside the configured ignores (a folder's .gitignore is not asked: the file is new). */
function overlaidNewFiles(options, listed) {
    if (!options.overlay)
        return [];
    const ignored = options.ignore?.length ? picomatch__WEBPACK_IMPORTED_MODULE_4__([...options.ignore], { dot: true }) : () => false;
    return [...options.overlay.keys()].filter((p) => !listed.has(p) && !ignored(p)).sort();
}
/** The paths of a sorted list that start with `prefix` (binary search for the first). */
function withPrefix(sorted, prefix) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < prefix)
            lo = mid + 1;
        else
            hi = mid;
    }
    const out = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++)
        out.push(sorted[i]);
    return out;
}
/**
 * Normalize a root-relative path; null when it leaves the root or enters a `.git` folder (no artifact is there,
 * and `.git/config` holds the token of a checkout).
 */
function normalize(p) {
    const n = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(p.replace(/\\/g, '/')).replace(/\/$/, '');
    if (n === '..' || n.startsWith('../') || n.startsWith('/'))
        return null;
    if (n === '.git' || n.startsWith('.git/') || n.includes('/.git/') || n.endsWith('/.git'))
        return null;
    return n === '' ? '.' : n;
}
/** The file gate's rule: a real path inside the real root, and not in its `.git` folder. */
const inside = _gate_js__WEBPACK_IMPORTED_MODULE_2__/* .insideReal */ .rf;
/**
 * `stat` confined to the scan root: what is at a root-relative path, never
 * through a link that leads out. Each folder is read once (one `readdir`
 * answers for all its entries) and its real path resolved once; answers are
 * kept, since the tree is read once per run. The folders the walk already read
 * (`walked`, root-relative) are not read again.
 */
function statInsideRoot(realRoot, root, walked) {
    // By root-relative folder: its entries' type letters by name (walk.ts `Listing`), and whether its real path is
    // known to be inside the root.
    const folders = new Map();
    const byName = (l) => new Map(l.names.map((n, i) => [n, l.types[i]]));
    const folder = (dirRel) => {
        let f = folders.get(dirRel);
        if (f === undefined) {
            const listed = walked.get(dirRel);
            if (listed) {
                f = { inside: true, entries: byName(listed) };
            }
            else {
                try {
                    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, dirRel);
                    f = { inside: inside(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(abs)), entries: byName((0,_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .listingOf */ .K7)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs, { withFileTypes: true }))) };
                }
                catch {
                    f = null;
                }
            }
            folders.set(dirRel, f);
        }
        return f;
    };
    const cache = new Map();
    return (rel) => {
        let what = cache.get(rel);
        if (what === undefined) {
            what = statUncached(rel);
            cache.set(rel, what);
        }
        return what;
    };
    /** `rel` is normalized (no `..`, no leading `/`): its folder and name are plain string slices. */
    function statUncached(rel) {
        if (rel === '.' || rel === '')
            return 'dir';
        const slash = rel.lastIndexOf('/');
        const f = folder(slash < 0 ? '' : rel.slice(0, slash));
        if (f === null || !f.inside)
            return null;
        const type = f.entries.get(rel.slice(slash + 1));
        if (type === 'd')
            return 'dir';
        if (type === 'f')
            return 'file';
        if (type !== 'l')
            return null;
        try {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, rel);
            if (!inside(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(abs)))
                return null;
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
            return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : null;
        }
        catch {
            return null;
        }
    }
}
/** How a dropped text is read back (ParsedFileHook): with discovery's checks, and the overlay's text where it has one. */
function rereader(realRoot, root, overlay) {
    return (path) => {
        const raw = overlay?.get(path) ?? readText(realRoot, root, path, [])?.text;
        return raw === undefined ? undefined : (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .withoutBom */ .vA)(raw);
    };
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * `anyLinks`: the tree has symbolic links, so any file may be read again under another path; without them only a
 * file with more than one hard link can, and only such a file gets an identity (a key per file held through the
 * whole bulk, for nothing, in the common tree; memory at scale).
 */
function readText(realRoot, root, rel, skipped, isLink, anyLinks = true) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, rel);
    let fd;
    try {
        // Discovery knows from the walk whether an entry is a link (the walk never enters a linked folder). Any other
        // path, such as a file an artifact names, may pass through a linked folder (`notes -> ..`): its real path is
        // checked whatever its last part is.
        if (isLink ?? true) {
            if (!inside(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(abs))) {
                skipped.push({ path: rel, reason: 'symbolic link pointing outside the scan root (not followed)' });
                return undefined;
            }
            // The type is checked before the file is opened: opening a FIFO blocks until a writer comes.
            // (The walk already told plain entries' types: only regular files and links are listed.)
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isFile()) {
                skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): not read' });
                return undefined;
            }
        }
        // Non-blocking, in case the entry is swapped for a FIFO between the check and the open. One
        // path lookup per file (the open); type, size and identity come from the open file.
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, OPEN_FLAGS);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile()) {
            skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): not read' });
            return undefined;
        }
        if (st.size > _limits_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILE_BYTES */ .gZ) {
            skipped.push({ path: rel, reason: `larger than ${_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILE_BYTES */ .gZ / 1024 / 1024} MiB (${st.size} bytes)` });
            return undefined;
        }
        // Node reads and decodes in one native call (its UTF-8 fast path; bad bytes become U+FFFD).
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, 'utf8');
        if (text.length > _limits_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILE_BYTES */ .gZ) {
            // The file grew after the fstat.
            skipped.push({ path: rel, reason: `larger than ${_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILE_BYTES */ .gZ / 1024 / 1024} MiB` });
            return undefined;
        }
        if (text.includes('\0')) {
            skipped.push({ path: rel, reason: 'binary file (contains NUL bytes)' });
            return undefined;
        }
        const identity = st.ino && (anyLinks || st.nlink > 1) ? `${st.dev}:${st.ino}` : '';
        if (!text.includes('\uFFFD'))
            return { text, identity };
        // A replacement character: either the file has one, or its bytes are not UTF-8. Ask the strict decoder.
        const bytes = Buffer.allocUnsafe(st.size);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, 0, st.size, 0);
        try {
            return { text: utf8.decode(bytes.subarray(0, n)), identity };
        }
        catch {
            skipped.push({ path: rel, reason: 'not valid UTF-8' });
            return undefined;
        }
    }
    catch (err) {
        skipped.push({ path: rel, reason: `cannot be read: ${err.code ?? err.message}` });
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 8594:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z_: () => (/* binding */ FRONTMATTER_PATH),
  b: () => (/* binding */ lenientParse),
  Dd: () => (/* binding */ parseMarkdown),
  Cc: () => (/* binding */ trimMarkdown),
  iw: () => (/* binding */ yamlProblemDetail)
});

// UNUSED EXPORTS: UNREADABLE_ANY_KIND

// EXTERNAL MODULE: ./build/src/artifacts/limits.js
var limits = __webpack_require__(1145);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./build/src/artifacts/claude-reread.js
/**
 * Claude Code's second reading of frontmatter that strict YAML rejects, as observed with the
 * oracle on Claude Code 2.1.332 (oracle/claude-code/constructs.json; docs/claude-code-behaviour.md):
 * only when no line holds a carriage return, every top-level single-line `key: value` line whose
 * key is letters, `_` and `-` gets its value wrapped in double quotes when the value holds `: ` or
 * ` #`, starts with `@`, a backtick, `%`, `*`, `|` or `>`, or starts with `[`/`{` without being a valid
 * flow collection; a value that starts and ends with the same quote mark is left alone; leading
 * tabs become spaces. Then the text is parsed once more.
 */

const REWRITABLE = /^([A-Za-z_-]+):[ \t]+(\S.*)$/s;
const LEADING_TABS = /^\t+/;
function isFlow(value) {
    const doc = (0,dist/* parseDocument */.Tp)(`k: ${value}\n`, { strict: true, prettyErrors: false });
    return doc.errors.length === 0;
}
function needsQuoting(value) {
    const first = value[0];
    const last = value[value.length - 1];
    if (value.length >= 2 && (first === '"' || first === "'") && first === last)
        return false;
    if (first === '[' || first === '{')
        return !isFlow(value);
    if (first === '@' || first === '`' || first === '%' || first === '*' || first === '|' || first === '>')
        return true;
    return value.includes(': ') || value.includes(' #');
}
function rewriteForReread(yaml) {
    if (yaml.includes('\r'))
        return undefined;
    const lines = yaml.split('\n');
    const quoted = [];
    const tabbed = new Map();
    let tabs = false;
    const out = lines.map((line, index) => {
        const t = LEADING_TABS.exec(line);
        if (t) {
            tabs = true;
            tabbed.set(index, t[0].length);
            return ' '.repeat(t[0].length * 2) + line.slice(t[0].length);
        }
        const m = REWRITABLE.exec(line);
        if (!m || !needsQuoting(m[2]))
            return line;
        const value = m[2];
        quoted.push({ index, key: m[1], value, column: line.length - value.length });
        return `${line.slice(0, line.length - value.length)}${JSON.stringify(value)}`;
    });
    const text = out.join('\n');
    return { text, quoted, tabs, map: offsetMap(lines, out, quoted, tabbed) };
}
/** The offset map of a rewrite: a quoted value's `"…"` maps onto the value as written, a tab's two spaces onto the tab. */
function offsetMap(before, after, quoted, tabbed) {
    const startsBefore = [];
    const startsAfter = [];
    let b = 0;
    let a = 0;
    for (let i = 0; i < before.length; i++) {
        startsBefore.push(b);
        startsAfter.push(a);
        b += before[i].length + 1;
        a += after[i].length + 1;
    }
    const byLine = new Map(quoted.map((q) => [q.index, q]));
    return (offset) => {
        let lo = 0;
        let hi = startsAfter.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (startsAfter[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        const col = offset - startsAfter[lo];
        const q = byLine.get(lo);
        const tabCount = tabbed.get(lo);
        let orig = col;
        if (q) {
            const written = JSON.stringify(q.value).length;
            if (col > q.column && col < q.column + written)
                orig = q.column + Math.min(q.value.length, Math.max(0, col - q.column - 1));
            else if (col >= q.column + written)
                orig = col - written + q.value.length;
        }
        else if (tabCount !== undefined) {
            orig = col < tabCount * 2 ? Math.floor(col / 2) : col - tabCount;
        }
        return startsBefore[lo] + Math.min(orig, before[lo].length + (lo < before.length - 1 ? 1 : 0));
    };
}
function rereadLoads(yaml) {
    const r = rewriteForReread(yaml);
    if (!r)
        return { loads: false, quoted: [], tabs: false };
    const doc = (0,dist/* parseDocument */.Tp)(r.text, { strict: true, prettyErrors: false, uniqueKeys: false });
    let loads = doc.errors.length === 0 && (0,dist/* isMap */.jh)(doc.contents);
    const e = doc.errors[0];
    let error;
    if (e) {
        const before = r.text.slice(0, e.pos[0]);
        const line = before.split('\n').length - 1;
        const column = e.pos[0] - (before.lastIndexOf('\n') + 1);
        const rewritten = r.quoted.some((q) => q.index === line) || yaml.split('\n')[line] !== r.text.split('\n')[line];
        if (!rewritten)
            error = { line, column, length: Math.max(1, e.pos[1] - e.pos[0]), message: e.message.split('\n')[0] };
    }
    if (loads) {
        try {
            doc.toJS({ maxAliasCount: 100 }); // an unresolved alias (`- *foo`) fails here, as in Claude Code (x-star-list-item)
        }
        catch {
            loads = false;
        }
    }
    return { loads, quoted: r.quoted, tabs: r.tabs, ...(loads ? { rewrite: r } : {}), ...(error && !loads ? { error } : {}) };
}

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var artifacts_tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/artifacts/simple-yaml.js
/**
 * A fast path for the frontmatter most files have: flat `key: value` lines
 * and `- item` lists of simple scalars. It builds exactly the tree the full
 * YAML parser would (a test checks this on every file of the corpus) and
 * returns null for anything else — quotes with escapes, flow collections,
 * comments, multi-line scalars, anchors, numbers other than plain integers —
 * which then goes through the `yaml` package.
 */


const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:( +)(.*))?$/s;
const ITEM = /^( +)- +(.*)$/s;
/** Plain scalars that need the YAML core schema (null, booleans, numbers, special floats). */
const TYPED = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** A scalar's value, or undefined when only the full parser can say. */
function simpleScalar(raw) {
    if (raw === '')
        return undefined;
    const c = raw[0];
    if (c === '"') {
        if (raw.length < 2 || !raw.endsWith('"'))
            return undefined;
        const inner = raw.slice(1, -1);
        if (/["\\]/.test(inner))
            return undefined;
        return { value: inner, quoted: true };
    }
    if (c === "'") {
        if (raw.length < 2 || !raw.endsWith("'"))
            return undefined;
        const inner = raw.slice(1, -1);
        if (inner.includes("'"))
            return undefined;
        return { value: inner, quoted: true };
    }
    if (/^[-?:,[\]{}#&*!|>%@`]/.test(raw))
        return undefined;
    if (/: |:$| #|\t/.test(raw))
        return undefined;
    if (TYPED.test(raw)) {
        if (/^[0-9]+$/.test(raw) && raw.length < 16)
            return { value: Number(raw), quoted: false };
        if (raw === 'true' || raw === 'false')
            return { value: raw === 'true', quoted: false };
        return undefined;
    }
    return { value: raw, quoted: false };
}
/** Reads the lines one by one; each `read…` returns false when only the full parser can read the line. */
class SimpleMappingReader {
    lines;
    rootPath;
    pairs = [];
    keys = new Set();
    list = null;
    // Where the first and the last pair start, and where the mapping ends so far (after the last value).
    firstPairFrom = 0;
    lastPairFrom = 0;
    mapEnd = 0;
    constructor(lines, rootPath) {
        this.lines = lines;
        this.rootPath = rootPath;
    }
    on(start, end) {
        return new source/* OffsetRange */.Lq(this.lines, start, end);
    }
    scalar(start, raw, path) {
        const s = simpleScalar(raw);
        if (!s)
            return undefined;
        return { type: 'scalar', value: s.value, raw, quoted: s.quoted, range: this.on(start, start + raw.length), path };
    }
    /** `  - value` at line `l`: opens a list under the last key (which must be empty) or adds to the open one. */
    readItem(l, line, trimmed, item) {
        const lineStart = this.lines.lineStart(l);
        const lastPair = this.pairs[this.pairs.length - 1];
        if (!lastPair)
            return false;
        let list = this.list;
        if (!list) {
            if (lastPair.value !== null && !(lastPair.value.type === 'scalar' && lastPair.value.value === null && lastPair.value.raw === ''))
                return false;
            const seqFrom = lineStart + item[1].length;
            const seq = { type: 'seq', items: [], flow: false, range: this.on(seqFrom, seqFrom), path: lastPair.path };
            list = this.list = { pair: lastPair, seq, indent: item[1], seqFrom, keyFrom: this.lastPairFrom };
            lastPair.value = seq;
        }
        else if (item[1] !== list.indent)
            return false;
        const start = lineStart + item[1].length + trimmed.slice(item[1].length).indexOf(item[2], 1);
        const node = this.scalar(start, item[2], (0,artifacts_tree/* childPath */.cm)(list.seq.path, list.seq.items.length));
        if (!node)
            return false;
        list.seq.items.push(node);
        // The full parser ends a block list after the line break of its last item.
        const end = l < this.lines.lineCount ? this.lines.lineStart(l + 1) : lineStart + line.length;
        list.seq.range = this.on(list.seqFrom, end);
        list.pair.range = this.on(list.keyFrom, end);
        this.mapEnd = end;
        return true;
    }
    /** `key: value` (or `key:`) starting at `lineStart`; a repeated key is left to the full parser. */
    readKey(lineStart, trimmed) {
        this.list = null;
        const m = KEY.exec(trimmed);
        if (!m)
            return false;
        const key = (0,artifacts_tree/* intern */.HL)(m[1]); // one copy of each key for the whole run, as the full parser does
        if (this.keys.has(key))
            return false;
        this.keys.add(key);
        const keyRange = this.on(lineStart, lineStart + key.length);
        const path = (0,artifacts_tree/* childPath */.cm)(this.rootPath, key);
        let value;
        let valueEnd;
        if (m[3] === undefined || m[3] === '') {
            // `key:` holds a null, placed right after the colon.
            valueEnd = lineStart + key.length + 1;
            value = { type: 'scalar', value: null, raw: '', quoted: false, range: this.on(valueEnd, valueEnd), path };
        }
        else {
            const start = lineStart + key.length + 1 + m[2].length;
            const node = this.scalar(start, m[3], path);
            if (!node)
                return false;
            value = node;
            valueEnd = start + m[3].length;
        }
        if (this.pairs.length === 0)
            this.firstPairFrom = lineStart;
        this.pairs.push({ key, keyRange, value, range: this.on(lineStart, valueEnd), path });
        this.lastPairFrom = lineStart;
        this.mapEnd = valueEnd;
        return true;
    }
    /**
     * The mapping read (at least one pair). Like the full parser, it ends after the line break of a last scalar value
     * (a null or a list already ends where the parser ends it).
     */
    mapping() {
        const { lines, pairs } = this;
        const last = pairs[pairs.length - 1];
        let end = this.mapEnd;
        if (last.value?.type === 'scalar' && last.value.raw !== '') {
            const line = lines.position(end).line;
            end = line < lines.lineCount ? lines.lineStart(line + 1) : lines.lineEnd(line);
        }
        return { type: 'map', pairs, flow: false, range: this.on(this.firstPairFrom, end), path: this.rootPath };
    }
}
/** Parse lines `from..to` (1-based, inclusive) of a file as a simple mapping, or return null. */
function parseSimpleMapping(lines, from, to, rootPath) {
    const reader = new SimpleMappingReader(lines, rootPath);
    for (let l = from; l <= to; l++) {
        const line = lines.lineText(l);
        const trimmed = line.endsWith(' ') ? line.replace(/(?<! ) +$/, '') : line;
        if (trimmed === '') {
            if (reader.list)
                return null; // a blank line inside a list: leave it to the full parser
            continue;
        }
        const item = ITEM.exec(trimmed);
        const read = item ? reader.readItem(l, line, trimmed, item) : reader.readKey(lines.lineStart(l), trimmed);
        if (!read)
            return null;
    }
    if (reader.pairs.length === 0)
        return null;
    return reader.mapping();
}

;// CONCATENATED MODULE: ./build/src/artifacts/frontmatter.js
/**
 * Markdown files with YAML frontmatter: split, parse strictly with ranges,
 * and fall back to a lenient `key: value` reading when strict YAML refuses
 * (typically an unquoted `: ` inside a description), so that every other
 * rule still runs on the file.
 */





/**
 * A linted file's Markdown once its text is let go (engine/compact.ts, `LineIndex.trim`): one record that is
 * both the document and its frontmatter (two records, and the opening line's range, would cost more than the
 * values kept; memory at scale). The YAML text and the body are cut from the file's index when read,
 * which reads the file again.
 */
class TrimmedMarkdown {
    bodyOffset;
    bodyLine;
    lines;
    root;
    lenient;
    problems;
    yamlOffset;
    yamlEnd;
    /** The opening line's range, or where it ends when it is an offset range from the file's start. */
    open;
    constructor(f, bodyOffset, bodyLine, lines) {
        this.bodyOffset = bodyOffset;
        this.bodyLine = bodyLine;
        this.lines = lines;
        this.root = f.root;
        this.lenient = f.lenient;
        this.problems = f.problems.length === 0 ? artifacts_tree/* NO_PROBLEMS */.ve : f.problems;
        this.yamlOffset = f.yamlOffset;
        this.yamlEnd = f.yamlOffset + f.yaml.length;
        const o = f.openRange;
        this.open = o instanceof source/* OffsetRange */.Lq && o.lines === lines && o.from === 0 ? o.to : o;
    }
    get frontmatter() {
        return this;
    }
    /** Only a file with frontmatter is trimmed (`trimMarkdown`). */
    get present() {
        return true;
    }
    get openRange() {
        return typeof this.open === 'number' ? new source/* OffsetRange */.Lq(this.lines, 0, this.open) : this.open;
    }
    get yaml() {
        return this.lines.slice(this.yamlOffset, this.yamlEnd);
    }
    get body() {
        return this.lines.slice(this.bodyOffset);
    }
}
/**
 * `md` without its own copies of the file's text (its body and YAML are views of the whole text, which they
 * would keep alive): for a file whose index lets its text go. Trims `lines` and returns the new record, or
 * undefined when the file has no frontmatter or no body to drop.
 */
function trimMarkdown(md, path, lines, reread) {
    if (!md.frontmatter.present || !lines.trim(md.bodyOffset, path, reread))
        return undefined;
    return new TrimmedMarkdown(md.frontmatter, md.bodyOffset, md.bodyLine, lines);
}
const FENCE = /^---[ \t]*$/;
const FRONTMATTER_PATH = '$.frontmatter';
/** What Claude Code makes of a file whose frontmatter it cannot read, when the caller does not say which kind it is. */
const UNREADABLE_ANY_KIND = 'a project agent is not loaded; a plugin agent loads under its file name with a placeholder description and all tools; a skill or command loads with its first body line as description';
/** The offset of the first line at or after `from` (1-based) that ends the frontmatter, or -1. */
function closingLine(file, from, end) {
    const { text, lines } = file;
    for (let l = from; l <= lines.lineCount; l++) {
        const start = lines.lineStart(l);
        if (end === 'fence' ? FENCE.test(lines.lineText(l)) : text.startsWith('---', start))
            return start;
    }
    return -1;
}
/** The fields of a frontmatter strict YAML reads: its root when it is a mapping (else a problem, unless it is empty). */
function strictRoot(file, root, problems, reader) {
    if (root && root.type === 'map') {
        problems.push(...commentCuts(file, root, reader));
        return root;
    }
    if (root && !(root.type === 'scalar' && root.value === null)) {
        problems.push({ code: 'yaml-invalid', message: 'frontmatter is not a mapping of `key: value` fields', range: root.range });
    }
    return null;
}
/**
 * A frontmatter strict YAML rejects: one finding per file, at the first position strict YAML rejects (no other parse
 * finding), worded by whether Claude Code's re-read loads it; the fields are those the re-read reads, if any.
 */
function rejectedByStrictYaml(file, block, problems, yamlErrors, unreadable) {
    // agentlint's own nesting limit is not a YAML error Claude Code's re-read could get past.
    const reread = yamlErrors.some((p) => p.message.startsWith('nesting deeper')) ? { loads: false, quoted: [], tabs: false } : rereadLoads(block.yaml);
    const first = yamlErrors[0];
    for (let i = problems.length - 1; i >= 0; i--)
        if (problems[i].code === 'yaml-invalid' && problems[i] !== first)
            problems.splice(i, 1);
    if (reread.loads)
        return { root: readThroughReread(file, block, reread, first, problems), lenient: true };
    explainUnreadable(file, block, reread, first, unreadable);
    return { root: null, lenient: false };
}
/**
 * Claude Code reads the frontmatter through its re-read; strict readers do not (oracle: constructs x-colon-space …).
 * The values Claude Code reads: its rewritten text parsed, with ranges in the file as written (a flow list such as
 * `tools: ["Read", "Grep"]` stays a list; oracle: x-flow-list-plus-retry). Rewords `first` as `yaml-strict`.
 */
function readThroughReread(file, block, reread, first, problems) {
    const { yaml, yamlOffset, yamlEnd, lastLine } = block;
    const rewrite = reread.rewrite;
    const tree = (0,artifacts_tree/* parseYamlTree */.NL)(rewrite.text, yamlOffset, file.lines, FRONTMATTER_PATH, { original: yaml, map: rewrite.map });
    const root = tree.root?.type === 'map' ? tree.root : lenientParse(file, 2, lastLine);
    problems.push(...duplicateKeys(root));
    first.code = 'yaml-strict';
    first.message = `strict YAML rejects this frontmatter: ${lowerFirst(first.message)}; Claude Code reads it only through its re-read that quotes such values, while other harnesses, GitHub's Markdown renderer and Agent Skills tooling reject it`;
    const fix = reread.tabs ? undefined : quoteFix(file, reread.quoted, yamlOffset, yamlEnd);
    if (fix)
        first.fix = fix;
    return root;
}
/** Claude Code cannot read the frontmatter: `first` says where its re-read breaks and what is lost (`unreadable`). */
function explainUnreadable(file, block, reread, first, unreadable) {
    const { lines } = file;
    const { yaml, yamlOffset, yamlEnd } = block;
    if (reread.error) {
        // The first position that breaks Claude Code's re-read (a line the re-read left as written).
        const firstLine = lines.position(yamlOffset).line;
        const start = lines.lineStart(firstLine + reread.error.line) + reread.error.column;
        first.range = lines.range(start, Math.min(start + reread.error.length, Math.max(start + 1, lines.lineEnd(firstLine + reread.error.line))));
        first.message = reread.error.message.replace(/ at line \d+, column \d+:?$/, '');
    }
    const crlf = yaml.includes('\r') && rereadLoads(yaml.replace(/\r\n/g, '\n')).loads;
    first.message = `Claude Code cannot read this frontmatter and drops every field: ${lowerFirst(first.message)}${crlf ? ' (with LF line ends its re-read would load it, but the re-read does nothing on a file with CRLF line ends)' : ''}; ${typeof unreadable === 'string' ? unreadable : unreadable.text}`;
    if (typeof unreadable !== 'string')
        first.effect = unreadable.effect;
    const fix = reread.quoted.length > 0 && !reread.tabs ? quoteFix(file, reread.quoted, yamlOffset, yamlEnd) : undefined;
    if (fix)
        first.fix = fix;
}
/**
 * `unreadable` says what happens to this file's kind when Claude Code cannot read its
 * frontmatter (the tail of the `yaml-invalid` message, and its effect when not the rule's usual one); `reading` how
 * the harness ends the frontmatter.
 */
function parseMarkdown(file, unreadable = UNREADABLE_ANY_KIND, reading = {}) {
    const end = reading.end ?? 'any-dashes';
    const { text, lines } = file;
    const openRange = lines.range(0, lines.lineEnd(1));
    const empty = (present, problems = []) => ({
        present, openRange, yaml: '', yamlOffset: 0, root: null, lenient: false, problems,
    });
    if (!FENCE.test(lines.lineText(1))) {
        return { frontmatter: empty(false), body: text, bodyOffset: 0, bodyLine: 1 };
    }
    // Claude Code ends the block at the first `---` after the opening line, anywhere: on its own
    // line, inside a value, even inside a quoted string (oracle: constructs x-dashes-*). A `...`
    // line does not end it (x-dots-line). Other harnesses end it only at a line (`reading.end`).
    const yamlOffset = lines.lineStart(2);
    const cut = lines.lineCount < 2 ? -1 : end === 'any-dashes' ? text.indexOf('---', yamlOffset) : closingLine(file, 2, end);
    if (cut < 0) {
        const problem = {
            code: 'frontmatter-unclosed',
            message: 'frontmatter opened with `---` is never closed: Claude Code finds no frontmatter and loads no field',
            range: openRange,
        };
        return { frontmatter: empty(true, [problem]), body: '', bodyOffset: text.length, bodyLine: lines.lineCount };
    }
    const cutLine = lines.position(cut).line;
    const onOwnLine = lines.lineStart(cutLine) === cut && FENCE.test(lines.lineText(cutLine));
    const close = onOwnLine ? cutLine : -1;
    const yamlEnd = cut;
    const yaml = text.slice(yamlOffset, yamlEnd);
    const bodyOffset = onOwnLine ? (close < lines.lineCount ? lines.lineStart(close + 1) : text.length) : cut + 3;
    const body = text.slice(bodyOffset);
    const bodyLine = onOwnLine ? Math.min(close + 1, lines.lineCount) : cutLine;
    const lastLine = onOwnLine || end !== 'any-dashes' ? cutLine - 1 : cutLine;
    const simple = onOwnLine ? parseSimpleMapping(lines, 2, close - 1, FRONTMATTER_PATH) : null;
    const strict = simple ? { root: simple, problems: [] } : (0,artifacts_tree/* parseYamlTree */.NL)(yaml, yamlOffset, lines, FRONTMATTER_PATH);
    const problems = strict.problems;
    const yamlErrors = problems.filter((p) => p.code === 'yaml-invalid');
    const { root, lenient } = yamlErrors.length === 0
        ? { root: strictRoot(file, strict.root, problems, reading.reader), lenient: false }
        : rejectedByStrictYaml(file, { yaml, yamlOffset, yamlEnd, lastLine }, problems, yamlErrors, unreadable);
    if (!onOwnLine && root && end === 'any-dashes') {
        problems.push({
            code: 'value-cut',
            message: 'the frontmatter ends at this `---` (Claude Code ends it at the first `---` anywhere): the text after it and every later line are not read as fields but as the body',
            range: lines.range(cut, cut + 3),
        });
    }
    return { frontmatter: { present: true, openRange, yaml, yamlOffset, root, lenient, problems }, body, bodyOffset, bodyLine };
}
// Matched against a line without its trailing blanks (`trimBlanksEnd`): a `[ \t]*$` after a
// lazy group backtracks quadratically on a long run of spaces. The value runs to the end.
const KEY_LINE = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)[ \t]*:(?:[ \t]+(.*))?$/s;
const ITEM_LINE = /^([ \t]+)-(?:[ \t]+(.*))?$/s;
/** Line-by-line `key: value` reading, with `- item` lists under an empty key. */
function lenientParse(file, fromLine, toLine) {
    const { lines } = file;
    const pairs = [];
    let current = null;
    for (let l = fromLine; l <= toLine; l++) {
        const text = (0,limits/* trimBlanksEnd */.BN)(lines.lineText(l));
        const start = lines.lineStart(l);
        const m = KEY_LINE.exec(text);
        if (m) {
            const key = m[1];
            const keyRange = lines.range(start, start + key.length);
            const path = (0,artifacts_tree/* childPath */.cm)(FRONTMATTER_PATH, key);
            let value = null;
            if (m[2] !== undefined && m[2] !== '') {
                const raw = m[2];
                const vStart = start + text.length - raw.length;
                value = scalar(raw, lines.range(vStart, vStart + raw.length), path);
            }
            const pair = { key, keyRange, value, range: lines.range(start, value ? value.range.end.offset : start + key.length), path };
            pairs.push(pair);
            current = { pair, seq: null };
            continue;
        }
        const item = ITEM_LINE.exec(text);
        if (item && current && (current.pair.value === null || current.seq)) {
            const raw = item[2] ?? '';
            const vStart = start + text.length - raw.length;
            if (!current.seq) {
                current.seq = { type: 'seq', items: [], flow: false, range: lines.range(start, start), path: current.pair.path };
                current.pair.value = current.seq;
            }
            const node = scalar(raw, lines.range(vStart, vStart + raw.length), (0,artifacts_tree/* childPath */.cm)(current.pair.path, current.seq.items.length));
            current.seq.items.push(node);
            current.seq.range = { start: current.seq.items[0].range.start, end: node.range.end };
            current.pair.range = { start: current.pair.keyRange.start, end: node.range.end };
        }
    }
    const first = lines.lineStart(fromLine);
    const last = toLine >= fromLine ? lines.lineEnd(toLine) : first;
    return { type: 'map', pairs, flow: false, range: lines.range(first, last), path: FRONTMATTER_PATH };
}
function scalar(raw, range, path) {
    let value = raw;
    let quoted = false;
    if (raw.length >= 2 && ((raw.startsWith('"') && raw.endsWith('"')) || (raw.startsWith("'") && raw.endsWith("'")))) {
        value = raw.slice(1, -1);
        quoted = true;
    }
    return { type: 'scalar', value, raw, quoted, range, path };
}
/**
 * Quote the values Claude Code's re-read quotes: the fixed file reads the same for Claude Code
 * and for strict YAML (checked here by parsing the result; the oracle cases x-*-fixed prove it).
 */
function quoteFix(file, quoted, yamlOffset, yamlEnd) {
    const { lines } = file;
    if (quoted.length === 0)
        return undefined;
    const firstLine = lines.position(yamlOffset).line;
    const edits = quoted.map((q) => {
        const start = lines.lineStart(firstLine + q.index) + q.column;
        return { key: q.key, raw: q.value, start, quoted: JSON.stringify(q.value) };
    });
    let yaml = '';
    let at = yamlOffset;
    for (const e of edits) {
        yaml += file.text.slice(at, e.start) + e.quoted;
        at = e.start + e.raw.length;
    }
    yaml += file.text.slice(at, yamlEnd);
    const check = (0,artifacts_tree/* parseYamlTree */.NL)(yaml, 0, lines, FRONTMATTER_PATH);
    if (check.problems.some((p) => p.code === 'yaml-invalid') || !check.root || check.root.type !== 'map')
        return undefined;
    // Quoting keys written twice (a description's examples as `user:` lines) lets strict YAML read the file, and then
    // it has duplicate keys: the author must settle those first, so no fix.
    if (check.problems.some((p) => p.code === 'duplicate-key'))
        return undefined;
    return {
        msg: `quote the value${edits.length > 1 ? 's' : ''} of ${edits.map((e) => `\`${e.key}\``).join(', ')}`,
        applicability: 'MachineApplicable',
        edits: edits.map((e) => ({ path: file.path, range: lines.range(e.start, e.start + e.raw.length), text: e.quoted })),
    };
}
/**
 * ` #` in an unquoted one-line value starts a YAML comment: Claude Code's first pass cuts the value
 * there (oracle: x-hash-comment, `Handles issue #42 and more` reads `Handles issue`). On another
 * harness's file (`reader`) the message names no harness: every YAML reader ends a plain value there
 * (YAML 1.2, 7.3.3).
 */
function commentCuts(file, root, reader) {
    const out = [];
    const { lines } = file;
    for (const pair of root.pairs) {
        const v = pair.value;
        if (!v || v.type !== 'scalar' || v.quoted || typeof v.value !== 'string')
            continue;
        const line = v.range.end.line;
        if (line !== v.range.start.line)
            continue;
        const lineText = lines.lineText(line);
        const after = lineText.slice(v.range.end.column - 1);
        const hash = /^[ \t]+#/.exec(after);
        if (!hash)
            continue;
        const hashAt = lines.lineStart(line) + v.range.end.column - 1 + hash[0].length - 1;
        const comment = trimEnd(lineText.slice(hashAt - lines.lineStart(line)));
        const written = `${v.raw}${after.slice(0, hash[0].length - 1)}${comment}`;
        out.push({
            code: 'value-cut',
            message: reader
                ? `\`${comment}\` is a YAML comment (YAML ends a plain value at \` #\`): \`${pair.key}\` is read as \`${String(v.value)}\`, without it`
                : `\`${comment}\` is a YAML comment: Claude Code reads \`${pair.key}\` as \`${String(v.value)}\`, without it`,
            range: lines.range(hashAt, hashAt + comment.length),
            fix: {
                msg: `quote the whole value of \`${pair.key}\` to keep the text after \`#\``,
                applicability: 'MaybeIncorrect',
                edits: [{ path: file.path, range: lines.range(v.range.start.offset, hashAt + comment.length), text: JSON.stringify(written) }],
            },
        });
    }
    return out;
}
/**
 * Duplicate top-level keys in a frontmatter only Claude Code's re-read loads: the re-read keeps the last value
 * (oracle: constructs x-dup-key-retry, `description: first` then `description: second` loads `second`).
 */
function duplicateKeys(root) {
    const out = [];
    const seen = new Map();
    const last = new Map();
    for (const pair of root.pairs)
        last.set(pair.key, pair);
    for (const pair of root.pairs) {
        const prev = seen.get(pair.key);
        if (prev) {
            const winner = last.get(pair.key).value;
            out.push({
                code: 'duplicate-key',
                message: `duplicate key \`${pair.key}\` (first at line ${prev.keyRange.start.line}): Claude Code keeps the last value${winner && winner.type === 'scalar' ? ` (here \`${String(winner.value)}\`)` : ''} and silently drops the earlier one; strict YAML parsers reject the file`,
                range: pair.keyRange,
            });
        }
        else
            seen.set(pair.key, pair);
    }
    return out;
}
/** Trailing blanks removed without a backtracking regex. */
function trimEnd(s) {
    let end = s.length;
    while (end > 0 && (s[end - 1] === ' ' || s[end - 1] === '\t'))
        end--;
    return s.slice(0, end);
}
/**
 * The YAML error inside the shared reader's message about frontmatter Claude Code cannot read or strict YAML rejects
 * (`<what>: <yaml error>; <what Claude Code does>`), for a harness that words it its own way; undefined for others.
 * Anchored, and lazy only up to the first `; `: no backtracking on long runs of anything.
 */
function yamlProblemDetail(message) {
    return /^(?:Claude Code cannot read this frontmatter and drops every field|strict YAML rejects this frontmatter): (.*?)(?: \(with LF line ends[^)]*\))?; /s.exec(message)?.[1];
}
function lowerFirst(s) {
    return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}


/***/ }),

/***/ 9126:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ leaves),
/* harmony export */   PE: () => (/* binding */ confinement),
/* harmony export */   R6: () => (/* binding */ writeGated),
/* harmony export */   oS: () => (/* binding */ workspaceRoot),
/* harmony export */   pS: () => (/* binding */ readGatedOrUndefined),
/* harmony export */   rf: () => (/* binding */ insideReal),
/* harmony export */   ue: () => (/* binding */ GateError),
/* harmony export */   w: () => (/* binding */ readGated)
/* harmony export */ });
/* unused harmony exports gateMessage, statGated */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1145);
/**
 * The file gate: how agentlint reads and writes files whose place a repository decides (its configuration, its
 * suppressions file, ignore files, the files its artifacts name, the outputs it writes, `init`'s files, `--fix`).
 * A pull request's author controls every name, byte and link of the checkout, so:
 * - a path is followed to its real place, and that place must be inside the workspace root and outside `.git`
 *   (the token `actions/checkout` keeps is in `.git/config`); a link that leads elsewhere is refused before
 *   anything is read through it, and is reported like a missing file;
 * - only regular files are read (a FIFO would block, `/dev/zero` never ends), at most `MAX_FILE_BYTES`, opened
 *   non-blocking in case the entry is swapped between the check and the open;
 * - a write refuses a link in place of the file and a folder whose real place is outside, writes a temporary file
 *   beside the target and renames it over.
 * A path the user named that lies outside the workspace (`-o /tmp/report.json`, `--config ~/agentlint.yml`) is
 * the user's choice, not the repository's: `explicit` lets it through with the same file checks.
 * Discovery keeps its own reader (discovery/disk.ts), with the same rules for the scan root.
 */



class GateError extends Error {
    reason;
    constructor(message, reason) {
        super(message);
        this.reason = reason;
    }
}
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const strictUtf8KeepingBom = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** `rel` (from `relative`) leaves the folder it is relative to. */
function leaves(rel) {
    return rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || rel.startsWith('../') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
/** `rel` (root-relative) is `.git` or inside a `.git` folder. */
function inGitFolder(rel) {
    return rel.split(/[\\/]/).includes('.git');
}
/** A real path the gate lets through: inside the real root, and not in a `.git` folder (discovery's reader asks too). */
function insideReal(realRoot, real) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, real);
    return !leaves(rel) && !inGitFolder(rel);
}
/**
 * The workspace root for a scan root: the repository's root when the scan root is inside a git work tree (a
 * plugin linted on its own inside a monorepo may follow links that stay in the repository), else the scan root.
 */
function workspaceRoot(scanRoot) {
    const start = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(scanRoot);
    for (let dir = start;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.git')))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return start;
    }
}
function realOrUndefined(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
    }
    catch {
        return undefined;
    }
}
/** The real path of the deepest part of `abs` that exists (what a write or a read would reach). */
function deepestReal(abs) {
    let existing = abs;
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(existing) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing) !== existing)
        existing = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing);
    return realOrUndefined(existing);
}
/**
 * Where `abs` really is, checked against the root: the reason it may not be used, or undefined when it may.
 * A path lexically outside the root passes only when `explicit`.
 */
function confinement(root, abs, explicit = false) {
    const lexical = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, abs);
    if (leaves(lexical))
        return explicit ? undefined : 'outside';
    if (inGitFolder(lexical))
        return 'git-folder';
    const realRoot = realOrUndefined(root) ?? root;
    const real = deepestReal(abs);
    if (real === undefined)
        return 'missing';
    if (insideReal(realRoot, real))
        return undefined;
    return leaves((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, real)) ? 'outside' : 'git-folder';
}
const WHY = {
    missing: 'no such file',
    outside: 'it leads out of the workspace (a symbolic link, or a path outside it): not read',
    'git-folder': 'it leads into the `.git` folder: not read',
    'not-a-file': 'not a regular file (a folder, FIFO, socket or device): not read',
    'too-large': `larger than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ / 1024 / 1024} MiB: not read`,
    binary: 'a binary file (it holds NUL bytes)',
    'not-utf8': 'not valid UTF-8',
    link: 'it is a symbolic link: not written through',
    unreadable: 'cannot be read',
};
const WRITE_WHY = {
    outside: 'it leads out of the workspace (a symbolic link, or a path outside it): not written',
    'git-folder': 'it leads into the `.git` folder: not written',
    'not-a-file': 'not a regular file: not written',
};
/** The sentence for a refusal, e.g. `.agentlint.yml: it leads out of the workspace …`. */
function gateMessage(shown, reason, detail) {
    return `${shown}: ${WHY[reason]}${detail ? ` (${detail})` : ''}`;
}
function shownPath(root, abs, opts) {
    if (opts.shown !== undefined)
        return opts.shown;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, abs);
    return rel === '' || leaves(rel) ? abs : rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/** What is at `abs`, through the gate: a file or folder it may use, or null (missing, outside, `.git`, special). */
function statGated(root, abs, opts = {}) {
    if (!existsSync(abs) || confinement(root, abs, opts.explicit) !== undefined)
        return null;
    try {
        const st = statSync(abs);
        return st.isFile() ? 'file' : st.isDirectory() ? 'dir' : null;
    }
    catch {
        return null;
    }
}
/** Read a text file through the gate; a GateError says why not. */
function readGated(root, abs, opts = {}) {
    const shown = shownPath(root, abs, opts);
    const fail = (reason, detail) => {
        throw new GateError(gateMessage(shown, reason, detail), reason);
    };
    // A dangling link is missing too.
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(abs))
        fail('missing');
    const refused = confinement(root, abs, opts.explicit);
    if (refused)
        fail(refused);
    // The type before the open: opening a FIFO blocks until a writer comes.
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isFile())
        fail('not-a-file');
    const max = opts.maxBytes ?? _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, OPEN_FLAGS);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile())
            fail('not-a-file');
        if (st.size > max)
            fail('too-large', `${st.size} bytes`);
        const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd);
        if (bytes.length > max)
            fail('too-large');
        if (bytes.includes(0))
            fail('binary');
        try {
            return (opts.keepBom ? strictUtf8KeepingBom : strictUtf8).decode(bytes);
        }
        catch {
            return fail('not-utf8');
        }
    }
    catch (err) {
        if (err instanceof GateError)
            throw err;
        return fail('unreadable', err.code ?? err.message);
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Read through the gate, or undefined when the gate refuses (missing, outside, special, too large…). */
function readGatedOrUndefined(root, abs, opts = {}) {
    try {
        return readGated(root, abs, opts);
    }
    catch (err) {
        if (err instanceof GateError)
            return undefined;
        throw err;
    }
}
/**
 * Write `text` to `abs` through the gate: the folders are made one by one, each checked to stay inside; a link in
 * place of the file is refused; the text goes to a temporary file beside it, renamed over the target.
 */
function writeGated(root, abs, text, opts = {}) {
    const shown = shownPath(root, abs, opts);
    const fail = (reason, detail) => {
        throw new GateError(`${shown}: ${WRITE_WHY[reason] ?? WHY[reason]}${detail ? ` (${detail})` : ''}`, reason);
    };
    const check = (p) => {
        const refused = confinement(root, p, opts.explicit);
        if (refused && refused !== 'missing')
            fail(refused);
    };
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs);
    }
    catch {
        st = undefined;
    }
    if (opts.explicit && writesInPlace(root, abs, st)) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(abs, text);
        return;
    }
    if (st?.isSymbolicLink())
        fail('link');
    check(abs);
    if (opts.createFolders)
        makeFolders((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs), check);
    else if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)))
        fail('missing', 'no such folder');
    else
        check((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs));
    if (st && !st.isFile())
        fail('not-a-file');
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs)}.agentlint-${process.pid}-${Date.now()}.tmp`);
    try {
        // The replaced file keeps its permissions (a hook script stays executable).
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(temp, text, { flag: 'wx', mode: st ? st.mode & 0o7777 : 0o666 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, abs);
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
        throw err;
    }
}
/**
 * A path the user named outside the workspace that is written as it is, not replaced: a device or FIFO
 * (`-o /dev/null`, a pipe), or a link (`-o /dev/stdout`). Inside the workspace, links and FIFOs are the repository's.
 */
function writesInPlace(root, abs, st) {
    if (!st || !leaves((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, abs)))
        return false;
    if (st.isCharacterDevice() || st.isFIFO())
        return true;
    if (!st.isSymbolicLink())
        return false;
    try {
        const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
        return target.isCharacterDevice() || target.isFIFO() || target.isFile();
    }
    catch {
        return false;
    }
}
/** `mkdir -p`, one folder at a time, each checked before and after it is made (a linked folder is not entered). */
function makeFolders(dir, check) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir)) {
        check(dir);
        return;
    }
    makeFolders((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir), check);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
    check(dir);
}


/***/ }),

/***/ 3363:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ parseJsonFile)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1145);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);
/**
 * JSON files with ranges: a small strict JSON parser (RFC 8259) that builds
 * the range-keeping tree directly. It is several times faster than reading
 * JSON through the YAML parser, and its errors point at the failing character.
 */


const MAX_DEPTH = 200;
class JsonError extends Error {
    at;
    constructor(message, at) {
        super(message);
        this.at = at;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
/** A recursive-descent reader over one file's text; `i` is the offset of the next character to read. */
class JsonReader {
    file;
    i = 0;
    problems = [];
    constructor(file) {
        this.file = file;
    }
    /** The whole text as one value, with nothing but whitespace after it. */
    document() {
        const root = this.value('$', 0);
        this.ws();
        if (this.i < this.file.text.length)
            this.fail('end of file after the JSON value');
        return root;
    }
    range(s, e) {
        return this.file.lines.range(s, e);
    }
    ws() {
        const { text } = this.file;
        for (;;) {
            const c = text.charCodeAt(this.i);
            if (c === 32 || c === 10 || c === 13 || c === 9)
                this.i++;
            else
                break;
        }
    }
    fail(what) {
        const { text } = this.file;
        const found = this.i >= text.length ? 'end of file' : `\`${(0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .charAt */ .oJ)(text, this.i)}\``;
        throw new JsonError(`invalid JSON: expected ${what}, found ${found}`, this.i);
    }
    value(path, depth) {
        if (depth > MAX_DEPTH)
            throw new JsonError(`invalid JSON: nesting deeper than ${MAX_DEPTH} levels`, this.i);
        this.ws();
        const c = this.file.text[this.i];
        if (c === '{')
            return this.object(path, depth);
        if (c === '[')
            return this.array(path, depth);
        return this.scalar(path);
    }
    /** After a member or an item: true after `,` (another follows), false after `close` (the end). */
    separator(close, another) {
        const { text } = this.file;
        this.ws();
        if (text[this.i] === ',') {
            this.i++;
            this.ws();
            if (text[this.i] === close)
                this.fail(`another ${another} after \`,\` (trailing commas are not JSON)`);
            return true;
        }
        if (text[this.i] === close) {
            this.i++;
            return false;
        }
        return this.fail(`\`,\` or \`${close}\``);
    }
    object(path, depth) {
        const { text } = this.file;
        const start = this.i++;
        const pairs = [];
        const seen = new Map();
        this.ws();
        if (text[this.i] === '}')
            this.i++;
        else {
            do {
                const pair = this.member(path, depth);
                this.noteDuplicate(seen.get(pair.key), pair);
                seen.set(pair.key, pair);
                pairs.push(pair);
            } while (this.separator('}', 'property'));
        }
        return { type: 'map', pairs, flow: true, range: this.range(start, this.i), path };
    }
    /** `"key": value`. */
    member(path, depth) {
        const { text } = this.file;
        this.ws();
        if (text[this.i] !== '"')
            this.fail('a double-quoted property name');
        const ks = this.i;
        const key = this.string();
        const ke = this.i;
        this.ws();
        if (text[this.i] !== ':')
            this.fail('`:` after the property name');
        this.i++;
        const ppath = (0,_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .childPath */ .cm)(path, key);
        const v = this.value(ppath, depth + 1);
        return { key, keyRange: this.range(ks, ke), value: v, range: this.range(ks, v.range.end.offset), path: ppath };
    }
    noteDuplicate(prev, pair) {
        if (!prev)
            return;
        this.problems.push({
            code: 'duplicate-key',
            message: `duplicate key \`${pair.key}\` (first at line ${prev.keyRange.start.line}); the last value wins, so the first is silently ignored`,
            range: pair.keyRange,
        });
    }
    array(path, depth) {
        const start = this.i++;
        const items = [];
        this.ws();
        if (this.file.text[this.i] === ']')
            this.i++;
        else {
            do
                items.push(this.value((0,_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .childPath */ .cm)(path, items.length), depth + 1));
            while (this.separator(']', 'value'));
        }
        return { type: 'seq', items, flow: true, range: this.range(start, this.i), path };
    }
    scalar(path) {
        const { text } = this.file;
        const start = this.i;
        const quoted = text[this.i] === '"';
        const v = quoted ? this.string() : this.literal();
        return { type: 'scalar', value: v, raw: text.slice(start, this.i), quoted, range: this.range(start, this.i), path };
    }
    /** `true`, `false`, `null` or a number. */
    literal() {
        const { text } = this.file;
        for (const [word, v] of LITERALS) {
            if (text.startsWith(word, this.i)) {
                this.i += word.length;
                return v;
            }
        }
        const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
        m.lastIndex = this.i;
        const r = m.exec(text);
        if (!r)
            this.fail('a value');
        this.i += r[0].length;
        return Number(r[0]);
    }
    /** A string, from its opening quote. */
    string() {
        const { text } = this.file;
        const start = this.i;
        this.i++;
        let out = '';
        let chunk = this.i;
        for (;;) {
            if (this.i >= text.length)
                throw new JsonError('invalid JSON: unterminated string', start);
            const c = text.charCodeAt(this.i);
            if (c === 34) {
                out += text.slice(chunk, this.i);
                this.i++;
                return out;
            }
            if (c < 32)
                throw new JsonError('invalid JSON: control character in string (escape it)', this.i);
            if (c === 92) {
                out += text.slice(chunk, this.i) + this.escape();
                chunk = this.i;
                continue;
            }
            this.i++;
        }
    }
    /** The character an escape (at its backslash) stands for. */
    escape() {
        const { text } = this.file;
        const e = text[this.i + 1];
        if (e !== undefined && ESCAPES[e] !== undefined) {
            this.i += 2;
            return ESCAPES[e];
        }
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(this.i + 2, this.i + 6))) {
            const ch = String.fromCharCode(parseInt(text.slice(this.i + 2, this.i + 6), 16));
            this.i += 6;
            return ch;
        }
        throw new JsonError('invalid JSON: bad escape in string', this.i);
    }
}
const LITERALS = [['true', true], ['false', false], ['null', null]];
function parseJsonFile(file) {
    const { text, lines } = file;
    if (text.trim() === '') {
        return { root: null, problems: [{ code: 'json-invalid', message: 'file is empty; expected a JSON object', range: lines.range(0, 0) }] };
    }
    const reader = new JsonReader(file);
    try {
        const root = reader.document();
        return { root, problems: reader.problems };
    }
    catch (err) {
        if (!(err instanceof JsonError))
            throw err;
        const at = Math.min(err.at, text.length);
        return { root: null, problems: [{ code: 'json-invalid', message: err.message, range: lines.range(at, (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .charEnd */ .AQ)(text, at)) }] };
    }
}


/***/ }),

/***/ 4566:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ blankJsonc),
/* harmony export */   V: () => (/* binding */ parseJsoncFile)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3363);
/**
 * JSON with comments (`//`, `/* *\/`) and trailing commas, as OpenCode reads `opencode.json(c)`.
 * The comments and trailing commas are blanked with spaces (line breaks kept), so the strict
 * parser's ranges are the ranges in the file as written.
 */

/**
 * `text` with every comment and trailing comma outside strings replaced by spaces, same length.
 * With `trailingCommas: false` only the comments are blanked (Gemini CLI strips comments from its
 * settings.json but its JSON.parse rejects a trailing comma).
 */
function blankJsonc(text, { trailingCommas = true } = {}) {
    const out = text.split('');
    const blank = (from, to) => {
        for (let k = from; k < to; k++)
            if (out[k] !== '\n' && out[k] !== '\r')
                out[k] = ' ';
    };
    let lastComma = -1;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '"') {
            lastComma = -1;
            for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++)
                if (text[i] === '\\')
                    i++;
        }
        else if (c === '/' && text[i + 1] === '/') {
            const end = text.indexOf('\n', i);
            const to = end < 0 ? text.length : end;
            blank(i, to);
            i = to - 1;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            if (end < 0)
                break; // unterminated: the strict parser reports the `/`
            blank(i, end + 2);
            i = end + 1;
        }
        else if (c === ',')
            lastComma = i;
        else if ((c === '}' || c === ']') && lastComma >= 0 && trailingCommas) {
            out[lastComma] = ' ';
            lastComma = -1;
        }
        else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r')
            lastComma = -1;
    }
    return out.join('');
}
function parseJsoncFile(file) {
    return (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)({ ...file, text: blankJsonc(file.text) });
}


/***/ }),

/***/ 7808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xm: () => (/* binding */ parseMarkdownArtifact),
/* harmony export */   eO: () => (/* binding */ rewordProblems),
/* harmony export */   mA: () => (/* binding */ harnessMarkdownKind),
/* harmony export */   qd: () => (/* binding */ duplicateKeyText)
/* harmony export */ });
/* unused harmony export frontmatterFault */
/* harmony import */ var _frontmatter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8594);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2108);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9225);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4337);
/* harmony import */ var _catalog_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3986);
/**
 * Markdown files with YAML frontmatter as artifacts, for any harness: the parse with ranges, the artifact's name
 * (its `name`, else the file's or skill folder's name), a harness's own Markdown kind, and the frontmatter problems
 * of the shared reader in a harness's words. What one harness makes of a file (Claude Code's fate of an unreadable
 * frontmatter, its strict-YAML wording) stays in that harness's folder.
 */





/** Name a Markdown artifact is known by when its frontmatter gives none. */
function fallbackName(kind, path) {
    if (kind === 'skill')
        return (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .skillFolderName */ .p)(path) ?? 'SKILL';
    return (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownBaseName */ .c)(path);
}
/** `reading`: how the harness ends the frontmatter (Claude Code's way by default); `fate`: see UnreadableFate. */
function parseMarkdownArtifact(kind, file, ctx, reading, fate) {
    const markdown = (0,_frontmatter_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarkdown */ .Dd)(file, fate, reading);
    const root = markdown.frontmatter.root;
    const name = (0,_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .scalarString */ .Cg)((0,_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(root, 'name')) ?? fallbackName(kind, (0,_catalog_js__WEBPACK_IMPORTED_MODULE_4__/* .pathAsRead */ .yj)(file.path, ctx.catalog));
    const artifact = {
        kind,
        path: file.path,
        file,
        element: { type: kind, name },
        root,
        markdown,
        nameRange: (0,_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getPair */ .xf)(root, 'name')?.value?.range,
        pluginRoot: ctx.pluginRoot,
        pluginDistributed: ctx.pluginRoot !== undefined,
        data: _model_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_DATA */ .V5,
        // Discovery sets it after the parse: a slot made here costs nothing, a property added later costs a
        // property array per artifact (memory at scale).
        harness: undefined,
    };
    return { file, kind, artifacts: [artifact], problems: markdown.frontmatter.problems, lints: (0,_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(root, 'lints') ?? null, harness: undefined };
}
/**
 * A Markdown file kind of one harness. `id` names the file type; `kind` is the artifact kind its
 * files yield (a harness reading another's folder, such as Copilot reading `.claude/skills`, yields
 * its own kind); `evidence: false` for such borrowed folders; `adjust` applies the harness's own
 * reading to the parsed file (an element name, leniency about frontmatter); `reading` says how the
 * harness ends the frontmatter (Claude Code's way unless observed otherwise).
 */
function harnessMarkdownKind(o) {
    const kind = o.kind ?? o.id;
    return {
        id: o.id,
        harness: o.harness,
        evidence: o.evidence ?? true,
        ...(kind !== o.id ? { yields: [kind] } : {}),
        matches: (p) => o.re.test(p),
        parse(file, ctx) {
            // Messages about this file name its harness, not Claude Code.
            const pf = { ...parseMarkdownArtifact(kind, file, ctx, { ...o.reading, reader: o.harness }), kind };
            return o.adjust ? o.adjust(pf, file, ctx) : pf;
        },
    };
}
function frontmatterFault(p) {
    if (p.code === 'value-cut')
        return 'value-cut';
    if (p.code === 'frontmatter-unclosed')
        return 'unclosed';
    if (p.code === 'duplicate-key')
        return 'duplicate-key';
    if (p.code === 'yaml-invalid' && /is not a mapping/.test(p.message))
        return 'not-a-map';
    if (p.code === 'yaml-invalid' || p.code === 'yaml-strict')
        return 'invalid';
    return 'other';
}
/** "duplicate key `x` (first at line n)": the shared reader's message without what Claude Code does with it. */
const duplicateKeyText = (p) => p.message.replace(/:.*$/s, '');
/**
 * A harness's reading of the shared reader's frontmatter problems (the `adjust` of harnessMarkdownKind): `say`
 * rewrites each problem in the harness's words, or returns null when the harness has nothing to say about it.
 */
function rewordProblems(pf, say) {
    return { ...pf, problems: pf.problems.flatMap((p) => {
            const r = say(p, frontmatterFault(p));
            return r ? [r] : [];
        }) };
}


/***/ }),

/***/ 2108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ parsedFileAt),
/* harmony export */   Ns: () => (/* binding */ artifactsOf),
/* harmony export */   V5: () => (/* binding */ NO_DATA),
/* harmony export */   ve: () => (/* reexport safe */ _tree_js__WEBPACK_IMPORTED_MODULE_0__.ve)
/* harmony export */ });
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);
/** The `data` of an artifact with none: one frozen object shared by every such artifact. */
const NO_DATA = Object.freeze({});

/** Index of each files array by path (the first parse of a path wins, as `find` would); built once per array. */
const byPathCache = new WeakMap();
/** The parsed file at a root-relative path, in constant time (project rules look files up per plugin). */
function parsedFileAt(project, path) {
    let index = byPathCache.get(project.files);
    if (!index) {
        index = new Map();
        for (const f of project.files)
            if (!index.has(f.file.path))
                index.set(f.file.path, f);
        byPathCache.set(project.files, index);
    }
    return index.get(path);
}
/** The artifacts of each kind, per artifacts array: built once, where every project rule used to filter the whole list. */
const byKindCache = new WeakMap();
function artifactsOf(project, kind) {
    let index = byKindCache.get(project.artifacts);
    if (!index) {
        index = new Map();
        for (const a of project.artifacts) {
            const list = index.get(a.kind);
            if (list)
                list.push(a);
            else
                index.set(a.kind, [a]);
        }
        byKindCache.set(project.artifacts, index);
    }
    return index.get(kind) ?? [];
}


/***/ }),

/***/ 9225:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ markdownBaseName),
/* harmony export */   p: () => (/* binding */ skillFolderName)
/* harmony export */ });
/** The names Claude Code derives from a Markdown artifact's path (one place for all kinds and rules). */
/** The folder a SKILL.md sits in: Claude Code names a project or plugin skill after it. */
function skillFolderName(path) {
    const parts = path.split('/');
    return parts.length >= 2 ? parts[parts.length - 2] : undefined;
}
/** A command's or agent's file name without `.md`. */
function markdownBaseName(path) {
    return path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
}


/***/ }),

/***/ 2708:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lq: () => (/* binding */ OffsetRange),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   Yo: () => (/* binding */ detach),
/* harmony export */   e: () => (/* binding */ plainRange),
/* harmony export */   rr: () => (/* binding */ LineIndex),
/* harmony export */   sm: () => (/* binding */ sourceFile),
/* harmony export */   vA: () => (/* binding */ withoutBom)
/* harmony export */ });
/* unused harmony export trimmedRereads */
/**
 * Source text, positions and ranges.
 *
 * Lines and columns are 1-based; columns and offsets count UTF-16 code units
 * (what JavaScript strings index, and what SARIF calls `utf16CodeUnits`).
 * A byte-order mark is stripped when a file is read (see `SourceFile.bom`),
 * so offsets match what an editor shows.
 */
let rereadCount = 0;
/** How many trimmed files have been read again in this process (a test bounds it by the files project-rule fixes touch). */
function trimmedRereads() {
    return rereadCount;
}
class LineIndex {
    /** Offset of the first character of each line (of the head only, while the index is trimmed). */
    starts;
    /** The text; empty while the index is trimmed. */
    held;
    /**
     * While trimmed (`trim`): how to read the text back, the path to read, the text's whole length, the head's
     * length and a hash of the head (to know the text read back is the one the rules saw). Fields of the index,
     * not a record of their own: a tree of 100k files holds 100k indexes (memory at scale).
     */
    reread;
    path;
    length = 0;
    head = 0;
    headHash = 0;
    /** The head holds no surrogate: no range in it splits a character, so ranges need no text. */
    plainHead = false;
    constructor(text) {
        this.held = text;
        this.reread = undefined;
        this.path = undefined;
        this.starts = lineStarts(text);
    }
    /** The whole text (read again from disk, once, if the index was trimmed). */
    get text() {
        if (this.reread)
            this.restore();
        return this.held;
    }
    /**
     * Let the text go, keeping the line starts of its first `length` characters (memory at scale: the
     * frontmatter of a linted Markdown file, whose text no rule reads any more). Positions in that head still
     * answer without the text; reading the text, a slice of it, a line's end, a new range or a position past the
     * head reads the file again (`reread`), once, and the index is whole again.
     * Whether the index is now trimmed (trimmed before counts).
     */
    trim(length, path, reread) {
        if (this.reread)
            return true;
        // Only at a line break, so that every line start of the head is one of the text, and no later one is.
        const c = this.held.charCodeAt(length - 1);
        if (length >= this.held.length || (c !== 10 && c !== 13))
            return false;
        this.reread = reread;
        this.path = path;
        this.length = this.held.length;
        this.head = length;
        this.headHash = hash(this.held, length);
        this.plainHead = !SURROGATE.test(this.held.slice(0, length));
        let n = this.starts.length;
        while (n > 1 && this.starts[n - 1] > length)
            n--;
        this.starts = this.starts.slice(0, n);
        this.held = '';
        return true;
    }
    /** The text from `from` to `to`. */
    slice(from, to) {
        if (this.reread)
            this.restore();
        return this.held.slice(from, to);
    }
    /** The text from `from` to `to` while the index holds it; undefined, without reading the file again, once trimmed. */
    sliceHeld(from, to) {
        return this.reread ? undefined : this.held.slice(from, to);
    }
    restore() {
        const path = this.path;
        rereadCount++;
        const text = this.reread(path);
        // The head is what the rules saw: a file changed on disk since would give positions in another text.
        if (text === undefined || text.length !== this.length || hash(text, this.head) !== this.headHash) {
            throw new Error(`${path} changed or became unreadable while it was being linted`);
        }
        this.held = text;
        this.starts = lineStarts(text);
        this.reread = undefined;
        this.path = undefined;
    }
    get lineCount() {
        if (this.reread)
            this.restore();
        return this.starts.length;
    }
    position(offset) {
        if (this.reread && offset > this.head)
            this.restore();
        const o = Math.max(0, Math.min(offset, this.reread ? this.head : this.held.length));
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= o)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: o - this.starts[lo] + 1, offset: o };
    }
    /** The range from `start` to `end`, widened to whole characters (never half of a surrogate pair). */
    range(start, end) {
        const e = Math.max(start, end);
        if (this.reread) {
            if (e <= this.head && this.plainHead)
                return new OffsetRange(this, start, e);
            this.restore();
        }
        return new OffsetRange(this, this.splitsPair(start) ? start - 1 : start, this.splitsPair(e) ? e + 1 : e);
    }
    /** `offset` falls between the two halves of a surrogate pair. */
    splitsPair(offset) {
        const c = this.held.charCodeAt(offset);
        if (c < 0xdc00 || c > 0xdfff)
            return false;
        const p = this.held.charCodeAt(offset - 1);
        return p >= 0xd800 && p <= 0xdbff;
    }
    /** Offset where 1-based `line` starts. */
    lineStart(line) {
        if (this.reread && line > this.starts.length)
            this.restore();
        return this.starts[Math.max(0, Math.min(line - 1, this.starts.length - 1))];
    }
    /** Offset just past the last character of `line`, before its line break. */
    lineEnd(line) {
        if (this.reread)
            this.restore();
        const next = line < this.starts.length ? this.starts[line] : this.held.length;
        let end = next;
        if (end > this.lineStart(line) && this.held.charCodeAt(end - 1) === 10)
            end--;
        if (end > this.lineStart(line) && this.held.charCodeAt(end - 1) === 13)
            end--;
        return end;
    }
    lineText(line) {
        return this.slice(this.lineStart(line), this.lineEnd(line));
    }
}
const SURROGATE = /[\uD800-\uDFFF]/;
/** FNV-1a of the first `length` characters of `text`, as a small integer. */
function hash(text, length) {
    let h = 0x811c9dc5;
    for (let i = 0; i < length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 2;
}
function lineStarts(text) {
    const starts = [0];
    if (!text.includes('\r')) {
        // The common case: only LF line ends, found by the native search.
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            starts.push(i + 1);
    }
    else {
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === 10)
                starts.push(i + 1);
            else if (c === 13 && text.charCodeAt(i + 1) !== 10)
                starts.push(i + 1);
        }
    }
    return starts;
}
/**
 * A copy of `s` that holds none of the string it was cut from. V8 makes a substring of 13 characters or more a
 * view of its parent, which it keeps alive: a value kept from a file would keep the whole file's text. A round
 * trip through a buffer makes a fresh flat string (shorter substrings are copies already).
 */
function detach(s) {
    if (s.length < 13)
        return s;
    return ONE_BYTE.test(s) ? Buffer.from(s, 'latin1').toString('latin1') : Buffer.from(s, 'utf16le').toString('utf16le');
}
const ONE_BYTE = /^[\x00-\xff]*$/;
/**
 * A range kept as two offsets of a file: its positions are computed when read (a tree holds thousands of
 * ranges that nobody reads; memory at scale). It serialises as a plain range.
 */
class OffsetRange {
    lines;
    from;
    to;
    constructor(lines, from, to) {
        this.lines = lines;
        this.from = from;
        this.to = to;
    }
    get start() {
        return this.lines.position(this.from);
    }
    get end() {
        return this.lines.position(this.to);
    }
    toJSON() {
        return { start: this.start, end: this.end };
    }
}
/** A range as plain data (an OffsetRange's positions computed): what a diagnostic carries. */
function plainRange(r) {
    return r instanceof OffsetRange ? r.toJSON() : r;
}
/** The text lives in the line index, which lets it go once the file is linted (`LineIndex.trim`). */
class Source {
    path;
    bom;
    lines;
    constructor(path, bom, lines) {
        this.path = path;
        this.bom = bom;
        this.lines = lines;
    }
    get text() {
        return this.lines.text;
    }
}
// No absolute path is kept: nothing reads it, and Node's path.resolve builds it as a tree of joined pieces
// (about 500 bytes a file held for the whole run).
function sourceFile(path, raw) {
    const text = withoutBom(raw);
    return new Source(path, text !== raw, new LineIndex(text));
}
/** A file's text without its leading byte-order mark (offsets then match what an editor shows). */
function withoutBom(raw) {
    return raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
}
/** The range of the first line's text (for example an opening `---`). */
function firstLine(file) {
    return file.lines.range(0, file.lines.lineEnd(1));
}


/***/ }),

/***/ 2897:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readTomlFile)
/* harmony export */ });
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/**
 * TOML with ranges: validated with smol-toml (its error carries line and column), then read into the common
 * `TreeNode` shape by a small range-keeping reader so rules point at exact keys and values. Used for ai-rulez's
 * `config.toml` and by the harnesses whose files are TOML.
 */


/** Validate with smol-toml, then read the tree with ranges. */
function readTomlFile(file) {
    const { text, lines } = file;
    let value;
    try {
        value = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (err) {
        if (err instanceof smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .TomlError */ .zx) {
            const line = Math.max(1, err.line);
            const offset = Math.min(lines.lineStart(line) + Math.max(0, err.column - 1), text.length);
            // Cover one character: the one at the error, or the line's last when the error is at its end.
            const lineEnd = lines.lineEnd(line);
            const [from, to] = offset < lineEnd ? [offset, offset + 1] : offset > lines.lineStart(line) ? [offset - 1, offset] : [offset, offset];
            const message = err.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
            return { root: null, headers: {}, error: { message, range: lines.range(from, to) } };
        }
        return { root: null, headers: {}, error: { message: `cannot parse: ${err.message}`, range: lines.range(0, 0) } };
    }
    try {
        return new TomlReader(text, lines).read();
    }
    catch {
        // The reader covers the TOML ai-rulez configs use; if it ever falls short, keep
        // the values (ranges at the file start) rather than losing the file.
        return { root: fromValue(value, '$', lines.range(0, 0)), headers: {} };
    }
}
function fromValue(v, path, range) {
    if (Array.isArray(v))
        return { type: 'seq', items: v.map((x, i) => fromValue(x, (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .childPath */ .cm)(path, i), range)), flow: true, range, path };
    if (v && typeof v === 'object' && !(v instanceof Date)) {
        const pairs = Object.entries(v).map(([k, x]) => {
            const p = (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .childPath */ .cm)(path, k);
            return { key: k, keyRange: range, value: fromValue(x, p, range), range, path: p };
        });
        return { type: 'map', pairs, flow: false, range, path };
    }
    const value = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
    return { type: 'scalar', value, raw: String(v), quoted: typeof v === 'string', range, path };
}
class TomlReader {
    s;
    lines;
    i = 0;
    constructor(s, lines) {
        this.s = s;
        this.lines = lines;
    }
    read() {
        const root = { t: 'table', entries: [], start: 0, end: this.s.length, flow: false };
        let current = root;
        for (;;) {
            this.skipBlank(true);
            if (this.i >= this.s.length)
                break;
            if (this.s[this.i] === '[') {
                const hs = this.i;
                const aot = this.s[this.i + 1] === '[';
                this.i += aot ? 2 : 1;
                this.skipBlank(false);
                const keys = this.parseKey();
                this.skipBlank(false);
                this.expect(aot ? ']]' : ']');
                const he = this.i;
                if (aot) {
                    const parent = this.navigate(root, keys.slice(0, -1));
                    const last = keys[keys.length - 1];
                    let entry = parent.entries.find((e) => e.key === last.key);
                    if (!entry) {
                        entry = { key: last.key, keyStart: last.start, keyEnd: last.end, value: { t: 'array', items: [], start: hs, end: he, aot: true } };
                        parent.entries.push(entry);
                    }
                    if (entry.value.t !== 'array')
                        throw new Error('not an array of tables');
                    const table = { t: 'table', entries: [], start: hs, end: he, flow: false, header: [hs, he] };
                    entry.value.items.push(table);
                    current = table;
                }
                else {
                    const table = this.navigate(root, keys);
                    table.header = [hs, he];
                    table.start = Math.min(table.start, hs);
                    table.end = Math.max(table.end, he);
                    current = table;
                }
            }
            else {
                this.parseKeyValue(current);
            }
            this.endOfLine();
        }
        const headers = {};
        const tree = this.convert(root, '$', headers);
        tree.range = this.lines.range(0, this.s.length);
        return { root: tree, headers };
    }
    // -- structure ------------------------------------------------------------
    navigate(table, keys) {
        let t = table;
        for (const k of keys) {
            let entry = t.entries.find((e) => e.key === k.key);
            if (!entry) {
                entry = { key: k.key, keyStart: k.start, keyEnd: k.end, value: { t: 'table', entries: [], start: k.start, end: k.end, flow: false } };
                t.entries.push(entry);
            }
            const v = entry.value;
            if (v.t === 'table')
                t = v;
            else if (v.t === 'array' && v.items.length > 0 && v.items[v.items.length - 1].t === 'table')
                t = v.items[v.items.length - 1];
            else
                throw new Error('key is not a table');
        }
        return t;
    }
    parseKeyValue(table) {
        const keys = this.parseKey();
        this.skipBlank(false);
        this.expect('=');
        this.skipBlank(false);
        const value = this.parseValue();
        const target = this.navigate(table, keys.slice(0, -1));
        const last = keys[keys.length - 1];
        target.entries.push({ key: last.key, keyStart: last.start, keyEnd: last.end, value });
    }
    convert(n, path, headers) {
        if (n.t === 'scalar') {
            return { type: 'scalar', value: n.value, raw: this.s.slice(n.start, n.end), quoted: n.quoted, range: this.lines.range(n.start, n.end), path };
        }
        if (n.t === 'array') {
            const items = n.items.map((x, i) => this.convert(x, (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .childPath */ .cm)(path, i), headers));
            const start = n.aot && items.length ? items[0].range.start.offset : n.start;
            const end = n.aot && items.length ? items[items.length - 1].range.end.offset : n.end;
            return { type: 'seq', items, flow: !n.aot, range: this.lines.range(start, end), path };
        }
        if (n.header)
            headers[path] = this.lines.range(n.header[0], n.header[1]);
        let end = n.end;
        const pairs = n.entries.map((e) => {
            const p = (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .childPath */ .cm)(path, e.key);
            const value = this.convert(e.value, p, headers);
            end = Math.max(end, value.range.end.offset);
            // A table opened by a header: the pair spans from its key to the table's end.
            return { key: e.key, keyRange: this.lines.range(e.keyStart, e.keyEnd), value, range: this.lines.range(Math.min(e.keyStart, value.range.start.offset), value.range.end.offset), path: p };
        });
        return { type: 'map', pairs, flow: n.flow, range: this.lines.range(n.start, end), path };
    }
    // -- lexing -----------------------------------------------------------------
    skipBlank(newlines) {
        const s = this.s;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === ' ' || c === '\t')
                this.i++;
            else if (c === '#')
                while (this.i < s.length && s[this.i] !== '\n')
                    this.i++;
            else if (newlines && (c === '\n' || c === '\r'))
                this.i++;
            else
                break;
        }
    }
    endOfLine() {
        this.skipBlank(false);
        if (this.i >= this.s.length)
            return;
        if (this.s[this.i] === '\r')
            this.i++;
        if (this.s[this.i] === '\n') {
            this.i++;
            return;
        }
        throw new Error(`unexpected ${this.s[this.i]} at ${this.i}`);
    }
    expect(t) {
        if (!this.s.startsWith(t, this.i))
            throw new Error(`expected ${t} at ${this.i}`);
        this.i += t.length;
    }
    parseKey() {
        const keys = [];
        for (;;) {
            this.skipBlank(false);
            const start = this.i;
            let key;
            const c = this.s[this.i];
            if (c === '"')
                key = this.basicString();
            else if (c === "'")
                key = this.literalString();
            else {
                const m = /^[A-Za-z0-9_-]+/.exec(this.s.slice(this.i, this.i + 256));
                if (!m)
                    throw new Error(`bad key at ${this.i}`);
                key = m[0];
                this.i += key.length;
            }
            keys.push({ key, start, end: this.i });
            this.skipBlank(false);
            if (this.s[this.i] !== '.')
                return keys;
            this.i++;
        }
    }
    parseValue() {
        const s = this.s;
        const start = this.i;
        const c = s[this.i];
        const scalar = (value, quoted) => ({ t: 'scalar', value, quoted, start, end: this.i });
        if (s.startsWith('"""', this.i))
            return scalar(this.multilineBasic(), true);
        if (s.startsWith("'''", this.i))
            return scalar(this.multilineLiteral(), true);
        if (c === '"')
            return scalar(this.basicString(), true);
        if (c === "'")
            return scalar(this.literalString(), true);
        if (c === '[') {
            this.i++;
            const items = [];
            for (;;) {
                this.skipBlank(true);
                if (s[this.i] === ']')
                    break;
                items.push(this.parseValue());
                this.skipBlank(true);
                if (s[this.i] === ',')
                    this.i++;
                else if (s[this.i] !== ']')
                    throw new Error(`expected , or ] at ${this.i}`);
            }
            this.i++;
            return { t: 'array', items, start, end: this.i, aot: false };
        }
        if (c === '{') {
            this.i++;
            const table = { t: 'table', entries: [], start, end: start, flow: true };
            for (;;) {
                this.skipBlank(true);
                if (s[this.i] === '}')
                    break;
                this.parseKeyValue(table);
                this.skipBlank(true);
                if (s[this.i] === ',')
                    this.i++;
                else if (s[this.i] !== '}')
                    throw new Error(`expected , or } at ${this.i}`);
            }
            this.i++;
            table.end = this.i;
            return table;
        }
        const rest = s.slice(this.i, this.i + 64);
        let m = /^(true|false)(?![A-Za-z0-9_-])/.exec(rest);
        if (m) {
            this.i += m[0].length;
            return scalar(m[0] === 'true', false);
        }
        m = /^(\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/.exec(rest);
        if (m) {
            this.i += m[0].length;
            return scalar(m[0], false);
        }
        m = /^[+-]?(0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|inf|nan|\d[\d_]*(?:\.[\d_]+)?(?:[eE][+-]?[\d_]+)?)/.exec(rest);
        if (m) {
            this.i += m[0].length;
            const t = m[0].replace(/_/g, '');
            let n;
            if (/^[+-]?0x/.test(t))
                n = parseInt(t.replace(/0x/, ''), 16) * (t.startsWith('-') ? -1 : 1);
            else if (/^[+-]?0o/.test(t))
                n = parseInt(t.replace(/^[+-]?0o/, ''), 8) * (t.startsWith('-') ? -1 : 1);
            else if (/^[+-]?0b/.test(t))
                n = parseInt(t.replace(/^[+-]?0b/, ''), 2) * (t.startsWith('-') ? -1 : 1);
            else if (/inf$/.test(t))
                n = t.startsWith('-') ? -Infinity : Infinity;
            else if (/nan$/.test(t))
                n = NaN;
            else
                n = Number(t);
            return scalar(n, false);
        }
        throw new Error(`bad value at ${this.i}`);
    }
    basicString() {
        const s = this.s;
        this.i++;
        let out = '';
        while (this.i < s.length && s[this.i] !== '"') {
            if (s[this.i] === '\\')
                out += this.escape();
            else
                out += s[this.i++];
        }
        this.i++;
        return out;
    }
    literalString() {
        const end = this.s.indexOf("'", this.i + 1);
        if (end < 0)
            throw new Error('unclosed string');
        const out = this.s.slice(this.i + 1, end);
        this.i = end + 1;
        return out;
    }
    multilineBasic() {
        const s = this.s;
        this.i += 3;
        if (s[this.i] === '\r')
            this.i++;
        if (s[this.i] === '\n')
            this.i++;
        let out = '';
        while (this.i < s.length) {
            if (s.startsWith('"""', this.i)) {
                // Up to two quotes may sit right before the closing delimiter.
                let q = 3;
                while (s[this.i + q] === '"' && q < 5)
                    q++;
                out += '"'.repeat(q - 3);
                this.i += q;
                return out;
            }
            if (s[this.i] === '\\') {
                const m = /^\\[ \t]*\r?\n[\s]*/.exec(s.slice(this.i, this.i + 4096));
                if (m) {
                    this.i += m[0].length;
                    continue;
                }
                out += this.escape();
            }
            else
                out += s[this.i++];
        }
        throw new Error('unclosed string');
    }
    multilineLiteral() {
        const s = this.s;
        this.i += 3;
        if (s[this.i] === '\r')
            this.i++;
        if (s[this.i] === '\n')
            this.i++;
        const end = s.indexOf("'''", this.i);
        if (end < 0)
            throw new Error('unclosed string');
        let q = 3;
        while (s[end + q] === "'" && q < 5)
            q++;
        const out = s.slice(this.i, end) + "'".repeat(q - 3);
        this.i = end + q;
        return out;
    }
    escape() {
        const s = this.s;
        const c = s[this.i + 1];
        this.i += 2;
        switch (c) {
            case 'b': return '\b';
            case 't': return '\t';
            case 'n': return '\n';
            case 'f': return '\f';
            case 'r': return '\r';
            case 'e': return '\x1b';
            case '"': return '"';
            case '\\': return '\\';
            case 'x':
            case 'u':
            case 'U': {
                const len = c === 'x' ? 2 : c === 'u' ? 4 : 8;
                const hex = s.slice(this.i, this.i + len);
                this.i += len;
                return String.fromCodePoint(parseInt(hex, 16));
            }
            default:
                throw new Error('bad escape');
        }
    }
}


/***/ }),

/***/ 4337:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ toValue),
/* harmony export */   Cg: () => (/* binding */ scalarString),
/* harmony export */   HL: () => (/* binding */ intern),
/* harmony export */   Kc: () => (/* binding */ compactMap),
/* harmony export */   NL: () => (/* binding */ parseYamlTree),
/* harmony export */   QF: () => (/* binding */ CompactMapNode),
/* harmony export */   Z2: () => (/* binding */ firstPair),
/* harmony export */   Zl: () => (/* binding */ getNode),
/* harmony export */   cm: () => (/* binding */ childPath),
/* harmony export */   r$: () => (/* binding */ stringValue),
/* harmony export */   ve: () => (/* binding */ NO_PROBLEMS),
/* harmony export */   xf: () => (/* binding */ getPair)
/* harmony export */ });
/* unused harmony export compactReparses */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1145);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2708);
/**
 * A small document tree with exact ranges, built from the `yaml` package's
 * document model. YAML frontmatter, JSON and YAML files all end up here, so
 * rules read one shape whatever the file format.
 */



/** The problems of a linted file or frontmatter that has none, once compacted: one frozen list for all of them. */
const NO_PROBLEMS = Object.freeze([]);
function childPath(parent, key) {
    if (typeof key === 'number')
        return intern(`${parent}[${key}]`);
    return intern(/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`);
}
/**
 * Keys and JSONPaths repeat from file to file (`$.frontmatter.name` in every agent): a tree of 100k files holds
 * one copy of each instead of one per node (memory at scale). Bounded, so that a long-running language
 * server or a tree of unique keys does not grow it without end: past the bound a string is simply not shared.
 */
const INTERNED_MAX = 20_000;
const interned = new Map();
function intern(s) {
    const hit = interned.get(s);
    if (hit !== undefined)
        return hit;
    if (interned.size < INTERNED_MAX && s.length <= 120) {
        // The copy kept is not a view of the text it was read from (which it would keep alive for the run).
        const own = (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(s);
        interned.set(own, own);
        return own;
    }
    return s;
}
/** The last pair with this key (the value most parsers keep). */
function getPair(node, key) {
    if (!node || node.type !== 'map')
        return undefined;
    const pairs = pairsFor(node, key);
    for (let i = pairs.length - 1; i >= 0; i--)
        if (pairs[i].key === key)
            return pairs[i];
    return undefined;
}
/**
 * A frontmatter map whose syntax tree was dropped once its file's own rules had run (memory at
 * scale). It keeps the pairs of `keeps`, the keys the project rules declared they read (`ProjectRule.reads`),
 * as they were; `getPair` answers for those from them. Anything else (another key, the `pairs` list) parses
 * the file again, once: an undeclared read costs time, never a wrong answer.
 */
class CompactMapNode {
    range;
    path;
    flow;
    kept;
    keeps;
    reparse;
    index;
    type = 'map';
    whole;
    constructor(range, path, flow, 
    /** The kept pairs, in file order (duplicates included: the last one wins, as in the whole map). */
    kept, keeps, 
    /** The file's parse, run again: the artifacts it yields, of which this map is the `index`th's root. */
    reparse, index) {
        this.range = range;
        this.path = path;
        this.flow = flow;
        this.kept = kept;
        this.keeps = keeps;
        this.reparse = reparse;
        this.index = index;
    }
    get pairs() {
        if (!this.whole) {
            const again = this.reparse.parse().artifacts[this.index]?.root;
            this.whole = again?.type === 'map' ? again : { type: 'map', pairs: [...this.kept], flow: this.flow, range: this.range, path: this.path };
            reparsedCount++;
        }
        return this.whole.pairs;
    }
}
let reparsedCount = 0;
/** How many compacted maps have been parsed again in this process (a test asserts the common runs need none). */
function compactReparses() {
    return reparsedCount;
}
/** `node`, the root of artifact `index` of a file, with only the pairs of `keeps`; `reparse` gives it whole again. */
function compactMap(node, keeps, reparse, index) {
    const kept = [];
    for (const p of node.pairs)
        if (keeps.has(p.key))
            kept.push(keptPair(p));
    // A copy of exactly its length: a list grown by push keeps room for 17 entries.
    return new CompactMapNode(node.range, node.path, node.flow, kept.slice(), keeps, reparse, index);
}
/**
 * A kept pair as offsets: its ranges are made when read. Three range records a pair cost more than the pair
 * itself (memory at scale). A pair with a scalar value is one record, its value made when read (as
 * a new node each time: no rule holds a node as a key). A pair whose ranges are not offset ranges of one file is
 * kept as it is. Every kept string is a copy, not a view of the file's text, which it would keep alive (`detach`).
 */
function keptPair(p) {
    const k = p.keyRange;
    const r = p.range;
    const v = p.value;
    if (!(k instanceof _source_js__WEBPACK_IMPORTED_MODULE_1__/* .OffsetRange */ .Lq) || !(r instanceof _source_js__WEBPACK_IMPORTED_MODULE_1__/* .OffsetRange */ .Lq) || r.lines !== k.lines || r.from !== k.from) {
        detachValues(v);
        return p;
    }
    const vr = v?.range;
    if (v?.type === 'scalar' && vr instanceof _source_js__WEBPACK_IMPORTED_MODULE_1__/* .OffsetRange */ .Lq && vr.lines === k.lines && vr.to === r.to) {
        const raw = (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(v.raw);
        const value = typeof v.value !== 'string' ? v.value : v.value === v.raw ? raw : (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(v.value);
        return new KeptScalarPair(p.key, p.path, k.lines, k.from, k.to, value, raw, v.quoted, vr.from, vr.to);
    }
    detachValues(v);
    return new KeptPair(p.key, p.path, k.lines, k.from, k.to, v, r.to);
}
/** A pair whose key and whole ranges are made, when read, from offsets in its file. */
class OffsetPair {
    key;
    path;
    lines;
    keyFrom;
    keyTo;
    constructor(key, path, lines, keyFrom, keyTo) {
        this.key = key;
        this.path = path;
        this.lines = lines;
        this.keyFrom = keyFrom;
        this.keyTo = keyTo;
    }
    get keyRange() {
        return new _source_js__WEBPACK_IMPORTED_MODULE_1__/* .OffsetRange */ .Lq(this.lines, this.keyFrom, this.keyTo);
    }
    get range() {
        return new _source_js__WEBPACK_IMPORTED_MODULE_1__/* .OffsetRange */ .Lq(this.lines, this.keyFrom, this.end);
    }
}
class KeptPair extends OffsetPair {
    value;
    end;
    constructor(key, path, lines, keyFrom, keyTo, value, end) {
        super(key, path, lines, keyFrom, keyTo);
        this.value = value;
        this.end = end;
    }
}
class KeptScalarPair extends OffsetPair {
    scalar;
    raw;
    quoted;
    from;
    to;
    constructor(key, path, lines, keyFrom, keyTo, scalar, raw, quoted, from, to) {
        super(key, path, lines, keyFrom, keyTo);
        this.scalar = scalar;
        this.raw = raw;
        this.quoted = quoted;
        this.from = from;
        this.to = to;
    }
    get end() {
        return this.to;
    }
    get value() {
        return { type: 'scalar', value: this.scalar, raw: this.raw, quoted: this.quoted, range: new _source_js__WEBPACK_IMPORTED_MODULE_1__/* .OffsetRange */ .Lq(this.lines, this.from, this.to), path: this.path };
    }
}
/** Make kept values hold copies of their strings, not views of the file's text (which would keep it alive). */
function detachValues(node) {
    if (!node)
        return;
    if (node.type === 'scalar') {
        const raw = (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(node.raw);
        if (typeof node.value === 'string')
            node.value = node.value === node.raw ? raw : (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(node.value);
        node.raw = raw;
    }
    else if (node.type === 'seq')
        for (const i of node.items)
            detachValues(i);
    else
        for (const p of node.pairs)
            detachValues(p.value);
}
/** The first pair with this key (where a harness keeps the first of duplicate keys). */
function firstPair(node, key) {
    if (!node || node.type !== 'map')
        return undefined;
    return pairsFor(node, key).find((p) => p.key === key);
}
/** The pairs to look for `key` in: a compacted frontmatter answers for the keys it kept without parsing the file again. */
function pairsFor(node, key) {
    return node instanceof CompactMapNode && node.keeps.has(key) ? node.kept : node.pairs;
}
function getNode(node, key) {
    return getPair(node, key)?.value;
}
/** The value of a string scalar (not a number or boolean written as one): `undefined` for anything else. */
function stringValue(node) {
    return node?.type === 'scalar' && typeof node.value === 'string' ? node.value : undefined;
}
function scalarString(node) {
    if (!node || node.type !== 'scalar' || node.value === null)
        return undefined;
    return String(node.value);
}
/** Plain JavaScript value of a node (for option blocks and JSON-ish checks). */
function toValue(node) {
    if (!node)
        return null;
    if (node.type === 'scalar')
        return node.value;
    if (node.type === 'seq')
        return node.items.map(toValue);
    const out = {};
    for (const p of node.pairs)
        out[p.key] = toValue(p.value);
    return out;
}
const MAX_DEPTH = 200;
function parseYamlTree(source, base, lines, rootPath, rewritten) {
    const problems = [];
    const at = rewritten ? rewritten.map : (o) => o;
    const range = (s, e) => lines.range(base + at(s), base + at(e));
    // A lone CR is a line break (YAML 1.2 §5.4, and the line index agrees); the `yaml`
    // package reads it as text, so it gets a LF of the same length: offsets are unchanged.
    if (source.includes('\r'))
        source = source.replace(/\r(?!\n)/g, '\n');
    const tooDeep = (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlDepthExceeded */ .I6)(source);
    if (tooDeep !== undefined) {
        problems.push({ code: 'yaml-invalid', message: `nesting deeper than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NESTING */ .M1} levels: agentlint does not parse YAML this deep`, range: range(tooDeep, (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .charEnd */ .AQ)(source, tooDeep)) });
        return { root: null, problems };
    }
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(source, { uniqueKeys: false, prettyErrors: false, strict: true });
    }
    catch (err) {
        // Deep nesting can exhaust the stack inside the parser.
        problems.push({ code: 'yaml-invalid', message: `cannot parse: ${err.message}`, range: range(0, 0) });
        return { root: null, problems };
    }
    for (const e of doc.errors) {
        problems.push({ code: 'yaml-invalid', message: cleanMessage(e.message), range: range(e.pos[0], e.pos[1]) });
    }
    if (doc.errors.length > 0)
        return { root: null, problems };
    let root;
    try {
        root = new YamlToTree(doc, source, range, problems, rewritten).convert(doc.contents, rootPath, 0);
    }
    catch (err) {
        problems.push({ code: 'yaml-invalid', message: `cannot parse: ${err.message}`, range: range(0, 0) });
        root = null;
    }
    return { root, problems };
}
/** Converts the `yaml` package's document into the range-keeping tree, adding what it finds wrong to `problems`. */
class YamlToTree {
    doc;
    source;
    range;
    problems;
    rewritten;
    constructor(doc, source, range, problems, rewritten) {
        this.doc = doc;
        this.source = source;
        this.range = range;
        this.problems = problems;
        this.rewritten = rewritten;
    }
    /** The text of the file between two offsets of the parsed text. */
    rawOf(s, e) {
        const { rewritten } = this;
        return rewritten ? rewritten.original.slice(rewritten.map(s), rewritten.map(e)) : this.source.slice(s, e);
    }
    convert(n, path, depth) {
        if (n == null)
            return null;
        if (depth > MAX_DEPTH) {
            const r = n.range;
            this.problems.push({ code: 'yaml-invalid', message: `nesting deeper than ${MAX_DEPTH} levels`, range: this.range(r?.[0] ?? 0, r?.[1] ?? 0) });
            return null;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(n))
            return this.alias(n, path);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(n))
            return this.scalar(n, path);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(n))
            return this.map(n, path, depth);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(n)) {
            const r = n.range;
            const items = [];
            n.items.forEach((item, i) => {
                const c = this.convert(item, childPath(path, i), depth + 1);
                if (c)
                    items.push(c);
            });
            return { type: 'seq', items, flow: n.flow === true, range: this.range(r[0], r[1]), path };
        }
        return null;
    }
    /** An alias reads as its text: the anchored scalar's value, null for an anchored collection. */
    alias(n, path) {
        const target = n.resolve(this.doc);
        const r = n.range;
        const raw = this.rawOf(r[0], r[1]);
        const range = this.range(r[0], r[1]);
        if (!target) {
            // `paths: *.md` is an alias to an anchor that does not exist: strict loaders reject
            // the whole file. The author meant the text; rules read it as such.
            this.problems.push({
                code: 'yaml-invalid',
                message: `\`${raw}\` is a YAML alias to an anchor that is never defined (an unquoted \`*\` starts an alias), so YAML loaders reject the file; quote it`,
                range,
                fix: { msg: `quote \`${raw}\``, applicability: 'MachineApplicable', edits: [{ path: '', range: this.range(r[0], r[1]), text: JSON.stringify(raw) }] },
            });
            return { type: 'scalar', value: raw, raw, quoted: false, range: this.range(r[0], r[1]), path };
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(target))
            return { type: 'scalar', value: target.value, raw, quoted: false, range, path };
        return { type: 'scalar', value: null, raw, quoted: false, range, path };
    }
    scalar(n, path) {
        const r = n.range;
        const v = n.value;
        const value = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
        const raw = this.rawOf(r[0], r[1]);
        // A value the re-read quoted is plain text in the file.
        const quoted = (n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE') && (!this.rewritten || raw.startsWith('"') || raw.startsWith("'"));
        return { type: 'scalar', value, raw, quoted, range: this.range(r[0], r[1]), path };
    }
    map(n, path, depth) {
        const r = n.range;
        const pairs = [];
        const seen = new Map();
        for (const item of n.items) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(item))
                continue;
            const pair = this.pair(item, r, path, depth);
            this.noteDuplicate(seen.get(pair.key), pair);
            seen.set(pair.key, pair);
            pairs.push(pair);
        }
        return { type: 'map', pairs, flow: n.flow === true, range: this.range(r[0], r[1]), path };
    }
    /** A pair spans from the key's start to the value's end (or the key's, with no value); `r` is the mapping's range. */
    pair(item, r, path, depth) {
        const k = item.key;
        const kr = (k && k.range) || r;
        const key = intern(k && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k) ? String(k.value) : this.rawOf(kr[0], kr[1]));
        const ppath = childPath(path, key);
        const value = this.convert(item.value, ppath, depth + 1);
        const keyRange = this.range(kr[0], kr[1]);
        const vr = value ? item.value.range : undefined;
        return { key, keyRange, value, range: this.range(kr[0], vr ? vr[1] : kr[1]), path: ppath };
    }
    noteDuplicate(prev, pair) {
        if (!prev)
            return;
        const value = pair.value;
        this.problems.push({
            code: 'duplicate-key',
            message: `duplicate key \`${pair.key}\` (first at line ${prev.keyRange.start.line}): Claude Code and JSON readers keep the last value${value && value.type === 'scalar' ? ` (here \`${String(value.value)}\`)` : ''} and silently drop the earlier one; strict YAML parsers reject the file`,
            range: pair.keyRange,
        });
    }
}
function cleanMessage(msg) {
    // The yaml package appends " at line L, column C" plus a code frame when pretty; keep the sentence.
    return msg.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').trim();
}


/***/ }),

/***/ 6640:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   ZP: () => (/* binding */ allFiles)
/* harmony export */ });
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(298);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _candidates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9975);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9126);
/**
 * The file walk: one pass over the scan root with `readdir`, pruning
 * `node_modules`, `.git`, what `.gitignore` files ignore (each applies to its
 * own folder and below) and the configuration's `ignore:` globs. Links are
 * listed, never followed. Only files a kind could claim are kept (by
 * extension), so a large monorepo costs a walk, not a parse.
 */






const SKIP_DIRS = new Set(['node_modules', '.git']);
function listingOf(entries) {
    // Joined, not appended: a string grown a letter at a time is a chain of pieces.
    const types = entries.map((e) => (e.isDirectory() ? 'd' : e.isFile() ? 'f' : e.isSymbolicLink() ? 'l' : 'o')).join('');
    return { names: entries.map((e) => e.name), types };
}
function walkTree(root, ignoreGlobs = []) {
    const userIgnored = ignoreGlobs.length ? picomatch__WEBPACK_IMPORTED_MODULE_4__([...ignoreGlobs], { dot: true }) : () => false;
    const files = [];
    const links = new Set();
    const folders = new Map();
    const rules = [];
    const ignored = (rel, isDir) => {
        if (userIgnored(rel) || (isDir && userIgnored(`${rel}/`)))
            return true;
        for (const { dir, ig } of rules) {
            if (dir !== '' && !rel.startsWith(`${dir}/`))
                continue;
            const sub = dir === '' ? rel : rel.slice(dir.length + 1);
            if (ig.ignores(isDir ? `${sub}/` : sub))
                return true;
        }
        return false;
    };
    const visit = (abs, rel) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            return; // unreadable folder: nothing to lint there
        }
        folders.set(rel, listingOf(entries));
        const gi = entries.find((e) => e.name === '.gitignore' && e.isFile());
        let pushed = false;
        if (gi) {
            // Through the gate (size cap, a regular file): an unreadable .gitignore ignores nothing.
            const text = (0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .readGatedOrUndefined */ .pS)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(abs, '.gitignore'));
            if (text !== undefined) {
                rules.push({ dir: rel, ig: ignore__WEBPACK_IMPORTED_MODULE_0__().add(text) });
                pushed = true;
            }
        }
        for (const e of entries) {
            const childRel = rel === '' ? e.name : `${rel}/${e.name}`;
            if (e.isDirectory()) {
                if (SKIP_DIRS.has(e.name) || ignored(childRel, true))
                    continue;
                visit((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(abs, e.name), childRel);
            }
            else if ((e.isFile() || e.isSymbolicLink()) && (_candidates_js__WEBPACK_IMPORTED_MODULE_5__/* .CANDIDATE */ .Me.test(e.name) || _candidates_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES_FOLDER_OTHER */ .K4.test(childRel)) && !ignored(childRel, false)) {
                files.push(childRel);
                if (e.isSymbolicLink())
                    links.add(childRel);
            }
        }
        if (pushed)
            rules.pop();
    };
    visit(root, '');
    return { files, links, folders };
}
/**
 * Every file under the root (links listed, never followed; `.git` skipped), for questions that need
 * the whole tree rather than the candidates, such as "does this glob match any file?". Lazy, so the
 * caller stops as soon as it knows; `.gitignore` is not applied (Claude Code still matches ignored
 * files), but `node_modules` folders are visited last so an ordinary tree answers early.
 */
function* allFiles(root) {
    const later = [];
    function* visit(abs, rel) {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            return; // unreadable folder: nothing listed there
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
            const childRel = rel === '' ? e.name : `${rel}/${e.name}`;
            if (e.isDirectory()) {
                if (e.name === '.git')
                    continue;
                if (e.name === 'node_modules')
                    later.push([(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(abs, e.name), childRel]);
                else
                    yield* visit((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(abs, e.name), childRel);
            }
            else if (e.isFile() || e.isSymbolicLink())
                yield childRel;
        }
    }
    yield* visit(root, '');
    for (let i = 0; i < later.length; i++)
        yield* visit(later[i][0], later[i][1]);
}


/***/ }),

/***/ 4186:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ AGENT_PLUGINS_ROOTS),
/* harmony export */   hq: () => (/* binding */ declaresAgentPlugins),
/* harmony export */   l_: () => (/* binding */ AGENT_PLUGINS_KINDS)
/* harmony export */ });
/* unused harmony exports agentPluginRootOf, agentPluginKind, agentPluginMcpKind, agentPluginSkillKind, agentPluginExtensionKind */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3363);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4337);
/* harmony import */ var _artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7808);
/* harmony import */ var _known_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1521);
/**
 * Agent Plugins 1.0.0 files (a tool format: several clients read them, none owns them; docs/decisions.md). A plugin
 * is a folder with a root `plugin.json` (§4.1); its skills are `skills/<name>/SKILL.md` (§7.1, one level deep) and
 * its MCP servers `mcp.json` (§7.2.1). Every bare `plugin.json` is read (not the ones inside another format's folder:
 * `.claude-plugin/`, `.codex-plugin/`, `.cursor-plugin/`, `.github/plugin/`, `.plugin/`); it is an Agent Plugins
 * manifest when its `$schema` names agent-plugins.org, and is dropped otherwise (docs/decisions.md). The skills and
 * `mcp.json` of a manifest with the 1.0.0 `$schema` are read as its components.
 */





const MANIFEST = /(^|\/)plugin\.json$/;
/** Another format's manifest folder, or a dependency tree. */
const OTHER = /(^|\/)(\.claude-plugin|\.codex-plugin|\.cursor-plugin|\.plugin|\.github\/plugin|node_modules)\/plugin\.json$/;
const agentPluginRootOf = (path) => (path.includes('/') ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path) : '.');
function artifact(kind, file, root, data) {
    return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data };
}
/** Does this `plugin.json` declare an Agent Plugins version (`$schema` under agent-plugins.org)? */
function declaresAgentPlugins(a) {
    return (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(a.root, '$schema'))?.startsWith(_known_values_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_PLUGINS_SCHEMA_PREFIX */ .EG) === true;
}
const agentPluginKind = {
    id: 'agent-plugin',
    readFirst: true,
    dropWhenEmpty: true,
    matches: (p) => MANIFEST.test(p) && !OTHER.test(p),
    parse(file) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .O)(file);
        // A JSON error is reported only for a file that names the format; any other `plugin.json` may be anyone's.
        const claimed = file.text.includes(_known_values_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_PLUGINS_SCHEMA_PREFIX */ .EG);
        // Without the format's `$schema` a bare `plugin.json` is not this format's (Codex does not read it as a plugin:
        // oracle/codex/marketplace.json `agent-plugin-without-schema`); it may be Copilot CLI's root manifest.
        const artifacts = root && claimed ? [artifact('agent-plugin', file, root, { pluginRoot: agentPluginRootOf(file.path) })] : [];
        return { file, kind: 'agent-plugin', artifacts, problems: claimed ? problems : [] };
    },
};
const agentPluginMcpKind = {
    id: 'agent-plugin-mcp',
    parse(file, ctx) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .O)(file);
        return { file, kind: 'agent-plugin-mcp', artifacts: root ? [artifact('agent-plugin-mcp', file, root, { pluginRoot: ctx.pluginRoot })] : [], problems };
    },
};
/** Frontmatter problems are the skill rule's to word (a client skips such a skill, §7.1). */
const agentPluginSkillKind = {
    id: 'agent-plugin-skill',
    parse(file, ctx) {
        const pf = (0,_artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .parseMarkdownArtifact */ .Xm)('agent-plugin-skill', file, ctx, { end: 'fence', reader: 'an Agent Skills client' });
        return { ...pf, problems: [] };
    },
};
const SKILL_IN_ROOT = /^skills\/[^/]+\/SKILL\.md$/;
/** A top-level folder named for a reverse-domain namespace (§8.2): a client's extension files. */
const EXTENSION_FILE = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\/./;
/**
 * Files of a client extension folder (`com.example.client/…`, §8.2): "Agent Plugins assigns no portable discovery,
 * validation, loading, or failure semantics" to them, so they are read as the plugin's and checked by nothing (not
 * taken for a catalogue by `init`, nor for another harness's files).
 */
const agentPluginExtensionKind = {
    id: 'agent-plugin-extension',
    parse: (file) => ({ file, kind: 'agent-plugin-extension', artifacts: [], problems: [] }),
};
/** The roots: folders whose `plugin.json` declares Agent Plugins; inside one, its skills and `mcp.json`. */
const AGENT_PLUGINS_ROOTS = {
    context: 'pluginRoot',
    everyFile: false,
    find: (input) => input.firstArtifacts.filter((a) => a.kind === 'agent-plugin' && declaresAgentPlugins(a)).map((a) => agentPluginRootOf(a.path)),
    claims: (spec, inRoot) => (spec.id === 'agent-plugin-skill' && SKILL_IN_ROOT.test(inRoot)) || (spec.id === 'agent-plugin-mcp' && inRoot === 'mcp.json') || (spec.id === 'agent-plugin-extension' && EXTENSION_FILE.test(inRoot)),
};
const AGENT_PLUGINS_KINDS = [agentPluginKind, agentPluginMcpKind, agentPluginSkillKind, agentPluginExtensionKind];


/***/ }),

/***/ 1521:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ AGENT_PLUGINS_SCHEMA_PREFIX),
/* harmony export */   Ji: () => (/* binding */ AGENT_PLUGINS_MANIFEST_FIELDS),
/* harmony export */   Js: () => (/* binding */ AGENT_SKILL_LIMITS),
/* harmony export */   LF: () => (/* binding */ AGENT_PLUGINS_MCP_VARIANTS),
/* harmony export */   ON: () => (/* binding */ AGENT_SKILL_NAME),
/* harmony export */   QJ: () => (/* binding */ AGENT_PLUGINS_NAME_MAX),
/* harmony export */   RO: () => (/* binding */ AGENT_PLUGINS_NAMESPACE),
/* harmony export */   h3: () => (/* binding */ AGENT_PLUGINS_AUTHOR_FIELDS),
/* harmony export */   lq: () => (/* binding */ AGENT_PLUGINS_NAME),
/* harmony export */   m: () => (/* binding */ AGENT_PLUGINS_MCP_SCHEMA),
/* harmony export */   u: () => (/* binding */ AGENT_PLUGINS_PLACEHOLDERS),
/* harmony export */   xj: () => (/* binding */ AGENT_PLUGINS_MANIFEST_SCHEMA)
/* harmony export */ });
/* unused harmony export AGENT_SKILL_FIELDS */
/**
 * Agent Plugins 1.0.0 (https://agent-plugins.org; specification `spec/1.0.0.md` and schemas `schemas/1.0.0/` of
 * agentplugins/agent-plugins-spec, commit bd38355, 2026-08-06; the schemas are vendored in schema/vendor/agent-plugins/).
 */
/** §5.2: the canonical `$schema` of a 1.0.0 manifest, and of its `mcp.json` (§7.2.1). */
const AGENT_PLUGINS_MANIFEST_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
const AGENT_PLUGINS_MCP_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json';
/** Any version's identifier: a manifest naming another version is an Agent Plugins manifest a 1.0.0 client rejects. */
const AGENT_PLUGINS_SCHEMA_PREFIX = 'https://agent-plugins.org/schemas/';
/** §5.2: the closed top-level fields and their JSON types (`plugin.schema.json` `properties`). */
const AGENT_PLUGINS_MANIFEST_FIELDS = {
    $schema: 'string',
    name: 'string',
    version: 'string',
    description: 'string',
    author: 'object',
    homepage: 'string',
    repository: 'string',
    license: 'string',
    keywords: 'strings',
    extensions: 'object',
};
/** §5.4: the only fields of `author`, each a string. */
const AGENT_PLUGINS_AUTHOR_FIELDS = ['name', 'email', 'url'];
/** §5.5: 1-64 characters, lower-case letters, digits, `-` and `.`, alphanumeric at both ends, no `--` or `..`. */
const AGENT_PLUGINS_NAME = /^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
const AGENT_PLUGINS_NAME_MAX = 64;
/** §8: an extension namespace is reverse-domain (`com.example.client`): at least two dot-separated labels. */
const AGENT_PLUGINS_NAMESPACE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** §7.2.1: the fields of each MCP server variant (`mcp.schema.json` `$defs`), by `type`. */
const AGENT_PLUGINS_MCP_VARIANTS = {
    stdio: { required: ['command'], fields: { type: 'string', command: 'string', args: 'strings', env: 'string-map', cwd: 'string' } },
    'streamable-http': { required: ['url'], fields: { type: 'string', url: 'string', headers: 'string-map' } },
    sse: { required: ['url'], fields: { type: 'string', url: 'string', headers: 'string-map' } },
};
/** §9.2: the placeholders a client expands (in `args`, `env` values and `cwd` only), and the `env` names it reserves. */
const AGENT_PLUGINS_PLACEHOLDERS = ['PLUGIN_ROOT', 'PLUGIN_DATA'];
/**
 * Agent Skills (https://agentskills.io/specification): `name` 1-64 lower-case letters, digits and single hyphens, not
 * at either end, equal to the skill's folder; `description` 1-1024 characters; `compatibility` at most 500;
 * `metadata` a map of strings.
 */
const AGENT_SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const AGENT_SKILL_LIMITS = { name: 64, description: 1024, compatibility: 500 };
const AGENT_SKILL_FIELDS = (/* unused pure expression or super */ null && (['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools']));


/***/ }),

/***/ 5747:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ parseAiRulezAgent),
/* harmony export */   Ur: () => (/* binding */ aiRulezAgentKind),
/* harmony export */   Vc: () => (/* binding */ aiRulezConfigKind)
/* harmony export */ });
/* unused harmony export aiRulezProjectRoot */
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4337);
/* harmony import */ var _artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7808);
/* harmony import */ var _artifacts_toml_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2897);



const CONFIG = /(^|\/)(\.ai-rulez\/config\.(toml|ya?ml)|ai-rulez\.ya?ml)$/;
const AGENT = /(^|\/)\.ai-rulez\/(agents|domains\/([^/]+)\/agents)\/[^/]+\.md$/;
function parentOf(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? '.' : path.slice(0, i);
}
/** Where the `.ai-rulez/` folder (or `ai-rulez.yaml`) of a path sits. */
function aiRulezProjectRoot(path) {
    const i = path.lastIndexOf('.ai-rulez/');
    if (i >= 0)
        return i === 0 ? '.' : path.slice(0, i - 1);
    return parentOf(path);
}
const aiRulezConfigKind = {
    id: 'ai-rulez-config',
    matches: (p) => CONFIG.test(p),
    parse(file, ctx) {
        const format = file.path.endsWith('.toml') ? 'toml' : 'yaml';
        const data = { format, projectRoot: aiRulezProjectRoot(file.path), headers: {} };
        let root = null;
        const problems = [];
        if (format === 'toml') {
            const r = (0,_artifacts_toml_js__WEBPACK_IMPORTED_MODULE_2__/* .readTomlFile */ .v)(file);
            root = r.root;
            data.headers = r.headers;
            if (r.error)
                data.tomlError = r.error;
        }
        else {
            const r = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYamlTree */ .NL)(file.text, 0, file.lines, '$');
            root = r.root;
            problems.push(...r.problems);
        }
        const name = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .getNode */ .Zl)(root, 'name')) ?? data.projectRoot;
        const artifact = {
            kind: 'ai-rulez-config',
            path: file.path,
            file,
            element: { type: 'ai-rulez-config', name },
            root,
            nameRange: (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .getPair */ .xf)(root, 'name')?.value?.range,
            pluginRoot: ctx.pluginRoot,
            pluginDistributed: false,
            data: data,
        };
        return { file, kind: 'ai-rulez-config', artifacts: [artifact], problems };
    },
};
const aiRulezAgentKind = {
    id: 'ai-rulez-agent',
    matches: (p) => AGENT.test(p),
    parse(file, ctx) {
        const parsed = (0,_artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .parseMarkdownArtifact */ .Xm)('ai-rulez-agent', file, ctx);
        const m = AGENT.exec(file.path);
        const data = {
            layer: m?.[3] ? 'domain' : 'project',
            projectRoot: aiRulezProjectRoot(file.path),
        };
        if (m?.[3])
            data.domain = m[3];
        for (const a of parsed.artifacts) {
            a.pluginDistributed = false;
            a.data = { ...a.data, ...data };
        }
        return parsed;
    },
};
/** Parse an agent file read outside discovery (a bare-layout include's `agents/<name>.md`). */
function parseAiRulezAgent(file) {
    const parsed = (0,_artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .parseMarkdownArtifact */ .Xm)('ai-rulez-agent', file, {});
    const a = parsed.artifacts[0];
    if (!a)
        return undefined;
    const m = /(?:^|\/)domains\/([^/]+)\/agents\/[^/]+\.md$/.exec(file.path);
    a.pluginDistributed = false;
    a.data = { ...a.data, layer: m ? 'domain' : 'project', domain: m?.[1], projectRoot: aiRulezProjectRoot(file.path) };
    return a;
}


/***/ }),

/***/ 4021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ settingsArtifact),
/* harmony export */   a: () => (/* binding */ SETTINGS_PATH)
/* harmony export */ });
const SETTINGS_PATH = /(^|\/)\.claude\/settings(\.local)?\.json$/;
function settingsArtifact(file, root, ctx) {
    return {
        kind: 'settings',
        path: file.path,
        file,
        element: { type: 'settings', name: file.path },
        root,
        pluginRoot: ctx.pluginRoot,
        pluginDistributed: false,
        data: { local: file.path.endsWith('settings.local.json') },
    };
}


/***/ }),

/***/ 6929:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ pluginKind),
/* harmony export */   LL: () => (/* binding */ hooksKind),
/* harmony export */   Rf: () => (/* binding */ mcpServerArtifacts),
/* harmony export */   cU: () => (/* binding */ marketplaceKind),
/* harmony export */   d0: () => (/* binding */ mcpKind),
/* harmony export */   pm: () => (/* binding */ jsonArtifact)
/* harmony export */ });
/* harmony import */ var _artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3363);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var _claude_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4021);
/* harmony import */ var _artifacts_catalog_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3986);
/** Claude Code's JSON artifacts: plugin manifests, marketplaces, MCP configs, hooks. */




function jsonArtifact(kind, file, root, name, ctx, data = {}) {
    return {
        kind,
        path: file.path,
        file,
        element: { type: kind, name },
        root,
        nameRange: (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getPair */ .xf)(root, 'name')?.value?.range,
        pluginRoot: ctx.pluginRoot,
        pluginDistributed: ctx.pluginRoot !== undefined,
        data,
    };
}
/**
 * One `mcp` artifact per server of an `mcpServers` value. A string entry (an
 * agent naming a configured server) becomes a reference artifact: it has a
 * name but no config (`data.reference`).
 */
function mcpServerArtifacts(file, servers, source, ctx, owner) {
    const out = [];
    const add = (name, nameRange, config, reference) => {
        out.push({
            kind: 'mcp',
            path: file.path,
            file,
            element: { type: 'mcp', name },
            root: config,
            nameRange,
            pluginRoot: ctx.pluginRoot,
            pluginDistributed: ctx.pluginRoot !== undefined,
            data: { source, reference, owner },
        });
    };
    if (servers.type === 'map') {
        for (const p of servers.pairs)
            add(p.key, p.keyRange, p.value, false);
    }
    else if (servers.type === 'seq') {
        for (const item of servers.items) {
            if (item.type === 'scalar' && item.value !== null)
                add(String(item.value), item.range, null, true);
            else if (item.type === 'map')
                for (const p of item.pairs)
                    add(p.key, p.keyRange, p.value, false);
        }
    }
    return out;
}
function pluginRootOf(manifestPath) {
    // <root>/.claude-plugin/plugin.json
    const parts = manifestPath.split('/');
    return parts.slice(0, -2).join('/') || '.';
}
const pluginKind = {
    id: 'plugin',
    harness: 'claude-code',
    readFirst: true,
    yields: ['plugin', 'mcp'],
    matches: (p) => /(^|\/)\.claude-plugin\/plugin\.json$/.test(p),
    parse(file, ctx) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)(file);
        const pluginRoot = ctx.pluginRoot ?? pluginRootOf(file.path);
        const c = { ...ctx, pluginRoot };
        const name = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(root, 'name')) ?? pluginRoot.split('/').pop();
        const artifacts = root ? [jsonArtifact('plugin', file, root, name, c, { pluginRoot })] : [];
        const servers = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(root, 'mcpServers');
        if (servers && servers.type === 'map')
            artifacts.push(...mcpServerArtifacts(file, servers, 'plugin', c, name));
        return { file, kind: 'plugin', artifacts, problems };
    },
};
const marketplaceKind = {
    id: 'marketplace',
    harness: 'claude-code',
    readFirst: true,
    matches: (p) => /(^|\/)\.claude-plugin\/marketplace\.json$/.test(p),
    parse(file, ctx) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)(file);
        const name = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(root, 'name')) ?? 'marketplace';
        const artifacts = root ? [jsonArtifact('marketplace', file, root, name, ctx, { marketplaceRoot: pluginRootOf(file.path) })] : [];
        return { file, kind: 'marketplace', artifacts, problems };
    },
};
const mcpKind = {
    id: 'mcp',
    harness: 'claude-code',
    matches: (p) => /(^|\/)\.mcp\.json$/.test(p),
    parse(file, ctx) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)(file);
        // A plugin's `.mcp.json` may hold its servers at the top level: Claude Code's plugin loader reads `mcpServers`
        // when present, else the object itself (2.1.332: "adding an \"mcpServers\" key would stop a plugin from loading them").
        const servers = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(root, 'mcpServers') ?? (ctx.pluginRoot !== undefined && root?.type === 'map' ? root : undefined);
        const artifacts = servers ? mcpServerArtifacts(file, servers, 'mcp.json', ctx) : [];
        return { file, kind: 'mcp', artifacts, problems };
    },
};
/** settings.json holds hooks among other things; hooks.json holds `{hooks: {...}}`. */
const hooksKind = {
    id: 'hooks',
    harness: 'claude-code',
    yields: ['hooks', 'settings'],
    matches: (p) => /(^|\/)\.claude\/settings(\.local)?\.json$/.test(p),
    matchesInPlugin: (p) => p === 'hooks/hooks.json',
    parse(file, ctx) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)(file);
        const hooks = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getPair */ .xf)(root, 'hooks');
        const artifacts = hooks && hooks.value ? [jsonArtifact('hooks', file, hooks.value, file.path, ctx, { hooksKeyRange: hooks.keyRange })] : [];
        if (root && _claude_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS_PATH */ .a.test((0,_artifacts_catalog_js__WEBPACK_IMPORTED_MODULE_3__/* .pathAsRead */ .yj)(file.path, ctx.catalog)))
            artifacts.push((0,_claude_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .settingsArtifact */ .K)(file, root, ctx));
        return { file, kind: 'hooks', artifacts, problems };
    },
};


/***/ }),

/***/ 5061:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H2: () => (/* binding */ pluginLspKind),
/* harmony export */   ai: () => (/* binding */ partPathNodes),
/* harmony export */   vF: () => (/* binding */ pluginSettingsKind),
/* harmony export */   xF: () => (/* binding */ pluginMonitorsKind)
/* harmony export */ });
/* harmony import */ var _artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3363);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var _json_kinds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6929);
/**
 * Files at fixed places in a Claude Code plugin besides plugin.json: `.lsp.json` (LSP servers),
 * `monitors/monitors.json` (background monitors) and the plugin's own `settings.json`.
 * Each yields one artifact whose root is the parsed JSON (rules look inside). The LSP and monitors files
 * may also sit where plugin.json points (`"lspServers": "./lsp.json"`): discovery reads those as these kinds.
 */



function pluginPart(id, pathInPlugin) {
    // pathInPlugin: where Claude Code looks when plugin.json names no file.
    return {
        id,
        harness: 'claude-code',
        matchesInPlugin: (p) => p === pathInPlugin,
        parse(file, ctx) {
            const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)(file);
            const pr = ctx.pluginRoot ?? '.';
            // Where the file sits in its plugin: the fixed place, or the path plugin.json gives.
            const inPlugin = pr !== '.' && file.path.startsWith(`${pr}/`) ? file.path.slice(pr.length + 1) : file.path;
            const artifacts = root ? [(0,_json_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonArtifact */ .pm)(id, file, root, `${pr}/${inPlugin}`, ctx, { pluginRoot: pr, inPlugin })] : [];
            return { file, kind: id, artifacts, problems };
        },
    };
}
const pluginLspKind = pluginPart('plugin-lsp', '.lsp.json');
const pluginMonitorsKind = pluginPart('plugin-monitors', 'monitors/monitors.json');
const pluginSettingsKind = pluginPart('plugin-settings', 'settings.json');
/** Manifest values that name a plugin part's JSON file: `lspServers`, `monitors`, `experimental.monitors` (string values only). */
function partPathNodes(manifest) {
    const out = [];
    const add = (node, kind) => {
        if (node?.type === 'scalar' && typeof node.value === 'string')
            out.push([node, kind]);
    };
    add((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(manifest, 'lspServers'), 'plugin-lsp');
    add((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(manifest, 'monitors'), 'plugin-monitors');
    add((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(manifest, 'experimental'), 'monitors'), 'plugin-monitors');
    return out;
}


/***/ }),

/***/ 136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ localMarketplaceSources),
/* harmony export */   hB: () => (/* binding */ CLAUDE_CODE_ROOTS)
/* harmony export */ });
/* unused harmony export componentPaths */
/* harmony import */ var _artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2583);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _kinds_plugin_parts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5061);
/**
 * Claude Code's plugin roots for discovery: a folder holding `.claude-plugin/plugin.json`, and the local `source`
 * folders of a marketplace. Inside one, a kind's `matchesInPlugin` decides; a manifest's component paths
 * (`agents`, `commands`, `skills`, `outputStyles`) and part paths (`lspServers`, `monitors` as a JSON file) add
 * files wherever they point inside the scan root.
 */




/** `agents`/`commands`/`skills` in a manifest: a path or a list of paths. */
function componentPaths(node) {
    if (!node)
        return [];
    if (node.type === 'scalar')
        return typeof node.value === 'string' ? [node.value] : [];
    if (node.type === 'seq')
        return node.items.map((i) => (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)(i)).filter((s) => s !== undefined);
    return [];
}
/** Relative `source` paths of a marketplace's plugins (objects are remote sources). */
function localMarketplaceSources(marketplace) {
    const plugins = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(marketplace.root, 'plugins');
    if (!plugins || plugins.type !== 'seq')
        return [];
    const pluginRootPrefix = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(marketplace.root, 'metadata'), 'pluginRoot'));
    const out = [];
    for (const p of plugins.items) {
        const src = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(p, 'source');
        const s = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)(src);
        if (s === undefined)
            continue;
        if (s.startsWith('./') || s.startsWith('../') || s === '.')
            out.push(s);
        else if (pluginRootPrefix)
            out.push(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(pluginRootPrefix, s));
    }
    return out;
}
const manifests = (input) => input.firstArtifacts.filter((a) => a.kind === 'plugin');
function* pluginRoots(input) {
    for (const a of input.firstArtifacts) {
        if (a.kind === 'plugin')
            yield a.data.pluginRoot;
        if (a.kind !== 'marketplace')
            continue;
        for (const src of localMarketplaceSources(a)) {
            const dir = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_0__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(a.data.marketplaceRoot, src));
            if (dir !== null && input.statInside(dir) === 'dir')
                yield dir;
        }
    }
}
const COMPONENT_FIELDS = [
    ['agents', 'agent'],
    ['commands', 'command'],
    ['skills', 'skill'],
    ['outputStyles', 'output-style'],
];
/** The files a manifest's component paths name: a file, or the matching files of a folder. */
function componentFiles(input, manifest) {
    const root = manifest.data.pluginRoot;
    const out = [];
    for (const [field, kind] of COMPONENT_FIELDS) {
        for (const rel of componentPaths((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .getNode */ .Zl)(manifest.root, field))) {
            const target = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_0__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(root, rel));
            if (target === null)
                continue; // outside the root: plugin/component-paths reports it
            const what = input.statInside(target);
            if (what === 'file')
                out.push({ path: target, kind, root });
            if (what !== 'dir')
                continue;
            const prefix = target === '.' ? '' : `${target}/`;
            const wanted = kind === 'skill' ? /^(?:[^/]+\/)?SKILL\.md$/ : /\.md$/i;
            for (const f of (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_0__/* .withPrefix */ .Fe)(input.paths, prefix))
                if (wanted.test(f.slice(prefix.length)))
                    out.push({ path: f, kind, root });
        }
    }
    return out;
}
/**
 * LSP servers and monitors given as a path to a JSON file (`"lspServers": "./lsp.json"`): Claude Code 2.1.332 reads
 * that file as it reads `.lsp.json` / `monitors/monitors.json` (plugin-parts.json, cases `lspServers as a path …`,
 * `monitors as a path …`).
 */
function partFiles(input, manifest) {
    const root = manifest.data.pluginRoot;
    const out = [];
    for (const [node, kind] of (0,_kinds_plugin_parts_js__WEBPACK_IMPORTED_MODULE_3__/* .partPathNodes */ .ai)(manifest.root)) {
        const rel = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarString */ .Cg)(node);
        if (rel === undefined || !rel.startsWith('./') || !rel.endsWith('.json'))
            continue; // plugin/component-paths reports these
        const target = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_0__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(root, rel));
        if (target !== null && input.statInside(target) === 'file')
            out.push({ path: target, kind, root });
    }
    return out;
}
/** A monitors path replaces the plugin's `monitors/monitors.json`. */
function replacedDefaults(input) {
    const out = new Set();
    for (const m of manifests(input)) {
        for (const d of partFiles(input, m))
            if (d.kind === 'plugin-monitors')
                out.add(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(m.data.pluginRoot, 'monitors/monitors.json'));
    }
    return out;
}
const foreignCache = new WeakMap();
/** The folders of another harness's declared plugin manifests (a Copilot marketplace's plugin folders). */
function foreignPluginRoots(declared) {
    let set = foreignCache.get(declared);
    if (!set) {
        set = new Set(declared.filter((d) => d.harness !== undefined && d.harness !== 'claude-code' && /(^|\/)plugin\.json$/.test(d.path)).map((d) => node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(d.path)));
        foreignCache.set(declared, set);
    }
    return set;
}
const CLAUDE_CODE_ROOTS = {
    context: 'pluginRoot',
    everyFile: true,
    find: pluginRoots,
    claims: (spec, pathInRoot) => spec.matchesInPlugin?.(pathInRoot) === true,
    declared: (input) => [...manifests(input).flatMap((m) => componentFiles(input, m)), ...manifests(input).flatMap((m) => partFiles(input, m))],
    replaced: (input) => replacedDefaults(input),
    // Another harness's plugin folders (a Copilot marketplace's sources): a `.mcp.json` there is that plugin's, not a
    // Claude Code project's, unless the folder is a Claude Code plugin too.
    keeps(spec, path, declared, roots) {
        if (spec.id !== 'mcp')
            return true;
        const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(path);
        return !foreignPluginRoots(declared).has(dir) || roots.has(dir);
    },
};


/***/ }),

/***/ 9969:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ codexAgentPluginKind),
/* harmony export */   Ej: () => (/* binding */ codexMarketplaceLoads),
/* harmony export */   H1: () => (/* binding */ codexRootOf),
/* harmony export */   K$: () => (/* binding */ codexLocalSource),
/* harmony export */   Xl: () => (/* binding */ codexSourceFolder),
/* harmony export */   Y$: () => (/* binding */ codexManifestOf),
/* harmony export */   Z6: () => (/* binding */ codexMarketplaceKind),
/* harmony export */   oc: () => (/* binding */ CODEX_ROOTS),
/* harmony export */   pA: () => (/* binding */ codexSourcePathProblem),
/* harmony export */   w2: () => (/* binding */ codexPluginSkillKind)
/* harmony export */ });
/* unused harmony exports AGENT_PLUGINS_1_0, codexSkillsFolder */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3363);
/* harmony import */ var _artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2583);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4337);
/* harmony import */ var _artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7808);
/**
 * Codex's plugin files beyond the manifest: a marketplace (`.agents/plugins/marketplace.json`, whose local sources
 * are resolved from the folder holding `.agents/`), and the plugin roots discovery reads a manifest's skills from
 * (`<plugin>/.codex-plugin/plugin.json`; its `skills` path, else `skills/`: oracle/codex/marketplace.json
 * `plugin-default-skills`).
 */





const MARKETPLACE = /(^|\/)\.agents\/plugins\/marketplace\.json$/;
/** A bare `plugin.json`, not inside another format's folder: Codex reads it when it declares Agent Plugins 1.0.0. */
const ROOT_MANIFEST = /(^|\/)plugin\.json$/;
const OTHER_MANIFEST = /(^|\/)(\.claude-plugin|\.codex-plugin|\.cursor-plugin|\.plugin|\.github\/plugin|node_modules)\/plugin\.json$/;
const AGENT_PLUGINS_1_0 = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
const MANIFEST = /(^|\/)\.codex-plugin\/plugin\.json$/;
/** The folder a Codex manifest or marketplace belongs to: the one holding `.codex-plugin/` or `.agents/`. */
function codexRootOf(path) {
    const dir = path.replace(MANIFEST, '').replace(MARKETPLACE, '');
    return dir === '' ? '.' : dir;
}
const codexMarketplaceKind = {
    id: 'codex-marketplace',
    harness: 'codex',
    readFirst: true,
    matches: (p) => MARKETPLACE.test(p),
    parse(file) {
        const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .O)(file);
        const name = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(root, 'name')) ?? file.path;
        const a = { kind: 'codex-marketplace', path: file.path, file, element: { type: 'marketplace', name }, root, pluginDistributed: false, data: { marketplaceRoot: codexRootOf(file.path) }, harness: 'codex' };
        return { file, kind: 'codex-marketplace', artifacts: root ? [a] : [], problems };
    },
};
/**
 * An Agent Plugins manifest (a root `plugin.json` whose `$schema` is the 1.0.0 one), which Codex installs as a plugin
 * and reads before `.codex-plugin/plugin.json` (oracle/codex/marketplace.json `agent-plugin-root-manifest`,
 * `agent-plugin-beside-codex-manifest`); without that `$schema` Codex does not read the file
 * (`agent-plugin-without-schema`, `codex-manifest-beside-undeclared-plugin-json`). Not evidence that the repository
 * uses Codex: the file is the vendor-neutral format's.
 */
const codexAgentPluginKind = {
    id: 'codex-agent-plugin',
    harness: 'codex',
    evidence: false,
    dropWhenEmpty: true,
    matches: (p) => ROOT_MANIFEST.test(p) && !OTHER_MANIFEST.test(p),
    parse(file) {
        if (!file.text.includes(AGENT_PLUGINS_1_0))
            return { file, kind: 'codex-agent-plugin', artifacts: [], problems: [] };
        const { root } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .O)(file);
        if ((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(root, '$schema')) !== AGENT_PLUGINS_1_0)
            return { file, kind: 'codex-agent-plugin', artifacts: [], problems: [] };
        const dir = file.path.includes('/') ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file.path) : '.';
        const name = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(root, 'name')) ?? file.path;
        const a = { kind: 'codex-agent-plugin', path: file.path, file, element: { type: 'plugin', name }, root, pluginDistributed: false, data: { pluginRoot: dir }, harness: 'codex' };
        // JSON problems are the format's rules' to report (agent-plugins/manifest), once.
        return { file, kind: 'codex-agent-plugin', artifacts: [a], problems: [] };
    },
};
/** The manifest Codex reads for a plugin folder: the Agent Plugins one when there is one, else `.codex-plugin/plugin.json`. */
function codexManifestOf(artifacts, dir) {
    const inDir = (a) => a.data.pluginRoot === dir;
    const agentPlugin = (a) => a.kind === 'codex-agent-plugin' || (a.kind === 'agent-plugin' && (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(a.root, '$schema')) === AGENT_PLUGINS_1_0);
    return artifacts.find((a) => agentPlugin(a) && inDir(a)) ?? artifacts.find((a) => a.kind === 'codex-plugin' && inDir(a));
}
/** A marketplace entry's local source as written: `{ "source": "local", "path": … }` or a string. */
function codexLocalSource(entry) {
    const src = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(entry, 'source')?.value;
    if (!src)
        return undefined;
    const s = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)(src);
    if (s !== undefined)
        return { value: src, path: s };
    if (src.type !== 'map' || (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(src, 'source')) !== 'local')
        return undefined;
    const p = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(src, 'path')?.value;
    const ps = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)(p);
    return p && ps !== undefined ? { value: p, path: ps } : undefined;
}
/**
 * Why Codex does not list an entry with this local path (oracle/codex/marketplace.json): it must start with `./`
 * (`entry-path-without-dot-slash`) and have only plain folder names after it (`entry-path-leaves-root`).
 */
function codexSourcePathProblem(path) {
    if (!path.startsWith('./'))
        return 'does not start with `./`';
    const rest = path.slice(2).split('/').filter((p, i, all) => p !== '' || i < all.length - 1);
    if (rest.some((p) => p === '..' || p === '.' || p === ''))
        return 'does not stay inside the marketplace folder (`.` and `..` are refused)';
    return undefined;
}
/**
 * Whether Codex loads the marketplace file at all: `name` and `plugins` present, every entry an object with a string
 * `name`, a `source`, a string `category` if any and a `policy` object of known values if any (codex/marketplace-schema
 * reports each; oracle/codex/marketplace.json `entry-name-missing`, `entry-category-number`, `entry-policy-string`, …).
 */
function codexMarketplaceLoads(m, policies) {
    const root = m.root;
    if (root?.type !== 'map' || (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(root, 'name')) === undefined)
        return false;
    const plugins = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(root, 'plugins');
    if (plugins?.type !== 'seq')
        return false;
    return plugins.items.every((e) => {
        if (e.type !== 'map' || (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(e, 'name')) === undefined || !(0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getPair */ .xf)(e, 'source'))
            return false;
        const category = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(e, 'category');
        if (category && !(category.type === 'scalar' && (category.value === null || typeof category.value === 'string')))
            return false;
        const policy = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(e, 'policy');
        if (!policy || (policy.type === 'scalar' && policy.value === null))
            return true;
        if (policy.type !== 'map')
            return false;
        return Object.entries(policies).every(([k, allowed]) => {
            const v = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(policy, k);
            return v === undefined || allowed.includes((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)(v) ?? '');
        });
    });
}
/** The plugin folder a valid local source names, relative to the scan root. */
function codexSourceFolder(marketplace, path) {
    if (codexSourcePathProblem(path) !== undefined)
        return null;
    return (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(String(marketplace.data.marketplaceRoot ?? '.'), path));
}
/** A manifest's `skills` folder as Codex reads it: the path it gives (when usable), else `skills/`. */
function codexSkillsFolder(manifest) {
    const root = String(manifest.data.pluginRoot ?? codexRootOf(manifest.path));
    // An Agent Plugin's skills are always `skills/`: Codex ignores a `skills` field there (`agent-plugin-unknown-field`).
    if (manifest.kind !== 'codex-plugin')
        return (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(root, 'skills'));
    const v = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(manifest.root, 'skills');
    const s = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)(v);
    if (v === undefined)
        return (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(root, 'skills'));
    if (s === undefined || !s.startsWith('./'))
        return null; // codex/plugin-manifest reports it: no skills are listed
    const target = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(root, s));
    return target !== null && (target === root || target.startsWith(root === '.' ? '' : `${root}/`)) ? target : null;
}
function skillFiles(input, manifest) {
    const folder = codexSkillsFolder(manifest);
    if (folder === null || input.statInside(folder) !== 'dir')
        return [];
    const prefix = folder === '.' ? '' : `${folder}/`;
    const root = String(manifest.data.pluginRoot ?? codexRootOf(manifest.path));
    return (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .withPrefix */ .Fe)(input.paths, prefix).filter((f) => /^[^/]+\/SKILL\.md$/.test(f.slice(prefix.length))).map((path) => ({ path, kind: 'codex-plugin-skill', root }));
}
/** The manifests read first: Codex's own, and the Agent Plugins format's (its kind is read first; Codex's reading of it is not). */
const manifests = (input) => input.firstArtifacts.filter((a) => a.kind === 'codex-plugin' || (a.kind === 'agent-plugin' && (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(a.root, '$schema')) === AGENT_PLUGINS_1_0));
/**
 * A plugin's skill, listed as `<plugin>:<skill>` once the plugin is installed (`plugin-default-skills`). A kind of its
 * own: the repository-skill rules (the skill list budget counts what one session loads) do not count every plugin a
 * marketplace offers.
 */
const codexPluginSkillKind = {
    id: 'codex-plugin-skill',
    harness: 'codex',
    parse(file, ctx) {
        const pf = (0,_artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .parseMarkdownArtifact */ .Xm)('codex-plugin-skill', file, ctx, { reader: 'codex' });
        return { ...pf, problems: [] };
    },
};
/**
 * Codex plugin roots: every folder holding `.codex-plugin/plugin.json` or an Agent Plugins 1.0.0 `plugin.json`; the
 * skills of the manifest Codex reads there are Codex skills of that plugin.
 */
const CODEX_ROOTS = {
    context: 'pluginRoot',
    everyFile: false,
    find: (input) => [...new Set(manifests(input).map((a) => String(a.data.pluginRoot)))],
    claims: () => false,
    declared: (input) => {
        const all = manifests(input);
        const dirs = [...new Set(all.map((a) => String(a.data.pluginRoot)))];
        return dirs.flatMap((d) => skillFiles(input, codexManifestOf(all, d)));
    },
};


/***/ }),

/***/ 5178:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ COPILOT_DIRECTORY_SETTINGS),
/* harmony export */   TZ: () => (/* binding */ copilotAgentFileName),
/* harmony export */   YX: () => (/* binding */ dropsCopilotAgent),
/* harmony export */   zo: () => (/* binding */ COPILOT_KINDS)
/* harmony export */ });
/* unused harmony exports copilotPluginRoot, copilotAgentKind, copilotClaudeAgentKind, copilotSkillKind, copilotClaudeSkillKind, copilotInstructionsKind, copilotPromptKind, copilotSharedInstructionsKind, copilotHooksKind, copilotWorkspaceMcpKind, copilotMcpKind, copilotSettingsKind, copilotPluginKind, copilotClaudePluginKind, copilotMarketplaceKind, copilotClaudeMarketplaceKind, copilotSetupStepsKind */
/* harmony import */ var _artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3363);
/* harmony import */ var _artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7808);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4337);
/* harmony import */ var _artifacts_catalog_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3986);




// Sub-folders count: `.github/agents/sub/x.agent.md` is the agent `sub--x` (case `agent-names`).
const AGENT = /^\.github\/agents\/(?:.+\/)?[^/]+\.md$/;
const CLAUDE_AGENT = /^\.claude\/agents\/[^/]+\.md$/;
const SKILL = /^\.github\/skills\/[^/]+\/SKILL\.md$/;
const CLAUDE_SKILL = /^\.claude\/skills\/[^/]+\/SKILL\.md$/;
// Sub-folders count too (case `hook-files`).
const HOOKS = /^\.github\/hooks\/(?:.+\/)?[^/]+\.json$/;
const INSTRUCTIONS = /^\.github\/(copilot-instructions\.md|instructions\/(.+\/)?[^/]+\.instructions\.md)$/;
// `copilot instruction list` run at the root lists these; a nested `sub/AGENTS.md` is not read (case `agent-names`).
const OTHER_HARNESS_INSTRUCTIONS = /^(AGENTS|CLAUDE|GEMINI)\.md$/;
const WORKSPACE_MCP = /^\.mcp\.json$/;
const GITHUB_MCP = /^\.github\/mcp\.json$/;
const SETTINGS = /^\.github\/copilot\/settings(\.local)?\.json$/;
// A plugin's manifest, anywhere (a repository may hold several plugins): Copilot's own places, and
// Claude Code's, which Copilot reads last (case `plugin-manifests`). A bare `<folder>/plugin.json` is
// read too, but any project may hold such a file, so it is not taken for a Copilot plugin.
const PLUGIN = /(^|\/)(\.plugin|\.github\/plugin)\/plugin\.json$/;
const CLAUDE_PLUGIN = /(^|\/)\.claude-plugin\/plugin\.json$/;
// A repository is a marketplace at its root (`copilot plugin marketplace add owner/repo`). A bare root
// `marketplace.json` is read first, but any project may hold such a file: it only counts as shadowing.
const MARKETPLACE = /^(\.plugin|\.github\/plugin)\/marketplace\.json$/;
const CLAUDE_MARKETPLACE = /^\.claude-plugin\/marketplace\.json$/;
// VS Code's prompt files; Copilot CLI does not read them (cases `agent-names`, `cloud-files`).
const PROMPT = /^\.github\/prompts\/(?:.+\/)?[^/]+\.prompt\.md$/;
// GitHub's cloud (coding) agent's setup workflow; Copilot CLI does not read it (case `cloud-files`).
const SETUP_STEPS = /^\.github\/workflows\/copilot-setup-steps\.yml$/;
/** The plugin folder of a manifest path (`.` for the scan root). */
function copilotPluginRoot(manifestPath) {
    return manifestPath.replace(/(^|\/)((\.plugin|\.github\/plugin|\.claude-plugin)\/)?plugin\.json$/, '') || '.';
}
/**
 * The name Copilot knows an agent by without `name:`, which is also the key that settles name
 * conflicts: the path below `agents/` without `.agent.md` / `.md`, sub-folders joined by `--`.
 */
function copilotAgentFileName(path) {
    return path.replace(/^\.(github|claude)\/agents\//, '').split('/').join('--').replace(/(\.agent)?\.md$/, '');
}
/**
 * The parse problems that make Copilot drop an agent: its frontmatter is never closed or is not strict YAML
 * (cases agent-inline-dashes, agent-names-broken). A ` #` comment cutting a value (`value-cut`) is valid YAML.
 */
function dropsCopilotAgent(p) {
    return p.code === 'frontmatter-unclosed' || p.code === 'yaml-invalid' || p.code === 'yaml-strict' || p.code === 'duplicate-key';
}
/** Copilot's own reading of a parsed Markdown file. */
function copilotReading(pf, file, ctx) {
    const a = pf.artifacts[0];
    if (a.kind === 'copilot-agent' && !a.nameRange)
        a.element = { type: 'copilot-agent', name: copilotAgentFileName((0,_artifacts_catalog_js__WEBPACK_IMPORTED_MODULE_3__/* .pathAsRead */ .yj)(file.path, ctx.catalog)) };
    // Copilot reads instruction frontmatter leniently (a broken `applyTo` is kept as text,
    // reference §1 [RUN]), so a YAML error there is not reported as one.
    if (a.kind === 'copilot-instructions')
        return { ...pf, problems: [] };
    // A prompt file's header problems are copilot/prompt-frontmatter's (worded for VS Code, which reads it).
    if (a.kind === 'copilot-prompt')
        return { ...pf, problems: [] };
    // An agent whose frontmatter is never closed, or is not strict YAML, is dropped whole (cases agent-inline-dashes,
    // agent-names-broken): copilot/agent-dropped says so, at the same place, instead of the parse findings worded
    // for Claude Code (which reads such YAML through its re-read); and no field of it is checked, since none is read.
    if (a.kind === 'copilot-agent' && pf.problems.some(dropsCopilotAgent)) {
        a.root = null;
        return { ...pf, problems: [] };
    }
    return pf;
}
function markdownKind(id, re, kind, reading) {
    // A kind that reads another harness's folder does not show that the repository uses Copilot.
    return (0,_artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .harnessMarkdownKind */ .mA)({ id, kind, harness: 'copilot', re, evidence: kind === undefined, adjust: copilotReading, reading });
}
/** Only a line that is `---` ends an agent's frontmatter; a `---` inside a value or a `--- x` line is YAML text (case agent-inline-dashes). */
const copilotAgentKind = markdownKind('copilot-agent', AGENT, undefined, { end: 'fence' });
/** Copilot also loads Claude Code's agent folder (a same-named `.github/agents` file wins). */
const copilotClaudeAgentKind = markdownKind('copilot-claude-agent', CLAUDE_AGENT, 'copilot-agent');
const copilotSkillKind = markdownKind('copilot-skill', SKILL);
/** Copilot also reads Claude Code's skill folder. */
const copilotClaudeSkillKind = markdownKind('copilot-claude-skill', CLAUDE_SKILL, 'copilot-skill');
const copilotInstructionsKind = markdownKind('copilot-instructions', INSTRUCTIONS);
/** `.github/prompts/*.prompt.md`: VS Code's prompt files (documented; checked against VS Code's documented header). */
const copilotPromptKind = markdownKind('copilot-prompt', PROMPT);
/** The root AGENTS.md, CLAUDE.md and GEMINI.md, inlined by Copilot as repository instructions. */
const copilotSharedInstructionsKind = markdownKind('copilot-shared-instructions', OTHER_HARNESS_INSTRUCTIONS, 'copilot-instructions');
/** One artifact for a whole JSON file (its problems are reported by the engine as schema/json-invalid). */
function jsonKind(id, kind, re, evidence = true, data = () => ({})) {
    return {
        id,
        harness: 'copilot',
        evidence,
        yields: [kind],
        matches: (p) => re.test(p),
        parse(file, ctx) {
            const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .O)(file);
            const artifacts = root
                ? [{ kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: data(file.path) }]
                : [];
            return { file, kind, artifacts, problems };
        },
    };
}
const copilotHooksKind = jsonKind('copilot-hooks', 'copilot-hooks', HOOKS);
/** `.mcp.json` is Claude Code's file too: alone it does not show that the repository uses Copilot. */
const copilotWorkspaceMcpKind = jsonKind('copilot-workspace-mcp', 'copilot-mcp', WORKSPACE_MCP, false);
const copilotMcpKind = jsonKind('copilot-mcp', 'copilot-mcp', GITHUB_MCP);
/**
 * The folders `.github/copilot/settings.json` (and `settings.local.json`) adds, relative to the repository
 * root (oracle case `settings-directories`): `agentDirectories` reads every `.md` below the folder, nested ones
 * too; `skillDirectories` every `SKILL.md` one or more folders down; `hookDirectories` its `.json` files (only
 * those directly inside were observed). `instructionDirectories` was not seen to load anything (a `.instructions.md`, nested or not, `copilot-instructions.md`, `AGENTS.md`).
 */
const COPILOT_DIRECTORY_SETTINGS = {
    agentDirectories: { kind: 'copilot-agent', file: /\.md$/i },
    skillDirectories: { kind: 'copilot-skill', file: /(?:^|\/)[^/]+\/SKILL\.md$/ },
    hookDirectories: { kind: 'copilot-hooks', file: /^[^/]+\.json$/ },
};
function settingsFolders(pf) {
    const a = pf.artifacts[0];
    const out = [];
    if (!a)
        return out; // not JSON: Copilot ignores the whole file
    for (const [key, { kind, file }] of Object.entries(COPILOT_DIRECTORY_SETTINGS)) {
        const list = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(a.root, key);
        if (list?.type !== 'seq')
            continue;
        for (const item of list.items) {
            const folder = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .scalarString */ .Cg)(item);
            if (folder)
                out.push({ folder, kind, file });
        }
    }
    return out;
}
const copilotSettingsKind = { ...jsonKind('copilot-settings', 'copilot-settings', SETTINGS), declaresFolders: settingsFolders };
const pluginData = (path) => ({ pluginRoot: copilotPluginRoot(path) });
/**
 * The agents and skills of a plugin with Copilot's own manifest (case `plugin-manifests`, the fixture trees'
 * `plugins/copilot-kit`): `agents` / `skills` (a path or a list of paths relative to the plugin folder, `./`
 * optional) replace the default `agents/` / `skills/`; a value of another type loads none of them. Claude Code's
 * plugin folders are left to Claude Code's rules: Copilot reads them too, but only when someone installs them.
 */
function pluginFolders(pf) {
    // A manifest that is not JSON: Copilot loads the folder's default agents/ and skills/ (case plugin-manifests, `broken`).
    const a = pf.artifacts[0];
    const root = copilotPluginRoot(pf.file.path);
    const out = [];
    for (const [key, kind, file] of [['agents', 'copilot-agent', /^[^/]+\.md$/i], ['skills', 'copilot-skill', /^[^/]+\/SKILL\.md$/]]) {
        const node = a ? (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(a.root, key) : undefined;
        const items = node === undefined ? [key] : node?.type === 'seq' ? node.items.map(_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .scalarString */ .Cg) : [(0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .scalarString */ .Cg)(node)];
        for (const rel of items)
            if (rel)
                out.push({ folder: root === '.' ? rel : `${root}/${rel}`, kind, file });
    }
    return out;
}
const copilotPluginKind = { ...jsonKind('copilot-plugin', 'copilot-plugin', PLUGIN, true, pluginData), declaresFolders: pluginFolders };
/** Claude Code's plugin manifest, which Copilot reads when the folder has none of its own. */
const copilotClaudePluginKind = jsonKind('copilot-claude-plugin', 'copilot-plugin', CLAUDE_PLUGIN, false, pluginData);
/**
 * A marketplace's plugin folders (its string `source`s, relative to the repository root): a bare `plugin.json`
 * there is the manifest Copilot reads (documented: https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/plugins-marketplace),
 * so the folder is a Copilot plugin, not a project of another harness.
 */
function marketplaceFolders(pf) {
    const plugins = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(pf.artifacts[0]?.root ?? null, 'plugins');
    if (plugins?.type !== 'seq')
        return [];
    return plugins.items.flatMap((p) => {
        const source = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .scalarString */ .Cg)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .getNode */ .Zl)(p, 'source'));
        return source && !/^[a-z]+:/i.test(source) ? [{ folder: source, kind: 'copilot-plugin', file: /^plugin\.json$/ }] : [];
    });
}
const copilotMarketplaceKind = { ...jsonKind('copilot-marketplace', 'copilot-marketplace', MARKETPLACE), declaresFolders: marketplaceFolders };
/** Claude Code's marketplace file, which `copilot plugin marketplace add` reads when the repository has none of Copilot's. */
const copilotClaudeMarketplaceKind = jsonKind('copilot-claude-marketplace', 'copilot-marketplace', CLAUDE_MARKETPLACE, false);
/** `.github/workflows/copilot-setup-steps.yml`, the cloud agent's setup job (documented): one YAML artifact. */
const copilotSetupStepsKind = {
    id: 'copilot-setup-steps',
    harness: 'copilot',
    evidence: true,
    yields: ['copilot-setup-steps'],
    matches: (p) => SETUP_STEPS.test(p),
    parse(file, ctx) {
        const { root, problems } = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYamlTree */ .NL)(file.text, 0, file.lines, '$');
        const artifacts = root
            ? [{ kind: 'copilot-setup-steps', path: file.path, file, element: { type: 'copilot-setup-steps', name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: {} }]
            : [];
        return { file, kind: 'copilot-setup-steps', artifacts, problems };
    },
};
const COPILOT_KINDS = [
    copilotAgentKind, copilotClaudeAgentKind, copilotSkillKind, copilotClaudeSkillKind, copilotInstructionsKind, copilotSharedInstructionsKind,
    copilotHooksKind, copilotWorkspaceMcpKind, copilotMcpKind, copilotSettingsKind, copilotPluginKind, copilotClaudePluginKind,
    copilotMarketplaceKind, copilotClaudeMarketplaceKind, copilotPromptKind, copilotSetupStepsKind,
];


/***/ }),

/***/ 4084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ CURSOR_ROOTS),
/* harmony export */   QB: () => (/* binding */ cursorMarketplaceKind),
/* harmony export */   SB: () => (/* binding */ cursorPluginMcpKind),
/* harmony export */   Wz: () => (/* binding */ cursorPluginHooksKind),
/* harmony export */   fg: () => (/* binding */ isGlob),
/* harmony export */   k6: () => (/* binding */ cursorSourceFolder),
/* harmony export */   uv: () => (/* binding */ cursorPluginKind)
/* harmony export */ });
/* unused harmony exports cursorRootOf, cursorPaths */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var _artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3363);
/* harmony import */ var _artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2583);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4337);
/**
 * Cursor plugins and marketplaces (documented only: https://cursor.com/docs/reference/plugins): a plugin is a folder
 * holding `.cursor-plugin/plugin.json`, a marketplace is a `.cursor-plugin/marketplace.json` whose `plugins` name
 * folders (`source`, relative to the folder holding `.cursor-plugin/`, under `metadata.pluginRoot` when it is set).
 * Inside a plugin, its components are Cursor's: skills, rules (`.mdc`), agents, `hooks/hooks.json` and `mcp.json` by
 * default, or the paths and globs its manifest's fields name (documented: https://cursor.com/docs/reference/plugins).
 */





const PLUGIN = /(^|\/)\.cursor-plugin\/plugin\.json$/;
const MARKETPLACE = /(^|\/)\.cursor-plugin\/marketplace\.json$/;
/** The folder holding `.cursor-plugin/`. */
const cursorRootOf = (path) => path.replace(/(^|\/)\.cursor-plugin\/[^/]+$/, '') || '.';
function jsonKind(id, re, dataKey) {
    return {
        id,
        harness: 'cursor',
        readFirst: true,
        matches: (p) => re.test(p),
        parse(file) {
            const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .O)(file);
            const name = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(root, 'name')) ?? file.path;
            const a = { kind: id, path: file.path, file, element: { type: id === 'cursor-plugin' ? 'plugin' : 'marketplace', name }, root, pluginDistributed: false, data: { [dataKey]: cursorRootOf(file.path) }, harness: 'cursor' };
            return { file, kind: id, artifacts: root ? [a] : [], problems };
        },
    };
}
const cursorPluginKind = jsonKind('cursor-plugin', PLUGIN, 'pluginRoot');
/**
 * A plugin's hooks and MCP files: read (the inventory lists their events and servers) but not checked by the rules of
 * `.cursor/hooks.json` and `.cursor/mcp.json`, since a plugin's files interpolate the plugin's own `variables`
 * (Cursor's own plugins write `${GITHUB_PERSONAL_ACCESS_TOKEN}` for a declared variable), which those rules do not know.
 */
function pluginJsonKind(id) {
    return {
        id,
        harness: 'cursor',
        parse(file, ctx) {
            const { root, problems } = (0,_artifacts_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .O)(file);
            const a = { kind: id, path: file.path, file, element: { type: id, name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: {}, harness: 'cursor' };
            return { file, kind: id, artifacts: root ? [a] : [], problems };
        },
    };
}
const cursorPluginHooksKind = pluginJsonKind('cursor-plugin-hooks');
const cursorPluginMcpKind = pluginJsonKind('cursor-plugin-mcp');
const cursorMarketplaceKind = jsonKind('cursor-marketplace', MARKETPLACE, 'marketplaceRoot');
/** A component field's paths (a string or an array of strings); globs are kept as written. */
function cursorPaths(node) {
    if (!node)
        return [];
    const s = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)(node);
    if (s !== undefined)
        return [s];
    return node.type === 'seq' ? node.items.map(_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$).filter((x) => x !== undefined) : [];
}
const isGlob = (p) => /[*?[\]{}]/.test(p);
/** The folder a marketplace entry's string `source` names, or null (a URL, an object, outside the tree). */
function cursorSourceFolder(m, source, statInside) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('/'))
        return null;
    const base = String(m.data.marketplaceRoot ?? '.');
    const prefix = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValue */ .r$)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(m.root, 'metadata'), 'pluginRoot'));
    const plain = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(base, source));
    if (prefix === undefined)
        return plain;
    const prefixed = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(base, prefix, source));
    // A source that already starts with `pluginRoot`, or names a folder by itself, is not prefixed twice.
    if (prefixed !== null && statInside(prefixed) === 'dir')
        return prefixed;
    if (plain !== null && statInside(plain) === 'dir')
        return plain;
    return prefixed;
}
/** Component fields, the kind that reads their files, which files of a named folder count, and the default folder. */
const COMPONENTS = [
    { field: 'skills', kind: 'cursor-skill', file: /^(?:[^/]+\/)?SKILL\.md$/, dflt: 'skills' },
    { field: 'rules', kind: 'cursor-rule', file: /\.mdc$/, dflt: 'rules' },
    { field: 'agents', kind: 'cursor-agent', file: /^[^/]+\.md$/, dflt: 'agents' },
    { field: 'hooks', kind: 'cursor-plugin-hooks', file: /^hooks\.json$/, dflt: 'hooks/hooks.json' },
    { field: 'mcpServers', kind: 'cursor-plugin-mcp', file: /^mcp\.json$/, dflt: 'mcp.json' },
];
/** The files a manifest's component fields (or their default folders) name: a file, a folder's matching files, or a glob's. */
function componentFiles(input, manifest) {
    const root = String(manifest.data.pluginRoot);
    const prefix = root === '.' ? '' : `${root}/`;
    const inPlugin = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .withPrefix */ .Fe)(input.paths, prefix);
    const out = [];
    for (const c of COMPONENTS) {
        const node = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .getNode */ .Zl)(manifest.root, c.field);
        const written = cursorPaths(node);
        // An inline hooks or MCP object names no file; a field of another shape is cursor/plugin-manifest's.
        const paths = node === undefined ? [c.dflt] : written;
        for (const p of paths) {
            if (isGlob(p)) {
                const match = picomatch__WEBPACK_IMPORTED_MODULE_4__(p.replace(/^\.\//, ''), { dot: true });
                for (const f of inPlugin)
                    if (match(f.slice(prefix.length)))
                        out.push({ path: f, kind: c.kind, root });
                continue;
            }
            const target = (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .normalize */ .S8)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(root, p));
            if (target === null || (target !== root && !target.startsWith(prefix)))
                continue;
            const what = input.statInside(target);
            if (what === 'file')
                out.push({ path: target, kind: c.kind, root });
            if (what !== 'dir')
                continue;
            const inside = `${target}/`;
            for (const f of (0,_artifacts_discovery_disk_js__WEBPACK_IMPORTED_MODULE_2__/* .withPrefix */ .Fe)(input.paths, inside))
                if (c.file.test(f.slice(inside.length)))
                    out.push({ path: f, kind: c.kind, root });
        }
    }
    return out;
}
/** Cursor plugin roots: every folder holding `.cursor-plugin/plugin.json`; its skills are the plugin's. */
const CURSOR_ROOTS = {
    context: 'pluginRoot',
    everyFile: false,
    find: (input) => input.firstArtifacts.filter((a) => a.kind === 'cursor-plugin').map((a) => String(a.data.pluginRoot)),
    claims: () => false,
    declared: (input) => input.firstArtifacts.filter((a) => a.kind === 'cursor-plugin').flatMap((m) => componentFiles(input, m)),
};


/***/ }),

/***/ 8717:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ opencodeYamlError),
/* harmony export */   VX: () => (/* binding */ opencodeUnclosed),
/* harmony export */   XU: () => (/* binding */ opencodeSkillPaths),
/* harmony export */   yq: () => (/* binding */ OPENCODE_KINDS)
/* harmony export */ });
/* unused harmony exports opencodeFileId, opencodeAgentKind, opencodeCommandKind, opencodeSkillKind, opencodeClaudeSkillKind, opencodeInstructionsKind, opencodeConfigKind */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _artifacts_config_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5580);
/* harmony import */ var _artifacts_frontmatter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8594);
/* harmony import */ var _artifacts_jsonc_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4566);
/* harmony import */ var _artifacts_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2708);
/* harmony import */ var _artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4337);
/* harmony import */ var _artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7808);
/* harmony import */ var _artifacts_catalog_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3986);
/**
 * OpenCode's repository files (V1 layout of opencode-ai 1.18.33, oracle/opencode/cases.json):
 * agents `.opencode/agent(s)/**\/*.md`, commands `.opencode/command(s)/**\/*.md`, skills
 * `.opencode/skill(s)/**\/SKILL.md` and the project's `.claude/skills/<n>/SKILL.md` (case `skills`),
 * the config `opencode.json`, `opencode.jsonc`, `.opencode/opencode.json(c)` (JSON with comments), and
 * the root `AGENTS.md` (case `agents-md`); the skills below the config's `skills.paths` folders are found
 * by discovery (`declaresFolders`). `.opencode/plugin/*.js` is loaded by OpenCode (case `plugins`) but
 * is no kind: it is JavaScript.
 */








const AGENT = /^\.opencode\/agents?\/(.+\/)?[^/]+\.md$/;
const COMMAND = /^\.opencode\/commands?\/(.+\/)?[^/]+\.md$/;
const SKILL = /^\.opencode\/skills?\/(.+\/)?[^/]+\/SKILL\.md$/;
const CLAUDE_SKILL = /^\.claude\/skills\/[^/]+\/SKILL\.md$/;
const CONFIG = /^(\.opencode\/)?opencode\.jsonc?$/;
/** The id OpenCode gives an agent or command file: its path under the folder, without `.md` (`team/reviewer`). */
function opencodeFileId(path) {
    return path.replace(/^\.opencode\/(agents?|commands?)\//, '').replace(/\.md$/, '');
}
/**
 * OpenCode's re-read of frontmatter that YAML rejects (its `fallbackSanitization`, observed in case
 * `yaml-colon`): a top-level `key: value` line whose unquoted value holds a `:` becomes a block
 * scalar; then YAML is tried once more. Unlike Claude Code's re-read, nothing else is repaired, so
 * `description: [broken` still fails (case `agents`).
 */
function opencodeSanitize(yaml) {
    const from = []; // the frontmatter line (0-based) each line of the result comes from
    const out = yaml.split(/\r?\n/).flatMap((line, i) => {
        const m = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
        const v = m?.[2].trim() ?? '';
        const keep = line.trim() === '' || line.trim().startsWith('#') || /^\s/.test(line) || !m || v === '' || v === '>' || v === '|' || v.startsWith('"') || v.startsWith("'") || !v.includes(':');
        const lines = keep ? [line] : [`${m[1]}: |-`, `  ${v}`];
        for (const _ of lines)
            from.push(i);
        return lines;
    });
    return { text: out.join('\n'), from };
}
/**
 * Offset in `yaml` of the first `[` or `{` whose flow list or map has no `]` / `}` YAML accepts
 * (`tools: [read, write` with no `]`). YAML reports such an error where it gives up, on a later line.
 */
function unclosedFlowStart(yaml) {
    let first;
    const stack = [];
    for (const token of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX().parse(yaml))
        stack.push(token);
    while (stack.length > 0) {
        const t = stack.pop();
        if (!t || typeof t !== 'object')
            continue;
        if (Array.isArray(t)) {
            for (const x of t)
                stack.push(x);
            continue;
        }
        const o = t;
        if (o.type === 'flow-collection' && typeof o.start?.offset === 'number' && !(o.end ?? []).some((e) => e.type === 'flow-seq-end' || e.type === 'flow-map-end')) {
            if (first === undefined || o.start.offset < first)
                first = o.start.offset;
        }
        for (const v of Object.values(o))
            if (v && typeof v === 'object')
                stack.push(v);
    }
    return first;
}
/**
 * Where YAML first fails in `text` (1-based line and column of `text`): at the `[` / `{` of a flow list
 * or map left open when that comes first (YAML itself gives up only at a later line), else at its error.
 */
function yamlFailure(text, error, errorAt) {
    if (error.message.startsWith('nesting deeper'))
        return errorAt;
    const flow = unclosedFlowStart(text);
    if (flow === undefined)
        return errorAt;
    const lines = new _artifacts_source_js__WEBPACK_IMPORTED_MODULE_6__/* .LineIndex */ .rr(text);
    const at = lines.position(flow);
    const before = at.line < errorAt.line || (at.line === errorAt.line && at.column <= errorAt.column);
    return before ? { line: at.line, column: at.column, open: text[flow] } : errorAt;
}
/** The finding's range: one character at a 0-based frontmatter line and 1-based column. */
function frontmatterRange(file, yamlOffset, fmLine, column) {
    const line = file.lines.position(yamlOffset).line + fmLine;
    const start = Math.min(file.lines.lineStart(line) + column - 1, file.lines.lineEnd(line));
    return file.lines.range(start, Math.min(start + 1, file.lines.lineEnd(line)));
}
/** What the YAML error is, for the message: a flow list or map left open. */
function flowNote(open) {
    if (open === '[')
        return 'the list opened with `[` here has no `]` YAML accepts';
    if (open === '{')
        return 'the map opened with `{` here has no `}` YAML accepts';
    return undefined;
}
/**
 * The first YAML error of frontmatter OpenCode cannot read, even through its re-read (at the line where
 * the re-read text fails, or at the `[` / `{` left open: case `frontmatter-unclosed-flow`); none when it
 * reads it. `note` says what breaks, when agentlint can tell.
 */
function unreadableYaml(pf, file) {
    const fm = pf.artifacts[0]?.markdown?.frontmatter;
    if (!fm?.present)
        return undefined;
    const invalid = fm.problems.find((p) => p.code === 'yaml-invalid');
    const strict = fm.problems.find((p) => p.code === 'yaml-strict'); // Claude Code's re-read loads it; does OpenCode's?
    const problem = invalid ?? strict;
    if (!problem)
        return undefined;
    const { text, from } = opencodeSanitize(fm.yaml);
    const reread = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlTree */ .NL)(text, 0, new _artifacts_source_js__WEBPACK_IMPORTED_MODULE_6__/* .LineIndex */ .rr(text), '$');
    const error = reread.problems.find((p) => p.code === 'yaml-invalid');
    // Read through the re-read (case `frontmatter-unclosed-flow`); a frontmatter that is no mapping stays unread.
    if (!error)
        return reread.root?.type === 'map' ? undefined : invalid;
    const at = yamlFailure(text, error, error.range.start);
    return { ...problem, range: frontmatterRange(file, fm.yamlOffset, from[at.line - 1] ?? 0, at.column), note: flowNote(at.open) };
}
/**
 * OpenCode's reading of a frontmatter opened with `---` and never closed (case `frontmatter-unclosed`):
 * the whole rest of the file is its YAML, read strictly (its re-read of an unquoted `: ` is not tried).
 * When that parses, the fields load and the body (prompt, template, skill instructions) is empty;
 * when it does not (a body line), the file is read like any frontmatter OpenCode cannot read.
 */
function unclosedFrontmatter(file) {
    const offset = file.lines.lineCount >= 2 ? file.lines.lineStart(2) : file.text.length;
    const { root, problems } = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlTree */ .NL)(file.text.slice(offset), offset, file.lines, _artifacts_frontmatter_js__WEBPACK_IMPORTED_MODULE_2__/* .FRONTMATTER_PATH */ .Z_);
    const readable = !problems.some((p) => p.code === 'yaml-invalid');
    return { root: readable && root?.type === 'map' ? root : null, readable };
}
/**
 * OpenCode knows an agent or a command by its path (`team/reviewer`), whatever its `name:`.
 * Frontmatter OpenCode cannot read is not dropped the way Claude Code drops it (an agent or command
 * file becomes the prompt or template, a skill is skipped): the OpenCode rule of the kind reports it
 * with that fate (opencode/agent-frontmatter, command-frontmatter, skill-frontmatter) at the YAML
 * error, kept in `data.yamlError`, and the artifact has no fields. So the engine's generic
 * `schema/yaml-invalid` / `schema/yaml-strict` finding (a Claude Code message) is not reported too.
 */
function opencodeReading(pf, file, ctx) {
    const a = pf.artifacts[0];
    if (a.kind === 'opencode-agent' || a.kind === 'opencode-command')
        a.element = { type: a.kind, name: opencodeFileId((0,_artifacts_catalog_js__WEBPACK_IMPORTED_MODULE_7__/* .pathAsRead */ .yj)(file.path, ctx.catalog)) };
    const fm = a.markdown?.frontmatter;
    if (fm?.present && fm.problems.some((p) => p.code === 'frontmatter-unclosed')) {
        const { root, readable } = unclosedFrontmatter(file);
        a.data = { ...a.data, unclosed: { readable, range: fm.openRange } };
        a.root = root;
    }
    else {
        const yamlError = unreadableYaml(pf, file);
        if (yamlError) {
            a.data = { ...a.data, yamlError };
            a.root = null;
        }
        else if (fm?.present && fm.problems.some((p) => p.code === 'yaml-invalid')) {
            // Claude Code's re-read fails but OpenCode's loads it (case `frontmatter-unclosed-flow`: `metadata: {a: 1`
            // becomes the text `{a: 1`): the fields, read line by line as its re-read does.
            const end = fm.yamlOffset + fm.yaml.length;
            const last = file.lines.position(end).line - (fm.yaml.endsWith('\n') ? 1 : 0);
            a.root = (0,_artifacts_frontmatter_js__WEBPACK_IMPORTED_MODULE_2__/* .lenientParse */ .b)(file, 2, last);
        }
    }
    return { ...pf, problems: pf.problems.filter((p) => p.code !== 'yaml-invalid' && p.code !== 'yaml-strict' && p.code !== 'frontmatter-unclosed') };
}
/** The YAML error at which OpenCode stops reading this file's frontmatter (see `opencodeReading`); `note` says what breaks, when known. */
function opencodeYamlError(a) {
    return a.data.yamlError;
}
function opencodeUnclosed(a) {
    return a.data.unclosed;
}
function markdownKind(id, re, kind, evidence = kind === undefined) {
    // A `---` inside a value is text; only a line starting with `---` ends the frontmatter (cases
    // frontmatter-inline-dashes, frontmatter-inline-dashes-unclosed, frontmatter-dashes-line).
    return (0,_artifacts_kinds_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .harnessMarkdownKind */ .mA)({ id, kind, harness: 'opencode', re, evidence, adjust: opencodeReading, reading: { end: 'line-start' } });
}
const opencodeAgentKind = markdownKind('opencode-agent', AGENT);
const opencodeCommandKind = markdownKind('opencode-command', COMMAND);
const opencodeSkillKind = markdownKind('opencode-skill', SKILL);
/** OpenCode reads the project's `.claude/skills` too; those files alone do not show the repository uses OpenCode. */
const opencodeClaudeSkillKind = markdownKind('opencode-claude-skill', CLAUDE_SKILL, 'opencode-skill');
/** The root AGENTS.md, sent to the model (CLAUDE.md only when there is no AGENTS.md); not evidence of OpenCode. */
const opencodeInstructionsKind = markdownKind('opencode-instructions', /^AGENTS\.md$/, undefined, false);
/**
 * One artifact per entry of an `agent` / `agents` / `command` / `commands` map of the config, at the entry's key.
 * OpenCode reads the V2 plurals too, but drops an invalid entry there silently instead of stopping (`data.v2`).
 */
function entryArtifacts(kind, file, map, v2 = false) {
    if (map?.type !== 'map')
        return [];
    return map.pairs.map((p) => ({
        kind, path: file.path, file, element: { type: kind, name: p.key }, root: p.value, nameRange: p.keyRange, pluginDistributed: false, data: { inConfig: true, v2 },
    }));
}
const opencodeConfigKind = {
    id: 'opencode-config',
    harness: 'opencode',
    yields: ['opencode-config', 'opencode-agent', 'opencode-command'],
    matches: (p) => CONFIG.test(p),
    parse(file) {
        const { root, problems } = (0,_artifacts_jsonc_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsoncFile */ .V)(file);
        const artifacts = root
            ? [
                { kind: 'opencode-config', path: file.path, file, element: { type: 'opencode-config', name: file.path }, root, pluginDistributed: false, data: {} },
                ...entryArtifacts('opencode-agent', file, (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .getNode */ .Zl)(root, 'agent')),
                ...entryArtifacts('opencode-agent', file, (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .getNode */ .Zl)(root, 'agents'), true),
                ...entryArtifacts('opencode-command', file, (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .getNode */ .Zl)(root, 'command')),
                ...entryArtifacts('opencode-command', file, (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .getNode */ .Zl)(root, 'commands'), true),
            ]
            : [];
        return { file, kind: 'opencode-config', artifacts, problems };
    },
    // Every SKILL.md below each `skills.paths` folder is an OpenCode skill (read by discovery like .opencode/skills).
    declaresFolders: (pf) => pf.artifacts.filter((a) => a.kind === 'opencode-config').flatMap((a) => opencodeSkillPaths(a).map(({ dir }) => ({ folder: dir, kind: 'opencode-skill', file: /(^|\/)SKILL\.md$/ }))),
};
/**
 * The extra skill folders of an OpenCode config (`skills.paths`), root-relative: OpenCode reads a
 * relative path from the project folder, also in `.opencode/opencode.json` (case `skills-paths-base`),
 * and every `SKILL.md` below it at any depth (case `skills-paths`). Absolute, home and `..` paths
 * (outside the repository) are left out.
 */
function opencodeSkillPaths(config) {
    const paths = (0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .getNode */ .Zl)((0,_artifacts_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .getNode */ .Zl)(config.root, 'skills'), 'paths');
    if (paths?.type !== 'seq')
        return [];
    return paths.items.flatMap((node) => {
        if (node.type !== 'scalar' || typeof node.value !== 'string')
            return [];
        const dir = (0,_artifacts_config_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .configFolder */ .vg)(node.value, _artifacts_config_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .OPENCODE_FOLDER */ .t6);
        return dir === null ? [] : [{ node, written: node.value, dir }];
    });
}
const OPENCODE_KINDS = [opencodeConfigKind, opencodeAgentKind, opencodeCommandKind, opencodeSkillKind, opencodeClaudeSkillKind, opencodeInstructionsKind];


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PINS)
/* harmony export */ });
// Generated by `npm run docs` from oracle/pins.json; __tests__/docs.test.ts fails when it drifts.
// The release of each harness the oracle observes: its recorded cases were made on it.
const PINS = {
    "claude-code": { package: "@anthropic-ai/claude-code", version: "2.1.332" },
    "copilot": { package: "@github/copilot", version: "1.0.102" },
    "codex": { package: "@openai/codex", version: "0.171.0" },
    "gemini": { package: "@google/gemini-cli", version: "0.61.0" },
    "opencode": { package: "opencode-ai", version: "1.18.33" },
    "qwen-code": { package: "@qwen-code/qwen-code", version: "0.24.4" },
    "kilo-code": { package: "@kilocode/cli", version: "7.7.7" },
    "cline": { package: "cline", version: "3.0.65" },
    "auggie": { package: "@augmentcode/auggie", version: "0.36.0" },
    "amp": { package: "@ampcode/cli", version: "0.0.1790142911-g7618fb" },
    "droid": { package: "@factory/cli", version: "0.225.2" },
};


/***/ }),

/***/ 9643:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xg: () => (/* binding */ DESCRIPTORS),
  ex: () => (/* binding */ HARNESS_DESCRIPTORS),
  tK: () => (/* binding */ INSTALL_TARGETS),
  KIND_SPECS: () => (/* binding */ KIND_SPECS),
  qK: () => (/* binding */ KIND_TABLE),
  Je: () => (/* binding */ installTarget)
});

// UNUSED EXPORTS: FORMAT_DESCRIPTORS, kindsByHarness

// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
// EXTERNAL MODULE: ./build/src/harnesses/claude-code/kinds/json-kinds.js
var json_kinds = __webpack_require__(6929);
// EXTERNAL MODULE: ./build/src/artifacts/kinds/markdown.js
var markdown = __webpack_require__(7808);
// EXTERNAL MODULE: ./build/src/artifacts/frontmatter.js + 2 modules
var frontmatter = __webpack_require__(8594);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/kinds/markdown.js
/** Claude Code's Markdown artifacts: subagents, skills and slash commands. */




/**
 * What Claude Code 2.1.332 makes of a file of this kind whose frontmatter it cannot read
 * (oracle: oracle/claude-code/constructs.json, the `loaded` values of the failing cases).
 */
function unreadableFate(kind, inPlugin) {
    if (kind === 'agent') {
        return inPlugin
            ? 'this plugin agent still loads, under its file name, with a placeholder description ("Agent from <plugin> plugin") and all tools'
            : { text: 'this project agent is not loaded at all', effect: 'not-loaded' };
    }
    if (kind === 'skill' || kind === 'command') {
        return `this ${kind} still loads, with its first body line as description and its \`allowed-tools\`, \`disable-model-invocation\` and other fields dropped`;
    }
    return undefined;
}
/**
 * Who rejects a Claude Code file whose frontmatter only Claude Code's lenient re-read takes: named by kind, since the
 * readers differ. Copilot CLI also loads `.claude/agents` and drops an agent whose frontmatter is not strict YAML
 * (oracle/copilot, case agent-names-broken); `.claude/skills` is read by other harnesses and by Agent Skills
 * tooling, which parse strict YAML; `.claude/commands` is read by Claude Code alone, so there the only reader that
 * rejects it is GitHub's file view (it shows a YAML error instead of the frontmatter table): a note, not a warning.
 */
function strictFor(kind, p) {
    const detail = p.code === 'yaml-strict' ? (0,frontmatter/* yamlProblemDetail */.iw)(p.message) : undefined;
    if (detail === undefined)
        return p;
    const head = `strict YAML rejects this frontmatter: ${detail}; Claude Code reads it only through its re-read that quotes such values`;
    if (kind === 'agent')
        return { ...p, message: `${head}, while Copilot CLI, which loads \`.claude/agents\` too, drops the agent, and GitHub's file view shows a YAML error` };
    if (kind === 'skill')
        return { ...p, message: `${head}, while the other harnesses that read skills and Agent Skills tooling (strict YAML) reject it, and GitHub's file view shows a YAML error` };
    if (kind === 'command')
        return { ...p, level: 'info', message: `${head}; no other harness reads \`.claude/commands\`, so only GitHub's file view, which shows a YAML error instead of the frontmatter table, rejects it` };
    return p;
}
/** A Markdown file as Claude Code reads it: its fate when unreadable, its strict-YAML wording, an agent's inline MCP servers. */
function parseMarkdownArtifact(kind, file, ctx) {
    const pf = (0,markdown/* parseMarkdownArtifact */.Xm)(kind, file, ctx, undefined, unreadableFate(kind, ctx.pluginRoot !== undefined));
    const artifact = pf.artifacts[0];
    const frontmatter = artifact.markdown.frontmatter;
    frontmatter.problems = frontmatter.problems.map((p) => (p.code === 'yaml-strict' ? strictFor(kind, p) : p));
    if (kind === 'agent') {
        const servers = (0,tree/* getNode */.Zl)(artifact.root, 'mcpServers');
        if (servers)
            pf.artifacts.push(...(0,json_kinds/* mcpServerArtifacts */.Rf)(file, servers, 'agent', ctx, artifact.element.name));
    }
    return { ...pf, problems: frontmatter.problems };
}
const AGENT = /(^|\/)\.claude\/agents\/(.+\/)?[^/]+\.md$/;
const SKILL = /(^|\/)\.claude\/skills\/[^/]+\/SKILL\.md$/;
const COMMAND = /(^|\/)\.claude\/commands\/(.+\/)?[^/]+\.md$/;
const agentKind = {
    id: 'agent',
    harness: 'claude-code',
    matches: (p) => AGENT.test(p),
    matchesInPlugin: (p) => /^agents\/(.+\/)?[^/]+\.md$/.test(p),
    parse: (file, ctx) => parseMarkdownArtifact('agent', file, ctx),
};
const skillKind = {
    id: 'skill',
    harness: 'claude-code',
    matches: (p) => SKILL.test(p),
    matchesInPlugin: (p) => /^skills\/[^/]+\/SKILL\.md$/.test(p) || p === 'SKILL.md',
    parse: (file, ctx) => parseMarkdownArtifact('skill', file, ctx),
};
const commandKind = {
    id: 'command',
    harness: 'claude-code',
    matches: (p) => COMMAND.test(p),
    matchesInPlugin: (p) => /^commands\/(.+\/)?[^/]+\.md$/.test(p),
    parse: (file, ctx) => parseMarkdownArtifact('command', file, ctx),
};

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/kinds/plugin-parts.js
var plugin_parts = __webpack_require__(5061);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/kinds/claude-memory.js
/**
 * Claude Code memory files: `CLAUDE.md`, `.claude/CLAUDE.md`, `CLAUDE.local.md`
 * (at any depth: ancestors and subtrees are loaded too) and `.claude/rules/**\/*.md`
 * (frontmatter `paths:` globs). One `memory` artifact per file; its body is
 * scanned for `@path` imports by the memory/* rules.
 */


const MEMORY = /(^|\/)(CLAUDE\.md|CLAUDE\.local\.md)$/;
const RULES = /(^|\/)\.claude\/rules\/(.+\/)?[^/]+\.md$/;
function parseMemory(file) {
    const isRule = RULES.test(file.path);
    // CLAUDE.md has no frontmatter: a leading `---` is Markdown, not YAML.
    const markdown = isRule
        ? (0,frontmatter/* parseMarkdown */.Dd)(file)
        : { frontmatter: { present: false, openRange: file.lines.range(0, 0), yaml: '', yamlOffset: 0, root: null, lenient: false, problems: [] }, body: file.text, bodyOffset: 0, bodyLine: 1 };
    const artifact = {
        kind: 'memory',
        path: file.path,
        file,
        element: { type: 'memory', name: file.path },
        root: markdown.frontmatter.root,
        markdown,
        pluginDistributed: false,
        data: { rule: isRule, local: file.path.endsWith('CLAUDE.local.md') },
    };
    return { file, kind: 'memory', artifacts: [artifact], problems: markdown.frontmatter.problems, lints: isRule ? ((0,tree/* getNode */.Zl)(markdown.frontmatter.root, 'lints') ?? null) : null };
}
const memoryKind = {
    id: 'memory',
    harness: 'claude-code',
    matches: (p) => MEMORY.test(p) || RULES.test(p),
    parse: (file) => parseMemory(file),
};

;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/kinds/claude-output-style.js
/**
 * Claude Code output styles: `.claude/output-styles/*.md` and a plugin's `output-styles/*.md`
 * (https://code.claude.com/docs/en/output-styles). Frontmatter `name` (default: the file name),
 * `description`, `keep-coding-instructions`; the body replaces the system prompt's style part.
 * A plugin.json `outputStyles` path (file or folder) is followed by discovery like `agents`.
 */

const OUTPUT_STYLE = /(^|\/)\.claude\/output-styles\/[^/]+\.md$/;
const outputStyleKind = {
    id: 'output-style',
    harness: 'claude-code',
    matches: (p) => OUTPUT_STYLE.test(p),
    matchesInPlugin: (p) => /^output-styles\/[^/]+\.md$/.test(p),
    parse: (file, ctx) => parseMarkdownArtifact('output-style', file, ctx),
};

// EXTERNAL MODULE: ./build/src/harnesses/claude-code/roots.js
var roots = __webpack_require__(136);
;// CONCATENATED MODULE: ./build/src/harnesses/claude-code/descriptor.js







const descriptor = {
    type: 'harness',
    id: 'claude-code',
    title: 'Claude Code',
    release: pins_generated/* PINS */.$['claude-code'],
    alwaysLoaded: true,
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.claude/**/*.{md,json}',
        '.claude-plugin/*.json',
        '.mcp.json',
        '.lsp.json',
        'CLAUDE.md',
        'CLAUDE.local.md',
        // A plugin's components (a folder holding .claude-plugin/plugin.json).
        'agents/**/*.md',
        'skills/*/SKILL.md',
        'commands/**/*.md',
        'hooks/hooks.json',
        'output-styles/*.md',
        'monitors/monitors.json',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { agent: 'agent', skill: 'skill', command: 'command', hooks: 'hook', mcp: 'mcp-server', memory: 'instructions', 'output-style': 'output-style', plugin: 'plugin', marketplace: 'marketplace', 'plugin-lsp': 'lsp-server', 'plugin-monitors': 'monitor', settings: 'settings', 'plugin-settings': 'settings' },
        hookHolders: ['hooks'],
    },
    /** Its PostToolUse hook: `tool_input.file_path`, `CLAUDE_PROJECT_DIR`, and a "block" decision the model reads. */
    hook: { writeTools: ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'], argumentKeys: ['tool_input', 'toolArgs'], projectDirEnv: ['CLAUDE_PROJECT_DIR'], answer: 'block-reason' },
    /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
    installTargets: [
        { id: 'claude-code/agent', spec: 'agent', title: 'a Claude Code project agent (.claude/agents/)', folder: '.claude/agents', shape: 'flat' },
        { id: 'claude-code/command', spec: 'command', title: 'a Claude Code project command (.claude/commands/)', folder: '.claude/commands', shape: 'flat' },
        { id: 'claude-code/skill', spec: 'skill', title: 'a Claude Code project skill (.claude/skills/)', folder: '.claude/skills', shape: 'skill' },
        { id: 'claude-code/settings', spec: 'hooks', title: 'Claude Code project settings (.claude/settings.json)', folder: '.claude/settings.json', shape: 'fixed' },
        { id: 'claude-code/mcp', spec: 'mcp', title: "a Claude Code project's .mcp.json", folder: '.mcp.json', shape: 'fixed' },
    ],
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        skill: {
            how: 'listed under its folder as `/<folder>` (`name` is only a display name); the description is cut at 1,536 characters in the listing',
            source: 'Claude Code rules-runtime cases (skills/name-matches-directory, skills/description-length)',
        },
    },
    /** The programs that read its files (`surfaces:` in the configuration narrows them; src/artifacts/surfaces.ts names them). */
    surfaces: ['cli'],
    kinds: [json_kinds/* pluginKind */.CS, json_kinds/* marketplaceKind */.cU, agentKind, skillKind, commandKind, json_kinds/* mcpKind */.d0, json_kinds/* hooksKind */.LL, plugin_parts/* pluginLspKind */.H2, plugin_parts/* pluginMonitorsKind */.xF, plugin_parts/* pluginSettingsKind */.vF, memoryKind, outputStyleKind],
    extensions: {
        plugin: ['.json'],
        marketplace: ['.json'],
        agent: ['.md'],
        skill: ['.md'],
        command: ['.md'],
        mcp: ['.json'],
        hooks: ['.json'],
        'plugin-lsp': ['.json'],
        'plugin-monitors': ['.json'],
        'plugin-settings': ['.json'],
        memory: ['.md'],
        'output-style': ['.md'],
    },
    roots: roots/* CLAUDE_CODE_ROOTS */.hB,
    rules: async () => (await __webpack_require__.e(/* import() */ 986).then(__webpack_require__.bind(__webpack_require__, 2986))).RULES,
};

// EXTERNAL MODULE: ./build/src/harnesses/copilot/kinds.js
var kinds = __webpack_require__(5178);
;// CONCATENATED MODULE: ./build/src/harnesses/copilot/descriptor.js


const descriptor_descriptor = {
    type: 'harness',
    id: 'copilot',
    title: 'GitHub Copilot CLI',
    shortTitle: 'Copilot',
    release: pins_generated/* PINS */.$['copilot'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.github/agents/**/*.md',
        '.github/skills/*/SKILL.md',
        '.github/hooks/**/*.json',
        '.github/mcp.json',
        '.github/copilot/*.json',
        '.github/copilot-instructions.md',
        '.github/instructions/**/*.instructions.md',
        '.github/plugin/*.json',
    ],
    /** Its postToolUse hook: `toolArgs` (`path`), as JSON text or an object, and `COPILOT_PROJECT_DIR`. */
    hook: { writeTools: ['create', 'edit'], argumentKeys: ['toolArgs', 'tool_input'], projectDirEnv: ['COPILOT_PROJECT_DIR'], answer: 'additional-context' },
    /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
    installTargets: [
        { id: 'copilot/agent', spec: 'copilot-agent', title: 'a Copilot custom agent (.github/agents/)', folder: '.github/agents', shape: 'flat' },
        { id: 'copilot/instructions', spec: 'copilot-instructions', title: 'Copilot path-specific instructions (.github/instructions/)', folder: '.github/instructions', shape: 'flat' },
        { id: 'copilot/prompt', spec: 'copilot-prompt', title: 'a Copilot prompt file (.github/prompts/)', folder: '.github/prompts', shape: 'flat' },
        { id: 'copilot/skill', spec: 'copilot-skill', title: 'a Copilot skill (.github/skills/)', folder: '.github/skills', shape: 'skill' },
        { id: 'copilot/hooks', spec: 'copilot-hooks', title: 'a Copilot hooks file (.github/hooks/)', folder: '.github/hooks', shape: 'rest' },
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'copilot-agent': 'agent', 'copilot-skill': 'skill', 'copilot-hooks': 'hook', 'copilot-mcp': 'mcp-server', 'copilot-instructions': 'instructions', 'copilot-plugin': 'plugin', 'copilot-marketplace': 'marketplace', 'copilot-settings': 'settings', 'copilot-setup-steps': 'settings', 'copilot-prompt': 'command' },
        mcpServers: { 'copilot-mcp': ['mcpServers', 'servers'] },
        hookHolders: ['copilot-hooks'],
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'copilot-instructions': {
            how: 'the root AGENTS.md only, inlined verbatim with no size limit (a nested one is not read when Copilot starts at the root)',
            source: 'Copilot CLI cases agent-names, cloud-files',
        },
        'copilot-skill': {
            how: 'listed by `copilot skill list` when other files show the repository uses Copilot; one without frontmatter, or whose description is over 1,024 characters, is listed as failed',
            source: 'Copilot CLI case skills',
        },
    },
    /** The programs that read its files (`surfaces:` in the configuration narrows them; src/artifacts/surfaces.ts names them). */
    surfaces: ['cli', 'vscode', 'github'],
    kinds: kinds/* COPILOT_KINDS */.zo,
    extensions: {
        'copilot-agent': ['.md'],
        'copilot-claude-agent': ['.md'],
        'copilot-skill': ['.md'],
        'copilot-claude-skill': ['.md'],
        'copilot-instructions': ['.md'],
        'copilot-shared-instructions': ['.md'],
        'copilot-hooks': ['.json'],
        'copilot-workspace-mcp': ['.json'],
        'copilot-mcp': ['.json'],
        'copilot-settings': ['.json'],
        'copilot-plugin': ['.json'],
        'copilot-claude-plugin': ['.json'],
        'copilot-marketplace': ['.json'],
        'copilot-claude-marketplace': ['.json'],
        'copilot-prompt': ['.md'],
        'copilot-setup-steps': ['.yml'],
    },
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(587), __webpack_require__.e(999)]).then(__webpack_require__.bind(__webpack_require__, 2968))).RULES,
};

// EXTERNAL MODULE: ./build/src/artifacts/json.js
var json = __webpack_require__(3363);
// EXTERNAL MODULE: ./build/src/artifacts/toml.js
var toml = __webpack_require__(2897);
// EXTERNAL MODULE: ./build/src/harnesses/codex/plugin-kinds.js
var plugin_kinds = __webpack_require__(9969);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/kinds.js




const AGENTS_MD = /(^|\/)AGENTS(\.override)?\.md$/;
const ROLE = /^\.codex\/agents\/[^/]+\.toml$/;
const CONFIG = /^\.codex\/config\.toml$/;
const kinds_SKILL = /^\.agents\/skills\/[^/]+\/SKILL\.md$/;
const HOOKS = /^\.codex\/hooks\.json$/;
const PLUGIN = /(^|\/)\.codex-plugin\/plugin\.json$/;
function artifact(kind, file, data, root = null) {
    return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data, harness: 'codex' };
}
const codexAgentsMdKind = {
    id: 'codex-agents-md',
    harness: 'codex',
    matches: (p) => AGENTS_MD.test(p),
    parse: (file) => ({ file, kind: 'codex-agents-md', artifacts: [artifact('codex-agents-md', file, { override: file.path.endsWith('.override.md') })], problems: [] }),
};
/** A TOML file of Codex's, read with ranges; a syntax error is kept for the rules to report. */
function tomlKind(id, re) {
    return {
        id,
        harness: 'codex',
        matches: (p) => re.test(p),
        parse(file) {
            const t = (0,toml/* readTomlFile */.v)(file);
            return { file, kind: id, artifacts: [artifact(id, file, { tomlError: t.error, headers: t.headers }, t.root)], problems: [] };
        },
    };
}
const codexRoleKind = tomlKind('codex-role', ROLE);
const codexConfigKind = tomlKind('codex-config', CONFIG);
/**
 * Codex's repository skills. Codex reads their frontmatter leniently (a YAML error it could
 * not show was loaded anyway, oracle case `skill-verdicts`), so YAML problems are not reported
 * as such; codex/skill-load reports what Codex does reject.
 */
const codexSkillKind = {
    id: 'codex-skill',
    harness: 'codex',
    matches: (p) => kinds_SKILL.test(p),
    parse(file, ctx) {
        const pf = (0,markdown/* parseMarkdownArtifact */.Xm)('codex-skill', file, ctx, { reader: 'codex' });
        pf.artifacts[0].pluginDistributed = false;
        return { ...pf, problems: [] };
    },
};
/** `.codex/hooks.json`, read with exact ranges; a JSON syntax error is reported by the engine (schema/json-invalid). */
const codexHooksKind = {
    id: 'codex-hooks',
    harness: 'codex',
    matches: (p) => HOOKS.test(p),
    parse(file) {
        const { root, problems } = (0,json/* parseJsonFile */.O)(file);
        return { file, kind: 'codex-hooks', artifacts: root ? [artifact('codex-hooks', file, {}, root)] : [], problems };
    },
};
/** A Codex plugin's manifest, `.codex-plugin/plugin.json` at the plugin's root; a JSON syntax error is schema/json-invalid. */
const codexPluginKind = {
    id: 'codex-plugin',
    harness: 'codex',
    extensions: ['.json'],
    readFirst: true,
    matches: (p) => PLUGIN.test(p),
    parse(file) {
        const { root, problems } = (0,json/* parseJsonFile */.O)(file);
        return { file, kind: 'codex-plugin', artifacts: root ? [artifact('codex-plugin', file, { pluginRoot: (0,plugin_kinds/* codexRootOf */.H1)(file.path) }, root)] : [], problems };
    },
};
const CODEX_KINDS = [codexAgentsMdKind, codexRoleKind, codexConfigKind, codexSkillKind, codexHooksKind, codexPluginKind, plugin_kinds/* codexMarketplaceKind */.Z6, plugin_kinds/* codexAgentPluginKind */.AB, plugin_kinds/* codexPluginSkillKind */.w2];

;// CONCATENATED MODULE: ./build/src/harnesses/codex/descriptor.js



const codex_descriptor_descriptor = {
    type: 'harness',
    id: 'codex',
    title: 'OpenAI Codex CLI',
    shortTitle: 'Codex',
    release: pins_generated/* PINS */.$['codex'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        'AGENTS.md',
        'AGENTS.override.md',
        '.codex/**/*.{toml,json}',
        '.agents/skills/*/SKILL.md',
        '.codex-plugin/plugin.json',
        '.agents/plugins/marketplace.json',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'codex-role': 'agent', 'codex-skill': 'skill', 'codex-plugin-skill': 'skill', 'codex-hooks': 'hook', 'codex-agents-md': 'instructions', 'codex-plugin': 'plugin', 'codex-agent-plugin': 'plugin', 'codex-marketplace': 'marketplace', 'codex-config': 'settings' },
        mcpServers: { 'codex-config': ['mcp_servers'] },
        hookHolders: ['codex-hooks'],
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'codex-agents-md': {
            how: 'every AGENTS.md from the repository root down to the folder Codex runs in, joined; the chain is cut at 32,768 bytes (`project_doc_max_bytes`), mid-word; an AGENTS.override.md beside one replaces it',
            source: 'Codex cases agents-md-cap, agents-md-nested-cap',
        },
        'codex-skill': {
            how: 'listed for the model within a character budget; a skill whose frontmatter fails is left out with an ERROR line in `codex exec` only',
            source: 'Codex cases skill-verdicts, skill-empty-frontmatter (codex/skill-load, codex/skill-list-budget)',
        },
    },
    kinds: CODEX_KINDS,
    extensions: {
        'codex-agents-md': ['.md'],
        'codex-role': ['.toml'],
        'codex-config': ['.toml'],
        'codex-skill': ['.md'],
        'codex-hooks': ['.json'],
        'codex-plugin': ['.json'],
        'codex-marketplace': ['.json'],
        'codex-agent-plugin': ['.json'],
        'codex-plugin-skill': ['.md'],
    },
    roots: plugin_kinds/* CODEX_ROOTS */.oc,
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(73), __webpack_require__.e(274)]).then(__webpack_require__.bind(__webpack_require__, 1073))).RULES,
};

// EXTERNAL MODULE: ./build/src/artifacts/jsonc.js
var jsonc = __webpack_require__(4566);
// EXTERNAL MODULE: ./build/src/artifacts/catalog.js
var catalog = __webpack_require__(3986);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/kinds.js
/**
 * Gemini CLI's repository files: custom commands (`.gemini/commands/**\/*.toml`),
 * subagents (`.gemini/agents/*.md`), skills (`.gemini/skills/<n>/SKILL.md`, and the shared
 * `.agents/skills/<n>/SKILL.md` that Gemini reads too),
 * memory files (`GEMINI.md` at any depth; other names from `context.fileName`
 * are added by the gemini/memory-import rule), `.gemini/settings.json` and
 * extension manifests (`<ext>/gemini-extension.json`). Inside an extension folder (one holding a
 * `gemini-extension.json`, the scan root included) its `commands/**\/*.toml`, `agents/*.md` and
 * `skills/<n>/SKILL.md` are read as Gemini commands, agents and skills too: Gemini CLI 0.61.0 loads
 * them once the extension is linked (oracle/gemini/cases.json, case extension-contents).
 */






const kinds_COMMAND = /^\.gemini\/commands\/(.+\/)?[^/]+\.toml$/;
const kinds_AGENT = /^\.gemini\/agents\/[^/]+\.md$/;
const EXT_COMMAND = /^commands\/(.+\/)?[^/]+\.toml$/;
const EXT_AGENT = /^agents\/[^/]+\.md$/;
const EXT_SKILL = /^skills\/[^/]+\/SKILL\.md$/;
/** `/git:commit` for `.gemini/commands/git/commit.toml` (or `<extension>/commands/git/commit.toml`). */
function geminiCommandName(path, extensionRoot) {
    const inside = extensionRoot === undefined ? path.replace(/^\.gemini\/commands\//, '') : (extensionRoot === '.' ? path : path.slice(extensionRoot.length + 1)).replace(/^commands\//, '');
    return inside.replace(/\.toml$/, '').split('/').join(':');
}
const geminiCommandKind = {
    id: 'gemini-command',
    harness: 'gemini',
    matches: (p) => kinds_COMMAND.test(p),
    matchesInGeminiExtension: (p) => EXT_COMMAND.test(p),
    parse(file, ctx) {
        const t = (0,toml/* readTomlFile */.v)(file);
        const name = geminiCommandName((0,catalog/* pathAsRead */.yj)(file.path, ctx.catalog), ctx.extensionRoot);
        const a = { kind: 'gemini-command', path: file.path, file, element: { type: 'gemini-command', name }, root: t.root, pluginDistributed: false, data: { tomlError: t.error, extensionRoot: ctx.extensionRoot }, harness: 'gemini' };
        return { file, kind: 'gemini-command', artifacts: [a], problems: [] };
    },
};
/** The YAML error inside the shared reader's message (worded for Claude Code's re-read). */
function yamlDetail(message) {
    return (0,frontmatter/* yamlProblemDetail */.iw)(message) ?? message;
}
/**
 * A skill whose frontmatter strict YAML rejects only for an unquoted `: ` (yaml-strict) is still listed by
 * Gemini CLI 0.61.0 (case skill-yaml: `.gemini/skills/colon` and `.agents/skills/colon2`, no message): its
 * skill loader reads `name` and `description` line by line when YAML fails. The warning says so instead of
 * speaking of Claude Code's re-read; the quoting fix stays.
 */
function forGeminiSkill(pf) {
    return {
        ...pf,
        problems: pf.problems.map((p) => {
            if (p.code === 'yaml-strict')
                return { ...p, message: `strict YAML rejects this frontmatter: ${yamlDetail(p.message)}; Gemini CLI still lists this skill (it reads \`name\` and \`description\` line by line when YAML fails), but other harnesses and Agent Skills tooling reject it` };
            if (p.code === 'duplicate-key')
                return { ...p, message: geminiSkillDuplicate(p.message) };
            return p;
        }),
    };
}
/**
 * A duplicate key in a skill's frontmatter: Gemini CLI 0.61.0's YAML reader (js-yaml) rejects it, and the skill
 * loader falls back to reading `name` and `description` line by line, the last line winning: with `name:
 * first-skill` then `name: second-skill` the skill was listed as `second-skill`, without a message (case
 * agent-duplicate-key).
 */
function geminiSkillDuplicate(message) {
    const m = /^duplicate key `([^`]*)` \(first at line (\d+)\):.*?(?: \(here (`[^`]*`)\))?(?: and silently|$)/s.exec(message);
    if (!m)
        return message;
    const [, key, line, value] = m;
    const read = key === 'name' || key === 'description' ? `reads \`name\` and \`description\` line by line and keeps the last value${value ? ` (here ${value})` : ''}` : 'reads only `name` and `description`, line by line';
    return `duplicate key \`${key}\` (first at line ${line}): Gemini CLI's YAML reader rejects this frontmatter, and its fallback ${read}, so the skill is still listed without a message; strict YAML parsers and other harnesses may reject the file`;
}
/**
 * Gemini CLI parses an agent's frontmatter with strict YAML (js-yaml) and, when that fails, does not
 * load the agent: "Agent loading error: Failed to load agent from …: YAML frontmatter parsing failed:
 * bad indentation of a mapping entry (2:15)", or "tab characters must not be used in indentation (3:1)"
 * for a tab-indented line (oracle/gemini/cases.json, cases agent-yaml and extension-contents).
 * So the shared reader's frontmatter problem, worded for Claude Code's re-read, becomes one error saying
 * that, where js-yaml stops: at the colon of an unquoted `: ` in a value, or at the tab when a tab-indented
 * line is what breaks the YAML.
 */
function forGeminiAgent(pf) {
    // Never closed with a `---` line (a `---` inside a value closes nothing): "Agent loading error: … Invalid agent
    // definition: Missing mandatory YAML frontmatter" (case agent-inline-dashes). One error, at the opening `---`.
    const unclosed = pf.problems.find((p) => p.code === 'frontmatter-unclosed');
    if (unclosed) {
        const message = 'Gemini CLI does not load this agent: its frontmatter is never closed with a `---` line; it prints "Agent loading error: … Missing mandatory YAML frontmatter"';
        return { ...pf, problems: pf.problems.map((p) => (p === unclosed ? { ...p, message, effect: 'not-loaded' } : p)) };
    }
    const i = pf.problems.findIndex((p) => p.code === 'yaml-invalid' || p.code === 'yaml-strict');
    const p = pf.problems[i];
    const fm = pf.artifacts[0]?.markdown?.frontmatter;
    const dup = pf.problems.filter((q) => q.code === 'duplicate-key').sort((a, b) => a.range.start.offset - b.range.start.offset)[0];
    if (dup && fm && (!p || dup.range.start.offset < p.range.start.offset))
        return geminiAgentDuplicate(pf, dup);
    if (!p || !fm)
        return pf;
    let detail = yamlDetail(p.message);
    let range = p.range;
    let fix = p.fix;
    const lines = pf.file.lines;
    // An unquoted `: ` inside a value: js-yaml stops at that colon ("bad indentation of a mapping entry (2:15)").
    const colon = /nested mappings/.test(detail) ? pf.file.text.slice(range.start.offset, lines.lineEnd(range.start.line)).search(/:(\s|$)/) : -1;
    if (colon >= 0)
        range = lines.range(range.start.offset + colon, range.start.offset + colon + 1);
    let offset = fm.yamlOffset;
    for (const line of fm.yaml.split('\n')) {
        const tab = /^ *\t/.exec(line);
        if (tab) {
            const at = lines.range(offset, offset + tab[0].length);
            if (at.start.line <= p.range.start.line + 1) {
                range = { start: lines.range(offset, offset).start, end: at.end };
                detail = 'a tab indents this line: YAML indentation is spaces only';
                fix = undefined;
            }
            break;
        }
        offset += line.length + 1;
    }
    const problem = {
        code: 'yaml-invalid',
        effect: 'not-loaded',
        message: `Gemini CLI does not load this agent: its frontmatter is not YAML (${detail}); it prints "Agent loading error: … YAML frontmatter parsing failed"`,
        range,
        ...(fix ? { fix } : {}),
    };
    const rest = (q) => q.code !== 'yaml-invalid' && q.code !== 'yaml-strict' && q.code !== 'duplicate-key';
    return { ...pf, problems: [...pf.problems.slice(0, i).filter((q) => q.code !== 'duplicate-key'), problem, ...pf.problems.slice(i + 1).filter(rest)] };
}
/**
 * The same key twice in an agent's frontmatter (at any depth): js-yaml stops there, so Gemini CLI 0.61.0 does
 * not load the agent and prints "Agent loading error: Failed to load agent from …: YAML frontmatter parsing
 * failed: duplicated mapping key (4:1)", at the second key (oracle/gemini/cases.json, case
 * agent-duplicate-key). The first duplicate before any other YAML error is the one error, as an error of
 * schema/duplicate-key; later YAML problems are not reported (Gemini stops at the first).
 */
function geminiAgentDuplicate(pf, dup) {
    const m = /^duplicate key `([^`]*)` \(first at line (\d+)\)/.exec(dup.message);
    const what = m ? `\`${m[1]}\` is set twice (first at line ${m[2]})` : 'a key is set twice';
    const problem = {
        code: 'duplicate-key',
        level: 'error',
        effect: 'not-loaded',
        message: `Gemini CLI does not load this agent: ${what}, and its YAML reader rejects duplicate keys; it prints "Agent loading error: … YAML frontmatter parsing failed: duplicated mapping key"`,
        range: dup.range,
    };
    const yaml = (q) => q.code === 'yaml-invalid' || q.code === 'yaml-strict' || q.code === 'duplicate-key';
    const at = pf.problems.indexOf(dup);
    return { ...pf, problems: [...pf.problems.slice(0, at).filter((q) => !yaml(q)), problem, ...pf.problems.slice(at + 1).filter((q) => !yaml(q))] };
}
const geminiAgentKind = {
    id: 'gemini-agent',
    harness: 'gemini',
    matches: (p) => kinds_AGENT.test(p),
    matchesInGeminiExtension: (p) => EXT_AGENT.test(p),
    // Only a line starting with `---` ends the frontmatter; a `---` inside a value is text (case agent-inline-dashes).
    parse: (file, ctx) => forGeminiAgent((0,markdown/* parseMarkdownArtifact */.Xm)('gemini-agent', file, ctx, { end: 'line-start', reader: 'gemini' })),
};
const gemini_kinds_SKILL = /^\.gemini\/skills\/[^/]+\/SKILL\.md$/;
const kinds_MEMORY = /(^|\/)GEMINI\.md$/;
const SETTINGS = /^\.gemini\/settings\.json$/;
const EXTENSION = /(^|\/)gemini-extension\.json$/;
const geminiSkillKind = {
    id: 'gemini-skill',
    harness: 'gemini',
    matches: (p) => gemini_kinds_SKILL.test(p),
    matchesInGeminiExtension: (p) => EXT_SKILL.test(p),
    parse: (file, ctx) => forGeminiSkill((0,markdown/* parseMarkdownArtifact */.Xm)('gemini-skill', file, ctx, { reader: 'gemini' })),
};
/**
 * The shared `.agents/skills/<n>/SKILL.md` folder, which Gemini CLI 0.61.0 lists beside `.gemini/skills`
 * (oracle/gemini/cases.json, case agents-skills; documented as the workspace alias in
 * docs/cli/skills.md). Other harnesses read it too (Codex, Cursor), so alone it does not show that a
 * repository uses Gemini.
 */
const SHARED_SKILL = /^\.agents\/skills\/[^/]+\/SKILL\.md$/;
const geminiSharedSkillKind = {
    id: 'gemini-shared-skill',
    harness: 'gemini',
    evidence: false,
    yields: ['gemini-skill'],
    matches: (p) => SHARED_SKILL.test(p),
    parse: (file, ctx) => forGeminiSkill((0,markdown/* parseMarkdownArtifact */.Xm)('gemini-skill', file, ctx, { reader: 'gemini' })),
};
/** A GEMINI.md memory file: no frontmatter, the whole text is the body scanned for `@path` imports. */
function geminiMemoryArtifact(file) {
    return { kind: 'gemini-memory', path: file.path, file, element: { type: 'gemini-memory', name: file.path }, root: null, pluginDistributed: false, data: {}, harness: 'gemini' };
}
const geminiMemoryKind = {
    id: 'gemini-memory',
    harness: 'gemini',
    matches: (p) => kinds_MEMORY.test(p),
    parse: (file) => ({ file, kind: 'gemini-memory', artifacts: [geminiMemoryArtifact(file)], problems: [] }),
};
/**
 * Gemini CLI 0.61.0 reads `.gemini/settings.json` through strip-json-comments, then JSON.parse: `//` and
 * `/* *\/` comments are fine (case settings-jsonc), a trailing comma stops every command before it starts,
 * exit 52, with "Error in .gemini/settings.json: Expected double-quoted property name in JSON at
 * position 50" (case settings-trailing-comma).
 */
function parseSettings(file) {
    const { root, problems } = (0,json/* parseJsonFile */.O)({ ...file, text: (0,jsonc/* blankJsonc */.G)(file.text, { trailingCommas: false }) });
    return {
        root,
        problems: problems.map((p) => (p.code === 'json-invalid' ? { ...p, message: `${p.message}; Gemini CLI does not start with this settings file (it strips comments, then parses strict JSON: "Error in .gemini/settings.json: …", exit 52)` } : p)),
    };
}
function jsonKind(id, re, read = json/* parseJsonFile */.O) {
    return {
        id,
        harness: 'gemini',
        matches: (p) => re.test(p),
        parse(file) {
            const { root, problems } = read(file);
            const artifacts = root ? [{ kind: id, path: file.path, file, element: { type: id, name: file.path }, root, pluginDistributed: false, data: {}, harness: 'gemini' }] : [];
            return { file, kind: id, artifacts, problems };
        },
    };
}
const geminiSettingsKind = jsonKind('gemini-settings', SETTINGS, parseSettings);
const geminiExtensionKind = jsonKind('gemini-extension', EXTENSION);
/**
 * Policy files: the project's `.gemini/policies/*.toml`, which Gemini CLI 0.61.0 does not read (workspace policies
 * are disabled), and an extension's `policies/*.toml`, which it loads once the extension is linked or installed
 * (oracle/gemini/cases.json, case policies). Read as TOML; the gemini/policies rule says what is lost.
 */
const POLICY = /^\.gemini\/policies\/[^/]+\.toml$/;
const EXT_POLICY = /^policies\/[^/]+\.toml$/;
const geminiPolicyKind = {
    id: 'gemini-policy',
    harness: 'gemini',
    matches: (p) => POLICY.test(p),
    matchesInGeminiExtension: (p) => EXT_POLICY.test(p),
    parse(file, ctx) {
        const t = (0,toml/* readTomlFile */.v)(file);
        const a = { kind: 'gemini-policy', path: file.path, file, element: { type: 'gemini-policy', name: file.path }, root: t.root, pluginDistributed: false, data: { tomlError: t.error, headers: t.headers, extensionRoot: ctx.extensionRoot }, harness: 'gemini' };
        return { file, kind: 'gemini-policy', artifacts: [a], problems: [] };
    },
};
const GEMINI_KINDS = [geminiCommandKind, geminiAgentKind, geminiSkillKind, geminiSharedSkillKind, geminiMemoryKind, geminiSettingsKind, geminiExtensionKind, geminiPolicyKind];

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/src/harnesses/gemini/roots.js
/**
 * Gemini CLI extension roots for discovery: every folder holding a `gemini-extension.json` (its commands, agents
 * and skills are read by Gemini once the extension is linked or installed). Inside one, a kind's
 * `matchesInGeminiExtension` decides.
 */

const GEMINI_ROOTS = {
    context: 'extensionRoot',
    everyFile: false,
    find: (input) => input.paths.filter((p) => /(^|\/)gemini-extension\.json$/.test(p)).map((p) => external_node_path_.posix.dirname(p)),
    claims: (spec, pathInRoot) => spec.matchesInGeminiExtension?.(pathInRoot) === true,
};

;// CONCATENATED MODULE: ./build/src/harnesses/gemini/descriptor.js



const gemini_descriptor_descriptor = {
    type: 'harness',
    id: 'gemini',
    title: 'Gemini CLI',
    release: pins_generated/* PINS */.$['gemini'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.gemini/**/*.{toml,md,json}',
        'GEMINI.md',
        'gemini-extension.json',
    ],
    /** Its AfterTool hook: `tool_input.file_path`, and `GEMINI_PROJECT_DIR` (it also sets Claude Code's variable). */
    hook: { writeTools: ['write_file', 'replace'], argumentKeys: ['tool_input', 'toolArgs'], projectDirEnv: ['GEMINI_PROJECT_DIR', 'CLAUDE_PROJECT_DIR'], answer: 'after-tool-context' },
    /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
    installTargets: [{ id: 'gemini/command', spec: 'gemini-command', title: 'a Gemini CLI custom command (.gemini/commands/)', folder: '.gemini/commands', shape: 'rest' }],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'gemini-agent': 'agent', 'gemini-skill': 'skill', 'gemini-command': 'command', 'gemini-memory': 'instructions', 'gemini-extension': 'plugin', 'gemini-settings': 'settings', 'gemini-policy': 'policy' },
        mcpServers: { 'gemini-settings': ['mcpServers'] },
        hookHolders: ['gemini-settings', 'gemini-extension'],
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'gemini-memory': {
            how: 'only because `context.fileName` lists it, beside GEMINI.md; `@./file` imports are inlined',
            source: 'Gemini CLI cases memory-agents-md-unlisted, settings-jsonc',
        },
        'gemini-skill': {
            how: 'listed by `gemini skills list`; one without `name` or `description` is left out without a word; a frontmatter strict YAML rejects is still read line by line',
            source: 'Gemini CLI cases agents-skills, skills, skill-yaml',
        },
    },
    kinds: GEMINI_KINDS,
    extensions: {
        'gemini-command': ['.toml'],
        'gemini-agent': ['.md'],
        'gemini-skill': ['.md'],
        'gemini-shared-skill': ['.md'],
        'gemini-memory': ['.md'],
        'gemini-settings': ['.json'],
        'gemini-extension': ['.json'],
        'gemini-policy': ['.toml'],
    },
    roots: GEMINI_ROOTS,
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(102), __webpack_require__.e(122)]).then(__webpack_require__.bind(__webpack_require__, 1102))).RULES,
};

// EXTERNAL MODULE: ./build/src/harnesses/opencode/kinds.js
var opencode_kinds = __webpack_require__(8717);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/descriptor.js


const opencode_descriptor_descriptor = {
    type: 'harness',
    id: 'opencode',
    title: 'OpenCode',
    release: pins_generated/* PINS */.$['opencode'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        'opencode.{json,jsonc}',
        '.opencode/**/*.{md,json,jsonc}',
    ],
    /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
    installTargets: [
        { id: 'opencode/agent', spec: 'opencode-agent', title: 'an OpenCode agent (.opencode/agent/)', folder: '.opencode/agent', shape: 'flat' },
        { id: 'opencode/command', spec: 'opencode-command', title: 'an OpenCode command (.opencode/command/)', folder: '.opencode/command', shape: 'flat' },
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'opencode-agent': 'agent', 'opencode-skill': 'skill', 'opencode-command': 'command', 'opencode-instructions': 'instructions', 'opencode-config': 'settings' },
        mcpServers: { 'opencode-config': ['mcp'] },
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'opencode-instructions': {
            how: 'the root AGENTS.md only; CLAUDE.md beside it is then not sent (without AGENTS.md, CLAUDE.md is)',
            source: 'OpenCode cases agents-md, claude-md-fallback',
        },
        'opencode-skill': {
            how: 'no `name` or broken YAML drops the skill; without `description` it is kept out of the request',
            source: 'OpenCode case skills',
        },
    },
    kinds: opencode_kinds/* OPENCODE_KINDS */.yq,
    extensions: {
        'opencode-config': ['.json', '.jsonc'],
        'opencode-agent': ['.md'],
        'opencode-command': ['.md'],
        'opencode-skill': ['.md'],
        'opencode-claude-skill': ['.md'],
        'opencode-instructions': ['.md'],
    },
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(226), __webpack_require__.e(968)]).then(__webpack_require__.bind(__webpack_require__, 9226))).RULES,
};

// EXTERNAL MODULE: ./build/src/harnesses/cursor/plugin-kinds.js
var cursor_plugin_kinds = __webpack_require__(4084);
;// CONCATENATED MODULE: ./build/src/harnesses/cursor/kinds.js
/**
 * Cursor's repository files (documentation only: src/harnesses/cursor/known-values.ts):
 * project rules `.cursor/rules/**\/*.mdc` (a `.md` there is claimed too, so that
 * cursor/rule-extension can say Cursor ignores it), the legacy root `.cursorrules`,
 * `.cursor/mcp.json`, `.cursor/hooks.json`, `.cursor/environment.json`, subagents `.cursor/agents/*.md` (and Claude Code's
 * `.claude/agents/*.md`), skills `.cursor/skills/**\/SKILL.md` (and `.agents/skills/`, `.claude/skills/`,
 * `.codex/skills/`), and
 * `AGENTS.md` (root and subfolders), which Cursor reads as plain instructions.
 */




const RULE = /(^|\/)\.cursor\/rules\/(.+\/)?[^/]+\.mdc?$/;
const cursor_kinds_AGENT = /^\.cursor\/agents\/[^/]+\.md$/;
/** "Cursor walks the skills root recursively", and a `.cursor/skills/` anywhere in the repository is read. */
const cursor_kinds_SKILL = /(^|\/)\.cursor\/skills\/(.+\/)?[^/]+\/SKILL\.md$/;
const kinds_AGENTS_MD = /(^|\/)AGENTS\.md$/;
/** Claude Code's subagent folder, which the subagents page says Cursor reads for compatibility. */
const CLAUDE_AGENT = /^\.claude\/agents\/[^/]+\.md$/;
/**
 * Other harnesses' skill folders the skills pages list: `.claude/skills/` and `.codex/skills/` ("for
 * compatibility"), and `.agents/skills/`, picked up "anywhere inside your repository" like `.cursor/skills/`.
 */
const OTHER_SKILL = /^(?:\.claude|\.codex)\/skills\/(.+\/)?[^/]+\/SKILL\.md$|(^|\/)\.agents\/skills\/(.+\/)?[^/]+\/SKILL\.md$/;
function plainArtifact(kind, file, root = null) {
    return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data: {} };
}
/** A file read as a whole, without frontmatter (`.cursorrules`, AGENTS.md). */
function textKind(id, re, evidence = true) {
    return { id, harness: 'cursor', evidence, matches: (p) => re.test(p), parse: (file) => ({ file, kind: id, artifacts: [plainArtifact(id, file)], problems: [] }) };
}
function kinds_jsonKind(id, path) {
    return {
        id,
        harness: 'cursor',
        matches: (p) => p === path,
        parse(file) {
            const { root, problems } = (0,json/* parseJsonFile */.O)(file);
            return { file, kind: id, artifacts: root ? [plainArtifact(id, file, root)] : [], problems };
        },
    };
}
/**
 * The shared Markdown reader words its frontmatter problems for Claude Code (what Claude
 * Code's re-read makes of them). Cursor's own reading is not documented, so for Cursor a
 * YAML problem says only what strict YAML says, and the Claude-Code-only `value-cut`
 * (its reader ends frontmatter at any `---`) is dropped. An unquoted glob in `globs:` (a leading `**` or `*`) is
 * the form Cursor's own rule editor writes and its docs show (https://docs.cursor.com/context/rules): strict YAML
 * reads `*` as an alias, but no reader of `.cursor/rules` is strict, so it is not reported.
 */
function forCursor(problems, file) {
    const onGlobsLine = (p) => {
        const at = p.range.start.offset;
        const lineStart = file.text.lastIndexOf('\n', at - 1) + 1;
        return /^globs\s*:/.test(file.text.slice(lineStart, lineStart + 8));
    };
    return problems
        .filter((p) => p.code !== 'value-cut' && !(p.code === 'yaml-strict' && onGlobsLine(p)))
        .map((p) => {
        const detail = (0,frontmatter/* yamlProblemDetail */.iw)(p.message);
        return detail === undefined ? p : { ...p, message: `strict YAML rejects this frontmatter: ${detail}; Cursor's docs do not say how Cursor reads it` };
    });
}
function markdownKind(id, re, kind = id, evidence = true) {
    return {
        id,
        harness: 'cursor',
        evidence,
        yields: [kind],
        matches: (p) => re.test(p),
        parse(file, ctx) {
            const pf = (0,markdown/* parseMarkdownArtifact */.Xm)(kind, file, ctx, { reader: 'cursor' });
            // A `.md` file in `.cursor/rules` is not read by Cursor at all (cursor/rule-extension).
            const ignored = id === 'cursor-rule' && !file.path.endsWith('.mdc');
            return { ...pf, problems: ignored ? [] : forCursor(pf.problems, file) };
        },
    };
}
const cursorRuleKind = markdownKind('cursor-rule', RULE);
const cursorAgentKind = markdownKind('cursor-agent', cursor_kinds_AGENT);
/** Read for its frontmatter only: no Cursor skill rule yet (the docs' field table was not read). */
const cursorSkillKind = markdownKind('cursor-skill', cursor_kinds_SKILL);
/** Other harnesses' agent and skill folders: alone they do not show that a repository uses Cursor. */
const cursorClaudeAgentKind = markdownKind('cursor-claude-agent', CLAUDE_AGENT, 'cursor-agent', false);
const cursorOtherSkillKind = markdownKind('cursor-other-skill', OTHER_SKILL, 'cursor-skill', false);
/** Root only: the docs speak of "the `.cursorrules` file in your project root". */
const cursorLegacyRulesKind = textKind('cursor-legacy-rules', /^\.cursorrules$/);
const cursorMcpKind = kinds_jsonKind('cursor-mcp', '.cursor/mcp.json');
const cursorHooksKind = kinds_jsonKind('cursor-hooks', '.cursor/hooks.json');
/** The cloud (background) agent's machine setup: "The machine setup lives in `.cursor/environment.json`". */
const cursorEnvironmentKind = kinds_jsonKind('cursor-environment', '.cursor/environment.json');
/** Cursor reads AGENTS.md too, but the file alone does not show that a repository uses Cursor. */
const cursorAgentsMdKind = textKind('cursor-agents-md', kinds_AGENTS_MD, false);
const CURSOR_KINDS = [
    cursorRuleKind, cursorAgentKind, cursorSkillKind, cursorLegacyRulesKind, cursorMcpKind, cursorHooksKind, cursorEnvironmentKind, cursorAgentsMdKind, cursorClaudeAgentKind, cursorOtherSkillKind,
    cursor_plugin_kinds/* cursorPluginKind */.uv, cursor_plugin_kinds/* cursorMarketplaceKind */.QB, cursor_plugin_kinds/* cursorPluginHooksKind */.Wz, cursor_plugin_kinds/* cursorPluginMcpKind */.SB,
];

;// CONCATENATED MODULE: ./build/src/harnesses/cursor/descriptor.js


const cursor_descriptor_descriptor = {
    type: 'harness',
    id: 'cursor',
    title: 'Cursor',
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.cursor/**/*.{mdc,md,json}',
        '.cursorrules',
        '.cursor-plugin/*.json',
    ],
    /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
    installTargets: [{ id: 'cursor/rule', spec: 'cursor-rule', title: 'a Cursor project rule (.cursor/rules/)', folder: '.cursor/rules', shape: 'flat' }],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'cursor-agent': 'agent', 'cursor-skill': 'skill', 'cursor-hooks': 'hook', 'cursor-plugin-hooks': 'hook', 'cursor-mcp': 'mcp-server', 'cursor-plugin-mcp': 'mcp-server', 'cursor-rule': 'instructions', 'cursor-legacy-rules': 'instructions', 'cursor-agents-md': 'instructions', 'cursor-plugin': 'plugin', 'cursor-marketplace': 'marketplace' },
        mcpServers: { 'cursor-mcp': ['mcpServers'], 'cursor-plugin-mcp': ['mcpServers'] },
        hookHolders: ['cursor-hooks', 'cursor-plugin-hooks'],
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'cursor-agents-md': {
            how: 'the root and subfolder AGENTS.md files, plain Markdown, no documented size limit',
            source: 'documented: https://cursor.com/docs/rules',
        },
        'cursor-skill': {
            how: 'any folder holding a SKILL.md, found recursively; the frontmatter fields Cursor honours are not documented',
            source: 'documented: https://cursor.com/docs/skills',
        },
    },
    /** The programs that read its files (`surfaces:` in the configuration narrows them; src/artifacts/surfaces.ts names them). */
    surfaces: ['editor', 'cli'],
    kinds: CURSOR_KINDS,
    extensions: {
        'cursor-rule': ['.md', '.mdc'],
        'cursor-agent': ['.md'],
        'cursor-skill': ['.md'],
        'cursor-legacy-rules': ['.cursorrules'],
        'cursor-mcp': ['.json'],
        'cursor-hooks': ['.json'],
        'cursor-environment': ['.json'],
        'cursor-agents-md': ['.md'],
        'cursor-claude-agent': ['.md'],
        'cursor-other-skill': ['.md'],
        'cursor-plugin': ['.json'],
        'cursor-marketplace': ['.json'],
        'cursor-plugin-hooks': ['.json'],
        'cursor-plugin-mcp': ['.json'],
    },
    roots: cursor_plugin_kinds/* CURSOR_ROOTS */.$L,
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(34), __webpack_require__.e(721)]).then(__webpack_require__.bind(__webpack_require__, 4034))).RULES,
};

;// CONCATENATED MODULE: ./build/src/artifacts/kinds/simple.js
/**
 * Small kinds of the harnesses read as whole files (Kilo Code, Windsurf, Kiro, Roo Code): a whole-text
 * file, a JSON file, a YAML-or-JSON file and a Markdown file with frontmatter, each read for one harness.
 */




function simple_plainArtifact(kind, file, root = null) {
    return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data: {} };
}
/** A file read as a whole, without frontmatter (`.windsurfrules`). */
function simple_textKind(id, harness, re, evidence = true) {
    return { id, harness, evidence, matches: (p) => re.test(p), parse: (file) => ({ file, kind: id, artifacts: [simple_plainArtifact(id, file)], problems: [] }) };
}
function simple_jsonKind(id, harness, re) {
    return {
        id,
        harness,
        matches: (p) => re.test(p),
        parse(file) {
            const { root, problems } = parseJsonFile(file);
            return { file, kind: id, artifacts: root ? [simple_plainArtifact(id, file, root)] : [], problems };
        },
    };
}
/** A file its harness reads as YAML, which JSON is too (`.roomodes`, `.kilocodemodes`). */
function yamlKind(id, harness, re) {
    return {
        id,
        harness,
        matches: (p) => re.test(p),
        parse(file) {
            const { root, problems } = (0,tree/* parseYamlTree */.NL)(file.text, 0, file.lines, '$');
            return { file, kind: id, artifacts: root ? [simple_plainArtifact(id, file, root)] : [], problems };
        },
    };
}
/**
 * The shared Markdown reader words some frontmatter problems for Claude Code; for a harness whose
 * reading is documented only, a YAML problem says what strict YAML says, and Claude Code's `value-cut` is dropped.
 */
function forHarness(problems, title) {
    return problems
        .filter((p) => p.code !== 'value-cut')
        .map((p) => {
        const detail = (0,frontmatter/* yamlProblemDetail */.iw)(p.message);
        return detail === undefined ? p : { ...p, message: `strict YAML rejects this frontmatter: ${detail}; ${title}'s docs do not say how ${title} reads it` };
    });
}
function simple_markdownKind(id, harness, title, re, evidence = true) {
    return {
        id,
        harness,
        evidence,
        matches: (p) => re.test(p),
        parse(file, ctx) {
            const pf = (0,markdown/* parseMarkdownArtifact */.Xm)(id, file, ctx, { reader: harness });
            return { ...pf, problems: forHarness(pf.problems, title) };
        },
    };
}

;// CONCATENATED MODULE: ./build/src/harnesses/kilo-code/kinds.js
/**
 * Kilo Code's repository files, as its CLI 7.7.7 reads them (oracle: oracle/kilo-code/cases.json,
 * case `layout`; src/harnesses/kilo-code/known-values.ts): agents `.kilo/agent/*.md` and `.kilo/agents/*.md`,
 * commands `.kilo/command/*.md`, `.kilo/commands/*.md` and the extension's workflows `.kilocode/workflows/*.md`,
 * instruction files `.kilocode/rules/**`, `.kilocode/rules-{slug}/**` and `.kilo/rules/**`, and the extension's
 * custom modes `.kilocodemodes`, which the CLI turns into agents.
 */

const kiloAgentKind = simple_markdownKind('kilo-agent', 'kilo-code', 'Kilo Code', /^\.kilo\/agents?\/[^/]+\.md$/);
const kiloCommandKind = simple_markdownKind('kilo-command', 'kilo-code', 'Kilo Code', /^(?:\.kilo\/commands?|\.kilocode\/workflows)\/[^/]+\.md$/);
const kiloRuleKind = simple_textKind('kilo-rule', 'kilo-code', /^(?:\.kilocode\/rules(?:-[^/]+)?|\.kilo\/rules)\/(.+\/)?[^/]+\.md$/);
const kiloLegacyModesKind = yamlKind('kilo-legacy-modes', 'kilo-code', /^\.kilocodemodes$/);
const KILO_KINDS = [kiloAgentKind, kiloCommandKind, kiloRuleKind, kiloLegacyModesKind];

;// CONCATENATED MODULE: ./build/src/harnesses/kilo-code/descriptor.js


const kilo_code_descriptor_descriptor = {
    type: 'harness',
    id: 'kilo-code',
    title: 'Kilo Code',
    release: pins_generated/* PINS */.$['kilo-code'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.kilo/**/*.md',
        '.kilocode/**/*.md',
        '.kilocodemodes',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'kilo-rule': 'instructions' },
    },
    kinds: KILO_KINDS,
    extensions: {
        'kilo-agent': ['.md'],
        'kilo-command': ['.md'],
        'kilo-rule': ['.md'],
        'kilo-legacy-modes': ['.kilocodemodes'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 925).then(__webpack_require__.bind(__webpack_require__, 925))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/kinds.js
/**
 * Windsurf's repository files (documentation only: src/harnesses/windsurf/known-values.ts): workspace rules
 * `.windsurf/rules/*.md` in any folder, the legacy root `.windsurfrules`, and workflows `.windsurf/workflows/*.md`.
 */

const windsurfRuleKind = simple_markdownKind('windsurf-rule', 'windsurf', 'Windsurf', /(^|\/)\.windsurf\/rules\/(.+\/)?[^/]+\.md$/);
const windsurfWorkflowKind = simple_markdownKind('windsurf-workflow', 'windsurf', 'Windsurf', /(^|\/)\.windsurf\/workflows\/(.+\/)?[^/]+\.md$/);
const windsurfLegacyRulesKind = simple_textKind('windsurf-legacy-rules', 'windsurf', /^\.windsurfrules$/);
const WINDSURF_KINDS = [windsurfRuleKind, windsurfWorkflowKind, windsurfLegacyRulesKind];

;// CONCATENATED MODULE: ./build/src/harnesses/windsurf/descriptor.js

const windsurf_descriptor_descriptor = {
    type: 'harness',
    id: 'windsurf',
    title: 'Windsurf',
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.windsurf/**/*.md',
        '.windsurfrules',
    ],
    /** What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed). */
    inventory: { entries: { 'windsurf-rule': 'instructions', 'windsurf-workflow': 'command', 'windsurf-legacy-rules': 'instructions' } },
    kinds: WINDSURF_KINDS,
    extensions: {
        'windsurf-rule': ['.md'],
        'windsurf-workflow': ['.md'],
        'windsurf-legacy-rules': ['.windsurfrules'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 367).then(__webpack_require__.bind(__webpack_require__, 367))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/kiro/kinds.js
/** Kiro's steering files `.kiro/steering/*.md` (documentation only: src/harnesses/kiro/known-values.ts). */

const kiroSteeringKind = simple_markdownKind('kiro-steering', 'kiro', 'Kiro', /^\.kiro\/steering\/(.+\/)?[^/]+\.md$/);
const KIRO_KINDS = [kiroSteeringKind];

;// CONCATENATED MODULE: ./build/src/harnesses/kiro/descriptor.js

const kiro_descriptor_descriptor = {
    type: 'harness',
    id: 'kiro',
    title: 'Kiro',
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.kiro/steering/*.md',
    ],
    /** What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed). */
    inventory: { entries: { 'kiro-steering': 'instructions' } },
    kinds: KIRO_KINDS,
    extensions: {
        'kiro-steering': ['.md'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 424).then(__webpack_require__.bind(__webpack_require__, 8424))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/roo-code/kinds.js
/**
 * Roo Code's repository files (documentation only: src/harnesses/roo-code/known-values.ts): custom modes in the
 * root `.roomodes` (YAML, or JSON which YAML reads too), and rule files `.roo/rules/**` and `.roo/rules-{slug}/**`.
 */

const rooModesKind = yamlKind('roo-modes', 'roo-code', /^\.roomodes$/);
/** Roo Code reads every file of these folders as plain text (no frontmatter); the walker lists their `.md` files. */
const rooRuleKind = simple_textKind('roo-rule', 'roo-code', /^\.roo\/rules(-[^/]+)?\/(.+\/)?[^/]+\.md$/);
const ROO_KINDS = [rooModesKind, rooRuleKind];

;// CONCATENATED MODULE: ./build/src/harnesses/roo-code/descriptor.js

const roo_code_descriptor_descriptor = {
    type: 'harness',
    id: 'roo-code',
    title: 'Roo Code',
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.roomodes',
        '.roo/**/*.md',
    ],
    /** What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed). */
    inventory: { entries: { 'roo-rule': 'instructions' } },
    kinds: ROO_KINDS,
    extensions: {
        'roo-modes': ['.roomodes'],
        'roo-rule': ['.md'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 512).then(__webpack_require__.bind(__webpack_require__, 7512))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/kinds.js
/**
 * Qwen Code's repository files, as 0.24.4 reads them (oracle: oracle/qwen-code/cases.json, case layout):
 * subagents `.qwen/agents/*.md` (top level only: `.qwen/agents/team/x.md` is not read), custom commands
 * `.qwen/commands/**\/*.toml` and `.qwen/commands/**\/*.md` (`git/commit.toml` is `/git:commit`), skills
 * `.qwen/skills/<n>/SKILL.md` and the shared `.agents/skills/<n>/SKILL.md`, memory files `QWEN.md` and (shared)
 * `AGENTS.md`, and `.qwen/settings.json`. It does not read `.claude/agents`, `.claude/skills` or `GEMINI.md`.
 * A TOML command is read with the TOML reader Gemini CLI's commands use (the same format: Qwen is its fork).
 */





const qwen_code_kinds_AGENT = /^\.qwen\/agents\/[^/]+\.md$/;
const NESTED_AGENT = /^\.qwen\/agents\/[^/]+\/.+\.md$/;
const TOML_COMMAND = /^\.qwen\/commands\/(.+\/)?[^/]+\.toml$/;
const MD_COMMAND = /^\.qwen\/commands\/(.+\/)?[^/]+\.md$/;
const qwen_code_kinds_SKILL = /^\.qwen\/skills\/[^/]+\/SKILL\.md$/;
const kinds_SHARED_SKILL = /^\.agents\/skills\/[^/]+\/SKILL\.md$/;
const qwen_code_kinds_MEMORY = /(^|\/)QWEN\.md$/;
const SHARED_MEMORY = /(^|\/)AGENTS\.md$/;
const kinds_SETTINGS = /^\.qwen\/settings\.json$/;
/** `/git:commit` for `.qwen/commands/git/commit.toml` (or `.md`). */
function qwenCommandName(path) {
    return path.replace(/^\.qwen\/commands\//, '').replace(/\.(toml|md)$/, '').split('/').join(':');
}
/**
 * Qwen Code reads frontmatter with a full YAML parser and, when that fails, with a simple line parser
 * ("[YAML_PARSER] Full YAML parser failed, falling back to simple parser"): an agent whose description holds an
 * unquoted `: ` loaded with the whole description (case agents-fields), a Markdown command so too (case
 * commands, `mdyaml.md`). So the shared reader's strict-YAML problem says that, not what Claude Code does; the
 * quoting fix stays. Claude Code's own `value-cut` is not Qwen's reading and is dropped.
 */
function forQwen(pf) {
    const problems = pf.problems
        .filter((p) => p.code !== 'value-cut')
        .map((p) => {
        const detail = (0,frontmatter/* yamlProblemDetail */.iw)(p.message);
        if (detail === undefined)
            return p;
        return { ...p, message: `strict YAML rejects this frontmatter: ${detail}; Qwen Code still reads it with its fallback line parser ("Full YAML parser failed, falling back to simple parser" in its debug log), but other harnesses and YAML tools reject it` };
    });
    return { ...pf, problems };
}
function qwenMarkdown(id, re, o = {}) {
    const kind = o.kind ?? id;
    return {
        id,
        harness: 'qwen-code',
        evidence: o.evidence ?? true,
        ...(kind !== id ? { yields: [kind] } : {}),
        matches: (p) => re.test(p),
        parse(file, ctx) {
            const pf = forQwen({ ...(0,markdown/* parseMarkdownArtifact */.Xm)(kind, file, ctx, { reader: 'qwen-code', end: 'fence' }), kind });
            if (o.name)
                for (const a of pf.artifacts)
                    a.element = { ...a.element, name: o.name(file.path) };
            for (const a of pf.artifacts)
                a.harness = 'qwen-code';
            return pf;
        },
    };
}
const qwenAgentKind = qwenMarkdown('qwen-agent', qwen_code_kinds_AGENT);
/** A Markdown file in a sub-folder of `.qwen/agents/`, which Qwen does not read (case layout); the qwen-code/agent-location rule says so. */
const qwenNestedAgentKind = {
    id: 'qwen-nested-agent',
    harness: 'qwen-code',
    matches: (p) => NESTED_AGENT.test(p),
    parse: (file) => ({ file, kind: 'qwen-nested-agent', artifacts: [{ ...simple_plainArtifact('qwen-nested-agent', file), harness: 'qwen-code' }], problems: [] }),
};
const qwenMarkdownCommandKind = qwenMarkdown('qwen-md-command', MD_COMMAND, { name: qwenCommandName });
const qwenSkillKind = qwenMarkdown('qwen-skill', qwen_code_kinds_SKILL);
/** The shared `.agents/skills` folder: Qwen lists it beside `.qwen/skills` (case layout), as Gemini, Codex and Cursor do, so alone it does not show Qwen is used. */
const qwenSharedSkillKind = qwenMarkdown('qwen-shared-skill', kinds_SHARED_SKILL, { evidence: false, kind: 'qwen-skill' });
const qwenCommandKind = {
    id: 'qwen-command',
    harness: 'qwen-code',
    matches: (p) => TOML_COMMAND.test(p),
    parse(file) {
        const t = (0,toml/* readTomlFile */.v)(file);
        const a = { kind: 'qwen-command', path: file.path, file, element: { type: 'qwen-command', name: qwenCommandName(file.path) }, root: t.root, pluginDistributed: false, data: { tomlError: t.error }, harness: 'qwen-code' };
        return { file, kind: 'qwen-command', artifacts: [a], problems: [] };
    },
};
function kinds_memoryKind(id, re, evidence) {
    return {
        id,
        harness: 'qwen-code',
        evidence,
        ...(id !== 'qwen-memory' ? { yields: ['qwen-memory'] } : {}),
        matches: (p) => re.test(p),
        parse: (file) => ({ file, kind: 'qwen-memory', artifacts: [{ ...simple_plainArtifact('qwen-memory', file), harness: 'qwen-code' }], problems: [] }),
    };
}
const qwenMemoryKind = kinds_memoryKind('qwen-memory', qwen_code_kinds_MEMORY, true);
/** AGENTS.md, which Qwen reads beside QWEN.md unless `context.fileName` is set (case layout); many harnesses read it. */
const qwenAgentsMdKind = kinds_memoryKind('qwen-agents-md', SHARED_MEMORY, false);
const qwenSettingsKind = {
    id: 'qwen-settings',
    harness: 'qwen-code',
    matches: (p) => kinds_SETTINGS.test(p),
    parse(file) {
        // A settings file that is not JSON is ignored by Qwen without a word (case settings-invalid-json): the parse
        // problem is reported by schema/json-invalid; the qwen-code/settings rule says what is lost.
        const { root, problems: read } = (0,json/* parseJsonFile */.O)(file);
        const problems = read.map((p) => (p.code === 'json-invalid' ? { ...p, message: `${p.message}; Qwen Code does not load this settings file: it ignores it whole, without a word (oracle: oracle/qwen-code/cases.json, case settings-invalid-json)`, effect: 'not-loaded' } : p));
        const a = { ...simple_plainArtifact('qwen-settings', file, root), harness: 'qwen-code', data: { invalid: !root } };
        return { file, kind: 'qwen-settings', artifacts: [a], problems };
    },
};
const QWEN_KINDS = [qwenAgentKind, qwenNestedAgentKind, qwenCommandKind, qwenMarkdownCommandKind, qwenSkillKind, qwenSharedSkillKind, qwenMemoryKind, qwenAgentsMdKind, qwenSettingsKind];

;// CONCATENATED MODULE: ./build/src/harnesses/qwen-code/descriptor.js


const qwen_code_descriptor_descriptor = {
    type: 'harness',
    id: 'qwen-code',
    title: 'Qwen Code',
    release: pins_generated/* PINS */.$['qwen-code'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.qwen/**/*.{toml,md,json}',
        'QWEN.md',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'qwen-agent': 'agent', 'qwen-nested-agent': 'agent', 'qwen-skill': 'skill', 'qwen-command': 'command', 'qwen-md-command': 'command', 'qwen-memory': 'instructions', 'qwen-settings': 'settings' },
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'qwen-memory': {
            how: 'read with QWEN.md (QWEN.md first), sent as `--- Context from: … ---`; `@./file` imports are inlined; `context.fileName` in settings replaces both',
            source: 'Qwen Code cases layout, settings-context-filename, memory-imports',
        },
        'qwen-skill': {
            how: '`name` and `description` required and not blank, `name` matching `^[\\p{L}\\p{N}_:.-]+$`; otherwise dropped with an ERROR in the debug log',
            source: 'Qwen Code case skills',
        },
    },
    kinds: QWEN_KINDS,
    extensions: {
        'qwen-agent': ['.md'],
        'qwen-nested-agent': ['.md'],
        'qwen-command': ['.toml'],
        'qwen-md-command': ['.md'],
        'qwen-skill': ['.md'],
        'qwen-shared-skill': ['.md'],
        'qwen-memory': ['.md'],
        'qwen-agents-md': ['.md'],
        'qwen-settings': ['.json'],
    },
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(284), __webpack_require__.e(314)]).then(__webpack_require__.bind(__webpack_require__, 284))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/cline/kinds.js



const CASE = 'oracle: oracle/cline/cases.json, case `rule-frontmatter`';
/**
 * What Cline does with a frontmatter problem (case `rule-frontmatter`): YAML it cannot parse (strictly, a duplicate
 * key included) drops the rule; a block that is not a map is stripped and the body loads; a `---` never closed is
 * not frontmatter, so the whole file, `---` included, is the rule's text.
 */
function clineReading(pf) {
    const what = pf.kind === 'cline-workflow' ? 'workflow' : 'rule';
    return (0,markdown/* rewordProblems */.eO)(pf, (p, fault) => {
        switch (fault) {
            case 'value-cut': return null;
            case 'unclosed': return { ...p, level: 'warn', message: `frontmatter opened with \`---\` is never closed: Cline reads the whole file, \`---\` and the YAML lines included, as the ${what}'s text (${CASE})` };
            case 'not-a-map': return { ...p, level: 'warn', message: `frontmatter is not a mapping of \`key: value\` fields: Cline drops the block and loads the ${what}'s text${what === 'rule' ? ' with no condition' : ''} (${CASE})` };
            case 'duplicate-key': return { ...p, level: 'error', fix: undefined, message: `${(0,markdown/* duplicateKeyText */.qd)(p)}: Cline cannot read this frontmatter and does not load the ${what} (${CASE})` };
            case 'invalid': {
                // Anchored at the shared reader's wording (an unanchored lazy group is quadratic on long runs of `(`).
                const detail = (0,frontmatter/* yamlProblemDetail */.iw)(p.message);
                return { ...p, code: 'yaml-invalid', level: 'error', message: `Cline cannot read this frontmatter and does not load the ${what}${detail ? `: ${detail}` : ''} (${CASE})` };
            }
            default: return p;
        }
    });
}
// Subfolders are matched too, so that cline/rule-location can say Cline does not read them (case `rule-nesting`).
const clineRuleKind = (0,markdown/* harnessMarkdownKind */.mA)({
    id: 'cline-rule',
    harness: 'cline',
    re: /^(?:\.clinerules\/(?!workflows\/|hooks\/|skills\/)|\.cline\/rules\/)(?:.+\/)?[^/]+\.(?:md|markdown|txt)$/i,
    adjust: clineReading,
});
/**
 * Workflows (`/name.md` commands) in `.clinerules/workflows/` and `.cline/workflows/`: read like rules (case
 * `workflow-files`: `.md`, `.MD`, `.txt`; not subfolders, broken YAML or an empty file). Subfolders are matched to report them.
 */
const clineWorkflowKind = (0,markdown/* harnessMarkdownKind */.mA)({
    id: 'cline-workflow',
    harness: 'cline',
    re: /^(?:\.clinerules|\.cline)\/workflows\/(?:.+\/)?[^/]+\.(?:md|markdown|txt)$/i,
    adjust: clineReading,
});
const clineRulesFileKind = simple_textKind('cline-rules-file', 'cline', /^\.clinerules$/);
/** A file in a rules folder with another extension people write rules in (`.mdc`, `.mdx`): Cline skips it (case `rule-extensions`). */
const clineOtherFileKind = simple_textKind('cline-other-file', 'cline', /^(?:\.clinerules\/(?!workflows\/|hooks\/|skills\/)|\.cline\/rules\/)(?:.+\/)?[^/]+\.(?:mdc|mdx)$/i);
const SKILL_CASE = 'oracle: oracle/cline/cases.json, case `skills`';
/** A SKILL.md whose frontmatter Cline cannot read is not listed (case `skills`); other problems are its own harness's. */
function clineSkillReading(pf) {
    return (0,markdown/* rewordProblems */.eO)(pf, (p, fault) => (fault === 'invalid' || fault === 'duplicate-key'
        ? { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'error', fix: undefined, message: `Cline cannot read this frontmatter and does not load the skill (${SKILL_CASE})` }
        : null));
}
/**
 * Agent Skills Cline CLI reads (case `skills`): `.cline/skills/`, `.clinerules/skills/` and the shared `.agents/skills/`
 * (not `.claude/skills/`). The shared folder alone does not select Cline.
 */
const clineSkillKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'cline-skill', harness: 'cline', re: /^\.(?:cline|clinerules)\/skills\/[^/]+\/SKILL\.md$/, adjust: clineSkillReading });
const clineSharedSkillKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'cline-shared-skill', kind: 'cline-skill', harness: 'cline', re: /^\.agents\/skills\/[^/]+\/SKILL\.md$/, evidence: false, adjust: clineSkillReading });
/** The root AGENTS.md, read as a rule after the rules folder; a nested one is not (case `agents-md`). Not evidence of Cline. */
const clineAgentsMdKind = simple_textKind('cline-agents-md', 'cline', /^AGENTS\.md$/, false);
const AGENT_MUTATIONS = 'oracle: oracle/cline/mutations.json';
/** An agent config's frontmatter problems: any YAML Cline cannot read, a block that is not a map or never closed, drops the agent. */
function clineAgentReading(pf) {
    return (0,markdown/* rewordProblems */.eO)(pf, (p, fault) => {
        if (fault === 'value-cut')
            return null;
        const what = fault === 'unclosed' ? 'its frontmatter opened with `---` is never closed' : fault === 'not-a-map' ? 'its frontmatter is not a mapping of `key: value` fields' : fault === 'duplicate-key' ? (0,markdown/* duplicateKeyText */.qd)(p) : 'Cline cannot read its frontmatter';
        return { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'error', fix: undefined, effect: 'not-loaded', message: `${what}: Cline does not load this agent (${AGENT_MUTATIONS}, cases \`cline-agent::unclosed\`, \`frontmatter-list\`, \`yaml-invalid\`)` };
    });
}
/**
 * Agent configs (Cline's subagents; mutation probe oracle/cline/mutations.mjs): `.cline/agents/*.yaml` or
 * `.yml`, a YAML frontmatter block and a system-prompt body. `.md` files and subfolders are matched too, so that
 * cline/agent-config can say Cline skips them.
 */
const clineAgentKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'cline-agent', harness: 'cline', re: /^\.cline\/agents\/(?:.+\/)?[^/]+\.(?:ya?ml|md)$/i, adjust: clineAgentReading });
/** Every file in `.clinerules/hooks/` and `.cline/hooks/`: Cline runs the ones named after an event (cline/hook-name). */
const clineHookKind = simple_textKind('cline-hook', 'cline', /^\.cline(?:rules)?\/hooks\/./);
const CLINE_KINDS = [clineRuleKind, clineWorkflowKind, clineRulesFileKind, clineOtherFileKind, clineSkillKind, clineSharedSkillKind, clineAgentsMdKind, clineHookKind, clineAgentKind];

;// CONCATENATED MODULE: ./build/src/harnesses/cline/descriptor.js


const cline_descriptor_descriptor = {
    type: 'harness',
    id: 'cline',
    title: 'Cline',
    release: pins_generated/* PINS */.$['cline'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.clinerules',
        '.clinerules/**/*',
        '.cline/rules/**/*',
        '.cline/workflows/**/*',
        '.cline/skills/*/SKILL.md',
        '.cline/agents/**/*',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'cline-agent': 'agent', 'cline-skill': 'skill', 'cline-workflow': 'command', 'cline-hook': 'hook', 'cline-rule': 'instructions', 'cline-other-file': 'instructions' },
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'cline-agents-md': {
            how: 'the root AGENTS.md only, as the last rule ("Workspace AGENTS.md"), after the .clinerules rules; a nested AGENTS.md or a lower-case agents.md is not read',
            source: 'Cline CLI case agents-md',
        },
        'cline-skill': {
            how: 'listed by `cline config skills`, also from `.cline/skills` and `.clinerules/skills`; no frontmatter or no `name` takes the folder name, no `description` is listed without one; broken YAML drops it',
            source: 'Cline CLI case skills',
        },
    },
    kinds: CLINE_KINDS,
    extensions: {
        'cline-rule': ['.md', '.markdown', '.txt'],
        'cline-workflow': ['.md', '.markdown', '.txt'],
        'cline-rules-file': ['.clinerules'],
        'cline-other-file': ['.mdc', '.mdx'],
        'cline-skill': ['.md'],
        'cline-shared-skill': ['.md'],
        'cline-agents-md': ['.md'],
        // A hook is named after its event and its extension picks the interpreter: the script ones, and the ones people
        // mistakenly use (cline/hook-name reports those).
        'cline-hook': ['', '.sh', '.bash', '.zsh', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.py', '.ps1', '.txt', '.md', '.json', '.yaml', '.yml', '.rb', '.pl', '.bat', '.cmd', '.exe'],
        'cline-agent': ['.yaml', '.yml', '.md'],
    },
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(514), __webpack_require__.e(748)]).then(__webpack_require__.bind(__webpack_require__, 3514))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/auggie/kinds.js


const auggieRuleKind = simple_markdownKind('auggie-rule', 'auggie', 'Auggie', /^\.augment\/rules\/(?:.+\/)?[^/]+\.md$/);
const auggieGuidelinesKind = simple_textKind('auggie-guidelines', 'auggie', /^(?:\.augment-guidelines|\.augment\/guidelines\.md)$/);
const COMMAND_CASE = 'oracle: oracle/auggie/cases.json, case `command-frontmatter`';
/**
 * Auggie 0.36.0 lists a command whose frontmatter it cannot read (broken YAML, a duplicate key, a scalar, a `---`
 * never closed) with none of its fields: the description becomes "Run command from <file>" (case `command-frontmatter`).
 */
function auggieCommandReading(pf) {
    const file = pf.file.path.slice(pf.file.path.lastIndexOf('/') + 1);
    return (0,markdown/* rewordProblems */.eO)(pf, (p, fault) => {
        if (fault === 'value-cut')
            return null;
        const what = fault === 'unclosed' ? 'frontmatter opened with `---` is never closed' : fault === 'not-a-map' ? 'frontmatter is not a mapping of `key: value` fields' : fault === 'duplicate-key' ? (0,markdown/* duplicateKeyText */.qd)(p) : 'Auggie cannot read this frontmatter';
        return { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'warn', fix: undefined, message: `${what}: Auggie loads the command with none of its fields (description "Run command from ${file}", no argument hint, no model; ${COMMAND_CASE})` };
    });
}
/** Custom commands `.augment/commands/**\/*.md` (subfolders give `dir:name`; case `command-layout`); `.MD` is matched to report it. */
const auggieCommandKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'auggie-command', harness: 'auggie', re: /^\.augment\/commands\/(?:.+\/)?[^/]+\.md$/i, adjust: auggieCommandReading });
const AUGGIE_KINDS = [auggieRuleKind, auggieGuidelinesKind, auggieCommandKind];

;// CONCATENATED MODULE: ./build/src/harnesses/auggie/descriptor.js


const auggie_descriptor_descriptor = {
    type: 'harness',
    id: 'auggie',
    title: 'Auggie',
    release: pins_generated/* PINS */.$['auggie'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.augment/rules/**/*.md',
        '.augment/guidelines.md',
        '.augment-guidelines',
        '.augment/commands/**/*.md',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'auggie-command': 'command' },
    },
    kinds: AUGGIE_KINDS,
    extensions: {
        'auggie-rule': ['.md'],
        'auggie-guidelines': ['.augment-guidelines', '.md'],
        'auggie-command': ['.md'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 523).then(__webpack_require__.bind(__webpack_require__, 523))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/amp/kinds.js
/**
 * Amp's repository files, as the pinned Amp CLI reads them (src/harnesses/amp/known-values.ts): Agent Skills in
 * `.agents/skills/` and `.claude/skills/` at any depth (`SKILL.md`, any case; shared with other harnesses, so they do
 * not select Amp by themselves), and the workspace settings `.amp/settings.json` (JSON with comments).
 */



const kinds_CASE = 'oracle: oracle/amp/cases.json, case `skills-validation`';
/** `amp skill list` skips a skill whose frontmatter it cannot read, with its own message (case `skills-validation`). */
function ampSkillReading(pf) {
    return (0,markdown/* rewordProblems */.eO)(pf, (p, fault) => {
        if (fault === 'value-cut')
            return null;
        const what = fault === 'unclosed'
            ? 'frontmatter opened with `---` is never closed: Amp skips the skill ("Missing YAML frontmatter")'
            : fault === 'not-a-map'
                ? 'frontmatter is not a mapping of `key: value` fields: Amp skips the skill ("Missing required fields in frontmatter")'
                : fault === 'duplicate-key'
                    ? `${(0,markdown/* duplicateKeyText */.qd)(p)}: Amp skips the skill ("Invalid YAML ...: duplicate field")`
                    : 'Amp cannot read this frontmatter and skips the skill ("Invalid YAML in frontmatter")';
        return { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'error', fix: undefined, message: `${what} (${kinds_CASE})` };
    });
}
const ampSkillKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'amp-skill', harness: 'amp', re: /^\.(?:agents|claude)\/skills\/(?:.+\/)?[^/]+\/skill\.md$/i, evidence: false, adjust: ampSkillReading });
/** `.amp/settings.json`: Amp reads it with comments and trailing commas (case `settings-jsonc`). */
const ampSettingsKind = {
    id: 'amp-settings',
    harness: 'amp',
    matches: (p) => p === '.amp/settings.json',
    parse(file) {
        const { root, problems } = (0,jsonc/* parseJsoncFile */.V)(file);
        const amp = problems.map((p) => (p.code === 'json-invalid' ? { ...p, message: `${p.message}: \`amp mcp list\` fails with "Invalid JSON in settings file" (oracle: oracle/amp/cases.json, case \`settings-invalid-json\`)` } : p));
        return { file, kind: 'amp-settings', artifacts: root ? [simple_plainArtifact('amp-settings', file, root)] : [], problems: amp };
    },
};
const AMP_KINDS = [ampSkillKind, ampSettingsKind];

;// CONCATENATED MODULE: ./build/src/harnesses/amp/descriptor.js


const amp_descriptor_descriptor = {
    type: 'harness',
    id: 'amp',
    title: 'Amp',
    release: pins_generated/* PINS */.$['amp'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.amp/settings.json',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'amp-settings': 'settings', 'amp-skill': 'skill' },
        mcpServers: { 'amp-settings': ['amp.mcpServers'] },
    },
    kinds: AMP_KINDS,
    extensions: {
        'amp-skill': ['.md'],
        'amp-settings': ['.json'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 464).then(__webpack_require__.bind(__webpack_require__, 9083))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/droid/kinds.js



const droid_kinds_CASE = 'oracle: oracle/droid/cases.json, case `droids-frontmatter`';
/**
 * Droid reads frontmatter leniently (case `droids-frontmatter`): broken YAML goes through a fallback line parser
 * ("YAML parsing failed, trying fallback parser" in its log) and the droid is listed with the raw text as values; an
 * unclosed `---` or none at all lists it under its file name with no description.
 */
function droidReading(pf) {
    return (0,markdown/* rewordProblems */.eO)(pf, (p, fault) => {
        if (fault === 'value-cut' || fault === 'unclosed')
            return null;
        const message = fault === 'duplicate-key'
            ? `${(0,markdown/* duplicateKeyText */.qd)(p)}: Droid's YAML reader rejects the block and a fallback line parser reads it (${droid_kinds_CASE})`
            : fault === 'not-a-map'
                ? `frontmatter is not a mapping of \`key: value\` fields: Droid lists the droid under its file name with no description (${droid_kinds_CASE})`
                : `strict YAML rejects this frontmatter: Droid falls back to a line parser, which keeps values as raw text (a \`[\` list stays the text "[…"; ${droid_kinds_CASE})`;
        return { ...p, level: 'warn', fix: undefined, message };
    });
}
const droidDroidKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'droid-droid', harness: 'droid', re: /^\.factory\/droids\/(?:.+\/)?[^/]+\.md$/i, adjust: droidReading });
const droidSkillKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'droid-skill', harness: 'droid', re: /^\.factory\/skills\/[^/]+\/SKILL\.md$/ });
const droidSharedSkillKind = (0,markdown/* harnessMarkdownKind */.mA)({ id: 'droid-shared-skill', kind: 'droid-skill', harness: 'droid', re: /^\.agents\/skills\/[^/]+\/SKILL\.md$/, evidence: false });
/** The root AGENTS.md (case `instructions`); not evidence of Droid. */
const droidAgentsMdKind = simple_textKind('droid-agents-md', 'droid', /^AGENTS\.md$/, false);
/**
 * `.factory/mcp.json`: JSON that does not parse leaves Droid with no project MCP server and no message ("No MCP servers
 * configured.", case `mcp-invalid-json`); every entry that parses is listed whatever its shape (case `mcp-servers`).
 */
const droidMcpKind = {
    id: 'droid-mcp',
    harness: 'droid',
    matches: (p) => p === '.factory/mcp.json',
    parse(file) {
        const { root, problems } = (0,json/* parseJsonFile */.O)(file);
        const droid = problems.map((p) => (p.code === 'json-invalid' ? { ...p, message: `${p.message}: Droid reads no MCP server from this file, without a message ("No MCP servers configured."; oracle: oracle/droid/cases.json, case \`mcp-invalid-json\`)` } : p));
        return { file, kind: 'droid-mcp', artifacts: root ? [simple_plainArtifact('droid-mcp', file, root)] : [], problems: droid };
    },
};
const DROID_KINDS = [droidDroidKind, droidSkillKind, droidSharedSkillKind, droidAgentsMdKind, droidMcpKind];

;// CONCATENATED MODULE: ./build/src/harnesses/droid/descriptor.js


const droid_descriptor_descriptor = {
    type: 'harness',
    id: 'droid',
    title: 'Factory Droid',
    shortTitle: 'Droid',
    release: pins_generated/* PINS */.$['droid'],
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.factory/droids/**/*.md',
        '.factory/skills/**/SKILL.md',
    ],
    /**
     * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
     * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
     */
    inventory: {
        entries: { 'droid-droid': 'agent', 'droid-skill': 'skill' },
    },
    /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
    sharedFiles: {
        'droid-agents-md': {
            how: 'the root AGENTS.md, and also `.factory/AGENTS.md` and the root CLAUDE.md; a nested or lower-case one is not sent from the root',
            source: 'Droid case instructions',
        },
        'droid-skill': {
            how: 'offered with its description, beside `.factory/skills`; one without `description` is not offered; `.claude/skills` is not read',
            source: 'Droid case skills',
        },
    },
    kinds: DROID_KINDS,
    extensions: {
        'droid-droid': ['.md'],
        'droid-skill': ['.md'],
        'droid-shared-skill': ['.md'],
        'droid-agents-md': ['.md'],
        'droid-mcp': ['.json'],
    },
    rules: async () => (await __webpack_require__.e(/* import() */ 573).then(__webpack_require__.bind(__webpack_require__, 573))).RULES,
};

// EXTERNAL MODULE: ./build/src/formats/ai-rulez/kinds.js
var ai_rulez_kinds = __webpack_require__(5747);
;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/descriptor.js

const ai_rulez_descriptor_descriptor = {
    type: 'format',
    id: 'ai-rulez',
    title: 'ai-rulez (tool format)',
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        '.ai-rulez/**/*.{md,toml,yaml,yml}',
    ],
    kinds: [ai_rulez_kinds/* aiRulezConfigKind */.Vc, ai_rulez_kinds/* aiRulezAgentKind */.Ur],
    extensions: {
        'ai-rulez-config': ['.toml', '.yaml', '.yml'],
        'ai-rulez-agent': ['.md'],
    },
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(68), __webpack_require__.e(666), __webpack_require__.e(416)]).then(__webpack_require__.bind(__webpack_require__, 6666))).RULES,
};

;// CONCATENATED MODULE: ./build/src/formats/agentltl/kinds.js

const AGENTLTL = /(^|\/)AGENTLTL\.yaml$/;
const agentltlKind = {
    id: 'agentltl',
    matches: (p) => AGENTLTL.test(p),
    parse(file, ctx) {
        const { root, problems } = (0,tree/* parseYamlTree */.NL)(file.text, 0, file.lines, '$');
        const artifact = {
            kind: 'agentltl',
            path: file.path,
            file,
            element: { type: 'agentltl', name: file.path },
            root,
            pluginRoot: ctx.pluginRoot,
            pluginDistributed: ctx.pluginRoot !== undefined,
            // A file under `.claude/` is the shape of the user-level file (`~/.claude/AGENTLTL.yaml`).
            data: { userLevel: /(^|\/)\.claude\/AGENTLTL\.yaml$/.test(file.path) },
        };
        // Rules run on whatever tree could be built (an undefined alias still leaves one).
        const unreadable = !root && problems.some((p) => p.code === 'yaml-invalid');
        return { file, kind: 'agentltl', artifacts: unreadable ? [] : [artifact], problems };
    },
};

;// CONCATENATED MODULE: ./build/src/formats/agentltl/descriptor.js

const agentltl_descriptor_descriptor = {
    type: 'format',
    id: 'agentltl',
    title: 'AGENTLTL.yaml (tool format)',
    /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
    editorGlobs: [
        'AGENTLTL.{yaml,yml}',
    ],
    kinds: [agentltlKind],
    extensions: {
        agentltl: ['.yaml'],
    },
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(149), __webpack_require__.e(946)]).then(__webpack_require__.bind(__webpack_require__, 4149))).RULES,
};

// EXTERNAL MODULE: ./build/src/formats/agent-plugins/kinds.js
var agent_plugins_kinds = __webpack_require__(4186);
;// CONCATENATED MODULE: ./build/src/formats/agent-plugins/descriptor.js

const agent_plugins_descriptor_descriptor = {
    type: 'format',
    id: 'agent-plugins',
    title: 'Agent Plugins 1.0 (tool format)',
    /** No file name of its own to open agentlint for: its manifests are found by discovery (VS Code opens it for the others). */
    editorGlobs: [],
    kinds: agent_plugins_kinds/* AGENT_PLUGINS_KINDS */.l_,
    extensions: {
        'agent-plugin': ['.json'],
        'agent-plugin-mcp': ['.json'],
        'agent-plugin-skill': ['.md'],
        'agent-plugin-extension': ['.md', '.json', '.yaml', '.yml', '.toml'],
    },
    roots: agent_plugins_kinds/* AGENT_PLUGINS_ROOTS */.$0,
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(410), __webpack_require__.e(736)]).then(__webpack_require__.bind(__webpack_require__, 9410))).RULES,
};

;// CONCATENATED MODULE: ./build/src/harnesses/registry.js


















const HARNESS_DESCRIPTORS = [descriptor, descriptor_descriptor, codex_descriptor_descriptor, gemini_descriptor_descriptor, opencode_descriptor_descriptor, cursor_descriptor_descriptor, kilo_code_descriptor_descriptor, windsurf_descriptor_descriptor, kiro_descriptor_descriptor, roo_code_descriptor_descriptor, qwen_code_descriptor_descriptor, cline_descriptor_descriptor, auggie_descriptor_descriptor, amp_descriptor_descriptor, droid_descriptor_descriptor];
const FORMAT_DESCRIPTORS = [ai_rulez_descriptor_descriptor, agentltl_descriptor_descriptor, agent_plugins_descriptor_descriptor];
/** Harnesses first, then the tool formats: the order of the rule registry and of kind matching. */
const DESCRIPTORS = [...HARNESS_DESCRIPTORS, ...FORMAT_DESCRIPTORS];
/** Every file kind discovery knows, in match order, each with the extensions its descriptor gives it (copies: the kinds are not changed). */
const KIND_SPECS = DESCRIPTORS.flatMap((d) => d.kinds.map((k) => (k.extensions || !d.extensions[k.id] ? k : { ...k, extensions: d.extensions[k.id] })));
/** What discovery reads files as (src/engine/discover.ts hands it over): the kinds, and the roots of each descriptor that has some. */
/** What a catalogue file can install as (`catalog:` `as:` values), harness by harness in registry order. */
const INSTALL_TARGETS = HARNESS_DESCRIPTORS.flatMap((d) => (d.installTargets ?? []).map((t) => ({ ...t, harness: d.id })));
function installTarget(id) {
    return INSTALL_TARGETS.find((t) => t.id === id);
}
const KIND_TABLE = {
    kinds: KIND_SPECS,
    installTargets: INSTALL_TARGETS,
    roots: DESCRIPTORS.flatMap((d) => (d.roots ? [{ roots: d.roots, harness: d.type === 'harness' ? d.id : undefined }] : [])),
};
/** Artifact kinds each harness reads (the README's harness table). */
function kindsByHarness(specs = KIND_SPECS) {
    const out = {};
    for (const k of specs) {
        if (!k.harness)
            continue;
        const list = (out[k.harness] ??= []);
        for (const y of k.yields ?? [k.id])
            if (!list.includes(y))
                list.push(y);
    }
    return out;
}


/***/ })

};
