import { artifactRule } from '../../../../diagnostics/rule.js';
import { checkToolFields } from '../../lib/tool-rule.js';

export default artifactRule({
  meta: {
    id: 'commands/allowed-tools-known',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Unknown, renamed or malformed entries in a command\'s or skill\'s `allowed-tools` and `disallowed-tools`.',
    kinds: ['command', 'skill'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'An `allowed-tools` entry Claude Code does not recognise pre-approves nothing, so the command stops to ask (or a `!` shell line aborts: oracle rules-shell.json `bash(touch:*) lower case: touch x`, refused on 2.1.332). Entries may be separated by commas or spaces; commas and spaces inside parentheses do not split.',
    examples: { wrong: '---\ndescription: Commit\nallowed-tools: Bash(git add:*), bash(git commit:*)\n---', right: '---\ndescription: Commit\nallowed-tools: Bash(git add:*), Bash(git commit:*)\n---', file: '.claude/commands/commit.md' },
  },
  check(artifact, ctx) {
    checkToolFields(artifact, ctx, ['allowed-tools', 'disallowed-tools'], true);
  },
});
