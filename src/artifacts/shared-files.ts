/**
 * How each harness reads the files many harnesses share (`AGENTS.md` and Agent Skills `SKILL.md` under the
 * shared `.agents/skills` and `.claude/skills` folders), by the artifact kind agentlint gives the file for that harness.
 * Each line names its source: a recorded oracle case (oracle/<harness>/cases.json) or the documentation page
 * the harness's page under docs/harnesses/ quotes. Written 2026-12-05 from those pages.
 */

export interface SharedReading {
  /** How this harness reads the file, in one line. */
  how: string;
  /** The recorded case or documentation that shows it. */
  source: string;
}

export const SHARED_FILE_READING: Readonly<Record<string, SharedReading>> = {
  // AGENTS.md
  'codex-agents-md': {
    how: 'every AGENTS.md from the repository root down to the folder Codex runs in, joined; the chain is cut at 32,768 bytes (`project_doc_max_bytes`), mid-word; an AGENTS.override.md beside one replaces it',
    source: 'Codex cases agents-md-cap, agents-md-nested-cap',
  },
  'copilot-instructions': {
    how: 'the root AGENTS.md only, inlined verbatim with no size limit (a nested one is not read when Copilot starts at the root)',
    source: 'Copilot CLI cases agent-names, cloud-files',
  },
  'opencode-instructions': {
    how: 'the root AGENTS.md only; CLAUDE.md beside it is then not sent (without AGENTS.md, CLAUDE.md is)',
    source: 'OpenCode cases agents-md, claude-md-fallback',
  },
  'qwen-memory': {
    how: 'read with QWEN.md (QWEN.md first), sent as `--- Context from: … ---`; `@./file` imports are inlined; `context.fileName` in settings replaces both',
    source: 'Qwen Code cases layout, settings-context-filename, memory-imports',
  },
  'cursor-agents-md': {
    how: 'the root and subfolder AGENTS.md files, plain Markdown, no documented size limit',
    source: 'documented: https://cursor.com/docs/rules',
  },
  'gemini-memory': {
    how: 'only because `context.fileName` lists it, beside GEMINI.md; `@./file` imports are inlined',
    source: 'Gemini CLI cases memory-agents-md-unlisted, settings-jsonc',
  },
  'cline-agents-md': {
    how: 'the root AGENTS.md only, as the last rule ("Workspace AGENTS.md"), after the .clinerules rules; a nested AGENTS.md or a lower-case agents.md is not read',
    source: 'Cline CLI case agents-md',
  },
  'droid-agents-md': {
    how: 'the root AGENTS.md, and also `.factory/AGENTS.md` and the root CLAUDE.md; a nested or lower-case one is not sent from the root',
    source: 'Droid case instructions',
  },
  // SKILL.md under .agents/skills
  'codex-skill': {
    how: 'listed for the model within a character budget; a skill whose frontmatter fails is left out with an ERROR line in `codex exec` only',
    source: 'Codex cases skill-verdicts, skill-empty-frontmatter (codex/skill-load, codex/skill-list-budget)',
  },
  'gemini-skill': {
    how: 'listed by `gemini skills list`; one without `name` or `description` is left out without a word; a frontmatter strict YAML rejects is still read line by line',
    source: 'Gemini CLI cases agents-skills, skills, skill-yaml',
  },
  'qwen-skill': {
    how: '`name` and `description` required and not blank, `name` matching `^[\\p{L}\\p{N}_:.-]+$`; otherwise dropped with an ERROR in the debug log',
    source: 'Qwen Code case skills',
  },
  'cursor-skill': {
    how: 'any folder holding a SKILL.md, found recursively; the frontmatter fields Cursor honours are not documented',
    source: 'documented: https://cursor.com/docs/skills',
  },
  'cline-skill': {
    how: 'listed by `cline config skills`, also from `.cline/skills` and `.clinerules/skills`; no frontmatter or no `name` takes the folder name, no `description` is listed without one; broken YAML drops it',
    source: 'Cline CLI case skills',
  },
  'droid-skill': {
    how: 'offered with its description, beside `.factory/skills`; one without `description` is not offered; `.claude/skills` is not read',
    source: 'Droid case skills',
  },
  // SKILL.md under .claude/skills
  skill: {
    how: 'listed under its folder as `/<folder>` (`name` is only a display name); the description is cut at 1,536 characters in the listing',
    source: 'Claude Code rules-runtime cases (skills/name-matches-directory, skills/description-length)',
  },
  'copilot-skill': {
    how: 'listed by `copilot skill list` when other files show the repository uses Copilot; one without frontmatter, or whose description is over 1,024 characters, is listed as failed',
    source: 'Copilot CLI case skills',
  },
  'opencode-skill': {
    how: 'no `name` or broken YAML drops the skill; without `description` it is kept out of the request',
    source: 'OpenCode case skills',
  },
};

/** The files whose sharing the report explains: `AGENTS.md` anywhere, and `SKILL.md` in the shared skill folders. */
export const SHARED_FILE = /(^|\/)AGENTS\.md$|^\.(?:agents|claude)\/skills\/.+\/SKILL\.md$/;
