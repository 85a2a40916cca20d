import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/import-depth.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

/** CLAUDE.local.md → n1.md → … → n<hops>.md, each import on line 2 of its file. */
function chain(hops: number): Record<string, string> {
  const tree: Record<string, string> = { 'CLAUDE.local.md': '# Local\n@notes/n1.md\n' };
  for (let i = 1; i <= hops; i++) tree[`notes/n${i}.md`] = i < hops ? `Step ${i}.\n@n${i + 1}.md\n` : 'The last notes.\n';
  return tree;
}

describe('memory/import-depth', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the fifth hop is reported where it is written, naming the file left out', () => {
    const ds = findingsOf(rule, chain(5));
    expect(brief(ds)).toEqual(['2:1 warn `@n5.md` is 5 imports away from CLAUDE.local.md: Claude Code follows 4 and silently leaves `notes/n5.md` out (import it from a file nearer CLAUDE.local.md)']);
    expect(ds[0]!.span.path).toBe('notes/n4.md');
  });

  it('a chain of exactly four hops is clean', () => {
    expect(brief(findingsOf(rule, chain(4)))).toEqual([]);
  });

  it('a fifth-hop path in a code span is not an import', () => {
    expect(brief(findingsOf(rule, { ...chain(4), 'notes/n4.md': 'See `@n5.md`.\n', 'notes/n5.md': 'Deep.\n' }))).toEqual([]);
  });
});
