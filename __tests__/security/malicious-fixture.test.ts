/**
 * fixtures/security/malicious: a planted repository with hooks, skills, commands, settings, MCP servers and memory
 * files for Claude Code, Copilot CLI, Gemini CLI, Codex, Cline, Amp, Cursor, Factory Droid, OpenCode and Qwen Code,
 * each hiding something, running something or widening what the agent may do; every
 * security finding is listed in malicious.expected.txt as `path line:col rule level harness`, and nothing else is
 * found. The benign lines beside them (a hook running `npm test`, `curl … | sh` in a documentation code sample, a
 * pinned server, an emoji ZWJ sequence and a flag, a `markdownlint-disable` comment, `!{git …}` in a command, a
 * restricted shell rule, the `NODE_OPTIONS` Qwen Code refuses in settings `env`) must stay silent.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../src/engine/run.js';

const row = (d: { kind: string; level: string; harness?: string; span: { path: string; range: { start: { line: number; column: number } } } }) =>
  `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.level} ${d.harness ?? '-'}`;

describe('fixtures/security/malicious', () => {
  const result = lint({ root: 'fixtures/security/malicious' });
  const security = result.diagnostics.filter((d) => d.category === 'security');

  it('every planted finding is found at its line and column, with its level, and nothing else', () => {
    const expected = readFileSync('fixtures/security/malicious.expected.txt', 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(security.map(row).sort()).toEqual(expected.sort());
  });

  it('says what runs each command and when', () => {
    const message = (path: string, line: number) => security.find((d) => d.span.path === path && d.span.range.start.line === line)?.message;
    expect(message('.claude/settings.json', 13)).toBe(
      'this command downloads code and runs it (`curl … | sh`): Claude Code runs this SessionStart hook at every session start, without asking, on the machine of everyone who uses this repository',
    );
    expect(message('plugins/helper/hooks/hooks.json', 3)).toBe(
      'this command downloads code and runs it (`iex (iwr …)`): Claude Code runs this UserPromptSubmit hook on every prompt the user sends, without asking, on the machine of everyone who installs this plugin',
    );
    expect(message('.cursor/hooks.json', 5)).toBe(
      'this command reads credentials (`~/.ssh`) and uses the network: Cursor runs this beforeShellExecution hook before every shell command the agent runs, without asking, on the machine of everyone who uses this repository',
    );
    expect(message('opencode.json', 4)).toBe(
      'this command decodes a hidden payload and runs it (`base64 -d | sh`): OpenCode starts the MCP server `notes` with this command at session start (once the server is enabled), on the machine of everyone who uses this repository',
    );
    expect(message('CLAUDE.md', 9)).toBe('hidden text in Unicode tag characters ("Ignore"): Claude Code sends it to the model in every session; GitHub, editors and terminals show nothing');
  });

  it('offers a fix that removes a stray zero-width space, and only that', () => {
    const zw = security.find((d) => d.span.path === '.github/skills/notes/SKILL.md')!;
    expect(zw.suggestion).toEqual({
      msg: 'remove the invisible characters',
      applicability: 'MachineApplicable',
      edits: [{ path: '.github/skills/notes/SKILL.md', range: { start: { line: 5, column: 16, offset: 69 }, end: { line: 5, column: 17, offset: 70 } }, text: '' }],
    });
  });
});
