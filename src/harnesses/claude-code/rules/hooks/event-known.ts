import { HOOK_EVENTS } from '../../known-values/claude-code.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../../diagnostics/suggest.js';
import { renameKey } from '../../lib/plugin-edits.js';
import { HOOK_KINDS, hooksMap } from '../../lib/hooks-walk.js';

export default artifactRule({
  meta: {
    id: 'hooks/event-known',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hooks key that is not a Claude Code hook event (case matters: `PreToolUse`, not `pretooluse`).',
    kinds: HOOK_KINDS,
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code looks hooks up by exact event name and never fires hooks registered under any other key: a misspelt or wrongly cased event (`pretooluse`, `PostToolUsed`) means the guard or formatter silently never runs.',
    examples: {
      wrong: '{ "hooks": { "pretooluse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
      right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
      file: '.claude/settings.json',
    },
  },
  check(artifact, ctx) {
    const map = hooksMap(artifact);
    if (!map) return;
    for (const pair of map.pairs) {
      if (HOOK_EVENTS.includes(pair.key)) continue;
      const near = closest(pair.key, HOOK_EVENTS);
      const certain = certainCorrection(pair.key, HOOK_EVENTS);
      const taken = (v: string) => map.pairs.some((p) => p.key === v);
      const pick = certain ?? near[0]?.value;
      ctx.report({
        message: `\`${pair.key}\` is not a hook event${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: Claude Code never runs the hooks registered under it`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: near.length ? undefined : 'hook events include PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart (see the hooks reference)',
        suggestion:
          pick && !taken(pick)
            ? { msg: `rename to \`${pick}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, pick)] }
            : undefined,
      });
    }
  },
});
