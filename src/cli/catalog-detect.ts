/**
 * `init` on a catalogue: find agent definitions written outside the places harnesses load from, by names and
 * shapes that leave no doubt (`*.agent.md`, `*.instructions.md`, `*.prompt.md`, `*.mdc`, a `SKILL.md` with a
 * name and a description, Markdown with frontmatter in an `agents/` or `commands/` folder, hooks, settings and
 * MCP JSON in folders of those names), and propose one `catalog:` entry per kind and top folder.
 */
import { readGatedOrUndefined } from '../artifacts/gate.js';
import { join } from 'node:path';
import type { CatalogEntry } from '../artifacts/catalog.js';
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

/** The folder up to and including the first segment named `marker` (or the first segment), and the rest's glob. */
function baseAt(path: string, marker: string | undefined, pattern: string): { base: string; pattern: string } {
  const parts = path.split('/');
  const at = marker === undefined ? 0 : parts.indexOf(marker);
  return { base: parts.slice(0, Math.max(at, 0) + 1).join('/'), pattern };
}

/** What one file looks like it installs as, if anything. */
function classify(root: string, path: string, skills: 'copilot/skill' | 'claude-code/skill'): Found | undefined {
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
    // Copilot's hooks files carry `version: 1`; Claude Code's are settings fragments.
    return keys.has('version') ? at('copilot/hooks', 'hooks', '**/*.json') : at('claude-code/settings', 'hooks', '**/*.json');
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
  const { files } = walkTree(root, []);
  const skills = copilot ? 'copilot/skill' : 'claude-code/skill';
  const entries = new Map<string, CatalogEntry & { count: number }>();
  for (const path of files) {
    if (claimed.has(path) || NOT_A_CATALOGUE.test(`${path}`)) continue;
    const f = classify(root, path, skills);
    if (!f) continue;
    const glob = f.base ? `${f.base}/${f.pattern}` : f.pattern;
    const key = `${f.as}\0${glob}`;
    const e = entries.get(key);
    if (e) e.count++;
    else entries.set(key, { files: [glob], as: f.as, metadata: [], count: 1 });
  }
  const all = [...entries.values()];
  // An entry whose folder lies inside another's of the same kind adds nothing: that one's glob matches its files.
  const inside = (e: CatalogEntry) => all.some((o) => o !== e && o.as === e.as && e.files[0]!.startsWith(o.files[0]!.replace(/\*\*\/.*$/, '')) && o.files[0]!.length < e.files[0]!.length);
  return all.filter((e) => !inside(e)).sort((a, b) => (a.files[0]! < b.files[0]! ? -1 : 1)).map(({ files, as, metadata }) => ({ files, as, metadata }));
}
