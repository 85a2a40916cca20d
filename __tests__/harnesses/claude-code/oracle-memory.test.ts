/**
 * agentlint's memory verdicts against what Claude Code did with the same files
 * (oracle/claude-code/harness-memory.json, recorded by
 * oracle/claude-code/memory-probe.mjs on the pinned release): a file whose marker
 * did not reach the model is exactly a file agentlint says is not loaded.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { MEMORY_IMPORT_MAX_HOPS, MEMORY_ORACLE_VERSION } from '../../../src/harnesses/claude-code/known-values/claude-memory.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Case {
  id: string;
  files: Record<string, string>;
  /** A fixture folder the probe read the case's files from (the fixture-tree cases). */
  filesFrom?: string;
  markers: string[];
  literals?: string[];
  observed: { exit: number; markersSent: string[]; literalsSent: string[]; repeated?: string[]; markersAtStart?: string[]; markersAfterRead?: string[]; unusable?: string[] };
}
const set = JSON.parse(readFileSync('oracle/claude-code/harness-memory.json', 'utf8')) as { claudeCode: string; cases: Case[] };
const byId = new Map(set.cases.map((c) => [c.id, c]));
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function findings(c: Case, extra: Record<string, string> = {}) {
  const root = writeTree({ ...c.files, ...extra });
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.kind.startsWith('memory/'));
}
/** The files whose marker Claude Code did not send. */
const notLoaded = (c: Case) => Object.entries(c.files).filter(([, text]) => c.markers.some((m) => text.includes(m) && !c.observed.markersSent.includes(m))).map(([p]) => p).sort();

describe(`memory imports, against Claude Code ${set.claudeCode}`, () => {
  it('was recorded on the release the known values name, and every run succeeded', () => {
    expect(set.claudeCode).toBe(MEMORY_ORACLE_VERSION);
    for (const c of set.cases) expect([c.id, c.observed.exit]).toEqual([c.id, 0]);
  });
  it('import depth: the first file Claude Code left out is the target of the one import-depth finding', () => {
    const c = byId.get('import-depth')!;
    const sent = c.observed.markersSent.filter((m) => m.startsWith('DEPTH-')).length;
    expect(sent).toBe(MEMORY_IMPORT_MAX_HOPS);
    const ds = findings(c);
    expect(ds.map((d) => `${d.kind} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual([`memory/import-depth d${sent}.md 2:1`]);
    expect(ds[0]!.message).toBe(`\`@d${sent + 1}.md\` is ${sent + 1} imports away from CLAUDE.md: Claude Code follows ${MEMORY_IMPORT_MAX_HOPS} and silently leaves \`d${sent + 1}.md\` out (import it from a file nearer CLAUDE.md)`);
    // Files beyond the limit were not loaded; agentlint reports only the first cut (the rest hang off it).
    expect(notLoaded(c)).toEqual(['d5.md', 'd6.md', 'd7.md', 'd8.md']);
  });
  it('missing import: the text stays as written, the rest loads, agentlint reports the import', () => {
    const c = byId.get('import-missing')!;
    expect(c.observed.literalsSent).toEqual(['@docs/missing.md']);
    expect(notLoaded(c)).toEqual([]);
    expect(findings(c).map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.column}`)).toEqual(['memory/import-unresolved 2:5-21']);
  });
  it('imports in code: exactly the files in a code span or fence were not loaded, and agentlint names both', () => {
    const c = byId.get('import-in-code')!;
    expect(notLoaded(c)).toEqual(['docs/fenced.md', 'docs/span.md']);
    expect(findings(c).map((d) => `${d.kind} ${d.span.range.start.line}`)).toEqual(['memory/import-in-code 2', 'memory/import-in-code 4']);
  });
  it('imports resolve relative to the importing file', () => {
    const c = byId.get('import-relative')!;
    expect(notLoaded(c)).toEqual(['b.md']);
    expect(findings(c)).toEqual([]);
  });
  it('memory locations: .claude/CLAUDE.md, CLAUDE.local.md and .claude/rules are read as memory files', () => {
    const c = byId.get('memory-locations')!;
    // A rule with `paths:` is loaded when a matching file is read, not at the start.
    expect(notLoaded(c)).toEqual(['.claude/rules/ts.md']);
    const root = writeTree(c.files);
    roots.push(root);
    expect(lint({ root }).filesChecked).toBe(4);
  });
  it('import cycle: each file was sent once and nothing was lost; agentlint reports (info) the two imports that close a cycle', () => {
    const c = byId.get('import-cycle')!;
    expect([c.observed.markersSent, c.observed.repeated]).toEqual([c.markers, []]);
    expect(findings(c).map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.column} ${d.message}`)).toEqual([
      'memory/import-cycle info b.md 2:1-6 `@a.md` closes an import cycle: a.md → b.md → a.md; Claude Code loads each file once, so this import adds nothing',
      'memory/import-cycle info b.md 3:1-11 `@CLAUDE.md` closes an import cycle: CLAUDE.md → a.md → b.md → CLAUDE.md; Claude Code loads each file once, so this import adds nothing',
    ]);
  });
  it('rule keys: `alwaysApply` beside `paths` did not load the rule at start, `globs` did not scope it; agentlint warns at each key other than paths', () => {
    const c = byId.get('rule-keys')!;
    expect(c.observed.markersSent).toEqual(['RULEKEYS-ROOT-MARKER', 'RULEKEYS-GLOBS-MARKER']);
    expect(findings(c).filter((d) => d.kind === 'memory/rule-keys').map((d) => `${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.column} ${d.message}`)).toEqual([
      "warn .claude/rules/always.md 2:1-12 Claude Code reads only `paths` from a rule file's frontmatter: `alwaysApply` is ignored (a rule file without `paths` is always loaded); this rule is loaded only when a file its `paths` match is read",
      "warn .claude/rules/always.md 3:1-12 Claude Code reads only `paths` from a rule file's frontmatter: `description` is ignored (the rule is loaded by its `paths`, never chosen by a description); this rule is loaded only when a file its `paths` match is read",
      "warn .claude/rules/globs.md 2:1-6 Claude Code reads only `paths` from a rule file's frontmatter: `globs` is ignored (write the globs under `paths`); this rule is loaded at every session start",
      "warn .claude/rules/globs.md 3:1-12 Claude Code reads only `paths` from a rule file's frontmatter: `description` is ignored (the rule is loaded by its `paths`, never chosen by a description); this rule is loaded at every session start",
    ]);
  });
  describe('rule paths: when Claude Code sent each .claude/rules file (at the start, after the model read src/a.ts, never)', () => {
    const c = byId.get('rule-paths')!;
    const fileOf = (m: string) => `.claude/rules/${m.replace(/^RULE-|-MARKER$/g, '').toLowerCase()}.md`;
    const atStart = c.observed.markersAtStart!.map(fileOf).sort();
    const afterRead = c.observed.markersAfterRead!.map(fileOf).sort();
    const never = c.markers.map(fileOf).filter((f) => !afterRead.includes(f)).sort();
    const ds = findings(c).filter((d) => d.kind === 'memory/rule-paths');
    const flagged = (re: RegExp) => [...new Set(ds.filter((d) => re.test(d.message)).map((d) => d.span.path))].sort();
    it('was recorded as expected', () => {
      expect(atStart).toEqual(['.claude/rules/empty.md', '.claude/rules/none.md', '.claude/rules/number.md']);
      expect(never).toEqual(['.claude/rules/dot-slash.md', '.claude/rules/open-brace.md', '.claude/rules/open-bracket-file.md', '.claude/rules/open-bracket.md', '.claude/rules/open-paren.md', '.claude/rules/other-dir.md']);
      expect(c.observed.unusable).toEqual(['[claudemd_rule_globs] gitignore-style pattern is unusable (Invalid regular expression: unmatched parentheses); treating it as matching nothing: [src/**/*.ts']);
    });
    it('"loads at every session start" is said of exactly the rules with paths: that Claude Code sent at the start', () => {
      expect(flagged(/at the start of every session/)).toEqual(atStart.filter((f) => f !== '.claude/rules/none.md'));
    });
    it('every glob agentlint says never matches belongs to a rule Claude Code never sent, though it names src/**/*.ts or src/a.ts', () => {
      const broken = flagged(/matches no file|unclosed/);
      expect(broken).toEqual(['.claude/rules/dot-slash.md', '.claude/rules/open-brace.md', '.claude/rules/open-bracket-file.md', '.claude/rules/open-bracket.md']);
      for (const f of broken) expect(never).toContain(f);
    });
    it('rules Claude Code scoped correctly have no finding, except the ignored number in the mixed list', () => {
      const scoped = afterRead.filter((f) => !atStart.includes(f));
      expect(scoped).toEqual(['.claude/rules/absolute.md', '.claude/rules/brace.md', '.claude/rules/comma.md', '.claude/rules/list.md', '.claude/rules/mixed.md', '.claude/rules/string.md']);
      expect(ds.filter((d) => scoped.includes(d.span.path)).map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
        '.claude/rules/mixed.md 3:5 entries of `paths` must be glob strings: Claude Code ignores this one (the other globs still apply)',
      ]);
    });
    it('the ./ fix is the glob that did match', () => {
      const d = ds.find((x) => x.span.path === '.claude/rules/dot-slash.md')!;
      expect(d.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"src/**/*.ts"' }] });
      expect(c.files['.claude/rules/list.md']).toContain('"src/**/*.ts"');
    });
  });
  describe('rule paths against the whole tree: which rules Claude Code had sent after the model read every file outside .claude (case rule-paths-match)', () => {
    const c = byId.get('rule-paths-match')!;
    const fileOf = (m: string) => `.claude/rules/${m.replace(/^RULE-|-MARKER$/g, '').toLowerCase()}.md`;
    const never = c.markers.filter((m) => !c.observed.markersAfterRead!.includes(m)).map(fileOf).sort();
    const optIn = { '.agentlint.yml': 'rules:\n  memory/rule-paths-unmatched: {}\n' };
    const rows = () => findings(c, optIn).filter((d) => d.kind === 'memory/rule-paths-unmatched').map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.column} ${d.level}`);
    it('was recorded as expected: only the rules whose globs match no file were never sent, gitignored files included', () => {
      expect(c.observed.markersAtStart).toEqual([]);
      expect(never).toEqual(['.claude/rules/negate.md', '.claude/rules/nowhere.md']);
    });
    it('agentlint reports exactly the globs of the rules never sent, and the dead glob of the rule another glob loads', () => {
      expect(rows()).toEqual(['.claude/rules/negate.md 3:5-16 warn', '.claude/rules/nowhere.md 3:5-18 warn', '.claude/rules/partial.md 3:5-13 warn']);
      const messages = findings(c, optIn).filter((d) => d.kind === 'memory/rule-paths-unmatched').map((d) => d.message);
      expect(messages).toEqual([
        '`!src/a.ts` matches no file in the repository: Claude Code loads this rule only when it reads a file its `paths` match, so as things stand the rule is never loaded',
        '`app/**/*.ts` matches no file in the repository: Claude Code loads this rule only when it reads a file its `paths` match, so as things stand the rule is never loaded',
        '`app/**` matches no file in the repository: Claude Code loads this rule only when it reads a file its `paths` match, so this glob adds nothing (the other globs still load the rule)',
      ]);
    });
    it('is opt-in: nothing without its block; with maxFiles below the tree size it gives no answer', () => {
      expect(findings(c).filter((d) => d.kind === 'memory/rule-paths-unmatched')).toEqual([]);
      expect(findings(c, { '.agentlint.yml': 'rules:\n  memory/rule-paths-unmatched:\n    maxFiles: 3\n' }).filter((d) => d.kind === 'memory/rule-paths-unmatched')).toEqual([]);
    });
  });
  describe('the fixture trees: which .claude/rules files Claude Code sent after the model read every file of the tree outside .claude', () => {
    for (const tree of ['valid', 'planted'] as const) {
      it(`${tree}: a rule was never sent exactly when agentlint (with the tree's .agentlint.yml) reports one of its globs`, () => {
        const c = byId.get(`fixture-${tree}-rule-paths`)!;
        const root = `fixtures/harnesses/${tree}`;
        const rules = readdirSync(`${root}/.claude/rules`).map((f) => `.claude/rules/${f}`).sort();
        const sent = rules.filter((f) => c.markers.some((m) => readFileSync(`${root}/${f}`, 'utf8').includes(m) && c.observed.markersAfterRead!.includes(m)));
        const flagged = [...new Set(lint({ root }).diagnostics.filter((d) => d.kind.startsWith('memory/rule-paths')).map((d) => d.span.path))].sort();
        expect(rules).toEqual(['.claude/rules/lib.md', '.claude/rules/src.md']);
        expect(c.observed.markersAtStart).toEqual([]);
        expect(rules.filter((f) => !sent.includes(f))).toEqual(flagged);
        expect(flagged).toEqual(tree === 'valid' ? [] : rules);
      });
    }
  });
});
