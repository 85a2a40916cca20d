// The site in a real browser, for the browser test and for `npm run site:measure`: _site/ served
// from 127.0.0.1 on an ephemeral port, and the system's Chromium (the one on PATH, Debian's
// package) driven headless by puppeteer-core, with a fresh profile and no background traffic.
import { accessSync, constants, createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Serve a folder as GitHub Pages does (a folder answers with its index.html). Resolves to `{ url, close }`. */
export async function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir)) file = join(dir, '404');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** The `chromium` the PATH gives (the one scripts/programs.mjs checked), else Debian's path. */
export function chromiumPath(env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const p = join(dir, 'chromium');
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      /* not here */
    }
  }
  return '/usr/bin/chromium';
}

/** Headless Chromium with a fresh profile; `close()` also removes the profile. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'agentlint-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir: profile,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A page that records its console errors, failed requests and uncaught exceptions in `problems`. */
export async function watchedPage(browser) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  return { page, problems };
}

/**
 * Keystroke to findings on the playground's default example: `count` characters typed at the end of
 * the model line, each timed by the page from the keydown event to the findings rendered.
 */
export async function measureKeystrokes(page, count = 50) {
  await page.waitForSelector('body[data-ready]');
  await page.click('.cm-line:nth-child(4)');
  await page.keyboard.press('End');
  const times = [];
  for (let i = 0; i < count; i++) {
    const before = await page.evaluate(() => window.playground.checks);
    // `sonet` → `sonett` → `sonet` …: every keystroke changes the text and keeps the finding.
    if (i % 2 === 0) await page.keyboard.type('t');
    else await page.keyboard.press('Backspace');
    await page.waitForFunction((n) => window.playground.checks > n, {}, before);
    times.push(await page.evaluate(() => window.playground.keystrokeMs));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { count, first: times[0], median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}
