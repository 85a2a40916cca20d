/**
 * Agent Plugins 1.0.0 (src/formats/agent-plugins/): the vendored schemas agree with the rules' field lists, the
 * specification's own examples pass, its invalid examples and fixtures/plugins/agent-plugin-broken fire at exact
 * ranges, and other harnesses' `plugin.json` files are left alone.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { discover } from '../../../src/engine/discover.js';
import { AGENT_PLUGINS_MANIFEST_FIELDS, AGENT_PLUGINS_MCP_VARIANTS, AGENT_PLUGINS_NAME, AGENT_PLUGINS_MANIFEST_SCHEMA, AGENT_PLUGINS_MCP_SCHEMA } from '../../../src/formats/agent-plugins/known-values.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function run(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root });
}
type R = ReturnType<typeof run>;
const rows = (r: R) =>
  r.diagnostics.filter((d) => d.kind.startsWith('agent-plugins/')).map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.kind} ${d.level}`);
const MANIFEST = (extra = '') => `{\n  "$schema": "${AGENT_PLUGINS_MANIFEST_SCHEMA}",\n  "name": "notes"${extra}\n}\n`;

const schema = (f: string) => JSON.parse(readFileSync(`schema/vendor/agent-plugins/${f}`, 'utf8'));

describe('the vendored schemas', () => {
  it('list the manifest fields, the name pattern and the MCP variants the rules check', () => {
    const plugin = schema('plugin.schema.json');
    expect(Object.keys(plugin.properties).sort()).toEqual(Object.keys(AGENT_PLUGINS_MANIFEST_FIELDS).sort());
    expect(plugin.required).toEqual(['$schema', 'name']);
    expect(plugin.properties.$schema.const).toBe(AGENT_PLUGINS_MANIFEST_SCHEMA);
    expect(plugin.properties.name.pattern).toBe(AGENT_PLUGINS_NAME.source);
    const mcp = schema('mcp.schema.json');
    expect(mcp.properties.$schema.const).toBe(AGENT_PLUGINS_MCP_SCHEMA);
    const defs = { stdio: 'stdioServer', 'streamable-http': 'streamableHttpServer', sse: 'sseServer' } as const;
    for (const [type, def] of Object.entries(defs)) {
      expect([type, Object.keys(mcp.$defs[def].properties).sort()]).toEqual([type, Object.keys(AGENT_PLUGINS_MCP_VARIANTS[type]!.fields).sort()]);
      expect([type, mcp.$defs[def].required]).toEqual([type, ['type', ...AGENT_PLUGINS_MCP_VARIANTS[type]!.required]]);
    }
    expect(readFileSync('schema/vendor/agent-plugins/LICENSE-Apache-2.0.txt', 'utf8')).toContain('Apache License');
  });
});

describe('the specification’s examples', () => {
  it('the full manifest, the MCP example and a skill pass (fixtures/plugins/agent-plugin)', () => {
    expect(rows(lint({ root: 'fixtures/plugins/agent-plugin' }))).toEqual([]);
  });

  it('the minimal manifest passes', () => {
    expect(rows(run({ 'plugin.json': `{\n  "$schema": "${AGENT_PLUGINS_MANIFEST_SCHEMA}",\n  "name": "minimal-plugin"\n}\n` }))).toEqual([]);
  });

  it('valid and invalid names of §5.5', () => {
    for (const n of ['my-plugin', 'acme.tools', 'lint3r', 'a']) expect([n, rows(run({ 'plugin.json': MANIFEST().replace('"notes"', JSON.stringify(n)) }))]).toEqual([n, []]);
    for (const n of ['My-Plugin', '-start', 'has--double', 'too.many..dots', '']) {
      expect([n, rows(run({ 'plugin.json': MANIFEST().replace('"notes"', JSON.stringify(n)) }))]).toEqual([n, [`plugin.json 3:11-3:${13 + n.length} agent-plugins/manifest error`]]);
    }
  });

  it('§4.1’s invalid relative paths: `../bin/server` and `data`', () => {
    const r = run({
      'plugin.json': MANIFEST(),
      'mcp.json': `{\n  "$schema": "${AGENT_PLUGINS_MCP_SCHEMA}",\n  "mcpServers": {\n    "server": {\n      "type": "stdio",\n      "command": "../bin/server",\n      "cwd": "data"\n    }\n  }\n}\n`,
    });
    expect(rows(r)).toEqual(['mcp.json 6:18-6:33 agent-plugins/mcp error']);
    expect(r.diagnostics[0]!.message).toBe('a client skips MCP server `server`: `command` `../bin/server` is neither a bare executable name nor a path starting with `./` (Agent Plugins 1.0.0 §7.2.1)');
  });
});

describe('what the conformance suite expects a client to skip', () => {
  const server = (body: string) => run({ 'plugin.json': MANIFEST(), 'mcp.json': `{\n  "$schema": "${AGENT_PLUGINS_MCP_SCHEMA}",\n  "mcpServers": {\n    "s": ${body}\n  }\n}\n` });
  it('skips a server with an escaping `cwd`, an unknown field, a reserved `env` name, a URL fragment or a header given twice', () => {
    for (const body of [
      '{ "type": "stdio", "command": "node", "cwd": "./.." }',
      '{ "type": "stdio", "command": "node", "cwd": "${PLUGIN_DATA}/.." }',
      '{ "type": "stdio", "command": "node", "extra": true }',
      '{ "type": "stdio", "command": "node", "env": { "PLUGIN_DATA": "x" } }',
      '{ "type": "streamable-http", "url": "https://example.com/mcp#frag" }',
      '{ "type": "streamable-http", "url": "https://user:pw@example.com/mcp" }',
      '{ "type": "sse", "url": "http://example.com/sse" }',
      '{ "type": "streamable-http", "url": "https://example.com/mcp", "headers": { "X-A": "1", "x-a": "2" } }',
    ]) expect([body, rows(server(body)).map((r) => r.split(' ').pop())]).toEqual([body, ['error']]);
  });
  it('keeps a `./` command with a space, placeholders in `args`/`env`/`cwd`, and plain HTTP to a loopback host', () => {
    for (const body of [
      '{ "type": "stdio", "command": "./bin/posix/probe token.sh", "args": ["${PLUGIN_ROOT}/x", "${UNKNOWN}"] }',
      '{ "type": "stdio", "command": "node", "cwd": "${PLUGIN_ROOT}/work", "env": { "A": "${PLUGIN_DATA}|$B" } }',
      '{ "type": "stdio", "command": "node", "cwd": "${PLUGIN_DATA}" }',
      '{ "type": "streamable-http", "url": "http://127.0.0.1:43187/mcp?value=$V", "headers": { "AcCePt": "text/plain" } }',
    ]) expect([body, rows(server(body))]).toEqual([body, []]);
  });
});

describe('the broken fixture', () => {
  it('reports each mistake at its value', () => {
    const r = lint({ root: 'fixtures/plugins/agent-plugin-broken' });
    expect(rows(r)).toEqual([
      'mcp.json 4:10-4:34 agent-plugins/mcp error',
      'mcp.json 5:40-5:57 agent-plugins/mcp error',
      'mcp.json 6:58-6:64 agent-plugins/mcp error',
      'mcp.json 7:60-7:73 agent-plugins/mcp error',
      'mcp.json 8:73-8:82 agent-plugins/mcp error',
      'plugin.json 3:11-3:27 agent-plugins/manifest error',
      'plugin.json 4:14-4:15 agent-plugins/manifest error',
      'plugin.json 5:28-5:37 agent-plugins/manifest error',
      'plugin.json 6:3-6:11 agent-plugins/manifest warn',
      'plugin.json 7:19-7:27 agent-plugins/manifest warn',
      'skills/Summarize/SKILL.md 2:7-2:16 agent-plugins/skill warn',
      'skills/notes/SKILL.md 2:7-2:20 agent-plugins/skill warn',
      'skills/notes/SKILL.md 5:12-5:15 agent-plugins/skill warn',
    ]);
    const name = r.diagnostics.find((d) => d.span.path === 'plugin.json' && d.span.range.start.line === 3)!;
    expect(name.suggestion!.edits[0]!.text).toBe('"meeting-notes"');
    const skill = r.diagnostics.find((d) => d.span.path === 'skills/notes/SKILL.md' && d.span.range.start.line === 2)!;
    expect([skill.message, skill.suggestion!.edits[0]!.text]).toEqual(['the Agent Plugins specification has clients skip this skill: `name` `meeting-notes` differs from its folder `notes` (https://agentskills.io/specification)', 'notes']);
  });
});

describe('what is not an Agent Plugin', () => {
  it('a root `plugin.json` with other harnesses’ fields beside `skills/` (a Copilot CLI plugin) is left alone', () => {
    const r = run({ 'plugin.json': '{ "name": "Notes", "skills": ["skills/"], "agents": "agents/" }\n', 'skills/a/SKILL.md': '---\nname: A\ndescription: x\n---\n' });
    expect(rows(r)).toEqual([]);
  });

  it('a `plugin.json` with no `$schema` and nothing beside it, or that is not JSON, says nothing', () => {
    expect(rows(run({ 'src/plugin.json': '{ "name": "X" }\n', 'web/plugin.json': '{ oops' }))).toEqual([]);
    expect(run({ 'web/plugin.json': '{ oops' }).diagnostics).toEqual([]);
  });

  it('one with only the format’s fields beside `skills/` but no `$schema` is not read as an Agent Plugin (`agent-plugin-without-schema`)', () => {
    const files = { 'plugin.json': '{\n  "name": "notes"\n}\n', 'skills/a/SKILL.md': '---\nname: A\ndescription: x\n---\n' };
    expect(rows(run(files))).toEqual([]);
    const root = writeTree(files);
    roots.push(root);
    expect(discover(root).project.files.filter((f) => f.kind.startsWith('agent-plugin')).map((f) => f.file.path)).toEqual([]);
  });

  it('another version’s `$schema` is rejected', () => {
    const r = run({ 'plugin.json': MANIFEST().replace('1.0.0', '1.1.0') });
    expect(rows(r)).toEqual(['plugin.json 2:14-2:74 agent-plugins/manifest error']);
  });
});
