/**
 * Which rules a recorded case backs: a rule's page (docs/rules/<category>/<rule>.md, generated from its `meta` by
 * `npm run docs`) names the golden file (`oracle/<harness>/<file>.json`) and the case, as
 * __tests__/harnesses/rationale-cases.test.ts reads it: a backticked id (`config-hooks-not-table`), or the words
 * after "case"/"cases" (cases a, b and c). A cited id with a placeholder (`config-mcp-type-<key>`) names every case
 * it matches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './install.mjs';

/** Every rule page: `{ id, text }`. */
function rulePages(dir = join(ROOT, 'docs/rules')) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return rulePages(join(dir, e.name));
    if (!e.name.endsWith('.md')) return [];
    const text = readFileSync(join(dir, e.name), 'utf8');
    const id = /^# (\S+)/.exec(text)?.[1];
    return id ? [{ id, text }] : [];
  });
}

/** The case ids a text names (the rationale test's reading), as patterns: a placeholder `<…>` matches any text. */
export function namedCases(text) {
  const words = [
    ...[...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]),
    ...[...text.matchAll(/\bcases? ([a-z0-9-]+(?:(?:, | and )[a-z0-9-]+)*)/g)].flatMap((m) => m[1].split(/, | and /)),
  ];
  return [...new Set(words)].map((w) => {
    if (!w.includes('<')) return (id) => id === w;
    const re = new RegExp(`^${w.split(/<[^>]*>/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
    return (id) => re.test(id);
  });
}

/** The text of one rule's page ('' when there is none). */
export const rulePageText = (id) => rulePages().find((p) => p.id === id)?.text ?? '';

/**
 * For each of `ids` (cases of the golden file `golden`, e.g. `codex/cases.json`): the ids of the rules citing it.
 * With `all`, one entry (`*`) lists every rule whose page names the golden file.
 */
export function rulesCiting(golden, ids, pages = rulePages(), { all = false } = {}) {
  const out = new Map();
  const citing = pages.filter((p) => p.text.includes(`oracle/${golden}`)).map((p) => ({ id: p.id, names: namedCases(p.text) }));
  if (all) out.set('*', citing.map((r) => r.id).sort());
  for (const id of ids) {
    const rules = citing.filter((r) => r.names.some((match) => match(id))).map((r) => r.id).sort();
    if (rules.length) out.set(id, rules);
  }
  return out;
}
