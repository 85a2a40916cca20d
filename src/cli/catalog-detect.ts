/**
 * `init` on a catalogue: find agent definitions written outside the places harnesses load from, by names and
 * shapes that leave no doubt (`*.agent.md`, `*.instructions.md`, `*.prompt.md`, `*.mdc`, a `SKILL.md` with a
 * name and a description, Markdown with frontmatter in an `agents/` or `commands/` folder, hooks, settings and
 * MCP JSON in folders of those names), and propose one `catalog:` entry per kind and top folder.
 */
import { readGatedOrUndefined } from '../artifacts/gate.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogEntry } from '../artifacts/catalog.js';

/** A folder of files init did not propose, and why: it says so in the configuration it writes. */
export interface LeftOut {
  /** The folder's glob, as an entry would have named it. */
  files: string;
  why: string;
}
import { walkTree } from '../artifacts/walk.js';

/** Folders harnesses load from, or that hold no catalogue: their files are linted where they are, or not at all. */
const NOT_A_CATALOGUE = /(^|\/)(\.[^/]+|node_modules|vendor|dist|build|out|target|test|tests|__tests__|fixtures?|examples?|docs?)\//;
const MAX_HEAD = 4096;

interface Found {
  as: string;
  /** The folder the glob starts from, and the glob below it. */
  base: string;
  pattern: string;
}

function head(root: string, path: string): string {
  // Through the file gate: a FIFO, a device or a link out of the root is no catalogue file.
  return (readGatedOrUndefined(root, join(root, path)) ?? '').slice(0, MAX_HEAD);
}

function frontmatterKeys(text: string): Set<string> {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const keys = new Set<string>();
  if (!m) return keys;
  for (const line of m[1]!.split(/\r?\n/)) {
    const k = /^([A-Za-z][\w-]*)\s*:/.exec(line);
    if (k) keys.add(k[1]!);
  }
  return keys;
}

function jsonKeys(text: string): Set<string> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? new Set(Object.keys(v)) : new Set();
  } catch {
    return new Set();
  }
}

/** The event names under a hooks file's `hooks` object. */
function hookEvents(text: string): string[] {
  try {
    const v = JSON.parse(text) as { hooks?: unknown };
    return v.hooks && typeof v.hooks === 'object' && !Array.isArray(v.hooks) ? Object.keys(v.hooks) : [];
  } catch {
    return [];
  }
}

/** The folder up to and including the first segment named `marker` (or the first segment), and the rest's glob. */
function baseAt(path: string, marker: string | undefined, pattern: string): { base: string; pattern: string } {
  const parts = path.split('/');
  // The marker folder nearest the file: `plugins/mcp/<plugin>/mcp/server.json` is under `…/<plugin>/mcp`, not `plugins/mcp`.
  const at = marker === undefined ? 0 : parts.slice(0, -1).lastIndexOf(marker);
  return { base: parts.slice(0, Math.max(at, 0) + 1).join('/'), pattern };
}

/** Folders a program's own components live in: built into it, not installed from here. */
const BUILT_IN = /^(builtins?|built-in|bundled)$/i;
/** Folders of templates a generator fills in and rewrites for each harness. */
const TEMPLATES = /^(templates?|scaffolds?|blueprints?)$/i;
/**
 * Placeholders a generator replaces before a harness sees the file (`{SCRIPT}`, `{{name}}`, `__AGENT_DIR__`):
 * the file in the repository is not the file installed.
 */
const PLACEHOLDER = /\{\{[^{}\n]{1,60}\}\}|\{(SCRIPT|ARGS|AGENT_SCRIPT)\}|\b__[A-Z][A-Z0-9_]{2,}__\b/;
/** Manifests of a generator's extensions, beside the folders it installs from (Spec Kit's `extension.yml`, `preset.yml`). */
const GENERATOR_MANIFESTS = ['extension.yml', 'preset.yml'];

/** Why a file that looks like a component is not one to propose, if it is not. */
function notAComponent(root: string, path: string, text: () => string): string | undefined {
  const parts = path.split('/');
  const folders = parts.slice(0, -1);
  if (folders.some((f) => BUILT_IN.test(f))) return 'built into a program (a harness\'s own components belong to that harness), not installed from here';
  if (folders.some((f) => TEMPLATES.test(f))) return 'a template folder: its files are copied and filled in (by hand or by a generator), not installed as they are';
  if (PLACEHOLDER.test(text())) return 'files with placeholders a generator replaces (`{SCRIPT}`, `{{…}}`, `__NAME__`): the files installed are what it writes';
  for (let i = 1; i < parts.length - 1; i++) {
    const dir = parts.slice(0, i).join('/');
    if (GENERATOR_MANIFESTS.some((m) => existsSync(join(root, dir, m)))) return `part of a generator's extension (\`${dir}/\` has its manifest): it installs rewritten copies`;
  }
  return undefined;
}

/** Without its trailing `/`s (a loop: a regex anchored at the end backtracks on long runs). */
function trimSlashes(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '/') end--;
  return s.slice(0, end);
}

/** The plugin folders a root `.claude-plugin/marketplace.json` lists by a relative source (`./plugins/kit`). */
function marketplaceSources(root: string): string[] {
  try {
    // Through the file gate: a marketplace file linked out of the repository, or a FIFO, is no marketplace.
    const m = JSON.parse(readGatedOrUndefined(root, join(root, '.claude-plugin', 'marketplace.json')) ?? '{}') as { plugins?: { source?: unknown }[] };
    return (m.plugins ?? []).flatMap((p) => (typeof p?.source === 'string' ? [trimSlashes(p.source.replace(/^\.\//, ''))] : []));
  } catch {
    return [];
  }
}

/**
 * A `hooks/hooks.json` inside a Claude Code plugin (a folder with `.claude-plugin/`, or one the marketplace lists) is
 * that plugin's, read with it.
 */
function inClaudePlugin(root: string, path: string, sources: () => string[]): boolean {
  const parts = path.split('/');
  const at = parts.lastIndexOf('hooks');
  if (at < 0) return false;
  const folder = parts.slice(0, at).join('/');
  return existsSync(join(root, folder, '.claude-plugin')) || sources().includes(folder);
}

/** What one file looks like it installs as, if anything. */
function classify(root: string, path: string, skills: 'copilot/skill' | 'claude-code/skill', sources: () => string[], plugins: (dir: string) => boolean): Found | { why: string } | undefined {
  const found = classifyShape(root, path, skills);
  if (!found) return undefined;
  const parts = path.split('/');
  for (let i = parts.length - 1; i >= 1; i--) {
    if (plugins(parts.slice(0, i).join('/'))) return { why: 'inside a Claude Code plugin: it is read with that plugin, as the plugin declares it' };
  }
  if (found.as.endsWith('/hooks') || found.as === 'claude-code/settings') {
    if (inClaudePlugin(root, path, sources)) return { why: 'a Claude Code plugin\'s hooks file: it belongs to that plugin, which is checked as one' };
  }
  const why = notAComponent(root, path, () => head(root, path));
  return why ? { why } : found;
}

/** What one file's name, folder and keys say it installs as. */
function classifyShape(root: string, path: string, skills: 'copilot/skill' | 'claude-code/skill'): Found | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const parts = path.split('/');
  const folder = (f: string) => parts.slice(0, -1).includes(f);
  const at = (as: string, marker: string | undefined, pattern: string): Found => ({ as, ...baseAt(path, marker, pattern) });
  // A file inside a skill's folder is one of its resources, installed with the skill.
  if (name !== 'SKILL.md' && folder('skills')) return undefined;
  if (name.endsWith('.agent.md')) return at('copilot/agent', undefined, '**/*.agent.md');
  if (name.endsWith('.instructions.md')) return at('copilot/instructions', undefined, '**/*.instructions.md');
  if (name.endsWith('.prompt.md')) return at('copilot/prompt', undefined, '**/*.prompt.md');
  if (name.endsWith('.mdc')) return at('cursor/rule', undefined, '**/*.mdc');
  if (name === 'SKILL.md') {
    const keys = frontmatterKeys(head(root, path));
    return keys.has('name') && keys.has('description') ? at(skills, folder('skills') ? 'skills' : undefined, '**/SKILL.md') : undefined;
  }
  if (name.endsWith('.md') && name.toLowerCase() !== 'readme.md') {
    const keys = frontmatterKeys(head(root, path));
    if (folder('agents') && keys.has('name') && keys.has('description')) return at('claude-code/agent', 'agents', '**/*.md');
    if (folder('commands') && keys.size > 0) return at('claude-code/command', 'commands', '**/*.md');
    return undefined;
  }
  if (!name.endsWith('.json')) return undefined;
  const keys = jsonKeys(head(root, path));
  if (folder('hooks') && keys.has('hooks')) {
    // Copilot's hooks files carry `version: 1` and camelCase events (`preToolUse`); Claude Code's are settings
    // fragments with PascalCase events (`PreToolUse`). Neither sure: not proposed.
    const events = hookEvents(head(root, path));
    if (keys.has('version') && events.every((e) => /^[a-z]/.test(e))) return at('copilot/hooks', 'hooks', '**/*.json');
    if (!keys.has('version') && events.every((e) => /^[A-Z]/.test(e))) return at('claude-code/settings', 'hooks', '**/*.json');
    return undefined;
  }
  if ((folder('mcps') || folder('mcp')) && keys.has('mcpServers')) return at('claude-code/mcp', folder('mcps') ? 'mcps' : 'mcp', '**/*.json');
  if (folder('settings') && (keys.has('permissions') || keys.has('env') || keys.has('statusLine') || keys.has('hooks'))) return at('claude-code/settings', 'settings', '**/*.json');
  return undefined;
}

/**
 * The `catalog:` entries for a tree, given the paths discovery already reads where they are (`claimed`) and
 * whether the repository is a Copilot one (its skills install as Copilot skills then, else as Claude Code's).
 */
export function detectCatalog(root: string, claimed: ReadonlySet<string>, copilot: boolean): CatalogEntry[] {
  return detectCatalogWithReasons(root, claimed, copilot).entries;
}

/** The entries, and the folders of component-shaped files left out with the reason. */
export function detectCatalogWithReasons(root: string, claimed: ReadonlySet<string>, copilot: boolean): { entries: CatalogEntry[]; leftOut: LeftOut[] } {
  const { files } = walkTree(root, []);
  const skills = copilot ? 'copilot/skill' : 'claude-code/skill';
  const entries = new Map<string, CatalogEntry & { count: number }>();
  const leftOut = new Map<string, LeftOut>();
  let listed: string[] | undefined;
  const sources = () => (listed ??= marketplaceSources(root));
  const pluginDirs = new Map<string, boolean>();
  const isPlugin = (dir: string) => {
    let known = pluginDirs.get(dir);
    if (known === undefined) pluginDirs.set(dir, (known = existsSync(join(root, dir, '.claude-plugin', 'plugin.json'))));
    return known;
  };
  for (const path of files) {
    if (claimed.has(path) || NOT_A_CATALOGUE.test(`${path}`)) continue;
    const f = classify(root, path, skills, sources, isPlugin);
    if (!f) continue;
    if ('why' in f) {
      const folder = path.includes('/') ? `${path.slice(0, path.lastIndexOf('/'))}/*` : path;
      if (!leftOut.has(folder)) leftOut.set(folder, { files: folder, why: f.why });
      continue;
    }
    const glob = f.base ? `${f.base}/${f.pattern}` : f.pattern;
    const key = `${f.as}\0${glob}`;
    const e = entries.get(key);
    if (e) e.count++;
    else entries.set(key, { files: [glob], as: f.as, metadata: [], count: 1 });
  }
  const all = [...entries.values()];
  // An entry whose folder lies inside another's of the same kind adds nothing: that one's glob matches its files.
  const inside = (e: CatalogEntry) => all.some((o) => o !== e && o.as === e.as && e.files[0]!.startsWith(o.files[0]!.replace(/\*\*\/.*$/, '')) && o.files[0]!.length < e.files[0]!.length);
  const kept = all.filter((e) => !inside(e)).sort((a, b) => (a.files[0]! < b.files[0]! ? -1 : 1)).map(({ files, as, metadata }) => ({ files, as, metadata }));
  return { entries: kept, leftOut: [...leftOut.values()].sort((a, b) => (a.files < b.files ? -1 : 1)) };
}
