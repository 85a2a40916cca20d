import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/instructions-apply-to.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const tree = (applyTo: string) => ({
  'src/main.ts': 'export const main = 1;\n',
  'docs/guide.md': '# Guide\n',
  '.github/instructions/ts.instructions.md': `---\napplyTo: ${applyTo}\n---\nUse strict types.\n`,
});

describe('copilot/instructions-apply-to', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an unclosed bracket is no glob, reported at the value', () => {
    expect(brief(findingsOf(rule, tree('"src/[a-"')))).toEqual([
      '2:10 warn `src/[a-` has an unclosed `[`: it is no glob and matches no path, so these instructions apply to no file (Copilot CLI lists the pattern for the model as written and says nothing, case instructions-frontmatter)',
    ]);
  });

  it('one glob of a list that matches nothing is reported at that item', () => {
    expect(brief(findingsOf(rule, tree('["src/**/*.ts", "**/*.rs"]')))).toEqual([
      '2:26 warn `**/*.rs` matches no file in the repository: as things stand these instructions apply to no file (Copilot CLI lists the pattern for the model as written and says nothing, case instructions-frontmatter)',
    ]);
  });

  it('a brace list with a comma and a leading slash match files', () => {
    expect(brief(findingsOf(rule, tree('"**/*.{ts,md},/docs/**"')))).toEqual([]);
  });

  it('the repository-wide shorthands are never reported', () => {
    expect(brief(findingsOf(rule, tree('"**"')))).toEqual([]);
  });
});
