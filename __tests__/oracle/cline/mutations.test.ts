/**
 * agentlint against Cline CLI's own verdicts on mutations of an agent config (`.cline/agents/*.yaml`; issue 19):
 * oracle/cline/mutations.json, recorded by `oracle/cline/mutations.mjs` in one session of the pinned CLI.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/cline/mutations.json');
const results = judgeMutations(golden, ['cline']);

describe('Cline agent-config mutation probes', () => {
  it('were recorded on the pinned CLI, for agent configs', () => {
    expect(golden.version).toBe('3.0.65');
    expect([...new Set(golden.cases.map((c) => c.kind))]).toEqual(['cline-agent']);
    expect(results.filter((r) => r.case.outcome !== 'accepts').length).toBe(57);
  });
  it('agentlint reports at least 98% of the mutations Cline drops, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation Cline accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
});
