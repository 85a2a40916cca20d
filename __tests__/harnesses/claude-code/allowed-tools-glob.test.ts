/** `allowed-tools` Bash rules with `*` wildcards, matched without a backtracking regex. */
import { describe, expect, it } from '@jest/globals';
import { entryApproves } from '../../../src/harnesses/claude-code/rules/commands/shell-injection-approval.js';

describe('entryApproves', () => {
  it('matches `*` anywhere, `x *` also approving a bare `x`, and the legacy `:*` prefix', () => {
    expect(entryApproves('Bash(touch *)', 'Bash', 'touch file')).toBe(true);
    expect(entryApproves('Bash(touch *)', 'Bash', 'touch')).toBe(true);
    expect(entryApproves('Bash(touch *)', 'Bash', 'touchy')).toBe(false);
    expect(entryApproves('Bash(touch:*)', 'Bash', 'touchy')).toBe(true);
    expect(entryApproves('Bash(git * --amend)', 'Bash', 'git commit --amend')).toBe(true);
    expect(entryApproves('Bash(git * --amend)', 'Bash', 'git commit')).toBe(false);
    expect(entryApproves('Bash(a*b*c)', 'Bash', 'abc')).toBe(true);
    expect(entryApproves('Bash(a*b*c)', 'Bash', 'axxbyyc')).toBe(true);
    expect(entryApproves('Bash(a*b*c)', 'Bash', 'acb')).toBe(false);
    expect(entryApproves('Bash(ab*ba)', 'Bash', 'aba')).toBe(false);
    expect(entryApproves('Bash(npm run *)', 'Read', 'npm run x')).toBe(false);
  });
  it('stays linear on a long command against a many-star rule', () => {
    const rule = `Bash(${'a*'.repeat(30)}b)`;
    const cmd = 'a'.repeat(100_000);
    // A `.*`-joined regex takes minutes here; the piecewise match returns at once (a hang would time the test out).
    expect(entryApproves(rule, 'Bash', cmd)).toBe(false);
    expect(entryApproves(rule, 'Bash', `${cmd}b`)).toBe(true);
  });
});
