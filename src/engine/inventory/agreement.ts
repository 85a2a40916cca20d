/**
 * The inventory says what the linter says: a hook handler, an MCP server or a hook event a finding says the
 * harness skips is not counted as loaded, and a value it shows that a finding says is ignored or fails when used
 * carries that finding. Decided from each finding's effect and where it points (`span.subject`, else
 * `span.jsonPath`, compared with the tree's own paths), never from its message.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { childPath, getNode, type TreeNode } from '../../artifacts/tree.js';
import { shortReason } from './fate.js';
import type { InventoryEntry, Reason, ValueProblem } from './model.js';

/** Where a finding's effect applies: the node it names as its subject, else the node it points at. */
export function subjectOf(d: Diagnostic): string | undefined {
  return d.span.subject ?? d.span.jsonPath;
}

/** `outer` is `inner` or one of its ancestors (`$.a` holds `$.a.b` and `$.a[0]`, not `$.ab`). */
export function holds(outer: string, inner: string): boolean {
  return inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
}

export function reasonOf(d: Diagnostic): Reason {
  return { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d) };
}

/** A whole file or frontmatter: an `ignored` finding there is about something in it, not about every element. */
const WHOLE = new Set(['$', '$.frontmatter']);

/** The finding that says the harness skips the element at `path` (an `ignored` finding on it or around it). */
export function skippedBy(path: string, findings: readonly Diagnostic[]): Diagnostic | undefined {
  return findings.find((d) => {
    const s = subjectOf(d);
    return d.effect === 'ignored' && s !== undefined && !WHOLE.has(s) && holds(s, path);
  });
}

/** The finding that says the harness does not load the element at `path` (a `not-loaded` finding inside it). */
export function notLoadedInside(path: string, findings: readonly Diagnostic[]): Diagnostic | undefined {
  return findings.find((d) => {
    const s = subjectOf(d);
    return d.effect === 'not-loaded' && s !== undefined && holds(path, s);
  });
}

export function problemOf(field: string, written: string, d: Diagnostic): ValueProblem {
  const effect = d.effect === 'ignored' ? 'ignored' : 'fails-at-run-time';
  return { field, written, effect, reason: shortReason(d), rule: d.kind, line: d.span.range.start.line, column: d.span.range.start.column };
}

const valueText = (v: string | string[]) => (typeof v === 'string' ? v : v.join(', '));

/**
 * Marks the values of `entry` (read from `node`) that a finding says are ignored or fail when used. A value the
 * entry already lists as not in effect (`dropped`, with Claude Code's own reading) is not marked twice. A finding
 * on the entry's own node (an MCP server without a transport) or on its whole file (`$`, a command a skill
 * shadows) is a problem of the entry itself (`field` empty), as is, for an entry that is a whole file (`file`), a
 * finding that it fails when used that points nowhere in it. An `ignored` finding on a whole frontmatter (a
 * harness that cannot read it) takes every field out of effect.
 */
export function noteValueProblems(entry: InventoryEntry, node: TreeNode | null | undefined, findings: readonly Diagnostic[], at0?: string, file = false): void {
  // A file without frontmatter still has the place its fields would be (`$.frontmatter`).
  const base = node?.path ?? at0;
  if (base === undefined) return;
  const onEntry = (d: Diagnostic) => {
    if (!entry.problems.some((p) => p.field === '' && p.rule === d.kind)) entry.problems.push(problemOf('', entry.name, d));
  };
  for (const d of findings) {
    if (d.effect !== 'ignored' && d.effect !== 'fails-at-run-time') continue;
    const s = subjectOf(d);
    if (s === undefined || (s === '$' && base !== '$')) {
      if (file && (s !== undefined || d.effect === 'fails-at-run-time')) onEntry(d);
      continue;
    }
    if (!holds(base, s)) continue;
    if (s === base) {
      if (d.effect === 'ignored' && base === '$.frontmatter') dropFrontmatter(entry, d);
      // An MCP server the harness skips is taken out before (skippedBy): here it is a whole file, or what fails.
      else onEntry(d);
      continue;
    }
    for (const [field, value] of Object.entries(entry.values)) {
      if (field === 'handlers') continue; // hooks: per handler (handlerProblems)
      // A value shown in place of a missing field (a skill's first body line for `description`) is that field's.
      const at = getNode(node, field)?.path ?? childPath(base, field);
      // What fails anywhere in a value fails with it; what is ignored is the value or one of its items (`tools[2]`),
      // not a key deep in a map shown as a whole (an unknown setting of one agent in OpenCode's `agent`).
      if (d.effect === 'ignored' ? s !== at && !s.startsWith(`${at}[`) : !holds(at, s)) continue;
      if (d.effect === 'ignored' && entry.dropped.some((x) => x.field === field)) continue;
      if (!entry.problems.some((p) => p.field === field && p.rule === d.kind)) entry.problems.push(problemOf(field, valueText(value), d));
    }
  }
}

function dropFrontmatter(entry: InventoryEntry, d: Diagnostic): void {
  if (entry.dropped.some((x) => x.field === 'frontmatter')) return;
  for (const k of Object.keys(entry.values)) delete entry.values[k];
  entry.dropped.push({ field: 'frontmatter', written: 'every field', reason: shortReason(d) });
}

/** One hook handler as the inventory lists it: what it runs, and where it is in the file. */
export interface HandlerRef {
  text: string;
  path: string;
  /** The field `text` is read from (`command`, `url`, `prompt`), when it is one. */
  field?: string;
}

/** The findings about a handler that the harness still runs: a shown value it ignores, or anything that fails. */
export function handlerProblems(h: HandlerRef, findings: readonly Diagnostic[]): Diagnostic[] {
  return findings.filter((d) => {
    const s = subjectOf(d);
    if (s === undefined || s === h.path || !holds(h.path, s)) return false;
    if (d.effect === 'fails-at-run-time') return true;
    return d.effect === 'ignored' && h.field !== undefined && holds(`${h.path}.${h.field}`, s);
  });
}
