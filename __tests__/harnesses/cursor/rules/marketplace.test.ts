import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/marketplace.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOC = '(documented: https://cursor.com/docs/reference/plugins)';
const market = (entries: string) => ({
  '.cursor-plugin/marketplace.json': `{\n  "name": "team",\n  "metadata": { "pluginRoot": "plugins" },\n  "plugins": [\n${entries}\n  ]\n}\n`,
  'plugins/notes/.cursor-plugin/plugin.json': '{ "name": "notes" }\n',
});

describe('cursor/marketplace', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a source missing under pluginRoot and an entry without source are errors', () => {
    expect(brief(findingsOf(rule, market('    { "name": "notes", "source": "notez" },\n    { "name": "docs" }')))).toEqual([
      `5:34 error Cursor cannot install \`notes\`: its source \`notez\` names no folder of this repository (\`plugins/notez\`) ${DOC}`,
      `6:7 error Cursor cannot install \`docs\`: \`source\` is required ${DOC}`,
    ]);
  });

  it('a marketplace without plugins is an error at its first key', () => {
    expect(brief(findingsOf(rule, { '.cursor-plugin/marketplace.json': '{\n  "name": "team"\n}\n' }))).toEqual([`2:3 error Cursor cannot read this marketplace: \`plugins\` is required ${DOC}`]);
  });

  it('a source under pluginRoot, one already prefixed with it, and a remote source are clean', () => {
    const entries = '    { "name": "notes", "source": "notes" },\n    { "name": "again", "source": "plugins/notes" },\n    { "name": "gh", "source": { "url": "https://github.com/acme/gh-plugin" } }';
    expect(brief(findingsOf(rule, market(entries)))).toEqual([]);
  });
});
