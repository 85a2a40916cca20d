/** The globs of a `.claude/rules/*.md` file's `paths:` frontmatter, each with the range of its own text. */
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import { rangeInScalar } from '../../../rules/shared/scalar-range.js';
import { getPair } from '../../../artifacts/tree.js';

export interface PathsGlob {
  glob: string;
  range: Range;
  /** Written alone (a list entry, or a string of one glob): replacing `range` with a quoted glob is safe. */
  alone: boolean;
}

/** A comma-separated `paths` string as its globs with their offsets; commas inside `{…}` belong to the brace (`*.{ts,tsx}`). */
export function splitGlobs(value: string): Array<{ glob: string; at: number }> {
  const out: Array<{ glob: string; at: number }> = [];
  let depth = 0;
  let start = 0;
  const push = (end: number) => {
    const piece = value.slice(start, end);
    const glob = piece.trim();
    if (glob) out.push({ glob, at: start + piece.indexOf(glob) });
  };
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === ',' && depth === 0) {
      push(i);
      start = i + 1;
    } else if (ch === '{') depth++;
    else if (ch === '}' && depth > 0) depth--;
  }
  push(value.length);
  return out;
}


/** Every glob string of `paths:` (a list's non-string entries are left out: Claude Code ignores them). */
export function pathsGlobs(artifact: Artifact): PathsGlob[] {
  const value = getPair(artifact.root, 'paths')?.value;
  if (!value) return [];
  if (value.type === 'scalar' && typeof value.value === 'string') {
    const globs = splitGlobs(value.value);
    return globs.map(({ glob, at }) => ({ glob, range: globs.length === 1 ? value.range : rangeInScalar(value, at, glob.length), alone: globs.length === 1 }));
  }
  if (value.type !== 'seq') return [];
  return value.items.flatMap((item) => (item.type === 'scalar' && typeof item.value === 'string' ? [{ glob: item.value, range: item.range, alone: true }] : []));
}
