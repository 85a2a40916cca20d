export const id = 664;
export const ids = [664,198];
export const modules = {

/***/ 6664:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_LIMIT: () => (/* binding */ COMMENT_LIMIT),
/* harmony export */   NO_CHANGE: () => (/* binding */ NO_CHANGE),
/* harmony export */   SHOWN_PER_HARNESS: () => (/* binding */ SHOWN_PER_HARNESS),
/* harmony export */   formatDiffMarkdown: () => (/* binding */ formatDiffMarkdown),
/* harmony export */   formatInventoryMarkdown: () => (/* binding */ formatInventoryMarkdown)
/* harmony export */ });
/* harmony import */ var _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4773);
/* harmony import */ var _inventory_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6198);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6209);
/**
 * The inventory and its difference as Markdown: the `--format markdown` output,
 * the job summary and the pull-request comment. Changes are grouped by harness;
 * past 20 lines a harness's rest is collapsed in <details>; the whole text stays
 * under a size limit (GitHub's 65,536 characters for a comment body).
 */



/** Lines shown before the rest of a harness's list is collapsed. */
const SHOWN_PER_HARNESS = 20;
/** Under GitHub's 65,536-character limit for a comment body, with room for the marker and the closing note. */
const COMMENT_LIMIT = 65000;
// What a repository wrote (names, paths, values, the reasons quoting them) is escaped; agentlint's own words
// (titles, how a harness reads a file, sources) only need a table's pipes escaped.
const TABLE = { table: true };
const code = (s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(s, TABLE);
const text = (s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdMessage */ .be)(s, TABLE);
const ours = (s) => s.replace(/\|/g, '\\|');
function formatInventoryMarkdown(inv) {
    const out = ['## What each harness loads', ''];
    if (inv.harnesses.length === 0)
        out.push('No harness reads any file of this tree.', '');
    for (const h of inv.harnesses) {
        out.push(`### ${h.title}: ${h.loaded.length} loaded, ${h.notLoaded.length} not loaded`, '');
        if (h.loaded.length > 0) {
            out.push('| Kind | Name | File | Values | Not in effect |', '|---|---|---|---|---|');
            for (const e of h.loaded) {
                const values = Object.entries(e.values)
                    .filter(([k]) => k !== 'description')
                    .map(([k, v]) => `${k}: ${(0,_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.valueText)(v)}`)
                    .join('; ');
                const where = e.origin?.plugin
                    ? ` (plugin ${code(e.origin.plugin)}${e.origin.marketplace ? `, marketplace ${code(e.origin.marketplace)}` : ''})`
                    : e.origin?.catalog
                        ? ` (catalogue: installs as ${code(e.origin.catalog)})`
                        : '';
                out.push(`| ${_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.KIND_LABEL[e.kind]} | ${code(e.name)} | ${code(e.path)}${where} | ${text(values)} | ${text([(0,_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.droppedLine)(e), (0,_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.problemLine)(e) && `${_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.PROBLEM_MARK} ${(0,_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.problemLine)(e)}`].filter(Boolean).join('; '))} |`);
            }
            out.push('');
        }
        if (h.notLoaded.length > 0) {
            out.push('Not loaded:', '', '| Kind | Name | File | Why | Rule |', '|---|---|---|---|---|');
            for (const e of h.notLoaded)
                out.push(`| ${_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.KIND_LABEL[e.kind]} | ${code(e.name)} | ${code(`${e.path}:${e.reason.line}:${e.reason.column}`)} | ${text(e.reason.short)} | ${code(e.reason.rule)} |`);
            out.push('');
        }
    }
    if (inv.shared.length > 0) {
        out.push('### Files several harnesses read', '', '| File | Harness | How it reads the file | Source |', '|---|---|---|---|');
        for (const f of inv.shared) {
            f.readers.forEach((r, i) => out.push(`| ${i === 0 ? code(f.path) : ''} | ${r.title} | ${ours(r.how)} | ${ours(r.source)} |`));
            if (f.notRead.length > 0)
                out.push(`| | ${f.notRead.map((h) => _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .HARNESS_TITLES */ .lX[h]).join(', ')} | not read | agentlint's discovery |`);
        }
        out.push('');
    }
    return out.join('\n');
}
const NO_CHANGE = 'No change in what any harness loads';
function formatDiffMarkdown(d, o = {}) {
    const head = [...(o.header ? [o.header] : []), '### agentlint: what this change does to what each harness loads', ''];
    const base = o.baseLabel ?? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(d.base);
    if (d.harnesses.length === 0)
        return [...head, `${NO_CHANGE}, compared with ${base}.`, ''].join('\n');
    const total = d.harnesses.reduce((n, h) => n + h.changes.reduce((m, c) => m + c.details.length, 0), 0);
    head.push(`Compared with ${base}: ${total} change${total === 1 ? '' : 's'}.`, '');
    const blocks = [];
    for (const g of (0,_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.changeLines)(d)) {
        const b = [`#### ${g.harness} (${g.lines.length})`, ''];
        const items = g.lines.map((l) => `- ${l.problem ? `${_inventory_text_js__WEBPACK_IMPORTED_MODULE_1__.PROBLEM_MARK} ` : ''}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdMessage */ .be)(l.text)}`);
        b.push(...items.slice(0, SHOWN_PER_HARNESS));
        if (items.length > SHOWN_PER_HARNESS)
            b.push('', `<details><summary>${items.length - SHOWN_PER_HARNESS} more</summary>`, '', ...items.slice(SHOWN_PER_HARNESS), '', '</details>');
        b.push('');
        blocks.push(b);
    }
    const text = [...head, ...blocks.flat()].join('\n');
    if (o.maxLength === undefined || text.length <= o.maxLength)
        return text;
    // Too long: whole lines until the limit, then the note (an open <details> is closed).
    const note = o.cutNote ?? 'The list is cut here.';
    const budget = o.maxLength - note.length - 40;
    const kept = [];
    let size = 0;
    let open = false;
    let shown = 0;
    for (const line of [...head, ...blocks.flat()]) {
        if (size + line.length + 1 > budget)
            break;
        kept.push(line);
        size += line.length + 1;
        if (line.startsWith('<details>'))
            open = true;
        if (line === '</details>')
            open = false;
        if (line.startsWith('- '))
            shown++;
    }
    if (open)
        kept.push('', '</details>');
    kept.push('', `…and ${total - shown} more. ${note}`, '');
    return kept.join('\n');
}


/***/ }),

/***/ 6198:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KIND_LABEL: () => (/* binding */ KIND_LABEL),
/* harmony export */   PROBLEM_MARK: () => (/* binding */ PROBLEM_MARK),
/* harmony export */   changeLines: () => (/* binding */ changeLines),
/* harmony export */   changeSubject: () => (/* binding */ changeSubject),
/* harmony export */   droppedLine: () => (/* binding */ droppedLine),
/* harmony export */   formatDiffText: () => (/* binding */ formatDiffText),
/* harmony export */   formatInventoryText: () => (/* binding */ formatInventoryText),
/* harmony export */   problemLine: () => (/* binding */ problemLine),
/* harmony export */   valueText: () => (/* binding */ valueText)
/* harmony export */ });
/* harmony import */ var _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4773);
/** The inventory and its difference as plain text (`agentlint inventory`, `--diff`). */

const KIND_LABEL = {
    agent: 'agent',
    skill: 'skill',
    command: 'command',
    hook: 'hook',
    'mcp-server': 'MCP server',
    instructions: 'instructions',
    'output-style': 'output style',
    plugin: 'plugin',
    marketplace: 'marketplace',
    'lsp-server': 'LSP servers',
    monitor: 'monitors',
    settings: 'settings',
    policy: 'policy',
};
const code = (s) => `\`${s.replace(/`/g, "'")}\``;
/** `value` or `a, b` (a list), as one line. */
function valueText(v) {
    return typeof v === 'string' ? v : v.length ? v.join(', ') : '(none)';
}
function droppedLine(e) {
    if (e.dropped.length === 0)
        return undefined;
    return e.dropped.map((d) => (d.field === 'frontmatter' ? `every field (${d.reason})` : d.written === d.field ? `${d.field} (${d.reason})` : `${d.field === 'handlers' ? 'handler' : d.field} ${code(d.written)} (${d.reason})`)).join('; ');
}
/** The values shown that a finding says are ignored or fail when used, as one line. */
function problemLine(e) {
    if (e.problems.length === 0)
        return undefined;
    return e.problems.map((p) => `${p.field === '' ? 'the entry' : `${p.field === 'handlers' ? 'handler' : p.field} ${code(p.written)}`} ${p.effect === 'ignored' ? 'is ignored' : 'fails when used'} (${p.reason})`).join('; ');
}
function formatInventoryText(inv) {
    const out = [];
    if (inv.harnesses.length === 0)
        return 'No harness reads any file of this tree.\n';
    for (const h of inv.harnesses) {
        out.push(`${h.title}: ${h.loaded.length} loaded, ${h.notLoaded.length} not loaded`);
        for (const e of h.loaded) {
            const catalog = e.origin?.catalog ? `  (catalogue: installs as ${e.origin.catalog})` : '';
            out.push(`  ${KIND_LABEL[e.kind]} ${e.name}  ${e.path}${e.origin?.plugin ? `  (plugin ${e.origin.plugin}${e.origin.marketplace ? `, marketplace ${e.origin.marketplace}` : ''})` : ''}${catalog}`);
            for (const [k, v] of Object.entries(e.values))
                out.push(`      ${k}: ${valueText(v)}`);
            const dropped = droppedLine(e);
            if (dropped)
                out.push(`      not in effect: ${dropped}`);
            const problems = problemLine(e);
            if (problems)
                out.push(`      problems: ${problems}`);
        }
        if (h.notLoaded.length > 0)
            out.push('  not loaded:');
        for (const e of h.notLoaded)
            out.push(`  ${KIND_LABEL[e.kind]} ${e.name}  ${e.path}:${e.reason.line}:${e.reason.column}  ${e.reason.short} (${e.reason.rule})`);
        out.push('');
    }
    if (inv.shared.length > 0) {
        out.push('Files several harnesses read:');
        for (const f of inv.shared) {
            out.push(`  ${f.path}`);
            for (const r of f.readers)
                out.push(`    ${r.title}: ${r.how} (${r.source})`);
            if (f.notRead.length > 0)
                out.push(`    not read by (as agentlint knows them): ${f.notRead.map((h) => _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .HARNESS_TITLES */ .lX[h]).join(', ')}`);
        }
        out.push('');
    }
    return out.join('\n');
}
/** `` `reviewer` `` for an agent, `` skill `pdf` `` for the rest (the harness is the section's heading). */
function changeSubject(c) {
    return `${c.kind === 'agent' ? '' : `${KIND_LABEL[c.kind] ?? c.kind} `}${code(c.name)}`;
}
/** The mark of a line that says a harness does less than the author meant. */
const PROBLEM_MARK = '⚠️';
/** One line per changed value (`` `deploy`: model `opus` → `sonnet` ``), per harness, the problems first. */
function changeLines(d) {
    return d.harnesses.map((h) => {
        const lines = h.changes.flatMap((c) => c.details.map((x) => ({ text: `${changeSubject(c)}: ${x}`, problem: c.problem })));
        return { harness: h.title, lines: [...lines.filter((l) => l.problem), ...lines.filter((l) => !l.problem)] };
    });
}
function formatDiffText(d) {
    if (d.harnesses.length === 0)
        return `No change in what any harness loads (compared with ${d.base}).\n`;
    const out = [`What each harness loads, compared with ${d.base}:`, ''];
    for (const g of changeLines(d)) {
        out.push(`${g.harness}:`);
        for (const l of g.lines)
            out.push(`  ${l.problem ? `${PROBLEM_MARK} ` : ''}${l.text}`);
        out.push('');
    }
    return out.join('\n');
}


/***/ })

};
