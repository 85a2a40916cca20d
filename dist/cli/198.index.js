export const id = 198;
export const ids = [198];
export const modules = {

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
