import { describe, expect, it } from '@jest/globals';
import { yamlStrict as rule } from '../../../src/rules/schema/parse-rules.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

describe('schema/yaml-strict', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('a command that only Claude Code reads gets information, and the fix quotes the value Claude Code quotes', () => {
    const ds = findingsOf(rule, { '.claude/commands/go.md': '---\ndescription: Go: now\nargument-hint: [file]\n---\nBody\n' }, ALL_RULES);
    expect(brief(ds)).toEqual([
      "2:14 info strict YAML rejects this frontmatter: nested mappings are not allowed in compact mappings; Claude Code reads it only through its re-read that quotes such values; no other harness reads `.claude/commands`, so only GitHub's file view, which shows a YAML error instead of the frontmatter table, rejects it",
    ]);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => [e.range.start.column, e.range.end.column, e.text])])).toEqual([['MachineApplicable', [[14, 21, '"Go: now"']]]]);
  });

  it('`key: value` in the body is not frontmatter: no finding', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/go.md': '---\ndescription: "Go: now"\n---\nBody with key: value\n' }, ALL_RULES))).toEqual([]);
  });
});
