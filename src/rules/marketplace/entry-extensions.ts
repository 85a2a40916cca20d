import { getPair, scalarString, type MapNode } from '../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../diagnostics/rule.js';

/** A marketplace entry name the validator takes as a plugin id part. */
const PLUGIN_NAME = /^[A-Za-z0-9][-A-Za-z0-9._]*$/;

/**
 * What `claude plugin validate` 2.1.332 checks in a marketplace beyond the reference page of 2026-08-22: `headers`
 * on sources other than `archive`, `relevance`, `renames`, a git `sha` and an archive `url`. Each is a recorded case
 * of fixtures/oracle/claude-code/rules-validator-sweep.json (named in the comments); levels follow the validator's.
 */
function checkEntry(entry: MapNode, ctx: RuleContext) {
  const name = scalarString(getPair(entry, 'name')?.value) ?? '?';
  const source = getPair(entry, 'source')?.value ?? null;
  const sourceType = source?.type === 'map' ? scalarString(getPair(source, 'source')?.value) : undefined;
  // `headers on a local source`
  for (const key of ['headers', 'headersHelper']) {
    const p = getPair(entry, key);
    if (p && sourceType !== 'archive')
      ctx.report({ level: 'warn', message: `plugin \`${name}\` sets \`${key}\`, which applies to \`archive\` sources only: it has no effect on this entry`, range: p.keyRange, jsonPath: p.path });
  }
  // `marketplace relevance not an object`
  const relevance = getPair(entry, 'relevance');
  if (relevance?.value && relevance.value.type !== 'map')
    ctx.report({ level: 'warn', message: `\`relevance\` of plugin \`${name}\` must be an object with \`topic\` and \`signals\`: Claude Code ignores it`, range: relevance.value.range, jsonPath: relevance.path });
  if (source?.type !== 'map') return;
  // `git source sha not 40 hex`
  const sha = getPair(source, 'sha');
  const s = scalarString(sha?.value);
  if (sha?.value && s !== undefined && !/^[a-f0-9]{40}$/.test(s))
    ctx.report({ message: `\`sha\` of plugin \`${name}\`'s source must be a full 40-character lowercase git commit SHA: \`claude plugin validate\` rejects the marketplace`, range: sha.value.range, jsonPath: sha.path });
  // `archive source over http`
  const url = getPair(source, 'url');
  const u = scalarString(url?.value);
  if (sourceType === 'archive' && url?.value && u !== undefined && !u.startsWith('https://'))
    ctx.report({ message: `archive \`url\` of plugin \`${name}\` must use \`https://\` (and not a loopback, link-local or cloud-metadata host): \`claude plugin validate\` rejects the marketplace`, range: url.value.range, jsonPath: url.path });
}

export default artifactRule({
  meta: {
    id: 'marketplace/entry-extensions',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Marketplace fields Claude Code reads beyond the reference: `headers` on a non-archive source, `relevance`, `renames` that resolve to no plugin, a git `sha` that is not a full commit, an archive `url` that is not `https://`.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 reads more of a marketplace than its reference page lists. `claude plugin validate` rejects a `renames` chain that ends at no plugin ("chain does not resolve"), a source `sha` that is not a full 40-character commit, and an archive `url` that is not `https://`; it warns that `headers`/`headersHelper` apply to `archive` sources only and that a `relevance` that is not an object is ignored. Recorded cases: fixtures/oracle/claude-code/rules-validator-sweep.json.',
    examples: {
      wrong: '{ "name": "tools", "owner": { "name": "me" }, "plugins": [{ "name": "lint", "source": "./lint" }], "renames": { "old-lint": "lnt" } }',
      right: '{ "name": "tools", "owner": { "name": "me" }, "plugins": [{ "name": "lint", "source": "./lint" }], "renames": { "old-lint": "lint" } }',
      file: '.claude-plugin/marketplace.json',
      context: { 'lint/.claude-plugin/plugin.json': '{ "name": "lint" }' },
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const plugins = getPair(root, 'plugins')?.value;
    const names = new Set<string>();
    for (const e of plugins?.type === 'seq' ? plugins.items : []) {
      if (e.type !== 'map') continue;
      const n = scalarString(getPair(e, 'name')?.value);
      if (n !== undefined) names.add(n);
      checkEntry(e, ctx);
    }
    // `renames chain to nothing`, `renames target not a plugin name`: a target is a plugin, another renamed name, or null.
    const renames = getPair(root, 'renames')?.value;
    if (renames?.type !== 'map') return;
    const keys = new Set(renames.pairs.map((p) => p.key));
    for (const p of renames.pairs) {
      if (p.value?.type === 'scalar' && p.value.value === null) continue;
      const target = scalarString(p.value);
      if (target !== undefined && (names.has(target) || keys.has(target)) && PLUGIN_NAME.test(target)) continue;
      ctx.report({ message: `rename \`${p.key}\` does not resolve: its target must be a plugin of \`plugins\`, another key of \`renames\`, or \`null\` (\`claude plugin validate\` rejects the marketplace)`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
    }
  },
});
