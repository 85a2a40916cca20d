/**
 * Issue 10: every runtime check of `claude plugin validate` 2.1.332 has an agentlint rule that fires on the
 * same input (the table in docs/claude-code-behaviour.md). Inputs are the ones the validator was run on.
 */
import { describe, expect, it } from '@jest/globals';
import frontmatterTypes from '../../../src/harnesses/claude-code/rules/agents/frontmatter-types.js';
import frontmatterMissing from '../../../src/harnesses/claude-code/rules/commands/frontmatter-missing.js';
import outsideHooksObject from '../../../src/harnesses/claude-code/rules/hooks/outside-hooks-object.js';
import placeholderUnquoted, { unquotedPlaceholders } from '../../../src/harnesses/claude-code/rules/hooks/placeholder-unquoted.js';
import marketplaceMetadata from '../../../src/harnesses/claude-code/rules/marketplace/metadata-missing.js';
import versionMismatch from '../../../src/harnesses/claude-code/rules/marketplace/version-mismatch.js';
import claudeMdIgnored from '../../../src/harnesses/claude-code/rules/plugin/claude-md-ignored.js';
import manifestName from '../../../src/harnesses/claude-code/rules/plugin/manifest-name.js';
import pluginMetadata from '../../../src/harnesses/claude-code/rules/plugin/metadata-missing.js';
import pluginReservedName, { pluginNameClass } from '../../../src/harnesses/claude-code/rules/plugin/reserved-name.js';
import userConfigUndeclared from '../../../src/harnesses/claude-code/rules/plugin/user-config-undeclared.js';
import type { ProjectRule } from '../../../src/diagnostics/rule.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

const inTree = (rule: ProjectRule<any>, files: Record<string, string>, repository?: string) => {
  const { project, root } = projectOf(files);
  if (repository) project.repository = repository;
  try {
    return runProjectRule(rule, project);
  } finally {
    removeTree(root);
  }
};
const FULL = '"version": "1.0.0", "description": "d", "author": { "name": "a" }';

describe('agents/frontmatter-types', () => {
  it('accepts strings, quoted numbers, string lists and mappings', () => {
    const a = artifactOf('agent', '.claude/agents/a.md', '---\nname: "123"\ndescription: d\n---\n');
    expect(runRule(frontmatterTypes, a)).toEqual([]);
    const s = artifactOf('skill', '.claude/skills/s/SKILL.md', '---\nname: s\ndescription: d\nallowed-tools: [Read, Grep]\nmetadata:\n  a: b\n---\n');
    expect(runRule(frontmatterTypes, s)).toEqual([]);
  });
  it('reports a frontmatter `hooks` that is not a mapping (a tool list renamed by spelling): no hook runs from it', () => {
    const [r, ...rest] = runRule(frontmatterTypes, artifactOf('skill', 'p/skills/s/SKILL.md', '---\nname: s\ndescription: d\nhooks: Read, Glob, Grep, Bash\n---\n'));
    expect(rest).toEqual([]);
    expect([at(r!), r!.level, r!.effect, r!.suggestion, r!.message]).toEqual(['4:8-4:30', undefined, 'ignored', undefined, "`hooks` must be a mapping of hook events to matcher groups, not a string: it has the shape of settings' `hooks`, and no hook runs from it (documented: https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents)"]);
    const [l] = runRule(frontmatterTypes, artifactOf('agent', '.claude/agents/a.md', '---\nname: a\ndescription: d\nhooks: [Read]\n---\n'));
    expect([at(l!), l!.message.split(':')[0]]).toEqual(['4:8-4:14', '`hooks` must be a mapping of hook events to matcher groups, not a list']);
    expect(runRule(frontmatterTypes, artifactOf('skill', '.claude/skills/s/SKILL.md', '---\nname: s\ndescription: d\nhooks:\n  Stop: []\n---\n'))).toEqual([]);
  });
  it('reports `name: 123` on a project agent as an error (not loaded) with a quoting fix', () => {
    const [r, ...rest] = runRule(frontmatterTypes, artifactOf('agent', '.claude/agents/a.md', '---\nname: 123\ndescription: d\n---\n'));
    expect(rest).toEqual([]);
    expect(frontmatterTypes.meta.defaultLevel).toBe('error');
    expect(r!.level).toBeUndefined();
    expect(at(r!)).toBe('2:7-2:10');
    expect(r!.message).toBe('`name` must be a string, not a number: Claude Code does not load this agent');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"123"' }] });
  });
  it('reports a non-string agent description (123, true, a list): the project agent is not loaded', () => {
    for (const [v, t, range] of [['123', 'a number', '3:14-3:17'], ['true', 'a boolean', '3:14-3:18'], ['[a, b]', 'a list', '3:14-3:20']] as const) {
      const [r] = runRule(frontmatterTypes, artifactOf('agent', '.claude/agents/a.md', `---\nname: a\ndescription: ${v}\n---\n`));
      expect([v, at(r!), r!.message]).toEqual([v, range, `\`description\` must be a string, not ${t}: Claude Code does not load this agent`]);
    }
  });
  it('on commands and skills reports name, list descriptions, allowed-tools and metadata as validate does', () => {
    const c = artifactOf('command', '.claude/commands/c.md', '---\nname: 5\ndescription: d\n---\n');
    expect(runRule(frontmatterTypes, c).map((r) => [at(r), r.message])).toEqual([
      ['2:7-2:8', '`name` must be a string, not a number: `claude plugin validate` rejects it; at run time Claude Code reads it as the text `5`'],
    ]);
    const s = artifactOf('skill', '.claude/skills/s/SKILL.md', '---\nname: s\ndescription: true\nallowed-tools: [1, Read]\nmetadata: text\n---\n');
    expect(runRule(frontmatterTypes, s).map((r) => [at(r), r.level ?? 'error', r.message])).toEqual([
      ['4:16-4:25', 'error', '`allowed-tools` must be a string or a list of strings, not a list with non-string entries: `claude plugin validate` rejects it'],
      ['5:11-5:15', 'warn', '`metadata` must be a mapping (key: value pairs), not a string: Claude Code drops it at load time'],
    ]);
  });
});

describe('agents/frontmatter-types in a plugin agent (oracle: placements.json p-name-number, p-desc-number, p-desc-bool, p-desc-list)', () => {
  const pluginAgent = (fm: string) => artifactOf('agent', 'pl/agents/a.md', `---\n${fm}\n---\n`, { pluginRoot: 'pl' });
  it('a number name: validate rejects it, Claude Code lists it by its text (an error, quoting fixes it)', () => {
    const [r, ...rest] = runRule(frontmatterTypes, pluginAgent('name: 123\ndescription: d'));
    expect(rest).toEqual([]);
    expect([at(r!), r!.level, r!.message]).toEqual(['2:7-2:10', undefined, '`name` must be a string, not a number: `claude plugin validate` rejects it; at run time Claude Code reads it as the text `123`']);
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"123"' }] });
  });
  it('a number or boolean description is shown as its text: a warning, not an error', () => {
    for (const [v, t] of [['123', 'a number'], ['true', 'a boolean']] as const) {
      const [r] = runRule(frontmatterTypes, pluginAgent(`name: a\ndescription: ${v}`));
      expect([v, r!.level, r!.message]).toEqual([v, 'warn', `\`description\` must be a string, not ${t}: at run time Claude Code reads it as the text \`${v}\` (the same file as a project agent is not loaded)`]);
    }
  });
  it('a list description is dropped: validate rejects it (an error)', () => {
    const [r] = runRule(frontmatterTypes, pluginAgent('name: a\ndescription: [a, b]'));
    expect([r!.level, r!.message]).toEqual([undefined, '`description` must be a string, not a list: `claude plugin validate` rejects it, and at run time the value is dropped']);
  });
});

describe('commands/frontmatter-missing', () => {
  it('a plugin command without frontmatter is not offered to the model: a warning that says so', () => {
    const [r] = runRule(frontmatterMissing, artifactOf('command', 'pl/commands/c.md', '# Review the diff\n', { pluginRoot: 'pl' }));
    expect([at(r!), r!.level, r!.message]).toEqual(['1:1-1:18', 'warn', "this plugin command has no frontmatter block, so no `description`: Claude Code does not offer it to the model (it is missing from the Skill tool's list; a user can still type it), and it can set no `allowed-tools`, `argument-hint` or `model`"]);
  });
  it('accepts a command with frontmatter', () => {
    expect(runRule(frontmatterMissing, artifactOf('command', '.claude/commands/c.md', '---\ndescription: d\n---\nx\n'))).toEqual([]);
  });
  it('reports the first line at info, with a MaybeIncorrect frontmatter from the heading', () => {
    const [r, ...rest] = runRule(frontmatterMissing, artifactOf('command', '.claude/commands/c.md', '# Review the diff\n\nReview it.\n'));
    expect(rest).toEqual([]);
    expect(frontmatterMissing.meta.defaultLevel).toBe('info');
    expect(at(r!)).toBe('1:1-1:18');
    expect(r!.message).toBe('this command has no frontmatter block: Claude Code uses its first line as the description, and it can set no `allowed-tools`, `argument-hint` or `model`');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '---\ndescription: "Review the diff"\n---\n' }] });
    expect(at(r!.suggestion!.edits[0]!)).toBe('1:1-1:1');
  });
});

describe('plugin/manifest-name', () => {
  it('is a warning for names Claude Code accepts, an error for spaces', () => {
    const m = (n: string) => artifactOf('plugin', 'p/.claude-plugin/plugin.json', `{ "name": ${JSON.stringify(n)} }`);
    const [a] = runRule(manifestName, m('MyPlugin'));
    expect([a!.level, at(a!), a!.message]).toEqual(['warn', '1:11-1:21', 'plugin name `MyPlugin` is not kebab-case: Claude Code accepts it, but the Claude.ai marketplace sync requires kebab-case (lowercase letters, digits and hyphens)']);
    const [b] = runRule(manifestName, m('my plugin'));
    expect([b!.level, b!.message]).toEqual([undefined, 'plugin name `my plugin` contains spaces: `claude plugin validate` rejects it ("Plugin name cannot contain spaces")']);
    const [c] = runRule(manifestName, m('café'));
    expect(c!.message).toContain('Claude Code cannot install it from a marketplace that lists it under this name');
  });
});

describe('plugin/reserved-name', () => {
  it('classifies names as validate 2.1.332 does', () => {
    for (const n of ['claude-foo', 'cc-plugin-x', 'claude-mods', 'claude', 'anthropics-x', 'my-official-claude', 'claude-official-x', 'officialclaude']) expect([n, pluginNameClass(n)]).toEqual([n, 'reserved']);
    for (const n of ['my-claude-tools', 'x-anthropic']) expect([n, pluginNameClass(n)]).toEqual([n, 'lookalike']);
    for (const n of ['claudette', 'myclaude', 'cc-plugin', 'cc-foo', 'release-helper']) expect([n, pluginNameClass(n)]).toEqual([n, undefined]);
  });
  it('reports plugin.json and marketplace entries; a look-alike at warn', () => {
    const rs = inTree(pluginReservedName, {
      'p/.claude-plugin/plugin.json': '{ "name": "claude-foo" }',
      '.claude-plugin/marketplace.json': '{ "name": "my-market", "owner": { "name": "o" }, "plugins": [ { "name": "my-claude-x", "source": "./p" } ] }',
    });
    expect(rs.map((r) => [r.path, at(r), r.level ?? 'error'])).toEqual([
      ['p/.claude-plugin/plugin.json', '1:11-1:23', 'error'],
      ['.claude-plugin/marketplace.json', '1:73-1:86', 'warn'],
    ]);
    expect(rs[0]!.message).toBe('plugin name `claude-foo` is reserved: it passes as one of Anthropic\'s own (no "claude-", "anthropic-", "anthropics-" or "cc-plugin-" prefix, not "claude", "anthropic", "anthropics", "claude-code" or "claude-mods", no "official" beside claude or anthropic): `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still installs and loads the plugin)');
    expect(rs[1]!.message).toBe('plugin name `my-claude-x` reads as one of Anthropic\'s own: `claude plugin validate` warns about it');
  });
  it('is silent under a marketplace with an official name, and for a github.com/anthropics origin', () => {
    const files = {
      'plugins/b/.claude-plugin/plugin.json': '{ "name": "claude-foo" }',
      '.claude-plugin/marketplace.json': '{ "name": "claude-code-plugins", "owner": { "name": "o" }, "plugins": [ { "name": "claude-foo", "source": "./plugins/b" } ] }',
    };
    expect(inTree(pluginReservedName, files)).toEqual([]);
    expect(inTree(pluginReservedName, { 'p/.claude-plugin/plugin.json': '{ "name": "claude-foo" }' }, 'anthropics/claude-code')).toEqual([]);
  });
});

describe('plugin/metadata-missing', () => {
  it('reports each missing field at info, at the name key', () => {
    const rs = runRule(pluginMetadata, artifactOf('plugin', 'p/.claude-plugin/plugin.json', '{ "name": "p", "version": "1.0.0" }'));
    expect(pluginMetadata.meta.defaultLevel).toBe('info');
    expect(rs.map((r) => [at(r), r.jsonPath])).toEqual([['1:3-1:9', '$.description'], ['1:3-1:9', '$.author']]);
    expect(rs[1]!.message).toBe('the plugin manifest has no `author`: `claude plugin validate` asks for author details for plugin attribution');
    expect(runRule(pluginMetadata, artifactOf('plugin', 'p/.claude-plugin/plugin.json', `{ "name": "p", ${FULL} }`))).toEqual([]);
  });
});

describe('plugin/claude-md-ignored', () => {
  it('reports CLAUDE.md at the plugin root, on its first line', () => {
    const rs = inTree(claudeMdIgnored, { 'p/.claude-plugin/plugin.json': '{ "name": "p" }', 'p/CLAUDE.md': '# Always lint\nmore\n', 'CLAUDE.md': '# project memory\n' });
    expect(rs.map((r) => [r.path, at(r)])).toEqual([['p/CLAUDE.md', '1:1-1:14']]);
    expect(rs[0]!.message).toBe('`CLAUDE.md` at the plugin root is not loaded as project context: Claude Code never shows it to the model');
  });
  it('at the root of a repository that is itself a plugin, the CLAUDE.md is project memory: the message says so (the validator\'s warning stays)', () => {
    const rs = inTree(claudeMdIgnored, { '.claude-plugin/plugin.json': '{ "name": "p" }', 'CLAUDE.md': '# How we work here\n' });
    expect(rs.map((r) => [r.path, at(r), r.level])).toEqual([['CLAUDE.md', '1:1-1:19', undefined]]);
    expect(rs[0]!.message).toBe("`CLAUDE.md` is project memory, not part of the installed plugin: at the root of this repository, which is also a plugin, it is project memory for the people who work in it; an installed copy of the plugin does not load it (`claude plugin validate` warns), so it cannot ship instructions to the plugin's users");
  });
});

describe('plugin/user-config-undeclared', () => {
  it('reports an undeclared ${user_config.X} at the placeholder, in plugin.json and the plugin hooks.json', () => {
    const rs = inTree(userConfigUndeclared, {
      'p/.claude-plugin/plugin.json': '{ "name": "p", "userConfig": { "tok": { "type": "string", "title": "t", "description": "d" } }, "mcpServers": { "x": { "command": "${user_config.nope}", "args": ["${user_config.tok}", "--t=${user_config.tokn}"] } } }',
      'p/hooks/hooks.json': '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "echo ${user_config.gone}" } ] } ] } }',
    });
    expect(userConfigUndeclared.meta.defaultLevel).toBe('error');
    expect(rs.map((r) => [r.path, at(r)])).toEqual([
      ['p/.claude-plugin/plugin.json', '1:132-1:151'],
      ['p/.claude-plugin/plugin.json', '1:190-1:209'],
      ['p/hooks/hooks.json', '1:75-1:94'],
    ]);
    expect(rs[1]!.message).toBe('`${user_config.tokn}` names an undeclared plugin option: plugin.json does not declare it under `userConfig`, so on a fresh install it cannot resolve, and Claude Code drops the server or passes the literal text through (did you mean `tok`?)');
  });
});

describe('hooks/placeholder-unquoted', () => {
  const hooks = (cmd: string) =>
    artifactOf('hooks', 'p/hooks/hooks.json', `{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": ${JSON.stringify(cmd)} } ] } ] } }`, { pluginRoot: 'p' });
  it('finds the placeholders validate 2.1.332 flags, and not quoted ones', () => {
    expect(unquotedPlaceholders('${CLAUDE_PLUGIN_ROOT}/x.sh arg').map((p) => p.name)).toEqual(['CLAUDE_PLUGIN_ROOT']);
    expect(unquotedPlaceholders('bash ${CLAUDE_PLUGIN_DATA}/z.sh').map((p) => p.name)).toEqual(['CLAUDE_PLUGIN_DATA']);
    expect(unquotedPlaceholders('node $CLAUDE_PLUGIN_ROOT/z.js').map((p) => p.name)).toEqual(['CLAUDE_PLUGIN_ROOT']);
    expect(unquotedPlaceholders('cd ${CLAUDE_PROJECT_DIR} && ls').map((p) => p.name)).toEqual(['CLAUDE_PROJECT_DIR']);
    expect(unquotedPlaceholders('"${CLAUDE_PLUGIN_ROOT}/y.sh"')).toEqual([]);
    expect(unquotedPlaceholders('x "$CLAUDE_PLUGIN_ROOT/a b"')).toEqual([]);
    expect(unquotedPlaceholders("x '${CLAUDE_PLUGIN_ROOT}'")).toEqual([]);
    expect(unquotedPlaceholders('${user_config.tok}/b.sh')).toEqual([]);
  });
  it('reports at the placeholder with a MaybeIncorrect fix quoting the word', () => {
    const [r, ...rest] = runRule(placeholderUnquoted, hooks('${CLAUDE_PLUGIN_ROOT}/x.sh arg'));
    expect(rest).toEqual([]);
    expect(placeholderUnquoted.meta.defaultLevel).toBe('warn');
    expect(at(r!)).toBe('1:95-1:116');
    expect(r!.message).toBe('`${CLAUDE_PLUGIN_ROOT}` is not in double quotes in this shell command: if the path holds a space the command splits into several words and the hook fails');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '\\"${CLAUDE_PLUGIN_ROOT}/x.sh\\"' }] });
    expect(at(r!.suggestion!.edits[0]!)).toBe('1:95-1:121');
    expect(runRule(placeholderUnquoted, hooks('"${CLAUDE_PLUGIN_ROOT}/x.sh"'))).toEqual([]);
  });
});

describe('hooks/outside-hooks-object', () => {
  it('accepts a wrapped hooks.json', () => {
    expect(inTree(outsideHooksObject, { 'p/.claude-plugin/plugin.json': '{ "name": "p" }', 'p/hooks/hooks.json': '{ "hooks": { "Stop": [] } }' })).toEqual([]);
  });
  it('reports top-level events at their key: a guard beside `hooks`, and any event without `hooks`', () => {
    const guard = inTree(outsideHooksObject, { 'p/.claude-plugin/plugin.json': '{ "name": "p" }', 'p/hooks/hooks.json': '{ "hooks": {},\n  "PermissionRequest": [] }' });
    expect(guard.map((r) => [r.path, at(r)])).toEqual([['p/hooks/hooks.json', '2:3-2:22']]);
    expect(guard[0]!.message).toBe('`PermissionRequest` is declared at the top level, outside the `"hooks"` object: `claude plugin validate` rejects the file, and a guard hook that cannot be loaded leaves the permissions it guards unapplied');
    const bare = inTree(outsideHooksObject, { 'p/.claude-plugin/plugin.json': '{ "name": "p" }', 'p/hooks/hooks.json': '{ "Stop": [] }' });
    expect(bare.map((r) => at(r))).toEqual(['1:3-1:9']);
    expect(bare[0]!.message).toContain('the file has no `"hooks"` object');
    const empty = inTree(outsideHooksObject, { 'p/.claude-plugin/plugin.json': '{ "name": "p" }', 'p/hooks/hooks.json': '{ "description": "x" }' });
    expect(empty.map((r) => at(r))).toEqual(['1:1-1:2']);
  });
});

describe('marketplace/version-mismatch', () => {
  it('reports the entry version with the plugin.json version as related and a certain fix', () => {
    const rs = inTree(versionMismatch, {
      'plugins/a/.claude-plugin/plugin.json': '{ "name": "a", "version": "1.0.0" }',
      '.claude-plugin/marketplace.json': '{ "name": "m", "owner": { "name": "o" }, "plugins": [ { "name": "a", "source": "./plugins/a", "version": "2.0.0" } ] }',
    });
    expect(rs.map((r) => [r.path, at(r)])).toEqual([['.claude-plugin/marketplace.json', '1:106-1:113']]);
    expect(rs[0]!.message).toBe("entry version `2.0.0` differs from `1.0.0` in plugins/a/.claude-plugin/plugin.json: at install time plugin.json wins and Claude Code silently ignores the entry's version");
    expect(at(rs[0]!.related![0]!.span)).toBe('1:27-1:34');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"1.0.0"' }] });
  });
});

describe('marketplace/metadata-missing', () => {
  const market = (json: string) => artifactOf('marketplace', '.claude-plugin/marketplace.json', json);
  it('accepts a description at the top or under metadata', () => {
    expect(runRule(marketplaceMetadata, market('{ "name": "m", "description": "d", "owner": { "name": "o" }, "plugins": [ { "name": "a", "source": "./a" } ] }'))).toEqual([]);
    expect(runRule(marketplaceMetadata, market('{ "name": "m", "metadata": { "description": "d" }, "owner": { "name": "o" }, "plugins": [ { "name": "a", "source": "./a" } ] }'))).toEqual([]);
  });
  it('reports no description and no plugins at info', () => {
    const rs = runRule(marketplaceMetadata, market('{ "name": "m", "owner": { "name": "o" }, "plugins": [] }'));
    expect(marketplaceMetadata.meta.defaultLevel).toBe('info');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['1:3-1:9', 'the marketplace has no description: `claude plugin validate` warns, and users see none when they add it'],
      ['1:42-1:51', 'the marketplace lists no plugins: there is nothing to install from it'],
    ]);
  });
});

describe('plugin/field-types userConfig options', () => {
  it('reports what validate 2.1.332 rejects: a non-object, missing type/title/description, an unknown type', async () => {
    const { default: fieldTypes } = await import('../../../src/harnesses/claude-code/rules/plugin/field-types.js');
    const json = '{ "name": "uc", "userConfig": { "a": {}, "b": { "type": "strng", "title": "t", "description": "d" }, "c": "x", "ok": { "type": "file", "title": "t", "description": "d" } } }';
    const rs = runRule(fieldTypes, artifactOf('plugin', 'uc/.claude-plugin/plugin.json', json));
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['1:33-1:36', '`userConfig.a` needs `type`, `title` and `description`: `claude plugin validate` rejects the manifest'],
      ['1:57-1:64', '`userConfig.b.type` must be one of `string`, `number`, `boolean`, `directory` or `file`: `claude plugin validate` rejects the manifest'],
      ['1:107-1:110', '`userConfig.c` must be an object, not a string: `claude plugin validate` rejects the manifest'],
    ]);
  });
});
