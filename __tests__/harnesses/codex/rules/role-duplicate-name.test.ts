import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/role-duplicate-name.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const role = (name: string, extra = '') => `name = "${name}"\ndescription = "Reviews"\ndeveloper_instructions = "Review."\n${extra}`;

describe('codex/role-duplicate-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('every file after the first in path order is reported, naming the first', () => {
    const tree = { '.codex/agents/c.toml': role('twin'), '.codex/agents/a.toml': role('twin'), '.codex/agents/b.toml': role('twin') };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['.codex/agents/b.toml', '.codex/agents/c.toml']);
    expect(brief(ds)).toEqual([
      '1:8 error Codex keeps only one role named `twin` ("duplicate agent role name"): .codex/agents/a.toml has the same name',
      '1:8 error Codex keeps only one role named `twin` ("duplicate agent role name"): .codex/agents/a.toml has the same name',
    ]);
  });

  it('a nickname equal to another role\'s name is no duplicate name', () => {
    const tree = { '.codex/agents/a.toml': role('reviewer'), '.codex/agents/b.toml': role('strict', 'nickname_candidates = ["reviewer"]\n') };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
