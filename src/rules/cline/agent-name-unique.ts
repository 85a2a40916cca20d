/** Two Cline agent configs with one `name`: Cline loads only one of them. */
import { CLINE_VERSION } from '../../artifacts/known-values/index.js';
import { artifactsOf } from '../../artifacts/model.js';
import { projectRule } from '../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'cline/agent-name-unique',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Two Cline agent configs (`.cline/agents/*.yaml`) with the same `name`: Cline loads only one of them.',
    kinds: ['cline-agent'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Observed on Cline CLI ${CLINE_VERSION} (fixtures/oracle/cline/mutations.json, case \`cline-agent::name-duplicate\`): with \`w6.yml\` and \`w14.yaml\` both named \`w6\`, the session offered one \`subagent_w6\` tool, from \`w6.yml\`; \`w14.yaml\` was dropped without a message. Which file wins is not the path order (\`w14.yaml\` sorts first), so the finding is on every file of the name, as a warning: one of them is not loaded. Names are compared as written (\`Reviewer\` and \`reviewer\` are two tools).`,
    examples: {
      file: '.cline/agents/reviewer-strict.yaml',
      wrong: '---\nname: reviewer\ndescription: Reviews strictly\n---\nReview every line.\n',
      right: '---\nname: strict-reviewer\ndescription: Reviews strictly\n---\nReview every line.\n',
      context: { '.cline/agents/reviewer.yaml': '---\nname: reviewer\ndescription: Reviews changes\n---\nReview the diff.\n' },
    },
  },
  check(project, ctx) {
    const byName = new Map<string, Array<{ path: string; a: (typeof project.artifacts)[number] }>>();
    for (const a of artifactsOf(project, 'cline-agent')) {
      if (!/^\.cline\/agents\/[^/]+\.ya?ml$/i.test(a.path)) continue; // a file Cline does not read cannot clash
      const v = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'name')?.value : undefined;
      if (v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value.trim()) continue;
      const list = byName.get(v.value) ?? [];
      list.push({ path: a.path, a });
      byName.set(v.value, list);
    }
    for (const [name, list] of byName) {
      if (list.length < 2) continue;
      for (const { path, a } of list) {
        const pair = (a.root as Extract<typeof a.root, { type: 'map' }>).pairs.find((p) => p.key === 'name')!;
        const others = list.filter((o) => o.path !== path).map((o) => o.path).sort().join(', ');
        ctx.report({
          path,
          element: a.element,
          harness: 'cline',
          message: `Cline loads only one agent named \`${name}\`, and ${others} has the same name: one of the two is never offered to the model (oracle: fixtures/oracle/cline/mutations.json, case \`cline-agent::name-duplicate\`)`,
          range: pair.value!.range,
          jsonPath: pair.path,
        });
      }
    }
  },
});
