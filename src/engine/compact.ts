/**
 * Compacting a linted file (memory at scale). Once a file's own rules have run, the project rules
 * are the only readers left, and of a Markdown artifact they read a few frontmatter keys (a name, a tools
 * list): the frontmatter map keeps those pairs, as offsets, and drops the rest of its syntax tree, and the
 * file's text is let go (its index keeps the frontmatter's line starts, from which the kept ranges' positions
 * are computed); the text is read again from disk if a rule asks for it. The artifact's other fields stay.
 */
import { NO_PROBLEMS, type ParsedFile } from '../artifacts/model.js';
import { trimMarkdown } from '../artifacts/frontmatter.js';
import { detach, type Reread } from '../artifacts/source.js';
import { CompactMapNode, compactMap, type Reparse } from '../artifacts/tree.js';
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

/**
 * Compact every Markdown artifact of `pf` in place; `reparse` parses the file again (for an undeclared read).
 * When every artifact of the file was compacted, its text is let go too: `reread` reads it back if a project
 * rule asks for it (`LineIndex.trim`).
 */
export function compactFile(pf: ParsedFile, keeps: Keeps, reparse: Reparse, reread?: Reread): void {
  let all = pf.artifacts.length > 0;
  pf.artifacts.forEach((a, i) => {
    const md = a.markdown;
    const root = a.root;
    const keys = keeps.get(a.kind) ?? NONE;
    if (!md || root?.type !== 'map' || md.frontmatter.root !== root || root instanceof CompactMapNode || keys === '*') {
      all = false;
      return;
    }
    const compact = compactMap(root, keys, reparse, i);
    a.root = compact;
    md.frontmatter.root = compact;
  });
  // The file's `lints:` map is a tree of views of its text: such a file (rare) keeps its text.
  if (!all || !reread || pf.lints) return;
  // Its own rules have read its parse problems; an empty list need not be one per file.
  if (pf.problems.length === 0) pf.problems = NO_PROBLEMS;
  for (const a of pf.artifacts) {
    a.markdown = trimMarkdown(a.markdown!, pf.file.path, pf.file.lines, reread) ?? a.markdown;
    // What stays must not be a view of the text let go: a name read from the frontmatter (kept pairs are copies).
    a.element.name = detach(a.element.name);
  }
}
