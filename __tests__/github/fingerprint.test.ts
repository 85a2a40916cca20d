import { afterEach, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { markersIn, marker } from '../../src/github/suggestions.js';
import { FINGERPRINT_KEY, toSarif } from '../../src/report/sarif.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';

const AGENT = (extra = '') => `---\nname: planner\n${extra}description: Plans work\nmodel: sonet\ntools: Read, Wrte\n---\nYou plan.\n`;
let roots: string[] = [];
afterEach(() => {
  roots.forEach(removeTree);
  roots = [];
});

function fingerprints(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  const r = lint({ root });
  return new Map(r.diagnostics.map((d) => [`${d.kind} ${d.span.path} ${d.message}`, { fp: d.fingerprint!, line: d.span.range.start.line }]));
}

describe('finding fingerprints (markers and partialFingerprints)', () => {
  it('stay the same when the finding moves to another line', () => {
    const before = fingerprints({ '.claude/agents/planner.md': AGENT() });
    const after = fingerprints({ '.claude/agents/planner.md': AGENT('color: blue\n# a comment\n') });
    expect(before.size).toBeGreaterThan(0);
    for (const [key, b] of before) {
      const a = after.get(key)!;
      expect(a).toBeDefined();
      expect(a.line).toBe(b.line + 2);
      expect(a.fp).toBe(b.fp);
    }
  });

  it('differ between files and between findings, and are deterministic', () => {
    const one = fingerprints({ '.claude/agents/a.md': AGENT(), '.claude/agents/b.md': AGENT() });
    const fps = [...one.values()].map((v) => v.fp);
    expect(new Set(fps).size).toBe(fps.length);
    const again = fingerprints({ '.claude/agents/a.md': AGENT(), '.claude/agents/b.md': AGENT() });
    expect([...again.values()].map((v) => v.fp)).toEqual(fps);
  });

  it('round-trip through the hidden review-comment marker and SARIF partialFingerprints', () => {
    const root = writeTree({ '.claude/agents/planner.md': AGENT() });
    roots.push(root);
    const r = lint({ root });
    const sarif = toSarif(r, ALL_RULES);
    for (const [i, d] of r.diagnostics.entries()) {
      expect(markersIn(`text\n${marker(d.fingerprint!)}`)).toEqual([d.fingerprint]);
      expect(sarif.runs[0]!.results[i]!.partialFingerprints[FINGERPRINT_KEY]).toBe(d.fingerprint);
    }
  });
});
