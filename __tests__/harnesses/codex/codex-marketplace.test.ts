/**
 * Codex marketplaces (`.agents/plugins/marketplace.json`) against Codex CLI's own verdicts (oracle/codex/marketplace.json,
 * recorded by oracle/codex/marketplace.mjs): each recorded entry is linted in the tree the probe built.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { inventoryOf } from '../../../src/engine/inventory/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Case { id: string; entry?: unknown; marketplace?: unknown; plugin?: Record<string, unknown>; outcome: string; evidence: string }
const set = JSON.parse(readFileSync('oracle/codex/marketplace.json', 'utf8')) as { version: string; cases: Case[] };
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

const SKILL = (n: string) => `---\nname: ${n}\ndescription: Say ${n}\n---\nHi\n`;
const GOOD = { name: 'good', source: { source: 'local', path: './plugins/good' }, policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL' }, category: 'Productivity' };
const BASE: Record<string, string> = {
  'plugins/good/.codex-plugin/plugin.json': JSON.stringify({ name: 'good', version: '1.0.0', skills: './skills/' }),
  'plugins/good/skills/hello/SKILL.md': SKILL('hello'),
  'plugins/other/.codex-plugin/plugin.json': JSON.stringify({ name: 'other', version: '1.0.0' }),
  'plugins/other/skills/bye/SKILL.md': SKILL('bye'),
  'plugins/bare/README.md': 'no manifest\n',
  'plugins/missing-skills/.codex-plugin/plugin.json': JSON.stringify({ name: 'other', version: '1.0.0', skills: './nothere/' }),
  'plugins/missing-skills/skills/bye/SKILL.md': SKILL('bye'),
};

function run(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root });
}
const rows = (r: ReturnType<typeof run>, path = '.agents/plugins/marketplace.json') =>
  r.diagnostics.filter((d) => d.span.path === path).map((d) => `${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.kind} ${d.level}`);

/** What agentlint says for each recorded outcome: the rule and the start of its message. */
function verdict(r: ReturnType<typeof run>): string {
  const mine = r.diagnostics.filter((d) => d.kind.startsWith('codex/marketplace-'));
  if (mine.some((d) => d.message.startsWith('Codex does not load this marketplace'))) return 'marketplace-fails';
  if (mine.some((d) => d.message.startsWith('Codex skips this entry'))) return 'skipped';
  if (mine.some((d) => d.kind === 'codex/marketplace-source')) return 'add-fails';
  return 'listed';
}

describe('.agents/plugins/marketplace.json against Codex CLI', () => {
  it.each(set.cases.filter((c) => c.entry || c.marketplace).map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const market = c.marketplace ?? { name: 'mk', plugins: [GOOD, c.entry] };
    const r = run({ ...BASE, '.agents/plugins/marketplace.json': JSON.stringify(market, null, 2) });
    // A plugin the marketplace marks NOT_AVAILABLE is refused on purpose: agentlint says nothing.
    expect(verdict(r)).toBe(c.id === 'entry-not-available' ? 'listed' : c.outcome);
  });

  it('a plugin whose `skills` names nothing installs with no skill (`entry-manifest-skills-missing`): codex/plugin-component-missing', () => {
    expect(set.cases.find((c) => c.id === 'entry-manifest-skills-missing')!.evidence).toContain('no skill of it is listed');
    const r = run({ ...BASE, '.agents/plugins/marketplace.json': JSON.stringify({ name: 'mk', plugins: [GOOD] }) });
    expect(r.diagnostics.filter((d) => d.kind === 'codex/plugin-component-missing').map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.level}`)).toEqual([
      'plugins/missing-skills/.codex-plugin/plugin.json 1:44 warn',
    ]);
  });

  it('reports each mistake at its value, with the fix a path needs', () => {
    const r = run({
      ...BASE,
      '.agents/plugins/marketplace.json': '{\n  "name": "mk",\n  "plugins": [\n    { "name": "a", "source": { "source": "local", "path": "plugins/other" } },\n    { "name": "b", "source": "./plugins/other" },\n    { "name": "c", "source": "./plugins/bare" }\n  ]\n}\n',
    });
    expect(rows(r)).toEqual([
      '4:59-4:74 codex/marketplace-schema error',
      '5:15-5:18 codex/marketplace-source error',
      '6:30-6:46 codex/marketplace-source error',
    ]);
    const fix = r.diagnostics.find((d) => d.span.range.start.line === 4)!.suggestion!;
    expect([fix.applicability, fix.edits[0]!.text]).toEqual(['MaybeIncorrect', '"./plugins/other"']);
    expect(r.diagnostics.find((d) => d.span.range.start.line === 5)!.suggestion!.edits[0]!.text).toBe('"other"');
  });

  it('one entry Codex cannot parse fails the file: only that is said, not what installing its entries would do', () => {
    const r = run({
      ...BASE,
      '.agents/plugins/marketplace.json': '{\n  "name": "mk",\n  "plugins": [\n    { "name": "c", "source": "./plugins/bare", "category": 5 }\n  ]\n}\n',
    });
    expect(rows(r)).toEqual(['4:60-4:61 codex/marketplace-schema error']);
    expect(r.diagnostics[0]!.message).toBe('Codex does not load this marketplace: `category` is `5`, not a string, so none of its plugins is listed ("invalid marketplace file")');
  });

  it('a marketplace without `name` is reported at its first key', () => {
    const r = run({ ...BASE, '.agents/plugins/marketplace.json': '{\n  "plugins": []\n}\n' });
    expect(rows(r)).toEqual(['2:3-2:12 codex/marketplace-schema error']);
  });
});

describe('plugins read through an Agent Plugins manifest, against Codex CLI', () => {
  const errors = (r: ReturnType<typeof run>) => r.diagnostics.filter((d) => d.level === 'error').map((d) => d.kind);
  it.each(set.cases.filter((c) => c.plugin).map((c) => [c.id, c] as const))('%s', (id, c) => {
    const entry = id === 'agent-plugin-name-uppercase' ? 'P' : 'p';
    const files: Record<string, string> = {
      '.agents/plugins/marketplace.json': JSON.stringify({ name: 'mk', plugins: [{ name: entry, source: './plugins/p' }] }),
      'plugins/p/skills/sum/SKILL.md': SKILL(id === 'agent-plugin-skill-name-differs' ? 'other-name' : 'sum'),
    };
    for (const [k, v] of Object.entries(c.plugin!)) files[`plugins/p/${k}`] = JSON.stringify(v);
    const r = run(files);
    // Codex refuses what agentlint reports as an error (the Agent Plugins rules or the marketplace's), and installs the rest.
    if (c.outcome === 'add-fails') expect(errors(r).length).toBeGreaterThan(0);
    else expect([id, errors(r)]).toEqual([id, []]);
  });
});

describe('Codex plugins in the inventory', () => {
  it('lists the marketplace, its plugins and their skills as `<plugin>:<skill>`, from `skills/` by default (`plugin-default-skills`)', async () => {
    expect(set.cases.find((c) => c.id === 'plugin-default-skills')!.outcome).toBe('loads');
    const root = 'fixtures/plugins/codex-marketplace';
    const r = lint({ root });
    expect(r.diagnostics).toEqual([]);
    const inv = (await inventoryOf({ root })).inventory.harnesses.find((h) => h.harness === 'codex')!;
    expect(inv.loaded.map((e) => `${e.kind} ${e.name} ${e.path}${e.origin?.marketplace ? ` @${e.origin.marketplace}` : ''}`)).toEqual([
      'marketplace team-tools .agents/plugins/marketplace.json',
      'plugin notes plugins/notes/.codex-plugin/plugin.json @team-tools',
      'plugin review plugins/review/.codex-plugin/plugin.json @team-tools',
      'skill notes:summarize plugins/notes/skills/summarize/SKILL.md @team-tools',
      'skill review:check plugins/review/review-skills/check/SKILL.md @team-tools',
    ]);
  });

  it('the broken fixture: each entry Codex skips or cannot install', () => {
    const r = lint({ root: 'fixtures/plugins/codex-marketplace-broken' });
    expect(rows(r)).toEqual([
      '4:63-4:78 codex/marketplace-schema error',
      '5:15-5:30 codex/marketplace-source error',
      '6:33-6:49 codex/marketplace-source error',
      '7:43-7:51 codex/marketplace-schema error',
      '8:15-8:20 codex/marketplace-source error',
    ]);
  });
});
