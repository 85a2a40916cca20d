import { describe, expect, it } from '@jest/globals';
import bodySize from '../../../src/harnesses/claude-code/rules/skills/body-size.js';
import descriptionLength from '../../../src/harnesses/claude-code/rules/skills/description-length.js';
import fieldEnums from '../../../src/harnesses/claude-code/rules/skills/field-enums.js';
import forkAgentPairing from '../../../src/harnesses/claude-code/rules/skills/fork-agent-pairing.js';
import nameFormat from '../../../src/harnesses/claude-code/rules/skills/name-format.js';
import nameMatchesDirectory from '../../../src/harnesses/claude-code/rules/skills/name-matches-directory.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

const skill = (fm: string, body = 'Do the thing.\n', dir = 'pdf-tools') =>
  artifactOf('skill', `.claude/skills/${dir}/SKILL.md`, `---\n${fm}\n---\n${body}`);
const command = (fm: string, body = 'Do it.\n') => artifactOf('command', '.claude/commands/run.md', `---\n${fm}\n---\n${body}`);

// Skill names are portability findings (issue 10): Claude Code 2.1.332 loads these skills under their folder
// name (oracle cases rules-skills: agent-development, claude-helper, plugin-skill). The old tests pinned `warn`
// and "the Agent Skills spec (Skills API) rejects the skill", which the runtime disproves for Claude Code.
const skillProject = (files: Record<string, string>, rule: typeof nameFormat) => {
  const { project, root } = projectOf(files);
  try {
    return runProjectRule(rule, project);
  } finally {
    removeTree(root);
  }
};

describe('skills/name-matches-directory', () => {
  it('accepts a name equal to the folder, a skill without name, and a plugin-root SKILL.md', () => {
    expect(skillProject({ '.claude/skills/pdf-tools/SKILL.md': '---\nname: pdf-tools\ndescription: d\n---\nx\n' }, nameMatchesDirectory)).toEqual([]);
    expect(skillProject({ '.claude/skills/pdf-tools/SKILL.md': '---\ndescription: d\n---\nx\n' }, nameMatchesDirectory)).toEqual([]);
    expect(skillProject({ 'p/.claude-plugin/plugin.json': '{ "name": "p", "skills": ["./"] }', 'p/SKILL.md': '---\nname: other\ndescription: d\n---\nx\n' }, nameMatchesDirectory)).toEqual([]);
  });
  it('reports a project skill at info, naming the slash name and who rejects it, with a MaybeIncorrect rename', () => {
    const [r, ...rest] = skillProject({ '.claude/skills/claude-helper/SKILL.md': '---\nname: claude-helper-skill\ndescription: d\n---\nx\n' }, nameMatchesDirectory);
    expect(rest).toEqual([]);
    expect(nameMatchesDirectory.meta.defaultLevel).toBe('info');
    expect(r!.level).toBeUndefined();
    expect(r!.path).toBe('.claude/skills/claude-helper/SKILL.md');
    expect(at(r!)).toBe('2:7-2:26');
    expect(r!.message).toBe(
      'skill name `claude-helper-skill` differs from its folder `claude-helper`: Claude Code offers the skill as `/claude-helper` (`name` is a display name), but claude.ai and API skill uploads and the Agent Skills specification (https://agentskills.io/specification) reject a name that does not match the folder',
    );
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'claude-helper' }] });
  });
  it('gives a plugin skill its `plugin:folder` slash name', () => {
    const [r] = skillProject({ 'pl/.claude-plugin/plugin.json': '{ "name": "plug" }', 'pl/skills/my-folder/SKILL.md': '---\nname: other-name\ndescription: d\n---\nx\n' }, nameMatchesDirectory);
    expect(r!.message).toContain('Claude Code offers the skill as `/plug:my-folder`');
    expect(at(r!)).toBe('2:7-2:17');
  });
});

describe('skills/name-format', () => {
  it('accepts spec names', () => {
    expect(skillProject({ '.claude/skills/pdf-tools2/SKILL.md': '---\nname: pdf-tools2\ndescription: d\n---\nx\n' }, nameFormat)).toEqual([]);
  });
  it("reports Anthropic's `Agent Development` at info, loaded as /agent-development, with a MaybeIncorrect rename", () => {
    const [r, ...rest] = skillProject({ '.claude/skills/agent-development/SKILL.md': '---\nname: Agent Development\ndescription: d\n---\nx\n' }, nameFormat);
    expect(rest).toEqual([]);
    expect(nameFormat.meta.defaultLevel).toBe('info');
    expect(nameFormat.meta.category).toBe('style');
    expect(r!.level).toBeUndefined();
    expect(at(r!)).toBe('2:7-2:24');
    expect(r!.message).toBe(
      'skill name `Agent Development` may only contain lowercase letters, digits and hyphens: Claude Code loads it as `/agent-development` (`name` is a display name), but claude.ai and API skill uploads and the Agent Skills specification (https://agentskills.io/specification) reject it',
    );
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'agent-development' }] });
  });
  it('lowercases a case-only mistake as MachineApplicable', () => {
    const [r] = skillProject({ '.claude/skills/pdf-tools/SKILL.md': '---\nname: PDF-Tools\ndescription: d\n---\nx\n' }, nameFormat);
    expect(at(r!)).toBe('2:7-2:16');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'pdf-tools' }] });
  });
  it('renames other shapes MaybeIncorrect and reports double hyphens', () => {
    const [r] = skillProject({ '.claude/skills/x/SKILL.md': '---\nname: pdf__tools--x\ndescription: d\n---\nx\n' }, nameFormat);
    expect(r!.message).toContain('`--`');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'pdf-tools-x' }] });
  });
  it('names only the uploads for the reserved word "claude" (no fix), with the plugin slash name', () => {
    const [r] = skillProject({ 'm/.claude-plugin/plugin.json': '{ "name": "claude-opus-4-5-migration" }', 'm/skills/claude-opus-4-5-migration/SKILL.md': '---\nname: claude-opus-4-5-migration\ndescription: d\n---\nx\n' }, nameFormat);
    expect(r!.message).toBe(
      'skill name `claude-opus-4-5-migration` must not contain the reserved word "claude": Claude Code loads it as `/claude-opus-4-5-migration:claude-opus-4-5-migration` (`name` is a display name), but claude.ai and API skill uploads reject it',
    );
    expect(r!.suggestion).toBeUndefined();
    const [long] = skillProject({ '.claude/skills/a/SKILL.md': `---\nname: ${'a'.repeat(70)}\ndescription: d\n---\nx\n` }, nameFormat);
    expect(long!.message).toContain('70 characters');
    expect(long!.suggestion!.edits[0]!.text).toBe('a'.repeat(64));
  });
});

describe('skills/description-length', () => {
  it('accepts a short description', () => {
    expect(runRule(descriptionLength, skill('name: pdf-tools\ndescription: Extract text'))).toEqual([]);
  });
  it('flags description + when_to_use over 1536 characters at the description', () => {
    const [r, ...rest] = runRule(descriptionLength, skill(`name: pdf-tools\ndescription: ${'a'.repeat(1000)}\nwhen_to_use: ${'b'.repeat(600)}`));
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('3:14-3:1014');
    expect(r!.message).toContain('= 1600');
    expect(r!.suggestion).toBeUndefined();
  });
  it('flags a skill description over 1024 (Skills API) but not a command one', () => {
    const [r] = runRule(descriptionLength, skill(`name: pdf-tools\ndescription: ${'a'.repeat(1100)}`));
    expect(r!.message).toContain('Skills API');
    expect(at(r!)).toBe('3:14-3:1114');
    expect(runRule(descriptionLength, command(`description: ${'a'.repeat(1100)}`))).toEqual([]);
  });
});

describe('skills/body-size', () => {
  it('accepts 500 lines', () => {
    const body = 'x\n'.repeat(500 - 4);
    expect(runRule(bodySize, skill('name: pdf-tools\ndescription: d', body))).toEqual([]);
  });
  it('points at line 501 of a longer SKILL.md, at info level', () => {
    const body = Array.from({ length: 600 }, (_, i) => `line ${i + 5}`).join('\n') + '\n';
    const [r, ...rest] = runRule(bodySize, skill('name: pdf-tools\ndescription: d', body));
    expect(rest).toEqual([]);
    expect(bodySize.meta.defaultLevel).toBe('info');
    expect(at(r!)).toBe('501:1-501:9');
    expect(r!.message).toContain('604 lines');
  });
});

describe('skills/fork-agent-pairing', () => {
  it('accepts agent with context: fork', () => {
    expect(runRule(forkAgentPairing, skill('name: pdf-tools\ndescription: d\ncontext: fork\nagent: Explore'))).toEqual([]);
  });
  it('flags agent without context at the key, offering to add context: fork', () => {
    const [r, ...rest] = runRule(forkAgentPairing, skill('name: pdf-tools\ndescription: d\nagent: Explore'));
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('4:1-4:6');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'context: fork\n' }] });
    expect(at(r!.suggestion!.edits[0]!)).toBe('5:1-5:1');
  });
  it('corrects a near-miss context value MachineApplicable', () => {
    const [r] = runRule(forkAgentPairing, command('description: d\ncontext: Fork\nagent: Plan'));
    expect(at(r!)).toBe('3:10-3:14');
    expect(r!.message).toContain('`agent` is ignored too');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'fork' }] });
  });
  it('offers no fix for an unrelated context value', () => {
    const [r] = runRule(forkAgentPairing, skill('name: pdf-tools\ndescription: d\ncontext: inline'));
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('skills/field-enums', () => {
  it('accepts documented values', () => {
    expect(runRule(fieldEnums, skill('name: pdf-tools\ndescription: d\neffort: xhigh\nshell: powershell\nuser-invocable: false\ndisable-model-invocation: true\nbackground: false'))).toEqual([]);
  });
  it('corrects a unique effort typo MachineApplicable at the value', () => {
    const [r, ...rest] = runRule(fieldEnums, skill('name: pdf-tools\ndescription: d\neffort: medum'));
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('4:9-4:14');
    expect(r!.message).toContain('did you mean `medium`');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'medium' }] });
  });
  it('offers an ambiguous effort typo only MaybeIncorrect (`hihg`: high or xhigh)', () => {
    const [r] = runRule(fieldEnums, skill('name: pdf-tools\ndescription: d\neffort: hihg'));
    expect(at(r!)).toBe('4:9-4:13');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'high' }] });
  });
  it('flags an unknown shell without a certain fix', () => {
    const [r] = runRule(fieldEnums, command('description: d\nshell: zsh'));
    expect(at(r!)).toBe('3:8-3:11');
    expect(r!.suggestion).toBeUndefined();
  });
  it('unquotes "true" MachineApplicable and turns yes into true MaybeIncorrect', () => {
    const [a, b] = runRule(fieldEnums, skill('name: pdf-tools\ndescription: d\ndisable-model-invocation: "true"\nuser-invocable: yes'));
    expect(at(a!)).toBe('4:27-4:33');
    expect(a!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'true' }] });
    expect(at(b!)).toBe('5:17-5:20');
    expect(b!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'true' }] });
  });
  it('reads unquoted true in leniently parsed frontmatter as the boolean it is', () => {
    const a = skill('name: pdf-tools\ndescription: Use when: the user asks\nuser-invocable: true\neffort: hgh');
    expect(a.markdown!.frontmatter.lenient).toBe(true);
    const rs = runRule(fieldEnums, a);
    expect(rs.map((r) => at(r))).toEqual(['5:9-5:12']);
  });
});
