/** Plugin manifest fields Copilot CLI drops when they have the wrong type: `description`, `version`. */
import { COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { copilotPlugins } from '../lib/plugin-manifests.js';
import { jsonTypeWords } from '../../../rules/shared/json-type.js';

export default projectRule({
  meta: {
    id: 'copilot/plugin-field-ignored',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Copilot plugin manifest whose `description` is not a string, or whose `version` is not a string or is empty: Copilot CLI drops the value.',
    kinds: ['copilot-plugin'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION}, loading plugin folders with \`--plugin-dir\` and \`copilot plugin list --json\` as in case \`plugin-manifests\` (oracle/copilot/cases.json), one field changed at a time (the mutation probes of oracle/copilot/mutations.json, \`copilot-plugin:/description:*\`, \`copilot-plugin:/version:*\`): a \`description\` that is not a string is dropped with "Warning: [plugin-dir] ignoring non-string description in …", and a \`version\` that is a number, a boolean, a list, an object, null or empty is not shown (the plugin is listed without a version). The plugin still loads and installs. Other metadata (\`author\`, \`homepage\`, \`repository\`, \`license\`, \`keywords\`) of any type was accepted as written, and \`version\` is not checked as semver (\`1.x\` is listed as written).`,
    examples: {
      file: '.github/plugin/plugin.json',
      wrong: '{\n  "name": "my-plugin",\n  "version": 2\n}\n',
      right: '{\n  "name": "my-plugin",\n  "version": "2.0.0"\n}\n',
    },
  },
  check(project, ctx) {
    for (const p of copilotPlugins(project)) {
      const report = (key: string, message: string) => {
        const pair = getPair(p.root, key)!;
        ctx.report({ path: p.manifest.path, element: p.manifest.element, message, range: pair.value?.range ?? pair.keyRange, jsonPath: pair.path });
      };
      const description = getPair(p.root, 'description');
      if (description && !(description.value?.type === 'scalar' && typeof description.value.value === 'string')) {
        report('description', `\`description\` is ${jsonTypeWords(description.value, { null: '`null`' })}: Copilot CLI drops it ("ignoring non-string description")`);
      }
      const version = getPair(p.root, 'version');
      if (version && !(version.value?.type === 'scalar' && typeof version.value.value === 'string' && version.value.value !== '')) {
        report('version', `\`version\` is ${version.value?.type === 'scalar' && version.value.value === '' ? 'empty' : jsonTypeWords(version.value, { null: '`null`' })}: Copilot CLI drops it (the plugin is listed without a version); write a string such as "1.0.0"`);
      }
    }
  },
});
