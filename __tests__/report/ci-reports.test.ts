/**
 * `--format gitlab` and `--format rdjson`, checked against the published schemas (vendored in
 * ./schemas) and for their exact values: GitLab's required fields and severities, reviewdog's
 * 1-based UTF-8 byte columns, and suggestions that, applied to the file's bytes as reviewdog
 * applies them, give the file `--fix` writes.
 */
import { describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFile } from '../../src/artifacts/source.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { LintResult } from '../../src/engine/pipeline.js';
import type { CodeQualityIssue } from '../../src/report/gitlab.js';
import { byteColumn, toRdjson, type RdResult } from '../../src/report/rdjson.js';
import { cli } from '../helpers/cli.js';
import { validate, type Schema } from '../helpers/json-schema.js';

const here = dirname(fileURLToPath(import.meta.url));
const schema = (name: string) => JSON.parse(readFileSync(join(here, 'schemas', name), 'utf8')) as Schema;
const RDJSON = schema('reviewdog-DiagnosticResult.json');
const CODECLIMATE = schema('gitlab-codeclimate.json');
/**
 * What GitLab's documentation requires of an issue beyond its schema (`check_name`, the severities, a
 * relative path), with the Code Climate fields agentlint adds (`lines.end`, `positions`, `engine_name`);
 * checked strictly, so no other field slips in.
 */
const position: Schema = { type: 'object', required: ['line', 'column'], properties: { line: { type: 'integer', minimum: 1 }, column: { type: 'integer', minimum: 1 } } };
const DOCUMENTED_ISSUE: Schema = {
  type: 'object',
  required: ['description', 'check_name', 'fingerprint', 'severity', 'location'],
  properties: {
    description: { type: 'string', minLength: 1 },
    check_name: { type: 'string', minLength: 1 },
    fingerprint: { type: 'string', minLength: 1 },
    severity: { enum: ['info', 'minor', 'major', 'critical', 'blocker'] },
    engine_name: { type: 'string' },
    location: {
      type: 'object',
      required: ['path', 'lines'],
      properties: {
        path: { type: 'string', pattern: '^(?!/|\\./)\\S' },
        lines: { type: 'object', required: ['begin'], properties: { begin: { type: 'integer', minimum: 1 }, end: { type: 'integer', minimum: 1 } } },
        positions: { type: 'object', required: ['begin', 'end'], properties: { begin: position, end: position } },
      },
    },
  },
};

// `è` is two bytes in UTF-8: the columns after it differ between UTF-16 and reviewdog's bytes.
const ALPHA = '---\nname: alpha\ndescription: Reviews code.\nmodel: sonet\ntools: Grèp, Wrte\n---\nBody.\n';
const AGENT = '.claude/agents/alpha.md';

function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-ci-reports-'));
  mkdirSync(join(root, 'repo/.claude/agents'), { recursive: true });
  writeFileSync(join(root, 'repo', AGENT), ALPHA);
  return join(root, 'repo');
}

/** Apply reviewdog suggestions to a file's bytes (lines split at `\n`, columns counted in bytes, ends exclusive). */
function applyByBytes(bytes: Buffer, suggestions: Array<{ range: { start: { line: number; column: number }; end: { line: number; column: number } }; text: string }>): string {
  const lineStarts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a) lineStarts.push(i + 1);
  const at = (p: { line: number; column: number }) => lineStarts[p.line - 1]! + p.column - 1;
  let out = bytes;
  for (const s of [...suggestions].sort((a, b) => at(b.range.start) - at(a.range.start))) {
    out = Buffer.concat([out.subarray(0, at(s.range.start)), Buffer.from(s.text, 'utf8'), out.subarray(at(s.range.end))]);
  }
  return out.toString('utf8');
}

describe('the schema checker', () => {
  it('reports what the published schemas reject, and in strict mode a field they do not define', () => {
    expect(validate({ diagnostics: [{ message: 'm', severity: 'FATAL', location: { path: 'a', range: { start: { line: '1' } } } }] }, RDJSON).map((e) => `${e.path} ${e.message}`)).toEqual([
      '$.diagnostics[0].severity "FATAL" is not one of ["UNKNOWN_SEVERITY",0,"ERROR",1,"WARNING",2,"INFO",3]',
      '$.diagnostics[0].location.range.start.line expected integer, got string',
    ]);
    expect(validate({ diagnostics: [{ message: 'm', suggestion: [] }] }, RDJSON)).toEqual([]);
    expect(validate({ diagnostics: [{ message: 'm', suggestion: [] }] }, RDJSON, { strict: true })).toEqual([{ path: '$.diagnostics[0].suggestion', message: '`suggestion` is not a property the schema defines' }]);
    expect(validate({ description: 'd', severity: 'major', location: { path: 'a', lines: { begin: 1 } } }, CODECLIMATE)).toEqual([{ path: '$', message: 'missing required `fingerprint`' }]);
    expect(() => validate({}, { propertyNames: {} })).toThrow('the checker does not know keyword propertyNames');
  });
});

describe('--format gitlab', () => {
  it('writes one code quality issue per finding, each valid for GitLab, with its exact lines and columns', async () => {
    const root = repo();
    const json = JSON.parse((await cli(['--format', 'json', '.'], root)).out) as LintResult;
    const { code, out } = await cli(['--format', 'gitlab', '.'], root);
    expect(code).toBe(1);
    const issues = JSON.parse(out) as CodeQualityIssue[];
    for (const issue of issues) {
      expect(validate(issue, CODECLIMATE)).toEqual([]);
      expect(validate(issue, DOCUMENTED_ISSUE, { strict: true })).toEqual([]);
    }
    expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin, i.location.lines.end, i.location.positions.begin.column, i.location.positions.end.column])).toEqual([
      ['agents/model-valid', 'major', AGENT, 4, 4, 8, 13],
      ['agents/tools-known', 'minor', AGENT, 5, 5, 8, 12],
      ['agents/tools-known', 'major', AGENT, 5, 5, 8, 18],
      ['agents/tools-known', 'minor', AGENT, 5, 5, 14, 18],
    ]);
    expect(issues[0]!.description).toBe(json.diagnostics[0]!.message);
    expect(issues.every((i) => i.engine_name === 'agentlint')).toBe(true);
    // GitLab matches a merge request's issues with the target branch's by fingerprint: the finding's, unique in the report.
    expect(issues.map((i) => i.fingerprint)).toEqual(json.diagnostics.map((d) => d.fingerprint));
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
  });

  it('gives paths from the working directory, and leaves suppressed findings out', async () => {
    const root = repo();
    const fromParent = JSON.parse((await cli(['--format', 'gitlab', 'repo'], dirname(root))).out) as CodeQualityIssue[];
    expect(fromParent.map((i) => i.location.path)).toEqual(Array(4).fill(`repo/${AGENT}`));
    await cli(['--suppress-rule', 'agents/tools-known', '.'], root);
    const after = JSON.parse((await cli(['--format', 'gitlab', '.'], root)).out) as CodeQualityIssue[];
    expect(after.map((i) => i.check_name)).toEqual(['agents/model-valid']);
    const clean = repo();
    writeFileSync(join(clean, AGENT), '---\nname: alpha\ndescription: Reviews code.\n---\nBody.\n');
    expect(await cli(['--format', 'gitlab', '.'], clean)).toEqual({ code: 0, out: '[]\n', err: '' });
  });
});

describe('--format rdjson', () => {
  it('is a DiagnosticResult with reviewdog’s byte columns and suggestions only for certain fixes', async () => {
    const root = repo();
    const { code, out } = await cli(['--format', 'rdjson', '.'], root);
    expect(code).toBe(1);
    const result = JSON.parse(out) as RdResult;
    expect(validate(result, RDJSON, { strict: true })).toEqual([]);
    expect(result.source).toEqual({ name: 'agentlint', url: 'https://github.com/agentlint/agentlint' });
    expect(result.severity).toBe('ERROR');
    const r = (x: { start: { line: number; column: number }; end: { line: number; column: number } }) => `${x.start.line}:${x.start.column}-${x.end.line}:${x.end.column}`;
    expect(result.diagnostics.map((d) => [d.code.value, d.severity, d.location.path, r(d.location.range), d.suggestions?.map((s) => `${r(s.range)} ${s.text}`) ?? null])).toEqual([
      ['agents/model-valid', 'ERROR', AGENT, '4:8-4:13', ['4:8-4:13 sonnet']],
      // `Grèp`: 4 characters, 5 bytes; no certain fix.
      ['agents/tools-known', 'WARNING', AGENT, '5:8-5:13', null],
      ['agents/tools-known', 'ERROR', AGENT, '5:8-5:19', null],
      // `Wrte` is at UTF-16 column 14, byte column 15.
      ['agents/tools-known', 'WARNING', AGENT, '5:15-5:19', ['5:15-5:19 Write']],
    ]);
    expect(result.diagnostics[0]!.code.url).toBe('https://agentlint.github.io/agentlint/rules/agents/model-valid/');

    // The suggestions, applied to the bytes as reviewdog does, make the file `--fix` makes.
    const applied = applyByBytes(readFileSync(join(root, AGENT)), result.diagnostics.flatMap((d) => d.suggestions ?? []));
    const fixed = join(dirname(root), 'fixed');
    cpSync(root, fixed, { recursive: true });
    await cli(['--fix', '.'], fixed);
    expect(applied).toBe(readFileSync(join(fixed, AGENT), 'utf8'));
    expect(applied).toContain('model: sonnet\ntools: Grèp, Write\n');
  });

  const diag = (over: Partial<Diagnostic>): Diagnostic => ({
    kind: 'x/y',
    category: 'style',
    level: 'warn',
    effect: 'style',
    message: 'm',
    notes: [],
    docs: 'https://example.com/x/y',
    span: { path: 'f.md', range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } } },
    related: [],
    ...over,
  });
  const range = (l1: number, c1: number, o1: number, l2: number, c2: number, o2: number) => ({ start: { line: l1, column: c1, offset: o1 }, end: { line: l2, column: c2, offset: o2 } });

  it('counts columns in UTF-8 bytes as reviewdog.proto’s example does, a byte-order mark included', () => {
    // reviewdog.proto: in `a𐐀b` the column of `b` is 6 (𐐀 is 4 bytes, 2 UTF-16 code units).
    expect(byteColumn(sourceFile('f', 'a𐐀b\n'), { line: 1, column: 4, offset: 3 })).toBe(6);
    expect(byteColumn(sourceFile('f', '\uFEFFab\nxé y\n'), { line: 1, column: 2, offset: 1 })).toBe(5);
    expect(byteColumn(sourceFile('f', '\uFEFFab\nxé y\n'), { line: 2, column: 4, offset: 6 })).toBe(5);
    // No text, or a column past the line: the column as it is.
    expect(byteColumn(undefined, { line: 1, column: 3, offset: 2 })).toBe(3);
    expect(byteColumn(sourceFile('f', 'ab\ncd\n'), { line: 1, column: 9, offset: 8 })).toBe(9);
  });

  it('joins a fix of several edits into one replacement, and leaves out uncertain fixes and fixes of other files', () => {
    const text = 'key: [a, b]\n';
    const twoEdits = diag({
      suggestion: { msg: 'quote', applicability: 'MachineApplicable', edits: [
        { path: 'f.md', range: range(1, 10, 9, 1, 11, 10), text: '"b"' },
        { path: 'f.md', range: range(1, 7, 6, 1, 8, 7), text: '"a"' },
      ] },
    });
    const maybe = diag({ suggestion: { msg: 'm', applicability: 'MaybeIncorrect', edits: [{ path: 'f.md', range: range(1, 1, 0, 1, 4, 3), text: 'k' }] } });
    const elsewhere = diag({ suggestion: { msg: 'm', applicability: 'MachineApplicable', edits: [{ path: 'g.md', range: range(1, 1, 0, 1, 2, 1), text: 'x' }] } });
    const overlapping = diag({
      suggestion: { msg: 'm', applicability: 'MachineApplicable', edits: [
        { path: 'f.md', range: range(1, 1, 0, 1, 4, 3), text: 'x' },
        { path: 'f.md', range: range(1, 2, 1, 1, 5, 4), text: 'y' },
      ] },
    });
    const result = toRdjson([twoEdits, maybe, elsewhere, overlapping], { readText: (p) => (p === 'f.md' ? text : undefined) });
    expect(result.diagnostics.map((d) => d.suggestions ?? null)).toEqual([[{ range: { start: { line: 1, column: 7 }, end: { line: 1, column: 11 } }, text: '"a", "b"' }], null, null, null]);
    expect(applyByBytes(Buffer.from(text), result.diagnostics[0]!.suggestions!)).toBe('key: ["a", "b"]\n');
    expect(validate(result, RDJSON, { strict: true })).toEqual([]);
    expect(result.severity).toBe('WARNING');
    expect(toRdjson([], { readText: () => undefined })).toEqual({ source: { name: 'agentlint', url: 'https://github.com/agentlint/agentlint' }, diagnostics: [] });
  });
});
