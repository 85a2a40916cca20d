/** Top-level `settings.json` keys Claude Code does not know: ignored without a word. */
import { SETTINGS_KEYS } from '../../known-values/claude-settings.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { unknownKeys } from '../../../../rules/shared/unknown-keys.js';

export default artifactRule({
  meta: {
    id: 'settings/unknown-key',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A top-level `settings.json` key that is not a Claude Code setting (a misspelt key is a warning with its rename; a key with no near known key is info).',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json, case unknown-keys): an unknown top-level key (`permisions`, `fooBar`) is ignored without a message and the rest of the file loads (its `model` was used), so a misspelt `permissions` protects nothing while everything looks fine. Unlike a known key with a wrong type, which makes Claude Code skip the whole file (see settings/field-types). The known keys are the ones the binary validates (cases known-keys-*) plus the documented ones it accepts with any value (https://code.claude.com/docs/en/settings). A key near no known key may be a setting newer than agentlint\'s list, so it is only info.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "permisions": {\n    "deny": ["Bash(rm:*)"]\n  }\n}',
      right: '{\n  "permissions": {\n    "deny": ["Bash(rm:*)"]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    for (const { pair, near, fix } of unknownKeys(root, SETTINGS_KEYS)) {
      ctx.report({
        message: near
          ? `\`${pair.key}\` is not a Claude Code setting (did you mean \`${near}\`?): Claude Code ignores it without a message and loads the rest of the file`
          : `\`${pair.key}\` is not a setting agentlint knows: if Claude Code does not know it either, it ignores it without a message`,
        level: near ? undefined : 'info',
        range: pair.keyRange,
        jsonPath: pair.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
