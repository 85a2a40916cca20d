/** Edits to an ai-rulez config: the `builtins` line that loads a domain. */
import { AI_RULEZ_AUTO_BUILTIN_DOMAINS } from '../known-values.js';
import type { TextEdit } from '../../../artifacts/source.js';
import { scalarString } from '../../../artifacts/tree.js';
import type { AiRulezProject } from './resolve.js';

export interface BuiltinsFix {
  /** The config line after the fix, e.g. `builtins = ["cicd"]`. */
  line: string;
  edits: TextEdit[];
}

/** The edit that makes the config load builtin `domain`; undefined when no config edit can (a shadowing domain). */
export function builtinsFix(p: AiRulezProject, domain: string): BuiltinsFix | undefined {
  const file = p.config.file;
  const toml = p.data.format === 'toml';
  const list = (items: string[]) => `[${items.map((s) => JSON.stringify(s)).join(', ')}]`;
  const lineOf = (value: string) => (toml ? `builtins = ${value}` : `builtins: ${value}`);
  const b = p.builtins;
  if (b.shadowed.has(domain)) return undefined;
  if (b.mode === 'absent') {
    const value = list([domain]);
    const line = lineOf(value);
    if (toml) {
      // Top-level keys must come before the first table header.
      const starts = Object.values(p.data.headers).map((r) => r.start.offset);
      const tables = p.config.root?.type === 'map'
        ? p.config.root.pairs.filter((x) => x.value?.type === 'map' && !x.value.flow).map((x) => x.keyRange.start.offset)
        : [];
      const first = Math.min(...starts, ...tables.map((o) => file.lines.lineStart(file.lines.position(o).line)));
      if (Number.isFinite(first) && first < file.text.length) {
        const at = file.lines.lineStart(file.lines.position(first).line);
        return { line, edits: [{ path: file.path, range: file.lines.range(at, at), text: `${line}\n` }] };
      }
    }
    const end = file.text.length;
    const sep = end === 0 || file.text.endsWith('\n') ? '' : '\n';
    return { line, edits: [{ path: file.path, range: file.lines.range(end, end), text: `${sep}${line}\n` }] };
  }
  const node = b.pair?.value;
  if (!node) return undefined;
  let items: string[];
  if (b.mode === 'none' || node.type !== 'seq') items = [domain];
  else {
    items = node.items.map((i) => scalarString(i)).filter((s): s is string => s !== undefined && s !== `!${domain}`);
    if (!AI_RULEZ_AUTO_BUILTIN_DOMAINS.includes(domain) && !items.includes(domain)) items.push(domain);
  }
  const value = list(items);
  return { line: lineOf(value), edits: [{ path: file.path, range: node.range, text: value }] };
}
