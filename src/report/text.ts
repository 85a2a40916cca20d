/**
 * ESLint-style text: grouped by file, one short line a finding (`line:col  level  headline  kind`) and, under the
 * headline, a dimmed `help:` line with the why and whether `--fix` fixes it; a footer with counts.
 */
import { countByLevel, type Diagnostic, type Level } from '../diagnostics/diagnostic.js';
import type { LintResult } from '../engine/run.js';
import { SUPPRESSIONS_SOURCE } from '../engine/suppressions/file.js';
import { visible } from './escape.js';
import { messageParts, readerMessage } from './message.js';

export interface TextOptions {
  color?: boolean;
  /** Only errors. */
  quiet?: boolean;
}

const COLORS: Record<Level | 'dim' | 'bold' | 'reset', string> = {
  error: '\u001b[31m',
  warn: '\u001b[33m',
  info: '\u001b[36m',
  dim: '\u001b[2m',
  bold: '\u001b[1m',
  reset: '\u001b[0m',
};


/** The width the `help:` lines are wrapped at (a finding's own line is not wrapped). */
const HELP_WIDTH = 100;
const HANG = ' '.repeat('help: '.length);

/** `help: <why>` and `Fixable with `--fix`.` when a certain fix exists; empty when there is neither. */
function helpText(why: string, fixable: boolean): string {
  const fix = 'fixable with `--fix`.';
  if (why) return `help: ${why}${fixable ? ` ${fix[0]!.toUpperCase()}${fix.slice(1)}` : ''}`;
  return fixable ? `help: ${fix}` : '';
}

/** `text` in lines of at most `width` characters, broken at spaces (a longer word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `3 suppressed by \`allow\` and 12 by the suppressions file`, or undefined when none is. */
export function suppressedText(result: Pick<LintResult, 'suppressed'>): string | undefined {
  const byFile = result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE).length;
  const allowed = result.suppressed.length - byFile;
  if (allowed > 0 && byFile > 0) return `${allowed} suppressed by \`allow\` and ${byFile} by the suppressions file`;
  if (allowed > 0) return `${allowed} suppressed by \`allow\``;
  if (byFile > 0) return `${byFile} suppressed by the suppressions file`;
  return undefined;
}

export function formatText(result: LintResult, opts: TextOptions = {}): string {
  const paint = (k: keyof typeof COLORS, s: string) => (opts.color ? `${COLORS[k]}${s}${COLORS.reset}` : s);
  const shown = opts.quiet ? result.diagnostics.filter((d) => d.level === 'error') : result.diagnostics;
  const out: string[] = [];
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of shown) {
    const list = byFile.get(d.span.path);
    if (list) list.push(d);
    else byFile.set(d.span.path, [d]);
  }
  // When findings are about several harnesses, each line says which one (`copilot:` before the rule id).
  const manyHarnesses = new Set(shown.map((d) => d.harness).filter(Boolean)).size > 1;
  for (const [path, ds] of byFile) {
    // What the repository wrote (paths, the values a message quotes) reaches the terminal with its control
    // characters shown as escapes: never a cursor move, a colour or a title of the author's.
    out.push(paint('bold', visible(path)));
    const rows = ds.map((d) => [`${d.span.range.start.line}:${d.span.range.start.column}`, d.level, manyHarnesses && d.harness ? `${d.harness}: ${d.kind}` : d.kind] as const);
    const w0 = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    const indent = ' '.repeat(2 + w0 + 2 + w1 + 2);
    rows.forEach(([pos, level, kind], i) => {
      const d = ds[i]!;
      const { headline, why } = messageParts(readerMessage(d));
      out.push(`  ${paint('dim', pos.padEnd(w0))}  ${paint(level, level.padEnd(w1))}  ${visible(headline)}  ${paint('dim', kind)}`);
      const help = helpText(why, d.suggestion?.applicability === 'MachineApplicable');
      // Lines after the first start under the text after `help: `.
      wrap(help, HELP_WIDTH - indent.length - HANG.length).forEach((line, n) => out.push(`${indent}${n ? HANG : ''}${paint('dim', visible(line))}`));
    });
    out.push('');
  }
  const c = countByLevel(shown);
  const total = c.error + c.warn + c.info;
  if (total === 0) {
    // Zero files is not a clean bill: say that nothing was found to lint.
    out.push(result.filesChecked === 0 ? 'No agent definitions found: nothing was linted (agentlint reads the files listed in docs/discovery.md).' : `No problems in ${plural(result.filesChecked, 'file')}.`);
  } else {
    const mark = c.error ? paint('error', '✖') : c.warn ? paint('warn', '⚠') : paint('info', 'ℹ');
    out.push(`${mark} ${plural(total, 'problem')} (${plural(c.error, 'error')}, ${plural(c.warn, 'warning')}, ${c.info} info) in ${plural(result.filesChecked, 'file')} checked`);
    const fixable = shown.filter((d) => d.suggestion?.applicability === 'MachineApplicable');
    const maybe = shown.filter((d) => d.suggestion?.applicability === 'MaybeIncorrect');
    if (fixable.length) out.push(`  ${plural(fixable.length, 'problem')} fixable with \`--fix\`.`);
    if (maybe.length) out.push(`  ${maybe.length} more ${maybe.length === 1 ? 'has a suggestion' : 'have suggestions'} to review (\`--fix-unsafe\` applies them).`);
  }
  const suppressedLine = suppressedText(result);
  if (suppressedLine) out.push(`  ${suppressedLine} (see --format json).`);
  if (result.skipped.length) {
    out.push(`  ${plural(result.skipped.length, 'file')} skipped:`);
    for (const s of result.skipped) out.push(`    ${visible(s.path)}: ${visible(s.reason)}`);
  }
  out.push(paint('dim', `  ruleset ${result.ruleset.fingerprint} (a fingerprint of the rules, levels and options in effect: it changes when they do)`));
  return out.join('\n') + '\n';
}
