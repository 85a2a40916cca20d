/**
 * codex/config-schema's key-by-key type check of `.codex/config.toml`, codex/config-unknown-key's project-ignored keys,
 * and codex/plugin-manifest on `.codex-plugin/plugin.json` (the verdicts behind them: oracle/codex/mutations.json).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function findings(files: Record<string, string>, path: string) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root, harnesses: ['codex'] }).diagnostics.filter((d) => d.span.path === path).map((d) => ({
    at: `${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`,
    rule: d.kind,
    level: d.level,
    message: d.message,
    fix: d.suggestion?.edits?.[0]?.text ?? null,
  }));
}
const CONFIG = '.codex/config.toml';
const config = (text: string) => findings({ [CONFIG]: text }, CONFIG);

describe('codex/config-schema: each key against its type', () => {
  it('reports a boolean given a string, at the value', () => {
    expect(config('hide_agent_reasoning = "no"\n')).toEqual([
      { at: '1:24-1:28', rule: 'codex/config-schema', level: 'error', message: expect.stringContaining('`hide_agent_reasoning` must be a boolean, not `"no"`'), fix: null },
    ]);
  });
  it('reports a value outside a closed set with a certain fix', () => {
    expect(config('approval_policy = "on_request"\n')).toEqual([
      { at: '1:19-1:31', rule: 'codex/config-schema', level: 'error', message: expect.stringContaining('Codex accepts `untrusted`, `on-failure`, `on-request`, `granular`, `never` ("unknown variant")'), fix: '"on-request"' },
    ]);
  });
  it('reports a negative byte count, an array item of the wrong type and a nested enum', () => {
    expect(config('project_doc_max_bytes = -1\nproject_root_markers = [".git", 2]\n\n[history]\npersistence = "all"\n').map((f) => `${f.at} ${f.rule}`)).toEqual([
      '1:25-1:27 codex/config-schema',
      '2:33-2:34 codex/config-schema',
      '5:15-5:20 codex/config-schema',
    ]);
  });
  it('takes every well-typed value, a table for an enum key and a [features] table flag', () => {
    expect(config('model = "o3"\nmodel_context_window = -5\nproject_doc_max_bytes = 0\napproval_policy = { granular = {} }\n\n[features]\nhooks = true\nnetwork_proxy = { enabled = true }\n')).toEqual([]);
  });
  it('a [features] flag that is not a boolean is fatal', () => {
    expect(config('[features]\nhooks = "yes"\n').map((f) => `${f.at} ${f.rule} ${f.level}`)).toEqual(['2:9-2:14 codex/config-schema error']);
  });
});

describe('codex/config-unknown-key: keys a project file may not set', () => {
  it('warns that `notify` is ignored in a project config, whatever its value, and does not type-check it', () => {
    expect(config('notify = "notify-send"\n')).toEqual([
      { at: '1:1-1:7', rule: 'codex/config-unknown-key', level: 'warn', message: expect.stringContaining('Codex ignores `notify` in a project config'), fix: null },
    ]);
  });
  it('keys of the published schema that 0.171.0 does not know are unknown', () => {
    expect(config('model_supports_reasoning_summaries = true\n').map((f) => `${f.rule} ${f.level}`)).toEqual(['codex/config-unknown-key warn']);
  });
});

const MANIFEST = 'plugins/notes/.codex-plugin/plugin.json';
const plugin = (text: string) => findings({ [MANIFEST]: text }, MANIFEST);

describe('codex/plugin-manifest', () => {
  it('is quiet on a valid manifest', () => {
    expect(plugin('{\n  "name": "meeting-notes",\n  "version": "1.0.0",\n  "skills": "./skills/"\n}\n')).toEqual([]);
  });
  it('reports a name with a space (install refused) with a MaybeIncorrect fix', () => {
    expect(plugin('{\n  "name": "meeting notes"\n}\n')).toEqual([
      { at: '2:11-2:26', rule: 'codex/plugin-manifest', level: 'error', message: expect.stringContaining('Codex refuses to install this plugin: `name` `meeting notes` may only hold'), fix: '"meeting-notes"' },
    ]);
  });
  it('reports a missing name and a version that is not a string', () => {
    expect(plugin('{\n  "version": 1\n}\n').map((f) => `${f.at} ${f.level} ${f.message.slice(0, 60)}`)).toEqual([
      '2:3-2:12 error Codex refuses to install this plugin: it has no `name` ("mis',
      '2:14-2:15 error Codex refuses to install this plugin: `version` is `1`, not ',
    ]);
  });
  it('warns about skills paths Codex ignores, with a certain fix where `./` is only missing', () => {
    expect(plugin('{\n  "name": "n",\n  "skills": "skills/"\n}\n')).toEqual([
      { at: '3:13-3:22', rule: 'codex/plugin-manifest', level: 'warn', message: expect.stringContaining('Codex ignores `skills`: `skills/` does not start with `./`'), fix: '"./skills/"' },
    ]);
    expect(plugin('{\n  "name": "n",\n  "skills": "./a/../../x"\n}\n').map((f) => f.message.split(';')[0])).toEqual(['Codex ignores `skills`: `./a/../../x` leaves the plugin folder']);
  });
  it('reads inline hooks and mcpServers objects and lists of paths as Codex does (codex-rs/core-plugins/src/manifest.rs)', () => {
    const inline = '{\n  "name": "n",\n  "hooks": { "hooks": { "SessionStart": [{ "hooks": [{ "type": "command", "command": "echo" }] }] } },\n  "mcpServers": { "docs": { "command": "node" } },\n  "skills": ["./a/", "./b/"]\n}\n';
    expect(plugin(inline)).toEqual([]);
    expect(plugin('{\n  "name": "n",\n  "hooks": [{ "hooks": {} }, { "hooks": {} }]\n}\n')).toEqual([]);
    // In a list, each path is judged on its own; an object where only a path is read is still ignored.
    expect(plugin('{\n  "name": "n",\n  "skills": ["./a/", "b/"],\n  "apps": { "x": 1 }\n}\n')).toEqual([
      { at: '3:22-3:26', rule: 'codex/plugin-manifest', level: 'warn', message: expect.stringContaining('Codex ignores this `skills` entry: `b/` does not start with `./`'), fix: '"./b/"' },
      { at: '4:11-4:21', rule: 'codex/plugin-manifest', level: 'warn', message: expect.stringContaining('Codex ignores `apps`: is an object, not a path'), fix: null },
    ]);
  });
  it('reports a manifest that is not an object', () => {
    expect(plugin('[1]\n').map((f) => `${f.at} ${f.level}`)).toEqual(['1:1-1:4 error']);
  });
});
