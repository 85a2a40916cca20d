/**
 * Compacted frontmatter (issue 23): once a file's own rules ran, a Markdown artifact keeps only the frontmatter
 * pairs the project rules declare they read. The findings must be exactly those of a run that keeps every tree,
 * and the runs the project knows must not parse a file twice (every read the project rules make is declared).
 */
import { describe, expect, it } from '@jest/globals';
import { HARNESSES } from '../../src/artifacts/harness.js';
import { compactMap, compactReparses, firstPair, getPair, parseYamlTree, type MapNode, type Pair } from '../../src/artifacts/tree.js';
import { LineIndex, plainRange, trimmedRereads } from '../../src/artifacts/source.js';
import { keepsOf } from '../../src/engine/compact.js';
import { discoverFor, lint, plan, runFor } from '../../src/engine/run.js';
import { projectRule } from '../../src/diagnostics/rule.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { CORPUS } from '../helpers/corpus.js';
import { removeTree, writeTree } from '../helpers/index.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';

const yaml = 'name: a\ndescription: first\ntools: Read\ndescription: second\n';
const tree = () => parseYamlTree(yaml, 0, new LineIndex(yaml), '$.frontmatter').root as MapNode;

describe('compactMap', () => {
  it('answers for the kept keys from the kept pairs, the last of duplicates for getPair and the first for firstPair', () => {
    let reparses = 0;
    const c = compactMap(tree(), new Set(['description']), { parse: () => (reparses++, { artifacts: [{ root: tree() }] }) }, 0);
    const before = compactReparses();
    expect(c.kept.map((p) => `${p.key}=${String((p.value as { value: unknown }).value)}`)).toEqual(['description=first', 'description=second']);
    expect((getPair(c, 'description')!.value as { value: unknown }).value).toBe('second');
    expect((firstPair(c, 'description')!.value as { value: unknown }).value).toBe('first');
    expect(getPair(c, 'description')!.keyRange.start).toEqual({ line: 4, column: 1, offset: 39 });
    expect([reparses, compactReparses() - before]).toEqual([0, 0]);
  });

  it('parses again, once, for a key it did not keep or for its whole pair list', () => {
    let reparses = 0;
    const c = compactMap(tree(), new Set(['name']), { parse: () => (reparses++, { artifacts: [{ root: tree() }] }) }, 0);
    const before = compactReparses();
    expect((getPair(c, 'tools')!.value as { value: unknown }).value).toBe('Read');
    expect(getPair(c, 'tools')!.keyRange.start).toEqual({ line: 3, column: 1, offset: 27 });
    expect(c.pairs.map((p) => p.key)).toEqual(['name', 'description', 'tools', 'description']);
    expect([reparses, compactReparses() - before]).toEqual([1, 1]);
  });

  it('keeps pairs as offsets that read as the pairs they came from (ranges, values, raw text, quoting, paths)', () => {
    const text = 'name: "quoted name"\ntools: Read, Grep\nskills:\n  - a\n  - b\nempty:\nn: 5\n';
    const whole = parseYamlTree(text, 0, new LineIndex(text), '$.frontmatter').root as MapNode;
    const c = compactMap(whole, new Set(['name', 'tools', 'skills', 'empty', 'n']), { parse: () => ({ artifacts: [] }) }, 0);
    const plain = (p: Pair) => JSON.parse(JSON.stringify({ key: p.key, keyRange: p.keyRange, range: p.range, path: p.path, value: p.value }));
    expect(c.kept.map(plain)).toEqual(whole.pairs.map(plain));
    expect(c.kept.map((p) => (p.value?.type === 'scalar' ? p.value.value : p.value?.type))).toEqual(['quoted name', 'Read, Grep', 'seq', null, 5]);
  });

  it('keeps what it has when the second parse gives no map', () => {
    const c = compactMap(tree(), new Set(['name']), { parse: () => ({ artifacts: [] }) }, 0);
    expect(c.pairs.map((p) => p.key)).toEqual(['name']);
  });
});

describe('keepsOf', () => {
  const rule = (reads: Record<string, readonly string[] | '*'>) => projectRule({ meta: ALL_RULES[0]!.meta, reads, check: () => {} });
  it('is the union of the declared keys by kind, and `*` wins', () => {
    const keeps = keepsOf([rule({ agent: ['name'], skill: ['name'] }), rule({ agent: ['tools'], skill: '*' }), rule({ skill: ['x'] })]);
    expect([...(keeps.get('agent') as Set<string>)].sort()).toEqual(['name', 'tools']);
    expect(keeps.get('skill')).toBe('*');
    expect(keeps.has('command')).toBe(false);
  });
});

/** The same plan run without streaming: every tree kept until the project rules ran. */
function unstreamed(root: string, harnesses?: readonly (typeof HARNESSES)[number][], only?: string[]) {
  const p = plan(root, undefined, ALL_RULES, harnesses);
  return runFor(p, discoverFor(p, { root }), { root, only });
}

const roots = [...fixtureRoots(), ...(CORPUS ? [CORPUS] : [])];

const PROJECT_RULES = new Set(ALL_RULES.filter((r) => r.scope === 'project').map((r) => r.meta.id));

describe('a streamed run with compacted trees', () => {
  it.each(roots.map((r) => [r]))('%s: the same result as a run that keeps every tree, with no file parsed twice, and read again only for a fix', (root) => {
    for (const harnesses of [undefined, HARNESSES]) {
      const [before, rereadBefore] = [compactReparses(), trimmedRereads()];
      const streamed = lint({ root, harnesses });
      const [reparsed, reread] = [compactReparses() - before, trimmedRereads() - rereadBefore];
      expect(JSON.stringify(streamed)).toBe(JSON.stringify(unstreamed(root, harnesses)));
      // A linted file keeps no text: a project rule's fix, which cuts the text it replaces, reads its file again.
      const fixed = new Set(streamed.diagnostics.filter((d) => PROJECT_RULES.has(d.kind) && d.suggestion).flatMap((d) => d.suggestion!.edits.map((e) => e.path)));
      expect([root, harnesses ? 'every harness' : 'found', reparsed, reread <= fixed.size]).toEqual([root, harnesses ? 'every harness' : 'found', 0, true]);
    }
  });
});

describe('a streamed run that reports on some paths', () => {
  it('lints only those files as they are parsed, and reports what a run that keeps every tree reports', () => {
    const root = 'fixtures/harnesses/planted';
    for (const only of [['plugins'], ['CLAUDE.md', 'opencode.jsonc'], ['nothing-here']]) {
      const streamed = lint({ root, only, harnesses: HARNESSES });
      expect(JSON.stringify(streamed)).toBe(JSON.stringify(unstreamed(root, HARNESSES, only)));
      if (only[0] === 'plugins') expect(streamed.diagnostics.length).toBeGreaterThan(0);
      expect(streamed.diagnostics.every((d) => only.some((o) => d.span.path === o || d.span.path.startsWith(`${o}/`)))).toBe(true);
    }
  });
});

describe('findings', () => {
  it('carry plain ranges (the tree keeps offsets), in their span, their fix edits and their related spans', () => {
    const root = writeTree({
      '.claude/agents/a.md': '---\nname: same\ndescription: A\nmodel: sonet\n---\n',
      '.claude/agents/b.md': '---\nname: same\ndescription: B\n---\n',
    });
    try {
      const ds = lint({ root }).diagnostics;
      const plain = (r: object) => Object.getPrototypeOf(r) === Object.prototype;
      const model = ds.find((d) => d.kind === 'agents/model-valid')!;
      const dup = ds.find((d) => d.kind === 'agents/duplicate-name')!;
      expect([model.span.range, dup.span.range].map(plain)).toEqual([true, true]);
      expect(model.span.range).toEqual({ start: { line: 4, column: 8, offset: 37 }, end: { line: 4, column: 13, offset: 42 } });
      expect(model.suggestion!.edits.map((e) => [plain(e.range), e.text])).toEqual([[true, 'sonnet']]);
      expect(dup.related.map((r) => [plain(r.span.range), r.span.path, r.span.range.start.line])).toEqual([[true, '.claude/agents/a.md', 2]]);
    } finally {
      removeTree(root);
    }
  });
});

describe('a compacted file\'s text', () => {
  const agent = '---\nname: long-agent-name-here\ndescription: Reviews diffs\nmodel: sonnet\n---\nYou review diffs.\nSecond line.\n';
  /** Lint with one project rule that reads each agent's body, its name and a range past the frontmatter. */
  function seen(reads: Record<string, readonly string[] | '*'> | undefined) {
    const root = writeTree({ '.claude/agents/a.md': agent });
    const out: unknown[] = [];
    const reader = projectRule({
      meta: { ...ALL_RULES.find((r) => r.scope === 'project')!.meta, id: 'test/body-reader' },
      ...(reads ? { reads } : {}),
      check(project) {
        for (const a of project.artifacts) {
          if (a.kind !== 'agent') continue;
          out.push(a.element.name, a.markdown!.body, a.markdown!.frontmatter.yaml, plainRange(a.file.lines.range(agent.indexOf('Second'), agent.length - 1)).start);
        }
      },
    });
    try {
      const before = trimmedRereads();
      lint({ root, rules: [...ALL_RULES, reader] });
      return { out, rereads: trimmedRereads() - before };
    } finally {
      removeTree(root);
    }
  }
  const expected = ['long-agent-name-here', 'You review diffs.\nSecond line.\n', 'name: long-agent-name-here\ndescription: Reviews diffs\nmodel: sonnet\n', { line: 7, column: 1, offset: 94 }];

  it('is cut to the frontmatter: a rule that reads the body without declaring it gets it, read again from disk once', () => {
    expect(seen(undefined)).toEqual({ out: expected, rereads: 1 });
  });

  it('stays whole for a kind a project rule declares `*` for', () => {
    expect(seen({ agent: '*' })).toEqual({ out: expected, rereads: 0 });
  });
});
