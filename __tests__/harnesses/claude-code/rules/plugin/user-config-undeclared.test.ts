import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/user-config-undeclared.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = '{ "name": "api", "userConfig": { "api_token": { "type": "string", "title": "API token", "description": "d" } } }';

describe('plugin/user-config-undeclared', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an undeclared option in the plugin .mcp.json is an error at the placeholder', () => {
    const ds = findingsOf(rule, { 'api/.claude-plugin/plugin.json': manifest, 'api/.mcp.json': '{\n  "mcpServers": {\n    "api": { "command": "api-mcp", "env": { "TOKEN": "Bearer ${user_config.api_tokn}" } }\n  }\n}\n' });
    expect(brief(ds)).toEqual([
      '3:62 error `${user_config.api_tokn}` names an undeclared plugin option: plugin.json does not declare it under `userConfig`, so on a fresh install it cannot resolve, and Claude Code drops the server or passes the literal text through (did you mean `api_token`?)',
    ]);
    expect(ds[0]!.span.path).toBe('api/.mcp.json');
  });

  it('a declared option, and an undeclared one shown in the README, are clean', () => {
    const tree = {
      'api/.claude-plugin/plugin.json': manifest,
      'api/hooks/hooks.json': '{ "hooks": { "SessionStart": [{ "hooks": [{ "type": "command", "command": "echo ${user_config.api_token}" }] }] } }',
      'api/README.md': 'Write `${user_config.other}` to use another option.\n',
    };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('a placeholder in prose (the manifest description, a hooks.json description or hook prompt) is no finding', () => {
    const tree = {
      'lint/.claude-plugin/plugin.json': '{ "name": "lint", "description": "Set ${user_config.token} in settings" }',
      'lint/hooks/hooks.json':
        '{ "description": "uses ${user_config.token}", "hooks": { "Stop": [ { "hooks": [ { "type": "prompt", "prompt": "Check ${user_config.token}" } ] } ] } }',
    };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('in plugin.json an undeclared option in an LSP server and a hook command is an error, next to a clean description', () => {
    const ds = findingsOf(rule, {
      'lint/.claude-plugin/plugin.json':
        '{\n  "name": "lint",\n  "description": "Set ${user_config.token} in settings",\n  "lspServers": { "ts": { "command": "tsls", "args": ["--key=${user_config.token}"], "extensionToLanguage": { ".ts": "typescript" } } },\n  "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "notify ${user_config.token}" } ] } ] }\n}\n',
    });
    const msg = '`${user_config.token}` names an undeclared plugin option: plugin.json does not declare it under `userConfig`, so on a fresh install it cannot resolve, and Claude Code drops the server or passes the literal text through';
    expect(brief(ds)).toEqual([`4:62 error ${msg}`, `5:77 error ${msg}`]);
  });
});

