/**
 * `catalog:` in the configuration: files written in a catalogue are read as the kind they install as, judged
 * as installed (names from the installed path; no finding that depends on the surrounding repository; every
 * message says "when installed as …"), and `init` proposes the entries for the layouts it recognises.
 */
import { describe, expect, it } from '@jest/globals';
import { globBase, installedPath } from '../../src/artifacts/catalog.js';
import { installTarget } from '../../src/harnesses/registry.js';
import { discover } from '../../src/engine/discover.js';
import { detectSetup, initFiles } from '../../src/cli/init.js';
import { lint } from '../../src/engine/run.js';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { treeMaker } from '../helpers/index.js';

const tree = treeMaker();

const COPILOT_AGENT = `---
description: Reviews pull requests
tools: [read, serach]
---
You review pull requests.
`;

describe('installed paths', () => {
  it('takes the folder before the first wildcard as the base of a glob', () => {
    expect(globBase('cli-tool/components/agents/**/*.md')).toBe('cli-tool/components/agents');
    expect(globBase('agents/*.agent.md')).toBe('agents');
    expect(globBase('**/SKILL.md')).toBe('');
  });

  it('maps a file to where its kind installs it: flat, the skill folder, or the rest of the path', () => {
    expect(installedPath(installTarget('claude-code/agent')!, 'components/agents/review/code-reviewer.md', 'components/agents')).toBe('.claude/agents/code-reviewer.md');
    expect(installedPath(installTarget('claude-code/skill')!, 'skills/database/pg-tuning/SKILL.md', 'skills')).toBe('.claude/skills/pg-tuning/SKILL.md');
    expect(installedPath(installTarget('copilot/hooks')!, 'hooks/secrets-scanner/hooks.json', 'hooks')).toBe('.github/hooks/secrets-scanner/hooks.json');
    expect(installedPath(installTarget('claude-code/settings')!, 'settings/read-only.json', 'settings')).toBe('.claude/settings.json');
  });
});

describe('a catalogue linted as installed', () => {
  it('reads a Copilot agent as a custom agent, names it from its installed path, and says where it installs', () => {
    const root = tree({
      '.agentlint.yml': 'catalog:\n  - files: "agents/*.agent.md"\n    as: copilot/agent\n',
      'agents/reviewer.agent.md': COPILOT_AGENT,
    });
    const r = lint({ root });
    expect(r.filesChecked).toBe(1);
    expect(r.diagnostics.map((d) => [d.kind, d.level, d.span.path, d.span.range.start.line, d.span.range.start.column, d.span.element?.name, d.message])).toEqual([
      [
        'copilot/agent-tool-unknown',
        'warn',
        'agents/reviewer.agent.md',
        3,
        15,
        'reviewer',
        'unknown tool `serach`: neither Copilot CLI (which ignores it) nor VS Code (documented built-in tools) knows it (did you mean `search`?) (when installed as a Copilot custom agent (.github/agents/))',
      ],
    ]);
    expect(r.diagnostics[0]!.suggestion?.edits).toEqual([{ path: 'agents/reviewer.agent.md', range: r.diagnostics[0]!.span.range, text: 'search' }]);
  });

  it('does not judge an applyTo against the catalogue, but still reports a glob that is no glob', () => {
    const root = tree({
      '.agentlint.yml': 'catalog:\n  - files: "instructions/*.instructions.md"\n    as: copilot/instructions\n',
      'instructions/rust.instructions.md': '---\napplyTo: "**/*.rs"\n---\nUse clippy.\n',
      'instructions/broken.instructions.md': '---\napplyTo: "src/[a-"\n---\nBroken.\n',
    });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.span.path, d.span.range.start.line])).toEqual([['copilot/instructions-apply-to', 'instructions/broken.instructions.md', 2]]);
    expect(r.diagnostics[0]!.message).toMatch(/has an unclosed `\[`.*\(when installed as Copilot path-specific instructions \(\.github\/instructions\/\)\)$/);
  });

  it('the inventory lists a catalogue file as what an install of it loads, marked as a catalogue entry', async () => {
    const root = tree({
      '.agentlint.yml': 'catalog:\n  - files: "agents/*.agent.md"\n    as: copilot/agent\n',
      'agents/planner.agent.md': '---\ndescription: Plans work\n---\nPlan.\n',
    });
    const { inventory } = await inventoryOf({ root });
    const copilot = inventory.harnesses.find((h) => h.harness === 'copilot')!;
    expect(copilot.loaded.map((e) => [e.kind, e.name, e.path, e.origin])).toEqual([['agent', 'planner', 'agents/planner.agent.md', { catalog: 'copilot/agent' }]]);
  });

  it('without catalog: the same files are not read at all', () => {
    const root = tree({ 'agents/reviewer.agent.md': COPILOT_AGENT });
    expect(lint({ root }).filesChecked).toBe(0);
  });

  it('leaves out the keys the catalogue declares as its own metadata, and only those', () => {
    const agent = '---\nname: reviewer\ndescription: Reviews code\nsource: community\nrisk: low\nmodle: opus\n---\nReview.\n';
    const withMetadata = tree({
      '.agentlint.yml': 'catalog:\n  - files: "components/agents/**/*.md"\n    as: claude-code/agent\n    metadata: [source, risk]\n',
      'components/agents/review/reviewer.md': agent,
    });
    const r = lint({ root: withMetadata });
    expect(r.diagnostics.map((d) => [d.kind, d.span.range.start.line, d.span.range.start.column])).toEqual([['schema/unknown-field', 6, 1]]);
    const without = tree({
      '.agentlint.yml': 'catalog:\n  - files: "components/agents/**/*.md"\n    as: claude-code/agent\n',
      'components/agents/review/reviewer.md': agent,
    });
    expect(lint({ root: without }).diagnostics.map((d) => [d.kind, d.span.range.start.line])).toEqual([
      ['schema/unknown-field', 4],
      ['schema/unknown-field', 5],
      ['schema/unknown-field', 6],
    ]);
  });

  it('names a skill after its own folder, as installed, whatever category folder holds it', () => {
    const root = tree({
      '.agentlint.yml': 'catalog:\n  - files: "skills/**/SKILL.md"\n    as: claude-code/skill\n',
      'skills/database/pg-tuning/SKILL.md': '---\nname: pg-tuning\ndescription: Tunes PostgreSQL queries. Use when a query is slow.\n---\nTune.\n',
    });
    const r = lint({ root });
    expect(r.filesChecked).toBe(1);
    expect(r.diagnostics).toEqual([]);
  });

  it('does not report a hook script missing from the catalogue: it is judged in the repository it installs into', () => {
    const settings = JSON.stringify({ description: 'Format on save', hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh' }] }] } }, null, 2);
    const asInstalled = tree({ '.claude/settings.json': settings });
    expect(lint({ root: asInstalled }).diagnostics.map((d) => d.kind)).toContain('hooks/command-script-missing');
    const inCatalogue = tree({
      '.agentlint.yml': 'catalog:\n  - files: "hooks/**/*.json"\n    as: claude-code/settings\n    metadata: [description]\n',
      'hooks/format/format-on-save.json': settings,
    });
    const r = lint({ root: inCatalogue });
    expect(r.filesChecked).toBe(1);
    expect(r.diagnostics.map((d) => d.kind)).toEqual([]);
  });

  it('reports an unknown `as:` and a missing `files:` at their keys', () => {
    const root = tree({ '.agentlint.yml': 'catalog:\n  - files: "agents/*.md"\n    as: claude-code/agnet\n  - as: copilot/agent\n' });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.span.range.start.line, d.span.range.start.column])).toEqual([
      ['config/invalid', 3, 9],
      ['config/invalid', 4, 5],
    ]);
    expect(r.diagnostics[1]!.message).toBe('$.catalog[1] needs a `files` key');
  });
});

describe('init on a catalogue', () => {
  it('proposes one entry per kind and top folder, from names and shapes outside the harnesses\' places', () => {
    const root = tree({
      'agents/reviewer.agent.md': COPILOT_AGENT,
      'agents/planner.agent.md': COPILOT_AGENT,
      'instructions/rust.instructions.md': '---\napplyTo: "**/*.rs"\n---\nUse clippy.\n',
      'skills/pg-tuning/SKILL.md': '---\nname: pg-tuning\ndescription: Tunes queries.\n---\n',
      'skills/pg-tuning/examples/helper.agent.md': COPILOT_AGENT,
      'docs/example.instructions.md': '---\napplyTo: "**"\n---\n',
      'README.md': '# A catalogue\n',
    });
    const setup = detectSetup(root);
    expect(setup.catalog).toEqual([
      { files: ['agents/**/*.agent.md'], as: 'copilot/agent', metadata: [] },
      { files: ['instructions/**/*.instructions.md'], as: 'copilot/instructions', metadata: [] },
      { files: ['skills/**/SKILL.md'], as: 'copilot/skill', metadata: [] },
    ]);
    expect(setup.harnesses).toEqual(['copilot']);
  });

  it('recognises a Claude Code template collection by its folders and frontmatter', () => {
    const root = tree({
      'cli/components/agents/review/code-reviewer.md': '---\nname: code-reviewer\ndescription: Reviews code\n---\nReview.\n',
      'cli/components/commands/git/commit.md': '---\ndescription: Commit\n---\nCommit.\n',
      'cli/components/mcps/db/redis.json': '{"mcpServers": {"redis": {"command": "uvx", "args": ["redis-mcp"]}}}',
      'cli/components/hooks/notify/on-stop.json': '{"description": "x", "hooks": {"Stop": []}}',
      'cli/components/agents/README.md': '# Agents\n',
    });
    expect(detectSetup(root).catalog.map((e) => [e.files[0], e.as])).toEqual([
      ['cli/components/agents/**/*.md', 'claude-code/agent'],
      ['cli/components/commands/**/*.md', 'claude-code/command'],
      ['cli/components/hooks/**/*.json', 'claude-code/settings'],
      ['cli/components/mcps/**/*.json', 'claude-code/mcp'],
    ]);
  });

  it("proposes as the catalogue's metadata the unknown keys that most files of an entry carry, and not a rare one", async () => {
    const skill = (n: string, extra: string) => `---\nname: ${n}\ndescription: Does ${n}. Use when asked.\nsource: community\ndate_added: "2026-01-01"\n${extra}---\nDo it.\n`;
    const root = tree({
      'skills/a/SKILL.md': skill('a', ''),
      'skills/b/SKILL.md': skill('b', ''),
      'skills/c/SKILL.md': skill('c', 'tools: Read\n'),
    });
    const { ALL_RULES } = await import('../../src/rules/index.js');
    const text = initFiles(root, ALL_RULES)[0]!.text;
    expect(text).toContain('catalog:\n  - files: "skills/**/SKILL.md"\n    as: claude-code/skill\n    metadata: [date_added, source]  # most files carry these; the harness does not read them\n');
  });

  it("leaves out, and says why, a plugin's hooks file, a program's built-in skills and a generator's templates", async () => {
    const root = tree({
      // A Claude Code plugin not listed in any marketplace: its hooks file is its own.
      'kit/.claude-plugin/plugin.json': '{"name": "kit"}',
      'kit/hooks/hooks.json': '{"hooks": {"PreToolUse": []}}',
      // A plugin a marketplace lists with no manifest of its own (`strict: false`), with a Copilot-looking hooks file:
      // discovery reads it with its plugin, so it is neither proposed nor left out.
      '.claude-plugin/marketplace.json': '{"name": "m", "owner": {"name": "o"}, "plugins": [{"name": "guard", "source": "./plugins/guard", "strict": false}]}',
      'plugins/guard/hooks/hooks.json': '{"version": 1, "hooks": {"preToolUse": []}}',
      // A harness's own skills, compiled into it.
      'packages/core/src/skills/builtin/skill-creator/SKILL.md': '---\nname: skill-creator\ndescription: Creates skills\n---\n',
      // Templates a generator rewrites for each harness.
      'templates/commands/plan.md': '---\ndescription: Plan\nscripts:\n  sh: scripts/plan.sh\n---\nRun {SCRIPT}\n',
      'extensions/git/extension.yml': 'id: git\n',
      'extensions/git/commands/commit.md': '---\ndescription: Commit\n---\nCommit.\n',
      'presets/lean/commands/specify.md': '---\ndescription: Specify\n---\nThen run __SPECKIT_COMMAND_PLAN__.\n',
      // A plugin in a category folder named `mcp`: its MCP file is the plugin's, and no glob spans the category.
      'plugins/mcp/logger/.claude-plugin/plugin.json': '{"name": "logger"}',
      'plugins/mcp/logger/mcp/server.json': '{"mcpServers": {"log": {"command": "node"}}}',
      'plugins/mcp/logger/assets/template.json': '{"_comment": "not a server"}',
      // A real catalogue beside them is still proposed.
      'agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews\n---\nReview.\n',
    });
    const setup = detectSetup(root);
    expect(setup.catalog.map((e) => [e.files[0], e.as])).toEqual([['agents/**/*.md', 'claude-code/agent']]);
    expect(setup.leftOut).toEqual([
      { files: 'extensions/git/commands/*', why: "part of a generator's extension (`extensions/git/` has its manifest): it installs rewritten copies" },
      { files: 'packages/core/src/skills/builtin/skill-creator/*', why: "built into a program (a harness's own components belong to that harness), not installed from here" },
      { files: 'plugins/mcp/logger/mcp/*', why: 'inside a Claude Code plugin: it is read with that plugin, as the plugin declares it' },
      { files: 'presets/lean/commands/*', why: 'files with placeholders a generator replaces (`{SCRIPT}`, `{{…}}`, `__NAME__`): the files installed are what it writes' },
      { files: 'templates/commands/*', why: 'a template folder: its files are copied and filled in (by hand or by a generator), not installed as they are' },
    ]);
    const { ALL_RULES } = await import('../../src/rules/index.js');
    const text = initFiles(root, ALL_RULES)[0]!.text;
    expect(text).toContain('# init left these out of `catalog:` (add an entry yourself if one is wrong):\n#   extensions/git/commands/*: part of');
    expect(text).not.toContain('copilot/hooks');
  });

  it("a hooks file is proposed only when its shape leaves no doubt: Copilot's `version` with camelCase events, Claude Code's PascalCase", () => {
    const root = tree({
      'hooks/copilot/guard.json': '{"version": 1, "hooks": {"preToolUse": []}}',
      'hooks/claude/guard.json': '{"hooks": {"PreToolUse": []}}',
      'hooks/mixed/guard.json': '{"version": 1, "hooks": {"PreToolUse": []}}',
    });
    // One folder `hooks/`: one entry per kind; the mixed file is neither.
    expect(detectSetup(root).catalog.map((e) => [e.files[0], e.as])).toEqual([
      ['hooks/**/*.json', 'claude-code/settings'],
      ['hooks/**/*.json', 'copilot/hooks'],
    ]);
  });

  it('finds nothing in a repository whose agent files are where harnesses load them', () => {
    const root = tree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\n---\n', '.github/agents/b.agent.md': COPILOT_AGENT });
    expect(detectSetup(root).catalog).toEqual([]);
  });
});

describe('a Copilot marketplace\'s plugin folders', () => {
  it('reads the bare plugin.json of each string source as a Copilot plugin, and its .mcp.json is not a Claude Code project file', () => {
    const root = tree({
      '.github/plugin/marketplace.json': JSON.stringify({ name: 'm', owner: { name: 'o' }, plugins: [{ name: 'kit', source: 'plugins/kit' }] }),
      'plugins/kit/plugin.json': JSON.stringify({ name: 'kit', description: 'A kit' }),
      'plugins/kit/.mcp.json': JSON.stringify({ mcpServers: { docs: { url: 'https://example.com/mcp' } } }),
      '.mcp.json': JSON.stringify({ mcpServers: { docs: { url: 'https://example.com/mcp' } } }),
    });
    const { project } = discover(root);
    expect(project.files.filter((f) => f.file.path.startsWith('plugins/')).map((f) => [f.file.path, f.kind])).toEqual([['plugins/kit/plugin.json', 'copilot-plugin']]);
    const r = lint({ root });
    expect(r.diagnostics.filter((d) => d.kind === 'mcp/server-config').map((d) => d.span.path)).toEqual(['.mcp.json']);
  });
});

describe('agents/duplicate-name in a catalogue', () => {
  it('two catalogue entries with one name are info (they clash only where both are installed); in .claude/agents an error', () => {
    const agent = '---\nname: data-analyst\ndescription: Analyses data\n---\nAnalyse.\n';
    const root = tree({
      '.agentlint.yml': 'catalog:\n  - files: "components/agents/**/*.md"\n    as: claude-code/agent\n',
      'components/agents/a/data-analyst.md': agent,
      'components/agents/b/data-analyst.md': agent,
      '.claude/agents/x.md': agent,
      '.claude/agents/y.md': agent,
    });
    const ds = lint({ root }).diagnostics.filter((d) => d.kind === 'agents/duplicate-name');
    expect(ds.map((d) => [d.span.path, d.level])).toEqual([['.claude/agents/y.md', 'error'], ['components/agents/b/data-analyst.md', 'info']]);
  });
});
