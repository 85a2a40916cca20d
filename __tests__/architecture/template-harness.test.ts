/**
 * Adding a harness is one folder, one registry line and `npm run docs` (CONTRIBUTING.md "Adding a harness"): in a
 * copy of the repository's sources, the template folder (templates/harness/) becomes `src/harnesses/example/`, the
 * registry gets its line, the generated files are made again as `npm run docs` makes them, and then, with no other
 * edit, the sources type-check and the built CLI discovers, lints, lists and documents the new harness.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { removeTree, writeTree } from '../helpers/index.js';

const TSC = resolve('node_modules/typescript/bin/tsc');
let work = '';
let secondCompile: { status: number | null; output: string };
const trees: string[] = [];

/** `tsc -p tsconfig.build.json` in the copy: its exit status and what it printed. */
function compile(): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.build.json'], { cwd: work, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/**
 * What `npm run docs` writes into src/ from the registry, made from the copy's first build (in a child process: the
 * build is plain JavaScript outside this repository).
 */
const GENERATE = `
import { writeFileSync } from 'node:fs';
const registry = await import('./build/src/harnesses/registry.js');
const docs = await import('./build/src/report/docs.js');
const lazy = registry.DESCRIPTORS.filter((d) => !(d.type === 'harness' && d.alwaysLoaded));
const families = await Promise.all(lazy.map(async (d) => [d.id, await d.rules()]));
writeFileSync('src/artifacts/harness-ids.generated.ts', docs.renderHarnessIds(registry.DESCRIPTORS));
writeFileSync('src/rules/all-rules.generated.ts', docs.renderAllRulesModule(registry.DESCRIPTORS));
writeFileSync('src/rules/catalog.generated.ts', docs.renderLazyCatalog(families));
`;
function generate(): void {
  writeFileSync(join(work, 'generate.mjs'), GENERATE);
  execFileSync(process.execPath, ['generate.mjs'], { cwd: work, stdio: 'pipe' });
}

const cli = (...args: string[]) => spawnSync(process.execPath, [join(work, 'build/src/cli.js'), ...args], { encoding: 'utf8' });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'agentlint-template-'));
  cpSync('src', join(work, 'src'), { recursive: true });
  for (const f of ['tsconfig.json', 'tsconfig.build.json', 'package.json']) cpSync(f, join(work, f));
  symlinkSync(resolve('node_modules'), join(work, 'node_modules'));
  // One folder.
  cpSync('templates/harness', join(work, 'src/harnesses/example'), { recursive: true });
  // One registry line: the import, and the entry.
  const registry = join(work, 'src/harnesses/registry.ts');
  const text = readFileSync(registry, 'utf8')
    .replace("import { descriptor as droid } from './droid/descriptor.js';", "import { descriptor as droid } from './droid/descriptor.js';\nimport { descriptor as example } from './example/descriptor.js';")
    .replace(/(export const HARNESS_DESCRIPTORS = \[[^\]]*)\] as const;/, '$1, example] as const;');
  writeFileSync(registry, text);
  // npm run docs: a first build (its type errors are the stale generated files), then the generated files.
  compile();
  generate();
  secondCompile = compile();
}, 300_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  trees.forEach(removeTree);
});

describe('a harness added from the template', () => {
  it('needs no other edit: the sources type-check', () => {
    expect(readFileSync(join(work, 'src/harnesses/registry.ts'), 'utf8')).toContain(', example] as const;');
    expect(secondCompile.output).toBe('');
    expect(secondCompile.status).toBe(0);
  });

  it('is discovered and linted by its rule, at the key', () => {
    const root = writeTree({ '.example/agents/reviewer.md': '---\nname: reviewer\n---\nReview.\n', '.example/agents/writer.md': '---\nname: writer\ndescription: Writes.\n---\nWrite.\n' });
    trees.push(root);
    const r = cli(root, '--format', 'json');
    const found = (JSON.parse(r.stdout) as { diagnostics: Array<{ rule: string; harness: string; span: { path: string; range: { start: { line: number; column: number } } } }> }).diagnostics;
    expect(found.map((d) => `${d.rule} ${d.harness} ${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['example/agent-description example .example/agents/reviewer.md:2:1']);
  });

  it('is in the inventory, the help, the rule list, --harness and the generated lists', () => {
    const root = writeTree({ '.example/agents/writer.md': '---\nname: writer\ndescription: Writes.\n---\nWrite.\n' });
    trees.push(root);
    const inventory = JSON.parse(cli('inventory', root, '--format', 'json').stdout) as { harnesses: Array<{ harness: string; title: string; loaded: Array<{ kind: string; name: string }> }> };
    expect(inventory.harnesses.map((h) => [h.harness, h.title, h.loaded.map((e) => `${e.kind} ${e.name}`)])).toEqual([['example', 'Example', ['agent writer']]]);
    expect(cli('--help').stdout.replace(/\s+/g, ' ')).toContain('amp, droid, example (default:');
    expect(cli('rules').stdout).toMatch(/^example\/agent-description\s+example\s+error/m);
    expect(cli(root, '--harness', 'example').status).toBe(0);
    expect(readFileSync(join(work, 'src/artifacts/harness-ids.generated.ts'), 'utf8')).toContain('{ id: "example", title: "Example", shortTitle: "Example" }');
  });
});
