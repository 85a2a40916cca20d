import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/agent-unknown-field.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (extra: string, path = '.github/agents/reviewer.agent.md') => ({ [path]: `---\ndescription: Reviews\n${extra}---\nBody\n` });

describe('copilot/agent-unknown-field', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a one-letter slip is reported at the key with a certain rename', () => {
    const ds = findingsOf(rule, agent('tool: [read]\n'));
    expect(brief(ds)).toEqual(['3:1 warn Copilot CLI ignores `tool` (did you mean `tools`?): its log says "unknown fields ignored"']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['tools']]);
  });

  it('a target that is not documented is reported at its value', () => {
    expect(brief(findingsOf(rule, agent('target: cli\n')))).toEqual([
      '3:9 warn `target` `cli` is neither `vscode` nor `github-copilot`: those are the two values GitHub documents; the documentation gives it no meaning, and agentlint reads the agent as meant for every surface',
    ]);
  });

  it('a Claude Code field in .claude/agents is info only, without a fix', () => {
    const ds = findingsOf(rule, { ...agent('color: blue\n', '.claude/agents/reviewer.md'), '.github/copilot-instructions.md': 'Be brief.\n' });
    expect(brief(ds)).toEqual([
      '3:1 info Copilot CLI loads this Claude Code agent too and ignores its field `color`: it is a Claude Code field (its log says "unknown fields ignored"), and under Copilot the agent runs without it',
    ]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('VS Code agent fields are clean in an agent VS Code reads', () => {
    expect(brief(findingsOf(rule, agent('argument-hint: a file\nhandoffs: []\n')))).toEqual([]);
  });

  it('a VS Code field in an agent only the CLI reads is reported', () => {
    expect(brief(findingsOf(rule, agent('target: github-copilot\nargument-hint: a file\n')))).toEqual([
      '4:1 warn Copilot CLI ignores `argument-hint` (a VS Code field; Copilot CLI ignores it): its log says "unknown fields ignored"',
    ]);
  });
});
