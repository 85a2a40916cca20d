/** Reading an AGENTLTL.yaml tree: its rules, their kinds and their targets. */
import type { Artifact } from '../../../artifacts/model.js';
import { AGENTLTL_RULE_KINDS } from '../known-values.js';
import { getPair, type MapNode, type Pair, type ScalarNode, type TreeNode } from '../../../artifacts/tree.js';

export interface RuleEntry {
  node: MapNode;
  index: number;
  idPair?: Pair;
  /** The id when it is a non-empty string. */
  id?: string;
  /** The kind keys present, in order. */
  kinds: Pair[];
  /** The first kind key, when there is one. */
  kind?: Pair;
}

export function rootMap(a: Artifact): MapNode | undefined {
  return a.root && a.root.type === 'map' ? a.root : undefined;
}

export function topPair(a: Artifact, key: string): Pair | undefined {
  return getPair(rootMap(a), key);
}

/** The mapping items of `rules:` (other items are the schema rule's business). */
export function rulesOf(a: Artifact): RuleEntry[] {
  const rules = topPair(a, 'rules')?.value;
  if (!rules || rules.type !== 'seq') return [];
  const out: RuleEntry[] = [];
  rules.items.forEach((node, index) => {
    if (node.type !== 'map') return;
    const idPair = getPair(node, 'id');
    const idv = idPair?.value;
    const id = idv && idv.type === 'scalar' && typeof idv.value === 'string' && idv.value.trim() !== '' ? idv.value : undefined;
    const kinds = node.pairs.filter((p) => AGENTLTL_RULE_KINDS.includes(p.key));
    out.push({ node, index, idPair, id, kinds, kind: kinds[0] });
  });
  return out;
}

/** A name for a rule in messages. */
export function ruleName(r: RuleEntry): string {
  return r.id !== undefined ? `rule \`${r.id}\`` : `rule #${r.index + 1}`;
}

/** Where to point for something a rule lacks: its id value, else its first key. */
export function ruleAnchor(r: RuleEntry): { range: TreeNode['range']; jsonPath: string } {
  if (r.idPair) return { range: r.idPair.value ? r.idPair.value.range : r.idPair.keyRange, jsonPath: r.idPair.path };
  const first = r.node.pairs[0];
  return first ? { range: first.keyRange, jsonPath: first.path } : { range: r.node.range, jsonPath: r.node.path };
}

/**
 * The role a target plays:
 * - `never`, `require`, `then` judge the call being made;
 * - `first`, `since`, `finally` look back at earlier calls;
 * - `call` (`at_most`, counted calls).
 */
export type Role = 'never' | 'require' | 'first' | 'then' | 'since' | 'call' | 'finally';

export interface TargetRef {
  node: TreeNode;
  role: Role;
  rule: RuleEntry;
  /** The pair holding the target (for ranges of a missing one). */
  pair: Pair;
}

/** The targets of a rule, by role, where the kind's shape is recognisable (a missing or null one is agentltl/rule-kind's). */
export function targetsOf(rule: RuleEntry): TargetRef[] {
  return collectTargets(rule).filter((t) => !(t.node.type === 'scalar' && t.node.value === null && !t.node.raw.startsWith('*')));
}

function collectTargets(rule: RuleEntry): TargetRef[] {
  const out: TargetRef[] = [];
  for (const kind of rule.kinds) {
    const v = kind.value;
    if (!v) continue;
    const add = (pair: Pair | undefined, role: Role) => {
      if (pair && pair.value) out.push({ node: pair.value, role, rule, pair });
    };
    switch (kind.key) {
      case 'never':
      case 'require':
        out.push({ node: v, role: kind.key, rule, pair: kind });
        break;
      case 'before':
        if (v.type === 'seq' && v.items.length === 2) {
          out.push({ node: v.items[0]!, role: 'first', rule, pair: kind });
          out.push({ node: v.items[1]!, role: 'then', rule, pair: kind });
        } else if (v.type === 'map') {
          add(getPair(v, 'first'), 'first');
          add(getPair(v, 'then'), 'then');
          add(getPair(v, 'since'), 'since');
        }
        break;
      case 'at_most':
        if (v.type === 'map') add(getPair(v, 'call'), 'call');
        break;
      case 'finally':
        if (v.type === 'map' && (getPair(v, 'call') || getPair(v, 'since'))) {
          add(getPair(v, 'call'), 'finally');
          add(getPair(v, 'since'), 'since');
        } else {
          out.push({ node: v, role: 'finally', rule, pair: kind });
        }
        break;
    }
  }
  return out;
}

/** One target part: a tool name (or glob), or a `{tool, with, where, exists, succeeded}` mapping. */
export type Part = ScalarNode | MapNode;

/** The parts of a target: a list is flattened one level (nested lists are reported by agentltl/target). */
export function partsOf(node: TreeNode): Part[] {
  if (node.type === 'seq') return node.items.filter((n): n is Part => n.type !== 'seq');
  return [node];
}

/** A variable: a `with` value written `$name`. */
export const VARIABLE = /^\$[A-Za-z_][A-Za-z0-9_]*$/;

export function variablesIn(node: TreeNode | null | undefined): Array<{ name: string; node: ScalarNode }> {
  if (!node) return [];
  // Quoted or not, the guard reads the same string.
  if (node.type === 'scalar') return typeof node.value === 'string' && VARIABLE.test(node.value) ? [{ name: node.value, node }] : [];
  if (node.type === 'seq') return node.items.flatMap(variablesIn);
  return [];
}

/** The variables a part binds in its `with`. */
export function partVariables(part: Part): Array<{ arg: string; name: string; node: ScalarNode }> {
  if (part.type !== 'map') return [];
  const w = getPair(part, 'with')?.value;
  if (!w || w.type !== 'map') return [];
  return w.pairs.flatMap((p) => variablesIn(p.value).map((v) => ({ arg: p.key, ...v })));
}
