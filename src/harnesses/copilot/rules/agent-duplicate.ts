/**
 * Copilot CLI custom agents that clash: two files with the same key (the file name without
 * `.agent.md`/`.md`; one of them is dropped) or two agents with the same `name:` (both offered).
 */
import { copilotAgentFileName } from '../kinds.js';
import { COPILOT_VERSION } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair, scalarString } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { dropReasons } from '../lib/agent-load.js';

/** Which of two files with the same key Copilot prefers: `.github/agents` over `.claude/agents`, then `.agent.md` over `.md`. */
const rank = (a: Artifact) => (a.path.startsWith('.github/') ? 0 : 2) + (a.path.endsWith('.agent.md') ? 0 : 1);
const loads = (a: Artifact) => dropReasons(a).length === 0;
const nameRange = (a: Artifact) => getPair(a.root, 'name')?.value?.range ?? firstLine(a.file);

export default projectRule({
  meta: {
    id: 'copilot/agent-duplicate',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Two Copilot CLI custom agents that clash: the same file name (`x.md` and `x.agent.md`, or `.claude/agents/x.md` and `.github/agents/x.agent.md`: one is dropped) or the same `name:` (both offered under one name).',
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`agent-names\`): agents are keyed by file name, so of \`x.md\` and \`x.agent.md\` only \`x.agent.md\` loads, and a \`.github/agents\` file hides a \`.claude/agents\` file of the same name; nothing is logged. A dropped \`x.agent.md\` still hides \`x.md\` (neither loads), but a dropped \`.github/agents\` file does not hide the \`.claude/agents\` one (case \`agent-names-broken\`). Two files with the same \`name:\` both load, and the model sees the name twice in the \`task\` tool's agent list, so it cannot choose between them.`,
    examples: {
      file: '.github/agents/strict.agent.md',
      wrong: '---\nname: reviewer\ndescription: Strict review\n---\nYou review strictly.\n',
      right: '---\nname: strict-reviewer\ndescription: Strict review\n---\nYou review strictly.\n',
      context: { '.github/agents/reviewer.agent.md': '---\nname: reviewer\ndescription: Review\n---\nYou review.\n' },
    },
  },
  // dropReasons reads every field: whether an agent loads decides which of two duplicates counts.
  reads: { 'copilot-agent': '*' },
  check(project, ctx) {
    const agents = project.artifacts.filter((a) => a.kind === 'copilot-agent').sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : 1));
    const groups = new Map<string, Artifact[]>();
    for (const a of agents) {
      const key = copilotAgentFileName(a.path);
      groups.set(key, [...(groups.get(key) ?? []), a]);
    }
    const offered: Artifact[] = [];
    for (const [key, [first, ...rest]] of groups) {
      const firstLoads = loads(first!);
      if (firstLoads) offered.push(first!);
      for (const a of rest) {
        // Within .github/agents the first by rank takes the name even when the CLI drops it; a dropped
        // .github agent does not hide a .claude one (case `agent-names-broken`).
        if (!firstLoads && !a.path.startsWith('.github/')) {
          if (loads(a)) offered.push(a);
          continue;
        }
        ctx.report({
          path: a.path,
          message: `Copilot CLI does not load this agent: ${first!.path} has the same file name \`${key}\` and ${firstLoads ? 'wins' : 'takes precedence even though the CLI drops it, so neither loads'}`,
          range: firstLine(a.file),
          help: 'rename one of the two files',
          related: [{ message: firstLoads ? 'the agent Copilot CLI loads instead' : 'the file that takes the name', span: { path: first!.path, range: firstLine(first!.file) } }],
        });
      }
    }
    const byName = new Map<string, Artifact>();
    for (const a of offered.sort((x, y) => (x.path < y.path ? -1 : 1))) {
      const name = scalarString(getPair(a.root, 'name')?.value) || copilotAgentFileName(a.path);
      const first = byName.get(name);
      if (!first) {
        byName.set(name, a);
        continue;
      }
      ctx.report({
        path: a.path,
        // Both load; the model cannot choose between them.
        effect: 'fails-at-run-time',
        message: `agent name \`${name}\` is also used by ${first.path}: Copilot CLI offers both under the same name, and the model cannot tell them apart`,
        range: nameRange(a),
        jsonPath: getPair(a.root, 'name') ? '$.frontmatter.name' : undefined,
        help: 'give each agent a unique `name`',
        related: [{ message: `the other agent named \`${name}\``, span: { path: first.path, range: nameRange(first) } }],
      });
    }
  },
});
