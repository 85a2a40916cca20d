import { artifactRule } from '../../diagnostics/rule.js';
import { checkToolFields } from '../shared/tool-rule.js';

export default artifactRule({
  meta: {
    id: 'agents/tools-known',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Unknown, renamed or malformed entries in an agent\'s `tools` and `disallowedTools`.',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code silently ignores tool names it does not know, so a typo quietly removes a tool (or, in `disallowedTools`, fails to block one). Renamed tools (`Task` → `Agent`) still work for now; removed ones (`MultiEdit`, `LS`) do nothing. Both forms are accepted: a comma-separated string (commas inside parentheses do not split) and a YAML list.',
    examples: { wrong: '---\nname: writer\ndescription: Writes files\ntools: Read, Wrte, Task\n---', right: '---\nname: writer\ndescription: Writes files\ntools: Read, Write, Agent\n---', file: '.claude/agents/writer.md' },
  },
  check(artifact, ctx) {
    checkToolFields(artifact, ctx, ['tools', 'disallowedTools'], false);
  },
});
