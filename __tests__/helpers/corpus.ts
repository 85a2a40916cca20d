/**
 * The real-world corpus (a public marketplace, MIT) lives outside the repository:
 * `AGENTLINT_CORPUS`, or `../shared/corpus/wshobson-agents` when that exists.
 * A user's clone has neither; tests that need it are then skipped, and the jest global
 * setup prints one line saying so (CI sets the variable and fails when the folder is missing).
 * The same rule as scripts/corpus.mjs (used by the global setup and the benchmark).
 */
import { describe } from '@jest/globals';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

const DEFAULT = '../shared/corpus/wshobson-agents';

function locate(): string | undefined {
  const fromEnv = process.env.AGENTLINT_CORPUS;
  if (fromEnv) {
    const abs = resolve(fromEnv);
    if (!existsSync(abs) || !statSync(abs).isDirectory()) {
      throw new Error(`AGENTLINT_CORPUS=${fromEnv}: no such folder (unset it to skip the corpus tests)`);
    }
    return abs;
  }
  const abs = resolve(process.cwd(), DEFAULT);
  return existsSync(abs) ? abs : undefined;
}

/** Absolute path of the corpus, or undefined when this machine has none. */
export const CORPUS: string | undefined = locate();

/** `describe` when the corpus is here; otherwise a skipped block (the jest global setup prints one line saying so). */
export function describeWithCorpus(name: string, fn: (corpus: string) => void): void {
  if (CORPUS) {
    const dir = CORPUS;
    describe(name, () => fn(dir));
    return;
  }
  describe.skip(`${name} (needs the corpus: set AGENTLINT_CORPUS)`, () => fn(''));
}
