export const id = 173;
export const ids = [173,198];
export const modules = {

/***/ 9173:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMENT_LIMIT: () => (/* binding */ COMMENT_LIMIT),
  NO_CHANGE: () => (/* binding */ NO_CHANGE),
  SHOWN_PER_HARNESS: () => (/* binding */ SHOWN_PER_HARNESS),
  formatDiffMarkdown: () => (/* binding */ formatDiffMarkdown),
  formatInventoryMarkdown: () => (/* binding */ formatInventoryMarkdown)
});

// EXTERNAL MODULE: ./build/src/artifacts/harness.js
var harness = __webpack_require__(6429);
// EXTERNAL MODULE: ./build/src/report/inventory-text.js
var inventory_text = __webpack_require__(6198);
// EXTERNAL MODULE: ./build/src/engine/suppressions/file.js
var file = __webpack_require__(331);
// EXTERNAL MODULE: ./build/src/report/workflow-commands.js
var workflow_commands = __webpack_require__(5190);
;// CONCATENATED MODULE: ./build/src/report/summary.js
/**
 * The Markdown summary for the job summary and the check run's
 * `output.summary`: counts by level and by rule, the ruleset fingerprint,
 * the findings, truncated to fit GitHub's 65,535-character limit.
 */



/** GitHub's limit for a check run's `output.summary` (and `output.text`). */
const SUMMARY_LIMIT = 65535;
/** Skipped files listed by name in the summary; the rest are counted. */
const SKIPPED_LISTED = 20;
const LEVEL_LABEL = { error: 'Errors', warn: 'Warnings', info: 'Notices' };
const LEVEL_ICON = { error: '❌', warn: '⚠️', info: 'ℹ️' };
const LEVELS = (/* unused pure expression or super */ null && (['error', 'warn', 'info']));
/** Escape what would break a Markdown table cell. */
function cell(s) {
    return s.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}
const suppressedByFile = (result) => result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE).length;
function toSummary(result, opts = {}) {
    const max = opts.maxLength ?? SUMMARY_LIMIT;
    const ds = opts.diagnostics ?? result.diagnostics;
    const counts = countByLevel(ds);
    const head = [];
    head.push(`## ${opts.title ?? 'agentlint'}`, '');
    if (ds.length === 0)
        head.push('No findings.', '');
    head.push('| Level | Count |', '| --- | ---: |');
    for (const l of LEVELS)
        head.push(`| ${LEVEL_ICON[l]} ${LEVEL_LABEL[l]} | ${counts[l]} |`);
    head.push('');
    const facts = [
        `Files checked: ${result.filesChecked}`,
        `suppressed: ${result.suppressed.length}${suppressedByFile(result) ? ` (${suppressedByFile(result)} by the suppressions file)` : ''}`,
        `ruleset fingerprint: \`${result.ruleset.fingerprint}\``,
        `${result.tool.name} ${result.tool.version}`,
    ];
    head.push(facts.join(' · '));
    if (opts.scopeNote)
        head.push('', opts.scopeNote);
    const outside = result.diagnostics.length - ds.length;
    if (opts.diagnostics && outside > 0)
        head.push('', `${outside} more finding${outside === 1 ? '' : 's'} outside this scope (all are in the SARIF file).`);
    if (opts.notShown && omittedText(opts.notShown)) {
        head.push('', `GitHub shows 10 annotations of each level per step: ${omittedText(opts.notShown)} were not shown as annotations and are listed below.`);
    }
    for (const n of opts.notes ?? [])
        head.push('', n);
    // Files not read (FIFO, binary, too large, a link out of the root) or only partly checked (time budget):
    // without this the Action's report would not say that they were never linted.
    if (result.skipped.length > 0) {
        const shown = result.skipped.slice(0, SKIPPED_LISTED);
        head.push('', `${result.skipped.length} file${result.skipped.length === 1 ? '' : 's'} not fully checked:`, '');
        for (const s of shown)
            head.push(`- \`${cell(joinPath(opts.pathPrefix, s.path))}\`: ${cell(s.reason)}`);
        if (result.skipped.length > shown.length)
            head.push(`- …and ${result.skipped.length - shown.length} more`);
    }
    head.push('');
    if (ds.length > 0) {
        const byRule = new Map();
        for (const d of ds) {
            const c = byRule.get(d.kind) ?? { error: 0, warn: 0, info: 0 };
            c[d.level]++;
            byRule.set(d.kind, c);
        }
        head.push('### By rule', '', '| Rule | Errors | Warnings | Notices |', '| --- | ---: | ---: | ---: |');
        for (const [kind, c] of [...byRule].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
            head.push(`| \`${kind}\` | ${c.error} | ${c.warn} | ${c.info} |`);
        head.push('');
    }
    let out = head.join('\n') + '\n';
    if (ds.length === 0)
        return fit(out, max);
    const rows = ds.map((d) => {
        const { start } = d.span.range;
        return `| ${LEVEL_ICON[d.level]} | \`${cell(joinPath(opts.pathPrefix, d.span.path))}:${start.line}:${start.column}\` | [\`${d.kind}\`](${d.docs}) | ${cell(d.message)} |`;
    });
    const tableHead = ['### Findings', '', '| | Location | Rule | Message |', '| --- | --- | --- | --- |'].join('\n') + '\n';
    const note = (n) => `\n_…and ${n} more finding${n === 1 ? '' : 's'} not listed: the summary is limited to ${max} characters. The SARIF file has all of them._\n`;
    // Reserve room for the truncation note, then add rows while they fit.
    const reserve = note(ds.length).length;
    let body = tableHead;
    let i = 0;
    for (; i < rows.length; i++) {
        const next = rows[i] + '\n';
        const remaining = rows.length - i - 1;
        const need = out.length + body.length + next.length + (remaining > 0 ? reserve : 0);
        if (need > max)
            break;
        body += next;
    }
    if (i === 0)
        body = '';
    out += body;
    if (i < rows.length)
        out += note(rows.length - i);
    return fit(out, max);
}
/** Last resort: hard-cut text that is still over the limit (only when the head alone is too long). */
function fit(s, max) {
    if (s.length <= max)
        return s;
    const tail = '\n\n_(summary truncated)_\n';
    return s.slice(0, Math.max(0, max - tail.length)) + tail;
}

;// CONCATENATED MODULE: ./build/src/report/inventory-markdown.js
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
const code = (s) => `\`${s.replace(/`/g, "'")}\``;
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
                    .map(([k, v]) => `${k}: ${(0,inventory_text.valueText)(v)}`)
                    .join('; ');
                const where = e.origin?.plugin
                    ? ` (plugin ${code(e.origin.plugin)}${e.origin.marketplace ? `, marketplace ${code(e.origin.marketplace)}` : ''})`
                    : e.origin?.catalog
                        ? ` (catalogue: installs as ${code(e.origin.catalog)})`
                        : '';
                out.push(`| ${inventory_text.KIND_LABEL[e.kind]} | ${cell(code(e.name))} | ${cell(code(e.path))}${cell(where)} | ${cell(values)} | ${cell((0,inventory_text.droppedLine)(e) ?? '')} |`);
            }
            out.push('');
        }
        if (h.notLoaded.length > 0) {
            out.push('Not loaded:', '', '| Kind | Name | File | Why | Rule |', '|---|---|---|---|---|');
            for (const e of h.notLoaded)
                out.push(`| ${inventory_text.KIND_LABEL[e.kind]} | ${cell(code(e.name))} | ${cell(code(`${e.path}:${e.reason.line}:${e.reason.column}`))} | ${cell(e.reason.short)} | ${code(e.reason.rule)} |`);
            out.push('');
        }
    }
    if (inv.shared.length > 0) {
        out.push('### Files several harnesses read', '', '| File | Harness | How it reads the file | Source |', '|---|---|---|---|');
        for (const f of inv.shared) {
            f.readers.forEach((r, i) => out.push(`| ${i === 0 ? cell(code(f.path)) : ''} | ${r.title} | ${cell(r.how)} | ${cell(r.source)} |`));
            if (f.notRead.length > 0)
                out.push(`| | ${f.notRead.map((h) => harness/* HARNESS_TITLES */.lX[h]).join(', ')} | not read | agentlint's discovery |`);
        }
        out.push('');
    }
    return out.join('\n');
}
const NO_CHANGE = 'No change in what any harness loads';
function formatDiffMarkdown(d, o = {}) {
    const head = [...(o.header ? [o.header] : []), '### agentlint: what this change does to what each harness loads', ''];
    const base = o.baseLabel ?? code(d.base);
    if (d.harnesses.length === 0)
        return [...head, `${NO_CHANGE}, compared with ${base}.`, ''].join('\n');
    const total = d.harnesses.reduce((n, h) => n + h.changes.reduce((m, c) => m + c.details.length, 0), 0);
    head.push(`Compared with ${base}: ${total} change${total === 1 ? '' : 's'}.`, '');
    const blocks = [];
    for (const g of (0,inventory_text.changeLines)(d)) {
        const b = [`#### ${g.harness} (${g.lines.length})`, ''];
        const items = g.lines.map((l) => `- ${l}`);
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
/* harmony export */   changeLines: () => (/* binding */ changeLines),
/* harmony export */   changeSubject: () => (/* binding */ changeSubject),
/* harmony export */   droppedLine: () => (/* binding */ droppedLine),
/* harmony export */   formatDiffText: () => (/* binding */ formatDiffText),
/* harmony export */   formatInventoryText: () => (/* binding */ formatInventoryText),
/* harmony export */   valueText: () => (/* binding */ valueText)
/* harmony export */ });
/* harmony import */ var _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6429);
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
    return e.dropped.map((d) => (d.field === 'frontmatter' ? `every field (${d.reason})` : d.written === d.field ? `${d.field} (${d.reason})` : `${d.field} ${code(d.written)} (${d.reason})`)).join('; ');
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
/** `` `reviewer` (Claude Code)`` for an agent, `` skill `pdf` (Copilot)`` for the rest. */
function changeSubject(c, title) {
    return `${c.kind === 'agent' ? '' : `${KIND_LABEL[c.kind] ?? c.kind} `}${code(c.name)} (${title})`;
}
/** One line per changed value: `` `deploy` (Claude Code): model `opus` → `sonnet` ``. */
function changeLines(d) {
    return d.harnesses.map((h) => ({ harness: h.title, lines: h.changes.flatMap((c) => c.details.map((x) => `${changeSubject(c, h.title)}: ${x}`)) }));
}
function formatDiffText(d) {
    if (d.harnesses.length === 0)
        return `No change in what any harness loads (compared with ${d.base}).\n`;
    const out = [`What each harness loads, compared with ${d.base}:`, ''];
    for (const g of changeLines(d)) {
        out.push(`${g.harness}:`);
        for (const l of g.lines)
            out.push(`  ${l}`);
        out.push('');
    }
    return out.join('\n');
}


/***/ })

};
