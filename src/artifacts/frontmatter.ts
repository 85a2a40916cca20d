/**
 * Markdown files with YAML frontmatter: split, parse strictly with ranges,
 * and fall back to a lenient `key: value` reading when strict YAML refuses
 * (typically an unquoted `: ` inside a description), so that every other
 * rule still runs on the file.
 */
import { trimBlanksEnd } from './limits.js';
import { rereadLoads, type RereadLine } from './claude-reread.js';
import { parseSimpleMapping } from './simple-yaml.js';
import { OffsetRange, type LineIndex, type Range, type Reread, type SourceFile } from './source.js';
import { childPath, NO_PROBLEMS, parseYamlTree, type MapNode, type Pair, type ParseProblem, type ScalarNode, type SeqNode, type TreeNode } from './tree.js';
import type { Effect } from '../diagnostics/effect.js';

/** What is lost when Claude Code cannot read a file's frontmatter: the message's tail, with its effect when not the rule's usual one. */
export type Unreadable = string | { text: string; effect: Effect };

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

/**
 * A linted file's Markdown once its text is let go (engine/compact.ts, `LineIndex.trim`): one record that is
 * both the document and its frontmatter (two records, and the opening line's range, would cost more than the
 * values kept; memory at scale). The YAML text and the body are cut from the file's index when read,
 * which reads the file again.
 */
class TrimmedMarkdown implements MarkdownDoc, Frontmatter {
  root: MapNode | null;
  readonly lenient: boolean;
  readonly problems: ParseProblem[];
  readonly yamlOffset: number;
  private readonly yamlEnd: number;
  /** The opening line's range, or where it ends when it is an offset range from the file's start. */
  private readonly open: Range | number;
  constructor(
    f: Frontmatter,
    readonly bodyOffset: number,
    readonly bodyLine: number,
    private readonly lines: LineIndex,
  ) {
    this.root = f.root;
    this.lenient = f.lenient;
    this.problems = f.problems.length === 0 ? NO_PROBLEMS : f.problems;
    this.yamlOffset = f.yamlOffset;
    this.yamlEnd = f.yamlOffset + f.yaml.length;
    const o = f.openRange;
    this.open = o instanceof OffsetRange && o.lines === lines && o.from === 0 ? o.to : o;
  }

  get frontmatter(): Frontmatter {
    return this;
  }

  /** Only a file with frontmatter is trimmed (`trimMarkdown`). */
  get present(): boolean {
    return true;
  }

  get openRange(): Range {
    return typeof this.open === 'number' ? new OffsetRange(this.lines, 0, this.open) : this.open;
  }

  get yaml(): string {
    return this.lines.slice(this.yamlOffset, this.yamlEnd);
  }

  get body(): string {
    return this.lines.slice(this.bodyOffset);
  }
}

/**
 * `md` without its own copies of the file's text (its body and YAML are views of the whole text, which they
 * would keep alive): for a file whose index lets its text go. Trims `lines` and returns the new record, or
 * undefined when the file has no frontmatter or no body to drop.
 */
export function trimMarkdown(md: MarkdownDoc, path: string, lines: LineIndex, reread: Reread): MarkdownDoc | undefined {
  if (!md.frontmatter.present || !lines.trim(md.bodyOffset, path, reread)) return undefined;
  return new TrimmedMarkdown(md.frontmatter, md.bodyOffset, md.bodyLine, lines);
}

const FENCE = /^---[ \t]*$/;
export const FRONTMATTER_PATH = '$.frontmatter';

/** What Claude Code makes of a file whose frontmatter it cannot read, when the caller does not say which kind it is. */
export const UNREADABLE_ANY_KIND =
  'a project agent is not loaded; a plugin agent loads under its file name with a placeholder description and all tools; a skill or command loads with its first body line as description';

/**
 * Where a harness ends a frontmatter opened by a `---` first line.
 * - `any-dashes` (Claude Code 2.1.332): at the first `---` after the opening line, anywhere, even
 *   inside a value (reported as `value-cut`; oracle: constructs x-dashes-*).
 * - `line-start`: at the first line that starts with `---`, so also at `--- x` or `----`, whose rest
 *   then starts the body; a `---` inside a value is text (OpenCode 1.18.33, cases frontmatter-inline-dashes,
 *   frontmatter-dashes-line; Gemini CLI 0.61.0, case agent-inline-dashes).
 * - `fence`: only at a line that is `---` (trailing blanks allowed); a `---` inside a value, or a
 *   `--- x` line, is YAML text (Copilot CLI 1.0.102, case agent-inline-dashes).
 */
export type FrontmatterEnd = 'any-dashes' | 'line-start' | 'fence';

export interface MarkdownReading {
  /** Default `any-dashes` (Claude Code). */
  end?: FrontmatterEnd;
  /** The harness reading the file, as messages name it (default Claude Code, whose reading the oracle recorded). */
  reader?: string;
}

/** The offset of the first line at or after `from` (1-based) that ends the frontmatter, or -1. */
function closingLine(file: SourceFile, from: number, end: 'line-start' | 'fence'): number {
  const { text, lines } = file;
  for (let l = from; l <= lines.lineCount; l++) {
    const start = lines.lineStart(l);
    if (end === 'fence' ? FENCE.test(lines.lineText(l)) : text.startsWith('---', start)) return start;
  }
  return -1;
}

/** The YAML text of a closed frontmatter: from `yamlOffset` to `yamlEnd`, the last line of fields `lastLine`. */
interface YamlBlock {
  yaml: string;
  yamlOffset: number;
  yamlEnd: number;
  lastLine: number;
}

/** The fields of a frontmatter strict YAML reads: its root when it is a mapping (else a problem, unless it is empty). */
function strictRoot(file: SourceFile, root: TreeNode | null, problems: ParseProblem[], reader: string | undefined): MapNode | null {
  if (root && root.type === 'map') {
    problems.push(...commentCuts(file, root, reader));
    return root;
  }
  if (root && !(root.type === 'scalar' && root.value === null)) {
    problems.push({ code: 'yaml-invalid', message: 'frontmatter is not a mapping of `key: value` fields', range: root.range });
  }
  return null;
}

/**
 * A frontmatter strict YAML rejects: one finding per file, at the first position strict YAML rejects (no other parse
 * finding), worded by whether Claude Code's re-read loads it; the fields are those the re-read reads, if any.
 */
function rejectedByStrictYaml(file: SourceFile, block: YamlBlock, problems: ParseProblem[], yamlErrors: ParseProblem[], unreadable: Unreadable): { root: MapNode | null; lenient: boolean } {
  // agentlint's own nesting limit is not a YAML error Claude Code's re-read could get past.
  const reread = yamlErrors.some((p) => p.message.startsWith('nesting deeper')) ? { loads: false, quoted: [], tabs: false } : rereadLoads(block.yaml);
  const first = yamlErrors[0]!;
  for (let i = problems.length - 1; i >= 0; i--) if (problems[i]!.code === 'yaml-invalid' && problems[i] !== first) problems.splice(i, 1);
  if (reread.loads) return { root: readThroughReread(file, block, reread as RereadResult, first, problems), lenient: true };
  explainUnreadable(file, block, reread, first, unreadable);
  return { root: null, lenient: false };
}

type RereadResult = ReturnType<typeof rereadLoads>;

/**
 * Claude Code reads the frontmatter through its re-read; strict readers do not (oracle: constructs x-colon-space …).
 * The values Claude Code reads: its rewritten text parsed, with ranges in the file as written (a flow list such as
 * `tools: ["Read", "Grep"]` stays a list; oracle: x-flow-list-plus-retry). Rewords `first` as `yaml-strict`.
 */
function readThroughReread(file: SourceFile, block: YamlBlock, reread: RereadResult, first: ParseProblem, problems: ParseProblem[]): MapNode {
  const { yaml, yamlOffset, yamlEnd, lastLine } = block;
  const rewrite = reread.rewrite!;
  const tree = parseYamlTree(rewrite.text, yamlOffset, file.lines, FRONTMATTER_PATH, { original: yaml, map: rewrite.map });
  const root = tree.root?.type === 'map' ? tree.root : lenientParse(file, 2, lastLine);
  problems.push(...duplicateKeys(root));
  first.code = 'yaml-strict';
  first.message = `strict YAML rejects this frontmatter: ${lowerFirst(first.message)}; Claude Code reads it only through its re-read that quotes such values, while other harnesses, GitHub's Markdown renderer and Agent Skills tooling reject it`;
  const fix = reread.tabs ? undefined : quoteFix(file, reread.quoted, yamlOffset, yamlEnd);
  if (fix) first.fix = fix;
  return root;
}

/** Claude Code cannot read the frontmatter: `first` says where its re-read breaks and what is lost (`unreadable`). */
function explainUnreadable(file: SourceFile, block: YamlBlock, reread: Pick<RereadResult, 'quoted' | 'tabs' | 'error'>, first: ParseProblem, unreadable: Unreadable): void {
  const { lines } = file;
  const { yaml, yamlOffset, yamlEnd } = block;
  if (reread.error) {
    // The first position that breaks Claude Code's re-read (a line the re-read left as written).
    const firstLine = lines.position(yamlOffset).line;
    const start = lines.lineStart(firstLine + reread.error.line) + reread.error.column;
    first.range = lines.range(start, Math.min(start + reread.error.length, Math.max(start + 1, lines.lineEnd(firstLine + reread.error.line))));
    first.message = reread.error.message.replace(/ at line \d+, column \d+:?$/, '');
  }
  const crlf = yaml.includes('\r') && rereadLoads(yaml.replace(/\r\n/g, '\n')).loads;
  first.message = `Claude Code cannot read this frontmatter and drops every field: ${lowerFirst(first.message)}${crlf ? ' (with LF line ends its re-read would load it, but the re-read does nothing on a file with CRLF line ends)' : ''}; ${typeof unreadable === 'string' ? unreadable : unreadable.text}`;
  if (typeof unreadable !== 'string') first.effect = unreadable.effect;
  const fix = reread.quoted.length > 0 && !reread.tabs ? quoteFix(file, reread.quoted, yamlOffset, yamlEnd) : undefined;
  if (fix) first.fix = fix;
}

/**
 * `unreadable` says what happens to this file's kind when Claude Code cannot read its
 * frontmatter (the tail of the `yaml-invalid` message, and its effect when not the rule's usual one); `reading` how
 * the harness ends the frontmatter.
 */
export function parseMarkdown(file: SourceFile, unreadable: Unreadable = UNREADABLE_ANY_KIND, reading: MarkdownReading = {}): MarkdownDoc {
  const end = reading.end ?? 'any-dashes';
  const { text, lines } = file;
  const openRange = lines.range(0, lines.lineEnd(1));
  const empty = (present: boolean, problems: ParseProblem[] = []): Frontmatter => ({
    present, openRange, yaml: '', yamlOffset: 0, root: null, lenient: false, problems,
  });
  if (!FENCE.test(lines.lineText(1))) {
    return { frontmatter: empty(false), body: text, bodyOffset: 0, bodyLine: 1 };
  }
  // Claude Code ends the block at the first `---` after the opening line, anywhere: on its own
  // line, inside a value, even inside a quoted string (oracle: constructs x-dashes-*). A `...`
  // line does not end it (x-dots-line). Other harnesses end it only at a line (`reading.end`).
  const yamlOffset = lines.lineStart(2);
  const cut = lines.lineCount < 2 ? -1 : end === 'any-dashes' ? text.indexOf('---', yamlOffset) : closingLine(file, 2, end);
  if (cut < 0) {
    const problem: ParseProblem = {
      code: 'frontmatter-unclosed',
      message: 'frontmatter opened with `---` is never closed: Claude Code finds no frontmatter and loads no field',
      range: openRange,
    };
    return { frontmatter: empty(true, [problem]), body: '', bodyOffset: text.length, bodyLine: lines.lineCount };
  }
  const cutLine = lines.position(cut).line;
  const onOwnLine = lines.lineStart(cutLine) === cut && FENCE.test(lines.lineText(cutLine));
  const close = onOwnLine ? cutLine : -1;
  const yamlEnd = cut;
  const yaml = text.slice(yamlOffset, yamlEnd);
  const bodyOffset = onOwnLine ? (close < lines.lineCount ? lines.lineStart(close + 1) : text.length) : cut + 3;
  const body = text.slice(bodyOffset);
  const bodyLine = onOwnLine ? Math.min(close + 1, lines.lineCount) : cutLine;
  const lastLine = onOwnLine || end !== 'any-dashes' ? cutLine - 1 : cutLine;

  const simple = onOwnLine ? parseSimpleMapping(lines, 2, close - 1, FRONTMATTER_PATH) : null;
  const strict = simple ? { root: simple, problems: [] } : parseYamlTree(yaml, yamlOffset, lines, FRONTMATTER_PATH);
  const problems = strict.problems;
  const yamlErrors = problems.filter((p) => p.code === 'yaml-invalid');
  const { root, lenient } =
    yamlErrors.length === 0
      ? { root: strictRoot(file, strict.root, problems, reading.reader), lenient: false }
      : rejectedByStrictYaml(file, { yaml, yamlOffset, yamlEnd, lastLine }, problems, yamlErrors, unreadable);
  if (!onOwnLine && root && end === 'any-dashes') {
    problems.push({
      code: 'value-cut',
      message: 'the frontmatter ends at this `---` (Claude Code ends it at the first `---` anywhere): the text after it and every later line are not read as fields but as the body',
      range: lines.range(cut, cut + 3),
    });
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
 * Quote the values Claude Code's re-read quotes: the fixed file reads the same for Claude Code
 * and for strict YAML (checked here by parsing the result; the oracle cases x-*-fixed prove it).
 */
function quoteFix(file: SourceFile, quoted: RereadLine[], yamlOffset: number, yamlEnd: number): ParseProblem['fix'] | undefined {
  const { lines } = file;
  if (quoted.length === 0) return undefined;
  const firstLine = lines.position(yamlOffset).line;
  const edits = quoted.map((q) => {
    const start = lines.lineStart(firstLine + q.index) + q.column;
    return { key: q.key, raw: q.value, start, quoted: JSON.stringify(q.value) };
  });
  let yaml = '';
  let at = yamlOffset;
  for (const e of edits) {
    yaml += file.text.slice(at, e.start) + e.quoted;
    at = e.start + e.raw.length;
  }
  yaml += file.text.slice(at, yamlEnd);
  const check = parseYamlTree(yaml, 0, lines, FRONTMATTER_PATH);
  if (check.problems.some((p) => p.code === 'yaml-invalid') || !check.root || check.root.type !== 'map') return undefined;
  // Quoting keys written twice (a description's examples as `user:` lines) lets strict YAML read the file, and then
  // it has duplicate keys: the author must settle those first, so no fix.
  if (check.problems.some((p) => p.code === 'duplicate-key')) return undefined;
  return {
    msg: `quote the value${edits.length > 1 ? 's' : ''} of ${edits.map((e) => `\`${e.key}\``).join(', ')}`,
    applicability: 'MachineApplicable',
    edits: edits.map((e) => ({ path: file.path, range: lines.range(e.start, e.start + e.raw.length), text: e.quoted })),
  };
}

/**
 * ` #` in an unquoted one-line value starts a YAML comment: Claude Code's first pass cuts the value
 * there (oracle: x-hash-comment, `Handles issue #42 and more` reads `Handles issue`). On another
 * harness's file (`reader`) the message names no harness: every YAML reader ends a plain value there
 * (YAML 1.2, 7.3.3).
 */
function commentCuts(file: SourceFile, root: MapNode, reader?: string): ParseProblem[] {
  const out: ParseProblem[] = [];
  const { lines } = file;
  for (const pair of root.pairs) {
    const v = pair.value;
    if (!v || v.type !== 'scalar' || v.quoted || typeof v.value !== 'string') continue;
    const line = v.range.end.line;
    if (line !== v.range.start.line) continue;
    const lineText = lines.lineText(line);
    const after = lineText.slice(v.range.end.column - 1);
    const hash = /^[ \t]+#/.exec(after);
    if (!hash) continue;
    const hashAt = lines.lineStart(line) + v.range.end.column - 1 + hash[0].length - 1;
    const comment = trimEnd(lineText.slice(hashAt - lines.lineStart(line)));
    const written = `${v.raw}${after.slice(0, hash[0].length - 1)}${comment}`;
    out.push({
      code: 'value-cut',
      message: reader
        ? `\`${comment}\` is a YAML comment (YAML ends a plain value at \` #\`): \`${pair.key}\` is read as \`${String(v.value)}\`, without it`
        : `\`${comment}\` is a YAML comment: Claude Code reads \`${pair.key}\` as \`${String(v.value)}\`, without it`,
      range: lines.range(hashAt, hashAt + comment.length),
      fix: {
        msg: `quote the whole value of \`${pair.key}\` to keep the text after \`#\``,
        applicability: 'MaybeIncorrect',
        edits: [{ path: file.path, range: lines.range(v.range.start.offset, hashAt + comment.length), text: JSON.stringify(written) }],
      },
    });
  }
  return out;
}

/**
 * Duplicate top-level keys in a frontmatter only Claude Code's re-read loads: the re-read keeps the last value
 * (oracle: constructs x-dup-key-retry, `description: first` then `description: second` loads `second`).
 */
function duplicateKeys(root: MapNode): ParseProblem[] {
  const out: ParseProblem[] = [];
  const seen = new Map<string, Pair>();
  const last = new Map<string, Pair>();
  for (const pair of root.pairs) last.set(pair.key, pair);
  for (const pair of root.pairs) {
    const prev = seen.get(pair.key);
    if (prev) {
      const winner = last.get(pair.key)!.value;
      out.push({
        code: 'duplicate-key',
        message: `duplicate key \`${pair.key}\` (first at line ${prev.keyRange.start.line}): Claude Code keeps the last value${winner && winner.type === 'scalar' ? ` (here \`${String(winner.value)}\`)` : ''} and silently drops the earlier one; strict YAML parsers reject the file`,
        range: pair.keyRange,
      });
    } else seen.set(pair.key, pair);
  }
  return out;
}

/** Trailing blanks removed without a backtracking regex. */
function trimEnd(s: string): string {
  let end = s.length;
  while (end > 0 && (s[end - 1] === ' ' || s[end - 1] === '\t')) end--;
  return s.slice(0, end);
}

/**
 * The YAML error inside the shared reader's message about frontmatter Claude Code cannot read or strict YAML rejects
 * (`<what>: <yaml error>; <what Claude Code does>`), for a harness that words it its own way; undefined for others.
 * Anchored, and lazy only up to the first `; `: no backtracking on long runs of anything.
 */
export function yamlProblemDetail(message: string): string | undefined {
  return /^(?:Claude Code cannot read this frontmatter and drops every field|strict YAML rejects this frontmatter): (.*?)(?: \(with LF line ends[^)]*\))?; /s.exec(message)?.[1];
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}
