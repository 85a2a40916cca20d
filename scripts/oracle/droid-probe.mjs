#!/usr/bin/env node
// The HARNESS oracle probe for Factory's Droid CLI (pinned 0.225.2; how it runs offline: droid-run.mjs). For each
// case of fixtures/oracle/droid/cases.json it builds the project (a throwaway git repository, cases.mjs), runs one
// `droid exec` turn against the loopback stub and records what the first model request carries: the custom droids it
// lists for the Task tool (`name: description`), and for each string of the case's `expect`, whether it was sent.
// A case's `prompt` (default "say hi now") can invoke a custom command (`/name args`).
//
//   node scripts/oracle/droid-probe.mjs [--check] [--cases=a|b]
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from './cases.mjs';
import { droidsOf, droidVersion, turn } from './droid-run.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'fixtures/oracle/droid/cases.json');

async function observe(c) {
  return inCaseRepo('droid-oracle-case-', c.files, async (dir) => {
    const t = await turn(dir, c.prompt);
    if (!t.requested) return { exit: t.code, requested: false, output: t.out.trim().split('\n').slice(0, 3) };
    const seen = { exit: t.code, droids: droidsOf(t.text) };
    if (c.expect) seen.sent = Object.fromEntries(c.expect.map((s) => [s, t.text.includes(s)]));
    return seen;
  });
}

await recordOrCheck({ casesPath: CASES, versionKey: 'droid', version: droidVersion(), label: 'Droid', observe });
