/**
 * agentlint against OpenCode's own verdicts on single-field mutations of each file kind it reads (issue 19):
 * oracle/opencode/mutations.json, recorded by oracle/opencode/mutations.mjs on the pinned OpenCode.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/opencode/mutations.json');
const results = judgeMutations(golden, ["opencode"]);

describe('OpenCode mutation probes', () => {
  it('were recorded on the pinned OpenCode, for opencode.json (agent and command files are not probed: docs/harnesses/opencode.md)', () => {
    expect(golden.version).toBe('1.18.33');
    expect([...new Set(golden.cases.map((c) => c.kind))].sort()).toEqual(['opencode-config']);
  });
  it('agentlint reports at least 98% of the mutations OpenCode rejects, drops or ignores, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation OpenCode accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
  it.each(['opencode-config'])('%s: every mutation OpenCode does not accept is reported', (kind) => {
    const judged = results.filter((r) => r.case.kind === kind && r.case.outcome !== 'accepts');
    expect(judged.length).toBeGreaterThan(0);
    const { recall, missed } = recallOf(results.filter((r) => r.case.kind === kind));
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
});
