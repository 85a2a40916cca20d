/** Text output of `agentlint resolve`: one agent as ai-rulez would generate it, or the table of all agents. */
import { yamlPlainSafe } from '../diagnostics/edits.js';
import { closest } from '../diagnostics/suggest.js';
import type { ResolvedAgent, ResolvedProject } from '../formats/ai-rulez/lib/resolve.js';

function yamlValue(v: unknown): string {
  if (typeof v === 'string') return yamlPlainSafe(v) ? v : JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(yamlValue).join(', ')}]`;
  if (v && typeof v === 'object') return `{${Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}: ${yamlValue(x)}`).join(', ')}}`;
  return v === null || v === undefined ? 'null' : String(v);
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** One agent: merged frontmatter with each field's layer, then the body parts with theirs. */
export function renderResolvedAgent(agent: ResolvedAgent, config: string): string {
  const out: string[] = [];
  const chain = agent.chain.map((l) => `${l.layer}${l.path ? ` (${l.path})` : ''}`).join(' → ');
  out.push(`# ${agent.name} — ${config}`);
  out.push(`# status: ${agent.status}${agent.extends ? `, extends: ${agent.extends}` : ''}`);
  out.push(`# chain: ${chain}`);
  if (agent.shadows.length && agent.status !== 'extends') {
    out.push(`# replaces: ${agent.shadows.map((s) => `${s.layer}${s.path ? ` (${s.path})` : ''}`).join(', ')}`);
  }
  const lines = agent.fields.map((f) => `${f.key}: ${yamlValue(f.value)}`);
  const width = Math.min(60, Math.max(0, ...lines.map((l) => l.length)) + 2);
  out.push('---');
  agent.fields.forEach((f, i) => out.push(`${lines[i]!}${' '.repeat(Math.max(2, width - lines[i]!.length))}# ${f.layer}`));
  out.push('---');
  agent.body.forEach((part, i) => {
    if (i > 0) out.push('');
    out.push(`<!-- ${part.layer}: ${part.kind === 'file' ? part.path : part.kind === 'builtin' ? `builtin ${part.agent}` : `${part.agent}, not fetched`} -->`);
    out.push(part.text);
  });
  if (agent.unknownFieldsFrom.length) {
    out.push('');
    out.push(`# frontmatter inherited from ${agent.unknownFieldsFrom.join(', ')} is not known to agentlint (not shown)`);
  }
  return `${out.join('\n')}\n`;
}

/** The table of every generated agent per ai-rulez project: name, layer, what it extends, status, file. */
export function renderResolveTable(projects: ResolvedProject[]): string {
  if (projects.length === 0) return 'no ai-rulez config found\n';
  const out: string[] = [];
  for (const p of projects) {
    if (out.length) out.push('');
    out.push(`${p.config}  (layers, highest first: ${p.layers.map((l) => `${l.id}${l.unknown ? '?' : ''}`).join(' > ')})`);
    const rows = [['NAME', 'LAYER', 'EXTENDS', 'STATUS', 'CHAIN', 'FILE']];
    for (const a of p.agents) {
      rows.push([a.name, a.layer, a.extends ?? '-', a.status, a.chain.map((l) => l.layer).join(' → '), a.path ?? '-']);
    }
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
    for (const r of rows) out.push(r.map((cell, c) => (c === r.length - 1 ? cell : pad(cell, widths[c]! + 2))).join('').trimEnd());
    if (p.layers.some((l) => l.unknown)) out.push('(? = not fetched: its agents are unknown)');
  }
  return `${out.join('\n')}\n`;
}

/** `agentlint resolve [NAME]` as text: the agent when NAME is given, else the table. */
export function renderResolveText(projects: ResolvedProject[], name?: string): string {
  if (name === undefined) return renderResolveTable(projects);
  const found = projects.flatMap((p) => p.agents.filter((a) => a.name === name).map((a) => renderResolvedAgent(a, p.config)));
  if (found.length > 0) return found.join('\n');
  const names = [...new Set(projects.flatMap((p) => p.agents.map((a) => a.name)))];
  const near = closest(name, names)[0];
  return `no ai-rulez agent named \`${name}\`${near ? ` (did you mean \`${near.value}\`?)` : ''}\n`;
}
