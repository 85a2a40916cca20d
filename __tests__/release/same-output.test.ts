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
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { lint } from '../../src/engine/run.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';
import { CORPUS } from '../helpers/corpus.js';
import { removeTree, writeTree } from '../helpers/index.js';
import { oracleGoldens, treesOf } from '../helpers/oracle-trees.js';

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
    const trees = treesOf(path);
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
