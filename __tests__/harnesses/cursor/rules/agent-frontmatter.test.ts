import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/agent-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (fields: string) => ({ '.cursor/agents/reviewer.md': `---\nname: reviewer\ndescription: Reviews diffs\n${fields}\n---\nReview the diff.\n` });

describe('cursor/agent-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a quoted is_background is a warning at the value, with a certain fix to the boolean', () => {
    const [d, ...rest] = findingsOf(rule, agent('is_background: "False"'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:16 warn `is_background` must be a boolean (`true` or `false`), not the string `False` (documented: https://cursor.com/docs/subagents)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['false']]);
  });

  it('a numeric model is a warning without a fix', () => {
    const ds = findingsOf(rule, agent('model: 5'));
    expect(brief(ds)).toEqual(['4:8 warn `model` must be a string, not the number `5` (documented: https://cursor.com/docs/subagents)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('documented values, an empty field and keys Cursor does not document are clean', () => {
    expect(brief(findingsOf(rule, agent('model: fast\nreadonly: false\nis_background: true')))).toEqual([]);
    expect(brief(findingsOf(rule, agent('model:\ntools: [Read, 3]')))).toEqual([]);
  });
});
