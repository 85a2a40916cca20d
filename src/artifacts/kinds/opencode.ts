/**
 * OpenCode's repository files (V1 layout of opencode-ai 1.18.33, fixtures/oracle/opencode/cases.json):
 * agents `.opencode/agent(s)/**\/*.md`, commands `.opencode/command(s)/**\/*.md`, skills
 * `.opencode/skill(s)/**\/SKILL.md` and the project's `.claude/skills/<n>/SKILL.md` (case `skills`),
 * the config `opencode.json`, `opencode.jsonc`, `.opencode/opencode.json(c)` (JSON with comments), and
 * the root `AGENTS.md` (case `agents-md`); the skills below the config's `skills.paths` folders are found
 * by discovery (`declaresFolders`). `.opencode/plugin/*.js` is loaded by OpenCode (case `plugins`) but
 * is no kind: it is JavaScript.
 */
import { posix } from 'node:path';
import { parseJsoncFile } from '../jsonc.js';
import type { Artifact, ArtifactKind, ParsedFile } from '../model.js';
import { LineIndex, type SourceFile } from '../source.js';
import { getNode, parseYamlTree, type Pair, type ParseProblem, type TreeNode } from '../tree.js';
import { harnessMarkdownKind } from './markdown.js';
import type { KindSpec } from './spec.js';

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
 * The first YAML error of frontmatter OpenCode cannot read, even through its re-read (at the line where
 * the re-read text fails); none when it reads it.
 */
function unreadableYaml(pf: ParsedFile, file: SourceFile): ParseProblem | undefined {
  const fm = pf.artifacts[0]?.markdown?.frontmatter;
  if (!fm?.present) return undefined;
  const invalid = fm.problems.find((p) => p.code === 'yaml-invalid');
  if (invalid) return invalid;
  const strict = fm.problems.find((p) => p.code === 'yaml-strict'); // Claude Code's re-read loads it; does OpenCode's?
  if (!strict) return undefined;
  const { text, from } = opencodeSanitize(fm.yaml);
  const error = parseYamlTree(text, 0, new LineIndex(text), '$').problems.find((p) => p.code === 'yaml-invalid');
  if (!error) return undefined;
  const line = file.lines.position(fm.yamlOffset).line + (from[error.range.start.line - 1] ?? 0);
  const start = Math.min(file.lines.lineStart(line) + error.range.start.column - 1, file.lines.lineEnd(line));
  return { ...strict, range: file.lines.range(start, Math.min(start + 1, file.lines.lineEnd(line))) };
}

/**
 * OpenCode knows an agent or a command by its path (`team/reviewer`), whatever its `name:`.
 * Frontmatter OpenCode cannot read is not dropped the way Claude Code drops it (an agent or command
 * file becomes the prompt or template, a skill is skipped): the OpenCode rule of the kind reports it
 * with that fate (opencode/agent-frontmatter, command-frontmatter, skill-frontmatter) at the YAML
 * error, kept in `data.yamlError`, and the artifact has no fields. So the engine's generic
 * `schema/yaml-invalid` / `schema/yaml-strict` finding (a Claude Code message) is not reported too.
 */
function opencodeReading(pf: ParsedFile, file: SourceFile): ParsedFile {
  const a = pf.artifacts[0]!;
  if (a.kind === 'opencode-agent' || a.kind === 'opencode-command') a.element = { type: a.kind, name: opencodeFileId(file.path) };
  const yamlError = unreadableYaml(pf, file);
  if (yamlError) {
    a.data.yamlError = yamlError;
    a.root = null;
  }
  return { ...pf, problems: pf.problems.filter((p) => p.code !== 'yaml-invalid' && p.code !== 'yaml-strict') };
}

/** The YAML error at which OpenCode stops reading this file's frontmatter (see `opencodeReading`). */
export function opencodeYamlError(a: Artifact): ParseProblem | undefined {
  return a.data.yamlError as ParseProblem | undefined;
}

function markdownKind(id: string, re: RegExp, kind?: ArtifactKind, evidence = kind === undefined): KindSpec {
  return harnessMarkdownKind({ id, kind, harness: 'opencode', re, evidence, adjust: opencodeReading });
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
  matches: (p) => CONFIG.test(p),
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
    if (node.type !== 'scalar' || typeof node.value !== 'string' || /^[/~]|^[a-z]:[\\/]/i.test(node.value)) return [];
    const normal = posix.normalize(node.value); // one `/` at most at the end
    const dir = (normal.endsWith('/') ? normal.slice(0, -1) : normal) || '.';
    return dir === '..' || dir.startsWith('../') ? [] : [{ node, written: node.value, dir }];
  });
}

export const OPENCODE_KINDS: KindSpec[] = [opencodeConfigKind, opencodeAgentKind, opencodeCommandKind, opencodeSkillKind, opencodeClaudeSkillKind, opencodeInstructionsKind];
