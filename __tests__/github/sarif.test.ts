import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint, type LintResult } from '../../src/engine/run.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { sarifText } from '../../src/report/escape.js';
import { FINGERPRINT_KEY, joinUri, toSarif, type SarifLog } from '../../src/report/sarif.js';
import { removeTree, writeTree } from '../helpers/index.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A tree with real mistakes: fixable ones, a parse error, UTF-16 columns, a space in a path, a config typo, duplicates. */
export const SARIF_TREE: Record<string, string> = {
  '.agentlint.yml': 'lints:\n  agents/name-formatt: deny\n',
  '.claude/agents/planner.md': '---\nname: planner\ndescription: Plans work 📋\nmodel: sonet\ntools: Read, Wrte, Grep\n---\nYou plan.\n',
  '.claude/agents/my agent.md': '---\nname: Planner_Two\ndescription: "📋📋 plans"\nmodel: opsu\ntools: ["📋x", Wrte]\n---\nBody\n',
  '.claude/agents/dup.md': '---\nname: planner\ndescription: Another planner\n---\nBody\n',
  '.claude/agents/broken.md': '---\nname: broken\ndescription: [unclosed\n---\nBody\n',
  '.claude/commands/go.md': '---\nallowed-tools: Bash(git:*), Raed\n---\nRun $ARGUMENTS\n',
};

describe('toSarif', () => {
  let root: string;
  let result: LintResult;
  let log: SarifLog;

  beforeAll(() => {
    root = writeTree(SARIF_TREE);
    result = lint({ root, callSite: [{ key: 'agents/name-format', setting: 'allow' }] });
    log = toSarif(result, ALL_RULES, { srcRoot: root });
  });
  afterAll(() => removeTree(root));

  it('is one SARIF 2.1.0 run with the tool and every registered rule', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    const { driver } = log.runs[0]!.tool;
    expect(driver).toMatchObject({ name: 'agentlint', version: result.tool.version, semanticVersion: result.tool.version, informationUri: expect.stringMatching(/^https:/) });
    expect(driver.rules.map((r) => r.id)).toEqual(ALL_RULES.map((r) => r.meta.id));
    for (const [i, r] of driver.rules.entries()) {
      const meta = ALL_RULES[i]!.meta;
      expect(r.shortDescription.text.length).toBeGreaterThan(0);
      expect(r.fullDescription.text.length).toBeGreaterThan(0);
      expect(r.help.text).toContain(r.helpUri);
      expect(r.help.markdown).toContain(`](${r.helpUri})`);
      expect(r.helpUri).toBe(`https://agentlint.github.io/agentlint/rules/${meta.id}/`);
      expect(r.defaultConfiguration.level).toBe({ error: 'error', warn: 'warning', info: 'note' }[meta.defaultLevel]);
      expect(r.properties.tags).toContain(meta.category);
      for (const k of meta.kinds) expect(r.properties.tags).toContain(`kind:${k}`);
      expect(['very-high', 'high', 'medium', 'low']).toContain(r.properties.precision);
    }
    expect(log.runs[0]!.columnKind).toBe('utf16CodeUnits');
    expect(log.runs[0]!.automationDetails.id).toBe('agentlint/');
    expect(log.runs[0]!.originalUriBaseIds!['%SRCROOT%']!.uri).toMatch(/^file:\/\/\/.*\/$/);
  });

  it('has a result for every diagnostic with its rule, level, location, fingerprint and fixes', () => {
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(result.diagnostics.length);
    for (const [i, d] of result.diagnostics.entries()) {
      const r = run.results[i]!;
      expect(r.ruleId).toBe(d.kind);
      expect(run.tool.driver.rules[r.ruleIndex!]!.id).toBe(d.kind);
      expect(r.level).toBe({ error: 'error', warn: 'warning', info: 'note' }[d.level]);
      // The text as written, its square brackets escaped (SARIF would read `[x](1)` as a link).
      expect(r.message.text.startsWith(sarifText(d.message))).toBe(true);
      const loc = r.locations[0]!.physicalLocation;
      expect(loc.artifactLocation).toEqual({ uri: joinUri('', d.span.path), uriBaseId: '%SRCROOT%' });
      expect(loc.region).toEqual({ startLine: d.span.range.start.line, startColumn: d.span.range.start.column, endLine: d.span.range.end.line, endColumn: d.span.range.end.column });
      expect(r.partialFingerprints[FINGERPRINT_KEY]).toBe(d.fingerprint);
      expect(r.relatedLocations?.length ?? 0).toBe(d.related.length);
      const machine = d.suggestion?.applicability === 'MachineApplicable';
      expect(r.fixes !== undefined).toBe(machine);
      if (machine) {
        const reps = r.fixes![0]!.artifactChanges.flatMap((c) => c.replacements);
        expect(reps.map((x) => x.insertedContent.text).sort()).toEqual(d.suggestion!.edits.map((e) => e.text).sort());
      }
    }
    // The fixture really exercises these.
    expect(run.results.some((r) => r.fixes)).toBe(true);
    expect(run.results.some((r) => r.level === 'error')).toBe(true);
    expect(run.results.some((r) => r.locations[0]!.physicalLocation.artifactLocation.uri === '.claude/agents/my%20agent.md')).toBe(true);
  });

  it('counts columns in UTF-16 code units', () => {
    const line = 'tools: ["📋x", Wrte]';
    const d = result.diagnostics.find((x) => x.span.path === '.claude/agents/my agent.md' && x.kind === 'agents/tools-known' && x.message.startsWith('unknown tool `Wrte`'))!;
    expect(d).toBeDefined();
    // The emoji is one code point but two UTF-16 code units: SARIF says utf16CodeUnits.
    expect(d.span.range.start.column).toBe(line.indexOf('Wrte') + 1);
    expect([...line.slice(0, line.indexOf('Wrte'))].length + 1).toBe(d.span.range.start.column - 1);
    const r = log.runs[0]!.results[result.diagnostics.indexOf(d)]!;
    expect(r.locations[0]!.physicalLocation.region).toMatchObject({ startLine: 5, startColumn: line.indexOf('Wrte') + 1, endColumn: line.indexOf('Wrte') + 5 });
  });

  it('leaves suppressed findings out unless asked', () => {
    expect(result.suppressed.length).toBeGreaterThan(0);
    expect(result.suppressed.every((d) => d.kind === 'agents/name-format')).toBe(true);
    expect(log.runs[0]!.results.some((r) => r.ruleId === 'agents/name-format')).toBe(false);
    const all = toSarif(result, ALL_RULES, { includeSuppressed: true });
    const sup = all.runs[0]!.results.filter((r) => r.suppressions);
    expect(sup).toHaveLength(result.suppressed.length);
    expect(sup[0]!.suppressions![0]!.justification).toContain('call-site');
  });

  it('prefixes uris with the working directory, percent-encoded', () => {
    const sub = toSarif(result, ALL_RULES, { pathPrefix: 'packages/my app/' });
    expect(sub.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri.startsWith('packages/my%20app/')).toBe(true);
    expect(joinUri('./a', 'b/c#d.md')).toBe('a/b/c%23d.md');
  });

  it('validates with the official SARIF Multitool (rule kinds Sarif and Gh): zero errors, zero warnings', () => {
    const file = join(root, 'agentlint.sarif');
    writeFileSync(file, JSON.stringify(log, null, 2));
    const withSuppressed = join(root, 'suppressed.sarif');
    writeFileSync(withSuppressed, JSON.stringify(toSarif(result, ALL_RULES, { includeSuppressed: true, pathPrefix: 'sub dir' })));
    const r = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'sarif-validate.mjs'), file, withSuppressed, '--json'], { encoding: 'utf8', timeout: 180_000 });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as { ruleKinds: string[]; errors: number; warnings: number; findings: unknown[] };
    expect(report.ruleKinds).toEqual(['Sarif', 'Gh']);
    expect(report.findings).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.warnings).toBe(0);
    expect(r.status).toBe(0);
  }, 200_000);

  it('the validator does report a broken log (it is really checking)', () => {
    const broken = JSON.parse(JSON.stringify(log)) as SarifLog;
    delete (broken.runs[0]!.tool.driver.rules[0] as Partial<(typeof broken.runs)[0]['tool']['driver']['rules'][0]>).help;
    (broken.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation as { uri: string }).uri = 'file:///abs/path.md';
    const file = join(root, 'broken.sarif');
    writeFileSync(file, JSON.stringify(broken));
    const r = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'sarif-validate.mjs'), file, '--json'], { encoding: 'utf8', timeout: 180_000 });
    const report = JSON.parse(r.stdout) as { errors: number; findings: Array<{ ruleId: string; kind: string }> };
    expect(report.errors).toBeGreaterThan(0);
    expect(report.findings.some((f) => f.kind === 'Gh' && f.ruleId === 'GH2012')).toBe(true);
    expect(r.status).toBe(1);
  }, 200_000);
});
