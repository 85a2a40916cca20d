/** `excludeAgent` in a path-specific instructions file: only `code-review` and `coding-agent` mean anything. */
import { COPILOT_EXCLUDE_AGENTS, COPILOT_INSTRUCTIONS_DOC, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { isPathInstructions } from '../lib/instructions.js';

export default artifactRule({
  meta: {
    id: 'copilot/instructions-exclude-agent',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`excludeAgent` in a `.github/instructions/*.instructions.md` file that is not `code-review` or `coding-agent` (ignored, the file applies everywhere); `coding-agent` also leaves the file out of Copilot CLI (info).',
    kinds: ['copilot-instructions'],
    harness: 'copilot',
    optIn: false,
    fixable: 'maybe',
    rationale: `GitHub documents two values for \`excludeAgent\`, \`code-review\` and \`coding-agent\`, each keeping the file from that agent (${COPILOT_INSTRUCTIONS_DOC}). Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): a file with \`excludeAgent: "cli"\` was used exactly like one without the key (inlined, as its \`applyTo\` is \`**\`), so another value excludes nothing and says nothing; \`code-review\` left the file in the CLI's sessions, while \`coding-agent\` left it out of \`copilot instruction list\` and of every request: the CLI counts as the coding agent (reported as info, since that may be what the author wants).`,
    examples: {
      file: '.github/instructions/review.instructions.md',
      wrong: '---\napplyTo: "**"\nexcludeAgent: "coding"\n---\nReview checklist.\n',
      right: '---\napplyTo: "**"\nexcludeAgent: "code-review"\n---\nReview checklist.\n',
    },
  },
  check(artifact, ctx) {
    if (!isPathInstructions(artifact)) return;
    const pair = getPair(artifact.root, 'excludeAgent');
    const v = pair?.value;
    if (!pair || !v) return;
    // Only a string was observed (and is documented); what a reader makes of a list or a number is not known.
    if (v.type !== 'scalar' || typeof v.value !== 'string') return;
    const value: string | undefined = v.value;
    if (value === 'coding-agent') {
      ctx.report({
        message: 'Copilot CLI counts as the coding agent: `excludeAgent: coding-agent` leaves this file out of its sessions too (case instructions-frontmatter)',
        range: v.range,
        jsonPath: pair.path,
        level: 'info',
      });
      return;
    }
    if (value !== undefined && COPILOT_EXCLUDE_AGENTS.includes(value)) return;
    const near = value === undefined ? [] : closest(value, COPILOT_EXCLUDE_AGENTS);
    ctx.report({
      message: `\`excludeAgent\` is \`code-review\` or \`coding-agent\`: ${value === undefined ? 'this value' : `\`${value}\``} excludes no agent, and the file is used by all of them as if the key were not there (case instructions-frontmatter, \`excludeAgent: "cli"\`)`,
      range: v.range,
      jsonPath: pair.path,
      suggestion: near[0] ? { msg: `write \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(near[0].value) }] } : undefined,
    });
  },
});
