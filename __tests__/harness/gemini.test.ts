/** Gemini rules against Gemini CLI's own verdicts (fixtures/oracle/gemini/cases.json). */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { GEMINI_VERSION } from '../../src/artifacts/known-values/index.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const set = JSON.parse(readFileSync('fixtures/oracle/gemini/cases.json', 'utf8')) as {
  gemini: string;
  cases: Array<{ id: string; files: Record<string, string>; observed: { exit: number; agentErrors: string[]; commandErrors: string[]; commandSent: boolean } }>;
};
const c = set.cases[0]!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const root = writeTree(c.files);
roots.push(root);
const ds = lint({ root }).diagnostics.filter((d) => d.harness === 'gemini');
const row = (d: (typeof ds)[number]) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;

describe(`Gemini CLI ${set.gemini}`, () => {
  it('was recorded on the pinned release; the good command ran', () => {
    expect(set.gemini).toBe(GEMINI_VERSION);
    expect(c.observed).toMatchObject({ exit: 0, commandSent: true });
  });
  it('the agents Gemini failed to load are exactly the gemini/agent-schema errors, at the key it names', () => {
    const failed = c.observed.agentErrors.filter((l) => l.startsWith('Agent loading error')).map((l) => /from (\S+):/.exec(l)![1]).sort();
    expect([...new Set(ds.filter((d) => d.kind === 'gemini/agent-schema').map((d) => d.span.path))].sort()).toEqual(failed);
    expect(ds.filter((d) => d.kind === 'gemini/agent-schema').map(row).sort()).toEqual([
      'gemini/agent-schema error .gemini/agents/bad.md 2:7',
      'gemini/agent-schema error .gemini/agents/nodesc.md 1:1',
      'gemini/agent-schema error .gemini/agents/unk.md 4:1',
    ]);
  });
  it('the commands Gemini skipped are errors; the key it ignored silently is a warning', () => {
    const skipped = c.observed.commandErrors.map((l) => /(\.gemini\/\S+\.toml)/.exec(l)![1]).sort();
    expect(skipped).toEqual(['.gemini/commands/broken.toml', '.gemini/commands/noprompt.toml']);
    const commands = ds.filter((d) => d.kind === 'gemini/command-schema');
    expect(commands.filter((d) => d.level === 'error').map((d) => d.span.path).sort()).toEqual(skipped);
    expect(commands.filter((d) => d.level === 'warn').map(row)).toEqual(['gemini/command-schema warn .gemini/commands/git/unk.toml 2:1']);
    expect(commands.find((d) => d.level === 'warn')!.message).toBe('Gemini CLI ignores `frobnicate` in /git:unk without a word');
    expect(c.observed.commandErrors.some((l) => l.includes('unk.toml'))).toBe(false);
  });
});
