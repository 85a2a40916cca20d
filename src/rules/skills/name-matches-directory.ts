import { getPair, scalarString } from '../../artifacts/tree.js';
import { replaceScalar } from '../../diagnostics/edits.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { skillFolderName } from '../../artifacts/names.js';

export default artifactRule({
  meta: {
    id: 'skills/name-matches-directory',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A skill `name` must equal the name of the folder that holds its SKILL.md.',
    kinds: ['skill'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code names a skill after its folder (`/pdf-tools` for `skills/pdf-tools/SKILL.md`), so a different `name` is not what users type, and the Agent Skills specification requires the two to be equal: the Skills API rejects the skill.',
    examples: {
      wrong: '---\nname: pdf-helper\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
      right: '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
      file: '.claude/skills/pdf-tools/SKILL.md',
    },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'name');
    const name = scalarString(pair?.value);
    const dir = skillFolderName(artifact.path);
    if (!pair || !pair.value || name === undefined || name === '' || dir === undefined || name === dir) return;
    ctx.report({
      message: `skill name \`${name}\` differs from its folder \`${dir}\`: Claude Code offers the skill as \`/${dir}\`, and the Agent Skills spec rejects a name that does not match the folder`,
      range: pair.value.range,
      jsonPath: pair.path,
      help: `rename the skill to \`${dir}\`, or rename the folder to \`${name}\``,
      suggestion: { msg: `rename the skill to \`${dir}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, pair.value, dir)] },
    });
  },
});
