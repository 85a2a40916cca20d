/**
 * A Codex marketplace (`.agents/plugins/marketplace.json`) Codex does not load at all, or an entry of it Codex skips
 * without a word. Observed on the pinned Codex with `codex plugin marketplace add ./` and `codex plugin list`
 * (oracle/codex/marketplace.mjs).
 */
import { firstLine } from '../../../artifacts/source.js';
import { getPair, stringValue, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { CODEX_MARKETPLACE_POLICY, CODEX_MARKETPLACE_SKIPPED_SOURCES, CODEX_PLUGIN_NAME, CODEX_VERSION } from '../known-values.js';
import { codexSourcePathProblem } from '../plugin-kinds.js';

const FAILS = 'Codex does not load this marketplace';

function shown(v: TreeNode | null | undefined): string {
  if (!v) return 'empty';
  if (v.type === 'seq') return 'an array';
  if (v.type === 'map') return 'an object';
  return v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``;
}

const isString = (v: TreeNode | null | undefined) => stringValue(v) !== undefined;

/** A problem that makes Codex refuse the whole file ("invalid marketplace file"): every plugin of it is gone. */
function failsWhole(ctx: RuleContext, node: TreeNode | null | undefined, at: Pair | undefined, why: string, holder: TreeNode): void {
  // A missing key is reported at the first key of the object that lacks it (the object's opening line).
  const first = holder.type === 'map' ? holder.pairs[0]?.keyRange : undefined;
  ctx.report({ message: `${FAILS}: ${why}, so none of its plugins is listed ("invalid marketplace file")`, range: node?.range ?? at?.keyRange ?? first ?? holder.range, jsonPath: at?.path });
}

function checkEntry(entry: TreeNode, ctx: RuleContext, path: string): void {
  if (entry.type !== 'map') {
    failsWhole(ctx, entry, undefined, `a \`plugins\` entry is ${shown(entry)}, not an object`, entry);
    return;
  }
  const name = getPair(entry, 'name');
  const source = getPair(entry, 'source');
  if (!name || !isString(name.value)) failsWhole(ctx, name?.value, name, name ? `\`name\` is ${shown(name.value)}, not a string` : 'an entry has no `name`', entry);
  if (!source) failsWhole(ctx, undefined, undefined, 'an entry has no `source`', entry);
  const category = getPair(entry, 'category');
  if (category?.value && !isString(category.value) && !(category.value.type === 'scalar' && category.value.value === null)) failsWhole(ctx, category.value, category, `\`category\` is ${shown(category.value)}, not a string`, entry);
  const policy = getPair(entry, 'policy');
  if (policy?.value && policy.value.type !== 'map' && !(policy.value.type === 'scalar' && policy.value.value === null)) failsWhole(ctx, policy.value, policy, `\`policy\` is ${shown(policy.value)}, not an object`, entry);
  if (policy?.value?.type === 'map') {
    for (const [key, allowed] of Object.entries(CODEX_MARKETPLACE_POLICY)) {
      const p = getPair(policy.value, key);
      if (!p?.value) continue;
      const v = stringValue(p.value);
      if (v !== undefined && allowed.includes(v)) continue;
      failsWhole(ctx, p.value, p, `\`policy.${key}\` is ${shown(p.value)}, not one of ${allowed.map((a) => `\`${a}\``).join(', ')}`, entry);
    }
  }
  const n = stringValue(name?.value);
  if (n !== undefined && !CODEX_PLUGIN_NAME.test(n)) {
    ctx.report({ message: `${SKIPS}: \`name\` \`${n}\` may only hold ASCII letters, digits, \`.\`, \`_\` and \`-\`; the plugin is never listed`, range: name!.value!.range, jsonPath: name!.path });
  }
  if (source) checkSource(source, ctx, path);
}

const SKIPS = 'Codex skips this entry without a word';

function checkSource(source: Pair, ctx: RuleContext, path: string): void {
  const v = source.value;
  const s = stringValue(v);
  let pathPair: Pair | undefined;
  if (v?.type !== 'map' && s === undefined) {
    ctx.report({ message: `${SKIPS}: \`source\` is ${shown(v)}, not an object or a path; the plugin is never listed`, range: v?.range ?? source.keyRange, jsonPath: source.path });
    return;
  }
  if (v?.type === 'map') {
    const kind = getPair(v, 'source');
    const k = stringValue(kind?.value);
    if (k !== undefined && CODEX_MARKETPLACE_SKIPPED_SOURCES.includes(k)) {
      ctx.report({ message: `${SKIPS}: it does not list a plugin whose \`source\` is \`${k}\` (use \`url\` with the repository's address, or \`git-subdir\`)`, range: kind!.value!.range, jsonPath: kind!.path });
      return;
    }
    if (k !== 'local') return;
    pathPair = getPair(v, 'path');
    if (!pathPair || !isString(pathPair.value)) {
      const why = pathPair ? `its \`path\` is ${shown(pathPair.value)}, not a string` : 'it has no `path`';
      ctx.report({ message: `${SKIPS}: a \`local\` source needs a \`path\` string, and ${why}; the plugin is never listed`, range: pathPair?.value?.range ?? kind!.value!.range, jsonPath: (pathPair ?? kind)!.path });
      return;
    }
  }
  const target = pathPair ? stringValue(pathPair.value)! : s;
  if (target === undefined) return;
  const why = codexSourcePathProblem(target);
  if (!why) return;
  const at = pathPair ?? source;
  const fix = !target.startsWith('./') && !target.startsWith('/') && !target.startsWith('.') && !/^[a-z][a-z0-9+.-]*:/i.test(target) && target.trim() === target && target !== '' ? `./${target}` : undefined;
  ctx.report({
    message: `${SKIPS}: the local source path \`${target}\` ${why}; the plugin is never listed`,
    range: at.value!.range,
    jsonPath: at.path,
    suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MaybeIncorrect', edits: [{ path, range: at.value!.range, text: JSON.stringify(fix) }] } : undefined,
  });
}

export default artifactRule({
  meta: {
    id: 'codex/marketplace-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Codex marketplace (`.agents/plugins/marketplace.json`) Codex does not load (no `name` or `plugins`, an entry without `name` or `source`, a `category` that is not a string, an unknown `policy` value or a `policy` that is not an object), or an entry it skips (a name with other characters than ASCII letters, digits, `.`, `_`, `-`, a `source` that is neither an object nor a string, a local source without a string `path`, a local path not starting with `./` or leaving the folder, a `github` source).',
    kinds: ['codex-marketplace'],
    harness: 'codex',
    optIn: false,
    fixable: 'maybe',
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/marketplace.json): a marketplace that lists one valid plugin and one entry under test, added with \`codex plugin marketplace add ./\` and listed with \`codex plugin list\`. One bad entry fails the whole file, not just the entry, and then no plugin of it is listed ("invalid marketplace file … missing field \`name\`", \`entry-name-missing\`; \`entry-source-missing\`; "invalid type: integer, expected a string" for \`category\`, \`entry-category-number\`; "unknown variant" for \`policy.installation\` and \`policy.authentication\`, \`entry-installation-unknown\`, \`entry-authentication-unknown\`; a \`policy\` or an entry that is not an object, \`entry-policy-string\`, \`entry-not-object\`; a \`policy\` or an entry that is not an object, \`entry-policy-string\`, \`entry-not-object\`; the file without \`name\` or \`plugins\`, \`marketplace-name-missing\`, \`marketplace-plugins-missing\`). Other entries are dropped alone, with no message: a local \`path\` that does not start with \`./\` (\`entry-path-without-dot-slash\`) or holds \`..\` (\`entry-path-leaves-root\`), a \`name\` with a space (\`entry-name-with-space\`), a \`github\` source (\`entry-github-repo\`), a \`local\` source without a string \`path\` (\`entry-local-path-missing\`, \`entry-local-path-number\`) and a \`source\` that is neither an object nor a string (\`entry-source-number\`). A string source (\`"./plugins/x"\`), \`url\` and \`git-subdir\` sources and unknown keys are listed (\`entry-string-source\`, \`entry-url\`, \`entry-git-subdir\`, \`entry-unknown-key\`).`,
    examples: {
      file: '.agents/plugins/marketplace.json',
      wrong: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": { "source": "local", "path": "plugins/notes" } }\n  ]\n}\n',
      right: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": { "source": "local", "path": "./plugins/notes" } }\n  ]\n}\n',
    },
  },
  check(a, ctx) {
    const root = a.root;
    if (root?.type !== 'map') {
      ctx.report({ message: `${FAILS}: it must be a JSON object ("invalid marketplace file")`, range: root?.range ?? firstLine(a.file) });
      return;
    }
    const name = getPair(root, 'name');
    if (!name || !isString(name.value)) failsWhole(ctx, name?.value, name, name ? `\`name\` is ${shown(name.value)}, not a string` : 'it has no `name`', root);
    const plugins = getPair(root, 'plugins');
    if (!plugins) failsWhole(ctx, undefined, undefined, 'it has no `plugins` array', root);
    else if (plugins.value?.type !== 'seq') failsWhole(ctx, plugins.value, plugins, `\`plugins\` is ${shown(plugins.value)}, not an array`, root);
    else for (const entry of plugins.value.items) checkEntry(entry, ctx, a.path);
  },
});
