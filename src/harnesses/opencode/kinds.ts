/**
 * OpenCode's repository files (V1 layout of opencode-ai 1.18.33, oracle/opencode/cases.json):
 * agents `.opencode/agent(s)/**\/*.md`, commands `.opencode/command(s)/**\/*.md`, skills
 * `.opencode/skill(s)/**\/SKILL.md` and the project's `.claude/skills/<n>/SKILL.md` (case `skills`),
 * the config `opencode.json`, `opencode.jsonc`, `.opencode/opencode.json(c)` (JSON with comments), and
 * the root `AGENTS.md` (case `agents-md`); the skills below the config's `skills.paths` folders are found
 * by discovery (`declaresFolders`). `.opencode/plugin/*.js` is loaded by OpenCode (case `plugins`) but
 * is no kind: it is JavaScript.
 */
import { Parser } from 'yaml';
import { configFolder, OPENCODE_FOLDER } from '../../artifacts/config-folder.js';
import { FRONTMATTER_PATH, lenientParse } from '../../artifacts/frontmatter.js';
import { parseJsoncFile } from '../../artifacts/jsonc.js';
import type { Artifact, ArtifactKind, ParsedFile } from '../../artifacts/model.js';
import { LineIndex, type Range, type SourceFile } from '../../artifacts/source.js';
import { getNode, parseYamlTree, type Pair, type ParseProblem, type TreeNode } from '../../artifacts/tree.js';
import { harnessMarkdownKind } from '../../artifacts/kinds/markdown.js';
import { pathTest, type KindSpec, type ParseContext } from '../../artifacts/kinds/spec.js';
import { pathAsRead } from '../../artifacts/catalog.js';

const AGENT = /^\.opencode\/agents?\/(.+\/)?[^/]+\.md$/;
const COMMAND = /^\.opencode\/commands?\/(.+\/)?[^/]+\.md$/;
const SKILL = /^\.opencode\/skills?\/(.+\/)?[^/]+\/SKILL\.md$/;
const CLAUDE_SKILL = /^\.claude\/skills\/[^/]+\/SKILL\.md$/;
const CONFIG = /^(\.opencode\/)?opencode\.jsonc?$/;

/** The id OpenCode gives an agent or command file: its path under the folder, without `.md` (`team/reviewer`). */
export function opencodeFileId(path: string): string {
  return path.replace(/^\.opencode\/(agents?|commands?)\//, '').replace(/\.md$/, '');
}

/**
 * OpenCode's re-read of frontmatter that YAML rejects (its `fallbackSanitization`, observed in case
 * `yaml-colon`): a top-level `key: value` line whose unquoted value holds a `:` becomes a block
 * scalar; then YAML is tried once more. Unlike Claude Code's re-read, nothing else is repaired, so
 * `description: [broken` still fails (case `agents`).
 */
function opencodeSanitize(yaml: string): { text: string; from: number[] } {
  const from: number[] = []; // the frontmatter line (0-based) each line of the result comes from
  const out = yaml.split(/\r?\n/).flatMap((line, i) => {
    const m = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    const v = m?.[2]!.trim() ?? '';
    const keep = line.trim() === '' || line.trim().startsWith('#') || /^\s/.test(line) || !m || v === '' || v === '>' || v === '|' || v.startsWith('"') || v.startsWith("'") || !v.includes(':');
    const lines = keep ? [line] : [`${m[1]}: |-`, `  ${v}`];
    for (const _ of lines) from.push(i);
    return lines;
  });
  return { text: out.join('\n'), from };
}

/**
 * Offset in `yaml` of the first `[` or `{` whose flow list or map has no `]` / `}` YAML accepts
 * (`tools: [read, write` with no `]`). YAML reports such an error where it gives up, on a later line.
 */
function unclosedFlowStart(yaml: string): number | undefined {
  let first: number | undefined;
  const stack: unknown[] = [];
  for (const token of new Parser().parse(yaml)) stack.push(token);
  while (stack.length > 0) {
    const t = stack.pop();
    if (!t || typeof t !== 'object') continue;
    if (Array.isArray(t)) {
      for (const x of t) stack.push(x);
      continue;
    }
    const o = t as { type?: string; start?: { offset?: number }; end?: { type?: string }[] };
    if (o.type === 'flow-collection' && typeof o.start?.offset === 'number' && !(o.end ?? []).some((e) => e.type === 'flow-seq-end' || e.type === 'flow-map-end')) {
      if (first === undefined || o.start.offset < first) first = o.start.offset;
    }
    for (const v of Object.values(o)) if (v && typeof v === 'object') stack.push(v);
  }
  return first;
}

/**
 * Where YAML first fails in `text` (1-based line and column of `text`): at the `[` / `{` of a flow list
 * or map left open when that comes first (YAML itself gives up only at a later line), else at its error.
 */
function yamlFailure(text: string, error: ParseProblem, errorAt: { line: number; column: number }): { line: number; column: number; open?: string } {
  if (error.message.startsWith('nesting deeper')) return errorAt;
  const flow = unclosedFlowStart(text);
  if (flow === undefined) return errorAt;
  const lines = new LineIndex(text);
  const at = lines.position(flow);
  const before = at.line < errorAt.line || (at.line === errorAt.line && at.column <= errorAt.column);
  return before ? { line: at.line, column: at.column, open: text[flow] } : errorAt;
}

/** The finding's range: one character at a 0-based frontmatter line and 1-based column. */
function frontmatterRange(file: SourceFile, yamlOffset: number, fmLine: number, column: number): Range {
  const line = file.lines.position(yamlOffset).line + fmLine;
  const start = Math.min(file.lines.lineStart(line) + column - 1, file.lines.lineEnd(line));
  return file.lines.range(start, Math.min(start + 1, file.lines.lineEnd(line)));
}

/** What the YAML error is, for the message: a flow list or map left open. */
function flowNote(open: string | undefined): string | undefined {
  if (open === '[') return 'the list opened with `[` here has no `]` YAML accepts';
  if (open === '{') return 'the map opened with `{` here has no `}` YAML accepts';
  return undefined;
}

/**
 * The first YAML error of frontmatter OpenCode cannot read, even through its re-read (at the line where
 * the re-read text fails, or at the `[` / `{` left open: case `frontmatter-unclosed-flow`); none when it
 * reads it. `note` says what breaks, when agentlint can tell.
 */
function unreadableYaml(pf: ParsedFile, file: SourceFile): (ParseProblem & { note?: string }) | undefined {
  const fm = pf.artifacts[0]?.markdown?.frontmatter;
  if (!fm?.present) return undefined;
  const invalid = fm.problems.find((p) => p.code === 'yaml-invalid');
  const strict = fm.problems.find((p) => p.code === 'yaml-strict'); // Claude Code's re-read loads it; does OpenCode's?
  const problem = invalid ?? strict;
  if (!problem) return undefined;
  const { text, from } = opencodeSanitize(fm.yaml);
  const reread = parseYamlTree(text, 0, new LineIndex(text), '$');
  const error = reread.problems.find((p) => p.code === 'yaml-invalid');
  // Read through the re-read (case `frontmatter-unclosed-flow`); a frontmatter that is no mapping stays unread.
  if (!error) return reread.root?.type === 'map' ? undefined : invalid;
  const at = yamlFailure(text, error, error.range.start);
  return { ...problem, range: frontmatterRange(file, fm.yamlOffset, from[at.line - 1] ?? 0, at.column), note: flowNote(at.open) };
}

/**
 * OpenCode's reading of a frontmatter opened with `---` and never closed (case `frontmatter-unclosed`):
 * the whole rest of the file is its YAML, read strictly (its re-read of an unquoted `: ` is not tried).
 * When that parses, the fields load and the body (prompt, template, skill instructions) is empty;
 * when it does not (a body line), the file is read like any frontmatter OpenCode cannot read.
 */
function unclosedFrontmatter(file: SourceFile): { root: TreeNode | null; readable: boolean } {
  const offset = file.lines.lineCount >= 2 ? file.lines.lineStart(2) : file.text.length;
  const { root, problems } = parseYamlTree(file.text.slice(offset), offset, file.lines, FRONTMATTER_PATH);
  const readable = !problems.some((p) => p.code === 'yaml-invalid');
  return { root: readable && root?.type === 'map' ? root : null, readable };
}

/**
 * OpenCode knows an agent or a command by its path (`team/reviewer`), whatever its `name:`.
 * Frontmatter OpenCode cannot read is not dropped the way Claude Code drops it (an agent or command
 * file becomes the prompt or template, a skill is skipped): the OpenCode rule of the kind reports it
 * with that fate (opencode/agent-frontmatter, command-frontmatter, skill-frontmatter) at the YAML
 * error, kept in `data.yamlError`, and the artifact has no fields. So the engine's generic
 * `schema/yaml-invalid` / `schema/yaml-strict` finding (a Claude Code message) is not reported too.
 */
function opencodeReading(pf: ParsedFile, file: SourceFile, ctx: ParseContext): ParsedFile {
  const a = pf.artifacts[0]!;
  if (a.kind === 'opencode-agent' || a.kind === 'opencode-command') a.element = { type: a.kind, name: opencodeFileId(pathAsRead(file.path, ctx.catalog)) };
  const fm = a.markdown?.frontmatter;
  if (fm?.present && fm.problems.some((p) => p.code === 'frontmatter-unclosed')) {
    const { root, readable } = unclosedFrontmatter(file);
    a.data = { ...a.data, unclosed: { readable, range: fm.openRange } satisfies OpencodeUnclosed };
    a.root = root;
  } else {
    const yamlError = unreadableYaml(pf, file);
    if (yamlError) {
      a.data = { ...a.data, yamlError };
      a.root = null;
    } else if (fm?.present && fm.problems.some((p) => p.code === 'yaml-invalid')) {
      // Claude Code's re-read fails but OpenCode's loads it (case `frontmatter-unclosed-flow`: `metadata: {a: 1`
      // becomes the text `{a: 1`): the fields, read line by line as its re-read does.
      const end = fm.yamlOffset + fm.yaml.length;
      const last = file.lines.position(end).line - (fm.yaml.endsWith('\n') ? 1 : 0);
      a.root = lenientParse(file, 2, last);
    }
  }
  return { ...pf, problems: pf.problems.filter((p) => p.code !== 'yaml-invalid' && p.code !== 'yaml-strict' && p.code !== 'frontmatter-unclosed') };
}

/** The YAML error at which OpenCode stops reading this file's frontmatter (see `opencodeReading`); `note` says what breaks, when known. */
export function opencodeYamlError(a: Artifact): (ParseProblem & { note?: string }) | undefined {
  return a.data.yamlError as (ParseProblem & { note?: string }) | undefined;
}

/** A frontmatter never closed with `---`: `readable` when the rest of the file parses as YAML (the fields load, the body is empty). */
export interface OpencodeUnclosed {
  readable: boolean;
  /** The opening `---`. */
  range: Range;
}

export function opencodeUnclosed(a: Artifact): OpencodeUnclosed | undefined {
  return a.data.unclosed as OpencodeUnclosed | undefined;
}

function markdownKind(id: string, re: RegExp, kind?: ArtifactKind, evidence = kind === undefined): KindSpec {
  // A `---` inside a value is text; only a line starting with `---` ends the frontmatter (cases
  // frontmatter-inline-dashes, frontmatter-inline-dashes-unclosed, frontmatter-dashes-line).
  return harnessMarkdownKind({ id, kind, harness: 'opencode', re, evidence, adjust: opencodeReading, reading: { end: 'line-start' } });
}

export const opencodeAgentKind = markdownKind('opencode-agent', AGENT);
export const opencodeCommandKind = markdownKind('opencode-command', COMMAND);
export const opencodeSkillKind = markdownKind('opencode-skill', SKILL);
/** OpenCode reads the project's `.claude/skills` too; those files alone do not show the repository uses OpenCode. */
export const opencodeClaudeSkillKind = markdownKind('opencode-claude-skill', CLAUDE_SKILL, 'opencode-skill');
/** The root AGENTS.md, sent to the model (CLAUDE.md only when there is no AGENTS.md); not evidence of OpenCode. */
export const opencodeInstructionsKind = markdownKind('opencode-instructions', /^AGENTS\.md$/, undefined, false);

/**
 * One artifact per entry of an `agent` / `agents` / `command` / `commands` map of the config, at the entry's key.
 * OpenCode reads the V2 plurals too, but drops an invalid entry there silently instead of stopping (`data.v2`).
 */
function entryArtifacts(kind: ArtifactKind, file: SourceFile, map: TreeNode | null | undefined, v2 = false): Artifact[] {
  if (map?.type !== 'map') return [];
  return map.pairs.map((p: Pair) => ({
    kind, path: file.path, file, element: { type: kind, name: p.key }, root: p.value, nameRange: p.keyRange, pluginDistributed: false, data: { inConfig: true, v2 },
  }));
}

export const opencodeConfigKind: KindSpec = {
  id: 'opencode-config',
  harness: 'opencode',
  yields: ['opencode-config', 'opencode-agent', 'opencode-command'],
  matches: pathTest(CONFIG),
  locations: ['opencode.json', 'opencode.jsonc', '.opencode/opencode.json', '.opencode/opencode.jsonc'],
  parse(file) {
    const { root, problems } = parseJsoncFile(file);
    const artifacts: Artifact[] = root
      ? [
          { kind: 'opencode-config', path: file.path, file, element: { type: 'opencode-config', name: file.path }, root, pluginDistributed: false, data: {} },
          ...entryArtifacts('opencode-agent', file, getNode(root, 'agent')),
          ...entryArtifacts('opencode-agent', file, getNode(root, 'agents'), true),
          ...entryArtifacts('opencode-command', file, getNode(root, 'command')),
          ...entryArtifacts('opencode-command', file, getNode(root, 'commands'), true),
        ]
      : [];
    return { file, kind: 'opencode-config', artifacts, problems };
  },
  // Every SKILL.md below each `skills.paths` folder is an OpenCode skill (read by discovery like .opencode/skills).
  declaresFolders: (pf) =>
    pf.artifacts.filter((a) => a.kind === 'opencode-config').flatMap((a) => opencodeSkillPaths(a).map(({ dir }) => ({ folder: dir, kind: 'opencode-skill', file: /(^|\/)SKILL\.md$/ }))),
};

/**
 * The extra skill folders of an OpenCode config (`skills.paths`), root-relative: OpenCode reads a
 * relative path from the project folder, also in `.opencode/opencode.json` (case `skills-paths-base`),
 * and every `SKILL.md` below it at any depth (case `skills-paths`). Absolute, home and `..` paths
 * (outside the repository) are left out.
 */
export function opencodeSkillPaths(config: Artifact): { node: TreeNode; written: string; dir: string }[] {
  const paths = getNode(getNode(config.root, 'skills'), 'paths');
  if (paths?.type !== 'seq') return [];
  return paths.items.flatMap((node) => {
    if (node.type !== 'scalar' || typeof node.value !== 'string') return [];
    const dir = configFolder(node.value, OPENCODE_FOLDER);
    return dir === null ? [] : [{ node, written: node.value, dir }];
  });
}

export const OPENCODE_KINDS: KindSpec[] = [opencodeConfigKind, opencodeAgentKind, opencodeCommandKind, opencodeSkillKind, opencodeClaudeSkillKind, opencodeInstructionsKind];
