/** `default_agent` naming an agent OpenCode cannot start with: every `opencode run` fails. */
import { OPENCODE_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { opencodeAgents, OPENCODE_AGENT_READS } from '../lib/agent-files.js';

export default projectRule({
  meta: {
    id: 'opencode/default-agent',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode `default_agent` that names no agent, a subagent or a hidden agent.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`default-agent-subagent\`, \`default-agent-hidden\`, \`default-agent-missing\`, \`default-agent-file-subagent\`, \`default-agent-file-primary\`, \`default-agent-blank\`): the config loads (\`opencode agent list\` exits 0), but \`opencode run\` exits 1 before any model call with "default agent \\"explore\\" is a subagent", "… is hidden" or "… not found" in its log and only "Unexpected server error" on the terminal. An empty \`default_agent\` is read as not set and the run works (case \`default-agent-empty\`, a warning); a blank one (\`"  "\`) is "not found". A primary agent (built-in \`build\`/\`plan\` or a file with \`mode: primary\` or no \`mode\`) works.`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "default_agent": "explore"\n}\n',
      right: '{\n  "default_agent": "plan"\n}\n',
    },
  },
  reads: OPENCODE_AGENT_READS,
  check(project, ctx) {
    const configs = artifactsOf(project, 'opencode-config');
    if (configs.length === 0) return;
    const agents = opencodeAgents(project);
    for (const c of configs) {
      const p = getPair(c.root, 'default_agent');
      const v = p?.value;
      if (!p || v?.type !== 'scalar' || typeof v.value !== 'string') continue;
      if (v.value === '') { // read as not set: the run starts with the default agent (case `default-agent-empty`)
        ctx.report({ path: c.path, message: '`default_agent` is empty: OpenCode runs as if it were not set (with its default agent); remove the key or name a primary agent', range: v.range, jsonPath: p.path, level: 'warn' });
        continue;
      }
      const a = agents.get(v.value);
      let why: string | undefined;
      if (!a) {
        const near = closest(v.value, [...agents.entries()].filter(([, x]) => x.mode !== 'subagent' && !x.hidden).map(([id]) => id));
        why = `there is no agent \`${v.value}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`;
      } else if (a.mode === 'subagent') why = `\`${v.value}\` is a subagent`;
      else if (a.hidden) why = `\`${v.value}\` is hidden`;
      if (!why) continue;
      ctx.report({
        path: c.path,
        message: `Every \`opencode run\` fails with "Unexpected server error": ${why}; \`default_agent\` must name a primary agent that is not hidden`,
        range: v.range,
        jsonPath: p.path,
      });
    }
  },
});
