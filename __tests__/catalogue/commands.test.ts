import { describe, expect, it } from '@jest/globals';
import argumentHint from '../../src/rules/commands/argument-hint.js';
import positionalArguments from '../../src/rules/commands/positional-arguments.js';
import shadowedBySkill from '../../src/rules/commands/shadowed-by-skill.js';
import shellInjectionApproval, { approved } from '../../src/rules/commands/shell-injection-approval.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../helpers/index.js';

const command = (text: string) => artifactOf('command', '.claude/commands/review.md', text);

describe('commands/positional-arguments', () => {
  it('accepts 0-based arguments, and $1 next to $0', () => {
    expect(runRule(positionalArguments, command('---\ndescription: d\n---\nReview PR #$0.\n'))).toEqual([]);
    expect(runRule(positionalArguments, command('---\ndescription: d\n---\nFrom $0 to $1.\n'))).toEqual([]);
  });
  it('ignores $1 in code, prices and $ARGUMENTS[0] files', () => {
    const body = '```bash\nawk \'{print $1}\'\n```\nUse `$1` in shell. Costs $1,500.\n';
    expect(runRule(positionalArguments, command(`---\ndescription: d\n---\n${body}`))).toEqual([]);
    expect(runRule(positionalArguments, command('---\ndescription: d\n---\n$ARGUMENTS[0] and $1\n'))).toEqual([]);
  });
  it('flags the first $1 and renumbers every $N MaybeIncorrect', () => {
    const [r, ...rest] = runRule(positionalArguments, command('---\ndescription: d\n---\nReview PR #$1 by $2.\nThen $1 again.\n'));
    expect(rest).toEqual([]);
    expect(positionalArguments.meta.defaultLevel).toBe('warn');
    expect(r!.level).toBeUndefined();
    expect(at(r!)).toBe('4:12-4:14');
    expect(r!.suggestion!.applicability).toBe('MaybeIncorrect');
    expect(r!.suggestion!.edits.map((e) => `${at(e)}=${e.text}`)).toEqual(['4:12-4:14=$0', '4:18-4:20=$1', '5:6-5:8=$0']);
  });
});

describe('commands/shell-injection-approval', () => {
  it('accepts commands pre-approved by prefix, glob or bare Bash', () => {
    expect(runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Bash(git status:*), Bash(gh *)\n---\nA !`git status --short` B !`gh pr view`\n'))).toEqual([]);
    expect(runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Bash\n---\n!`make test`\n'))).toEqual([]);
    expect(approved(['Bash(git diff:*)', 'Bash(wc:*)'], 'Bash', 'git diff | wc -l')).toBe(true);
    expect(approved(['Bash(git diff:*)'], 'Bash', 'git diff; rm -rf /')).toBe(false);
  });
  it('flags an unapproved inline command at the command text and adds it to an existing string', () => {
    const [r, ...rest] = runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Read, Bash(git log:*)\n---\nStatus: !`git status`\n'));
    expect(rest).toEqual([]);
    expect(r!.level).toBeUndefined();
    expect(at(r!)).toBe('5:11-5:21');
    expect(r!.message).toContain('aborts the invocation');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: ', Bash(git *)' }] });
    expect(at(r!.suggestion!.edits[0]!)).toBe('3:37-3:37');
  });
  it('flags a ```! block and inserts allowed-tools when there is none', () => {
    const [r] = runRule(shellInjectionApproval, command('---\ndescription: d\n---\n```!\nnpm test\n```\n'));
    expect(at(r!)).toBe('5:1-5:9');
    expect(r!.suggestion!.edits[0]).toMatchObject({ text: 'allowed-tools: Bash(npm *)\n' });
    expect(at(r!.suggestion!.edits[0]!)).toBe('3:1-3:1');
  });
  it('appends to a block list with its indentation, and uses PowerShell for shell: powershell', () => {
    const [r] = runRule(shellInjectionApproval, command('---\ndescription: d\nshell: powershell\nallowed-tools:\n  - Read\n---\n!`Get-Date`\n'));
    expect(r!.suggestion!.edits[0]!.text).toBe('\n  - PowerShell(Get-Date *)');
    expect(at(r!.suggestion!.edits[0]!)).toBe('5:9-5:9');
  });
});

describe('commands/argument-hint', () => {
  it('accepts a command with argument-hint, or without arguments', () => {
    expect(runRule(argumentHint, command('---\ndescription: d\nargument-hint: [pr]\n---\nReview $ARGUMENTS\n'))).toEqual([]);
    expect(runRule(argumentHint, command('---\ndescription: d\n---\nReview everything\n'))).toEqual([]);
  });
  it('points at the first use, at info level, without a fix', () => {
    const [r, ...rest] = runRule(argumentHint, command('---\ndescription: d\n---\nReview PR $0 then\n$ARGUMENTS\n'));
    expect(rest).toEqual([]);
    expect(argumentHint.meta.defaultLevel).toBe('info');
    expect(at(r!)).toBe('4:11-4:13');
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('commands/shadowed-by-skill', () => {
  it('accepts a command and a skill with different names, or in different plugins', () => {
    const { project, root } = projectOf({
      '.claude/commands/deploy.md': '---\ndescription: d\n---\nx\n',
      '.claude/skills/deploy-app/SKILL.md': '---\nname: deploy-app\ndescription: d\n---\nx\n',
      'plugins/a/.claude-plugin/plugin.json': '{ "name": "a" }',
      'plugins/a/commands/build.md': 'x\n',
      'plugins/b/.claude-plugin/plugin.json': '{ "name": "b" }',
      'plugins/b/skills/build/SKILL.md': '---\nname: build\ndescription: d\n---\n',
    });
    try {
      expect(runProjectRule(shadowedBySkill, project)).toEqual([]);
    } finally {
      removeTree(root);
    }
  });
  it('reports the command at info level with the skill as related location', () => {
    const { project, root } = projectOf({
      '.claude/commands/deploy.md': '---\ndescription: Deploy\n---\nx\n',
      '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: d\n---\nx\n',
    });
    try {
      const [r, ...rest] = runProjectRule(shadowedBySkill, project);
      expect(rest).toEqual([]);
      expect(shadowedBySkill.meta.defaultLevel).toBe('info');
      expect(r!.path).toBe('.claude/commands/deploy.md');
      expect(at(r!)).toBe('2:1-2:12');
      expect(r!.related![0]!.span.path).toBe('.claude/skills/deploy/SKILL.md');
      expect(at(r!.related![0]!.span)).toBe('2:7-2:13');
      expect(r!.suggestion).toBeUndefined();
    } finally {
      removeTree(root);
    }
  });
});
