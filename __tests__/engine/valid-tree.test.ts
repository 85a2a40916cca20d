import { describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';

describe('the documented-valid fixture tree', () => {
  it('uses every documented agent field and value and gives zero diagnostics', () => {
    const r = lint({ root: 'fixtures/valid' });
    expect(r.diagnostics.map((d) => `${d.span.path}:${d.span.range.start.line} ${d.kind} ${d.message}`)).toEqual([]);
    expect(r.suppressed).toEqual([]);
    expect(r.skipped).toEqual([]);
    expect(r.filesChecked).toBeGreaterThanOrEqual(17);
  });
});
