import { describe, expect, it } from '@jest/globals';
import rule from '../../../src/rules/schema/frontmatter-required.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

describe('schema/frontmatter-required', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an agent without `name` is skipped: an error, with the file name offered as the name', () => {
    const ds = findingsOf(rule, { '.claude/agents/rev.md': '---\ndescription: Reviews\n---\nBody\n' });
    expect(brief(ds)).toEqual(['1:1 error agent has no `name`: Claude Code skips the file silently']);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => [e.range.start.line, e.range.start.column, e.text])])).toEqual([['MaybeIncorrect', [[2, 1, 'name: rev\n']]]]);
  });

  it('a skill without `description` still loads: a warning', () => {
    expect(brief(findingsOf(rule, { '.claude/skills/lint/SKILL.md': '---\nname: lint\n---\nRun the linter.\n' }))).toEqual([
      '1:1 warn skill has no `description`: Claude Code describes it to the model with its first body line, and the Agent Skills spec requires one',
    ]);
  });

  it('a project command needs no `description`', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/go.md': '---\nargument-hint: x\n---\nBody\n' }))).toEqual([]);
  });
});
