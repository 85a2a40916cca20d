import { MEMORY_SCOPES, RETIRED_TOOLS } from '../../known-values/claude-code.js';
import { getPair, scalarString, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { checkToolEntry, toolEntries } from '../../lib/tool-list.js';
import { checkToolFields, splitNames, splitsAtSpace } from '../../lib/tool-rule.js';
import { valueOrKeyRange } from '../../../../rules/shared/pair-range.js';

/** Does a `tools` entry give the agent a tool? Known names, MCP patterns and renamed tools that still work do. */
function resolves(entry: string): boolean {
  const problem = checkToolEntry(entry, '`tools`');
  if (!problem || problem.level === 'info') return true;
  const name = /^([A-Za-z_][A-Za-z0-9_]*)/.exec(entry)?.[1];
  return name !== undefined && RETIRED_TOOLS[name]?.stillWorks === true;
}

/** `tools:` with nothing, `null`, `""` or blanks: Claude Code reads it as no tool at all (not as "every tool"). */
const blank = (n: TreeNode | null | undefined) => !n || (n.type === 'scalar' && (n.value === null || (typeof n.value === 'string' && n.value.trim() === '')));
/** A value that is not a tool list: a number, a boolean or a mapping (a list and a string are). */
const notAList = (n: TreeNode | null | undefined) => n?.type === 'map' || (n?.type === 'scalar' && (typeof n.value === 'number' || typeof n.value === 'boolean'));
const shown = (n: TreeNode) => (n.type === 'map' ? 'a mapping' : `\`${String((n as { value: unknown }).value)}\``);

export default artifactRule({
  meta: {
    id: 'agents/tools-known',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Unknown, renamed or malformed entries in an agent\'s `tools` and `disallowedTools`; a `tools` list with no usable entry.',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code silently drops tool names it does not know (observed on 2.1.332: `tools: Read, Wrte` gives the subagent only `Read`, while the agent list shown to the main model still says `Read, Wrte`), so a typo quietly removes a tool, or in `disallowedTools` fails to block one. When every entry is unknown, Claude Code refuses to spawn the agent ("would be spawned with zero tools — refusing"): an error; with a \`memory\` scope it spawns it with only the memory tools (rules-runtime.json \`tools: Wrte with memory: project\`). A \`tools\` that is a number, a boolean or a mapping, and an empty one (\`tools:\`, \`""\`), give the agent no tool at all, not every tool: it runs with none (cases \`tools: 7 (a number)\`, \`tools: null\`, \`tools: "" (empty)\`, and for a plugin agent \`plugin agent tools: 7 (a number)\`, \`plugin agent tools: "" (empty)\`; an error, a warning for the empty one). An empty \`disallowedTools\` takes nothing away (\`disallowedTools: "" (empty)\`, a warning). Renamed tools still work (`Task` → `Agent`, `KillShell` and `KillBash` → `TaskStop`); removed ones (`MultiEdit`, `LS`, `NotebookRead`, `BashOutput`) are dropped. Both forms are accepted: a comma-separated string (commas inside parentheses do not split) and a YAML list. An entry holding a space (`Read, Microsoft Docs`) is split at the space into names each judged on its own (the agent list shows `(Tools: Read, Microsoft, Docs)`; observed on 2.1.332, listed among the corrections of the shared reference notes), so the message names each part Claude Code does not know.',
    examples: { wrong: '---\nname: writer\ndescription: Writes files\ntools: Read, Wrte, Task\n---', right: '---\nname: writer\ndescription: Writes files\ntools: Read, Write, Agent\n---', file: '.claude/agents/writer.md' },
  },
  check(artifact, ctx) {
    const tools = artifact.kind === 'agent' ? getPair(artifact.root, 'tools') : undefined;
    const unusable = tools !== undefined && (blank(tools.value) || notAList(tools.value));
    checkToolFields(artifact, ctx, unusable ? ['disallowedTools'] : ['tools', 'disallowedTools'], false);
    if (artifact.kind !== 'agent') return;
    // The tools `memory` adds stay (rules-runtime.json `tools: Wrte with memory: project`: Write, Edit, Read).
    const memory = MEMORY_SCOPES.includes(scalarString(getPair(artifact.root, 'memory')?.value) ?? '');
    const gets = memory ? 'only the tools `memory` adds (Write, Edit, Read)' : 'no tool at all';
    const disallowed = getPair(artifact.root, 'disallowedTools');
    if (disallowed && blank(disallowed.value)) {
      ctx.report({ message: '`disallowedTools` is empty: it takes no tool away', range: valueOrKeyRange(disallowed), jsonPath: disallowed.path, help: 'name the tools to take away, or remove `disallowedTools`' });
    }
    if (!tools) return;
    if (blank(tools.value)) {
      ctx.report({ effect: 'fails-at-run-time', message: `\`tools\` is empty: Claude Code gives this agent ${gets}, not every tool`, range: valueOrKeyRange(tools), jsonPath: tools.path, help: 'remove `tools` to give the agent every tool, or name the tools it needs' });
      return;
    }
    if (notAList(tools.value)) {
      ctx.report({ effect: 'fails-at-run-time', message: `\`tools\` is ${shown(tools.value!)}, not a list of tool names: Claude Code gives this agent ${gets}`, range: tools.value!.range, jsonPath: tools.path, level: 'error', help: 'write the tool names as `Read, Grep` or a YAML list, or remove `tools` to give the agent every tool' });
      return;
    }
    const pair = tools;
    // An entry with a space is split at it (`Microsoft Docs` is `Microsoft` and `Docs`), each judged on its own.
    const names = toolEntries(artifact.file, pair.value, false).flatMap((e) => (splitsAtSpace(e.text) ? splitNames(e.text) : [e.text])); // not blank: a value is there
    if (names.length === 0 || names.some(resolves)) return;
    const list = names.map((n) => `\`${n}\``).join(', ');
    ctx.report({
      message: memory
        ? `no entry of \`tools\` is a tool Claude Code knows (${list}): the agent gets ${gets}`
        : `no entry of \`tools\` is a tool Claude Code knows (${list}): it refuses to spawn this agent ("would be spawned with zero tools")`,
      // The agent is listed; calling it fails. With `memory` it runs with the memory tools only.
      effect: memory ? 'ignored' : 'fails-at-run-time',
      range: pair.value!.range,
      jsonPath: pair.path,
      level: 'error',
      help: 'name at least one tool, e.g. `Read`, or remove `tools` to give the agent every tool',
    });
  },
});
