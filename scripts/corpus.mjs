// Where the real-world corpus is: AGENTLINT_CORPUS, or ../shared/corpus/wshobson-agents when that
// exists (the team's machines and CI). A user's clone has neither. Shared by the jest global setup
// and the benchmark; __tests__/helpers/corpus.ts applies the same rule inside the tests.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export const CORPUS_DEFAULT = '../shared/corpus/wshobson-agents';

/** Absolute path of the corpus, undefined when there is none; throws when AGENTLINT_CORPUS names no folder. */
export function locateCorpus(cwd = process.cwd()) {
  const fromEnv = process.env.AGENTLINT_CORPUS;
  if (fromEnv) {
    const abs = resolve(cwd, fromEnv);
    if (!existsSync(abs) || !statSync(abs).isDirectory()) {
      throw new Error(`AGENTLINT_CORPUS=${fromEnv}: no such folder (unset it to skip the corpus tests)`);
    }
    return abs;
  }
  const abs = resolve(cwd, CORPUS_DEFAULT);
  return existsSync(abs) ? abs : undefined;
}
