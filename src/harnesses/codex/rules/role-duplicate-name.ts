/** Two Codex role files with one `name`: Codex keeps one and drops the other. */
import { CODEX_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'codex/role-duplicate-name',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Two Codex agent role files with the same `name`: Codex drops all but one.',
    kinds: ['codex-role'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`role-verdicts\`): with \`twin-a.toml\` and \`twin-b.toml\` both named \`twin\`, the spawn tool listed one \`twin\` and \`codex exec\` warned "Ignoring malformed agent role definition: duplicate agent role name \`twin\` discovered in .codex/agents", naming neither file. The finding is on every file after the first in path order.`,
    examples: {
      file: '.codex/agents/reviewer-strict.toml',
      wrong: 'name = "reviewer"\ndescription = "Reviews strictly"\ndeveloper_instructions = "Review every line."\n',
      right: 'name = "strict-reviewer"\ndescription = "Reviews strictly"\ndeveloper_instructions = "Review every line."\n',
      context: { '.codex/agents/reviewer.toml': 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instructions = "Review the diff."\n' },
    },
  },
  check(project, ctx) {
    const first = new Map<string, string>();
    for (const a of [...artifactsOf(project, 'codex-role')].sort((x, y) => (x.path < y.path ? -1 : 1))) {
      const pair = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'name') : undefined;
      const v = pair?.value;
      if (!v || v.type !== 'scalar' || typeof v.value !== 'string' || !v.value) continue;
      const seen = first.get(v.value);
      if (seen === undefined) {
        first.set(v.value, a.path);
        continue;
      }
      ctx.report({
        path: a.path,
        element: a.element,
        harness: 'codex',
        message: `Codex keeps only one role named \`${v.value}\` ("duplicate agent role name"): ${seen} has the same name`,
        range: v.range,
        jsonPath: pair!.path,
      });
    }
  },
});
