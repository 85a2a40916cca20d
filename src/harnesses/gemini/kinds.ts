/**
 * Gemini CLI's repository files: custom commands (`.gemini/commands/**\/*.toml`),
 * subagents (`.gemini/agents/*.md`), skills (`.gemini/skills/<n>/SKILL.md`, and the shared
 * `.agents/skills/<n>/SKILL.md` that Gemini reads too),
 * memory files (`GEMINI.md` at any depth; other names from `context.fileName`
 * are added by the gemini/memory-import rule), `.gemini/settings.json` and
 * extension manifests (`<ext>/gemini-extension.json`). Inside an extension folder (one holding a
 * `gemini-extension.json`, the scan root included) its `commands/**\/*.toml`, `agents/*.md` and
 * `skills/<n>/SKILL.md` are read as Gemini commands, agents and skills too: Gemini CLI 0.61.0 loads
 * them once the extension is linked (oracle/gemini/cases.json, case extension-contents).
 */
import { parseJsonFile } from '../../artifacts/json.js';
import { blankJsonc } from '../../artifacts/jsonc.js';
import type { Artifact, ParsedFile } from '../../artifacts/model.js';
import type { ParseProblem } from '../../artifacts/tree.js';
import { yamlProblemDetail } from '../../artifacts/frontmatter.js';
import type { SourceFile } from '../../artifacts/source.js';
import { readTomlFile } from '../../artifacts/toml.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';
import { pathAsRead } from '../../artifacts/catalog.js';
import { pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';

const COMMAND = /^\.gemini\/commands\/(.+\/)?[^/]+\.toml$/;
const AGENT = /^\.gemini\/agents\/[^/]+\.md$/;

const EXT_COMMAND = /^commands\/(.+\/)?[^/]+\.toml$/;
const EXT_AGENT = /^agents\/[^/]+\.md$/;
const EXT_SKILL = /^skills\/[^/]+\/SKILL\.md$/;

/** `/git:commit` for `.gemini/commands/git/commit.toml` (or `<extension>/commands/git/commit.toml`). */
export function geminiCommandName(path: string, extensionRoot?: string): string {
  const inside = extensionRoot === undefined ? path.replace(/^\.gemini\/commands\//, '') : (extensionRoot === '.' ? path : path.slice(extensionRoot.length + 1)).replace(/^commands\//, '');
  return inside.replace(/\.toml$/, '').split('/').join(':');
}

export const geminiCommandKind: KindSpec = {
  id: 'gemini-command',
  harness: 'gemini',
  matches: pathTest(COMMAND),
  matchesInGeminiExtension: pathTest(EXT_COMMAND),
  parse(file, ctx) {
    const t = readTomlFile(file);
    const name = geminiCommandName(pathAsRead(file.path, ctx.catalog), ctx.extensionRoot);
    const a: Artifact = { kind: 'gemini-command', path: file.path, file, element: { type: 'gemini-command', name }, root: t.root, pluginDistributed: false, data: { tomlError: t.error, extensionRoot: ctx.extensionRoot }, harness: 'gemini' };
    return { file, kind: 'gemini-command', artifacts: [a], problems: [] };
  },
};

/** The YAML error inside the shared reader's message (worded for Claude Code's re-read). */
function yamlDetail(message: string): string {
  return yamlProblemDetail(message) ?? message;
}

/**
 * A skill whose frontmatter strict YAML rejects only for an unquoted `: ` (yaml-strict) is still listed by
 * Gemini CLI 0.61.0 (case skill-yaml: `.gemini/skills/colon` and `.agents/skills/colon2`, no message): its
 * skill loader reads `name` and `description` line by line when YAML fails. The warning says so instead of
 * speaking of Claude Code's re-read; the quoting fix stays.
 */
function forGeminiSkill(pf: ParsedFile): ParsedFile {
  return {
    ...pf,
    problems: pf.problems.map((p) => {
      if (p.code === 'yaml-strict') return { ...p, message: `strict YAML rejects this frontmatter: ${yamlDetail(p.message)}; Gemini CLI still lists this skill (it reads \`name\` and \`description\` line by line when YAML fails), but other harnesses and Agent Skills tooling reject it` };
      if (p.code === 'duplicate-key') return { ...p, message: geminiSkillDuplicate(p.message) };
      return p;
    }),
  };
}

/**
 * A duplicate key in a skill's frontmatter: Gemini CLI 0.61.0's YAML reader (js-yaml) rejects it, and the skill
 * loader falls back to reading `name` and `description` line by line, the last line winning: with `name:
 * first-skill` then `name: second-skill` the skill was listed as `second-skill`, without a message (case
 * agent-duplicate-key).
 */
function geminiSkillDuplicate(message: string): string {
  const m = /^duplicate key `([^`]*)` \(first at line (\d+)\):.*?(?: \(here (`[^`]*`)\))?(?: and silently|$)/s.exec(message);
  if (!m) return message;
  const [, key, line, value] = m;
  const read = key === 'name' || key === 'description' ? `reads \`name\` and \`description\` line by line and keeps the last value${value ? ` (here ${value})` : ''}` : 'reads only `name` and `description`, line by line';
  return `duplicate key \`${key}\` (first at line ${line}): Gemini CLI's YAML reader rejects this frontmatter, and its fallback ${read}, so the skill is still listed without a message; strict YAML parsers and other harnesses may reject the file`;
}

/**
 * Gemini CLI parses an agent's frontmatter with strict YAML (js-yaml) and, when that fails, does not
 * load the agent: "Agent loading error: Failed to load agent from …: YAML frontmatter parsing failed:
 * bad indentation of a mapping entry (2:15)", or "tab characters must not be used in indentation (3:1)"
 * for a tab-indented line (oracle/gemini/cases.json, cases agent-yaml and extension-contents).
 * So the shared reader's frontmatter problem, worded for Claude Code's re-read, becomes one error saying
 * that, where js-yaml stops: at the colon of an unquoted `: ` in a value, or at the tab when a tab-indented
 * line is what breaks the YAML.
 */
function forGeminiAgent(pf: ParsedFile): ParsedFile {
  // Never closed with a `---` line (a `---` inside a value closes nothing): "Agent loading error: … Invalid agent
  // definition: Missing mandatory YAML frontmatter" (case agent-inline-dashes). One error, at the opening `---`.
  const unclosed = pf.problems.find((p) => p.code === 'frontmatter-unclosed');
  if (unclosed) {
    const message = 'Gemini CLI does not load this agent: its frontmatter is never closed with a `---` line; it prints "Agent loading error: … Missing mandatory YAML frontmatter"';
    return { ...pf, problems: pf.problems.map((p) => (p === unclosed ? { ...p, message, effect: 'not-loaded' as const } : p)) };
  }
  const i = pf.problems.findIndex((p) => p.code === 'yaml-invalid' || p.code === 'yaml-strict');
  const p = pf.problems[i];
  const fm = pf.artifacts[0]?.markdown?.frontmatter;
  const dup = pf.problems.filter((q) => q.code === 'duplicate-key').sort((a, b) => a.range.start.offset - b.range.start.offset)[0];
  if (dup && fm && (!p || dup.range.start.offset < p.range.start.offset)) return geminiAgentDuplicate(pf, dup);
  if (!p || !fm) return pf;
  let detail = yamlDetail(p.message);
  let range = p.range;
  let fix = p.fix;
  const lines = pf.file.lines;
  // An unquoted `: ` inside a value: js-yaml stops at that colon ("bad indentation of a mapping entry (2:15)").
  const colon = /nested mappings/.test(detail) ? pf.file.text.slice(range.start.offset, lines.lineEnd(range.start.line)).search(/:(\s|$)/) : -1;
  if (colon >= 0) range = lines.range(range.start.offset + colon, range.start.offset + colon + 1);
  let offset = fm.yamlOffset;
  for (const line of fm.yaml.split('\n')) {
    const tab = /^ *\t/.exec(line);
    if (tab) {
      const at = lines.range(offset, offset + tab[0].length);
      if (at.start.line <= p.range.start.line + 1) {
        range = { start: lines.range(offset, offset).start, end: at.end };
        detail = 'a tab indents this line: YAML indentation is spaces only';
        fix = undefined;
      }
      break;
    }
    offset += line.length + 1;
  }
  const problem: ParseProblem = {
    code: 'yaml-invalid',
    effect: 'not-loaded',
    message: `Gemini CLI does not load this agent: its frontmatter is not YAML (${detail}); it prints "Agent loading error: … YAML frontmatter parsing failed"`,
    range,
    ...(fix ? { fix } : {}),
  };
  const rest = (q: ParseProblem) => q.code !== 'yaml-invalid' && q.code !== 'yaml-strict' && q.code !== 'duplicate-key';
  return { ...pf, problems: [...pf.problems.slice(0, i).filter((q) => q.code !== 'duplicate-key'), problem, ...pf.problems.slice(i + 1).filter(rest)] };
}

/**
 * The same key twice in an agent's frontmatter (at any depth): js-yaml stops there, so Gemini CLI 0.61.0 does
 * not load the agent and prints "Agent loading error: Failed to load agent from …: YAML frontmatter parsing
 * failed: duplicated mapping key (4:1)", at the second key (oracle/gemini/cases.json, case
 * agent-duplicate-key). The first duplicate before any other YAML error is the one error, as an error of
 * schema/duplicate-key; later YAML problems are not reported (Gemini stops at the first).
 */
function geminiAgentDuplicate(pf: ParsedFile, dup: ParseProblem): ParsedFile {
  const m = /^duplicate key `([^`]*)` \(first at line (\d+)\)/.exec(dup.message);
  const what = m ? `\`${m[1]}\` is set twice (first at line ${m[2]})` : 'a key is set twice';
  const problem: ParseProblem = {
    code: 'duplicate-key',
    level: 'error',
    effect: 'not-loaded',
    message: `Gemini CLI does not load this agent: ${what}, and its YAML reader rejects duplicate keys; it prints "Agent loading error: … YAML frontmatter parsing failed: duplicated mapping key"`,
    range: dup.range,
  };
  const yaml = (q: ParseProblem) => q.code === 'yaml-invalid' || q.code === 'yaml-strict' || q.code === 'duplicate-key';
  const at = pf.problems.indexOf(dup);
  return { ...pf, problems: [...pf.problems.slice(0, at).filter((q) => !yaml(q)), problem, ...pf.problems.slice(at + 1).filter((q) => !yaml(q))] };
}

export const geminiAgentKind: KindSpec = {
  id: 'gemini-agent',
  harness: 'gemini',
  matches: pathTest(AGENT),
  matchesInGeminiExtension: pathTest(EXT_AGENT),
  // Only a line starting with `---` ends the frontmatter; a `---` inside a value is text (case agent-inline-dashes).
  parse: (file, ctx) => forGeminiAgent(parseMarkdownArtifact('gemini-agent', file, ctx, { end: 'line-start', reader: 'gemini' })),
};

const SKILL = /^\.gemini\/skills\/[^/]+\/SKILL\.md$/;
const MEMORY = /(^|\/)GEMINI\.md$/;
const SETTINGS = /^\.gemini\/settings\.json$/;
const EXTENSION = /(^|\/)gemini-extension\.json$/;

export const geminiSkillKind: KindSpec = {
  id: 'gemini-skill',
  harness: 'gemini',
  matches: pathTest(SKILL),
  matchesInGeminiExtension: pathTest(EXT_SKILL),
  parse: (file, ctx) => forGeminiSkill(parseMarkdownArtifact('gemini-skill', file, ctx, { reader: 'gemini' })),
};

/**
 * The shared `.agents/skills/<n>/SKILL.md` folder, which Gemini CLI 0.61.0 lists beside `.gemini/skills`
 * (oracle/gemini/cases.json, case agents-skills; documented as the workspace alias in
 * docs/cli/skills.md). Other harnesses read it too (Codex, Cursor), so alone it does not show that a
 * repository uses Gemini.
 */
const SHARED_SKILL = /^\.agents\/skills\/[^/]+\/SKILL\.md$/;
export const geminiSharedSkillKind: KindSpec = {
  id: 'gemini-shared-skill',
  harness: 'gemini',
  evidence: false,
  yields: ['gemini-skill'],
  matches: pathTest(SHARED_SKILL),
  parse: (file, ctx) => forGeminiSkill(parseMarkdownArtifact('gemini-skill', file, ctx, { reader: 'gemini' })),
};

/** A GEMINI.md memory file: no frontmatter, the whole text is the body scanned for `@path` imports. */
export function geminiMemoryArtifact(file: SourceFile): Artifact {
  return { kind: 'gemini-memory', path: file.path, file, element: { type: 'gemini-memory', name: file.path }, root: null, pluginDistributed: false, data: {}, harness: 'gemini' };
}

export const geminiMemoryKind: KindSpec = {
  id: 'gemini-memory',
  harness: 'gemini',
  matches: pathTest(MEMORY),
  parse: (file) => ({ file, kind: 'gemini-memory', artifacts: [geminiMemoryArtifact(file)], problems: [] }),
};

/**
 * Gemini CLI 0.61.0 reads `.gemini/settings.json` through strip-json-comments, then JSON.parse: `//` and
 * `/* *\/` comments are fine (case settings-jsonc), a trailing comma stops every command before it starts,
 * exit 52, with "Error in .gemini/settings.json: Expected double-quoted property name in JSON at
 * position 50" (case settings-trailing-comma).
 */
function parseSettings(file: SourceFile) {
  const { root, problems } = parseJsonFile({ ...file, text: blankJsonc(file.text, { trailingCommas: false }) });
  return {
    root,
    problems: problems.map((p) => (p.code === 'json-invalid' ? { ...p, message: `${p.message}; Gemini CLI does not start with this settings file (it strips comments, then parses strict JSON: "Error in .gemini/settings.json: …", exit 52)` } : p)),
  };
}

function jsonKind(id: string, re: RegExp, read: (file: SourceFile) => ReturnType<typeof parseJsonFile> = parseJsonFile): KindSpec {
  return {
    id,
    harness: 'gemini',
    matches: pathTest(re),
    parse(file) {
      const { root, problems } = read(file);
      const artifacts: Artifact[] = root ? [{ kind: id, path: file.path, file, element: { type: id, name: file.path }, root, pluginDistributed: false, data: {}, harness: 'gemini' }] : [];
      return { file, kind: id, artifacts, problems };
    },
  };
}

export const geminiSettingsKind = jsonKind('gemini-settings', SETTINGS, parseSettings);
export const geminiExtensionKind = jsonKind('gemini-extension', EXTENSION);

/**
 * Policy files: the project's `.gemini/policies/*.toml`, which Gemini CLI 0.61.0 does not read (workspace policies
 * are disabled), and an extension's `policies/*.toml`, which it loads once the extension is linked or installed
 * (oracle/gemini/cases.json, case policies). Read as TOML; the gemini/policies rule says what is lost.
 */
const POLICY = /^\.gemini\/policies\/[^/]+\.toml$/;
const EXT_POLICY = /^policies\/[^/]+\.toml$/;
export const geminiPolicyKind: KindSpec = {
  id: 'gemini-policy',
  harness: 'gemini',
  matches: pathTest(POLICY),
  matchesInGeminiExtension: pathTest(EXT_POLICY),
  parse(file, ctx) {
    const t = readTomlFile(file);
    const a: Artifact = { kind: 'gemini-policy', path: file.path, file, element: { type: 'gemini-policy', name: file.path }, root: t.root, pluginDistributed: false, data: { tomlError: t.error, headers: t.headers, extensionRoot: ctx.extensionRoot }, harness: 'gemini' };
    return { file, kind: 'gemini-policy', artifacts: [a], problems: [] };
  },
};

export const GEMINI_KINDS: KindSpec[] = [geminiCommandKind, geminiAgentKind, geminiSkillKind, geminiSharedSkillKind, geminiMemoryKind, geminiSettingsKind, geminiExtensionKind, geminiPolicyKind];
