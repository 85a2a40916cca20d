/**
 * The rules of the validator sweep (issue 19; cases in oracle/claude-code/rules-validator-sweep.json, whose
 * levels oracle-rules.test.ts checks): exact messages' key parts, ranges, levels and fixes.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import manifestExtensions from '../../../src/harnesses/claude-code/rules/plugin/manifest-extensions.js';
import fieldTypes from '../../../src/harnesses/claude-code/rules/plugin/field-types.js';
import monitorSchema from '../../../src/harnesses/claude-code/rules/plugin/monitor-schema.js';
import lspServerSchema from '../../../src/harnesses/claude-code/rules/plugin/lsp-server-schema.js';
import manifestName from '../../../src/harnesses/claude-code/rules/plugin/manifest-name.js';
import unknownField from '../../../src/harnesses/claude-code/rules/plugin/unknown-field.js';
import remoteServer from '../../../src/harnesses/claude-code/rules/mcp/remote-server.js';
import entryExtensions from '../../../src/harnesses/claude-code/rules/marketplace/entry-extensions.js';
import componentPaths from '../../../src/harnesses/claude-code/rules/plugin/component-paths.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

const manifest = (json: string) => artifactOf('plugin', 'p/.claude-plugin/plugin.json', json);
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const project = (files: Record<string, string>) => {
  const { project: p, root } = projectOf(files);
  roots.push(root);
  return p;
};

describe('plugin/manifest-extensions', () => {
  it('accepts the fields validate accepts, and does not call them unknown', () => {
    const m = manifest('{ "name": "p", "engines": { "claude-code": ">=2.1.0" }, "optionalDependencies": ["q", { "name": "r" }], "network": { "hosts": ["api.example.com", "*.example.com", "db.example.com:5432"] }, "binaries": { "tool": { "sha256": "' + 'a'.repeat(64) + '" } }, "types": "./types.d.ts", "commands": { "x": { "source": "./x.md" }, "y": { "content": "hi" } }, "dependencies": ["helper@market"] }');
    expect(runRule(manifestExtensions, m)).toEqual([]);
    expect(runRule(unknownField, m)).toEqual([]);
    expect(runRule(fieldTypes, m)).toEqual([]);
  });
  it('reports each value at its node with the validator\'s level', () => {
    const rs = runRule(manifestExtensions, manifest('{\n "name": "p",\n "engines": { "claude-code": "banana" },\n "types": "../x.d.ts",\n "optionalDependencies": ["q"],\n "dependencies": ["q", "a b"]\n}'));
    expect(rs.map((r) => [at(r), r.level, r.message.split(':')[0]])).toEqual([
      ['3:30-3:38', 'error', '`engines.claude-code` must be a version range such as `>=2.1.0`'],
      ['4:11-4:22', 'error', '`types` must stay inside the plugin folder (no `..`)'],
      ['5:27-5:30', 'warn', '`q` is also in `dependencies`, so it is required'],
      ['6:24-6:29', 'error', 'dependency `a b` is not a plugin name'],
    ]);
  });
  it('reports a command entry with both source and content at its key, and past 256 hosts once', () => {
    const [c] = runRule(manifestExtensions, manifest('{ "name": "p", "commands": { "x": { "source": "./x.md", "content": "hi" } } }'));
    expect([at(c!), c!.level]).toEqual(['1:30-1:33', 'error']);
    expect(c!.message).toContain('not both');
    const hosts = Array.from({ length: 258 }, (_, i) => `"h${i}.example.com"`).join(', ');
    const rs = runRule(manifestExtensions, manifest(`{ "name": "p", "network": { "hosts": [${hosts}] } }`));
    expect(rs.map((r) => [r.level, r.message])).toEqual([['warn', '`network.hosts` lists 258 hosts: Claude Code reads the first 256 and ignores the rest']]);
  });
});

describe('plugin/field-types: userConfig options', () => {
  const option = (o: string) => manifest(`{ "name": "p", "userConfig": { "k": { "type": "string", "title": "t", "description": "d", ${o} } } }`);
  it('accepts options with a default among them', () => {
    expect(runRule(fieldTypes, option('"options": ["a", "b"], "default": "a"'))).toEqual([]);
    expect(runRule(fieldTypes, option('"options": ["a", "b"], "required": true'))).toEqual([]);
  });
  it('reports what validate rejects', () => {
    const msgs = (o: string) => runRule(fieldTypes, option(o)).map((r) => r.message.replace(/: `claude plugin validate` rejects the manifest$/, ''));
    expect(msgs('"options": ["a", "A"], "default": "a"')).toEqual(['`options` repeats a value (letter case does not count)']);
    expect(msgs('"options": ["a", "b"], "default": "c"')).toEqual(['`default` must be one of the options (a, b)']);
    expect(msgs('"options": ["a"]')).toEqual(['a field with `options` needs a `default` among them, or `required: true`']);
    expect(msgs('"options": [" a"], "default": " a"')).toEqual(['the option ` a` starts or ends with a space']);
  });
  it('reports an option key that is not an identifier at the key', () => {
    const [r] = runRule(fieldTypes, manifest('{ "name": "p", "userConfig": { "1key": { "type": "string", "title": "t", "description": "d" } } }'));
    expect([at(r!), r!.message.startsWith('`userConfig` key `1key` must be an identifier')]).toEqual(['1:32-1:38', true]);
  });
});

describe('the other sweep checks', () => {
  it('plugin/monitor-schema: a monitor name used twice', () => {
    const rs = runRule(monitorSchema, manifest('{ "name": "p", "experimental": { "monitors": [{ "name": "w", "command": "x", "description": "d" }, { "name": "w", "command": "x", "description": "d" }] } }'));
    expect(rs.map((r) => r.message)).toEqual(['monitor name `w` is used twice in `experimental.monitors`: monitor names must be unique within a plugin: `claude plugin validate` rejects the manifest']);
  });
  it('plugin/lsp-server-schema: a command with a space, no extension', () => {
    const rs = runRule(lspServerSchema, manifest('{ "name": "p", "lspServers": { "ts": { "command": "ts server", "extensionToLanguage": {} } } }'));
    expect(rs.map((r) => r.message.split(':')[0])).toEqual(['`command` of LSP server `ts` must not contain spaces', '`extensionToLanguage` of LSP server `ts` must map at least one extension']);
    expect(runRule(lspServerSchema, manifest('{ "name": "p", "lspServers": { "ts": { "command": "/opt/my tools/tss", "extensionToLanguage": { ".ts": "typescript" } } } }'))).toEqual([]);
  });
  it('plugin/manifest-name: control characters are errors, path characters say the plugin is refused by path', () => {
    const [c] = runRule(manifestName, manifest('{ "name": "p\\u0007q" }'));
    expect([c!.level, c!.message]).toEqual([undefined, 'plugin name `p\\u0007q` contains a control or bidirectional-formatting character: `claude plugin validate` rejects it']);
    const [s] = runRule(manifestName, manifest('{ "name": "a/b" }'));
    expect([s!.level, s!.message.split(':')[1]!.trim()]).toEqual(['warn', 'Claude Code refuses a plugin with this name when it is loaded by path (`--plugin-dir`), and cannot install it from a marketplace that lists it under this name']);
  });
  it('mcp/remote-server: cleartext to another host (with the https fix), not to this machine', () => {
    const mcp = (server: string, inPlugin = true) => artifactOf('mcp', '.mcp.json', `{ "mcpServers": { "s": ${server} } }`, inPlugin ? { pluginRoot: '.' } : {});
    const [r, ...rest] = runRule(remoteServer, mcp('{ "type": "http", "url": "http://api.example.com/mcp" }'));
    expect(rest).toEqual([]);
    expect([at(r!), r!.level, r!.suggestion?.edits[0]?.text]).toEqual(['1:49-1:77', 'warn', '"https://api.example.com/mcp"']);
    expect(runRule(remoteServer, mcp('{ "type": "http", "url": "http://127.0.0.1:8080/mcp" }'))).toEqual([]);
    // Only a plugin's servers: validate's checks were not recorded for a project's `.mcp.json`.
    expect(runRule(remoteServer, mcp('{ "type": "http", "url": "http://api.example.com/mcp" }', false))).toEqual([]);
    expect(runRule(remoteServer, mcp('{ "type": "http", "url": "https://x.example.com", "oauth": { "authServerMetadataUrl": "http://a.example.com" } }')).map((r) => [r.level, r.message])).toEqual([
      [undefined, '`oauth.authServerMetadataUrl` of MCP server `s` must use `https://`: Claude Code drops the server at load'],
    ]);
  });
  it('plugin/component-paths: a skills entry that is a SKILL.md file, an mcpServers path that is not .json', () => {
    const p = project({ 'p/.claude-plugin/plugin.json': '{ "name": "p", "skills": ["./skills/s/SKILL.md"], "mcpServers": "./servers", "types": "./missing.d.ts" }', 'p/skills/s/SKILL.md': '---\nname: s\ndescription: d\n---\nx\n', 'p/servers/a.json': '{}' });
    const rs = runProjectRule(componentPaths, p);
    expect(rs.map((r) => [r.message.split(':')[0], r.suggestion?.edits[0]?.text])).toEqual([
      ['`skills` entries are folders holding `SKILL.md`, not files (`./skills/s/SKILL.md`)', '"./skills/s"'],
      ['`mcpServers` path `./servers` is not a `.json` file or an MCP bundle', undefined],
      ['`types` path `./missing.d.ts` does not exist in the plugin', undefined],
    ]);
  });
});

describe('marketplace/entry-extensions', () => {
  const market = (plugins: string, extra = '') => project({ '.claude-plugin/marketplace.json': `{ "name": "m", "owner": { "name": "o" }, "plugins": ${plugins}${extra} }`, 'a/.claude-plugin/plugin.json': '{ "name": "a" }' });
  it('accepts a plain marketplace', () => {
    expect(runProjectRule(entryExtensions, market('[{ "name": "a", "source": "./a" }]', ', "renames": { "old": "a", "gone": null }'))).toEqual([]);
  });
  it('reports the validator\'s marketplace checks with its levels', () => {
    const rs = runProjectRule(entryExtensions, market(
      '[{ "name": "a", "source": "./a", "headers": { "X": "y" }, "optionalDependencies": ["q"] }, { "name": "b", "strict": false, "source": { "source": "archive", "url": "http://x.example.com/b.zip", "sha256": "abc" }, "headersHelper": "echo    x", "headers": { "X-Forwarded-For": "1" } }]',
      ', "renames": { "old": "nope" }',
    ));
    expect(rs.map((r) => [r.level ?? 'error', r.message.split(':')[0]])).toEqual([
      ['warn', 'plugin `a` sets `headers`, which applies to `archive` sources only'],
      ['warn', 'Claude Code ignores this entry\'s `optionalDependencies`'],
      ['error', '`headersHelper` of plugin `b` must be plain printable text'],
      ['warn', 'header `X-Forwarded-For` is a request-routing or identity header that a marketplace entry may not set'],
      ['error', 'archive `url` of plugin `b` must use `https'],
      ['error', '`sha256` of plugin `b`\'s source must be a 64-character hex SHA-256 digest'],
      ['error', 'rename `old` does not resolve'],
    ]);
    expect(rs.every((r) => r.path === '.claude-plugin/marketplace.json')).toBe(true);
  });
});
