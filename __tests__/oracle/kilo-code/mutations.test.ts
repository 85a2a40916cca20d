/**
 * agentlint against Kilo Code's own verdicts on single-field mutations of a `.kilocodemodes` mode (issue 19):
 * oracle/kilo-code/mutations.json, recorded by `oracle/kilo-code/probe.mjs --mutations` on the pinned CLI.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/kilo-code/mutations.json');
const results = judgeMutations(golden, ['kilo-code']);

describe('Kilo Code mutation probes', () => {
  it('were recorded on the pinned CLI, for .kilocodemodes', () => {
    expect(golden.version).toBe('7.7.7');
    expect([...new Set(golden.cases.map((c) => c.kind))]).toEqual(['kilo-legacy-modes']);
    expect(results.filter((r) => r.case.outcome !== 'accepts').length).toBeGreaterThan(0);
  });
  it('agentlint reports at least 98% of the mutations Kilo drops or ignores, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation Kilo accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
});
