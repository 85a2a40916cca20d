/**
 * The after-write hook decides from the written path before it loads the engine: a file no kind can claim (source
 * code, a LICENSE, a Markdown file no kind and no manifest above it claims) costs the entry point and the hook's own
 * small chunk; an agent definition loads the engine.
 * Measured on the built CLI (dist/cli/), by the code files Node loads (a module loader hook lists them).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = resolve('dist/cli/index.js');
const scratch = mkdtempSync(join(tmpdir(), 'agentlint-hook-fast-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const tracer = join(scratch, 'trace-loads.mjs');
const log = join(scratch, 'loads.txt');
// The loader hook appends each URL to a file synchronously: the hooks run on a thread of their own, whose stderr
// a process that ends at once may not flush (seen on Node 24).
const hooks = `import { appendFileSync } from 'node:fs'; export async function load(url, context, next) { if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }`;
writeFileSync(tracer, `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}));\n`);

/** The bytes of agentlint's own code Node loaded to answer a hook event for `file` (and what the hook printed). */
function loadedFor(root: string, file: string): { bytes: number; files: number; stdout: string } {
  const event = JSON.stringify({ tool_name: 'Write', tool_input: { file_path: join(root, file) }, cwd: root, hook_event_name: 'PostToolUse' });
  writeFileSync(log, '');
  const r = spawnSync(process.execPath, ['--import', tracer, CLI, 'hook', 'claude-code'], { input: event, encoding: 'utf8' });
  expect(r.status).toBe(0);
  const loaded = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((u) => fileURLToPath(u)).filter((p) => p.startsWith(resolve('dist')));
  return { bytes: loaded.reduce((n, p) => n + statSync(p).size, 0), files: loaded.length, stdout: r.stdout };
}

describe('the hook on a file that is no agent definition', () => {
  const root = mkdtempSync(join(scratch, 'repo-'));
  writeFileSync(join(root, 'LICENSE'), 'MIT\n');
  writeFileSync(join(root, 'index.ts'), 'export {};\n');
  writeFileSync(join(root, 'NOTES.md'), '# Notes\n');
  writeFileSync(join(root, 'package.json'), '{}\n');
  mkdirSync(join(root, '.claude/agents'), { recursive: true });
  writeFileSync(join(root, '.claude/agents/agent.md'), '---\nname: a\n---\n');

  it('loads neither the engine nor the harnesses: under 100 KB of code, and says nothing', () => {
    for (const file of ['LICENSE', 'index.ts', 'NOTES.md', 'package.json']) {
      const r = loadedFor(root, file);
      expect(r.stdout).toBe('');
      expect(r.bytes).toBeLessThan(100_000);
    }
  });

  it('loads the engine for a file that can be an agent definition', () => {
    const r = loadedFor(root, '.claude/agents/agent.md');
    expect(r.bytes).toBeGreaterThan(500_000);
  });
});

describe('the hook reads its event whole, however it arrives', () => {
  const root = mkdtempSync(join(scratch, 'slow-'));
  mkdirSync(join(root, '.claude/agents'), { recursive: true });
  writeFileSync(join(root, '.claude/agents/a.md'), '---\nname: a\ndescription: Reviews.\nmodel: sonet\n---\nReview.\n');

  it('from a writer that pauses halfway (the rest is read after what was read)', async () => {
    const event = JSON.stringify({ tool_name: 'Write', tool_input: { file_path: join(root, '.claude/agents/a.md') }, cwd: root, hook_event_name: 'PostToolUse' });
    const child = spawn(process.execPath, [CLI, 'hook', 'claude-code'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((done) => child.on('close', done));
    child.stdin.write(event.slice(0, 40));
    await new Promise((r) => setTimeout(r, 300));
    child.stdin.end(event.slice(40));
    expect(await exited).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ decision: 'block' });
    expect(stdout).toContain('agents/model-valid');
  });
});
