/** A plugin's `skills` / `agents` field that makes Copilot CLI load none of them. */
import { posix } from 'node:path';
import { COPILOT_PLUGIN_PATH_FIELDS, COPILOT_VERSION } from '../known-values.js';
import { getPair, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { copilotPlugins } from '../lib/plugin-manifests.js';
import { jsonTypeWords } from '../../../rules/shared/json-type.js';
import { reportMissingPath } from '../../../rules/shared/missing-path.js';

const isPath = (n: TreeNode): n is TreeNode & { type: 'scalar'; value: string } => n.type === 'scalar' && typeof n.value === 'string';

export default projectRule({
  meta: {
    id: 'copilot/plugin-component-path',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Copilot CLI plugin manifest whose `skills` or `agents` is a number, a boolean or an object without `paths`, lists something that is not a path, or names a path that does not exist in the plugin or leaves it.',
    kinds: ['copilot-plugin'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`plugin-manifests\`): \`skills\` and \`agents\` replace the default \`skills/\` and \`agents/\` folders, so a path that names nothing leaves the plugin with none, and \`copilot plugin install\` still reports success. A number or boolean there loads none either under \`--plugin-dir\`; \`copilot plugin install\` refuses such a \`skills\` ("Invalid skills object form"). The mutation probes (oracle/copilot/mutations.json) add: an object without \`paths\` loads none either; a list item that is not a string makes \`install\` fail; an absolute path or one that leaves the plugin loads nothing (\`install\` refuses it for \`skills\`: "skills path escapes plugin directory"), and so does a blank one; an empty string or \`null\` keeps the default folder.`,
    examples: {
      file: '.github/plugin/plugin.json',
      context: { 'skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview it.\n' },
      wrong: '{\n  "name": "my-plugin",\n  "skills": "skill/"\n}\n',
      right: '{\n  "name": "my-plugin",\n  "skills": "skills/"\n}\n',
    },
  },
  check(project, ctx) {
    for (const p of copilotPlugins(project)) {
      for (const pair of p.root.pairs) {
        if (!COPILOT_PLUGIN_PATH_FIELDS.includes(pair.key) || !pair.value) continue;
        const v = pair.value;
        const report = (node: TreeNode, message: string) => ctx.report({ path: p.manifest.path, element: p.manifest.element, message, range: node.range, jsonPath: node.path });
        if ((v.type === 'scalar' && (typeof v.value === 'number' || typeof v.value === 'boolean')) || (v.type === 'map' && !getPair(v, 'paths'))) {
          report(v, `\`${pair.key}\` is ${jsonTypeWords(v)}: Copilot CLI loads none of the plugin's ${pair.key}, not even \`${pair.key}/\`${pair.key === 'skills' ? ', and `copilot plugin install` refuses the plugin ("Invalid skills object form")' : ''}`);
          continue;
        }
        // Mutation probes (oracle/copilot/mutations.json, copilot-plugin:/skills/0:type:*): `install` fails.
        for (const item of v.type === 'seq' ? v.items.filter((i) => !isPath(i)) : []) {
          report(item, `\`${pair.key}\` lists ${jsonTypeWords(item, { null: '`null`' })}, not a path: \`copilot plugin install\` refuses the plugin`);
        }
        const paths = v.type === 'seq' ? v.items.filter(isPath) : isPath(v) ? [v] : [];
        for (const node of paths) {
          const rel = node.value.replace(/\\/g, '/');
          if (rel === '') continue; // the plugin folder itself (mutation probe copilot-plugin:/agents:empty loads)
          if (rel.startsWith('/') || /^[A-Za-z]:/.test(rel) || posix.normalize(rel).split('/')[0] === '..') {
            report(node, `\`${pair.key}\` path \`${node.value}\` is outside the plugin folder: Copilot CLI loads no ${pair.key} from it${pair.key === 'skills' ? ' and `copilot plugin install` refuses the plugin ("skills path escapes plugin directory")' : ''}`);
            continue;
          }
          const target = posix.normalize(posix.join(p.folder, rel));
          const at = { path: p.manifest.path, element: p.manifest.element, range: node.range, jsonPath: node.path };
          reportMissingPath(project, ctx, target, 'any', at, () => `\`${pair.key}\` path \`${node.value}\` does not exist in the plugin: Copilot CLI loads no ${pair.key} from it, and \`${pair.key}\` replaces the default \`${pair.key}/\` folder`);
        }
      }
    }
  },
});
