import { describe, expect, it } from '@jest/globals';
import { nonSuppressibleLint as rule } from '../../../src/rules/config/index.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const config = (text: string) => findingsOf(rule, { '.agentlint.yml': text }, ALL_RULES);

describe('config/non-suppressible-lint', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('an allow with a reason of a config kind is still a warning at the key', () => {
    expect(brief(config('lints:\n  all: warn\n  config/invalid: { level: allow, reason: noisy }\n'))).toEqual(['3:3 warn `config/invalid` cannot be allowed: configuration findings are always reported, so this setting is ignored']);
  });

  it('deny of a config kind and allow of all are clean', () => {
    expect(brief(config('lints:\n  all: allow\n  config/unknown-rule: deny\n'))).toEqual([]);
  });

  it('an allow of a config kind in an artifact\'s own lints map is reported there', () => {
    const ds = findingsOf(rule, { '.claude/agents/p.md': '---\nname: p\ndescription: Plans\nlints:\n  config/invalid: allow\n---\nBody\n' }, ALL_RULES);
    expect(ds.map((d) => `${d.span.path} ${brief([d])[0]}`)).toEqual([
      '.claude/agents/p.md 5:3 warn `config/invalid` cannot be allowed: configuration findings are always reported, so this setting is ignored',
    ]);
  });
});
