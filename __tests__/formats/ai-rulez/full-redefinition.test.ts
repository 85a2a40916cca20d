import { describe, expect, it } from '@jest/globals';
import fullRedefinition, { addedText } from '../../../src/formats/ai-rulez/rules/full-redefinition.js';
import { at } from '../../helpers/index.js';
import { run } from './fixtures.js';

describe('ai-rulez/full-redefinition', () => {
  const [builtin, copied, ...rest] = run(fullRedefinition, 'full-redefinition');

  it('reports nothing else', () => {
    expect(rest).toEqual([]);
    expect(fullRedefinition.meta.defaultLevel).toBe('info');
  });
  it('a copy of the base with one added line: suggests extends with only the added text', () => {
    expect(copied!.path).toBe('.ai-rulez/agents/reviewer.md');
    expect(at(copied!)).toBe('2:7-2:15');
    expect(copied!.jsonPath).toBe('$.frontmatter.name');
    expect(copied!.message).toBe(
      '`reviewer` repeats most of its base without `extends`: the base is `base/.ai-rulez/agents/reviewer.md` (include:base); it replaces the base entirely, and the copy drifts when the base changes',
    );
    expect(copied!.related!.map((x) => `${x.span.path} ${at(x.span)}`)).toEqual(['base/.ai-rulez/agents/reviewer.md 2:7-2:15']);
    const s = copied!.suggestion!;
    expect(s.applicability).toBe('MaybeIncorrect');
    expect(s.edits.map((e) => `${e.path} ${at(e)} ${JSON.stringify(e.text)}`)).toEqual([
      '.ai-rulez/agents/reviewer.md 3:1-3:1 "extends: reviewer\\n"',
      '.ai-rulez/agents/reviewer.md 5:1-11:1 "- Check FFI safety comments.\\n"',
    ]);
  });
  it('a redefinition of a builtin: says so, with no fix (the builtin text is not known)', () => {
    expect(builtin!.path).toBe('.ai-rulez/agents/code-reviewer.md');
    expect(at(builtin!)).toBe('2:7-2:20');
    expect(builtin!.message).toBe(
      '`code-reviewer` replaces its base entirely (no `extends`): the base is the builtin `code-reviewer` (ai-governance); none of the base\'s instructions or fields are kept',
    );
    expect(builtin!.help).toBe('to append to the base instead, add `extends: code-reviewer` and keep only the added text');
    expect(builtin!.suggestion).toBeUndefined();
  });
  it('no report when the agent extends its base', () => {
    expect(run(fullRedefinition, 'chain')).toEqual([]);
  });
  it('addedText: only when most of the body repeats the base', () => {
    expect(addedText('a\nb\nc\nnew', 'a\nb\nc\nd')).toBe('new');
    expect(addedText('x\ny\nb', 'a\nb')).toBeUndefined();
    expect(addedText('a\n\n\n\nnew\n', 'a')).toBeUndefined(); // half, not most
    expect(addedText('a\nb\n\n\nnew\n', '  a\nb  ')).toBe('new');
  });
});
