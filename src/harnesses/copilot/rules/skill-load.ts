/** Copilot CLI skills that fail to load (no frontmatter, description over 1024 characters). */
import { firstLine } from '../../../artifacts/source.js';
import { COPILOT_SKILL_DESCRIPTION_MAX, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'copilot/skill-load',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: `A skill Copilot CLI fails to load: no or malformed YAML frontmatter, a \`name\` or \`description\` that is not a string, an empty \`name\`, or a \`description\` longer than ${COPILOT_SKILL_DESCRIPTION_MAX} characters (also \`.claude/skills\`, which Copilot reads).`,
    kinds: ['copilot-skill'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} with \`copilot skill list\` (oracle/copilot/cases.json, cases \`skills\`, \`planted-tree\`; and the mutation probes of oracle/copilot/mutations.json: a \`name\` or \`description\` that is not a string, an empty or blank \`name\` ("Skill name must not be empty"); an empty \`description\`, a \`name\` with capitals or spaces and any \`license\` load; in a \`skillDirectories\` folder the skill is left out of the session without a log line, \`settings-directories\`): such a skill is listed under "The following skills failed to load" and is not offered to the model.`,
    examples: {
      file: '.github/skills/deploy/SKILL.md',
      wrong: '# Deploy\n\nRun the deploy script.\n',
      right: '---\nname: deploy\ndescription: Deploys the service to staging\n---\n# Deploy\n\nRun the deploy script.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm) return;
    if (!fm.present || fm.problems.length > 0) {
      ctx.report({
        message: 'Copilot CLI fails to load this skill: "missing or malformed YAML frontmatter"',
        range: fm.problems[0]?.range ?? firstLine(artifact.file),
      });
      return;
    }
    const pairs = artifact.root?.type === 'map' ? artifact.root.pairs : [];
    // Mutation probes (oracle/copilot/mutations.json, copilot-skill:/name:*, /description:*).
    for (const key of ['name', 'description']) {
      const p = pairs.find((x) => x.key === key);
      if (!p) continue;
      const v = p.value;
      const text = v?.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined;
      const why = text === undefined ? `Skill ${key} must be a string` : key === 'name' && text.trim() === '' ? 'Skill name must not be empty' : undefined;
      if (why) ctx.report({ message: `Copilot CLI fails to load this skill: "${why}"`, range: v?.range ?? p.keyRange, jsonPath: p.path });
    }
    const d = pairs.find((p) => p.key === 'description');
    if (d?.value?.type === 'scalar' && typeof d.value.value === 'string' && d.value.value.length > COPILOT_SKILL_DESCRIPTION_MAX) {
      ctx.report({
        message: `Copilot CLI fails to load this skill: its description has ${d.value.value.length} characters ("Skill description must be at most ${COPILOT_SKILL_DESCRIPTION_MAX} characters")`,
        range: d.value.range,
        jsonPath: d.path,
      });
    }
  },
});
