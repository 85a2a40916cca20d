/**
 * agentlint against Gemini CLI's own verdicts on single-field mutations (issue 19): oracle/gemini/mutations.json,
 * recorded by oracle/gemini/mutations.mjs on the pinned Gemini CLI: agent frontmatter, command TOML, project
 * settings.json and gemini-extension.json.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/gemini/mutations.json');
const results = judgeMutations(golden, ['gemini']);
const KINDS = ['gemini-agent', 'gemini-command', 'gemini-extension', 'gemini-settings'];

describe('Gemini CLI mutation probes', () => {
  it('were recorded on the pinned Gemini CLI, for every kind probed', () => {
    expect(golden.version).toBe('0.61.0');
    expect([...new Set(golden.cases.map((c) => c.kind))].sort()).toEqual(KINDS);
  });
  it('agentlint reports at least 98% of the mutations Gemini rejects, drops or ignores, at the field', () => {
    const { recall, missed } = recallOf(results);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
  it('agentlint reports no error on a mutation Gemini accepts', () => {
    expect(recallOf(results).falseErrors).toEqual([]);
  });
  it.each(KINDS)('%s: every kind has mutations Gemini does not accept, and at least 98% of them are reported', (kind) => {
    const mine = results.filter((r) => r.case.kind === kind);
    expect(mine.filter((r) => r.case.outcome !== 'accepts').length).toBeGreaterThan(0);
    const { recall, missed } = recallOf(mine);
    expect(recall >= 0.98 ? [] : missed).toEqual([]);
  });
});
