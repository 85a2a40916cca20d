/** A marketplace file `copilot plugin marketplace add` refuses. */
import { COPILOT_MARKETPLACE_NAME, COPILOT_VERSION } from '../known-values.js';
import { getPair, type MapNode, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { typeMismatch } from '../lib/json-types.js';
import { copilotMarketplaces, EXAMPLE_PLUGIN, exampleMarketplace } from '../lib/marketplace-files.js';

const KEBAB = 'must be kebab-case (letters, numbers, hyphens, and dots)';

/** `missing`: the key is absent from the object `node`. */
interface Complaint { what: string; node: TreeNode | null; missing?: boolean }

/** Copilot's complaints about one marketplace object, as `path: message` with the node each is about. */
function complaints(root: MapNode): Complaint[] {
  const out: Complaint[] = [];
  const required = (map: MapNode, key: string, at: string) => {
    const pair = getPair(map, key);
    if (!pair) out.push({ what: `${at}: Required`, node: map, missing: true });
    return pair?.value ?? undefined;
  };
  const name = required(root, 'name', 'name');
  if (name) {
    const bad = typeMismatch('string', name, 'name');
    if (bad) out.push(bad);
    else if (!COPILOT_MARKETPLACE_NAME.test(String((name as { value: unknown }).value))) out.push({ what: `name: Marketplace name ${KEBAB}`, node: name });
  }
  const owner = required(root, 'owner', 'owner');
  if (owner) {
    const bad = typeMismatch('object', owner, 'owner');
    if (bad) out.push(bad);
    else required(owner as MapNode, 'name', 'owner.name');
  }
  const plugins = required(root, 'plugins', 'plugins');
  if (!plugins) return out;
  const bad = typeMismatch('array', plugins, 'plugins');
  if (bad) return [...out, bad];
  if (plugins.type !== 'seq') return out;
  const seen = new Map<string, TreeNode>();
  plugins.items.forEach((entry, i) => {
    const at = `plugins.${i}`;
    const notObject = typeMismatch('object', entry, at);
    if (notObject || entry.type !== 'map') return void (notObject && out.push(notObject));
    const n = required(entry, 'name', `${at}.name`);
    if (n) {
      const wrong = typeMismatch('string', n, `${at}.name`);
      const value = String((n as { value: unknown }).value);
      if (wrong) out.push(wrong);
      else if (!COPILOT_MARKETPLACE_NAME.test(value)) out.push({ what: `${at}.name: Plugin name ${KEBAB}`, node: n });
      else if (seen.has(value)) out.push({ what: `Duplicate plugin name "${value}" found in marketplace`, node: n });
      else seen.set(value, n);
    }
    const source = getPair(entry, 'source');
    if (!source?.value || (source.value.type === 'scalar' && typeof source.value.value !== 'string') || source.value.type === 'seq') {
      out.push({ what: `${at}.source: Invalid input`, node: source?.value ?? entry, missing: !source?.value });
    }
    const version = getPair(entry, 'version');
    const v = version?.value ? typeMismatch('string', version.value, `${at}.version`) : undefined;
    if (v) out.push(v);
  });
  return out;
}

export default projectRule({
  meta: {
    id: 'copilot/marketplace-invalid',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A marketplace file (`.github/plugin/marketplace.json`, or `.claude-plugin/marketplace.json` read by Copilot CLI) that `copilot plugin marketplace add` refuses: a missing `name`, `owner`, `owner.name` or `plugins`, a name it does not accept, an entry without `name` or `source`, a non-string `version`, two entries with one name.',
    kinds: ['copilot-marketplace'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`marketplace-schema\`, \`marketplace-required\`, \`marketplace-entries\`): \`copilot plugin marketplace add\` prints "Invalid marketplace.json: <path>: <problem>, …" and registers nothing, so none of the marketplace's plugins can be installed. Unknown keys are accepted. The messages here are the CLI's own.`,
    examples: {
      file: '.github/plugin/marketplace.json',
      context: EXAMPLE_PLUGIN,
      wrong: exampleMarketplace('team_tools', './plugins/review'),
      right: exampleMarketplace('team-tools', './plugins/review'),
    },
  },
  check(project, ctx) {
    for (const { file, root } of copilotMarketplaces(project)) {
      for (const c of complaints(root)) {
        // A missing key is reported on the `{` of the object that lacks it.
        const node = c.node;
        const range = c.missing && node ? file.file.lines.range(node.range.start.offset, node.range.start.offset + 1) : node?.range ?? file.file.lines.range(0, 1);
        ctx.report({
          path: file.path,
          element: file.element,
          message: `\`copilot plugin marketplace add\` refuses this marketplace: "${c.what}"`,
          range,
          jsonPath: node?.path,
        });
      }
    }
  },
});
