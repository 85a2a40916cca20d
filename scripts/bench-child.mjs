// Runs a script in this process and reports its wall time (from process start) and peak RSS on exit.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], script, ...args];
process.on('exit', () => {
  const files = globalThis.__benchFiles ?? null;
  process.stderr.write(`BENCH ${JSON.stringify({ ms: performance.now(), rss: process.resourceUsage().maxRSS, files })}\n`);
});
process.stdout.write = () => true; // the report itself is not measured
await import(pathToFileURL(script).href);
