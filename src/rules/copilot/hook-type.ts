/** Hook entries with a `type` Copilot CLI skips. */
import { COPILOT_HOOK_TYPES, COPILOT_VERSION } from '../../artifacts/known-values/index.js';
import { getPair } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { closest } from '../../diagnostics/suggest.js';
import { hookEntries } from './hooks.js';

export default artifactRule({
  meta: {
    id: 'copilot/hook-type',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hook in `.github/hooks/*.json` whose `type` is not `command` or `prompt`: Copilot CLI skips it.',
    kinds: ['copilot-hooks'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (fixtures/oracle/copilot/cases.json): the debug log says "hooks.<event>[i].type: Invalid hook type — hook will be skipped", and the session runs without it.`,
    examples: {
      file: '.github/hooks/checks.json',
      wrong: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "shell", "bash": "./setup.sh"}]\n  }\n}',
      right: '{\n  "version": 1,\n  "hooks": {\n    "sessionStart": [{"type": "command", "bash": "./setup.sh"}]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    for (const { event, entry } of hookEntries(artifact)) {
      if (entry.type !== 'map') continue;
      const t = getPair(entry, 'type');
      const v = t?.value;
      if (v?.type === 'scalar' && typeof v.value === 'string' && COPILOT_HOOK_TYPES.includes(v.value)) continue;
      const near = v?.type === 'scalar' && typeof v.value === 'string' ? closest(v.value, COPILOT_HOOK_TYPES) : [];
      ctx.report({
        message: `Copilot CLI skips this \`${event.key}\` hook: \`type\` must be \`command\` or \`prompt\`${v ? `, not ${v.type === 'scalar' ? `\`${String(v.value)}\`` : 'a ' + v.type}` : ' (missing)'}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} ("Invalid hook type — hook will be skipped")`,
        range: v?.range ?? entry.range,
        jsonPath: t?.path ?? entry.path,
      });
    }
  },
});
