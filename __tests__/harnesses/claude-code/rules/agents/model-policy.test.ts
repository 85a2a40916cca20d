import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/model-policy.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const policy = (options: string) => ({ '.agentlint.yml': `rules:\n  agents/model-policy:\n    ${options}\n` });
const agent = (name: string, model?: string) => ({ [`.claude/agents/${name}.md`]: `---\nname: ${name}\ndescription: D\n${model ? `model: ${model}\n` : ''}---\nBody\n` });

describe('agents/model-policy', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an allowlist reports a model outside it at the value, and lets listed ones through', () => {
    const ds = findingsOf(rule, { ...policy('allowlist: [sonnet, inherit]'), ...agent('a', 'haiku'), ...agent('b'), ...agent('c', 'sonnet') });
    expect(brief(ds)).toEqual(['4:8 error model `haiku` is not in the model policy allowlist: it allows `sonnet`, `inherit`']);
    expect(ds[0]!.span.path).toBe('.claude/agents/a.md');
  });

  it('an absent model counts as inherit, reported at the name', () => {
    expect(brief(findingsOf(rule, { ...policy('allowlist: [sonnet]'), ...agent('a') }))).toEqual(['2:7 error model (absent, so `inherit`) is not in the model policy allowlist: it allows `sonnet`']);
  });

  it('is silent without its block, and an explicit inherit meets require: inherit', () => {
    expect(brief(findingsOf(rule, agent('a', 'opus')))).toEqual([]);
    expect(brief(findingsOf(rule, { ...policy('require: inherit'), ...agent('a', 'inherit') }))).toEqual([]);
  });
});
