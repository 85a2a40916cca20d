/** A plugin manifest's `name` that Copilot CLI does not use as written. */
import { COPILOT_PLUGIN_NAME_KEPT, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { copilotPlugins, folderName } from '../lib/plugin-manifests.js';
import { jsonTypeWords } from '../../../rules/shared/json-type.js';

/** The name `copilot plugin install` gives the plugin: lower-cased, every other character a `-`. */
export const installedName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9-]/g, '-');

export default projectRule({
  meta: {
    id: 'copilot/plugin-name',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Copilot CLI plugin manifest whose `name` is missing, not a string, or holds characters other than `a-z`, `0-9` and `-`.',
    kinds: ['copilot-plugin'],
    harness: 'copilot',
    optIn: false,
    fixable: 'maybe',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`plugin-manifests\`): without a string \`name\` both \`copilot plugin install <folder>\` and \`--plugin-dir\` name the plugin after its folder, and a name such as \`My Plugin\` is installed as \`my-plugin\` while \`--plugin-dir\` keeps \`My Plugin\` (so its agents are \`My Plugin:<agent>\`); nothing is printed either way.`,
    examples: {
      file: '.github/plugin/plugin.json',
      wrong: '{\n  "name": "My Plugin"\n}\n',
      right: '{\n  "name": "my-plugin"\n}\n',
    },
  },
  check(project, ctx) {
    for (const p of copilotPlugins(project)) {
      const pair = getPair(p.root, 'name');
      const base = { path: p.manifest.path, element: p.manifest.element };
      if (!pair || !pair.value || pair.value.type !== 'scalar' || typeof pair.value.value !== 'string') {
        const folder = folderName(p, project);
        ctx.report({
          ...base,
          message: pair
            ? `\`name\` is ${jsonTypeWords(pair.value, { null: '`null`' })}, not a string: Copilot CLI ignores it and names the plugin after its folder, \`${folder}\``
            : `the manifest has no \`name\`: Copilot CLI names the plugin after its folder, \`${folder}\``,
          range: pair ? (pair.value?.range ?? pair.keyRange) : p.manifest.file.lines.range(p.root.range.start.offset, p.root.range.start.offset + 1),
          jsonPath: pair ? pair.path : '$',
          help: 'give the plugin a lower-case `name` of letters, digits and `-`',
        });
        continue;
      }
      const name = pair.value.value;
      if (COPILOT_PLUGIN_NAME_KEPT.test(name)) continue;
      const installed = installedName(name);
      ctx.report({
        ...base,
        message: name === ''
          ? `this plugin's empty name changes on \`copilot plugin install\`: it installs as ${installed ? `\`${installed}\`` : 'an empty name'}, while \`--plugin-dir\` keeps the empty name; only lower-case letters, digits and \`-\` are kept`
          : `this plugin's name \`${name}\` changes on \`copilot plugin install\`: it installs as \`${installed}\`, while \`--plugin-dir\` keeps \`${name}\`; only lower-case letters, digits and \`-\` are kept`,
        range: pair.value.range,
        jsonPath: pair.path,
        suggestion: { msg: `rename to \`${installed}\``, applicability: 'MaybeIncorrect', edits: [{ path: p.manifest.path, range: pair.value.range, text: JSON.stringify(installed) }] },
      });
    }
  },
});
