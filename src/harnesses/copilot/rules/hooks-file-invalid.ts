/** A `.github/hooks/*.json` file Copilot CLI refuses whole: not an object, a bad `version`, no `hooks` object, an event that is not a list. */
import { COPILOT_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'copilot/hooks-file-invalid',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hooks file Copilot CLI refuses whole: not a JSON object, a `version` other than `1`, no `hooks` object, or an event whose value is not a list.',
    kinds: ['copilot-hooks'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`hook-files\`): the debug log says "Invalid hook configuration in <file>: …" and none of the file's hooks run, not even the valid ones. A file without \`version\` is accepted.`,
    examples: {
      file: '.github/hooks/checks.json',
      wrong: '{\n  "version": 2,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
      right: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    const refused = (why: string) => `Copilot CLI ignores this whole hooks file: ${why} (its log says "Invalid hook configuration")`;
    const root = artifact.root;
    if (root?.type !== 'map') {
      ctx.report({ message: refused('it must be a JSON object ("Expected hook config to be an object")'), range: root?.range ?? firstLine(artifact.file) });
      return;
    }
    const version = getPair(root, 'version');
    if (version && !(version.value?.type === 'scalar' && version.value.value === 1)) {
      ctx.report({ message: refused('`version` must be the number 1 ("Invalid hook config version")'), range: version.value?.range ?? version.keyRange, jsonPath: version.path });
    }
    const hooks = getPair(root, 'hooks');
    if (hooks?.value?.type !== 'map') {
      ctx.report({ message: refused('`hooks` must be an object of events ("hooks must be an object")'), range: hooks?.value?.range ?? hooks?.keyRange ?? firstLine(artifact.file), jsonPath: hooks?.path });
      return;
    }
    for (const e of hooks.value.pairs) {
      if (e.value?.type === 'seq') continue;
      ctx.report({ message: refused(`the value of \`${e.key}\` must be a list of hooks ("hook event value must be an array")`), range: e.value?.range ?? e.keyRange, jsonPath: e.path });
    }
  },
});
