/**
 * Brace expansion of one glob (`src/*.{ts,tsx}` → `src/*.ts`, `src/*.tsx`), as Claude Code expands
 * `paths:` globs before matching them gitignore-style (gitignore itself has no braces). Bounded.
 */
const MAX_EXPANSIONS = 256;

export function expandBraces(glob: string): string[] {
  const out: string[] = [];
  const pending = [glob];
  while (pending.length && out.length + pending.length <= MAX_EXPANSIONS) {
    const g = pending.pop()!;
    const open = firstBrace(g);
    if (!open) {
      out.push(g);
      continue;
    }
    const [start, end, parts] = open;
    for (const part of parts) pending.push(g.slice(0, start) + part + g.slice(end + 1));
  }
  return [...out, ...pending].reverse();
}

/** The first `{…}` with a top-level comma: its start, end and alternatives (nested braces kept). */
function firstBrace(g: string): [number, number, string[]] | undefined {
  for (let start = g.indexOf('{'); start >= 0; start = g.indexOf('{', start + 1)) {
    let depth = 0;
    const parts: string[] = [];
    let from = start + 1;
    for (let i = start; i < g.length; i++) {
      if (g[i] === '{') depth++;
      else if (g[i] === '}' && --depth === 0) {
        if (parts.length === 0) break; // `{x}`: no alternatives, left as written
        return [start, i, [...parts, g.slice(from, i)]];
      } else if (g[i] === ',' && depth === 1) {
        parts.push(g.slice(from, i));
        from = i + 1;
      }
    }
  }
  return undefined;
}
