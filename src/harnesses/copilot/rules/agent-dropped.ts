/** Copilot CLI custom agents it drops without a word on screen: no or malformed frontmatter, no description, a wrong type. */
import { COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { dropReasons } from '../lib/agent-load.js';

export default artifactRule({
  meta: {
    id: 'copilot/agent-dropped',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Copilot CLI custom agent (`.github/agents/**/*.md`, and `.claude/agents/*.md`, which Copilot reads too) the CLI does not load: no frontmatter, malformed YAML, no `description`, or a field of the wrong type.',
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`agents\`, \`agent-names-broken\`, \`settings-directories\`, \`agent-inline-dashes\`): such an agent is left out of the \`task\` tool's agent list; the only trace is an \`[ERROR] … custom agent markdown frontmatter is malformed\` line in the debug log. Nothing is shown in the session. Only a \`---\` line closes the frontmatter: a \`---\` inside a value is YAML text, so a frontmatter closed by no such line is "missing or malformed", and a \`--- x\` line inside it makes the YAML fail (case \`agent-inline-dashes\`).`,
    examples: {
      file: '.github/agents/reviewer.agent.md',
      wrong: '---\nname: reviewer\ninfer: "yes"\n---\nYou review pull requests.\n',
      right: '---\nname: reviewer\ndescription: Reviews pull requests for correctness\ninfer: true\n---\nYou review pull requests.\n',
    },
  },
  check(artifact, ctx) {
    for (const r of dropReasons(artifact)) ctx.report({ message: `Copilot CLI does not load this agent: ${r.message}`, range: r.range, jsonPath: r.jsonPath });
  },
});
