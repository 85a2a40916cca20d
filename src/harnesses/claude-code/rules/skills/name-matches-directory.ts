import { artifactsOf } from '../../../../artifacts/model.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { skillInvocationName } from '../../lib/scope.js';
import { SKILL_NAME_REJECTERS, skillSlashName } from '../../lib/slash-name.js';
import { skillFolderName } from '../../../../artifacts/names.js';

export default projectRule({
  meta: {
    id: 'skills/name-matches-directory',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: 'Portability: a skill `name` that differs from the folder holding its SKILL.md, which the Agent Skills spec and claude.ai and API uploads reject.',
    kinds: ['skill'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code names a skill after its folder: `skills/pdf-tools/SKILL.md` is `/pdf-tools` (`/plugin:pdf-tools` in a plugin) whatever its `name`, which is a display name (observed on 2.1.332: `name: claude-helper-skill` in `claude-helper/` is listed as `claude-helper (claude-helper-skill)`). The Agent Skills specification (https://agentskills.io/specification) requires the two to be equal, and claude.ai and API skill uploads reject a skill whose name differs from its folder: a portability finding, at `info`.',
    examples: {
      wrong: '---\nname: pdf-helper\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
      right: '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
      file: '.claude/skills/pdf-tools/SKILL.md',
    },
  },
  reads: { skill: ['name'] },
  check(project, ctx) {
    for (const artifact of artifactsOf(project, 'skill')) {
      const pair = getPair(artifact.root, 'name');
      const name = scalarString(pair?.value);
      const dir = skillFolderName(artifact.path);
      if (!pair || !pair.value || name === undefined || name === '' || dir === undefined || name === dir) continue;
      // A SKILL.md at a plugin root is invoked by its `name`: there is no folder to match.
      if (skillInvocationName(artifact) !== dir) continue;
      ctx.report({
        path: artifact.path,
        element: artifact.element,
        message: `skill name \`${name}\` differs from its folder \`${dir}\`: Claude Code offers the skill as \`${skillSlashName(project, artifact)}\` (\`name\` is a display name), but ${SKILL_NAME_REJECTERS} reject a name that does not match the folder`,
        range: pair.value.range,
        jsonPath: pair.path,
        help: `for portability rename the skill to \`${dir}\`, or rename the folder to \`${name}\``,
        suggestion: { msg: `rename the skill to \`${dir}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, pair.value, dir)] },
      });
    }
  },
});
