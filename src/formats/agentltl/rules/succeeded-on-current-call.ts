import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { partsOf, ruleName, rulesOf, targetsOf } from '../lib/model.js';

export default artifactRule({
  meta: {
    id: 'agentltl/succeeded-on-current-call',
    effect: 'fails-at-run-time',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: '`succeeded` on a target that judges the call being made (never, require, the `then` of before): it has not run yet.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      '`succeeded` reads how a call that ran ended. The call being judged by `never`, `require` or the second side of `before` has not run yet, so whether it will succeed is unknown: the condition cannot hold the way it reads. Put `succeeded` on the side that looks back (`first` of before, `finally`).',
    examples: {
      wrong: 'rules:\n  - id: green-before-push\n    before: {first: pytest, then: {tool: git_push, succeeded: true}}',
      right: 'rules:\n  - id: green-before-push\n    before: {first: {tool: pytest, succeeded: true}, then: git_push}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      for (const t of targetsOf(rule)) {
        if (t.role !== 'never' && t.role !== 'require' && t.role !== 'then') continue;
        for (const part of partsOf(t.node)) {
          if (part.type !== 'map') continue;
          const p = getPair(part, 'succeeded');
          if (!p) continue;
          const where = t.role === 'then' ? 'the `then` side of a `before`' : `a \`${t.role}\` target`;
          ctx.report({
            message: `\`succeeded\` on ${where} in ${ruleName(rule)}: that call is judged before it runs, so whether it succeeded is not known yet`,
            range: p.keyRange,
            jsonPath: p.path,
            help: 'put `succeeded` on a side that looks back: `before: {first: {tool: pytest, succeeded: true}, then: git_push}`',
          });
        }
      }
    }
  },
});
