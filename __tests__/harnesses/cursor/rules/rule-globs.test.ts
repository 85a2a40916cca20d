import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/rule-globs.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const globs = (value: string) => ({ '.cursor/rules/api.mdc': `---\nglobs: ${value}\nalwaysApply: false\n---\nAPI rules.\n` });
const DOC = '(documented: https://cursor.com/docs/rules)';

describe('cursor/rule-globs', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('two commas in a row are a warning at the comma', () => {
    expect(brief(findingsOf(rule, globs('src/**/*.ts,, test/**/*.ts')))).toEqual([
      `2:19 warn \`,\` in \`globs\` is not a valid glob: two commas leave an empty pattern between them, so the rule is not attached for it as written ${DOC}`,
    ]);
  });

  it('an unclosed bracket in a list item is a warning at the item', () => {
    expect(brief(findingsOf(rule, globs('["docs/**/*.md", "src/[a-z.ts"]')))).toEqual([
      `2:25 warn \`src/[a-z.ts\` in \`globs\` is not a valid glob: its \`[\` is never closed, so the rule is not attached for it as written ${DOC}`,
    ]);
  });

  it('a YAML-quoted string, braces holding commas, an escaped bracket and an empty globs are clean', () => {
    expect(brief(findingsOf(rule, globs('"*.{ts,tsx}, docs/**/*.md"')))).toEqual([]);
    expect(brief(findingsOf(rule, globs('src/\\[id\\]/*.ts')))).toEqual([]);
    expect(brief(findingsOf(rule, globs('""')))).toEqual([]);
  });
});
