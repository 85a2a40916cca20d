/**
 * The difference a change makes to what each harness loads: the inventory of
 * a base tree against the inventory of the head tree, per harness. Entries are
 * matched by kind and name, then by kind and file (a rename), then by kind and
 * the name within their plugin (a move into or out of a plugin).
 */
import { HARNESS_SHORT_TITLES, type Harness } from '../../artifacts/harness.js';
import { INVENTORY_SCHEMA_VERSION, type DroppedValue, type HarnessInventory, type Inventory, type InventoryEntry, type NotLoadedEntry, type ValueProblem } from './model.js';

export type ChangeKind = 'added' | 'removed' | 'no-longer-loaded' | 'newly-loaded' | 'changed';

export interface InventoryChange {
  change: ChangeKind;
  kind: string;
  /** The name in the head tree (the base's for a removed entry). */
  name: string;
  path: string;
  /** One line per changed effective value (also the reason for `no-longer-loaded`). */
  details: string[];
  /** The change makes a harness do less than the author meant: something stops loading, or a value is not in effect. */
  problem: boolean;
}

export interface HarnessDiff {
  harness: Harness;
  title: string;
  changes: InventoryChange[];
}

export interface InventoryDiff {
  schemaVersion: number;
  /** The git revision compared against. */
  base: string;
  harnesses: HarnessDiff[];
}

/** Short harness names, as reviewers say them (each descriptor's `shortTitle`). */
export const SHORT_TITLES: Record<Harness, string> = HARNESS_SHORT_TITLES;

type Any = { entry: InventoryEntry; loaded: true } | { entry: NotLoadedEntry; loaded: false };

const local = (name: string) => name.slice(name.lastIndexOf(':') + 1);
const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;

export function diffInventories(base: Inventory, head: Inventory, baseRef: string): InventoryDiff {
  const harnesses: HarnessDiff[] = [];
  const order = [...new Set([...head.harnesses.map((h) => h.harness), ...base.harnesses.map((h) => h.harness)])];
  for (const harness of order) {
    const b = base.harnesses.find((h) => h.harness === harness);
    const h = head.harnesses.find((x) => x.harness === harness);
    const changes = diffHarness(all(b), all(h));
    if (changes.length > 0) harnesses.push({ harness, title: SHORT_TITLES[harness], changes });
  }
  return { schemaVersion: INVENTORY_SCHEMA_VERSION, base: baseRef, harnesses };
}

function all(h: HarnessInventory | undefined): Any[] {
  if (!h) return [];
  return [...h.loaded.map((entry) => ({ entry, loaded: true as const })), ...h.notLoaded.map((entry) => ({ entry, loaded: false as const }))];
}

function diffHarness(base: Any[], head: Any[]): InventoryChange[] {
  const pairs: Array<[Any, Any]> = [];
  const left = new Set(base);
  const right = new Set(head);
  const pass = (key: (x: Any) => string) => {
    const byKey = new Map<string, Any[]>();
    for (const x of left) {
      const list = byKey.get(key(x)) ?? [];
      list.push(x);
      byKey.set(key(x), list);
    }
    for (const y of [...right]) {
      const candidates = byKey.get(key(y));
      const x = candidates?.shift();
      if (!x) continue;
      pairs.push([x, y]);
      left.delete(x);
      right.delete(y);
    }
  };
  pass((x) => `${x.entry.kind}\0${x.entry.name}\0${x.entry.path}`);
  pass((x) => `${x.entry.kind}\0${x.entry.name}`);
  pass((x) => `${x.entry.kind}\0${x.entry.path}`);
  pass((x) => `${x.entry.kind}\0${local(x.entry.name)}`);
  const out: InventoryChange[] = [];
  for (const x of left) {
    out.push({ change: 'removed', kind: x.entry.kind, name: x.entry.name, path: x.entry.path, details: [x.loaded ? 'removed' : 'removed (it was not loaded)'], problem: false });
  }
  for (const y of right) {
    out.push({
      change: 'added',
      kind: y.entry.kind,
      name: y.entry.name,
      path: y.entry.path,
      details: [y.loaded ? `added${describe(y.entry)}` : `added, but not loaded (${y.entry.reason.short})`],
      problem: !y.loaded || y.entry.dropped.length > 0 || problemsOf(y.entry).length > 0,
    });
  }
  for (const [x, y] of pairs) {
    const details: string[] = [];
    // Where it is and what it is called: one line.
    const where: string[] = [];
    if (x.entry.name !== y.entry.name) where.push(`renamed from ${code(x.entry.name)}`);
    if (x.entry.path !== y.entry.path) where.push(`moved from ${code(x.entry.path)} to ${code(y.entry.path)}`);
    const xo = x.entry.origin;
    const yo = y.entry.origin;
    if ((xo?.plugin ?? '') !== (yo?.plugin ?? '') || (xo?.marketplace ?? '') !== (yo?.marketplace ?? '')) where.push(`now ${originText(yo)} (was ${originText(xo)})`);
    if (where.length) details.push(where.join(', '));
    let change: ChangeKind = 'changed';
    let problem = false;
    if (x.loaded && !y.loaded) {
      problem = true;
      change = 'no-longer-loaded';
      details.push(`no longer loaded (${y.entry.reason.short})`);
    } else if (!x.loaded && y.loaded) {
      change = 'newly-loaded';
      details.push(`now loaded (it was not: ${x.entry.reason.short})`);
      // It loads now, with a value that fails when used: that is the change's problem too.
      details.push(...problemsOf(y.entry).map(problemText));
      problem = problemsOf(y.entry).length > 0;
    } else if (x.loaded && y.loaded) {
      details.push(...valueChanges(x.entry, y.entry));
      problem = y.entry.dropped.some((d) => !x.entry.dropped.some((xd) => sameDrop(xd, d))) || newProblems(x.entry, y.entry).length > 0;
    } else if (!x.loaded && !y.loaded && x.entry.reason.short !== y.entry.reason.short) {
      details.push(`still not loaded, now because ${y.entry.reason.short} (was: ${x.entry.reason.short})`);
      problem = true;
    }
    if (details.length > 0) out.push({ change, kind: y.entry.kind, name: y.entry.name, path: y.entry.path, details, problem });
  }
  const rank: Record<ChangeKind, number> = { 'no-longer-loaded': 0, removed: 1, changed: 2, 'newly-loaded': 3, added: 4 };
  return out.sort((p, q) => rank[p.change] - rank[q.change] || (p.kind < q.kind ? -1 : p.kind > q.kind ? 1 : 0) || (p.name < q.name ? -1 : p.name > q.name ? 1 : 0) || (p.path < q.path ? -1 : 1));
}

function originText(o: InventoryEntry['origin']): string {
  if (!o?.plugin) return 'from the repository itself';
  return `from plugin ${code(o.plugin)}${o.marketplace ? ` of marketplace ${code(o.marketplace)}` : ''}`;
}

function describe(e: InventoryEntry): string {
  const parts: string[] = [];
  if (typeof e.values.model === 'string') parts.push(`model ${code(e.values.model)}`);
  for (const f of ['tools', 'allowed-tools']) {
    const t = e.values[f];
    if (t === undefined) continue;
    parts.push(`${f} ${typeof t === 'string' ? t : t.length ? t.map(code).join(', ') : 'none'}`);
  }
  const drops = [...e.dropped.map(droppedText), ...problemsOf(e).map(problemText)];
  return (parts.length ? `: ${parts.join('; ')}` : '') + (drops.length ? `; ${drops.join('; ')}` : '');
}

function droppedText(d: DroppedValue): string {
  if (d.field === 'frontmatter') return `every field dropped (${d.reason})`;
  if (d.field === 'handlers') return `handler ${code(d.written)} is skipped (${d.reason})`;
  if (d.written === d.field) return `${code(d.field)} is set but not in effect (${d.reason})`;
  return `${d.field} ${code(d.written)} is not in effect (${d.reason})`;
}

/** An entry's problems (an inventory written before they were added has none). */
const problemsOf = (e: InventoryEntry): ValueProblem[] => e.problems ?? [];
const sameProblem = (a: ValueProblem, b: ValueProblem) => a.field === b.field && a.written === b.written && a.rule === b.rule && a.reason === b.reason;
const newProblems = (x: InventoryEntry, y: InventoryEntry) => problemsOf(y).filter((p) => !problemsOf(x).some((q) => sameProblem(q, p)));

function problemText(p: ValueProblem): string {
  const what = p.field === '' ? 'it' : p.field === 'handlers' ? `handler ${code(p.written)}` : `${p.field} ${code(p.written)}`;
  return `${what} ${p.effect === 'ignored' ? 'is ignored' : 'fails when used'} (${p.reason})`;
}

const sameDrop = (a: DroppedValue, b: DroppedValue) => a.field === b.field && a.written === b.written && a.reason === b.reason;

function valueChanges(x: InventoryEntry, y: InventoryEntry): string[] {
  const out: string[] = [];
  const keys = [...new Set([...Object.keys(x.values), ...Object.keys(y.values)])];
  const explained = new Set<DroppedValue>();
  for (const key of keys) {
    const a = x.values[key];
    const b = y.values[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (Array.isArray(a) && Array.isArray(b)) {
      const lost = a.filter((t) => !b.includes(t));
      const gained = b.filter((t) => !a.includes(t));
      // The head still writes it, in a form the harness drops (a typo, a wrong case); a hook handler as it was.
      const droppedNow = (t: string) => y.dropped.find((dd) => dd.field === key && !x.dropped.some((xd) => sameDrop(xd, dd)) && (key === 'handlers' ? dd.written === t : similar(dd.written, t)));
      const skipped = key === 'handlers' ? lost.filter((t) => droppedNow(t)) : [];
      for (const t of skipped) {
        const d = droppedNow(t)!;
        explained.add(d);
        out.push(`handler ${code(t)} is now skipped (${d.reason})`);
      }
      const rest = lost.filter((t) => !skipped.includes(t));
      if (rest.length) {
        const why = rest.map((t) => {
          const d = droppedNow(t);
          if (d) explained.add(d);
          return d ? `${code(t)} (written ${code(d.written)}, ${d.reason})` : code(t);
        });
        out.push(`${key} lose ${why.join(', ')}`);
      }
      if (gained.length) out.push(`${key} gain ${gained.map(code).join(', ')}`);
      continue;
    }
    if (key === 'description' && a !== undefined && b !== undefined) {
      out.push('description changed');
      continue;
    }
    const text = (v: string | string[] | undefined) => (v === undefined ? 'unset' : typeof v === 'string' ? code(v) : v.length ? v.map(code).join(', ') : 'none');
    if (a === undefined) {
      const d = x.dropped.find((dd) => dd.field === key);
      out.push(d ? `${key} ${text(b)} now takes effect (it was dropped: ${d.reason})` : `${key} set to ${text(b)}`);
    } else if (b === undefined) {
      const d = y.dropped.find((dd) => dd.field === key && !x.dropped.some((xd) => sameDrop(xd, dd)));
      if (d) {
        explained.add(d);
        out.push(d.written === d.field ? `${key} ${text(a)} is now ignored (${d.reason})` : `${key} ${text(a)} is now dropped (written ${code(d.written)}, ${d.reason})`);
      } else out.push(`${key} no longer set (was ${text(a)})`);
    } else out.push(`${key} ${text(a)} → ${text(b)}`);
  }
  for (const d of y.dropped) {
    if (explained.has(d) || x.dropped.some((xd) => sameDrop(xd, d))) continue;
    out.push(droppedText(d));
  }
  out.push(...newProblems(x, y).map(problemText));
  return out;
}

/** A dropped spelling of a tool that was kept before: same name but for case, or one edit away. */
function similar(written: string, tool: string): boolean {
  const w = written.toLowerCase();
  const t = tool.toLowerCase();
  if (w === t) return true;
  if (Math.abs(w.length - t.length) > 2) return false;
  let prev = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= w.length; i++) {
    const cur = [i];
    for (let j = 1; j <= t.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (w[i - 1] === t[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[t.length]! <= 2;
}
