// `npm run site`: the documentation site in _site/ (git-ignored), static, built from the repository.
// Pages: the README (getting started), the docs index (docs/README.md), one per rule (docs/rules/, generated
// from the registry by `npm run docs`, plus a "try it" link built from the rule's examples), one per harness,
// the other docs (the Action, the editors, the architecture, …), a rule index with search (in place of
// docs/rules/README.md, which lists the same rules as tables), and the playground (the engine from
// src/ bundled for the browser by esbuild). Links between Markdown files become links between pages;
// links to other repository files go to GitHub.
import { build } from 'esbuild';
import { Marked } from 'marked';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundle } from './bundle.mjs';
import { encodeState } from './playground/url-state.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the site is written: _site/ for `npm run site`, a scratch folder in tests. */
let OUT = join(ROOT, '_site');
const REPO_BLOB = 'https://github.com/agentlint/agentlint/blob/main';
/** The generated rule tables (RULE_INDEX_PATH in src/report/docs.ts): the site writes its own rule index instead. */
const RULE_INDEX = 'docs/rules/README.md';
/** The documentation's pictures, copied to the site's `images/`. */
const IMAGES = 'docs/images';
/** The playground's budget: engine and editor together, minified and gzipped (docs/site.md). */
export const PLAYGROUND_BUDGET_GZIP = 500 * 1024;

/** The site page (folder, `''` for the home page) of a repository Markdown file, or null for a file the site does not hold. */
export function pageOf(repoPath) {
  if (repoPath === 'README.md') return '';
  // The docs index; the rule index's page is the site's own (ruleIndex), so links to docs/rules/README.md go there.
  if (repoPath === 'docs/README.md') return 'docs/';
  if (repoPath === RULE_INDEX) return 'rules/';
  // The folders of rule and harness pages have an index page each.
  if (repoPath === 'docs/rules' || repoPath === 'docs/harnesses') return `${repoPath.slice('docs/'.length)}/`;
  const m = /^docs\/(.+)\.md$/.exec(repoPath);
  return m ? `${m[1]}/` : null;
}

/** The link from page `from` (a folder) to `to`: relative, so the site works under any base path. */
function hrefFrom(from, to) {
  const rel = posix.relative(`/${from}`, `/${to}`);
  if (rel === '') return './';
  return to === '' || to.endsWith('/') ? `${rel}/` : rel;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const slug = (text) => text.toLowerCase().replace(/<[^>]+>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');

/** Markdown of `repoPath` as HTML for its page: links rewritten, headings with GitHub's anchors. */
function renderMarkdown(text, repoPath, page) {
  const md = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link' || token.type === 'image') token.href = rewriteLink(token.href, repoPath, page);
    },
    renderer: {
      heading({ tokens, depth, text: raw }) {
        return `<h${depth} id="${slug(raw)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  return md.parse(text);
}

function rewriteLink(href, repoPath, page) {
  if (/^[a-z]+:|^#|^\/\//i.test(href)) return href;
  const [path, anchor] = href.split('#');
  const target = posix.normalize(posix.join(posix.dirname(repoPath), decodeURI(path))).replace(/\/$/, '');
  // The pictures of docs/images/ are copied into the site's images/ (a link to GitHub's page of a picture shows no picture).
  if (target.startsWith(`${IMAGES}/`)) return hrefFrom(page, target.slice('docs/'.length));
  const to = pageOf(target);
  const hash = anchor === undefined ? '' : `#${anchor}`;
  if (to !== null) return `${hrefFrom(page, to)}${hash}`;
  return `${REPO_BLOB}/${target}${hash}`;
}

/** The layout every page shares: navigation, the rule search, the content. */
function layout(page, title, body) {
  const base = hrefFrom(page, '');
  const nav = [
    ['', 'Getting started'],
    ['docs/', 'Docs'],
    ['rules/', 'Rules'],
    ['harnesses/', 'Harnesses'],
    ['action/', 'GitHub Action'],
    ['editors/', 'Editors'],
    ['playground/', 'Playground'],
  ]
    .map(([to, label]) => `<a href="${hrefFrom(page, to)}"${to === page ? ' aria-current="page"' : ''}>${label}</a>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="site-base" content="${base}">
<title>${escapeHtml(title)} · agentlint</title>
<link rel="stylesheet" href="${base}site.css">
<link rel="icon" href="data:,">
</head>
<body>
<header><a class="brand" href="${base}">agentlint</a><nav>${nav}</nav>
<div class="search"><input id="search" type="search" placeholder="Search rules" aria-label="Search rules" autocomplete="off"><ol id="search-results"></ol></div></header>
<main>
${body}
</main>
<script src="${base}search.js" defer></script>
</body>
</html>
`;
}

function writePage(page, title, body) {
  const dir = join(OUT, page);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), layout(page, title, body));
}

/** Every `docs/**.md` file, repository-relative. */
function markdownFiles(dir) {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) return markdownFiles(rel);
    return name.endsWith('.md') ? [rel] : [];
  });
}

/** The registry, read by bundling site/registry.ts for Node (the build needs no TypeScript loader). */
async function loadRegistry() {
  // Beside the sources, so that the packages it leaves out resolve from node_modules/ (git-ignored; removed after).
  const out = join(ROOT, 'site', `.registry-${process.pid}-${Date.now()}.mjs`);
  await build({ entryPoints: [join(ROOT, 'site/registry.ts')], outfile: out, bundle: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'error' });
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(out, { force: true });
  }
}

/** A rule's example as a playground link: its wrong file and the files it needs beside it. */
export function tryItState(meta) {
  const ex = meta.examples;
  if (!ex?.file) return undefined;
  const files = [...Object.entries(ex.context ?? {}), [ex.file, ex.wrong]];
  return { files, open: ex.file };
}

function rulePage(meta, repoPath) {
  const page = `rules/${meta.id}/`;
  let html = renderMarkdown(readFileSync(join(ROOT, repoPath), 'utf8'), repoPath, page);
  const state = tryItState(meta);
  if (state) {
    const link = `<p class="try-it"><a href="${hrefFrom(page, 'playground/')}#${encodeState(state)}">Try the wrong example in the playground</a></p>`;
    html = html.replace(/(<\/h1>\n)/, `$1${link}\n`);
  }
  writePage(page, meta.id, html);
}

function ruleIndex(registry) {
  const groups = new Map();
  for (const r of registry.RULES) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  const sections = [...groups]
    .map(
      ([group, rules]) =>
        `<h2 id="${slug(group)}">${escapeHtml(registry.GROUP_TITLES[group] ?? group)}</h2>\n<ul class="rules">\n${rules
          .map((r) => `<li><a href="${r.id}/"><code>${r.id}</code></a> ${escapeHtml(r.description)}</li>`)
          .join('\n')}\n</ul>`,
    )
    .join('\n');
  writePage('rules/', 'Rules', `<h1>Rules</h1>\n<p>${registry.RULES.length} rules, by harness. Search them with the box above.</p>\n${sections}`);
}

function harnessIndex(files) {
  const items = files.map((f) => {
    const title = /^# (.+)$/m.exec(readFileSync(join(ROOT, f), 'utf8'))?.[1] ?? f;
    return `<li><a href="${hrefFrom('harnesses/', pageOf(f))}">${escapeHtml(title.replace(/`/g, ''))}</a></li>`;
  });
  writePage('harnesses/', 'Harnesses', `<h1>Harnesses</h1>\n<p>What each harness loads, as agentlint knows it, and the rules that check it.</p>\n<ul>\n${items.join('\n')}\n</ul>`);
}

/** The search index: every rule's id, description and page. */
function searchIndex(registry) {
  const index = registry.RULES.map((r) => ({ id: r.id, d: r.description, h: registry.GROUP_TITLES[r.group] ?? r.group }));
  writeFileSync(join(OUT, 'search-index.json'), JSON.stringify(index));
}

async function playground() {
  const dir = join(OUT, 'playground');
  mkdirSync(dir, { recursive: true });
  const meta = await bundle(join(ROOT, 'site/playground/app.ts'), join(dir, 'playground.js'));
  writeFileSync(join(dir, 'index.html'), layout('playground/', 'Playground', readFileSync(join(ROOT, 'site/playground/body.html'), 'utf8')).replace('</main>', '</main>\n<script type="module" src="playground.js"></script>'));
  const js = readFileSync(join(dir, 'playground.js'));
  const builtins = Object.keys(meta.inputs).filter((i) => i.includes('site/playground/shims/'));
  return { bytes: js.length, gzip: gzipSync(js, { level: 9 }).length, shims: builtins.map((b) => posix.basename(b, '.ts')) };
}

export async function buildSite({ out = join(ROOT, '_site') } = {}) {
  OUT = out;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const registry = await loadRegistry();
  const docs = markdownFiles('docs');
  const byId = new Map(registry.RULES.map((r) => [`docs/rules/${r.id}.md`, r]));
  const missing = registry.RULES.filter((r) => !existsSync(join(ROOT, `docs/rules/${r.id}.md`))).map((r) => r.id);
  if (missing.length) throw new Error(`rules without a page (run npm run docs): ${missing.join(', ')}`);

  writePage('', 'Getting started', renderMarkdown(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'README.md', ''));
  for (const f of docs) {
    if (f === RULE_INDEX) continue;
    const meta = byId.get(f);
    if (meta) rulePage(meta, f);
    else writePage(pageOf(f), /^# (.+)$/m.exec(readFileSync(join(ROOT, f), 'utf8'))?.[1]?.replace(/`/g, '') ?? f, renderMarkdown(readFileSync(join(ROOT, f), 'utf8'), f, pageOf(f)));
  }
  ruleIndex(registry);
  harnessIndex(docs.filter((f) => f.startsWith('docs/harnesses/')));
  searchIndex(registry);
  for (const asset of ['site.css', 'search.js']) cpSync(join(ROOT, 'site/assets', asset), join(OUT, asset));
  if (existsSync(join(ROOT, IMAGES))) cpSync(join(ROOT, IMAGES), join(OUT, 'images'), { recursive: true });
  writeFileSync(join(OUT, '.nojekyll'), '');
  const size = await playground();
  if (size.gzip > PLAYGROUND_BUDGET_GZIP) throw new Error(`the playground is ${size.gzip} bytes gzipped, over its budget of ${PLAYGROUND_BUDGET_GZIP}`);
  return { pages: docs.filter((f) => f !== RULE_INDEX).length + 4, rules: registry.RULES.length, playground: size };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const r = await buildSite();
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`_site/: ${r.pages} pages (${r.rules} rules) in ${Date.now() - started} ms`);
  console.log(`playground.js: ${kb(r.playground.bytes)} minified, ${kb(r.playground.gzip)} gzipped (budget ${kb(PLAYGROUND_BUDGET_GZIP)}); Node built-ins shimmed: ${r.playground.shims.join(', ')}`);
}
