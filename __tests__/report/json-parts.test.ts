/** The JSON report gives each finding's message whole and in the two parts the terminal and the pull request show. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { formatJson } from '../../src/report/json.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

describe('JSON report: headline and why', () => {
  it('splits the message where the terminal does, and keeps it whole', () => {
    const root = writeTree({ '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews code.\nmodel: sonet\n---\nReview.\n' });
    roots.push(root);
    const doc = JSON.parse(formatJson(lint({ root }))) as { diagnostics: Array<{ rule: string; message: string; headline: string; why: string }> };
    const d = doc.diagnostics.find((x) => x.rule === 'agents/model-valid')!;
    expect(d.headline).toBe('model `sonet` is not a known model');
    expect(d.why).toMatch(/^Claude Code sends it to the API as written/);
    expect(d.message.startsWith(`${d.headline}: `)).toBe(true);
  });
});
