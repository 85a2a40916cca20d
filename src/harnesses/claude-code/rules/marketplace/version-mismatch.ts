import { posix } from 'node:path';
import { artifactsOf } from '../../../../artifacts/model.js';
import { getNode, getPair, scalarString } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'marketplace/version-mismatch',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A marketplace entry `version` that differs from the version in its plugin\'s plugin.json.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'When a plugin is installed, the `version` in its plugin.json wins and the marketplace entry\'s `version` is silently ignored (`claude plugin validate` 2.1.332: "At install time, plugin.json wins (calculatePluginVersion precedence) — the entry version is silently ignored"). The marketplace then advertises a version users never get.',
    examples: {
      wrong: '{ "name": "acme", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./plugins/lint", "version": "2.0.0" } ] }',
      right: '{ "name": "acme", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./plugins/lint", "version": "1.0.0" } ] }',
      file: '.claude-plugin/marketplace.json',
      context: { 'plugins/lint/.claude-plugin/plugin.json': '{ "name": "lint", "version": "1.0.0" }' },
    },
  },
  check(project, ctx) {
    const plugins = artifactsOf(project, 'plugin');
    for (const m of artifactsOf(project, 'marketplace')) {
      const list = getNode(m.root, 'plugins');
      if (list?.type !== 'seq') continue;
      const base = String(m.data.marketplaceRoot ?? '.');
      const prefix = scalarString(getNode(getNode(m.root, 'metadata'), 'pluginRoot'));
      for (const entry of list.items) {
        const vp = getPair(entry, 'version');
        const version = scalarString(vp?.value);
        const src = scalarString(getNode(entry, 'source'));
        if (!vp?.value || version === undefined || src === undefined) continue;
        const rel = src.startsWith('./') || src === '.' ? src : prefix && !/^(\/|[a-z]+:|\.\.)/.test(src) ? posix.join(prefix, src) : undefined;
        if (rel === undefined) continue;
        const dir = posix.normalize(posix.join(base, rel));
        const plugin = plugins.find((p) => String(p.data.pluginRoot) === dir);
        const own = scalarString(getNode(plugin?.root, 'version'));
        if (!plugin || own === undefined || own === version) continue;
        ctx.report({
          path: m.path,
          message: `entry version \`${version}\` differs from \`${own}\` in ${plugin.path}: at install time plugin.json wins and Claude Code silently ignores the entry's version`,
          range: vp.value.range,
          jsonPath: vp.path,
          related: [{ message: 'the version that wins', span: { path: plugin.path, range: getPair(plugin.root, 'version')!.value!.range } }],
          suggestion: { msg: `use \`${own}\``, applicability: 'MachineApplicable', edits: [{ path: m.path, range: vp.value.range, text: JSON.stringify(own) }] },
        });
      }
    }
  },
});
