/**
 * The file trees of the recorded oracle cases, wherever the layout keeps them: every `files` map in every
 * `oracle/<harness>/<file>.json`. The trees whole-tree tests run on besides the fixtures and the corpora.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The recorded oracle files: `<harness>/<file>.json` → absolute path. */
export function oracleGoldens(): Map<string, string> {
  const out = new Map<string, string>();
  for (const base of ['oracle']) {
    if (!existsSync(base)) continue;
    for (const h of readdirSync(base)) {
      const dir = join(base, h);
      if (!statSync(dir).isDirectory()) continue;
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'pins.json')) out.set(`${h}/${f}`, resolve(dir, f));
    }
  }
  return out;
}

/** Every `files` tree in a recorded golden, keyed by where it sits in the JSON. */
export function caseTrees(value: unknown, at: string, out: Array<[string, Record<string, string>]>): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => caseTrees(v, `${at}[${i}]`, out));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  const files = o.files;
  if (files && typeof files === 'object' && !Array.isArray(files) && Object.values(files).every((v) => typeof v === 'string')) {
    out.push([typeof o.id === 'string' ? `${at}{${o.id}}` : at, files as Record<string, string>]);
  }
  for (const [k, v] of Object.entries(o)) if (k !== 'files') caseTrees(v, `${at}.${k}`, out);
}

/** The case trees of one golden file. */
export function treesOf(path: string): Array<[string, Record<string, string>]> {
  const trees: Array<[string, Record<string, string>]> = [];
  caseTrees(JSON.parse(readFileSync(path, 'utf8')), '$', trees);
  return trees;
}
