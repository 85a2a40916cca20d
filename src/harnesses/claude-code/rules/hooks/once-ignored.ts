/** `once: true` on a hook of a settings file: Claude Code runs the hook at every matching event all the same. */
import { pathAsRead } from '../../../../artifacts/catalog.js';
import { SETTINGS_PATH } from '../../kinds/claude-settings.js';
import { getPair, type MapNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { hooksMap, matcherGroups } from '../../lib/hooks-walk.js';

export default artifactRule({
  meta: {
    id: 'hooks/once-ignored',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: '`once: true` on a hook in `.claude/settings.json`: Claude Code runs the hook at every matching event, not once a session.',
    kinds: ['hooks'],
    optIn: false,
    fixable: false,
    rationale:
      'The hooks reference documents `once` for the hooks a skill declares in its frontmatter (documented: https://code.claude.com/docs/en/hooks). In a settings file it is accepted without a word and has no effect: observed on Claude Code 2.1.332 (oracle/claude-code/hook-runs.json, case `settings once: true`: a PostToolUse hook on Write with `once: true` ran at each of three writes in one session, as one without `once` did). A guard or a notification meant to run once runs every time.',
    examples: {
      wrong: '{ "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "./scripts/welcome.sh", "once": true } ] } ] } }',
      right: '{ "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "./scripts/welcome.sh" } ] } ] } }',
      file: '.claude/settings.json',
      context: { 'scripts/welcome.sh': '#!/bin/sh\necho welcome\n' },
    },
  },
  check(artifact, ctx) {
    if (!SETTINGS_PATH.test(pathAsRead(artifact.path, artifact.catalog))) return;
    const map = hooksMap(artifact);
    if (!map) return;
    for (const { group } of matcherGroups(map)) {
      const hooks = getPair(group, 'hooks')?.value;
      if (hooks?.type !== 'seq') continue;
      for (const h of hooks.items) if (h.type === 'map') checkHandler(h);
    }
    function checkHandler(h: MapNode) {
      const once = getPair(h, 'once');
      if (once?.value?.type !== 'scalar' || once.value.value !== true) return;
      ctx.report({
        message: '`once` has no effect in a settings file: Claude Code runs this hook at every matching event (observed); `once` is for the hooks a skill declares',
        range: once.keyRange,
        jsonPath: once.path,
        help: 'remove `once`, or move the hook into the frontmatter of the skill it belongs to',
      });
    }
  },
});
