import { HOOK_EVENTS_WITHOUT_MATCHER } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { deletePair } from '../../lib/plugin-edits.js';
import { HOOK_KINDS, hooksMap, matcherGroups } from '../../lib/hooks-walk.js';

export default artifactRule({
  meta: {
    id: 'hooks/matcher-ignored',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A `matcher` on a hook event that ignores matchers.',
    kinds: HOOK_KINDS,
    optIn: false,
    fixable: 'maybe',
    rationale: `Some events have nothing to match on (${HOOK_EVENTS_WITHOUT_MATCHER.join(', ')}): Claude Code silently ignores a matcher there and runs the hooks every time the event fires, which is rarely what a matcher such as \`Bash\` was meant to say (documented: https://code.claude.com/docs/en/hooks).`,
    examples: {
      wrong: '{ "hooks": { "Stop": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ] } }',
      right: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ] } }',
      file: '.claude/settings.json',
    },
  },
  check(artifact, ctx) {
    const map = hooksMap(artifact);
    if (!map) return;
    for (const { event, group } of matcherGroups(map)) {
      if (!HOOK_EVENTS_WITHOUT_MATCHER.includes(event.key)) continue;
      const m = getPair(group, 'matcher');
      const value = scalarString(m?.value);
      if (!m || !m.value || value === undefined || value === '' || value === '*') continue;
      ctx.report({
        message: `\`${event.key}\` ignores matchers: Claude Code runs these hooks on every ${event.key}, not only for \`${value}\` (documented: https://code.claude.com/docs/en/hooks)`,
        range: m.value.range,
        jsonPath: m.path,
        help: 'remove the matcher, or filter inside the hook command',
        suggestion: { msg: 'remove the matcher', applicability: 'MaybeIncorrect', edits: [deletePair(artifact.file, group, m)] },
      });
    }
  },
});
