/**
 * What each harness sends to the model from each kind of file, as recorded by the hidden-content probe
 * (`node oracle/hidden-content.mjs <harness>`, golden files `oracle/<harness>/hidden-content.json`, recorded
 * 2026-12-07 on the pinned releases: Claude Code 2.1.332, Copilot CLI 1.0.102, Gemini CLI 0.61.0). A kind that is
 * not listed was not recorded: the hidden-content rules say nothing about it.
 */
import type { Artifact } from '../../artifacts/model.js';
import { getPair } from '../../artifacts/tree.js';

export interface Reach {
  /** When the file's text reaches the model. */
  when: string;
  /** Invisible characters (tag, zero-width, bidi) in the body reach the model as written (not stripped). */
  unicode: boolean;
  /** They also reach it from the frontmatter (the description in the agent or skill list). */
  frontmatter: boolean;
  /** HTML comments reach the model: all of them, only inline ones (a comment opening its line is dropped), or none. */
  comments: 'all' | 'inline' | 'none';
  /** Link-reference definitions (`[//]: # (note)`) reach the model. */
  linkReferences: boolean;
  /** The recorded cases: `<golden file> <case id>`. */
  cases: string[];
}

const CC = 'oracle/claude-code/hidden-content.json';
const COPILOT = 'oracle/copilot/hidden-content.json';
const GEMINI = 'oracle/gemini/hidden-content.json';

export const REACH: Readonly<Record<string, Reach>> = {
  // CLAUDE.md and .claude/rules: a comment on a line of its own is dropped; an inline one is sent.
  memory: { when: 'in every session', unicode: true, frontmatter: false, comments: 'inline', linkReferences: true, cases: [`${CC} memory`, `${CC} rules`] },
  agent: { when: 'when the subagent is spawned', unicode: true, frontmatter: true, comments: 'all', linkReferences: true, cases: [`${CC} agent`] },
  // The skill list drops tag characters from a description; the body, sent when the skill is invoked, keeps them.
  skill: { when: 'when the skill is invoked', unicode: true, frontmatter: false, comments: 'all', linkReferences: true, cases: [`${CC} skill`, `${CC} skill-tool`] },
  command: { when: 'when the command is run', unicode: true, frontmatter: false, comments: 'all', linkReferences: true, cases: [`${CC} command`] },
  // Copilot CLI strips tag, zero-width and bidi characters from instruction files (AGENTS.md, copilot-instructions.md), not comments.
  'copilot-instructions': { when: 'in every session', unicode: false, frontmatter: false, comments: 'all', linkReferences: true, cases: [`${COPILOT} instructions`, `${COPILOT} agents-md`] },
  'copilot-agent': { when: 'when the agent runs', unicode: true, frontmatter: true, comments: 'all', linkReferences: true, cases: [`${COPILOT} agent`] },
  'copilot-skill': { when: 'when the skill is invoked', unicode: true, frontmatter: true, comments: 'all', linkReferences: true, cases: [`${COPILOT} skill`] },
  'gemini-memory': { when: 'in every session', unicode: true, frontmatter: false, comments: 'all', linkReferences: true, cases: [`${GEMINI} memory`] },
  'gemini-command': { when: 'when the command is run', unicode: true, frontmatter: false, comments: 'all', linkReferences: true, cases: [`${GEMINI} command`] },
  'gemini-skill': { when: 'when the skill is activated', unicode: true, frontmatter: true, comments: 'all', linkReferences: true, cases: [`${GEMINI} skill`] },
};

/** The kinds the hidden-content rules read (those recorded above). */
export const REACH_KINDS: readonly string[] = Object.keys(REACH);

/** Where the Markdown of a kind is: the body after the frontmatter, a Gemini command's `prompt`, or a whole plain file. */
export function markdownSpan(a: Artifact): [number, number] | undefined {
  if (a.markdown) return [a.markdown.bodyOffset, a.file.text.length];
  // A memory file read as plain text (GEMINI.md) has no tree: all of it is Markdown.
  if (!a.root) return [0, a.file.text.length];
  const prompt = getPair(a.root, 'prompt')?.value;
  return prompt?.type === 'scalar' ? [prompt.range.start.offset, prompt.range.end.offset] : undefined;
}
