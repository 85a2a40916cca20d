import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/plugin-manifest.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOC = '(documented: https://cursor.com/docs/reference/plugins)';
const plugin = (json: string, extra: Record<string, string> = {}) => ({ 'notes/.cursor-plugin/plugin.json': json, ...extra });

describe('cursor/plugin-manifest', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a name with capitals and an underscore is an error with a possible kebab-case fix', () => {
    const [d, ...rest] = findingsOf(rule, plugin('{\n  "name": "Meeting_Notes"\n}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([`2:11 error Cursor cannot read this plugin: \`name\` \`Meeting_Notes\` must be lower-case kebab-case (letters, digits, \`-\`, \`.\`), starting and ending with a letter or digit ${DOC}`]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"meeting-notes"']]);
  });

  it('keywords as a string and a rules folder that does not exist are warnings', () => {
    expect(brief(findingsOf(rule, plugin('{\n  "name": "notes",\n  "keywords": "notes",\n  "rules": "./rules/"\n}\n')))).toEqual([
      `3:15 warn \`keywords\` is \`"notes"\`, not an array of strings: Cursor's plugin schema does not take it ${DOC}`,
      `4:12 warn \`rules\` names \`./rules/\`, which does not exist: Cursor finds nothing there ${DOC}`,
    ]);
  });

  it('a dotted name, a glob, inline hooks and an unknown field are clean', () => {
    const json = '{\n  "name": "acme.notes-2",\n  "skills": ["skills/**/SKILL.md"],\n  "hooks": { "hooks": {} },\n  "minClientVersions": { "ide": "2.0" }\n}\n';
    expect(brief(findingsOf(rule, plugin(json)))).toEqual([]);
  });
});
