import { SKILL_BODY_MAX_LINES } from '../../known-values/claude-code.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'skills/body-size',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: `A SKILL.md longer than ${SKILL_BODY_MAX_LINES} lines.`,
    kinds: ['skill'],
    optIn: false,
    fixable: false,
    rationale: `Documented (https://code.claude.com/docs/en/skills): Claude Code loads the whole SKILL.md into the context every time the skill is used. The skills guidance keeps it under ${SKILL_BODY_MAX_LINES} lines and moves reference material into separate files the skill points to, which are read only when needed.`,
    examples: {
      wrong: `---\nname: api-guide\ndescription: Our API conventions\n---\n${Array.from({ length: SKILL_BODY_MAX_LINES }, (_, i) => `- endpoint ${i + 1}`).join('\n')}\n`,
      right: '---\nname: api-guide\ndescription: Our API conventions\n---\nFollow the rules below; for endpoint details read [reference.md](reference.md).',
      file: '.claude/skills/api-guide/SKILL.md',
    },
  },
  check(artifact, ctx) {
    const { lines, text } = artifact.file;
    // A final line break does not start a line of its own.
    const count = text.endsWith('\n') ? lines.lineCount - 1 : lines.lineCount;
    if (count <= SKILL_BODY_MAX_LINES) return;
    const first = SKILL_BODY_MAX_LINES + 1;
    ctx.report({
      message: `SKILL.md has ${count} lines (guidance: at most ${SKILL_BODY_MAX_LINES}): the whole file is loaded into the context whenever the skill runs (documented: https://code.claude.com/docs/en/skills)`,
      range: lines.range(lines.lineStart(first), lines.lineEnd(first)),
      help: 'move reference material into files next to SKILL.md and link them; Claude reads them only when needed',
    });
  },
});
