import { describe, expect, it } from '@jest/globals';
import include from '../../../src/formats/ai-rulez/rules/include.js';
import { aiRulezProjects, resolveProjects } from '../../../src/formats/ai-rulez/lib/resolve.js';
import fullRedefinition from '../../../src/formats/ai-rulez/rules/full-redefinition.js';
import { at } from '../../helpers/index.js';
import { fixture, run } from './fixtures.js';

describe('ai-rulez/include', () => {
  const reports = run(include, 'include-errors');
  const line = (n: number) => reports.filter((r) => r.range.start.line === n);

  it('reports each problem once, at its key or value', () => {
    expect(reports.map((r) => `${at(r)} ${r.level ?? 'error'}`)).toEqual([
      '5:10-5:28 error',
      '9:10-9:22 error',
      '15:1-15:8 error',
      '18:8-18:14 error',
      '20:18-20:35 error',
      '21:12-21:19 error',
      '22:1-22:14 warn',
      '24:1-24:13 error',
    ]);
    expect(reports.every((r) => r.path === '.ai-rulez/config.toml')).toBe(true);
  });
  it('a local source that does not exist, or leaves the project', () => {
    expect(line(5)[0]!.message).toBe('local include source `./does-not-exist` does not exist (`does-not-exist`): ai-rulez stops loading');
    expect(line(5)[0]!.jsonPath).toBe('$.includes[0].source');
    expect(line(9)[0]!.message).toBe('local include source `../outside` points outside the project: ai-rulez refuses it and stops loading');
  });
  it('both ref and version: at the second, the first as related', () => {
    const [r] = line(15);
    expect(r!.message).toContain('include `pinned` sets both `ref` and `version`');
    expect(r!.related!.map((x) => at(x.span))).toEqual(['14:1-14:4']);
  });
  it('duplicate include names: at the second name, the first as related', () => {
    const [r] = line(18);
    expect(r!.message).toContain('duplicate include name `gone`');
    expect(r!.related!.map((x) => at(x.span))).toEqual(['4:8-4:14']);
  });
  it('unknown merge_strategy and include kind: a certain correction is machine-applicable', () => {
    const [ms] = line(20);
    expect(ms!.message).toBe('unknown `merge_strategy` `include-overide` (did you mean `include-override`?)');
    expect(ms!.suggestion).toEqual({ msg: 'use `include-override`', applicability: 'MachineApplicable', edits: [{ path: '.ai-rulez/config.toml', range: ms!.range, text: '"include-override"' }] });
    const [kind] = line(21);
    expect(kind!.message).toBe('unknown include kind `agent` (did you mean `agents`?): nothing of it is imported');
    expect(kind!.suggestion?.edits[0]!.text).toBe('"agents"');
    expect(kind!.suggestion?.applicability).toBe('MachineApplicable');
  });
  it('a misspelt include field: warn, renamed when the fix is certain and free', () => {
    const [f] = line(22);
    expect(f!.message).toBe('unknown include field `merge_stategy`: ai-rulez ignores it (did you mean `merge_strategy`?)');
    // `merge_strategy` is already set in that include: no rename.
    expect(f!.suggestion).toBeUndefined();
  });
  it('a missing required field: at the [[includes]] header', () => {
    const [r] = line(24);
    expect(r!.message).toBe('include #5 has no `name`: ai-rulez rejects the config');
    expect(r!.jsonPath).toBe('$.includes[4]');
  });
  it('is quiet on valid includes', () => {
    expect(run(include, 'chain')).toEqual([]);
    expect(run(include, 'include-override')).toEqual([]);
    expect(run(include, 'remote')).toEqual([]);
  });
});

describe('include-override order', () => {
  it('folds includes in declared order; include-override goes above everything folded so far', () => {
    const [p] = aiRulezProjects(fixture('include-override'));
    expect(p!.layers.map((l) => l.id)).toEqual(['include:two', 'project', 'include:one', 'include:three']);
    const [r] = resolveProjects(fixture('include-override'));
    const planner = r!.agents.find((a) => a.name === 'planner')!;
    expect(planner.layer).toBe('include:two');
    expect(planner.path).toBe('inc/two/.ai-rulez/agents/planner.md');
    expect(planner.shadows.map((s) => s.layer)).toEqual(['project', 'include:one', 'include:three']);
    // Without include-override the first include beats the later one.
    const stylist = r!.agents.find((a) => a.name === 'stylist')!;
    expect(stylist.layer).toBe('include:one');
    expect(stylist.fields.find((f) => f.key === 'description')!.value).toBe('Stylist from one');
  });
  it('the project agent hidden by an include-override include is reported as replaced', () => {
    const r = run(fullRedefinition, 'include-override').find((x) => x.path === 'inc/two/.ai-rulez/agents/planner.md')!;
    expect(r.message).toBe('`planner` replaces its base entirely (no `extends`): the base is `.ai-rulez/agents/planner.md` (project); none of the base\'s instructions or fields are kept');
    expect(at(r)).toBe('2:7-2:14');
  });
});
