/**
 * agentlint against Amp's own verdicts on single-field mutations of a SKILL.md frontmatter (issue 19):
 * oracle/amp/mutations.json, recorded by `oracle/amp/probe.mjs --mutations` on the pinned CLI.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/amp/mutations.json');
const results = judgeMutations(golden, ['amp']);

describe('Amp skill mutation probes', () => {
  it('were recorded on the pinned CLI, for Agent Skills', () => {
    expect(golden.version).toBe('0.0.1790142911-g7618fb');
    expect([...new Set(golden.cases.map((c) => c.kind))]).toEqual(['amp-skill']);
    expect(results.filter((r) => r.case.outcome !== 'accepts').length).toBe(13);
  });
  it('agentlint reports at least 98% of the mutations Amp rejects or drops, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation Amp accepts (a boolean name is the recorded run-time failure)', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
});
