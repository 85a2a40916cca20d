/** Hook event names Copilot CLI silently ignores. */
import { COPILOT_HOOK_EVENTS, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { hooksMap } from '../../../rules/shared/unknown-keys.js';

/** PascalCase spellings (`PreToolUse`) select the VS Code payload format and are accepted too. */
const pascal = (e: string) => e[0]!.toUpperCase() + e.slice(1);
const KNOWN = [...COPILOT_HOOK_EVENTS, ...COPILOT_HOOK_EVENTS.map(pascal)];

type Family = 'camel' | 'pascal';
const familyOf = (key: string): Family | undefined => (/^[a-z]/.test(key) ? 'camel' : /^[A-Z]/.test(key) ? 'pascal' : undefined);

/**
 * The spelling a misspelt event is meant in. Both are valid, but they differ in the payload the hooks get, so the
 * typo's own first letter and the file's other events must not disagree; with no sign either way, camelCase.
 */
function familyFor(key: string, used: ReadonlySet<Family>): Family | undefined {
  const own = familyOf(key);
  if (used.size === 1) {
    const [file] = used;
    return own === undefined || own === file ? file : undefined;
  }
  return used.size === 0 ? own ?? 'camel' : own;
}

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
    const hooks = hooksMap(artifact);
    if (!hooks) return;
    const used = new Set(hooks.pairs.filter((p) => KNOWN.includes(p.key)).map((p) => familyOf(p.key)!));
    const unknown = hooks.pairs.filter((p) => !KNOWN.includes(p.key));
    const renames = unknown.map((e) => {
      const event = certainCorrection(e.key[0]!.toLowerCase() + e.key.slice(1), COPILOT_HOOK_EVENTS);
      const family = event === undefined ? undefined : familyFor(e.key, used);
      return family === undefined ? undefined : family === 'pascal' ? pascal(event!) : event;
    });
    unknown.forEach((e, i) => {
      const to = renames[i];
      // Renaming onto an event the file has, or that another key is renamed to, would write a duplicate key.
      const clash = to !== undefined && (hooks.pairs.some((p) => p.key === to) || renames.some((r, j) => j !== i && r === to));
      const near = to ?? closest(e.key, KNOWN)[0]?.value;
      ctx.report({
        message: `Copilot CLI ignores the hook event \`${e.key}\` without a word: its hooks never run${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: e.keyRange,
        jsonPath: e.path,
        suggestion: to !== undefined && !clash ? { msg: `rename to \`${to}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(to) }] } : undefined,
      });
    });
  },
});
