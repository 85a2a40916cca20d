import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/role-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const role = (text: string) => ({ '.codex/agents/reviewer.toml': text });
const BASE = 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instructions = "Review the diff."\n';

describe('codex/role-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt field rejects the role, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, role('name = "reviewer"\ndescripton = "Reviews changes"\ndeveloper_instructions = "Review the diff."\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:1 error Codex ignores this whole role: `descripton` is not a role field ("unknown field") (did you mean `description`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['description']]);
  });

  it('a sandbox mode outside its set and a duplicate nickname reject the role', () => {
    expect(brief(findingsOf(rule, role(`${BASE}sandbox_mode = "readonly"\nnickname_candidates = ["Ada", "Ada"]\n`)))).toEqual([
      '4:16 error Codex ignores this role: `sandbox_mode` is `readonly`; Codex accepts `read-only`, `workspace-write`, `danger-full-access` ("unknown variant")',
      '5:31 error Codex ignores this role: `nickname_candidates` cannot contain duplicates',
    ]);
  });

  it('a missing developer_instructions is reported on the first line', () => {
    expect(brief(findingsOf(rule, role('name = "reviewer"\ndescription = "Reviews changes"\n')))).toEqual(['1:1 error Codex ignores this role: `developer_instructions` is required']);
  });

  it('config.toml keys and an unchecked reasoning effort are accepted', () => {
    expect(brief(findingsOf(rule, role(`${BASE}model = "gpt-5"\nmodel_reasoning_effort = "ultra"\nnickname_candidates = ["Ada Lovelace", "grace_h"]\n`)))).toEqual([]);
  });
});
