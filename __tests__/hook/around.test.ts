/**
 * The after-write hook lints a written file with only its neighbourhood parsed (another plugin's or extension's
 * files are left out), and with the whole tree when a cross-file rule has something to say. Its answer must be the
 * whole tree's, always: checked on every file of every fixture tree, and a sample of the corpus.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../src/engine/discover.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { lintAround } from '../../src/engine/lint-loading.js';
import { lint } from '../../src/engine/run.js';
import { CORPUS } from '../helpers/corpus.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';
import { removeTree, writeTree } from '../helpers/index.js';

const line = (d: Diagnostic) => `${d.kind} ${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

/** Files of a tree whose hook answer differs from the whole tree's lint (each with both answers). */
async function differences(root: string, files: readonly string[]): Promise<Array<{ file: string; whole: string[]; around: string[] }>> {
  const out = [];
  for (const file of files) {
    const whole = lint({ root, only: [file] }).diagnostics.map(line);
    const around = (await lintAround({ root, only: [file] })).diagnostics.map(line);
    if (whole.join('\n') !== around.join('\n')) out.push({ file, whole, around });
  }
  return out;
}

const parsedPaths = (root: string) => [...new Set(discover(root).project.files.map((f) => f.file.path))];

describe('the hook lints a written file with its neighbourhood', () => {
  const twoPlugins = {
    '.claude-plugin/marketplace.json': JSON.stringify({ name: 'm', owner: { name: 'o' }, plugins: [{ name: 'docs', source: './docs' }, { name: 'ops', source: './ops' }] }),
    'docs/.claude-plugin/plugin.json': '{"name":"docs"}',
    'docs/agents/writer.md': '---\nname: writer\ndescription: Writes docs.\nmodel: sonet\n---\nWrite.\n',
    'ops/.claude-plugin/plugin.json': '{"name":"ops"}',
    'ops/agents/deployer.md': '---\nname: deployer\ndescription: Deploys.\n---\nDeploy.\n',
    '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews.\ntools: Agent(docs:writer)\n---\nReview.\n',
  };

  it('parses no other plugin, and keeps the harnesses and the manifests of the whole tree', () => {
    const root = writeTree(twoPlugins);
    roots.push(root);
    const d = discover(root, { around: ['docs/agents/writer.md'] });
    expect(d.project.files.map((f) => f.file.path).sort()).toEqual(['.claude-plugin/marketplace.json', '.claude/agents/reviewer.md', 'docs/.claude-plugin/plugin.json', 'docs/agents/writer.md', 'ops/.claude-plugin/plugin.json']);
    expect(d.project.harnesses).toEqual(discover(root).project.harnesses);
  });

  it("answers as the whole tree does, also where a reference needs another plugin's agent", async () => {
    const root = writeTree(twoPlugins);
    roots.push(root);
    expect(await differences(root, parsedPaths(root))).toEqual([]);
    const reviewer = (await lintAround({ root, only: ['.claude/agents/reviewer.md'] })).diagnostics.map(line);
    expect(reviewer.filter((l) => l.startsWith('agents/agent-reference'))).toEqual([]);
    expect((await lintAround({ root, only: ['docs/agents/writer.md'] })).diagnostics.map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`)).toContain('agents/model-valid 4:8');
  });

  it.each(fixtureRoots().filter((r) => !r.startsWith('fixtures/same-output')))('answers as the whole tree does on every file of %s', async (root) => {
    expect(await differences(root, parsedPaths(root))).toEqual([]);
  });

  (CORPUS ? it : it.skip)(`answers as the whole tree does on a sample of the corpus${CORPUS ? '' : ' (not on this machine)'}`, async () => {
    const files = parsedPaths(CORPUS!);
    expect(await differences(CORPUS!, files.filter((_, i) => i % Math.ceil(files.length / 12) === 0))).toEqual([]);
  }, 60_000);
});
