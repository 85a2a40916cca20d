import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/config-invalid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';

describe('ai-rulez/config-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a duplicate key is an error at the parser\'s position', () => {
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\nname = "a"\nname = "b"\n' }))).toEqual(['3:1 error invalid TOML: trying to redefine an already defined table or value; ai-rulez cannot load this config']);
  });

  it('valid TOML with includes and a YAML v3 config are clean', () => {
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\nbuiltins = ["!security"]\n\n[[includes]]\nname = "org"\nsource = "https://github.com/org/rules.git"\ninclude = ["rules"]\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'ai-rulez.yaml': 'metadata:\n  name: x\nrules: [\n' }))).toEqual([]);
  });
});
