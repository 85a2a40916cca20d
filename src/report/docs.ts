/**
 * Rule documentation pages, the rule index (docs/rules/README.md) and the README's harness table, generated
 * from the registry so they never drift.
 */
import { GROUP_ORDER, GROUP_TITLES, HARNESSES, HARNESS_TITLES, ruleGroup } from '../artifacts/harness.js';
import type { KindTable } from '../artifacts/discover.js';
import type { PathTest } from '../artifacts/kinds/spec.js';
import type { Rule } from '../diagnostics/rule.js';
import { EFFECTS } from '../diagnostics/effect.js';
import { fenceFor } from './markdown.js';

const FIX_TEXT = {
  machine: 'A certain fix: `agentlint --fix` applies it, and the Action offers it as a one-click suggestion.',
  maybe: 'A suggestion to review (it may change the meaning): `agentlint --fix-unsafe` applies it.',
  none: 'None: the right change needs a person.',
};

function fence(text: string, lang: string): string {
  const f = fenceFor(text);
  return `${f}${lang}\n${text}\n${f}`;
}

function langOf(file?: string): string {
  if (!file) return '';
  if (file.endsWith('.json')) return 'json';
  if (file.endsWith('.yml') || file.endsWith('.yaml')) return 'yaml';
  if (file.endsWith('.toml')) return 'toml';
  return 'markdown';
}

export function ruleDocPath(id: string): string {
  return `docs/rules/${id}.md`;
}

/** Where the repository's files are read on the web (a rule page links its source there). */
const SOURCE_BASE = 'https://github.com/agentlint/agentlint/blob/main/';

/** A rule's page; `source`: the repository path of the file that defines it, `test`: of the rule's test file. */
export function renderRuleDoc(rule: Rule, source?: string, test?: string): string {
  const m = rule.meta;
  const out = [
    `# ${m.id}`,
    '',
    m.description,
    '',
    '| | |',
    '|---|---|',
    `| Harness | ${GROUP_TITLES[ruleGroup(m)]} |`,
    `| Category | ${m.category} |`,
    `| Default level | ${m.defaultLevel} |`,
    `| Effect (usual) | \`${m.effect}\`: ${EFFECTS[m.effect]} ([effects](../../effects.md)) |`,
    `| Applies to | ${m.kinds.length ? m.kinds.map((k) => `\`${k}\``).join(', ') : 'the configuration'} |`,
    `| Scope | ${rule.scope === 'project' ? 'project (sees every artifact)' : rule.scope === 'engine' ? 'reported by the engine' : 'one artifact at a time'} |`,
    `| Opt-in | ${m.optIn ? 'yes: runs only when `.agentlint.yml` has a block for it' : 'no'} |`,
    `| Fix | ${FIX_TEXT[m.fixable === 'machine' ? 'machine' : m.fixable === 'maybe' ? 'maybe' : 'none']} |`,
    ...(source ? [`| Source | [${source}](${SOURCE_BASE}${source}) |`] : []),
    ...(test ? [`| Test | [${test}](${SOURCE_BASE}${test}) |`] : []),
    '',
  ];
  if (m.rationale) out.push('## Why', '', m.rationale, '');
  if (m.examples) {
    if (m.examples.context) {
      out.push('## Setting', '', 'With these files present:', '');
      for (const [path, text] of Object.entries(m.examples.context)) out.push(`\`${path}\`:`, '', fence(text.replace(/\n$/, ''), langOf(path)), '');
    }
    out.push('## Wrong', '');
    if (m.examples.file) out.push(`\`${m.examples.file}\`:`, '');
    out.push(fence(m.examples.wrong, langOf(m.examples.file)), '', '## Right', '');
    if (m.examples.rightFile) out.push(`\`${m.examples.rightFile}\`:`, '');
    out.push(fence(m.examples.right, langOf(m.examples.file)), '');
  }
  out.push('## Options', '');
  if (m.options && Object.keys(m.options.properties).length) {
    out.push('| Option | Type | Meaning |', '|---|---|---|');
    for (const [k, v] of Object.entries(m.options.properties)) out.push(`| \`${k}\` | ${v.type}${v.items ? ` of ${v.items.type}` : ''} | ${v.description} |`);
    out.push('');
  } else out.push('None.', '');
  out.push('## Levels', '', `Change the level in \`.agentlint.yml\` (\`lints: {${m.id}: deny}\`), per file in its frontmatter \`lints:\` map, or per run with \`--lint ${m.id}=allow\`.${m.id.startsWith('config/') ? ' Configuration findings cannot be allowed.' : ''}`, '');
  return out.join('\n');
}

export const TABLE_START = '<!-- rules:start (generated from the registry; npm run docs) -->';
export const TABLE_END = '<!-- rules:end -->';

/** The page that holds the rule tables, between TABLE_START and TABLE_END; links in it are relative to its folder. */
export const RULE_INDEX_PATH = 'docs/rules/README.md';

/** The rule tables of RULE_INDEX_PATH: one per harness (then tool formats, then engine findings), in registry order. */
export function renderRuleTable(rules: readonly Rule[]): string {
  const row = (r: Rule) => {
    const m = r.meta;
    const fix = m.fixable === 'machine' ? 'fix' : m.fixable === 'maybe' ? 'suggestion' : '';
    return `| [\`${m.id}\`](${m.id}.md) | ${m.defaultLevel} | ${m.category} | ${m.kinds.join(', ') || 'config'} | ${m.optIn ? 'opt-in' : ''} | ${fix} | ${m.description.replace(/\|/g, '\\|')} |`;
  };
  const out = [TABLE_START, ''];
  for (const g of GROUP_ORDER) {
    const inGroup = rules.filter((r) => ruleGroup(r.meta) === g);
    if (inGroup.length === 0) continue;
    out.push(`## ${GROUP_TITLES[g]}`, '', '| Rule | Level | Category | Kinds | | Fix | What it finds |', '|---|---|---|---|---|---|---|', ...inGroup.map(row), '');
  }
  out.push(TABLE_END);
  return out.join('\n');
}

export const HARNESS_TABLE_START = '<!-- harnesses:start (generated from the registry; npm run docs) -->';
export const HARNESS_TABLE_END = '<!-- harnesses:end -->';

/**
 * Harnesses × artifact kinds × rule count. `kinds` maps each harness to the
 * artifact kinds discovery reads for it (from the kind specs).
 */
export function renderHarnessTable(rules: readonly Rule[], kinds: Readonly<Record<string, readonly string[]>>): string {
  const out = [HARNESS_TABLE_START, '', '| Harness | Artifact kinds read | Rules |', '|---|---|---|'];
  for (const h of HARNESSES) {
    const ks = kinds[h] ?? [];
    const n = rules.filter((r) => r.meta.harness === h).length;
    out.push(`| ${HARNESS_TITLES[h]} (\`${h}\`) | ${ks.length ? ks.map((k) => `\`${k}\``).join(', ') : 'not yet'} | ${n} |`);
  }
  out.push('', HARNESS_TABLE_END);
  return out.join('\n');
}

/**
 * src/rules/catalog.generated.ts: the metadata of the lazily loaded families (src/rules/families.ts),
 * everything the engine reads of a rule it does not run (the rationale and examples stay in the rule).
 */
/**
 * src/rules/all-rules.generated.ts: every lazily loaded family imported statically, for the callers that want the
 * whole registry at once (the Action, the language server, tests). One import per descriptor of the registry:
 * `<folder>/<id>/rules/index.ts` exports `RULES`.
 */
export function renderAllRulesModule(descriptors: ReadonlyArray<{ id: string; type: 'harness' | 'format'; alwaysLoaded?: boolean }>): string {
  const lazy = descriptors.filter((d) => !d.alwaysLoaded);
  const local = (id: string) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return [
    '// Generated by `npm run docs` from the registry (src/harnesses/registry.ts); __tests__/docs.test.ts fails when it drifts.',
    '// Every rule family the CLI loads only when a run needs them (src/rules/families.ts), imported statically.',
    "import type { Rule } from '../diagnostics/rule.js';",
    ...lazy.map((d) => `import { RULES as ${local(d.id)} } from '../${d.type === 'harness' ? 'harnesses' : 'formats'}/${d.id}/rules/index.js';`),
    '',
    '/** The lazily loaded families, by name, in registry order. */',
    'export const LAZY_FAMILY_RULES: ReadonlyArray<readonly [string, readonly Rule[]]> = [',
    ...lazy.map((d) => `  [${JSON.stringify(d.id)}, ${local(d.id)}],`),
    '];',
    '',
  ].join('\n');
}

/**
 * src/harnesses/pins.generated.ts: the release each harness's facts were observed on, from oracle/pins.json (the one
 * place a pinned version is written; the oracle installs from it), for the descriptors and the rules' wording.
 */
/** The harnesses' and tool formats' ids and titles, as plain data for the ground floor (src/artifacts/harness.ts). */
export function renderHarnessIds(descriptors: ReadonlyArray<{ type: 'harness' | 'format'; id: string; title: string; shortTitle?: string }>): string {
  const list = (type: 'harness' | 'format') =>
    descriptors
      .filter((d) => d.type === type)
      .map((d) => `  { id: ${JSON.stringify(d.id)}, title: ${JSON.stringify(d.title)}, shortTitle: ${JSON.stringify(d.shortTitle ?? d.title)} },`);
  return [
    '// Generated by `npm run docs` from src/harnesses/registry.ts; __tests__/docs.test.ts fails when it drifts.',
    '// The ids and titles of the harnesses and tool formats, in registry order: the ground floor (src/artifacts/)',
    '// knows them as data, without importing the registry.',
    'export const HARNESS_LIST = [',
    ...list('harness'),
    '] as const;',
    '',
    'export const FORMAT_LIST = [',
    ...list('format'),
    '] as const;',
    '',
  ].join('\n');
}

/**
 * The hook facts of every harness that declares them (src/hook/harnesses.generated.ts): the hook's entry point reads
 * this small module, not the registry, so it decides before it loads anything else.
 */
export function renderHookFacts(descriptors: ReadonlyArray<{ type: 'harness' | 'format'; id: string; hook?: unknown }>): string {
  const rows = descriptors.filter((d) => d.type === 'harness' && d.hook).map((d) => `  ${JSON.stringify(d.id)}: ${JSON.stringify(d.hook)},`);
  return [
    '// Generated by `npm run docs` from the descriptors\' `hook` (src/harnesses/registry.ts); __tests__/docs.test.ts fails',
    '// when it drifts. The hook reads these facts without importing the registry.',
    "import type { HookFacts } from '../harnesses/descriptor.js';",
    '',
    'export const HOOK_FACTS = {',
    ...rows,
    '} as const satisfies Record<string, HookFacts>;',
    '',
  ].join('\n');
}

/**
 * What the after-write hook needs to rule a written path out without loading the kinds (src/hook/paths.generated.ts):
 * by extension, the patterns of the paths a kind claims anywhere and inside a root (a plugin's, an extension's), and
 * where the files that name other files sit. A matcher without patterns makes its extension always worth a look.
 */
export function renderHookPaths(table: Pick<KindTable, 'kinds' | 'roots'>, configFiles: readonly string[]): string {
  const byExtension = new Map<string, { anywhere: Set<string>; inRoot: Set<string> }>();
  const entry = (ext: string) => {
    let e = byExtension.get(ext);
    if (!e) byExtension.set(ext, (e = { anywhere: new Set(), inRoot: new Set() }));
    return e;
  };
  const add = (into: Set<string>, test: PathTest | undefined) => {
    if (!test) return;
    for (const re of test.patterns ?? [/(?:)/]) into.add(String(re));
  };
  for (const k of table.kinds) {
    for (const ext of k.extensions ?? ['*']) {
      const e = entry(ext);
      add(e.anywhere, k.matches);
      add(e.inRoot, k.matchesInPlugin);
      add(e.inRoot, k.matchesInGeminiExtension);
    }
  }
  const list = (set: Set<string>) => `[${[...set].sort().join(', ')}]`;
  const rows = [...byExtension].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([ext, e]) => `  ${JSON.stringify(ext)}: { anywhere: ${list(e.anywhere)}, inRoot: ${list(e.inRoot)} },`);
  const rootClaims = new Set(table.roots.flatMap((r) => r.roots.claimsPatterns ?? []).map(String));
  const locations = [...new Set(table.kinds.flatMap((k) => k.locations ?? []))].sort();
  return [
    "// Generated by `npm run docs` from the kinds' path tests and locations (src/harnesses/registry.ts); __tests__/docs.test.ts",
    '// fails when it drifts. The after-write hook reads this module, not the registry, to rule a written path out.',
    '',
    '/** By extension (`*`: any), patterns of the root-relative paths a kind claims, and of the paths inside a root. */',
    'export const CLAIMED: Readonly<Record<string, { anywhere: readonly RegExp[]; inRoot: readonly RegExp[] }>> = {',
    ...rows,
    '};',
    '',
    '/** Patterns of the paths inside a root that a root claims for its kinds, whatever their extension. */',
    `export const ROOT_CLAIMS: readonly RegExp[] = ${list(rootClaims)};`,
    '',
    '/** Where the files that name other files (manifests, settings) sit, relative to the folder they speak for. */',
    `export const DECLARING: readonly string[] = ${JSON.stringify(locations)};`,
    '',
    "/** agentlint's configuration files, whose `catalog:` can place any file. */",
    `export const CONFIG_FILES: readonly string[] = ${JSON.stringify(configFiles)};`,
    '',
  ].join('\n');
}

/** The agentlint configuration file, which the editor opens agentlint for too. */
const CONFIG_GLOBS = ['.agentlint.{yml,yaml}'];

/** The VS Code extension's files by harness or tool format (editors/vscode/harness-files.generated.js). */
export function renderEditorGlobs(descriptors: ReadonlyArray<{ id: string; editorGlobs: readonly string[] }>): string {
  const entries = [...descriptors.filter((d) => d.editorGlobs.length > 0).map((d) => [d.id, d.editorGlobs] as const), ['agentlint', CONFIG_GLOBS] as const];
  return [
    '// Generated by `npm run docs` from each descriptor\'s `editorGlobs` (src/harnesses/registry.ts); __tests__/docs.test.ts',
    '// fails when it drifts. The files agentlint reads, by harness or tool format (globs relative to any folder of the',
    '// workspace): the extension sends them to the server, and package.json activates on them.',
    "'use strict';",
    'module.exports = {',
    ...entries.map(([id, globs]) => `  ${JSON.stringify(id)}: [${globs.map((g) => JSON.stringify(g)).join(', ')}],`),
    '};',
    '',
  ].join('\n');
}

/** The extension's package.json with its activation events: one `workspaceContains:` per glob of renderEditorGlobs. */
export function withActivationEvents(manifest: string, descriptors: ReadonlyArray<{ editorGlobs: readonly string[] }>): string {
  const globs = [...new Set([...descriptors.flatMap((d) => d.editorGlobs), ...CONFIG_GLOBS])];
  const pkg = JSON.parse(manifest) as Record<string, unknown>;
  pkg.activationEvents = globs.map((g) => `workspaceContains:**/${g}`);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** action.yml with its `harnesses` input describing every harness of the registry. */
export function withHarnessInput(actionYml: string, harnesses: readonly string[]): string {
  const names = harnesses.map((h) => `\`${h}\``).join(', ');
  return actionYml.replace(
    /(\n  harnesses:\n    description: "Agent harnesses to check, comma-separated: )[^.]*(\. Overrides)/,
    (_, head: string, tail: string) => `${head}${names}${tail}`,
  );
}

export function renderPins(pins: Readonly<Record<string, { package: string; version: string }>>): string {
  const entries = Object.entries(pins).map(([id, p]) => `  ${JSON.stringify(id)}: { package: ${JSON.stringify(p.package)}, version: ${JSON.stringify(p.version)} },`);
  return [
    '// Generated by `npm run docs` from oracle/pins.json; __tests__/docs.test.ts fails when it drifts.',
    '// The release of each harness the oracle observes: its recorded cases were made on it.',
    'export const PINS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

export function renderLazyCatalog(families: ReadonlyArray<readonly [string, readonly Rule[]]>): string {
  const body = families
    .map(([name, rules]) => {
      const metas = rules.map((r) => {
        const { rationale: _r, examples: _e, ...meta } = r.meta;
        return `    ${JSON.stringify(meta)},`;
      });
      return `  ${JSON.stringify(name)}: [\n${metas.join('\n')}\n  ],`;
    })
    .join('\n');
  return [
    '// Generated by `npm run docs` from the registry (src/harnesses/registry.ts); __tests__/docs.test.ts fails when it drifts.',
    '// The metadata of the rule families the CLI loads only when a run needs them (src/rules/families.ts).',
    "import type { RuleMeta } from '../diagnostics/rule.js';",
    '',
    "export type CatalogMeta = Readonly<Omit<RuleMeta, 'rationale' | 'examples'>>;",
    '',
    'export const LAZY_CATALOG: Readonly<Record<string, readonly CatalogMeta[]>> = {',
    body,
    '};',
    '',
  ].join('\n');
}
