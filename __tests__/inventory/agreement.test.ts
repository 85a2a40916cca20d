/**
 * The inventory agrees with the linter, on every tree the release tests run on (the fixtures, the recorded
 * oracle cases, the shared corpora when this machine has them). Read from the findings' effects and where they
 * point, the way a reader of the JSON report would:
 * - a `not-loaded` finding: its file is listed as not loaded (for a server inside a file: that server);
 * - an `ignored` finding on a hook event, a hook handler or an MCP server: that element is not counted as loaded;
 * - an `ignored` or `fails-at-run-time` finding on a value the inventory shows: the value carries a note
 *   (`problems`, or `dropped` for what is ignored);
 * - and conversely: every "not loaded", every skipped handler and every problem note names a finding.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { shortReason } from '../../src/engine/inventory/fate.js';
import type { HarnessInventory, InventoryEntry, NotLoadedEntry } from '../../src/engine/inventory/model.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';
import { removeTree, writeTree } from '../helpers/index.js';
import { oracleGoldens, treesOf } from '../helpers/oracle-trees.js';

/** `.key` or `["key"]`, one step of a JSONPath. */
const STEP = String.raw`(?:\.([A-Za-z_][A-Za-z0-9_]*)|\["((?:[^"\\]|\\.)*)"\])`;
const keyOf = (m: RegExpExecArray, at: number) => m[at] ?? JSON.parse(`"${m[at + 1]}"`);
const EVENT = new RegExp(`^\\$(?:\\.frontmatter)?\\.hooks${STEP}$`);
const HANDLER = new RegExp(`^(\\$(?:\\.frontmatter)?\\.hooks${STEP})\\[\\d+\\](?:\\.hooks\\[\\d+\\])?`);
const SERVER = new RegExp(`^\\$(?:\\.mcpServers|\\.servers|\\.mcp|\\.mcp_servers)${STEP}(.*)$`);
const VALUE = new RegExp(`^\\$(?:\\.frontmatter)?${STEP}`);

const where = (d: Diagnostic) => `${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} [${d.effect}] at ${d.span.subject ?? d.span.jsonPath ?? '(the file)'}: ${d.message}`;
const line = (e: InventoryEntry | NotLoadedEntry) =>
  'reason' in e ? `not loaded: ${e.kind} ${e.name} ${e.path}:${e.reason.line}:${e.reason.column} ${e.reason.short} (${e.reason.rule})` : `loaded: ${e.kind} ${e.name} ${e.path} ${JSON.stringify({ values: e.values, dropped: e.dropped, problems: e.problems })}`;

/** What the inventory of one harness says against what its findings say: one line per disagreement. */
function disagreements(inv: HarnessInventory, findings: readonly Diagnostic[]): string[] {
  const out: string[] = [];
  const at = (path: string) => [...inv.loaded.filter((e) => e.path === path), ...inv.notLoaded.filter((e) => e.path === path)];
  for (const d of findings) {
    const s = d.span.subject ?? d.span.jsonPath;
    const here = at(d.span.path);
    // A finding of no harness (the Agent Plugins format several harnesses read) speaks for the harnesses that list the file.
    if (d.harness === undefined && here.length === 0) continue;
    const loaded = inv.loaded.filter((e) => e.path === d.span.path);
    const say = (what: string, shown: Array<InventoryEntry | NotLoadedEntry> = here) => out.push(`${where(d)}\n    ${what}\n    inventory: ${shown.length ? shown.map(line).join('\n               ') : '(nothing for this file)'}`);
    if (d.effect === 'not-loaded') {
      if (!inv.notLoaded.some((e) => e.path === d.span.path)) say('the file is not listed as not loaded');
      continue;
    }
    if (d.effect !== 'ignored' && d.effect !== 'fails-at-run-time') continue;
    // On the whole entry: what fails when used wherever in the file, what is ignored when it names the whole file.
    // A frontmatter the harness cannot read: every field out of effect.
    const wholeFile = s === undefined ? d.effect === 'fails-at-run-time' : s === '$';
    if (wholeFile || (s === '$.frontmatter' && d.effect === 'ignored')) {
      for (const e of loaded) {
        if (e.kind === 'hook' || e.kind === 'mcp-server') continue;
        const ok = wholeFile ? e.problems.some((p) => p.field === '' && p.rule === d.kind) : e.dropped.some((x) => x.field === 'frontmatter') && Object.keys(e.values).length === 0;
        if (!ok) say(wholeFile ? 'the entry has no problem note' : 'its values are shown as read', [e]);
      }
      continue;
    }
    if (s === undefined) continue;
    const event = EVENT.exec(s);
    const handler = HANDLER.exec(s);
    const server = SERVER.exec(s);
    const hookEntries = loaded.filter((e) => e.kind === 'hook');
    if (event && d.effect === 'ignored') {
      const name = keyOf(event, 1);
      if (hookEntries.some((e) => e.name === name)) say(`hook event \`${name}\` is counted as loaded`);
    } else if (handler && hookEntries.length > 0) {
      const name = keyOf(handler, 2);
      const e = hookEntries.find((x) => x.name === name);
      const onHandler = s.length === handler[0].length;
      if (!e) continue;
      if (d.effect === 'ignored' && onHandler && !e.dropped.some((x) => x.field === 'handlers')) say(`a skipped handler of \`${name}\` is counted as loaded`, [e]);
      if (d.effect === 'fails-at-run-time' && !e.problems.some((p) => p.field === 'handlers' && p.rule === d.kind)) say(`a handler of \`${name}\` that fails when run has no problem note`, [e]);
    } else if (server) {
      const name = keyOf(server, 1);
      const e = loaded.find((x) => x.kind === 'mcp-server' && x.name === name);
      if (!e) continue;
      const field = /^(?:\.([A-Za-z_][A-Za-z0-9_]*)|\["((?:[^"\\]|\\.)*)"\])/.exec(server[3]!);
      if (!field) {
        if (d.effect === 'ignored') say(`MCP server \`${name}\` is counted as loaded`, [e]);
        else if (!e.problems.some((p) => p.field === '' && p.rule === d.kind)) say(`MCP server \`${name}\` has no problem note`, [e]);
      } else {
        const f = field[1] ?? JSON.parse(`"${field[2]}"`);
        if (e.values[f] !== undefined && !noted(e, f, d)) say(`value \`${f}\` of MCP server \`${name}\` has no note`, [e]);
      }
    } else {
      const value = VALUE.exec(s);
      if (!value || event || handler) continue;
      // An ignored key deep in a map value (one agent's unknown setting in OpenCode's `agent`) is not the value.
      if (d.effect === 'ignored' && s.slice(value[0].length).startsWith('.')) continue;
      const f = keyOf(value, 1);
      for (const e of loaded) if (e.kind !== 'hook' && e.kind !== 'mcp-server' && e.values[f] !== undefined && !noted(e, f, d)) say(`value \`${f}\` is shown without a note`, [e]);
    }
  }
  // Conversely: nothing is said without a finding.
  const said = (rule: string, l: number) => findings.some((d) => d.kind === rule && d.span.range.start.line === l);
  for (const e of inv.notLoaded) if (!said(e.reason.rule, e.reason.line)) out.push(`${line(e)}\n    no finding of ${e.reason.rule} at line ${e.reason.line} says so`);
  for (const e of inv.loaded) for (const p of e.problems) if (!said(p.rule, p.line)) out.push(`${line(e)}\n    the problem of \`${p.field}\` names no finding (${p.rule} at line ${p.line})`);
  for (const e of inv.loaded) {
    for (const x of e.dropped) {
      const skippedSays = findings.some((d) => d.effect === 'ignored' && d.span.path === e.path && shortReason(d) === x.reason);
      if (x.field === 'handlers' && !skippedSays) out.push(`${line(e)}\n    the skipped handler \`${x.written}\` names no \`ignored\` finding`);
    }
  }
  return out;
}

/** A note on `field` for the finding: a problem naming its rule, or (for what is ignored) a dropped value of that field. */
function noted(e: InventoryEntry, field: string, d: Diagnostic): boolean {
  return e.problems.some((p) => p.field === field && p.rule === d.kind) || (d.effect === 'ignored' && e.dropped.some((x) => x.field === field || x.field === 'frontmatter'));
}

async function check(label: string, root: string): Promise<string[]> {
  const { inventory, result } = await inventoryOf({ root }, ALL_RULES);
  const findings = [...result.diagnostics, ...result.suppressed];
  return inventory.harnesses.flatMap((h) => disagreements(h, findings.filter((d) => d.harness === undefined || d.harness === h.harness)).map((x) => `${label} (${h.title}): ${x}`));
}

describe('the inventory agrees with the findings', () => {
  it('on every fixture tree', async () => {
    const out: string[] = [];
    for (const root of fixtureRoots().filter((r) => !r.startsWith('fixtures/same-output'))) out.push(...(await check(root, root)));
    expect(out).toEqual([]);
  });

  for (const [key, path] of oracleGoldens()) {
    const trees = treesOf(path);
    if (trees.length === 0) continue;
    it(`on the ${trees.length} case trees of the oracle's ${key}`, async () => {
      const out: string[] = [];
      for (const [at, files] of trees) {
        const root = writeTree(files);
        try {
          out.push(...(await check(`${key}${at}`, root)));
        } finally {
          removeTree(root);
        }
      }
      expect(out).toEqual([]);
    });
  }

  const shared = resolve('../shared/corpus');
  const corpora = ['wshobson-agents', 'voltagent-subagents'].map((n) => resolve(shared, n)).filter((p) => existsSync(p));
  (corpora.length > 0 ? it : it.skip)(`on the shared corpora${corpora.length > 0 ? '' : ' (../shared/corpus is not on this machine)'}`, async () => {
    const out: string[] = [];
    for (const dir of corpora) out.push(...(await check(dir, dir)));
    expect(out).toEqual([]);
  });
});
