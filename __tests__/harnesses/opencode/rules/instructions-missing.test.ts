import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/instructions-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const config = (items: string) => ({ 'opencode.json': `{\n  "instructions": [${items}]\n}\n` });

describe('opencode/instructions-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a one-level glob matching only a deeper file sends nothing', () => {
    expect(brief(findingsOf(rule, { ...config('"docs/*.md"'), 'docs/sub/b.md': '# B\n' }))).toEqual([
      '2:20 warn OpenCode sends nothing for `docs/*.md` and says nothing: the glob matches no file in the repository',
    ]);
  });

  it('a missing file is reported among present ones', () => {
    expect(brief(findingsOf(rule, { ...config('"docs/style.md", "nope.md"'), 'docs/style.md': '# Style\n' }))).toEqual([
      '2:37 warn OpenCode skips `nope.md` without a word: no such file in the repository',
    ]);
  });

  it('a path beside .opencode/opencode.json, a matching glob and a URL are clean', () => {
    expect(brief(findingsOf(rule, { '.opencode/opencode.json': '{ "instructions": ["style.md"] }\n', '.opencode/style.md': '# Style\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { ...config('"rules/**/*.md", "https://example.com/rules.md"'), 'rules/deep/c.md': '# C\n' }))).toEqual([]);
  });
});
