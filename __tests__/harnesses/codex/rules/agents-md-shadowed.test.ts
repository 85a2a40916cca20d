import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/agents-md-shadowed.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('codex/agents-md-shadowed', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a nested AGENTS.md beside a non-empty override is shadowed, on its first line', () => {
    const tree = { 'pkg/AGENTS.md': '# Package rules\n', 'pkg/AGENTS.override.md': '# Local rules\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['1:1 warn Codex never reads this file: pkg/AGENTS.override.md in the same folder takes its place']);
  });

  it('an empty override is named as leaving the folder without instructions', () => {
    const tree = { 'AGENTS.md': '# Rules\n', 'AGENTS.override.md': '\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['1:1 warn Codex never reads this file: AGENTS.override.md in the same folder takes its place, and it is empty, so this folder gives Codex no instructions']);
  });

  it('an override in another folder does not shadow the root AGENTS.md', () => {
    const tree = { 'AGENTS.md': '# Rules\n', 'pkg/AGENTS.override.md': '# Package rules\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
