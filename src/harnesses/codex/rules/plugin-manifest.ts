/**
 * A Codex plugin manifest (`.codex-plugin/plugin.json`) that `codex plugin add` refuses, or whose component path Codex
 * ignores. Observed on the pinned Codex through a local marketplace (oracle/codex/mutations.mjs).
 */
import { CODEX_PLUGIN_INTERFACE_STRING_FIELDS, CODEX_PLUGIN_NAME, CODEX_PLUGIN_PATH_KEYS, CODEX_PLUGIN_STRING_FIELDS, CODEX_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import type { Pair, TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

const REFUSED = 'Codex refuses to install this plugin';

function shown(v: TreeNode | null): string {
  if (!v) return 'empty';
  if (v.type === 'seq') return 'an array';
  if (v.type === 'map') return 'an object';
  return v.value === null ? '`null`' : typeof v.value === 'string' ? `\`${JSON.stringify(v.value)}\`` : `\`${String(v.value)}\``;
}
const str = (v: TreeNode | null | undefined): string | undefined => (v?.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined);

/** Why Codex does not use a component path: it must be a string that starts with `./` and stays inside the plugin. */
export function pathProblem(v: TreeNode | null): string | undefined {
  const s = str(v);
  if (s === undefined) return `is ${shown(v)}, not a path`;
  if (!s.startsWith('./')) return `\`${s}\` does not start with \`./\``;
  const depth = s.split('/').reduce((d, part) => (d < 0 ? d : part === '..' ? d - 1 : part === '.' || part === '' ? d : d + 1), 0);
  if (depth < 0) return `\`${s}\` leaves the plugin folder`;
  return undefined;
}

/**
 * The shapes Codex reads for each component key besides a path (codex-rs/core-plugins/src/manifest.rs,
 * `RawPluginManifestPaths`, `RawPluginManifestMcpServers`, `RawPluginManifestHooks`): `skills` a path or a list of
 * paths; `mcpServers` a path or an inline object of servers; `hooks` a path, a list of paths, an inline hooks object
 * (`{ "hooks": { <event>: [...] } }`) or a list of them; `apps` a path.
 */
const INLINE_OBJECT = new Set(['hooks', 'mcpServers']);
const PATH_LISTS = new Set(['skills', 'hooks']);

/** The values of a component key Codex ignores, each with the reason (an empty list when Codex reads all of it). */
function pathProblems(key: string, v: TreeNode): { node: TreeNode; why: string }[] {
  if (v.type === 'map' && INLINE_OBJECT.has(key)) return [];
  if (v.type === 'seq' && PATH_LISTS.has(key)) {
    // A list of inline hooks objects is read as such; a list of paths path by path.
    if (key === 'hooks' && v.items.every((x) => x.type === 'map')) return [];
    return v.items.flatMap((x) => {
      const why = pathProblem(x);
      return why ? [{ node: x, why }] : [];
    });
  }
  const why = pathProblem(v);
  return why ? [{ node: v, why }] : [];
}

export default artifactRule({
  meta: {
    id: 'codex/plugin-manifest',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Codex plugin manifest `codex plugin add` refuses (no usable `name`, a `name` with characters other than ASCII letters, digits, `.`, `_`, `-`, a blank or non-string `version`, a field of the wrong type), or whose `skills`/`hooks`/`mcpServers`/`apps` path Codex ignores (not starting with `./`, or leaving the plugin; inline `hooks` and `mcpServers` objects are read).',
    kinds: ['codex-plugin'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Codex installs a plugin from a marketplace (the repository's \`.agents/plugins/marketplace.json\` is one: \`codex plugin marketplace add ./\`, then \`codex plugin add <name>@<marketplace>\`). Observed on Codex CLI ${CODEX_VERSION} with one local marketplace listing every mutation of a valid manifest (oracle/codex/mutations.json): \`codex plugin add\` fails with "invalid plugin name: only ASCII letters, digits, \`.\`, \`_\`, and \`-\` are allowed" (\`codex-plugin:/name:spaces\`), "missing or invalid plugin.json" for a \`name\` that is missing or not a string (\`codex-plugin:/name:remove\`, \`codex-plugin:/name:type:number\`) "invalid plugin version in plugin.json: expected string" (\`codex-plugin:/version:type:number\`) or "must not be blank" (\`codex-plugin:/version:whitespace\`), and "missing or invalid plugin.json" again for a \`description\`, \`interface.displayName\`, \`interface.shortDescription\`, \`interface.websiteURL\` or \`interface.brandColor\` that is neither a string nor null (\`codex-plugin:/description:type:number\`), \`keywords\` that is not an array of strings (\`codex-plugin:/keywords/0:type:number\`, \`codex-plugin:/keywords:type:null\`) and an \`interface\` that is a string, number or boolean (\`codex-plugin:/interface:type:string\`). \`author\`, \`homepage\`, \`repository\`, \`license\` and \`interface.defaultPrompt\` of any type, a bad URL or email, a non-semver \`version\` and a name with capitals installed (\`codex-plugin:/homepage:bad-url\`, \`codex-plugin:/version:bad-semver\`, \`codex-plugin:/name:capitals\`). A \`skills\` path that does not start with \`./\` (\`codex-plugin:/skills:path-absolute\`), leaves the plugin (\`codex-plugin:/skills:path-escape\`) or is not a string (\`codex-plugin:/skills:type:number\`) installs without a word, and the plugin's skills are never listed. \`hooks\`, \`mcpServers\` and \`apps\` follow the same documented rule for paths (https://developers.openai.com/codex/plugins, documented; not observed offline). Codex's manifest parser (openai/codex, codex-rs/core-plugins/src/manifest.rs: \`RawPluginManifestHooks\`, \`RawPluginManifestMcpServers\`, \`RawPluginManifestPaths\`) also takes \`skills\` as a list of paths, \`mcpServers\` as an inline object of servers, and \`hooks\` as a list of paths, an inline hooks object or a list of them: none of these is reported. Other manifest fields (\`interface\`, URLs, \`defaultPrompt\`) are read by the Codex app, not by the CLI: codex/plugin-interface reports what OpenAI documents for them.`,
    examples: {
      file: 'plugins/notes/.codex-plugin/plugin.json',
      wrong: '{\n  "name": "meeting notes",\n  "skills": "skills/"\n}\n',
      right: '{\n  "name": "meeting-notes",\n  "skills": "./skills/"\n}\n',
    },
  },
  check(a, ctx) {
    const root = a.root;
    if (root?.type !== 'map') {
      ctx.report({ message: `${REFUSED}: the manifest must be a JSON object ("missing or invalid plugin.json")`, range: root?.range ?? firstLine(a.file) });
      return;
    }
    const pair = (k: string): Pair | undefined => root.pairs.find((p) => p.key === k);
    const name = pair('name');
    const n = str(name?.value);
    if (!name) ctx.report({ message: `${REFUSED}: it has no \`name\` ("missing or invalid plugin.json")`, range: root.pairs[0]?.keyRange ?? root.range });
    else if (n === undefined) ctx.report({ message: `${REFUSED}: \`name\` is ${shown(name.value)}, not a string ("missing or invalid plugin.json")`, range: name.value?.range ?? name.keyRange, jsonPath: name.path });
    else if (!CODEX_PLUGIN_NAME.test(n)) {
      const fixed = n.trim().replace(/\s+/g, '-');
      ctx.report({
        message: `${REFUSED}: \`name\` ${n.trim() ? `\`${n}\`` : 'is empty and'} may only hold ASCII letters, digits, \`.\`, \`_\` and \`-\` ("invalid plugin name")`,
        range: name.value!.range,
        jsonPath: name.path,
        suggestion: fixed && CODEX_PLUGIN_NAME.test(fixed) ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: name.value!.range, text: JSON.stringify(fixed) }] } : undefined,
      });
    }
    const isNull = (v: TreeNode | null | undefined) => !v || (v.type === 'scalar' && v.value === null);
    const version = pair('version');
    if (version?.value && !isNull(version.value) && str(version.value) === undefined) {
      ctx.report({ message: `${REFUSED}: \`version\` is ${shown(version.value)}, not a string ("invalid plugin version in plugin.json: expected string")`, range: version.value.range, jsonPath: version.path });
    } else if (version?.value && str(version.value)?.trim() === '') {
      ctx.report({ message: `${REFUSED}: \`version\` is blank ("invalid plugin version in plugin.json: must not be blank")`, range: version.value.range, jsonPath: version.path });
    }
    // Typed fields: a value of another type makes the whole manifest unreadable ("missing or invalid plugin.json"); null is taken.
    const typed = (p: Pair | undefined, want: 'string' | 'strings' | 'object', label: string) => {
      if (!p?.value) return;
      const v = p.value;
      const ok = want === 'string' ? isNull(v) || str(v) !== undefined
        : want === 'strings' ? v.type === 'seq' && v.items.every((x) => str(x) !== undefined)
          : isNull(v) || v.type === 'map' || v.type === 'seq';
      if (ok) return;
      const item = want === 'strings' && v.type === 'seq' ? v.items.find((x) => str(x) === undefined) : undefined;
      const what = want === 'string' ? 'a string' : want === 'strings' ? 'an array of strings' : 'an object';
      ctx.report({ message: `${REFUSED}: \`${label}\` is ${item ? `an array holding ${shown(item)}` : shown(v)}, not ${what} ("missing or invalid plugin.json")`, range: (item ?? v).range, jsonPath: p.path });
    };
    for (const k of CODEX_PLUGIN_STRING_FIELDS) typed(pair(k), 'string', k);
    typed(pair('keywords'), 'strings', 'keywords');
    const iface = pair('interface');
    typed(iface, 'object', 'interface');
    if (iface?.value?.type === 'map') for (const k of CODEX_PLUGIN_INTERFACE_STRING_FIELDS) typed(iface.value.pairs.find((p) => p.key === k), 'string', `interface.${k}`);
    for (const key of CODEX_PLUGIN_PATH_KEYS) {
      const p = pair(key);
      if (!p?.value) continue;
      for (const { node, why } of pathProblems(key, p.value)) {
        const s = str(node);
        const fix = s !== undefined && !s.startsWith('./') && !s.startsWith('/') && !s.startsWith('../') && s.trim() === s && s !== '' ? `./${s}` : undefined;
        ctx.report({
          level: 'warn',
          message: `Codex ignores ${node === p.value ? `\`${key}\`` : `this \`${key}\` entry`}: ${why}; a component path starts with \`./\` and stays inside the plugin, so ${key === 'skills' ? 'none of these skills is listed' : 'it is not loaded'}`,
          range: node.range,
          jsonPath: p.path,
          suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
        });
      }
    }
  },
});
