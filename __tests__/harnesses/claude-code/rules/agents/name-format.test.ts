import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/name-format.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const fm = (name: string) => `---\nname: ${name}\ndescription: D\n---\nBody\n`;

describe('agents/name-format', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a colon in a project agent name is an error: the agent never loads', () => {
    const ds = findingsOf(rule, { '.claude/agents/a.md': fm('ops:deploy') });
    expect(brief(ds)).toEqual(['2:7 error agent name `ops:deploy` contains `:`: Claude Code never loads this agent']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['ops-deploy']]);
  });

  it('a leading hyphen in a plugin agent is only a warning', () => {
    const ds = findingsOf(rule, { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/agents/a.md': fm('-deploy') });
    expect(brief(ds)).toEqual(['2:7 warn agent name `-deploy` starts with `-`: as a plugin agent Claude Code still lists it (as `<plugin>:-deploy`), while a project agent so named is skipped, and `Agent(-deploy)` references are ambiguous']);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual(['deploy']);
  });

  it('camel case is a kebab-case warning', () => {
    const ds = findingsOf(rule, { '.claude/agents/a.md': fm('CodeReviewer') });
    expect(brief(ds)).toEqual(['2:7 warn agent name `CodeReviewer` is not kebab-case: it should be lowercase letters, digits and hyphens (`^[a-z0-9]+(-[a-z0-9]+)*$`)']);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual(['code-reviewer']);
  });

  it('digits are fine, and a file outside .claude/agents is not an agent', () => {
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': fm('m365-admin') }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'docs/agents/a.md': fm('Bad Name') }))).toEqual([]);
  });
});
