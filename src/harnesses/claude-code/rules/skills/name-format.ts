import { SKILL_NAME_RESERVED_WORDS, SKILL_SPEC_NAME_MAX } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { artifactsOf } from '../../../../artifacts/model.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { toKebab } from '../../../../rules/shared/names.js';
import { RESERVED_WORD_REJECTERS, SKILL_NAME_REJECTERS, skillSlashName } from '../../lib/slash-name.js';

const VALID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The closest spec-valid spelling: lowercase, `a-z0-9` and single inner hyphens. */
export function toSkillName(name: string): string {
  return toKebab(name)
    .slice(0, SKILL_SPEC_NAME_MAX)
    .replace(/(?<!-)-+$/, '');
}

/** The skill's folder is named `name` (`…/<name>/SKILL.md`). */
const matchesFolder = (path: string, name: string) => path.split('/').slice(-2, -1)[0] === name;

export default projectRule({
  meta: {
    id: 'skills/name-format',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: 'Portability: a skill `name` outside the Agent Skills format (1–64 characters of `a-z0-9-`, no leading, trailing or double hyphen, no "anthropic" or "claude"), which claude.ai and API uploads reject.',
    kinds: ['skill'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code loads a skill whatever its `name` (observed on 2.1.332: `name: Agent Development` in `agent-development/` loads and is invoked as `/agent-development`): the frontmatter `name` is a display name, and the slash name is the folder (`/plugin:folder` for a plugin skill). The Agent Skills specification (https://agentskills.io/specification) and claude.ai and API skill uploads are stricter: lowercase letters, digits and single hyphens, at most 64 characters, and (for uploads) no "anthropic" or "claude". A skill that works in Claude Code then fails to upload or to load in other Agent Skills clients, hence an `info` finding.',
    examples: {
      wrong: '---\nname: PDF_Tools\ndescription: Extract text and tables from PDF files\n---',
      right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files\n---',
      file: '.claude/skills/pdf-tools/SKILL.md',
    },
  },
  reads: { skill: ['name'] },
  check(project, ctx) {
    for (const artifact of artifactsOf(project, 'skill')) {
    const pair = getPair(artifact.root, 'name');
    if (!pair || !pair.value) continue;
    const name = scalarString(pair.value);
    if (name === undefined) continue;
    const problems: string[] = [];
    if (name.length === 0) problems.push('is empty');
    if (name.length > SKILL_SPEC_NAME_MAX) problems.push(`is ${name.length} characters long (at most ${SKILL_SPEC_NAME_MAX})`);
    if (name.length > 0 && !VALID.test(name)) {
      if (/[^a-z0-9-]/.test(name)) problems.push('may only contain lowercase letters, digits and hyphens');
      if (/^-|-$/.test(name)) problems.push('must not start or end with a hyphen');
      if (/--/.test(name)) problems.push('must not contain `--`');
    }
    const reserved = SKILL_NAME_RESERVED_WORDS.filter((w) => name.toLowerCase().includes(w));
    if (reserved.length > 0) problems.push(`must not contain the reserved word${reserved.length > 1 ? 's' : ''} ${reserved.map((w) => `"${w}"`).join(' and ')}`);
    if (problems.length === 0) continue;
    const fixed = reserved.length === 0 ? toSkillName(name) : '';
    const caseOnly = fixed !== '' && fixed === name.toLowerCase();
    ctx.report({
      path: artifact.path,
      element: artifact.element,
      message: `skill name \`${name}\` ${problems.join('; ')}: Claude Code loads it as \`${skillSlashName(project, artifact)}\` (\`name\` is a display name), but ${reserved.length === problems.length ? RESERVED_WORD_REJECTERS : SKILL_NAME_REJECTERS} reject it`,
      range: pair.value.range,
      jsonPath: pair.path,
      help: 'for portability use 1–64 lowercase letters, digits and single hyphens, e.g. `pdf-tools`, matching the folder',
      suggestion:
        // Renaming a skill away from the folder it matches would break that match (skills/name-matches-directory):
        // the folder must be renamed too, which an edit of this file cannot do.
        fixed && fixed !== name && !matchesFolder(artifact.path, name)
          ? {
              msg: `rename the skill to \`${fixed}\``,
              applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect',
              edits: [replaceScalar(artifact.file, pair.value, fixed)],
            }
          : undefined,
    });
    }
  },
});
