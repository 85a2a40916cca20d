/** Hook events in `.codex/hooks.json` or in `[hooks]` of `.codex/config.toml` that Codex ignores without a word. */
import { CODEX_HOOK_EVENTS, CODEX_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { unknownHookEvents } from '../../../rules/shared/unknown-keys.js';

export default artifactRule({
  meta: {
    id: 'codex/hook-event-unknown',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An event in `.codex/hooks.json` or in the `[hooks]` table of `.codex/config.toml` that Codex does not know: its hooks never run.',
    kinds: ['codex-hooks', 'codex-config'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json, cases \`hooks-unknown-event\`, \`hooks-event-type-Notification\`, \`hooks-event-type-sessionStart\`, and in \`[hooks]\` of config.toml \`config-hooks-merge\`, \`config-hooks-unknown-keys\`): an unknown event key is ignored without any message, whatever its value (not even \`--strict-config\` reports one in config.toml), while a known event given a wrong value makes Codex skip hooks.json, or refuse to start over config.toml (codex/hooks-file-invalid, codex/config-schema). Event names are case-sensitive. Events: https://developers.openai.com/codex/hooks.`,
    examples: {
      file: '.codex/hooks.json',
      wrong: '{\n  "hooks": {\n    "Stopp": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
      right: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    for (const { pair: e, near, fix } of unknownHookEvents(artifact, CODEX_HOOK_EVENTS)) {
      ctx.report({
        message: `Codex ignores the hook event \`${e.key}\` without a word: its hooks never run${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: e.keyRange,
        jsonPath: e.path,
        // In TOML an event's name recurs in every header of its array of tables, so one edit is not a certain rename.
        suggestion: fix && artifact.kind === 'codex-hooks' ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
