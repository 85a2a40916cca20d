/**
 * Small files and small functions: no source file over 450 lines (generated ones aside) and no function over 80
 * lines, measured on the syntax tree (a function's lines from its first to its last, comments inside included).
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const MAX_FILE_LINES = 450;
const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.generated.ts') ? [p] : [];
  });
}

const isFunction = (n: ts.Node): n is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isConstructorDeclaration(n) || ts.isGetAccessor(n) || ts.isSetAccessor(n);

function nameOf(n: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (n.name) return n.name.getText(sf);
  const p = n.parent;
  if (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) return p.name.getText(sf);
  return '(anonymous)';
}

/** `path:line name (n lines)` for every function longer than the limit. */
export function longFunctions(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (isFunction(n) && n.body) {
      const start = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
      const end = sf.getLineAndCharacterOfPosition(n.getEnd()).line + 1;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES) out.push(`${path}:${start} ${nameOf(n, sf)} (${lines} lines)`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('code size', () => {
  const files = sourceFiles('src');
  it(`has no source file over ${MAX_FILE_LINES} lines`, () => {
    const long = files.map((f) => [f, readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > MAX_FILE_LINES);
    expect(long.map(([f, n]) => `${f} (${n} lines)`)).toEqual([]);
  });
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(files.flatMap(longFunctions)).toEqual([]);
  });
});
