import { MARKETPLACE_SOURCE_REQUIRED, MARKETPLACE_SOURCE_TYPES, PLUGIN_ID_PART } from '../../known-values/claude-code.js';
import type { Range } from '../../../../artifacts/source.js';
import { getNode, getPair, scalarString, type MapNode, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule, type Report } from '../../../../diagnostics/rule.js';
import { certainCorrection, didYouMean, editDistance, listOf } from '../../../../diagnostics/suggest.js';

function openBrace(file: { lines: { range(a: number, b: number): Range } }, node: TreeNode): Range {
  return file.lines.range(node.range.start.offset, node.range.start.offset + 1);
}

export default artifactRule({
  meta: {
    id: 'marketplace/schema',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A marketplace needs `name`, `owner.name` and `plugins[]`, each plugin a `name` and a `source` of a known shape.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code validates `.claude-plugin/marketplace.json` when the marketplace is added or updated: a missing `name` or `owner`, a plugin without `name` or `source`, or a source of an unknown shape makes `/plugin marketplace add` fail, or leaves that plugin uninstallable. A relative source must start with `./`; remote sources are objects: github (`repo`), url (`url`), git-subdir (`url`, `path`), npm (`package`), archive (`url`), command (`command`).',
    examples: {
      wrong: '{ "name": "team-tools", "plugins": [ { "name": "lint", "source": "plugins/lint" } ] }',
      right: '{ "name": "team-tools", "owner": { "name": "Platform team" }, "plugins": [ { "name": "lint", "source": "./plugins/lint" } ] }',
      file: '.claude-plugin/marketplace.json',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    const file = artifact.file;
    const report = (r: Report) => ctx.report(r);
    if (!root) return;
    if (root.type !== 'map') {
      report({ message: 'a marketplace file must be a JSON object: Claude Code cannot read this marketplace', range: root.range, jsonPath: '$' });
      return;
    }
    // name
    const name = getPair(root, 'name');
    if (!name || !name.value) {
      report({ message: 'the marketplace has no `name`: Claude Code cannot add it', range: name ? name.keyRange : openBrace(file, root), jsonPath: '$.name' });
    } else if (!(name.value.type === 'scalar' && typeof name.value.value === 'string')) {
      report({ message: '`name` must be a string: Claude Code cannot add this marketplace', range: name.value.range, jsonPath: name.path });
    } else if (!PLUGIN_ID_PART.test(name.value.value)) {
      // Observed on 2.1.332: `MyMarket`, `My_Market` and `my.market` are added; only the plugin-id characters matter.
      report({
        message: `marketplace name \`${name.value.value}\` cannot be part of a plugin id (\`plugin@${name.value.value}\`): Claude Code cannot install plugins from this marketplace (only the letters a-z and A-Z, digits, \`.\`, \`_\` and \`-\`, starting with a letter or digit)`,
        range: name.value.range,
        jsonPath: name.path,
        help: 'use letters, digits, `.`, `_` and `-`, e.g. `acme-tools`',
      });
    }
    // owner
    const owner = getPair(root, 'owner');
    if (!owner || !owner.value) {
      report({ message: 'the marketplace has no `owner`: Claude Code rejects it (`owner.name` is required)', range: owner ? owner.keyRange : name?.keyRange ?? openBrace(file, root), jsonPath: '$.owner', help: 'add `"owner": { "name": "Your Name" }`' });
    } else if (owner.value.type !== 'map') {
      report({ message: '`owner` must be an object with a `name`: Claude Code rejects the marketplace', range: owner.value.range, jsonPath: owner.path });
    } else {
      const on = getPair(owner.value, 'name');
      if (!on || scalarString(on.value) === undefined || scalarString(on.value) === '') {
        report({ message: '`owner` has no `name`: Claude Code rejects the marketplace', range: on ? on.keyRange : owner.keyRange, jsonPath: `${owner.path}.name` });
      }
    }
    // plugins
    const plugins = getPair(root, 'plugins');
    if (!plugins || !plugins.value) {
      report({ message: 'the marketplace has no `plugins` array: Claude Code rejects it', range: plugins ? plugins.keyRange : name?.keyRange ?? openBrace(file, root), jsonPath: '$.plugins' });
      return;
    }
    if (plugins.value.type !== 'seq') {
      report({ message: '`plugins` must be an array: Claude Code rejects the marketplace', range: plugins.value.range, jsonPath: plugins.path });
      return;
    }
    const prefix = scalarString(getNode(getNode(root, 'metadata'), 'pluginRoot'));
    for (const entry of plugins.value.items) {
      if (entry.type !== 'map') {
        report({ message: 'each plugin entry must be an object with `name` and `source`: Claude Code rejects the marketplace', range: entry.range, jsonPath: entry.path });
        continue;
      }
      const pn = getPair(entry, 'name');
      if (!pn || scalarString(pn.value) === undefined || scalarString(pn.value) === '') {
        report({ message: 'plugin entry has no `name`: Claude Code rejects the marketplace', range: pn ? pn.keyRange : openBrace(file, entry), jsonPath: `${entry.path}.name` });
      }
      const src = getPair(entry, 'source');
      const label = scalarString(pn?.value) ?? 'plugin';
      if (!src || !src.value) {
        report({ message: `plugin \`${label}\` has no \`source\`: Claude Code cannot install it`, range: src ? src.keyRange : pn?.keyRange ?? openBrace(file, entry), jsonPath: `${entry.path}.source` });
        continue;
      }
      checkSource(src.value, src.path, label, prefix, file.path, report);
    }
  },
});

function checkSource(v: TreeNode, path: string, label: string, prefix: string | undefined, filePath: string, report: (r: Report) => void): void {
  if (v.type === 'scalar' && v.value !== null && typeof v.value !== 'string') {
    report({ message: `\`source\` of plugin \`${label}\` must be a \`./\` path or an object, not ${typeof v.value === 'number' ? 'a number' : 'a boolean'}: Claude Code cannot install it`, range: v.range, jsonPath: path });
    return;
  }
  if (v.type === 'scalar') {
    const s = scalarString(v);
    if (s === undefined || s === '') {
      report({ message: `plugin \`${label}\` has an empty \`source\`: Claude Code cannot install it`, range: v.range, jsonPath: path });
      return;
    }
    if (s.startsWith('./') || s === '.' || (prefix && !/^(\/|\.\.|[a-z]+:)/.test(s))) return;
    const url = /^(https?:|git@|ssh:|git:)/.test(s);
    // `owner/repo` could be a GitHub shorthand or a folder: the fix is then only a guess.
    const ownerRepo = /^[\w.-]+\/[\w.-]+$/.test(s);
    report({
      message: url
        ? `source \`${s}\` is a string, so Claude Code reads it as a relative path: a remote source must be an object such as \`{ "source": "url", "url": "${s}" }\``
        : `relative source \`${s}\` must start with \`./\`: Claude Code cannot install plugin \`${label}\``,
      range: v.range,
      jsonPath: path,
      help: ownerRepo ? `if \`${s}\` is a GitHub repository, write \`{ "source": "github", "repo": "${s}" }\`` : undefined,
      suggestion:
        !url && !s.startsWith('/') && !s.startsWith('../')
          ? { msg: `use \`./${s}\``, applicability: ownerRepo ? 'MaybeIncorrect' : 'MachineApplicable', edits: [{ path: filePath, range: v.range, text: JSON.stringify(`./${s}`) }] }
          : undefined,
    });
    return;
  }
  if (v.type !== 'map') {
    report({ message: `\`source\` of plugin \`${label}\` must be a \`./\` path or an object: Claude Code cannot install it`, range: v.range, jsonPath: path });
    return;
  }
  const kind = getPair(v as MapNode, 'source');
  const k = scalarString(kind?.value);
  if (!kind || !kind.value || k === undefined) {
    report({
      message: `source object of plugin \`${label}\` has no \`source\` type: it must be one of ${listOf(MARKETPLACE_SOURCE_TYPES)}, and Claude Code cannot install it`,
      range: kind ? kind.keyRange : v.range,
      jsonPath: `${path}.source`,
    });
    return;
  }
  if (!MARKETPLACE_SOURCE_TYPES.includes(k)) {
    const near = certainCorrection(k, MARKETPLACE_SOURCE_TYPES);
    // A type whose required fields the object lacks would trade this error for another (`gitlab` with a `url` is not `github`).
    const fixed = near && (MARKETPLACE_SOURCE_REQUIRED[near] ?? []).every((req) => (scalarString(getPair(v, req)?.value) ?? '') !== '') ? near : undefined;
    report({
      message: `unknown source type \`${k}\`${didYouMean(k, MARKETPLACE_SOURCE_TYPES)}: Claude Code cannot install plugin \`${label}\``,
      range: kind.value.range,
      jsonPath: kind.path,
      help: `source types: ${listOf(MARKETPLACE_SOURCE_TYPES)}`,
      // Source types name different services (`gitlab` is not `github`): only a one-letter slip is certain.
      suggestion: fixed
        ? { msg: `use \`${fixed}\``, applicability: editDistance(k.toLowerCase(), fixed) <= 1 ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: filePath, range: kind.value.range, text: JSON.stringify(fixed) }] }
        : undefined,
    });
    return;
  }
  for (const req of MARKETPLACE_SOURCE_REQUIRED[k] ?? []) {
    const p = getPair(v, req);
    if (p && scalarString(p.value) !== undefined && scalarString(p.value) !== '') continue;
    report({
      message: `a \`${k}\` source needs \`${req}\`: Claude Code cannot install plugin \`${label}\``,
      range: p ? p.keyRange : kind.keyRange,
      jsonPath: `${path}.${req}`,
    });
  }
}
