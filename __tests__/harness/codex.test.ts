/** Codex rules: the AGENTS.md cap against Codex CLI's own input (fixtures/oracle/codex/cases.json), and role files. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CODEX_PROJECT_DOC_MAX_BYTES, CODEX_VERSION } from '../../src/artifacts/known-values/index.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

interface Case {
  id: string;
  files: Record<string, string>;
  generate?: Record<string, { head: string; repeat: string; times: number; tail: string }>;
  observed: { exit: number; instructionsBytes: number; markersSent: string[]; stderr: string[] };
}
const set = JSON.parse(readFileSync('fixtures/oracle/codex/cases.json', 'utf8')) as { codex: string; cases: Case[] };
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const filesOf = (c: Case) => {
  const files = { ...c.files };
  for (const [p, g] of Object.entries(c.generate ?? {})) files[p] = g.head + g.repeat.repeat(g.times) + g.tail;
  return files;
};
function codexFindings(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.harness === 'codex');
}

describe(`AGENTS.md against Codex CLI ${set.codex}`, () => {
  it('was recorded on the pinned release', () => {
    expect(set.codex).toBe(CODEX_VERSION);
  });
  it('the finding starts at the first character Codex dropped, and Codex said nothing', () => {
    const c = set.cases.find((x) => x.id === 'agents-md-cap')!;
    expect(c.observed.instructionsBytes).toBe(CODEX_PROJECT_DOC_MAX_BYTES);
    expect(c.observed.stderr).toEqual([]);
    const text = filesOf(c)['AGENTS.md']!;
    const ds = codexFindings(filesOf(c));
    expect(ds.map((d) => d.kind)).toEqual(['codex/agents-md-size']);
    // ASCII text: the byte count is the character offset of the cut.
    expect(ds[0]!.span.range.start.offset).toBe(c.observed.instructionsBytes);
    expect(text.slice(0, ds[0]!.span.range.start.offset).includes('END-MARKER')).toBe(false);
    expect(ds[0]!.message).toBe(`Codex reads only the first 32768 bytes of the AGENTS.md chain: from here on (${text.length - 32768} bytes of AGENTS.md) nothing reaches the model, and Codex says nothing`);
  });
  it('a file Codex read whole has no finding', () => {
    const c = set.cases.find((x) => x.id === 'agents-md-small')!;
    expect(c.observed.markersSent).toEqual(['SMALL-MARKER']);
    expect(codexFindings(filesOf(c))).toEqual([]);
  });
  it('a nested AGENTS.md is cut where the chain from the root reaches the cap; an override shadows AGENTS.md', () => {
    const big = 'x'.repeat(30000) + '\n';
    const ds = codexFindings({ 'AGENTS.md': big, 'pkg/AGENTS.md': 'y'.repeat(5000), 'pkg/AGENTS.override.md': 'z'.repeat(4000) });
    expect(ds.map((d) => `${d.span.path} ${d.span.range.start.offset}`)).toEqual([`pkg/AGENTS.override.md ${32768 - big.length - 2}`]);
  });
});

describe('codex/role-schema', () => {
  it('reports unknown keys (with a certain rename), missing required keys and TOML errors at their place', () => {
    const ds = codexFindings({
      '.codex/agents/typo.toml': 'name = "r"\ndescription = "d"\ndeveloper_instruction = "x"\n',
      '.codex/agents/missing.toml': 'name = "r"\ndeveloper_instructions = "x"\n',
      '.codex/agents/broken.toml': 'name = = "x"\n',
      '.codex/agents/good.toml': 'name = "r"\ndescription = "d"\ndeveloper_instructions = "x"\nmodel = "gpt-5"\n',
    });
    const row = (d: (typeof ds)[number]) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.level} ${d.message}`;
    expect(ds.map(row)).toEqual([
      '.codex/agents/broken.toml 1:8 error Codex ignores this role: it is not valid TOML (' + ds[0]!.message.split('(')[1]!.replace(/\)$/, '') + ')',
      '.codex/agents/missing.toml 1:1 error Codex ignores this role: `description` is required',
      '.codex/agents/typo.toml 3:1 error Codex ignores this whole role: `developer_instruction` is not a role field ("unknown field") (did you mean `developer_instructions`?)',
    ]);
    expect(ds[2]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'developer_instructions' }] });
  });
});
