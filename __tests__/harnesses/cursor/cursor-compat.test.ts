/**
 * Other harnesses' folders Cursor's docs say it reads: `.claude/agents/*.md` (subagents page) and
 * `.claude/skills/`, `.codex/skills/`, `.agents/skills/` (skills page). Each is checked once more for
 * Cursor, and only when other files show that the repository uses Cursor (or `harnesses:` names it).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const tree = (files: Record<string, string>) => {
  const root = writeTree(files);
  roots.push(root);
  return root;
};
const row = (d: { kind: string; harness?: string; span: { path: string; range: { start: { line: number; column: number } } } }) =>
  `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.harness}`;

const AGENT = '---\nname: checker\ndescription: Checks a change.\nreadonly: "true"\n---\nCheck the change.\n';
const SKILL = (name: string) => `---\nname: ${name}\ndescription: Does one thing.\n---\nDo it.\n`;
const CURSOR_RULE = { '.cursor/rules/style.mdc': '---\ndescription: Style\nalwaysApply: true\n---\nUse tabs.\n' };

describe('Cursor reads other harnesses\' agent and skill folders', () => {
  it('a .claude/agents file is a Cursor subagent too: cursor/agent-frontmatter checks it, for Cursor', () => {
    const ds = lint({ root: tree({ ...CURSOR_RULE, '.claude/agents/checker.md': AGENT }) }).diagnostics.filter((d) => d.harness === 'cursor');
    expect(ds.map(row)).toEqual(['.claude/agents/checker.md 4:11 cursor/agent-frontmatter cursor']);
    expect(ds[0]!.suggestion?.edits[0]?.text).toBe('true');
  });
  it('without other Cursor files they are not read for Cursor', () => {
    const root = tree({ '.claude/agents/checker.md': AGENT, '.claude/skills/a/SKILL.md': SKILL('a') });
    expect(lint({ root }).diagnostics.filter((d) => d.harness === 'cursor')).toEqual([]);
    expect(discover(root).project.artifacts.filter((a) => a.harness === 'cursor')).toEqual([]);
  });
  it('.claude/skills, .codex/skills and .agents/skills (anywhere) are Cursor skills; other folders are not', () => {
    const root = tree({
      ...CURSOR_RULE,
      '.claude/skills/a/SKILL.md': SKILL('a'),
      '.codex/skills/b/SKILL.md': SKILL('b'),
      '.agents/skills/c/SKILL.md': SKILL('c'),
      'pkg/.agents/skills/d/SKILL.md': SKILL('d'),
      'pkg/.claude/skills/e/SKILL.md': SKILL('e'),
      '.claude/agents/sub/nested.md': AGENT,
    });
    const cursor = discover(root).project.artifacts.filter((a) => a.harness === 'cursor').map((a) => `${a.kind} ${a.path}`).sort();
    expect(cursor).toEqual([
      'cursor-rule .cursor/rules/style.mdc',
      'cursor-skill .agents/skills/c/SKILL.md',
      'cursor-skill .claude/skills/a/SKILL.md',
      'cursor-skill .codex/skills/b/SKILL.md',
      'cursor-skill pkg/.agents/skills/d/SKILL.md',
    ]);
  });
  it('broken skill frontmatter is one parse diagnostic per harness that reads the file', () => {
    const root = tree({ ...CURSOR_RULE, '.agents/skills/c/SKILL.md': '---\nname: [c\ndescription: x\n---\nDo it.\n' });
    const cursor = lint({ root }).diagnostics.filter((d) => d.harness === 'cursor');
    expect(cursor.map(row)).toEqual(['.agents/skills/c/SKILL.md 3:1 schema/yaml-strict cursor']);
    expect(cursor[0]!.message).toContain("Cursor's docs do not say how Cursor reads it");
  });
});
