/** The inventory and its difference as plain text (`agentlint inventory`, `--diff`). */
import { HARNESS_TITLES } from '../artifacts/harness.js';
import type { InventoryChange, InventoryDiff } from '../engine/inventory/diff.js';
import type { EntryKind, Inventory, InventoryEntry } from '../engine/inventory/model.js';

export const KIND_LABEL: Record<EntryKind, string> = {
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

const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;

/** `value` or `a, b` (a list), as one line. */
export function valueText(v: string | string[]): string {
  return typeof v === 'string' ? v : v.length ? v.join(', ') : '(none)';
}

export function droppedLine(e: InventoryEntry): string | undefined {
  if (e.dropped.length === 0) return undefined;
  return e.dropped.map((d) => (d.field === 'frontmatter' ? `every field (${d.reason})` : d.written === d.field ? `${d.field} (${d.reason})` : `${d.field === 'handlers' ? 'handler' : d.field} ${code(d.written)} (${d.reason})`)).join('; ');
}

/** The values shown that a finding says are ignored or fail when used, as one line. */
export function problemLine(e: InventoryEntry): string | undefined {
  if (e.problems.length === 0) return undefined;
  return e.problems.map((p) => `${p.field === '' ? 'the entry' : `${p.field === 'handlers' ? 'handler' : p.field} ${code(p.written)}`} ${p.effect === 'ignored' ? 'is ignored' : 'fails when used'} (${p.reason})`).join('; ');
}

export function formatInventoryText(inv: Inventory): string {
  const out: string[] = [];
  if (inv.harnesses.length === 0) return 'No harness reads any file of this tree.\n';
  for (const h of inv.harnesses) {
    out.push(`${h.title}: ${h.loaded.length} loaded, ${h.notLoaded.length} not loaded`);
    for (const e of h.loaded) {
      const catalog = e.origin?.catalog ? `  (catalogue: installs as ${e.origin.catalog})` : '';
      out.push(`  ${KIND_LABEL[e.kind]} ${e.name}  ${e.path}${e.origin?.plugin ? `  (plugin ${e.origin.plugin}${e.origin.marketplace ? `, marketplace ${e.origin.marketplace}` : ''})` : ''}${catalog}`);
      for (const [k, v] of Object.entries(e.values)) out.push(`      ${k}: ${valueText(v)}`);
      const dropped = droppedLine(e);
      if (dropped) out.push(`      not in effect: ${dropped}`);
      const problems = problemLine(e);
      if (problems) out.push(`      problems: ${problems}`);
    }
    if (h.notLoaded.length > 0) out.push('  not loaded:');
    for (const e of h.notLoaded) out.push(`  ${KIND_LABEL[e.kind]} ${e.name}  ${e.path}:${e.reason.line}:${e.reason.column}  ${e.reason.short} (${e.reason.rule})`);
    out.push('');
  }
  if (inv.shared.length > 0) {
    out.push('Files several harnesses read:');
    for (const f of inv.shared) {
      out.push(`  ${f.path}`);
      for (const r of f.readers) out.push(`    ${r.title}: ${r.how} (${r.source})`);
      if (f.notRead.length > 0) out.push(`    not read by (as agentlint knows them): ${f.notRead.map((h) => HARNESS_TITLES[h]).join(', ')}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** `` `reviewer` `` for an agent, `` skill `pdf` `` for the rest (the harness is the section's heading). */
export function changeSubject(c: Pick<InventoryChange, 'kind' | 'name'>): string {
  return `${c.kind === 'agent' ? '' : `${KIND_LABEL[c.kind as EntryKind] ?? c.kind} `}${code(c.name)}`;
}

/** The mark of a line that says a harness does less than the author meant. */
export const PROBLEM_MARK = '⚠️';

export interface ChangeLine {
  text: string;
  /** Something stops loading, or a value is not in effect. */
  problem: boolean;
}

/** One line per changed value (`` `deploy`: model `opus` → `sonnet` ``), per harness, the problems first. */
export function changeLines(d: InventoryDiff): Array<{ harness: string; lines: ChangeLine[] }> {
  return d.harnesses.map((h) => {
    const lines = h.changes.flatMap((c) => c.details.map((x) => ({ text: `${changeSubject(c)}: ${x}`, problem: c.problem })));
    return { harness: h.title, lines: [...lines.filter((l) => l.problem), ...lines.filter((l) => !l.problem)] };
  });
}

export function formatDiffText(d: InventoryDiff): string {
  if (d.harnesses.length === 0) return `No change in what any harness loads (compared with ${d.base}).\n`;
  const out = [`What each harness loads, compared with ${d.base}:`, ''];
  for (const g of changeLines(d)) {
    out.push(`${g.harness}:`);
    for (const l of g.lines) out.push(`  ${l.problem ? `${PROBLEM_MARK} ` : ''}${l.text}`);
    out.push('');
  }
  return out.join('\n');
}
