/**
 * Cline (issue 21): discovery of `.clinerules/` (folder or single file) and `.cline/rules/`, and the rules, checked
 * against what Cline CLI 3.0.65 loaded in the recorded cases (oracle/cline/cases.json), with exact ids,
 * levels, ranges and fixes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { CLINE_RULES } from '../../../src/harnesses/cline/rules/index.js';
import { expectRationaleCases, treeMaker } from '../../helpers/index.js';

const tree = treeMaker();
const clineFindings = (files: Record<string, string>) => lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'cline');
const rows = (files: Record<string, string>) =>
  clineFindings(files).map((d) =>
    `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`);

interface Case { id: string; files: Record<string, string>; observed: { rules?: string[]; session?: { rules: string[]; ran?: string[] } } }
const CASES = JSON.parse(readFileSync('oracle/cline/cases.json', 'utf8')) as { cases: Case[] };
const caseOf = (id: string) => CASES.cases.find((c) => c.id === id)!;
/** The files a case's `cline config rules` listing shows loaded. */
const listed = (c: Case) => new Set((c.observed.rules ?? []).map((r) => r.slice(0, r.indexOf(': '))));

describe('agreement with the recorded cases: a rule file gets a "not loaded" finding exactly when Cline did not list it', () => {
  // A finding that says Cline does not load the file: these rules, or a frontmatter error.
  const NOT_LOADED = new Set(['cline/rule-extension', 'cline/rule-location']);
  // Files Cline skipped that agentlint deliberately says nothing about (docs/harnesses/cline.md): an empty or blank
  // rule adds nothing, and `.yaml`, `.json` and extension-less files are not files anyone writes rules in.
  const UNREPORTED = new Set(['.clinerules/g-yaml.yaml', '.clinerules/h-json.json', '.clinerules/i-noext', '.clinerules/g-empty-file.md', '.clinerules/h-blank-file.md']);
  for (const id of ['rule-extensions', 'rule-nesting', 'rule-frontmatter', 'rule-paths-condition', 'single-file']) {
    it(id, () => {
      const c = caseOf(id);
      const loaded = listed(c);
      const flagged = new Set(clineFindings(c.files).filter((d) => NOT_LOADED.has(d.kind) || (d.kind.startsWith('schema/') && d.level === 'error')).map((d) => d.span.path));
      for (const path of Object.keys(c.files)) {
        if (UNREPORTED.has(path)) {
          expect([path, loaded.has(path), flagged.has(path)]).toEqual([path, false, false]);
          continue;
        }
        expect([path, flagged.has(path)]).toEqual([path, !loaded.has(path)]);
      }
    });
  }
});

describe('workflows, as the recorded case shows Cline reading them', () => {
  it('case workflow-files: a "not loaded" finding exactly on the workflow files Cline did not list (empty files aside)', () => {
    const c = caseOf('workflow-files') as Case & { observed: { workflows: string[] } };
    const listedFlows = new Set(c.observed.workflows.map((r) => r.slice(0, r.indexOf(': '))));
    const flagged = new Set(clineFindings(c.files).filter((d) => d.kind === 'cline/rule-location' || (d.kind.startsWith('schema/') && d.level === 'error')).map((d) => d.span.path));
    for (const path of Object.keys(c.files)) {
      if (path.endsWith('/f.md')) expect([path, listedFlows.has(path), flagged.has(path)]).toEqual([path, false, false]); // empty: nothing lost
      else expect([path, flagged.has(path)]).toEqual([path, !listedFlows.has(path)]);
    }
    expect(clineFindings(c.files).find((d) => d.span.path === '.clinerules/workflows/sub/c.md')!.message).toMatch(/^Cline does not read the subfolder `sub\/` of `\.clinerules\/workflows\/`: it reads only the files directly in `\.clinerules\/workflows\/`, so this workflow is never loaded/);
  });
});

describe('hooks, as the recorded cases show Cline running them', () => {
  for (const id of ['hook-names', 'hook-run']) {
    it(`case ${id}: cline/hook-name flags exactly the hook files Cline does not list with an event`, () => {
      const c = caseOf(id) as Case & { observed: { hooks: string[] } };
      const runs = new Set(c.observed.hooks.filter((h) => !h.endsWith('-> undefined')).map((h) => h.slice(0, h.indexOf(' -> '))));
      const flagged = new Set(clineFindings(c.files).filter((d) => d.kind === 'cline/hook-name').map((d) => d.span.path));
      for (const path of Object.keys(c.files).filter((p) => p.includes('/hooks/'))) expect([path, flagged.has(path)]).toEqual([path, !runs.has(path)]);
    });
  }
  it('the session ran the Cline-named scripts and not Claude Code\'s names', () => {
    expect(caseOf('hook-run').observed.session?.ran).toEqual(['TaskComplete.ran', 'TaskStart.ran']);
  });
  it('messages and ranges', () => {
    const ds = clineFindings({ '.clinerules/hooks/Stop': '#!/bin/sh\nnpm test\n', '.clinerules/hooks/TaskStrat.sh': 'x\n', '.clinerules/hooks/TaskStart.txt': 'x\n', '.cline/hooks/sub/TaskStart': 'x\n', '.clinerules/hooks/PreCompact': 'x\n', '.clinerules/hooks/pretooluse.PY': 'x\n' });
    expect(ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message.replace(/ \(oracle: .*\)$/, '')}`)).toEqual([
      'cline/hook-name warn .cline/hooks/sub/TaskStart 1:1-1:2 Cline runs only the files directly in `.cline/hooks/`: this hook in a subfolder never runs',
      'cline/hook-name warn .clinerules/hooks/PreCompact 1:1-1:2 Cline CLI 3.0.65 lists a `PreCompact` hook with no event to run it on: this script never runs',
      'cline/hook-name warn .clinerules/hooks/Stop 1:1-1:10 `Stop` is not a Cline hook event, so this script never runs: the events are `TaskStart`, `TaskResume`, `TaskCancel`, `TaskComplete`, `TaskError`, `PreToolUse`, `PostToolUse`, `UserPromptSubmit`, `PreCompact`, `SessionShutdown`; `Stop` is Claude Code\'s name: Cline\'s `TaskComplete` fires at that moment',
      'cline/hook-name warn .clinerules/hooks/TaskStart.txt 1:1-1:2 Cline does not run a hook file ending in `.txt`: it runs one with no extension or one of `.sh`, `.bash`, `.zsh`, `.js`, `.mjs`, `.cjs`, `.ts`, `.mts`, `.cts`, `.py`, `.ps1`, so this file never runs',
      'cline/hook-name warn .clinerules/hooks/TaskStrat.sh 1:1-1:2 `TaskStrat` is not a Cline hook event, so this script never runs: the events are `TaskStart`, `TaskResume`, `TaskCancel`, `TaskComplete`, `TaskError`, `PreToolUse`, `PostToolUse`, `UserPromptSubmit`, `PreCompact`, `SessionShutdown`; did you mean `TaskStart`?',
    ]);
    expect(ds[0]!.message).toMatch(/\(oracle: oracle\/cline\/cases\.json, cases `hook-names`, `hook-run`\)$/);
  });
});

describe('skills and AGENTS.md, as the recorded cases show Cline reading them', () => {
  it('case skills: the SKILL.md files agentlint reads for Cline, less the one it says Cline drops, are the ones Cline listed', () => {
    const c = caseOf('skills');
    const root = tree(c.files);
    const skills = discover(root, { harnesses: ['cline'] }).project.artifacts.filter((a) => a.kind === 'cline-skill').map((a) => a.path);
    const dropped = lint({ root, harnesses: ['cline'] }).diagnostics.filter((d) => d.harness === 'cline' && d.level === 'error');
    expect(dropped.map((d) => `${d.kind} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      'schema/yaml-invalid .cline/skills/bad-yaml/SKILL.md 3:1 Cline cannot read this frontmatter and does not load the skill (oracle: oracle/cline/cases.json, case `skills`)',
    ]);
    const listedSkills = (c.observed as { skills: string[] }).skills.map((r) => r.slice(0, r.indexOf(': ')));
    expect(skills.filter((p) => !dropped.some((d) => d.span.path === p)).sort()).toEqual([...listedSkills].sort());
    expect(skills).not.toContain('.claude/skills/four/SKILL.md');
  });
  it('case agents-md: only the root AGENTS.md is read for Cline, and it does not select Cline by itself', () => {
    const c = caseOf('agents-md');
    const { project } = discover(tree({ ...c.files, '.clinerules/a.md': 'A\n' }));
    expect(project.artifacts.filter((a) => a.kind === 'cline-agents-md').map((a) => a.path)).toEqual(['AGENTS.md']);
    expect(listed(c)).toEqual(new Set(['AGENTS.md']));
    expect(discover(tree({ 'AGENTS.md': 'x\n', '.agents/skills/s/SKILL.md': '---\nname: s\ndescription: S\n---\nS\n' })).project.harnesses).not.toContain('cline');
  });
});

describe('Cline files', () => {
  it('reads the rules folders (subfolders listed for cline/rule-location), the single .clinerules file, and selects cline', () => {
    const root = tree({ '.clinerules/01-style.md': 'Two spaces.\n', '.clinerules/frontend/react.md': 'Hooks.\n', '.clinerules/notes.txt': 'x\n', '.clinerules/old.mdc': 'x\n', '.clinerules/workflows/w.md': 'W\n', '.cline/rules/b.MD': 'B\n', 'docs/x.txt': 'not a rule\n' });
    const { project } = discover(root);
    expect(project.artifacts.filter((a) => a.harness === 'cline').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'cline-other-file .clinerules/old.mdc',
      'cline-rule .cline/rules/b.MD',
      'cline-rule .clinerules/01-style.md',
      'cline-rule .clinerules/frontend/react.md',
      'cline-rule .clinerules/notes.txt',
      'cline-workflow .clinerules/workflows/w.md',
    ]);
    expect(project.harnesses).toContain('cline');
    const single = discover(tree({ '.clinerules': 'Use tabs.\n' })).project;
    expect(single.artifacts.map((a) => `${a.harness} ${a.kind} ${a.path}`)).toEqual(['cline cline-rules-file .clinerules']);
  });
  it('a valid rule with paths is clean; other keys and a paths that is not a list are warnings', () => {
    expect(rows({ '.clinerules/react.md': '---\npaths:\n  - "src/components/**"\n---\nUse hooks.\n' })).toEqual([]);
    expect(rows({ '.clinerules/react.md': '---\nglobs:\n  - "src/**"\nalwaysApply: false\n---\nUse hooks.\n' })).toEqual([
      'cline/rule-frontmatter warn .clinerules/react.md 2:1-2:6 fix=paths MaybeIncorrect',
      'cline/rule-frontmatter warn .clinerules/react.md 4:1-4:12',
    ]);
    expect(rows({ '.clinerules/a.md': '---\npaths: src/**\n---\nX\n' })).toEqual(['cline/rule-frontmatter warn .clinerules/a.md 2:8-2:14']);
    expect(clineFindings({ '.clinerules/react.md': '---\nglobs:\n  - "src/**"\n---\nX\n' })[0]!.message).toBe(
      'Cline does not read `globs`, so this rule loads for every request: `paths` is the one supported condition, and Cline scopes a rule with `paths` (documented: https://docs.cline.bot/features/cline-rules/conditional-rules; Cline CLI 3.0.65 applies every rule to every request, case `rule-paths-condition`)',
    );
  });
  it('a .mdc file is a warning at its first line; .txt and .markdown are rules', () => {
    expect(rows({ '.clinerules/style.mdc': 'Use two spaces.\n', '.clinerules/a.txt': 'A\n', '.clinerules/b.markdown': 'B\n' })).toEqual(['cline/rule-extension warn .clinerules/style.mdc 1:1-1:16']);
    expect(clineFindings({ '.clinerules/style.mdx': 'X\n' })[0]!.message).toBe(
      'Cline reads the `.md`, `.markdown`, `.txt` files of its rules folder, not this `.mdx` file: it is not a rule (rename it to `.md`; oracle: oracle/cline/cases.json, case `rule-extensions`)',
    );
  });
  it('a rule in a subfolder is a warning at its first line that names a place to move it', () => {
    const ds = clineFindings({ '.clinerules/frontend/react.md': 'Use hooks.\n', '.clinerules/workflows/release.md': 'W\n', '.clinerules/skills/s/SKILL.md': '---\nname: s\ndescription: S\n---\nS\n' });
    expect(ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`)).toEqual(['cline/rule-location warn .clinerules/frontend/react.md 1:1-1:11']);
    expect(ds[0]!.message).toBe('Cline does not read the subfolder `frontend/` of `.clinerules/`: it reads only the files directly in `.clinerules/`, so this rule is never loaded (move it up, for example as `.clinerules/frontend-react.md`; oracle: oracle/cline/cases.json, case `rule-nesting`)');
  });
  it('frontmatter problems say what Cline does: an error where it drops the rule, a warning where it loads the text', () => {
    const files = caseOf('rule-frontmatter').files;
    const byPath = (p: string) => clineFindings({ [p]: files[p]! }).filter((d) => d.kind.startsWith('schema/')).map((d) => `${d.kind} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`);
    expect(byPath('.clinerules/b-duplicate.md')).toEqual(['schema/duplicate-key error 3:1 duplicate key `paths` (first at line 2): Cline cannot read this frontmatter and does not load the rule (oracle: oracle/cline/cases.json, case `rule-frontmatter`)']);
    expect(byPath('.clinerules/d-scalar.md')).toEqual(['schema/yaml-invalid warn 2:1 frontmatter is not a mapping of `key: value` fields: Cline drops the block and loads the rule\'s text with no condition (oracle: oracle/cline/cases.json, case `rule-frontmatter`)']);
    expect(byPath('.clinerules/e-unclosed.md')).toEqual(['schema/yaml-invalid warn 1:1 frontmatter opened with `---` is never closed: Cline reads the whole file, `---` and the YAML lines included, as the rule\'s text (oracle: oracle/cline/cases.json, case `rule-frontmatter`)']);
    const bad = byPath('.clinerules/a-bad-yaml.md');
    expect(bad.length).toBe(1);
    expect(bad[0]).toMatch(/^schema\/yaml-invalid error 3:1 Cline cannot read this frontmatter and does not load the rule: .+ \(oracle: oracle\/cline\/cases\.json, case `rule-frontmatter`\)$/);
  });
  it('a repository without Cline files gets no Cline finding', () => {
    const r = lint({ root: tree({ 'notes.txt': 'x\n', '.claude/agents/a.md': '---\nname: a\ndescription: A\n---\nBody.\n' }) });
    expect(r.diagnostics.filter((d) => d.harness === 'cline')).toEqual([]);
  });
});

describe('every Cline rule names recorded cases that exist', () => {
  it('each `case \\`id\\`` in a rationale is a case of cases.json or mutations.json (`cline-agent::<op>`, or `<op>` after one)', () => {
    const mutations = (JSON.parse(readFileSync('oracle/cline/mutations.json', 'utf8')) as { cases: Array<{ id: string; op: string }> }).cases;
    const ids = new Set([...CASES.cases.map((c) => c.id), ...mutations.map((c) => c.id), ...mutations.map((c) => c.op)]);
    expectRationaleCases(CLINE_RULES, ids);
  });
});
