/**
 * Kilo Code (issue 21): discovery as its CLI 7.7.7 reads the repository, and the rules whose messages name
 * recorded cases (oracle/kilo-code/cases.json; the oracle-message check is in the last test).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { KILO_RULES } from '../../../src/harnesses/kilo-code/rules/index.js';
import { expectRationaleCases, treeMaker } from '../../helpers/index.js';

const tree = treeMaker();
const run = (files: Record<string, string>) => lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'kilo-code');
const rows = (ds: ReturnType<typeof run>) =>
  ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`);

const CASES = JSON.parse(readFileSync('oracle/kilo-code/cases.json', 'utf8')) as { cases: Array<{ id: string; files: Record<string, string>; observed: any }> };
const caseOf = (id: string) => CASES.cases.find((c) => c.id === id)!;

describe('discovery', () => {
  it('reads the files the recorded `layout` case shows Kilo loading, each as its kind, and selects kilo-code', () => {
    const layout = caseOf('layout');
    const { project } = discover(tree(layout.files));
    expect(project.harnesses).toContain('kilo-code');
    expect(project.artifacts.filter((a) => a.harness === 'kilo-code').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'kilo-agent .kilo/agent/singular.md', 'kilo-agent .kilo/agents/plural.md',
      'kilo-command .kilo/command/one.md', 'kilo-command .kilo/commands/two.md', 'kilo-command .kilocode/workflows/release.md',
      'kilo-rule .kilo/rules/k.md', 'kilo-rule .kilocode/rules-code/code-only.md', 'kilo-rule .kilocode/rules/style.md',
    ]);
    // What Kilo listed: every agent, command and instruction file agentlint reads for it.
    const seen = layout.observed;
    expect(Object.keys(seen.agents)).toEqual(expect.arrayContaining(['singular', 'plural']));
    expect(Object.keys(seen.commands).sort()).toEqual(['one', 'release', 'two']);
    expect(seen.instructions).toEqual(['.kilo/rules/k.md', '.kilocode/rules-code/code-only.md', '.kilocode/rules/style.md']);
  });
});

describe('kilo-code/rules-mode-folder', () => {
  it('a rules-{slug} file is a warning at its first line; .kilocode/rules and .kilo/rules are clean', () => {
    expect(rows(run({ '.kilocode/rules-code/a.md': 'Only for code.\n', '.kilocode/rules/b.md': 'B\n', '.kilo/rules/c.md': 'C\n' }))).toEqual([
      'kilo-code/rules-mode-folder warn .kilocode/rules-code/a.md 1:1-1:15 Kilo Code\'s CLI loads this file for every agent, not only for the mode `code`: its folder names that mode, but the CLI loads the file as an instruction for every agent (oracle: oracle/kilo-code/cases.json, case `layout`)',
    ]);
  });
});

describe('every Kilo Code rule names recorded cases that exist', () => {
  it('each case a rationale names is a case of cases.json', () => {
    expectRationaleCases(KILO_RULES, new Set(CASES.cases.map((c) => c.id)));
  });
});

describe('kilo-code/legacy-modes against the recorded .kilocodemodes cases', () => {
  it('a valid file (YAML or JSON) is clean; the recorded cases get exactly what Kilo did', () => {
    expect(run(caseOf('modes-valid').files)).toEqual([]);
    expect(run(caseOf('modes-json').files)).toEqual([]);
    // The mode without roleDefinition loaded with an empty prompt, beside the two others.
    expect(Object.keys(caseOf('modes-one-invalid').observed.agents)).toEqual(['reviewer', 'planner', 'broken']);
    expect(caseOf('modes-one-invalid').observed.agents.broken.prompt).toBe('');
    expect(rows(run(caseOf('modes-one-invalid').files))).toEqual([
      'kilo-code/legacy-modes warn .kilocodemodes 11:5-11:9 this mode has no `roleDefinition`: Kilo Code loads it with an empty prompt (case `modes-one-invalid`)',
    ]);
    expect(caseOf('modes-no-custommodes').observed.agents).toEqual({});
    expect(rows(run(caseOf('modes-no-custommodes').files))).toEqual([
      'kilo-code/legacy-modes error .kilocodemodes 1:1-1:6 Kilo Code reads no mode from this file: its modes go in a `customModes` list (case `modes-no-custommodes`)',
    ]);
    expect(rows(run(caseOf('modes-lenient').files))).toEqual([
      'kilo-code/legacy-modes warn .kilocodemodes 5:20-5:28 `teleport` is not a tool group (read, edit, browser, command, mcp): Kilo Code makes it a permission no tool asks for (case `modes-lenient`)',
    ]);
  });
  it('groups that is not a list drops every mode of the file: an error at the value', () => {
    expect(rows(run({ '.kilocodemodes': 'customModes:\n  - slug: a\n    name: A\n    roleDefinition: R\n    groups: 7\n' }))).toEqual([
      'kilo-code/legacy-modes error .kilocodemodes 5:13-5:14 Kilo Code drops every mode of this file without a word: this mode\'s `groups` is `7`, not a list (`kilo-legacy-modes:/customModes/0/groups:remove`, `…:type:number`, `…:type:object`)',
    ]);
  });
});
