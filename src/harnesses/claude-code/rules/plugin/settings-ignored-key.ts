import { PLUGIN_SETTINGS_KEYS } from '../../known-values/claude-code.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { listOf } from '../../../../diagnostics/suggest.js';

export default artifactRule({
  meta: {
    id: 'plugin/settings-ignored-key',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A key in a plugin\'s own `settings.json` other than `agent` and `subagentStatusLine`, which Claude Code ignores.',
    kinds: ['plugin-settings'],
    optIn: false,
    fixable: false,
    rationale:
      'A plugin may ship a `settings.json` at its root, but Claude Code 2.1.332 keeps only `agent` and `subagentStatusLine` from it: the debug log says "Cached plugin settings with keys: agent" for a file that also sets `model` and `permissions`, and those never apply. `claude plugin validate` says nothing about the file. Put such settings in the user\'s or project\'s settings instead, or document them in the README. Recorded cases: oracle/claude-code/plugin-parts.json.',
    examples: {
      wrong: '{\n  "agent": "reviewer",\n  "model": "opus"\n}\n',
      right: '{\n  "agent": "reviewer"\n}\n',
      file: 'my-plugin/settings.json',
      context: {
        'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Review agent", "author": { "name": "me" } }\n',
        'my-plugin/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews code.\n---\nReview.\n',
      },
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root) return;
    if (root.type !== 'map') {
      ctx.report({ message: 'a plugin `settings.json` must be an object: Claude Code reads no setting from it', range: root.range, jsonPath: root.path });
      return;
    }
    for (const pair of root.pairs) {
      if (PLUGIN_SETTINGS_KEYS.includes(pair.key)) continue;
      ctx.report({
        message: `\`${pair.key}\` in a plugin's settings.json is ignored: Claude Code keeps only ${listOf(PLUGIN_SETTINGS_KEYS, 'and')} from it`,
        range: pair.keyRange,
        jsonPath: pair.path,
      });
    }
  },
});
