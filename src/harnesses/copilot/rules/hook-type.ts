/** Hook entries with a `type` Copilot CLI skips. */
import { COPILOT_HOOK_TYPES, COPILOT_PROMPT_HOOK_EVENTS, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { hookEntries } from '../../../rules/shared/hook-entries.js';

export default artifactRule({
  meta: {
    id: 'copilot/hook-type',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hook in `.github/hooks/*.json` whose `type` is not `command` or `prompt`, or a `prompt` hook on an event other than `sessionStart`: Copilot CLI skips it.',
    kinds: ['copilot-hooks'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`hooks\` and \`hook-entries\`): the debug log says "hooks.<event>[i].type: Invalid hook type — hook will be skipped", and the session runs without it. A hook with no \`type\` is a command hook and runs.`,
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
      // Without `type` a hook is a command hook: it runs (case `hook-entries`).
      if (!t) continue;
      const v = t.value;
      const promptHere = COPILOT_PROMPT_HOOK_EVENTS.some((e) => e.toLowerCase() === event.key.toLowerCase());
      if (v?.type === 'scalar' && typeof v.value === 'string' && COPILOT_HOOK_TYPES.includes(v.value) && (v.value !== 'prompt' || promptHere)) continue;
      if (v?.type === 'scalar' && v.value === 'prompt') {
        ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: \`prompt\` hooks run only on ${COPILOT_PROMPT_HOOK_EVENTS.map((e) => `\`${e}\``).join(', ')} ("Invalid hook type — hook will be skipped")`, range: v.range, jsonPath: t.path, subject: entry.path });
        continue;
      }
      const near = v?.type === 'scalar' && typeof v.value === 'string' ? closest(v.value, COPILOT_HOOK_TYPES) : [];
      ctx.report({
        message: `Copilot CLI skips this \`${event.key}\` hook: \`type\` must be \`command\` or \`prompt\`${v ? `, not ${v.type === 'scalar' ? `\`${String(v.value)}\`` : 'a ' + v.type}` : ''}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} ("Invalid hook type — hook will be skipped")`,
        range: v?.range ?? t.keyRange,
        jsonPath: t.path,
        subject: entry.path,
      });
    }
  },
});
