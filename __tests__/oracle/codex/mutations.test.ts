/**
 * agentlint against Codex CLI's own verdicts on single-field mutations of each file kind it reads (issue 19):
 * oracle/codex/mutations.json, recorded by oracle/codex/mutations.mjs on the pinned Codex.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/codex/mutations.json');
const results = judgeMutations(golden, ['codex']);

describe('Codex mutation probes', () => {
  it('were recorded on the pinned Codex, for every file kind Codex reads', () => {
    expect(golden.version).toBe('0.171.0');
    expect([...new Set(golden.cases.map((c) => c.kind))].sort()).toEqual(['codex-config', 'codex-hooks', 'codex-plugin', 'codex-role', 'codex-skill']);
  });
  it('agentlint reports at least 98% of the mutations Codex rejects, drops or ignores, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation Codex accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
  it.each(['codex-config', 'codex-role', 'codex-skill', 'codex-hooks', 'codex-plugin'])('%s: every mutation Codex does not accept is reported', (kind) => {
    const judged = results.filter((r) => r.case.kind === kind && r.case.outcome !== 'accepts');
    expect(judged.length).toBeGreaterThan(0);
    const { recall, missed } = recallOf(results.filter((r) => r.case.kind === kind));
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
});
