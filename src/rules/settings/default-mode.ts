/** `permissions.defaultMode` must name a permission mode. */
import { DEFAULT_MODES } from '../../artifacts/known-values/index.js';
import { getNode } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';

export default artifactRule({
  meta: {
    id: 'settings/default-mode',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`permissions.defaultMode` is not a permission mode (`default`, `acceptEdits`, `plan`, `auto`, `dontAsk`, `bypassPermissions`).',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'Documented (https://code.claude.com/docs/en/permissions): `defaultMode` is one of the permission modes. Another value does not select a mode, so sessions start in the mode the author did not choose. Not yet observed on the pinned CLI.',
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
      message: `\`permissions.defaultMode\` \`${node.value}\` is not a permission mode: use one of ${DEFAULT_MODES.map((m) => `\`${m}\``).join(', ')}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} (documented)`,
      range: node.range,
      jsonPath: node.path,
      suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
    });
  },
});
