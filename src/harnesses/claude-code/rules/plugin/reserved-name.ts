import { PLUGIN_NAME_LOOKALIKE_WORDS, RESERVED_MARKETPLACE_NAMES, RESERVED_PLUGIN_NAMES, RESERVED_PLUGIN_PREFIXES } from '../../known-values/claude-code.js';
import { artifactsOf, type Artifact } from '../../../../artifacts/model.js';
import { getPair, scalarString, type Pair } from '../../../../artifacts/tree.js';
import { projectRule, type RuleContext } from '../../../../diagnostics/rule.js';
import { fromAnthropics } from '../../lib/marketplace-origin.js';

/** `reserved` (an error), `lookalike` (a warning) or undefined, as `claude plugin validate` 2.1.332 judges a plugin name. */
export function pluginNameClass(name: string): 'reserved' | 'lookalike' | undefined {
  const n = name.toLowerCase();
  if (RESERVED_PLUGIN_NAMES.includes(n) || RESERVED_PLUGIN_PREFIXES.some((p) => n.startsWith(p))) return 'reserved';
  if (/(?:claude|anthropic)[-_.]?official|official[-_.]?(?:claude|anthropic)/.test(n)) return 'reserved';
  if (n.split('-').some((w) => PLUGIN_NAME_LOOKALIKE_WORDS.includes(w))) return 'lookalike';
  return undefined;
}

function check(ctx: RuleContext, artifact: Artifact, pair: Pair | undefined): void {
  const name = scalarString(pair?.value);
  if (!pair?.value || name === undefined) return;
  const c = pluginNameClass(name);
  if (!c) return;
  ctx.report({
    path: artifact.path,
    element: artifact.element,
    range: pair.value.range,
    jsonPath: pair.path,
    level: c === 'lookalike' ? 'warn' : undefined,
    message:
      c === 'reserved'
        ? `plugin name \`${name}\` is reserved: it passes as one of Anthropic's own (no "claude-", "anthropic-", "anthropics-" or "cc-plugin-" prefix, not "claude", "anthropic", "anthropics", "claude-code" or "claude-mods", no "official" beside claude or anthropic): \`claude plugin validate\` rejects the manifest (Claude Code 2.1.332 still installs and loads the plugin)`
        : `plugin name \`${name}\` reads as one of Anthropic's own: \`claude plugin validate\` warns about it`,
    help: 'name the plugin for what it does',
  });
}

export default projectRule({
  meta: {
    id: 'plugin/reserved-name',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin name that passes as one of Anthropic\'s own (reserved: an error) or reads like one (a warning), in plugin.json or a marketplace entry.',
    kinds: ['plugin', 'marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      '`claude plugin validate` 2.1.332 rejects plugin names that pass as Anthropic\'s own: a `claude-`, `anthropic-`, `anthropics-` or `cc-plugin-` prefix, the names `claude`, `anthropic`, `anthropics`, `claude-code` and `claude-mods`, and "official" beside claude or anthropic; it warns when `claude` or `anthropic` is one word of the name (`my-claude-tools`) (oracle/claude-code/rules-validate.json, cases `plugin name claude-foo`, `plugin name my-claude-tools`). Its loader and installer do not check the name: a plugin named `claude-helper` loads from `--plugin-dir` and installs from a local marketplace (plugin-parts.json, cases `reserved plugin name at run time: the plugin still loads`, `reserved plugin name from a marketplace: it installs`), so the error is about validation (the official marketplaces run it), and the message says the plugin still loads. It does not report them for a marketplace with an official (reserved) name, which only Anthropic can publish; agentlint also skips them when the repository\'s origin is `github.com/anthropics/...`.',
    examples: { wrong: '{ "name": "claude-helper" }', right: '{ "name": "release-helper" }', file: '.claude-plugin/plugin.json' },
  },
  check(project, ctx) {
    if (fromAnthropics(project)) return;
    // Plugins listed by a marketplace with an official name are Anthropic's (validate 2.1.332 does not report them).
    const official = new Set<string>();
    for (const m of artifactsOf(project, 'marketplace')) {
      const name = scalarString(getPair(m.root, 'name')?.value);
      if (name === undefined || !RESERVED_MARKETPLACE_NAMES.includes(name.toLowerCase())) continue;
      official.add(String(m.data.marketplaceRoot ?? '.'));
    }
    const underOfficial = (path: string) => [...official].some((r) => r === '.' || path.startsWith(`${r}/`));
    for (const p of artifactsOf(project, 'plugin')) if (!underOfficial(p.path)) check(ctx, p, getPair(p.root, 'name'));
    for (const m of artifactsOf(project, 'marketplace')) {
      if (underOfficial(m.path)) continue;
      const plugins = getPair(m.root, 'plugins')?.value;
      if (plugins?.type !== 'seq') continue;
      for (const entry of plugins.items) if (entry.type === 'map') check(ctx, m, getPair(entry, 'name'));
    }
  },
});
