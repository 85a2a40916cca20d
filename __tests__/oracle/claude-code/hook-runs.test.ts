/**
 * oracle/claude-code/hook-runs.json (oracle/claude-code/hook-runs-probe.mjs): how often a settings hook ran in one
 * Claude Code session; a case that names a rule is reported by it at its level, the others by no rule of the case's.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { treeMaker } from '../../helpers/index.js';

interface HookRunsCase {
  id: string;
  settings: string;
  writes: number;
  rule?: string;
  level?: string;
  observed: { filesWritten: number; hookRuns: number };
}
const set = JSON.parse(readFileSync('oracle/claude-code/hook-runs.json', 'utf8')) as { claudeCode: string; cases: HookRunsCase[] };
const tree = treeMaker();

describe(`hook runs (Claude Code ${set.claudeCode})`, () => {
  it('every session wrote every file, and the hook ran at each write whatever its `once`', () => {
    for (const c of set.cases) expect([c.id, c.observed]).toEqual([c.id, { filesWritten: c.writes, hookRuns: c.writes }]);
  });

  it.each(set.cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const root = tree({ '.claude/settings.json': c.settings.split('<log>').join('/tmp/hook.log') });
    const ds = lint({ root, harnesses: ['claude-code'] }).diagnostics.filter((d) => d.kind === 'hooks/once-ignored');
    expect(ds.map((d) => [d.level, d.span.range.start.line])).toEqual(c.rule ? [[c.level, 10]] : []);
  });
});
