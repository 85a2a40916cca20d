/**
 * Cursor's repository files (documentation only: src/harnesses/cursor/known-values.ts):
 * project rules `.cursor/rules/**\/*.mdc` (a `.md` there is claimed too, so that
 * cursor/rule-extension can say Cursor ignores it), the legacy root `.cursorrules`,
 * `.cursor/mcp.json`, `.cursor/hooks.json`, `.cursor/environment.json`, subagents `.cursor/agents/*.md` (and Claude Code's
 * `.claude/agents/*.md`), skills `.cursor/skills/**\/SKILL.md` (and `.agents/skills/`, `.claude/skills/`,
 * `.codex/skills/`), and
 * `AGENTS.md` (root and subfolders), which Cursor reads as plain instructions.
 */
import { parseJsonFile } from '../../artifacts/json.js';
import type { Artifact, ParsedFile } from '../../artifacts/model.js';
import type { SourceFile } from '../../artifacts/source.js';
import type { ParseProblem } from '../../artifacts/tree.js';
import { yamlProblemDetail } from '../../artifacts/frontmatter.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';
import { exactPath, pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';
import { cursorMarketplaceKind, cursorPluginHooksKind, cursorPluginKind, cursorPluginMcpKind } from './plugin-kinds.js';

const RULE = /(^|\/)\.cursor\/rules\/(.+\/)?[^/]+\.mdc?$/;
const AGENT = /^\.cursor\/agents\/[^/]+\.md$/;
/** "Cursor walks the skills root recursively", and a `.cursor/skills/` anywhere in the repository is read. */
const SKILL = /(^|\/)\.cursor\/skills\/(.+\/)?[^/]+\/SKILL\.md$/;
const AGENTS_MD = /(^|\/)AGENTS\.md$/;
/** Claude Code's subagent folder, which the subagents page says Cursor reads for compatibility. */
const CLAUDE_AGENT = /^\.claude\/agents\/[^/]+\.md$/;
/**
 * Other harnesses' skill folders the skills pages list: `.claude/skills/` and `.codex/skills/` ("for
 * compatibility"), and `.agents/skills/`, picked up "anywhere inside your repository" like `.cursor/skills/`.
 */
const OTHER_SKILL = /^(?:\.claude|\.codex)\/skills\/(.+\/)?[^/]+\/SKILL\.md$|(^|\/)\.agents\/skills\/(.+\/)?[^/]+\/SKILL\.md$/;

function plainArtifact(kind: string, file: SourceFile, root: Artifact['root'] = null): Artifact {
  return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data: {} };
}

/** A file read as a whole, without frontmatter (`.cursorrules`, AGENTS.md). */
function textKind(id: string, re: RegExp, evidence = true): KindSpec {
  return { id, harness: 'cursor', evidence, matches: pathTest(re), parse: (file) => ({ file, kind: id, artifacts: [plainArtifact(id, file)], problems: [] }) };
}

function jsonKind(id: string, path: string): KindSpec {
  return {
    id,
    harness: 'cursor',
    matches: exactPath(path),
    parse(file): ParsedFile {
      const { root, problems } = parseJsonFile(file);
      return { file, kind: id, artifacts: root ? [plainArtifact(id, file, root)] : [], problems };
    },
  };
}

/**
 * The shared Markdown reader words its frontmatter problems for Claude Code (what Claude
 * Code's re-read makes of them). Cursor's own reading is not documented, so for Cursor a
 * YAML problem says only what strict YAML says, and the Claude-Code-only `value-cut`
 * (its reader ends frontmatter at any `---`) is dropped. An unquoted glob in `globs:` (a leading `**` or `*`) is
 * the form Cursor's own rule editor writes and its docs show (https://docs.cursor.com/context/rules): strict YAML
 * reads `*` as an alias, but no reader of `.cursor/rules` is strict, so it is not reported.
 */
function forCursor(problems: ParseProblem[], file: SourceFile): ParseProblem[] {
  const onGlobsLine = (p: ParseProblem) => {
    const at = p.range.start.offset;
    const lineStart = file.text.lastIndexOf('\n', at - 1) + 1;
    return /^globs\s*:/.test(file.text.slice(lineStart, lineStart + 8));
  };
  return problems
    .filter((p) => p.code !== 'value-cut' && !(p.code === 'yaml-strict' && onGlobsLine(p)))
    .map((p) => {
      const detail = yamlProblemDetail(p.message);
      return detail === undefined ? p : { ...p, message: `strict YAML rejects this frontmatter: ${detail}; Cursor's docs do not say how Cursor reads it` };
    });
}

function markdownKind(id: string, re: RegExp, kind = id, evidence = true): KindSpec {
  return {
    id,
    harness: 'cursor',
    evidence,
    yields: [kind],
    matches: pathTest(re),
    parse(file, ctx) {
      const pf = parseMarkdownArtifact(kind, file, ctx, { reader: 'cursor' });
      // A `.md` file in `.cursor/rules` is not read by Cursor at all (cursor/rule-extension).
      const ignored = id === 'cursor-rule' && !file.path.endsWith('.mdc');
      return { ...pf, problems: ignored ? [] : forCursor(pf.problems, file) };
    },
  };
}

export const cursorRuleKind = markdownKind('cursor-rule', RULE);
export const cursorAgentKind = markdownKind('cursor-agent', AGENT);
/** Read for its frontmatter only: no Cursor skill rule yet (the docs' field table was not read). */
export const cursorSkillKind = markdownKind('cursor-skill', SKILL);
/** Other harnesses' agent and skill folders: alone they do not show that a repository uses Cursor. */
export const cursorClaudeAgentKind = markdownKind('cursor-claude-agent', CLAUDE_AGENT, 'cursor-agent', false);
export const cursorOtherSkillKind = markdownKind('cursor-other-skill', OTHER_SKILL, 'cursor-skill', false);
/** Root only: the docs speak of "the `.cursorrules` file in your project root". */
export const cursorLegacyRulesKind = textKind('cursor-legacy-rules', /^\.cursorrules$/);
export const cursorMcpKind = jsonKind('cursor-mcp', '.cursor/mcp.json');
export const cursorHooksKind = jsonKind('cursor-hooks', '.cursor/hooks.json');
/** The cloud (background) agent's machine setup: "The machine setup lives in `.cursor/environment.json`". */
export const cursorEnvironmentKind = jsonKind('cursor-environment', '.cursor/environment.json');
/** Cursor reads AGENTS.md too, but the file alone does not show that a repository uses Cursor. */
export const cursorAgentsMdKind = textKind('cursor-agents-md', AGENTS_MD, false);

export const CURSOR_KINDS: KindSpec[] = [
  cursorRuleKind, cursorAgentKind, cursorSkillKind, cursorLegacyRulesKind, cursorMcpKind, cursorHooksKind, cursorEnvironmentKind, cursorAgentsMdKind, cursorClaudeAgentKind, cursorOtherSkillKind,
  cursorPluginKind, cursorMarketplaceKind, cursorPluginHooksKind, cursorPluginMcpKind,
];
