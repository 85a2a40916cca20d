/**
 * Auggie (issue 21), from its documentation: discovery of `.augment/rules/` and the legacy guidelines files, and the
 * two documented rules, with exact ids, levels, ranges and fixes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { treeMaker } from '../../helpers/index.js';

const tree = treeMaker();
const rows = (files: Record<string, string>) =>
  lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'auggie').map((d) =>
    `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`);

describe('Auggie files', () => {
  it('reads .augment/rules recursively and the legacy guidelines files, and selects auggie', () => {
    const { project } = discover(tree({ '.augment/rules/a.md': 'A\n', '.augment/rules/api/b.md': 'B\n', '.augment-guidelines': 'G\n', '.augment/guidelines.md': 'H\n', '.augment/settings.json': '{}\n' }));
    expect(project.artifacts.filter((a) => a.harness === 'auggie').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'auggie-guidelines .augment-guidelines',
      'auggie-guidelines .augment/guidelines.md',
      'auggie-rule .augment/rules/a.md',
      'auggie-rule .augment/rules/api/b.md',
    ]);
    expect(project.harnesses).toContain('auggie');
  });
  it('rule types: clean, a spelling fixed, an unknown type, agent_requested without description, manual in the CLI, another key', () => {
    expect(rows({ '.augment/rules/a.md': '---\ntype: agent_requested\ndescription: API calls\n---\nX\n', '.augment/rules/b.md': 'No frontmatter.\n' })).toEqual([]);
    expect(rows({ '.augment/rules/a.md': '---\ntype: alwaysApply\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:7-2:18 fix=always_apply MachineApplicable']);
    expect(rows({ '.augment/rules/a.md': '---\ntype: sometimes\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:7-2:16']);
    expect(rows({ '.augment/rules/a.md': '---\ntype: agent_requested\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:7-2:22']);
    expect(rows({ '.augment/rules/a.md': '---\ntype: manual\n---\nX\n' })).toEqual(['auggie/rule-type info .augment/rules/a.md 2:7-2:13']);
    expect(rows({ '.augment/rules/a.md': '---\nglobs: "*.ts"\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:1-2:6']);
  });
  it('the legacy guidelines file is info at its first line', () => {
    expect(rows({ '.augment-guidelines': 'Use TypeScript.\n' })).toEqual(['auggie/legacy-guidelines info .augment-guidelines 1:1-1:16']);
  });
});

interface Case { id: string; files: Record<string, string>; observed: { commands: string[] } }
const CASES = (JSON.parse(readFileSync('oracle/auggie/cases.json', 'utf8')) as { cases: Case[] }).cases;
const caseOf = (id: string) => CASES.find((c) => c.id === id)!;
const findings = (files: Record<string, string>) => lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'auggie');

describe('custom commands, against what Auggie 0.36.0 listed (oracle/auggie/cases.json)', () => {
  it('case command-layout: agentlint reads the workspace commands Auggie lists, and reports the .MD file it does not', () => {
    const c = caseOf('command-layout');
    const root = tree(c.files);
    const commands = discover(root).project.artifacts.filter((a) => a.kind === 'auggie-command').map((a) => a.path).sort();
    expect(commands).toEqual(['.augment/commands/dup.md', '.augment/commands/hello.md', '.augment/commands/sub/deep.md', '.augment/commands/upper.MD']);
    // Listed from the workspace: hello, dup, sub:deep, and notes.txt (not read by agentlint: a .txt there is not a
    // walk candidate; docs/harnesses/auggie.md). Not listed: upper.MD, the one agentlint reports.
    const workspace = c.observed.commands.filter((l) => l.endsWith('| workspace')).map((l) => l.split(' | ')[0]);
    expect(workspace).toEqual(['dup', 'hello', 'notes', 'sub:deep']);
    expect(findings(c.files).map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['auggie/command-frontmatter warn .augment/commands/upper.MD 1:1']);
  });
  it('case command-frontmatter: a warning on every command Auggie listed with the default description although its file sets one', () => {
    const c = caseOf('command-frontmatter');
    const lost = c.observed.commands.filter((l) => / \| Run command from /.test(l)).map((l) => `.augment/commands/${l.split(' | ')[0]}.md`);
    const setsOne = (p: string) => /^---\n[\s\S]*descripti?on:/.test(c.files[p]!);
    const flagged = new Set(findings(c.files).map((d) => d.span.path));
    for (const p of lost.filter(setsOne)) expect([p, flagged.has(p)]).toEqual([p, true]);
    // Commands whose fields Auggie read get no finding.
    for (const p of ['.augment/commands/k-valid.md', '.augment/commands/f-description-number.md', '.augment/commands/h-hint-number.md']) expect([p, flagged.has(p)]).toEqual([p, false]);
    expect(findings(c.files).map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual([
      'schema/yaml-invalid warn .augment/commands/a-yaml-invalid.md 3:1',
      'schema/duplicate-key warn .augment/commands/b-duplicate-key.md 3:1',
      'schema/yaml-invalid warn .augment/commands/c-scalar.md 2:1',
      'schema/yaml-invalid warn .augment/commands/d-unclosed.md 1:1',
      'auggie/command-frontmatter warn .augment/commands/e-unknown-key.md 2:1',
      'auggie/command-frontmatter warn .augment/commands/e-unknown-key.md 3:1',
    ]);
  });
  it('messages and the fix', () => {
    const ds = findings({ '.augment/commands/review.md': '---\ndescripton: Review\n---\nX\n', '.augment/commands/bad.md': '---\ndescription: [x\n---\nX\n' });
    expect(ds.map((d) => `${d.kind} ${d.message}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`)).toEqual([
      'schema/yaml-invalid Auggie cannot read this frontmatter: Auggie loads the command with none of its fields (description "Run command from bad.md", no argument hint, no model; oracle: oracle/auggie/cases.json, case `command-frontmatter`)',
      'auggie/command-frontmatter Auggie does not read `descripton` in a command (did you mean `description`?): it reads `description`, `argument-hint`, `model` (oracle: oracle/auggie/cases.json, case `command-frontmatter`) fix=description MaybeIncorrect',
    ]);
  });
});
