#!/usr/bin/env node
// Validate SARIF files with the official SARIF Multitool (@microsoft/sarif-multitool),
// once with `--rule-kind Sarif` (the SARIF spec's rules) and once with `--rule-kind Gh`
// (GitHub code scanning's ingestion rules). Fails on any error or warning.
//
//   node scripts/sarif-validate.mjs agentlint.sarif [more.sarif] [--json]
//
// npm 11 does not run the platform package's install script (`chmod u+x Sarif.Multitool`),
// so this script makes the binary executable itself.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
export const RULE_KINDS = ['Sarif', 'Gh'];
/** Port 9 (discard) on loopback: nothing listens, so a connection is refused at once. */
const LOOPBACK_NOWHERE = 'http://127.0.0.1:9';

export function multitoolBinary() {
  const pkg = `@microsoft/sarif-multitool-${process.platform}`;
  let dir;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`${pkg} is not installed (npm install --save-dev @microsoft/sarif-multitool)`);
  }
  const bin = join(dir, process.platform === 'win32' ? 'Sarif.Multitool.exe' : 'Sarif.Multitool');
  if (!existsSync(bin)) throw new Error(`no Multitool binary at ${bin}`);
  if (process.platform !== 'win32') {
    const mode = statSync(bin).mode;
    if ((mode & 0o111) !== 0o111) chmodSync(bin, mode | 0o755);
  }
  return bin;
}

/** Run `validate --rule-kind <kind>` on one file; returns the Multitool's findings (level, rule, message). */
export function validate(file, kind) {
  const bin = multitoolBinary();
  const dir = mkdtempSync(join(tmpdir(), 'sarif-validate-'));
  const out = join(dir, 'validation.sarif');
  try {
    const r = spawnSync(bin, ['validate', '--rule-kind', kind, '--output', out, resolve(file)], {
      encoding: 'utf8',
      // The .NET runtime needs ICU or invariant mode; invariant mode is enough for validation.
      // Rule SARIF2006 (a note: "URIs should be reachable") GETs every help URI. With no network
      // each GET waits out DNS timeouts (about 23 s a run); a proxy on a closed loopback port
      // makes them fail at once, and nothing leaves the machine.
      env: {
        DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: process.env.DOTNET_SYSTEM_GLOBALIZATION_INVARIANT ?? '1',
        ...process.env,
        HTTP_PROXY: LOOPBACK_NOWHERE,
        HTTPS_PROXY: LOOPBACK_NOWHERE,
        http_proxy: LOOPBACK_NOWHERE,
        https_proxy: LOOPBACK_NOWHERE,
        NO_PROXY: '',
        no_proxy: '',
      },
    });
    if (r.error) throw r.error;
    if (!existsSync(out)) throw new Error(`the Multitool wrote no report (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
    const log = JSON.parse(readFileSync(out, 'utf8'));
    const run = log.runs?.[0] ?? {};
    const notifications = (run.invocations ?? []).flatMap((i) => [...(i.toolExecutionNotifications ?? []), ...(i.toolConfigurationNotifications ?? [])]);
    const failed = (run.invocations ?? []).some((i) => i.executionSuccessful === false);
    const findings = (run.results ?? []).map((res) => ({
      kind,
      level: res.level ?? 'warning',
      ruleId: res.ruleId,
      message: res.message?.text ?? [res.message?.id, ...(res.message?.arguments ?? [])].join(' '),
    }));
    for (const n of notifications) findings.push({ kind, level: n.level ?? 'error', ruleId: 'tool', message: n.message?.text ?? JSON.stringify(n.message) });
    if (failed) findings.push({ kind, level: 'error', ruleId: 'tool', message: `validation did not complete:\n${r.stdout}` });
    return findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(argv) {
  const json = argv.includes('--json');
  const files = argv.filter((a) => a !== '--json');
  if (files.length === 0) {
    console.error('usage: node scripts/sarif-validate.mjs FILE.sarif [...] [--json]');
    return 2;
  }
  const report = [];
  for (const f of files) for (const kind of RULE_KINDS) report.push(...validate(f, kind).map((x) => ({ file: f, ...x })));
  const bad = report.filter((x) => x.level === 'error' || x.level === 'warning');
  if (json) console.log(JSON.stringify({ files, ruleKinds: RULE_KINDS, errors: bad.filter((x) => x.level === 'error').length, warnings: bad.filter((x) => x.level === 'warning').length, findings: bad }, null, 2));
  else {
    for (const x of bad) console.log(`${x.file}: ${x.level} ${x.ruleId} (${x.kind}): ${x.message}`);
    console.log(`${files.length} file(s), rule kinds ${RULE_KINDS.join(' and ')}: ${bad.filter((x) => x.level === 'error').length} error(s), ${bad.filter((x) => x.level === 'warning').length} warning(s)`);
  }
  return bad.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
