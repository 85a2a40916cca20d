// jest globalSetup: say once, before the run, which tests are skipped on this machine: the corpus
// tests when there is no corpus, and the tests of each program it lacks (scripts/programs.mjs).
import { CORPUS_DEFAULT, locateCorpus } from '../../scripts/corpus.mjs';
import { PROGRAMS, hasProgram, missingLine } from '../../scripts/programs.mjs';

export default function corpusNote() {
  const corpus = locateCorpus();
  if (!corpus) {
    process.stdout.write(
      `\nagentlint: the corpus tests are skipped (no AGENTLINT_CORPUS, no ${CORPUS_DEFAULT}): ` +
        'discovery, catalogue, JSON and fast-path checks over a real marketplace. ' +
        'Run them with AGENTLINT_CORPUS=/path/to/wshobson-agents npm test\n',
    );
  }
  for (const name of Object.keys(PROGRAMS)) {
    if (hasProgram(name)) continue;
    process.stdout.write(`\nagentlint: ${missingLine(name)}\n`);
  }
}
