/**
 * The house, drawn from its imports (docs/architecture.md): imports flow from the entry points down to the ground
 * floor (`artifacts/`, `diagnostics/`), which knows no harness; a harness's or format's folder uses only the shared
 * layers, never another's folder; and no module reaches itself again through its imports. Every import counts:
 * `import type` (a type is a dependency of the design too), `export … from`, and `import()` (a lazy rule family).
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve('src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Every relative module a source file imports, as a `src/`-relative path (`engine/run.ts`). */
function importsOf(file: string, text: string): string[] {
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return [...new Set(specs.map((s) => relative(SRC, resolve(dirname(file), s)).split('\\').join('/').replace(/\.js$/, '.ts')))];
}

const GRAPH = new Map(sources(SRC).map((f) => [relative(SRC, f).split('\\').join('/'), importsOf(f, readFileSync(f, 'utf8'))]));

const layer = (path: string) => path.split('/')[0]!;
const GROUND = new Set(['artifacts', 'diagnostics']);
/** `harnesses/<id>/` or `formats/<id>/`: the folder of one harness or format; undefined for anything else. */
const familyOf = (path: string) => /^((?:harnesses|formats)\/[^/]+)\//.exec(path)?.[1];
const ENTRY_POINTS = new Set(['cli', 'github', 'lsp', 'mcp', 'hook']);

/** Strongly connected components of more than one module (Tarjan), each sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) out.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

const edges = () => [...GRAPH].flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

describe('the import graph of src/', () => {
  it('resolves every relative import to a source file', () => {
    expect(edges().filter((e) => !GRAPH.has(e.to)).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
    expect(GRAPH.size).toBeGreaterThan(400);
  });

  it('has no circle', () => {
    expect(circles(GRAPH)).toEqual([]);
  });

  it('the ground floor (artifacts/, diagnostics/) imports only the ground floor', () => {
    const up = edges().filter((e) => GROUND.has(layer(e.from)) && !GROUND.has(layer(e.to)));
    expect(up.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("a harness's or format's folder imports only shared layers, never another's folder, the engine or an entry point", () => {
    const bad = edges().filter((e) => {
      const from = familyOf(e.from);
      if (!from) return false;
      const to = familyOf(e.to);
      return (to !== undefined && to !== from) || ['engine', 'report', ...ENTRY_POINTS].includes(layer(e.to));
    });
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("the shared rule helpers (rules/shared/) import no harness's or format's folder", () => {
    const bad = edges().filter((e) => e.from.startsWith('rules/shared/') && familyOf(e.to) !== undefined);
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("a harness's or format's rules/ folder holds rules only (its helpers are in lib/)", () => {
    const notRules = [...GRAPH.keys()].filter((path) => {
      if (!/^(?:harnesses|formats)\/[^/]+\/rules\//.test(path) || path.endsWith('/index.ts')) return false;
      return !/\b(?:artifactRule|projectRule)(?:<[^>]*>)?\(/.test(readFileSync(join(SRC, path), 'utf8'));
    });
    expect(notRules).toEqual([]);
  });

  it('finds a circle and an upward import where there is one (the checks can fail)', () => {
    const planted = new Map<string, string[]>([
      ['artifacts/a.ts', ['engine/b.ts']],
      ['engine/b.ts', ['artifacts/a.ts']],
    ]);
    expect(circles(planted)).toEqual([['artifacts/a.ts', 'engine/b.ts']]);
    expect(importsOf(join(SRC, 'engine/x.ts'), "import type { A } from '../artifacts/a.js';\nexport * from './c.js';\nconst m = await import('../harnesses/h/rules/index.js');")).toEqual([
      'artifacts/a.ts',
      'engine/c.ts',
      'harnesses/h/rules/index.ts',
    ]);
  });
});
