/**
 * Tool lists (`tools`, `disallowedTools`, `allowed-tools`): a comma-separated
 * string or a YAML list; commas inside parentheses do not split. Each entry
 * keeps the exact range of its text in the file where that can be known.
 */
import { RETIRED_TOOLS, TOOL_NAMES, DEPRECATED_TOOLS } from '../known-values/claude-code.js';
import type { Range, SourceFile } from '../../../artifacts/source.js';
import type { ScalarNode, TreeNode } from '../../../artifacts/tree.js';
import type { Level, Suggestion } from '../../../diagnostics/diagnostic.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import type { Effect } from '../../../diagnostics/effect.js';

export interface ToolEntry {
  text: string;
  range: Range;
  jsonPath: string;
  /** `range` covers exactly `text` (false for block scalars, where it is the whole value). */
  exact: boolean;
}

/** Split `a, b(c, d), e` at top-level separators; returns [start, end) spans. */
export function splitTopLevel(s: string, separators: RegExp): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= s.length; i++) {
    const c = s[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (i === s.length || (depth === 0 && separators.test(c!))) {
      let a = start;
      let b = i;
      while (a < b && /\s/.test(s[a]!)) a++;
      while (b > a && /\s/.test(s[b - 1]!)) b--;
      if (b > a) out.push([a, b]);
      start = i + 1;
    }
  }
  return out;
}

/** Offset in the file of character `i` of a scalar's value, when the mapping is exact. */
function valueOffsetMapper(file: SourceFile, node: ScalarNode): ((i: number) => number) | undefined {
  const value = String(node.value);
  const start = node.range.start.offset;
  // A linted file may no longer hold its text: a frontmatter scalar's raw is the same text, cut when it was parsed.
  const raw = file.lines.sliceHeld(start, node.range.end.offset) ?? node.raw;
  if (raw === value) return (i) => start + i;
  if ((raw.startsWith('"') || raw.startsWith("'")) && raw.slice(1, -1) === value) return (i) => start + 1 + i;
  return undefined;
}

/** Entries of a tool list. `spaces` also splits on whitespace (the Agent Skills `allowed-tools` form). */
export function toolEntries(file: SourceFile, node: TreeNode | null | undefined, spaces = false): ToolEntry[] {
  if (!node) return [];
  const sep = spaces ? /[,\s]/ : /,/;
  const out: ToolEntry[] = [];
  const fromScalar = (n: ScalarNode) => {
    if (n.value === null) return;
    const value = String(n.value);
    const map = valueOffsetMapper(file, n);
    for (const [a, b] of splitTopLevel(value, sep)) {
      const range = map ? file.lines.range(map(a), map(b)) : n.range;
      out.push({ text: value.slice(a, b), range, jsonPath: n.path, exact: map !== undefined });
    }
  };
  if (node.type === 'scalar') fromScalar(node);
  else if (node.type === 'seq') {
    for (const item of node.items) if (item.type === 'scalar') fromScalar(item);
  }
  return out;
}

export interface ToolProblem {
  message: string;
  level: Level;
  /** When not the rule's usual `ignored`: a name that still works is `style`. */
  effect?: Effect;
  /** The entry is not a tool name or rule at all (a malformed pattern, an empty specifier), not an unknown name. */
  malformed?: boolean;
  help?: string;
  suggestion?: Omit<Suggestion, 'edits'> & { replacement: string };
}

/** The first suggested tool that is not deprecated itself. */
const replacementFor = (use: readonly string[]): string | undefined => use.find((u) => !DEPRECATED_TOOLS[u]);

const MCP_TOOL = /^mcp__[A-Za-z0-9_.-]+(?:__(?:[A-Za-z0-9_.-]+|\*))?$/;
const ENTRY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?$/s;

/** What is wrong with one tool entry, or undefined when it is a known tool or a well-formed rule. */
export function checkToolEntry(entry: string, field: string): ToolProblem | undefined {
  if (entry === '*') return undefined;
  if (entry.startsWith('mcp__')) {
    if (MCP_TOOL.test(entry) && !entry.includes('____')) return undefined;
    return { message: `malformed MCP tool pattern \`${entry}\` in ${field}: want \`mcp__server\`, \`mcp__server__*\` or \`mcp__server__tool\``, level: 'warn', malformed: true };
  }
  const m = ENTRY.exec(entry);
  if (!m) {
    const hint = /\s/.test(entry) && !entry.includes('(') ? ' (separate tool names with commas)' : '';
    return { message: `malformed tool entry \`${entry}\` in ${field}${hint}: want \`Name\` or \`Name(specifier)\`; Claude Code ignores it`, level: 'warn', malformed: true };
  }
  const name = m[1]!;
  const spec = m[2];
  const withSpec = (n: string) => (spec !== undefined ? `${n}(${spec})` : n);
  if (spec !== undefined && spec.trim() === '') {
    return { message: `empty specifier in \`${entry}\` in ${field}: write \`${name}\` for the whole tool or give a rule such as \`${name}(…)\``, level: 'warn', malformed: true };
  }
  if (TOOL_NAMES.includes(name)) {
    const dep = DEPRECATED_TOOLS[name];
    if (dep) return { message: `\`${name}\` in ${field} is deprecated since ${dep.since}: use ${dep.use}`, level: 'info', effect: 'style' };
    return undefined;
  }
  const retired = RETIRED_TOOLS[name];
  if (retired) {
    const use = retired.use.length ? `; use ${retired.use.map((u) => `\`${u}\``).join(' or ')}` : '';
    const certain = retired.use.length === 1 && (retired.status === 'renamed');
    return {
      message: retired.stillWorks
        ? `\`${name}\` in ${field} was renamed${retired.since ? ` in ${retired.since}` : ''}: it still works as an alias${use}`
        : `\`${name}\` in ${field} was ${retired.status}${retired.since ? ` in ${retired.since}` : ''}: Claude Code silently ignores it${use}`,
      level: 'warn',
      effect: retired.stillWorks ? 'style' : undefined,
      // Never a replacement that is itself deprecated (`BashOutput` → `TaskOutput`, deprecated since v2.1.83: `Read`).
      suggestion: replacementFor(retired.use)
        ? { msg: `replace with \`${replacementFor(retired.use)}\``, applicability: certain && !DEPRECATED_TOOLS[retired.use[0]!] ? 'MachineApplicable' : 'MaybeIncorrect', replacement: withSpec(replacementFor(retired.use)!) }
        : undefined,
    };
  }
  const fix = certainCorrection(name, TOOL_NAMES);
  const near = closest(name, TOOL_NAMES);
  return {
    message: `unknown tool \`${name}\` in ${field}: Claude Code silently ignores unknown names${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
    level: 'warn',
    help: near.length ? undefined : 'see the tools reference for the current names, or `mcp__server__tool` for MCP tools',
    suggestion: fix ? { msg: `replace with \`${fix}\``, applicability: 'MachineApplicable', replacement: withSpec(fix) } : undefined,
  };
}
