/** Claude Code's Markdown artifacts: subagents, skills and slash commands. */
import { parseMarkdownArtifact as parseShared, type UnreadableFate } from '../../../artifacts/kinds/markdown.js';
import type { ArtifactKind, ParsedFile } from '../../../artifacts/model.js';
import { yamlProblemDetail } from '../../../artifacts/frontmatter.js';
import type { SourceFile } from '../../../artifacts/source.js';
import { getNode, type ParseProblem } from '../../../artifacts/tree.js';
import { mcpServerArtifacts } from './json-kinds.js';
import { pathTest, type KindSpec, type ParseContext } from '../../../artifacts/kinds/spec.js';

/**
 * What Claude Code 2.1.332 makes of a file of this kind whose frontmatter it cannot read
 * (oracle: oracle/claude-code/constructs.json, the `loaded` values of the failing cases).
 */
function unreadableFate(kind: ArtifactKind, inPlugin: boolean): UnreadableFate {
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

/** A Markdown file as Claude Code reads it: its fate when unreadable, its strict-YAML wording, an agent's inline MCP servers. */
export function parseMarkdownArtifact(kind: ArtifactKind, file: SourceFile, ctx: ParseContext): ParsedFile {
  const pf = parseShared(kind, file, ctx, undefined, unreadableFate(kind, ctx.pluginRoot !== undefined));
  const artifact = pf.artifacts[0]!;
  const frontmatter = artifact.markdown!.frontmatter;
  frontmatter.problems = frontmatter.problems.map((p) => (p.code === 'yaml-strict' ? strictFor(kind, p) : p));
  if (kind === 'agent') {
    const servers = getNode(artifact.root, 'mcpServers');
    if (servers) pf.artifacts.push(...mcpServerArtifacts(file, servers, 'agent', ctx, artifact.element.name));
  }
  return { ...pf, problems: frontmatter.problems };
}

const AGENT = /(^|\/)\.claude\/agents\/(.+\/)?[^/]+\.md$/;
const SKILL = /(^|\/)\.claude\/skills\/[^/]+\/SKILL\.md$/;
const COMMAND = /(^|\/)\.claude\/commands\/(.+\/)?[^/]+\.md$/;

export const agentKind: KindSpec = {
  id: 'agent',
  harness: 'claude-code',
  matches: pathTest(AGENT),
  matchesInPlugin: pathTest(/^agents\/(.+\/)?[^/]+\.md$/),
  parse: (file, ctx) => parseMarkdownArtifact('agent', file, ctx),
};

export const skillKind: KindSpec = {
  id: 'skill',
  harness: 'claude-code',
  matches: pathTest(SKILL),
  matchesInPlugin: pathTest(/^skills\/[^/]+\/SKILL\.md$/, /^SKILL\.md$/),
  parse: (file, ctx) => parseMarkdownArtifact('skill', file, ctx),
};

export const commandKind: KindSpec = {
  id: 'command',
  harness: 'claude-code',
  matches: pathTest(COMMAND),
  matchesInPlugin: pathTest(/^commands\/(.+\/)?[^/]+\.md$/),
  parse: (file, ctx) => parseMarkdownArtifact('command', file, ctx),
};
