/** `formula: {type, args}` → the `ltl:` AST, when every part is known and well formed (else undefined). */
import { getNode, getPair, type TreeNode } from '../../../artifacts/tree.js';
import type { BinaryOp, Cmp, Formula, UnaryOp } from './ltl/ast.js';

const UNARY: Record<string, UnaryOp> = { Globally: 'G', Eventually: 'F', Next: 'X', Previous: 'Y', Once: 'O', Historically: 'H', Not: '!' };
const BINARY: Record<string, BinaryOp> = { Until: 'U', WeakUntil: 'W', Release: 'R', Since: 'S', And: '&', Or: '|', Implies: '->' };
const CMPS = ['==', '>=', '<=', '>', '<'];

type Span = { start: number; end: number };
type Args = TreeNode | null | undefined;

function argString(args: Args, k: string): string | undefined {
  const v = getNode(args, k);
  return v && v.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined;
}

function argInteger(args: Args, k: string): number | undefined {
  const v = getNode(args, k);
  return v && v.type === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value) ? v.value : undefined;
}

/** A non-empty list of strings. */
function argStrings(args: Args, k: string): string[] | undefined {
  const v = getNode(args, k);
  if (!v || v.type !== 'seq' || v.items.length === 0) return undefined;
  const out = v.items.map((i) => (i.type === 'scalar' && typeof i.value === 'string' ? i.value : undefined));
  return out.every((s) => s !== undefined) ? (out as string[]) : undefined;
}

export function structuredToFormula(node: TreeNode | null | undefined): Formula | undefined {
  if (!node || node.type !== 'map') return undefined;
  const type = getNode(node, 'type');
  if (!type || type.type !== 'scalar' || typeof type.value !== 'string') return undefined;
  const args = getNode(node, 'args');
  const span = { start: 0, end: 0 };
  const t = type.value;
  if (UNARY[t]) {
    const arg = structuredToFormula(getNode(args, 'operand'));
    return arg && { op: 'unary', kind: UNARY[t]!, arg, span };
  }
  if (BINARY[t]) {
    const left = structuredToFormula(getNode(args, 'left'));
    const right = structuredToFormula(getNode(args, 'right'));
    return left && right && { op: 'binary', kind: BINARY[t]!, left, right, span };
  }
  return atomFormula(t, args, span);
}

/** A formula about tool calls (`Called`, `Before`, `WithinSteps`, …) from its `args`. */
function atomFormula(t: string, args: Args, span: Span): Formula | undefined {
  const str = (k: string) => argString(args, k);
  const int = (k: string) => argInteger(args, k);
  switch (t) {
    case 'Called':
    case 'Now': {
      const tool = str('tool');
      return tool === undefined ? undefined : { op: t === 'Called' ? 'called' : 'now', tool, span };
    }
    case 'CalledWith': {
      const tool = str('tool');
      return tool === undefined ? undefined : { op: 'called_with', tool, args: {}, span };
    }
    case 'CalledNTimes': {
      const tool = str('tool');
      const n = int('n');
      const op = getPair(args, 'op') ? str('op') : '==';
      return tool === undefined || n === undefined || op === undefined || !CMPS.includes(op) ? undefined : { op: 'called_n', tool, n, cmp: op as Cmp, span };
    }
    case 'Before':
    case 'After': {
      const a = str('a');
      const b = str('b');
      return a === undefined || b === undefined ? undefined : { op: t === 'Before' ? 'before' : 'after', a, b, span };
    }
    case 'AllBefore': {
      const tools = argStrings(args, 'tools');
      const target = str('target');
      return tools && target !== undefined ? { op: 'all_before', tools, target, span } : undefined;
    }
    case 'BranchCalled': {
      const ok = str('correct_tool');
      return ok === undefined ? undefined : { op: 'branch_called', ok, wrong: str('wrong_tool'), span };
    }
    case 'InstanceBefore': {
      const a = str('tool_a');
      const b = str('tool_b');
      const n = int('n');
      const m = int('m');
      return a === undefined || b === undefined || n === undefined || m === undefined ? undefined : { op: 'instance_before', a, n, b, m, span };
    }
    case 'CalledInOrder': {
      const tools = argStrings(args, 'tools');
      return tools && { op: 'in_order', tools, span };
    }
    case 'WithinSteps': {
      const a = str('tool_a');
      const b = str('tool_b');
      const n = int('n');
      return a === undefined || b === undefined || n === undefined ? undefined : { op: 'within_steps', a, b, n, span };
    }
  }
  return undefined;
}
