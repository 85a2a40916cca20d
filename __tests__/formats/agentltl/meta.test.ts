import { describe, expect, it } from '@jest/globals';
import type { ArtifactRule } from '../../../src/diagnostics/rule.js';
import { AGENTLTL_RULES } from '../../../src/formats/agentltl/rules/index.js';
import { ruleById } from '../../../src/rules/index.js';
import { runRule } from '../../helpers/index.js';
import { yamlFile } from './helpers.js';

const IDS = [
  'agentltl/schema', 'agentltl/rule-kind', 'agentltl/duplicate-id', 'agentltl/id-format', 'agentltl/rule-level-filter',
  'agentltl/require-without-condition', 'agentltl/target', 'agentltl/succeeded-on-current-call', 'agentltl/variable-binding',
  'agentltl/formula-syntax', 'agentltl/formula-unenforceable', 'agentltl/formula-structured', 'agentltl/use-unknown',
  'agentltl/disable-unknown', 'agentltl/tool-spec', 'agentltl/why-missing',
];

describe('the agentltl family', () => {
  it('lists every rule of the issue, registered', () => {
    expect(AGENTLTL_RULES.map((r) => r.meta.id).sort()).toEqual([...IDS].sort());
    for (const id of IDS) expect(ruleById(id)).toBeDefined();
  });
  it.each(AGENTLTL_RULES.map((r) => [r.meta.id, r] as const))('%s has its docs metadata, and its examples behave', (_id, r) => {
    const rule = r as ArtifactRule;
    expect(rule.scope).toBe('artifact');
    expect(rule.meta.kinds).toEqual(['agentltl']);
    expect(rule.meta.rationale?.length).toBeGreaterThan(40);
    expect(rule.meta.examples?.file).toBe('AGENTLTL.yaml');
    expect(runRule(rule, yamlFile(rule.meta.examples!.wrong)).length).toBeGreaterThan(0);
    expect(runRule(rule, yamlFile(rule.meta.examples!.right))).toEqual([]);
  });
  it('says disable-unknown is information and why-missing a style note', () => {
    expect(ruleById('agentltl/disable-unknown')!.meta.defaultLevel).toBe('info');
    expect(ruleById('agentltl/why-missing')!.meta).toMatchObject({ category: 'style', defaultLevel: 'info' });
  });
});
