import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/skill-reference.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const md = (fm: string) => `---\n${fm}\n---\nBody\n`;
const pdf = { '.claude/skills/pdf-tools/SKILL.md': md('name: pdf-tools\ndescription: P') };
const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/skills/deploy/SKILL.md': md('name: deploy\ndescription: D') };
const agent = (skills: string, path = '.claude/agents/a.md') => ({ [path]: md(`name: a\ndescription: A\nskills: ${skills}`) });
const tail = ': the agent does not get the skill it names (preloading is documented: https://code.claude.com/docs/en/sub-agents)';

describe('agents/skill-reference', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a case-only miss is a warning at the entry, with a certain fix', () => {
    const ds = findingsOf(rule, { ...pdf, '.claude/commands/lint.md': md('description: Lint'), ...agent('PDF-Tools, lint') });
    expect(brief(ds)).toEqual([`4:9 warn skill \`PDF-Tools\` is not found (did you mean \`pdf-tools\`?)${tail}`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['pdf-tools']]);
  });

  it('a plugin-qualified typo is reported; a plugin outside the tree is not checked', () => {
    const ds = findingsOf(rule, { ...plugin, ...agent('\n  - ops:deploy\n  - ops:deplo\n  - other:thing') });
    expect(brief(ds)).toEqual([`6:5 warn skill \`ops:deplo\` is not found (did you mean \`ops:deploy\`?)${tail}`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['ops:deploy']]);
  });

  it("a plugin skill is visible unqualified to that plugin's agents only", () => {
    const ds = findingsOf(rule, { ...plugin, ...agent('deploy', 'p/agents/a.md'), ...agent('deploy', '.claude/agents/b.md') });
    expect(brief(ds)).toEqual([`4:9 warn skill \`deploy\` is not found${tail}`]);
    expect(ds[0]!.span.path).toBe('.claude/agents/b.md');
  });
});
