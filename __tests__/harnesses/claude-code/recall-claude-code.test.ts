/**
 * The rules issue 19 added for what Claude Code 2.1.332 rejects, drops or ignores (oracle/claude-code/
 * mutations.json and the cases each rationale names): exact ids, levels, ranges and fixes.
 */
import { describe, expect, it } from '@jest/globals';
import hooksFieldTypes from '../../../src/harnesses/claude-code/rules/hooks/field-types.js';
import handlerIgnoredField from '../../../src/harnesses/claude-code/rules/hooks/handler-ignored-field.js';
import commandScriptMissing, { scriptOf } from '../../../src/harnesses/claude-code/rules/hooks/command-script-missing.js';
import handler from '../../../src/harnesses/claude-code/rules/hooks/handler.js';
import mcpFieldTypes from '../../../src/harnesses/claude-code/rules/mcp/field-types.js';
import fileShape from '../../../src/harnesses/claude-code/rules/mcp/file-shape.js';
import serverConfig from '../../../src/harnesses/claude-code/rules/mcp/server-config.js';
import marketplaceFieldTypes from '../../../src/harnesses/claude-code/rules/marketplace/field-types.js';
import manifestValues from '../../../src/harnesses/claude-code/rules/plugin/manifest-values.js';
import manifestName from '../../../src/harnesses/claude-code/rules/plugin/manifest-name.js';
import unreachable from '../../../src/harnesses/claude-code/rules/skills/unreachable.js';
import { artifactOf, at, parseAs, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

const settings = (handlerJson: string, event = 'PreToolUse') =>
  artifactOf('hooks', '.claude/settings.json', `{\n  "hooks": {\n    "${event}": [\n      {\n        "matcher": "Bash",\n        "hooks": [\n          ${handlerJson}\n        ]\n      }\n    ]\n  }\n}\n`);
const pluginHooks = (handlerJson: string, event = 'PreToolUse') =>
  artifactOf('hooks', 'plug/hooks/hooks.json', `{\n  "hooks": {\n    "${event}": [\n      {\n        "hooks": [\n          ${handlerJson}\n        ]\n      }\n    ]\n  }\n}\n`, { pluginRoot: 'plug' });
const apply = (text: string, e: { range: { start: { offset: number }; end: { offset: number } }; text: string }) => text.slice(0, e.range.start.offset) + e.text + text.slice(e.range.end.offset);

describe('hooks/field-types', () => {
  it('a timeout of 0 under PreToolUse in settings.json: the whole file does not load', () => {
    const [r, ...rest] = runRule(hooksFieldTypes, settings('{ "type": "command", "command": "./guard.sh", "timeout": 0 }'));
    expect(rest).toEqual([]);
    expect(hooksFieldTypes.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('7:68-7:69');
    expect(r!.message).toBe('`timeout` must be above 0 seconds, not 0 ("Too small: expected number to be >0"): Claude Code does not load this settings file at all ("These settings did not load")');
  });
  it('a negative timeout under Stop in a plugin hooks.json: the entry is ignored', () => {
    const [r] = runRule(hooksFieldTypes, pluginHooks('{ "type": "command", "command": "x", "timeout": -5 }', 'Stop'));
    expect(r!.message).toBe('`timeout` must be above 0 seconds, not -5 ("Too small: expected number to be >0"): Claude Code ignores this entry at run time');
  });
  it('a quoted timeout gets the number as a certain fix', () => {
    const a = settings('{ "type": "command", "command": "x", "timeout": "30" }');
    const [r] = runRule(hooksFieldTypes, a);
    expect(r!.message).toBe('`timeout` of a `command` hook must be a number of seconds, not a string: Claude Code does not load this settings file at all ("These settings did not load")');
    expect(r!.suggestion!.applicability).toBe('MachineApplicable');
    expect(JSON.parse(apply(a.file.text, r!.suggestion!.edits[0]!)).hooks.PreToolUse[0].hooks[0].timeout).toBe(30);
  });
  it('a matcher, command and url of the wrong type, a url that is not a URL, a hooks.json description that is not a string', () => {
    const a = artifactOf('hooks', 'plug/hooks/hooks.json', '{\n  "description": 5,\n  "hooks": {\n    "PreToolUse": [\n      {\n        "matcher": 3,\n        "hooks": [\n          { "type": "command", "command": ["x"] },\n          { "type": "http", "url": "not a url" }\n        ]\n      }\n    ]\n  }\n}\n', { pluginRoot: 'plug' });
    expect(runRule(hooksFieldTypes, a).map((r) => `${at(r)} ${r.message}`)).toEqual([
      '2:18-2:19 `description` must be a string, not a number: `claude plugin validate` rejects the file',
      '6:20-6:21 `matcher` must be a string, not a number: `claude plugin validate` rejects the file, and nothing it sits in is applied',
      '8:43-8:48 `command` of a `command` hook must be a string, not an array: `claude plugin validate` rejects the file, and nothing it sits in is applied',
      '9:36-9:47 `url` `not a url` is not a URL ("Invalid URL"): `claude plugin validate` rejects the file, and nothing it sits in is applied',
    ]);
  });
  it('`hooks` that is not an object in settings.json is skipped', () => {
    const a = artifactOf('hooks', '.claude/settings.json', '{\n  "hooks": "x"\n}\n');
    const [r] = runRule(hooksFieldTypes, a);
    expect([at(r!), r!.message]).toEqual(['2:12-2:15', '`hooks` must be an object of hook events, not a string: each event holds an array of `{ "matcher", "hooks": [...] }` groups; Claude Code skips it ("Invalid setting skipped")']);
  });
  it('a valid handler: nothing', () => {
    expect(runRule(hooksFieldTypes, settings('{ "type": "command", "command": "x", "timeout": 30 }'))).toEqual([]);
    expect(runRule(hooksFieldTypes, pluginHooks('{ "type": "http", "url": "https://example.com/h", "timeout": 1.5 }', 'Stop'))).toEqual([]);
  });
});

describe('hooks/handler: an empty command is a warning at the value, a null one an error there', () => {
  it('empty', () => {
    const [r] = runRule(handler, settings('{ "type": "command", "command": "" }'));
    expect([r!.level, at(r!), r!.message]).toEqual(['warn', '7:43-7:45', '`command` of this `command` hook is empty: it has nothing to run (Claude Code 2.1.332 loads it without a message)']);
  });
  it('null', () => {
    const [r] = runRule(handler, settings('{ "type": "command", "command": null }'));
    expect([r!.level, at(r!), r!.message]).toEqual([undefined, '7:43-7:47', 'a `command` hook needs `command`: Claude Code skips this handler']);
  });
});

describe('hooks/handler-ignored-field', () => {
  it('async on a prompt hook, no fix', () => {
    const a = artifactOf('hooks', '.claude/settings.json', '{\n  "hooks": {\n    "Stop": [\n      {\n        "hooks": [\n          {\n            "type": "prompt",\n            "prompt": "Done?",\n            "async": true\n          }\n        ]\n      }\n    ]\n  }\n}\n');
    const [r, ...rest] = runRule(handlerIgnoredField, a);
    expect(rest).toEqual([]);
    expect(handlerIgnoredField.meta.defaultLevel).toBe('warn');
    expect([at(r!), r!.message]).toEqual(['9:13-9:20', '`async` has no effect on a `prompt` hook: only `command` hooks read it (documented), and Claude Code accepts it without a message']);
    expect(r!.suggestion).toBeUndefined();
  });
  it('model on a command hook ; once and timeout on any type are fine', () => {
    const [r, ...rest] = runRule(handlerIgnoredField, settings('{ "type": "command", "command": "x", "model": "haiku", "once": true, "timeout": 5 }'));
    expect(rest).toEqual([]);
    expect([at(r!), r!.message, r!.suggestion]).toEqual(['7:48-7:55', '`model` has no effect on a `command` hook: only `prompt` and `agent` hooks read it (documented), and Claude Code accepts it without a message', undefined]);
  });
});

describe('hooks/command-script-missing', () => {
  it('reads the script a command runs', () => {
    expect(scriptOf('./scripts/x.sh --fast')).toEqual({ anchor: 'cwd', rel: 'scripts/x.sh', raw: './scripts/x.sh' });
    expect(scriptOf('bash "${CLAUDE_PLUGIN_ROOT}/hooks/a.sh"')).toEqual({ anchor: 'plugin', rel: 'hooks/a.sh', raw: '"${CLAUDE_PLUGIN_ROOT}/hooks/a.sh"' });
    expect(scriptOf('"$CLAUDE_PROJECT_DIR"/.claude/hooks/b.py')).toEqual({ anchor: 'project', rel: '.claude/hooks/b.py', raw: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/b.py' });
    expect(scriptOf('npx prettier --write .')).toBeUndefined();
  });
  it('a missing script in settings.json and in a plugin; present ones are fine', () => {
    const { project, root } = projectOf({
      '.claude/settings.json': '{\n  "hooks": {\n    "PostToolUse": [\n      { "matcher": "Write", "hooks": [ { "type": "command", "command": "./scripts/format.sh" }, { "type": "command", "command": "./scripts/ok.sh" } ] }\n    ]\n  }\n}\n',
      'scripts/ok.sh': 'echo ok\n',
      'plug/.claude-plugin/plugin.json': '{ "name": "plug" }\n',
      'plug/hooks/hooks.json': '{\n  "hooks": {\n    "Stop": [ { "hooks": [ { "type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/hooks/gone.sh" }, { "type": "command", "command": "./relative-to-cwd.sh" } ] } ]\n  }\n}\n',
    });
    try {
      expect(runProjectRule(commandScriptMissing, project).map((r) => `${r.path} ${at(r)} ${r.message}`)).toEqual([
        '.claude/settings.json 4:72-4:93 the hook script `scripts/format.sh` does not exist: the hook runs `./scripts/format.sh`, which is `scripts/format.sh`; the command fails every time the hook fires, and Claude Code loads it without a message',
        'plug/hooks/hooks.json 3:60-3:97 the hook script `plug/hooks/gone.sh` does not exist: the hook runs `${CLAUDE_PLUGIN_ROOT}/hooks/gone.sh`, which is `plug/hooks/gone.sh`; the command fails every time the hook fires, and Claude Code loads it without a message',
      ]);
    } finally {
      removeTree(root);
    }
  });
});

const mcp = (cfg: string, path = '.mcp.json') => artifactOf('mcp', path, `{\n  "mcpServers": {\n    "docs": ${cfg}\n  }\n}\n`);

describe('mcp/field-types', () => {
  it('args as a string: the loader drops the server; the fix splits it (MaybeIncorrect)', () => {
    const a = mcp('{ "command": "npx", "args": "-y @acme/docs-mcp" }');
    const [r, ...rest] = runRule(mcpFieldTypes, a);
    expect(rest).toEqual([]);
    expect([at(r!), r!.message]).toEqual(['3:41-3:60', '`args` of MCP server `docs` must be an array of strings, not a string: `claude plugin validate` rejects this server config (a plugin\'s loader silently drops such a server)']);
    expect(r!.suggestion!.applicability).toBe('MaybeIncorrect');
    expect(JSON.parse(apply(a.file.text, r!.suggestion!.edits[0]!)).mcpServers.docs.args).toEqual(['-y', '@acme/docs-mcp']);
  });
  it('in a plugin the message says the loader drops it; env values, headers and a bad remote url', () => {
    const file = parseAs('mcp', 'plug/.mcp.json', '{\n  "mcpServers": {\n    "a": { "command": "x", "env": { "N": 1 } },\n    "b": { "type": "http", "url": "not a url", "headers": "x" }\n  }\n}\n', { pluginRoot: 'plug' });
    expect(file.artifacts.flatMap((a) => runRule(mcpFieldTypes, a)).map((r) => `${at(r)} ${r.message}`)).toEqual([
      '3:42-3:43 `env.N` of MCP server `a` must be a string, not a number: the plugin loader silently drops this server',
      '4:59-4:62 `headers` of MCP server `b` must be an object of strings, not a string: the plugin loader silently drops this server',
      '4:35-4:46 `url` `not a url` of MCP server `b` is not an absolute URL: the plugin loader marks this server as invalid config and it never connects',
    ]);
  });
  it('valid servers: nothing', () => {
    expect(runRule(mcpFieldTypes, mcp('{ "command": "npx", "args": ["-y", "x"], "env": { "A": "b" } }'))).toEqual([]);
    expect(runRule(mcpFieldTypes, mcp('{ "type": "http", "url": "https://x.example/mcp", "headers": { "A": "b" } }'))).toEqual([]);
  });
  it('a blank command or url is a warning from mcp/server-config; an empty command stays an error', () => {
    const [w] = runRule(serverConfig, mcp('{ "command": "   " }'));
    expect([w!.level, w!.message]).toEqual(['warn', '`command` of MCP server `docs` is blank: the server has nothing to run (Claude Code 2.1.332\'s validator accepts it)']);
    const [e] = runRule(serverConfig, mcp('{ "command": "" }'));
    expect(e!.level).toBeUndefined();
  });
});

describe('mcp/file-shape', () => {
  it('servers at the top level (warn), mcpServers not an object (error), {} (nothing)', () => {
    const { project, root } = projectOf({
      '.mcp.json': '{\n  "docs": { "command": "node" }\n}\n',
      'a/.mcp.json': '{\n  "mcpServers": "docs"\n}\n',
      'b/.mcp.json': '{}\n',
    });
    try {
      expect(runProjectRule(fileShape, project).map((r) => `${r.path} ${r.level ?? 'error'} ${at(r)} ${r.message}`).sort()).toEqual([
        '.mcp.json warn 2:3-2:9 this file has no `mcpServers` object: Claude Code loads no MCP server from it and says nothing (the servers here sit at the top level; put them under `"mcpServers"`)',
        'a/.mcp.json error 2:17-2:23 `mcpServers` must be an object mapping server names to configs, not a string: no server loads from this file ("No servers load from this file")',
      ]);
    } finally {
      removeTree(root);
    }
  });
});

describe('mcp/file-shape in a plugin', () => {
  it('a plugin .mcp.json with its servers at the top level: the plugin loader reads them, nothing to report; the servers are checked', () => {
    const { project, root } = projectOf({
      'p/.claude-plugin/plugin.json': '{ "name": "p" }\n',
      'p/.mcp.json': '{\n  "docs": { "command": "node" }\n}\n',
    });
    try {
      expect(runProjectRule(fileShape, project)).toEqual([]);
      const servers = project.artifacts.filter((a) => a.kind === 'mcp');
      expect(servers.map((a) => [a.path, a.element.name, a.pluginRoot])).toEqual([['p/.mcp.json', 'docs', 'p']]);
    } finally {
      removeTree(root);
    }
  });
});

describe('marketplace/field-types', () => {
  it('each wrong type, a bad entry homepage and an entry name with a space', () => {
    const a = artifactOf('marketplace', '.claude-plugin/marketplace.json', '{\n  "name": "m",\n  "owner": { "name": "o", "email": 5 },\n  "metadata": "x",\n  "plugins": [\n    { "name": "has space", "source": "./p", "keywords": "a, b", "homepage": "nope", "author": "me" }\n  ]\n}\n');
    expect(runRule(marketplaceFieldTypes, a).map((r) => `${at(r)} ${r.message}`)).toEqual([
      '3:36-3:37 `owner.email` must be a string, not a number: `claude plugin validate` rejects the marketplace',
      '4:15-4:18 `metadata` must be an object, not a string: `claude plugin validate` rejects the marketplace',
      '6:95-6:99 `plugins[0].author` must be an object, not a string: `claude plugin validate` rejects the marketplace',
      '6:57-6:63 `plugins[0].keywords` must be an array of strings, not a string: `claude plugin validate` rejects the marketplace',
      '6:15-6:26 plugin name `has space` contains spaces: `claude plugin validate` rejects the marketplace ("Plugin name cannot contain spaces"), and Claude Code cannot install the plugin',
      '6:77-6:83 `homepage` `nope` is not a URL ("Invalid URL"): `claude plugin validate` rejects the marketplace',
    ]);
  });
});

describe('plugin/manifest-values and an empty plugin name', () => {
  it('homepage not a URL, empty and missing author name; repository is not checked', () => {
    const a = artifactOf('plugin', '.claude-plugin/plugin.json', '{\n  "name": "p",\n  "homepage": "example.com",\n  "repository": "nope",\n  "author": { "name": "" }\n}\n');
    expect(runRule(manifestValues, a).map((r) => `${at(r)} ${r.message}`)).toEqual([
      '3:15-3:28 `homepage` `example.com` is not a URL ("Invalid URL"): `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)',
      '5:23-5:25 `author.name` is empty ("Author name cannot be empty"): `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)',
    ]);
    const [m] = runRule(manifestValues, artifactOf('plugin', '.claude-plugin/plugin.json', '{\n  "name": "p",\n  "author": { "email": "a@b.c" }\n}\n'));
    expect([at(m!), m!.message]).toEqual(['3:3-3:11', '`author` has no `name`: `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)']);
  });
  it('an empty name is an error: the loader refuses the plugin', () => {
    const [r, ...rest] = runRule(manifestName, artifactOf('plugin', '.claude-plugin/plugin.json', '{\n  "name": ""\n}\n'));
    expect(rest).toEqual([]);
    expect([r!.level, at(r!), r!.message]).toEqual([undefined, '2:11-2:13', '`name` is empty: Claude Code refuses the manifest ("Plugin name cannot be empty") and does not load the plugin at all']);
  });
});

describe('skills/unreachable', () => {
  const skill = (fm: string) => artifactOf('skill', '.claude/skills/deploy/SKILL.md', `---\nname: deploy\ndescription: Deploy\n${fm}---\nBody.\n`);
  it('both flags off: at user-invocable, with the other flag as related', () => {
    const [r, ...rest] = runRule(unreachable, skill('disable-model-invocation: true\nuser-invocable: false\n'));
    expect(rest).toEqual([]);
    expect(unreachable.meta.defaultLevel).toBe('warn');
    expect([at(r!), r!.related!.map((x) => at(x.span))]).toEqual(['5:17-5:22', ['4:27-4:31']]);
  });
  it('a string Claude Code reads as true counts; one flag alone does not', () => {
    expect(runRule(unreachable, skill('disable-model-invocation: "yes"\nuser-invocable: false\n'))).toHaveLength(1);
    expect(runRule(unreachable, skill('disable-model-invocation: true\n'))).toEqual([]);
    expect(runRule(unreachable, skill('user-invocable: false\n'))).toEqual([]);
  });
});
