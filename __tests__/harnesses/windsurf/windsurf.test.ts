/**
 * Windsurf (documentation and published source only: it does not run here, so these assert agentlint's reading
 * of its docs, see docs/harnesses/windsurf.md).
 */
import { describe, expect, it } from '@jest/globals';
import { run, rows, fixes } from '../../helpers/harness-run.js';

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
