import { getPair, scalarString } from '../../artifacts/tree.js';
import { replaceScalar } from '../../diagnostics/edits.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { toKebab } from '../shared/names.js';

const VALID = /^[a-z]+(-[a-z]+)*$/;

export default artifactRule({
  meta: {
    id: 'agents/name-format',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An agent `name` must be lowercase letters and hyphens (`^[a-z]+(-[a-z]+)*$`).',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code identifies a subagent by `name` alone. A name that starts with `-` or contains `:` makes Claude Code skip the file silently; other characters break `Agent(name)` references and @-mentions.',
    examples: { wrong: '---\nname: Code_Reviewer\ndescription: Reviews diffs\n---', right: '---\nname: code-reviewer\ndescription: Reviews diffs\n---', file: '.claude/agents/code-reviewer.md' },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'name');
    const name = scalarString(pair?.value);
    if (!pair || !pair.value || name === undefined || name === '' || VALID.test(name)) return;
    const fatal = name.startsWith('-') || name.includes(':');
    const fixed = toKebab(name, true);
    ctx.report({
      message: fatal
        ? `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: Claude Code never loads this agent`
        : `agent name \`${name}\` should be lowercase letters and hyphens (\`^[a-z]+(-[a-z]+)*$\`)`,
      range: pair.value.range,
      jsonPath: pair.path,
      level: fatal ? 'error' : undefined,
      help: 'use lowercase letters separated by single hyphens, e.g. `code-reviewer`',
      suggestion:
        fixed && fixed !== name
          ? { msg: `rename the agent to \`${fixed}\` (update references to it too)`, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, pair.value, fixed)] }
          : undefined,
    });
  },
});
