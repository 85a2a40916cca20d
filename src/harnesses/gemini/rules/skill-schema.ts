/** Gemini CLI skills it drops without a message. */
import { GEMINI_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'gemini/skill-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI skill (`.gemini/skills/<name>/SKILL.md`, or the shared `.agents/skills/<name>/SKILL.md` Gemini also reads) without frontmatter, `name` or `description`: Gemini drops it without a message.',
    kinds: ['gemini-skill'],
    harness: 'gemini',
    optIn: false,
    fixable: false,
    rationale: `Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case skills): \`gemini skills list\` leaves out a SKILL.md with no frontmatter, no \`name\` or no \`description\`, and prints nothing about it; an unknown key or a name with spaces is accepted. The shared \`.agents/skills\` folder is read the same way and such a skill is dropped the same way (case agents-skills).`,
    examples: {
      file: '.gemini/skills/release/SKILL.md',
      wrong: '---\nname: release\n---\nCut a release.\n',
      right: '---\nname: release\ndescription: Cut a release of the package\n---\nCut a release.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm?.present) {
      ctx.report({ message: 'Gemini CLI drops this skill without a message: it has no frontmatter (`name` and `description` are required)', range: firstLine(artifact.file) });
      return;
    }
    for (const key of ['name', 'description']) {
      const v = getPair(artifact.root, key)?.value;
      if (!(v?.type === 'scalar' && typeof v.value === 'string' && v.value.trim())) {
        ctx.report({ message: `Gemini CLI drops this skill without a message: \`${key}\` is required`, range: fm.openRange });
      }
    }
  },
});
