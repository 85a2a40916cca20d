/**
 * The rule pages, the rule index (docs/rules/README.md), the README's harness table and the
 * configuration schema are generated from the registry. This test fails when they drift;
 * `npm run docs` rewrites them. It also holds the hand-written pages to their shape: a README
 * under 300 lines, a docs index that lists every page, and relative links that resolve.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { buildConfigSchema } from '../src/engine/config-schema.js';
import { TOOL_VERSION } from '../src/engine/version.js';
import { CONFIG_FILES } from '../src/engine/config.js';
import { DESCRIPTORS, INSTALL_TARGETS, KIND_TABLE, kindsByHarness } from '../src/harnesses/registry.js';
import { Lexer, type Token } from 'marked';
import { HARNESS_TABLE_END, HARNESS_TABLE_START, renderAllRulesModule, renderHarnessTable, renderEditorGlobs, renderHarnessIds, renderHookFacts, renderHookPaths, renderLazyCatalog, renderPins, renderRuleDoc, renderRuleTable, ruleDocPath, RULE_INDEX_PATH, TABLE_END, TABLE_START, withActivationEvents, withHarnessInput } from '../src/report/docs.js';
import { ALL_RULES, LAZY_FAMILY_RULES } from '../src/rules/index.js';
import { ruleSources, ruleTestPath } from './helpers/rule-source.js';

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

const SOURCES = ruleSources();

describe('generated documentation', () => {
  it.each(ALL_RULES.map((r) => [r.meta.id, r] as const))('%s has its docs page', (_id, rule) => {
    const source = SOURCES.get(rule.meta.id);
    check(ruleDocPath(rule.meta.id), renderRuleDoc(rule, source, source && ruleTestPath(rule.meta.id, source)));
  });
  it('every rule page links the file that defines the rule', () => {
    expect(ALL_RULES.filter((r) => !SOURCES.has(r.meta.id)).map((r) => r.meta.id)).toEqual([]);
  });
  it('the catalogue page lists every install target the harnesses declare, in registry order', () => {
    const listed = [...readFileSync('docs/catalogues.md', 'utf8').matchAll(/^\| `([a-z-]+\/[a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(INSTALL_TARGETS.map((t) => t.id));
  });
  it('every rule has its test file beside the rule\'s path, which the page links', () => {
    const missing = ALL_RULES.map((r) => r.meta.id).filter((id) => !existsSync(ruleTestPath(id, SOURCES.get(id) ?? '')));
    expect(missing).toEqual([]);
  });
  it('the static list of the lazily loaded families is the registry\'s', () => {
    check('src/rules/all-rules.generated.ts', renderAllRulesModule(DESCRIPTORS));
  });
  it('the harness ids the ground floor knows are the registry\'s', () => {
    check('src/artifacts/harness-ids.generated.ts', renderHarnessIds(DESCRIPTORS));
  });
  it('the hook knows what each harness\'s hook event holds, from the descriptors', () => {
    check('src/hook/harnesses.generated.ts', renderHookFacts(DESCRIPTORS));
  });
  it('the hook rules a written path out with the kinds\' own path patterns', () => {
    check('src/hook/paths.generated.ts', renderHookPaths(KIND_TABLE, CONFIG_FILES));
  });
  it('the VS Code extension opens agentlint for the files the descriptors name', () => {
    check('editors/vscode/harness-files.generated.js', renderEditorGlobs(DESCRIPTORS));
    check('editors/vscode/package.json', withActivationEvents(readFileSync('editors/vscode/package.json', 'utf8'), DESCRIPTORS));
  });
  it("action.yml's harnesses input names every harness of the registry", () => {
    const harnesses = DESCRIPTORS.filter((d) => d.type === 'harness').map((d) => d.id);
    check('action.yml', withHarnessInput(readFileSync('action.yml', 'utf8'), harnesses));
    expect(withHarnessInput(readFileSync('action.yml', 'utf8'), ['x'])).toContain('comma-separated: `x`. Overrides');
  });
  it('the pinned releases are oracle/pins.json\'s', () => {
    check('src/harnesses/pins.generated.ts', renderPins(JSON.parse(readFileSync('oracle/pins.json', 'utf8')) as Record<string, { package: string; version: string }>));
  });
  it('the catalog of the lazily loaded families is the registry\'s', () => {
    check('src/rules/catalog.generated.ts', renderLazyCatalog(LAZY_FAMILY_RULES));
  });
  it('has no page for a rule that does not exist', () => {
    const expected = new Set([...ALL_RULES.map((r) => ruleDocPath(r.meta.id)), RULE_INDEX_PATH]);
    expect(listDocs('docs/rules').filter((p) => !expected.has(p.split('\\').join('/')))).toEqual([]);
  });
  it('every rule has a rationale and examples', () => {
    const missing = ALL_RULES.filter((r) => !r.meta.rationale || !r.meta.examples).map((r) => r.meta.id);
    expect(missing).toEqual([]);
  });
  it(`${RULE_INDEX_PATH} (the rule tables) matches the registry`, () => {
    const page = readFileSync(RULE_INDEX_PATH, 'utf8');
    const start = page.indexOf(TABLE_START);
    const end = page.indexOf(TABLE_END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    check(RULE_INDEX_PATH, page.slice(0, start) + renderRuleTable(ALL_RULES) + page.slice(end + TABLE_END.length));
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

/** The hand-written Markdown pages: the README, CONTRIBUTING.md and everything under docs/. */
const PAGES = ['README.md', 'CONTRIBUTING.md', ...listDocs('docs').map((p) => p.split('\\').join('/')).filter((p) => p.endsWith('.md'))];

/** GitHub's anchor of a heading (as site/build.mjs makes it): lower case, punctuation dropped, spaces to hyphens. */
const slug = (text: string) => text.toLowerCase().replace(/<[^>]+>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');

/** Every link and image of a Markdown text (code spans and blocks left out), and the anchors of its headings. */
function linksAndAnchors(text: string): { links: string[]; anchors: Set<string> } {
  const links: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.type === 'link' || t.type === 'image') links.push((t as { href: string }).href);
      if (t.type === 'heading') {
        const base = slug((t as { text: string }).text.replace(/`/g, ''));
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        anchors.add(n === 0 ? base : `${base}-${n}`);
      }
      if (t.type === 'html') for (const m of t.raw.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
      const inner = t as { tokens?: Token[]; items?: Token[]; header?: Array<{ tokens: Token[] }>; rows?: Array<Array<{ tokens: Token[] }>> };
      if (inner.tokens) walk(inner.tokens);
      if (inner.items) walk(inner.items);
      if (inner.header) for (const c of inner.header) walk(c.tokens);
      if (inner.rows) for (const r of inner.rows) for (const c of r) walk(c.tokens);
    }
  };
  walk(new Lexer({ gfm: true }).lex(text));
  return { links, anchors };
}

describe('documentation pages', () => {
  it('README.md has fewer than 300 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThan(300);
  });

  it('docs/README.md lists every page of docs/ and docs/harnesses/, and the rule index', () => {
    const index = readFileSync('docs/README.md', 'utf8');
    const listed = new Set(linksAndAnchors(index).links.map((l) => posix.normalize(posix.join('docs', l.split('#')[0]!))));
    const pages = PAGES.filter((p) => p.startsWith('docs/') && p !== 'docs/README.md' && (!p.startsWith('docs/rules/') || p === RULE_INDEX_PATH));
    expect(pages.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('every harness of the registry has its page, listed in docs/README.md under its title', () => {
    const index = readFileSync('docs/README.md', 'utf8');
    const pageOf = (d: (typeof DESCRIPTORS)[number]) => `harnesses/${d.id}.md`;
    const missing = DESCRIPTORS.filter((d) => d.type === 'harness').filter((d) => !index.includes(`[${pageOf(d)}](${pageOf(d)}): ${d.title}`));
    expect(missing.map((d) => d.id)).toEqual([]);
  });

  it('every relative link of README.md, CONTRIBUTING.md and docs/ names a file that exists (and a heading it has)', () => {
    const anchorsOf = new Map<string, Set<string>>();
    const anchors = (path: string) => {
      if (!anchorsOf.has(path)) anchorsOf.set(path, linksAndAnchors(readFileSync(path, 'utf8')).anchors);
      return anchorsOf.get(path)!;
    };
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const href of linksAndAnchors(readFileSync(page, 'utf8')).links) {
        if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
        // Not a path: a pattern in a table that Markdown reads as a link (claude-code-validator.md quotes a regular expression).
        if (!/^[\w.\/%~#+-]*$/.test(href)) continue;
        const [path, anchor] = href.split('#') as [string, string | undefined];
        const target = path === '' ? page : posix.normalize(posix.join(posix.dirname(page), decodeURI(path))).replace(/\/$/, '');
        if (!existsSync(target)) broken.push(`${page}: ${href} (no file ${target})`);
        else if (anchor && target.endsWith('.md') && !anchors(target).has(anchor)) broken.push(`${page}: ${href} (no heading #${anchor} in ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
