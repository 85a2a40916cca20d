/** Documented settings keys whose value has the wrong JSON type. */
import { PERMISSIONS_KEY_TYPES, SETTINGS_KEY_TYPES } from '../../known-values/claude-settings.js';
import type { TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { jsonType, withArticle as article } from '../../../../rules/shared/json-type.js';

export default artifactRule({
  meta: {
    id: 'settings/field-types',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A documented `settings.json` key (top level or in `permissions`) whose value has the wrong type, or a permission list entry that is not a string.',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale:
      'Each key has one type (https://code.claude.com/docs/en/settings). Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): one value of the wrong type (`"cleanupPeriodDays": "30"`) makes Claude Code skip the whole file, with "These settings did not load, so nothing in them is in effect, including hooks, permission rules and sandbox settings" on the terminal and only a debug-log line in a non-interactive session. A deny list in that file protects nothing.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "permissions": {\n    "allow": "Bash(npm test)"\n  },\n  "cleanupPeriodDays": "30"\n}',
      right: '{\n  "permissions": {\n    "allow": ["Bash(npm test)"]\n  },\n  "cleanupPeriodDays": 30\n}',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const check = (pairs: Array<{ key: string; value: TreeNode | null; path: string }>, types: Readonly<Record<string, string>>, where: string) => {
      for (const p of pairs) {
        const want = types[p.key];
        // A `hooks` of the wrong type is skipped alone and the rest of the file loads (harness-settings.json
        // `hooks-not-an-object`): hooks/field-types reports it.
        if (!want || !p.value || (where === '' && p.key === 'hooks')) continue;
        const got = jsonType(p.value);
        if (got !== want) ctx.report({ message: `\`${where}${p.key}\` must be ${article(want)}, not ${article(got)}: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect`, range: p.value.range, jsonPath: p.path });
      }
    };
    check(root.pairs, SETTINGS_KEY_TYPES, '');
    const perms = root.pairs.find((p) => p.key === 'permissions')?.value;
    if (perms?.type !== 'map') return;
    check(perms.pairs, PERMISSIONS_KEY_TYPES, 'permissions.');
    for (const p of perms.pairs) {
      if (!['allow', 'ask', 'deny', 'additionalDirectories'].includes(p.key) || p.value?.type !== 'seq') continue;
      for (const item of p.value.items) {
        if (item.type === 'scalar' && typeof item.value === 'string') continue;
        // What Claude Code does with such an entry is not recorded: the milder effect (the entry is not used).
        ctx.report({ effect: 'ignored', message: `entries of \`permissions.${p.key}\` must be strings, not ${article(jsonType(item))} (documented)`, range: item.range, jsonPath: item.path });
      }
    }
  },
});
