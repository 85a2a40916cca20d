import { posix } from 'node:path';
import { CONSENT_TEXT_MAX, DESKTOP_NAME, DESKTOP_RESERVED_MARKETPLACE_NAMES, MARKETPLACE_ROUTING_HEADER_PREFIXES, MARKETPLACE_ROUTING_HEADERS, PLUGIN_ID_PART } from '../../known-values/claude-code.js';
import { artifactsOf, type Artifact } from '../../../../artifacts/model.js';
import { getPair, scalarString, type MapNode, type Pair, type TreeNode } from '../../../../artifacts/tree.js';
import type { Level } from '../../../../diagnostics/diagnostic.js';
import { clipped } from '../../../../diagnostics/suggest.js';
import { projectRule, type RuleContext } from '../../../../diagnostics/rule.js';

/**
 * What `claude plugin validate` 2.1.332 checks in a marketplace beyond the reference page of 2026-08-22. Each check is
 * a recorded case of oracle/claude-code/rules-validator-sweep.json (named in the comments); levels follow the
 * validator's.
 */
type Report = (at: TreeNode | Pair, message: string, level?: Level) => void;

const REJECTS = '`claude plugin validate` rejects the marketplace';
/** Printable ASCII, no run of 4 spaces: what the install consent screen can show (`command source with four spaces`). */
const unprintable = (s: string) => /[^\x20-\x7e]| {4,}/.test(s);

function checkConsentText(at: Pair | undefined, what: string, report: Report) {
  const s = scalarString(at?.value);
  if (!at?.value || s === undefined) return;
  // `command source too long`, `command source with four spaces`, `archive headersHelper with four spaces`
  if (s.length > CONSENT_TEXT_MAX) report(at.value, `${what} is too long for the install consent screen: it shows at most ${CONSENT_TEXT_MAX} characters, and ${REJECTS}`);
  else if (unprintable(s)) report(at.value, `${what} must be plain printable text: the install consent screen shows it, so it must be printable ASCII with no run of 4 or more spaces, and ${REJECTS}`);
}

function checkRelevance(relevance: Pair, name: string, report: Report) {
  const v = relevance.value;
  // `marketplace relevance not an object`
  if (!v || v.type !== 'map') return report(v ?? relevance, `\`relevance\` of plugin \`${name}\` must be an object with \`topic\` and \`signals\`: Claude Code ignores it`, 'warn');
  const signals = getPair(v, 'signals');
  if (signals?.value?.type !== 'map') return;
  // `entry relevance without signals`, `entry relevance signals`
  const kinds = ['cli', 'hosts', 'filesRead', 'manifestDeps', 'cwd'];
  if (!signals.value.pairs.some((p) => kinds.includes(p.key) && p.value?.type === 'seq' && p.value.items.length > 0))
    report(signals, `\`relevance.signals\` of plugin \`${name}\` must declare at least one signal: \`cli\`, \`hosts\`, \`filesRead\`, \`manifestDeps\` or \`cwd\`; ${REJECTS}`);
  const items = (key: string) => {
    const list = getPair(signals.value, key)?.value;
    return list?.type === 'seq' ? list.items : [];
  };
  for (const h of items('hosts')) if (!/^[a-z0-9.-]+$/.test(scalarString(h) ?? '')) report(h, `\`relevance.signals.hosts\` entries are lowercase bare host names (no scheme, port or path): ${REJECTS}`);
  for (const key of ['filesRead', 'cwd']) for (const g of items(key)) if ((scalarString(g) ?? '').includes('\\')) report(g, `\`relevance.signals.${key}\` patterns use forward slashes, not backslashes: ${REJECTS}`);
  for (const dep of items('manifestDeps')) {
    for (const key of ['file', 'pattern']) {
      const p = getPair(dep, key);
      const s = scalarString(p?.value);
      if (!p?.value || s === undefined) continue;
      try {
        new RegExp(s);
      } catch {
        report(p.value, `\`relevance.signals.manifestDeps\` \`${key}\` must be a valid regular expression: ${REJECTS}`);
      }
    }
  }
}

function checkSource(source: MapNode, name: string, report: Report) {
  const type = scalarString(getPair(source, 'source')?.value);
  const str = (key: string) => {
    const p = getPair(source, key);
    const s = scalarString(p?.value);
    return p?.value && s !== undefined ? { node: p.value, s } : undefined;
  };
  // `git source sha not 40 hex`, `archive source over http`, `archive entry sha256 not a digest`
  const sha = str('sha');
  if (sha && !/^[a-f0-9]{40}$/.test(sha.s)) report(sha.node, `\`sha\` of plugin \`${name}\`'s source must be a full 40-character lowercase git commit SHA: ${REJECTS}`);
  const url = str('url');
  if (type === 'archive' && url && !url.s.startsWith('https://')) report(url.node, `archive \`url\` of plugin \`${name}\` must use \`https://\`: and not a loopback, link-local or cloud-metadata host; ${REJECTS}`);
  const digest = str('sha256');
  if (digest && !/^[0-9a-fA-F]{64}$/.test(digest.s)) report(digest.node, `\`sha256\` of plugin \`${name}\`'s source must be a 64-character hex SHA-256 digest: ${REJECTS}`);
  // `npm source with a traversal`, `npm source registry not http`, `git-subdir path with ..`
  const pkg = str('package');
  if (type === 'npm' && pkg && pkg.s.split('/').includes('..')) report(pkg.node, `npm \`package\` of plugin \`${name}\` must not contain \`..\`: ${REJECTS}`);
  const registry = str('registry');
  if (registry && !/^https?:\/\/[^/\\]/i.test(registry.s)) report(registry.node, `\`registry\` of plugin \`${name}\` must be an http(s) URL: ${REJECTS}`);
  const path = str('path');
  if (type === 'git-subdir' && path && path.s.split(/[\\/]/).includes('..')) report(path.node, `\`path\` of plugin \`${name}\`'s source must not contain \`..\`: ${REJECTS}`);
  if (type === 'command') checkConsentText(getPair(source, 'command'), `\`command\` of plugin \`${name}\`'s source`, report);
}

function checkEntry(entry: MapNode, ownManifest: string | undefined, report: Report) {
  const nameNode = getPair(entry, 'name');
  const name = scalarString(nameNode?.value) ?? '?';
  // `marketplace entry name with a plus` (an error), `marketplace entry name of 130 characters` (a warning)
  // A name with spaces is reported by the rule that reports the validator's "Plugin name cannot contain spaces".
  if (nameNode?.value && name !== '?' && !/\s/.test(name)) {
    if (!PLUGIN_ID_PART.test(name)) report(nameNode.value, `Claude Code cannot install plugin \`${name}\`: a part of a plugin id (plugin@marketplace) uses only letters, digits, \`.\`, \`_\` and \`-\`, and starts with a letter or digit`);
    else if (!DESKTOP_NAME.test(name)) report(nameNode.value, `plugin name \`${clipped(name, 30)}\` is not accepted by Claude Desktop: it takes at most 128 characters; Claude Code accepts it, but the Claude Desktop managed marketplace sync drops this entry`, 'warn');
  }
  const source = getPair(entry, 'source')?.value ?? null;
  const sourceType = source?.type === 'map' ? scalarString(getPair(source, 'source')?.value) : undefined;
  const helper = getPair(entry, 'headersHelper');
  const headers = getPair(entry, 'headers');
  // `headers on a local source`
  for (const p of [headers, helper]) if (p && sourceType !== 'archive') report(p, `plugin \`${name}\` sets \`${p.key}\`, which applies to \`archive\` sources only: it has no effect on this entry`, 'warn');
  if (sourceType === 'archive') {
    // `archive entry with headersHelper and strict true`
    const strict = getPair(entry, 'strict')?.value;
    if (helper && !(strict?.type === 'scalar' && strict.value === false))
      report(helper, `plugin \`${name}\` sets \`headersHelper\` but is not \`"strict": false\`: an entry with a \`headersHelper\` must inline its whole manifest so users can review what it ships, and Claude Code refuses to run the helper otherwise`);
    // `archive entry with headersHelper and no sha256`, `archive entry with a Host header`, `archive headersHelper with four spaces`
    if (helper && source?.type === 'map' && !getPair(source, 'sha256'))
      report(helper, `plugin \`${name}\` fetches its archive with a \`headersHelper\` but pins no \`sha256\`: pin the digest so users install exactly the bytes you reviewed`, 'warn');
    checkConsentText(helper, `\`headersHelper\` of plugin \`${name}\``, report);
    for (const h of headers?.value?.type === 'map' ? headers.value.pairs : []) {
      const k = h.key.toLowerCase();
      if (MARKETPLACE_ROUTING_HEADERS.includes(k) || MARKETPLACE_ROUTING_HEADER_PREFIXES.some((p) => k.startsWith(p)))
        report(h, `header \`${h.key}\` is a request-routing or identity header that a marketplace entry may not set: Claude Code drops it at download time`, 'warn');
    }
  }
  const relevance = getPair(entry, 'relevance');
  if (relevance) checkRelevance(relevance, name, report);
  const optional = getPair(entry, 'optionalDependencies');
  if (optional && ownManifest) {
    // `entry optionalDependencies beside its own plugin.json`
    report(optional, `Claude Code ignores this entry's \`optionalDependencies\`: plugin \`${name}\` has its own plugin.json; move them to \`${ownManifest}\``, 'warn');
  } else if (optional?.value?.type === 'seq') {
    // `entry optionalDependencies with a version`
    for (const item of optional.value.items) {
      const version = item.type === 'map' ? getPair(item, 'version') : undefined;
      if (version) report(version, "a version range is read only from the plugin's own plugin.json: Claude Code ignores it here", 'warn');
    }
  }
  if (source?.type === 'map') checkSource(source, name, report);
}

function checkMarketplace(m: Artifact, stat: (p: string) => 'file' | 'dir' | null, ctx: RuleContext) {
  const root = m.root;
  if (!root || root.type !== 'map') return;
  const report: Report = (at, message, level) => ctx.report({ path: m.path, element: m.element, message, level, range: 'keyRange' in at ? at.keyRange : at.range, jsonPath: at.path });
  // `marketplace name org`, `marketplace name of 129 characters` (warnings about Claude Desktop's managed sync)
  const nameNode = getPair(root, 'name');
  const name = scalarString(nameNode?.value);
  if (nameNode?.value && name !== undefined && PLUGIN_ID_PART.test(name)) {
    if (DESKTOP_RESERVED_MARKETPLACE_NAMES.includes(name.toLowerCase()))
      report(nameNode.value, `marketplace name \`${name}\` is reserved in Claude Desktop: Claude Code accepts it, but the Claude Desktop managed marketplace sync rejects the whole marketplace`, 'warn');
    else if (!DESKTOP_NAME.test(name))
      report(nameNode.value, `marketplace name \`${clipped(name, 30)}\` is not accepted by Claude Desktop: it takes at most 128 characters; Claude Code accepts it, but the Claude Desktop managed marketplace sync rejects the whole marketplace`, 'warn');
  }
  // The marketplace root is the folder holding `.claude-plugin/`.
  const base = posix.dirname(posix.dirname(m.path));
  const plugins = getPair(root, 'plugins')?.value;
  const names = new Set<string>();
  for (const e of plugins?.type === 'seq' ? plugins.items : []) {
    if (e.type !== 'map') continue;
    const n = scalarString(getPair(e, 'name')?.value);
    if (n !== undefined) names.add(n);
    const src = scalarString(getPair(e, 'source')?.value);
    const manifest = src?.startsWith('./') ? posix.join(base === '.' ? '' : base, posix.normalize(src), '.claude-plugin/plugin.json') : undefined;
    checkEntry(e, manifest && stat(manifest) === 'file' ? manifest : undefined, report);
  }
  // `renames chain to nothing`, `renames target with a space`: a target is a plugin, another renamed name, or null.
  const renames = getPair(root, 'renames')?.value;
  if (renames?.type !== 'map') return;
  const keys = new Set(renames.pairs.map((p) => p.key));
  for (const p of renames.pairs) {
    if (p.value?.type === 'scalar' && p.value.value === null) continue;
    const target = scalarString(p.value);
    if (target !== undefined && (names.has(target) || keys.has(target))) {
      // `renames target a plugin whose name is not a plugin id`: "target … is not a valid plugin name (PluginIdSchema)".
      if (!PLUGIN_ID_PART.test(target)) report(p.value!, `rename \`${p.key}\` points at \`${target}\`, which is not a valid plugin id part: letters, digits, \`.\`, \`_\`, \`-\` only; ${REJECTS}`, 'error');
      continue;
    }
    report(p.value ?? p, `rename \`${p.key}\` does not resolve: its target must be a plugin of \`plugins\`, another key of \`renames\`, or \`null\` (${REJECTS})`, 'error');
  }
}

export default projectRule({
  meta: {
    id: 'marketplace/entry-extensions',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Marketplace fields Claude Code reads beyond the reference: plugin-id and Claude Desktop names, `headers`/`headersHelper`, `relevance`, `optionalDependencies`, `renames`, source `sha`/`sha256`/`url`/`registry`/`path`/`command`.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 reads more of a marketplace than its reference page lists. `claude plugin validate` rejects an entry name that cannot be part of a plugin id, a `renames` chain that ends at no plugin, a source `sha` that is not a full commit, an archive `url` that is not `https://` or a `sha256` that is not a digest, an npm `package` or git-subdir `path` with `..`, a `registry` that is not http(s), a `command` source or `headersHelper` the install consent screen cannot show, and `relevance` signals that are not well formed. It warns that `headers`/`headersHelper` apply to `archive` sources only, that routing headers (`Host`, `X-Forwarded-…`) are dropped, that an archive fetched with a `headersHelper` has no `sha256` pin, that an entry\'s `optionalDependencies` are ignored when the plugin has its own plugin.json (and their versions always), and that Claude Desktop\'s managed sync refuses some names. Recorded cases: oracle/claude-code/rules-validator-sweep.json.',
    examples: {
      wrong: '{ "name": "tools", "owner": { "name": "me" }, "plugins": [{ "name": "lint", "source": "./lint" }], "renames": { "old-lint": "lnt" } }',
      right: '{ "name": "tools", "owner": { "name": "me" }, "plugins": [{ "name": "lint", "source": "./lint" }], "renames": { "old-lint": "lint" } }',
      file: '.claude-plugin/marketplace.json',
      context: { 'lint/.claude-plugin/plugin.json': '{ "name": "lint" }' },
    },
  },
  check(project, ctx) {
    for (const m of artifactsOf(project, 'marketplace')) checkMarketplace(m, (p) => project.stat(p), ctx);
  },
});
