/**
 * The classes judged in the precision suite, replayed on small trees without the network (fixtures/precision/: excerpts
 * where the licence allows, patterns reproduced otherwise). Each tree gives exactly these findings.
 */
import { describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';

const rows = (tree: string) =>
  lint({ root: `fixtures/precision/${tree}`, suppressionsFile: false }).diagnostics.map((d) => `${d.kind} ${d.level} ${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column}${d.suggestion ? ` fix(${d.suggestion.applicability})=${d.suggestion.edits.map((e) => e.text).join('|')}` : ''}`);

describe('precision fixtures', () => {
  it('a skill with `tools:` is told its list is `allowed-tools`, and never offered `hooks`', () => {
    expect(rows('skill-tools-key')).toEqual(['schema/unknown-field warn plugins/setup/skills/recommender/SKILL.md:4:1 fix(MaybeIncorrect)=allowed-tools']);
  });
  it("a plugin's `.mcp.json` holding its servers at the top level: nothing to report", () => {
    expect(rows('plugin-flat-mcp')).toEqual([]);
  });
  it('a Codex plugin with inline hooks and MCP servers and a list of skill paths: nothing to report', () => {
    expect(rows('codex-inline-hooks')).toEqual([]);
  });
  it('`Read, Microsoft Docs`: the split names are judged', () => {
    const [d] = lint({ root: 'fixtures/precision/tools-space', suppressionsFile: false }).diagnostics;
    expect(d!.message).toBe('`Microsoft Docs` in `tools` holds a space: Claude Code splits it into `Microsoft` and `Docs`, each judged on its own; `Microsoft` and `Docs` are not tools it knows, so they are silently ignored');
    expect(rows('tools-space')).toEqual(['agents/tools-known warn .claude/agents/docs-helper.md:4:14']);
  });
  it('CLAUDE.md at the root of a repository that is a plugin is project memory, and the message says so', () => {
    expect(rows('repo-plugin-memory')).toEqual(['plugin/claude-md-ignored warn CLAUDE.md:1:1']);
  });
  it("Gemini CLI's `${/}` in an extension's contextFileName (gemini-cli-extensions/workspace): nothing to report", () => {
    expect(rows('gemini-extension-vars')).toEqual([]);
  });
  it('a marketplace entry that lists its own skills with source `./` (BMAD-METHOD): info only', () => {
    expect(rows('bmad-entry-components')).toEqual(['marketplace/metadata-missing info .claude-plugin/marketplace.json:2:3', 'marketplace/source-exists info .claude-plugin/marketplace.json:9:17']);
  });
  it('`@agent.tool` in prose (context-engineering-intro): info, not a missing import', () => {
    expect(rows('decorator-import')).toEqual(['memory/import-unresolved info CLAUDE.md:4:9']);
  });
  it('an OpenCode provider option is info; a misspelt key is a warning with its rename', () => {
    expect(rows('opencode-provider-option')).toEqual(['opencode/agent-frontmatter info opencode.json:6:7', 'opencode/agent-frontmatter warn opencode.json:7:7 fix(MachineApplicable)="permission"']);
  });
});
