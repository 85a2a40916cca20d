/** An Agent Skill Amp skips, or whose `name` breaks `amp skill list`. */
import { firstLine } from '../../../artifacts/source.js';
import { AMP_CASES, AMP_MUTATIONS, AMP_SKILL_NAME_CHARS, AMP_SKILL_NAME_MAX, AMP_VERSION } from '../known-values.js';
import type { TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { valueOrKeyRange } from '../../../rules/shared/pair-range.js';

const VALIDATION = `oracle: ${AMP_CASES}, case \`skills-validation\``;
/** Without trailing hyphens (a loop: `/-+$/` is quadratic on a long run of `-`). */
function trimHyphens(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '-') end--;
  return s.slice(0, end);
}
const shown = (v: TreeNode) => (v.type === 'scalar' ? JSON.stringify(v.value) : v.type === 'seq' ? 'a list' : 'a map');

export default artifactRule({
  meta: {
    id: 'amp/skill-frontmatter',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An Agent Skill (`.agents/skills/**/SKILL.md`, `.claude/skills/**/SKILL.md`) that Amp skips: no frontmatter, no `name` or `description`, a `name` that is not lower-case letters, digits and hyphens of at most 64 characters, a `description` that is not text; or a `name` that is not text, which breaks `amp skill list`.',
    kinds: ['amp-skill'],
    harness: 'amp',
    optIn: false,
    fixable: 'maybe',
    rationale: `Observed on Amp ${AMP_VERSION} (${AMP_CASES}, ${AMP_MUTATIONS}): \`amp skill list\` lists the skills it loaded and "Skipped skills with errors" with a reason: "Missing YAML frontmatter" (none, or never closed), "Missing required fields in frontmatter" (\`name\` or \`description\` missing, empty or null, or a frontmatter that is not a map), "Invalid skill name" (capitals, spaces, \`_\`, a blank name, a trailing hyphen, "must be 64 characters or less"), "Invalid YAML" (broken YAML, a duplicate key) — case \`skills-validation\`. A \`description\` that is a number, a boolean or a map is worse: \`amp skill list\` then shows none of the project's skills, or only some, and no message (case \`skills-description-hides-others\`: two valid skills beside one with \`description: 7\`, nothing listed; case \`skills-description-not-text\`); a blank one or a list loads. A \`name\` that is a number or a list loads as text, but a boolean \`name\` beside any other skill makes \`amp skill list\` fail with "n.name.localeCompare is not a function" (case \`skills-name-boolean\`), so every non-text \`name\` is reported: as an error for a boolean or a map, a warning for a number or a list. A \`name\` that differs from its folder, a long \`description\` (1,100 characters) and unknown keys load.`,
    examples: {
      file: '.agents/skills/Release_Notes/SKILL.md',
      wrong: '---\nname: Release_Notes\ndescription: Writes release notes from the changelog\n---\nRead CHANGELOG.md.\n',
      right: '---\nname: release-notes\ndescription: Writes release notes from the changelog\n---\nRead CHANGELOG.md.\n',
      // Shared skill folders alone do not select Amp: its settings file does.
      context: { '.amp/settings.json': '{}\n' },
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    const first = firstLine(artifact.file);
    if (!fm?.present) {
      ctx.report({ message: `no YAML frontmatter: Amp skips the skill ("Missing YAML frontmatter"; ${VALIDATION})`, range: first });
      return;
    }
    const root = artifact.root;
    if (root?.type !== 'map') return; // the frontmatter problem (kinds/amp.ts) says Amp skips it
    for (const key of ['name', 'description']) {
      const pair = root.pairs.find((p) => p.key === key);
      const v = pair?.value;
      if (!pair || !v || (v.type === 'scalar' && (v.value === null || v.value === ''))) {
        ctx.report({ message: `${pair ? `empty \`${key}\`` : `no \`${key}\``}: Amp skips the skill ("Missing required fields in frontmatter"; ${VALIDATION})`, range: pair ? valueOrKeyRange(pair) : fm.openRange, jsonPath: pair?.path });
        continue;
      }
      if (key === 'description') {
        if (v.type === 'map' || (v.type === 'scalar' && typeof v.value !== 'string')) {
          ctx.report({ message: `\`description\` is ${shown(v)}, not text: Amp then lists none (or only some) of the project's skills, without a message (oracle: ${AMP_CASES}, case \`skills-description-hides-others\`)`, range: v.range, jsonPath: pair.path });
        }
        continue;
      }
      if (v.type === 'map' || (v.type === 'scalar' && typeof v.value === 'boolean')) {
        ctx.report({ message: `\`name\` is ${shown(v)}, not text: ${v.type === 'map' ? 'Amp skips the skill ("Invalid skill name")' : 'beside any other skill `amp skill list` fails ("n.name.localeCompare is not a function"; case `skills-name-boolean`)'} (oracle: ${AMP_CASES})`, range: v.range, jsonPath: pair.path });
        continue;
      }
      if (v.type !== 'scalar' || typeof v.value !== 'string') {
        ctx.report({ level: 'warn', message: `\`name\` is ${shown(v)}, not text: Amp reads it as text, which is fragile (a boolean breaks \`amp skill list\`, case \`skills-name-boolean\`); quote it (oracle: ${AMP_MUTATIONS})`, range: v.range, jsonPath: pair.path });
        continue;
      }
      const name = v.value;
      const bad = !AMP_SKILL_NAME_CHARS.test(name) || name.endsWith('-');
      if (bad || name.length > AMP_SKILL_NAME_MAX) {
        const fixed = trimHyphens(trimHyphens(name.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-')).slice(0, AMP_SKILL_NAME_MAX));
        const why = bad ? 'lower-case letters, digits and hyphens, no trailing hyphen' : `${AMP_SKILL_NAME_MAX} characters or less (this one has ${name.length})`;
        ctx.report({
          message: `\`name\` ${JSON.stringify(name)} must be ${why}: Amp skips the skill ("Invalid skill name"; ${VALIDATION})`,
          range: v.range,
          jsonPath: pair.path,
          suggestion: fixed && fixed !== name ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: fixed }] } : undefined,
        });
      }
    }
  },
});
