/**
 * The oracle's layout (oracle/README.md): one folder per harness under oracle/, each with an entry in
 * oracle/pins.json, and every recorded case file of that folder made with the pinned version, so a bump of a pin
 * without re-recording fails here (and `npm run oracle -- --check` would compare against another release).
 * Also: every probe the runner knows (oracle/lib/probes.mjs) exists, every golden file is written by one of them,
 * and nothing of oracle/ is shipped.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ORACLE = 'oracle';
const pins = JSON.parse(readFileSync(join(ORACLE, 'pins.json'), 'utf8')) as Record<string, { package: string; version: string }>;
/** The folders of oracle/ that are not a harness. */
const NOT_HARNESS = new Set(['lib']);
const harnesses = readdirSync(ORACLE, { withFileTypes: true }).filter((e) => e.isDirectory() && !NOT_HARNESS.has(e.name)).map((e) => e.name).sort();
/**
 * Where a golden file records the harness version: mutation sets `version`, Claude Code's sets `claudeCode`, the
 * per-case sets of the other harnesses the probe's `versionKey` (oracle/lib/cases.mjs, `recordOrCheck`).
 */
const CASES_KEY: Record<string, string> = {
  'claude-code': 'claudeCode', copilot: 'copilot', codex: 'codex', gemini: 'gemini', opencode: 'opencode', 'qwen-code': 'qwenCode',
  'kilo-code': 'kilo', cline: 'cline', auggie: 'auggie', amp: 'amp', droid: 'droid',
};

describe('oracle/pins.json', () => {
  it('has one entry per harness folder of oracle/, and a folder for each entry', () => {
    expect(harnesses.length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(pins).sort()).toEqual(harnesses);
  });
  it('names a package and an exact version for each harness', () => {
    for (const [id, p] of Object.entries(pins)) {
      expect([id, typeof p.package, p.package.length > 0]).toEqual([id, 'string', true]);
      expect([id, /^\d+\.\d+\.\d+(-[\w.-]+)?$/.test(p.version)]).toEqual([id, true]);
    }
  });
  it.each(harnesses)('%s: every recorded case file was made with the pinned version', (h) => {
    const goldens = readdirSync(join(ORACLE, h)).filter((f) => f.endsWith('.json'));
    expect(goldens.length).toBeGreaterThan(0);
    const pinned = pins[h]!.version;
    for (const f of goldens) {
      const set = JSON.parse(readFileSync(join(ORACLE, h, f), 'utf8')) as Record<string, unknown>;
      const recorded = ['version', 'claudeCode', CASES_KEY[h]!].filter((k) => typeof set[k] === 'string').map((k) => [k, set[k] as string] as const);
      expect([f, recorded.length > 0]).toEqual([f, true]);
      // Auggie's `--version` adds its commit: "0.36.0 (commit 7c61e5bb)".
      for (const [k, v] of recorded) expect([f, k, v === pinned || v.startsWith(`${pinned} `)]).toEqual([f, k, true]);
    }
  });
});

describe('the shipped package', () => {
  it('leaves oracle/ out: not in package.json `files`, and no source file imports from it', () => {
    const files = (JSON.parse(readFileSync('package.json', 'utf8')) as { files: string[] }).files;
    expect(files.filter((f) => /^\.?\/?oracle\b/.test(f))).toEqual([]);
    const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : []));
    expect(walk('src').filter((f) => /from '(\.\.\/)+oracle\//.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});

describe('the probes the runner knows (oracle/lib/probes.mjs)', () => {
  it('are scripts that exist, each of a pinned harness', async () => {
    // @ts-expect-error: a plain .mjs module without types
    const { PROBES, scriptOf } = (await import('../../oracle/lib/probes.mjs')) as { PROBES: Array<{ entry: string; harness: string }>; scriptOf: (e: string) => string };
    expect(PROBES.length).toBeGreaterThan(25);
    expect(PROBES.filter((p) => !existsSync(join(ORACLE, scriptOf(p.entry)))).map((p) => p.entry)).toEqual([]);
    expect(PROBES.filter((p) => !(p.harness in pins)).map((p) => p.entry)).toEqual([]);
  });
  it('write every golden file of oracle/<harness>/, each file by one probe only', async () => {
    // @ts-expect-error: a plain .mjs module without types
    const { PROBES } = (await import('../../oracle/lib/probes.mjs')) as { PROBES: Array<{ entry: string; goldens: string[] }> };
    const written = PROBES.flatMap((p) => p.goldens).sort();
    const onDisk = harnesses.flatMap((h) => readdirSync(join(ORACLE, h)).filter((f) => f.endsWith('.json')).map((f) => `${h}/${f}`)).sort();
    expect(written).toEqual(onDisk);
  });
});
