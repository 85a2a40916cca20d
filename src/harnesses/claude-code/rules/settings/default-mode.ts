/** `permissions.defaultMode` must name a permission mode. */
import { DEFAULT_MODES } from '../../known-values/claude-settings.js';
import { getNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../../diagnostics/suggest.js';

export default artifactRule({
  meta: {
    id: 'settings/default-mode',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`permissions.defaultMode` is not a permission mode (`default`, `acceptEdits`, `plan`, `auto`, `dontAsk`, `bypassPermissions`).',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): an unknown `defaultMode` is reported as "Invalid value. Expected one of: acceptEdits, auto, bypassPermissions, default, dontAsk, plan" and the whole settings file is skipped, permission rules and hooks included.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "permissions": {\n    "defaultMode": "acceptEdit"\n  }\n}',
      right: '{\n  "permissions": {\n    "defaultMode": "acceptEdits"\n  }\n}',
    },
  },
  check(artifact, ctx) {
    const node = getNode(getNode(artifact.root, 'permissions'), 'defaultMode');
    if (!node || node.type !== 'scalar' || typeof node.value !== 'string' || DEFAULT_MODES.includes(node.value)) return;
    const near = closest(node.value, DEFAULT_MODES);
    const fix = certainCorrection(node.value, DEFAULT_MODES);
    ctx.report({
      message: `\`permissions.defaultMode\` \`${node.value}\` is not a permission mode: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
      range: node.range,
      jsonPath: node.path,
      suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
    });
  },
});
