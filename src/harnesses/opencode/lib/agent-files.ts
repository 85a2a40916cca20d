/** The agents OpenCode knows in a repository: built-ins, agent files and `agent` / `agents` entries of the config. */
import { OPENCODE_BUILTIN_AGENTS } from '../known-values.js';
import { artifactsOf, type Artifact, type Project } from '../../../artifacts/model.js';
import { getNode, scalarString } from '../../../artifacts/tree.js';

export interface OpencodeAgent {
  mode: string;
  hidden: boolean;
  artifact?: Artifact;
}

/** The frontmatter keys `opencodeAgents` reads (a project rule's `reads`). */
export const OPENCODE_AGENT_READS = { 'opencode-agent': ['disable', 'hidden', 'mode'] } as const;

/** By id; a config entry or file for a built-in's id overrides its fields; `disable: true` removes it. */
export function opencodeAgents(project: Project): Map<string, OpencodeAgent> {
  const out = new Map<string, OpencodeAgent>(Object.entries(OPENCODE_BUILTIN_AGENTS).map(([id, a]) => [id, { ...a }]));
  for (const a of artifactsOf(project, 'opencode-agent')) {
    const id = a.element.name;
    const prev = out.get(id);
    if (getNode(a.root, 'disable')?.type === 'scalar' && (getNode(a.root, 'disable') as { value: unknown }).value === true) {
      out.delete(id);
      continue;
    }
    const hidden = getNode(a.root, 'hidden');
    out.set(id, {
      mode: scalarString(getNode(a.root, 'mode')) ?? prev?.mode ?? 'all',
      hidden: hidden?.type === 'scalar' ? hidden.value === true : (prev?.hidden ?? false),
      artifact: a,
    });
  }
  return out;
}
