/** Agent files in sub-folders of `.qwen/agents/`: Qwen Code reads only the folder's own `*.md` files. */
import { QWEN_CASES, QWEN_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'qwen-code/agent-location',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Markdown file in a sub-folder of `.qwen/agents/`: Qwen Code reads only `.qwen/agents/*.md`, so this agent never loads.',
    kinds: ['qwen-nested-agent'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case layout): \`.qwen/agents/team/nested.md\`, a valid agent, was not among the run's agents, beside \`.qwen/agents/reviewer.md\`, which was; Qwen printed nothing about it. Claude Code reads agents in sub-folders of \`.claude/agents/\`, so a layout copied from it loses them. Move the file up to \`.qwen/agents/\` (file names must then differ).`,
    examples: {
      file: '.qwen/agents/review/security.md',
      wrong: '---\nname: security-reviewer\ndescription: Reviews for security issues\n---\nReview the diff for security issues.\n',
      right: '---\nname: security-reviewer\ndescription: Reviews for security issues\n---\nReview the diff for security issues.\n',
      rightFile: '.qwen/agents/security.md',
    },
  },
  check(artifact, ctx) {
    ctx.report({ message: 'Qwen Code does not read this file: it reads agents only from `.qwen/agents/*.md`, not from sub-folders; move it up to `.qwen/agents/`', range: firstLine(artifact.file) });
  },
});
