/** A skill Droid reads whose `description` is missing: Droid does not offer it to the model. */
import { DROID_CASES, DROID_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'droid/skill-description',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An Agent Skill Droid reads (`.factory/skills`, `.agents/skills`) with no `description`: Droid does not offer it to the model.',
    kinds: ['droid-skill'],
    harness: 'droid',
    optIn: false,
    fixable: false,
    rationale: `Observed on Droid ${DROID_VERSION} (${DROID_CASES}, case \`skills\`): the first model request carries the descriptions of the skills in \`.factory/skills\` and \`.agents/skills\` (not \`.claude/skills\`), and nothing of a skill whose frontmatter has a \`name\` and no \`description\`.`,
    examples: { file: '.factory/skills/release/SKILL.md', wrong: '---\nname: release\n---\nTag and publish.\n', right: '---\nname: release\ndescription: Tags and publishes a release; use when asked to release\n---\nTag and publish.\n' },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    const root = artifact.root;
    if (!fm?.present || root?.type !== 'map') return;
    const pair = root.pairs.find((p) => p.key === 'description');
    const v = pair?.value;
    if (!pair || !v || (v.type === 'scalar' && (v.value === null || String(v.value).trim() === ''))) {
      ctx.report({ message: `${pair ? 'empty `description`' : 'no `description`'}: Droid does not offer this skill to the model (oracle: ${DROID_CASES}, case \`skills\`)`, range: pair ? (v?.range ?? pair.keyRange) : fm.openRange, jsonPath: pair?.path });
    }
  },
});
