import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/config-unknown-key.js';
import { applyEdits } from '../../../../src/engine/fix.js';
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

  it('the rename covers every header and dotted key that spells the misspelt table, and leaves the file clean', () => {
    const text = 'mcp_server.first = { command = "z" }\n\n[mcp_server.docs]\ncommand = "a"\n\n[ "mcp_server" . web ]\nurl = "b"\n\n[mcp_server.web.env]\nmcp_server = "x"\n';
    const ds = findingsOf(rule, config(text));
    expect(brief(ds)).toEqual(['1:1 warn Codex ignores `mcp_server`: it is not a Codex setting ("unrecognized configuration setting") (did you mean `mcp_servers`?)']);
    const s = ds[0]!.suggestion!;
    expect([s.applicability, s.edits.map((e) => `${e.range.start.line}:${e.range.start.column} ${e.text}`)]).toEqual(['MachineApplicable', ['1:1 mcp_servers', '3:2 mcp_servers', '6:3 mcp_servers', '9:2 mcp_servers']]);
    const fixed = applyEdits(text, s.edits);
    expect(fixed).toBe('mcp_servers.first = { command = "z" }\n\n[mcp_servers.docs]\ncommand = "a"\n\n[ mcp_servers . web ]\nurl = "b"\n\n[mcp_servers.web.env]\nmcp_server = "x"\n');
    expect(brief(findingsOf(rule, config(fixed)))).toEqual([]);
  });

  it('two headers of one misspelt table: one suggestion with an edit in each, nothing left after it', () => {
    const text = '[mcp_server.docs]\ncommand = "a"\n\n[mcp_server.web]\nurl = "b"\n';
    const [d, ...rest] = findingsOf(rule, config(text));
    expect(rest).toEqual([]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => `${e.range.start.line}:${e.range.start.column} ${e.text}`)]).toEqual(['MachineApplicable', ['1:2 mcp_servers', '4:2 mcp_servers']]);
    const fixed = applyEdits(text, d!.suggestion!.edits);
    expect(fixed).toBe('[mcp_servers.docs]\ncommand = "a"\n\n[mcp_servers.web]\nurl = "b"\n');
    expect(findingsOf(rule, config(fixed))).toEqual([]);
      const crlf = text.replace(/\n/g, '\r\n');
    const [c] = findingsOf(rule, config(crlf));
    expect(applyEdits(crlf, c!.suggestion!.edits)).toBe(fixed.replace(/\n/g, '\r\n'));
  });

  it('a rename onto a table the file already has is offered only when the two merge without a clash', () => {
    const text = '[mcp_servers.docs]\ncommand = "a"\n\n[mcp_server.web]\nurl = "b"\n';
    const [d] = findingsOf(rule, config(text));
    expect(d!.suggestion?.applicability).toBe('MachineApplicable');
    expect(findingsOf(rule, config(applyEdits(text, d!.suggestion!.edits)))).toEqual([]);
    expect(findingsOf(rule, config('[mcp_servers.docs]\ncommand = "a"\n\n[mcp_server.docs]\ncommand = "b"\n')).map((x) => x.suggestion)).toEqual([undefined]);
    expect(findingsOf(rule, config('model = "a"\nmodle = "b"\n')).map((x) => x.suggestion)).toEqual([undefined]);
  });

  it('no rename when it would change a string that looks like a header', () => {
    const [d] = findingsOf(rule, config('instructions = """\n[mcp_server.docs]\n"""\n[mcp_server.web]\nurl = "b"\n'));
    expect(brief([d!])).toEqual(['4:2 warn Codex ignores `mcp_server`: it is not a Codex setting ("unrecognized configuration setting") (did you mean `mcp_servers`?)']);
    expect(d!.suggestion).toBeUndefined();
  });

  it('two keys that would be renamed to one name get no rename', () => {
    const ds = findingsOf(rule, config('modle = "a"\nmdoel = "b"\n'));
    expect(ds.map((x) => [x.message.endsWith('(did you mean `model`?)'), x.suggestion])).toEqual([[true, undefined], [true, undefined]]);
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
