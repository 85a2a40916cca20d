/** Qwen Code skills it drops (only its debug log says so). */
import { QWEN_CASES, QWEN_SKILL_NAME, QWEN_VERSION } from '../../artifacts/known-values/index.js';
import { firstLine } from '../../artifacts/source.js';
import { getPair } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'qwen-code/skill-schema',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Qwen Code skill (`.qwen/skills/<name>/SKILL.md`, or the shared `.agents/skills/<name>/SKILL.md` Qwen also reads) without frontmatter, `name` or `description`, or whose `name` holds other characters than letters, digits, `_`, `:`, `.` and `-`: Qwen drops it.',
    kinds: ['qwen-skill'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case skills): the run's skills (offered as slash commands) leave out a SKILL.md with no frontmatter, no \`name\`, no \`description\` (also in \`.agents/skills\`), or \`name: bad name\`; only the debug log says "Failed to parse skill file: Missing \\"description\\" in frontmatter" or "\\"name\\" must match /^[\\p{L}\\p{N}_:.-]+$/u". A name unlike its folder (\`renamed\` in \`other/\`) and \`my.skill:v2\` load.`,
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
      const v = getPair(artifact.root, key)?.value;
      if (!v || (v.type === 'scalar' && (v.value === null || v.value === ''))) ctx.report({ message: drop(`\`${key}\` is required`), range: getPair(artifact.root, key)?.keyRange ?? fm.openRange });
    }
    const p = getPair(artifact.root, 'name');
    if (p?.value?.type === 'scalar' && p.value.value !== null && p.value.value !== '' && !QWEN_SKILL_NAME.test(String(p.value.value))) {
      ctx.report({ message: drop(`its \`name\` may hold only letters, digits, \`_\`, \`:\`, \`.\` and \`-\`, not \`${String(p.value.value)}\``), range: p.value.range, jsonPath: p.path });
    }
  },
});
