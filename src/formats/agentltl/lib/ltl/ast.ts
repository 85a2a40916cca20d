/** The AST of an `ltl:` formula. Spans are offsets into the formula string. */

export interface Span {
  start: number;
  end: number;
}

export type Cmp = '==' | '>=' | '<=' | '>' | '<';
export type ArgValue = string | number | boolean | null;

export type UnaryOp = '!' | 'G' | 'F' | 'X' | 'Y' | 'O' | 'H';
export type BinaryOp = '&' | '|' | '->' | 'U' | 'W' | 'R' | 'S';

export type Formula =
  | { op: 'const'; value: boolean; span: Span }
  | { op: 'unary'; kind: UnaryOp; arg: Formula; span: Span }
  | { op: 'binary'; kind: BinaryOp; left: Formula; right: Formula; span: Span }
  /** called, now, eventually, always */
  | { op: 'called' | 'now' | 'eventually' | 'always'; tool: string; span: Span }
  | { op: 'before' | 'after'; a: string; b: string; span: Span }
  | { op: 'all_before'; tools: string[]; target: string; span: Span }
  | { op: 'branch_called'; ok: string; wrong?: string; span: Span }
  | { op: 'called_with'; tool: string; args: Record<string, ArgValue>; span: Span }
  | { op: 'called_n'; tool: string; cmp: Cmp; n: number; span: Span }
  | { op: 'in_order'; tools: string[]; span: Span }
  | { op: 'within_steps'; a: string; b: string; n: number; span: Span }
  | { op: 'instance_before'; a: string; n: number; b: string; m: number; span: Span }
  | { op: 'count_before'; arg: Formula; cmp: Cmp; n: number; span: Span };

/** A compact rendering (for messages and tests): fully parenthesized binary operators. */
export function show(f: Formula): string {
  const q = (s: string) => JSON.stringify(s);
  switch (f.op) {
    case 'const':
      return f.value ? 'true' : 'false';
    case 'unary':
      return `${f.kind}${show(f.arg)}`;
    case 'binary':
      return `(${show(f.left)} ${f.kind} ${show(f.right)})`;
    case 'called':
    case 'now':
    case 'eventually':
    case 'always':
      return `${f.op}(${q(f.tool)})`;
    case 'before':
    case 'after':
      return `${f.op}(${q(f.a)},${q(f.b)})`;
    case 'all_before':
      return `all_before([${f.tools.map(q).join(',')}],${q(f.target)})`;
    case 'branch_called':
      return `branch_called(${q(f.ok)}${f.wrong !== undefined ? `,${q(f.wrong)}` : ''})`;
    case 'called_with':
      return `called_with(${[q(f.tool), ...Object.entries(f.args).map(([k, v]) => `${k}=${typeof v === 'string' ? q(v) : String(v)}`)].join(',')})`;
    case 'called_n':
      return `called_n(${q(f.tool)},${f.cmp}${f.n})`;
    case 'in_order':
      return `in_order([${f.tools.map(q).join(',')}])`;
    case 'within_steps':
      return `within_steps(${q(f.a)},${q(f.b)},${f.n})`;
    case 'instance_before':
      return `instance_before(${q(f.a)}[${f.n}],${q(f.b)}[${f.m}])`;
    case 'count_before':
      return `count_before(${show(f.arg)},${f.cmp}${f.n})`;
  }
}
