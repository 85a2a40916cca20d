import { SKILL_LISTING_MAX_CHARS, SKILL_SPEC_DESCRIPTION_MAX } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'skills/description-length',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `A skill's description plus when_to_use over ${SKILL_LISTING_MAX_CHARS} characters (cut in the listing), or a description over ${SKILL_SPEC_DESCRIPTION_MAX} (rejected by the Skills API).`,
    kinds: ['skill', 'command'],
    optIn: false,
    fixable: false,
    rationale: `Claude Code decides when to use a skill from its listing, which keeps only the first ${SKILL_LISTING_MAX_CHARS} characters of \`description\` + \`when_to_use\`: whatever follows is silently never seen by the model. The Agent Skills specification caps \`description\` at ${SKILL_SPEC_DESCRIPTION_MAX} characters, so the Skills API refuses a longer one.`,
    examples: {
      wrong: `---\nname: pdf-tools\ndescription: ${'Extracts text from PDF files. '.repeat(40).trim()}\n---`,
      right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files. Use when the user mentions PDFs or forms.\n---',
      file: '.claude/skills/pdf-tools/SKILL.md',
    },
  },
  check(artifact, ctx) {
    const desc = getPair(artifact.root, 'description');
    const when = getPair(artifact.root, 'when_to_use');
    const d = scalarString(desc?.value) ?? '';
    const w = scalarString(when?.value) ?? '';
    const total = d.length + w.length;
    if (total > SKILL_LISTING_MAX_CHARS) {
      const target = desc?.value ?? when?.value;
      const pair = desc?.value ? desc : when;
      if (target && pair) {
        const parts = w ? `description (${d.length}) + when_to_use (${w.length}) = ${total}` : `description is ${d.length}`;
        ctx.report({
          message: `${parts} characters: Claude Code cuts the skill listing at ${SKILL_LISTING_MAX_CHARS}, so the model never sees the rest when choosing skills`,
          range: target.range,
          jsonPath: pair.path,
          help: 'keep the description to what the skill does and when to use it; move details into the body',
        });
      }
    }
    if (artifact.kind === 'skill' && desc?.value && d.length > SKILL_SPEC_DESCRIPTION_MAX && total <= SKILL_LISTING_MAX_CHARS) {
      ctx.report({
        message: `description is ${d.length} characters: the Agent Skills spec allows at most ${SKILL_SPEC_DESCRIPTION_MAX}, so the Skills API rejects the skill`,
        range: desc.value.range,
        jsonPath: desc.path,
        help: `shorten the description to ${SKILL_SPEC_DESCRIPTION_MAX} characters or fewer`,
      });
    }
  },
});
