import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/lsp-server-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const inline = (server: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "go-lsp",\n  "lspServers": {\n    "go": ${server}\n  }\n}\n` });

describe('plugin/lsp-server-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an inline server with a transport slip is an error with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, inline('{ "command": "gopls", "extensionToLanguage": { ".go": "go" }, "transport": "stdoi" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([
      '4:86 error `transport` in LSP server `go` must be `stdio` or `socket`, not `stdoi`: `claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all (its loader refuses the manifest)',
    ]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"stdio"']]);
  });

  it('a command with its arguments inline is an error at the command', () => {
    expect(brief(findingsOf(rule, inline('{ "command": "gopls serve", "extensionToLanguage": { ".go": "go" } }')))).toEqual([
      '4:24 error `command` of LSP server `go` must not contain spaces: put its arguments in `args`: `claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all (its loader refuses the manifest)',
    ]);
  });

  it('a socket server with args and an absolute command path with a space is clean', () => {
    expect(brief(findingsOf(rule, inline('{ "command": "/opt/Go Tools/gopls", "args": ["serve"], "extensionToLanguage": { ".go": "go" }, "transport": "socket" }')))).toEqual([]);
  });
});
