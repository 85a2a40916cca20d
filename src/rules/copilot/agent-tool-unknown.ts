/** Names in a custom agent's `tools` that Copilot CLI resolves to no tool (it ignores them). */
import { COPILOT_AGENT_TOOL_NAMES, COPILOT_VERSION } from '../../artifacts/known-values/index.js';
import type { Range } from '../../artifacts/source.js';
import { getPair } from '../../artifacts/tree.js';
import type { Artifact } from '../../artifacts/model.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';

/** Each tool name with its exact range: list items, or the parts of a comma-separated string. */
function toolNames(a: Artifact): Array<{ name: string; range: Range; quoted: boolean }> {
  const tools = getPair(a.root, 'tools')?.value;
  if (!tools) return [];
  const items = tools.type === 'seq' ? tools.items : [tools];
  const out: Array<{ name: string; range: Range; quoted: boolean }> = [];
  for (const n of items) {
    if (n.type !== 'scalar' || typeof n.value !== 'string') continue;
    if (tools.type === 'seq') {
      out.push({ name: n.value, range: n.range, quoted: n.quoted });
      continue;
    }
    // `tools: "read, edit"`: find each part in the source text so the range is exact.
    const raw = a.file.text.slice(n.range.start.offset, n.range.end.offset);
    let from = 0;
    for (const part of n.value.split(',').map((x) => x.trim()).filter(Boolean)) {
      const at = raw.indexOf(part, from);
      if (at < 0) continue;
      from = at + part.length;
      out.push({ name: part, range: a.file.lines.range(n.range.start.offset + at, n.range.start.offset + from), quoted: false });
    }
  }
  return out;
}

export default artifactRule({
  meta: {
    id: 'copilot/agent-tool-unknown',
    category: 'correctness',
    defaultLevel: 'warn',
    description: "A name in a Copilot CLI custom agent's `tools` that is neither a tool, a tool alias, `*`, nor `server/tool`: the CLI ignores it.",
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (fixtures/oracle/copilot/cases.json, case \`agent-tools\`: each agent invoked through the stub, its tools read from the sub-agent's request): an unknown name adds no tool and nothing is logged; an agent whose every name is unknown runs with no tools at all. Names are compared without regard to case. Aliases: https://docs.github.com/en/copilot/reference/custom-agents-configuration.`,
    examples: {
      file: '.github/agents/reviewer.agent.md',
      wrong: '---\ndescription: Reviews pull requests\ntools: [read, serach]\n---\nYou review pull requests.\n',
      right: '---\ndescription: Reviews pull requests\ntools: [read, search]\n---\nYou review pull requests.\n',
    },
  },
  check(artifact, ctx) {
    for (const t of toolNames(artifact)) {
      const lower = t.name.toLowerCase();
      if (t.name === '*' || t.name.includes('/') || COPILOT_AGENT_TOOL_NAMES.includes(lower)) continue;
      const fix = certainCorrection(lower, COPILOT_AGENT_TOOL_NAMES);
      const near = closest(lower, COPILOT_AGENT_TOOL_NAMES);
      ctx.report({
        message: `Copilot CLI knows no tool \`${t.name}\` and ignores it${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: t.range,
        jsonPath: getPair(artifact.root, 'tools')?.path,
        suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: t.range, text: t.quoted ? JSON.stringify(fix) : fix }] } : undefined,
      });
    }
  },
});
