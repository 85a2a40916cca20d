/** The plugin-parts rules (issue 12): exact ranges, messages, fixes, and malformed input. */
import { describe, expect, it } from '@jest/globals';
import dependencyShape from '../../../src/harnesses/claude-code/rules/plugin/dependency-shape.js';
import dependencyUnsatisfied from '../../../src/harnesses/claude-code/rules/plugin/dependency-unsatisfied.js';
import fieldTypes from '../../../src/harnesses/claude-code/rules/plugin/field-types.js';
import lspServerSchema from '../../../src/harnesses/claude-code/rules/plugin/lsp-server-schema.js';
import monitorSchema from '../../../src/harnesses/claude-code/rules/plugin/monitor-schema.js';
import { parseRange, satisfies } from '../../../src/harnesses/claude-code/lib/semver-range.js';
import settingsAgentMissing from '../../../src/harnesses/claude-code/rules/plugin/settings-agent-missing.js';
import settingsIgnoredKey from '../../../src/harnesses/claude-code/rules/plugin/settings-ignored-key.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

const manifest = (json: string) => artifactOf('plugin', 'p/.claude-plugin/plugin.json', json, { pluginRoot: 'p' });
const part = (kind: string, path: string, json: string) => artifactOf(kind, `p/${path}`, json, { pluginRoot: 'p' }, kind);
const summary = (rs: Array<{ message: string; range: any }>) => rs.map((r) => `${at(r)} ${r.message.split(':')[0]}`);

describe('plugin/lsp-server-schema', () => {
  it('accepts every documented key with the right types', () => {
    const ok = '{ "go": { "command": "gopls", "args": ["serve"], "extensionToLanguage": { ".go": "go" }, "transport": "socket", "env": { "A": "1" }, "initializationOptions": [], "settings": "x", "workspaceFolder": "/w", "startupTimeout": 1, "shutdownTimeout": 1, "restartOnCrash": false, "maxRestarts": 0 } }';
    expect(runRule(lspServerSchema, part('plugin-lsp', '.lsp.json', ok))).toEqual([]);
    expect(runRule(lspServerSchema, manifest(`{ "name": "p", "lspServers": ${ok} }`))).toEqual([]);
    // A path form is not inline: nothing to check here.
    expect(runRule(lspServerSchema, manifest('{ "name": "p", "lspServers": "./lsp.json" }'))).toEqual([]);
  });
  it('reports each problem the loader names, at the key or value', () => {
    const text = '{\n  "go": {\n    "extensionToLanguage": { "go": "go", ".mod": 5 },\n    "transport": "stdi",\n    "lang": "go",\n    "startupTimeout": 1.5,\n    "maxRestarts": -1,\n    "args": "serve"\n  }\n}\n';
    const rs = runRule(lspServerSchema, part('plugin-lsp', '.lsp.json', text));
    expect(summary(rs)).toEqual([
      '2:3-2:7 LSP server `go` has no `command`',
      '3:50-3:51 `extensionToLanguage..mod` in LSP server `go` must be a string',
      '5:5-5:11 unknown key `lang` in LSP server `go`',
      '6:23-6:26 `startupTimeout` in LSP server `go` must be a whole number above 0',
      '7:20-7:22 `maxRestarts` in LSP server `go` must be a whole number, 0 or more',
      '8:13-8:20 `args` in LSP server `go` must be an array of strings',
      '4:18-4:24 `transport` in LSP server `go` must be `stdio` or `socket`, not `stdi`',
      '3:30-3:34 extension `go` in LSP server `go` must start with a dot (`.go`)',
    ]);
    expect(rs[1]!.message).toBe("`extensionToLanguage..mod` in LSP server `go` must be a string: Claude Code rejects `.lsp.json` (\"LSP config validation failed\") and starts none of its servers; `claude plugin validate` does not read this file");
    expect(rs[6]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"stdio"' }] });
    expect(rs[7]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '".go"' }] });
  });
  it('says validate rejects inline servers', () => {
    const [r, ...rest] = runRule(lspServerSchema, manifest('{ "name": "p", "lspServers": { "go": { "command": "gopls" } } }'));
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('1:32-1:36');
    expect(r!.message).toBe("LSP server `go` has no `extensionToLanguage`: `claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all (its loader refuses the manifest)");
  });
  it('reports a file that is not an object of servers, and a server that is not an object', () => {
    expect(summary(runRule(lspServerSchema, part('plugin-lsp', '.lsp.json', '[1]')))).toEqual(['1:1-1:4 `.lsp.json` must be an object of servers (`{"name"']);
    expect(summary(runRule(lspServerSchema, part('plugin-lsp', '.lsp.json', '{ "go": "gopls" }')))).toEqual(['1:9-1:16 LSP server `go` must be an object with `command` and `extensionToLanguage`']);
  });
});

describe('plugin/monitor-schema', () => {
  it('accepts name, command, description and when', () => {
    expect(runRule(monitorSchema, part('plugin-monitors', 'monitors/monitors.json', '[{ "name": "m", "command": "c", "description": "d", "when": "on-skill-invoke:deploy" }]'))).toEqual([]);
    expect(runRule(monitorSchema, manifest('{ "name": "p", "experimental": { "monitors": "./m.json" } }'))).toEqual([]);
  });
  it('reports missing keys at the entry, unknown keys, wrong types and a bad when', () => {
    const text = '[\n  { "command": 5, "description": "d", "interval": 5, "when": "on-skill-invoke:" }\n]\n';
    const rs = runRule(monitorSchema, part('plugin-monitors', 'monitors/monitors.json', text));
    expect(summary(rs)).toEqual([
      '2:3-2:82 monitor 1 of monitors.json has no `name`',
      '2:16-2:17 `command` in monitor 1 of monitors.json must be a string',
      '2:39-2:49 unknown key `interval` in monitor 1 of monitors.json',
      '2:62-2:80 `when` `on-skill-invoke',
    ]);
    expect(rs[0]!.message).toMatch(/: Claude Code fails to load the file \("Failed to load monitors"\) and runs none of its monitors; `claude plugin validate` does not say why$/);
  });
  it('checks experimental.monitors and the top-level monitors in plugin.json', () => {
    const rs = runRule(monitorSchema, manifest('{ "name": "p", "monitors": [{ "name": "m" }], "experimental": { "monitors": [7] } }'));
    expect(summary(rs)).toEqual(['1:29-1:44 monitor 1 of `monitors` has no `command` and `description`', '1:78-1:79 monitor 1 of `experimental.monitors` must be an object with `name`, `command` and `description`']);
    expect(rs[0]!.message).toMatch(/: `claude plugin validate` rejects the manifest$/);
  });
});

describe('plugin settings.json', () => {
  it('settings-ignored-key reports each key other than agent and subagentStatusLine', () => {
    const rs = runRule(settingsIgnoredKey, part('plugin-settings', 'settings.json', '{\n  "agent": "a",\n  "subagentStatusLine": {},\n  "model": "opus"\n}'));
    expect(rs.map((r) => `${at(r)} ${r.message}`)).toEqual(["4:3-4:10 `model` in a plugin's settings.json is ignored: Claude Code keeps only `agent` and `subagentStatusLine` from it"]);
    expect(settingsIgnoredKey.meta.defaultLevel).toBe('warn');
  });
  it('settings-agent-missing accepts the plugin\'s agents, bare or prefixed, and built-ins; reports the rest with a near miss', () => {
    const files = (agent: string) => ({
      'p/.claude-plugin/plugin.json': '{ "name": "tools" }',
      'p/agents/reviewer.md': '---\nname: reviewer\ndescription: d\n---\nx\n',
      'p/settings.json': `{\n  "agent": "${agent}"\n}\n`,
    });
    for (const ok of ['reviewer', 'tools:reviewer', 'Explore']) {
      const { project, root } = projectOf(files(ok));
      expect(runProjectRule(settingsAgentMissing, project)).toEqual([]);
      removeTree(root);
    }
    const { project, root } = projectOf(files('reviwer'));
    const rs = runProjectRule(settingsAgentMissing, project);
    removeTree(root);
    expect(rs.map((r) => `${r.path} ${at(r)}`)).toEqual(['p/settings.json 2:12-2:21']);
    expect(rs[0]!.message).toContain('(did you mean `reviewer`?)');
    // Agents at custom manifest paths may not all be discovered: no guess.
    const custom = projectOf({ ...files('r'), 'p/.claude-plugin/plugin.json': '{ "name": "tools", "agents": ["./x/r.md"] }', 'p/x/r.md': '---\nname: r\ndescription: d\n---\nx\n' });
    expect(runProjectRule(settingsAgentMissing, custom.project)).toEqual([]);
    removeTree(custom.root);
  });
});

describe('dependencies', () => {
  it('dependency-shape reports numbers and objects without a string name, at the entry', () => {
    const rs = runRule(dependencyShape, manifest('{ "name": "p", "dependencies": ["a", 5, { "version": "1" }, { "name": 3 }, { "name": "b", "version": 2 }] }'));
    expect(summary(rs)).toEqual(['1:38-1:39 dependency 2 must be a plugin name or `{ "name"', '1:41-1:59 dependency 3 has no `name`', '1:71-1:72 `name` of dependency 4 must be a string']);
  });
  it('field-types wants an array', () => {
    const [r] = runRule(fieldTypes, manifest('{ "name": "p", "dependencies": { "a": "1" } }'));
    expect(r!.message).toMatch(/^`dependencies` must be an array, not an object/);
  });
  const market = (aDeps: string, bVersion = '1.2.0') => ({
    '.claude-plugin/marketplace.json': '{ "name": "mk", "owner": { "name": "o" }, "plugins": [{ "name": "a", "source": "./plugins/a" }, { "name": "b", "source": "./plugins/b" }] }',
    'plugins/a/.claude-plugin/plugin.json': `{ "name": "a", "version": "1.0.0", "dependencies": ${aDeps} }`,
    'plugins/b/.claude-plugin/plugin.json': `{ "name": "b", "version": "${bVersion}" }`,
  });
  const unsatisfied = (files: Record<string, string>) => {
    const { project, root } = projectOf(files);
    try {
      return runProjectRule(dependencyUnsatisfied, project);
    } finally {
      removeTree(root);
    }
  };
  it('dependency-unsatisfied: a name the marketplace does not list, a range not met, a version that is not a range', () => {
    const rs = unsatisfied(market('["ghost", "b@mk", "x@elsewhere", { "name": "b", "version": "^2.0.0" }, { "name": "b", "version": "latest" }]'));
    expect(rs.map((r) => `${at(r)} ${r.message}`)).toEqual([
      '1:53-1:60 `ghost` is not listed in the marketplace `mk`: `claude plugin install` skips it and the plugin will not load without it',
      '1:111-1:119 `b` is 1.2.0 in the marketplace `mk`, which `^2.0.0` does not allow: Claude Code does not load the plugin ("Requires \\"b@mk\\" ^2.0.0, installed 1.2.0")',
      '1:149-1:157 `latest` is not a semver range: `claude plugin install` fails ("has an invalid version requirement")',
    ]);
    expect(unsatisfied(market('["b", { "name": "b", "version": ">=1.2 <2" }, { "name": "b", "version": "~1.2.0" }]'))).toEqual([]);
  });
  it('dependency-unsatisfied without a marketplace checks only the range syntax', () => {
    expect(unsatisfied({ 'p/.claude-plugin/plugin.json': '{ "name": "p", "dependencies": ["ghost", { "name": "x", "version": "^1" }] }' })).toEqual([]);
    expect(unsatisfied({ 'p/.claude-plugin/plugin.json': '{ "name": "p", "dependencies": [{ "name": "x", "version": "1.2.3.4" }] }' }).length).toBe(1);
  });
  it('semver ranges: accepted forms and satisfaction', () => {
    for (const r of ['1.x', '*', '', 'x', '>=1 <2', '>= 1.0.0', '1.0.0 - 2.0.0', '~1.2', 'v1', '^1', '1', '>=1.0.0 || ^3', '=1.0.0', '^0.2.1']) expect([r, parseRange(r) !== undefined]).toEqual([r, true]);
    for (const r of ['not-a-range', 'latest', '1.2.3.4', '>=', '^1.0.0.0']) expect([r, parseRange(r)]).toEqual([r, undefined]);
    const yes = ['1.x', '*', '>=1 <2', '1.0.0 - 2.0.0', 'v1', '^1', '~1.0', '=1.0.0', '>=0.9.0 || ^3'];
    for (const r of yes) expect([r, satisfies('1.0.0', r)]).toEqual([r, true]);
    for (const r of ['~1.2', '^2.0.0', '>1.0.0', '<1.0.0', '^0.2.1', '2.x']) expect([r, satisfies('1.0.0', r)]).toEqual([r, false]);
    expect(satisfies('0.2.5', '^0.2.1')).toBe(true);
    expect(satisfies('0.3.0', '^0.2.1')).toBe(false);
  });
});

describe('userConfig options', () => {
  it('reports non-boolean required/sensitive at the value and unknown keys at the key', () => {
    const rs = runRule(fieldTypes, manifest('{ "name": "p", "userConfig": { "k": { "type": "string", "title": "t", "description": "d", "required": "no", "secret": 1, "default": 5 } } }'));
    expect(rs.map((r) => `${at(r)} ${r.message}`)).toEqual([
      '1:103-1:107 `userConfig.k.required` must be `true` or `false`, not a string: `claude plugin validate` rejects the manifest',
      '1:109-1:117 unknown key `secret` in `userConfig.k`: `claude plugin validate` rejects the manifest ("Unrecognized key")',
    ]);
  });
});

describe('discovery of the plugin parts', () => {
  it('reads .lsp.json, monitors/monitors.json and settings.json only inside a plugin, and a parse error is one diagnostic', () => {
    const { project, root } = projectOf({
      'p/.claude-plugin/plugin.json': '{ "name": "p" }',
      'p/.lsp.json': '{ "go": ',
      'p/monitors/monitors.json': '[]',
      'p/settings.json': '{}',
      '.lsp.json': '{}',
      'monitors/monitors.json': '[]',
    });
    const kinds = project.artifacts.map((a) => `${a.kind} ${a.path}`).sort();
    const problems = project.files.flatMap((f) => f.problems.map((p) => `${f.file.path} ${p.range.start.line}:${p.range.start.column}`));
    removeTree(root);
    expect(kinds).toEqual(['plugin p/.claude-plugin/plugin.json', 'plugin-monitors p/monitors/monitors.json', 'plugin-settings p/settings.json']);
    expect(problems).toEqual(['p/.lsp.json 1:9']);
  });
});
