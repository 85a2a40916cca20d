/**
 * agentlint against Qwen Code's own verdicts on single-field mutations of each file kind it reads with fields (issue 19):
 * oracle/qwen-code/mutations.json, recorded by oracle/qwen-code/mutations.mjs on the pinned Qwen Code.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/qwen-code/mutations.json');
const results = judgeMutations(golden, ['qwen-code']);
const KINDS = ['qwen-agent', 'qwen-command', 'qwen-md-command', 'qwen-skill'];

describe('Qwen Code mutation probes', () => {
  it('were recorded on the pinned Qwen Code, for agents, skills and both command formats', () => {
    expect(golden.version).toBe('0.24.4');
    expect([...new Set(golden.cases.map((c) => c.kind))].sort()).toEqual(KINDS);
  });
  it('agentlint reports every mutation Qwen drops or ignores, at the field', () => {
    expect(recallOf(results).missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation Qwen accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
  it.each(KINDS)('%s: some mutations are not accepted, and each is reported', (kind) => {
    const mine = results.filter((r) => r.case.kind === kind);
    expect(mine.filter((r) => r.case.outcome !== 'accepts').length).toBeGreaterThan(0);
    expect(recallOf(mine).missed).toEqual([]);
  });
});
