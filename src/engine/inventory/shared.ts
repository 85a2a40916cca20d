/**
 * Files several harnesses read (`AGENTS.md`, `SKILL.md` in `.agents/skills` and `.claude/skills`): for each
 * such file of the tree, the enabled harnesses that read it and how each reads it (SHARED_FILE_READING), and the
 * enabled harnesses agentlint does not model as reading it.
 */
import { HARNESS_TITLES, HARNESSES, type Harness } from '../../artifacts/harness.js';
import { SHARED_FILE } from '../../artifacts/shared-files.js';
import { DESCRIPTORS } from '../../harnesses/registry.js';

/** How each harness reads the shared files, by artifact kind: every descriptor's `sharedFiles`. */
export const SHARED_FILE_READING = Object.assign({}, ...DESCRIPTORS.map((d) => d.sharedFiles ?? {})) as Readonly<Record<string, { how: string; source: string }>>;
import type { Project } from '../../artifacts/model.js';
import type { SharedFile } from './model.js';

export function sharedFiles(project: Project, selected: readonly Harness[]): SharedFile[] {
  const byPath = new Map<string, Map<Harness, string>>();
  for (const a of project.artifacts) {
    if (!a.harness || !selected.includes(a.harness) || !SHARED_FILE.test(a.path)) continue;
    const readers = byPath.get(a.path) ?? new Map<Harness, string>();
    if (!readers.has(a.harness)) readers.set(a.harness, a.kind);
    byPath.set(a.path, readers);
  }
  const out: SharedFile[] = [];
  for (const [path, readers] of [...byPath].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    if (readers.size < 2) continue;
    const order = HARNESSES.filter((h) => readers.has(h));
    out.push({
      path,
      readers: order.map((harness) => {
        const kind = readers.get(harness)!;
        const r = SHARED_FILE_READING[kind];
        return { harness, title: HARNESS_TITLES[harness], kind, how: r?.how ?? `read as ${kind}`, source: r?.source ?? 'the kind\'s discovery pattern' };
      }),
      notRead: HARNESSES.filter((h) => selected.includes(h) && !readers.has(h)),
    });
  }
  return out;
}
