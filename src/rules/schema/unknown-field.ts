import { AGENT_FIELDS, AGENTLINT_FIELDS, COMMAND_FIELDS, SKILL_FIELDS } from '../../harnesses/claude-code/known-values/claude-code.js';
import { AI_RULEZ_AGENT_FIELDS } from '../../formats/ai-rulez/known-values.js';
import { getPair } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';

const FIELDS: Record<string, readonly string[]> = {
  agent: AGENT_FIELDS,
  skill: SKILL_FIELDS,
  command: COMMAND_FIELDS,
  'ai-rulez-agent': AI_RULEZ_AGENT_FIELDS,
};

const norm = (s: string) => s.toLowerCase().replace(/[-_]/g, '');

export default artifactRule({
  meta: {
    id: 'schema/unknown-field',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A frontmatter key that is not documented for its artifact kind.',
    kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code ignores frontmatter keys it does not know, so a misspelt key (`modle`, or the skill spelling `disallowed-tools` in an agent, which wants `disallowedTools`) silently does nothing. `lints` is agentlint\'s own key and is always accepted.',
    examples: { wrong: '---\nname: a\ndescription: d\nmodle: opus\n---', right: '---\nname: a\ndescription: d\nmodel: opus\n---', file: '.claude/agents/a.md' },
  },
  check(artifact, ctx) {
    const known = FIELDS[artifact.kind];
    if (!known || artifact.root?.type !== 'map') return;
    const all = [...known, ...AGENTLINT_FIELDS];
    const unknown = artifact.root.pairs.filter((pair) => !all.includes(pair.key));
    const fixes = unknown.map((pair) => {
      const sameWord = known.filter((k) => norm(k) === norm(pair.key));
      return { pair, sameWord, fix: sameWord.length === 1 ? sameWord[0] : certainCorrection(pair.key, known) };
    });
    for (const { pair, sameWord, fix } of fixes) {
      const near = sameWord.length ? sameWord[0] : closest(pair.key, known)[0]?.value;
      // Renaming onto a key that exists, or that another key is renamed to, would write a duplicate key.
      const taken = fix !== undefined && (getPair(artifact.root, fix) !== undefined || fixes.some((o) => o.pair !== pair && o.fix === fix));
      ctx.report({
        message: `unknown ${artifact.kind} field \`${pair.key}\`: Claude Code ignores it${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: near ? undefined : `documented ${artifact.kind} fields: ${known.join(', ')}`,
        suggestion: fix && !taken ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: fix }] } : undefined,
      });
    }
  },
});
