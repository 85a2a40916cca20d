/** Meta rules about agentlint's own configuration; the engine reports them. They cannot be allowed. */
import { engineRule } from '../../diagnostics/rule.js';

export const unknownLintKind = engineRule({
  id: 'config/unknown-lint-kind',
  effect: 'config',
  category: 'correctness',
  defaultLevel: 'warn',
  description: 'A `lints:` key that names no rule, category or `all`, or a value other than allow, warn, deny.',
  kinds: [],
  optIn: false,
  fixable: 'machine',
  rationale: 'A misspelt lint key silently changes nothing: the rule keeps its level.',
  examples: { wrong: 'lints:\n  agents/name-fromat: deny', right: 'lints:\n  agents/name-format: deny', file: '.agentlint.yml' },
});

export const unknownRule = engineRule({
  id: 'config/unknown-rule',
  effect: 'config',
  category: 'correctness',
  defaultLevel: 'warn',
  description: 'A `rules:` block for a rule that does not exist.',
  kinds: [],
  optIn: false,
  fixable: 'machine',
  rationale: 'A block for a misspelt rule id configures nothing; an opt-in rule named wrongly never runs.',
  examples: { wrong: 'rules:\n  agents/model-polcy:\n    require: inherit', right: 'rules:\n  agents/model-policy:\n    require: inherit', file: '.agentlint.yml' },
});

export const nonSuppressibleLint = engineRule({
  id: 'config/non-suppressible-lint',
  effect: 'config',
  category: 'correctness',
  defaultLevel: 'warn',
  description: 'An exact `allow` of a `config/*` kind: configuration findings cannot be silenced.',
  kinds: [],
  optIn: false,
  fixable: false,
  rationale: 'Configuration mistakes must stay visible; the setting is ignored.',
  examples: { wrong: 'lints:\n  config/unknown-rule: allow', right: 'lints: {}', file: '.agentlint.yml' },
});

export const invalidConfig = engineRule({
  id: 'config/invalid',
  effect: 'config',
  category: 'correctness',
  defaultLevel: 'error',
  description: 'The configuration file does not match its schema (or is not valid YAML).',
  kinds: [],
  optIn: false,
  fixable: false,
  rationale: 'A configuration agentlint cannot read would otherwise lint with settings the author did not mean.',
  examples: { wrong: 'ignore: vendor/**', right: 'ignore: ["vendor/**"]', file: '.agentlint.yml' },
});

export const ruleOptions = engineRule({
  id: 'config/rule-options',
  effect: 'config',
  category: 'correctness',
  defaultLevel: 'error',
  description: 'A rule was enabled without usable options: reported once per artifact it would have checked.',
  kinds: [],
  optIn: false,
  fixable: false,
  rationale: 'An enabled policy rule that cannot run must be loud, never a silent no-op: a block that turns a rule on without the options it needs would otherwise check nothing while looking configured.',
  examples: {
    wrong: 'rules:\n  agents/model-policy: {}',
    right: 'rules:\n  agents/model-policy:\n    allowlist: [opus, inherit]',
    file: '.agentlint.yml',
    context: { '.claude/agents/planner.md': '---\nname: planner\ndescription: Plans work\nmodel: opus\n---\nPlan.\n' },
  },
});

export const CONFIG_RULES = [unknownLintKind, unknownRule, nonSuppressibleLint, invalidConfig, ruleOptions];
