/**
 * "What this pull request lets run" (src/report/lets-run.ts): new security findings and new hooks, servers and
 * settings, each on one inert line; a finding the base already had is not repeated; hostile text stays text.
 */
import { describe, expect, it } from '@jest/globals';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { InventoryDiff } from '../../src/engine/inventory/diff.js';
import { formatLetsRun, inert, letsRunLines } from '../../src/report/lets-run.js';

const finding = (message: string, line = 3, level: Diagnostic['level'] = 'error'): Diagnostic =>
  ({ kind: 'security/remote-code', category: 'security', level, message, harness: 'claude-code', span: { path: '.claude/settings.json', range: { start: { line, column: 1, offset: 0 }, end: { line, column: 2, offset: 1 } } } }) as unknown as Diagnostic;
const diff = (changes: InventoryDiff['harnesses'][number]['changes']): InventoryDiff => ({ schemaVersion: 1, base: 'main', harnesses: [{ harness: 'claude-code', title: 'Claude Code', changes }] });

describe('what this pull request lets run', () => {
  it('lists new hooks and servers with when they run, and findings the base did not have', () => {
    const lines = letsRunLines(
      diff([
        { change: 'added', kind: 'hook', name: 'PreToolUse', path: '.claude/settings.json', details: ['added'], problem: false },
        { change: 'removed', kind: 'hook', name: 'Stop', path: '.claude/settings.json', details: ['removed'], problem: false },
        { change: 'changed', kind: 'agent', name: 'a', path: '.claude/agents/a.md', details: ['model `opus` → `sonnet`'], problem: false },
      ]),
      [finding('old one', 9), finding('new one')],
      [finding('old one', 4)],
    );
    expect(lines).toEqual([
      '- Claude Code: added hook `PreToolUse` in `.claude/settings.json`: runs before every matching tool call, without asking',
      '- **error** `.claude/settings.json:3` (Claude Code, `security/remote-code`): new one',
    ]);
    expect(formatLetsRun(lines).split('\n').slice(0, 2)).toEqual(['#### What this pull request lets run', '']);
    expect(formatLetsRun([])).toBe('');
  });
  it('keeps hostile text inert: no HTML, mention or link outside code spans, one line', () => {
    expect(inert('- run <img src=x> @octocat [x](https://e.invalid)\nnext `<b>@a</b>`')).toBe('- run &lt;img src=x&gt; @&#8203;octocat \\[x\\](https:/&#8203;/e.invalid) next `<b>@a</b>`');
    expect(inert('- an unpaired ` backtick <b>')).toBe('- an unpaired \\` backtick &lt;b&gt;');
  });
  it('cuts a long list at whole lines and says how many are left', () => {
    const text = formatLetsRun(Array.from({ length: 50 }, (_, i) => `- line ${i} ${'x'.repeat(100)}`), 1_000);
    expect(text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(8);
    expect(text).toContain("…and 42 more: run `agentlint --format json` on the pull request's head.");
  });
});
