/**
 * The output agentlint gives on every tree it is tested with, compared with a recorded copy: the fixture trees, the
 * public corpora (when this machine has them) and the file tree of every recorded oracle case. A change of code
 * layout must leave every finding as it was (rule, level, range, message, notes, fix); a change of behaviour shows
 * here as a reviewed difference, recorded again with `UPDATE_OUTPUT=1`.
 *
 * A finding's `effect` is left out of the comparison: it was added after the first recording, and the rule tests
 * assert it.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { lint } from '../../src/engine/run.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';
import { CORPUS } from '../helpers/corpus.js';
import { removeTree, writeTree } from '../helpers/index.js';

const RECORD_DIR = 'fixtures/same-output';
const UPDATE = process.env.UPDATE_OUTPUT === '1';

/** One finding as a line: everything a reader sees, nothing that depends on where the tree was written. */
function findingLine(d: Diagnostic): string {
  const { span, level, kind, message, notes, help, suggestion, related, harness } = d;
  const r = span.range;
  const where = `${span.path}:${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}`;
  const rest = { notes, help, suggestion, related: related.map((x) => [x.message, x.span.path, x.span.range]), harness, jsonPath: span.jsonPath };
  return `${where} ${level} ${kind} ${message} ${JSON.stringify(rest)}`;
}

function outputOf(root: string): string[] {
  const result = lint({ root, suppressionsFile: false });
  return [...result.diagnostics.map(findingLine), ...result.suppressed.map((d) => `suppressed(${d.source}) ${findingLine(d)}`)];
}

/** The recorded oracle files, wherever the layout keeps them: `<harness>/<file>.json` → absolute path. */
function oracleGoldens(): Map<string, string> {
  const out = new Map<string, string>();
  for (const base of ['oracle']) {
    if (!existsSync(base)) continue;
    for (const h of readdirSync(base)) {
      const dir = join(base, h);
      if (!statSync(dir).isDirectory()) continue;
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'pins.json')) out.set(`${h}/${f}`, resolve(dir, f));
    }
  }
  return out;
}

/** Every `files` tree in a recorded golden, keyed by where it sits in the JSON. */
function caseTrees(value: unknown, at: string, out: Array<[string, Record<string, string>]>): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => caseTrees(v, `${at}[${i}]`, out));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  const files = o.files;
  if (files && typeof files === 'object' && !Array.isArray(files) && Object.values(files).every((v) => typeof v === 'string')) {
    out.push([typeof o.id === 'string' ? `${at}{${o.id}}` : at, files as Record<string, string>]);
  }
  for (const [k, v] of Object.entries(o)) if (k !== 'files') caseTrees(v, `${at}.${k}`, out);
}

function compareOrRecord(name: string, actual: Record<string, string[]>): void {
  const file = join(RECORD_DIR, `${name}.json`);
  const text = `${JSON.stringify(actual, null, 1)}\n`;
  if (UPDATE) {
    mkdirSync(RECORD_DIR, { recursive: true });
    writeFileSync(file, text);
    return;
  }
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const changed = Object.keys({ ...recorded, ...actual }).filter((k) => JSON.stringify(recorded[k]) !== JSON.stringify(actual[k]));
  expect(changed.slice(0, 5).map((k) => ({ tree: k, recorded: recorded[k], now: actual[k] }))).toEqual([]);
}

describe('the same output as recorded', () => {
  it('on every fixture tree', () => {
    const actual: Record<string, string[]> = {};
    for (const root of fixtureRoots().filter((r) => !r.startsWith(RECORD_DIR))) actual[root] = outputOf(root);
    compareOrRecord('fixtures', actual);
  });

  const corpora: Array<[string, string | undefined]> = [
    ['wshobson-agents', CORPUS],
    ['voltagent-subagents', existsSync('../shared/corpus/voltagent-subagents') ? resolve('../shared/corpus/voltagent-subagents') : undefined],
  ];
  for (const [name, dir] of corpora) {
    (dir ? it : it.skip)(`on the ${name} corpus${dir ? '' : ' (not on this machine)'}`, () => {
      compareOrRecord(`corpus-${name}`, { [name]: outputOf(dir!).map((l) => l.split(relative(process.cwd(), dir!)).join('<corpus>')) });
    });
  }

  for (const [key, path] of oracleGoldens()) {
    const trees: Array<[string, Record<string, string>]> = [];
    caseTrees(JSON.parse(readFileSync(path, 'utf8')), '$', trees);
    if (trees.length === 0) continue;
    it(`on the ${trees.length} case trees of the oracle's ${key}`, () => {
      const actual: Record<string, string[]> = {};
      for (const [at, files] of trees) {
        const root = writeTree(files);
        try {
          actual[at] = outputOf(root);
        } finally {
          removeTree(root);
        }
      }
      compareOrRecord(`oracle-${key.replace(/\//g, '-').replace(/\.json$/, '')}`, actual);
    });
  }
});
