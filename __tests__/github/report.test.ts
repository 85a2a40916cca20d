import { describe, expect, it } from '@jest/globals';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { LintResult } from '../../src/engine/run.js';
import { SUMMARY_LIMIT, toSummary } from '../../src/report/summary.js';
import { toWorkflowCommands, workflowCommand } from '../../src/report/workflow-commands.js';
import { escapeData, escapeProperty } from '../../src/report/escape.js';
import { diag } from './util.js';

const TEXT = '---\nname: planner\nmodel: sonet\ntools: |\n  a\n  b\n---\n';

function result(diagnostics: Diagnostic[]): LintResult {
  return { schemaVersion: 1, tool: { name: 'agentlint', version: '0.1.0' }, ruleset: { fingerprint: 'abcd1234' }, filesChecked: 3, diagnostics, suppressed: [], skipped: [] };
}

describe('workflow commands', () => {
  it('escapes data and properties the way the runner parses them', () => {
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%')).toBe('a%3Ab%2Cc%25');
  });

  it('writes file, line, columns (single-line spans only) and the rule id as title', () => {
    const d = diag({ path: 'dir,x/a:b.md', text: TEXT, needle: 'sonet', level: 'error', message: 'bad\nmodel', help: 'want sonnet' });
    expect(workflowCommand(d, 'sub')).toBe('::error file=sub/dir%2Cx/a%3Ab.md,line=3,endLine=3,col=8,endColumn=13,title=agents/model-valid::bad%0Amodel%0Ahelp: want sonnet');
    const multi = diag({ path: 'a.md', text: TEXT, needle: '|\n  a\n  b', level: 'info' });
    expect(workflowCommand(multi)).toMatch(/^::notice file=a\.md,line=4,endLine=6,title=agents\/model-valid::/);
  });

  it('puts the most severe first and shows at most 10 per level, counting the rest', () => {
    const ds: Diagnostic[] = [];
    for (let i = 0; i < 12; i++) ds.push(diag({ path: `w${i}.md`, text: TEXT, needle: 'sonet', level: 'warn' }));
    for (let i = 0; i < 3; i++) ds.push(diag({ path: `i${i}.md`, text: TEXT, needle: 'sonet', level: 'info' }));
    for (let i = 0; i < 14; i++) ds.push(diag({ path: `e${i}.md`, text: TEXT, needle: 'sonet', level: 'error' }));
    const wc = toWorkflowCommands(ds);
    const cmds = wc.lines.filter((l) => l.startsWith('::'));
    expect(cmds.map((l) => l.slice(2, l.indexOf(' ')))).toEqual([...Array(10).fill('error'), ...Array(10).fill('warning'), ...Array(3).fill('notice')]);
    expect(wc.shown).toEqual({ error: 10, warn: 10, info: 3 });
    expect(wc.omitted).toEqual({ error: 4, warn: 2, info: 0 });
    expect(wc.lines).toContain('agentlint: 4 errors, 2 warnings not shown as annotations (GitHub shows 10 of each level per step):');
    expect(wc.lines.filter((l) => /^e1[0-3]\.md:3:8: error/.test(l))).toHaveLength(4);
    expect(toWorkflowCommands(ds, { maxPerLevel: 100 }).omitted).toEqual({ error: 0, warn: 0, info: 0 });
  });
});

describe('summary', () => {
  it('lists the findings first, grouped by file, with links to their lines; the counts and rules last', () => {
    const ds = [
      diag({ path: 'a.md', text: TEXT, needle: 'sonet', level: 'error' }),
      diag({ path: 'a.md', text: TEXT, needle: 'planner', level: 'warn', kind: 'agents/name-format' }),
      diag({ path: 'b.md', text: TEXT, needle: 'sonet', level: 'warn', message: 'pipe | inside' }),
    ];
    const md = toSummary(result(ds), { diagnostics: ds.slice(0, 3), scopeNote: 'Scope: x.', linkBase: 'https://github.com/o/r/blob/abc/' });
    expect(md.startsWith('## agentlint: 1 error, 2 warnings\n\n### Findings\n\n#### `a.md`\n\n| | Line | Rule | Message |\n| --- | --- | --- | --- |\n| ❌ | [3:8](https://github.com/o/r/blob/abc/a.md#L3) | [`agents/model-valid`]')).toBe(true);
    expect(md.indexOf('#### `b.md`')).toBeGreaterThan(md.indexOf('#### `a.md`'));
    expect(md.indexOf('<details><summary>By level and rule</summary>')).toBeGreaterThan(md.indexOf('#### `b.md`'));
    expect(md).toContain('| ❌ Errors | 1 |');
    expect(md).toContain('| ⚠️ Warnings | 2 |');
    expect(md).not.toContain('ℹ️ Notices');
    expect(md).toContain('| `agents/model-valid` | 1 | 1 | 0 |');
    expect(md).toContain('| `agents/name-format` | 0 | 1 | 0 |');
    expect(md).toContain('ruleset fingerprint: `abcd1234`');
    expect(md).toContain('pipe \\| inside');
    expect(md).toContain('Scope: x.');
  });

  it('says when there is nothing, and how many findings are outside the scope', () => {
    const ds = [diag({ path: 'a.md', text: TEXT, needle: 'sonet' })];
    expect(toSummary(result([])).startsWith('## agentlint: no findings\n')).toBe(true);
    expect(toSummary(result(ds), { diagnostics: [] })).toContain('1 more finding outside this scope');
  });

  it('lists the files not fully checked (20 by name, the rest counted), under the working directory', () => {
    const skipped = Array.from({ length: 23 }, (_, i) => ({ path: `.claude/agents/f${i}.md`, reason: 'binary file (contains NUL bytes)' }));
    const md = toSummary({ ...result([]), skipped }, { pathPrefix: 'pkg' });
    const listed = md.split('\n').filter((l) => l.startsWith('- '));
    expect(md).toContain('\n23 files not fully checked:\n');
    expect(listed).toHaveLength(21);
    expect(listed[0]).toBe('- `pkg/.claude/agents/f0.md`: binary file (contains NUL bytes)');
    expect(listed[20]).toBe('- …and 3 more');
    expect(toSummary(result([]))).not.toContain('not fully checked');
  });

  it(`stays within ${SUMMARY_LIMIT} characters, truncating the findings with a note`, () => {
    const long = 'x'.repeat(300);
    const ds = Array.from({ length: 2000 }, (_, i) => diag({ path: `agents/file-${i}.md`, text: TEXT, needle: 'sonet', message: `${long} ${i}` }));
    const md = toSummary(result(ds));
    expect(md.length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const m = /_…and (\d+) more findings not listed: the summary is limited to 65535 characters/.exec(md);
    expect(m).not.toBeNull();
    const listed = md.split('\n').filter((l) => l.startsWith('#### `agents/file-')).length;
    expect(listed + Number(m![1])).toBe(2000);
    expect(listed).toBeGreaterThan(100);
    // A small limit still yields a well-formed, bounded summary.
    const small = toSummary(result(ds), { maxLength: 2000 });
    expect(small.length).toBeLessThanOrEqual(2000);
    expect(toSummary(result(ds.slice(0, 3)))).not.toContain('more findings not listed');
  });
});
