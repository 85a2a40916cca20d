import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/marketplace-source.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const market = (entry: string) => `{\n  "name": "team",\n  "plugins": [\n    ${entry}\n  ]\n}\n`;

describe('codex/marketplace-source', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an entry named differently from its manifest fails to install, with a possible rename', () => {
    const tree = {
      '.agents/plugins/marketplace.json': market('{ "name": "other", "source": { "source": "local", "path": "./plugins/good" } }'),
      'plugins/good/.codex-plugin/plugin.json': '{ "name": "good" }\n',
    };
    const [d, ...rest] = findingsOf(rule, tree);
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:15 error Codex lists `other` but `codex plugin add` fails: its manifest `plugins/good/.codex-plugin/plugin.json` names the plugin `good` ("plugin.json name does not match marketplace plugin name")']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"good"']]);
  });

  it('a folder holding only some other file has no manifest', () => {
    const tree = { '.agents/plugins/marketplace.json': market('{ "name": "notes", "source": "./plugins/notes" }'), 'plugins/notes/README.md': '# Notes\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['4:34 error Codex lists `notes` but `codex plugin add` fails ("missing plugin.json"): `./plugins/notes` holds no `.codex-plugin/plugin.json` and no Agent Plugins `plugin.json`']);
  });

  it('an Agent Plugins manifest that declares its schema is installed', () => {
    const tree = {
      '.agents/plugins/marketplace.json': market('{ "name": "notes", "source": "./plugins/notes" }'),
      'plugins/notes/plugin.json': '{ "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "notes", "version": "1.0.0" }\n',
    };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('a missing folder behind an entry Codex skips anyway is not reported', () => {
    expect(brief(findingsOf(rule, { '.agents/plugins/marketplace.json': market('{ "name": "notes", "source": "plugins/nowhere" }') }))).toEqual([]);
  });
});
