/**
 * Discovery: find the agent artifacts under a scan root and parse them.
 *
 * One walk lists every candidate path (honouring .gitignore, skipping
 * node_modules and .git, never following a link out of the root); plugin
 * roots come from `.claude-plugin/plugin.json` files and from the local
 * `source` paths of marketplaces; the component paths a manifest declares
 * are added; then each file is parsed by the first kind that claims it.
 */
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { posix, relative, resolve, sep } from 'node:path';
import { catalogMatcher, installTarget, type CatalogEntry, type CatalogPlacement } from './catalog.js';
import { HARNESSES, type Harness } from './harness.js';
import type { SurfaceSelection } from './surfaces.js';
import { extensionOf, type KindSpec, type ParseContext } from './kinds/spec.js';
import { KIND_SPECS } from '../harnesses/registry.js';
import type { Artifact, ParsedFile, Project, SkippedFile } from './model.js';
import { sourceFile, withoutBom, type Reread, type SourceFile } from './source.js';
import { allFiles, listingOf, walkTree, type Listing } from './walk.js';
import picomatch from 'picomatch';
import { partPathNodes } from '../harnesses/claude-code/kinds/plugin-parts.js';
import { getNode, intern, scalarString, type TreeNode } from './tree.js';

/** Files larger than this are skipped with a note: no agent definition is this large. */
import { MAX_FILE_BYTES } from './limits.js';
export { MAX_FILE_BYTES };

export interface DiscoverOptions {
  /** Globs (relative to the root) of paths to leave out. */
  ignore?: string[];
  /** Extra kinds (tests); the built-in list is used otherwise. */
  kinds?: KindSpec[];
  /** Only these root-relative files or folders (CLI paths); the whole root otherwise. */
  only?: string[];
  /** Text to use instead of the disk's for some root-relative paths (the editor's open documents). */
  overlay?: ReadonlyMap<string, string>;
  /**
   * The harnesses to read files for (`harnesses:` in the config). Default:
   * those whose files the tree holds (a kind with `evidence: false` does not count).
   */
  harnesses?: readonly Harness[];
  /** `catalog:` entries: files read as the kind they install as (catalog.ts). */
  catalog?: readonly CatalogEntry[];
  /** `surfaces:`: the surfaces of each harness the repository uses (surfaces.ts). */
  surfaces?: SurfaceSelection;
}

export interface Discovery {
  project: Project;
  skipped: SkippedFile[];
}


/** What discovery knows before it parses the bulk of the tree: enough to decide which rules a run needs. */
export interface DiscoveryFacts {
  /** The harnesses the run reads files for (the configured ones, or those whose files the tree holds). */
  harnesses: readonly Harness[];
  /** The kinds of the files about to be parsed and of those already parsed (manifests). */
  kinds: ReadonlySet<string>;
}

/**
 * Called once for every parsed file, right after it is parsed (the files parsed before the bulk, such as
 * manifests, when the bulk starts): the engine lints it there and then, and may drop its syntax tree.
 * `reparse` parses the same text again with the same kind and context (for a tree dropped and then read);
 * `reread` reads a file of the tree again, as discovery read it (for a text dropped and then read); it is
 * undefined while another harness's parse of the same file is still to come (the text must stay).
 */
export type ParsedFileHook = (pf: ParsedFile, reparse: FileParse, reread: Reread | undefined) => void;

/** Discovery without a hook: parse everything, return it. */
export function discover(rootDir: string, options: DiscoverOptions = {}): Discovery {
  const steps = discoverSteps(rootDir, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * Discovery in two steps, for a caller that streams: the generator yields the facts once, before the bulk of
 * the tree is parsed; the value passed back to it (a hook, or nothing) then sees every parsed file as it is
 * parsed, so that a file's tree need not outlive its own rules (memory at scale).
 */
export function* discoverSteps(rootDir: string, options: DiscoverOptions = {}): Generator<DiscoveryFacts, Discovery, ParsedFileHook | undefined> {
  const root = resolve(rootDir);
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = root;
  }
  const kinds = options.kinds ?? KIND_SPECS;
  const skipped: SkippedFile[] = [];
  const { files: candidates, links, folders } = walkTree(root, options.ignore ?? []);
  const statInside = statInsideRoot(realRoot, root, folders);
  const listed = new Set(candidates);
  // A text for a file not on disk yet (an agent about to write it) is read as if the walk had listed it.
  for (const path of overlaidNewFiles(options, listed)) {
    candidates.push(path);
    listed.add(path);
  }

  // Parsed once per harness that reads it, even when reached twice (a
  // manifest-declared path inside a default folder); read from disk once.
  const parsed = new Map<string, ParsedFile>();
  const texts = new Map<string, SourceFile | undefined>();
  const groupOf = (spec: KindSpec) => spec.harness ?? 'tool';
  // A path is parsed once per group: the key of that parse.
  const parseKey = (spec: KindSpec, path: string) => `${groupOf(spec)}\0${path}`;
  // A file reached by two paths (a link, a hard link) is linted and fixed once: by device and inode.
  const byIdentity = new Map<string, string>();
  const sameFileAsRead = (path: string, identity: string): boolean => {
    if (!identity) return false;
    const prev = byIdentity.get(identity);
    if (prev === undefined) {
      byIdentity.set(identity, path);
      return false;
    }
    // Keep the plain path over a link, then the first in sorted order: the choice does not depend on the walk.
    const keepNew = (links.has(prev) && !links.has(path)) || (links.has(prev) === links.has(path) && path < prev);
    const [kept, dropped] = keepNew ? [path, prev] : [prev, path];
    skipped.push({ path: dropped, reason: `the same file as ${kept} (linted and fixed once, there)` });
    if (!keepNew) return true;
    texts.set(prev, undefined);
    for (const key of [...parsed.keys()]) if (key.endsWith(`\0${prev}`)) parsed.delete(key);
    byIdentity.set(identity, path);
    return false;
  };
  // Until the bulk starts there is no hook: the files parsed before it wait here with their re-parsers.
  let hook: ParsedFileHook | undefined;
  const reread = rereader(realRoot, root, options.overlay);
  const reparsers = new Map<ParsedFile, FileParse>();
  // `last`: no later parse of this path will read its text, so the hook may drop it (ParsedFileHook).
  const read = (path: string, spec: KindSpec, ctx: ParseContext, last = false) => {
    const key = parseKey(spec, path);
    // Only what the walk listed: ignored files stay ignored even when a manifest names them.
    if (parsed.has(key) || !listed.has(path)) return;
    let file = texts.get(path);
    if (!texts.has(path)) {
      const overlaid = options.overlay?.get(path);
      const got = overlaid !== undefined ? { text: overlaid, identity: '' } : readText(realRoot, root, path, skipped, links.has(path), links.size > 0);
      const text = got && !sameFileAsRead(path, got.identity) ? got.text : undefined;
      file = text === undefined ? undefined : sourceFile(path, text);
      texts.set(path, file);
    }
    if (file === undefined) return;
    try {
      const parse = new FileParse(spec, file, ctx);
      const pf = parse.parse();
      parsed.set(key, pf);
      if (hook) hook(pf, parse, last ? reread : undefined);
      else reparsers.set(pf, parse);
    } catch (err) {
      skipped.push({ path, reason: `could not be parsed: ${(err as Error).message}` });
    }
  };

  // 1. Manifests and marketplaces first: they define plugin roots.
  const pluginRoots = new Set<string>();
  const byId = new Map(kinds.map((k) => [k.id, k]));
  const manifestKinds = kinds.filter((k) => k.id === 'plugin' || k.id === 'marketplace');
  // Files that name more folders to read (Copilot's repository settings) are read first too.
  const declaringKinds = kinds.filter((k) => k.declaresFolders && (!options.harnesses || !k.harness || options.harnesses.includes(k.harness)));
  for (const path of candidates) {
    const spec = manifestKinds.find((k) => k.matches?.(path)) ?? declaringKinds.find((k) => k.matches?.(path));
    if (spec) read(path, spec, {});
  }
  for (const pf of parsed.values()) {
    for (const a of pf.artifacts) {
      if (a.kind === 'plugin') pluginRoots.add(a.data.pluginRoot as string);
      if (a.kind === 'marketplace') {
        for (const src of localMarketplaceSources(a)) {
          const dir = normalize(posix.join(a.data.marketplaceRoot as string, src));
          if (dir !== null && statInside(dir) === 'dir') pluginRoots.add(dir);
        }
      }
    }
  }
  // The deepest plugin root above a path (walking up its folders).
  // The root as one string per plugin (`intern`), not a slice of each file's path (which would keep one copy a file).
  const oneCopy = (dir: string | undefined): string | undefined => (dir === undefined ? undefined : intern(dir));
  const pluginRootFor = (path: string): string | undefined => oneCopy(deepestRootAbove(pluginRoots, path));

  // 2. Manifest-declared component paths (files or folders).
  const declared: Array<{ path: string; spec: KindSpec; pluginRoot?: string }> = [];
  const sorted = [...candidates].sort();
  for (const pf of [...parsed.values()]) {
    for (const a of pf.artifacts) {
      if (a.kind !== 'plugin') continue;
      const pr = a.data.pluginRoot as string;
      for (const [field, kindId] of [['agents', 'agent'], ['commands', 'command'], ['skills', 'skill'], ['outputStyles', 'output-style']] as const) {
        const spec = byId.get(kindId);
        if (!spec) continue;
        for (const rel of componentPaths(getNode(a.root, field))) {
          const target = normalize(posix.join(pr, rel));
          if (target === null) continue; // outside the root: plugin/component-paths reports it
          const what = statInside(target);
          if (what === 'file') declared.push({ path: target, spec, pluginRoot: pr });
          else if (what === 'dir') {
            const prefix = target === '.' ? '' : `${target}/`;
            const wanted = kindId === 'skill' ? /^(?:[^/]+\/)?SKILL\.md$/ : /\.md$/i;
            for (const f of withPrefix(sorted, prefix)) {
              if (wanted.test(f.slice(prefix.length))) declared.push({ path: f, spec, pluginRoot: pr });
            }
          }
        }
      }
    }
  }

  // 2a. Folders a harness's own files add (Copilot's `agentDirectories`, `skillDirectories`, `hookDirectories`
  // and plugin manifests, OpenCode's `skills.paths`): their files are that harness's artifacts wherever they are.
  for (const spec of declaringKinds) {
    for (const pf of [...parsed.values()]) {
      if (pf.harness !== spec.harness || !spec.matches?.(pf.file.path)) continue;
      for (const d of spec.declaresFolders!(pf)) {
        const target = normalize(d.folder);
        const kind = byId.get(d.kind);
        if (target === null || !kind || statInside(target) !== 'dir') continue;
        const prefix = target === '.' ? '' : `${target}/`;
        for (const f of withPrefix(sorted, prefix)) if (d.file.test(f.slice(prefix.length))) declared.push({ path: f, spec: kind });
      }
    }
  }

  // 2b. LSP servers and monitors given as a path to a JSON file (`"lspServers": "./lsp.json"`): Claude Code
  // 2.1.332 reads that file as it reads `.lsp.json` / `monitors/monitors.json` (plugin-parts.json, cases
  // `lspServers as a path …`, `monitors as a path …`). A monitors path replaces `monitors/monitors.json`.
  const replacedDefaults = new Set<string>();
  for (const pf of [...parsed.values()]) {
    for (const a of pf.artifacts) {
      if (a.kind !== 'plugin') continue;
      const pr = a.data.pluginRoot as string;
      for (const [node, kindId] of partPathNodes(a.root)) {
        const spec = byId.get(kindId);
        const rel = scalarString(node);
        if (!spec || rel === undefined || !rel.startsWith('./') || !rel.endsWith('.json')) continue; // plugin/component-paths reports these
        const target = normalize(posix.join(pr, rel));
        if (target === null || statInside(target) !== 'file') continue;
        declared.push({ path: target, spec, pluginRoot: pr });
        if (kindId === 'plugin-monitors') replacedDefaults.add(posix.join(pr, 'monitors/monitors.json'));
      }
    }
  }

  // Another harness's plugin folders (a Copilot marketplace's sources): a `.mcp.json` there is that plugin's, not a
  // Claude Code project's, unless the folder is a Claude Code plugin too.
  const foreignPluginRoots = new Set(declared.filter((d) => d.spec.harness && d.spec.harness !== 'claude-code' && /(^|\/)plugin\.json$/.test(d.path)).map((d) => posix.dirname(d.path)));
  const claudeProjectFile = (spec: KindSpec, path: string) => spec.id !== 'mcp' || !foreignPluginRoots.has(posix.dirname(path)) || pluginRoots.has(posix.dirname(path));

  // Gemini CLI extension roots: every folder holding a gemini-extension.json (its commands, agents and
  // skills are read by Gemini once the extension is linked or installed).
  const extensionRoots = new Set(candidates.filter((p) => /(^|\/)gemini-extension\.json$/.test(p)).map((p) => posix.dirname(p)));
  const extensionRootFor = (path: string): string | undefined => oneCopy(deepestRootAbove(extensionRoots, path));

  // 3. Everything else, by the first kind of each harness that claims it
  // (tool formats count as one more group).
  const inScope = (p: string) => !options.only || options.only.some((o) => o === '.' || p === o || p.startsWith(`${o}/`));
  const explicit = options.harnesses ? new Set(options.harnesses) : undefined;
  const held = new Set<Harness>();
  for (const pf of parsed.values()) if (pf.harness) held.add(pf.harness); // manifests
  const claims: Array<{ path: string; spec: KindSpec; pluginRoot?: string; extensionRoot?: string; catalog?: CatalogPlacement }> = [];
  const catalogOf = catalogMatcher(options.catalog ?? []);
  const groups = new Set<string>();
  // The kinds whose files can have an extension, in match order (most kinds read one extension).
  const kindsByExtension = new Map<string, KindSpec[]>();
  const kindsFor = (path: string): KindSpec[] => {
    const ext = extensionOf(path);
    let list = kindsByExtension.get(ext);
    if (!list) kindsByExtension.set(ext, (list = kinds.filter((k) => !k.extensions || k.extensions.includes(ext))));
    return list;
  };
  for (const path of candidates) {
    if (!inScope(path)) continue;
    const pr = pluginRootFor(path);
    const inPlugin = pr === undefined ? undefined : pr === '.' ? path : path.slice(pr.length + 1);
    const er = extensionRootFor(path);
    const inExtension = er === undefined ? undefined : er === '.' ? path : path.slice(er.length + 1);
    groups.clear();
    const placement = catalogOf?.(path);
    const catalogSpec = placement && byId.get(installTarget(placement.as)!.spec);
    if (placement && catalogSpec && (!explicit || !catalogSpec.harness || explicit.has(catalogSpec.harness))) {
      // A catalogue file is its harness's file as installed; another harness may still read it where it is.
      groups.add(groupOf(catalogSpec));
      claims.push({ path, spec: catalogSpec, catalog: placement });
      if (catalogSpec.harness) held.add(catalogSpec.harness);
    }
    for (const spec of kindsFor(path)) {
      if (spec.id === 'plugin' || spec.id === 'marketplace') {
        // Read in step 1 for Claude Code; another harness may still claim it (Copilot reads plugin.json).
        if (spec.matches?.(path)) groups.add(groupOf(spec));
        continue;
      }
      const g = groupOf(spec);
      if (groups.has(g) || (explicit && spec.harness && !explicit.has(spec.harness))) continue;
      const inExt = inExtension !== undefined && spec.matchesInGeminiExtension?.(inExtension) === true;
      if ((spec.matches?.(path) && claudeProjectFile(spec, path)) || (inPlugin !== undefined && spec.matchesInPlugin?.(inPlugin)) || inExt) {
        groups.add(g);
        claims.push({ path, spec, pluginRoot: pr, extensionRoot: inExt ? er : undefined });
        if (spec.harness && spec.evidence !== false) held.add(spec.harness);
      }
    }
  }
  for (const d of declared) held.add(d.spec.harness ?? 'claude-code');
  const selected = explicit ?? held;
  const wanted = (spec: KindSpec) => !spec.harness || selected.has(spec.harness);
  const kindsAhead = new Set<string>();
  for (const pf of parsed.values()) for (const a of pf.artifacts) kindsAhead.add(a.kind);
  for (const c of claims) if (wanted(c.spec)) kindsAhead.add(c.spec.id);
  for (const d of declared) if (wanted(d.spec)) kindsAhead.add(d.spec.id);
  hook = yield { harnesses: HARNESSES.filter((h) => selected.has(h)), kinds: kindsAhead };
  // One context per plugin and extension root, shared by their files: each file's re-parser keeps its context.
  const contexts = new Map<string, ParseContext>();
  const { surfaces } = options;
  const contextFor = (pluginRoot: string | undefined, extensionRoot: string | undefined, catalog?: CatalogPlacement): ParseContext => {
    if (catalog) return { catalog, surfaces };
    const key = `${pluginRoot ?? ''}\0${extensionRoot ?? ''}`;
    let ctx = contexts.get(key);
    if (!ctx) contexts.set(key, (ctx = { pluginRoot, extensionRoot, surfaces }));
    return ctx;
  };
  const bulk: Array<{ path: string; spec: KindSpec; ctx: ParseContext }> = [
    ...claims.filter((c) => wanted(c.spec) && !(c.spec.id === 'plugin-monitors' && replacedDefaults.has(c.path))).map((c) => ({ path: c.path, spec: c.spec, ctx: contextFor(c.pluginRoot, c.extensionRoot, c.catalog) })),
    ...declared.filter((d) => inScope(d.path) && wanted(d.spec)).map((d) => ({ path: d.path, spec: d.spec, ctx: contextFor(d.pluginRoot, undefined) })),
  ];
  contexts.clear();
  claims.length = 0;
  // A file several harnesses read is parsed once per harness, from one text: only its last parse may let the
  // text go. Which read of each path is its last parse (a read of a path already parsed for the harness is none).
  // A byte per read, not a map entry per path: this lives as long as the bulk, when memory peaks.
  const isLast = new Uint8Array(bulk.length);
  {
    const lastRead = new Map<string, number>();
    const keys = new Set(parsed.keys());
    bulk.forEach((r, i) => {
      const key = parseKey(r.spec, r.path);
      if (keys.has(key)) return;
      keys.add(key);
      lastRead.set(r.path, i);
    });
    for (const i of lastRead.values()) isLast[i] = 1;
    if (hook) {
      const current = new Set(parsed.values());
      for (const [pf, parse] of reparsers) if (current.has(pf)) hook(pf, parse, lastRead.has(pf.file.path) ? undefined : reread);
    }
  }
  reparsers.clear();
  bulk.forEach((r, i) => {
    read(r.path, r.spec, r.ctx, isLast[i] === 1);
    // No later read of the path: its shared text need not be found by path any more.
    if (isLast[i] === 1) texts.delete(r.path);
  });
  // Discovery's working lists are done with: what is returned below is all that stays.
  for (const list of [bulk, claims, declared, sorted]) list.length = 0;
  for (const set of [texts, byIdentity, listed]) set.clear();

  const files = [...parsed.values()]
    .filter((pf) => !pf.harness || selected.has(pf.harness))
    .filter((pf) => inScope(pf.file.path) || pf.artifacts.some((a) => a.kind === 'plugin' || a.kind === 'marketplace'))
    .sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
  const artifacts: Artifact[] = files.flatMap((f) => f.artifacts);
  parsed.clear();
  const project: Project = {
    root,
    artifacts,
    files,
    harnesses: HARNESSES.filter((h) => selected.has(h)),
    ...treeAccess(realRoot, root, statInside),
  };
  return { project, skipped };
}

/**
 * A file's parse, to run again: a record of its three arguments, made outside `discover` so that it holds none of
 * discover's working maps (a compacted artifact keeps it to parse its file again; ParsedFileHook). A record, not
 * a closure: a closure and its context cost twice as much, once per file (memory at scale).
 */
export class FileParse {
  constructor(
    private readonly spec: KindSpec,
    private readonly file: SourceFile,
    private readonly ctx: ParseContext,
  ) {}

  parse(): ParsedFile {
    const { spec } = this;
    const pf = spec.parse(this.file, this.ctx);
    if (spec.harness) {
      pf.harness = spec.harness;
      for (const a of pf.artifacts) a.harness ??= spec.harness;
    }
    const { catalog, surfaces } = this.ctx;
    if (catalog) for (const a of pf.artifacts) placeInCatalog(a, catalog);
    const used = spec.harness && surfaces?.[spec.harness];
    if (used) for (const a of pf.artifacts) a.surfaces = used;
    return pf;
  }
}

/**
 * A catalogue file's artifact: where it installs, and without the keys the catalogue declares as its own
 * metadata (its index's fields), which no harness reads and no rule should call unknown.
 */
function placeInCatalog(a: Artifact, catalog: CatalogPlacement): void {
  a.catalog = catalog;
  const root = a.root;
  if (catalog.metadata.length === 0 || root?.type !== 'map') return;
  root.pairs = root.pairs.filter((p) => !catalog.metadata.includes(p.key));
}

/**
 * The project's way to the disk. Made outside `discover` so that its closures do not hold discover's
 * working maps (every text, parse and file identity by path) for as long as the project lives.
 */
function treeAccess(realRoot: string, root: string, statInside: (rel: string) => 'file' | 'dir' | null): Pick<Project, 'stat' | 'readText' | 'allFiles'> {
  return {
    stat: (p) => {
      const n = normalize(p);
      return n === null ? null : statInside(n);
    },
    readText: (p) => {
      const n = normalize(p);
      return n === null ? undefined : readText(realRoot, root, n, [])?.text;
    },
    allFiles: () => allFiles(root),
  };
}

/** The deepest of `roots` (root-relative folders, `.` for the scan root) above a path, walking up its folders. */
function deepestRootAbove(roots: ReadonlySet<string>, path: string): string | undefined {
  if (roots.size === 0) return undefined;
  for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
    const dir = path.slice(0, i);
    if (roots.has(dir)) return dir;
  }
  return roots.has('.') ? '.' : undefined;
}

/** Overlay paths the walk did not list, outside the configured ignores (a folder's .gitignore is not asked: the file is new). */
function overlaidNewFiles(options: DiscoverOptions, listed: ReadonlySet<string>): string[] {
  if (!options.overlay) return [];
  const ignored = options.ignore?.length ? picomatch([...options.ignore], { dot: true }) : () => false;
  return [...options.overlay.keys()].filter((p) => !listed.has(p) && !ignored(p)).sort();
}

/** The paths of a sorted list that start with `prefix` (binary search for the first). */
function withPrefix(sorted: readonly string[], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}

/** Normalize a root-relative path; null when it leaves the root. */
function normalize(p: string): string | null {
  const n = posix.normalize(p.replace(/\\/g, '/')).replace(/\/$/, '');
  if (n === '..' || n.startsWith('../') || n.startsWith('/')) return null;
  return n === '' ? '.' : n;
}

function inside(realRoot: string, real: string): boolean {
  const rel = relative(realRoot, real);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel));
}

/**
 * `stat` confined to the scan root: what is at a root-relative path, never
 * through a link that leads out. Each folder is read once (one `readdir`
 * answers for all its entries) and its real path resolved once; answers are
 * kept, since the tree is read once per run. The folders the walk already read
 * (`walked`, root-relative) are not read again.
 */
function statInsideRoot(realRoot: string, root: string, walked: ReadonlyMap<string, Listing>): (rel: string) => 'file' | 'dir' | null {
  // By root-relative folder: its entries' type letters by name (walk.ts `Listing`), and whether its real path is
  // known to be inside the root.
  const folders = new Map<string, { inside: boolean; entries: Map<string, string> } | null>();
  const byName = (l: Listing) => new Map(l.names.map((n, i) => [n, l.types[i]!]));
  const folder = (dirRel: string) => {
    let f = folders.get(dirRel);
    if (f === undefined) {
      const listed = walked.get(dirRel);
      if (listed) {
        f = { inside: true, entries: byName(listed) };
      } else {
        try {
          const abs = resolve(root, dirRel);
          f = { inside: inside(realRoot, realpathSync(abs)), entries: byName(listingOf(readdirSync(abs, { withFileTypes: true }))) };
        } catch {
          f = null;
        }
      }
      folders.set(dirRel, f);
    }
    return f;
  };
  const cache = new Map<string, 'file' | 'dir' | null>();
  return (rel) => {
    let what = cache.get(rel);
    if (what === undefined) {
      what = statUncached(rel);
      cache.set(rel, what);
    }
    return what;
  };
  /** `rel` is normalized (no `..`, no leading `/`): its folder and name are plain string slices. */
  function statUncached(rel: string): 'file' | 'dir' | null {
    if (rel === '.' || rel === '') return 'dir';
    const slash = rel.lastIndexOf('/');
    const f = folder(slash < 0 ? '' : rel.slice(0, slash));
    if (f === null || !f.inside) return null;
    const type = f.entries.get(rel.slice(slash + 1));
    if (type === 'd') return 'dir';
    if (type === 'f') return 'file';
    if (type !== 'l') return null;
    try {
      const abs = resolve(root, rel);
      if (!inside(realRoot, realpathSync(abs))) return null;
      const st = statSync(abs);
      return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : null;
    } catch {
      return null;
    }
  }
}

/** How a dropped text is read back (ParsedFileHook): with discovery's checks, and the overlay's text where it has one. */
function rereader(realRoot: string, root: string, overlay: ReadonlyMap<string, string> | undefined): Reread {
  return (path) => {
    const raw = overlay?.get(path) ?? readText(realRoot, root, path, [])?.text;
    return raw === undefined ? undefined : withoutBom(raw);
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0);

/** A file's text and its identity (`device:inode`; empty where the platform has none). */
interface ReadFile {
  text: string;
  identity: string;
}

/**
 * `anyLinks`: the tree has symbolic links, so any file may be read again under another path; without them only a
 * file with more than one hard link can, and only such a file gets an identity (a key per file held through the
 * whole bulk, for nothing, in the common tree; memory at scale).
 */
function readText(realRoot: string, root: string, rel: string, skipped: SkippedFile[], isLink?: boolean, anyLinks = true): ReadFile | undefined {
  const abs = resolve(root, rel);
  let fd: number | undefined;
  try {
    // Discovery knows from the walk whether an entry is a link; others ask lstat.
    if (isLink ?? lstatSync(abs).isSymbolicLink()) {
      if (!inside(realRoot, realpathSync(abs))) {
        skipped.push({ path: rel, reason: 'symbolic link pointing outside the scan root (not followed)' });
        return undefined;
      }
      // The type is checked before the file is opened: opening a FIFO blocks until a writer comes.
      // (The walk already told plain entries' types: only regular files and links are listed.)
      if (!statSync(abs).isFile()) {
        skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): not read' });
        return undefined;
      }
    }
    // Non-blocking, in case the entry is swapped for a FIFO between the check and the open. One
    // path lookup per file (the open); type, size and identity come from the open file.
    fd = openSync(abs, OPEN_FLAGS);
    const st = fstatSync(fd);
    if (!st.isFile()) {
      skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): not read' });
      return undefined;
    }
    if (st.size > MAX_FILE_BYTES) {
      skipped.push({ path: rel, reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB (${st.size} bytes)` });
      return undefined;
    }
    // Node reads and decodes in one native call (its UTF-8 fast path; bad bytes become U+FFFD).
    const text = readFileSync(fd, 'utf8');
    if (text.length > MAX_FILE_BYTES) {
      // The file grew after the fstat.
      skipped.push({ path: rel, reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB` });
      return undefined;
    }
    if (text.includes('\0')) {
      skipped.push({ path: rel, reason: 'binary file (contains NUL bytes)' });
      return undefined;
    }
    const identity = st.ino && (anyLinks || st.nlink > 1) ? `${st.dev}:${st.ino}` : '';
    if (!text.includes('\uFFFD')) return { text, identity };
    // A replacement character: either the file has one, or its bytes are not UTF-8. Ask the strict decoder.
    const bytes = Buffer.allocUnsafe(st.size);
    const n = readSync(fd, bytes, 0, st.size, 0);
    try {
      return { text: utf8.decode(bytes.subarray(0, n)), identity };
    } catch {
      skipped.push({ path: rel, reason: 'not valid UTF-8' });
      return undefined;
    }
  } catch (err) {
    skipped.push({ path: rel, reason: `cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` });
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** `agents`/`commands`/`skills` in a manifest: a path or a list of paths. */
export function componentPaths(node: TreeNode | null | undefined): string[] {
  if (!node) return [];
  if (node.type === 'scalar') return typeof node.value === 'string' ? [node.value] : [];
  if (node.type === 'seq') return node.items.map((i) => scalarString(i)).filter((s): s is string => s !== undefined);
  return [];
}

/** Relative `source` paths of a marketplace's plugins (objects are remote sources). */
export function localMarketplaceSources(marketplace: Artifact): string[] {
  const plugins = getNode(marketplace.root, 'plugins');
  if (!plugins || plugins.type !== 'seq') return [];
  const pluginRootPrefix = scalarString(getNode(getNode(marketplace.root, 'metadata'), 'pluginRoot'));
  const out: string[] = [];
  for (const p of plugins.items) {
    const src = getNode(p, 'source');
    const s = scalarString(src);
    if (s === undefined) continue;
    if (s.startsWith('./') || s.startsWith('../') || s === '.') out.push(s);
    else if (pluginRootPrefix) out.push(posix.join(pluginRootPrefix, s));
  }
  return out;
}
