/**
 * The inventory and its difference as Markdown: the `--format markdown` output,
 * the job summary and the pull-request comment. Changes are grouped by harness;
 * past 20 lines a harness's rest is collapsed in <details>; the whole text stays
 * under a size limit (GitHub's 65,536 characters for a comment body).
 */
import { HARNESS_TITLES } from '../artifacts/harness.js';
import type { InventoryDiff } from '../engine/inventory/diff.js';
import type { Inventory } from '../engine/inventory/model.js';
import { changeLines, droppedLine, KIND_LABEL, PROBLEM_MARK, problemLine, valueText } from './inventory-text.js';
import { mdCode, mdMessage } from './escape.js';

/** Lines shown before the rest of a harness's list is collapsed. */
export const SHOWN_PER_HARNESS = 20;
/** Under GitHub's 65,536-character limit for a comment body, with room for the marker and the closing note. */
export const COMMENT_LIMIT = 65000;

// What a repository wrote (names, paths, values, the reasons quoting them) is escaped; agentlint's own words
// (titles, how a harness reads a file, sources) only need a table's pipes escaped.
const TABLE = { table: true };
const code = (s: string) => mdCode(s, TABLE);
const text = (s: string) => mdMessage(s, TABLE);
const ours = (s: string) => s.replace(/\|/g, '\\|');

export function formatInventoryMarkdown(inv: Inventory): string {
  const out = ['## What each harness loads', ''];
  if (inv.harnesses.length === 0) out.push('No harness reads any file of this tree.', '');
  for (const h of inv.harnesses) {
    out.push(`### ${h.title}: ${h.loaded.length} loaded, ${h.notLoaded.length} not loaded`, '');
    if (h.loaded.length > 0) {
      out.push('| Kind | Name | File | Values | Not in effect |', '|---|---|---|---|---|');
      for (const e of h.loaded) {
        const values = Object.entries(e.values)
          .filter(([k]) => k !== 'description')
          .map(([k, v]) => `${k}: ${valueText(v)}`)
          .join('; ');
        const where = e.origin?.plugin
          ? ` (plugin ${code(e.origin.plugin)}${e.origin.marketplace ? `, marketplace ${code(e.origin.marketplace)}` : ''})`
          : e.origin?.catalog
            ? ` (catalogue: installs as ${code(e.origin.catalog)})`
            : '';
        out.push(`| ${KIND_LABEL[e.kind]} | ${code(e.name)} | ${code(e.path)}${where} | ${text(values)} | ${text([droppedLine(e), problemLine(e) && `${PROBLEM_MARK} ${problemLine(e)}`].filter(Boolean).join('; '))} |`);
      }
      out.push('');
    }
    if (h.notLoaded.length > 0) {
      out.push('Not loaded:', '', '| Kind | Name | File | Why | Rule |', '|---|---|---|---|---|');
      for (const e of h.notLoaded) out.push(`| ${KIND_LABEL[e.kind]} | ${code(e.name)} | ${code(`${e.path}:${e.reason.line}:${e.reason.column}`)} | ${text(e.reason.short)} | ${code(e.reason.rule)} |`);
      out.push('');
    }
  }
  if (inv.shared.length > 0) {
    out.push('### Files several harnesses read', '', '| File | Harness | How it reads the file | Source |', '|---|---|---|---|');
    for (const f of inv.shared) {
      f.readers.forEach((r, i) => out.push(`| ${i === 0 ? code(f.path) : ''} | ${r.title} | ${ours(r.how)} | ${ours(r.source)} |`));
      if (f.notRead.length > 0) out.push(`| | ${f.notRead.map((h) => HARNESS_TITLES[h]).join(', ')} | not read | agentlint's discovery |`);
    }
    out.push('');
  }
  return out.join('\n');
}

export interface DiffMarkdownOptions {
  /** First line(s), e.g. the hidden marker of the pull-request comment. */
  header?: string;
  /** Maximum length (default: no limit). */
  maxLength?: number;
  /** What to say when the text is cut (e.g. a pointer to the job summary). */
  cutNote?: string;
  /** How the base is named in the text (default `d.base`). */
  baseLabel?: string;
}

export const NO_CHANGE = 'No change in what any harness loads';

export function formatDiffMarkdown(d: InventoryDiff, o: DiffMarkdownOptions = {}): string {
  const head = [...(o.header ? [o.header] : []), '### agentlint: what this change does to what each harness loads', ''];
  const base = o.baseLabel ?? mdCode(d.base);
  if (d.harnesses.length === 0) return [...head, `${NO_CHANGE}, compared with ${base}.`, ''].join('\n');
  const total = d.harnesses.reduce((n, h) => n + h.changes.reduce((m, c) => m + c.details.length, 0), 0);
  head.push(`Compared with ${base}: ${total} change${total === 1 ? '' : 's'}.`, '');
  const blocks: string[][] = [];
  for (const g of changeLines(d)) {
    const b = [`#### ${g.harness} (${g.lines.length})`, ''];
    const items = g.lines.map((l) => `- ${l.problem ? `${PROBLEM_MARK} ` : ''}${mdMessage(l.text)}`);
    b.push(...items.slice(0, SHOWN_PER_HARNESS));
    if (items.length > SHOWN_PER_HARNESS) b.push('', `<details><summary>${items.length - SHOWN_PER_HARNESS} more</summary>`, '', ...items.slice(SHOWN_PER_HARNESS), '', '</details>');
    b.push('');
    blocks.push(b);
  }
  const text = [...head, ...blocks.flat()].join('\n');
  if (o.maxLength === undefined || text.length <= o.maxLength) return text;
  // Too long: whole lines until the limit, then the note (an open <details> is closed).
  const note = o.cutNote ?? 'The list is cut here.';
  const budget = o.maxLength - note.length - 40;
  const kept: string[] = [];
  let size = 0;
  let open = false;
  let shown = 0;
  for (const line of [...head, ...blocks.flat()]) {
    if (size + line.length + 1 > budget) break;
    kept.push(line);
    size += line.length + 1;
    if (line.startsWith('<details>')) open = true;
    if (line === '</details>') open = false;
    if (line.startsWith('- ')) shown++;
  }
  if (open) kept.push('', '</details>');
  kept.push('', `…and ${total - shown} more. ${note}`, '');
  return kept.join('\n');
}
