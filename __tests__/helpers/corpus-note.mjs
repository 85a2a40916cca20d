// jest globalSetup: say once, before the run, whether the corpus tests run or are skipped.
import { CORPUS_DEFAULT, locateCorpus } from '../../scripts/corpus.mjs';

export default function corpusNote() {
  const corpus = locateCorpus();
  if (corpus) return;
  process.stdout.write(
    `\nagentlint: the corpus tests are skipped (no AGENTLINT_CORPUS, no ${CORPUS_DEFAULT}): ` +
      'discovery, catalogue, JSON and fast-path checks over a real marketplace. ' +
      'Run them with AGENTLINT_CORPUS=/path/to/wshobson-agents npm test\n',
  );
}
