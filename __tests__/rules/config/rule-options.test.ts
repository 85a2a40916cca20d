import { describe, expect, it } from '@jest/globals';
import { ruleOptions as rule } from '../../../src/rules/config/index.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const agent = (name: string) => `---\nname: ${name}\ndescription: Plans the work\nmodel: opus\n---\nPlan.\n`;
const withConfig = (text: string) => findingsOf(rule, { '.agentlint.yml': text, '.claude/agents/planner.md': agent('planner'), '.claude/agents/coder.md': agent('coder') }, ALL_RULES);

describe('config/rule-options', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('its documented example holds beside an agent the rule would check', () => {
    const ex = rule.meta.examples!;
    const tree = (config: string) => ({ '.agentlint.yml': config, '.claude/agents/planner.md': agent('planner') });
    expect(brief(findingsOf(rule, tree(ex.wrong), ALL_RULES))).toEqual([
      '2:3 error agents/model-policy is enabled but cannot run: set `require: inherit` or `allowlist: [...]` — agent `planner` (.claude/agents/planner.md) was not checked',
    ]);
    expect(brief(findingsOf(rule, tree(ex.right), ALL_RULES))).toEqual([]);
  });

  it('an unusable option is an error at the rule block, once per agent it would have checked', () => {
    expect(brief(withConfig('rules:\n  agents/model-policy:\n    require: opus\n'))).toEqual([
      '2:3 error agents/model-policy is enabled but cannot run: `require` must be `inherit`, not `opus` — agent `coder` (.claude/agents/coder.md) was not checked',
      '2:3 error agents/model-policy is enabled but cannot run: `require` must be `inherit`, not `opus` — agent `planner` (.claude/agents/planner.md) was not checked',
    ]);
  });

  it('usable options, and unusable ones of a disabled rule, are clean', () => {
    expect(brief(withConfig('rules:\n  agents/model-policy:\n    allowlist: [opus, inherit]\n'))).toEqual([]);
    expect(brief(withConfig('rules:\n  agents/model-policy:\n    enabled: false\n    require: opus\n'))).toEqual([]);
  });
});
