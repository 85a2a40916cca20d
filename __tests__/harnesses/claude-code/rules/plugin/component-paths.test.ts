import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/component-paths.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const SKILL = '---\nname: lint\ndescription: Lints\n---\nLint.\n';

describe('plugin/component-paths', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a skills entry naming SKILL.md is an error with a fix to its folder', () => {
    const [d, ...rest] = findingsOf(rule, { '.claude-plugin/plugin.json': '{\n  "name": "lint",\n  "skills": ["./skills/lint/SKILL.md"]\n}\n', 'skills/lint/SKILL.md': SKILL });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:14 error `skills` entries are folders holding `SKILL.md`, not files (`./skills/lint/SKILL.md`): `claude plugin validate` rejects the manifest']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"./skills/lint"']]);
  });

  it('an existing path without ./ is an error with a fix that adds it', () => {
    const [d, ...rest] = findingsOf(rule, { 'tools/lint/.claude-plugin/plugin.json': '{\n  "name": "lint",\n  "commands": "cmds"\n}\n', 'tools/lint/cmds/lint.md': '---\ndescription: Lint\n---\nLint.\n' });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:15 error `commands` path `cmds` must start with `./`: Claude Code does not load the component']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"./cmds"']]);
  });

  it('an agents folder inside .claude-plugin is an error at the name key', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': '{\n  "name": "lint"\n}\n', '.claude-plugin/agents/r.md': '---\nname: r\ndescription: Reviews\n---\nReview.\n' }))).toEqual([
      '2:3 error `.claude-plugin/agents/` sits inside `.claude-plugin/`: Claude Code looks for agents at the plugin root and never loads this folder',
    ]);
  });

  it('existing ./ paths to a folder, an MCP file, an LSP file and a skills folder are clean', () => {
    const tree = {
      '.claude-plugin/plugin.json': '{ "name": "lint", "commands": ["./cmds"], "mcpServers": "./mcp.json", "lspServers": "./lsp.json", "skills": ["./skills/lint"] }',
      'cmds/lint.md': '---\ndescription: Lint\n---\nLint.\n',
      'mcp.json': '{ "mcpServers": {} }',
      'lsp.json': '{}',
      'skills/lint/SKILL.md': SKILL,
    };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('an agents folder inside .claude-plugin whose files the manifest lists loads: clean', () => {
    const agent = '---\nname: r\ndescription: Reviews\n---\nReview.\n';
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': '{ "name": "lint", "agents": ["./.claude-plugin/agents/r.md"] }', '.claude-plugin/agents/r.md': agent }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'p/.claude-plugin/plugin.json': '{ "name": "lint", "commands": "./.claude-plugin/commands" }', 'p/.claude-plugin/commands/c.md': '---\ndescription: C\n---\nC.\n' }))).toEqual([]);
  });

  it('an unlisted folder inside .claude-plugin still fires when another one is listed', () => {
    const tree = {
      '.claude-plugin/plugin.json': '{ "name": "lint", "agents": ["./.claude-plugin/agents/r.md"] }',
      '.claude-plugin/agents/r.md': '---\nname: r\ndescription: Reviews\n---\nReview.\n',
      '.claude-plugin/commands/c.md': '---\ndescription: C\n---\nC.\n',
    };
    expect(brief(findingsOf(rule, tree))).toEqual([
      '1:3 error `.claude-plugin/commands/` sits inside `.claude-plugin/`: Claude Code looks for commands at the plugin root and never loads this folder',
    ]);
  });
});

