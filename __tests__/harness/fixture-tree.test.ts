/**
 * fixtures/harnesses: one tree per verdict. `planted/` holds every harness's
 * artifacts with planted mistakes (listed in planted.expected.txt as
 * `path line:col rule harness`); `valid/` is its documented-valid twin.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { discover } from '../../src/artifacts/discover.js';
import { lint } from '../../src/engine/run.js';

const row = (d: { kind: string; harness?: string; span: { path: string; range: { start: { line: number; column: number } } } }) =>
  `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.harness ?? '-'}`;

describe('fixtures/harnesses', () => {
  it('every planted mistake is found at its line and column, and nothing else', () => {
    const expected = readFileSync('fixtures/harnesses/planted.expected.txt', 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    const result = lint({ root: 'fixtures/harnesses/planted' });
    expect(result.diagnostics.map(row).sort()).toEqual(expected.sort());
  });
  it('the documented-valid twin has no findings, for every harness', () => {
    const result = lint({ root: 'fixtures/harnesses/valid' });
    expect(result.diagnostics.map(row)).toEqual([]);
    // Memory, rules, settings, three agents, a skill, hooks, AGENTS.md, a Codex role, a Gemini command and agent, an OpenCode agent,
    // config, command and skill, a Cursor rule; .claude/skills/lint read once per harness (Claude Code, Copilot, OpenCode) and
    // AGENTS.md once for Codex and once for OpenCode.
    expect(result.filesChecked).toBe(21);
    const { project } = discover('fixtures/harnesses/valid');
    expect(project.harnesses).toEqual(['claude-code', 'copilot', 'codex', 'gemini', 'opencode', 'cursor']);
    expect([...new Set(project.artifacts.map((a) => `${a.harness}:${a.kind}`))].sort()).toEqual([
      'claude-code:memory', 'claude-code:settings', 'claude-code:skill', 'codex:codex-agents-md', 'codex:codex-role', 'copilot:copilot-agent', 'copilot:copilot-hooks', 'copilot:copilot-skill', 'cursor:cursor-rule', 'gemini:gemini-agent', 'gemini:gemini-command', 'opencode:opencode-agent', 'opencode:opencode-command', 'opencode:opencode-config', 'opencode:opencode-instructions', 'opencode:opencode-skill',
    ]);
  });
});
