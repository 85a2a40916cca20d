/** The catalogue over a real marketplace (read in place): no crash, ranges inside their files, counts printed. */
import { expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { describeWithCorpus } from '../../helpers/corpus.js';
import { CATALOGUE_RULES, runAll } from './all-rules.js';

describeWithCorpus('catalogue over the wshobson-agents corpus', (CORPUS) => {
  it('runs every rule without crashing, with every range inside its file', () => {
    const { project } = discover(CORPUS);
    expect(project.artifacts.length).toBeGreaterThan(300);
    const findings = runAll(project);
    const files = new Map(project.files.map((f) => [f.file.path, f.file]));
    for (const f of findings) {
      const file = files.get(f.path);
      expect(file).toBeDefined();
      const { start, end } = f.range;
      expect(start.offset).toBeGreaterThanOrEqual(0);
      expect(end.offset).toBeGreaterThanOrEqual(start.offset);
      expect(end.offset).toBeLessThanOrEqual(file!.text.length);
      // The positions agree with the file's own line index.
      expect(file!.lines.position(start.offset)).toEqual(start);
      expect(file!.lines.position(end.offset)).toEqual(end);
      for (const e of f.suggestion?.edits ?? []) expect(files.has(e.path)).toBe(true);
    }
    const counts: Record<string, number> = Object.fromEntries(CATALOGUE_RULES.map((r) => [r.meta.id, 0]));
    for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
    const byKind: Record<string, number> = {};
    for (const a of project.artifacts) byKind[a.kind] = (byKind[a.kind] ?? 0) + 1;
    const examples = CATALOGUE_RULES.map((r) => {
      const f = findings.find((x) => x.rule === r.meta.id);
      return f ? `  ${r.meta.id}: e.g. ${f.path}:${f.range.start.line}:${f.range.start.column} ${f.message}` : undefined;
    }).filter(Boolean);
    console.log(
      [
        `wshobson-agents: ${project.files.length} files, artifacts ${JSON.stringify(byKind)}, ${findings.length} findings`,
        ...Object.entries(counts).map(([id, n]) => `  ${String(n).padStart(4)}  ${id}`),
        'first finding per rule:',
        ...examples,
      ].join('\n'),
    );
    expect(Object.keys(counts).length).toBe(CATALOGUE_RULES.length);
  });

  it('gives the same findings through the engine (lint) as rule by rule', () => {
    const direct = runAll(discover(CORPUS).project);
    const result = lint({ root: CORPUS, rules: CATALOGUE_RULES });
    const count = (ids: string[]) => ids.reduce<Record<string, number>>((m, id) => ({ ...m, [id]: (m[id] ?? 0) + 1 }), {});
    expect(count(result.diagnostics.map((d) => d.kind))).toEqual(count(direct.map((f) => f.rule)));
  });
});
