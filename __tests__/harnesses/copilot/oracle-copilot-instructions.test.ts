/**
 * Path-specific instructions, prompt files, the setup-steps workflow and long agent prompts: agentlint's
 * findings against what Copilot CLI did with them (oracle/copilot/cases.json).
 */
import { describe, expect, it } from '@jest/globals';
import { copilotCase, lintCase, row } from './copilot-oracle.js';

describe('Copilot CLI path-specific instructions (case instructions-frontmatter)', () => {
  const c = copilotCase('instructions-frontmatter');
  const ds = lintCase(c).copilot;
  const rowsOf = (file: string) => ds.filter((d) => d.span.path === file).map(row).sort();
  const inTable = (file: string) => c.observed.instructionTable!.some((r) => r.split(' | ')[1] === file);
  const inlined = (file: string) => c.observed.instructionsInlined!.includes(file);

  it('the recording: a file without a usable applyTo is inlined, one with a pattern is a table row; coding-agent is left out', () => {
    expect(c.observed.log).toEqual([]);
    for (const f of ['nocolon', 'number', 'unclosed', 'noapply', 'unknown', 'excl-bad', 'excl-cr']) expect(inlined(`.github/instructions/${f}.instructions.md`)).toBe(true);
    for (const f of ['broken', 'badglob', 'nomatch', 'ok', 'list', 'comma', 'unquoted', 'dotslash']) expect(inTable(`.github/instructions/${f}.instructions.md`)).toBe(true);
    expect(c.observed.instructions).not.toContain('.github/instructions/excl-cc.instructions.md');
    expect(c.observed.instructionTable).toContain('[1, 2 | .github/instructions/broken.instructions.md');
    expect(c.observed.instructionTable).toContain('**/*.py | .github/instructions/unquoted.instructions.md');
  });
  it('applyTo lost (never closed, no colon, a number) or raw text that is no pattern: copilot/instructions-frontmatter', () => {
    expect(rowsOf('.github/instructions/unclosed.instructions.md')).toEqual(['copilot/instructions-frontmatter warn .github/instructions/unclosed.instructions.md 1:1']);
    expect(rowsOf('.github/instructions/nocolon.instructions.md')).toEqual(['copilot/instructions-frontmatter warn .github/instructions/nocolon.instructions.md 2:1']);
    expect(rowsOf('.github/instructions/number.instructions.md')).toEqual(['copilot/instructions-frontmatter warn .github/instructions/number.instructions.md 2:10']);
    expect(rowsOf('.github/instructions/broken.instructions.md')).toEqual(['copilot/instructions-frontmatter warn .github/instructions/broken.instructions.md 2:10']);
    expect(ds.find((d) => d.span.path.endsWith('broken.instructions.md'))!.message).toContain('raw text `[1, 2`');
    // The CLI read an unquoted glob as the glob: nothing to say.
    expect(rowsOf('.github/instructions/unquoted.instructions.md')).toEqual(['copilot/instructions-apply-to warn .github/instructions/unquoted.instructions.md 2:10']);
  });
  it('a pattern that is no glob or matches no file: copilot/instructions-apply-to', () => {
    expect(rowsOf('.github/instructions/badglob.instructions.md')).toEqual(['copilot/instructions-apply-to warn .github/instructions/badglob.instructions.md 2:10']);
    expect(rowsOf('.github/instructions/nomatch.instructions.md')).toEqual(['copilot/instructions-apply-to warn .github/instructions/nomatch.instructions.md 2:10']);
    // `**/*.ts, **/*.md`: `**/*.md` matches the instruction files themselves; `src/**` and `**/*.ts` match src/a.ts.
    for (const f of ['ok', 'list', 'sub/deep', 'dotslash']) expect([f, rowsOf(`.github/instructions/${f}.instructions.md`)]).toEqual([f, []]);
  });
  it('excludeAgent and unknown keys', () => {
    expect(rowsOf('.github/instructions/excl-bad.instructions.md')).toEqual(['copilot/instructions-exclude-agent warn .github/instructions/excl-bad.instructions.md 3:15']);
    expect(rowsOf('.github/instructions/excl-cc.instructions.md')).toEqual(['copilot/instructions-exclude-agent info .github/instructions/excl-cc.instructions.md 3:15']);
    expect(rowsOf('.github/instructions/excl-cr.instructions.md')).toEqual([]);
    expect(rowsOf('.github/instructions/unknown.instructions.md')).toEqual(['copilot/instructions-unknown-key warn .github/instructions/unknown.instructions.md 3:1']);
    expect(rowsOf('.github/instructions/noapply.instructions.md')).toEqual([]);
    expect(rowsOf('.github/copilot-instructions.md')).toEqual([]);
  });
});

describe('Copilot files the CLI does not read (case cloud-files)', () => {
  const c = copilotCase('cloud-files');
  it('the recording: neither the prompt file nor the setup workflow reached the request, instruction list or log', () => {
    expect(c.observed.markersSent).toEqual([]);
    expect(c.observed.instructions).toEqual(['AGENTS.md']);
    expect(c.observed.log).toEqual([]);
  });
  it('agentlint checks them against their documentation', () => {
    expect(lintCase(c).copilot.map(row).sort()).toEqual([
      'copilot/prompt-frontmatter warn .github/prompts/review.prompt.md 3:1',
      'copilot/setup-steps-job error .github/workflows/copilot-setup-steps.yml 4:3',
    ]);
  });
});

describe('A custom agent prompt over 30,000 characters (case agent-long-prompt)', () => {
  it('loads whole; agentlint warns, at the character past the limit', () => {
    const c = copilotCase('agent-long-prompt');
    expect(c.observed.agents).toEqual(['long']);
    expect(c.observed.agentTools!.long).toContain('view');
    expect(lintCase(c).copilot.map(row)).toEqual(['copilot/agent-prompt-length warn .github/agents/long.agent.md 559:31']);
  });
});
