/** `node:path` for the browser: POSIX only (the playground's tree is rooted at `/repo`). */
export const sep = '/';
export const delimiter = ':';

export function isAbsolute(p: string): boolean {
  return p.startsWith('/');
}

export function normalize(p: string): string {
  if (p === '') return '.';
  const abs = isAbsolute(p);
  const trailing = p.endsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!abs) out.push('..');
    } else out.push(part);
  }
  let s = out.join('/');
  if (abs) s = `/${s}`;
  else if (s === '') s = '.';
  if (trailing && s !== '/' && s !== '.') s += '/';
  return s;
}

export function join(...parts: string[]): string {
  const joined = parts.filter((x) => x !== '').join('/');
  return joined === '' ? '.' : normalize(joined);
}

export function resolve(...parts: string[]): string {
  let out = '';
  for (let i = parts.length - 1; i >= 0 && !isAbsolute(out); i--) {
    if (parts[i]) out = out ? `${parts[i]}/${out}` : parts[i]!;
  }
  const s = normalize(isAbsolute(out) ? out : `/${out}`);
  return s.length > 1 && s.endsWith('/') ? s.slice(0, -1) : s;
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean);
  const b = resolve(to).split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

export function dirname(p: string): string {
  const s = p.length > 1 ? p.replace(/\/+$/, '') : p;
  const i = s.lastIndexOf('/');
  if (i < 0) return '.';
  return i === 0 ? '/' : s.slice(0, i);
}

export function basename(p: string, ext?: string): string {
  const s = p.replace(/\/+$/, '');
  const b = s.slice(s.lastIndexOf('/') + 1);
  return ext && b.endsWith(ext) && b !== ext ? b.slice(0, -ext.length) : b;
}

export function extname(p: string): string {
  const b = basename(p);
  const i = b.lastIndexOf('.');
  return i <= 0 || b === '..' ? '' : b.slice(i);
}

const path = { sep, delimiter, isAbsolute, normalize, join, resolve, relative, dirname, basename, extname };
export const posix = path;
export default { ...path, posix };
