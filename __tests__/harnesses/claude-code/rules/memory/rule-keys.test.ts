import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/rule-keys.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('memory/rule-keys', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a description beside paths is ignored and the rule stays path-scoped', () => {
    const text = '---\npaths:\n  - "src/api/**"\ndescription: API conventions\n---\nReturn JSON errors.\n';
    expect(brief(findingsOf(rule, { '.claude/rules/api.md': text }))).toEqual([
      "4:1 warn Claude Code reads only `paths` from a rule file's frontmatter: `description` is ignored (the rule is loaded by its `paths`, never chosen by a description); this rule is loaded only when a file its `paths` match is read",
    ]);
  });

  it('an unknown key without paths leaves the rule loaded at every start', () => {
    expect(brief(findingsOf(rule, { '.claude/rules/nested/style.md': '---\npriority: high\n---\nBe brief.\n' }))).toEqual([
      "2:1 warn Claude Code reads only `paths` from a rule file's frontmatter: `priority` is ignored; this rule is loaded at every session start",
    ]);
  });

  it('a rule file with only paths, and CLAUDE.md opening with a `---` block, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/rules/api.md': '---\npaths: "src/api/**"\n---\nReturn JSON errors.\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'CLAUDE.md': '---\ndescription: not frontmatter here\n---\n# Project\n' }))).toEqual([]);
  });
});
