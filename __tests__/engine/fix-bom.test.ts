/** `--fix` on a file that starts with a byte-order mark: the edit lands where it should and the mark stays. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyFixes } from '../../src/engine/fix.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

describe('--fix and a byte-order mark', () => {
  it('keeps the mark and fixes the value', () => {
    const agent = '---\nname: reviewer\ndescription: Reviews code.\nmodel: sonet\n---\nReview.\n';
    const root = writeTree({ '.claude/agents/reviewer.md': `\uFEFF${agent}` });
    roots.push(root);
    const found = lint({ root }).diagnostics.filter((d) => d.kind === 'agents/model-valid');
    expect(found.map((d) => `${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['4:8']);
    expect(applyFixes(root, found, false).applied).toBe(1);
    const bytes = readFileSync(join(root, '.claude/agents/reviewer.md'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(agent.replace('sonet', 'sonnet'));
  });
});
