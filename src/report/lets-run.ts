/**
 * "What this pull request lets run": the part of the inventory comment a security reviewer reads first. It lists,
 * per harness, every hook, MCP server and settings file the pull request adds or changes (with when it runs), and
 * every security finding the head has that the base had not (what it runs or hides, when, and on whose machine:
 * the messages of the `security/*` rules say it). Everything printed comes from the repository, so it is escaped.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { SHORT_TITLES, type InventoryDiff } from '../engine/inventory/diff.js';
import { eventWhen } from '../rules/shared/command-sites.js';
import { mdMessage } from './escape.js';
import { readerMessage } from './message.js';

export const LETS_RUN_HEADING = '#### What this pull request lets run';

/** One list line, on one line, escaped by the one Markdown escaper of every report (./escape.ts). */
export const inert = (s: string): string => `- ${mdMessage(s.replace(/^- /, ''))}`;

/** A value shown inside a code span: it cannot close the span. */
const tick = (s: string): string => s.replace(/`/g, "'");

/** What a finding is about, to recognise it on both sides though its line moved. */
const keyOf = (d: Diagnostic) => `${d.kind}\u0000${d.harness ?? ''}\u0000${d.span.path}\u0000${d.message}`;

const RUNNING_KINDS = new Set(['hook', 'mcp-server', 'settings']);

/** The lines of the section: inventory changes of what runs, then new security findings. Empty when there is none. */
export function letsRunLines(diff: InventoryDiff, head: readonly Diagnostic[], base: readonly Diagnostic[]): string[] {
  const out: string[] = [];
  for (const h of diff.harnesses) {
    for (const c of h.changes) {
      if (!RUNNING_KINDS.has(c.kind) || c.change === 'removed' || c.change === 'no-longer-loaded') continue;
      const when = c.kind === 'hook' ? `: runs ${eventWhen(c.name)}, without asking` : c.kind === 'mcp-server' ? ': starts at session start once the server is enabled' : ': applies to everyone who opens the repository';
      const what = c.kind === 'hook' ? `hook \`${tick(c.name)}\`` : c.kind === 'mcp-server' ? `MCP server \`${tick(c.name)}\`` : 'settings';
      // The change's own word ("added") is already said; what is left of a detail is the entry's values.
      const details = c.details.map((d) => d.replace(/^(?:added|changed)\b[:,]?\s*/, '').replace(/^\((.*)\)$/, '$1')).filter(Boolean);
      out.push(inert(`- ${h.title}: ${c.change} ${what} in \`${tick(c.path)}\`${when}${details.length ? ` (${details.join('; ')})` : ''}`));
    }
  }
  const before = new Set(base.filter((d) => d.category === 'security').map(keyOf));
  for (const d of head) {
    if (d.category !== 'security' || before.has(keyOf(d))) continue;
    const who = d.harness ? SHORT_TITLES[d.harness] : 'any harness';
    out.push(`${d.level === 'error' ? '- **error** ' : `- ${d.level} `}${mdMessage(`\`${tick(d.span.path)}:${d.span.range.start.line}\` (${who}, \`${d.kind}\`): ${readerMessage(d)}`)}`);
  }
  return out;
}

/** At most this much of a comment goes to the section; the rest of its lines are counted. */
export const LETS_RUN_MAX = 20_000;

/** The section, or nothing: whole lines up to `max` characters, then how many more there are. */
export function formatLetsRun(lines: readonly string[], max = LETS_RUN_MAX): string {
  if (lines.length === 0) return '';
  const kept: string[] = [];
  let size = LETS_RUN_HEADING.length + 80;
  for (const l of lines) {
    if (size + l.length + 1 > max) break;
    kept.push(l);
    size += l.length + 1;
  }
  const more = lines.length - kept.length;
  return [LETS_RUN_HEADING, '', ...kept, ...(more > 0 ? ['', `…and ${more} more: run \`agentlint --format json\` on the pull request's head.`] : []), ''].join('\n');
}
