/**
 * Qwen Code's repository files, as 0.24.4 reads them (oracle: oracle/qwen-code/cases.json, case layout):
 * subagents `.qwen/agents/*.md` (top level only: `.qwen/agents/team/x.md` is not read), custom commands
 * `.qwen/commands/**\/*.toml` and `.qwen/commands/**\/*.md` (`git/commit.toml` is `/git:commit`), skills
 * `.qwen/skills/<n>/SKILL.md` and the shared `.agents/skills/<n>/SKILL.md`, memory files `QWEN.md` and (shared)
 * `AGENTS.md`, and `.qwen/settings.json`. It does not read `.claude/agents`, `.claude/skills` or `GEMINI.md`.
 * A TOML command is read with the TOML reader Gemini CLI's commands use (the same format: Qwen is its fork).
 */
import { parseJsonFile } from '../../artifacts/json.js';
import type { Artifact, ParsedFile } from '../../artifacts/model.js';
import type { ParseProblem } from '../../artifacts/tree.js';
import { yamlProblemDetail } from '../../artifacts/frontmatter.js';
import type { SourceFile } from '../../artifacts/source.js';
import { readTomlFile } from '../../artifacts/toml.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';
import { plainArtifact } from '../../artifacts/kinds/simple.js';
import { pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';

const AGENT = /^\.qwen\/agents\/[^/]+\.md$/;
const NESTED_AGENT = /^\.qwen\/agents\/[^/]+\/.+\.md$/;
const TOML_COMMAND = /^\.qwen\/commands\/(.+\/)?[^/]+\.toml$/;
const MD_COMMAND = /^\.qwen\/commands\/(.+\/)?[^/]+\.md$/;
const SKILL = /^\.qwen\/skills\/[^/]+\/SKILL\.md$/;
const SHARED_SKILL = /^\.agents\/skills\/[^/]+\/SKILL\.md$/;
const MEMORY = /(^|\/)QWEN\.md$/;
const SHARED_MEMORY = /(^|\/)AGENTS\.md$/;
const SETTINGS = /^\.qwen\/settings\.json$/;

/** `/git:commit` for `.qwen/commands/git/commit.toml` (or `.md`). */
export function qwenCommandName(path: string): string {
  return path.replace(/^\.qwen\/commands\//, '').replace(/\.(toml|md)$/, '').split('/').join(':');
}

/**
 * Qwen Code reads frontmatter with a full YAML parser and, when that fails, with a simple line parser
 * ("[YAML_PARSER] Full YAML parser failed, falling back to simple parser"): an agent whose description holds an
 * unquoted `: ` loaded with the whole description (case agents-fields), a Markdown command so too (case
 * commands, `mdyaml.md`). So the shared reader's strict-YAML problem says that, not what Claude Code does; the
 * quoting fix stays. Claude Code's own `value-cut` is not Qwen's reading and is dropped.
 */
function forQwen(pf: ParsedFile): ParsedFile {
  const problems = pf.problems
    .filter((p) => p.code !== 'value-cut')
    .map((p): ParseProblem => {
      const detail = yamlProblemDetail(p.message);
      if (detail === undefined) return p;
      return { ...p, message: `strict YAML rejects this frontmatter: ${detail}; Qwen Code still reads it with its fallback line parser ("Full YAML parser failed, falling back to simple parser" in its debug log), but other harnesses and YAML tools reject it` };
    });
  return { ...pf, problems };
}

function qwenMarkdown(id: string, re: RegExp, o: { evidence?: boolean; kind?: string; name?: (path: string) => string } = {}): KindSpec {
  const kind = o.kind ?? id;
  return {
    id,
    harness: 'qwen-code',
    evidence: o.evidence ?? true,
    ...(kind !== id ? { yields: [kind] } : {}),
    matches: pathTest(re),
    parse(file, ctx) {
      const pf = forQwen({ ...parseMarkdownArtifact(kind, file, ctx, { reader: 'qwen-code', end: 'fence' }), kind });
      if (o.name) for (const a of pf.artifacts) a.element = { ...a.element, name: o.name(file.path) };
      for (const a of pf.artifacts) a.harness = 'qwen-code';
      return pf;
    },
  };
}

export const qwenAgentKind = qwenMarkdown('qwen-agent', AGENT);
/** A Markdown file in a sub-folder of `.qwen/agents/`, which Qwen does not read (case layout); the qwen-code/agent-location rule says so. */
export const qwenNestedAgentKind: KindSpec = {
  id: 'qwen-nested-agent',
  harness: 'qwen-code',
  matches: pathTest(NESTED_AGENT),
  parse: (file) => ({ file, kind: 'qwen-nested-agent', artifacts: [{ ...plainArtifact('qwen-nested-agent', file), harness: 'qwen-code' }], problems: [] }),
};
export const qwenMarkdownCommandKind = qwenMarkdown('qwen-md-command', MD_COMMAND, { name: qwenCommandName });
export const qwenSkillKind = qwenMarkdown('qwen-skill', SKILL);
/** The shared `.agents/skills` folder: Qwen lists it beside `.qwen/skills` (case layout), as Gemini, Codex and Cursor do, so alone it does not show Qwen is used. */
export const qwenSharedSkillKind = qwenMarkdown('qwen-shared-skill', SHARED_SKILL, { evidence: false, kind: 'qwen-skill' });

export const qwenCommandKind: KindSpec = {
  id: 'qwen-command',
  harness: 'qwen-code',
  matches: pathTest(TOML_COMMAND),
  parse(file) {
    const t = readTomlFile(file);
    const a: Artifact = { kind: 'qwen-command', path: file.path, file, element: { type: 'qwen-command', name: qwenCommandName(file.path) }, root: t.root, pluginDistributed: false, data: { tomlError: t.error }, harness: 'qwen-code' };
    return { file, kind: 'qwen-command', artifacts: [a], problems: [] };
  },
};

function memoryKind(id: string, re: RegExp, evidence: boolean): KindSpec {
  return {
    id,
    harness: 'qwen-code',
    evidence,
    ...(id !== 'qwen-memory' ? { yields: ['qwen-memory'] } : {}),
    matches: pathTest(re),
    parse: (file: SourceFile) => ({ file, kind: 'qwen-memory', artifacts: [{ ...plainArtifact('qwen-memory', file), harness: 'qwen-code' }], problems: [] }),
  };
}
export const qwenMemoryKind = memoryKind('qwen-memory', MEMORY, true);
/** AGENTS.md, which Qwen reads beside QWEN.md unless `context.fileName` is set (case layout); many harnesses read it. */
export const qwenAgentsMdKind = memoryKind('qwen-agents-md', SHARED_MEMORY, false);

export const qwenSettingsKind: KindSpec = {
  id: 'qwen-settings',
  harness: 'qwen-code',
  matches: pathTest(SETTINGS),
  parse(file) {
    // A settings file that is not JSON is ignored by Qwen without a word (case settings-invalid-json): the parse
    // problem is reported by schema/json-invalid; the qwen-code/settings rule says what is lost.
    const { root, problems: read } = parseJsonFile(file);
    const problems = read.map((p) => (p.code === 'json-invalid' ? { ...p, message: `${p.message}; Qwen Code does not load this settings file: it ignores it whole, without a word (oracle: oracle/qwen-code/cases.json, case settings-invalid-json)`, effect: 'not-loaded' as const } : p));
    const a: Artifact = { ...plainArtifact('qwen-settings', file, root), harness: 'qwen-code', data: { invalid: !root } };
    return { file, kind: 'qwen-settings', artifacts: [a], problems };
  },
};

export const QWEN_KINDS: KindSpec[] = [qwenAgentKind, qwenNestedAgentKind, qwenCommandKind, qwenMarkdownCommandKind, qwenSkillKind, qwenSharedSkillKind, qwenMemoryKind, qwenAgentsMdKind, qwenSettingsKind];
