import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/remote-include.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';
const agent = (name: string, body: string) => ({ [`.ai-rulez/agents/${name}.md`]: body });

describe('ai-rulez/remote-include', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('names the `extends` a remote include leaves unchecked', () => {
    const tree = { [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "org"\nsource = "https://github.com/org/rules.git"\n', ...agent('child', '---\nname: child\nextends: org-base\n---\nMore.\n') };
    expect(brief(findingsOf(rule, tree))).toEqual(['5:10 info remote include `org` is not fetched: its agents are unknown to agentlint, so one `extends` could not be checked']);
  });

  it('a local include and a remote include without agents are clean', () => {
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\n', 'shared/agents/r.md': '---\nname: r\n---\nR.\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { [CONFIG]: 'version = "5.0"\n\n[[includes]]\nname = "org"\nsource = "git@github.com:org/rules.git"\ninclude = ["skills"]\n' }))).toEqual([]);
  });
});
