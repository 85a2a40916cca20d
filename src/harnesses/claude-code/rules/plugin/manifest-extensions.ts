import { PLUGIN_NETWORK_HOSTS_MAX } from '../../known-values/claude-code.js';
import { getNode, stringValue, type Pair, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../../diagnostics/rule.js';
import { clipped } from '../../../../diagnostics/suggest.js';
import type { Level } from '../../../../diagnostics/diagnostic.js';
import { jsonTypeWords } from '../../../../rules/shared/json-type.js';
import { pairIn } from '../../lib/part-fields.js';
import { parseRange } from '../../lib/semver-range.js';

/**
 * The manifest fields Claude Code 2.1.332 reads beyond the plugins reference of 2026-08-22 (`engines`,
 * `optionalDependencies`, `network`, `binaries`, `types`) and the object form of `commands`. Each check is one message
 * of `claude plugin validate`, at its level, recorded in oracle/claude-code/rules-validator-sweep.json (the
 * case named in each comment).
 */
const isText = (n: TreeNode | null | undefined): n is TreeNode & { type: 'scalar'; value: string } => stringValue(n) !== undefined;
const kindOf = (n: TreeNode) => jsonTypeWords(n, { null: 'null' });
/** A dependency entry's plugin name: the string, or the object's `name`. */
const depName = (n: TreeNode) => stringValue(n) ?? stringValue(getNode(n, 'name'));
/** A plugin name, optionally `@marketplace` (the validator's dependency pattern). */
const PLUGIN_REF = /^[A-Za-z0-9][-A-Za-z0-9._]*(@[A-Za-z0-9][-A-Za-z0-9._]*)?(@\^[^@]*)?$/;
/** A `binaries` basename: lowercase, no leading or trailing dot (validate's own pattern, shown in its message). */
const BINARY_NAME = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9_-])?$/;

function checkEngines(v: TreeNode, report: Reporter) {
  // `engines not an object`, `engines range not a range`
  if (v.type !== 'map') return report(v, `\`engines\` must be an object such as \`{ "claude-code": ">=2.1.0" }\`, not ${kindOf(v)}: Claude Code ignores it, so the plugin installs on every version`, 'warn');
  const cc = pairIn(v, 'claude-code')?.value;
  if (cc && (!isText(cc) || !parseRange(cc.value)))
    report(cc, `\`engines.claude-code\` must be a version range such as \`>=2.1.0\`: \`claude plugin validate\` rejects it and Claude Code ignores it, so the plugin installs on every version`, 'error');
}

function checkOptionalDependencies(v: TreeNode, deps: TreeNode | null | undefined, report: Reporter) {
  // `optionalDependencies not a list`, `optionalDependencies entry a number`, `optionalDependencies also in dependencies`
  if (v.type !== 'seq') return report(v, `\`optionalDependencies\` must be a list of plugin names, not ${kindOf(v)}: Claude Code ignores it`, 'warn');
  const required = new Set(deps?.type === 'seq' ? deps.items.map(depName) : []);
  for (const item of v.items) {
    const name = depName(item);
    if (name === undefined || !PLUGIN_REF.test(name)) report(item, 'this `optionalDependencies` entry is not a plugin reference: it must be `"name"`, `"name@marketplace"` or an object with a `name`; Claude Code ignores it', 'warn');
    else if (required.has(name)) report(item, `\`${name}\` is also in \`dependencies\`, so it is required: list it once`, 'warn');
  }
}

function checkNetwork(v: TreeNode, report: Reporter) {
  // `network not an object`, `network host with a scheme`
  const hosts = v.type === 'map' ? pairIn(v, 'hosts')?.value : undefined;
  if (v.type !== 'map' || hosts?.type !== 'seq') return report(v, '`network` must be an object with a list of hosts: Claude Code ignores it (write `{ "hosts": ["api.example.com"] }`)', 'warn');
  // `network hosts over 256`
  if (hosts.items.length > PLUGIN_NETWORK_HOSTS_MAX) report(hosts.items[PLUGIN_NETWORK_HOSTS_MAX]!, `\`network.hosts\` lists ${hosts.items.length} hosts: Claude Code reads the first ${PLUGIN_NETWORK_HOSTS_MAX} and ignores the rest`, 'warn');
  for (const h of hosts.items.slice(0, PLUGIN_NETWORK_HOSTS_MAX))
    if (!isText(h) || /[/\s]|:\/\/|[^\x20-\x7e]/.test(h.value) || h.value !== h.value.toLowerCase())
      report(h, 'this `network.hosts` entry is not a host as `sandbox.network.allowedDomains` takes them: hosts are lowercase, without a scheme or path (`api.example.com`, `*.example.com`, `db.example.com:5432`); Claude Code ignores this one', 'warn');
}

function checkBinaries(v: TreeNode, report: Reporter) {
  // `binaries not an object`, `binaries entry with a bad name`
  if (v.type !== 'map') return report(v, '`binaries` must be an object mapping basenames to `{ "sha256": … }`: Claude Code ignores it at install time', 'warn');
  for (const p of v.pairs) {
    const sha = pairIn(p.value, 'sha256')?.value;
    if (!BINARY_NAME.test(p.key) || p.value?.type !== 'map' || !isText(sha) || !/^[0-9a-f]{64}$/.test(sha.value))
      report(p, `\`binaries\` entry \`${p.key}\` is ignored at install time: the basename must be lowercase (no leading or trailing dot) and the value an object with a 64-character lowercase-hex \`sha256\``, 'warn');
  }
}

function checkTypes(v: TreeNode, report: Reporter) {
  // `types not a .d.ts`, `types outside the plugin`
  if (!isText(v)) return;
  if (v.value.split(/[\\/]/).includes('..')) report(v, '`types` must stay inside the plugin folder (no `..`): `claude plugin validate` rejects the manifest', 'error');
  else if (!v.value.endsWith('.d.ts')) report(v, "`types` must name a TypeScript declaration file ending in `.d.ts`: `claude plugin validate` rejects the manifest", 'error');
}

function checkCommandEntries(v: TreeNode, report: Reporter) {
  // `commands object with source and content`; `accepted: commands as an object mapping`
  if (v.type !== 'map') return;
  for (const p of v.pairs) {
    if (p.value?.type !== 'map') continue;
    const n = ['source', 'content'].filter((k) => pairIn(p.value, k)).length;
    if (n !== 1) report(p, `command \`${clipped(p.key)}\` must have ${n === 2 ? 'one of `source` and `content`, not both' : '`source` or `content`'}: \`source\` is a file path, \`content\` inline Markdown; \`claude plugin validate\` rejects the manifest`, 'error');
  }
}

function checkDependencyNames(v: TreeNode, report: Reporter) {
  // `dependency name not a plugin name`: "Invalid input" at `dependencies.<n>`
  if (v.type !== 'seq') return;
  for (const item of v.items)
    if (isText(item) && !PLUGIN_REF.test(item.value))
      report(item, `dependency \`${clipped(String(item.value))}\` is not a plugin name: a name uses letters, digits, \`.\`, \`_\`, \`-\`, optionally with \`@marketplace\`; \`claude plugin validate\` rejects the manifest`, 'error');
}

function checkSyntaxHighlighting(v: TreeNode, report: Reporter) {
  // `experimental syntaxHighlighting languages`: each `hljsLanguages` entry, as validate checks it.
  const langs = pairIn(v, 'hljsLanguages')?.value;
  if (langs?.type !== 'seq') return;
  if (langs.items.length > 16) report(langs.items[16]!, '`syntaxHighlighting.hljsLanguages` takes at most 16 languages: `claude plugin validate` rejects the manifest', 'error');
  for (const lang of langs.items) {
    const id = pairIn(lang, 'id')?.value;
    if (isText(id) && !/^[a-z][a-z0-9_-]*$/.test(id.value)) report(id, `language \`id\` \`${id.value}\` must be lowercase (\`^[a-z][a-z0-9_-]*$\`): \`claude plugin validate\` rejects the manifest`, 'error');
    const remote = pairIn(lang, 'remote')?.value;
    if (isText(remote) && !/^(npm:[@a-z0-9/._-]+(@[a-z0-9._+-]+)?|github:[\w.-]+\/[\w.-]+@[\w./-]+#.+\.js)$/.test(remote.value))
      report(remote, '`remote` must be `npm:<package>[@version]` or `github:<owner>/<repo>@<ref>#<path>.js`: `claude plugin validate` rejects the manifest', 'error');
    const integrity = pairIn(lang, 'integrity')?.value;
    if (isText(integrity) && !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(integrity.value))
      report(integrity, '`integrity` must be a subresource-integrity digest: `sha256-`, `sha384-` or `sha512-` and base64; `claude plugin validate` rejects the manifest', 'error');
  }
}

/** Reports at a node's value, or at a pair's key. */
type Reporter = (node: TreeNode | Pair, message: string, level: Level) => void;

export default artifactRule({
  meta: {
    id: 'plugin/manifest-extensions',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'The manifest fields Claude Code reads beyond the plugins reference (`engines`, `optionalDependencies`, `network`, `binaries`, `types`), the object form of `commands`, and dependency names, as `claude plugin validate` checks them.',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 reads `engines` (the versions a plugin runs on), `optionalDependencies`, `network`, `binaries` and `types`, and `commands` may map command names to `{ source | content }`. `claude plugin validate` warns where a wrong value is ignored at load time (an `engines` that is not an object lets the plugin install on every version) and rejects the manifest for an unparseable `engines` range, a `types` file that is not `.d.ts` or leaves the plugin, a command entry with both or neither of `source` and `content`, and a dependency that is not a plugin name. Each message is a recorded case of oracle/claude-code/rules-validator-sweep.json; the level follows the validator\'s.',
    examples: {
      wrong: '{ "name": "my-plugin", "engines": { "claude-code": "latest" }, "commands": { "deploy": { "source": "./deploy.md", "content": "Deploy." } } }',
      right: '{ "name": "my-plugin", "engines": { "claude-code": ">=2.1.0" }, "commands": { "deploy": { "source": "./deploy.md" } } }',
      file: '.claude-plugin/plugin.json',
      context: { 'deploy.md': '---\ndescription: Deploy\n---\nDeploy.\n' },
    },
  },
  check(artifact, ctx: RuleContext) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const report: Reporter = (node, message, level) => ctx.report({ message, level, range: 'keyRange' in node ? node.keyRange : node.range, jsonPath: node.path });
    for (const pair of root.pairs) {
      const v = pair.value;
      if (!v) continue;
      if (pair.key === 'engines') checkEngines(v, report);
      else if (pair.key === 'optionalDependencies') checkOptionalDependencies(v, pairIn(root, 'dependencies')?.value, report);
      else if (pair.key === 'network') checkNetwork(v, report);
      else if (pair.key === 'binaries') checkBinaries(v, report);
      else if (pair.key === 'types') checkTypes(v, report);
      else if (pair.key === 'commands') checkCommandEntries(v, report);
      else if (pair.key === 'dependencies') checkDependencyNames(v, report);
      else if (pair.key === 'experimental') {
        const sh = pairIn(v, 'syntaxHighlighting')?.value;
        if (sh) checkSyntaxHighlighting(sh, report);
      }
    }
  },
});
