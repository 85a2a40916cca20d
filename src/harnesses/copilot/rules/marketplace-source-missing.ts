/** A marketplace entry whose local `source` folder does not exist: installing it fails. */
import { COPILOT_SOURCE_FOLDER, configFolder } from '../../../artifacts/config-folder.js';
import { COPILOT_VERSION } from '../known-values.js';
import { getNode, getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { copilotMarketplaces, EXAMPLE_PLUGIN, exampleMarketplace } from '../lib/marketplace-files.js';
import { reportMissingPath } from '../../../rules/shared/missing-path.js';

export default projectRule({
  meta: {
    id: 'copilot/marketplace-source-missing',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Copilot CLI marketplace entry whose `source` names a folder of the repository that does not exist.',
    kinds: ['copilot-marketplace'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`marketplace-entries\`): \`copilot plugin marketplace add\` accepts the marketplace and lists the entry, and only \`copilot plugin install <name>@<marketplace>\` fails ("Plugin source directory not found"). A string \`source\` is a folder relative to the repository root, with or without \`./\`. Entries are left alone when \`metadata.pluginRoot\` is set (not observed).`,
    examples: {
      file: '.github/plugin/marketplace.json',
      context: EXAMPLE_PLUGIN,
      wrong: exampleMarketplace('team-tools', './plugin/review'),
      right: exampleMarketplace('team-tools', './plugins/review'),
    },
  },
  check(project, ctx) {
    for (const { file, root } of copilotMarketplaces(project)) {
      if (getNode(getNode(root, 'metadata'), 'pluginRoot')) continue;
      const plugins = getNode(root, 'plugins');
      for (const entry of plugins?.type === 'seq' ? plugins.items : []) {
        const source = getPair(entry, 'source')?.value;
        if (source?.type !== 'scalar' || typeof source.value !== 'string') continue;
        // URLs, absolute paths and `..` were not observed: left alone.
        const dir = configFolder(source.value, COPILOT_SOURCE_FOLDER);
        if (dir === null) continue;
        const at = { path: file.path, element: file.element, range: source.range, jsonPath: source.path };
        reportMissingPath(project, ctx, dir, 'dir', at, () => `\`${source.value}\` is not a folder of the repository: \`copilot plugin install\` fails for this entry ("Plugin source directory not found")`);
      }
    }
  },
});
