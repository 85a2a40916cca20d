/** A `skills.paths` folder of opencode.json that does not exist: OpenCode reads no skill from it, without a word. */
import { opencodeSkillPaths } from '../kinds.js';
import { OPENCODE_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { reportMissingPath } from '../../../rules/shared/missing-path.js';

export default projectRule({
  meta: {
    id: 'opencode/skill-paths-missing',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `skills.paths` entry of `opencode.json` that names no folder in the repository.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`skills-paths\` and \`skills-paths-base\`): OpenCode reads every \`SKILL.md\` at any depth below each \`skills.paths\` folder, relative to the project folder even in \`.opencode/opencode.json\`, and agentlint checks those skills like the ones in \`.opencode/skills\` (opencode/skill-frontmatter). With \`"paths": ["extra-skills", "nope-dir"]\` the missing \`nope-dir\` is passed over with no message, so a renamed or mistyped folder silently drops its skills. Absolute and home paths are not checked.`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "skills": { "paths": ["team-skill"] }\n}\n',
      right: '{\n  "skills": { "paths": ["team-skills"] }\n}\n',
      context: { 'team-skills/notes/SKILL.md': '---\nname: notes\ndescription: Writes meeting notes. Use when asked for notes.\n---\nWrite notes.\n' },
    },
  },
  check(project, ctx) {
    for (const c of artifactsOf(project, 'opencode-config')) {
      for (const p of opencodeSkillPaths(c)) {
        const at = { path: c.path, range: p.node.range, jsonPath: p.node.path };
        reportMissingPath(project, ctx, p.dir, 'dir', at, () => `OpenCode reads no skill from \`${p.written}\` and says nothing: no such folder in the repository`);
      }
    }
  },
});
