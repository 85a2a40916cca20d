/**
 * Compacting a linted file (issue 23: memory at scale). Once a file's own rules have run, the project rules
 * are the only readers left, and of a Markdown artifact they read a few frontmatter keys (a name, a tools
 * list): the frontmatter map keeps those pairs and drops the rest of its syntax tree. The file's text stays
 * (ranges, fixes and exact entry positions are computed from it), as do the artifact's other fields.
 */
import type { ParsedFile } from '../artifacts/model.js';
import { CompactMapNode, compactMap } from '../artifacts/tree.js';
import type { Rule } from '../diagnostics/rule.js';

/** The frontmatter keys to keep, by kind: `'*'` keeps the whole tree; a kind not listed keeps none. */
export type Keeps = ReadonlyMap<string, ReadonlySet<string> | '*'>;

/** The union of what the given project rules declare they read. */
export function keepsOf(rules: readonly Rule[]): Keeps {
  const out = new Map<string, Set<string> | '*'>();
  for (const rule of rules) {
    if (rule.scope !== 'project' || !rule.reads) continue;
    for (const [kind, keys] of Object.entries(rule.reads)) {
      const have = out.get(kind);
      if (have === '*') continue;
      if (keys === '*') out.set(kind, '*');
      else out.set(kind, new Set([...(have ?? []), ...keys]));
    }
  }
  return out;
}

const NONE: ReadonlySet<string> = new Set();

/** Compact every Markdown artifact of `pf` in place; `reparse` parses the file again (for an undeclared read). */
export function compactFile(pf: ParsedFile, keeps: Keeps, reparse: () => ParsedFile): void {
  pf.artifacts.forEach((a, i) => {
    const md = a.markdown;
    const root = a.root;
    if (!md || root?.type !== 'map' || md.frontmatter.root !== root || root instanceof CompactMapNode) return;
    const keys = keeps.get(a.kind) ?? NONE;
    if (keys === '*') return;
    const compact = compactMap(root, keys, reparse, i);
    a.root = compact;
    md.frontmatter.root = compact;
  });
}
