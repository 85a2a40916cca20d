// `npm run site:measure`: builds the site, then measures what docs/site.md states: the playground
// bundle's size (minified and gzipped) and, in headless Chromium, the time from a keystroke to the
// findings on the default example (median and 95th percentile of 200 keystrokes, after 20 to warm up).
import { buildSite, PLAYGROUND_BUDGET_GZIP } from './build.mjs';
import { launch, measureKeystrokes, serve, watchedPage } from './browser.mjs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../_site', import.meta.url));
const built = await buildSite({ out });
const site = await serve(out);
const { browser, close } = await launch();
try {
  const { page, problems } = await watchedPage(browser);
  await page.goto(`${site.url}playground/`);
  const cold = await page.evaluate(() => window.playground.lastMs);
  await measureKeystrokes(page, 20);
  const t = await measureKeystrokes(page, 200);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`playground.js: ${kib(built.playground.bytes)} minified, ${kib(built.playground.gzip)} gzipped (budget ${kib(PLAYGROUND_BUDGET_GZIP)})`);
  console.log(`first check on load (cold engine): ${ms(cold)}`);
  console.log(`keystroke to findings, ${t.count} keystrokes: median ${ms(t.median)}, p95 ${ms(t.p95)}, max ${ms(t.max)}`);
  if (problems.length) console.log(`page problems:\n${problems.join('\n')}`);
} finally {
  await close();
  await site.close();
}
