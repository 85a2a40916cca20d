/**
 * Discovery: find the agent artifacts under a scan root and parse them.
 *
 * One walk lists every candidate path (honouring .gitignore, skipping node_modules and .git, never following a
 * link out of the root). Discovery knows no harness: the caller hands it the kinds and roots of every harness and
 * format (a KindTable; src/engine/discover.ts hands the registry's), such as Claude Code's plugins and Gemini
 * CLI's extensions (artifacts/roots.ts). The files that define
 * roots are read first (`KindSpec.readFirst`, and the kinds that declare folders); then the roots are found, the
 * files they declare added, every other path given to the first kind of each harness that claims it; then the
 * bulk is parsed, each file handed to the caller's hook as it is parsed.
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogMatcher, type CatalogEntry, type CatalogPlacement, type InstallTarget } from './catalog.js';
import { deepestRootAbove, normalize, overlaidNewFiles, statInsideRoot, treeAccess, withPrefix } from './discovery/disk.js';
import { nearTo } from './discovery/around.js';
import { FileReader, groupOf, parseKey, type ParsedFileHook } from './discovery/reader.js';
import { HARNESSES, type Harness } from './harness.js';
import { extensionOf, type KindSpec, type ParseContext } from './kinds/spec.js';
import type { Artifact, Project, SkippedFile } from './model.js';
import type { DeclaredFile, DiscoveryRoots, RootContext, RootInput } from './roots.js';
import type { SurfaceSelection } from './surfaces.js';
import { intern } from './tree.js';
import { walkTree } from './walk.js';

export { MAX_FILE_BYTES } from './limits.js';
export { FileParse, type ParsedFileHook } from './discovery/reader.js';

/** What discovery reads files as: every kind in match order, and the folders that hold more files (plugins, extensions). */
export interface KindTable {
  kinds: readonly KindSpec[];
  /** What a `catalog:` entry's files can install as. */
  installTargets: readonly InstallTarget[];
  roots: ReadonlyArray<{ roots: DiscoveryRoots; /** The harness the roots are of; none for a tool format. */ harness?: string }>;
}

export interface DiscoverOptions {
  /** Globs (relative to the root) of paths to leave out. */
  ignore?: string[];
  /** Extra kinds (tests); the built-in list is used otherwise. */
  kinds?: readonly KindSpec[];
  /** Only these root-relative files or folders (CLI paths); the whole root otherwise. */
  only?: string[];
  /**
   * Parse only what can bear on these root-relative files (the after-write hook's): every claimed path except those
   * inside a root (a plugin's, an extension's) that holds none of them. Plugins and extensions are installed and
   * loaded as units, so another plugin's files say nothing about these. The harnesses and kinds found stay those of
   * the whole tree, so the same rules run.
   */
  around?: readonly string[];
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

/** Discovery without a hook: parse everything, return it. */
export function discoverWith(table: KindTable, rootDir: string, options: DiscoverOptions = {}): Discovery {
  const steps = discoverStepsWith(table, rootDir, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * Discovery in two steps, for a caller that streams: the generator yields the facts once, before the bulk of
 * the tree is parsed; the value passed back to it (a hook, or nothing) then sees every parsed file as it is
 * parsed, so that a file's tree need not outlive its own rules (memory at scale).
 */
export function* discoverStepsWith(table: KindTable, rootDir: string, options: DiscoverOptions = {}): Generator<DiscoveryFacts, Discovery, ParsedFileHook | undefined> {
  const run = new DiscoveryRun(table, rootDir, options);
  run.readFirstFiles();
  const roots = run.findRoots();
  const declared = run.declaredFiles(roots);
  const { claims, held } = run.claimFiles(roots, declared);
  const selected = options.harnesses ? new Set(options.harnesses) : held;
  const kinds = run.kindsAhead([...claims, ...declared], selected);
  const bulk = run.bulkOf(claims, declared, roots, selected, nearTo(options.around, roots.map((f) => f.folders)));
  run.reader.hook = yield { harnesses: HARNESSES.filter((h) => selected.has(h)), kinds };
  run.parseBulk(bulk);
  return run.finish(selected);
}

/** A path a kind claims, with the roots it sits in (a plugin's, an extension's) or its catalogue placement. */
interface Claim extends Pick<ParseContext, RootContext> {
  path: string;
  spec: KindSpec;
  catalog?: CatalogPlacement;
}

/** A descriptor's roots, with the folders found for them in this tree. */
interface FoundRoots {
  roots: DiscoveryRoots;
  /** The descriptor's id when it is a harness's. */
  harness?: string;
  folders: Set<string>;
  /** The deepest of these roots above a path. */
  above(path: string): string | undefined;
}

interface BulkRead {
  path: string;
  spec: KindSpec;
  ctx: ParseContext;
}

/** One discovery: the walk's results, the reader, and the steps between them. */
class DiscoveryRun {
  readonly root: string;
  readonly realRoot: string;
  readonly kinds: readonly KindSpec[];
  readonly byId: Map<string, KindSpec>;
  readonly skipped: SkippedFile[] = [];
  readonly candidates: string[];
  readonly sorted: string[];
  readonly statInside: (rel: string) => 'file' | 'dir' | null;
  readonly reader: FileReader;
  private readonly listed: Set<string>;

  constructor(
    readonly table: KindTable,
    rootDir: string,
    readonly options: DiscoverOptions,
  ) {
    this.root = resolve(rootDir);
    this.realRoot = realRootOf(this.root);
    this.kinds = options.kinds ?? table.kinds;
    this.byId = new Map(this.kinds.map((k) => [k.id, k]));
    const { files, links, folders } = walkTree(this.root, options.ignore ?? []);
    this.candidates = files;
    this.statInside = statInsideRoot(this.realRoot, this.root, folders);
    this.listed = new Set(files);
    // A text for a file not on disk yet (an agent about to write it) is read as if the walk had listed it.
    for (const path of overlaidNewFiles(options, this.listed)) {
      this.candidates.push(path);
      this.listed.add(path);
    }
    this.sorted = [...this.candidates].sort();
    this.reader = new FileReader({ realRoot: this.realRoot, root: this.root, listed: this.listed, links, skipped: this.skipped, overlay: options.overlay });
  }

  /** The kinds that declare more folders to read (Copilot's repository settings), for the selected harnesses. */
  private declaringKinds(): KindSpec[] {
    const { harnesses } = this.options;
    return this.kinds.filter((k) => k.declaresFolders && (!harnesses || !k.harness || harnesses.includes(k.harness)));
  }

  /** 1. The files that define roots or declare folders: read before the rest. */
  readFirstFiles(): void {
    const first = this.kinds.filter((k) => k.readFirst);
    const declaring = this.declaringKinds();
    for (const path of this.candidates) {
      const spec = first.find((k) => k.matches?.(path)) ?? declaring.find((k) => k.matches?.(path));
      if (spec) this.reader.read(path, spec, {});
    }
  }

  private firstRead: RootInput | undefined;

  /** What root finders look at: made once, after the first-read files (the bulk is not parsed before it is used). */
  private rootInput(): RootInput {
    if (!this.firstRead) {
      const firstArtifacts: Artifact[] = [];
      for (const pf of this.reader.parsed.values()) firstArtifacts.push(...pf.artifacts);
      this.firstRead = { paths: this.sorted, firstArtifacts, statInside: this.statInside };
    }
    return this.firstRead;
  }

  /** 2. Every descriptor's roots in this tree. */
  findRoots(): FoundRoots[] {
    const input = this.rootInput();
    return this.table.roots.map((d) => {
      const folders = new Set(d.roots.find(input));
      // The root as one string per root (`intern`), not a slice of each file's path (which would keep one copy a file).
      const above = (path: string) => {
        const dir = deepestRootAbove(folders, path);
        return dir === undefined ? undefined : intern(dir);
      };
      return { roots: d.roots, harness: d.harness, folders, above };
    });
  }

  /** 2a. The files the first-read files add: a manifest's component paths, the folders a settings file names. */
  declaredFiles(found: readonly FoundRoots[]): Claim[] {
    const input = this.rootInput();
    const out: Claim[] = [];
    for (const f of found) {
      for (const d of f.roots.declared?.(input, f.folders) ?? []) {
        const spec = this.byId.get(d.kind);
        if (spec) out.push({ path: d.path, spec, [f.roots.context]: d.root });
      }
    }
    for (const spec of this.declaringKinds()) out.push(...this.filesOfDeclaredFolders(spec));
    return out;
  }

  /** Folders a harness's own files add (Copilot's `agentDirectories`, OpenCode's `skills.paths`): their files are that harness's. */
  private filesOfDeclaredFolders(spec: KindSpec): Claim[] {
    const out: Claim[] = [];
    for (const pf of [...this.reader.parsed.values()]) {
      if (pf.harness !== spec.harness || !spec.matches?.(pf.file.path)) continue;
      for (const d of spec.declaresFolders!(pf)) {
        const target = normalize(d.folder);
        const kind = this.byId.get(d.kind);
        if (target === null || !kind || this.statInside(target) !== 'dir') continue;
        const prefix = target === '.' ? '' : `${target}/`;
        for (const f of withPrefix(this.sorted, prefix)) if (d.file.test(f.slice(prefix.length))) out.push({ path: f, spec: kind });
      }
    }
    return out;
  }

  /** 3. Every other path, by the first kind of each harness that claims it (tool formats count as one more group). */
  claimFiles(found: readonly FoundRoots[], declared: readonly Claim[]): { claims: Claim[]; held: Set<Harness> } {
    const held = new Set<Harness>();
    for (const pf of this.reader.parsed.values()) if (pf.harness) held.add(pf.harness); // manifests
    const claimer = new Claimer(this, found, declared.map(asDeclaredFile), held);
    const claims: Claim[] = [];
    for (const path of this.candidates) if (this.inScope(path)) claimer.claim(path, claims);
    for (const d of declared) held.add(d.spec.harness ?? 'claude-code');
    return { claims, held };
  }

  inScope(path: string): boolean {
    const { only } = this.options;
    return !only || only.some((o) => o === '.' || path === o || path.startsWith(`${o}/`));
  }

  /** The reads of the bulk, each with its context (one context per set of roots, shared by their files). */
  bulkOf(claims: Claim[], declared: Claim[], found: readonly FoundRoots[], selected: ReadonlySet<Harness>, near: (path: string) => boolean = () => true): BulkRead[] {
    const wanted = (spec: KindSpec) => !spec.harness || selected.has(spec.harness);
    const input = this.rootInput();
    const replaced = new Set(found.flatMap((f) => [...(f.roots.replaced?.(input) ?? [])].map((p) => `${f.harness ?? ''}\0${p}`)));
    const kept = (c: Claim) => !replaced.has(`${c.spec.harness ?? ''}\0${c.path}`);
    const contexts = new Map<string, ParseContext>();
    const { surfaces } = this.options;
    const contextFor = (c: Claim): ParseContext => {
      if (c.catalog) return { catalog: c.catalog, surfaces };
      const key = `${c.pluginRoot ?? ''}\0${c.extensionRoot ?? ''}`;
      let ctx = contexts.get(key);
      if (!ctx) contexts.set(key, (ctx = { pluginRoot: c.pluginRoot, extensionRoot: c.extensionRoot, surfaces }));
      return ctx;
    };
    const bulk = [...claims.filter((c) => wanted(c.spec) && kept(c) && near(c.path)), ...declared.filter((d) => this.inScope(d.path) && wanted(d.spec) && near(d.path))].map((c) => ({ path: c.path, spec: c.spec, ctx: contextFor(c) }));
    claims.length = 0;
    declared.length = 0;
    return bulk;
  }

  /** The kinds of the files already parsed and of those claimed for the selected harnesses. */
  kindsAhead(claims: readonly Claim[], selected: ReadonlySet<Harness>): Set<string> {
    const kinds = new Set<string>();
    for (const pf of this.reader.parsed.values()) for (const a of pf.artifacts) kinds.add(a.kind);
    for (const c of claims) if (!c.spec.harness || selected.has(c.spec.harness)) kinds.add(c.spec.id);
    return kinds;
  }

  /**
   * Parse the bulk. A file several harnesses read is parsed once per harness, from one text: only its last parse
   * may let the text go.
   */
  parseBulk(bulk: BulkRead[]): void {
    const isLast = this.lastReads(bulk);
    this.reader.reparsers.clear();
    bulk.forEach((r, i) => {
      this.reader.read(r.path, r.spec, r.ctx, isLast[i] === 1);
      if (isLast[i] === 1) this.reader.forget(r.path);
    });
    bulk.length = 0;
  }

  /**
   * Which read of each path is its last parse (a read of a path already parsed for the harness is none), and the
   * files parsed before the bulk handed to the hook. A byte per read, not a map entry per path: this lives as long
   * as the bulk, when memory peaks.
   */
  private lastReads(bulk: readonly BulkRead[]): Uint8Array {
    const isLast = new Uint8Array(bulk.length);
    const lastRead = new Map<string, number>();
    const keys = new Set(this.reader.parsed.keys());
    bulk.forEach((r, i) => {
      const key = parseKey(r.spec, r.path);
      if (keys.has(key)) return;
      keys.add(key);
      lastRead.set(r.path, i);
    });
    for (const i of lastRead.values()) isLast[i] = 1;
    const { hook, parsed, reparsers, reread } = this.reader;
    if (hook) {
      const current = new Set(parsed.values());
      for (const [pf, parse] of reparsers) if (current.has(pf)) hook(pf, parse, lastRead.has(pf.file.path) ? undefined : reread);
    }
    return isLast;
  }

  /** The project: the selected harnesses' files in scope (and the first-read files, wherever they are), by path. */
  finish(selected: ReadonlySet<Harness>): Discovery {
    const firstKinds = new Set(this.kinds.filter((k) => k.readFirst).map((k) => k.id));
    const droppable = new Set(this.kinds.filter((k) => k.dropWhenEmpty).map((k) => k.id));
    this.sorted.length = 0;
    this.reader.clear();
    this.listed.clear();
    const files = [...this.reader.parsed.values()]
      .filter((pf) => !pf.harness || selected.has(pf.harness))
      .filter((pf) => !droppable.has(pf.kind) || pf.artifacts.length > 0 || pf.problems.length > 0)
      .filter((pf) => this.inScope(pf.file.path) || pf.artifacts.some((a) => firstKinds.has(a.kind)))
      .sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
    this.reader.parsed.clear();
    const project: Project = {
      root: this.root,
      artifacts: files.flatMap((f) => f.artifacts),
      files,
      harnesses: HARNESSES.filter((h) => selected.has(h)),
      ...treeAccess(this.realRoot, this.root, this.statInside),
    };
    return { project, skipped: this.skipped };
  }
}

const asDeclaredFile = (c: Claim): DeclaredFile => ({ path: c.path, kind: c.spec.id, harness: c.spec.harness });

function realRootOf(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return root;
  }
}

/** Step 3 for one path at a time: the catalogue's claim, then each group's first kind that claims the path. */
class Claimer {
  private readonly catalogOf;
  private readonly explicit: Set<Harness> | undefined;
  /** The kinds whose files can have an extension, in match order (most kinds read one extension). */
  private readonly kindsByExtension = new Map<string, KindSpec[]>();
  private readonly groups = new Set<string>();
  /** For the path being claimed: the deepest root of each of `found` above it, and the path inside that root. */
  private readonly roots: Array<string | undefined> = [];
  private readonly inRoot: string[] = [];

  constructor(
    private readonly run: DiscoveryRun,
    private readonly found: readonly FoundRoots[],
    private readonly declared: readonly DeclaredFile[],
    private readonly held: Set<Harness>,
  ) {
    this.catalogOf = catalogMatcher(run.options.catalog ?? [], run.table.installTargets);
    this.explicit = run.options.harnesses ? new Set(run.options.harnesses) : undefined;
  }

  claim(path: string, out: Claim[]): void {
    this.groups.clear();
    this.claimForCatalog(path, out);
    let rootsKnown = false;
    for (const spec of this.kindsFor(path)) {
      if (spec.readFirst) {
        // Read first for its own harness; another harness may still claim the path (Copilot reads plugin.json).
        if (spec.matches?.(path)) this.groups.add(groupOf(spec));
        continue;
      }
      const g = groupOf(spec);
      if (this.groups.has(g) || (this.explicit && spec.harness && !this.explicit.has(spec.harness))) continue;
      if (!rootsKnown) this.rootsAbove(path);
      rootsKnown = true;
      const claim = this.claimOf(path, spec);
      if (!claim) continue;
      this.groups.add(g);
      out.push(claim);
      if (spec.harness && spec.evidence !== false) this.held.add(spec.harness);
    }
  }

  /** The roots above `path` and the path inside each, into buffers reused for every path (no allocation a path). */
  private rootsAbove(path: string): void {
    this.found.forEach((f, i) => {
      const root = f.above(path);
      this.roots[i] = root;
      this.inRoot[i] = root === undefined ? '' : root === '.' ? path : path.slice(root.length + 1);
    });
  }

  /** The claim of `spec` on `path`: at its own path, or inside one of the roots above it; with those roots. */
  private claimOf(path: string, spec: KindSpec): Claim | undefined {
    const { found, roots, inRoot } = this;
    let claimed = spec.matches?.(path) === true && this.keptAtOwnPath(spec, path);
    let viaRoot = 0;
    for (let i = 0; i < found.length; i++) {
      if (roots[i] !== undefined && found[i]!.roots.claims(spec, inRoot[i]!)) {
        claimed = true;
        viaRoot |= 1 << i;
      }
    }
    if (!claimed) return undefined;
    const claim: Claim = { path, spec };
    for (let i = 0; i < found.length; i++) {
      const f = found[i]!;
      if (roots[i] !== undefined && (f.roots.everyFile || viaRoot & (1 << i))) claim[f.roots.context] = roots[i];
    }
    return claim;
  }

  private keptAtOwnPath(spec: KindSpec, path: string): boolean {
    for (const f of this.found) if (f.roots.keeps?.(spec, path, this.declared, f.folders) === false) return false;
    return true;
  }

  /** A catalogue file is its harness's file as installed; another harness may still read it where it is. */
  private claimForCatalog(path: string, out: Claim[]): void {
    const placement = this.catalogOf?.(path);
    const spec = placement && this.run.byId.get(placement.spec);
    if (!placement || !spec || (this.explicit && spec.harness && !this.explicit.has(spec.harness))) return;
    this.groups.add(groupOf(spec));
    out.push({ path, spec, catalog: placement });
    if (spec.harness) this.held.add(spec.harness);
  }

  private kindsFor(path: string): KindSpec[] {
    const ext = extensionOf(path);
    let list = this.kindsByExtension.get(ext);
    if (!list) this.kindsByExtension.set(ext, (list = this.run.kinds.filter((k) => !k.extensions || k.extensions.includes(ext))));
    return list;
  }
}
