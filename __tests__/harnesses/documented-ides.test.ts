/**
 * Windsurf, Kiro and Roo Code (issue 21; documentation and published source only: none runs here,
 * so these assert agentlint's reading of the docs, see docs/harnesses/{windsurf,kiro,roo-code}.md).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../src/artifacts/discover.js';
import type { Harness } from '../../src/artifacts/harness.js';
import { lint } from '../../src/engine/run.js';
import { factsOf, familiesNeeded } from '../../src/rules/families.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function tree(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return root;
}
function run(harness: Harness, files: Record<string, string>) {
  return lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === harness);
}
const rows = (ds: ReturnType<typeof run>) =>
  ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`);
const fixes = (ds: ReturnType<typeof run>) => ds.map((d) => (d.suggestion ? `${d.suggestion.applicability} ${d.suggestion.edits.map((e) => e.text).join('|')}` : '-'));

describe('discovery and selection', () => {
  it('each harness is selected by its own files and reads them as its kinds', () => {
    const { project } = discover(tree({
      '.windsurf/rules/a.md': '---\ntrigger: always_on\n---\nA\n', 'apps/web/.windsurf/rules/b.md': 'B\n', '.windsurf/workflows/ship.md': 'Ship.\n', '.windsurfrules': 'x\n',
      '.kiro/steering/tech.md': '---\ninclusion: always\n---\nT\n',
      '.roomodes': 'customModes: []\n', '.roo/rules/a.md': 'A\n', '.roo/rules-code/b.md': 'B\n',
      'pkg/.kiro/steering/x.md': 'not read\n', 'pkg/.roomodes': 'customModes: []\n',
    }));
    expect(project.harnesses).toEqual(['windsurf', 'kiro', 'roo-code']);
    expect(project.artifacts.map((a) => `${a.harness} ${a.kind} ${a.path}`).sort()).toEqual([
      'kiro kiro-steering .kiro/steering/tech.md',
      'roo-code roo-modes .roomodes', 'roo-code roo-rule .roo/rules-code/b.md', 'roo-code roo-rule .roo/rules/a.md',
      'windsurf windsurf-legacy-rules .windsurfrules', 'windsurf windsurf-rule .windsurf/rules/a.md', 'windsurf windsurf-rule apps/web/.windsurf/rules/b.md', 'windsurf windsurf-workflow .windsurf/workflows/ship.md',
    ]);
  });
  it('their rule families are never loaded on a repository without their files, and each is loaded with its own', () => {
    const need = (files: Record<string, string>) => familiesNeeded(factsOf(discover(tree(files)).project, [])).map((f) => f.name);
    expect(need({ '.claude/agents/a.md': '---\nname: a\ndescription: d\n---\nA\n', 'AGENTS.md': '# A\n', '.cursor/rules/a.mdc': 'A\n' })).toEqual(['codex', 'cursor']);
    expect(need({ '.windsurf/rules/a.md': 'A\n' })).toEqual(['windsurf']);
    expect(need({ '.kiro/steering/a.md': 'A\n' })).toEqual(['kiro']);
    expect(need({ '.roomodes': 'customModes: []\n' })).toEqual(['roo-code']);
  });
  it('--harness-style selection of a new harness alone checks only its files', () => {
    const root = tree({ '.windsurf/rules/a.md': '---\ntrigger: bogus\n---\nA\n', '.kiro/steering/a.md': '---\ninclusion: bogus\n---\nA\n' });
    expect(lint({ root, harnesses: ['kiro'] }).diagnostics.map((d) => `${d.harness} ${d.kind}`)).toEqual(['kiro kiro/steering-inclusion']);
  });
});

describe('windsurf', () => {
  it('windsurf/rule-trigger: unknown modes (certain fix for a spelling), glob without globs, model_decision without description', () => {
    const ds = run('windsurf', {
      '.windsurf/rules/a.md': '---\ntrigger: always-on\n---\nA\n',
      '.windsurf/rules/b.md': '---\ntrigger: glob\n---\nB\n',
      '.windsurf/rules/c.md': '---\ntrigger: model_decision\ndescription: ""\n---\nC\n',
      '.windsurf/rules/d.md': '---\ntrigger: globb\nglobs: "*.ts"\n---\nD\n',
      '.windsurf/rules/e.md': '---\ntrigger: [glob]\n---\nE\n',
    });
    expect(rows(ds)).toEqual([
      'windsurf/rule-trigger warn .windsurf/rules/a.md 2:10-2:19 `trigger: always-on` is not an activation mode: Windsurf documents `always_on`, `manual`, `model_decision` and `glob` (did you mean `always_on`?) (documented: https://docs.windsurf.com/windsurf/cascade/memories)',
      'windsurf/rule-trigger warn .windsurf/rules/b.md 2:10-2:14 `trigger: glob` without `globs`: the rule applies to files that match its pattern, and it has none, so it never applies (documented: https://docs.windsurf.com/windsurf/cascade/memories)',
      'windsurf/rule-trigger warn .windsurf/rules/c.md 2:10-2:24 `trigger: model_decision` without `description`: the model decides from the rule\'s description whether to apply it, and it has none (documented: https://docs.windsurf.com/windsurf/cascade/memories)',
      'windsurf/rule-trigger warn .windsurf/rules/d.md 2:10-2:15 `trigger: globb` is not an activation mode: Windsurf documents `always_on`, `manual`, `model_decision` and `glob` (did you mean `glob`?) (documented: https://docs.windsurf.com/windsurf/cascade/memories)',
      'windsurf/rule-trigger warn .windsurf/rules/e.md 2:10-2:16 `trigger` must be one of `always_on`, `manual`, `model_decision`, `glob`, not a list (documented: https://docs.windsurf.com/windsurf/cascade/memories)',
    ]);
    expect(fixes(ds)).toEqual(['MachineApplicable always_on', '-', '-', 'MaybeIncorrect glob', '-']);
  });
  it('windsurf/rule-size past 12,000 characters from the cut; legacy .windsurfrules as info', () => {
    const long = `---\ntrigger: always_on\n---\n${'x'.repeat(12_100)}\n`;
    const ds = run('windsurf', { '.windsurf/rules/long.md': long, '.windsurf/rules/ok.md': `${'y'.repeat(12_000)}`, '.windsurfrules': 'Use tabs.\n' });
    expect(rows(ds)).toEqual([
      `windsurf/rule-size warn .windsurf/rules/long.md 4:11974-5:1 this rule file has 12,128 characters: Windsurf truncates a rule file past 12,000 characters (6,000 in earlier revisions of its docs), so Cascade never sees the text from here on (documented: https://docs.windsurf.com/windsurf/cascade/memories)`,
      'windsurf/legacy-windsurfrules info .windsurfrules 1:1-1:10 `.windsurfrules` is Windsurf\'s legacy rules file: move its content to a rule in `.windsurf/rules/*.md` with a `trigger` (documented: https://docs.windsurf.com/windsurf/cascade/memories)',
    ]);
  });
  it('the four documented modes are clean', () => {
    expect(run('windsurf', {
      '.windsurf/rules/a.md': '---\ntrigger: always_on\n---\nA\n',
      '.windsurf/rules/b.md': '---\ntrigger: glob\nglobs: src/**/*.ts\n---\nB\n',
      '.windsurf/rules/c.md': '---\ntrigger: model_decision\ndescription: Database migrations\n---\nC\n',
      '.windsurf/rules/d.md': '---\ntrigger: manual\n---\nD\n',
      '.windsurf/workflows/ship.md': '# Ship\n1. Run the tests.\n',
    })).toEqual([]);
  });
});

describe('kiro', () => {
  it('kiro/steering-inclusion: unknown mode (certain fix for case), fileMatch without pattern, auto without description, an unused pattern', () => {
    const ds = run('kiro', {
      '.kiro/steering/a.md': '---\ninclusion: filematch\nfileMatchPattern: "*.ts"\n---\nA\n',
      '.kiro/steering/b.md': '---\ninclusion: fileMatch\n---\nB\n',
      '.kiro/steering/c.md': '---\ninclusion: auto\nname: c\n---\nC\n',
      '.kiro/steering/d.md': '---\nfileMatchPattern: "components/**/*.tsx"\n---\nD\n',
      '.kiro/steering/e.md': '---\ninclusion: manual\nfileMatchPattern: "*.md"\n---\nE\n',
    });
    expect(rows(ds)).toEqual([
      'kiro/steering-inclusion warn .kiro/steering/a.md 2:12-2:21 `inclusion: filematch` is not an inclusion mode: Kiro documents `always`, `fileMatch`, `manual` and `auto` (did you mean `fileMatch`?) (documented: https://kiro.dev/docs/steering/)',
      'kiro/steering-inclusion warn .kiro/steering/b.md 2:12-2:21 `inclusion: fileMatch` without `fileMatchPattern`: the file is included when a matching file is in context, and it has no pattern, so it is never included (documented: https://kiro.dev/docs/steering/)',
      'kiro/steering-inclusion warn .kiro/steering/c.md 2:12-2:16 `inclusion: auto` without `description`: Kiro includes the file when a request matches its description, and it has none (documented: https://kiro.dev/docs/steering/)',
      'kiro/steering-inclusion warn .kiro/steering/d.md 2:1-2:17 `fileMatchPattern` is used only with `inclusion: fileMatch`: with no `inclusion` (which means `always`) the pattern is ignored and the file is included in every interaction (documented: https://kiro.dev/docs/steering/)',
      'kiro/steering-inclusion warn .kiro/steering/e.md 3:1-3:17 `fileMatchPattern` is used only with `inclusion: fileMatch`: with `inclusion: manual` the pattern is ignored (documented: https://kiro.dev/docs/steering/)',
    ]);
    expect(fixes(ds)).toEqual(['MachineApplicable fileMatch', '-', '-', 'MaybeIncorrect inclusion: fileMatch\n', '-']);
  });
  it('documented modes and a file without frontmatter are clean', () => {
    expect(run('kiro', {
      '.kiro/steering/product.md': '# Product\n',
      '.kiro/steering/a.md': '---\ninclusion: fileMatch\nfileMatchPattern: ["**/*.ts", "**/*.tsx"]\n---\nA\n',
      '.kiro/steering/b.md': '---\ninclusion: auto\nname: api\ndescription: REST API design\n---\nB\n',
      '.kiro/steering/c.md': '---\ninclusion: manual\n---\nC\n',
    })).toEqual([]);
  });
});

describe('roo-code', () => {
  it('roo-code/modes-schema: each schema violation at its value, as an error; unknown keys warn', () => {
    const ds = run('roo-code', {
      '.roomodes': [
        'customModes:',
        '  - slug: docs writer',
        '    name: ""',
        '    roleDefinition: You write docs.',
        '    groups: [read, edit, reed, read, ["edit", {fileRegex: "(unclosed"}]]',
        '    role: x',
        '  - slug: docs-writer',
        '    name: Docs',
        '  - slug: docs-writer',
        '    name: Docs 2',
        '    roleDefinition: R',
        '    groups: read',
        '',
      ].join('\n'),
    });
    expect(rows(ds).map((r) => r.replace(/: Roo Code then rejects the whole file and loads none of its modes \(documented: https:\/\/github.com\/RooCodeInc\/Roo-Code\/blob\/main\/packages\/types\/src\/mode.ts\)$/, ' [drops all]'))).toEqual([
      'roo-code/modes-schema error .roomodes 2:11-2:22 the slug `docs writer` has characters other than letters, digits and dashes: Roo Code says "Slug must contain only letters numbers and dashes"; Roo Code then rejects the whole file and loads none of its modes (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts)',
      'roo-code/modes-schema error .roomodes 3:11-3:13 `name` is empty ("Name is required") [drops all]',
      'roo-code/modes-schema error .roomodes 5:26-5:30 `reed` is not a tool group: Roo Code\'s are `read`, `edit`, `browser`, `command`, `mcp`, `modes` (did you mean `read`?); Roo Code then rejects the whole file and loads none of its modes (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts)',
      'roo-code/modes-schema error .roomodes 5:32-5:36 the group `read` is listed twice ("Duplicate groups are not allowed") [drops all]',
      'roo-code/modes-schema error .roomodes 5:39-5:45 the group `edit` is listed twice ("Duplicate groups are not allowed") [drops all]',
      'roo-code/modes-schema error .roomodes 5:59-5:70 `fileRegex` `(unclosed` is not a valid regular expression (/(unclosed/: Unterminated group) [drops all]',
      'roo-code/modes-schema warn .roomodes 6:5-6:9 Roo Code\'s mode schema has no `role` key, and drops it (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts)',
      'roo-code/modes-schema error .roomodes 7:5-7:9 this mode has no `groups`, which Roo Code requires [drops all]',
      'roo-code/modes-schema error .roomodes 7:5-7:9 this mode has no `roleDefinition`, which Roo Code requires [drops all]',
      'roo-code/modes-schema error .roomodes 9:11-9:22 a second mode with the slug `docs-writer` ("Duplicate mode slugs are not allowed") [drops all]',
      'roo-code/modes-schema error .roomodes 12:13-12:17 `groups` must be a list of tool groups, not the string `read` [drops all]',
    ]);
    expect(fixes(ds)[0]).toBe('MaybeIncorrect docs-writer');
  });
  it('roo-code/rules-mode-unknown: a rules folder for no mode; built-in and .roomodes slugs are clean', () => {
    const ds = run('roo-code', {
      '.roomodes': 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review.\n    groups: [read, [edit, {fileRegex: "\\\\.md$", description: Markdown}], browser]\n',
      '.roo/rules-reveiwer/a.md': 'A\n', '.roo/rules-reveiwer/b.md': 'B\n', '.roo/rules-reviewer/c.md': 'C\n', '.roo/rules-code/d.md': 'D\n', '.roo/rules/e.md': 'E\n',
    });
    expect(rows(ds)).toEqual([
      'roo-code/rules-mode-unknown warn .roo/rules-reveiwer/a.md 1:1-1:2 the rules of `.roo/rules-reveiwer/` apply to no mode: the folder is for a mode with the slug `reveiwer`, and neither Roo Code\'s built-in modes nor `.roomodes` have one (documented: https://docs.roocode.com/features/custom-instructions) (did you mean `rules-reviewer`?)',
    ]);
  });
  it('a .roomodes without customModes is a warning; JSON .roomodes is read; bad YAML is one parse finding', () => {
    expect(rows(run('roo-code', { '.roomodes': 'modes: []\n' }))).toEqual([
      'roo-code/modes-schema warn .roomodes 1:1-1:6 `.roomodes` has no `customModes` list, so Roo Code loads no mode from it (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/src/core/config/CustomModesManager.ts)',
    ]);
    expect(run('roo-code', { '.roomodes': '{"customModes": [{"slug": "a", "name": "A", "roleDefinition": "R", "groups": ["read"]}]}' })).toEqual([]);
    expect(lint({ root: tree({ '.roomodes': 'customModes: [\n' }) }).diagnostics.map((d) => `${d.kind} ${d.span.path}`)).toEqual(['schema/yaml-invalid .roomodes']);
  });
});
