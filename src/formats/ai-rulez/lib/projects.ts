/** Every ai-rulez project of the scan resolved: its layers, its agents and how their `extends` bind. */
import { AI_RULEZ_CONFIG_FILES } from '../known-values.js';
import type { Artifact, Project } from '../../../artifacts/model.js';
import type { AiRulezAgentData, AiRulezConfigData } from '../kinds.js';
import { collectAgents } from './agents.js';
import { bindExtends, markCycles } from './bindings.js';
import { readBuiltins, readIncludes } from './config-sources.js';
import { builtinLayers, loadBuiltinDomains, sourceLayers } from './layers.js';
import type { AgentEntry, AiRulezProject, Binding, ExtendsRef } from './model.js';

const byPath = (a: Artifact, b: Artifact) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** One config per ai-rulez project: `.ai-rulez/config.toml` wins over the older YAML names. */
function configPerProject(project: Project): Artifact[] {
  const rank = (a: Artifact) => AI_RULEZ_CONFIG_FILES.findIndex((f) => a.path === f || a.path.endsWith(`/${f}`));
  const byRoot = new Map<string, Artifact>();
  for (const c of project.artifacts.filter((a) => a.kind === 'ai-rulez-config')) {
    const root = (c.data as unknown as AiRulezConfigData).projectRoot;
    const prev = byRoot.get(root);
    if (!prev || rank(c) < rank(prev)) byRoot.set(root, c);
  }
  return [...byRoot.values()].sort(byPath);
}

const cache = new WeakMap<Project, AiRulezProject[]>();

/** Every ai-rulez project in the scan, resolved (memoized per Project). */
export function aiRulezProjects(project: Project): AiRulezProject[] {
  let out = cache.get(project);
  if (!out) {
    out = configPerProject(project).map((c) => resolveConfig(project, c));
    cache.set(project, out);
  }
  return out;
}

function resolveConfig(project: Project, config: Artifact): AiRulezProject {
  const data = config.data as unknown as AiRulezConfigData;
  const root = data.projectRoot;
  const includes = readIncludes(project, config, root, data.headers ?? {});
  const builtins = readBuiltins(config);
  const own = project.artifacts.filter((a) => a.kind === 'ai-rulez-agent' && (a.data as unknown as AiRulezAgentData).projectRoot === root);
  const projectLayers = sourceLayers(own, includes);
  loadBuiltinDomains(project, root, includes, builtins);
  projectLayers.layers.push(...builtinLayers(builtins));
  const { layers } = projectLayers;
  const agents = collectAgents(project, own, projectLayers);
  const bindings = bindExtends(agents, layers, builtins);
  markCycles(agents, bindings);
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
