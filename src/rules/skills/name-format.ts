import { SKILL_NAME_RESERVED_WORDS, SKILL_SPEC_NAME_MAX } from '../../artifacts/known-values/index.js';
import { getPair, scalarString } from '../../artifacts/tree.js';
import { replaceScalar } from '../../diagnostics/edits.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { toKebab } from '../shared/names.js';

const VALID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The closest spec-valid spelling: lowercase, `a-z0-9` and single inner hyphens. */
export function toSkillName(name: string): string {
  return toKebab(name)
    .slice(0, SKILL_SPEC_NAME_MAX)
    .replace(/-+$/, '');
}

export default artifactRule({
  meta: {
    id: 'skills/name-format',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A skill `name` must follow the Agent Skills spec: 1–64 characters of `a-z0-9-`, no leading, trailing or double hyphen, no "anthropic" or "claude".',
    kinds: ['skill'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code itself accepts almost any skill name, but the Agent Skills specification (used by the Skills API and other clients) rejects the whole skill when the name breaks its rules, and names containing "anthropic" or "claude" are reserved. A skill that works locally then fails to upload or install elsewhere.',
    examples: {
      wrong: '---\nname: PDF_Tools\ndescription: Extract text and tables from PDF files\n---',
      right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files\n---',
      file: '.claude/skills/pdf-tools/SKILL.md',
    },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'name');
    if (!pair || !pair.value) return;
    const name = scalarString(pair.value);
    if (name === undefined) return;
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
    if (problems.length === 0) return;
    const fixed = reserved.length === 0 ? toSkillName(name) : '';
    const caseOnly = fixed !== '' && fixed === name.toLowerCase();
    ctx.report({
      message: `skill name \`${name}\` ${problems.join('; ')}: the Agent Skills spec (Skills API) rejects the skill`,
      range: pair.value.range,
      jsonPath: pair.path,
      help: 'use 1–64 lowercase letters, digits and single hyphens, e.g. `pdf-tools`, and rename the folder to match',
      suggestion:
        fixed && fixed !== name
          ? {
              msg: `rename the skill to \`${fixed}\``,
              applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect',
              edits: [replaceScalar(artifact.file, pair.value, fixed)],
            }
          : undefined,
    });
  },
});
