/**
 * Catalogues: repositories whose agent definitions are written in one place and installed into another
 * (copied by a CLI, or by hand). A `catalog:` entry of the configuration names a glob of such files and
 * what they install as; discovery reads each matching file as that kind, as if it sat where it installs
 * (its installed path decides its name and its kind's reading), while every finding still points at the
 * file where it is written.
 */
import picomatch from 'picomatch';
import type { Harness } from './harness.js';

/** What a catalogue file installs as: the kind that reads it, and where it lands in the installing repository. */
export interface InstallTarget {
  /** The `as:` value of a `catalog:` entry. */
  id: string;
  /** The KindSpec that reads the installed file. */
  spec: string;
  harness: Harness;
  /** "a Claude Code project agent": what the file is once installed, for messages. */
  title: string;
  /** The folder it installs into, and how the file's path below the entry's folder maps there. */
  folder: string;
  shape: InstallShape;
}

/**
 * `flat`: the file name only (catalogues group by category; the install copies one file);
 * `skill`: the skill's own folder and its SKILL.md; `rest`: the path below the glob's folder, kept.
 */
export type InstallShape = 'flat' | 'skill' | 'rest' | 'fixed';

/** One `catalog:` entry of the configuration. */
export interface CatalogEntry {
  /** Globs relative to the scan root. */
  files: string[];
  as: string;
  /** Frontmatter or top-level keys the catalogue adds for its own use (its index, its website): never reported as unknown. */
  metadata: string[];
}

/** Where one catalogue file installs: attached to the file's parse context and to each of its artifacts. */
export interface CatalogPlacement {
  as: string;
  title: string;
  /** The artifact kind that reads it. */
  spec: string;
  /** The path the file would have in the installing repository. */
  installedPath: string;
  metadata: readonly string[];
}

/** The folder part of a glob before its first wildcard (`cli-tool/components/agents/**` → `cli-tool/components/agents`). */
export function globBase(glob: string): string {
  const parts = glob.split('/');
  const fixed: string[] = [];
  for (const p of parts.slice(0, -1)) {
    if (/[*?[\]{}()!]/.test(p)) break;
    fixed.push(p);
  }
  return fixed.join('/');
}

/** The installed path of a catalogue file matched by a glob whose folder is `base`. */
export function installedPath(t: InstallTarget, path: string, base: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (t.shape === 'fixed') return t.folder;
  if (t.shape === 'flat') return `${t.folder}/${name}`;
  if (t.shape === 'skill') {
    const parts = path.split('/');
    return `${t.folder}/${parts.length >= 2 ? parts[parts.length - 2] : 'skill'}/SKILL.md`;
  }
  const rest = base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
  return `${t.folder}/${rest}`;
}

/** A catalogue's documents beside its components (a README in `agents/`): no install copies them as one. */
const DOCUMENT = /^(readme|changelog|license|licence|contributing|code_of_conduct|security)(\.[^/]*)?$/i;

/**
 * A matcher for the configured entries: the placement of a path, from the first entry whose globs match it.
 * `targets`: every install target the harnesses declare (the engine hands them down with the kinds).
 */
export function catalogMatcher(entries: readonly CatalogEntry[], targets: readonly InstallTarget[]): ((path: string) => CatalogPlacement | undefined) | undefined {
  const compiled = entries.flatMap((e) => {
    const t = targets.find((x) => x.id === e.as);
    if (!t || e.files.length === 0) return [];
    return [{ t, metadata: Object.freeze([...e.metadata]), globs: e.files.map((g) => ({ base: globBase(g), test: picomatch(g, { dot: true }) })) }];
  });
  if (compiled.length === 0) return undefined;
  return (path) => {
    if (DOCUMENT.test(path.slice(path.lastIndexOf('/') + 1))) return undefined;
    for (const c of compiled) {
      const g = c.globs.find((x) => x.test(path));
      if (g) return { as: c.t.id, title: c.t.title, spec: c.t.spec, installedPath: installedPath(c.t, path, g.base), metadata: c.metadata };
    }
    return undefined;
  };
}

/** The path a file's kind reads it as: where it installs for a catalogue file, else where it is. */
export function pathAsRead(path: string, placement: CatalogPlacement | undefined): string {
  return placement?.installedPath ?? path;
}
