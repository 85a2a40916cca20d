import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/permission-never-applied.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (list: string, entries: string[]) => ({ '.claude/settings.json': `{\n  "permissions": {\n    "${list}": ${JSON.stringify(entries)}\n  }\n}\n` });

describe('settings/permission-never-applied', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a Grep path rule is reported at the entry, with the Read rule as a maybe fix', () => {
    const [d, ...rest] = findingsOf(rule, settings('allow', ['Bash(npm test)', 'Grep(src/**)']));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:32 warn `Grep(src/**)` in `permissions.allow` is never applied: path rules are written as `Read(…)` or `Edit(…)`, and `Read(…)` covers Grep (documented; Claude Code loads it without a warning)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"Read(src/**)"']]);
  });

  it('bare tool names and Read/Edit path rules are clean', () => {
    expect(brief(findingsOf(rule, settings('deny', ['Write', 'Glob', 'Edit(secrets/**)', 'Read(./.env)'])))).toEqual([]);
  });
});
