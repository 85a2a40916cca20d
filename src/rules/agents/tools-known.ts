import { RETIRED_TOOLS } from '../../artifacts/known-values/index.js';
import { getPair } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { checkToolEntry, toolEntries } from '../shared/tool-list.js';
import { checkToolFields } from '../shared/tool-rule.js';

/** Does a `tools` entry give the agent a tool? Known names, MCP patterns and renamed tools that still work do. */
function resolves(entry: string): boolean {
  const problem = checkToolEntry(entry, '`tools`');
  if (!problem || problem.level === 'info') return true;
  const name = /^([A-Za-z_][A-Za-z0-9_]*)/.exec(entry)?.[1];
  return name !== undefined && RETIRED_TOOLS[name]?.stillWorks === true;
}

export default artifactRule({
  meta: {
    id: 'agents/tools-known',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Unknown, renamed or malformed entries in an agent\'s `tools` and `disallowedTools`; a `tools` list with no usable entry.',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code silently drops tool names it does not know (observed on 2.1.332: `tools: Read, Wrte` gives the subagent only `Read`, while the agent list shown to the main model still says `Read, Wrte`), so a typo quietly removes a tool, or in `disallowedTools` fails to block one. When every entry is unknown, Claude Code refuses to spawn the agent ("would be spawned with zero tools — refusing"): an error. Renamed tools still work (`Task` → `Agent`, `KillShell` and `KillBash` → `TaskStop`); removed ones (`MultiEdit`, `LS`, `NotebookRead`, `BashOutput`) are dropped. Both forms are accepted: a comma-separated string (commas inside parentheses do not split) and a YAML list.',
    examples: { wrong: '---\nname: writer\ndescription: Writes files\ntools: Read, Wrte, Task\n---', right: '---\nname: writer\ndescription: Writes files\ntools: Read, Write, Agent\n---', file: '.claude/agents/writer.md' },
  },
  check(artifact, ctx) {
    checkToolFields(artifact, ctx, ['tools', 'disallowedTools'], false);
    if (artifact.kind !== 'agent') return;
    const pair = getPair(artifact.root, 'tools');
    if (!pair?.value || pair.value.type === 'map') return;
    const entries = toolEntries(artifact.file, pair.value, false);
    if (entries.length === 0 || entries.some((e) => resolves(e.text))) return;
    ctx.report({
      message: `no entry of \`tools\` is a tool Claude Code knows (${entries.map((e) => `\`${e.text}\``).join(', ')}): it refuses to spawn this agent ("would be spawned with zero tools")`,
      range: pair.value.range,
      jsonPath: pair.path,
      level: 'error',
      help: 'name at least one tool, e.g. `Read`, or remove `tools` to give the agent every tool',
    });
  },
});
