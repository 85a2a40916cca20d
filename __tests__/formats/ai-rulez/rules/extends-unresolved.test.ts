import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/extends-unresolved.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';
const agent = (name: string, body: string) => ({ [`.ai-rulez/agents/${name}.md`]: body });

describe('ai-rulez/extends-unresolved', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an included agent that the project extends, extending nothing below it, is reported as included', () => {
    const tree = {
      [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\n',
      'shared/agents/reviewer.md': '---\nname: reviewer\nextends: rviewer\n---\nReview.\n',
      ...agent('reviewer', '---\nname: reviewer\nextends: reviewer\n---\nAlso check FFI.\n'),
    };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['shared/agents/reviewer.md']);
    expect(brief(ds)).toEqual(['3:10 error `extends: rviewer` names no agent in a lower layer (as included by `.ai-rulez/config.toml`): ai-rulez drops `extends` and generates `reviewer` with its own body only']);
  });

  it('a misspelt base is an error at `extends`, with a likely fix', () => {
    const tree = { [CONFIG]: 'version = "5.0"\n', ...agent('base', '---\nname: base\n---\nBase.\n'), ...agent('child', '---\nname: child\nextends: bsae\n---\nMore.\n') };
    const [d, ...rest] = findingsOf(rule, tree);
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:10 error `extends: bsae` names no agent in a lower layer: ai-rulez drops `extends` and generates `child` with its own body only (did you mean `base`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['base']]);
  });

  it('an agent of the same layer and a base a remote include may provide are clean', () => {
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\n', ...agent('base', '---\nname: base\n---\nBase.\n'), ...agent('child', '---\nname: child\nextends: base\n---\nMore.\n') }))).toEqual([]);
    const remote = 'version = "5.0"\n\n[[includes]]\nname = "org"\nsource = "https://github.com/org/rules.git"\n';
    expect(brief(findingsOf(rule, { [CONFIG]: remote, ...agent('child', '---\nname: child\nextends: org-base\n---\nMore.\n') }))).toEqual([]);
  });
});
