/** What an ai-rulez config declares about where agents come from: its `includes` and its `builtins`. */
import { posix } from 'node:path';
import { AI_RULEZ_DEFAULT_MERGE_STRATEGY } from '../known-values.js';
import type { Artifact, Project } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import { getNode, getPair, scalarString, type TreeNode } from '../../../artifacts/tree.js';
import type { BuiltinsState, IncludeInfo } from './model.js';

const REMOTE = /^(?:git\+)?(?:https?|file|ssh|git):\/\//i;
const SCP = /^[\w.-]+@[\w.-]+:/;

export function isRemoteSource(source: string): boolean {
  return REMOTE.test(source) || SCP.test(source);
}

/** `rel` joined to `root` (both root-relative); null when it leaves `root` or is absolute. */
export function joinInside(root: string, rel: string): string | null {
  if (rel.startsWith('/') || rel.startsWith('~') || /^[A-Za-z]:[\\/]/.test(rel)) return null;
  const joined = posix.normalize(posix.join(root, rel.replace(/\\/g, '/'))).replace(/\/$/, '');
  const inRoot = root === '.' ? joined : posix.relative(root, joined);
  if (inRoot === '..' || inRoot.startsWith('../') || joined.startsWith('/')) return null;
  return joined === '' ? '.' : joined;
}

export const under = (dir: string, rel: string) => (dir === '.' ? rel : `${dir}/${rel}`);

/** The folder an include's content is read from: `<dir>/.ai-rulez` when there is one, else the bare `<dir>`. */
function contentDirOf(project: Project, dir: string): string {
  return project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
}

/** Where a local `source` (plus the include's `path`) points, or why it cannot be read. */
function locateSource(project: Project, info: IncludeInfo, root: string, source: string, sub: string): void {
  const dir = joinInside(root, sub ? posix.join(source, sub) : source);
  if (dir === null) {
    info.problem = 'outside';
    return;
  }
  info.dir = dir;
  const what = project.stat(dir);
  if (what === null) info.problem = 'missing';
  else if (what === 'file') info.problem = 'not-dir';
  else info.contentDir = contentDirOf(project, dir);
}

/** A `local_override`: a local checkout used instead of `source`; when it is absent ai-rulez skips the include. */
function applyLocalOverride(project: Project, info: IncludeInfo, root: string, override: string, sub: string): void {
  const dir = joinInside(root, sub ? posix.join(override, sub) : override);
  if (dir !== null && project.stat(dir) === 'dir') {
    info.remote = false;
    info.dir = dir;
    info.contentDir = contentDirOf(project, dir);
  }
}

function readInclude(project: Project, node: TreeNode, index: number, root: string, headers: Record<string, Range>): IncludeInfo {
  const namePair = getPair(node, 'name');
  const sourcePair = getPair(node, 'source');
  const source = scalarString(sourcePair?.value);
  const kinds = getNode(node, 'include');
  const agents = !kinds || kinds.type !== 'seq' || kinds.items.some((i) => scalarString(i) === 'agents');
  const info: IncludeInfo = {
    index,
    node,
    anchor: headers[node.path] ?? node.range,
    name: scalarString(namePair?.value),
    namePair,
    source,
    sourcePair,
    mergeStrategy: scalarString(getNode(node, 'merge_strategy')) ?? AI_RULEZ_DEFAULT_MERGE_STRATEGY,
    agents,
    remote: source !== undefined && isRemoteSource(source),
  };
  const sub = scalarString(getNode(node, 'path')) ?? '';
  const override = scalarString(getNode(node, 'local_override'));
  if (override !== undefined) applyLocalOverride(project, info, root, override, sub);
  else if (source !== undefined && !info.remote) locateSource(project, info, root, source, sub);
  return info;
}

/** The config's `includes`, each with where its content is (an item that is not a table is skipped). */
export function readIncludes(project: Project, config: Artifact, root: string, headers: Record<string, Range>): IncludeInfo[] {
  const list = getNode(config.root, 'includes');
  if (!list || list.type !== 'seq') return [];
  const out: IncludeInfo[] = [];
  list.items.forEach((node, index) => {
    if (node.type === 'map') out.push(readInclude(project, node, index, root, headers));
  });
  return out;
}

/** `builtin:<name>` entries of the config's profiles. */
function profileBuiltinRefs(config: Artifact, into: Set<string>): void {
  const profiles = getNode(config.root, 'profiles');
  if (profiles?.type !== 'map') return;
  for (const p of profiles.pairs) {
    if (p.value?.type !== 'seq') continue;
    for (const i of p.value.items) {
      const s = scalarString(i);
      if (s?.startsWith('builtin:')) into.add(s.slice('builtin:'.length));
    }
  }
}

/** The `builtins` key: absent, `true`, `false` or a list of domains (`!name` excludes one). */
export function readBuiltins(config: Artifact): BuiltinsState {
  const state: BuiltinsState = { mode: 'absent', listed: [], excluded: new Map(), profileRefs: new Set(), shadowed: new Set(), loaded: new Set() };
  const pair = getPair(config.root, 'builtins');
  profileBuiltinRefs(config, state.profileRefs);
  if (!pair) return state;
  state.pair = pair;
  const v = pair.value;
  if (v?.type === 'scalar' && typeof v.value === 'boolean') state.mode = v.value ? 'all' : 'none';
  else if (v?.type === 'seq') {
    state.mode = 'list';
    for (const item of v.items) {
      const s = scalarString(item);
      if (s === undefined) continue;
      if (s.startsWith('!')) {
        if (!s.includes('/')) state.excluded.set(s.slice(1), item);
      } else state.listed.push(s.replace(/^builtin:/, ''));
    }
  } else state.mode = 'list';
  return state;
}
