import { describe, expect, it } from '@jest/globals';
import argumentHint from '../../../src/harnesses/claude-code/rules/commands/argument-hint.js';
import positionalArguments from '../../../src/harnesses/claude-code/rules/commands/positional-arguments.js';
import shadowedBySkill from '../../../src/harnesses/claude-code/rules/commands/shadowed-by-skill.js';
import shellInjectionApproval, { approved } from '../../../src/harnesses/claude-code/rules/commands/shell-injection-approval.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

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
  // Anthropic's plugins/commit-commands/commands/commit.md (anthropics/claude-code): read-only `!` commands
  // that no rule names; Claude Code 2.1.332 runs them all (oracle case rules-shell: commit-md).
  const COMMIT_MD =
    '---\nallowed-tools: Bash(git add:*), Bash(git status:*), Bash(git commit:*)\ndescription: Create a git commit\n---\n\n## Context\n\n' +
    '- Current git status: !`git status`\n- Current git diff (staged and unstaged changes): !`git diff HEAD`\n' +
    '- Current branch: !`git branch --show-current`\n- Recent commits: !`git log --oneline -10`\n';
  it("leaves Anthropic's own commit.md clean: read-only commands need no rule", () => {
    expect(runRule(shellInjectionApproval, command(COMMIT_MD))).toEqual([]);
  });
  it('accepts read-only commands without any allowed-tools (git status, git diff HEAD, git log, ls, cat)', () => {
    const body = '!`git status --short`\n!`git diff HEAD`\n!`git log --oneline -3`\n!`git branch --show-current`\n!`ls`\n!`cat README.md`\n!`git diff | wc -l`\n';
    expect(runRule(shellInjectionApproval, command(`---\ndescription: d\n---\n${body}`))).toEqual([]);
  });
  it('accepts commands allowed by a prefix rule, a space-glob rule or bare Bash', () => {
    expect(runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Bash(touch:*), Bash(gh *)\n---\nA !`touch x` B !`gh pr view`\n'))).toEqual([]);
    expect(runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Bash(touch *)\n---\n!`touch x`\n'))).toEqual([]);
    expect(runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Bash\n---\n!`make test`\n'))).toEqual([]);
    expect(approved(['Bash(git diff:*)', 'Bash(wc:*)'], 'Bash', 'git diff | wc -l')).toBe(true);
    expect(approved(['Bash(npm:*)'], 'Bash', 'npm test && touch x')).toBe(false);
    expect(approved([], 'Bash', 'ls; touch x')).toBe(false);
  });
  it('flags `command -v git` although Bash(git status:*) is allowed, at the command text, and appends a rule', () => {
    const [r, ...rest] = runRule(shellInjectionApproval, command('---\ndescription: d\nallowed-tools: Read, Bash(git status:*)\n---\nGit: !`command -v git`\n'));
    expect(rest).toEqual([]);
    expect(shellInjectionApproval.meta.defaultLevel).toBe('warn');
    expect(r!.level).toBeUndefined();
    expect(at(r!)).toBe('5:8-5:22');
    expect(r!.message).toBe(
      '`` !`command -v git` `` is not pre-approved: it is not read-only and no `allowed-tools` rule allows it; Claude Code refuses it before the prompt is sent, so the whole command is aborted and nothing is sent to the model',
    );
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: ', Bash(command *)' }] });
    expect(at(r!.suggestion!.edits[0]!)).toBe('3:40-3:40');
  });
  it('flags a ```! block in a skill and inserts allowed-tools when there is none', () => {
    const skill = artifactOf('skill', '.claude/skills/test/SKILL.md', '---\ndescription: d\n---\n```!\nnpm test\n```\n');
    const [r] = runRule(shellInjectionApproval, skill);
    expect(at(r!)).toBe('5:1-5:9');
    expect(r!.message).toBe('this ```! block is not pre-approved: it is not read-only and no `allowed-tools` rule allows it; Claude Code refuses it before the prompt is sent, so the whole skill is aborted and nothing is sent to the model');
    expect(r!.suggestion!.edits[0]).toMatchObject({ text: 'allowed-tools: Bash(npm *)\n' });
    expect(at(r!.suggestion!.edits[0]!)).toBe('3:1-3:1');
  });
  it('flags writes that look read-only: touch, a redirection, find -delete, sed -i, an env prefix, a file outside the project', () => {
    const cmds = ['touch x', 'cat README.md > out', 'find . -delete', 'sed -i s/a/b/ f', 'FOO=1 ls', 'cat /etc/hostname', 'cat ../x', 'ls $HOME', 'git add .', 'git branch feature', 'awk 1 f'];
    for (const c of cmds) {
      const rs = runRule(shellInjectionApproval, command(`---\ndescription: d\n---\n!\`${c}\`\n`));
      expect([c, rs.length]).toEqual([c, 1]);
      expect(at(rs[0]!)).toBe(`4:3-4:${3 + c.length}`);
    }
  });
  it('appends to a block list with its indentation, and uses PowerShell for shell: powershell (no read-only pass)', () => {
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
