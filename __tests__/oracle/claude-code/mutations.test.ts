/**
 * agentlint against Claude Code's mutation probes (oracle/claude-code/mutations.json, recorded on the
 * pinned release by oracle/claude-code/mutations-probe.mjs): single-field mutations of a valid plugin.json,
 * marketplace.json, plugin hooks.json, plugin .mcp.json, .claude/settings.json, project agent and skill/command frontmatter.
 * Every mutation Claude Code rejects, drops or ignores must get a finding at the mutated field (recall ≥ 0.98),
 * and no mutation it accepts may get an error unless a recorded run shows it failing when used.
 */
import { describe, expect, it } from '@jest/globals';
import { judgeMutations, readMutations, recallOf } from '../../helpers/mutations.js';

const golden = readMutations('oracle/claude-code/mutations.json');
const results = judgeMutations(golden, ['claude-code']);
const { recall, missed, falseErrors } = recallOf(results);

describe(`Claude Code ${golden.version} mutation probes`, () => {
  it('were recorded on the pinned release, for every kind', () => {
    expect(golden.version).toBe('2.1.332');
    expect([...new Set(golden.cases.map((c) => c.kind))].sort()).toEqual(['agent', 'command', 'hooks', 'marketplace', 'mcp', 'plugin', 'settings', 'skill']);
    for (const c of golden.cases) expect(['rejects', 'drops', 'ignores', 'accepts']).toContain(c.outcome);
  });

  it('a case that names a run-time failure names a recorded case', () => {
    for (const c of golden.cases.filter((x) => x.runtimeFailure)) expect(c.runtimeFailure).toMatch(/^(rules-|plugin-parts|harness-)[\w-]+\.json: /);
  });

  it('agentlint reports at least 98% of what Claude Code rejects, drops or ignores, at the field', () => {
    const judged = results.filter((r) => r.case.outcome !== 'accepts').length;
    if (missed.length) process.stdout.write(`missed ${missed.length} of ${judged} (recall ${recall.toFixed(4)}):\n  ${missed.join('\n  ')}\n`);
    else process.stdout.write(`recall 1 over ${judged} mutations Claude Code does not accept\n`);
    expect(recall).toBeGreaterThanOrEqual(0.98);
  });

  it.each(['agent', 'command', 'hooks', 'marketplace', 'mcp', 'plugin', 'settings', 'skill'])('%s: at least 98% of what Claude Code does not accept is reported', (kind) => {
    const mine = recallOf(results.filter((r) => r.case.kind === kind));
    expect(results.filter((r) => r.case.kind === kind && r.case.outcome !== 'accepts').length).toBeGreaterThan(0);
    expect(mine.recall >= 0.98 ? [] : mine.missed).toEqual([]);
  });

  it('no error on a mutation Claude Code accepts', () => {
    expect(falseErrors).toEqual([]);
  });
});
