export const id = 84;
export const ids = [84];
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

/***/ 8084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./build/src/report/escape.js
var report_escape = __webpack_require__(6209);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/candidates.js
var candidates = __webpack_require__(9975);
// EXTERNAL MODULE: ./build/src/artifacts/limits.js
var limits = __webpack_require__(1145);
// EXTERNAL MODULE: ./build/src/mcp/findings.js
var mcp_findings = __webpack_require__(5530);
// EXTERNAL MODULE: ./build/src/hook/input.js
var input = __webpack_require__(3381);
// EXTERNAL MODULE: ./build/src/hook/harnesses.generated.js
var harnesses_generated = __webpack_require__(5914);
;// CONCATENATED MODULE: ./build/src/hook/output.js
/**
 * How each harness hands a hook's words to the model after a write (its descriptor's
 * `hook.answer`; the recorded oracle cases show them arriving in the next request).
 * Every answer exits 0: a finding never fails the harness's tool call.
 */


function hookOutput(harness, findings) {
    // The harness shows these words in a terminal and hands them to the model: the repository's control
    // characters go as visible escapes.
    const text = (0,report_escape/* visibleLines */.gB)(findings);
    switch (harnesses_generated/* HOOK_FACTS */.c[harness].answer) {
        case 'block-reason':
            return JSON.stringify({ decision: 'block', reason: text });
        case 'after-tool-context':
            return JSON.stringify({ hookSpecificOutput: { hookEventName: 'AfterTool', additionalContext: text } });
        case 'additional-context':
            return JSON.stringify({ additionalContext: text });
    }
}

;// CONCATENATED MODULE: ./build/src/hook/run.js
/**
 * `agentlint hook HARNESS`: the command a harness runs after a write or an edit.
 * It reads the hook's JSON on stdin and lints each written file that is an agent
 * definition (discovery decides, with the project's configuration), then hands
 * its errors and warnings back in the harness's own form (./output.ts). For any other file,
 * for a file outside the project, or for input it cannot read, it prints nothing
 * and exits 0: the hook never stands in the way of a write.
 */







/** Findings listed in one answer: the rest are counted (the file is linted again after the next edit). */
const MAX_LISTED = 20;
/**
 * Could some harness read this path as a definition? First, by its name alone, is it a file the walk lists at all
 * (src/artifacts/candidates.ts: a file of no such name costs no more than reading the event). Then a kind claims it by its path
 * (anywhere, or inside a plugin or Gemini extension folder, whichever folder above it that is), or it is Markdown (a
 * folder a manifest or setting declares holds Markdown agents and skills). Discovery decides for the candidates.
 */
async function mayBeDefinition(rel) {
    if (!(0,candidates/* isCandidatePath */.RW)(rel))
        return false;
    if (rel.toLowerCase().endsWith('.md'))
        return true;
    const { KIND_SPECS } = await Promise.all(/* import() */[__webpack_require__.e(28), __webpack_require__.e(643)]).then(__webpack_require__.bind(__webpack_require__, 9643));
    const parts = rel.split('/');
    const suffixes = parts.map((_, i) => parts.slice(i).join('/'));
    return KIND_SPECS.some((k) => k.matches?.(rel) || suffixes.some((s) => k.matchesInPlugin?.(s) || k.matchesInGeminiExtension?.(s)));
}
/** Root-relative path of a written file worth linting; undefined for a file outside the root, too large, or that no harness could read. */
async function candidate(root, abs) {
    const rel = (0,external_node_path_.relative)(root, abs).split('\\').join('/');
    if (rel === '' || rel === '..' || rel.startsWith('../') || rel.startsWith('/') || /^[a-zA-Z]:/.test(rel))
        return undefined;
    if (!(await mayBeDefinition(rel)))
        return undefined;
    if (!(0,external_node_fs_.existsSync)(abs) || !(0,external_node_fs_.statSync)(abs).isFile() || (0,external_node_fs_.statSync)(abs).size > limits/* MAX_FILE_BYTES */.gZ)
        return undefined;
    return rel;
}
/** The message the model reads: what is wrong, where, and the fix, for the files just written. */
function feedbackText(files, findings) {
    const listed = findings.slice(0, MAX_LISTED);
    const more = findings.length - listed.length;
    return [
        `agentlint: ${(0,mcp_findings.countLine)(findings, files.length)} just written (${files.join(', ')}); fix them before going on:`,
        (0,mcp_findings.findingsText)(listed),
        ...(more > 0 ? [`… and ${more} more (run \`agentlint ${files.join(' ')}\`)`] : []),
        'Rule docs: `agentlint explain <rule>`. To turn a rule off, set it to allow under `lints:` in .agentlint.yml.',
    ].join('\n');
}
async function runHook(argv, io) {
    const harness = argv[0];
    if (!input/* HOOK_HARNESSES */.B.includes(harness ?? '')) {
        io.stderr(`agentlint hook: name the harness: ${input/* HOOK_HARNESSES */.B.join(', ')} (see \`agentlint --help\`)\n`);
        return 2;
    }
    const event = (0,input/* readHookEvent */.u)(harness, await io.stdin(), io.env, io.cwd);
    if (!event || !(0,external_node_fs_.existsSync)(event.root) || !(0,external_node_fs_.statSync)(event.root).isDirectory())
        return 0;
    const files = (await Promise.all(event.files.map((f) => candidate(event.root, f)))).filter((f) => f !== undefined);
    if (files.length === 0)
        return 0;
    // Only now the engine: most writes of a session are no agent definition.
    const [{ lintAround }, { toFinding }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(28), __webpack_require__.e(986), __webpack_require__.e(643), __webpack_require__.e(414)]).then(__webpack_require__.bind(__webpack_require__, 9414)), Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 5530))]);
    const result = await lintAround({ root: event.root, only: files, fileBudgetMs: limits/* FILE_BUDGET_MS */.AK });
    // Errors and warnings only: an info finding (style, portability) is not worth interrupting the model's turn for.
    const worth = result.diagnostics.filter((d) => d.level !== 'info');
    // Discovery read none of them as an agent definition, or they are clean: nothing to say.
    if (result.filesChecked === 0 || worth.length === 0)
        return 0;
    io.stdout(hookOutput(harness, feedbackText(files, worth.map(toFinding))) + '\n');
    return 0;
}

;// CONCATENATED MODULE: ./build/src/hook/main.js
/**
 * `agentlint hook HARNESS`, started by src/cli.ts without the rest of the command line: the hook runs after every
 * write of a session, so it loads only what it needs (./run.ts loads the engine once a written file can be an agent
 * definition). An error of ours is reported (exit 1, which the harnesses show the user and do not treat as a block),
 * never thrown at the write.
 */


/** The whole of stdin (a hook's event: the written file's content is in it, so it can be large). */
async function readStdin() {
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}
async function main(argv) {
    const stderr = (s) => process.stderr.write((0,report_escape/* visibleLines */.gB)(s));
    try {
        process.exitCode = await runHook(argv, { stdin: readStdin, stdout: (s) => process.stdout.write(s), stderr, env: process.env, cwd: process.cwd() });
    }
    catch (err) {
        stderr(`agentlint hook: ${err?.message ?? String(err)}\n`);
        process.exitCode = 1;
    }
}


/***/ }),

/***/ 5530:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   countLine: () => (/* binding */ countLine),
/* harmony export */   findingsText: () => (/* binding */ findingsText),
/* harmony export */   plural: () => (/* binding */ plural),
/* harmony export */   toFinding: () => (/* binding */ toFinding)
/* harmony export */ });
const place = (r) => ({ start: { line: r.start.line, column: r.start.column }, end: { line: r.end.line, column: r.end.column } });
function toFinding(d) {
    return {
        rule: d.kind,
        level: d.level,
        category: d.category,
        ...(d.harness ? { harness: d.harness } : {}),
        message: d.message,
        ...(d.help ? { help: d.help } : {}),
        notes: d.notes,
        path: d.span.path,
        range: place(d.span.range),
        ...(d.span.jsonPath ? { jsonPath: d.span.jsonPath } : {}),
        docs: d.docs,
        ...(d.suggestion && d.suggestion.edits.length > 0
            ? { fix: { message: d.suggestion.msg, applicability: d.suggestion.applicability, edits: d.suggestion.edits.map((e) => ({ path: e.path, range: place(e.range), text: e.text })) } }
            : {}),
    };
}
/** One line per finding (`path:line:col level rule: message`), its help and its fix indented below. */
function findingsText(findings) {
    const out = [];
    for (const f of findings) {
        out.push(`${f.path}:${f.range.start.line}:${f.range.start.column} ${f.level} ${f.rule}${f.harness ? ` (${f.harness})` : ''}: ${f.message}`);
        if (f.help)
            out.push(`  help: ${f.help}`);
        if (f.fix)
            out.push(`  fix (${f.fix.applicability}): ${f.fix.message}`);
    }
    return out.join('\n');
}
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
/** `2 findings (1 error, 1 warning) in 1 file` or `no findings in 3 files`. */
function countLine(findings, files) {
    if (findings.length === 0)
        return `no findings in ${plural(files, 'file')}`;
    const n = (l) => findings.filter((f) => f.level === l).length;
    const parts = [n('error') && plural(n('error'), 'error'), n('warn') && plural(n('warn'), 'warning'), n('info') && `${n('info')} info`].filter(Boolean);
    return `${plural(findings.length, 'finding')} (${parts.join(', ')}) in ${plural(files, 'file')}`;
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
