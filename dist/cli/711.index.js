export const id = 711;
export const ids = [711];
export const modules = {

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

/***/ 4711:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createServer: () => (/* binding */ createServer),
  startMcpServer: () => (/* binding */ startMcpServer)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 57 modules
var mcp = __webpack_require__(2371);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(9424);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(7949);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./build/src/artifacts/harness.js + 1 modules
var harness = __webpack_require__(4773);
// EXTERNAL MODULE: ./build/src/engine/version.js
var version = __webpack_require__(8860);
// EXTERNAL MODULE: ./build/src/artifacts/gate.js
var gate = __webpack_require__(9126);
// EXTERNAL MODULE: ./build/src/artifacts/limits.js
var limits = __webpack_require__(1145);
;// CONCATENATED MODULE: ./build/src/mcp/paths.js
/**
 * What a tool may read or write: a path inside the workspace root (after
 * links are followed), a text agentlint would lint (at most 1 MiB, no NUL).
 * Anything else is a ToolInputError, which the server returns as a tool error.
 */




class ToolInputError extends Error {
}
/** `path` (absolute, or relative to the root) as a workspace path; a ToolInputError when it leads out of the root. */
function workspacePath(root, path) {
    if (path.includes('\0'))
        throw new ToolInputError('the path holds a NUL character');
    const abs = (0,external_node_path_.resolve)(root, path);
    const rel = (0,external_node_path_.relative)(root, abs);
    if ((0,gate/* leaves */.FQ)(rel))
        throw new ToolInputError(`${path} is outside the workspace (${root}): only files under it are read or written`);
    // The file gate's rule: a link inside the root that leads out of it is outside too, and `.git` is never read.
    const refused = (0,gate/* confinement */.PE)(root, abs);
    if (refused === 'outside')
        throw new ToolInputError(`${path} leads out of the workspace (${root}) through a symbolic link`);
    if (refused === 'git-folder')
        throw new ToolInputError(`${path} is in the \`.git\` folder: agentlint reads and writes no file there`);
    return { abs, rel: rel === '' ? '.' : rel.split('\\').join('/') };
}
/** A file the lint tools read: a regular file, at most 1 MiB, not binary. */
function checkLintableFile(p) {
    const st = (0,external_node_fs_.statSync)(p.abs);
    if (!st.isFile())
        throw new ToolInputError(`${p.rel} is not a regular file`);
    if (st.size > limits/* MAX_FILE_BYTES */.gZ)
        throw new ToolInputError(`${p.rel} is larger than 1 MiB (${st.size} bytes): no agent definition is this large, and agentlint does not lint it`);
    const head = Buffer.alloc(Math.min(st.size, 8192));
    const fd = (0,external_node_fs_.openSync)(p.abs, 'r');
    try {
        (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    if (head.includes(0))
        throw new ToolInputError(`${p.rel} is a binary file (it holds NUL bytes): agentlint lints text files only`);
}
/** A text the `lint_text` tool lints in place of a file. */
function checkLintableText(text) {
    if (Buffer.byteLength(text, 'utf8') > limits/* MAX_FILE_BYTES */.gZ)
        throw new ToolInputError(`the text is larger than 1 MiB (${Buffer.byteLength(text, 'utf8')} bytes): no agent definition is this large, and agentlint does not lint it`);
    if (text.includes('\0'))
        throw new ToolInputError('the text holds NUL characters: agentlint lints text files only');
}

// EXTERNAL MODULE: ./build/src/engine/fix.js + 1 modules
var fix = __webpack_require__(1140);
// EXTERNAL MODULE: ./build/src/engine/lint-loading.js
var lint_loading = __webpack_require__(9414);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
// EXTERNAL MODULE: ./build/src/report/explain.js
var explain = __webpack_require__(3699);
// EXTERNAL MODULE: ./build/src/rules/families.js + 1 modules
var families = __webpack_require__(9490);
// EXTERNAL MODULE: ./build/src/report/rule-summary.js
var rule_summary = __webpack_require__(2569);
// EXTERNAL MODULE: ./build/src/mcp/findings.js
var mcp_findings = __webpack_require__(5530);
;// CONCATENATED MODULE: ./build/src/mcp/tools.js
/**
 * What the MCP tools do, without the protocol: each takes the workspace root
 * and the tool's arguments and returns structured content and a short text
 * (server.ts registers them; the tests call the server over stdio).
 */










/** The same passes as `agentlint --fix`: each pass re-lints, so a fix another one unblocked lands too. */
const MAX_FIX_PASSES = 10;
const lintOptions = (root, only, harnesses) => ({ root, only, harnesses, fileBudgetMs: limits/* FILE_BUDGET_MS */.AK });
function report(result, what) {
    const findings = result.diagnostics.map(mcp_findings.toFinding);
    const skipped = result.skipped.map((s) => ({ path: s.path, reason: s.reason }));
    const lines = [`${what}: ${(0,mcp_findings.countLine)(findings, result.filesChecked)}`];
    if (result.filesChecked === 0 && skipped.length === 0)
        lines.push('No harness reads a file there as an agent definition, so nothing was linted.');
    if (findings.length > 0)
        lines.push((0,mcp_findings.findingsText)(findings));
    for (const s of skipped)
        lines.push(`not linted: ${s.path}: ${s.reason}`);
    return { structured: { filesChecked: result.filesChecked, findings, skipped }, text: lines.join('\n') };
}
/** `lint_path`: a file or a folder of the workspace, linted with the whole workspace as context. */
async function lintPath(root, args) {
    const p = workspacePath(root, args.path ?? '.');
    if (!(0,external_node_fs_.existsSync)(p.abs))
        throw new ToolInputError(`${p.rel} does not exist (to lint a text before it is written, use lint_text)`);
    if (!(0,external_node_fs_.statSync)(p.abs).isDirectory())
        checkLintableFile(p);
    const result = await (0,lint_loading.lintLoadingRules)(lintOptions(root, p.rel === '.' ? undefined : [p.rel], args.harnesses));
    return report(result, p.rel);
}
/** `lint_text`: a text linted as if it were the file at `path` (which need not exist yet). */
async function lintText(root, args) {
    checkLintableText(args.text);
    const p = workspacePath(root, args.path);
    if (p.rel === '.' || ((0,external_node_fs_.existsSync)(p.abs) && !(0,external_node_fs_.statSync)(p.abs).isFile()))
        throw new ToolInputError(`${p.rel} is a folder: lint_text needs the path of a file`);
    const result = await (0,lint_loading.lintLoadingRules)({ ...lintOptions(root, [p.rel]), overlay: new Map([[p.rel, args.text]]) });
    return report(result, `${p.rel} (as given)`);
}
/** `explain_rule`: what a rule checks, why, an example, and its fix. */
async function explainRule(args) {
    const rules = await (0,families/* loadAllRules */.HE)();
    const r = rules.find((x) => x.meta.id === args.rule);
    if (!r) {
        const near = (0,suggest/* closest */.kp)(args.rule, rules.map((x) => x.meta.id));
        throw new ToolInputError(`no rule \`${args.rule}\`${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`);
    }
    return { structured: { ...(0,rule_summary/* ruleSummary */.D)(r), rationale: r.meta.rationale ?? null, examples: r.meta.examples ?? null }, text: (0,explain/* explainText */.lP)(r) };
}
/** `inventory`: what each harness loads from the workspace (or a folder of it), and what it does not. */
async function inventory(root, args) {
    const p = workspacePath(root, args.path ?? '.');
    if (!(0,external_node_fs_.existsSync)(p.abs) || !(0,external_node_fs_.statSync)(p.abs).isDirectory())
        throw new ToolInputError(`${p.rel} is not a folder: the inventory is taken of a folder`);
    const { inventoryOf } = await __webpack_require__.e(/* import() */ 178).then(__webpack_require__.bind(__webpack_require__, 9178));
    const inv = (await inventoryOf({ root: p.abs, harnesses: args.harnesses, fileBudgetMs: limits/* FILE_BUDGET_MS */.AK })).inventory;
    const lines = inv.harnesses.map((h) => `${h.title}: ${(0,mcp_findings.plural)(h.loaded.length, 'entry', 'entries')} loaded${h.notLoaded.length ? `, ${h.notLoaded.length} not loaded (${h.notLoaded.map((n) => `${n.path}: ${n.reason.short}`).join('; ')})` : ''}`);
    return { structured: inv, text: lines.length ? lines.join('\n') : 'No harness loads anything from this folder.' };
}
/** `fix_file`: apply the certain (MachineApplicable) fixes to one file, then lint it again. */
async function fixFile(root, args) {
    const p = workspacePath(root, args.path);
    if (!(0,external_node_fs_.existsSync)(p.abs))
        throw new ToolInputError(`${p.rel} does not exist`);
    checkLintableFile(p);
    const opts = lintOptions(root, [p.rel]);
    // Only fixes whose every edit is in this file: a fix that also edits another file is left out whole.
    const inFile = (ds) => (0,fix/* fixableEdits */.ZQ)(ds, false).filter((d) => d.suggestion.edits.every((e) => e.path === p.rel));
    let result = await (0,lint_loading.lintLoadingRules)(opts);
    let applied = 0;
    for (let pass = 0; pass < MAX_FIX_PASSES && inFile(result.diagnostics).length > 0; pass++) {
        const outcome = (0,fix/* applyFixes */.yZ)(root, inFile(result.diagnostics), false);
        if (outcome.applied === 0)
            break;
        applied += outcome.applied;
        result = await (0,lint_loading.lintLoadingRules)(opts);
    }
    const after = report(result, `${p.rel} after the fixes`);
    return { structured: { applied, ...after.structured }, text: `applied ${(0,mcp_findings.plural)(applied, 'fix', 'fixes')} to ${p.rel}\n${after.text}` };
}

;// CONCATENATED MODULE: ./build/src/mcp/server.js
/**
 * `agentlint mcp [ROOT]`: a Model Context Protocol server over stdio, for an
 * agent that writes agent definitions. ROOT is the workspace: every path a tool
 * reads or writes must lie inside it. Without ROOT, the client's first `file://`
 * root (MCP roots) when it offers roots, else the current folder: Copilot CLI
 * starts a plugin's server in the plugin's folder, not in the project.
 * Loaded only for this command (the SDK is not needed by a lint run).
 */











const INSTRUCTIONS = 'agentlint checks agent definitions (subagents, skills, commands, plugins, hooks, MCP configurations) the way each harness loads them. ' +
    'After writing or editing one, call lint_path on it; before writing one, lint_text checks the text at its future path. ' +
    'Findings have 1-based line and column ranges; fix_file applies the certain fixes.';
const place = schemas/* object */.Ikc({ line: schemas/* number */.aig(), column: schemas/* number */.aig() });
const range = schemas/* object */.Ikc({ start: place, end: place });
const finding = schemas/* object */.Ikc({
    rule: schemas/* string */.YjP(),
    level: schemas/* enum */.k5n(['error', 'warn', 'info']),
    category: schemas/* string */.YjP(),
    harness: schemas/* string */.YjP().optional(),
    message: schemas/* string */.YjP(),
    help: schemas/* string */.YjP().optional(),
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    path: schemas/* string */.YjP(),
    range,
    jsonPath: schemas/* string */.YjP().optional(),
    docs: schemas/* string */.YjP(),
    fix: schemas/* object */.Ikc({ message: schemas/* string */.YjP(), applicability: schemas/* string */.YjP(), edits: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), range, text: schemas/* string */.YjP() })) }).optional(),
});
const lintOutput = {
    filesChecked: schemas/* number */.aig().describe('agent-definition files linted'),
    findings: schemas/* array */.YOg(finding),
    skipped: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), reason: schemas/* string */.YjP() })).describe('files not linted, with why'),
};
const harnesses = schemas/* array */.YOg(schemas/* enum */.k5n(harness/* HARNESSES */.Ls)).optional().describe('only these harnesses (default: those whose files the workspace holds)');
/** A tool's answer: structured content and its short text; bad input becomes a tool error, not a protocol error. */
async function answer(run) {
    try {
        const r = await run();
        return { content: [{ type: 'text', text: r.text }], structuredContent: r.structured };
    }
    catch (err) {
        const message = err instanceof ToolInputError ? err.message : `internal error: ${err?.message ?? String(err)}`;
        return { content: [{ type: 'text', text: message }], isError: true };
    }
}
/** The workspace root: ROOT when given, else the client's first `file://` root, else `cwd`; asked again when the roots change. */
function workspaceRoot(server, explicit, cwd) {
    let known;
    const ask = async () => {
        if (explicit !== undefined)
            return explicit;
        if (!server.server.getClientCapabilities()?.roots)
            return cwd;
        try {
            const { roots } = await server.server.listRoots();
            const first = roots.find((r) => r.uri.startsWith('file://'));
            return first ? (0,external_node_url_.fileURLToPath)(first.uri) : cwd;
        }
        catch {
            return cwd;
        }
    };
    server.server.setNotificationHandler(types/* RootsListChangedNotificationSchema */.Ik, () => {
        known = undefined;
    });
    return () => (known ??= ask());
}
function createServer(explicitRoot, cwd = process.cwd()) {
    const server = new mcp/* McpServer */._({ name: version/* TOOL_NAME */.lH, version: version/* TOOL_VERSION */.wr }, { instructions: INSTRUCTIONS });
    const rootOf = workspaceRoot(server, explicitRoot, cwd);
    server.registerTool('lint_path', {
        title: 'Lint agent definitions',
        description: 'Lint a file or folder of the workspace (default: all of it) as each harness loads it. Returns findings with rule, level, message, 1-based range and fix.',
        inputSchema: { path: schemas/* string */.YjP().optional().describe('file or folder, relative to the workspace root'), harnesses },
        outputSchema: lintOutput,
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, (args) => answer(async () => lintPath(await rootOf(), args)));
    server.registerTool('lint_text', {
        title: 'Lint a text at a path',
        description: 'Lint a text as if it were the file at path (which need not exist yet), with the rest of the workspace as context. Use before writing an agent definition.',
        inputSchema: { path: schemas/* string */.YjP().describe('where the file is (or will be), relative to the workspace root'), text: schemas/* string */.YjP().describe('the file\'s whole text (at most 1 MiB)') },
        outputSchema: lintOutput,
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, (args) => answer(async () => lintText(await rootOf(), args)));
    server.registerTool('explain_rule', {
        title: 'Explain a rule',
        description: 'What an agentlint rule checks, why, a wrong and a right example, and whether it has a fix.',
        inputSchema: { rule: schemas/* string */.YjP().describe('rule id, e.g. agents/model-valid') },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, (args) => answer(() => explainRule(args)));
    server.registerTool('inventory', {
        title: 'What each harness loads',
        description: 'Per harness: the agents, skills, commands, hooks and MCP servers it loads from the workspace (or a folder of it), with effective values, and what it does not load and why.',
        inputSchema: { path: schemas/* string */.YjP().optional().describe('folder, relative to the workspace root (default: the root)'), harnesses },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, (args) => answer(async () => inventory(await rootOf(), args)));
    server.registerTool('fix_file', {
        title: 'Apply certain fixes',
        description: 'Apply the MachineApplicable fixes to one file of the workspace (edits the file), then lint it again. Returns how many applied and the remaining findings.',
        inputSchema: { path: schemas/* string */.YjP().describe('file, relative to the workspace root') },
        outputSchema: { applied: schemas/* number */.aig().describe('fixes applied'), ...lintOutput },
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    }, (args) => answer(async () => fixFile(await rootOf(), args)));
    return server;
}
/** Serve on stdin/stdout until the client closes them. */
async function startMcpServer(argv, cwd = process.cwd()) {
    const given = argv.find((a) => !a.startsWith('-'));
    const root = given === undefined ? undefined : (0,external_node_path_.resolve)(cwd, given);
    // A ROOT that is no folder is a mistake in the client's configuration: say so at start, not at every call.
    if (root !== undefined && !((0,external_node_fs_.existsSync)(root) && (0,external_node_fs_.statSync)(root).isDirectory()))
        throw new Error(`no such folder: ${given} (the workspace ROOT)`);
    await createServer(root, cwd).connect(new stdio/* StdioServerTransport */.S());
}


/***/ })

};
