/**
 * Qwen Code (issue 21): discovery as Qwen Code 0.24.4 reads the repository, and its rules judged by Qwen itself:
 * each recorded case of oracle/qwen-code/cases.json is linted, and every agent, command and skill file
 * Qwen left out of its run has an error, while every one it loaded has none.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { inventoryOf } from '../../../src/engine/inventory/run.js';
import { lint } from '../../../src/engine/run.js';
import { factsOf, familiesNeeded } from '../../../src/rules/families.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { QWEN_RULES } from '../../../src/harnesses/qwen-code/rules/index.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function tree(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return root;
}
const run = (files: Record<string, string>) => lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'qwen-code');
type Diag = ReturnType<typeof run>[number];
const rows = (ds: Diag[]) =>
  ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`);

interface Case { id: string; files: Record<string, string>; observed: { exit: number; agents: string[]; commands: string[]; context: string[]; sent?: Record<string, boolean> } }
const CASES = JSON.parse(readFileSync('oracle/qwen-code/cases.json', 'utf8')) as { qwenCode: string; cases: Case[] };
const caseOf = (id: string) => CASES.cases.find((c) => c.id === id)!;

describe('discovery', () => {
  it('reads the files the recorded `layout` case shows Qwen loading, each as its kind, and selects qwen-code', () => {
    const layout = caseOf('layout');
    const { project } = discover(tree(layout.files));
    expect(project.harnesses).toContain('qwen-code');
    expect(project.artifacts.filter((a) => a.harness === 'qwen-code').map((a) => `${a.kind} ${a.path} ${a.element.name}`).sort()).toEqual([
      'qwen-agent .qwen/agents/reviewer.md reviewer',
      'qwen-command .qwen/commands/git/commit.toml git:commit',
      'qwen-command .qwen/commands/hello.toml hello',
      'qwen-md-command .qwen/commands/hi.md hi',
      'qwen-memory AGENTS.md AGENTS.md',
      'qwen-memory QWEN.md QWEN.md',
      'qwen-memory sub/QWEN.md sub/QWEN.md',
      'qwen-nested-agent .qwen/agents/team/nested.md .qwen/agents/team/nested.md',
      'qwen-skill .agents/skills/shared/SKILL.md shared',
      'qwen-skill .qwen/skills/sk/SKILL.md sk',
    ]);
    // What Qwen listed and sent: the same agents, commands, skills and memory files (a sub-folder QWEN.md is read
    // when Qwen runs there; not at the root), none of .claude/, GEMINI.md or .qwen/agents/team/.
    expect(layout.observed.agents).toEqual(['reviewer']);
    expect(layout.observed.commands).toEqual(['git:commit', 'hello', 'hi', 'shared', 'sk']);
    expect(layout.observed.context).toEqual(['QWEN.md', 'AGENTS.md']);
  });

  it('a repository without Qwen files is not read for Qwen, and its families are not needed', () => {
    const { project } = discover(tree({ 'AGENTS.md': '# Agents\n', '.agents/skills/s/SKILL.md': '---\nname: s\ndescription: d\n---\nx\n', '.gemini/commands/a.toml': 'prompt = "x"\n' }));
    expect(project.harnesses).not.toContain('qwen-code');
    expect(project.artifacts.filter((a) => a.harness === 'qwen-code')).toEqual([]);
    expect(familiesNeeded(factsOf(project, [])).map((f) => f.name)).not.toContain('qwen-code');
  });

  it('a Qwen file selects the harness and its family; so does `harnesses: [qwen-code]` on a tree without one', () => {
    const { project } = discover(tree({ 'QWEN.md': '# Memory\n' }));
    expect(project.harnesses).toEqual(['qwen-code']);
    expect(familiesNeeded(factsOf(project, [])).map((f) => f.name)).toEqual(['qwen-code']);
    expect(familiesNeeded({ harnesses: ['qwen-code'], kinds: new Set(), configured: [] }).map((f) => f.name)).toEqual(['qwen-code']);
  });
});

/** Did Qwen load this file in its recorded run? By the name it lists (agents; commands and skills as slash commands). */
function loadedByQwen(c: Case, kind: string, name: string): boolean {
  if (kind === 'qwen-nested-agent') return c.observed.agents.includes('nested');
  return kind === 'qwen-agent' ? c.observed.agents.includes(name) : c.observed.commands.includes(name);
}

describe('Qwen Code as its own judge', () => {
  const judged = CASES.cases.filter((c) => ['layout', 'agents-required', 'agents-name', 'agents-fields', 'commands', 'skills'].includes(c.id));
  it.each(judged.map((c) => [c.id, c] as const))('case %s: an error exactly on the files Qwen dropped', (_id, c) => {
    const root = tree(c.files);
    const { project } = discover(root);
    const diags = lint({ root }).diagnostics.filter((d) => d.harness === 'qwen-code' && d.level === 'error');
    const files = project.artifacts.filter((a) => a.harness === 'qwen-code' && ['qwen-agent', 'qwen-nested-agent', 'qwen-command', 'qwen-md-command', 'qwen-skill'].includes(a.kind));
    expect(files.length).toBeGreaterThan(0);
    const verdicts = files.map((a) => `${a.path}: qwen ${loadedByQwen(c, a.kind, a.element.name) ? 'loads' : 'drops'}, agentlint ${diags.some((d) => d.span.path === a.path) ? 'error' : 'clean'}`).sort();
    expect(verdicts).toEqual(verdicts.map((v) => v.replace(/agentlint \w+$/, v.includes('qwen loads') ? 'agentlint clean' : 'agentlint error')));
  });
});

describe('the inventory', () => {
  it.each(['agents-fields', 'agents-name', 'commands', 'skills'])('case %s: the agents and commands it lists as loaded are those Qwen listed', async (id) => {
    const c = caseOf(id);
    const { inventory } = await inventoryOf({ root: tree(c.files) }, ALL_RULES);
    const qwen = inventory.harnesses.find((h) => h.harness === 'qwen-code')!;
    const loaded = qwen.loaded.filter((e) => e.kind === 'agent' || e.kind === 'command' || e.kind === 'skill').map((e) => e.name).sort();
    expect(loaded).toEqual([...c.observed.agents, ...c.observed.commands].sort());
    expect(qwen.notLoaded.length).toBeGreaterThan(0);
  });
});

describe('qwen-code/agent-schema', () => {
  it('a reserved name and a short body are errors at the value and the body; a bad color is a warning', () => {
    expect(rows(run({ '.qwen/agents/a.md': '---\nname: system\ndescription: Reviews\ncolor: mauve\n---\nReview.\n' }))).toEqual([
      'qwen-code/agent-schema error .qwen/agents/a.md 2:7-2:13 Qwen Code does not load this agent, without a message: its `name` is refused: `system` is a reserved name',
      'qwen-code/agent-schema warn .qwen/agents/a.md 4:8-4:13 Qwen Code drops this `color` and loads the agent without it: the colours are `red`, `blue`, `green`, `yellow`, `purple`, `orange`, `pink`, `cyan`, `auto` (a WARN line of its debug log says so)',
      'qwen-code/agent-schema error .qwen/agents/a.md 6:1-6:8 Qwen Code does not load this agent, without a message: its body (the system prompt) is 7 characters; it must hold at least 10',
    ]);
  });
  it('an unknown approvalMode suggests the nearest mode; a valid agent with unknown keys is clean', () => {
    expect(rows(run({
      '.qwen/agents/a.md': '---\nname: a-agent\ndescription: d\napprovalMode: auto_edit\n---\nReview the diff carefully.\n',
      '.qwen/agents/b.md': '---\nname: Code_Reviewer\ndescription: d\nfrobnicate: 1\n---\nReview the diff carefully.\n',
    }))).toEqual([
      'qwen-code/agent-schema error .qwen/agents/a.md 4:15-4:24 Qwen Code does not load this agent, without a message: `approvalMode` must be one of `plan`, `default`, `auto-edit`, `auto`, `yolo`, `bubble` (did you mean `auto-edit`?)',
    ]);
  });
  it('a closing `---` at the end of the file with no line break', () => {
    expect(rows(run({ '.qwen/agents/a.md': '---\nname: a-agent\ndescription: d\n---' }))).toEqual([
      'qwen-code/agent-schema error .qwen/agents/a.md 4:1-4:4 Qwen Code does not load this agent, without a message: the closing `---` ends the file with no line break after it, so Qwen does not see a frontmatter (and there is no prompt)',
    ]);
  });
});

describe('qwen-code/agent-location', () => {
  it('an agent in a sub-folder of .qwen/agents is an error at its first line', () => {
    expect(rows(run({ '.qwen/agents/review/security.md': '---\nname: security\ndescription: d\n---\nReview the diff carefully.\n' }))).toEqual([
      'qwen-code/agent-location error .qwen/agents/review/security.md 1:1-1:4 Qwen Code does not read this file: it reads agents only from `.qwen/agents/*.md`, not from sub-folders; move it up to `.qwen/agents/`',
    ]);
  });
});

describe('qwen-code/command-schema', () => {
  it('TOML: a misspelt prompt is an error with the rename; an unknown key a warning', () => {
    const ds = run({ '.qwen/commands/git/review.toml': 'promt = "Review {{args}}"\nmodel = "x"\n' });
    expect(rows(ds)).toEqual([
      'qwen-code/command-schema error .qwen/commands/git/review.toml 1:1-1:6 Qwen Code skips this command (/git:review): `prompt` is required, and `promt` is not read as it (did you mean `prompt`?)',
      'qwen-code/command-schema warn .qwen/commands/git/review.toml 2:1-2:6 Qwen Code ignores `model` in /git:review without a word',
    ]);
    expect(ds[0]!.suggestion?.edits).toEqual([{ path: '.qwen/commands/git/review.toml', range: ds[0]!.span.range, text: 'prompt' }]);
  });
  it('Markdown: a number description and a string disable-model-invocation; a file without frontmatter is clean', () => {
    expect(rows(run({ '.qwen/commands/a.md': '---\ndescription: 5\ndisable-model-invocation: "true"\n---\nDo it.\n', '.qwen/commands/b.md': 'Do it.\n' }))).toEqual([
      'qwen-code/command-schema error .qwen/commands/a.md 2:14-2:15 Qwen Code skips this command (/a): `description` must be a string (quote it); it logs "Skipping invalid command file" in its debug log only',
      'qwen-code/command-schema error .qwen/commands/a.md 3:27-3:33 Qwen Code skips this command (/a): `disable-model-invocation` must be a boolean (`true` or `false`); it logs "Skipping invalid command file" in its debug log only',
    ]);
  });
});

describe('qwen-code/skill-schema', () => {
  it('a name with a space; the shared .agents/skills folder is read for Qwen once .qwen/ shows Qwen is used', () => {
    expect(rows(run({ '.qwen/skills/a/SKILL.md': '---\nname: a b\ndescription: d\n---\nx\n', '.agents/skills/b/SKILL.md': '---\nname: b\n---\nx\n' }))).toEqual([
      'qwen-code/skill-schema error .agents/skills/b/SKILL.md 1:1-1:4 Qwen Code drops this skill (only its debug log says so): `description` is required',
      'qwen-code/skill-schema error .qwen/skills/a/SKILL.md 2:7-2:10 Qwen Code drops this skill (only its debug log says so): its `name` may hold only letters, digits, `_`, `:`, `.` and `-`, not `a b`',
    ]);
  });
});

describe('qwen-code/settings and qwen-code/memory-import', () => {
  it('an unknown key suggests the setting; ui.theme a number stops Qwen', () => {
    expect(rows(run({ '.qwen/settings.json': '{\n  "contxt": {},\n  "ui": { "theme": 5 }\n}\n' }))).toEqual([
      'qwen-code/settings warn .qwen/settings.json 2:3-2:11 Qwen Code ignores `contxt`: it is not a setting (its debug log says "Unknown setting \'contxt\' will be ignored"); did you mean `context`?',
      'qwen-code/settings error .qwen/settings.json 3:20-3:21 Qwen Code stops every run with this settings file: `ui.theme` must be a string ("An unexpected critical error occurred: TypeError: themeName.endsWith is not a function", exit 1)',
    ]);
  });
  it('a missing import in QWEN.md, and in a file it imports; code spans are text', () => {
    expect(rows(run({ 'QWEN.md': 'See @./a.md and `@./code.md`.\n', 'a.md': 'Then @./gone.md\n' }))).toEqual([
      'qwen-code/memory-import warn a.md 1:6-1:16 `@./gone.md` imports nothing: `gone.md` does not exist; Qwen Code sends `@./gone.md` to the model as plain text, without a word',
    ]);
  });
  it('AGENTS.md alone does not select Qwen; beside a .qwen/ file it is read as Qwen memory', () => {
    expect(run({ 'AGENTS.md': 'See @./gone.md\n' })).toEqual([]);
    expect(rows(run({ 'AGENTS.md': 'See @./gone.md\n', '.qwen/settings.json': '{}\n' }))).toEqual([
      'qwen-code/memory-import warn AGENTS.md 1:5-1:15 `@./gone.md` imports nothing: `gone.md` does not exist; Qwen Code sends `@./gone.md` to the model as plain text, without a word',
    ]);
  });
});

describe('every Qwen Code rule names recorded cases that exist', () => {
  it('each case its rationale names is a case of cases.json', () => {
    const ids = new Set(CASES.cases.map((c) => c.id));
    for (const rule of QWEN_RULES) {
      const named = [...(rule.meta.rationale ?? '').matchAll(/\bcases? ([a-z0-9-]+(?:(?:, | and )[a-z0-9-]+)*)/g)].flatMap((m) => m[1]!.split(/, | and /));
      expect([rule.meta.id, named.length > 0]).toEqual([rule.meta.id, true]);
      for (const id of named) expect([rule.meta.id, id, ids.has(id)]).toEqual([rule.meta.id, id, true]);
    }
  });
});

describe('bad input never crashes the Qwen Code kinds and rules', () => {
  const nasty = ['', '---', '---\n---\n', '\uFEFF---\r\nname: a\r\ndescription: d\r\n---\r\nYou review the code.\r\n', '---\nname: [\ndescription: {\n---\nbody\n', '---\nname: &a [*a]\n---\n', 'prompt = """\n', '\u0000\u0001binary', '[1, 2, 3]', '{"ui": {"theme": {"x": 1}}, "context": 5}', '@./'.repeat(2000), `---\nname: ${'x'.repeat(20000)}\n---\n`];
  it.each(nasty.map((t, i) => [i, t] as const))('input %i: a report, every range inside its file', (_i, text) => {
    const files = {
      '.qwen/agents/a.md': text, '.qwen/commands/c.toml': text, '.qwen/commands/d.md': text, '.qwen/skills/s/SKILL.md': text,
      '.qwen/settings.json': text, 'QWEN.md': text, 'AGENTS.md': text,
    };
    const ds = run(files);
    for (const d of ds) {
      const len = (files as Record<string, string>)[d.span.path]?.length ?? 0;
      expect([d.kind, d.span.range.start.offset >= 0 && d.span.range.end.offset <= len && d.span.range.start.line >= 1]).toEqual([d.kind, true]);
    }
  });
});
