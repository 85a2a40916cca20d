/**
 * fixtures/harnesses: one tree per verdict. `planted/` holds every harness's
 * artifacts with planted mistakes (listed in planted.expected.txt as
 * `path line:col rule harness`); `valid/` is its documented-valid twin.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { discover } from '../../src/engine/discover.js';
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
    // Valid is not harmless: the Gemini settings trust their MCP server (a documented field, kept as the oracle recorded
    // it), which skips every confirmation of its tools. That risk, and only it, is reported.
    expect(result.diagnostics.map(row)).toEqual(['.gemini/settings.json 3:44 security/permissive-settings gemini']);
    // Claude Code: memory (CLAUDE.md, two rules), settings, an output style, a skill. Copilot: four agents, a skill, three hooks files,
    // MCP, settings, instructions; .claude/skills/lint, AGENTS.md, CLAUDE.md and GEMINI.md read once more for Copilot. Codex: AGENTS.md and
    // svc/AGENTS.md, three roles, two skills, a project config, hooks.json. Gemini: a command, an agent, a skill, GEMINI.md, settings, two extension manifests (gemini-kit also with a command, an agent and a skill). OpenCode: an agent, opencode.jsonc, two commands, a skill, a skill in a `skills.paths` folder (.opencode/team-skills/triage), and .claude/skills/lint and AGENTS.md read once more. Cursor: three rules,
    // mcp.json, hooks.json, a subagent, a skill, AGENTS.md and svc/AGENTS.md.
    // Claude Code plugins: a marketplace with two plugins (one with .lsp.json, monitors/monitors.json, settings.json and an agent;
    // the other naming its LSP servers and monitors files in plugin.json: lsp/servers.json, watch.json).
    // .agentlint.yml turns on the opt-in memory/rule-paths-unmatched (lib/ and src/ hold the files the two rules name).
    // Copilot plugins: plugins/copilot-kit/.github/plugin/plugin.json with its agent and skill (Copilot's own manifest names
    // agents/ and skills/), and the two .claude-plugin/plugin.json read once more for Copilot.
    // Cursor also reads .claude/skills/lint, .agents/skills/release and .agents/skills/changelog (its skills page lists both folders).
    // Gemini reads .agents/skills/release and .agents/skills/changelog once more (its workspace skills alias).
    // Copilot marketplaces: .github/plugin/marketplace.json, and .claude-plugin/marketplace.json read once more for Copilot.
    expect(result.filesChecked).toBe(78);
    const { project } = discover('fixtures/harnesses/valid');
    // LSP servers and monitors files: at their fixed places, and where the helper's plugin.json points.
    expect(project.artifacts.filter((a) => a.kind === 'plugin-lsp' || a.kind === 'plugin-monitors').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'plugin-lsp plugins/helper/lsp/servers.json',
      'plugin-lsp plugins/tools/.lsp.json',
      'plugin-monitors plugins/helper/watch.json',
      'plugin-monitors plugins/tools/monitors/monitors.json',
    ]);
    expect(project.harnesses).toEqual(['claude-code', 'copilot', 'codex', 'gemini', 'opencode', 'cursor']);
    expect([...new Set(project.artifacts.map((a) => `${a.harness}:${a.kind}`))].sort()).toEqual([
      'claude-code:agent',
      'claude-code:marketplace',
      'claude-code:memory',
      'claude-code:output-style',
      'claude-code:plugin',
      'claude-code:plugin-lsp',
      'claude-code:plugin-monitors',
      'claude-code:plugin-settings',
      'claude-code:settings',
      'claude-code:skill',
      'codex:codex-agents-md',
      'codex:codex-config',
      'codex:codex-hooks',
      'codex:codex-role',
      'codex:codex-skill',
      'copilot:copilot-agent',
      'copilot:copilot-hooks',
      'copilot:copilot-instructions',
      'copilot:copilot-marketplace',
      'copilot:copilot-mcp',
      'copilot:copilot-plugin',
      'copilot:copilot-settings',
      'copilot:copilot-skill',
      'cursor:cursor-agent',
      'cursor:cursor-agents-md',
      'cursor:cursor-hooks',
      'cursor:cursor-mcp',
      'cursor:cursor-rule',
      'cursor:cursor-skill',
      'gemini:gemini-agent',
      'gemini:gemini-command',
      'gemini:gemini-extension',
      'gemini:gemini-memory',
      'gemini:gemini-settings',
      'gemini:gemini-skill',
      'opencode:opencode-agent',
      'opencode:opencode-command',
      'opencode:opencode-config',
      'opencode:opencode-instructions',
      'opencode:opencode-skill',
    ]);
  });
});
