/** Qwen Code skills it drops (only its debug log says so). */
import { QWEN_CASES, QWEN_MUTATIONS, QWEN_SKILL_NAME, QWEN_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { pairRange } from '../lib/ranges.js';

export default artifactRule({
  meta: {
    id: 'qwen-code/skill-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Qwen Code skill (`.qwen/skills/<name>/SKILL.md`, or the shared `.agents/skills/<name>/SKILL.md` Qwen also reads) without frontmatter, `name` or `description`, or whose `name` holds other characters than letters, digits, `_`, `:`, `.` and `-`: Qwen drops it.',
    kinds: ['qwen-skill'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case skills): the run's skills (offered as slash commands) leave out a SKILL.md with no frontmatter, no \`name\`, no \`description\` (also in \`.agents/skills\`), or \`name: bad name\`; only the debug log says "Failed to parse skill file: Missing \\"description\\" in frontmatter" or "\\"name\\" must match /^[\\p{L}\\p{N}_:.-]+$/u". A name unlike its folder (\`renamed\` in \`other/\`) and \`my.skill:v2\` load. The mutation probes (${QWEN_MUTATIONS}) add: a blank \`description\` (\`qwen-skill:/description:whitespace\`) and a mapping as \`name\` or \`description\` (\`qwen-skill:/name:type:object\`, "Cannot convert object to primitive value") drop the skill too.`,
    examples: {
      file: '.qwen/skills/release/SKILL.md',
      wrong: '---\nname: release notes\ndescription: Write the release notes\n---\nWrite them.\n',
      right: '---\nname: release-notes\ndescription: Write the release notes\n---\nWrite them.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    const drop = (why: string) => `Qwen Code drops this skill (only its debug log says so): ${why}`;
    if (!fm?.present) {
      ctx.report({ message: drop('it has no YAML frontmatter (`name` and `description` are required)'), range: firstLine(artifact.file) });
      return;
    }
    for (const key of ['name', 'description']) {
      const p = getPair(artifact.root, key);
      const v = p?.value;
      // A mapping fails Qwen's text conversion ("Cannot convert object to primitive value", qwen-skill:/name:type:object).
      if (v?.type === 'map') ctx.report({ message: drop(`\`${key}\` is a mapping, which Qwen cannot turn into text`), range: pairRange(p!), jsonPath: p!.path });
      else if (!v || (v.type === 'scalar' && (v.value === null || v.value === ''))) ctx.report({ message: drop(`\`${key}\` is required`), range: p?.keyRange ?? fm.openRange });
      else if (key === 'description' && v.type === 'scalar' && typeof v.value === 'string' && v.value.trim() === '') ctx.report({ message: drop('`description` is blank ("\\"description\\" cannot be empty")'), range: v.range, jsonPath: p!.path });
    }
    const p = getPair(artifact.root, 'name');
    if (p?.value?.type === 'scalar' && p.value.value !== null && p.value.value !== '' && !QWEN_SKILL_NAME.test(String(p.value.value))) {
      ctx.report({ message: drop(`its \`name\` may hold only letters, digits, \`_\`, \`:\`, \`.\` and \`-\`, not \`${String(p.value.value)}\``), range: p.value.range, jsonPath: p.path });
    }
  },
});
