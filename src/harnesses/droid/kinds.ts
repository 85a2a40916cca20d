/**
 * Factory Droid's repository files, as Droid CLI 0.225.2 reads them (src/harnesses/droid/known-values.ts): custom
 * droids `.factory/droids/*.md` (files in subfolders and other extensions are matched too, so that
 * droid/droid-location can say Droid skips them), skills `.factory/skills/*\/SKILL.md` and the shared
 * `.agents/skills/*\/SKILL.md` (which alone does not select Droid), and the root `AGENTS.md` (shared files).
 */
import type { ParsedFile } from '../../artifacts/model.js';
import type { ParseProblem } from '../../artifacts/tree.js';
import { parseJsonFile } from '../../artifacts/json.js';
import { duplicateKeyText, harnessMarkdownKind, rewordProblems } from '../../artifacts/kinds/markdown.js';
import { plainArtifact, textKind } from '../../artifacts/kinds/simple.js';
import { exactPath, type KindSpec } from '../../artifacts/kinds/spec.js';

const CASE = 'oracle: oracle/droid/cases.json, case `droids-frontmatter`';

/**
 * Droid reads frontmatter leniently (case `droids-frontmatter`): broken YAML goes through a fallback line parser
 * ("YAML parsing failed, trying fallback parser" in its log) and the droid is listed with the raw text as values; an
 * unclosed `---` or none at all lists it under its file name with no description.
 */
function droidReading(pf: ParsedFile): ParsedFile {
  return rewordProblems(pf, (p, fault) => {
    if (fault === 'value-cut' || fault === 'unclosed') return null;
    const message = fault === 'duplicate-key'
      ? `${duplicateKeyText(p)}: Droid's YAML reader rejects the block and a fallback line parser reads it (${CASE})`
      : fault === 'not-a-map'
        ? `frontmatter is not a mapping of \`key: value\` fields: Droid lists the droid under its file name with no description (${CASE})`
        : `strict YAML rejects this frontmatter: Droid falls back to a line parser, which keeps values as raw text (a \`[\` list stays the text "[…"; ${CASE})`;
    return { ...p, level: 'warn', fix: undefined, message };
  });
}

export const droidDroidKind = harnessMarkdownKind({ id: 'droid-droid', harness: 'droid', re: /^\.factory\/droids\/(?:.+\/)?[^/]+\.md$/i, adjust: droidReading });
export const droidSkillKind = harnessMarkdownKind({ id: 'droid-skill', harness: 'droid', re: /^\.factory\/skills\/[^/]+\/SKILL\.md$/ });
export const droidSharedSkillKind = harnessMarkdownKind({ id: 'droid-shared-skill', kind: 'droid-skill', harness: 'droid', re: /^\.agents\/skills\/[^/]+\/SKILL\.md$/, evidence: false });
/** The root AGENTS.md (case `instructions`); not evidence of Droid. */
export const droidAgentsMdKind = textKind('droid-agents-md', 'droid', /^AGENTS\.md$/, false);

/**
 * `.factory/mcp.json`: JSON that does not parse leaves Droid with no project MCP server and no message ("No MCP servers
 * configured.", case `mcp-invalid-json`); every entry that parses is listed whatever its shape (case `mcp-servers`).
 */
export const droidMcpKind: KindSpec = {
  id: 'droid-mcp',
  harness: 'droid',
  matches: exactPath('.factory/mcp.json'),
  parse(file): ParsedFile {
    const { root, problems } = parseJsonFile(file);
    const droid = problems.map((p): ParseProblem => (p.code === 'json-invalid' ? { ...p, message: `${p.message}: Droid reads no MCP server from this file, without a message ("No MCP servers configured."; oracle: oracle/droid/cases.json, case \`mcp-invalid-json\`)` } : p));
    return { file, kind: 'droid-mcp', artifacts: root ? [plainArtifact('droid-mcp', file, root)] : [], problems: droid };
  },
};

export const DROID_KINDS: KindSpec[] = [droidDroidKind, droidSkillKind, droidSharedSkillKind, droidAgentsMdKind, droidMcpKind];
