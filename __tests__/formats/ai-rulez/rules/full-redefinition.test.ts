import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/full-redefinition.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';
const agent = (name: string, body: string) => ({ [`.ai-rulez/agents/${name}.md`]: body });

describe('ai-rulez/full-redefinition', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an agent replacing an include\'s same-named agent is a note at its name', () => {
    const tree = {
      [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\n',
      'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview the diff.\n',
      ...agent('reviewer', '---\nname: reviewer\n---\nOnly check the style.\n'),
    };
    expect(brief(findingsOf(rule, tree))).toEqual(["2:7 info `reviewer` replaces its base entirely (no `extends`): the base is `shared/agents/reviewer.md` (include:shared); none of the base's instructions or fields are kept"]);
  });

  it('a copy of the base with one added line gets a likely fix that extends it', () => {
    const tree = {
      [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\n',
      'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview the diff.\nCheck the tests.\n',
      ...agent('reviewer', '---\nname: reviewer\n---\nReview the diff.\nCheck the tests.\nCheck FFI comments.\n'),
    };
    const [d, ...rest] = findingsOf(rule, tree);
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:7 info `reviewer` repeats most of its base without `extends`: the base is `shared/agents/reviewer.md` (include:shared); it replaces the base entirely, and the copy drifts when the base changes']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['extends: reviewer\n', 'Check FFI comments.\n']]);
  });

  it('a same-named agent with `extends`, and a new name, are clean', () => {
    const tree = {
      [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\n',
      'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview the diff.\n',
      ...agent('reviewer', '---\nname: reviewer\nextends: reviewer\n---\nAlso check FFI.\n'),
      ...agent('styler', '---\nname: styler\n---\nCheck the style.\n'),
    };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
