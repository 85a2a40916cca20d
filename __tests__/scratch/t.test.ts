import { it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
it('p', () => {
  for (const t of ['planted', 'valid']) {
    const r = lint({ root: `fixtures/harnesses/${t}` });
    console.log(t, r.filesChecked, '\n' + r.diagnostics.map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.harness ?? '-'}`).sort().join('\n'));
  }
});
