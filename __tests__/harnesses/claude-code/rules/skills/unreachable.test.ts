import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/unreachable.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const skill = (fields: string, path = '.claude/skills/s/SKILL.md') => ({ [path]: `---\nname: s\ndescription: S\n${fields}\n---\nBody\n` });
const said = 'warn this skill can be run by nobody: `disable-model-invocation: true` hides it from the model (Claude Code does not list it) and `user-invocable: false` hides it from the `/` menu (documented)';

describe('skills/unreachable', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('flags written as strings Claude Code reads are reported at user-invocable', () => {
    const ds = findingsOf(rule, skill('user-invocable: no\ndisable-model-invocation: "yes"'));
    expect(brief(ds)).toEqual([`4:17 ${said}`]);
    expect(ds[0]!.related?.map((r) => r.span.range.start.line)).toEqual([5]);
  });

  it('a quoted "false" counts as false', () => {
    expect(brief(findingsOf(rule, skill('disable-model-invocation: true\nuser-invocable: "false"')))).toEqual([`5:17 ${said}`]);
  });

  it('a skill the user can still run, and a file outside .claude/skills, are clean', () => {
    expect(brief(findingsOf(rule, skill('disable-model-invocation: true\nuser-invocable: true')))).toEqual([]);
    expect(brief(findingsOf(rule, skill('disable-model-invocation: true\nuser-invocable: false', 'docs/skills/s/SKILL.md')))).toEqual([]);
  });
});
