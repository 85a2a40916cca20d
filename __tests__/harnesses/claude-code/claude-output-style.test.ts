/**
 * Output styles as an artifact kind (project, plugin folder, plugin.json `outputStyles`), and the
 * new settings/memory rules on malformed input: exact ids, levels, ranges and fixes.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function run(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root });
}
const row = (d: { kind: string; level: string; span: { path: string; range: { start: { line: number; column: number } } } }) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.level}`;
const style = (fm: string) => `---\n${fm}\n---\nAnswer briefly.\n`;

describe('output styles', () => {
  it('are read from .claude/output-styles, a plugin output-styles/ folder and a plugin.json outputStyles path', () => {
    const r = run({
      '.claude/output-styles/a.md': style('name: A\nkeep-coding-instructions: "true"'),
      'plug/.claude-plugin/plugin.json': '{ "name": "plug", "outputStyles": "./styles/" }\n',
      'plug/output-styles/b.md': style('name: B\ndescripton: d'),
      'plug/styles/c.md': style('name: C\ncolour: red'),
    });
    const styles = r.diagnostics.filter((d) => d.kind.startsWith('output-style/'));
    expect(styles.map(row)).toEqual([
      '.claude/output-styles/a.md 3:27 output-style/fields info',
      'plug/output-styles/b.md 3:1 output-style/fields warn',
      'plug/styles/c.md 3:1 output-style/fields warn',
    ]);
    expect(styles.map((d) => d.suggestion?.edits[0]?.text ?? null)).toEqual(['true', 'description', null]);
    expect(styles[1]!.message).toBe('unknown output style field `descripton`: Claude Code ignores it and loads the style (did you mean `description`?)');
  });
  it('outputStyle naming a plugin style, a project style or a built-in is clean; a name found nowhere is info without a fix', () => {
    const base = { '.claude/output-styles/a.md': style('name: Alpha'), 'plug/.claude-plugin/plugin.json': '{ "name": "plug" }\n', 'plug/output-styles/b.md': style('name: Beta') };
    for (const name of ['Alpha', 'Beta', 'Learning', 'default']) {
      const ds = run({ ...base, '.claude/settings.json': JSON.stringify({ outputStyle: name }) }).diagnostics.filter((d) => d.kind.startsWith('output-style/'));
      expect([name, ds.map(row)]).toEqual([name, []]);
    }
    const r = run({ ...base, '.claude/settings.local.json': '{\n  "outputStyle": "Gamma"\n}\n' });
    const ds = r.diagnostics.filter((d) => d.kind.startsWith('output-style/'));
    expect(ds.map(row)).toEqual(['.claude/settings.local.json 2:18 output-style/setting-unknown info']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });
});

describe('settings and memory rules on malformed input', () => {
  // rules/b.md's broken YAML is read leniently, as Claude Code does: `[unclosed` is the unusable glob of case rule-paths.
  it('wrong types everywhere: one finding each, no crash, other findings kept', () => {
    const r = run({
      '.claude/settings.json': '{\n  "statusLine": { "type": 5, "command": [], "padding": null },\n  "outputStyle": 5,\n  "permisions": [],\n  "x": {}\n}\n',
      '.claude/rules/a.md': '---\npaths:\n  a: 1\n---\nx\n',
      '.claude/rules/b.md': '---\npaths: [unclosed\n---\nx\n',
      '.claude/output-styles/s.md': '---\nname: [1, 2]\nkeep-coding-instructions:\n---\nx\n',
      'CLAUDE.md': '@CLAUDE.md\n',
    });
    expect(r.diagnostics.filter((d) => !d.kind.startsWith('schema/')).map(row)).toEqual([
      '.claude/output-styles/s.md 2:7 output-style/fields warn',
      '.claude/output-styles/s.md 3:1 output-style/fields warn',
      '.claude/rules/a.md 3:3 memory/rule-paths warn',
      '.claude/rules/b.md 2:8 memory/rule-paths warn',
      '.claude/settings.json 2:27 settings/status-line error',
      '.claude/settings.json 2:41 settings/status-line error',
      '.claude/settings.json 2:56 settings/status-line error',
      '.claude/settings.json 3:18 settings/field-types error',
      '.claude/settings.json 4:3 settings/unknown-key warn',
      '.claude/settings.json 5:3 settings/unknown-key info',
      'CLAUDE.md 1:1 memory/import-cycle info',
    ]);
  });
  it('statusLine: a misspelt type is fixed to "command"; a huge command is fine', () => {
    const r = run({ '.claude/settings.json': JSON.stringify({ statusLine: { type: 'comand', command: 'x'.repeat(100_000) } }) });
    const d = r.diagnostics.find((x) => x.kind === 'settings/status-line')!;
    expect(d.message).toBe('`statusLine.type` must be "command", not "comand": Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect');
    expect(d.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"command"' }] });
    expect(r.diagnostics.filter((x) => x.kind.startsWith('settings/')).length).toBe(1);
  });
});
