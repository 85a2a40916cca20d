/**
 * The inventory of a discovered tree: for each harness, the entries it loads
 * (with effective values) and the files it does not load (with the finding
 * that explains it). It reads the artifacts discovery parsed for the lint and
 * that lint's findings: one reading of each file.
 */
import { posix } from 'node:path';
import { DESCRIPTORS } from '../../harnesses/registry.js';
import { localMarketplaceSources } from '../../harnesses/claude-code/roots.js';
import { codexLocalSource, codexSourceFolder } from '../../harnesses/codex/plugin-kinds.js';
import { cursorSourceFolder } from '../../harnesses/cursor/plugin-kinds.js';
import { HARNESSES, HARNESS_TITLES, type Harness } from '../../artifacts/harness.js';
import { sharedFiles } from './shared.js';
import type { Artifact, Project } from '../../artifacts/model.js';
import { childPath, getNode, scalarString, toValue, type TreeNode } from '../../artifacts/tree.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { skillFolderName } from '../../artifacts/names.js';
import { skillSlashName } from '../../harnesses/claude-code/lib/slash-name.js';
import { commandName } from '../../harnesses/claude-code/lib/scope.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { claudeAgentName, claudeValues } from './claude.js';
import { missedComponents } from './cross-manifest.js';
import { notLoadedReason } from './fate.js';
import { hooksMap } from '../../harnesses/claude-code/lib/hooks-walk.js';
import { shortReason } from './fate.js';
import { handlerProblems, holds, noteValueProblems, problemOf, reasonOf, skippedBy, notLoadedInside, subjectOf, type HandlerRef } from './agreement.js';
import { ENTRY_KIND_ORDER, INVENTORY_SCHEMA_VERSION, type EntryKind, type HarnessInventory, type Inventory, type InventoryEntry, type NotLoadedEntry, type Origin, type Reason } from './model.js';

/** The entry kind of each harness's artifact kinds (kinds not listed are not in the inventory). */
/** The entry kind of each harness's artifact kinds (kinds not listed are not in the inventory): each descriptor's. */
const ENTRY_KIND: Record<string, EntryKind> = Object.assign({}, ...DESCRIPTORS.map((d) => d.inventory?.entries ?? {}));

/** Where a file-level artifact keeps its MCP servers (each becomes an entry). */
/** Where a file-level artifact keeps its MCP servers (each becomes an entry): each descriptor's. */
const MCP_KEYS: Record<string, readonly string[]> = Object.assign({}, ...DESCRIPTORS.map((d) => d.inventory?.mcpServers ?? {}));

/** Kinds whose `hooks` map holds hook events (each event becomes an entry). */
const HOOK_HOLDERS = new Set(DESCRIPTORS.flatMap((d) => d.inventory?.hookHolders ?? []));

/** The field a hook handler of a type runs (what the inventory shows for it); other types: the first of HANDLER_FIELDS. */
const HANDLER_FIELD: Record<string, string> = { command: 'command', http: 'url', prompt: 'prompt', agent: 'prompt' };
const HANDLER_FIELDS = ['command', 'bash', 'powershell', 'url', 'prompt'];

/** Values shown for the agents, skills and commands of the other harnesses, as written. */
const WRITTEN_KEYS = ['description', 'model', 'tools', 'mode', 'agent', 'infer', 'user-invocable', 'disable-model-invocation'];

export interface InventoryInput {
  project: Project;
  /** The lint's findings: reported and suppressed (an allowed finding still says what the harness does). */
  findings: readonly Diagnostic[];
  /** The harnesses to list (default: the project's). */
  harnesses?: readonly Harness[];
}

export function computeInventory(input: InventoryInput): Inventory {
  const { project } = input;
  const selected = input.harnesses ?? project.harnesses ?? HARNESSES.filter((h) => project.artifacts.some((a) => a.harness === h));
  const origins = originIndex(project);
  const perFile = new Map<string, number>();
  for (const a of project.artifacts) perFile.set(`${a.harness}\0${a.path}`, (perFile.get(`${a.harness}\0${a.path}`) ?? 0) + 1);
  const findings = [...input.findings].sort((x, y) => x.span.range.start.offset - y.span.range.start.offset);
  const harnesses: HarnessInventory[] = [];
  for (const harness of HARNESSES) {
    if (!selected.includes(harness)) continue;
    const inv: HarnessInventory = { harness, title: HARNESS_TITLES[harness], loaded: [], notLoaded: [] };
    const arts = project.artifacts.filter((a) => a.harness === harness);
    // Plugins (and Gemini extensions) that do not load take their components with them.
    const deadPlugins = new Map<string, Reason>();
    for (const a of arts) {
      if (ENTRY_KIND[a.kind] !== 'plugin') continue;
      const r = notLoadedReason(a, findings, false);
      const root = (a.data.pluginRoot as string | undefined) ?? (a.kind === 'gemini-extension' ? posix.dirname(a.path) : undefined);
      if (r && root !== undefined) deadPlugins.set(root, r);
    }
    for (const a of arts) {
      const kind = ENTRY_KIND[a.kind];
      if (!kind) continue;
      if (a.kind === 'mcp' && a.data.source === 'agent') continue; // an agent's own servers are one of its values
      const from = a.catalog ? { ...origins(a), catalog: a.catalog.as } : origins(a);
      // A plugin's own origin is its marketplace.
      const origin = kind === 'plugin' ? (from?.marketplace ? { marketplace: from.marketplace } : undefined) : from;
      const several = (perFile.get(`${a.harness}\0${a.path}`) ?? 0) > 1;
      // A finding inside one server of a file with several (`$.mcpServers.b.command`) is about that server only.
      const serverPaths = serversOf(a).map((s) => s.path);
      const own = notLoadedReason(a, serverPaths.length ? findings.filter((d) => !serverPaths.some((p) => { const s = subjectOf(d); return s !== undefined && holds(p, s); })) : findings, several);
      const pluginRoot = a.pluginRoot ?? (a.data.extensionRoot as string | undefined);
      const viaPlugin = kind !== 'plugin' && pluginRoot !== undefined ? deadPlugins.get(pluginRoot) : undefined;
      const reason = own ?? (viaPlugin && { ...viaPlugin, short: `its plugin${origin?.plugin ? ` \`${origin.plugin}\`` : ''} does not load (${viaPlugin.short})` });
      const mine = findings.filter((d) => d.span.path === a.path && (d.harness === undefined || d.harness === harness));
      const { entries, dead } = entriesOf(a, kind, project, origin, mine);
      inv.notLoaded.push(...dead);
      if (reason) {
        // A file that does not load: one entry for the file (its servers or events are not listed one by one).
        const e = entries[0] ?? { kind, name: a.element.name };
        inv.notLoaded.push({ kind: e.kind, artifactKind: a.kind, name: e.name, path: a.path, ...(origin ? { origin } : {}), reason });
        continue;
      }
      inv.loaded.push(...entries);
    }
    inv.notLoaded.push(...missedComponents(harness, findings));
    const order = (k: EntryKind) => ENTRY_KIND_ORDER.indexOf(k);
    const cmp = (x: { kind: EntryKind; name: string; path: string }, y: { kind: EntryKind; name: string; path: string }) =>
      order(x.kind) - order(y.kind) || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0) || (x.path < y.path ? -1 : x.path > y.path ? 1 : 0);
    inv.loaded.sort(cmp);
    inv.notLoaded.sort(cmp);
    harnesses.push(inv);
  }
  return { schemaVersion: INVENTORY_SCHEMA_VERSION, tool: { name: TOOL_NAME, version: TOOL_VERSION }, harnesses, shared: sharedFiles(project, selected) };
}

/** The entries one artifact gives: usually one; a hooks file one per event, an MCP file one per server. */
function entriesOf(a: Artifact, kind: EntryKind, project: Project, origin: Origin | undefined, findings: readonly Diagnostic[]): { entries: InventoryEntry[]; dead: NotLoadedEntry[] } {
  const base = (k: EntryKind, name: string, values: InventoryEntry['values'] = {}, dropped: InventoryEntry['dropped'] = []): InventoryEntry => ({
    kind: k,
    artifactKind: a.kind,
    name,
    path: a.path,
    ...(origin ? { origin } : {}),
    values,
    dropped,
    problems: [],
  });
  const out: InventoryEntry[] = [];
  if (a.harness === 'claude-code' && (a.kind === 'agent' || a.kind === 'skill' || a.kind === 'command')) {
    const { values, dropped } = claudeValues(a, origin?.plugin, findings);
    const name =
      a.kind === 'agent'
        ? claudeAgentName(a, origin?.plugin) ?? a.element.name
        : a.kind === 'skill'
          ? skillSlashName(project, a).slice(1)
          : origin?.plugin !== undefined
            ? `${origin.plugin}:${commandName(a)}`
            : commandName(a);
    const entry = base(kind, name, values, dropped);
    noteValueProblems(entry, a.root, findings, rootPath(a), true);
    return { entries: [entry], dead: [] };
  }
  if (a.kind === 'mcp') {
    // One artifact per server: a finding that the harness skips the server takes it out.
    const skip = a.root ? skippedBy(a.root.path, findings) : undefined;
    if (skip) return { entries: [], dead: [{ kind: 'mcp-server', artifactKind: a.kind, name: a.element.name, path: a.path, ...(origin ? { origin } : {}), reason: reasonOf(skip) }] };
    const entry = base('mcp-server', a.element.name, serverValues(a.root));
    noteValueProblems(entry, a.root, findings);
    return { entries: [entry], dead: [] };
  }
  const dead: NotLoadedEntry[] = [];
  const hooks = HOOK_HOLDERS.has(a.kind) ? hookEvents(a) : undefined;
  const servers = serversOf(a);
  // A plugin or marketplace is listed under the name its manifest gives, a file known by its path (a Codex role) under its `name`.
  // A skill whose frontmatter gives no name, or one its harness ignores (a blank one in Codex), is known by its folder.
  const nameAt = childPath(rootPath(a), 'name');
  const nameIgnored = findings.some((d) => d.effect === 'ignored' && subjectOf(d) === nameAt);
  const named =
    kind === 'plugin' || kind === 'marketplace' || a.element.name === a.path
      ? scalarString(getNode(a.root, 'name')) ?? a.element.name
      : kind === 'skill' && (a.element.name === 'SKILL' || nameIgnored)
        ? skillFolderName(a.path) ?? a.element.name
        : a.element.name;
  // Codex lists a plugin's skill as `<plugin>:<skill>` (oracle/codex/marketplace.json `plugin-default-skills`).
  const shownName = a.kind === 'codex-plugin-skill' && origin?.plugin ? `${origin.plugin}:${named}` : named;
  if (kind !== 'hook' && kind !== 'mcp-server') {
    const entry = base(kind, shownName, writtenValues(a));
    noteValueProblems(entry, a.root, findings, rootPath(a), true);
    out.push(entry);
  }
  for (const ev of hooks ?? []) {
    const e = hookEntry(ev, findings, (r) => ({ kind: 'hook', artifactKind: a.kind, name: ev.name, path: a.path, ...(origin ? { origin } : {}), reason: r }), (v, d) => base('hook', ev.name, v, d));
    if ('reason' in e) dead.push(e);
    else out.push(e);
  }
  for (const s of servers) {
    // A server the harness skips (`ignored` on it) or does not load (`not-loaded` inside it) is not loaded.
    const d = skippedBy(s.path, findings) ?? notLoadedInside(s.path, findings);
    if (d) {
      dead.push({ kind: 'mcp-server', artifactKind: a.kind, name: s.name, path: a.path, ...(origin ? { origin } : {}), reason: reasonOf(d) });
      continue;
    }
    const entry = base('mcp-server', s.name, serverValues(s.node));
    noteValueProblems(entry, s.node, findings);
    out.push(entry);
  }
  // A hooks or MCP file with nothing in it still shows that it is read.
  if (out.length === 0 && dead.length === 0) out.push(base(kind, a.element.name));
  return { entries: out, dead };
}

/** Where an artifact's fields are, written or not: `$.frontmatter` in a Markdown file. */
function rootPath(a: Artifact): string {
  return a.root?.path ?? (a.markdown ? '$.frontmatter' : '$');
}

function writtenValues(a: Artifact): InventoryEntry['values'] {
  const values: InventoryEntry['values'] = {};
  if (a.root?.type !== 'map') return values;
  for (const key of WRITTEN_KEYS) {
    const v = toText(getNode(a.root, key));
    if (v !== undefined) values[key] = key === 'description' && typeof v === 'string' ? oneLine(v) : v;
  }
  return values;
}

function oneLine(s: string): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}

function toText(node: TreeNode | null | undefined): string | string[] | undefined {
  if (!node) return undefined;
  if (node.type === 'scalar') return node.value === null ? undefined : String(node.value);
  if (node.type === 'seq') return node.items.map((i) => (i.type === 'scalar' ? String(i.value) : JSON.stringify(toValue(i))));
  return JSON.stringify(toValue(node));
}

function serverValues(node: TreeNode | null | undefined): InventoryEntry['values'] {
  const values: InventoryEntry['values'] = {};
  for (const key of ['type', 'command', 'url', 'args']) {
    const v = toText(getNode(node, key));
    if (v !== undefined) values[key] = v;
  }
  return values;
}

interface HookEvent {
  name: string;
  path: string;
  /** Every handler written under the event (those without anything to show too: they decide whether any runs). */
  handlers: Array<HandlerRef & { shown: boolean }>;
}

/** Hook events of an artifact's `hooks` map (a hooks.json, settings, a manifest), with their handlers. */
function hookEvents(a: Artifact): HookEvent[] | undefined {
  const map = hooksMap(a);
  if (!map) return undefined;
  return map.pairs.map((event) => {
    const handlers: HookEvent['handlers'] = [];
    const groups = event.value?.type === 'seq' ? event.value.items : [];
    for (const g of groups) {
      const inner = getNode(g, 'hooks');
      // A group whose `hooks` is not a list has no handler (hooks/handler says so); one without `hooks` may be one.
      const list = inner?.type === 'seq' ? inner.items : inner ? [] : [g];
      for (const h of list) {
        const type = scalarString(getNode(h, 'type'));
        const has = (f: string | undefined) => f !== undefined && scalarString(getNode(h, f)) !== undefined;
        // Copilot's command hooks run `bash` or `powershell`: the type's own field when it is written, else the first.
        const own = type !== undefined ? HANDLER_FIELD[type] : undefined;
        const field = has(own) ? own : HANDLER_FIELDS.find(has);
        const what = (field !== undefined ? scalarString(getNode(h, field)) : undefined) ?? type;
        const matcher = scalarString(getNode(g, 'matcher'));
        handlers.push({ text: what === undefined ? '' : matcher ? `${matcher}: ${what}` : what, path: h.path, ...(field && what !== type ? { field } : {}), shown: what !== undefined });
      }
    }
    return { name: event.key, path: event.path, handlers };
  });
}

/**
 * One hook event: not loaded when the harness ignores the event (hooks/event-known and its peers, at the key) or
 * skips every handler under it; else its handlers that run, the skipped ones under `dropped`, and the findings on
 * the ones that run (a script that is not there) under `problems`.
 */
function hookEntry(ev: HookEvent, findings: readonly Diagnostic[], dead: (r: Reason) => NotLoadedEntry, loaded: (v: InventoryEntry['values'], d: InventoryEntry['dropped']) => InventoryEntry): NotLoadedEntry | InventoryEntry {
  const eventSkip = skippedBy(ev.path, findings);
  if (eventSkip) return dead(reasonOf(eventSkip));
  const skips = ev.handlers.map((h) => skippedBy(h.path, findings));
  if (ev.handlers.length > 0 && skips.every((d) => d !== undefined)) return dead(reasonOf(skips[0]!));
  const handlers: string[] = [];
  const dropped: InventoryEntry['dropped'] = [];
  const notes: Array<[HandlerRef, Diagnostic]> = [];
  ev.handlers.forEach((h, i) => {
    const skip = skips[i];
    if (skip) {
      dropped.push({ field: 'handlers', written: h.shown ? h.text : h.path, reason: shortReason(skip) });
      return;
    }
    if (!h.shown) return;
    handlers.push(h.text);
    for (const p of handlerProblems(h, findings)) notes.push([h, p]);
  });
  const entry = loaded({ handlers }, dropped);
  for (const [h, d] of notes) entry.problems.push(problemOf('handlers', h.text, d));
  return entry;
}

function serversOf(a: Artifact): Array<{ name: string; path: string; node: TreeNode | null }> {
  for (const key of MCP_KEYS[a.kind] ?? []) {
    const node = getNode(a.root, key);
    if (node?.type === 'map') return node.pairs.map((p) => ({ name: p.key, path: p.path, node: p.value }));
  }
  return [];
}

/** The plugin and marketplace an artifact comes from. */
function originIndex(project: Project): (a: Artifact) => Origin | undefined {
  const pluginNames = new Map<string, string>();
  const marketplaces = new Map<string, { marketplace: string; entryName?: string }>();
  for (const a of project.artifacts) {
    if ((a.kind === 'plugin' || a.kind === 'codex-plugin' || a.kind === 'codex-agent-plugin' || a.kind === 'cursor-plugin') && typeof a.data.pluginRoot === 'string') {
      const n = scalarString(getNode(a.root, 'name'));
      // Keyed by harness: one folder may hold several harnesses' manifests, each with its own name. Codex reads an
      // Agent Plugins manifest before its own (oracle/codex/marketplace.json `agent-plugin-beside-codex-manifest`).
      const key = `${a.harness ?? ''}\0${a.data.pluginRoot}`;
      if (n !== undefined && (a.kind !== 'codex-plugin' || !pluginNames.has(key))) pluginNames.set(key, n);
    }
    if (a.kind === 'gemini-extension') {
      const n = scalarString(getNode(a.root, 'name'));
      if (n !== undefined) pluginNames.set(`${a.harness ?? ''}\0${posix.dirname(a.path)}`, n);
    }
    if (a.kind === 'cursor-marketplace') {
      const entries = getNode(a.root, 'plugins');
      for (const e of entries?.type === 'seq' ? entries.items : []) {
        const src = scalarString(getNode(e, 'source'));
        const dir = src === undefined ? null : cursorSourceFolder(a, src, (p) => project.stat(p));
        if (dir !== null && !marketplaces.has(dir)) marketplaces.set(dir, { marketplace: a.element.name, entryName: scalarString(getNode(e, 'name')) });
      }
    }
    if (a.kind === 'codex-marketplace') {
      const entries = getNode(a.root, 'plugins');
      for (const e of entries?.type === 'seq' ? entries.items : []) {
        const src = codexLocalSource(e);
        const dir = src ? codexSourceFolder(a, src.path) : null;
        if (dir !== null && !marketplaces.has(dir)) marketplaces.set(dir, { marketplace: a.element.name, entryName: scalarString(getNode(e, 'name')) });
      }
    }
    if (a.kind === 'marketplace') {
      const mroot = (a.data.marketplaceRoot as string | undefined) ?? '.';
      const plugins = getNode(a.root, 'plugins');
      const sources = localMarketplaceSources(a);
      const names = plugins?.type === 'seq' ? plugins.items.map((p) => ({ src: scalarString(getNode(p, 'source')), name: scalarString(getNode(p, 'name')) })) : [];
      for (const src of sources) {
        const dir = posix.normalize(posix.join(mroot, src)).replace(/\/$/, '') || '.';
        marketplaces.set(dir, { marketplace: a.element.name, entryName: names.find((n) => n.src === src)?.name });
      }
    }
  }
  return (a) => {
    const root = a.pluginRoot ?? (a.data.extensionRoot as string | undefined) ?? (a.kind === 'plugin' || a.kind === 'codex-plugin' || a.kind === 'codex-agent-plugin' || a.kind === 'cursor-plugin' ? (a.data.pluginRoot as string | undefined) : undefined);
    if (root === undefined) return undefined;
    const m = marketplaces.get(root);
    const plugin = pluginNames.get(`${a.harness ?? ''}\0${root}`) ?? m?.entryName ?? posix.basename(root === '.' ? project.root.replace(/\\/g, '/') : root);
    return m ? { plugin, marketplace: m.marketplace } : { plugin };
  };
}
