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

const target = (id: string, spec: string, harness: Harness, title: string, folder: string, shape: InstallShape): InstallTarget => ({ id, spec, harness, title, folder, shape });

/** Every `as:` value, in the order the docs list them. */
export const INSTALL_TARGETS: readonly InstallTarget[] = [
  target('claude-code/agent', 'agent', 'claude-code', 'a Claude Code project agent (.claude/agents/)', '.claude/agents', 'flat'),
  target('claude-code/command', 'command', 'claude-code', 'a Claude Code project command (.claude/commands/)', '.claude/commands', 'flat'),
  target('claude-code/skill', 'skill', 'claude-code', 'a Claude Code project skill (.claude/skills/)', '.claude/skills', 'skill'),
  target('claude-code/settings', 'hooks', 'claude-code', 'Claude Code project settings (.claude/settings.json)', '.claude/settings.json', 'fixed'),
  target('claude-code/mcp', 'mcp', 'claude-code', "a Claude Code project's .mcp.json", '.mcp.json', 'fixed'),
  target('copilot/agent', 'copilot-agent', 'copilot', 'a Copilot custom agent (.github/agents/)', '.github/agents', 'flat'),
  target('copilot/instructions', 'copilot-instructions', 'copilot', 'Copilot path-specific instructions (.github/instructions/)', '.github/instructions', 'flat'),
  target('copilot/prompt', 'copilot-prompt', 'copilot', 'a Copilot prompt file (.github/prompts/)', '.github/prompts', 'flat'),
  target('copilot/skill', 'copilot-skill', 'copilot', 'a Copilot skill (.github/skills/)', '.github/skills', 'skill'),
  target('copilot/hooks', 'copilot-hooks', 'copilot', 'a Copilot hooks file (.github/hooks/)', '.github/hooks', 'rest'),
  target('cursor/rule', 'cursor-rule', 'cursor', 'a Cursor project rule (.cursor/rules/)', '.cursor/rules', 'flat'),
  target('gemini/command', 'gemini-command', 'gemini', 'a Gemini CLI custom command (.gemini/commands/)', '.gemini/commands', 'rest'),
  target('opencode/agent', 'opencode-agent', 'opencode', 'an OpenCode agent (.opencode/agent/)', '.opencode/agent', 'flat'),
  target('opencode/command', 'opencode-command', 'opencode', 'an OpenCode command (.opencode/command/)', '.opencode/command', 'flat'),
];

export const INSTALL_TARGET_IDS: readonly string[] = INSTALL_TARGETS.map((t) => t.id);

export function installTarget(id: string): InstallTarget | undefined {
  return INSTALL_TARGETS.find((t) => t.id === id);
}

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

/** A matcher for the configured entries: the placement of a path, from the first entry whose globs match it. */
export function catalogMatcher(entries: readonly CatalogEntry[]): ((path: string) => CatalogPlacement | undefined) | undefined {
  const compiled = entries.flatMap((e) => {
    const t = installTarget(e.as);
    if (!t || e.files.length === 0) return [];
    return [{ t, metadata: Object.freeze([...e.metadata]), globs: e.files.map((g) => ({ base: globBase(g), test: picomatch(g, { dot: true }) })) }];
  });
  if (compiled.length === 0) return undefined;
  return (path) => {
    if (DOCUMENT.test(path.slice(path.lastIndexOf('/') + 1))) return undefined;
    for (const c of compiled) {
      const g = c.globs.find((x) => x.test(path));
      if (g) return { as: c.t.id, title: c.t.title, installedPath: installedPath(c.t, path, g.base), metadata: c.metadata };
    }
    return undefined;
  };
}

/** The path a file's kind reads it as: where it installs for a catalogue file, else where it is. */
export function pathAsRead(path: string, placement: CatalogPlacement | undefined): string {
  return placement?.installedPath ?? path;
}
