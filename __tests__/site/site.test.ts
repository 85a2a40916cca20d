/**
 * The documentation site as `npm run site` builds it (into a scratch folder here): a page for every
 * rule at the path its findings' docs URL names, every link between pages resolving to a page of
 * the site, the rule search index, the "try it" links, and the playground bundle within its budget
 * with only the Node built-ins it has shims for.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { ALL_RULES } from '../../src/rules/index.js';
import { DOCS_BASE, docsUrl } from '../../src/diagnostics/rule.js';
// @ts-expect-error: the site build is a plain .mjs script, without types
import { buildSite, PLAYGROUND_BUDGET_GZIP } from '../../site/build.mjs';
import { decodeState } from '../../site/playground/url-state.mjs';

interface Built {
  pages: number;
  rules: number;
  playground: { bytes: number; gzip: number; shims: string[] };
}

const out = mkdtempSync(join(tmpdir(), 'agentlint-site-'));
let built: Built;

beforeAll(async () => {
  built = (await buildSite({ out })) as Built;
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every HTML file of the site, site-relative. */
function htmlFiles(dir = ''): string[] {
  return readdirSync(join(out, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(join(out, rel)).isDirectory()) return htmlFiles(rel);
    return name.endsWith('.html') ? [rel] : [];
  });
}

const page = (rel: string) => readFileSync(join(out, rel), 'utf8');

describe('npm run site', () => {
  it('writes a page for every rule, where its docs URL points', () => {
    expect(DOCS_BASE).toBe('https://agentlint.github.io/agentlint/rules');
    for (const r of ALL_RULES) {
      const url = docsUrl(r.meta.id);
      expect(url).toBe(`${DOCS_BASE}/${r.meta.id}/`);
      const rel = `rules/${url.slice(DOCS_BASE.length + 1)}index.html`;
      expect(existsSync(join(out, rel))).toBe(true);
      expect(page(rel)).toContain(`<h1 id="${r.meta.id.replace('/', '')}">${r.meta.id}</h1>`);
    }
    expect(built.rules).toBe(ALL_RULES.length);
  });

  it('writes the getting-started, docs index, harness, Action, editor, architecture, rule-index and playground pages', () => {
    expect(page('index.html')).toContain('<h2 id="quick-start">Quick start</h2>');
    for (const p of ['harnesses/claude-code/index.html', 'harnesses/copilot/index.html', 'harnesses/index.html', 'action/index.html', 'editors/index.html', 'rules/index.html', 'playground/index.html', 'site/index.html', 'docs/index.html', 'architecture/index.html', 'benchmark/index.html', 'cli/index.html', 'configuration/index.html']) {
      expect(existsSync(join(out, p))).toBe(true);
    }
    // docs/README.md is the docs index page; docs/rules/README.md (the generated tables) is not a page of its own:
    // links to it go to the site's rule index.
    expect(page('docs/index.html')).toContain('<a href="../architecture/">architecture.md</a>');
    expect(existsSync(join(out, 'rules/README'))).toBe(false);
    expect(page('index.html')).toContain('<a href="rules/">docs/rules/README.md</a>');
    const index = page('rules/index.html');
    for (const r of ALL_RULES) expect(index).toContain(`<a href="${r.meta.id}/"><code>${r.meta.id}</code></a>`);
  });

  it('links every page only to pages and files of the site (Markdown links between docs rewritten)', () => {
    const broken: string[] = [];
    for (const file of htmlFiles()) {
      for (const m of page(file).matchAll(/(?:href|src)="([^"]+)"/g)) {
        const href = m[1]!.replace(/&amp;/g, '&');
        if (/^(?:[a-z]+:|#|\/\/)/i.test(href)) continue;
        const target = posix.normalize(posix.join(posix.dirname(file), href.split('#')[0]!));
        const found = existsSync(join(out, target)) && (statSync(join(out, target)).isFile() || existsSync(join(out, target, 'index.html')));
        if (!found) broken.push(`${file}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
    // A link from a rule page to a harness page, written between Markdown files in docs/.
    expect(page('rules/agents/model-valid/index.html')).not.toMatch(/href="[^"]*\.md"/);
  });

  it('shows the pictures of docs/images/ from the site itself', () => {
    const html = page('action/index.html');
    for (const name of ['action-check-run.png', 'action-review.png', 'action-inventory-comment.png']) {
      expect(html).toContain(`src="../images/${name}"`);
      expect(readFileSync(join(out, 'images', name)).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('gives each rule with an example a "try it" link that opens its wrong example in the playground', () => {
    const html = page('rules/agents/model-valid/index.html');
    const m = /<p class="try-it"><a href="\.\.\/\.\.\/\.\.\/playground\/#([^"]+)">/.exec(html);
    expect(m).not.toBeNull();
    const example = ALL_RULES.find((r) => r.meta.id === 'agents/model-valid')!.meta.examples!;
    expect(decodeState(m![1]!)).toEqual({ files: [[example.file, example.wrong]], open: example.file });
  });

  it('indexes every rule for the search', () => {
    const index = JSON.parse(page('search-index.json')) as Array<{ id: string; d: string; h: string }>;
    expect(index.map((r) => r.id).sort()).toEqual(ALL_RULES.map((r) => r.meta.id).sort());
    expect(index.find((r) => r.id === 'agents/model-valid')).toEqual({ id: 'agents/model-valid', d: ALL_RULES.find((r) => r.meta.id === 'agents/model-valid')!.meta.description, h: 'Claude Code' });
  });

  it('bundles the playground within its budget, shimming only fs, path, crypto and Buffer', () => {
    expect(built.playground.gzip).toBeLessThanOrEqual(PLAYGROUND_BUDGET_GZIP);
    expect(built.playground.shims.sort()).toEqual(['buffer', 'crypto', 'fs', 'path']);
    expect(page('playground/index.html')).toContain('<script type="module" src="playground.js"></script>');
  });
});
