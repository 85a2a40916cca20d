import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { ruleAnchor, ruleName, rulesOf } from '../lib/model.js';

export default artifactRule({
  meta: {
    id: 'agentltl/why-missing',
    effect: 'style',
    category: 'style',
    defaultLevel: 'info',
    description: 'A rule without `why:` gives the agent no reason when it is refused.',
    kinds: ['agentltl'],
    // Opt-in: the reference itself recommends rules without `why` (one-migration, read-before-overwrite).
    optIn: true,
    fixable: false,
    rationale:
      'The rule is opt-in (enable it with a block in `.agentlint.yml`): the format\'s own reference recommends rules without `why`. The guard shows a rule\'s `why` to the agent when it refuses a call. Without one the agent only learns that a rule was broken, not what it protects, and tends to retry variations of the same call instead of doing the right thing.',
    examples: {
      wrong: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}',
      right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    why: Force-pushing rewrites shared history.',
      file: 'AGENTLTL.yaml',
      context: { '.agentlint.yml': 'rules:\n  agentltl/why-missing: {}\n' },
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      const why = getPair(rule.node, 'why');
      const v = why?.value;
      if (v && !(v.type === 'scalar' && (v.value === null || String(v.value).trim() === ''))) continue;
      const anchor = why ? { range: why.keyRange, jsonPath: why.path } : ruleAnchor(rule);
      ctx.report({
        message: why ? `${ruleName(rule)} has an empty \`why\`: a refused agent gets no reason` : `${ruleName(rule)} has no \`why\`: a refused agent gets no reason`,
        ...anchor,
        help: 'say the reason, not the rule: `why: Force-pushing rewrites shared history.`',
      });
    }
  },
});
