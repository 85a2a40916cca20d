/** A VS Code prompt file whose `agent` (or old `mode`) is a likely misspelling of a built-in agent or of a custom agent of the repository. */
import { pathAsRead } from '../../../artifacts/catalog.js';
import { COPILOT_PROMPT_DOC } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { getPair, scalarString } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { copilotAgentFileName } from '../kinds.js';

/** VS Code's built-in agents a prompt file may name (documented). */
const BUILT_IN_AGENTS = ['ask', 'edit', 'agent', 'plan'];

export default projectRule({
  meta: {
    id: 'copilot/prompt-agent-unknown',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: "A VS Code prompt file whose `agent` is close to, but not, a built-in agent (`ask`, `edit`, `agent`, `plan`) or a custom agent of the repository: a misspelling.",
    kinds: ['copilot-prompt'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    readsRepository: true,
    rationale: `A prompt file's \`agent\` names the agent that runs it: \`ask\`, \`edit\`, \`agent\`, \`plan\` or the name of a custom agent (documented: ${COPILOT_PROMPT_DOC}). Copilot CLI does not read prompt files (oracle/copilot/cases.json, cases \`agent-names\`, \`cloud-files\`), so this is judged from VS Code's documentation. A custom agent may also live in the user's profile, outside the repository: only a name that is a likely misspelling of a built-in agent or of one of the repository's custom agents (\`.github/agents\`, and \`.claude/agents\`, which Copilot reads too) is reported as a warning; a name of no agent here is noted as info (it needs the agent in each user's profile).`,
    examples: {
      file: '.github/prompts/review.prompt.md',
      context: { '.github/agents/reviewer.agent.md': '---\ndescription: Reviews pull requests\n---\nReview.\n' },
      wrong: '---\nagent: reviewr\ndescription: Review the current change\n---\nReview the change.\n',
      right: '---\nagent: reviewer\ndescription: Review the current change\n---\nReview the change.\n',
    },
  },
  reads: { 'copilot-prompt': ['agent', 'mode'] },
  check(project, ctx) {
    const custom = new Set<string>();
    for (const a of artifactsOf(project, 'copilot-agent')) {
      custom.add(a.element.name);
      custom.add(copilotAgentFileName(pathAsRead(a.path, a.catalog)));
    }
    const known = [...BUILT_IN_AGENTS, ...custom];
    for (const prompt of artifactsOf(project, 'copilot-prompt')) {
      const pair = getPair(prompt.root, 'agent') ?? getPair(prompt.root, 'mode');
      const name = scalarString(pair?.value);
      if (!pair?.value || name === undefined || known.includes(name)) continue;
      const fix = certainCorrection(name, known);
      const near = closest(name, known)[0]?.value;
      if (!near) {
        // Not a misspelling of a name here: the agent may live in the user's profile, so only noted.
        ctx.report({
          path: prompt.path,
          element: prompt.element,
          level: 'info',
          message: `\`${name}\` is neither a built-in agent nor a custom agent of this repository: the built-in agents are ${BUILT_IN_AGENTS.map((b) => `\`${b}\``).join(', ')}; VS Code runs a prompt file with the agent its \`${pair.key}\` names (documented), so this one needs an agent of that name in each user's profile`,
          range: pair.value.range,
          jsonPath: pair.path,
        });
        continue;
      }
      ctx.report({
        path: prompt.path,
        element: prompt.element,
        message: `\`${name}\` is neither a built-in agent nor a custom agent of this repository: the built-in agents are ${BUILT_IN_AGENTS.map((b) => `\`${b}\``).join(', ')}; VS Code runs a prompt file with the agent its \`${pair.key}\` names (documented) (did you mean \`${near}\`?)`,
        range: pair.value.range,
        jsonPath: pair.path,
        suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: prompt.path, range: pair.value.range, text: fix }] } : undefined,
      });
    }
  },
});
