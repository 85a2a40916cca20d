import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/plugin-manifest.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const manifest = (text: string) => ({ 'plugins/notes/.codex-plugin/plugin.json': text });
const REFUSED = 'Codex refuses to install this plugin';

describe('codex/plugin-manifest', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a hooks list holding a bare path is ignored entry by entry, with a certain ./ fix', () => {
    const [d, ...rest] = findingsOf(rule, manifest('{\n  "name": "notes",\n  "hooks": ["./hooks/a.json", "hooks/b.json"]\n}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:31 warn Codex ignores this `hooks` entry: `hooks/b.json` does not start with `./`; a component path starts with `./` and stays inside the plugin, so it is not loaded']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"./hooks/b.json"']]);
  });

  it('a blank version and a numeric keyword refuse the install', () => {
    expect(brief(findingsOf(rule, manifest('{\n  "name": "notes",\n  "version": " ",\n  "keywords": ["notes", 2]\n}\n')))).toEqual([
      `3:14 error ${REFUSED}: \`version\` is blank ("invalid plugin version in plugin.json: must not be blank")`,
      `4:25 error ${REFUSED}: \`keywords\` is an array holding \`2\`, not an array of strings ("missing or invalid plugin.json")`,
    ]);
  });

  it('capitals, a non-semver version, inline mcpServers and inline hooks install', () => {
    const text = '{\n  "name": "Notes",\n  "version": "v1",\n  "description": null,\n  "mcpServers": { "docs": { "command": "docs-mcp" } },\n  "hooks": { "hooks": { "Stop": [] } },\n  "skills": ["./skills/", "./more/"]\n}\n';
    expect(brief(findingsOf(rule, manifest(text)))).toEqual([]);
  });
});
