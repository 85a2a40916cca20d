/** An OpenCode command whose `agent` names no agent: running it fails. */
import { OPENCODE_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { opencodeAgents, OPENCODE_AGENT_READS } from '../lib/agent-files.js';

export default projectRule({
  meta: {
    id: 'opencode/command-agent',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode command whose `agent` is not an agent OpenCode knows (built-in, `.opencode/agent(s)/` or the config).',
    kinds: ['opencode-command'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`command-agent-missing\`, \`command-agent-known\`, \`command-agent-blank\`, \`command-agent-empty\`): the command is listed by \`opencode debug config\`, but \`opencode run --command <name>\` exits 1 with "Unexpected server error" and no model call, while the same command with \`agent: plan\` runs its template. A blank \`agent\` (\`"  "\`) fails the same way; an empty one is read as not set and the command runs (a warning).`,
    examples: {
      file: '.opencode/command/review.md',
      wrong: '---\ndescription: Review the diff\nagent: reviewr\n---\nReview the staged changes.\n',
      right: '---\ndescription: Review the diff\nagent: plan\n---\nReview the staged changes.\n',
    },
  },
  reads: { ...OPENCODE_AGENT_READS, 'opencode-command': ['agent'] },
  check(project, ctx) {
    const commands = artifactsOf(project, 'opencode-command');
    if (commands.length === 0) return;
    const agents = opencodeAgents(project);
    for (const c of commands) {
      const p = getPair(c.root, 'agent');
      const v = p?.value;
      if (!p || v?.type !== 'scalar' || typeof v.value !== 'string' || agents.has(v.value)) continue;
      if (v.value === '') { // read as not set: the command runs (case `command-agent-empty`)
        ctx.report({ path: c.path, message: '`agent` is empty: OpenCode runs the command as if it were not set; remove the key or name an agent', range: v.range, jsonPath: p.path, level: 'warn' });
        continue;
      }
      const near = closest(v.value, [...agents.keys()]);
      ctx.report({
        path: c.path,
        message: `\`opencode run --command ${c.element.name}\` fails ("Unexpected server error"): there is no agent \`${v.value}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: v.range,
        jsonPath: p.path,
      });
    }
  },
});
