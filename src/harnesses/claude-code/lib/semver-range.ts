/**
 * npm-style semver ranges, as Claude Code 2.1.332 reads a plugin dependency's `version`: `^1`, `~1.2`, `1.x`, `*`,
 * `>=1 <2`, `1.0.0 - 2.0.0`, `v1`, `=1.0.0` and `a || b` are accepted (plugin-parts.json and probe runs of
 * `claude plugin install`); `not-a-range` fails the install ("has an invalid version requirement").
 * Prerelease ordering is simplified (a prerelease sorts before its release), which is enough to decide `satisfies`
 * for the plain versions plugins use.
 */
type V = [number, number, number];
interface Comparator { op: '<' | '<=' | '>' | '>=' | '='; v: V }

const PART = String.raw`(?:x|X|\*|0|[1-9]\d*)`;
const PARTIAL = new RegExp(String.raw`^v?=?\s*(${PART})(?:\.(${PART})(?:\.(${PART})(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)?)?$`);

const wild = (s: string | undefined) => s === undefined || /^[xX*]$/.test(s);

/** A partial version: the parts given (undefined from the first wildcard on). */
function partial(s: string): Array<number | undefined> | undefined {
  const m = PARTIAL.exec(s.trim());
  if (!m) return undefined;
  const parts = [m[1], m[2], m[3]];
  const out: Array<number | undefined> = [];
  for (const p of parts) {
    if (wild(p) || out.includes(undefined)) out.push(undefined);
    else out.push(Number(p));
  }
  return out;
}

const full = (p: Array<number | undefined>): V => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];

/** The comparators of a partial with an operator (`^`, `~`, `<`, … or none). */
function comparators(op: string, p: Array<number | undefined>): Comparator[] | undefined {
  const [a, b, c] = p;
  const given = p.filter((x) => x !== undefined).length;
  if (a === undefined) return op === '<' || op === '>' ? [{ op: '<', v: [0, 0, 0] }] : [];
  const up = (i: number): V => (i === 0 ? [a + 1, 0, 0] : i === 1 ? [a, (b ?? 0) + 1, 0] : [a, b ?? 0, (c ?? 0) + 1]);
  switch (op) {
    case '':
    case '=':
      return given === 3 ? [{ op: '=', v: full(p) }] : [{ op: '>=', v: full(p) }, { op: '<', v: up(given - 1) }];
    case '^': {
      const first = a !== 0 || given === 1 ? 0 : b !== 0 || given === 2 ? 1 : 2;
      return [{ op: '>=', v: full(p) }, { op: '<', v: up(first) }];
    }
    case '~':
      return [{ op: '>=', v: full(p) }, { op: '<', v: up(given === 1 ? 0 : 1) }];
    case '>':
      return given === 3 ? [{ op: '>', v: full(p) }] : [{ op: '>=', v: up(given - 1) }];
    case '>=':
      return [{ op: '>=', v: full(p) }];
    case '<':
      return [{ op: '<', v: full(p) }];
    case '<=':
      return given === 3 ? [{ op: '<=', v: full(p) }] : [{ op: '<', v: up(given - 1) }];
  }
  return undefined;
}

/** The range as OR-ed sets of AND-ed comparators, or undefined when it is not a range. */
export function parseRange(range: string): Comparator[][] | undefined {
  const sets: Comparator[][] = [];
  for (const raw of range.split('||')) {
    const s = raw.trim().replace(/(>=|<=|[<>=^~])\s+/g, '$1');
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(s);
    if (hyphen) {
      const lo = partial(hyphen[1]!);
      const hi = partial(hyphen[2]!);
      if (!lo || !hi) return undefined;
      sets.push([...(comparators('>=', lo) ?? []), ...(comparators('<=', hi) ?? [])]);
      continue;
    }
    const set: Comparator[] = [];
    for (const tok of s === '' ? [] : s.split(/\s+/)) {
      const m = /^(>=|<=|[<>=^~]?)(.*)$/.exec(tok)!;
      const p = partial(m[2]!);
      const c = p && comparators(m[1]!, p);
      if (!c) return undefined;
      set.push(...c);
    }
    sets.push(set);
  }
  return sets;
}

function cmp(a: V, b: V): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Does `version` (`MAJOR.MINOR.PATCH`) satisfy `range`? undefined when either does not parse. */
export function satisfies(version: string, range: string): boolean | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  const sets = parseRange(range);
  if (!m || !sets) return undefined;
  const v: V = [Number(m[1]), Number(m[2]), Number(m[3])];
  return sets.some((set) =>
    set.every(({ op, v: w }) => {
      const d = cmp(v, w);
      return op === '<' ? d < 0 : op === '<=' ? d <= 0 : op === '>' ? d > 0 : op === '>=' ? d >= 0 : d === 0;
    }),
  );
}
