// `node scripts/screenshots.mjs`: the pictures of docs/action.md, taken from the BUILT Action (dist/index.js;
// `npm run package` first) on a pull request with four mistakes, run as the end-to-end tests run it: a git
// repository, a real pull_request payload, and the fake GitHub API of __tests__/e2e/ that records what the
// Action posts. The check run (its summary and annotations), the review (its body and inline comments) and
// the inventory comment are rendered as GitHub Flavored Markdown by `marked` in a page styled like GitHub's
// (a small local style sheet, no network), and photographed by the system's Chromium into docs/images/.
// It also counts where each finding appears: once inline (a review comment or an annotation, never both) and
// once in the check run's summary; it exits 1 when one does not.
import { build } from 'esbuild';
import { marked } from 'marked';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from '../site/browser.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'images');

/** The pull request: what the base has, and what the head changes (one mistake in each of four places). */
const AGENT = (model, tools) => `---\nname: reviewer\ndescription: Reviews a change for bugs before it is merged\nmodel: ${model}\ntools: ${tools}\n---\nYou review the diff you are given and list the bugs you find.\n`;
const SETTINGS = (timeout) => `{\n  "hooks": {\n    "PostToolUse": [\n      {\n        "matcher": "Edit|Write",\n        "hooks": [{ "type": "command", "command": "npm run lint", "timeout": ${timeout} }]\n      }\n    ]\n  }\n}\n`;
const SKILL = (extra) => `---\nname: release-notes\ndescription: Writes the release notes from the merged pull requests\n${extra}---\nList the merged pull requests since the last tag and group them by label.\n`;
const BASE = {
  '.claude/agents/reviewer.md': AGENT('sonnet', 'Read, Grep'),
  '.claude/settings.json': SETTINGS('30'),
  '.claude/skills/release-notes/SKILL.md': SKILL(''),
};
const HEAD = {
  '.claude/agents/reviewer.md': AGENT('sonet', 'Read, Grep, Wrte'),
  '.claude/settings.json': SETTINGS('"30"'),
  '.claude/skills/release-notes/SKILL.md': SKILL('allowed-tool: Bash(gh pr list:*)\n'),
};
/** The four findings the pictures must show, each once inline and once in the summary: [path, line, rule]. */
const EXPECTED = [
  ['.claude/agents/reviewer.md', 4, 'agents/model-valid'],
  ['.claude/agents/reviewer.md', 5, 'agents/tools-known'],
  ['.claude/settings.json', 6, 'hooks/field-types'],
  ['.claude/skills/release-notes/SKILL.md', 4, 'schema/unknown-field'],
];

/** The end-to-end harness and fake GitHub (TypeScript), bundled beside their sources so their relative paths hold. */
async function loadHarness() {
  const out = join(ROOT, '__tests__', 'e2e', `.screenshots-${process.pid}.mjs`);
  const entry = 'export * from "./action-harness.ts"; export { FakeGitHub } from "./fake-github.ts";';
  await build({ stdin: { contents: entry, resolveDir: join(ROOT, '__tests__', 'e2e'), loader: 'ts' }, outfile: out, bundle: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'error' });
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(out, { force: true });
  }
}

/** Run the built Action on the pull request; returns what it posted. */
async function runPullRequest(h, scratch) {
  const ws = join(scratch, 'ws');
  mkdirSync(ws);
  h.git(ws, 'init', '-q', '-b', 'main');
  h.write(ws, BASE);
  const baseSha = h.commit(ws, 'base');
  h.git(ws, 'checkout', '-q', '-b', 'feature');
  h.write(ws, HEAD);
  const headSha = h.commit(ws, 'head: four mistakes');
  const fake = new h.FakeGitHub({
    owner: h.OWNER,
    repo: h.REPO,
    pullNumber: h.PR,
    headSha,
    files: h.pullFiles(ws, baseSha, headSha),
    contentAt: (sha, path) => {
      try {
        return h.git(ws, 'show', `${sha}:${path}`);
      } catch {
        return undefined;
      }
    },
  });
  const apiUrl = await fake.start();
  try {
    const eventPath = join(scratch, 'event.json');
    writeFileSync(eventPath, JSON.stringify(h.pullRequestEvent(baseSha, headSha)));
    // `sarif-file: ''`: the pictures need no SARIF file in the scratch repository.
    const run = await h.runAction({ scratch, workspace: ws, eventPath, apiUrl, sha: headSha, timeoutMs: 120_000, inputs: { 'sarif-file': '' } });
    if (run.signal || fake.violations.length) throw new Error(`the Action failed: ${run.signal ?? ''} ${fake.violations.join('; ')}\n${run.stderr}`);
    return { run, checkRun: fake.checkRuns.at(-1), reviews: fake.reviews, comments: fake.comments, issueComments: fake.issueComments };
  } finally {
    await fake.stop();
  }
}

const escapeHtml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const md = (text) => marked.parse(text, { gfm: true, async: false });

const CSS = `
body { margin: 0; padding: 16px; background: #fff; color: #1f2328; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; width: 880px; }
.box { border: 1px solid #d1d9e0; border-radius: 6px; margin-bottom: 16px; }
.box > header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; border-radius: 6px 6px 0 0; font-weight: 600; }
.box > header .muted { font-weight: 400; color: #59636e; }
.box > .body { padding: 8px 16px; }
h1, h2, h3 { margin: 16px 0 8px; line-height: 1.25; } h2 { font-size: 1.3em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; } h3 { font-size: 1.1em; }
p, ul, ol, table, pre, details { margin: 0 0 12px; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; } pre code { background: none; padding: 0; }
table { border-collapse: collapse; } th, td { border: 1px solid #d1d9e0; padding: 4px 10px; } th { background: #f6f8fa; } tr:nth-child(2n) td { background: #f6f8fa; }
a { color: #0969da; text-decoration: none; }
details > summary { cursor: pointer; }
.annotation { border-top: 1px solid #d1d9e0; padding: 8px 16px; } .annotation .where { color: #59636e; font-size: 12px; }
.level { font-weight: 600; } .level.failure { color: #d1242f; } .level.warning { color: #9a6700; } .level.notice { color: #0969da; }
.annotation pre { margin: 4px 0 0; white-space: pre-wrap; font: 12px ui-monospace, monospace; background: none; padding: 0; }
.code-line { font: 12px ui-monospace, monospace; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 4px 16px; white-space: pre; }
.suggested { border: 1px solid #d1d9e0; border-radius: 6px; margin: 0 0 12px; } .suggested > div { padding: 4px 12px; font: 12px ui-monospace, monospace; white-space: pre; }
.suggested .label { font: 600 12px -apple-system, sans-serif; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; }
.suggested .del { background: #ffebe9; } .suggested .add { background: #dafbe1; }
.bot { color: #59636e; font-weight: 400; }
`;

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${CSS}</style></head><body>${body}</body></html>`;
}

/** GitHub shows a ```suggestion block as the lines it replaces and the lines it proposes. */
function reviewCommentHtml(c, fileText) {
  const lines = fileText.split('\n');
  const from = c.start_line ?? c.line;
  const replaced = lines.slice(from - 1, c.line);
  const html = md(c.body).replace(/<pre><code class="language-suggestion">([\s\S]*?)<\/code><\/pre>/g, (_, code) => {
    const del = replaced.map((l) => `<div class="del">- ${escapeHtml(l)}</div>`).join('');
    const add = code.replace(/\n$/, '').split('\n').map((l) => `<div class="add">+ ${l}</div>`).join('');
    return `<div class="suggested"><div class="label">Suggested change</div>${del}${add}</div>`;
  });
  const shown = replaced.map((l, i) => `<div class="code-line">${from + i}  ${escapeHtml(l)}</div>`).join('');
  return `<div class="box"><header>${escapeHtml(c.path)} <span class="muted">line ${c.line}</span></header>${shown}<div class="body"><p class="bot"><b>github-actions</b> bot</p>${html}</div></div>`;
}

const LEVEL = { failure: 'Error', warning: 'Warning', notice: 'Notice' };

function checkRunHtml(checkRun) {
  const annotations = checkRun.annotations
    .map((a) => `<div class="annotation"><span class="level ${escapeHtml(a.annotation_level)}">${LEVEL[a.annotation_level] ?? escapeHtml(a.annotation_level)}</span> <b>${escapeHtml(a.title ?? '')}</b><div class="where">${escapeHtml(a.path)}#L${a.start_line}</div><pre>${escapeHtml(a.message)}</pre></div>`)
    .join('');
  return page(
    'check run',
    `<div class="box"><header>agentlint <span class="muted">· ${escapeHtml(checkRun.conclusion ?? checkRun.status)} · ${escapeHtml(checkRun.output.title ?? '')}</span></header><div class="body">${md(checkRun.output.summary ?? '')}${md(checkRun.output.text ?? '')}</div></div>` +
      `<div class="box"><header>Annotations <span class="muted">${checkRun.annotations.length}</span></header>${annotations || '<div class="annotation">none</div>'}</div>`,
  );
}

/** The summary's finding rows with their file: a file's `path` line, then a table whose rows start with the level and `line:column`. */
function summaryRows(summary) {
  const rows = [];
  let path;
  for (const l of summary.split('\n')) {
    const file = /^(?:#+\s*)?`([^`]+)`$/.exec(l.trim());
    if (file) path = file[1];
    const at = /^\|[^|]*\|\s*\[?(\d+):\d+/.exec(l);
    if (at && path) rows.push({ path, line: Number(at[1]), row: l });
  }
  return rows;
}

/** Where each expected finding appears: inline (annotation or review comment) and in the check run's summary. */
function tally(posted) {
  const annotated = (path, line, rule) => posted.checkRun.annotations.filter((a) => a.path === path && a.start_line === line && String(a.title ?? '').includes(rule)).length;
  const commented = (path, line, rule) => posted.comments.filter((c) => c.path === path && c.line === line && c.body.includes(rule)).length;
  return EXPECTED.map(([path, line, rule]) => {
    const inSummary = summaryRows(posted.checkRun.output.summary ?? '').filter((r) => r.path === path && r.line === line && r.row.includes(`/${rule}/`)).length;
    return { finding: `${path}:${line} ${rule}`, annotations: annotated(path, line, rule), reviewComments: commented(path, line, rule), summary: inSummary };
  });
}

async function shoot(browser, html, file) {
  const p = await browser.newPage();
  await p.setViewport({ width: 912, height: 100, deviceScaleFactor: 1 });
  // No request may leave the page: the style sheet is inline, and nothing else is needed.
  await p.setRequestInterception(true);
  p.on('request', (r) => (r.url().startsWith('data:') || r.url() === 'about:blank' ? r.continue() : r.abort()));
  await p.setContent(html, { waitUntil: 'load' });
  await p.screenshot({ path: file, fullPage: true });
  await p.close();
  return statSync(file).size;
}

async function main() {
  const dist = join(ROOT, 'dist', 'index.js');
  if (!existsSync(dist)) throw new Error('dist/index.js is missing: run `npm run package` first');
  const h = await loadHarness();
  const scratch = mkdtempSync(join(tmpdir(), 'agentlint-screenshots-'));
  let chrome;
  try {
    const posted = await runPullRequest(h, scratch);
    if (!posted.checkRun) throw new Error('the Action posted no check run');
    const counts = tally(posted);
    console.table(counts);
    const wrong = counts.filter((c) => c.annotations + c.reviewComments !== 1 || c.summary !== 1);
    const inventory = posted.issueComments.find((c) => c.body.includes('<!-- agentlint:inventory -->'));
    mkdirSync(OUT, { recursive: true });
    chrome = await launch();
    const review = posted.reviews.at(-1);
    const pictures = {
      'action-check-run.png': checkRunHtml(posted.checkRun),
      'action-review.png': page('review', `${review ? `<div class="box"><header>github-actions <span class="muted">bot reviewed</span></header><div class="body">${md(review.body)}</div></div>` : ''}${posted.comments.map((c) => reviewCommentHtml(c, HEAD[c.path] ?? '')).join('')}`),
      'action-inventory-comment.png': page('inventory comment', `<div class="box"><header>github-actions <span class="muted">bot commented</span></header><div class="body">${inventory ? md(inventory.body) : '<p>(no inventory comment was posted)</p>'}</div></div>`),
    };
    for (const [name, html] of Object.entries(pictures)) {
      const bytes = await shoot(chrome.browser, html, join(OUT, name));
      console.log(`docs/images/${name}: ${(bytes / 1024).toFixed(1)} KiB`);
      if (process.env.SCREENSHOTS_HTML) writeFileSync(join(process.env.SCREENSHOTS_HTML, name.replace(/\.png$/, '.html')), html);
    }
    if (!inventory) console.log('no inventory comment was posted');
    if (wrong.length) {
      console.error(`agentlint: not once inline and once in the summary: ${wrong.map((w) => w.finding).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
