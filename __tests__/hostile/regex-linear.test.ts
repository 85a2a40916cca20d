/**
 * Work per line is linear: every regular-expression literal in src/ is timed on
 * adversarial runs (`key: x` + thousands of spaces + `y`, runs of `/`, `-`, tabs, …)
 * at two lengths. A backtracking pattern grows with the square of the length
 * (8× longer input, ~64× the time); a linear one grows 8×. A pattern is reported
 * when it is both slow on the long input and grows far faster than the input.
 */
import { expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { adversarialInputs, regexLiterals, slowest } from './regex-scan.js';

const SHORT = 500;
const LONG = 4000;

it('no regex in src/ is quadratic on long runs of a character', () => {
  const all = regexLiterals(resolve('src'));
  expect(all.length).toBeGreaterThan(100);
  const short = adversarialInputs(SHORT);
  const long = adversarialInputs(LONG);
  const offenders: string[] = [];
  for (const r of all) {
    if (slowest(r.re, short).ms < 0.5) continue; // fast even at its worst: linear enough
    // Timing is noisy on a shared machine: the best of three decides, and a pattern that looks slow is timed up to
    // twenty times more (a pause of the process shows once; a backtracking pattern is slow every time).
    let s = Infinity;
    let l = { ms: Infinity, input: '' };
    const offends = () => l.ms > 20 && l.ms / Math.max(s, 0.25) > 24;
    for (let k = 0; k < 23 && (k < 3 || offends()); k++) {
      s = Math.min(s, slowest(r.re, short).ms);
      const x = slowest(r.re, long);
      if (x.ms < l.ms) l = x;
    }
    if (offends()) offenders.push(`${r.file}:${r.line} ${r.source} (${s.toFixed(1)} ms → ${l.ms.toFixed(0)} ms on ${JSON.stringify(l.input.slice(0, 16))}…)`);
  }
  expect(offenders).toEqual([]);
});
