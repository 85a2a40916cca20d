import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/config-unknown-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const config = (text: string) => ({ '.codex/config.toml': text });

describe('codex/config-unknown-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt table name is ignored, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, config('model = "gpt-5"\n[mcp_server.docs]\ncommand = "docs-mcp"\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:2 warn Codex ignores `mcp_server`: it is not a Codex setting ("unrecognized configuration setting") (did you mean `mcp_servers`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['mcp_servers']]);
  });

  it('a user-level-only key is dropped from a project config', () => {
    expect(brief(findingsOf(rule, config('notify = ["say", "done"]\n')))).toEqual([
      '1:1 warn Codex ignores `notify` in a project config: it says "Ignored unsupported project-local config keys"; set it in the user-level ~/.codex/config.toml',
    ]);
  });

  it('known top-level keys and unknown names nested in a server table are not its concern', () => {
    expect(brief(findingsOf(rule, config('model = "gpt-5"\napproval_policy = "never"\n[mcp_servers.docs]\ncommand = "docs-mcp"\nenabeld = true\n')))).toEqual([]);
  });
});
