/** Why Copilot CLI would not load a custom agent file (not a rule; shared by agent-dropped and agent-duplicate). */
import { firstLine } from '../../../artifacts/source.js';
import { COPILOT_AGENT_FIELDS } from '../known-values.js';
import { dropsCopilotAgent } from '../kinds.js';
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import type { TreeNode } from '../../../artifacts/tree.js';

export interface DropReason {
  message: string;
  range: Range;
  jsonPath?: string;
}

function typeProblem(want: string, n: TreeNode): string | undefined {
  const got = n.type === 'map' ? 'a mapping' : n.type === 'seq' ? 'a list' : n.value === null ? 'empty' : `a ${typeof n.value}`;
  if (want === 'string' && !(n.type === 'scalar' && typeof n.value === 'string')) return `a string, not ${got}`;
  // A list loads too (mutation probe `copilot-agent:/model:type:array`).
  if (want === 'model' && !(n.type === 'seq' || (n.type === 'scalar' && typeof n.value === 'string'))) return `a string, not ${got}`;
  if (want === 'boolean' && !(n.type === 'scalar' && typeof n.value === 'boolean')) return `a boolean, not ${got}`;
  if (want === 'tools' && !(n.type === 'seq' || (n.type === 'scalar' && typeof n.value === 'string'))) return `a list or a comma-separated string, not ${got}`;
  if (want === 'object' && n.type !== 'map') return `a mapping, not ${got}`;
  return undefined;
}

/** Each reason the CLI drops this agent (empty: it loads), with where it is. */
export function dropReasons(artifact: Artifact): DropReason[] {
  const fm = artifact.markdown?.frontmatter;
  if (!fm) return [];
  if (!fm.present) {
    return [{ message: 'it has no YAML frontmatter (the log says "missing or malformed YAML frontmatter"); start the file with `---`, a `description:` and `---`', range: firstLine(artifact.file) }];
  }
  // Never closed with a `---` line (a `---` inside a value closes nothing for Copilot): case agent-inline-dashes.
  const fatal = fm.problems.filter(dropsCopilotAgent);
  if (fatal[0]?.code === 'frontmatter-unclosed') {
    return [{ message: 'its frontmatter is never closed with a `---` line (the log says "missing or malformed YAML frontmatter")', range: fm.openRange }];
  }
  if (fatal.length > 0) return [{ message: 'its frontmatter is not valid YAML (the log says "failed to parse YAML frontmatter")', range: fatal[0]!.range }];
  const out: DropReason[] = [];
  const pairs = artifact.root?.type === 'map' ? artifact.root.pairs : [];
  const desc = pairs.find((p) => p.key === 'description');
  // An empty `description: ""` loads (mutation probe `copilot-agent:/description:empty`); a key without a value is null.
  if (!desc || desc.value === null) {
    out.push({ message: '`description` is required (the log says "description: Required")', range: desc?.keyRange ?? fm.openRange, jsonPath: '$.frontmatter.description' });
  }
  for (const p of pairs) {
    const want = COPILOT_AGENT_FIELDS[p.key];
    if (!want || !p.value) continue;
    const problem = typeProblem(want, p.value);
    if (problem) out.push({ message: `\`${p.key}\` must be ${problem}`, range: p.value.range, jsonPath: p.path });
    // Each item of a `tools` list is a string (mutation probes copilot-agent:/tools/0:type:*: "tools: 0: Expected string").
    else if (want === 'tools' && p.value.type === 'seq') {
      p.value.items.forEach((item, i) => {
        if (!(item.type === 'scalar' && typeof item.value === 'string')) out.push({ message: `\`tools\` item ${i} must be a string (the log says "tools: ${i}: Expected string")`, range: item.range, jsonPath: item.path });
      });
    }
  }
  return out;
}
