import type { Artifact } from '../../../../artifacts/model.js';
import { firstLine } from '../../../../artifacts/source.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { scopeOf } from '../../lib/scope.js';

/** The name Claude Code registers an agent under (undefined: the agent is skipped). */
function agentName(a: Artifact): string | undefined {
  const n = scalarString(getPair(a.root, 'name')?.value);
  if (n !== undefined && n !== '') return n;
  // A plugin agent with no name still loads under its file name.
  return a.pluginRoot !== undefined ? a.element.name : undefined;
}

export default projectRule({
  meta: {
    id: 'agents/duplicate-name',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Two agents with the same `name` in one scope (a `.claude/agents` tree or a plugin).',
    kinds: ['agent'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code identifies a subagent by `name` alone, not by file name. When two files in one scope declare the same name, one of them is loaded and the other silently dropped, and which one wins depends on filesystem order — so it can differ between machines. Two entries of a catalogue (`catalog:`) are installed one by one and clash only where both are installed: noted as info.',
    examples: {
      wrong: '---\nname: reviewer\ndescription: Strict review\n---',
      right: '---\nname: strict-reviewer\ndescription: Strict review\n---',
      file: '.claude/agents/review-strict.md',
      context: { '.claude/agents/review.md': '---\nname: reviewer\ndescription: Review\n---\n' },
    },
  },
  reads: { agent: ['name'] },
  check(project, ctx) {
    const seen = new Map<string, Artifact>();
    const agents = project.artifacts.filter((a) => a.kind === 'agent').sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const a of agents) {
      const name = agentName(a);
      if (name === undefined) continue;
      const key = `${scopeOf(a)}\u0000${name}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, a);
        continue;
      }
      const where = (x: Artifact) => getPair(x.root, 'name')?.value?.range ?? firstLine(x.file);
      // Two entries of a catalogue are installed one by one: they clash only in a project that installs both.
      const catalogue = a.catalog !== undefined && first.catalog !== undefined;
      ctx.report({
        path: a.path,
        level: catalogue ? 'info' : undefined,
        message: catalogue
          ? `agent name \`${name}\` is also declared in ${first.path}: a project that installs both gets only one of them (Claude Code loads one of two same-named agents, chosen by filesystem order)`
          : `agent name \`${name}\` is also declared in ${first.path}: Claude Code loads only one of the two, chosen by filesystem order, and silently drops the other`,
        range: where(a),
        jsonPath: getPair(a.root, 'name') ? '$.frontmatter.name' : undefined,
        element: { type: 'agent', name },
        help: 'give each agent a unique `name` (the file name does not count)',
        related: [{ message: `the other agent named \`${name}\``, span: { path: first.path, range: where(first), element: { type: 'agent', name }, jsonPath: '$.frontmatter.name' } }],
      });
    }
  },
});
