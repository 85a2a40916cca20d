import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/experimental-unknown-field.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (exp: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  "experimental": ${exp}\n}\n` });

describe('plugin/experimental-unknown-field', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt monitors is a warning at the key with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, manifest('{ "monitor": "./monitors.json" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:21 warn unknown field `monitor` under `experimental` (did you mean `monitors`?): Claude Code ignores it at load time']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"monitors"']]);
  });

  it('a stable component declared under experimental is a warning', () => {
    expect(brief(findingsOf(rule, manifest('{ "hooks": "./hooks/hooks.json" }')))).toEqual([
      '3:21 warn unknown field `hooks` under `experimental`: Claude Code ignores it at load time',
    ]);
  });

  it('the experimental components it reads are clean, and top-level keys are not its concern', () => {
    const exp = '{ "themes": "./themes", "monitors": "./monitors.json", "outputStyles": "./styles", "syntaxHighlighting": {} }';
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': `{ "name": "lint", "comands": "./cmds", "experimental": ${exp} }` }))).toEqual([]);
  });
});
