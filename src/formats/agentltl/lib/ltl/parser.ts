/**
 * A recursive-descent parser for the `ltl:` formulas of AGENTLTL.yaml
 * (AgentLTL's grammar), lowest to highest precedence:
 *
 *   formula ::= or ('->' formula)?                      right-associative
 *   or      ::= and ('|' and)*
 *   and     ::= unary ('&' unary)*
 *   unary   ::= ('!' | 'G' | 'F' | 'X' | 'Y' | 'O' | 'H') unary | binary
 *   binary  ::= atom (('U' | 'W' | 'R' | 'S') unary)?
 *   atom    ::= 'true' | 'false' | '(' formula ')' | function
 *
 * Operators and function names are case-insensitive. `Y`, `O` and `H` are
 * operators when an operand follows (`(`, a name or `!`), as in AgentLTL.
 * Strings are double-quoted, without escapes. Errors carry the exact offset
 * in the formula string.
 */
import { AGENTLTL_LTL_FUNCTIONS } from '../../known-values.js';
import { closest } from '../../../../diagnostics/suggest.js';
import type { ArgValue, Cmp, Formula, Span } from './ast.js';

export class LtlSyntaxError extends Error {
  constructor(
    message: string,
    /** Offset of the offending character in the formula string. */
    readonly start: number,
    readonly end: number,
  ) {
    super(message);
  }
}

type TokType = 'string' | 'number' | 'ident' | 'cmp' | '->' | '(' | ')' | '[' | ']' | ',' | '!' | '&' | '|' | '=' | 'eof';

interface Token {
  type: TokType;
  text: string;
  /** For strings: the content without quotes. */
  value: string;
  start: number;
  end: number;
}

const PUNCT: Record<string, TokType> = { '(': '(', ')': ')', '[': '[', ']': ']', ',': ',', '!': '!', '&': '&', '|': '|' };

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const push = (type: TokType, start: number, end: number, value = src.slice(start, end)) =>
    out.push({ type, text: src.slice(start, end), value, start, end });
  while (i < src.length) {
    const c = src[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    if (c === '"') {
      const close = src.indexOf('"', i + 1);
      if (close < 0) throw new LtlSyntaxError('string is never closed (a `"` is missing)', i, src.length);
      push('string', i, close + 1, src.slice(i + 1, close));
      i = close + 1;
      continue;
    }
    if (c === "'") {
      throw new LtlSyntaxError('strings in a formula use double quotes (`"..."`), not single quotes', i, i + 1);
    }
    if (c === '-' && src[i + 1] === '>') {
      push('->', i, i + 2);
      i += 2;
      continue;
    }
    if (c === '=' || c === '<' || c === '>') {
      if (src[i + 1] === '=') {
        push('cmp', i, i + 2);
        i += 2;
      } else if (c === '=') {
        push('=', i, i + 1);
        i++;
      } else {
        push('cmp', i, i + 1);
        i++;
      }
      continue;
    }
    if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^-?[0-9]+(\.[0-9]+)?/.exec(src.slice(i))!;
      push('number', i, i + m[0].length);
      i += m[0].length;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      push('ident', i, i + m[0].length);
      i += m[0].length;
      continue;
    }
    const p = PUNCT[c];
    if (p) {
      push(p, i, i + 1);
      i++;
      continue;
    }
    const hint = c === '~' ? ' (negation is `!`)' : '';
    throw new LtlSyntaxError(`unexpected character \`${c}\`${hint}`, i, i + 1);
  }
  out.push({ type: 'eof', text: '', value: '', start: src.length, end: src.length });
  return out;
}

const DESCRIBE: Record<TokType, string> = {
  string: 'a string', number: 'a number', ident: 'a name', cmp: 'a comparison', '->': '`->`', '(': '`(`', ')': '`)`',
  '[': '`[`', ']': '`]`', ',': '`,`', '!': '`!`', '&': '`&`', '|': '`|`', '=': '`=`', eof: 'the end of the formula',
};

function describe(t: Token): string {
  if (t.type === 'eof') return DESCRIBE.eof;
  if (t.type === 'string') return `the string \`${t.text}\``;
  return `\`${t.text}\``;
}

class Parser {
  private pos = 0;
  constructor(private readonly toks: Token[]) {}

  private peek(k = 0): Token {
    return this.toks[Math.min(this.pos + k, this.toks.length - 1)]!;
  }
  private next(): Token {
    const t = this.peek();
    if (this.pos < this.toks.length - 1) this.pos++;
    return t;
  }
  private fail(t: Token, what: string): never {
    throw new LtlSyntaxError(`expected ${what}, found ${describe(t)}`, t.start, Math.max(t.end, t.start + (t.type === 'eof' ? 0 : 1)));
  }
  private expect(type: TokType, what = DESCRIBE[type]): Token {
    const t = this.peek();
    if (t.type !== type) this.fail(t, what);
    return this.next();
  }
  private isWord(t: Token, ...words: string[]): boolean {
    return t.type === 'ident' && words.includes(t.text.toUpperCase());
  }

  parseAll(): Formula {
    if (this.peek().type === 'eof') throw new LtlSyntaxError('the formula is empty', 0, 0);
    const f = this.formula();
    const t = this.peek();
    if (t.type !== 'eof') {
      const hint = t.type === ')' ? ' (unbalanced `)`)' : ' (join formulas with `&`, `|` or `->`)';
      throw new LtlSyntaxError(`unexpected ${describe(t)} after a complete formula${hint}`, t.start, t.end);
    }
    return f;
  }

  private span(start: number): Span {
    return { start, end: this.toks[Math.max(0, this.pos - 1)]!.end };
  }

  private formula(): Formula {
    const start = this.peek().start;
    const left = this.or();
    if (this.peek().type === '->') {
      this.next();
      const right = this.formula();
      return { op: 'binary', kind: '->', left, right, span: this.span(start) };
    }
    return left;
  }

  private or(): Formula {
    const start = this.peek().start;
    let left = this.and();
    while (this.peek().type === '|') {
      this.next();
      const right = this.and();
      left = { op: 'binary', kind: '|', left, right, span: this.span(start) };
    }
    return left;
  }

  private and(): Formula {
    const start = this.peek().start;
    let left = this.unary();
    while (this.peek().type === '&') {
      this.next();
      const right = this.unary();
      left = { op: 'binary', kind: '&', left, right, span: this.span(start) };
    }
    return left;
  }

  private unary(): Formula {
    const t = this.peek();
    if (t.type === '!') {
      this.next();
      const arg = this.unary();
      return { op: 'unary', kind: '!', arg, span: this.span(t.start) };
    }
    if (this.isWord(t, 'G', 'F', 'X')) {
      this.next();
      const arg = this.unary();
      return { op: 'unary', kind: t.text.toUpperCase() as 'G' | 'F' | 'X', arg, span: this.span(t.start) };
    }
    if (this.isWord(t, 'Y', 'O', 'H') && ['(', 'ident', '!'].includes(this.peek(1).type)) {
      this.next();
      const arg = this.unary();
      return { op: 'unary', kind: t.text.toUpperCase() as 'Y' | 'O' | 'H', arg, span: this.span(t.start) };
    }
    return this.binary();
  }

  private binary(): Formula {
    const start = this.peek().start;
    const left = this.atom();
    const t = this.peek();
    if (this.isWord(t, 'U', 'W', 'R', 'S')) {
      this.next();
      const right = this.unary();
      return { op: 'binary', kind: t.text.toUpperCase() as 'U' | 'W' | 'R' | 'S', left, right, span: this.span(start) };
    }
    return left;
  }

  private atom(): Formula {
    const t = this.peek();
    if (t.type === '(') {
      this.next();
      const f = this.formula();
      const close = this.peek();
      if (close.type !== ')') this.fail(close, '`)` to close the `(`');
      this.next();
      return f;
    }
    if (t.type === 'ident') {
      const lower = t.text.toLowerCase();
      if (lower === 'true' || lower === 'false') {
        this.next();
        return { op: 'const', value: lower === 'true', span: { start: t.start, end: t.end } };
      }
      return this.call();
    }
    return this.fail(t, 'a formula (`true`, `false`, `(`, `!`, an operator or a function such as `called("x")`)');
  }

  private str(): string {
    return this.expect('string', 'a string in double quotes').value;
  }

  private cmpN(): { cmp: Cmp; n: number } {
    const c = this.expect('cmp', 'a comparison (`==`, `>=`, `<=`, `>` or `<`)');
    return { cmp: c.text as Cmp, n: this.int() };
  }

  private int(min = 0): number {
    const t = this.expect('number', 'a whole number');
    const n = Number(t.text);
    if (!Number.isInteger(n) || n < min) {
      throw new LtlSyntaxError(`expected a whole number${min > 0 ? ` of at least ${min}` : ' >= 0'}, found \`${t.text}\``, t.start, t.end);
    }
    return n;
  }

  private strList(): string[] {
    this.expect('[', '`[` (a list of strings)');
    const out = [this.str()];
    while (this.peek().type === ',') {
      this.next();
      out.push(this.str());
    }
    this.expect(']', '`,` or `]`');
    return out;
  }

  private call(): Formula {
    const name = this.next();
    const fn = name.text.toLowerCase();
    if (!AGENTLTL_LTL_FUNCTIONS.includes(fn)) this.unknownName(name, fn);
    this.expect('(', `\`(\` after \`${name.text}\``);
    const start = name.start;
    const f = this.callArguments(fn, name, { start, end: 0 });
    const close = this.peek();
    if (close.type !== ')') this.fail(close, `\`)\` to close \`${name.text}(\``);
    this.next();
    f.span = { start, end: close.end };
    return f;
  }

  /** A name that is no function: an unknown function before `(`, else a stray name. */
  private unknownName(name: Token, fn: string): never {
    const near = closest(fn, AGENTLTL_LTL_FUNCTIONS);
    const hint = near.length > 0 ? ` (did you mean \`${near[0]!.value}\`?)` : '';
    const msg = this.peek().type === '('
      ? `unknown function \`${name.text}\`${hint}`
      : `unexpected name \`${name.text}\`${hint || ': expected a formula'}`;
    throw new LtlSyntaxError(msg, name.start, name.end);
  }

  /** The arguments of function `fn`, after its `(` and up to its `)`; `span` is replaced once the `)` is read. */
  private callArguments(fn: string, name: Token, span: Span): Formula {
    const comma = () => this.expect(',', '`,`');
    switch (fn) {
      case 'called':
      case 'now':
      case 'eventually':
      case 'always':
        return { op: fn, tool: this.str(), span };
      case 'before':
      case 'after': {
        const a = this.str();
        comma();
        return { op: fn, a, b: this.str(), span };
      }
      case 'all_before': {
        const tools = this.strList();
        comma();
        return { op: 'all_before', tools, target: this.str(), span };
      }
      case 'branch_called': {
        const ok = this.str();
        let wrong: string | undefined;
        if (this.peek().type === ',') {
          this.next();
          wrong = this.str();
        }
        return { op: 'branch_called', ok, wrong, span };
      }
      case 'called_with': {
        const tool = this.str();
        return { op: 'called_with', tool, args: this.keywordArguments(), span };
      }
      case 'called_n': {
        const tool = this.str();
        comma();
        return { op: 'called_n', tool, ...this.cmpN(), span };
      }
      case 'in_order':
        return { op: 'in_order', tools: this.strList(), span };
      case 'within_steps': {
        const a = this.str();
        comma();
        const b = this.str();
        comma();
        return { op: 'within_steps', a, b, n: this.int(), span };
      }
      case 'instance_before':
        return this.instanceBefore(span);
      case 'count_before': {
        const arg = this.formula();
        comma();
        return { op: 'count_before', arg, ...this.cmpN(), span };
      }
      default:
        throw new LtlSyntaxError(`unknown function \`${name.text}\``, name.start, name.end);
    }
  }

  /** `, key=value` pairs of `called_with`. */
  private keywordArguments(): Record<string, ArgValue> {
    const args: Record<string, ArgValue> = {};
    while (this.peek().type === ',') {
      this.next();
      const key = this.expect('ident', 'an argument name (`key=value`)');
      this.expect('=', `\`=\` after \`${key.text}\``);
      args[key.text] = this.argValue();
    }
    return args;
  }

  /** `instance_before("a"[N], "b"[M])`. */
  private instanceBefore(span: Span): Formula {
    const a = this.str();
    this.expect('[', '`[N]` (which occurrence, from 1)');
    const n = this.int(1);
    this.expect(']', '`]`');
    this.expect(',', '`,`');
    const b = this.str();
    this.expect('[', '`[M]` (which occurrence, from 1)');
    const m = this.int(1);
    this.expect(']', '`]`');
    return { op: 'instance_before', a, n, b, m, span };
  }

  private argValue(): ArgValue {
    const t = this.next();
    if (t.type === 'string') return t.value;
    if (t.type === 'number') return Number(t.text);
    if (t.type === 'ident') {
      const w = t.text.toLowerCase();
      if (w === 'true') return true;
      if (w === 'false') return false;
      if (w === 'null' || w === 'none') return null;
    }
    return this.fail(t, 'a value (a string, a number, `true`, `false` or `null`)');
  }
}

/** Parse a formula; throws `LtlSyntaxError` with the offending offsets. */
export function parseLtl(src: string): Formula {
  return new Parser(tokenize(src)).parseAll();
}

export type ParseResult = { ok: true; formula: Formula } | { ok: false; error: LtlSyntaxError };

export function tryParseLtl(src: string): ParseResult {
  try {
    return { ok: true, formula: parseLtl(src) };
  } catch (e) {
    if (e instanceof LtlSyntaxError) return { ok: false, error: e };
    throw e;
  }
}
