/** Cursor subagent frontmatter of the wrong type: a quoted `readonly`, a `model` that is not a string. */
import { CURSOR_AGENT_FIELDS, CURSOR_DOCS_SUBAGENTS } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { checkFieldType } from '../lib/field-types.js';

export default artifactRule({
  meta: {
    id: 'cursor/agent-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Cursor subagent (`.cursor/agents/*.md`, or Claude Code\'s `.claude/agents/*.md`, which Cursor also reads) whose `name`, `description` or `model` is not a string, or whose `readonly` or `is_background` is not a boolean.',
    kinds: ['cursor-agent'],
    harness: 'cursor',
    optIn: false,
    fixable: 'machine',
    rationale: `Documented (${CURSOR_DOCS_SUBAGENTS}, "Configuration fields"): \`name\` (string), \`description\` (string), \`model\` (string: \`inherit\`, \`fast\` or a model ID), \`readonly\` (boolean, default \`false\`), \`is_background\` (boolean, default \`false\`). A quoted \`"true"\` is a string, not the documented boolean; what Cursor makes of it is not documented. The same page lists \`.claude/agents/\` as a compatibility location, so those files are checked for Cursor too when the repository uses Cursor. Other keys are not flagged: the docs do not say what Cursor does with them. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/agents/verifier.md',
      wrong: '---\nname: verifier\ndescription: Validates completed work.\nreadonly: "true"\n---\nCheck that the work is done.\n',
      right: '---\nname: verifier\ndescription: Validates completed work.\nreadonly: true\n---\nCheck that the work is done.\n',
    },
  },
  check(artifact, ctx) {
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      const want = CURSOR_AGENT_FIELDS[p.key];
      if (want) checkFieldType(artifact, ctx, p, want, CURSOR_DOCS_SUBAGENTS);
    }
  },
});
