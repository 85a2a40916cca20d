/**
 * Amp's repository files, as the pinned Amp CLI reads them (src/harnesses/amp/known-values.ts): Agent Skills in
 * `.agents/skills/` and `.claude/skills/` at any depth (`SKILL.md`, any case; shared with other harnesses, so they do
 * not select Amp by themselves), and the workspace settings `.amp/settings.json` (JSON with comments).
 */
import { parseJsoncFile } from '../../artifacts/jsonc.js';
import type { ParsedFile } from '../../artifacts/model.js';
import type { ParseProblem } from '../../artifacts/tree.js';
import { duplicateKeyText, harnessMarkdownKind, rewordProblems } from '../../artifacts/kinds/markdown.js';
import { plainArtifact } from '../../artifacts/kinds/simple.js';
import { exactPath, type KindSpec } from '../../artifacts/kinds/spec.js';

const CASE = 'oracle: oracle/amp/cases.json, case `skills-validation`';

/** `amp skill list` skips a skill whose frontmatter it cannot read, with its own message (case `skills-validation`). */
function ampSkillReading(pf: ParsedFile): ParsedFile {
  return rewordProblems(pf, (p, fault) => {
    if (fault === 'value-cut') return null;
    const what = fault === 'unclosed'
      ? 'frontmatter opened with `---` is never closed: Amp skips the skill ("Missing YAML frontmatter")'
      : fault === 'not-a-map'
        ? 'frontmatter is not a mapping of `key: value` fields: Amp skips the skill ("Missing required fields in frontmatter")'
        : fault === 'duplicate-key'
          ? `${duplicateKeyText(p)}: Amp skips the skill ("Invalid YAML ...: duplicate field")`
          : 'Amp cannot read this frontmatter and skips the skill ("Invalid YAML in frontmatter")';
    return { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'error', fix: undefined, message: `${what} (${CASE})` };
  });
}

export const ampSkillKind = harnessMarkdownKind({ id: 'amp-skill', harness: 'amp', re: /^\.(?:agents|claude)\/skills\/(?:.+\/)?[^/]+\/skill\.md$/i, evidence: false, adjust: ampSkillReading });

/** `.amp/settings.json`: Amp reads it with comments and trailing commas (case `settings-jsonc`). */
export const ampSettingsKind: KindSpec = {
  id: 'amp-settings',
  harness: 'amp',
  matches: exactPath('.amp/settings.json'),
  parse(file): ParsedFile {
    const { root, problems } = parseJsoncFile(file);
    const amp = problems.map((p): ParseProblem => (p.code === 'json-invalid' ? { ...p, message: `${p.message}: \`amp mcp list\` fails with "Invalid JSON in settings file" (oracle: oracle/amp/cases.json, case \`settings-invalid-json\`)` } : p));
    return { file, kind: 'amp-settings', artifacts: root ? [plainArtifact('amp-settings', file, root)] : [], problems: amp };
  },
};

export const AMP_KINDS: KindSpec[] = [ampSkillKind, ampSettingsKind];
