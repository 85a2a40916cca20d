/** Claude Code's Markdown artifacts: subagents, skills and slash commands. */
import { parseMarkdown, yamlProblemDetail, type MarkdownReading } from '../../../artifacts/frontmatter.js';
import { NO_DATA, type Artifact, type ArtifactKind, type ParsedFile } from '../../../artifacts/model.js';
import { markdownBaseName, skillFolderName } from '../../../artifacts/names.js';
import type { SourceFile } from '../../../artifacts/source.js';
import { getNode, getPair, scalarString, type ParseProblem, type TreeNode } from '../../../artifacts/tree.js';
import { mcpServerArtifacts } from './json-kinds.js';
import type { Harness } from '../../../artifacts/harness.js';
import { pathAsRead } from '../../../artifacts/catalog.js';
import type { KindSpec, ParseContext } from '../../../artifacts/kinds/spec.js';

/** Name a Markdown artifact is known by when its frontmatter gives none. */
function fallbackName(kind: ArtifactKind, path: string): string {
  if (kind === 'skill') return skillFolderName(path) ?? 'SKILL';
  return markdownBaseName(path);
}

/**
 * What Claude Code 2.1.332 makes of a file of this kind whose frontmatter it cannot read
 * (oracle: oracle/claude-code/constructs.json, the `loaded` values of the failing cases).
 */
function unreadableFate(kind: ArtifactKind, inPlugin: boolean): string | { text: string; effect: 'not-loaded' } | undefined {
  if (kind === 'agent') {
    return inPlugin
      ? 'this plugin agent still loads, under its file name, with a placeholder description ("Agent from <plugin> plugin") and all tools'
      : { text: 'this project agent is not loaded at all', effect: 'not-loaded' };
  }
  if (kind === 'skill' || kind === 'command') {
    return `this ${kind} still loads, with its first body line as description and its \`allowed-tools\`, \`disable-model-invocation\` and other fields dropped`;
  }
  return undefined;
}

/**
 * Who rejects a Claude Code file whose frontmatter only Claude Code's lenient re-read takes: named by kind, since the
 * readers differ. Copilot CLI also loads `.claude/agents` and drops an agent whose frontmatter is not strict YAML
 * (oracle/copilot, case agent-names-broken); `.claude/skills` is read by other harnesses and by Agent Skills
 * tooling, which parse strict YAML; `.claude/commands` is read by Claude Code alone, so there the only reader that
 * rejects it is GitHub's file view (it shows a YAML error instead of the frontmatter table): a note, not a warning.
 */
function strictFor(kind: ArtifactKind, p: ParseProblem): ParseProblem {
  const detail = p.code === 'yaml-strict' ? yamlProblemDetail(p.message) : undefined;
  if (detail === undefined) return p;
  const head = `strict YAML rejects this frontmatter: ${detail}; Claude Code reads it only through its re-read that quotes such values`;
  if (kind === 'agent') return { ...p, message: `${head}, while Copilot CLI, which loads \`.claude/agents\` too, drops the agent, and GitHub's file view shows a YAML error` };
  if (kind === 'skill') return { ...p, message: `${head}, while the other harnesses that read skills and Agent Skills tooling (strict YAML) reject it, and GitHub's file view shows a YAML error` };
  if (kind === 'command') return { ...p, level: 'info', message: `${head}; no other harness reads \`.claude/commands\`, so only GitHub's file view, which shows a YAML error instead of the frontmatter table, rejects it` };
  return p;
}

/** `reading`: how the harness ends the frontmatter (Claude Code's way by default). */
export function parseMarkdownArtifact(kind: ArtifactKind, file: SourceFile, ctx: ParseContext, reading?: MarkdownReading): ParsedFile {
  const markdown = parseMarkdown(file, unreadableFate(kind, ctx.pluginRoot !== undefined), reading);
  if (!reading?.reader) markdown.frontmatter.problems = markdown.frontmatter.problems.map((p) => (p.code === 'yaml-strict' ? strictFor(kind, p) : p));
  const root: TreeNode | null = markdown.frontmatter.root;
  const name = scalarString(getNode(root, 'name')) ?? fallbackName(kind, pathAsRead(file.path, ctx.catalog));
  const artifact: Artifact = {
    kind,
    path: file.path,
    file,
    element: { type: kind, name },
    root,
    markdown,
    nameRange: getPair(root, 'name')?.value?.range,
    pluginRoot: ctx.pluginRoot,
    pluginDistributed: ctx.pluginRoot !== undefined,
    data: NO_DATA,
    // Discovery sets it after the parse: a slot made here costs nothing, a property added later costs a
    // property array per artifact (memory at scale).
    harness: undefined,
  };
  const artifacts = [artifact];
  if (kind === 'agent') {
    const servers = getNode(root, 'mcpServers');
    if (servers) artifacts.push(...mcpServerArtifacts(file, servers, 'agent', ctx, name));
  }
  return { file, kind, artifacts, problems: markdown.frontmatter.problems, lints: getNode(root, 'lints') ?? null, harness: undefined };
}

const AGENT = /(^|\/)\.claude\/agents\/(.+\/)?[^/]+\.md$/;
const SKILL = /(^|\/)\.claude\/skills\/[^/]+\/SKILL\.md$/;
const COMMAND = /(^|\/)\.claude\/commands\/(.+\/)?[^/]+\.md$/;

export const agentKind: KindSpec = {
  id: 'agent',
  harness: 'claude-code',
  matches: (p) => AGENT.test(p),
  matchesInPlugin: (p) => /^agents\/(.+\/)?[^/]+\.md$/.test(p),
  parse: (file, ctx) => parseMarkdownArtifact('agent', file, ctx),
};

export const skillKind: KindSpec = {
  id: 'skill',
  harness: 'claude-code',
  matches: (p) => SKILL.test(p),
  matchesInPlugin: (p) => /^skills\/[^/]+\/SKILL\.md$/.test(p) || p === 'SKILL.md',
  parse: (file, ctx) => parseMarkdownArtifact('skill', file, ctx),
};

export const commandKind: KindSpec = {
  id: 'command',
  harness: 'claude-code',
  matches: (p) => COMMAND.test(p),
  matchesInPlugin: (p) => /^commands\/(.+\/)?[^/]+\.md$/.test(p),
  parse: (file, ctx) => parseMarkdownArtifact('command', file, ctx),
};


/**
 * A Markdown file kind of one harness. `id` names the file type; `kind` is the artifact kind its
 * files yield (a harness reading another's folder, such as Copilot reading `.claude/skills`, yields
 * its own kind); `evidence: false` for such borrowed folders; `adjust` applies the harness's own
 * reading to the parsed file (an element name, leniency about frontmatter); `reading` says how the
 * harness ends the frontmatter (Claude Code's way unless observed otherwise).
 */
export function harnessMarkdownKind(o: {
  id: string;
  kind?: ArtifactKind;
  harness: Harness;
  re: RegExp;
  evidence?: boolean;
  adjust?: (pf: ParsedFile, file: SourceFile, ctx: ParseContext) => ParsedFile;
  reading?: MarkdownReading;
}): KindSpec {
  const kind = o.kind ?? o.id;
  return {
    id: o.id,
    harness: o.harness,
    evidence: o.evidence ?? true,
    ...(kind !== o.id ? { yields: [kind as string] } : {}),
    matches: (p) => o.re.test(p),
    parse(file, ctx) {
      // Messages about this file name its harness, not Claude Code.
      const pf = { ...parseMarkdownArtifact(kind, file, ctx, { ...o.reading, reader: o.harness }), kind };
      return o.adjust ? o.adjust(pf, file, ctx) : pf;
    },
  };
}

/** What a frontmatter problem of the shared reader is, for a harness that words it its own way. */
export type FrontmatterFault = 'value-cut' | 'unclosed' | 'not-a-map' | 'duplicate-key' | 'invalid' | 'other';

export function frontmatterFault(p: ParseProblem): FrontmatterFault {
  if (p.code === 'value-cut') return 'value-cut';
  if (p.code === 'frontmatter-unclosed') return 'unclosed';
  if (p.code === 'duplicate-key') return 'duplicate-key';
  if (p.code === 'yaml-invalid' && /is not a mapping/.test(p.message)) return 'not-a-map';
  if (p.code === 'yaml-invalid' || p.code === 'yaml-strict') return 'invalid';
  return 'other';
}

/** "duplicate key `x` (first at line n)": the shared reader's message without what Claude Code does with it. */
export const duplicateKeyText = (p: ParseProblem) => p.message.replace(/:.*$/s, '');

/**
 * A harness's reading of the shared reader's frontmatter problems (the `adjust` of harnessMarkdownKind): `say`
 * rewrites each problem in the harness's words, or returns null when the harness has nothing to say about it.
 */
export function rewordProblems(pf: ParsedFile, say: (p: ParseProblem, fault: FrontmatterFault) => ParseProblem | null): ParsedFile {
  return { ...pf, problems: pf.problems.flatMap((p) => {
    const r = say(p, frontmatterFault(p));
    return r ? [r] : [];
  }) };
}
