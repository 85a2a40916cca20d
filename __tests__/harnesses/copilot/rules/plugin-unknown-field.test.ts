import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/plugin-unknown-field.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const manifest = (fields: string) => ({ '.github/plugin/plugin.json': `{\n  "name": "my-plugin",\n${fields}\n}\n` });

describe('copilot/plugin-unknown-field', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt field is reported at its key with a certain quoted rename', () => {
    const ds = findingsOf(rule, manifest('  "descripton": "Reviews"'));
    expect(brief(ds)).toEqual(['3:3 warn Copilot CLI ignores `descripton` without a word: it is not a plugin manifest field (did you mean `description`?)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"description"']]);
  });

  it('no rename onto a field the manifest already has', () => {
    const ds = findingsOf(rule, manifest('  "agents": "agents/",\n  "agent": "more/"'));
    expect(brief(ds)).toEqual(['4:3 warn Copilot CLI ignores `agent` without a word: it is not a plugin manifest field (did you mean `agents`?)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('$schema and Claude Code manifest fields are clean', () => {
    expect(brief(findingsOf(rule, manifest('  "$schema": "https://example.com/s.json",\n  "commands": "commands/"')))).toEqual([]);
  });
});
