/**
 * `npm run oracle -- --latest`'s pieces without a harness (oracle/lib/drift.mjs, drift-report.mjs, rules-citing.mjs):
 * a golden file recorded anew is compared case by case, a changed case names the rules whose rationale cites it,
 * and the Markdown keeps what a harness printed inside its fences. Also: the reports in docs/drift/ are well formed.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

type Case = { id: string; [k: string]: unknown };
type Golden = { cases: Case[]; [k: string]: unknown };
type Diff = { cases: number; changed: Array<{ id: string; recorded: unknown; observed: unknown }>; added: string[]; removed: string[] };
// @ts-expect-error: a plain .mjs module without types
const { compareGolden } = (await import('../../oracle/lib/drift.mjs')) as { compareGolden: (a: unknown, b: unknown) => Diff };
// @ts-expect-error: a plain .mjs module without types
const { driftMarkdown, shown } = (await import('../../oracle/lib/drift-report.mjs')) as { driftMarkdown: (r: unknown) => string; shown: (v: unknown) => string };
// @ts-expect-error: a plain .mjs module without types
const { rulesCiting, namedCases } = (await import('../../oracle/lib/rules-citing.mjs')) as {
  rulesCiting: (g: string, ids: string[]) => Map<string, string[]>;
  namedCases: (t: string) => Array<(id: string) => boolean>;
};
// @ts-expect-error: a plain .mjs module without types
const { movedPins } = (await import('../../oracle/lib/bump.mjs')) as { movedPins: (t: string, h: string, v: string) => string };
const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Golden;

describe('compareGolden', () => {
  const codex = read('oracle/codex/cases.json');
  it('finds nothing between a golden file and itself recorded on another version', () => {
    expect(compareGolden(codex, { ...codex, codex: '9.9.9' })).toEqual({ cases: codex.cases.length, changed: [], added: [], removed: [] });
  });
  it('names the case whose observation changed, and cases new and gone', () => {
    const again = JSON.parse(JSON.stringify(codex)) as Golden;
    const target = again.cases.find((c) => c.id === 'config-toml-error')!;
    target.observed = { exit: 0 };
    again.cases = again.cases.filter((c) => c.id !== 'config-wrong-type').concat([{ id: 'brand-new', observed: {} }]);
    const diff = compareGolden(codex, again);
    expect(diff.changed.map((c) => c.id)).toEqual(['config-toml-error']);
    expect(diff.changed[0]!.observed).toEqual({ observed: { exit: 0 } });
    expect([diff.added, diff.removed]).toEqual([['brand-new'], ['config-wrong-type']]);
  });
  it('compares a mutation set by outcome only (evidence texts may name a version)', () => {
    const m = read('oracle/kilo-code/mutations.json');
    const again = JSON.parse(JSON.stringify(m)) as Golden;
    again.cases[0]!.evidence = 'other words';
    expect(compareGolden(m, again).changed).toEqual([]);
    again.cases[1]!.outcome = again.cases[1]!.outcome === 'accepts' ? 'rejects' : 'accepts';
    expect(compareGolden(m, again).changed.map((c) => c.id)).toEqual([m.cases[1]!.id]);
  });
  it('compares a file without cases field by field, its version left out', () => {
    const inv = read('oracle/claude-code/validator-inventory.json');
    expect(compareGolden(inv, { ...inv, claudeCode: '9.9.9' }).changed).toEqual([]);
    expect(compareGolden(inv, { ...inv, messages: [] }).changed.map((c) => c.id)).toEqual(['messages']);
  });
});

describe('rulesCiting', () => {
  it('maps a case to the rules whose page names its golden file and the case', () => {
    const cites = rulesCiting('codex/cases.json', ['config-toml-error', 'config-mcp-type-url', 'no-such-case']);
    expect(cites.get('config-toml-error')).toEqual(['codex/config-schema']);
    expect(cites.get('config-mcp-type-url')).toEqual(['codex/config-schema']);
    expect(cites.has('no-such-case')).toBe(false);
  });
  it('reads ids as the rationale test does: backticked, or listed after "cases", placeholders as wildcards', () => {
    const names = namedCases('see `a-b`, cases c-d, e-f and g-h; `type-<key>`');
    const hits = (id: string) => names.some((m) => m(id));
    expect(['a-b', 'c-d', 'e-f', 'g-h', 'type-url'].map(hits)).toEqual([true, true, true, true, true]);
    expect(['type-', 'x'].map(hits)).toEqual([false, false]);
  });
});

describe('the drift report', () => {
  const report = {
    harness: 'codex', package: '@openai/codex', pinned: '0.171.0', latest: '0.172.0', date: '2026-12-07', status: 'drift', seconds: 61,
    probes: [{ entry: 'codex/probe.mjs', status: 0, seconds: 61 }],
    goldens: [{ file: 'codex/cases.json', cases: 110, added: [], removed: [], changed: [{ id: 'config-toml-error', rules: ['codex/config-schema'], recorded: { observed: { exit: 1 } }, observed: { observed: { out: '```\n| <script>' } } }] }],
    rules: ['codex/config-schema'],
  };
  it('lists the changed case, both observations and the rules it backs', () => {
    const md = driftMarkdown(report);
    expect(md).toContain('# Drift: codex 0.172.0 against the pinned 0.171.0');
    expect(md).toContain('### config-toml-error (backs `codex/config-schema`)');
    expect(md).toContain('recorded (0.171.0): {"observed":{"exit":1}}');
    expect(md).toContain('| codex/cases.json | 110 | 1 | 0 | 0 |');
    expect(md).toContain('Rules whose rationale cites a changed case (1): `codex/config-schema`.');
  });
  it('keeps what a harness printed inside its fence', () => {
    const md = driftMarkdown(report);
    expect(md.split('\n').filter((l) => l.startsWith('```'))).toEqual(['```', '```']);
    expect(shown('x'.repeat(2000)).length).toBeLessThan(700);
  });
  const recorded = existsSync('docs/drift') ? readdirSync('docs/drift').filter((f) => f.endsWith('.json')) : [];
  it('is recorded in docs/drift/ for every pinned harness, with its Markdown', () => {
    const pins = JSON.parse(readFileSync('oracle/pins.json', 'utf8')) as Record<string, unknown>;
    expect(recorded.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(Object.keys(pins).sort());
  });
  // After a change to drift-report.mjs: `node oracle/lib/drift-report.mjs docs/drift/*.json`.
  it.each(recorded)('docs/drift/%s is the Markdown of its JSON', (f) => {
    const r = JSON.parse(readFileSync(`docs/drift/${f}`, 'utf8')) as { harness: string; status: string };
    expect(['same', 'drift', 'failed', 'unavailable']).toContain(r.status);
    expect(readFileSync(`docs/drift/${f.replace(/\.json$/, '.md')}`, 'utf8')).toBe(driftMarkdown(r));
  });
});

describe('movedPins (--bump)', () => {
  it('moves one harness\'s version and leaves every other byte of pins.json', () => {
    const text = readFileSync('oracle/pins.json', 'utf8');
    const moved = movedPins(text, 'kilo-code', '7.8.1');
    const changed = moved.split('\n').filter((l, i) => l !== text.split('\n')[i]);
    expect(changed).toEqual(['  "kilo-code": { "package": "@kilocode/cli", "version": "7.8.1" },']);
    expect(() => movedPins(text, 'nope', '1.0.0')).toThrow('no pin line for "nope"');
  });
});
