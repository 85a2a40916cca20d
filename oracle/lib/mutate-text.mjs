/**
 * Text for the mutation probes (oracle/lib/mutate.mjs builds the values): each serialiser returns the text and the
 * 1-based line of every JSON pointer it wrote, so a recorded case names the line of the mutated key even when the key
 * name recurs (`model` at the top and inside an agent).
 *
 *   const { text, lines } = jsonText(value);      // JSON.stringify(value, null, 2) + '\n'
 *   const { text, lines } = tomlText(value);      // tables as [headers], nested tables inline; null has no TOML form
 *   const { text, lines } = frontmatterText(value, body);   // `---` YAML (flow values) `---` body
 */

const esc = (k) => String(k).replace(/~/g, '~0').replace(/\//g, '~1');

/** JSON as `JSON.stringify(value, null, 2)` writes it, with the line of each pointer. */
export function jsonText(value) {
  const lines = new Map();
  const out = [];
  const write = (v, pointer, indent, prefix, suffix) => {
    const pad = ' '.repeat(indent);
    lines.set(pointer, out.length + 1);
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x]) : v && typeof v === 'object' ? Object.entries(v) : null;
    if (!entries || entries.length === 0) {
      out.push(`${pad}${prefix}${JSON.stringify(v)}${suffix}`);
      return;
    }
    out.push(`${pad}${prefix}${Array.isArray(v) ? '[' : '{'}`);
    entries.forEach(([k, x], i) => {
      const p = `${pointer}/${esc(k)}`;
      write(x, p, indent + 2, Array.isArray(v) ? '' : `${JSON.stringify(k)}: `, i < entries.length - 1 ? ',' : '');
    });
    out.push(`${pad}${Array.isArray(v) ? ']' : '}'}${suffix}`);
  };
  write(value, '', 0, '', '');
  return { text: `${out.join('\n')}\n`, lines };
}

const bareKey = (k) => (/^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k));

/** A TOML value on one line (inline tables for objects); `undefined` for null, which TOML cannot write. */
function tomlInline(v) {
  if (v === null) return undefined;
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) {
    const items = v.map(tomlInline);
    return items.includes(undefined) ? undefined : `[${items.join(', ')}]`;
  }
  const parts = Object.entries(v).map(([k, x]) => [k, tomlInline(x)]);
  return parts.some(([, x]) => x === undefined) ? undefined : `{ ${parts.map(([k, x]) => `${bareKey(k)} = ${x}`).join(', ')} }`;
}

const isTable = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * TOML: top-level scalars and arrays first, then one `[header]` per table (one `[a.b]` per table of tables, so
 * `[mcp_servers.docs]`), nested deeper tables inline. Returns null when the value holds a null.
 */
export function tomlText(value) {
  const lines = new Map();
  const out = [];
  const put = (pointer, key, v) => {
    const s = tomlInline(v);
    if (s === undefined) throw new Error('null');
    lines.set(pointer, out.length + 1);
    out.push(`${bareKey(key)} = ${s}`);
  };
  try {
    const tables = [];
    for (const [k, v] of Object.entries(value)) (isTable(v) ? tables : null)?.push([k, v]) ?? put(`/${esc(k)}`, k, v);
    for (const [k, t] of tables) {
      const sub = Object.entries(t);
      const allTables = sub.length > 0 && sub.every(([, x]) => isTable(x));
      if (out.length) out.push('');
      if (!allTables) {
        lines.set(`/${esc(k)}`, out.length + 1);
        out.push(`[${bareKey(k)}]`);
        for (const [k2, v2] of sub) put(`/${esc(k)}/${esc(k2)}`, k2, v2);
        continue;
      }
      lines.set(`/${esc(k)}`, out.length + 1);
      sub.forEach(([k2, t2], i) => {
        if (i) out.push('');
        lines.set(`/${esc(k)}/${esc(k2)}`, out.length + 1);
        out.push(`[${bareKey(k)}.${bareKey(k2)}]`);
        for (const [k3, v3] of Object.entries(t2)) put(`/${esc(k)}/${esc(k2)}/${esc(k3)}`, k3, v3);
      });
    }
  } catch {
    return null;
  }
  // Children of a pointer written inline share its line.
  return { text: `${out.join('\n')}\n`, lines };
}

/** Markdown with YAML frontmatter: one `key: value` line per key, values in JSON (flow) syntax, which YAML reads. */
export function frontmatterText(value, body) {
  const lines = new Map();
  const out = ['---'];
  for (const [k, v] of Object.entries(value)) {
    lines.set(`/${esc(k)}`, out.length + 1);
    out.push(`${k}: ${v === null ? 'null' : JSON.stringify(v)}`);
  }
  out.push('---');
  return { text: `${out.join('\n')}\n${body}`, lines };
}

/** The line of `pointer`, or of its nearest written ancestor (a value written inline). */
export function lineOf(lines, pointer) {
  let p = pointer;
  while (p) {
    if (lines.has(p)) return lines.get(p);
    p = p.slice(0, p.lastIndexOf('/'));
  }
  return null;
}
