/**
 * Every regular-expression literal in src/, found through the TypeScript parser,
 * and a probe that times each against adversarial text: long runs of one or two
 * characters after a short prefix (`key: x` + 20,000 spaces + `y`). A pattern that
 * backtracks is quadratic (or worse) on such runs; a linear one takes microseconds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  re: RegExp;
}

export function regexLiterals(dir: string, root = dir): FoundRegex[] {
  const out: FoundRegex[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, e.name);
    if (e.isDirectory()) {
      out.push(...regexLiterals(abs, root));
      continue;
    }
    if (!e.name.endsWith('.ts')) continue;
    const text = readFileSync(abs, 'utf8');
    const sf = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const lit = (n as ts.RegularExpressionLiteral).text;
        const slash = lit.lastIndexOf('/');
        // Sticky and global flags only change where a match starts; test from 0 without them.
        const flags = lit.slice(slash + 1).replace(/[gy]/g, '');
        const line = sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
        out.push({ file: relative(root, abs), line, source: lit, re: new RegExp(lit.slice(1, slash), flags) });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

const RUN_CHARS = [' ', '\t', 'a', '0', '-', '_', '.', ':', '#', '*', '/', '\\', '"', "'", '`', '$', '(', '[', '{', ',', '=', '\n', '\r', ' \t', 'a ', 'a-', ': ', '- ', '\\"', '${'];
const PREFIXES = ['', 'a: ', 'a: x', '- x', '"', 'Bash('];
const SUFFIXES = ['', 'y', '\u2028'];

/** Inputs that make a backtracking pattern quadratic. */
export function adversarialInputs(n: number): string[] {
  const out: string[] = [];
  for (const p of PREFIXES) for (const c of RUN_CHARS) for (const s of SUFFIXES) out.push(p + c.repeat(Math.ceil(n / c.length)) + s);
  return out;
}

/** Milliseconds `re` takes on the slowest of `inputs` (test and global exec, as code uses them). */
export function slowest(re: RegExp, inputs: string[]): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const input of inputs) {
    const t = performance.now();
    re.test(input);
    g.lastIndex = 0;
    // A global scan tries every start position: the shape `replace`/`matchAll` use.
    for (let k = 0; k < 8 && g.exec(input); k++) if (g.lastIndex === 0) break;
    const ms = performance.now() - t;
    if (ms > worst.ms) worst = { ms, input };
  }
  return worst;
}
