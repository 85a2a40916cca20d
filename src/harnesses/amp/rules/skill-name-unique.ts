/** Two Agent Skills Amp reads with one `name`: Amp lists only one of them. */
import { AMP_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { nameClashes } from '../../../rules/shared/names.js';

export default projectRule({
  meta: {
    id: 'amp/skill-name-unique',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Two Agent Skills Amp reads (`.agents/skills`, `.claude/skills`) with the same `name`: Amp lists only one of them.',
    kinds: ['amp-skill'],
    harness: 'amp',
    optIn: false,
    fixable: false,
    rationale: `Observed on Amp ${AMP_VERSION} (oracle/amp/cases.json, case \`skills-layout\`): with \`.agents/skills/dup-a\` and \`dup-b\` both named \`dup\`, \`amp skill list\` listed one \`dup\` and said nothing of the other. Which one it keeps changed between runs (\`dup-b\` in the recorded case, \`dup-a\` in an earlier trial), so the finding is on every skill of the name.`,
    examples: {
      file: '.agents/skills/review-strict/SKILL.md',
      wrong: '---\nname: review\ndescription: Strict review\n---\nReview every line.\n',
      right: '---\nname: review-strict\ndescription: Strict review\n---\nReview every line.\n',
      context: { '.amp/settings.json': '{}\n', '.agents/skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview the diff.\n' },
    },
  },
  reads: { 'amp-skill': ['name'] },
  check(project, ctx) {
    for (const [name, clash] of nameClashes(artifactsOf(project, 'amp-skill'))) {
      for (const { artifact: a, pair, others } of clash) {
        ctx.report({ path: a.path, element: a.element, harness: 'amp', message: `Amp lists only one skill named \`${name}\`: ${others.join(', ')} has the same name, so one of them is never offered (oracle: oracle/amp/cases.json, case \`skills-layout\`)`, range: pair.value!.range, jsonPath: pair.path });
      }
    }
  },
});
