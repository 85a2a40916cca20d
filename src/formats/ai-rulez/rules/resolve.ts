/**
 * ai-rulez agent resolution, as the generator does it, over the Project (pure:
 * files are read only through `Project.stat`/`readText`).
 *
 * For each ai-rulez config (one ai-rulez project): the layers, highest first,
 * are the project's root agents, its domains' agents, the includes folded in
 * declared order (the first include beats later ones; an include with
 * `merge_strategy = "include-override"` goes above everything folded so far),
 * then the loaded builtin domains. `extends: X` binds to the agent named X
 * below the current layer (for X = the agent's own name), or at or below it
 * (for another name; an agent is never its own base), which is how cycles
 * can form inside one layer.
 */
import { posix } from 'node:path';
import { parseAiRulezAgent, type AiRulezAgentData, type AiRulezConfigData } from '../kinds.js';
import { AI_RULEZ_AUTO_BUILTIN_DOMAINS, AI_RULEZ_BUILTIN_AGENTS, AI_RULEZ_BUILTIN_DOMAINS, AI_RULEZ_CONFIG_FILES, AI_RULEZ_DEFAULT_MERGE_STRATEGY } from '../known-values.js';
import type { Artifact, Project } from '../../../artifacts/model.js';
import { firstLine, type Range, sourceFile } from '../../../artifacts/source.js';
import { getNode, getPair, scalarString, toValue, type Pair, type TreeNode } from '../../../artifacts/tree.js';

export type LayerKind = 'project' | 'domain' | 'include' | 'builtin';

export interface Layer {
  /** `project`, `domain:<name>`, `include:<name>` or `builtin:<domain>`. */
  id: string;
  kind: LayerKind;
  name: string;
  include?: IncludeInfo;
  /** What this layer holds cannot be known (a remote include, which agentlint does not fetch). */
  unknown: boolean;
}

export interface IncludeInfo {
  index: number;
  node: TreeNode;
  /** Where the include as a whole is: its `[[includes]]` header, or its inline table. */
  anchor: Range;
  name?: string;
  namePair?: Pair;
  source?: string;
  sourcePair?: Pair;
  mergeStrategy: string;
  /** Its `include` list lets agents in (no list: every kind). */
  agents: boolean;
  /** A git source (or one that is not a local path). */
  remote: boolean;
  /** Root-relative folder its content is read from: `<dir>/.ai-rulez` or the bare `<dir>`. */
  contentDir?: string;
  /** Why a local source cannot be read. */
  problem?: 'missing' | 'outside' | 'not-dir';
  /** The folder a local source names (root-relative), when inside the project. */
  dir?: string;
}

export interface ExtendsRef {
  target: string;
  pair: Pair;
  value: TreeNode;
}

export interface AgentEntry {
  name: string;
  layer: Layer;
  layerIndex: number;
  /** The agent file; undefined for a builtin. */
  artifact?: Artifact;
  builtinDomain?: string;
  extends?: ExtendsRef;
}

export type BuiltinNotLoadedReason = 'no-builtins' | 'builtins-false' | 'excluded' | 'not-listed' | 'shadowed';

export type Binding =
  | { kind: 'bound'; base: AgentEntry }
  | { kind: 'missing'; lowerNames: string[] }
  | { kind: 'builtin-not-loaded'; domain: string; reason: BuiltinNotLoadedReason }
  | { kind: 'unknown'; layers: Layer[] }
  | { kind: 'cycle'; cycle: AgentEntry[] };

export interface BuiltinsState {
  pair?: Pair;
  mode: 'absent' | 'all' | 'none' | 'list';
  listed: string[];
  /** Domains excluded with `!name`, with the list item. */
  excluded: Map<string, TreeNode>;
  /** `builtin:<name>` in a profile loads the domain for that profile. */
  profileRefs: Set<string>;
  /** A project or include domain of the same name hides the builtin domain. */
  shadowed: Set<string>;
  loaded: Set<string>;
}

export interface AiRulezProject {
  config: Artifact;
  data: AiRulezConfigData;
  /** The ai-rulez project root (the folder holding `.ai-rulez/`), relative to the scan root. */
  root: string;
  includes: IncludeInfo[];
  builtins: BuiltinsState;
  /** Highest first. */
  layers: Layer[];
  agents: AgentEntry[];
  bindings: Map<AgentEntry, Binding>;
}

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

const under = (dir: string, rel: string) => (dir === '.' ? rel : `${dir}/${rel}`);

/** The frontmatter keys the ai-rulez agent rules read (`extends`, `name`): a project rule's `reads`. */
export const AI_RULEZ_AGENT_READS = { 'ai-rulez-agent': ['extends', 'name'] } as const;

export function extendsOf(artifact: Artifact): ExtendsRef | undefined {
  const pair = getPair(artifact.root, 'extends');
  const target = scalarString(pair?.value)?.trim();
  if (!pair || !pair.value || !target) return undefined;
  return { target, pair, value: pair.value };
}

const cache = new WeakMap<Project, AiRulezProject[]>();

/** Every ai-rulez project in the scan, resolved (memoized per Project). */
export function aiRulezProjects(project: Project): AiRulezProject[] {
  let out = cache.get(project);
  if (!out) {
    // One config per ai-rulez project: `.ai-rulez/config.toml` wins over the older YAML names.
    const rank = (a: Artifact) => AI_RULEZ_CONFIG_FILES.findIndex((f) => a.path === f || a.path.endsWith(`/${f}`));
    const byRoot = new Map<string, Artifact>();
    for (const c of project.artifacts.filter((a) => a.kind === 'ai-rulez-config')) {
      const root = (c.data as unknown as AiRulezConfigData).projectRoot;
      const prev = byRoot.get(root);
      if (!prev || rank(c) < rank(prev)) byRoot.set(root, c);
    }
    out = [...byRoot.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((c) => resolveConfig(project, c));
    cache.set(project, out);
  }
  return out;
}

function readIncludes(project: Project, config: Artifact, root: string, headers: Record<string, Range>): IncludeInfo[] {
  const list = getNode(config.root, 'includes');
  if (!list || list.type !== 'seq') return [];
  const out: IncludeInfo[] = [];
  list.items.forEach((node, index) => {
    if (node.type !== 'map') return;
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
    const locate = (base: string): void => {
      const dir = joinInside(root, sub ? posix.join(base, sub) : base);
      if (dir === null) {
        info.problem = 'outside';
        return;
      }
      info.dir = dir;
      const what = project.stat(dir);
      if (what === null) info.problem = 'missing';
      else if (what === 'file') info.problem = 'not-dir';
      else info.contentDir = project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
    };
    if (override !== undefined) {
      // A local checkout used instead of `source`; when it is absent ai-rulez skips the include.
      const dir = joinInside(root, sub ? posix.join(override, sub) : override);
      if (dir !== null && project.stat(dir) === 'dir') {
        info.remote = false;
        info.dir = dir;
        info.contentDir = project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
      }
    } else if (source !== undefined && !info.remote) locate(source);
    out.push(info);
  });
  return out;
}

function readBuiltins(config: Artifact): BuiltinsState {
  const state: BuiltinsState = { mode: 'absent', listed: [], excluded: new Map(), profileRefs: new Set(), shadowed: new Set(), loaded: new Set() };
  const pair = getPair(config.root, 'builtins');
  const profiles = getNode(config.root, 'profiles');
  if (profiles?.type === 'map') {
    for (const p of profiles.pairs) {
      if (p.value?.type !== 'seq') continue;
      for (const i of p.value.items) {
        const s = scalarString(i);
        if (s?.startsWith('builtin:')) state.profileRefs.add(s.slice('builtin:'.length));
      }
    }
  }
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

function resolveConfig(project: Project, config: Artifact): AiRulezProject {
  const data = config.data as unknown as AiRulezConfigData;
  const root = data.projectRoot;
  const includes = readIncludes(project, config, root, data.headers ?? {});
  const builtins = readBuiltins(config);

  // -- layers -------------------------------------------------------------
  const own = project.artifacts.filter((a) => a.kind === 'ai-rulez-agent' && (a.data as unknown as AiRulezAgentData).projectRoot === root);
  const domains = [...new Set(own.map((a) => (a.data as unknown as AiRulezAgentData).domain).filter((d): d is string => d !== undefined))].sort();
  const projectLayer: Layer = { id: 'project', kind: 'project', name: 'project', unknown: false };
  const domainLayers = new Map(domains.map((d) => [d, { id: `domain:${d}`, kind: 'domain', name: d, unknown: false } as Layer]));
  let layers: Layer[] = [projectLayer, ...domainLayers.values()];
  const includeLayers = new Map<IncludeInfo, Layer>();
  for (const inc of includes) {
    if (!inc.agents) continue;
    const layer: Layer = {
      id: `include:${inc.name ?? `#${inc.index + 1}`}`,
      kind: 'include',
      name: inc.name ?? `#${inc.index + 1}`,
      include: inc,
      unknown: inc.contentDir === undefined,
    };
    includeLayers.set(inc, layer);
    layers = inc.mergeStrategy === 'include-override' ? [layer, ...layers] : [...layers, layer];
  }

  // Builtins: only with a `builtins` key (or a profile's `builtin:<name>`); a project
  // or include domain of the same name hides the builtin domain.
  const hasDomain = (d: string) =>
    project.stat(under(root, `.ai-rulez/domains/${d}`)) === 'dir' ||
    includes.some((i) => i.contentDir !== undefined && project.stat(under(i.contentDir, `domains/${d}`)) === 'dir');
  for (const d of AI_RULEZ_BUILTIN_DOMAINS) {
    let on = false;
    if (builtins.mode === 'all') on = true;
    else if (builtins.mode === 'list') on = (AI_RULEZ_AUTO_BUILTIN_DOMAINS.includes(d) || builtins.listed.includes(d)) && !builtins.excluded.has(d);
    if (!on && builtins.profileRefs.has(d)) on = true;
    if (on && hasDomain(d)) {
      builtins.shadowed.add(d);
      on = false;
    }
    if (on) builtins.loaded.add(d);
  }
  for (const d of AI_RULEZ_BUILTIN_DOMAINS) {
    if (builtins.loaded.has(d)) layers.push({ id: `builtin:${d}`, kind: 'builtin', name: d, unknown: false });
  }
  const index = new Map(layers.map((l, i) => [l, i]));

  // -- agents -------------------------------------------------------------
  const agents: AgentEntry[] = [];
  const add = (artifact: Artifact, layer: Layer) => {
    agents.push({ name: artifact.element.name, layer, layerIndex: index.get(layer)!, artifact, extends: extendsOf(artifact) });
  };
  for (const a of own) {
    const d = (a.data as unknown as AiRulezAgentData).domain;
    add(a, d === undefined ? projectLayer : domainLayers.get(d)!);
  }
  const includeArtifacts = new Map<Layer, Artifact[]>();
  for (const [inc, layer] of includeLayers) {
    if (!inc.contentDir) continue;
    const dir = inc.contentDir === '.' ? '' : `${inc.contentDir}/`;
    const found = project.artifacts.filter((a) => {
      if (a.kind !== 'ai-rulez-agent' || !a.path.startsWith(dir)) return false;
      const rest = a.path.slice(dir.length);
      return /^agents\/[^/]+\.md$/.test(rest) || /^domains\/[^/]+\/agents\/[^/]+\.md$/.test(rest);
    });
    includeArtifacts.set(layer, found);
  }
  // Bare layouts are not discovered: read `agents/<name>.md` for every name that matters.
  const wanted = new Set<string>(AI_RULEZ_BUILTIN_AGENTS.map((b) => b.name));
  for (const e of agents) {
    wanted.add(e.name);
    if (e.extends) wanted.add(e.extends.target);
  }
  for (const list of includeArtifacts.values()) {
    for (const a of list) {
      wanted.add(a.element.name);
      const x = extendsOf(a);
      if (x) wanted.add(x.target);
    }
  }
  // Probe until nothing new turns up: a probed agent's own `extends` may name another.
  const probed = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [inc, layer] of includeLayers) {
      const list = includeArtifacts.get(layer);
      if (!list || !inc.contentDir) continue;
      for (const name of [...wanted].sort()) {
        if (!/^[A-Za-z0-9_.-]+$/.test(name)) continue;
        const path = under(inc.contentDir, `agents/${name}.md`);
        if (probed.has(path) || list.some((a) => a.path === path)) continue;
        probed.add(path);
        if (project.stat(path) !== 'file') continue;
        const text = project.readText(path);
        if (text === undefined) continue;
        const a = parseAiRulezAgent(sourceFile(path, text));
        if (!a) continue;
        list.push(a);
        const x = extendsOf(a);
        for (const n of [a.element.name, x?.target]) {
          if (n !== undefined && !wanted.has(n)) {
            wanted.add(n);
            grew = true;
          }
        }
      }
    }
  }
  for (const [, layer] of includeLayers) {
    const list = includeArtifacts.get(layer) ?? [];
    for (const a of list.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0))) add(a, layer);
  }
  for (const layer of layers) {
    if (layer.kind !== 'builtin') continue;
    for (const b of AI_RULEZ_BUILTIN_AGENTS) {
      if (b.domain === layer.name) agents.push({ name: b.name, layer, layerIndex: index.get(layer)!, builtinDomain: b.domain });
    }
  }
  agents.sort((a, b) => a.layerIndex - b.layerIndex);

  // -- bindings -----------------------------------------------------------
  const bindings = new Map<AgentEntry, Binding>();
  for (const e of agents) {
    if (!e.extends) continue;
    const target = e.extends.target;
    const inRange = (i: number) => (target === e.name ? i > e.layerIndex : i >= e.layerIndex);
    const base = agents.find((x) => x !== e && x.name === target && inRange(x.layerIndex));
    if (base) {
      bindings.set(e, { kind: 'bound', base });
      continue;
    }
    const unknown = layers.filter((l, i) => l.unknown && inRange(i));
    if (unknown.length > 0) {
      bindings.set(e, { kind: 'unknown', layers: unknown });
      continue;
    }
    const builtin = AI_RULEZ_BUILTIN_AGENTS.find((b) => b.name === target);
    if (builtin && !builtins.loaded.has(builtin.domain)) {
      let reason: BuiltinNotLoadedReason;
      if (builtins.shadowed.has(builtin.domain)) reason = 'shadowed';
      else if (builtins.mode === 'absent') reason = 'no-builtins';
      else if (builtins.mode === 'none') reason = 'builtins-false';
      else if (builtins.excluded.has(builtin.domain)) reason = 'excluded';
      else reason = 'not-listed';
      bindings.set(e, { kind: 'builtin-not-loaded', domain: builtin.domain, reason });
      continue;
    }
    const lowerNames = [...new Set(agents.filter((x) => x !== e && inRange(x.layerIndex)).map((x) => x.name))].sort();
    bindings.set(e, { kind: 'missing', lowerNames });
  }
  // Cycles: follow bound links; every agent on a loop loses its `extends`.
  const state = new Map<AgentEntry, 1 | 2>();
  for (const start of agents) {
    const stack: AgentEntry[] = [];
    let cur: AgentEntry | undefined = start;
    while (cur && state.get(cur) !== 2) {
      if (state.get(cur) === 1) {
        const cycle = stack.slice(stack.indexOf(cur));
        for (const m of cycle) bindings.set(m, { kind: 'cycle', cycle });
        break;
      }
      state.set(cur, 1);
      stack.push(cur);
      const b = bindings.get(cur);
      cur = b?.kind === 'bound' ? b.base : undefined;
    }
    for (const s of stack) state.set(s, 2);
  }

  return { config, data, root, includes, builtins, layers, agents, bindings };
}

/** The next lower definition of the same name: what `e` replaces (or extends). */
export function lowerNamesake(p: AiRulezProject, e: AgentEntry): AgentEntry | undefined {
  return p.agents.find((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex);
}

/** Extending agents (with a file) whose `extends` bound as `kind`, per ai-rulez project. */
export function* extendsBoundAs<K extends Binding['kind']>(
  project: Project,
  kind: K,
): Generator<{ p: AiRulezProject; e: AgentEntry & { artifact: Artifact; extends: ExtendsRef }; b: Extract<Binding, { kind: K }> }> {
  for (const p of aiRulezProjects(project)) {
    for (const e of p.agents) {
      const b = p.bindings.get(e);
      if (b?.kind !== kind || !e.artifact || !e.extends) continue;
      yield { p, e: e as AgentEntry & { artifact: Artifact; extends: ExtendsRef }, b: b as Extract<Binding, { kind: K }> };
    }
  }
}

/** The agent ai-rulez generates for a name: the highest definition. */
export function winners(p: AiRulezProject): AgentEntry[] {
  const seen = new Map<string, AgentEntry>();
  for (const e of p.agents) if (!seen.has(e.name)) seen.set(e.name, e);
  return [...seen.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Range to point at an agent as a whole: its `name` value, else its first line. */
export function agentAnchor(a: Artifact): Range {
  return a.nameRange ?? firstLine(a.file);
}

/** A once-per-finding guard for project rules that visit one file from several configs. */
export function dedupe(): (path: string, range: Range, message: string) => boolean {
  const seen = new Set<string>();
  return (path, range, message) => {
    const k = `${path}\u0000${range.start.offset}\u0000${range.end.offset}\u0000${message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  };
}

// ---------------------------------------------------------------------------
// `agentlint resolve`: the agents as ai-rulez would generate them
// ---------------------------------------------------------------------------

export type ResolvedStatus = 'plain' | 'extends' | 'builtin' | 'missing-base' | 'cycle' | 'builtin-not-loaded' | 'unknown-base';

export interface ResolvedField {
  key: string;
  value: unknown;
  /** Layer id of the definition the value comes from. */
  layer: string;
  /** File of that definition (undefined when it is the name taken from the file name). */
  path?: string;
}

export interface ResolvedBodyPart {
  layer: string;
  /** `file`: text read from `path`; `builtin`: a placeholder for ai-rulez's builtin text; `unknown`: a remote include's text, not fetched. */
  kind: 'file' | 'builtin' | 'unknown';
  /** The agent the part comes from. */
  agent: string;
  path?: string;
  text: string;
}

export interface ResolvedLink {
  name: string;
  layer: string;
  path?: string;
}

export interface ResolvedAgent {
  name: string;
  /** Layer id of the definition that is generated. */
  layer: string;
  path?: string;
  /** The `extends` value as written. */
  extends?: string;
  status: ResolvedStatus;
  /** The definitions merged, base first, ending with this one. */
  chain: ResolvedLink[];
  /** The merged frontmatter, in key order (base keys first), `extends` left out. */
  fields: ResolvedField[];
  /** Frontmatter inherited from layers agentlint cannot read (builtin texts, remote includes). */
  unknownFieldsFrom: string[];
  body: ResolvedBodyPart[];
  /** The generated body: the parts joined with a blank line. */
  text: string;
  /** Lower definitions of the same name this one hides (fully, or as its base). */
  shadows: ResolvedLink[];
}

export interface ResolvedLayer {
  id: string;
  kind: LayerKind;
  name: string;
  unknown: boolean;
  /** An include's `source`. */
  source?: string;
}

export interface ResolvedProject {
  /** Path of the config file. */
  config: string;
  projectRoot: string;
  /** Highest first. */
  layers: ResolvedLayer[];
  /** One per generated agent, by name. */
  agents: ResolvedAgent[];
}

export function builtinPlaceholder(name: string, domain: string): string {
  return `[builtin ${name} (${domain}): ai-rulez's text, not shipped with agentlint]`;
}

function bodyText(a: Artifact): string {
  const body = a.markdown?.body ?? '';
  return body.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?<!\s)\s+$/, '');
}

interface Merged {
  fields: Map<string, ResolvedField>;
  body: ResolvedBodyPart[];
  chain: ResolvedLink[];
  unknownFieldsFrom: string[];
}

function link(e: AgentEntry): ResolvedLink {
  return { name: e.name, layer: e.layer.id, path: e.artifact?.path };
}

function merge(p: AiRulezProject, e: AgentEntry, memo: Map<AgentEntry, Merged>): Merged {
  const done = memo.get(e);
  if (done) return done;
  let m: Merged;
  if (!e.artifact) {
    m = {
      fields: new Map([['name', { key: 'name', value: e.name, layer: e.layer.id }]]),
      body: [{ layer: e.layer.id, kind: 'builtin', agent: e.name, text: builtinPlaceholder(e.name, e.builtinDomain ?? e.layer.name) }],
      chain: [link(e)],
      unknownFieldsFrom: [e.layer.id],
    };
  } else {
    const b = p.bindings.get(e);
    const base: Merged =
      b?.kind === 'bound'
        ? merge(p, b.base, memo)
        : b?.kind === 'unknown'
          ? {
              fields: new Map(),
              body: [{ layer: b.layers[0]!.id, kind: 'unknown', agent: e.extends!.target, text: `[${e.extends!.target} from ${b.layers.map((l) => l.id).join(' or ')}: not fetched]` }],
              chain: [],
              unknownFieldsFrom: b.layers.map((l) => l.id),
            }
          : { fields: new Map(), body: [], chain: [], unknownFieldsFrom: [] };
    const fields = new Map(base.fields);
    const root = e.artifact.root;
    if (root?.type === 'map') {
      for (const pair of root.pairs) {
        if (pair.key === 'extends') continue;
        // An overridden key keeps the base's position; new keys follow.
        fields.set(pair.key, { key: pair.key, value: toValue(pair.value), layer: e.layer.id, path: e.artifact.path });
      }
    }
    if (!root || root.type !== 'map' || !getPair(root, 'name')) {
      fields.set('name', { key: 'name', value: e.name, layer: e.layer.id, path: e.artifact.path });
    }
    const own = bodyText(e.artifact);
    const body = [...base.body];
    if (own !== '' || body.length === 0) body.push({ layer: e.layer.id, kind: 'file', agent: e.name, path: e.artifact.path, text: own });
    m = { fields, body, chain: [...base.chain, link(e)], unknownFieldsFrom: base.unknownFieldsFrom };
  }
  memo.set(e, m);
  return m;
}

const STATUS: Record<Binding['kind'], ResolvedStatus> = {
  bound: 'extends',
  missing: 'missing-base',
  cycle: 'cycle',
  'builtin-not-loaded': 'builtin-not-loaded',
  unknown: 'unknown-base',
};

function resolvedAgent(p: AiRulezProject, e: AgentEntry, memo: Map<AgentEntry, Merged>): ResolvedAgent {
  const m = merge(p, e, memo);
  const b = p.bindings.get(e);
  const shadows = p.agents.filter((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex).map(link);
  return {
    name: e.name,
    layer: e.layer.id,
    path: e.artifact?.path,
    extends: e.extends?.target,
    status: !e.artifact ? 'builtin' : b ? STATUS[b.kind] : 'plain',
    chain: m.chain,
    fields: [...m.fields.values()],
    unknownFieldsFrom: m.unknownFieldsFrom,
    body: m.body,
    text: m.body.map((x) => x.text).join('\n\n'),
    shadows,
  };
}

/** Every ai-rulez project in the scan, with its generated agents. */
export function resolveProjects(project: Project): ResolvedProject[] {
  return aiRulezProjects(project).map((p) => {
    const memo = new Map<AgentEntry, Merged>();
    return {
      config: p.config.path,
      projectRoot: p.root,
      layers: p.layers.map((l) => ({ id: l.id, kind: l.kind, name: l.name, unknown: l.unknown, source: l.include?.source })),
      agents: winners(p).map((e) => resolvedAgent(p, e, memo)),
    };
  });
}

/** The generated agent named `name`, in each ai-rulez project that has one. */
export function resolveAgent(project: Project, name: string): Array<{ config: string; agent: ResolvedAgent }> {
  const out: Array<{ config: string; agent: ResolvedAgent }> = [];
  for (const r of resolveProjects(project)) {
    const a = r.agents.find((x) => x.name === name);
    if (a) out.push({ config: r.config, agent: a });
  }
  return out;
}
