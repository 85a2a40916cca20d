import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/builtin-not-loaded.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';
const agent = (name: string, body: string) => ({ [`.ai-rulez/agents/${name}.md`]: body });

describe('ai-rulez/builtin-not-loaded', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an opt-in builtin domain that `builtins` does not list is an error at `extends`, with a likely fix', () => {
    const [d, ...rest] = findingsOf(rule, { [CONFIG]: 'version = "5.0"\nbuiltins = ["security"]\n', ...agent('devops-engineer', '---\nname: devops-engineer\nextends: devops-engineer\n---\nAlso use Terraform.\n') });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([
      '3:10 error `extends: devops-engineer` names a builtin whose domain is not loaded: it is a builtin of the `cicd` domain, and `cicd` is an opt-in domain and `builtins` in `.ai-rulez/config.toml` does not list it; ai-rulez drops `extends` and generates `devops-engineer` with its own body only',
    ]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['["security", "cicd"]']]);
  });

  it('an auto domain with any `builtins` key, and a listed opt-in domain, are clean', () => {
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\nbuiltins = []\n', ...agent('reviewer', '---\nname: reviewer\nextends: code-reviewer\n---\nAlso check FFI.\n') }))).toEqual([]);
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\nbuiltins = ["cicd"]\n', ...agent('devops-engineer', '---\nname: devops-engineer\nextends: devops-engineer\n---\nAlso use Terraform.\n') }))).toEqual([]);
  });
});
