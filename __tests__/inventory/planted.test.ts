/**
 * What each harness does not load in fixtures/harnesses/planted (a tree of planted mistakes for every
 * harness), and the finding that says so: the inventory's "not loaded" list is read from the rules'
 * findings, so this pins which findings mean "not loaded" for each harness.
 */
import { describe, expect, it } from '@jest/globals';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { ALL_RULES } from '../../src/rules/index.js';

describe('the inventory of fixtures/harnesses/planted', () => {
  it('lists, per harness, every file it does not load with the rule that explains it', async () => {
    const { inventory } = await inventoryOf({ root: 'fixtures/harnesses/planted' }, ALL_RULES);
    const rows = inventory.harnesses.flatMap((h) => h.notLoaded.map((e) => [h.harness, e.kind, e.name, e.path, e.reason.rule, e.reason.short]));
    expect(rows).toEqual([
      ["claude-code","plugin","tools","plugins/tools/.claude-plugin/plugin.json","plugin/dependency-unsatisfied","`helper` is 1.2.0 in the marketplace `fixture-tools`, which `^2.0.0` does not allow"],
      ["claude-code","agent","tools:reviewer","plugins/tools/agents/reviewer.md","plugin/dependency-unsatisfied","its plugin `tools` does not load (`helper` is 1.2.0 in the marketplace `fixture-tools`, which `^2.0.0` does not allow)"],
      ["claude-code","lsp-server","plugins/helper/lsp/servers.json","plugins/helper/lsp/servers.json","plugin/lsp-server-schema","extension `py` in LSP server `python` must start with a dot (`.py`)"],
      ["claude-code","lsp-server","plugins/tools/.lsp.json","plugins/tools/.lsp.json","plugin/lsp-server-schema","extension `go` in LSP server `go` must start with a dot (`.go`)"],
      ["claude-code","monitor","plugins/tools/monitors/monitors.json","plugins/tools/monitors/monitors.json","plugin/dependency-unsatisfied","its plugin `tools` does not load (`helper` is 1.2.0 in the marketplace `fixture-tools`, which `^2.0.0` does not allow)"],
      ["claude-code","settings",".claude/settings.json",".claude/settings.json","settings/default-mode","`permissions.defaultMode` `acceptEdit` is not a permission mode"],
      ["claude-code","settings","plugins/tools/settings.json","plugins/tools/settings.json","plugin/dependency-unsatisfied","its plugin `tools` does not load (`helper` is 1.2.0 in the marketplace `fixture-tools`, which `^2.0.0` does not allow)"],
      ["copilot","agent","reviewer",".github/agents/reviewer.agent.md","copilot/agent-dropped","`description` is required"],
      ["copilot","agent","writer",".github/agents/writer.md","copilot/agent-dropped","frontmatter is not valid YAML"],
      ["copilot","skill","deploy",".github/skills/deploy/SKILL.md","copilot/skill-load","frontmatter is not valid YAML"],
      ["copilot","skill","lint",".claude/skills/lint/SKILL.md","copilot/skill-load","frontmatter is not valid YAML"],
      ["copilot","skill","notes",".github/skills/notes/SKILL.md","copilot/skill-load","its description has 1319 characters"],
      ["copilot","hook","postToolUse",".github/hooks/lint.json","copilot/hook-skipped","\"Invalid matcher regex 'edit|(create' — hook will be skipped\""],
      ["copilot","hook","preToolUsed",".github/hooks/checks.json","copilot/hook-event-unknown","Copilot CLI ignores the hook event `preToolUsed` without a word"],
      ["copilot","hook","sessionStart",".github/hooks/checks.json","copilot/hook-type","`type` must be `command` or `prompt`, not `shell`"],
      ["codex","skill","release",".agents/skills/release/SKILL.md","codex/skill-load","it has no `description`"],
      ["codex","hook","PostToolUsed",".codex/hooks.json","codex/hook-event-unknown","Codex ignores the hook event `PostToolUsed` without a word"],
      ["codex","hook","Stop",".codex/hooks.json","codex/hook-skipped","\"prompt hooks are not supported yet\""],
      ["codex","instructions","svc/AGENTS.md","svc/AGENTS.md","codex/agents-md-shadowed","svc/AGENTS.override.md in the same folder takes its place"],
      ["gemini","agent","Code Reviewer",".gemini/agents/reviewer.md","gemini/agent-schema","`name` must be a slug (lowercase letters, digits, `-`, `_`), not `Code Reviewer`"],
      ["gemini","agent","helper","gemini-kit/agents/helper.md","schema/yaml-invalid","frontmatter is not strict YAML"],
      ["gemini","skill","release",".agents/skills/release/SKILL.md","gemini/skill-schema","`description` is required"],
      ["gemini","skill","release",".gemini/skills/release/SKILL.md","gemini/skill-schema","`description` is required"],
      ["gemini","skill","ship","gemini-kit/skills/ship/SKILL.md","gemini/skill-schema","`description` is required"],
      ["gemini","command","deploy","gemini-kit/commands/deploy.toml","gemini/command-schema","`prompt` is required, and `promt` is not read as it"],
      ["gemini","command","review",".gemini/commands/review.toml","gemini/command-schema","`prompt` is required, and `prompts` is not read as it"],
      ["gemini","hook","BeforeTol",".gemini/settings.json","gemini/hooks","Gemini CLI skips the unknown hook event `BeforeTol`"],
      ["opencode","skill","lint",".claude/skills/lint/SKILL.md","opencode/skill-frontmatter","it has no `name`"],
      ["cursor","hook","afterFileEdited",".cursor/hooks.json","cursor/hook-event-unknown","`afterFileEdited` is not a Cursor hook event"],
      ["cursor","instructions","docs",".cursor/rules/docs.md","cursor/rule-extension","Cursor ignores `docs.md`"],
    ]);
  });

  it('a hooks file with a skipped event still loads its other events', async () => {
    const { inventory } = await inventoryOf({ root: 'fixtures/harnesses/planted' }, ALL_RULES);
    const codex = inventory.harnesses.find((h) => h.harness === 'codex')!;
    expect(codex.loaded.filter((e) => e.kind === 'hook').map((e) => [e.name, e.path])).toEqual([['SessionStart', '.codex/hooks.json']]);
  });
});
