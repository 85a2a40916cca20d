import { describe, expect, it } from '@jest/globals';
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { FRONTMATTER_PATH } from '../../src/artifacts/frontmatter.js';
import { parseSimpleMapping } from '../../src/artifacts/simple-yaml.js';
import { LineIndex } from '../../src/artifacts/source.js';
import { parseYamlTree } from '../../src/artifacts/tree.js';
import { CORPUS } from '../helpers/corpus.js';

/** Frontmatter line span of a Markdown text, if it has a closed one. */
function span(text: string): { lines: LineIndex; close: number } | undefined {
  const lines = new LineIndex(text);
  if (!/^---[ \t]*$/.test(lines.lineText(1))) return undefined;
  for (let l = 2; l <= lines.lineCount; l++) if (/^---[ \t]*$/.test(lines.lineText(l))) return { lines, close: l };
  return undefined;
}

function both(text: string) {
  const s = span(text)!;
  const fast = parseSimpleMapping(s.lines, 2, s.close - 1, FRONTMATTER_PATH);
  const yamlText = text.slice(s.lines.lineStart(2), s.lines.lineStart(s.close));
  const full = parseYamlTree(yamlText, s.lines.lineStart(2), s.lines, FRONTMATTER_PATH);
  return { fast, full };
}

describe('the simple-frontmatter fast path', () => {
  /** Checks the fast path against the YAML parser on every file it takes; returns how many it took. */
  const fastPathTaken = (files: string[]): number => {
    let taken = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8').replace(/^\uFEFF/, '');
      if (!span(text)) continue;
      const { fast, full } = both(text);
      if (!fast) continue;
      taken++;
      expect([f, full.problems]).toEqual([f, []]);
      expect([f, fast]).toEqual([f, full.root]);
    }
    return taken;
  };
  it("builds exactly the tree the YAML parser builds, on every Markdown file of the project's fixtures", () => {
    // Most frontmatter is simple: the fast path must actually be taken, not just be correct when it is.
    expect(fastPathTaken(fg.sync('fixtures/**/*.md', { dot: true, absolute: true }))).toBeGreaterThan(40);
  });
  (CORPUS ? it : it.skip)('builds exactly the tree the YAML parser builds, on every Markdown file of the corpus (needs AGENTLINT_CORPUS)', () => {
    expect(fastPathTaken(fg.sync('**/*.md', { cwd: CORPUS!, dot: true, absolute: true }))).toBeGreaterThan(300);
  });
  it.each([
    ['key: "quoted \\" escape"'],
    ['key: [flow, list]'],
    ['key: value # comment'],
    ['# a comment line'],
    ['key: 1.5'],
    ['key: null'],
    ['key: yes-and: no'],
    ['key: &anchor value'],
    ['key: |\n  block'],
    ['a: 1\na: 2'],
    ['list:\n  - a\n\n  - b'],
    ['list:\n  - nested: map'],
  ])('leaves %j to the full parser', (fm) => {
    expect(both(`---\n${fm}\n---\n`).fast).toBeNull();
  });
  it('reads integers, booleans, quoted strings, empty values and lists with the YAML types', () => {
    const text = "---\nmaxTurns: 12\nbackground: true\nname: 'x-y'\ndescription: \"Hello, world\"\nskills:\n  - a\n  - b\nempty:\nCRLF: ok\n---\n";
    const { fast, full } = both(text);
    expect(fast).toEqual(full.root);
  });
});
