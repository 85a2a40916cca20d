/**
 * `agentlint FILE...` (pre-commit, editors that pass files): the whole scan root is
 * discovered, so cross-file rules see every file, and only the findings in the named
 * files (or folders) are reported; `--fix` edits only those files.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../src/engine/run.js';
import { cli } from '../helpers/cli.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));


const SKILL = '---\nname: code-review\ndescription: Review code. Use when asked for a review.\n---\nSteps.\n';
const agent = (skill: string, tools = 'Read') => `---\nname: reviewer\ndescription: Reviews code.\ntools: ${tools}\nskills:\n  - ${skill}\n---\nBody.\n`;
/** Another agent with a fixable warning (`Wrte`, line 4): never named on the command line below. */
const OTHER = '---\nname: other\ndescription: Other work.\ntools: Read, Wrte\n---\nBody.\n';

function repo(reviewer: string): string {
  const root = writeTree({
    '.claude/agents/reviewer.md': reviewer,
    '.claude/agents/other.md': OTHER,
    '.claude/skills/code-review/SKILL.md': SKILL,
  });
  roots.push(root);
  return root;
}

type Doc = { filesChecked: number; diagnostics: Array<{ kind: string; level: string; message: string; span: { path: string; range: { start: { line: number; column: number }; end: { line: number; column: number } } } }> };
const json = async (argv: string[], cwd: string) => {
  const r = await cli([...argv, '--format', 'json'], cwd);
  return { code: r.code, doc: JSON.parse(r.out) as Doc, err: r.err };
};
const brief = (doc: Doc) => doc.diagnostics.map((d) => [d.span.path, d.kind, d.level, `${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`]);

describe('linting named files within the scan root', () => {
  it('an agent naming an existing skill, linted alone: the skill is found (cross-file rules see the whole tree)', async () => {
    const root = repo(agent('code-review'));
    const r = await json(['.claude/agents/reviewer.md'], root);
    expect(brief(r.doc)).toEqual([]);
    expect(r.code).toBe(0);
    // Only the named file is counted; the skill and the other agent were read, not reported on.
    expect(r.doc.filesChecked).toBe(1);
    expect((await cli(['.claude/agents/reviewer.md'], root)).out).toMatch(/^No problems in 1 file\.\n/);
  });

  it('a misspelt skill is reported at its exact place; the finding in the unnamed agent is not', async () => {
    const root = repo(agent('code-reviw'));
    // The whole tree, for comparison: both agents have a finding.
    expect(brief(lint({ root }) as Doc)).toEqual([
      ['.claude/agents/other.md', 'agents/tools-known', 'warn', '4:14-4:18'],
      ['.claude/agents/reviewer.md', 'agents/skill-reference', 'warn', '6:5-6:15'],
    ]);
    const r = await json(['.claude/agents/reviewer.md'], root);
    expect(brief(r.doc)).toEqual([['.claude/agents/reviewer.md', 'agents/skill-reference', 'warn', '6:5-6:15']]);
    expect(r.doc.diagnostics[0]!.message).toContain('`code-reviw`');
    expect(r.doc.diagnostics[0]!.message).toContain('`code-review`');
    expect(r.code).toBe(0); // a warning: exit status as for the whole tree
    expect(r.doc.filesChecked).toBe(1);

    // Naming the other agent instead reports its finding only.
    expect(brief((await json(['.claude/agents/other.md'], root)).doc)).toEqual([['.claude/agents/other.md', 'agents/tools-known', 'warn', '4:14-4:18']]);
    // A folder and a file: everything under the folder, plus the file.
    const both = await json(['.claude/skills', '.claude/agents/other.md'], root);
    expect(brief(both.doc)).toEqual([['.claude/agents/other.md', 'agents/tools-known', 'warn', '4:14-4:18']]);
    expect(both.doc.filesChecked).toBe(2);
  });

  it('an error only in an unnamed file does not fail the run; one in the named file does', async () => {
    const root = repo(agent('code-review'));
    writeFileSync(join(root, '.claude/agents/broken.md'), '---\nname: broken\n---\nBody.\n');
    expect(lint({ root }).diagnostics.map((d) => [d.span.path, d.kind, d.level])).toEqual([
      ['.claude/agents/broken.md', 'schema/frontmatter-required', 'error'],
      ['.claude/agents/other.md', 'agents/tools-known', 'warn'],
    ]);
    expect((await json(['.claude/agents/reviewer.md'], root)).code).toBe(0);
    const named = await json(['.claude/agents/broken.md'], root);
    expect(brief(named.doc).map((d) => d.slice(0, 3))).toEqual([['.claude/agents/broken.md', 'schema/frontmatter-required', 'error']]);
    expect(named.code).toBe(1);
  });

  it('--fix with a file argument fixes that file and leaves the others byte-identical', async () => {
    const root = repo(agent('code-review', 'Read, Wrte'));
    const before = {
      other: readFileSync(join(root, '.claude/agents/other.md')),
      skill: readFileSync(join(root, '.claude/skills/code-review/SKILL.md')),
    };
    const r = await cli(['--fix', '.claude/agents/reviewer.md'], root);
    expect(r.err).toBe('agentlint: fixed 1 problem in 1 file\n');
    expect(r.out).toMatch(/^No problems in 1 file\.\n/);
    expect(r.code).toBe(0);
    expect(readFileSync(join(root, '.claude/agents/reviewer.md'), 'utf8')).toBe(agent('code-review', 'Read, Write'));
    expect(readFileSync(join(root, '.claude/agents/other.md')).equals(before.other)).toBe(true);
    expect(readFileSync(join(root, '.claude/skills/code-review/SKILL.md')).equals(before.skill)).toBe(true);
    // The whole tree still has the other agent's finding.
    expect(lint({ root }).diagnostics.map((d) => [d.span.path, d.kind])).toEqual([['.claude/agents/other.md', 'agents/tools-known']]);
  });
});
