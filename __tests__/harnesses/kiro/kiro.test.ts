/**
 * Kiro (documentation and published source only: it does not run here, so these assert agentlint's reading
 * of its docs, see docs/harnesses/kiro.md).
 */
import { describe, expect, it } from '@jest/globals';
import { run, rows, fixes } from '../../helpers/harness-run.js';

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
