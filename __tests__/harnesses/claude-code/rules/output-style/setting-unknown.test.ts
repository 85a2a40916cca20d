import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/output-style/setting-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (value: string) => ({ '.claude/settings.json': `{\n  "outputStyle": "${value}"\n}\n` });
const style = (fm: string) => ({ '.claude/output-styles/terse.md': `---\n${fm}\n---\nBe terse.\n` });

describe('output-style/setting-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the file name of a named style selects nothing: a warning with the name as fix', () => {
    const ds = findingsOf(rule, { ...style('name: Terse Mode\ndescription: D'), ...settings('terse') });
    expect(brief(ds)).toEqual(['2:18 warn `outputStyle` "terse" selects no style: it is the file name of the style named "Terse Mode", and a named style is selected by its name only, so Claude Code keeps the default style without a message']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"Terse Mode"']]);
  });

  it('a name found nowhere is only info, without a fix', () => {
    const ds = findingsOf(rule, settings('Pirate'));
    expect(brief(ds)).toEqual(['2:18 info `outputStyle` "Pirate" is not a style in this repository or a built-in one: the built-in ones are default, Explanatory, Learning; unless it is a user or plugin style, Claude Code keeps the default style without a message']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('an unnamed style by its file name and a plugin style are clean', () => {
    expect(brief(findingsOf(rule, { ...style('description: D'), ...settings('terse') }))).toEqual([]);
    const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/output-styles/pirate.md': '---\nname: Pirate\ndescription: D\n---\nArr.\n' };
    expect(brief(findingsOf(rule, { ...plugin, ...settings('Pirate') }))).toEqual([]);
  });
});
