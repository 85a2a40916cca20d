import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/field-enums.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const skill = (fields: string) => ({ '.claude/skills/s/SKILL.md': `---\nname: s\ndescription: S\n${fields}\n---\nBody\n` });

describe('skills/field-enums', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a capitalised shell in a command is fixed; a list effort is reported without a fix', () => {
    const ds = findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: S\nshell: Bash\neffort: [high]\n---\n' });
    expect(brief(ds)).toEqual([
      '3:8 warn unknown shell `Bash` (did you mean `bash`?): the field does not take effect (documented values: https://code.claude.com/docs/en/skills)',
      '4:9 warn `effort` must be one of `low`, `medium`, `high`, `xhigh` or `max`, not a list: the field does not take effect (documented values: https://code.claude.com/docs/en/skills)',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['bash']]);
    expect(ds[1]!.suggestion).toBeUndefined();
  });

  it('booleans as strings: read ones are info, others a warning', () => {
    const ds = findingsOf(rule, skill('user-invocable: "false"\nbackground: maybe\ndisable-model-invocation: off'));
    expect(brief(ds)).toEqual([
      '4:17 info `user-invocable` must be `true` or `false`, not the string `false`: Claude Code reads it as `false`, but YAML and Agent Skills tools read a string (recorded for `disable-model-invocation`)',
      '5:13 warn `background` must be `true` or `false`, not the string `maybe`: Claude Code does not read it as `true` (recorded for `disable-model-invocation`)',
      '6:27 warn `disable-model-invocation` must be `true` or `false`, not the string `off`: Claude Code does not read it as `true` (recorded for `disable-model-invocation`)',
    ]);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => e.text)])).toEqual([['MachineApplicable', ['false']], [undefined, undefined], ['MaybeIncorrect', ['false']]]);
  });

  it('documented values and real booleans are clean', () => {
    expect(brief(findingsOf(rule, skill('user-invocable: false\nbackground: true\ndisable-model-invocation: false\neffort: max\nshell: powershell')))).toEqual([]);
  });
});
