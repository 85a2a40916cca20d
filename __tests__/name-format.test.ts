import { describe, expect, it } from '@jest/globals';
import rule from '../src/harnesses/claude-code/rules/agents/name-format.js';
import { artifactOf, at, runRule } from './helpers/index.js';

const agent = (name: string) => artifactOf('agent', '.claude/agents/a.md', `---\nname: ${name}\ndescription: d\n---\nbody\n`);

describe('agents/name-format', () => {
  it('accepts lowercase-hyphen names', () => {
    expect(runRule(rule, agent('code-reviewer'))).toEqual([]);
  });
  it('flags a snake_case name at the value with a MaybeIncorrect rename', () => {
    const [r, ...rest] = runRule(rule, agent('Code_Reviewer'));
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('2:7-2:20');
    expect(r!.level).toBeUndefined();
    expect(r!.suggestion?.applicability).toBe('MaybeIncorrect');
    expect(r!.suggestion?.edits[0]!.text).toBe('code-reviewer');
  });
  it('says a colon means the agent is never loaded, at error level', () => {
    const [r] = runRule(rule, agent('"team:reviewer"'));
    expect(r!.level).toBe('error');
    expect(r!.message).toContain('never loads');
    expect(at(r!)).toBe('2:7-2:22');
    expect(r!.suggestion?.edits[0]!.text).toBe('"team-reviewer"');
  });
});
