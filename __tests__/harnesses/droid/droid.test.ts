/**
 * Factory Droid (issue 21): discovery and rules, checked against what Droid CLI 0.225.2 sent to the model in the
 * recorded cases (oracle/droid/cases.json), with exact ids, levels and ranges.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { DROID_RULES } from '../../../src/harnesses/droid/rules/index.js';
import { expectRationaleCases, treeMaker } from '../../helpers/index.js';

const tree = treeMaker();
const findings = (files: Record<string, string>) => lint({ root: tree(files), harnesses: ['droid'] }).diagnostics.filter((d) => d.harness === 'droid');
const row = (d: ReturnType<typeof findings>[number]) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;

interface Case { id: string; files: Record<string, string>; observed: { droids: string[]; sent?: Record<string, boolean> } }
const CASES = (JSON.parse(readFileSync('oracle/droid/cases.json', 'utf8')) as { cases: Case[] }).cases;
const caseOf = (id: string) => CASES.find((c) => c.id === id)!;

describe('custom droids, against the droids Droid listed', () => {
  it('case droids-layout: droid/droid-location flags exactly the droid files Droid did not list', () => {
    const c = caseOf('droids-layout');
    expect(c.observed.droids).toEqual(['top: "Top level"']);
    const read = discover(tree(c.files), { harnesses: ['droid'] }).project.artifacts.filter((a) => a.kind === 'droid-droid').map((a) => a.path).sort();
    // notes.txt is not a walk candidate there (docs/harnesses/droid.md); the Claude Code agent is Claude Code's.
    expect(read).toEqual(['.factory/droids/group/nested.md', '.factory/droids/top.md', '.factory/droids/upper.MD']);
    expect(findings(c.files).map(row)).toEqual(['droid/droid-location warn .factory/droids/group/nested.md 1:1', 'droid/droid-location warn .factory/droids/upper.MD 1:1']);
  });
  it('case droids-frontmatter: droid/droid-frontmatter flags exactly the droids Droid listed with an empty description', () => {
    const c = caseOf('droids-frontmatter');
    const emptyNames = c.observed.droids.filter((d) => d.endsWith(': ""')).map((d) => d.slice(0, d.indexOf(':'))).sort();
    expect(emptyNames).toEqual(['empty-desc', 'no-desc', 'no-fm', 'unclosed']);
    const flagged = findings(c.files).filter((d) => d.kind === 'droid/droid-frontmatter').map((d) => d.span.path.replace(/^\.factory\/droids\/|\.md$/g, '')).sort();
    expect(flagged).toEqual(emptyNames);
    // Nothing else is an error: Droid listed every one of them.
    expect(findings(c.files).filter((d) => d.level === 'error')).toEqual([]);
    // Broken YAML: Droid's fallback parser listed it with the raw text `[Unclosed list` as its description.
    expect(c.observed.droids).toContain('bad-yaml: "[Unclosed list"');
    expect(findings(c.files).filter((d) => d.kind.startsWith('schema/')).map((d) => `${row(d)} ${d.message}`)).toEqual([
      'schema/yaml-strict warn .factory/droids/bad-yaml.md 4:1 strict YAML rejects this frontmatter: Droid falls back to a line parser, which keeps values as raw text (a `[` list stays the text "[…"; oracle: oracle/droid/cases.json, case `droids-frontmatter`)',
    ]);
  });
  it('messages', () => {
    const ds = findings({ '.factory/droids/reviewer.md': '---\nname: reviewer\n---\nReview.\n' });
    expect(ds.map((d) => `${row(d)} ${d.message}`)).toEqual(['droid/droid-frontmatter warn .factory/droids/reviewer.md 1:1 no `description`: Droid lists this droid with an empty description, so the model is never told when to use it (oracle: oracle/droid/cases.json, case `droids-frontmatter`)']);
  });
});

describe('skills and instructions', () => {
  it('case skills: the skill without a description is the one Droid did not offer; .claude/skills is not read for Droid', () => {
    const c = caseOf('skills');
    expect(c.observed.sent).toEqual({ 'SKILL-FACTORY': true, 'SKILL-AGENTS': true, 'SKILL-CLAUDE': false, 'SKILL-NODESC': false });
    expect(findings(c.files).map(row)).toEqual(['droid/skill-description warn .factory/skills/nodesc/SKILL.md 1:1']);
    expect(discover(tree(c.files), { harnesses: ['droid'] }).project.artifacts.filter((a) => a.kind === 'droid-skill').map((a) => a.path).sort()).toEqual(['.agents/skills/a/SKILL.md', '.factory/skills/f/SKILL.md', '.factory/skills/nodesc/SKILL.md']);
  });
  it('case instructions: the root AGENTS.md is read for Droid, a nested one is not; shared files do not select Droid', () => {
    const c = caseOf('instructions');
    expect(c.observed.sent).toMatchObject({ 'ROOT-AGENTS': true, 'NESTED-AGENTS': false });
    expect(discover(tree({ ...c.files, '.factory/droids/a.md': '---\nname: a\ndescription: A\n---\nA\n' })).project.artifacts.filter((a) => a.kind === 'droid-agents-md').map((a) => a.path)).toEqual(['AGENTS.md']);
    expect(discover(tree(c.files)).project.harnesses).not.toContain('droid');
  });
});

describe('.factory/mcp.json', () => {
  it('case mcp-invalid-json: JSON that does not parse is an error saying Droid reads no server; case mcp-servers: entries of any shape are listed, so nothing is reported', () => {
    const bad = findings(caseOf('mcp-invalid-json').files);
    expect(bad.map(row)).toEqual(['schema/json-invalid error .factory/mcp.json 3:48']);
    expect(bad[0]!.message).toMatch(/Droid reads no MCP server from this file, without a message \("No MCP servers configured\."; oracle: oracle\/droid\/cases\.json, case `mcp-invalid-json`\)$/);
    expect((caseOf('mcp-servers').observed as unknown as { servers: string[] }).servers).toContain('args-string stdio');
    expect(findings(caseOf('mcp-servers').files)).toEqual([]);
  });
});

describe('every Droid rule names recorded cases that exist', () => {
  it('each case a rationale names is a case of cases.json', () => {
    expectRationaleCases(DROID_RULES, new Set(CASES.map((c) => c.id)));
  });
});
