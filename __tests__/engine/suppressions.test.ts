/**
 * The suppressions file: its format (every problem of a hand-edited file named with its line and
 * column), how it applies to a run's findings, and the adoption path on a repository with existing
 * problems: `--suppress-all` then a clean run, a new mistake fails alone, a fixed problem leaves an
 * unused entry that `--prune-suppressions` removes.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { LintResult } from '../../src/engine/pipeline.js';
import { applySuppressions, unusedSuppressions } from '../../src/engine/suppressions/apply.js';
import { formatSuppressions, parseSuppressions, SuppressionsError, type Suppressions } from '../../src/engine/suppressions/file.js';
import { toSarif } from '../../src/report/sarif.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { cli, findings } from '../helpers/cli.js';

const ALPHA = '---\nname: alpha\ndescription: Reviews code.\nmodel: sonet\ntools: Read, Wrte, Grp\n---\nBody.\n';
const BETA = '---\nname: beta\ndescription: Writes docs.\nmodel: opuss\n---\nBody.\n';

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-suppress-'));
  write(root, files);
  return root;
}

function write(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

const read = (root: string, p = 'agentlint-suppressions.json') => readFileSync(join(root, p), 'utf8');
const suppressedOf = (out: string) =>
  (JSON.parse(out) as LintResult).suppressed.map((d) => `${d.span.path} ${d.kind} ${d.span.range.start.line}:${d.span.range.start.column} ${d.source}`);

function entries(text: string): Record<string, Record<string, number>> {
  const s = parseSuppressions(text, 'agentlint-suppressions.json');
  return Object.fromEntries([...s].map(([path, rules]) => [path, Object.fromEntries([...rules].map(([rule, e]) => [rule, e.count]))]));
}

describe('the suppressions file format', () => {
  const bad = (text: string) => {
    try {
      parseSuppressions(text, 'agentlint-suppressions.json');
    } catch (err) {
      expect(err).toBeInstanceOf(SuppressionsError);
      return (err as Error).message.replace(' (fix it, or delete it and run `agentlint --suppress-all` again)', '');
    }
    throw new Error('no error');
  };

  it('reads ESLint-style entries, with or without fingerprints', () => {
    const s = parseSuppressions('{\n  "a.md": { "agents/model-valid": { "count": 2, "fingerprints": ["f1"] } },\n  "b/c.md": { "x/y": { "count": 1 } }\n}\n', 'f.json');
    expect([...s.keys()]).toEqual(['a.md', 'b/c.md']);
    expect(s.get('a.md')!.get('agents/model-valid')).toEqual({ count: 2, fingerprints: ['f1'] });
    expect(s.get('b/c.md')!.get('x/y')).toEqual({ count: 1, fingerprints: [] });
  });

  it('names the line and column of every problem of a hand-edited file', () => {
    expect(bad('{"a.md": ')).toBe('invalid suppressions file agentlint-suppressions.json:1:10: invalid JSON: expected a value, found end of file');
    expect(bad('[]')).toBe('invalid suppressions file agentlint-suppressions.json:1:1: expected a JSON object of file paths');
    expect(bad('{\n  "a.md": 3\n}')).toBe('invalid suppressions file agentlint-suppressions.json:2:11: `a.md` must map rule ids to entries');
    expect(bad('{\n  "a.md": { "r/x": { "count": "2" } }\n}')).toBe(
      'invalid suppressions file agentlint-suppressions.json:2:31: `count` must be a whole number of at least 1 (remove the entry to suppress nothing)',
    );
    expect(bad('{"a.md": {"r/x": {"count": 0}}}')).toMatch(/:1:28: `count` must be a whole number of at least 1/);
    expect(bad('{"a.md": {"r/x": {"count": 1.5}}}')).toMatch(/:1:28: `count` must be a whole number/);
    expect(bad('{"a.md": {"r/x": {}}}')).toBe('invalid suppressions file agentlint-suppressions.json:1:11: `r/x` has no `count`');
    expect(bad('{"a.md": {"r/x": {"count": 1, "cnt": 2}}}')).toBe('invalid suppressions file agentlint-suppressions.json:1:31: unknown field `cnt` (an entry has `count`, `fingerprints` and `reason`)');
    expect(bad('{"a.md": {"r/x": {"count": 1, "fingerprints": "f"}}}')).toMatch(/:1:47: `fingerprints` must be an array of strings/);
    expect(bad('{"a.md": {"r/x": {"count": 1, "fingerprints": [1]}}}')).toMatch(/:1:48: a fingerprint must be a string/);
    expect(bad('{"a.md": {"r/x": {"count": 1}}, "a.md": {}}')).toMatch(/:1:33: duplicate key `a.md`/);
  });

  it('rejects paths no finding can have: absolute, with backslashes, or leaving the root', () => {
    for (const p of ['/abs/a.md', 'C:/a.md', 'dir\\\\a.md', '../a.md', './a.md', 'a/../b.md', '']) {
      expect(bad(`{${JSON.stringify(p)}: {"r/x": {"count": 1}}}`)).toMatch(/:1:2: `.*` is not a path relative to the scan root with `\/` separators/);
    }
  });

  it('writes one sorted line per entry, and `{}` when empty', () => {
    const s: Suppressions = new Map([
      ['z.md', new Map([['b/r', { count: 2, fingerprints: ['ff', 'aa'] }], ['a/r', { count: 1, fingerprints: [] }]])],
      ['a.md', new Map([['c/r', { count: 1, fingerprints: ['cc'] }]])],
      ['empty.md', new Map()],
    ]);
    expect(formatSuppressions(s)).toBe(
      '{\n  "a.md": {\n    "c/r": { "count": 1, "fingerprints": ["cc"] }\n  },\n  "z.md": {\n    "a/r": { "count": 1, "fingerprints": [] },\n    "b/r": { "count": 2, "fingerprints": ["aa", "ff"] }\n  }\n}\n',
    );
    expect(parseSuppressions(formatSuppressions(s), 'f.json').get('z.md')!.get('b/r')).toEqual({ count: 2, fingerprints: ['aa', 'ff'] });
    expect(formatSuppressions(new Map())).toBe('{}\n');
  });
});

describe('applying the file to findings', () => {
  const finding = (path: string, kind: string, line: number, fingerprint: string): Diagnostic => ({
    kind,
    category: 'correctness',
    level: 'error',
    effect: 'fails-at-run-time',
    message: `m${line}`,
    notes: [],
    docs: '',
    span: { path, range: { start: { line, column: 1, offset: 0 }, end: { line, column: 2, offset: 1 } } },
    related: [],
    fingerprint,
  });
  const ds = [finding('a.md', 'r/x', 1, 'f1'), finding('a.md', 'r/x', 2, 'f2'), finding('a.md', 'r/x', 3, 'f3'), finding('b.md', 'r/x', 1, 'g1'), finding('.agentlint.yml', 'config/invalid', 1, 'c1')];
  const file = (count: number, fingerprints: string[]): Suppressions =>
    new Map([
      ['a.md', new Map([['r/x', { count, fingerprints }]])],
      ['.agentlint.yml', new Map([['config/invalid', { count: 1, fingerprints: [] }]])],
    ]);
  const lines = (list: Diagnostic[]) => list.map((d) => `${d.span.path}:${d.span.range.start.line}`);

  it('suppresses every finding of a file and rule while there are no more than the count, wherever they moved', () => {
    const r = applySuppressions(ds, file(3, []));
    expect(lines(r.suppressed)).toEqual(['a.md:1', 'a.md:2', 'a.md:3']);
    expect(r.suppressed.every((d) => d.source === 'suppressions')).toBe(true);
    // Other files, and configuration findings, are never suppressed.
    expect(lines(r.diagnostics)).toEqual(['b.md:1', '.agentlint.yml:1']);
  });

  it('past the count, keeps the recorded findings suppressed and reports only the new one', () => {
    const r = applySuppressions(ds, file(2, ['f1', 'f3']));
    expect(lines(r.suppressed)).toEqual(['a.md:1', 'a.md:3']);
    expect(lines(r.diagnostics)).toEqual(['a.md:2', 'b.md:1', '.agentlint.yml:1']);
  });

  it('past the count without recorded fingerprints, reports every finding of the rule in the file (as ESLint does)', () => {
    const r = applySuppressions(ds, file(2, []));
    expect(r.suppressed).toEqual([]);
    expect(lines(r.diagnostics)).toEqual(['a.md:1', 'a.md:2', 'a.md:3', 'b.md:1', '.agentlint.yml:1']);
  });

  it('counts what an entry did not match, within the scope of the run', () => {
    const s = file(5, []);
    const { suppressed } = applySuppressions(ds, s);
    expect(unusedSuppressions(s, suppressed, () => true)).toEqual([
      { path: 'a.md', rule: 'r/x', count: 2 },
      { path: '.agentlint.yml', rule: 'config/invalid', count: 1 },
    ]);
    expect(unusedSuppressions(s, suppressed, (p) => p === 'a.md')).toEqual([{ path: 'a.md', rule: 'r/x', count: 2 }]);
  });

  it('SARIF leaves suppressed findings out, and marks them `external` with includeSuppressed', () => {
    const applied = applySuppressions(ds, file(3, []));
    const result: LintResult = { schemaVersion: 1, tool: { name: 'agentlint', version: '1' }, ruleset: { fingerprint: 'x' }, filesChecked: 2, diagnostics: applied.diagnostics, suppressed: applied.suppressed, skipped: [] };
    expect(toSarif(result, ALL_RULES).runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri)).toEqual(['b.md', '.agentlint.yml']);
    const all = toSarif(result, ALL_RULES, { includeSuppressed: true }).runs[0]!.results;
    expect(all.map((r) => [r.locations[0]!.physicalLocation.region.startLine, r.suppressions?.[0]?.kind ?? null])).toEqual([
      [1, null],
      [1, null],
      [1, 'external'],
      [2, 'external'],
      [3, 'external'],
    ]);
    expect(all[2]!.suppressions![0]!.justification).toBe('recorded in the suppressions file (agentlint-suppressions.json): a finding the repository already had');
  });
});

describe('adopting agentlint on a repository with existing problems', () => {
  it('--suppress-all, then a run exits 0; a new mistake fails with only the new finding', async () => {
    const root = repo({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    expect((await cli(['.'], root)).code).toBe(1);

    const sup = await cli(['--suppress-all', '.'], root);
    expect(sup.code).toBe(0);
    expect(sup.err).toBe('agentlint: agentlint-suppressions.json suppresses 4 findings of 2 rules in 2 files; later runs report only new ones (commit it)\n');
    expect(sup.out).toContain('No problems in 2 files.\n  4 suppressed by the suppressions file (see --format json).');
    expect(entries(read(root))).toEqual({
      '.claude/agents/alpha.md': { 'agents/model-valid': 1, 'agents/tools-known': 2 },
      '.claude/agents/beta.md': { 'agents/model-valid': 1 },
    });
    // Every entry records its findings' fingerprints, one per counted finding.
    for (const rules of parseSuppressions(read(root), 'f').values()) for (const e of rules.values()) expect(e.fingerprints).toHaveLength(e.count);

    const again = await cli(['--format', 'json', '.'], root);
    expect(again.code).toBe(0);
    expect(again.err).toBe('');
    expect(findings(again.out)).toEqual([]);
    expect(suppressedOf(again.out)).toEqual([
      '.claude/agents/alpha.md agents/model-valid 4:8 suppressions',
      '.claude/agents/alpha.md agents/tools-known 5:14 suppressions',
      '.claude/agents/alpha.md agents/tools-known 5:20 suppressions',
      '.claude/agents/beta.md agents/model-valid 4:8 suppressions',
    ]);

    // A new unknown tool in a file that already had two: only it is reported, not the two old ones.
    write(root, { '.claude/agents/alpha.md': ALPHA.replace('Grp\n', 'Grp, Bsh\n') });
    const newTool = await cli(['--format', 'json', '.'], root);
    expect(findings(newTool.out)).toEqual(['.claude/agents/alpha.md agents/tools-known warn 5:25-5:28']);
    expect(newTool.code).toBe(0);

    // A new error in a new file fails the run, alone, even with lines added above the old ones.
    write(root, {
      '.claude/agents/alpha.md': ALPHA.replace('---\nname', '---\n# a comment\nname'),
      '.claude/agents/gamma.md': '---\nname: gamma\ndescription: Plans.\nmodel: hiku\n---\nBody.\n',
    });
    const newError = await cli(['--format', 'json', '.'], root);
    expect(newError.code).toBe(1);
    expect(findings(newError.out)).toEqual(['.claude/agents/gamma.md agents/model-valid error 4:8-4:12']);
    expect(suppressedOf(newError.out)).toHaveLength(4);
  });

  it('fixing a suppressed finding leaves an unused entry: a note on stderr, and --prune-suppressions shrinks the file', async () => {
    const root = repo({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    await cli(['--suppress-all', '.'], root);
    const before = read(root);
    write(root, { '.claude/agents/beta.md': BETA.replace('opuss', 'opus'), '.claude/agents/alpha.md': ALPHA.replace('Wrte, ', '') });

    const run = await cli(['.'], root);
    expect(run.code).toBe(0);
    expect(run.err).toBe('agentlint: 2 suppressed findings in agentlint-suppressions.json no longer occur (fixed, or the file or rule is gone): `agentlint --prune-suppressions` removes them\n');
    expect(read(root)).toBe(before);

    const prune = await cli(['--prune-suppressions', '.'], root);
    expect(prune.code).toBe(0);
    expect(prune.err).toBe('agentlint: pruned agentlint-suppressions.json: 4 → 2 suppressed findings\n');
    expect(entries(read(root))).toEqual({ '.claude/agents/alpha.md': { 'agents/model-valid': 1, 'agents/tools-known': 1 } });
    expect(read(root).length).toBeLessThan(before.length);
    // The kept entry records the fingerprint of the finding that is still there.
    const kept = parseSuppressions(read(root), 'f').get('.claude/agents/alpha.md')!.get('agents/tools-known')!;
    expect(kept.fingerprints).toEqual(parseSuppressions(before, 'f').get('.claude/agents/alpha.md')!.get('agents/tools-known')!.fingerprints.filter((f) => kept.fingerprints.includes(f)));
    expect((await cli(['.'], root)).err).toBe('');

    // Everything fixed: the file prunes to an empty object.
    write(root, { '.claude/agents/alpha.md': '---\nname: alpha\ndescription: Reviews code.\nmodel: sonnet\ntools: Read\n---\nBody.\n' });
    await cli(['--prune-suppressions', '.'], root);
    expect(read(root)).toBe('{}\n');
  });

  it('--suppress-rule records one rule and keeps the others failing; --fix --suppress-all fixes before it suppresses', async () => {
    const root = repo({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    const rule = await cli(['--suppress-rule', 'agents/tools-known', '--format', 'json', '.'], root);
    expect(rule.code).toBe(1);
    expect(entries(read(root))).toEqual({ '.claude/agents/alpha.md': { 'agents/tools-known': 2 } });
    expect(findings(rule.out)).toEqual(['.claude/agents/alpha.md agents/model-valid error 4:8-4:13', '.claude/agents/beta.md agents/model-valid error 4:8-4:13']);
    // A second rule is added beside the first.
    await cli(['--suppress-rule', 'agents/model-valid', '.'], root);
    expect(entries(read(root))).toEqual({
      '.claude/agents/alpha.md': { 'agents/model-valid': 1, 'agents/tools-known': 2 },
      '.claude/agents/beta.md': { 'agents/model-valid': 1 },
    });

    const fresh = repo({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    const fixed = await cli(['--fix', '--suppress-all', '.'], fresh);
    expect(fixed.code).toBe(0);
    expect(fixed.err).toContain('agentlint: fixed 3 problems in 2 files\n');
    // `Grp` has no certain fix: it is the one finding left to suppress.
    expect(entries(read(fresh))).toEqual({ '.claude/agents/alpha.md': { 'agents/tools-known': 1 } });
    expect(readFileSync(join(fresh, '.claude/agents/alpha.md'), 'utf8')).toContain('model: sonnet\ntools: Read, Write, Grp\n');
  });

  it('--fix also fixes the findings the file hides, which then leave unused entries', async () => {
    const root = repo({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    await cli(['--suppress-all', '.'], root);
    const fix = await cli(['--fix', '.'], root);
    expect(fix.code).toBe(0);
    expect(fix.err).toBe(
      'agentlint: fixed 3 problems in 2 files\nagentlint: 3 suppressed findings in agentlint-suppressions.json no longer occur (fixed, or the file or rule is gone): `agentlint --prune-suppressions` removes them\n',
    );
    expect(readFileSync(join(root, '.claude/agents/beta.md'), 'utf8')).toContain('model: opus\n');
    await cli(['--prune-suppressions', '.'], root);
    expect(entries(read(root))).toEqual({ '.claude/agents/alpha.md': { 'agents/tools-known': 1 } });
  });

  it('with PATH arguments, writes and prunes only the named files’ entries', async () => {
    const root = repo({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    await cli(['--suppress-all', '.claude/agents/alpha.md'], root);
    expect(entries(read(root))).toEqual({ '.claude/agents/alpha.md': { 'agents/model-valid': 1, 'agents/tools-known': 2 } });
    const beta = await cli(['--suppress-all', '.claude/agents/beta.md'], root);
    expect(beta.code).toBe(0);
    expect(Object.keys(entries(read(root)))).toEqual(['.claude/agents/alpha.md', '.claude/agents/beta.md']);
    write(root, { '.claude/agents/beta.md': BETA.replace('opuss', 'opus') });
    // Pruning alpha alone leaves beta's stale entry, which is outside the run.
    await cli(['--prune-suppressions', '.claude/agents/alpha.md'], root);
    expect(Object.keys(entries(read(root)))).toEqual(['.claude/agents/alpha.md', '.claude/agents/beta.md']);
  });

  it('reads the file from --suppressions-location, and says a missing one is missing', async () => {
    const root = repo({ '.claude/agents/beta.md': BETA });
    expect((await cli(['--suppress-all', '--suppressions-location', 'ci/sup.json', '.'], root)).code).toBe(2);
    mkdirSync(join(root, 'ci'));
    expect((await cli(['--suppress-all', '--suppressions-location', 'ci/sup.json', '.'], root)).code).toBe(0);
    expect(existsSync(join(root, 'agentlint-suppressions.json'))).toBe(false);
    expect(entries(read(root, 'ci/sup.json'))).toEqual({ '.claude/agents/beta.md': { 'agents/model-valid': 1 } });
    expect((await cli(['.'], root)).code).toBe(1);
    expect((await cli(['--suppressions-location', 'ci/sup.json', '.'], root)).code).toBe(0);
    const missing = await cli(['--suppressions-location', 'ci/nope.json', '.'], root);
    expect(missing).toEqual({ code: 2, out: '', err: 'agentlint: --suppressions-location: no such file: ci/nope.json\n' });
  });

  it('exits 2 with a clear message on a malformed file or bad flags, never a crash', async () => {
    const root = repo({ '.claude/agents/beta.md': BETA, 'agentlint-suppressions.json': '{\n  ".claude/agents/beta.md": { "agents/model-valid": { "count": -1 } }\n}\n' });
    const run = await cli(['.'], root);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      'agentlint: invalid suppressions file agentlint-suppressions.json:2:64: `count` must be a whole number of at least 1 (remove the entry to suppress nothing) (fix it, or delete it and run `agentlint --suppress-all` again)\n',
    );
    writeFileSync(join(root, 'agentlint-suppressions.json'), Buffer.from([0x7b, 0xff, 0x7d]));
    expect((await cli(['.'], root)).err).toBe('agentlint: cannot read suppressions file agentlint-suppressions.json: not valid UTF-8\n');
    rmSync(join(root, 'agentlint-suppressions.json'));
    mkdirSync(join(root, 'agentlint-suppressions.json'));
    expect(await cli(['.'], root)).toEqual({ code: 2, out: '', err: 'agentlint: cannot read suppressions file agentlint-suppressions.json: not a regular file (a folder, FIFO, socket or device): not read\n' });

    const usage = async (argv: string[]) => (await cli(argv, root)).err;
    expect(await usage(['--suppress-all', '--prune-suppressions', '.'])).toBe('agentlint: --suppress-all and --prune-suppressions cannot be used together (see `agentlint --help`)\n');
    expect(await usage(['--suppress-rule', 'agents/model-vaild', '.'])).toBe('agentlint: --suppress-rule: no rule `agents/model-vaild`; did you mean `agents/model-valid`?\n');
    expect(await usage(['--suppress-rule', 'config/invalid', '.'])).toBe('agentlint: --suppress-rule config/invalid: configuration findings cannot be suppressed (fix the configuration)\n');
    expect(await usage(['rules', '--prune-suppressions'])).toBe('agentlint: --prune-suppressions goes with a lint (`agentlint [check]`), not `agentlint rules` (see `agentlint --help`)\n');
  });
});
