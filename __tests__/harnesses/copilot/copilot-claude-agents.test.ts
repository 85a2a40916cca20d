/**
 * Copilot CLI also loads Claude Code's `.claude/agents` (oracle case `agent-names`): a Claude Code
 * field there is info (written for Claude Code, ignored by Copilot); a key neither harness knows stays a warning.
 */
import { afterAll, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

it('Claude Code fields in .claude/agents are info for Copilot, unknown keys a warning with a fix', () => {
  const root = writeTree({
    '.github/agents/x.agent.md': '---\ndescription: d\n---\nbody\n',
    '.claude/agents/rev.md': '---\nname: rev\ndescription: Reviews code\ncolor: blue\npermissionMode: plan\nmodle: gpt-4.1\n---\nYou review.\n',
  });
  roots.push(root);
  const ds = lint({ root }).diagnostics.filter((d) => d.kind === 'copilot/agent-unknown-field');
  expect(ds.map((d) => `${d.level} ${d.span.range.start.line}:${d.span.range.start.column} ${d.suggestion?.edits[0]?.text ?? '-'}`)).toEqual([
    'info 4:1 -',
    'info 5:1 -',
    'warn 6:1 model',
  ]);
  expect(ds[0]!.message).toBe('Copilot CLI loads this Claude Code agent too and ignores its field `color`: it is a Claude Code field (its log says "unknown fields ignored"), and under Copilot the agent runs without it');
});
