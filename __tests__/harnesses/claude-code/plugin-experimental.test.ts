import { describe, expect, it } from '@jest/globals';
import experimentalUnknownField from '../../../src/harnesses/claude-code/rules/plugin/experimental-unknown-field.js';
import { artifactOf, at, runRule } from '../../helpers/index.js';

const manifest = (json: string) => artifactOf('plugin', 'my-plugin/.claude-plugin/plugin.json', json);

describe('plugin/experimental-unknown-field', () => {
  it('accepts the keys validate reads under experimental, and a manifest without it', () => {
    expect(runRule(experimentalUnknownField, manifest('{ "name": "p", "experimental": { "themes": "./t", "monitors": "./m.json", "outputStyles": "./s" } }'))).toEqual([]);
    expect(runRule(experimentalUnknownField, manifest('{ "name": "p", "commands": "./c" }'))).toEqual([]);
    // Not an object: plugin/field-types reports that, not this rule.
    expect(runRule(experimentalUnknownField, manifest('{ "name": "p", "experimental": "yes" }'))).toEqual([]);
  });
  it('reports an unknown key at the key, with validate\'s wording, and renames a near miss', () => {
    const [r, ...rest] = runRule(experimentalUnknownField, manifest('{\n  "name": "p",\n  "experimental": { "theme": "./t" }\n}'));
    expect(rest).toEqual([]);
    expect(experimentalUnknownField.meta.defaultLevel).toBe('warn');
    expect(at(r!)).toBe('3:21-3:28');
    expect(r!.message).toBe('unknown field `theme` under `experimental` (did you mean `themes`?): Claude Code ignores it at load time');
    expect(r!.suggestion).toMatchObject({ edits: [{ text: '"themes"' }] });
  });
  it('reports a stable component declared under experimental, without a rename', () => {
    const [r, ...rest] = runRule(experimentalUnknownField, manifest('{ "name": "p", "experimental": { "commands": {} } }'));
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('1:34-1:44');
    expect(r!.message).toBe('unknown field `commands` under `experimental`: Claude Code ignores it at load time');
    expect(r!.suggestion).toBeUndefined();
  });
});
