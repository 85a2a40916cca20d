import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/import-in-code.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const style = { 'docs/style.md': '# Style\n' };

describe('memory/import-in-code', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a one-token code span in a rule file is info, with dropping the backticks as a maybe fix', () => {
    const [d, ...rest] = findingsOf(rule, { ...style, '.claude/rules/style.md': 'Always follow `@../../docs/style.md`.\n' });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['1:16 info `@../../docs/style.md` is inside code, so it is not an import: Claude Code does not load `docs/style.md`']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['@../../docs/style.md']]);
  });

  it('a path in a fenced block is reported without a fix', () => {
    const ds = findingsOf(rule, { ...style, 'CLAUDE.md': '# Project\n\n```md\n@docs/style.md\n```\n' });
    expect(brief(ds)).toEqual(['4:1 info `@docs/style.md` is inside code, so it is not an import: Claude Code does not load `docs/style.md`']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a syntax example naming no file, and a real import, are clean', () => {
    expect(brief(findingsOf(rule, { ...style, 'CLAUDE.md': 'Import a file with `@path/to/file.md`.\nFollow @docs/style.md.\n' }))).toEqual([]);
  });
});
