/** A custom agent whose prompt (the Markdown body) is longer than the documented 30,000 characters. */
import { COPILOT_AGENT_DOC, COPILOT_AGENT_PROMPT_MAX, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'copilot/agent-prompt-length',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `A custom agent whose prompt (the Markdown body) is longer than the documented ${COPILOT_AGENT_PROMPT_MAX.toLocaleString('en-US')} characters.`,
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `GitHub documents a maximum of ${COPILOT_AGENT_PROMPT_MAX.toLocaleString('en-US')} characters for a custom agent's prompt, the Markdown below the frontmatter (documented: ${COPILOT_AGENT_DOC}). Copilot CLI ${COPILOT_VERSION} does not enforce it (oracle/copilot/cases.json, case \`agent-long-prompt\`: an agent with a 32,400-character prompt loaded, and its sub-agent request started with the whole prompt), so the limit is GitHub's other surfaces' and this is a warning.`,
    examples: {
      file: '.github/agents/reviewer.agent.md',
      wrong: `---\ndescription: Reviews pull requests\n---\n${'Check every line. '.repeat(1700)}\n`,
      right: '---\ndescription: Reviews pull requests\n---\nCheck every line.\n',
    },
  },
  check(artifact, ctx) {
    const md = artifact.markdown;
    if (!md || md.body.length <= COPILOT_AGENT_PROMPT_MAX) return;
    const lines = artifact.file.lines;
    const at = md.bodyOffset + COPILOT_AGENT_PROMPT_MAX;
    ctx.report({
      message: `This agent's prompt has ${md.body.length.toLocaleString('en-US')} characters, over the documented maximum of ${COPILOT_AGENT_PROMPT_MAX.toLocaleString('en-US')}: Copilot CLI loads it whole (case agent-long-prompt), other Copilot surfaces may not (documented)`,
      range: lines.range(at, lines.lineEnd(lines.position(at).line)),
    });
  },
});
