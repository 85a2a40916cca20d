import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/memory-import.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/memory-import', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing file imported from an imported file is a warning in that file', () => {
    const tree = { 'QWEN.md': '# Project\n\n@./docs/rules.md\n', 'docs/rules.md': '# Rules\n\nSee @./style.md for style.\n' };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['docs/rules.md']);
    expect(brief(ds)).toEqual(['3:5 warn `@./style.md` imports nothing: `docs/style.md` does not exist; Qwen Code sends `@./style.md` to the model as plain text, without a word']);
  });

  it('an import in a code span, an e-mail address and an existing file are clean', () => {
    const tree = { 'QWEN.md': '# Project\n\nWrite `@./missing.md` to import; mail me@example.com.\n\n@./docs/style.md\n', 'docs/style.md': '# Style\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
