export const id = 926;
export const ids = [926];
export const modules = {

/***/ 8926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  feedbackText: () => (/* binding */ feedbackText),
  runHook: () => (/* binding */ runHook)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/kinds/spec.js
var spec = __webpack_require__(7794);
// EXTERNAL MODULE: ./build/src/harnesses/registry.js + 34 modules
var registry = __webpack_require__(5184);
// EXTERNAL MODULE: ./build/src/artifacts/limits.js
var limits = __webpack_require__(1145);
// EXTERNAL MODULE: ./build/src/engine/lint-loading.js
var lint_loading = __webpack_require__(9414);
// EXTERNAL MODULE: ./build/src/mcp/findings.js
var mcp_findings = __webpack_require__(5530);
;// CONCATENATED MODULE: ./build/src/hook/input.js
/**
 * What a harness's after-write hook receives on stdin, read for the one thing
 * agentlint needs: the folder the session works in and the files the tool wrote.
 * Claude Code and Gemini CLI send `tool_input` (`file_path`); Copilot CLI sends
 * `toolArgs` (`path`), as a JSON string or an object. Each names the project in
 * its environment (CLAUDE_PROJECT_DIR, GEMINI_PROJECT_DIR, COPILOT_PROJECT_DIR)
 * and in the event's `cwd`; the hook itself runs in the plugin's folder.
 */

const HOOK_HARNESSES = ['claude-code', 'copilot', 'gemini'];
/** The tools that write or edit a file, by harness: an event from another tool (an MCP call) is not a write. */
const WRITE_TOOLS = {
    'claude-code': ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'],
    gemini: ['write_file', 'replace'],
    copilot: ['create', 'edit'],
};
/** The keys under which the write and edit tools of these harnesses name their file. */
const PATH_KEYS = ['file_path', 'path', 'filePath', 'notebook_path'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function toolArguments(harness, input) {
    const raw = harness === 'copilot' ? (input.toolArgs ?? input.tool_input) : (input.tool_input ?? input.toolArgs);
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
    const fromEnv = harness === 'claude-code' ? env.CLAUDE_PROJECT_DIR : harness === 'gemini' ? (env.GEMINI_PROJECT_DIR ?? env.CLAUDE_PROJECT_DIR) : env.COPILOT_PROJECT_DIR;
    const dir = fromEnv || (typeof input.cwd === 'string' && input.cwd) || cwd;
    return (0,external_node_path_.resolve)(cwd, dir);
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
    if (typeof tool === 'string' && !WRITE_TOOLS[harness].includes(tool))
        return undefined;
    const root = projectRoot(harness, input, env, cwd);
    const args = toolArguments(harness, input);
    const base = typeof input.cwd === 'string' ? (0,external_node_path_.resolve)(cwd, input.cwd) : root;
    const files = PATH_KEYS.map((k) => args[k]).filter((p) => typeof p === 'string' && p.length > 0 && !p.includes('\0'));
    return { root, files: [...new Set(files.map((p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(base, p))))] };
}

// EXTERNAL MODULE: ./build/src/report/escape.js
var report_escape = __webpack_require__(6209);
;// CONCATENATED MODULE: ./build/src/hook/output.js
/**
 * How each harness hands a hook's words to the model after a write (the
 * recorded oracle cases show them arriving in the next request):
 * - Claude Code, PostToolUse: JSON on stdout with `decision: "block"` and a `reason`
 *   (the write has happened; "block" makes Claude read the reason before it goes on).
 * - Gemini CLI, AfterTool: JSON on stdout with `hookSpecificOutput.additionalContext`,
 *   which Gemini adds to the tool's result.
 * - Copilot CLI, postToolUse: JSON on stdout with `additionalContext`.
 * Every answer exits 0: a finding never fails the harness's tool call.
 */

function hookOutput(harness, findings) {
    // The harness shows these words in a terminal and hands them to the model: the repository's control
    // characters go as visible escapes.
    const text = (0,report_escape/* visibleLines */.gB)(findings);
    switch (harness) {
        case 'claude-code':
            return JSON.stringify({ decision: 'block', reason: text });
        case 'gemini':
            return JSON.stringify({ hookSpecificOutput: { hookEventName: 'AfterTool', additionalContext: text } });
        case 'copilot':
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
 * Could some harness read this path as a definition? A kind claims it by its path (anywhere, or inside a plugin or
 * Gemini extension folder, whichever folder above it that is), or it is Markdown (a folder a manifest or setting
 * declares holds Markdown agents and skills). Discovery decides for the candidates; the rest (source code, most
 * files a session writes) costs no lint at all.
 */
function mayBeDefinition(rel) {
    if ((0,spec/* extensionOf */.j)(rel) === '.md')
        return true;
    const parts = rel.split('/');
    const suffixes = parts.map((_, i) => parts.slice(i).join('/'));
    return registry/* KIND_SPECS */.uy.some((k) => k.matches?.(rel) || suffixes.some((s) => k.matchesInPlugin?.(s) || k.matchesInGeminiExtension?.(s)));
}
/** Root-relative path of a written file worth linting; undefined for a file outside the root, too large, or that no harness could read. */
function candidate(root, abs) {
    const rel = (0,external_node_path_.relative)(root, abs).split('\\').join('/');
    if (rel === '' || rel === '..' || rel.startsWith('../') || rel.startsWith('/') || /^[a-zA-Z]:/.test(rel))
        return undefined;
    if (!mayBeDefinition(rel))
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
        `agentlint: ${(0,mcp_findings/* countLine */.QK)(findings, files.length)} just written (${files.join(', ')}); fix them before going on:`,
        (0,mcp_findings/* findingsText */._g)(listed),
        ...(more > 0 ? [`… and ${more} more (run \`agentlint ${files.join(' ')}\`)`] : []),
        'Rule docs: `agentlint explain <rule>`. To turn a rule off, set it to allow under `lints:` in .agentlint.yml.',
    ].join('\n');
}
async function runHook(argv, io) {
    const harness = argv[0];
    if (!HOOK_HARNESSES.includes(harness ?? '')) {
        io.stderr(`agentlint hook: name the harness: ${HOOK_HARNESSES.join(', ')} (see \`agentlint --help\`)\n`);
        return 2;
    }
    const event = readHookEvent(harness, await io.stdin(), io.env, io.cwd);
    if (!event || !(0,external_node_fs_.existsSync)(event.root) || !(0,external_node_fs_.statSync)(event.root).isDirectory())
        return 0;
    const files = event.files.map((f) => candidate(event.root, f)).filter((f) => f !== undefined);
    if (files.length === 0)
        return 0;
    const result = await (0,lint_loading/* lintLoadingRules */.R)({ root: event.root, only: files, fileBudgetMs: limits/* FILE_BUDGET_MS */.AK });
    // Errors and warnings only: an info finding (style, portability) is not worth interrupting the model's turn for.
    const worth = result.diagnostics.filter((d) => d.level !== 'info');
    // Discovery read none of them as an agent definition, or they are clean: nothing to say.
    if (result.filesChecked === 0 || worth.length === 0)
        return 0;
    io.stdout(hookOutput(harness, feedbackText(files, worth.map(mcp_findings/* toFinding */.N6))) + '\n');
    return 0;
}


/***/ }),

/***/ 5530:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   N6: () => (/* binding */ toFinding),
/* harmony export */   QK: () => (/* binding */ countLine),
/* harmony export */   _g: () => (/* binding */ findingsText)
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


/***/ })

};
