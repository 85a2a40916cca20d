/**
 * Lint options' `overlay` for a file not on disk yet (the MCP server's lint_text): discovery reads it as if the walk
 * had listed it, in a folder that does not exist yet too, and leaves it out when the configuration ignores it.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintLoadingRules } from '../../src/engine/lint-loading.js';

const root = mkdtempSync(join(tmpdir(), 'agentlint-overlay-'));
writeFileSync(join(root, '.agentlint.yml'), 'ignore:\n  - ".claude/agents/ignored.md"\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const AGENT = '---\nname: new\ndescription: Reviews migrations\nmodel: sonet\n---\nReview.\n';
const lintAt = (path: string) => lintLoadingRules({ root, only: [path], overlay: new Map([[path, AGENT]]) });

describe('an overlaid file that is not on disk', () => {
  it('is linted at its path, in a folder that does not exist yet, and nothing is written', async () => {
    const r = await lintAt('.claude/agents/new.md');
    expect(r.filesChecked).toBe(1);
    expect(r.diagnostics.map((d) => `${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column} ${d.kind}`)).toEqual(['.claude/agents/new.md:4:8 agents/model-valid']);
    expect(existsSync(join(root, '.claude'))).toBe(false);
  });

  it('stays out when the configuration ignores its path', async () => {
    const r = await lintAt('.claude/agents/ignored.md');
    expect([r.filesChecked, r.diagnostics]).toEqual([0, []]);
  });
});
