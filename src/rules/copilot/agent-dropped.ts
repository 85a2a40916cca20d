/** Copilot CLI custom agents it drops without a word on screen: no or malformed frontmatter, no description, a wrong type. */
import { COPILOT_AGENT_FIELDS, COPILOT_VERSION } from '../../artifacts/known-values/index.js';
import type { TreeNode } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';

function typeProblem(want: string, n: TreeNode): string | undefined {
  const got = n.type === 'map' ? 'a mapping' : n.type === 'seq' ? 'a list' : n.value === null ? 'empty' : `a ${typeof n.value}`;
  if (want === 'string' && !(n.type === 'scalar' && typeof n.value === 'string')) return `a string, not ${got}`;
  if (want === 'boolean' && !(n.type === 'scalar' && typeof n.value === 'boolean')) return `a boolean, not ${got}`;
  if (want === 'tools' && !(n.type === 'seq' || (n.type === 'scalar' && typeof n.value === 'string'))) return `a list or a comma-separated string, not ${got}`;
  if (want === 'object' && n.type !== 'map') return `a mapping, not ${got}`;
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'copilot/agent-dropped',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Copilot CLI custom agent (`.github/agents/*.md`) the CLI does not load: no frontmatter, malformed YAML, no `description`, or a field of the wrong type.',
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (fixtures/oracle/copilot/cases.json): such an agent is left out of the \`task\` tool's agent list; the only trace is an \`[ERROR] … custom agent markdown frontmatter is malformed\` line in the debug log. Nothing is shown in the session.`,
    examples: {
      file: '.github/agents/reviewer.agent.md',
      wrong: '---\nname: reviewer\ninfer: "yes"\n---\nYou review pull requests.\n',
      right: '---\nname: reviewer\ndescription: Reviews pull requests for correctness\ninfer: true\n---\nYou review pull requests.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm) return;
    const dropped = `Copilot CLI does not load this agent`;
    if (!fm.present) {
      ctx.report({ message: `${dropped}: it has no YAML frontmatter (the log says "missing or malformed YAML frontmatter"); start the file with \`---\`, a \`description:\` and \`---\``, range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)) });
      return;
    }
    if (fm.problems.length > 0) {
      ctx.report({ message: `${dropped}: its frontmatter is not valid YAML (the log says "failed to parse YAML frontmatter")`, range: fm.problems[0]!.range });
      return;
    }
    const pairs = artifact.root?.type === 'map' ? artifact.root.pairs : [];
    const desc = pairs.find((p) => p.key === 'description');
    if (!desc || desc.value === null || (desc.value.type === 'scalar' && desc.value.value === '')) {
      ctx.report({ message: `${dropped}: \`description\` is required (the log says "description: Required")`, range: desc?.keyRange ?? fm.openRange, jsonPath: '$.frontmatter.description' });
    }
    for (const p of pairs) {
      const want = COPILOT_AGENT_FIELDS[p.key];
      if (!want || !p.value) continue;
      if (p.key === 'description' && p.value.type === 'scalar' && p.value.value === '') continue;
      const problem = typeProblem(want, p.value);
      if (problem) ctx.report({ message: `${dropped}: \`${p.key}\` must be ${problem}`, range: p.value.range, jsonPath: p.path });
    }
  },
});
