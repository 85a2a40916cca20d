import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { argumentsUses, positionalUses } from '../../../../rules/shared/command-body.js';

export default artifactRule({
  meta: {
    id: 'commands/argument-hint',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: 'A command or skill that reads `$ARGUMENTS` or `$N` but declares no `argument-hint`.',
    kinds: ['command', 'skill'],
    optIn: false,
    fixable: false,
    rationale:
      'Documented (https://code.claude.com/docs/en/slash-commands): Claude Code shows `argument-hint` next to the command in the `/` menu (the menu is interactive, so no oracle case records it). Without it users are not told the command takes arguments, run it bare, and `$ARGUMENTS` expands to an empty string.',
    examples: {
      wrong: '---\ndescription: Fix an issue\n---\nFix issue #$ARGUMENTS.',
      right: '---\ndescription: Fix an issue\nargument-hint: [issue-number]\n---\nFix issue #$ARGUMENTS.',
      file: '.claude/commands/fix-issue.md',
    },
  },
  check(artifact, ctx) {
    if (getPair(artifact.root, 'argument-hint') || getPair(artifact.root, 'arguments')) return;
    const uses = [...argumentsUses(artifact), ...positionalUses(artifact)].sort((a, b) => a.start - b.start);
    const first = uses[0];
    if (!first) return;
    ctx.report({
      message: `\`${first.text}\` reads the command's arguments, but there is no \`argument-hint\`: the \`/\` menu shows \`argument-hint\` to tell users what to pass (documented: https://code.claude.com/docs/en/slash-commands), and \`${first.text}\` is empty when they do not`,
      range: artifact.file.lines.range(first.start, first.end),
      help: 'add e.g. `argument-hint: [issue-number]` to the frontmatter',
    });
  },
});
