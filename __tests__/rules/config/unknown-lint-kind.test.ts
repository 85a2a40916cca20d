import { describe, expect, it } from '@jest/globals';
import { unknownLintKind as rule } from '../../../src/rules/config/index.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const config = (text: string) => findingsOf(rule, { '.agentlint.yml': text }, ALL_RULES);

describe('config/unknown-lint-kind', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('a misspelt category is a warning at the key, with a certain fix', () => {
    const ds = config('lints:\n  category:styel: allow\n');
    expect(brief(ds)).toEqual(['2:3 warn `category:styel` names no rule, category or `all`: this setting changes nothing; did you mean `category:style`?']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['category:style']]);
  });

  it('a level that is not allow, warn or deny is a warning at the value', () => {
    expect(brief(config('lints:\n  all: error\n'))).toEqual(['2:8 warn `all` must be set to `allow`, `warn` or `deny`, not `error`']);
  });

  it('an unknown field of a lint setting is a warning at that field', () => {
    expect(brief(config('lints:\n  agents/name-format: { level: warn, why: legacy }\n'))).toEqual(['2:38 warn `why` is not a field of a lint setting (`level` and `reason`): it is ignored']);
  });

  it('a category, all and a level with a reason are clean', () => {
    expect(brief(config('lints:\n  all: warn\n  category:style: allow\n  agents/name-format: { level: allow, reason: "legacy names" }\n'))).toEqual([]);
  });

  it('a misspelt key in an artifact\'s own lints map is reported in that artifact', () => {
    const ds = findingsOf(rule, { '.claude/agents/p.md': '---\nname: p\ndescription: Plans\nlints:\n  agents/name-fromat: allow\n---\nBody\n' }, ALL_RULES);
    expect(ds.map((d) => `${d.span.path} ${brief([d])[0]}`)).toEqual([
      '.claude/agents/p.md 5:3 warn `agents/name-fromat` names no rule, category or `all`: this setting changes nothing; did you mean `agents/name-format`?',
    ]);
  });
});
