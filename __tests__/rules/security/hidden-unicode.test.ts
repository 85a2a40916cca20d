import { describe, expect, it } from '@jest/globals';
import rule from '../../../src/rules/security/hidden-unicode.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

describe('security/hidden-unicode', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a stray zero-width space in an agent description: a warning, removed by a certain fix', () => {
    const ds = findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: Re\u200bviews\n---\nBody\n' });
    expect(brief(ds)).toEqual(['3:16 warn invisible character U+200B (zero width space): Claude Code sends it to the model when the subagent is spawned; GitHub shows nothing']);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => [e.range.start.line, e.range.start.column, e.range.end.column, e.text])])).toEqual([['MachineApplicable', [[3, 16, 17, '']]]]);
  });

  it('bidirectional controls in CLAUDE.md: an error at each', () => {
    expect(brief(findingsOf(rule, { 'CLAUDE.md': 'Build with make.\u202e evil \u202c\n' }))).toEqual([
      '1:17 error bidirectional control U+202E (right-to-left override): it reorders how the text around it is shown, so a reviewer does not read what the harness reads; Claude Code sends it to the model in every session',
      '1:24 error bidirectional control U+202C (pop directional formatting): it reorders how the text around it is shown, so a reviewer does not read what the harness reads; Claude Code sends it to the model in every session',
    ]);
  });

  it('a flag and a ZWJ emoji sequence are no finding', () => {
    expect(brief(findingsOf(rule, { 'CLAUDE.md': 'Flag 🇫🇷 and family 👨‍👩‍👧 are fine.\n' }))).toEqual([]);
  });
});
