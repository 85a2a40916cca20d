/**
 * How each `extends` binds: to the agent named X below the current layer (for X = the agent's own name), or at or
 * below it (for another name; an agent is never its own base), which is how cycles can form inside one layer.
 */
import { AI_RULEZ_BUILTIN_AGENTS } from '../known-values.js';
import type { AgentEntry, Binding, BuiltinNotLoadedReason, BuiltinsState, Layer } from './model.js';

/** Why a builtin domain that holds the base is not loaded. */
function notLoadedReason(builtins: BuiltinsState, domain: string): BuiltinNotLoadedReason {
  if (builtins.shadowed.has(domain)) return 'shadowed';
  if (builtins.mode === 'absent') return 'no-builtins';
  if (builtins.mode === 'none') return 'builtins-false';
  if (builtins.excluded.has(domain)) return 'excluded';
  return 'not-listed';
}

/** What the `extends` of `e` (which has one) binds to. */
function bindingOf(e: AgentEntry & { extends: NonNullable<AgentEntry['extends']> }, agents: readonly AgentEntry[], layers: readonly Layer[], builtins: BuiltinsState): Binding {
  const target = e.extends.target;
  const inRange = (i: number) => (target === e.name ? i > e.layerIndex : i >= e.layerIndex);
  const base = agents.find((x) => x !== e && x.name === target && inRange(x.layerIndex));
  if (base) return { kind: 'bound', base };
  const unknown = layers.filter((l, i) => l.unknown && inRange(i));
  if (unknown.length > 0) return { kind: 'unknown', layers: unknown };
  const builtin = AI_RULEZ_BUILTIN_AGENTS.find((b) => b.name === target);
  if (builtin && !builtins.loaded.has(builtin.domain)) return { kind: 'builtin-not-loaded', domain: builtin.domain, reason: notLoadedReason(builtins, builtin.domain) };
  const lowerNames = [...new Set(agents.filter((x) => x !== e && inRange(x.layerIndex)).map((x) => x.name))].sort();
  return { kind: 'missing', lowerNames };
}

/** The binding of every agent with an `extends`; `agents` and `layers` are highest first. */
export function bindExtends(agents: readonly AgentEntry[], layers: readonly Layer[], builtins: BuiltinsState): Map<AgentEntry, Binding> {
  const bindings = new Map<AgentEntry, Binding>();
  for (const e of agents) {
    if (e.extends) bindings.set(e, bindingOf(e as AgentEntry & { extends: NonNullable<AgentEntry['extends']> }, agents, layers, builtins));
  }
  return bindings;
}

/** Cycles: follow bound links; every agent on a loop loses its `extends` (its binding becomes the cycle). */
export function markCycles(agents: readonly AgentEntry[], bindings: Map<AgentEntry, Binding>): void {
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
}
