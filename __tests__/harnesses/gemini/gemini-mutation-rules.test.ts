/**
 * The Gemini findings the mutation probe (oracle/gemini/mutations.json) added, with their exact rule, level,
 * place and message: field types of a subagent, a command's `description`, hook shapes, MCP `args` and `timeout`,
 * and an extension's context files.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

function findings(files: Record<string, string>) {
  const root = writeTree(files);
  try {
    return lint({ root, harnesses: ['gemini'] }).diagnostics.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`);
  } finally {
    removeTree(root);
  }
}

describe('Gemini CLI schema details from the mutation probe', () => {
  it('a subagent field of the wrong type, an empty description, max_turns 0 and an unknown kind', () => {
    expect(findings({ '.gemini/agents/a.md': '---\nname: a\ndescription: ""\nkind: agent\ntools: read_file\nmax_turns: 0\ntemperature: "0.2"\n---\nBody.\n' })).toEqual([
      'gemini/agent-schema error .gemini/agents/a.md 3:14 Gemini CLI does not load this agent: `description` must not be empty',
      'gemini/agent-schema error .gemini/agents/a.md 4:7 Gemini CLI does not load this agent: `kind` must be `local` (or `remote`), not `"agent"`',
      'gemini/agent-schema error .gemini/agents/a.md 5:8 Gemini CLI does not load this agent: `tools` must be a list of tool names, not `"read_file"`',
      'gemini/agent-schema error .gemini/agents/a.md 6:12 Gemini CLI does not load this agent: `max_turns` must be a number above 0, not `0`',
      'gemini/agent-schema error .gemini/agents/a.md 7:14 Gemini CLI does not load this agent: `temperature` must be a number, not `"0.2"`',
    ]);
  });
  it('a command whose description is not a string is skipped', () => {
    expect(findings({ '.gemini/commands/c.toml': 'description = 7\nprompt = "Hi {{args}}"\n' })).toEqual(['gemini/command-schema error .gemini/commands/c.toml 1:15 Gemini CLI skips /c: `description` must be a string']);
  });
  it('hook shapes: a definition without `hooks` and a hook without `command` are discarded; a matcher that is not a string is invalid', () => {
    const ds = findings({ '.gemini/settings.json': '{\n  "hooks": {\n    "BeforeTool": [\n      { "matcher": 5, "hooks": [ { "type": "command", "command": "" } ] },\n      { "matcher": "x" }\n    ]\n  }\n}\n' });
    expect(ds).toEqual([
      'gemini/hooks error .gemini/settings.json 4:20 Gemini CLI reports "Invalid configuration" for `matcher`: it must be a string, not `5`',
      'gemini/hooks error .gemini/settings.json 4:66 Gemini CLI discards this `BeforeTool` hook ("Discarding invalid hook configuration"): it has no `command` to run',
      'gemini/hooks error .gemini/settings.json 5:7 Gemini CLI discards this `BeforeTool` definition ("Discarding invalid hook definition"): it has no `hooks` list',
    ]);
  });
  it('MCP args must be strings; a timeout may be a number or a numeric string', () => {
    const ds = findings({ '.gemini/settings.json': '{\n  "mcpServers": {\n    "a": { "command": "x", "args": [1], "timeout": "10" },\n    "b": { "command": "x", "timeout": "soon" }\n  }\n}\n' });
    expect(ds.map((d) => d.split(':')[0] + d.slice(d.indexOf(' ', d.indexOf('.json')), d.indexOf(' must')))).toEqual([
      'gemini/settings-schema error .gemini/settings.json 3 3:37 `mcpServers.a.args[0]`',
      'gemini/settings-schema error .gemini/settings.json 4 4:39 `mcpServers.b.timeout`',
    ]);
  });
  it('an extension context file its folder does not hold', () => {
    expect(findings({ 'ext/e/gemini-extension.json': '{ "name": "e", "version": "1.0.0", "contextFileName": ["GEMINI.md", "CONTEXT.md"] }\n', 'ext/e/GEMINI.md': 'x\n' })).toEqual([
      'gemini/extension-context-file error ext/e/gemini-extension.json 1:69 `gemini extensions validate` rejects this extension: the context file `CONTEXT.md` does not exist in the extension folder ("The following context files referenced in gemini-extension.json are missing")',
    ]);
  });
});

describe('hooks written under hooksConfig (case hooks-config)', () => {
  it('a hook event there is an error (it never runs); another unknown key a warning', () => {
    const c = JSON.parse(readFileSync('oracle/gemini/cases.json', 'utf8')).cases.find((x: { id: string }) => x.id === 'hooks-config');
    expect(c.observed.markers).toEqual({ 'ran-from-hooks': true, 'ran-from-hooksconfig': false });
    expect(c.observed.startup).toEqual([]);
    expect(findings({ '.gemini/settings.json': '{\n  "hooksConfig": {\n    "enabled": true,\n    "SessionStart": [],\n    "verbose": true\n  }\n}\n' })).toEqual([
      'gemini/hooks error .gemini/settings.json 4:5 Gemini CLI never runs the `SessionStart` hooks written under `hooksConfig`: it says nothing; hook events go under `hooks` (`hooksConfig` only holds `enabled`, `disabled` and `notifications`)',
      'gemini/hooks warn .gemini/settings.json 5:5 `verbose` is not a `hooksConfig` switch (`enabled`, `disabled`, `notifications`): Gemini CLI says nothing about it',
    ]);
  });
});
