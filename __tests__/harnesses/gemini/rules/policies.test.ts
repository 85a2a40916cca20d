import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/policies.js';
import { GEMINI_VERSION } from '../../../../src/harnesses/gemini/known-values.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const EXT = { 'my-ext/gemini-extension.json': '{ "name": "my-ext", "version": "1.0.0" }\n' };

describe('gemini/policies', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a project policy file is a warning at its first table', () => {
    expect(brief(findingsOf(rule, { '.gemini/policies/project.toml': '# Project rules\n[[rule]]\ntoolName = "grep_search"\ndecision = "deny"\n' }))).toEqual([
      `2:1 warn Gemini CLI ${GEMINI_VERSION} does not read project policies (.gemini/policies/*.toml): the rules of this file have no effect, without a message; put them in ~/.gemini/policies/ or in an extension's policies/ folder`,
    ]);
  });

  it('an extension rule listing yolo is a warning at that mode', () => {
    const toml = '[[rule]]\ntoolName = "glob"\ndecision = "deny"\nmodes = ["default", "yolo"]\n';
    expect(brief(findingsOf(rule, { ...EXT, 'my-ext/policies/modes.toml': toml }))).toEqual([
      '4:21 warn Gemini CLI ignores an extension\'s rule that lists the `yolo` mode: it ignores it for its other modes too ("attempted to contribute a rule for YOLO mode. Ignoring this … for security.")',
    ]);
  });

  it('extension deny and ask_user rules are clean, and policies/ outside an extension is not Gemini\'s', () => {
    const toml = '[[rule]]\ntoolName = "glob"\ndecision = "deny"\nmodes = ["default"]\n\n[[rule]]\ntoolName = "run_shell_command"\ndecision = "ask_user"\n';
    expect(brief(findingsOf(rule, { ...EXT, 'my-ext/policies/safe.toml': toml }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'policies/rules.toml': '[[rule]]\ntoolName = "glob"\ndecision = "allow"\n' }))).toEqual([]);
  });
});
