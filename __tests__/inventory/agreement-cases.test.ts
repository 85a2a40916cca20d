/**
 * The cases where the inventory used to contradict the linter, each on a small tree: a Claude Code hook handler
 * whose `timeout` is a string, an agent whose `model` is not a known one, a server without a transport, a value
 * of another harness that fails when used, and the pull-request difference when a handler becomes skipped.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { diffInventories } from '../../src/engine/inventory/diff.js';
import { formatDiffText, formatInventoryText } from '../../src/report/inventory-text.js';
import { formatInventoryMarkdown } from '../../src/report/inventory-markdown.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';

const made: string[] = [];
afterAll(() => made.forEach(removeTree));
async function inventory(files: Record<string, string>) {
  const root = writeTree(files);
  made.push(root);
  return (await inventoryOf({ root }, ALL_RULES)).inventory;
}

const hooks = (timeout: string) =>
  JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'echo one' }, { type: 'command', command: 'echo two', timeout: JSON.parse(timeout) }] }] } }, null, 2);

describe('the inventory says what the linter says', () => {
  it('a Claude Code hook handler with a string `timeout` is skipped, not loaded; the other handler still runs', async () => {
    const inv = await inventory({ '.claude/settings.json': hooks('"30"') });
    const claude = inv.harnesses.find((h) => h.harness === 'claude-code')!;
    const e = claude.loaded.find((x) => x.kind === 'hook')!;
    expect(e.values).toEqual({ handlers: ['Write: echo one'] });
    expect(e.dropped).toEqual([{ field: 'handlers', written: 'Write: echo two', reason: '`timeout` of a `command` hook must be a number of seconds, not a string' }]);
    expect(formatInventoryText(inv)).toContain('      not in effect: handler `Write: echo two` (`timeout` of a `command` hook must be a number of seconds, not a string)');
  });

  it('an event whose only handler is skipped is not loaded, with the finding', async () => {
    const inv = await inventory({ '.claude/settings.json': JSON.stringify({ hooks: { PostToolUse: [{ hooks: [{ type: 'command', command: 'echo x', timeout: '30' }] }] } }) });
    const claude = inv.harnesses.find((h) => h.harness === 'claude-code')!;
    expect(claude.loaded.filter((x) => x.kind === 'hook')).toEqual([]);
    expect(claude.notLoaded.map((x) => [x.kind, x.name, x.reason.rule, x.reason.line, x.reason.column])).toEqual([['hook', 'PostToolUse', 'hooks/field-types', 1, 83]]);
  });

  it('`model: sonet` carries the finding that the Agent call fails', async () => {
    const inv = await inventory({ '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews pull requests\nmodel: sonet\ntools: Read, Wrte\n---\nReview the diff.\n' });
    const e = inv.harnesses.find((h) => h.harness === 'claude-code')!.loaded.find((x) => x.name === 'reviewer')!;
    expect(e.values.model).toBe('sonet');
    expect(e.problems).toEqual([{ field: 'model', written: 'sonet', effect: 'fails-at-run-time', reason: 'model `sonet` is not a known model', rule: 'agents/model-valid', line: 4, column: 8 }]);
    expect(e.dropped).toEqual([{ field: 'tools', written: 'Wrte', reason: 'an unknown name' }]);
    const text = formatInventoryText(inv);
    expect(text).toContain('      not in effect: tools `Wrte` (an unknown name)\n      problems: model `sonet` fails when used (model `sonet` is not a known model)');
    expect(formatInventoryMarkdown(inv)).toContain('| agent | `reviewer` | `.claude/agents/reviewer.md` | model: sonet; tools: Read | tools `Wrte` (an unknown name); ⚠️ model `sonet` fails when used (model `sonet` is not a known model) |');
  });

  it('a Cursor MCP server without a transport is marked on the server itself', async () => {
    const inv = await inventory({ '.cursor/mcp.json': JSON.stringify({ mcpServers: { db: { env: { A: 'b' } }, fs: { command: 'npx', args: ['fs'] } } }, null, 2) });
    const cursor = inv.harnesses.find((h) => h.harness === 'cursor')!;
    const servers = cursor.loaded.filter((x) => x.kind === 'mcp-server');
    expect(servers.map((s) => [s.name, s.problems.map((p) => [p.field, p.written, p.effect, p.rule])])).toEqual([
      ['db', [['', 'db', 'fails-at-run-time', 'cursor/mcp-no-transport']]],
      ['fs', []],
    ]);
  });

  it('an OpenCode agent whose `model` is not `provider/model` carries the finding', async () => {
    const inv = await inventory({ '.opencode/agent/review.md': '---\ndescription: Reviews code\nmodel: sonnet\n---\nReview.\n' });
    const e = inv.harnesses.find((h) => h.harness === 'opencode')!.loaded.find((x) => x.kind === 'agent')!;
    expect(e.problems.map((p) => [p.field, p.written, p.effect, p.rule])).toEqual([['model', 'sonnet', 'fails-at-run-time', 'opencode/model-format']]);
  });

  it('a command a skill shadows is marked as ignored as a whole', async () => {
    const inv = await inventory({
      '.claude/commands/deploy.md': '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
      '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy the app\n---\nDeploy.\n',
    });
    const e = inv.harnesses.find((h) => h.harness === 'claude-code')!.loaded.find((x) => x.kind === 'command')!;
    expect(e.problems.map((p) => [p.field, p.written, p.effect, p.rule])).toEqual([['', 'deploy', 'ignored', 'commands/shadowed-by-skill']]);
    expect(formatInventoryText(inv)).toContain('      problems: the entry is ignored (command `/deploy` is shadowed by the skill `deploy` (.claude/skills/deploy/SKILL.md))');
  });

  it('an OpenCode agent whose frontmatter OpenCode cannot read shows no value as read', async () => {
    const inv = await inventory({ '.opencode/agent/broken.md': '---\ndescription: Reviews code\ntools: [read\n---\nReview.\n' });
    const e = inv.harnesses.find((h) => h.harness === 'opencode')!.loaded.find((x) => x.kind === 'agent')!;
    expect(e.values).toEqual({});
    expect(e.dropped).toEqual([{ field: 'frontmatter', written: 'every field', reason: 'frontmatter is not valid YAML' }]);
  });

  it('a Codex skill with a blank `name` is listed under its folder, as Codex lists it', async () => {
    const inv = await inventory({ '.agents/skills/blank-name/SKILL.md': '---\nname: ""\ndescription: Does things\n---\nBody.\n' });
    const codex = inv.harnesses.find((h) => h.harness === 'codex')!;
    expect(codex.loaded.filter((x) => x.kind === 'skill').map((x) => x.name)).toEqual(['blank-name']);
  });

  it('a skill that fails when used, said of the whole file, carries a problem on the entry', async () => {
    const inv = await inventory({ '.opencode/skill/notes/SKILL.md': '---\nname: notes\n---\nTake notes.\n' });
    const e = inv.harnesses.find((h) => h.harness === 'opencode')!.loaded.find((x) => x.kind === 'skill')!;
    expect(e.problems.map((p) => [p.field, p.effect, p.rule])).toEqual([['', 'fails-at-run-time', 'opencode/skill-frontmatter']]);
  });

  it('a Copilot hook shows the script it runs (`bash`), and one Copilot skips is not counted', async () => {
    const inv = await inventory({ '.github/hooks/checks.json': JSON.stringify({ version: 1, hooks: { sessionStart: [{ type: 'command', bash: './start.sh' }, { type: 'shell', bash: './other.sh' }] } }, null, 2) });
    const e = inv.harnesses.find((h) => h.harness === 'copilot')!.loaded.find((x) => x.kind === 'hook')!;
    expect(e.values).toEqual({ handlers: ['./start.sh'] });
    expect(e.dropped.map((d) => [d.field, d.written])).toEqual([['handlers', './other.sh']]);
  });

  it('a pull request that makes a handler skipped is a problem line', async () => {
    const base = await inventory({ '.claude/settings.json': hooks('30') });
    const head = await inventory({ '.claude/settings.json': hooks('"30"') });
    const diff = diffInventories(base, head, 'main');
    const changes = diff.harnesses.find((h) => h.harness === 'claude-code')!.changes;
    expect(changes).toEqual([
      { change: 'changed', kind: 'hook', name: 'PostToolUse', path: '.claude/settings.json', details: ['handler `Write: echo two` is now skipped (`timeout` of a `command` hook must be a number of seconds, not a string)'], problem: true },
    ]);
    expect(formatDiffText(diff)).toContain('  ⚠️ hook `PostToolUse`: handler `Write: echo two` is now skipped');
  });

  it('an agent that now loads with a model that fails when used is a problem line', async () => {
    const base = await inventory({ '.claude/agents/reviewer.md': '---\nname: reviewer\nmodel: sonet\n---\nReview.\n' });
    const head = await inventory({ '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews pull requests\nmodel: sonet\n---\nReview.\n' });
    const changes = diffInventories(base, head, 'main').harnesses[0]!.changes;
    expect(changes.map((c) => [c.change, c.problem, c.details[1]])).toEqual([['newly-loaded', true, 'model `sonet` fails when used (model `sonet` is not a known model)']]);
  });

  it('a pull request that brings a value that fails when used is a problem line', async () => {
    const agent = (model: string) => ({ '.claude/agents/reviewer.md': `---\nname: reviewer\ndescription: Reviews pull requests\nmodel: ${model}\n---\nReview.\n` });
    const diff = diffInventories(await inventory(agent('sonnet')), await inventory(agent('sonet')), 'main');
    expect(diff.harnesses[0]!.changes).toEqual([
      { change: 'changed', kind: 'agent', name: 'reviewer', path: '.claude/agents/reviewer.md', details: ['model `sonnet` → `sonet`', 'model `sonet` fails when used (model `sonet` is not a known model)'], problem: true },
    ]);
  });
});
