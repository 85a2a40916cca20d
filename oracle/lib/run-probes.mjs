/**
 * How the runner starts probe scripts: each as `node oracle/<script> <args> [--check]` in its own process, in lanes
 * side by side (most of a probe's time is a harness starting up and waiting on its loopback stub, so two cores keep
 * more than one probe busy; `ORACLE_LANES=1` runs them one after the other). A probe's output is printed whole when
 * it ends, so the log stays readable.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './install.mjs';
import { argsOf, scriptOf } from './probes.mjs';

/**
 * Run one probe: `item` is `{ probe, args }` (`args`: a case or set filter, or none). `root`: the repository the
 * script is taken from (a shadow copy for `--latest`); `env`: added to the environment. Resolves with
 * `{ entry, seconds, status, output }`; a probe named that is not there fails (a move must not drop a probe silently).
 */
export function runProbe(item, { check, root = ROOT, env = {}, quiet = false } = {}) {
  const { probe, args = [] } = item;
  const entry = probe.entry;
  const path = join(root, 'oracle', scriptOf(entry));
  if (!existsSync(path)) {
    process.stderr.write(`oracle: ${entry}: no such probe (${path})\n`);
    return Promise.resolve({ entry, seconds: 0, status: 'missing', output: '' });
  }
  return new Promise((done) => {
    const t = Date.now();
    const argv = [path, ...argsOf(entry), ...args, ...(check ? ['--check'] : [])];
    const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 1_800_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      const seconds = (Date.now() - t) / 1000;
      const output = Buffer.concat(out).toString('utf8');
      if (!quiet) process.stdout.write(output);
      const shown = args.length ? `${entry} ${args.join(' ').slice(0, 120)}` : entry;
      process.stderr.write(`oracle: ${shown} exit ${status} in ${seconds.toFixed(1)} s\n`);
      done({ entry, seconds, status, output });
    });
  });
}

/** Run `items` in their probes' lanes (or one after the other with `serial`); resolves with every result. */
export async function runInLanes(items, options = {}) {
  const serial = options.serial ?? process.env.ORACLE_LANES === '1';
  const lanes = serial ? [items] : [0, 1, 2].map((l) => items.filter((i) => (i.probe.lane ?? 0) === l)).filter((l) => l.length);
  const results = [];
  await Promise.all(lanes.map(async (lane) => {
    for (const item of lane) results.push(await runProbe(item, options));
  }));
  return results;
}
