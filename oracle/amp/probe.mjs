#!/usr/bin/env node
// The HARNESS oracle probe for Amp (pinned platform build, how it runs: run.mjs). For each case of
// oracle/amp/cases.json it builds the project (a throwaway git repository, cases.mjs) and records what
// Amp's own listing commands say about it, with no model request: `amp skill list` (the project's skills, and the
// ones Amp skipped with its error message) and `amp mcp list` (the workspace MCP servers of `.amp/settings.json`).
// `--mutations` records oracle/amp/mutations.json instead: single-field mutations of a SKILL.md's
// frontmatter (mutate.mjs), each judged by its own `amp skill list` (a bad `name` type breaks the whole listing).
//
//   node oracle/amp/probe.mjs [--check] [--cases=a|b]
//   node oracle/amp/probe.mjs --mutations [--check]
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck, recordOrCheckMutations } from '../lib/cases.mjs';
import { amp, ampVersion, skillsOf } from './run.mjs';
import { applyMutation, mutations } from '../lib/mutate.mjs';
import { pool } from '../lib/runtime.mjs';
import { frontmatterText, lineOf } from '../lib/mutate-text.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/amp/cases.json');
const MUTATIONS = join(ROOT, 'oracle/amp/mutations.json');
const args = process.argv.slice(2);
const check = args.includes('--check');

/** The workspace section of `amp mcp list`: one line per server (name, transport, command or URL). */
function mcpOf(out) {
  const section = out.split(/\nWorkspace \.amp\/settings\.json\n/)[1] ?? '';
  return section.split('\n').map((l) => l.trim().replace(/\s{2,}/g, ' ')).filter((l) => l && !/is not a function/.test(l));
}

async function observe(c) {
  return inCaseRepo('amp-oracle-case-', c.files, async (dir) => {
    const seen = {};
    for (const what of c.observe ?? ['skills']) {
      if (what === 'skills') {
        const r = await amp(['skill', 'list'], dir);
        seen.skills = r.code === 0 ? skillsOf(r.out) : { exit: r.code, output: r.out.trim().split('\n').slice(0, 3) };
      } else if (what === 'mcp') {
        const r = await amp(['mcp', 'list'], dir);
        // The account's servers cannot load offline: that line is left out.
        const errors = r.out.split('\n').filter((l) => /error|not a function|invalid|cannot|failed/i.test(l) && !/Could not load MCP servers from Amp account/.test(l)).map((l) => l.trim());
        seen.mcp = { exit: r.code, servers: mcpOf(r.out), errors };
      }
    }
    return seen;
  });
}

async function recordMutations() {
  const BASE = { name: 'probe', description: 'Probe skill' };
  const list = mutations(BASE, { depth: 1 });
  const files = list.map((m, i) => {
    const own = { name: `m${i}`, description: `Probe skill ${i}` };
    const { text, lines } = frontmatterText(applyMutation(own, m), 'Do the probe.\n');
    return { m, path: `.agents/skills/m${i}/SKILL.md`, folder: `.agents/skills/m${i}`, text, line: m.op === 'remove' ? null : lineOf(lines, m.pointer) };
  });
  // One listing per mutation: a `name` that is not a string breaks `amp skill list` for the whole project (it sorts
  // the skills by name), so a batch would hide every other outcome. Each listing takes about a second.
  const cases = [];
  await pool(files, 2, async (f) => {
    const r = await inCaseRepo('amp-oracle-mutation-', { [f.path]: f.text }, (dir) => amp(['skill', 'list'], dir));
    const seen = skillsOf(r.out);
    const loaded = seen.loaded.find((l) => l.startsWith(`${f.folder}: `));
    const skipped = seen.skipped.find((l) => l.startsWith(`${f.folder}: `));
    const crash = r.code !== 0 ? r.out.split('\n').find((l) => /Error/.test(l))?.trim() ?? `exit ${r.code}` : undefined;
    cases.push({
      id: `amp-skill:${f.m.pointer}:${f.m.op}`, kind: 'amp-skill', pointer: f.m.pointer, op: f.m.op, files: { [f.path]: f.text }, target: f.path, line: f.line,
      outcome: crash || skipped ? 'rejects' : loaded ? 'accepts' : 'drops',
      evidence: crash ? `\`amp skill list\` fails (exit ${r.code}): ${crash.replace(/\/tmp\/\S+/g, '<project>')}` : loaded ?? skipped ?? 'not listed by `amp skill list`',
      // Alone, a boolean name is listed as text; beside another skill it breaks the listing (the recorded case).
      ...(f.m.pointer === '/name' && f.m.op === 'type:boolean' && loaded ? { runtimeFailure: 'cases.json skills-name-boolean: beside another skill, `amp skill list` fails' } : {}),
    });
  });
  cases.sort((a, b) => files.findIndex((f) => f.path === a.target) - files.findIndex((f) => f.path === b.target));
  recordOrCheckMutations({ path: MUTATIONS, harness: 'amp', version: ampVersion(), cases, label: 'Amp skill mutations', check });
}

if (args.includes('--mutations')) {
  await recordMutations();
  process.exit(0);
}
await recordOrCheck({ casesPath: CASES, versionKey: 'amp', version: ampVersion(), label: 'Amp', observe });
