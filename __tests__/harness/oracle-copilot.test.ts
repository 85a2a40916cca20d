/**
 * agentlint's Copilot verdicts against Copilot CLI's own (fixtures/oracle/copilot/cases.json,
 * recorded by scripts/oracle/copilot-probe.mjs on the pinned release).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { copilotAgentFileName } from '../../src/artifacts/kinds/copilot.js';
import { COPILOT_VERSION } from '../../src/artifacts/known-values/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

interface Case {
  id: string;
  files: Record<string, string>;
  observed: { exit: number; agents: string[]; skills: string[]; skillFailures: string[]; log: string[] };
}
const set = JSON.parse(readFileSync('fixtures/oracle/copilot/cases.json', 'utf8')) as { copilot: string; cases: Case[] };
const byId = new Map(set.cases.map((c) => [c.id, c]));
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function copilotFindings(c: Case): Diagnostic[] {
  const root = writeTree(c.files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.harness === 'copilot');
}
const pathsOf = (ds: Diagnostic[], kind: string) => [...new Set(ds.filter((d) => d.kind === kind).map((d) => d.span.path))].sort();

describe(`Copilot CLI ${set.copilot}`, () => {
  it('was recorded on the pinned release, every run succeeded', () => {
    expect(set.copilot).toBe(COPILOT_VERSION);
    for (const c of set.cases) expect([c.id, c.observed.exit]).toEqual([c.id, 0]);
  });
  it('agents: exactly the files Copilot dropped are copilot/agent-dropped errors', () => {
    const c = byId.get('agents')!;
    const files = Object.keys(c.files).filter((p) => p.startsWith('.github/agents/'));
    const loadedNames = new Set(c.observed.agents);
    // An agent is known by its `name:` or its file name.
    const nameOf = (p: string) => /^name: (\w+)$/m.exec(c.files[p]!)?.[1] ?? copilotAgentFileName(p);
    const dropped = files.filter((p) => !loadedNames.has(nameOf(p))).sort();
    expect(dropped).toEqual(c.observed.log.filter((l) => l.startsWith('[ERROR]')).map((l) => l.split(' ')[1]!.replace(/:$/, '')).sort());
    const ds = copilotFindings(c);
    expect(pathsOf(ds, 'copilot/agent-dropped')).toEqual(dropped);
    expect(ds.filter((d) => d.kind === 'copilot/agent-dropped').every((d) => d.level === 'error')).toBe(true);
  });
  it('agents: the keys Copilot says it ignored are exactly the agent-unknown-field findings', () => {
    const c = byId.get('agents')!;
    const warned = c.observed.log.filter((l) => l.includes('unknown fields ignored')).flatMap((l) => l.split('ignored: ')[1]!.split(', ')).sort();
    const ds = copilotFindings(c).filter((d) => d.kind === 'copilot/agent-unknown-field');
    expect(ds.map((d) => /ignores `([^`]+)`/.exec(d.message)![1]).sort()).toEqual(warned);
  });
  it('skills: the failed ones are copilot/skill-load errors, the loaded ones are clean (.claude/skills included)', () => {
    const c = byId.get('skills')!;
    const failed = c.observed.skillFailures.map((l) => l.split(': ')[0]!).sort();
    const ds = copilotFindings(c);
    expect(pathsOf(ds, 'copilot/skill-load')).toEqual(failed);
    expect(c.observed.skills).toEqual(['fromclaude', 'good', 'nodesc']);
    const loaded = ['.claude/skills/fromclaude/SKILL.md', '.github/skills/good/SKILL.md', '.github/skills/nodesc/SKILL.md'];
    expect(ds.filter((d) => loaded.includes(d.span.path))).toEqual([]);
  });
  it('hooks: the skipped type and the broken file are errors; the event Copilot ignores silently is reported', () => {
    const c = byId.get('hooks')!;
    const ds = copilotFindings(c);
    const row = (d: Diagnostic) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;
    expect(c.observed.log.some((l) => l.includes('hooks.sessionStart[0].type: Invalid hook type'))).toBe(true);
    expect(c.observed.log.some((l) => l.includes('broken.json: Invalid JSON'))).toBe(true);
    expect(c.observed.log.some((l) => l.includes('bogusEvent'))).toBe(false);
    expect(ds.map(row).sort()).toEqual([
      'copilot/hook-event-unknown warn .github/hooks/h.json 4:5',
      'copilot/hook-type error .github/hooks/h.json 12:17',
      'schema/json-invalid error .github/hooks/broken.json 1:3',
    ]);
  });
});
