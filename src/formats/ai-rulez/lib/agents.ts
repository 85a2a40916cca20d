/** The agents of one ai-rulez project, layer by layer: its own files, its includes' files, the loaded builtins. */
import { AI_RULEZ_BUILTIN_AGENTS } from '../known-values.js';
import type { Artifact, Project } from '../../../artifacts/model.js';
import { sourceFile } from '../../../artifacts/source.js';
import { getPair, scalarString } from '../../../artifacts/tree.js';
import { parseAiRulezAgent, type AiRulezAgentData } from '../kinds.js';
import { under } from './config-sources.js';
import type { ProjectLayers } from './layers.js';
import type { AgentEntry, ExtendsRef, IncludeInfo, Layer } from './model.js';

export function extendsOf(artifact: Artifact): ExtendsRef | undefined {
  const pair = getPair(artifact.root, 'extends');
  const target = scalarString(pair?.value)?.trim();
  if (!pair || !pair.value || !target) return undefined;
  return { target, pair, value: pair.value };
}

const byPath = (x: Artifact, y: Artifact) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0);

/** The discovered agent files inside each include's content folder (`agents/*.md`, `domains/<d>/agents/*.md`). */
function discoveredIncludeAgents(project: Project, includeLayers: Map<IncludeInfo, Layer>): Map<Layer, Artifact[]> {
  const out = new Map<Layer, Artifact[]>();
  for (const [inc, layer] of includeLayers) {
    if (!inc.contentDir) continue;
    const dir = inc.contentDir === '.' ? '' : `${inc.contentDir}/`;
    const found = project.artifacts.filter((a) => {
      if (a.kind !== 'ai-rulez-agent' || !a.path.startsWith(dir)) return false;
      const rest = a.path.slice(dir.length);
      return /^agents\/[^/]+\.md$/.test(rest) || /^domains\/[^/]+\/agents\/[^/]+\.md$/.test(rest);
    });
    out.set(layer, found);
  }
  return out;
}

/** Every agent name that matters: the builtins, the agents found so far and the targets of their `extends`. */
function wantedNames(agents: readonly AgentEntry[], includeArtifacts: Map<Layer, Artifact[]>): Set<string> {
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
  return wanted;
}

/** The agent file at `path`, read and parsed; undefined when there is none. */
function probeAgent(project: Project, path: string): Artifact | undefined {
  if (project.stat(path) !== 'file') return undefined;
  const text = project.readText(path);
  if (text === undefined) return undefined;
  return parseAiRulezAgent(sourceFile(path, text));
}

/**
 * Bare layouts are not discovered: read `agents/<name>.md` of every include for every name that matters, until
 * nothing new turns up (a probed agent's own `extends` may name another). Adds what it reads to `includeArtifacts`.
 */
function probeBareLayouts(project: Project, includeLayers: Map<IncludeInfo, Layer>, includeArtifacts: Map<Layer, Artifact[]>, wanted: Set<string>): void {
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
        const a = probeAgent(project, path);
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
}

/** Every agent of the project, highest layer first; `own` are the agent files of the project and its domains. */
export function collectAgents(project: Project, own: readonly Artifact[], l: ProjectLayers): AgentEntry[] {
  const index = new Map(l.layers.map((layer, i) => [layer, i]));
  const agents: AgentEntry[] = [];
  const add = (artifact: Artifact, layer: Layer) => {
    agents.push({ name: artifact.element.name, layer, layerIndex: index.get(layer)!, artifact, extends: extendsOf(artifact) });
  };
  for (const a of own) {
    const d = (a.data as unknown as AiRulezAgentData).domain;
    add(a, d === undefined ? l.projectLayer : l.domainLayers.get(d)!);
  }
  const includeArtifacts = discoveredIncludeAgents(project, l.includeLayers);
  probeBareLayouts(project, l.includeLayers, includeArtifacts, wantedNames(agents, includeArtifacts));
  for (const [, layer] of l.includeLayers) {
    const list = includeArtifacts.get(layer) ?? [];
    for (const a of list.sort(byPath)) add(a, layer);
  }
  for (const layer of l.layers) {
    if (layer.kind !== 'builtin') continue;
    for (const b of AI_RULEZ_BUILTIN_AGENTS) {
      if (b.domain === layer.name) agents.push({ name: b.name, layer, layerIndex: index.get(layer)!, builtinDomain: b.domain });
    }
  }
  agents.sort((a, b) => a.layerIndex - b.layerIndex);
  return agents;
}
