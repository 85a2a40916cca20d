/**
 * The command line keeps V8's young generation from growing (src/young-generation.ts): measured on the built CLI
 * linting a few thousand files, by the size of the new space when the process ends (V8 would have grown it to 16 MB or
 * more a semi-space). And only on the V8 releases the flag was measured on.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { keepYoungGenerationSmall } from '../../src/young-generation.js';

const scratch = mkdtempSync(join(tmpdir(), 'agentlint-young-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the young generation', () => {
  it('stays at its first size while the CLI lints 3,000 agents', () => {
    const tree = join(scratch, 'tree');
    mkdirSync(join(tree, '.claude/agents'), { recursive: true });
    for (let i = 0; i < 3000; i++) writeFileSync(join(tree, `.claude/agents/a${i}.md`), `---\nname: a${i}\ndescription: Agent ${i} reviews code.\ntools: Read, Grep\n---\nReview the change ${'and explain it '.repeat(20)}.\n`);
    const probe = join(scratch, 'probe.mjs');
    writeFileSync(probe, "import v8 from 'node:v8';\nprocess.on('exit', () => process.stderr.write(`NEW_SPACE ${v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size}\\n`));\n");
    const r = spawnSync(process.execPath, ['--import', probe, resolve('dist/cli/index.js'), tree, '--format', 'json', '--output', join(scratch, 'out.json')], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const newSpace = Number(/NEW_SPACE (\d+)/.exec(r.stderr)?.[1]);
    expect(newSpace).toBeGreaterThan(0);
    expect(newSpace).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('is left alone on a V8 release the flag was not measured on', () => {
    expect(keepYoungGenerationSmall('10.2.154.26-node.26')).toBe(false);
    expect(keepYoungGenerationSmall('15.0.1')).toBe(false);
    expect(keepYoungGenerationSmall('')).toBe(false);
  });
});
