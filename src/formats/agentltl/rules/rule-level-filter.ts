import { AGENTLTL_RULE_LEVEL_FILTER_KINDS } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { ruleName, rulesOf } from '../lib/model.js';

export default artifactRule({
  meta: {
    id: 'agentltl/rule-level-filter',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Rule-level `with:` / `where:` only apply to never, require and at_most rules.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      'Only `never`, `require` and `at_most` fold a rule-level `with:`/`where:` into their target. On a `before`, `finally`, `ltl` or `formula` rule it is ambiguous (which side of `before`?), and the guard rejects the file instead of guessing.',
    examples: {
      wrong: 'rules:\n  - id: tests-before-push\n    before: [pytest, git_push]\n    with: {force: true}',
      right: 'rules:\n  - id: tests-before-push\n    before: [pytest, {tool: git_push, with: {force: true}}]',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      if (!rule.kind || AGENTLTL_RULE_LEVEL_FILTER_KINDS.includes(rule.kind.key)) continue;
      for (const key of ['with', 'where']) {
        const p = getPair(rule.node, key);
        if (!p) continue;
        const onTarget = rule.kind.key === 'before' || rule.kind.key === 'finally';
        ctx.report({
          message: `rule-level \`${key}:\` does not apply to a \`${rule.kind.key}\` rule: it applies only to never, require and at_most, and ${ruleName(rule)} is a \`${rule.kind.key}\` rule; the guard rejects the file`,
          range: p.keyRange,
          jsonPath: p.path,
          help: onTarget
            ? `move it onto the target it is about, e.g. \`{tool: git_push, ${key}: {...}}\``
            : `an \`${rule.kind.key}\` rule names its arguments inside the formula (e.g. \`called_with("t", key=value)\`)`,
        });
      }
    }
  },
});
