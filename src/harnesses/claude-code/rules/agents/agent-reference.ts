import { BUILTIN_AGENTS } from '../../known-values/claude-code.js';
import type { Artifact, Project } from '../../../../artifacts/model.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { projectRule, type RuleContext } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';
import { toolEntries } from '../../lib/tool-list.js';
import { pluginNames } from './skill-reference.js';

/** Every name an `Agent(...)` rule may use: built-ins, agent names, `plugin:agent`. */
function knownAgents(project: Project): Set<string> {
  const plugins = pluginNames(project);
  const out = new Set<string>(BUILTIN_AGENTS);
  for (const a of project.artifacts) {
    if (a.kind !== 'agent') continue;
    const n = scalarString(getPair(a.root, 'name')?.value) ?? (a.pluginRoot !== undefined ? a.element.name : undefined);
    if (!n) continue;
    out.add(n);
    if (a.pluginRoot !== undefined) {
      const pn = plugins.get(a.pluginRoot) ?? a.pluginRoot.split('/').pop()!;
      out.add(`${pn}:${n}`);
    }
  }
  return out;
}

const AGENT_RULE = /^(Agent|Task)\((.*)\)$/s;

export default projectRule({
  meta: {
    id: 'agents/agent-reference',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`Agent(name)` / `Task(name)` in tools, or a skill\'s `agent:`, naming no agent in the project (built-ins Explore, Plan and general-purpose count).',
    kinds: ['agent', 'skill', 'command'],
    optIn: false,
    fixable: 'maybe',
    readsRepository: true,
    rationale:
      '`Agent(name)` in `tools` limits which subagents an agent may spawn, and a skill\'s `agent:` picks the subagent it forks into. Documented (https://code.claude.com/docs/en/sub-agents, https://code.claude.com/docs/en/skills): the name is an agent\'s `name`; no oracle case shows what Claude Code does with a name that matches no agent (the rule presumably allows nothing, and the skill presumably falls back to the default agent), and agentlint has seen no message about it. User agents in ~/.claude/agents are not visible from the repository, hence a warning.',
    examples: {
      wrong: '---\nname: lead\ndescription: Coordinates reviews\ntools: Read, Agent(reviewr)\n---',
      right: '---\nname: lead\ndescription: Coordinates reviews\ntools: Read, Agent(reviewer)\n---',
      file: '.claude/agents/lead.md',
      context: { '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews diffs\n---\n' },
    },
  },
  reads: { agent: ['name', 'tools', 'disallowedTools'], skill: ['allowed-tools', 'disallowed-tools', 'agent'], command: ['allowed-tools', 'disallowed-tools', 'agent'] },
  check(project, ctx) {
    const known = knownAgents(project);
    for (const a of project.artifacts) {
      if (a.kind === 'agent') {
        for (const f of ['tools', 'disallowedTools']) checkTools(a, f, false, known, ctx);
      } else if (a.kind === 'skill' || a.kind === 'command') {
        for (const f of ['allowed-tools', 'disallowed-tools']) checkTools(a, f, true, known, ctx);
        const agent = getPair(a.root, 'agent');
        const name = scalarString(agent?.value);
        if (agent && agent.value && name && !known.has(name)) {
          const node = agent.value;
          report(ctx, a, name, node.range, agent.path, known, true, `\`agent: ${name}\``, (v) => replaceScalar(a.file, node, v).text);
        }
      }
    }
  },
});

function checkTools(a: Artifact, field: string, spaces: boolean, known: Set<string>, ctx: RuleContext): void {
  const pair = getPair(a.root, field);
  if (!pair || !pair.value || pair.value.type === 'map') return;
  for (const e of toolEntries(a.file, pair.value, spaces)) {
    const m = AGENT_RULE.exec(e.text);
    if (!m) continue;
    const inner = m[2]!;
    const innerStart = m[1]!.length + 1;
    for (const part of inner.matchAll(/[^,\s]+/g)) {
      const name = part[0];
      if (name.includes('*') || known.has(name)) continue;
      const off = e.range.start.offset + innerStart + part.index!;
      const range = e.exact ? a.file.lines.range(off, off + name.length) : e.range;
      report(ctx, a, name, range, e.jsonPath, known, e.exact, `\`${m[1]}(${name})\``);
    }
  }
}

function report(ctx: RuleContext, a: Artifact, name: string, range: ReturnType<Artifact['file']['lines']['range']>, jsonPath: string, known: Set<string>, exact: boolean, what: string, text: (v: string) => string = (v) => v): void {
  const near = closest(name, known);
  const caseOnly = near.filter((n) => n.caseOnly);
  const pick = caseOnly.length === 1 ? caseOnly[0]! : near.length === 1 ? near[0]! : undefined;
  ctx.report({
    path: a.path,
    message: `${what} names no agent${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: an agent is named by its \`name\` field (documented: https://code.claude.com/docs/en/sub-agents), so this ${what.startsWith('`agent') ? 'skill does not fork into the agent it means' : 'rule does not allow the agent it means'}`,
    range,
    jsonPath,
    element: a.element,
    notes: ['built-in agents: Explore, Plan, general-purpose; agents in ~/.claude/agents are not visible to agentlint'],
    suggestion:
      pick && exact
        ? { msg: `use \`${pick.value}\``, applicability: pick.caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: a.path, range, text: text(pick.value) }] }
        : undefined,
  });
}
