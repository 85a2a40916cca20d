/**
 * A young generation that does not grow: V8 doubles its new space (up to 32 MB a semi-space on Node 20, more on
 * Node 24) while a program allocates fast, and a lint allocates fast: every file's text, tree and ranges, most of
 * which die young. Growth buys nothing measurable here (docs/benchmark.md: same wall time on the corpus, 10k and
 * 100k files) and costs memory: on Node 24 the new space alone reached 128 MB, and the peak RSS at 100k files fell
 * from 513 to about 390 MB without it. `--semi-space-growth-factor` is read each time the new space would grow, so
 * it takes effect when set at start-up (unlike `--max-semi-space-size`, fixed when the heap is made). Set only on
 * the V8 releases it was measured on: V8 prints an error for a flag it does not know.
 */
import v8 from 'node:v8';

const MEASURED_V8 = { first: 11, last: 14 };

export function keepYoungGenerationSmall(v8Version: string = process.versions.v8): boolean {
  const major = Number.parseInt(v8Version, 10);
  if (!(major >= MEASURED_V8.first && major <= MEASURED_V8.last)) return false;
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  return true;
}
