/** OpenCode rules against OpenCode's own verdicts (fixtures/oracle/opencode/cases.json). */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { OPENCODE_VERSION } from '../../src/artifacts/known-values/index.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

interface Case {
  id: string;
  files: Record<string, string>;
  observed: { listExit: number; invalid: string | null; agents: Record<string, { mode: string; options: string[]; promptHasFrontmatter: boolean }> };
}
const set = JSON.parse(readFileSync('fixtures/oracle/opencode/cases.json', 'utf8')) as { opencode: string; cases: Case[] };
const byId = new Map(set.cases.map((c) => [c.id, c]));
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function findings(c: Case) {
  const root = writeTree(c.files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.harness === 'opencode');
}
const row = (d: ReturnType<typeof findings>[number]) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;

describe(`OpenCode ${set.opencode}`, () => {
  it('was recorded on the pinned release', () => {
    expect(set.opencode).toBe(OPENCODE_VERSION);
  });
  it('the keys OpenCode moved into options are exactly the agent-frontmatter warnings; broken YAML became the prompt', () => {
    const c = byId.get('agents')!;
    expect(c.observed.agents['unk']!.options).toEqual(['frobnicate', 'permissions']);
    expect(c.observed.agents['broken']).toEqual({ mode: 'all', options: [], promptHasFrontmatter: true });
    expect(c.observed.agents['good']).toEqual({ mode: 'subagent', options: [], promptHasFrontmatter: false });
    const ds = findings(c);
    expect(ds.filter((d) => !d.kind.startsWith('schema/')).map(row).sort()).toEqual([
      'opencode/agent-frontmatter error .opencode/agent/broken.md 3:1',
      'opencode/agent-frontmatter warn .opencode/agent/unk.md 4:1',
      'opencode/agent-frontmatter warn .opencode/agent/unk.md 5:1',
    ]);
    // The parse finding (its kind belongs to the schema family) is about OpenCode too: this harness read the file.
    expect(ds.filter((d) => d.kind.startsWith('schema/')).map((d) => `${d.span.path} ${d.harness}`)).toEqual(['.opencode/agent/broken.md opencode']);
    const moved = ds.filter((d) => d.span.path.endsWith('unk.md')).map((d) => /know `([^`]+)`/.exec(d.message)![1]).sort();
    expect(moved).toEqual(c.observed.agents['unk']!.options);
  });
  it('the file that stopped `opencode agent list` is the one opencode/agent-mode error', () => {
    const c = byId.get('bad-mode')!;
    expect(c.observed.listExit).toBe(1);
    expect(c.observed.invalid).toBe('Error: Configuration is invalid at .opencode/agent/badmode.md');
    expect(findings(c).map(row)).toEqual(['opencode/agent-mode error .opencode/agent/badmode.md 3:7']);
  });
});
