/**
 * Windsurf, Kiro and Roo Code side by side: discovery selects each by its own files, and loads its rules only then
 * (each harness's own rules are tested in its folder).
 */
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../src/engine/discover.js';
import { lint } from '../../src/engine/run.js';
import { factsOf, familiesNeeded } from '../../src/rules/families.js';
import { tree } from '../helpers/harness-run.js';


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
