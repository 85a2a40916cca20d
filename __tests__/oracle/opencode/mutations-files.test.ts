/**
 * agentlint against OpenCode's own verdicts on single-field mutations of an agent file and a command file (issue 19):
 * oracle/opencode/mutations-files.json, recorded by `oracle/opencode/file-mutations.mjs` on the
 * pinned CLI (one project; each rejected file named by OpenCode and left out of the next run).
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/opencode/mutations-files.json');
const results = judgeMutations(golden, ['opencode']);

describe('OpenCode agent and command file mutation probes', () => {
  it('were recorded on the pinned CLI, for agent and command files', () => {
    expect(golden.version).toBe('1.18.33');
    expect([...new Set(golden.cases.map((c) => c.kind))]).toEqual(['opencode-agent', 'opencode-command']);
    expect(results.filter((r) => r.case.outcome !== 'accepts').length).toBeGreaterThan(90);
  });
  it('agentlint reports at least 98% of the mutations OpenCode rejects, drops or ignores, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation OpenCode accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
});
