import { describe, expect, it } from '@jest/globals';
import { markdownBaseName, skillFolderName } from '../../src/artifacts/names.js';
import { skillInvocationName } from '../../src/harnesses/claude-code/lib/scope.js';
import { artifactOf } from '../helpers/index.js';

describe('names derived from paths', () => {
  it('a skill is named after its folder, a command or agent after its file', () => {
    expect(skillFolderName('.claude/skills/agent-development/SKILL.md')).toBe('agent-development');
    expect(skillFolderName('SKILL.md')).toBeUndefined();
    expect(markdownBaseName('.claude/commands/git/commit.md')).toBe('commit');
    expect(markdownBaseName('agents/Reviewer.MD')).toBe('Reviewer');
  });
  it('the discovered name, the fallback name and the invocation name agree on the folder', () => {
    const named = artifactOf('skill', '.claude/skills/agent-development/SKILL.md', '---\nname: Agent Development\ndescription: d\n---\n');
    const unnamed = artifactOf('skill', '.claude/skills/agent-development/SKILL.md', '---\ndescription: d\n---\n');
    expect(named.element.name).toBe('Agent Development');
    expect(unnamed.element.name).toBe('agent-development');
    expect(skillInvocationName(named)).toBe('agent-development');
    expect(skillInvocationName(unnamed)).toBe('agent-development');
  });
});
