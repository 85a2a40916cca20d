/**
 * Single-field mutations of a valid base file (issue 19: recall). Every probe that records what its
 * harness does with broken files builds its cases from here, so each harness is asked the same
 * questions: each field with every other JSON type, empty and whitespace-only strings, zero and
 * negative numbers, a bad URL or email, paths that escape or are absolute, names with capitals or
 * spaces, bad semver, unknown enum values, and each field removed.
 *
 *   import { mutations, applyMutation } from './mutate.mjs';
 *   for (const m of mutations(base, { enums: ['/model'], paths: ['/agents'] })) {
 *     const value = applyMutation(base, m);   // a deep copy with the one change
 *     …serialise it (JSON, YAML frontmatter, TOML), run the harness, record `outcome`…
 *   }
 *
 * The golden file of a harness is `oracle/<harness>/mutations.json`:
 *   { "harness": "<name>", "version": "<pinned version>", "cases": [
 *     { "id": "<kind>:<pointer>:<op>", "kind": "<agentlint kind id>", "pointer": "/a/b", "op": "type:number",
 *       "files": { "<path>": "<text>", … },   // the whole tree the harness ran on (relative paths)
 *       "target": "<path of the mutated file>",
 *       "line": 3,                              // 1-based line of the mutated key (null when removed)
 *       "outcome": "rejects" | "drops" | "ignores" | "accepts",
 *       "evidence": "<what the harness printed or listed that shows the outcome>" } ] }
 * `rejects`: the harness refuses to start or errors on the file; `drops`: the file or the field is not
 * loaded (absent from its listing); `ignores`: loaded, but the field has no effect (the value is not
 * what the harness uses); `accepts`: the harness uses the value as written. `__tests__/helpers/mutations.ts`
 * checks agentlint against such a file.
 */

const TYPES = {
  string: 'x',
  number: 7,
  boolean: true,
  array: ['x'],
  object: { x: 'y' },
  null: null,
};

export function typeOf(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function childPointer(pointer, key) {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function keyOf(pointer) {
  const parts = pointer.split('/');
  return (parts[parts.length - 1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Mutations of one value at `pointer` (not the removal: that is the parent's). */
function valueMutations(pointer, value, opts) {
  const out = [];
  const t = typeOf(value);
  for (const [name, v] of Object.entries(TYPES)) if (name !== t) out.push({ pointer, op: `type:${name}`, value: v });
  const key = keyOf(pointer).toLowerCase();
  if (t === 'string') {
    out.push({ pointer, op: 'empty', value: '' }, { pointer, op: 'whitespace', value: '   ' });
    if (/url|homepage|repository|href|link/.test(key)) out.push({ pointer, op: 'bad-url', value: 'not a url' });
    if (/email|mail/.test(key)) out.push({ pointer, op: 'bad-email', value: 'not-an-email' });
    if (/version/.test(key)) out.push({ pointer, op: 'bad-semver', value: '1.x' });
    if (/name|id$/.test(key)) out.push({ pointer, op: 'capitals', value: 'Has-Capitals' }, { pointer, op: 'spaces', value: 'has space' });
    if (opts.paths.some((p) => pointer === p || pointer.startsWith(`${p}/`)) || value.startsWith('./')) {
      out.push({ pointer, op: 'path-escape', value: '../outside' }, { pointer, op: 'path-absolute', value: '/abs/path' });
    }
    if (opts.enums.includes(pointer)) out.push({ pointer, op: 'unknown-enum', value: 'zz-unknown-value' });
  }
  if (t === 'number') out.push({ pointer, op: 'zero', value: 0 }, { pointer, op: 'negative', value: -1 });
  return out;
}

/**
 * Every single-field mutation of `base`. Options: `enums` (pointers whose value is one of a closed set),
 * `paths` (pointers holding file paths), `skip` (pointers, and their children, left alone), `required`
 * (pointers whose removal is recorded even under a parent that is itself removed — default all keys),
 * `depth` (how deep to descend; default 3).
 */
export function mutations(base, options = {}) {
  const opts = { enums: [], paths: [], skip: [], depth: 3, ...options };
  const out = [];
  const walk = (value, pointer, depth) => {
    if (opts.skip.some((s) => pointer === s || pointer.startsWith(`${s}/`))) return;
    if (pointer !== '') out.push(...valueMutations(pointer, value, opts));
    if (depth >= opts.depth) return;
    if (Array.isArray(value)) {
      if (value.length > 0) walk(value[0], childPointer(pointer, 0), depth + 1);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const p = childPointer(pointer, k);
        if (opts.skip.some((s) => p === s || p.startsWith(`${s}/`))) continue;
        out.push({ pointer: p, op: 'remove' });
        walk(v, p, depth + 1);
      }
    }
  };
  walk(base, '', 0);
  return out.map((m) => ({ ...m, id: `${m.pointer}:${m.op}` }));
}

/** A deep copy of `base` with mutation `m` applied. */
export function applyMutation(base, m) {
  const copy = structuredClone(base);
  const parts = m.pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parent = copy;
  for (const p of parts.slice(0, -1)) parent = parent[Array.isArray(parent) ? Number(p) : p];
  const last = parts[parts.length - 1];
  if (m.op === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[Array.isArray(parent) ? Number(last) : last] = structuredClone(m.value);
  }
  return copy;
}

/** 1-based line of the first line of `text` that holds `"key"` (JSON) or `key:` / `key =` (YAML, TOML). */
export function lineOfKey(text, key) {
  const lines = text.split('\n');
  const esc = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(^|[\\s{,])("${esc}"\\s*:|${esc}\\s*[:=])`);
  const i = lines.findIndex((l) => re.test(l));
  return i < 0 ? null : i + 1;
}

export { keyOf };
