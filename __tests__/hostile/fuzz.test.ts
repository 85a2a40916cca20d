/**
 * Seeded fuzzing (fast-check): real files — the fixtures and, when present, the
 * shared corpus — mutated the way editors, tools and attackers mutate them
 * (truncation, byte flips, deep nesting, long lines, CRLF/CR, BOM, invalid UTF-8,
 * NUL, astral characters, duplicate keys, wrong JSON types, alias bombs).
 * For every case, in-process:
 *   - the run ends with a report (exit 0 or 1) and a sentinel file's finding is still there;
 *   - every range lies inside its file, on whole characters, and no message holds half a character;
 *   - `--fix` never adds a parse problem, and a second `--fix` changes nothing (idempotent).
 * Fixed seed by default (CI); `FUZZ_RUNS=2000 FUZZ_SEED=$RANDOM` for longer local runs.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseHealth, noWorse } from '../../src/engine/fix-check.js';
import { lint } from '../../src/engine/run.js';
import { CORPUS } from '../helpers/corpus.js';
import { cli } from '../helpers/cli.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261202);

/** Root-relative path → bytes, for files a kind claims (paths keep their kind). */
function pool(): Array<{ path: string; bytes: Buffer }> {
  const out: Array<{ path: string; bytes: Buffer }> = [];
  const add = (root: string, limit: number) => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const abs = join(dir, e.name);
        if (e.isDirectory() && e.name !== 'node_modules' && e.name !== '.git') walk(abs);
        else if (e.isFile() && /\.(md|json|ya?ml|toml)$/.test(e.name) && e.name !== '.agentlint.yml') files.push(abs);
      }
    };
    walk(root);
    // An even spread, the same on every machine.
    const step = Math.max(1, Math.floor(files.length / limit));
    for (let i = 0; i < files.length && out.length < 400; i += step) out.push({ path: relative(root, files[i]!).split('\\').join('/'), bytes: readFileSync(files[i]!) });
  };
  add(resolve('fixtures/demo'), 20);
  add(resolve('fixtures/valid'), 20);
  if (CORPUS) add(CORPUS, 60);
  return out;
}

const SENTINEL = { path: '.claude/agents/zz-sentinel.md', text: '---\nname: zz-sentinel\ndescription: d\nmodel: sonet\n---\n' };

type Mutation = (b: Buffer) => Buffer;
const at = (b: Buffer, f: number) => Math.floor(f * (b.length + 1));
const splice = (b: Buffer, pos: number, del: number, ins: Buffer | string) =>
  Buffer.concat([b.subarray(0, pos), typeof ins === 'string' ? Buffer.from(ins, 'utf8') : ins, b.subarray(pos + del)]);
const f01 = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

const mutation: fc.Arbitrary<{ name: string; m: Mutation }> = fc.oneof(
  f01.map((f) => ({ name: `truncate@${f.toFixed(3)}`, m: (b: Buffer) => b.subarray(0, at(b, f)) })),
  fc.tuple(f01, fc.integer({ min: 0, max: 255 })).map(([f, v]) => ({ name: `flip@${f.toFixed(3)}=${v}`, m: (b: Buffer) => (b.length ? splice(b, Math.min(at(b, f), b.length - 1), 1, Buffer.from([v])) : b) })),
  fc.tuple(f01, fc.integer({ min: 50, max: 3000 }), fc.constantFrom('- ', '[', '{a: ', '  k:\n', '? ')).map(([f, n, unit]) => ({
    name: `nest ${JSON.stringify(unit)}×${n}`,
    m: (b: Buffer) => splice(b, at(b, f), 0, unit.endsWith('\n') ? Array.from({ length: n }, (_, i) => ' '.repeat(i) + 'k:\n').join('') : unit.repeat(n)),
  })),
  fc.tuple(f01, fc.integer({ min: 1000, max: 200_000 }), fc.constantFrom(' ', '\t', ' \t', 'a', '-', '/', ': ', '\\')).map(([f, n, unit]) => ({
    name: `long ${JSON.stringify(unit)}×${n}`,
    m: (b: Buffer) => splice(b, at(b, f), 0, unit.repeat(n) + 'y'),
  })),
  fc.constant({ name: 'CRLF', m: (b: Buffer) => Buffer.from(b.toString('latin1').replace(/\n/g, '\r\n'), 'latin1') }),
  fc.constant({ name: 'CR', m: (b: Buffer) => Buffer.from(b.toString('latin1').replace(/\n/g, '\r'), 'latin1') }),
  f01.map((f) => ({ name: `lone CR@${f.toFixed(3)}`, m: (b: Buffer) => splice(b, at(b, f), 0, '\r') })),
  fc.constant({ name: 'BOM', m: (b: Buffer) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]) }),
  f01.map((f) => ({ name: `invalid UTF-8@${f.toFixed(3)}`, m: (b: Buffer) => splice(b, at(b, f), 0, Buffer.from([0xc3, 0x28])) })),
  f01.map((f) => ({ name: `NUL@${f.toFixed(3)}`, m: (b: Buffer) => splice(b, at(b, f), 0, Buffer.from([0])) })),
  fc.tuple(f01, fc.constantFrom('😀', '𝒜', '{😀}', '"😀"', ': 😀', '\u{10FFFF}')).map(([f, s]) => ({ name: `astral ${s}@${f.toFixed(3)}`, m: (b: Buffer) => splice(b, at(b, f), 0, s) })),
  f01.map((f) => ({
    name: `duplicate line@${f.toFixed(3)}`,
    m: (b: Buffer) => {
      const lines = b.toString('utf8').split('\n');
      const i = Math.min(lines.length - 1, Math.floor(f * lines.length));
      lines.splice(i, 0, lines[i]!);
      return Buffer.from(lines.join('\n'), 'utf8');
    },
  })),
  fc.tuple(f01, fc.constantFrom('123', 'true', 'null', '[]', '{}', '[1, {"a": []}]')).map(([f, v]) => ({
    name: `wrong JSON type ${v}@${f.toFixed(3)}`,
    m: (b: Buffer) => {
      const s = b.toString('utf8');
      const strings = [...s.matchAll(/"(?:[^"\\\n]|\\.)*"(?=\s*[,}\]])/g)];
      if (strings.length === 0) return b;
      const m = strings[Math.floor(f * strings.length)]!;
      return Buffer.from(s.slice(0, m.index) + v + s.slice(m.index! + m[0].length), 'utf8');
    },
  })),
  f01.map((f) => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill('*' + String.fromCharCode(96 + i)).join(',')}]`);
    return { name: `alias bomb@${f.toFixed(3)}`, m: (b: Buffer) => splice(b, at(b, f), 0, '\n' + bomb.join('\n') + '\n') };
  }),
);

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function writeCase(path: string, bytes: Buffer): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-fuzz-'));
  roots.push(root);
  for (const [p, b] of [[path, bytes], [SENTINEL.path, Buffer.from(SENTINEL.text)]] as const) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), b);
  }
  return root;
}

/** The text the engine reads (BOM stripped), or undefined when it skips the file. */
function textOf(abs: string): string | undefined {
  try {
    const t = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(readFileSync(abs));
    return t.charCodeAt(0) === 0xfeff ? t.slice(1) : t;
  } catch {
    return undefined;
  }
}

const splitsPair = (t: string, o: number) => o > 0 && o < t.length && t.charCodeAt(o) >= 0xdc00 && t.charCodeAt(o) <= 0xdfff && t.charCodeAt(o - 1) >= 0xd800 && t.charCodeAt(o - 1) <= 0xdbff;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('seeded fuzzing of real files', () => {
  const files = pool();
  it(`has a pool (${CORPUS ? 'fixtures and corpus' : 'fixtures only'})`, async () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it(`${RUNS} mutated trees (seed ${SEED}): a report, whole-character ranges, safe and idempotent --fix`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: files.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), async (fi, ms) => {
        const src = files[fi]!;
        const bytes = ms.reduce((b, x) => x.m(b), src.bytes);
        const root = writeCase(src.path, bytes);
        const label = `${src.path} ${ms.map((x) => x.name).join(' + ')}`;

        const result = lint({ root });
        expect({ label, sentinel: result.diagnostics.some((d) => d.span.path === SENTINEL.path && d.kind === 'agents/model-valid') }).toEqual({ label, sentinel: true });
        for (const d of result.diagnostics) {
          const text = d.span.path.startsWith('/') ? undefined : textOf(join(root, d.span.path));
          if (text === undefined) continue;
          const { start, end } = d.span.range;
          const where = `${label}: ${d.kind} ${start.line}:${start.column}-${end.line}:${end.column}`;
          expect({ where, inside: start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length }).toEqual({ where, inside: true });
          expect({ where, whole: !splitsPair(text, start.offset) && !splitsPair(text, end.offset) }).toEqual({ where, whole: true });
          expect({ where, message: LONE_SURROGATE.test(d.message) }).toEqual({ where, message: false });
          expect({ where, line: start.line >= 1 && start.column >= 1 }).toEqual({ where, line: true });
        }

        const abs = join(root, src.path);
        const before = textOf(abs);
        const first = await cli(['.', '--fix', '--format', 'json'], root);
        expect({ label, code: first.code }).toEqual({ label, code: [0, 1].includes(first.code) ? first.code : 'not 0 or 1' });
        const fixed = readFileSync(abs);
        const after = textOf(abs);
        if (before !== undefined && after !== undefined) {
          expect({ label, noWorse: noWorse(parseHealth(src.path, before), parseHealth(src.path, after)) }).toEqual({ label, noWorse: true });
        }
        await cli(['.', '--fix', '--format', 'json'], root);
        expect({ label, idempotent: readFileSync(abs).equals(fixed) }).toEqual({ label, idempotent: true });
      }),
      { numRuns: RUNS, seed: SEED, verbose: 1 },
    );
  });
});
