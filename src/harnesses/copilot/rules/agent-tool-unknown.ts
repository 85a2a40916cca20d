/** Names in a custom agent's `tools` that Copilot CLI resolves to no tool (it ignores them). */
import { COPILOT_AGENT_TOOL_NAMES, COPILOT_VERSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import type { Artifact } from '../../../artifacts/model.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { agentSurfaces, VSCODE_TOOL_NAMES } from '../lib/surfaces.js';

const EVERY_KNOWN = [...new Set([...COPILOT_AGENT_TOOL_NAMES, ...VSCODE_TOOL_NAMES])];

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
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: "A name in a Copilot custom agent's `tools` that no surface reading the agent knows: a misspelling of a tool (VS Code reads the agent), or any name Copilot CLI does not know (`target: github-copilot`).",
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`agent-tools\`: each agent invoked through the stub, its tools read from the sub-agent's request): an unknown name adds no tool and nothing is logged; an agent whose every name is unknown runs with no tools at all. Names are compared without regard to case. Aliases: https://docs.github.com/en/copilot/reference/custom-agents-configuration, which also says that every surface ignores names it does not know, so that an agent may list another product's tools. VS Code reads the agent unless \`target: github-copilot\`, and its extensions and MCP servers add tools no list holds: there only a name that is a likely misspelling of a Copilot CLI or VS Code tool (documented: https://code.visualstudio.com/docs/agents/reference/tools-reference) is reported. With \`target: github-copilot\` only the CLI and the cloud agent read it, and any name the CLI does not know is reported.`,
    examples: {
      file: '.github/agents/reviewer.agent.md',
      wrong: '---\ndescription: Reviews pull requests\ntools: [read, serach]\n---\nYou review pull requests.\n',
      right: '---\ndescription: Reviews pull requests\ntools: [read, search]\n---\nYou review pull requests.\n',
    },
  },
  check(artifact, ctx) {
    const surfaces = agentSurfaces(artifact);
    for (const t of toolNames(artifact)) {
      const lower = t.name.toLowerCase();
      if (t.name === '*' || t.name.includes('/') || COPILOT_AGENT_TOOL_NAMES.includes(lower)) continue;
      const vscodeTool = VSCODE_TOOL_NAMES.includes(lower);
      if (surfaces.vscode && vscodeTool) continue;
      const known = surfaces.vscode ? EVERY_KNOWN : COPILOT_AGENT_TOOL_NAMES;
      const fix = certainCorrection(lower, known);
      // VS Code reads it: an extension's or MCP server's tool may have any name, so only a likely misspelling is one.
      if (surfaces.vscode && !fix) continue;
      const near = closest(lower, known);
      const who = surfaces.vscode
        ? `unknown tool \`${t.name}\`: neither Copilot CLI (which ignores it) nor VS Code (documented built-in tools) knows it`
        : `Copilot CLI knows no tool \`${t.name}\` and ignores it${vscodeTool ? `: it is a VS Code tool, but ${surfaces.vscodeLeftOut ? "this repository's `surfaces:` leaves VS Code out" : '`target: github-copilot` keeps VS Code from reading this agent'}` : ''}`;
      ctx.report({
        message: `${who}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: t.range,
        jsonPath: getPair(artifact.root, 'tools')?.path,
        suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: t.range, text: t.quoted ? JSON.stringify(fix) : fix }] } : undefined,
      });
    }
  },
});
