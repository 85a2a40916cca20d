import { describe, expect, it } from '@jest/globals';
import { unknownRule as rule } from '../../../src/rules/config/index.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const config = (text: string) => findingsOf(rule, { '.agentlint.yml': text }, ALL_RULES);

describe('config/unknown-rule', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('a misspelt rule block is a warning at its key, with a certain rename', () => {
    const ds = config('rules:\n  mcp/server-alowlist:\n    allowlist: [github]\n');
    expect(brief(ds)).toEqual(['2:3 warn no rule `mcp/server-alowlist`: this block configures nothing; did you mean `mcp/server-allowlist`?']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['mcp/server-allowlist']]);
  });

  it('a block far from any rule is reported without a fix', () => {
    const ds = config('rules:\n  house/style:\n    enabled: false\n');
    expect(brief(ds)).toEqual(['2:3 warn no rule `house/style`: this block configures nothing']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a block that disables a real rule is clean', () => {
    expect(brief(config('rules:\n  agents/name-format:\n    enabled: false\n'))).toEqual([]);
  });
});
