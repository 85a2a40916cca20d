/** A plugin manifest key Copilot CLI ignores. */
import { COPILOT_PLUGIN_FIELDS, COPILOT_VERSION } from '../known-values.js';
import { PLUGIN_FIELDS } from '../../../rules/shared/claude-format.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { copilotPlugins } from '../lib/plugin-manifests.js';

// Claude Code's manifest fields are left alone: a manifest may serve both harnesses.
const KNOWN = new Set([...COPILOT_PLUGIN_FIELDS, ...PLUGIN_FIELDS]);
/**
 * Keys written for other readers on purpose: `$schema` for editors, and `extensions`, the open plugin format's
 * block of vendor data keyed by reverse-DNS names (https://agent-plugins.org). Copilot ignores both by design.
 */
const FOR_OTHER_READERS = new Set(['$schema', 'extensions']);

export default projectRule({
  meta: {
    id: 'copilot/plugin-unknown-field',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A key in a Copilot CLI plugin manifest that is neither a documented Copilot plugin field nor a Claude Code one.',
    kinds: ['copilot-plugin'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`plugin-manifests\`): the plugin installs and loads, the key has no effect (\`"skill": "extra/"\` loads nothing from \`extra/\`), and nothing is printed. Fields: https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-plugin-reference (read 2026-12-03): ${COPILOT_PLUGIN_FIELDS.join(', ')}.`,
    examples: {
      file: '.github/plugin/plugin.json',
      wrong: '{\n  "name": "my-plugin",\n  "skill": "more-skills/"\n}\n',
      right: '{\n  "name": "my-plugin",\n  "skills": "more-skills/"\n}\n',
      context: { 'more-skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview it.\n' },
    },
  },
  check(project, ctx) {
    for (const p of copilotPlugins(project)) {
      const taken = p.root.pairs.map((x) => x.key);
      for (const pair of p.root.pairs) {
        if (KNOWN.has(pair.key) || FOR_OTHER_READERS.has(pair.key)) continue;
        const fix = certainCorrection(pair.key, COPILOT_PLUGIN_FIELDS.filter((k) => !taken.includes(k)));
        const near = closest(pair.key, COPILOT_PLUGIN_FIELDS);
        ctx.report({
          path: p.manifest.path,
          element: p.manifest.element,
          message: `Copilot CLI ignores \`${pair.key}\` without a word: it is not a plugin manifest field${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
          range: pair.keyRange,
          jsonPath: pair.path,
          suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: p.manifest.path, range: pair.keyRange, text: JSON.stringify(fix) }] } : undefined,
        });
      }
    }
  },
});
