/**
 * `@path` imports in a memory file's text (shared by the memory/* rules; not a
 * rule). Code spans and fenced code blocks are not scanned for imports; their
 * `@path`s are returned separately, marked `inCode`.
 */
import { posix } from 'node:path';
import type { SourceFile, Range } from '../../artifacts/source.js';

export interface ImportRef {
  /** The path as written after `@`. */
  path: string;
  /** Range of `@path`. */
  range: Range;
  inCode: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TOKEN = /(^|[\s(`])@([^\s`()<>[\]{}"']+)/g;

/** Looks like a file reference, not a mention or a scoped package: `./`, `../`, `~/`, `/` or a file extension. */
export function looksLikePath(p: string): boolean {
  return /^(\.{1,2}\/|~\/|\/)/.test(p) || /\.[A-Za-z0-9]{1,8}$/.test(p.split('/').pop() ?? '');
}

/** Offsets [start, end) of inline code spans in one line (backtick runs of equal length). */
function codeSpans(line: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /`+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) {
    const run = m[0];
    const close = line.indexOf(run, m.index + run.length);
    if (close < 0) continue;
    out.push([m.index, close + run.length]);
    re.lastIndex = close + run.length;
  }
  return out;
}

/** What the import rules read of a memory file: all of it (ProjectRule.reads). */
export const MEMORY_READS = { memory: '*' } as const;

export function importRefs(file: SourceFile, fromOffset = 0): ImportRef[] {
  const out: ImportRef[] = [];
  const text = file.text;
  let fence: string | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (start < fromOffset) continue;
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = null;
      else scan(line, start, () => true);
      continue;
    }
    if (f) {
      fence = f[1]!;
      continue;
    }
    const spans = codeSpans(line);
    scan(line, start, (i) => spans.some(([a, b]) => i >= a && i < b));
  }
  return out;

  function scan(line: string, start: number, inCode: (i: number) => boolean) {
    TOKEN.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = TOKEN.exec(line))) {
      // Sentence punctuation after the path is not part of it (`see @a.md.`).
      const path = m[2]!.replace(/(?<![.,;:!?])[.,;:!?]+$/, '');
      if (!path) continue;
      const at = m.index + m[1]!.length;
      out.push({ path, range: file.lines.range(start + at, start + at + 1 + path.length), inCode: inCode(at) });
    }
  }
}

/** Root-relative target of an import from `fromPath`; null for `~/` and absolute paths (outside the tree) or a path leaving the root. */
export function resolveImport(fromPath: string, ref: string): string | null {
  if (ref.startsWith('~/') || ref.startsWith('/')) return null;
  const dir = posix.dirname(fromPath);
  const joined = posix.normalize(posix.join(dir === '.' ? '' : dir, ref));
  if (joined === '..' || joined.startsWith('../')) return null;
  return joined;
}

/** An `@path` that looks like a file reference, with the root-relative path it resolves to. */
export interface PathImport extends ImportRef {
  target: string;
}

/** The file-like `@path` references of `file` (at `fromPath`) that resolve inside the root. */
export function pathImports(file: SourceFile, fromPath: string, fromOffset = 0): PathImport[] {
  const out: PathImport[] = [];
  for (const ref of importRefs(file, fromOffset)) {
    if (!looksLikePath(ref.path)) continue;
    const target = resolveImport(fromPath, ref.path);
    if (target !== null) out.push({ ...ref, target });
  }
  return out;
}
