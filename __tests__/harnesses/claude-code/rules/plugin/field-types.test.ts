import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/field-types.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (field: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  ${field}\n}\n` });

describe('plugin/field-types', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a numeric version is an error with a certain fix that quotes it', () => {
    const [d, ...rest] = findingsOf(rule, manifest('"version": 1.2'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(["3:14 error `version` must be a string, not a number: `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin's components)"]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"1.2"']]);
  });

  it('a defaultEnabled written as a string gets the boolean', () => {
    const [d] = findingsOf(rule, manifest('"defaultEnabled": "False"'));
    expect(brief([d!])).toEqual(["3:21 error `defaultEnabled` must be `true` or `false`, not a string: `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin's components)"]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['false']]);
  });

  it('lspServers of the wrong type stops the plugin loading', () => {
    expect(brief(findingsOf(rule, manifest('"lspServers": 5')))).toEqual([
      '3:17 error `lspServers` must be a path, an array of paths, or an inline object, not a number: `claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all',
    ]);
  });

  it('inline hooks, a commands mapping and a list of skill paths are clean', () => {
    const fields = '"hooks": { "hooks": {} }, "commands": { "deploy": { "source": "./deploy.md" } }, "skills": ["./skills/a", "./skills/b"], "userConfig": { "token": { "type": "string", "title": "Token", "description": "API token" } }';
    expect(brief(findingsOf(rule, manifest(fields)))).toEqual([]);
  });
});
