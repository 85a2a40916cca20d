/**
 * Discovery's reading and parsing of files: each path read from disk once, parsed once per harness that reads it
 * (a tool format counts as one more reader), a file reached by two paths (a link, a hard link) linted once, and
 * each parse handed to the caller's hook as soon as it is made (memory at scale: a tree need not outlive its rules).
 */
import type { CatalogPlacement } from '../catalog.js';
import type { KindSpec, ParseContext } from '../kinds/spec.js';
import type { Artifact, ParsedFile, SkippedFile } from '../model.js';
import { sourceFile, type Reread, type SourceFile } from '../source.js';
import { readText, rereader } from './disk.js';

/**
 * Called once for every parsed file, right after it is parsed (the files parsed before the bulk, such as
 * manifests, when the bulk starts): the engine lints it there and then, and may drop its syntax tree.
 * `reparse` parses the same text again with the same kind and context (for a tree dropped and then read);
 * `reread` reads a file of the tree again, as discovery read it (for a text dropped and then read); it is
 * undefined while another harness's parse of the same file is still to come (the text must stay).
 */
export type ParsedFileHook = (pf: ParsedFile, reparse: FileParse, reread: Reread | undefined) => void;

/** The reader of a kind's files: its harness, or `tool` for the tool formats. */
const groupOf = (spec: KindSpec) => spec.harness ?? 'tool';

/** A path is parsed once per group: the key of that parse. */
export const parseKey = (spec: KindSpec, path: string) => `${groupOf(spec)}\0${path}`;

export { groupOf };

export interface ReaderOptions {
  realRoot: string;
  root: string;
  /** What the walk listed: only these are read (ignored files stay ignored even when a manifest names them). */
  listed: Set<string>;
  /** The listed paths that are symbolic links. */
  links: ReadonlySet<string>;
  skipped: SkippedFile[];
  overlay?: ReadonlyMap<string, string>;
}

export class FileReader {
  readonly parsed = new Map<string, ParsedFile>();
  /** Until the bulk starts there is no hook: the files parsed before it wait here with their re-parsers. */
  readonly reparsers = new Map<ParsedFile, FileParse>();
  hook: ParsedFileHook | undefined;
  readonly reread: Reread;
  private readonly texts = new Map<string, SourceFile | undefined>();
  /** A file reached by two paths is linted and fixed once: by device and inode. */
  private readonly byIdentity = new Map<string, string>();

  constructor(private readonly o: ReaderOptions) {
    this.reread = rereader(o.realRoot, o.root, o.overlay);
  }

  /** Parse `path` as `spec`; `last`: no later parse of this path will read its text, so the hook may drop it. */
  read(path: string, spec: KindSpec, ctx: ParseContext, last = false): void {
    const key = parseKey(spec, path);
    if (this.parsed.has(key) || !this.o.listed.has(path)) return;
    const file = this.textOf(path);
    if (file === undefined) return;
    try {
      const parse = new FileParse(spec, file, ctx);
      const pf = parse.parse();
      this.parsed.set(key, pf);
      if (this.hook) this.hook(pf, parse, last ? this.reread : undefined);
      else this.reparsers.set(pf, parse);
    } catch (err) {
      this.o.skipped.push({ path, reason: `could not be parsed: ${(err as Error).message}` });
    }
  }

  /** No later read of the path: its shared text need not be found by path any more. */
  forget(path: string): void {
    this.texts.delete(path);
  }

  /** Drop the working maps (what discovery returns is all that stays). */
  clear(): void {
    this.texts.clear();
    this.byIdentity.clear();
    this.reparsers.clear();
  }

  private textOf(path: string): SourceFile | undefined {
    if (this.texts.has(path)) return this.texts.get(path);
    const { o } = this;
    const overlaid = o.overlay?.get(path);
    const got = overlaid !== undefined ? { text: overlaid, identity: '' } : readText(o.realRoot, o.root, path, o.skipped, o.links.has(path), o.links.size > 0);
    const text = got && !this.sameFileAsRead(path, got.identity) ? got.text : undefined;
    const file = text === undefined ? undefined : sourceFile(path, text);
    this.texts.set(path, file);
    return file;
  }

  private sameFileAsRead(path: string, identity: string): boolean {
    if (!identity) return false;
    const prev = this.byIdentity.get(identity);
    if (prev === undefined) {
      this.byIdentity.set(identity, path);
      return false;
    }
    const { links } = this.o;
    // Keep the plain path over a link, then the first in sorted order: the choice does not depend on the walk.
    const keepNew = (links.has(prev) && !links.has(path)) || (links.has(prev) === links.has(path) && path < prev);
    const [kept, dropped] = keepNew ? [path, prev] : [prev, path];
    this.o.skipped.push({ path: dropped, reason: `the same file as ${kept} (linted and fixed once, there)` });
    if (!keepNew) return true;
    this.texts.set(prev, undefined);
    for (const key of [...this.parsed.keys()]) if (key.endsWith(`\0${prev}`)) this.parsed.delete(key);
    this.byIdentity.set(identity, path);
    return false;
  }
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
