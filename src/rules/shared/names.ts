/** Name spellings shared by the name-format rules, and name clashes between artifacts. */
import type { Artifact } from '../../artifacts/model.js';
import { firstPair, type Pair } from '../../artifacts/tree.js';

/**
 * The closest kebab-case spelling of a name: `My_Plugin` → `my-plugin`,
 * `reviewAgent` → `review-agent`. With `lettersOnly`, digits go too (agent
 * names are `^[a-z]+(-[a-z]+)*$`).
 */
export function toKebab(name: string, lettersOnly = false): string {
  const invalid = lettersOnly ? /[^a-z]+/g : /[^a-z0-9]+/g;
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(invalid, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}

/** Without leading and trailing `-` and `.` (a loop: a regex anchored at the end is quadratic on long runs). */
export function trimDashes(s: string): string {
  let from = 0;
  let to = s.length;
  while (from < to && (s[from] === '-' || s[from] === '.')) from++;
  while (to > from && (s[to - 1] === '-' || s[to - 1] === '.')) to--;
  return s.slice(from, to);
}

/** One artifact of a name clash, with its `name` pair. */
export interface NamedArtifact {
  artifact: Artifact;
  pair: Pair;
  /** The other artifacts of the same name, their paths sorted. */
  others: string[];
}

/**
 * The artifacts that share their frontmatter `name` (a string that is not blank) with another of `list`: each with
 * its `name` pair and the paths of the others, grouped by name in the order of `list`.
 */
export function nameClashes(list: readonly Artifact[]): Map<string, NamedArtifact[]> {
  const groups = new Map<string, Array<{ artifact: Artifact; pair: Pair }>>();
  for (const artifact of list) {
    const pair = firstPair(artifact.root, 'name');
    const v = pair?.value;
    if (!pair || v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value.trim()) continue;
    groups.set(v.value, [...(groups.get(v.value) ?? []), { artifact, pair }]);
  }
  const out = new Map<string, NamedArtifact[]>();
  for (const [name, group] of groups) {
    if (group.length < 2) continue;
    out.set(name, group.map((g) => ({ ...g, others: group.filter((o) => o !== g).map((o) => o.artifact.path).sort() })));
  }
  return out;
}
