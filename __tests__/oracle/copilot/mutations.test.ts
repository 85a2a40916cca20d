/**
 * agentlint against Copilot CLI's single-field mutation probes (oracle/copilot/mutations.json, recorded by
 * `node oracle/copilot/probe.mjs --mutations` from oracle/lib/mutate.mjs): of the mutations the CLI
 * rejects, drops or ignores, at least 98% get a finding at the mutated field; none it accepts gets an error.
 */
import { describe, expect, it } from '@jest/globals';
import { COPILOT_VERSION } from '../../../src/harnesses/copilot/known-values.js';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/copilot/mutations.json');
const results = judgeMutations(golden, ['copilot']);
const KINDS = ['copilot-agent', 'copilot-skill', 'copilot-hooks', 'copilot-mcp', 'copilot-settings', 'copilot-plugin'];

describe(`Copilot CLI ${golden.version} mutation probes`, () => {
  it('were recorded on the pinned release, for every file kind the CLI reads and validates', () => {
    expect(golden.version).toBe(COPILOT_VERSION);
    expect([...new Set(golden.cases.map((c) => c.kind))].sort()).toEqual([...KINDS].sort());
    for (const k of KINDS) expect([k, golden.cases.some((c) => c.kind === k && c.outcome !== 'accepts')]).toEqual([k, true]);
  });
  it('agentlint reports at least 98% of the mutations the CLI rejects, drops or ignores, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect({ recall: recall >= 0.98, missed }).toEqual({ recall: true, missed: expect.any(Array) });
  });
  it('agentlint reports no error on a mutation the CLI accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
});
