/**
 * GitHub Copilot CLI's repository files: custom agents (`.github/agents/*.agent.md`
 * and `*.md`), skills (`.github/skills/<n>/SKILL.md`, and `.claude/skills/<n>/SKILL.md`
 * which Copilot reads too), hooks (`.github/hooks/*.json`), instructions
 * (`.github/copilot-instructions.md`, `.github/instructions/**\/*.instructions.md`).
 */
import { parseJsonFile } from '../json.js';
import type { Artifact, ArtifactKind } from '../model.js';
import { parseMarkdownArtifact } from './markdown.js';
import type { KindSpec } from './spec.js';

const AGENT = /^\.github\/agents\/[^/]+\.md$/;
const SKILL = /^\.github\/skills\/[^/]+\/SKILL\.md$/;
const CLAUDE_SKILL = /^\.claude\/skills\/[^/]+\/SKILL\.md$/;
const HOOKS = /^\.github\/hooks\/[^/]+\.json$/;
const INSTRUCTIONS = /^\.github\/(copilot-instructions\.md|instructions\/(.+\/)?[^/]+\.instructions\.md)$/;

/** The name Copilot knows an agent by without `name:`: the file name without `.agent.md` / `.md`. */
export function copilotAgentFileName(path: string): string {
  return path.split('/').pop()!.replace(/(\.agent)?\.md$/, '');
}

function markdownKind(id: ArtifactKind, re: RegExp, evidence = true): KindSpec {
  return {
    id: id as string,
    harness: 'copilot',
    evidence,
    matches: (p) => re.test(p),
    parse(file, ctx) {
      const pf = parseMarkdownArtifact(id === 'copilot-claude-skill' ? 'copilot-skill' : id, file, ctx);
      const a = pf.artifacts[0]!;
      if (id === 'copilot-agent' && !a.nameRange) a.element = { type: 'copilot-agent', name: copilotAgentFileName(file.path) };
      // Copilot reads instruction frontmatter leniently (a broken `applyTo` is kept as text,
      // reference §1 [RUN]), so a YAML error there is not reported as one.
      if (id === 'copilot-instructions') return { ...pf, kind: a.kind, problems: [] };
      return { ...pf, kind: a.kind };
    },
  };
}

export const copilotAgentKind = markdownKind('copilot-agent', AGENT);
export const copilotSkillKind = markdownKind('copilot-skill', SKILL);
/** Copilot also reads Claude Code's skill folder; those files alone do not show that the repository uses Copilot. */
export const copilotClaudeSkillKind: KindSpec = { ...markdownKind('copilot-claude-skill', CLAUDE_SKILL, false), yields: ['copilot-skill'] };
export const copilotInstructionsKind = markdownKind('copilot-instructions', INSTRUCTIONS);

export const copilotHooksKind: KindSpec = {
  id: 'copilot-hooks',
  harness: 'copilot',
  matches: (p) => HOOKS.test(p),
  parse(file, ctx) {
    const { root, problems } = parseJsonFile(file);
    const artifacts: Artifact[] = root
      ? [{ kind: 'copilot-hooks', path: file.path, file, element: { type: 'copilot-hooks', name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: {} }]
      : [];
    return { file, kind: 'copilot-hooks', artifacts, problems };
  },
};

export const COPILOT_KINDS: KindSpec[] = [copilotAgentKind, copilotSkillKind, copilotClaudeSkillKind, copilotInstructionsKind, copilotHooksKind];
