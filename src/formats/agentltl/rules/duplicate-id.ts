import { artifactRule } from '../../../diagnostics/rule.js';
import { rulesOf } from '../lib/model.js';

export default artifactRule({
  meta: {
    id: 'agentltl/duplicate-id',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Two rules of one AGENTLTL.yaml with the same `id`.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      'Rule ids are how the guard names a rule in a refusal, how `disable:` switches one off and how a file replaces a packaged or user-level rule. The guard rejects a file where two rules share an id, so none of its rules is enforced.',
    examples: {
      wrong: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n  - id: no-force-push\n    never: git_reset\n    with: {hard: true}',
      right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n  - id: no-hard-reset\n    never: git_reset\n    with: {hard: true}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    const seen = new Map<string, NonNullable<ReturnType<typeof rulesOf>[number]['idPair']>>();
    for (const rule of rulesOf(artifact)) {
      if (rule.id === undefined || !rule.idPair?.value) continue;
      const first = seen.get(rule.id);
      if (!first) {
        seen.set(rule.id, rule.idPair);
        continue;
      }
      ctx.report({
        message: `duplicate rule id \`${rule.id}\` (first at line ${first.keyRange.start.line}): the guard rejects the file`,
        range: rule.idPair.value.range,
        jsonPath: rule.idPair.path,
        help: 'give each rule its own id',
        related: [{ message: `first \`${rule.id}\``, span: { path: artifact.path, range: first.value!.range } }],
      });
    }
  },
});
