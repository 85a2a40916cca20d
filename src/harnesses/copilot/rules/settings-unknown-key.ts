/** Keys repository settings cannot set: Copilot CLI ignores them without a word. */
import { COPILOT_REPO_SETTINGS, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';

const KNOWN = Object.keys(COPILOT_REPO_SETTINGS);

export default artifactRule({
  meta: {
    id: 'copilot/settings-unknown-key',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A key in `.github/copilot/settings.json` or `settings.local.json` that a repository cannot set (unknown, or a user-only setting such as `banner`).',
    kinds: ['copilot-settings'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`settings-applied\`): the file still applies, the key has no effect, and nothing is logged. \`copilot config --repo <key>\` lists the settings a repository can override: ${KNOWN.join(', ')}.`,
    examples: {
      file: '.github/copilot/settings.json',
      wrong: '{\n  "disableAllHook": true\n}\n',
      right: '{\n  "disableAllHooks": true\n}\n',
    },
  },
  check(artifact, ctx) {
    if (artifact.root?.type !== 'map') return;
    for (const p of artifact.root.pairs) {
      if (KNOWN.includes(p.key)) continue;
      // No rename onto a key the file already sets: that would make a duplicate key.
      const taken = artifact.root.pairs.map((x) => x.key);
      const fix = certainCorrection(p.key, KNOWN.filter((k) => !taken.includes(k)));
      const near = closest(p.key, KNOWN);
      ctx.report({
        message: `Copilot CLI ignores \`${p.key}\` here without a word: it is not a setting a repository can override${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
