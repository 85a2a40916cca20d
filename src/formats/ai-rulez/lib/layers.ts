/** The layers of one ai-rulez project, highest first: its own agents, its domains, its includes, the loaded builtins. */
import { AI_RULEZ_AUTO_BUILTIN_DOMAINS, AI_RULEZ_BUILTIN_DOMAINS } from '../known-values.js';
import type { Artifact, Project } from '../../../artifacts/model.js';
import type { AiRulezAgentData } from '../kinds.js';
import { under } from './config-sources.js';
import type { BuiltinsState, IncludeInfo, Layer } from './model.js';

export interface ProjectLayers {
  /** Highest first. */
  layers: Layer[];
  projectLayer: Layer;
  domainLayers: Map<string, Layer>;
  /** The layer of each include that lets agents in. */
  includeLayers: Map<IncludeInfo, Layer>;
}

const agentData = (a: Artifact) => a.data as unknown as AiRulezAgentData;

/**
 * The project layer, one layer per domain of its own agents, then the includes folded in declared order (an include
 * with `merge_strategy = "include-override"` goes above everything folded so far).
 */
export function sourceLayers(own: readonly Artifact[], includes: readonly IncludeInfo[]): ProjectLayers {
  const domains = [...new Set(own.map((a) => agentData(a).domain).filter((d): d is string => d !== undefined))].sort();
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
  return { layers, projectLayer, domainLayers, includeLayers };
}

/** Whether `builtins` (or a profile's `builtin:<name>`) asks for builtin domain `d`. */
function builtinRequested(builtins: BuiltinsState, d: string): boolean {
  let on = false;
  if (builtins.mode === 'all') on = true;
  else if (builtins.mode === 'list') on = (AI_RULEZ_AUTO_BUILTIN_DOMAINS.includes(d) || builtins.listed.includes(d)) && !builtins.excluded.has(d);
  return on || builtins.profileRefs.has(d);
}

/**
 * Fills `builtins.loaded` and `builtins.shadowed`. Builtins load only with a `builtins` key (or a profile's
 * `builtin:<name>`); a project or include domain of the same name hides the builtin domain.
 */
export function loadBuiltinDomains(project: Project, root: string, includes: readonly IncludeInfo[], builtins: BuiltinsState): void {
  const hasDomain = (d: string) =>
    project.stat(under(root, `.ai-rulez/domains/${d}`)) === 'dir' ||
    includes.some((i) => i.contentDir !== undefined && project.stat(under(i.contentDir, `domains/${d}`)) === 'dir');
  for (const d of AI_RULEZ_BUILTIN_DOMAINS) {
    if (!builtinRequested(builtins, d)) continue;
    if (hasDomain(d)) builtins.shadowed.add(d);
    else builtins.loaded.add(d);
  }
}

/** One layer per loaded builtin domain, in ai-rulez's order of the domains. */
export function builtinLayers(builtins: BuiltinsState): Layer[] {
  return AI_RULEZ_BUILTIN_DOMAINS.filter((d) => builtins.loaded.has(d)).map((d): Layer => ({ id: `builtin:${d}`, kind: 'builtin', name: d, unknown: false }));
}
