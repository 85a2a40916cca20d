import { posix } from 'node:path';
import { artifactsOf, type Artifact } from '../../../../artifacts/model.js';
import { getNode, scalarString, type TreeNode } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';
import { pairIn } from '../../lib/part-fields.js';
import { parseRange, satisfies } from '../../lib/semver-range.js';
import type { Effect } from '../../../../diagnostics/effect.js';

interface Sibling { name: string; version?: string }

/** The repository's marketplace that lists the plugin at `pluginRoot`: its name and every plugin it lists. */
function marketplaceOf(project: Parameters<typeof artifactsOf>[0], pluginRoot: string, plugins: readonly Artifact[]): { name: string; siblings: Sibling[] } | undefined {
  for (const m of artifactsOf(project, 'marketplace')) {
    const list = getNode(m.root, 'plugins');
    if (list?.type !== 'seq') continue;
    const base = String(m.data.marketplaceRoot ?? '.');
    const prefix = scalarString(getNode(getNode(m.root, 'metadata'), 'pluginRoot'));
    let lists = false;
    const siblings: Sibling[] = [];
    for (const entry of list.items) {
      const name = scalarString(getNode(entry, 'name'));
      if (name === undefined) continue;
      const src = scalarString(getNode(entry, 'source'));
      const rel = src === undefined ? undefined : src.startsWith('./') || src === '.' ? src : prefix && !/^(\/|[a-z]+:|\.\.)/.test(src) ? posix.join(prefix, src) : undefined;
      const dir = rel === undefined ? undefined : posix.normalize(posix.join(base, rel));
      const plugin = dir === undefined ? undefined : plugins.find((p) => String(p.data.pluginRoot) === dir);
      if (dir === pluginRoot) lists = true;
      // plugin.json's version wins at install time (marketplace/version-mismatch).
      siblings.push({ name, version: scalarString(getNode(plugin?.root, 'version')) ?? scalarString(getNode(entry, 'version')) });
    }
    if (lists) return { name: m.element.name, siblings };
  }
  return undefined;
}

export default projectRule({
  meta: {
    id: 'plugin/dependency-unsatisfied',
    effect: 'not-loaded',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin dependency whose `version` is not a semver range, or, when the repository\'s marketplace lists the plugin, a dependency that marketplace does not list or whose range its version does not satisfy.',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 does not load a plugin whose dependency is missing or unsatisfied (the plugin is "not available … dependency-unsatisfied"). `claude plugin install` resolves dependencies in the plugin\'s own marketplace: one the marketplace does not list is skipped ("dependency \\"ghost@mk\\" was not installed (no marketplace you have added lists it). \\"a\\" will not load without it"); a version the listed plugin does not satisfy installs but `claude plugin list` shows "Requires \\"b@mk\\" ^2.0.0, installed 1.0.0" and the plugin stays off; a `version` that is not a range fails the install ("has an invalid version requirement"). `claude plugin validate` reports none of these. Recorded cases: oracle/claude-code/plugin-parts.json.',
    examples: {
      wrong: '{ "name": "a", "version": "1.0.0", "dependencies": [{ "name": "b", "version": "^2.0.0" }] }',
      right: '{ "name": "a", "version": "1.0.0", "dependencies": [{ "name": "b", "version": "^1.0.0" }] }',
      file: 'plugins/a/.claude-plugin/plugin.json',
      context: {
        '.claude-plugin/marketplace.json': '{ "name": "acme", "owner": { "name": "A" }, "plugins": [{ "name": "a", "source": "./plugins/a" }, { "name": "b", "source": "./plugins/b" }] }',
        'plugins/b/.claude-plugin/plugin.json': '{ "name": "b", "version": "1.0.0" }',
      },
    },
  },
  check(project, ctx) {
    const plugins = artifactsOf(project, 'plugin');
    for (const plugin of plugins) {
      const deps = pairIn(plugin.root, 'dependencies')?.value;
      if (deps?.type !== 'seq') continue;
      const market = marketplaceOf(project, String(plugin.data.pluginRoot ?? '.'), plugins);
      const report = (node: TreeNode, message: string, effect?: Effect) => ctx.report({ path: plugin.path, element: plugin.element, message, range: node.range, jsonPath: node.path, effect });
      for (const item of deps.items) {
        const nameNode = item.type === 'scalar' ? item : pairIn(item, 'name')?.value;
        const versionNode = pairIn(item, 'version')?.value;
        const full = nameNode?.type === 'scalar' && typeof nameNode.value === 'string' ? nameNode.value : undefined;
        const range = versionNode?.type === 'scalar' && typeof versionNode.value === 'string' ? versionNode.value : undefined;
        if (versionNode && range !== undefined && !parseRange(range)) {
          report(versionNode, `\`${range}\` is not a semver range: \`claude plugin install\` fails ("has an invalid version requirement")`, 'refused');
          continue;
        }
        if (!market || !nameNode || full === undefined) continue;
        const [name, where] = full.split('@');
        // A dependency in another marketplace is resolved there; this repository cannot tell.
        if (where !== undefined && where !== market.name) continue;
        const sibling = market.siblings.find((s) => s.name === name);
        if (!sibling) {
          const near = closest(name!, market.siblings.map((s) => s.name).filter((n) => n !== plugin.element.name));
          report(nameNode, `\`${name}\` is not listed in the marketplace \`${market.name}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: \`claude plugin install\` skips it and the plugin will not load without it`, 'refused');
          continue;
        }
        if (range !== undefined && versionNode && sibling.version !== undefined && satisfies(sibling.version, range) === false) {
          report(versionNode, `\`${name}\` is ${sibling.version} in the marketplace \`${market.name}\`, which \`${range}\` does not allow: Claude Code does not load the plugin ("Requires \\"${name}@${market.name}\\" ${range}, installed ${sibling.version}")`);
        }
      }
    }
  },
});
