/**
 * Each recorded case carries a digest of what produced it (oracle/digests.json, oracle/lib/digest.mjs): the probe's
 * code, its inputs, the pinned release. A probe, a case's input or a pin changed without re-recording fails here,
 * with the probe to re-record; and a change to one probe re-observes only that probe's cases
 * (`npm run oracle -- --check`, which runs what `changesOf` lists). No harness binary, no corpus, no network.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';

type Probe = { entry: string; harness: string; goldens: string[]; cases?: boolean; sets?: boolean };
type Digests = { probes: Record<string, { pin: string; code: Record<string, string> }>; goldens: Record<string, { probe: string; cases?: Record<string, string>; inputs?: string }> };
type Change = { probe: Probe; whole: boolean; ids: string[]; goldens: string[]; reasons: string[] };
// @ts-expect-error: a plain .mjs module without types
const digest = (await import('../../oracle/lib/digest.mjs')) as {
  currentDigests: () => Promise<Digests>;
  recordedDigests: () => Digests;
  changesOf: (recorded: Digests, now: Digests) => Change[];
  caseDigest: (c: Record<string, unknown>) => string;
  codeFiles: (p: Probe) => string[];
};
// @ts-expect-error: a plain .mjs module without types
const { PROBES, filterArgs } = (await import('../../oracle/lib/probes.mjs')) as { PROBES: Probe[]; filterArgs: (p: Probe, o: { ids?: string[]; goldens?: string[] }) => string[] | undefined };
const now = await digest.currentDigests();
const recorded = digest.recordedDigests();
const copy = (): Digests => JSON.parse(JSON.stringify(recorded)) as Digests;
/** What `--check` would run: each changed probe's entry, whole or with its filter. */
const plan = (changes: Change[]) => changes.map((c) => [c.probe.entry, c.whole ? 'whole' : (filterArgs(c.probe, c.probe.sets ? { goldens: c.goldens } : { ids: c.ids }) ?? ['whole']).join(' ')]);

describe('oracle/digests.json', () => {
  it('matches every probe\'s code, inputs and pin (else: re-record the probe named)', () => {
    const stale = digest.changesOf(recorded, now).map((c) => `${c.probe.entry}: ${c.reasons.join('; ')}: re-record it (\`npm run oracle -- --record\` re-records only what changed; or \`node oracle/${c.probe.entry}\`)`);
    expect(stale).toEqual([]);
  });

  it('depends on no absolute path and nothing outside the clone', () => {
    const text = JSON.stringify(now);
    expect(text.includes(process.cwd())).toBe(false);
    expect(text.includes('/tmp')).toBe(false);
    expect(Object.values(now.probes).flatMap((p) => Object.keys(p.code)).filter((f) => f.startsWith('/') || f.startsWith('..'))).toEqual([]);
    expect(readFileSync('oracle/digests.json', 'utf8').includes(process.cwd())).toBe(false);
  });

  it('follows a probe\'s imports, its scripts named by path, and only its own harness\'s in-agent module', () => {
    const droid = PROBES.find((p) => p.entry === 'droid/probe.mjs')!;
    expect(digest.codeFiles(droid)).toEqual(['oracle/droid/probe.mjs', 'oracle/droid/run.mjs', 'oracle/lib/cases.mjs', 'oracle/lib/env.mjs', 'oracle/lib/install.mjs', 'oracle/lib/mcp-stub-server.mjs', 'oracle/lib/runtime.mjs', 'oracle/lib/stub.mjs']);
    const gemini = digest.codeFiles(PROBES.find((p) => p.entry === 'in-agent.mjs gemini')!);
    expect(gemini).toContain('oracle/gemini/in-agent.mjs');
    expect(gemini).toContain('gemini-extension.json');
    expect(gemini.filter((f) => f.includes('claude-code') || f.includes('copilot'))).toEqual([]);
  });

  it('digests a case without its observation, whatever the order of its keys', () => {
    const c = { id: 'a', files: { 'x.md': 'hi' }, observed: { ok: true } };
    expect(digest.caseDigest(c)).toBe(digest.caseDigest({ observed: { ok: false }, files: { 'x.md': 'hi' }, id: 'a' }));
    expect(digest.caseDigest(c)).not.toBe(digest.caseDigest({ ...c, files: { 'x.md': 'hi!' } }));
  });
});

describe('a change re-observes only what it touches', () => {
  it('one probe\'s script changed: that probe, whole', () => {
    const was = copy();
    was.probes['codex/probe.mjs']!.code['oracle/codex/probe.mjs'] = 'before';
    expect(plan(digest.changesOf(was, now))).toEqual([['codex/probe.mjs', 'whole']]);
  });
  it('one case\'s input changed: that case alone, through the probe\'s case filter', () => {
    const was = copy();
    was.goldens['codex/cases.json']!.cases!['config-toml-error'] = 'before';
    expect(plan(digest.changesOf(was, now))).toEqual([['codex/probe.mjs', '--cases=config-toml-error']]);
  });
  it('a case added to a golden file: that case alone', () => {
    const was = copy();
    delete was.goldens['gemini/cases.json']!.cases![Object.keys(now.goldens['gemini/cases.json']!.cases!)[0]!];
    expect(plan(digest.changesOf(was, now))).toEqual([['gemini/probe.mjs', `--cases=${Object.keys(now.goldens['gemini/cases.json']!.cases!)[0]}`]]);
  });
  it('a fixture file changed: the fixtures parse set alone', () => {
    const was = copy();
    was.goldens['claude-code/fixtures.json']!.inputs = 'before';
    expect(plan(digest.changesOf(was, now))).toEqual([['claude-code/parse-probe.mjs', '--sets=fixtures']]);
  });
  it('a pin moved: every probe of that harness, and no other', () => {
    const was = copy();
    for (const p of PROBES.filter((x) => x.harness === 'codex')) was.probes[p.entry]!.pin = '0.0.1';
    expect(plan(digest.changesOf(was, now))).toEqual([['codex/probe.mjs', 'whole'], ['codex/marketplace.mjs', 'whole'], ['codex/mutations.mjs', 'whole']]);
  });
  it('a shared module changed: the probes that import it', () => {
    const was = copy();
    for (const p of Object.values(was.probes)) if (p.code['oracle/lib/mutate-text.mjs']) p.code['oracle/lib/mutate-text.mjs'] = 'before';
    const users = PROBES.filter((p) => digest.codeFiles(p).includes('oracle/lib/mutate-text.mjs')).map((p) => [p.entry, 'whole']);
    expect(users.length).toBeGreaterThan(2);
    expect(users.length).toBeLessThan(PROBES.length);
    expect(plan(digest.changesOf(was, now))).toEqual(users);
  });
  it('nothing changed: nothing to re-observe', () => {
    expect(digest.changesOf(copy(), now)).toEqual([]);
  });
});
