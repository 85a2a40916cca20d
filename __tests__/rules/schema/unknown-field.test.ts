import { describe, expect, it } from '@jest/globals';
import rule from '../../../src/rules/schema/unknown-field.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

describe('schema/unknown-field', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('`allowed_tools` on a skill: a warning at the key, renamed by a certain fix', () => {
    const ds = findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: d\nallowed_tools: Read\n---\nBody\n' });
    expect(brief(ds)).toEqual(['4:1 warn unknown skill field `allowed_tools`: Claude Code ignores it (did you mean `allowed-tools`?)']);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => [e.range.start.column, e.range.end.column, e.text])])).toEqual([['MachineApplicable', [[1, 14, 'allowed-tools']]]]);
  });

  it('`colour` on an agent suggests `color`', () => {
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: d\ncolour: blue\n---\nBody\n' }))).toEqual(['4:1 warn unknown agent field `colour`: Claude Code ignores it (did you mean `color`?)']);
  });

  it('documented skill fields, `metadata` included, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: d\nallowed-tools: Read\nmetadata:\n  x: 1\n---\nBody\n' }))).toEqual([]);
  });
});
