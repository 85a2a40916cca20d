/**
 * `init` on a catalogue: the keys the catalogue adds for its own index (`source`, `date_added`, a settings
 * fragment's `description`…). A key that the harness does not know and that most files of an entry carry is the
 * catalogue's, not a misspelling: one run of the proposed entries finds such keys, and `init` lists them under the
 * entry's `metadata:`. A key few files carry stays reported: it may be a typo.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import picomatch from 'picomatch';
import type { CatalogEntry } from '../artifacts/catalog.js';
import { walkTree } from '../artifacts/walk.js';
import type { Rule } from '../diagnostics/rule.js';
import { plan, startLint } from '../engine/pipeline.js';

/** Rules that report a top-level key the harness does not read. */
const UNKNOWN_KEY_RULES = new Set(['schema/unknown-field', 'copilot/agent-unknown-field', 'settings/unknown-key', 'copilot/instructions-unknown-key']);
/** A key is the catalogue's when at least this share of an entry's files carries it, and at least MIN_FILES do. */
const SHARE = 0.1;
const MIN_FILES = 3;

/** The top-level key a finding is about (`$.frontmatter.source` and `$.description` alike), if it is one. */
function topKey(jsonPath: string | undefined): string | undefined {
  const m = /^\$(?:\.frontmatter)?\.([^.[\]]+)$/.exec(jsonPath ?? '');
  return m?.[1];
}

export function proposeMetadata(root: string, rules: readonly Rule[], catalog: readonly CatalogEntry[]): CatalogEntry[] {
  if (catalog.length === 0) return [...catalog];
  const dir = mkdtempSync(join(tmpdir(), 'agentlint-init-'));
  try {
    const configPath = join(dir, 'agentlint.yml');
    writeFileSync(configPath, JSON.stringify({ catalog }));
    const p = plan(root, configPath, rules);
    const result = startLint(p, { root, configPath, suppressionsFile: false }).finish(p);
    const matchers = catalog.map((e) => picomatch(e.files, { dot: true }));
    const entryOf = (path: string) => matchers.findIndex((m) => m(path));
    const keyFiles = catalog.map(() => new Map<string, Set<string>>());
    for (const d of [...result.diagnostics, ...result.suppressed]) {
      const i = entryOf(d.span.path);
      if (i < 0) continue;
      const key = UNKNOWN_KEY_RULES.has(d.kind) ? topKey(d.span.jsonPath) : undefined;
      if (!key) continue;
      const set = keyFiles[i]!.get(key) ?? new Set<string>();
      set.add(d.span.path);
      keyFiles[i]!.set(key, set);
    }
    const total = catalog.map(() => 0);
    for (const path of walkTree(root, []).files) {
      const i = entryOf(path);
      if (i >= 0) total[i]!++;
    }
    return catalog.map((e, i) => {
      const keys = [...keyFiles[i]!].filter(([, s]) => s.size >= MIN_FILES && s.size >= SHARE * total[i]!).map(([k]) => k).sort();
      return { ...e, metadata: keys };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
