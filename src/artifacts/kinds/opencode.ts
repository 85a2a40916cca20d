/**
 * OpenCode's repository files (V1 layout of opencode-ai 1.18.33, fixtures/oracle/opencode/cases.json):
 * agents `.opencode/agent(s)/**\/*.md`, commands `.opencode/command(s)/**\/*.md`, skills
 * `.opencode/skill(s)/**\/SKILL.md` and the project's `.claude/skills/<n>/SKILL.md` (case `skills`),
 * the config `opencode.json`, `opencode.jsonc`, `.opencode/opencode.json(c)` (JSON with comments), and
 * the root `AGENTS.md` (case `agents-md`).
 */
import { parseJsoncFile } from '../jsonc.js';
import type { Artifact, ArtifactKind, ParsedFile } from '../model.js';
import type { SourceFile } from '../source.js';
import { getNode, type Pair, type TreeNode } from '../tree.js';
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

/** OpenCode knows an agent or a command by its path (`team/reviewer`), whatever its `name:`. */
function opencodeReading(pf: ParsedFile, file: SourceFile): ParsedFile {
  const a = pf.artifacts[0]!;
  if (a.kind === 'opencode-agent' || a.kind === 'opencode-command') a.element = { type: a.kind, name: opencodeFileId(file.path) };
  return pf;
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
};

export const OPENCODE_KINDS: KindSpec[] = [opencodeConfigKind, opencodeAgentKind, opencodeCommandKind, opencodeSkillKind, opencodeClaudeSkillKind, opencodeInstructionsKind];
