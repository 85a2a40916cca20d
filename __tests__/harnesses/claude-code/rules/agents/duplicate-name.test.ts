import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/duplicate-name.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const agent = (fm: string) => `---\n${fm}\n---\nBody\n`;
const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }' };

describe('agents/duplicate-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the later file is an error at its name, pointing at the first', () => {
    const ds = findingsOf(rule, { '.claude/agents/a.md': agent('name: helper\ndescription: A'), '.claude/agents/sub/b.md': agent('description: B\nname: helper') });
    expect(brief(ds)).toEqual(['3:7 error agent name `helper` is also declared in .claude/agents/a.md: Claude Code loads only one of the two, chosen by filesystem order, and silently drops the other']);
    expect([ds[0]!.span.path, ds[0]!.related?.map((r) => r.span.path)]).toEqual(['.claude/agents/sub/b.md', ['.claude/agents/a.md']]);
  });

  it('a nameless plugin agent loads under its file name and clashes with a named one', () => {
    const ds = findingsOf(rule, { ...plugin, 'p/agents/helper.md': agent('description: B'), 'p/agents/other.md': agent('name: helper\ndescription: C') });
    expect(brief(ds)).toEqual(['2:7 error agent name `helper` is also declared in p/agents/helper.md: Claude Code loads only one of the two, chosen by filesystem order, and silently drops the other']);
  });

  it('the same name in a plugin and in the project, and the same file name with different names, are clean', () => {
    expect(brief(findingsOf(rule, { ...plugin, 'p/agents/helper.md': agent('name: helper\ndescription: B'), '.claude/agents/a.md': agent('name: helper\ndescription: A') }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': agent('name: a\ndescription: A'), '.claude/agents/x/a.md': agent('name: b\ndescription: B') }))).toEqual([]);
  });
});
