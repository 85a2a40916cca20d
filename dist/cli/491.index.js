export const id = 491;
export const ids = [491];
export const modules = {

/***/ 9975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K4: () => (/* binding */ RULES_FOLDER_OTHER),
/* harmony export */   Me: () => (/* binding */ CANDIDATE),
/* harmony export */   RW: () => (/* binding */ isCandidatePath)
/* harmony export */ });
/**
 * Which file names the walk lists at all: the only files any kind can claim (by extension, and Cline's rules and
 * hook folders). A tiny module on its own, so that the after-write hook can pass over any other file (source code,
 * most of what a session writes) before it loads the engine.
 */
// `.mdc`: Cursor project rules; `.jsonc`: OpenCode's config; `.cursorrules`: Cursor's legacy rules file (no extension);
// `.windsurfrules`, `.roomodes`, `.kilocodemodes`: Windsurf's legacy rules, Roo Code's and Kilo Code's custom modes.
// `.clinerules`: Cline's single rules file. Inside Cline's rules folders, `.txt` and `.markdown` are rules too (Cline
// CLI reads them) and `.mdx` is listed so cline/rule-extension can say Cline skips it (RULES_FOLDER_OTHER; only there,
// to keep the walk lean). Every file of Cline's hook folders is listed: a hook is any script named after an event.
const CANDIDATE = /\.(md|mdc|jsonc?|ya?ml|toml)$|^\.(?:cursorrules|windsurfrules|roomodes|kilocodemodes|clinerules|augment-guidelines)$/i;
// Anchored at the root (as the kind is), so any other path fails at its first characters.
const RULES_FOLDER_OTHER = /^\.cline(?:rules|\/rules|\/workflows)\/.+\.(?:txt|mdx|markdown)$|^\.cline(?:rules)?\/hooks\/./i;
/** Could a kind claim the file at this root-relative path (`/`-separated)? */
function isCandidatePath(rel) {
    return CANDIDATE.test(rel.slice(rel.lastIndexOf('/') + 1)) || RULES_FOLDER_OTHER.test(rel);
}


/***/ }),

/***/ 9126:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ statGated),
/* harmony export */   FQ: () => (/* binding */ leaves),
/* harmony export */   PE: () => (/* binding */ confinement),
/* harmony export */   R6: () => (/* binding */ writeGated),
/* harmony export */   oS: () => (/* binding */ workspaceRoot),
/* harmony export */   pS: () => (/* binding */ readGatedOrUndefined),
/* harmony export */   rf: () => (/* binding */ insideReal),
/* harmony export */   ue: () => (/* binding */ GateError),
/* harmony export */   w: () => (/* binding */ readGated)
/* harmony export */ });
/* unused harmony export gateMessage */
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
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(abs) || confinement(root, abs, opts.explicit) !== undefined)
        return null;
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
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

/***/ 7794:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ pathTestWithin),
/* harmony export */   V$: () => (/* binding */ exactPath),
/* harmony export */   je: () => (/* binding */ extensionOf),
/* harmony export */   wE: () => (/* binding */ pathTest)
/* harmony export */ });
/** A path test that is exactly its patterns: a path matching one of them. */
function pathTest(...patterns) {
    const test = patterns.length === 1 ? (p) => patterns[0].test(p) : (p) => patterns.some((re) => re.test(p));
    return Object.assign(test, { patterns });
}
/** A path test narrower than its patterns (`test` accepts only paths that match one of them). */
function pathTestWithin(patterns, test) {
    return Object.assign((p) => test(p), { patterns });
}
/** The test for exactly one path. */
function exactPath(path) {
    return pathTestWithin([new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)], (p) => p === path);
}
/** The extension discovery files a path under (see `KindSpec.extensions`): `.md`, `.cursorrules`, `''`. */
function extensionOf(path) {
    const dot = path.lastIndexOf('.');
    return dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
}


/***/ }),

/***/ 1145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ FILE_BUDGET_MS),
/* harmony export */   AQ: () => (/* binding */ charEnd),
/* harmony export */   BN: () => (/* binding */ trimBlanksEnd),
/* harmony export */   I6: () => (/* binding */ yamlDepthExceeded),
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   gZ: () => (/* binding */ MAX_FILE_BYTES),
/* harmony export */   oJ: () => (/* binding */ charAt)
/* harmony export */ });
/**
 * Limits checked before the expensive work, so hostile input costs a linear
 * scan and gets one clear diagnostic instead of a crash or a hang. Parsers
 * (YAML trees, frontmatter, JSON) call these helpers; discovery applies the
 * file-level ones (size, type) before a file is opened.
 */
/** Files larger than this are skipped with a note: no agent definition is this large. */
const MAX_FILE_BYTES = 1024 * 1024;
/**
 * Deepest YAML/JSON nesting parsed. The `yaml` package recurses per level, and
 * near the end of the stack V8 aborts the whole process (a fatal
 * "RegExpCompiler Allocation failed") instead of throwing, so the depth is
 * measured before the parser runs. No agent definition nests this deep.
 */
const MAX_NESTING = 100;
/**
 * An upper bound on the nesting depth of YAML `text`, in one linear pass:
 * the indentation stack of block lines, plus compact `- `/`? `/`: ` indicators
 * at the start of a line, plus open flow brackets. Returns the offset where the
 * bound first exceeds `max`, or undefined. It over-counts (brackets inside
 * quotes count), which only matters past `max` levels.
 */
function yamlDepthExceeded(text, max = MAX_NESTING) {
    const n = text.length;
    const indents = [];
    let flow = 0;
    let i = 0;
    while (i < n) {
        // Start of a line: its indentation (spaces only; tabs are not indentation in YAML).
        let col = 0;
        while (i < n && text.charCodeAt(i) === 32) {
            i++;
            col++;
        }
        const c0 = text.charCodeAt(i);
        const blank = i >= n || c0 === 10 || c0 === 13 || c0 === 35; /* # */
        let depth = indents.length;
        if (!blank) {
            if (flow === 0) {
                while (indents.length > 0 && indents[indents.length - 1] > col)
                    indents.pop();
                if (indents.length === 0 || indents[indents.length - 1] < col)
                    indents.push(col);
                depth = indents.length;
                // Compact nesting on one line: `- - - x`, `? - x`, `- key: - x`.
                for (;;) {
                    const c = text.charCodeAt(i);
                    const next = text.charCodeAt(i + 1);
                    if ((c === 45 || c === 63 || c === 58) && (next === 32 || next === 9)) {
                        depth++;
                        i += 2;
                        while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)
                            i++;
                        if (depth + flow > max)
                            return i;
                    }
                    else
                        break;
                }
            }
            if (depth + flow > max)
                return i;
        }
        // The rest of the line: flow brackets.
        for (; i < n; i++) {
            const c = text.charCodeAt(i);
            if (c === 10 || c === 13)
                break;
            if (c === 91 || c === 123) {
                flow++;
                if (depth + flow > max)
                    return i;
            }
            else if ((c === 93 || c === 125) && flow > 0)
                flow--;
        }
        // Past the line break (CRLF, LF or a lone CR).
        if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10)
            i++;
        i++;
    }
    return undefined;
}
/** Offset just past the whole character at `offset` (a surrogate pair is one character). */
function charEnd(text, offset) {
    const c = text.charCodeAt(offset);
    if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(offset + 1);
        if (d >= 0xdc00 && d <= 0xdfff)
            return offset + 2;
    }
    return Math.min(offset + 1, text.length);
}
/** The whole character at `offset`, for messages (never half of a surrogate pair). */
function charAt(text, offset) {
    return text.slice(offset, charEnd(text, offset));
}
/**
 * `s` without trailing spaces and tabs, by a loop from the end. A regex such as
 * `(.*?)[ \t]*$` or `/ +$/` retries at every blank of a long run that does not
 * end the line, which is quadratic in the run's length.
 */
function trimBlanksEnd(s) {
    let e = s.length;
    while (e > 0) {
        const c = s.charCodeAt(e - 1);
        if (c !== 32 && c !== 9)
            break;
        e--;
    }
    return e === s.length ? s : s.slice(0, e);
}
/** Time the rules may spend on one file in the CLI and the Action (ms); past it a skip note says which file. */
const FILE_BUDGET_MS = 10_000;


/***/ }),

/***/ 5914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ HOOK_FACTS)
/* harmony export */ });
const HOOK_FACTS = {
    "claude-code": { "writeTools": ["Write", "Edit", "MultiEdit", "NotebookEdit"], "argumentKeys": ["tool_input", "toolArgs"], "projectDirEnv": ["CLAUDE_PROJECT_DIR"], "answer": "block-reason" },
    "copilot": { "writeTools": ["create", "edit"], "argumentKeys": ["toolArgs", "tool_input"], "projectDirEnv": ["COPILOT_PROJECT_DIR"], "answer": "additional-context" },
    "gemini": { "writeTools": ["write_file", "replace"], "argumentKeys": ["tool_input", "toolArgs"], "projectDirEnv": ["GEMINI_PROJECT_DIR", "CLAUDE_PROJECT_DIR"], "answer": "after-tool-context" },
};


/***/ }),

/***/ 3381:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ HOOK_HARNESSES),
/* harmony export */   u: () => (/* binding */ readHookEvent)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _harnesses_generated_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5914);
/**
 * What a harness's after-write hook receives on stdin, read for the one thing
 * agentlint needs: the folder the session works in and the files the tool wrote.
 * Each harness's descriptor says where its event holds the tool's arguments (Claude
 * Code and Gemini CLI: `tool_input`; Copilot CLI: `toolArgs`, as JSON text or an
 * object), which tools write, and which environment variables name the project
 * (else the event's `cwd`); the hook itself runs in the plugin's folder.
 */


const HOOK_HARNESSES = Object.keys(_harnesses_generated_js__WEBPACK_IMPORTED_MODULE_1__/* .HOOK_FACTS */ .c);
/** The keys under which the write and edit tools of these harnesses name their file. */
const PATH_KEYS = ['file_path', 'path', 'filePath', 'notebook_path'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function toolArguments(harness, input) {
    const key = _harnesses_generated_js__WEBPACK_IMPORTED_MODULE_1__/* .HOOK_FACTS */ .c[harness].argumentKeys.find((k) => input[k] !== undefined);
    const raw = key === undefined ? undefined : input[key];
    if (typeof raw === 'string') {
        try {
            const parsed = JSON.parse(raw);
            return isObject(parsed) ? parsed : {};
        }
        catch {
            return {};
        }
    }
    return isObject(raw) ? raw : {};
}
/** The project folder the harness names: its environment variable, else the event's `cwd`, else ours. */
function projectRoot(harness, input, env, cwd) {
    const fromEnv = _harnesses_generated_js__WEBPACK_IMPORTED_MODULE_1__/* .HOOK_FACTS */ .c[harness].projectDirEnv.map((v) => env[v]).find((v) => v !== undefined);
    const dir = fromEnv || (typeof input.cwd === 'string' && input.cwd) || cwd;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, dir);
}
/** The event read from the hook's stdin text; undefined when it is not JSON (nothing to lint). */
function readHookEvent(harness, stdin, env, cwd) {
    let input;
    try {
        input = JSON.parse(stdin);
    }
    catch {
        return undefined;
    }
    if (!isObject(input))
        return undefined;
    const tool = input.tool_name ?? input.toolName;
    if (typeof tool === 'string' && !_harnesses_generated_js__WEBPACK_IMPORTED_MODULE_1__/* .HOOK_FACTS */ .c[harness].writeTools.includes(tool))
        return undefined;
    const root = projectRoot(harness, input, env, cwd);
    const args = toolArguments(harness, input);
    const base = typeof input.cwd === 'string' ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, input.cwd) : root;
    const files = PATH_KEYS.map((k) => args[k]).filter((p) => typeof p === 'string' && p.length > 0 && !p.includes('\0'));
    return { root, files: [...new Set(files.map((p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base, p))))] };
}


/***/ }),

/***/ 6209:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ sarifText),
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   Bn: () => (/* binding */ escapeProperty),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   be: () => (/* binding */ mdMessage),
/* harmony export */   gB: () => (/* binding */ visibleLines),
/* harmony export */   uf: () => (/* binding */ escapeData),
/* harmony export */   xs: () => (/* binding */ mdCode),
/* harmony export */   yJ: () => (/* binding */ jsonSafe)
/* harmony export */ });
/* unused harmony export mdText */
/**
 * Escaping for every channel a report goes to. What a repository holds (file names, values, the messages built
 * from them) is the pull request author's text: it must not move a terminal's cursor or title, start a workflow
 * command, or render as HTML, an image, a link or a mention in what the bot posts.
 */
/** C0 controls, DEL, C1 controls, and the bidirectional overrides and isolates that reorder what a reader sees. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** A control character as a visible escape: `\n`, `\x1b`, `\u{202e}`. */
function escapeControl(c) {
    const named = NAMED[c];
    if (named)
        return named;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}
/** Text for a terminal or a log: every control character shown as a visible escape, never sent raw. */
function visible(s) {
    return s.replace(CONTROL, escapeControl);
}
/** `visible`, but keeping line breaks and tabs (a whole report of lines). */
function visibleLines(s) {
    return s.replace(CONTROL, (c) => (c === '\n' || c === '\t' ? c : escapeControl(c)));
}
/**
 * JSON text whose strings hold no raw DEL, C1 or bidirectional control (JSON.stringify escapes only C0): the same
 * JSON value, safe to print to a terminal.
 */
function jsonSafe(json) {
    return json.replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Line breaks and other controls in a single-line Markdown value: a space (a blank line would start a new block). */
function oneLine(s) {
    return s.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ').replace(CONTROL, escapeControl);
}
/**
 * A value as an inline code span: fenced with more backticks than its longest run, padded when it starts or
 * ends with a backtick, on one line. Inside a span nothing renders: no HTML, link, image or mention.
 */
function mdCode(value, o = {}) {
    let s = oneLine(value);
    if (o.table)
        s = s.replace(/\|/g, '\\|');
    let longest = 0;
    for (const m of s.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const fence = '`'.repeat(longest + 1);
    const pad = s.startsWith('`') || s.endsWith('`') || (s.startsWith(' ') && s.endsWith(' ') && s.trim() !== '') ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/** `<` and `>` as entities, and `&` where it would start one: no HTML element, comment or entity of the author's renders. */
function htmlEscaped(s) {
    return s.replace(/&(?=#?\w+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Plain text as Markdown that renders as that text, on one line: no HTML, no emphasis, code, link, image, table or
 * math syntax, no block at its start, no autolinked URL and no @mention or #reference (a zero-width space after
 * `@`, `#` and `://` and in `www.`: GitHub links none of them, and a reader sees the same characters).
 */
function mdText(value) {
    const s = htmlEscaped(oneLine(value))
        .replace(/[\\`*_[\]|~$]/g, (c) => `\\${c}`)
        .replace(/^(\s*)([#>+=-])/, '$1\\$2')
        .replace(/^(\s*\d+)([.)])/, '$1\\$2');
    // `#` first: the zero-width spaces added after it are entities that hold a `#`.
    return s
        .replace(/#/g, '#&#8203;')
        .replace(/@/g, '@&#8203;')
        .replace(/:\/\//g, ':/&#8203;/')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}&#8203;.`);
}
/**
 * A finding's message as Markdown: its own code spans (the values it quotes) re-fenced with `mdCode`, the prose
 * between them escaped with `mdText`. A value that holds backticks cannot end a span early or open one: whatever
 * the message holds, nothing of it renders but text and code.
 */
function mdMessage(message, o = {}) {
    let out = '';
    let i = 0;
    const s = message;
    while (i < s.length) {
        const open = s.indexOf('`', i);
        if (open < 0)
            break;
        let runEnd = open;
        while (s[runEnd] === '`')
            runEnd++;
        const fence = s.slice(open, runEnd);
        const close = closingRun(s, runEnd, fence.length);
        if (close < 0) {
            // An unmatched run is text (CommonMark): escape it with the prose around it.
            out += mdText(s.slice(i, runEnd));
            i = runEnd;
            continue;
        }
        out += mdText(s.slice(i, open)) + mdCode(s.slice(runEnd, close), o);
        i = close + fence.length;
    }
    return out + mdText(s.slice(i));
}
/** The start of the next run of exactly `n` backticks at or after `from`, or -1. */
function closingRun(s, from, n) {
    for (let j = s.indexOf('`', from); j >= 0; j = s.indexOf('`', j)) {
        let k = j;
        while (s[k] === '`')
            k++;
        if (k - j === n)
            return j;
        j = k;
    }
    return -1;
}
// ---------- SARIF ----------
/**
 * A SARIF message's plain text: controls shown as escapes, and square brackets escaped (SARIF reads
 * `[text](id)` in a message as an embedded link to a location; a backslash before a bracket is doubled first).
 */
function sarifText(s) {
    return visible(s).replace(/\\(?=[[\]])/g, '\\\\').replace(/[[\]]/g, '\\$&');
}
// ---------- workflow commands (GitHub Actions) ----------
/** Escaping for a workflow command's message part (`%`, CR, LF). */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Escaping for a workflow command's property values (also `:` and `,`). */
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * A plain line for the Actions log that no runner reads as a command: controls visible (no line break or carriage
 * return can start a new line), and never starting with `::` or `##[` (the runner trims leading blanks first).
 */
function logLine(s) {
    const line = visible(s);
    return /^\s*(::|##\[)/.test(line) ? `> ${line}` : line;
}


/***/ })

};
