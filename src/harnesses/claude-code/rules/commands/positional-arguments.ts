import { artifactRule } from '../../../../diagnostics/rule.js';
import { argumentsUses, positionalUses } from '../../../../rules/shared/command-body.js';

export default artifactRule({
  meta: {
    id: 'commands/positional-arguments',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'migration',
    defaultLevel: 'warn',
    description: '`$1` used as the first argument while `$0` is never used: arguments are 0-based now.',
    kinds: ['command', 'skill'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code numbers command and skill arguments from 0 (`$0` is the first, `$ARGUMENTS[0]` likewise). Older documentation used `$1` for the first argument, so a file written then silently reads the second argument where it meant the first, and an empty string when only one argument is given.',
    examples: {
      wrong: '---\ndescription: Review a pull request\nargument-hint: [pr-number]\n---\nReview pull request #$1.',
      right: '---\ndescription: Review a pull request\nargument-hint: [pr-number]\n---\nReview pull request #$0.',
      file: '.claude/commands/review-pr.md',
    },
  },
  check(artifact, ctx) {
    const uses = positionalUses(artifact);
    if (uses.length === 0) return;
    if (uses.some((u) => u.index === 0)) return;
    if (argumentsUses(artifact).some((u) => u.index !== undefined)) return;
    const first = uses.filter((u) => u.index === 1)[0];
    if (!first) return;
    const { lines } = artifact.file;
    const highest = Math.max(...uses.map((u) => u.index));
    ctx.report({
      message: `\`$1\` is the second argument: Claude Code numbers arguments from \`$0\`, and this file never uses \`$0\`, so it reads the wrong argument (empty when only one is given)`,
      range: lines.range(first.start, first.end),
      notes: uses.length > 1 ? [`${uses.length} positional uses in the body (up to \`$${highest}\`); the fix renumbers all of them`] : [],
      help: 'number arguments from 0: `$0` is the first argument',
      suggestion: {
        msg: 'renumber the arguments from 0',
        applicability: 'MaybeIncorrect',
        edits: uses.map((u) => ({ path: artifact.path, range: lines.range(u.start, u.end), text: `$${u.index - 1}` })),
      },
    });
  },
});
