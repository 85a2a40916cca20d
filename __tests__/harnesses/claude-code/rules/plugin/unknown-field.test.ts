import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/unknown-field.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (field: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  ${field}\n}\n` });

describe('plugin/unknown-field', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a marketplace-only field is a warning at the key, with no fix', () => {
    const [d, ...rest] = findingsOf(rule, manifest('"category": "linting"'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:3 warn unknown manifest field `category`: Claude Code ignores it']);
    expect(d!.suggestion).toBeUndefined();
  });

  it('a misspelt agents is renamed with a certain fix', () => {
    const [d] = findingsOf(rule, manifest('"agnets": ["./agents/r.md"]'));
    expect(brief([d!])).toEqual(['3:3 warn unknown manifest field `agnets` (did you mean `agents`?): Claude Code ignores it']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"agents"']]);
  });

  it('top-level monitors still loads but is asked to move under experimental', () => {
    expect(brief(findingsOf(rule, manifest('"monitors": "./monitors.json"')))).toEqual([
      '3:3 warn `monitors` is an experimental component: Claude Code still loads it at the top level for now, but will stop; declare it under `experimental.monitors`',
    ]);
  });

  it('$schema and the fields of the reference are clean', () => {
    expect(brief(findingsOf(rule, manifest('"$schema": "https://json.schemastore.org/claude-code-plugin-manifest.json", "version": "1.0.0", "experimental": {}, "userConfig": {}')))).toEqual([]);
  });
});
