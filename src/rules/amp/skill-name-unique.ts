/** Two Agent Skills Amp reads with one `name`: Amp lists only one of them. */
import { AMP_VERSION } from '../../artifacts/known-values/index.js';
import { artifactsOf } from '../../artifacts/model.js';
import { projectRule } from '../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'amp/skill-name-unique',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Two Agent Skills Amp reads (`.agents/skills`, `.claude/skills`) with the same `name`: Amp lists only one of them.',
    kinds: ['amp-skill'],
    harness: 'amp',
    optIn: false,
    fixable: false,
    rationale: `Observed on Amp ${AMP_VERSION} (fixtures/oracle/amp/cases.json, case \`skills-layout\`): with \`.agents/skills/dup-a\` and \`dup-b\` both named \`dup\`, \`amp skill list\` listed one \`dup\` and said nothing of the other. Which one it keeps changed between runs (\`dup-b\` in the recorded case, \`dup-a\` in an earlier trial), so the finding is on every skill of the name.`,
    examples: {
      file: '.agents/skills/review-strict/SKILL.md',
      wrong: '---\nname: review\ndescription: Strict review\n---\nReview every line.\n',
      right: '---\nname: review-strict\ndescription: Strict review\n---\nReview every line.\n',
      context: { '.amp/settings.json': '{}\n', '.agents/skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview the diff.\n' },
    },
  },
  check(project, ctx) {
    const byName = new Map<string, Array<(typeof project.artifacts)[number]>>();
    for (const a of artifactsOf(project, 'amp-skill')) {
      const v = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'name')?.value : undefined;
      if (v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value) continue;
      byName.set(v.value, [...(byName.get(v.value) ?? []), a]);
    }
    for (const [name, list] of byName) {
      if (list.length < 2) continue;
      for (const a of list) {
        const pair = (a.root as Extract<typeof a.root, { type: 'map' }>).pairs.find((p) => p.key === 'name')!;
        const others = list.filter((o) => o !== a).map((o) => o.path).sort().join(', ');
        ctx.report({ path: a.path, element: a.element, harness: 'amp', message: `Amp lists only one skill named \`${name}\`, and ${others} has the same name: one of them is never offered (oracle: fixtures/oracle/amp/cases.json, case \`skills-layout\`)`, range: pair.value!.range, jsonPath: pair.path });
      }
    }
  },
});
