/**
 * Markdown files with YAML frontmatter: split, parse strictly with ranges,
 * and fall back to a lenient `key: value` reading when strict YAML refuses
 * (typically an unquoted `: ` inside a description), so that every other
 * rule still runs on the file.
 */
import { trimBlanksEnd } from './limits.js';
import { parseSimpleMapping } from './simple-yaml.js';
import type { Range, SourceFile } from './source.js';
import { childPath, parseYamlTree, type MapNode, type Pair, type ParseProblem, type ScalarNode, type SeqNode, type TreeNode } from './tree.js';

export interface Frontmatter {
  /** The file starts with a `---` line. */
  present: boolean;
  /** Range of the opening `---` line. */
  openRange: Range;
  /** The YAML text between the fences. */
  yaml: string;
  /** Offset of `yaml` in the file. */
  yamlOffset: number;
  /** The parsed map (strict, or lenient when `lenient`). */
  root: MapNode | null;
  /** Strict YAML failed and `root` comes from the line-by-line reading. */
  lenient: boolean;
  problems: ParseProblem[];
}

export interface MarkdownDoc {
  frontmatter: Frontmatter;
  body: string;
  bodyOffset: number;
  /** 1-based line where the body starts. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*$/;
export const FRONTMATTER_PATH = '$.frontmatter';

export function parseMarkdown(file: SourceFile): MarkdownDoc {
  const { text, lines } = file;
  const openRange = lines.range(0, lines.lineEnd(1));
  const empty = (present: boolean, problems: ParseProblem[] = []): Frontmatter => ({
    present, openRange, yaml: '', yamlOffset: 0, root: null, lenient: false, problems,
  });
  if (!FENCE.test(lines.lineText(1))) {
    return { frontmatter: empty(false), body: text, bodyOffset: 0, bodyLine: 1 };
  }
  let close = -1;
  for (let l = 2; l <= lines.lineCount; l++) {
    const t = lines.lineText(l);
    if (FENCE.test(t) || /^\.\.\.[ \t]*$/.test(t)) {
      close = l;
      break;
    }
  }
  if (close < 0) {
    const problem: ParseProblem = {
      code: 'frontmatter-unclosed',
      message: 'frontmatter opened with `---` is never closed: the whole file is read as YAML or as body, and no field is loaded',
      range: openRange,
    };
    return { frontmatter: empty(true, [problem]), body: '', bodyOffset: text.length, bodyLine: lines.lineCount };
  }
  const yamlOffset = lines.lineStart(2);
  const yamlEnd = lines.lineStart(close);
  const yaml = text.slice(yamlOffset, yamlEnd);
  const bodyOffset = close < lines.lineCount ? lines.lineStart(close + 1) : text.length;
  const body = text.slice(bodyOffset);
  const bodyLine = Math.min(close + 1, lines.lineCount);

  const simple = parseSimpleMapping(lines, 2, close - 1, FRONTMATTER_PATH);
  const strict = simple ? { root: simple, problems: [] } : parseYamlTree(yaml, yamlOffset, lines, FRONTMATTER_PATH);
  let root: MapNode | null = null;
  let lenient = false;
  const problems = strict.problems;
  const yamlErrors = problems.filter((p) => p.code === 'yaml-invalid');
  if (yamlErrors.length === 0) {
    if (strict.root && strict.root.type === 'map') root = strict.root;
    else if (strict.root && !(strict.root.type === 'scalar' && strict.root.value === null)) {
      problems.push({ code: 'yaml-invalid', message: 'frontmatter is not a mapping of `key: value` fields', range: strict.root.range });
    }
  } else {
    root = lenientParse(file, 2, close - 1);
    lenient = true;
    for (const p of yamlErrors) {
      p.message = `frontmatter is not valid YAML (${lowerFirst(p.message)}): Claude Code cannot read its fields and skips the file (a plugin agent loads under its file name); agentlint read it line by line`;
    }
    const fix = quoteFix(file, 2, close - 1, yamlOffset, yamlEnd);
    if (fix) yamlErrors[0]!.fix = fix;
  }
  return { frontmatter: { present: true, openRange, yaml, yamlOffset, root, lenient, problems }, body, bodyOffset, bodyLine };
}

// Matched against a line without its trailing blanks (`trimBlanksEnd`): a `[ \t]*$` after a
// lazy group backtracks quadratically on a long run of spaces. The value runs to the end.
const KEY_LINE = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)[ \t]*:(?:[ \t]+(.*))?$/s;
const ITEM_LINE = /^([ \t]+)-(?:[ \t]+(.*))?$/s;

/** Line-by-line `key: value` reading, with `- item` lists under an empty key. */
export function lenientParse(file: SourceFile, fromLine: number, toLine: number): MapNode {
  const { lines } = file;
  const pairs: Pair[] = [];
  let current: { pair: Pair; seq: SeqNode | null } | null = null;
  for (let l = fromLine; l <= toLine; l++) {
    const text = trimBlanksEnd(lines.lineText(l));
    const start = lines.lineStart(l);
    const m = KEY_LINE.exec(text);
    if (m) {
      const key = m[1]!;
      const keyRange = lines.range(start, start + key.length);
      const path = childPath(FRONTMATTER_PATH, key);
      let value: TreeNode | null = null;
      if (m[2] !== undefined && m[2] !== '') {
        const raw = m[2];
        const vStart = start + text.length - raw.length;
        value = scalar(raw, lines.range(vStart, vStart + raw.length), path);
      }
      const pair: Pair = { key, keyRange, value, range: lines.range(start, value ? value.range.end.offset : start + key.length), path };
      pairs.push(pair);
      current = { pair, seq: null };
      continue;
    }
    const item = ITEM_LINE.exec(text);
    if (item && current && (current.pair.value === null || current.seq)) {
      const raw = item[2] ?? '';
      const vStart = start + text.length - raw.length;
      if (!current.seq) {
        current.seq = { type: 'seq', items: [], flow: false, range: lines.range(start, start), path: current.pair.path };
        current.pair.value = current.seq;
      }
      const node = scalar(raw, lines.range(vStart, vStart + raw.length), childPath(current.pair.path, current.seq.items.length));
      current.seq.items.push(node);
      current.seq.range = { start: current.seq.items[0]!.range.start, end: node.range.end };
      current.pair.range = { start: current.pair.keyRange.start, end: node.range.end };
    }
  }
  const first = lines.lineStart(fromLine);
  const last = toLine >= fromLine ? lines.lineEnd(toLine) : first;
  return { type: 'map', pairs, flow: false, range: lines.range(first, last), path: FRONTMATTER_PATH };
}

function scalar(raw: string, range: Range, path: string): ScalarNode {
  let value: string = raw;
  let quoted = false;
  if (raw.length >= 2 && ((raw.startsWith('"') && raw.endsWith('"')) || (raw.startsWith("'") && raw.endsWith("'")))) {
    value = raw.slice(1, -1);
    quoted = true;
  }
  return { type: 'scalar', value, raw, quoted, range, path };
}

/**
 * When strict YAML fails because top-level `key: plain value` lines hold a
 * `: `, quoting those values is the certain fix: check that the quoted
 * frontmatter parses and gives back exactly the text that was written.
 */
function quoteFix(file: SourceFile, fromLine: number, toLine: number, yamlOffset: number, yamlEnd: number): ParseProblem['fix'] | undefined {
  const { lines } = file;
  const edits: Array<{ key: string; raw: string; start: number; quoted: string }> = [];
  for (let l = fromLine; l <= toLine; l++) {
    const text = trimBlanksEnd(lines.lineText(l));
    const m = KEY_LINE.exec(text);
    if (!m || m[2] === undefined) continue;
    const raw = m[2];
    // Only `: ` breaks strict YAML here; a ` #` starts a comment, so quoting it would change the value.
    if (/^["'[{|>&*!%@`]/.test(raw) || !/: |:$/.test(raw) || / #/.test(raw)) continue;
    edits.push({ key: m[1]!, raw, start: lines.lineStart(l) + text.length - raw.length, quoted: JSON.stringify(raw) });
  }
  if (edits.length === 0) return undefined;
  let yaml = '';
  let at = yamlOffset;
  for (const e of edits) {
    yaml += file.text.slice(at, e.start) + e.quoted;
    at = e.start + e.raw.length;
  }
  yaml += file.text.slice(at, yamlEnd);
  const check = parseYamlTree(yaml, 0, lines, FRONTMATTER_PATH);
  if (check.problems.length > 0 || !check.root || check.root.type !== 'map') return undefined;
  const root = check.root;
  if (!edits.every((e) => root.pairs.some((p) => p.key === e.key && p.value?.type === 'scalar' && p.value.value === e.raw))) return undefined;
  return {
    msg: `quote the value${edits.length > 1 ? 's' : ''} of ${edits.map((e) => `\`${e.key}\``).join(', ')}`,
    applicability: 'MachineApplicable',
    edits: edits.map((e) => ({ path: file.path, range: lines.range(e.start, e.start + e.raw.length), text: e.quoted })),
  };
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}
