import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/include.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';

describe('ai-rulez/include', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('both `ref` and `version` are an error at the second, and a misspelt field a warning with a certain rename', () => {
    const text = 'version = "5.0"\n\n[[includes]]\nname = "org"\nsource = "https://github.com/org/rules.git"\nref = "main"\nversion = "^1.0"\nincldue = ["rules"]\n';
    const ds = findingsOf(rule, { [CONFIG]: text });
    expect(brief(ds)).toEqual([
      '7:1 error include `org` sets both `ref` and `version`: use one (`version` is a semver range over tags, `ref` a branch, tag or commit)',
      '8:1 warn unknown include field `incldue`: ai-rulez ignores it (did you mean `include`?)',
    ]);
    expect([ds[1]!.suggestion?.applicability, ds[1]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['include']]);
  });

  it('a source outside the project is an error at the source', () => {
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "up"\nsource = "../elsewhere"\n' }))).toEqual(['5:10 error local include source `../elsewhere` points outside the project: ai-rulez refuses it and stops loading']);
  });

  it('a local include with a bare layout and a git include with every field are clean', () => {
    const text = 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\ninclude = ["agents", "rules"]\nmerge_strategy = "error"\n\n[[includes]]\nname = "org"\nsource = "https://github.com/org/rules.git"\nversion = "^1.2"\ntag_prefix = "v"\ninstall_to = ".ai-rulez/org"\n';
    expect(brief(findingsOf(rule, { [CONFIG]: text, 'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview.\n' }))).toEqual([]);
  });
});
