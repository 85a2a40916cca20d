import { AGENTLTL_LIBRARY } from '../known-values.js';
import { replaceRange, replaceScalar } from '../../../diagnostics/edits.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection } from '../../../diagnostics/suggest.js';
import { topPair } from '../lib/model.js';
import { nearest } from '../lib/report.js';

export default artifactRule({
  meta: {
    id: 'agentltl/use-unknown',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `use:` entry that is not a packaged library rule.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale:
      '`use:` switches on rules from the plugin\'s packaged library (`agentltl library` lists them). The guard rejects a file naming an entry it does not have, so a typo like `no-force-pushes` turns off every rule of the file, not just that one.',
    examples: {
      wrong: 'use:\n  - no-force-pushes\n  - {test-before-push: {mode: warn}}',
      right: 'use:\n  - no-force-push\n  - {tests-before-push: {mode: warn}}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    const use = topPair(artifact, 'use')?.value;
    if (!use || use.type !== 'seq') return;
    for (const item of use.items) {
      let name: string;
      let range;
      let edit;
      if (item.type === 'scalar' && typeof item.value === 'string') {
        name = item.value;
        range = item.range;
        edit = (to: string) => replaceScalar(artifact.file, item, to);
      } else if (item.type === 'map' && item.pairs.length === 1) {
        const p = item.pairs[0]!;
        name = p.key;
        range = p.keyRange;
        edit = (to: string) => replaceRange(artifact.file, p.keyRange, to);
      } else {
        continue; // agentltl/schema
      }
      if (AGENTLTL_LIBRARY.includes(name)) continue;
      const near = nearest(name, AGENTLTL_LIBRARY);
      const fixTo = certainCorrection(name, AGENTLTL_LIBRARY);
      ctx.report({
        message: `\`${name}\` is not a packaged library rule${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
        range,
        jsonPath: item.path,
        help: '`agentltl library` lists the packaged rules; a rule of your own goes under `rules:`',
        suggestion: fixTo !== undefined ? { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [edit(fixTo)] } : undefined,
      });
    }
  },
});
