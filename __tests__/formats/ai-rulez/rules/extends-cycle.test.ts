import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/ai-rulez/rules/extends-cycle.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CONFIG = '.ai-rulez/config.toml';
const agent = (name: string, body: string) => ({ [`.ai-rulez/agents/${name}.md`]: body });

describe('ai-rulez/extends-cycle', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a three-agent loop is reported once, at the first agent by path', () => {
    const tree = {
      [CONFIG]: 'version = "5.0"\n',
      ...agent('c', '---\nname: c\nextends: a\n---\nC.\n'),
      ...agent('b', '---\nname: b\nextends: c\n---\nB.\n'),
      ...agent('a', '---\nname: a\nextends: b\n---\nA.\n'),
    };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['.ai-rulez/agents/a.md']);
    expect(brief(ds)).toEqual(['3:10 error `extends` cycle: `a` → `b` → `c` → `a`; ai-rulez drops `extends` from all 3 agents and generates each with its own body only']);
  });

  it('a chain that ends in an agent extending nothing is clean', () => {
    const tree = { [CONFIG]: 'version = "5.0"\n', ...agent('a', '---\nname: a\nextends: b\n---\nA.\n'), ...agent('b', '---\nname: b\n---\nB.\n') };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
