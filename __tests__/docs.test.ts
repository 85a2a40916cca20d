/**
 * The docs pages, README rule table and configuration schema are generated from
 * the registry. This test fails when they drift; `npm run docs` rewrites them.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildConfigSchema } from '../src/engine/config-schema.js';
import { TOOL_VERSION } from '../src/engine/version.js';
import { DESCRIPTORS, kindsByHarness } from '../src/harnesses/registry.js';
import { HARNESS_TABLE_END, HARNESS_TABLE_START, renderHarnessTable, renderAllRulesModule, renderLazyCatalog, renderRuleDoc, renderRuleTable, ruleDocPath, TABLE_END, TABLE_START } from '../src/report/docs.js';
import { ALL_RULES, LAZY_FAMILY_RULES } from '../src/rules/index.js';

const UPDATE = process.env.UPDATE_DOCS === '1';

function check(path: string, expected: string) {
  if (UPDATE) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, expected);
  }
  expect(existsSync(path) ? readFileSync(path, 'utf8') : `(missing ${path})`).toBe(expected);
}

function listDocs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listDocs(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('generated documentation', () => {
  it.each(ALL_RULES.map((r) => [r.meta.id, r] as const))('%s has its docs page', (_id, rule) => {
    check(ruleDocPath(rule.meta.id), renderRuleDoc(rule));
  });
  it('the static list of the lazily loaded families is the registry\'s', () => {
    check('src/rules/all-rules.generated.ts', renderAllRulesModule(DESCRIPTORS));
  });
  it('the catalog of the lazily loaded families is the registry\'s', () => {
    check('src/rules/catalog.generated.ts', renderLazyCatalog(LAZY_FAMILY_RULES));
  });
  it('has no page for a rule that does not exist', () => {
    const expected = new Set(ALL_RULES.map((r) => ruleDocPath(r.meta.id)));
    expect(listDocs('docs/rules').filter((p) => !expected.has(p.split('\\').join('/')))).toEqual([]);
  });
  it('every rule has a rationale and examples', () => {
    const missing = ALL_RULES.filter((r) => !r.meta.rationale || !r.meta.examples).map((r) => r.meta.id);
    expect(missing).toEqual([]);
  });
  it('README rule table matches the registry', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    expect(start).toBeGreaterThan(-1);
    const next = readme.slice(0, start) + renderRuleTable(ALL_RULES) + readme.slice(end + TABLE_END.length);
    check('README.md', next);
  });
  it('README harness table matches the registry', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(HARNESS_TABLE_START);
    const end = readme.indexOf(HARNESS_TABLE_END);
    expect(start).toBeGreaterThan(-1);
    check('README.md', readme.slice(0, start) + renderHarnessTable(ALL_RULES, kindsByHarness()) + readme.slice(end + HARNESS_TABLE_END.length));
  });
  it('schema/agentlint.schema.json matches the registry', () => {
    check('schema/agentlint.schema.json', JSON.stringify(buildConfigSchema(ALL_RULES), null, 2) + '\n');
  });
  it('version.ts matches package.json', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).version).toBe(TOOL_VERSION);
  });
  it('rule ids are unique and family/name shaped', () => {
    const ids = ALL_RULES.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
  });
});
