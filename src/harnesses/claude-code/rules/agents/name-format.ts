import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { clipped } from '../../../../diagnostics/suggest.js';
import { toKebab } from '../../../../rules/shared/names.js';

// Digits load as letters do (listing.json: `c4-code`, `m365-admin`, `powershell-7-expert` are listed).
const VALID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export default artifactRule({
  meta: {
    id: 'agents/name-format',
    effect: 'style',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An agent `name` must be lowercase letters, digits and hyphens (`^[a-z0-9]+(-[a-z0-9]+)*$`).',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code identifies a subagent by `name` alone. A project or user agent whose name starts with `-` or contains `:` is never loaded (an error); a plugin agent with such a name is still listed as `<plugin>:<name>` (oracle: oracle/claude-code/placements.json, cases p-name-colon, p-name-lead-dash), so there it is a warning. Other characters break `Agent(name)` references and @-mentions. Digits are fine: Claude Code 2.1.332 lists `c4-code`, `m365-admin` and `powershell-7-expert` (oracle/claude-code/listing.json).',
    examples: { wrong: '---\nname: Code_Reviewer\ndescription: Reviews diffs\n---', right: '---\nname: code-reviewer\ndescription: Reviews diffs\n---', file: '.claude/agents/code-reviewer.md' },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'name');
    const name = scalarString(pair?.value);
    if (!pair || !pair.value || name === undefined || name === '' || VALID.test(name)) return;
    // A project agent named so is never loaded; a plugin agent is listed as `<plugin>:<name>` all the same
    // (oracle: oracle/claude-code/placements.json, p-name-colon and p-name-lead-dash).
    const odd = name.startsWith('-') || name.includes(':');
    const fatal = odd && artifact.kind === 'agent' && artifact.pluginRoot === undefined;
    const fixed = toKebab(name);
    ctx.report({
      message: fatal
        ? `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: Claude Code never loads this agent`
        : odd && artifact.kind === 'agent'
          ? `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: as a plugin agent Claude Code still lists it (as \`<plugin>:${name}\`), while a project agent so named is skipped, and \`Agent(${name})\` references are ambiguous`
          : `agent name \`${clipped(name)}\` is not kebab-case: it should be lowercase letters, digits and hyphens (\`^[a-z0-9]+(-[a-z0-9]+)*$\`)`,
      range: pair.value.range,
      jsonPath: pair.path,
      level: fatal ? 'error' : undefined,
      effect: fatal ? 'not-loaded' : undefined,
      help: 'use lowercase letters and digits separated by single hyphens, e.g. `code-reviewer`',
      suggestion:
        fixed && fixed !== name
          ? { msg: `rename the agent to \`${fixed}\` (update references to it too)`, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, pair.value, fixed)] }
          : undefined,
    });
  },
});
