/**
 * A small JSON Schema checker (drafts 04 and 07) for the published schemas the report tests
 * validate against (__tests__/report/schemas). It knows the keywords those schemas use and throws
 * on any other, so a schema it cannot read fails the test instead of passing it. `strict` also
 * rejects object keys a schema does not declare (the published reviewdog and GitLab schemas allow
 * any extra key, so a misspelt optional field would pass them).
 */
export type Schema = boolean | { [keyword: string]: unknown };

export interface SchemaError {
  path: string;
  message: string;
}

const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'markdownDescription', 'default', 'examples', 'format', 'definitions']);
const KEYWORDS = new Set([
  '$ref', 'type', 'enum', 'const', 'properties', 'patternProperties', 'additionalProperties', 'required', 'dependencies',
  'items', 'minItems', 'maxItems', 'uniqueItems', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum',
  'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else',
]);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

const typeMatches = (v: unknown, t: string) => typeOf(v) === t || (t === 'number' && typeOf(v) === 'integer');

export function validate(value: unknown, root: Schema, opts: { strict?: boolean } = {}): SchemaError[] {
  const resolve = (ref: string): Schema => {
    if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
    let node: unknown = root;
    for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    return node as Schema;
  };

  const check = (v: unknown, s: Schema, path: string): SchemaError[] => {
    if (s === true) return [];
    if (s === false) return [{ path, message: 'no value is allowed here' }];
    for (const k of Object.keys(s)) if (!KEYWORDS.has(k) && !ANNOTATIONS.has(k)) throw new Error(`the checker does not know keyword ${k} (at ${path})`);
    const errs: SchemaError[] = [];
    const err = (message: string) => errs.push({ path, message });
    if (typeof s.$ref === 'string') errs.push(...check(v, resolve(s.$ref), path));
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
      if (!types.some((t) => typeMatches(v, t))) return [{ path, message: `expected ${types.join(' or ')}, got ${typeOf(v)}` }];
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(v))) err(`${JSON.stringify(v)} is not one of ${JSON.stringify(s.enum)}`);
    if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(v)) err(`expected ${JSON.stringify(s.const)}`);
    if (typeof v === 'string') {
      if (typeof s.minLength === 'number' && [...v].length < s.minLength) err(`shorter than ${s.minLength}`);
      if (typeof s.maxLength === 'number' && [...v].length > s.maxLength) err(`longer than ${s.maxLength}`);
      if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(v)) err(`does not match ${s.pattern}`);
    }
    if (typeof v === 'number') {
      if (typeof s.minimum === 'number' && v < s.minimum) err(`less than ${s.minimum}`);
      if (typeof s.maximum === 'number' && v > s.maximum) err(`more than ${s.maximum}`);
    }
    if (Array.isArray(v)) {
      if (typeof s.minItems === 'number' && v.length < s.minItems) err(`fewer than ${s.minItems} items`);
      if (typeof s.maxItems === 'number' && v.length > s.maxItems) err(`more than ${s.maxItems} items`);
      if (s.uniqueItems === true && new Set(v.map((x) => JSON.stringify(x))).size !== v.length) err('items are not unique');
      if (s.items !== undefined) {
        if (Array.isArray(s.items)) throw new Error('tuple `items` is not supported');
        v.forEach((item, i) => errs.push(...check(item, s.items as Schema, `${path}[${i}]`)));
      }
    }
    if (typeOf(v) === 'object') errs.push(...checkObject(v as Record<string, unknown>, s, path));
    errs.push(...combinators(v, s, path));
    return errs;
  };

  const checkObject = (o: Record<string, unknown>, s: { [k: string]: unknown }, path: string): SchemaError[] => {
    const errs: SchemaError[] = [];
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>);
    for (const r of (s.required as string[] | undefined) ?? []) if (!(r in o)) errs.push({ path, message: `missing required \`${r}\`` });
    for (const [k, dep] of Object.entries((s.dependencies ?? {}) as Record<string, string[]>)) {
      if (k in o) for (const d of dep) if (!(d in o)) errs.push({ path, message: `\`${k}\` needs \`${d}\`` });
    }
    for (const [k, v] of Object.entries(o)) {
      const at = `${path}.${k}`;
      const matched = patterns.filter(([p]) => new RegExp(p, 'u').test(k));
      if (k in props) errs.push(...check(v, props[k]!, at));
      for (const [, ps] of matched) errs.push(...check(v, ps, at));
      if (k in props || matched.length > 0) continue;
      const extra = s.additionalProperties;
      if (typeof extra === 'object' && extra !== null) errs.push(...check(v, extra as Schema, at));
      else if (extra === false || (opts.strict && s.properties !== undefined)) errs.push({ path: at, message: `\`${k}\` is not a property the schema defines` });
    }
    return errs;
  };

  const combinators = (v: unknown, s: { [k: string]: unknown }, path: string): SchemaError[] => {
    const errs: SchemaError[] = [];
    const passes = (sub: Schema) => check(v, sub, path).length === 0;
    if (Array.isArray(s.allOf)) for (const sub of s.allOf as Schema[]) errs.push(...check(v, sub, path));
    if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some(passes)) errs.push({ path, message: 'matches none of anyOf' });
    if (Array.isArray(s.oneOf)) {
      const n = (s.oneOf as Schema[]).filter(passes).length;
      if (n !== 1) errs.push({ path, message: `matches ${n} of oneOf, not exactly one` });
    }
    if (s.not !== undefined && passes(s.not as Schema)) errs.push({ path, message: 'matches a `not` schema' });
    if (s.if !== undefined) {
      const branch = passes(s.if as Schema) ? s.then : s.else;
      if (branch !== undefined) errs.push(...check(v, branch as Schema, path));
    }
    return errs;
  };

  return check(value, root, '$');
}
