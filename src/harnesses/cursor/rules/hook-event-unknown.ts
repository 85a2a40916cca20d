/** An event key in `.cursor/hooks.json` that is not one of Cursor's documented hook events. */
import { CURSOR_DOCS_HOOKS, CURSOR_HOOK_EVENTS } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { unknownHookEvents } from '../../../rules/shared/unknown-keys.js';

export default artifactRule({
  meta: {
    id: 'cursor/hook-event-unknown',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An event in `.cursor/hooks.json` that is not one of the hook events Cursor documents: its hooks never fire.',
    kinds: ['cursor-hooks'],
    harness: 'cursor',
    optIn: false,
    fixable: 'machine',
    rationale: `Documented (${CURSOR_DOCS_HOOKS}): "The \`hooks\` object maps hook names to arrays of hook definitions", and the page lists the agent, Tab and app lifecycle hooks by name (\`sessionStart\` … \`workspaceOpen\`). A key outside that list names no hook, so nothing runs it; third-party linters report that Cursor loads the file and says nothing about such a key. Not observed: Cursor has no offline CLI. The fix renames a near-miss only when exactly one documented event is that close.`,
    examples: {
      file: '.cursor/hooks.json',
      wrong: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdited": [{ "command": ".cursor/hooks/format.sh" }]\n  }\n}\n',
      right: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": ".cursor/hooks/format.sh" }]\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    const known: readonly string[] = CURSOR_HOOK_EVENTS;
    for (const { pair: e, near, fix } of unknownHookEvents(artifact, known)) {
      ctx.report({
        message: `\`${e.key}\` is not a Cursor hook event: these hooks never fire (documented: ${CURSOR_DOCS_HOOKS})${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: e.keyRange,
        jsonPath: e.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
