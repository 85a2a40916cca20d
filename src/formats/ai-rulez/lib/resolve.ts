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
import type { Artifact } from '../../../artifacts/model.js';
import { firstLine, type Range } from '../../../artifacts/source.js';

// The resolution is split by step; this module is what the rules, `agentlint resolve` and the tests import.
export type { AgentEntry, AiRulezProject, Binding, BuiltinNotLoadedReason, BuiltinsState, ExtendsRef, IncludeInfo, Layer, LayerKind } from './model.js';
export { isRemoteSource, joinInside } from './config-sources.js';
export { extendsOf } from './agents.js';
export { aiRulezProjects, extendsBoundAs, lowerNamesake, winners } from './projects.js';
export { builtinPlaceholder, resolveAgent, resolveProjects } from './generate.js';
export type { ResolvedAgent, ResolvedBodyPart, ResolvedField, ResolvedLayer, ResolvedLink, ResolvedProject, ResolvedStatus } from './generate.js';

/** The frontmatter keys the ai-rulez agent rules read (`extends`, `name`): a project rule's `reads`. */
export const AI_RULEZ_AGENT_READS = { 'ai-rulez-agent': ['extends', 'name'] } as const;

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
