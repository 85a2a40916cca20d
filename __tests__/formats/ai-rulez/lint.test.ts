/** The ai-rulez family through the whole engine (`lint({ root })`). */
import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { lint } from '../../../src/engine/run.js';
import { FIXTURES } from './fixtures.js';

const diags = (name: string) =>
  lint({ root: resolve(FIXTURES, name) }).diagnostics.map((d) => `${d.kind} ${d.level} ${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column}`);

describe('lint() on ai-rulez fixtures', () => {
  it('a valid chain of three lints clean (no ai-rulez finding, no agent rule misfiring on ai-rulez fields)', () => {
    expect(diags('chain')).toEqual([]);
  });
  it('a missing base is an error with its docs link and fingerprint', () => {
    const r = lint({ root: resolve(FIXTURES, 'missing-base') });
    const d = r.diagnostics.find((x) => x.span.path === '.ai-rulez/agents/reviewer.md')!;
    expect(d.kind).toBe('ai-rulez/extends-unresolved');
    expect(d.level).toBe('error');
    expect(d.category).toBe('correctness');
    expect(d.docs).toBe('https://agentlint.github.io/agentlint/rules/ai-rulez/extends-unresolved/');
    expect(d.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(d.suggestion?.edits[0]!.text).toBe('code-reviewer');
    expect(diags('missing-base')).toEqual([
      'ai-rulez/extends-unresolved error .ai-rulez/agents/helper.md:3:10',
      'ai-rulez/extends-unresolved error .ai-rulez/agents/reviewer.md:3:10',
    ]);
  });
  it('cycles, unloaded builtins and the remote note come out at their levels', () => {
    expect(diags('cycle')).toEqual(['ai-rulez/extends-cycle error .ai-rulez/agents/a.md:3:10', 'ai-rulez/extends-cycle error .ai-rulez/agents/x.md:3:10']);
    expect(diags('builtin-absent')).toEqual(['ai-rulez/builtin-not-loaded error .ai-rulez/agents/security-auditor.md:3:10']);
    expect(diags('remote')).toEqual(['ai-rulez/remote-include info .ai-rulez/config.toml:5:10']);
  });
  it('invalid TOML is reported once, by ai-rulez/config-invalid', () => {
    expect(diags('invalid-toml')).toEqual(['ai-rulez/config-invalid error .ai-rulez/config.toml:3:14']);
  });
});
