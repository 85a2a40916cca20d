/** Hook event names Copilot CLI silently ignores. */
import { COPILOT_HOOK_EVENTS, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { unknownHookEvents } from '../../../rules/shared/unknown-keys.js';

/** PascalCase spellings (`PreToolUse`) select the VS Code payload format and are accepted too. */
const pascal = (e: string) => e[0]!.toUpperCase() + e.slice(1);
const KNOWN = [...COPILOT_HOOK_EVENTS, ...COPILOT_HOOK_EVENTS.map(pascal)];

export default artifactRule({
  meta: {
    id: 'copilot/hook-event-unknown',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An event in `.github/hooks/*.json` that Copilot CLI does not know: its hooks never run.',
    kinds: ['copilot-hooks'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`hooks\`): an unknown event key is ignored without any message, even in the debug log, while a bad hook \`type\` in the same file is logged. Events: https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference.`,
    examples: {
      file: '.github/hooks/checks.json',
      wrong: '{\n  "version": 1,\n  "hooks": {\n    "preToolUsed": [{"type": "command", "bash": "./check.sh"}]\n  }\n}',
      right: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh"}]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    for (const { pair: e, near, fix } of unknownHookEvents(artifact, KNOWN)) {
      ctx.report({
        message: `Copilot CLI ignores the hook event \`${e.key}\` without a word: its hooks never run${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: e.keyRange,
        jsonPath: e.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
