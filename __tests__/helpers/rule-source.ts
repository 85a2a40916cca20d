/**
 * Where a rule's source and its test are. The source is the one file under `src/` whose rule declares the id;
 * the test sits at the same path under `__tests__/`, named after the rule:
 * `src/harnesses/<id>/rules/<family>/<rule>.ts` → `__tests__/harnesses/<id>/rules/<family>/<rule>.test.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Rule id → the repository path of the file that defines it. */
export function ruleSources(): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of listFiles('src').filter((p) => p.endsWith('.ts'))) {
    const text = readFileSync(path, 'utf8');
    if (!/\b(?:artifactRule|projectRule|engineRule)\b/.test(text)) continue;
    for (const m of text.matchAll(/^\s*id: '([a-z0-9-]+\/[a-z0-9-]+)',$/gm)) out.set(m[1]!, path.split('\\').join('/'));
  }
  return out;
}

/** The test file of rule `id` defined in `source`. */
export function ruleTestPath(id: string, source: string): string {
  const dir = posix.dirname(source).replace(/^src\//, '__tests__/');
  return `${dir}/${id.split('/')[1]}.test.ts`;
}

export function ruleSourcePath(id: string): string | undefined {
  return ruleSources().get(id);
}
