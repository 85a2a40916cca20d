/**
 * Whether a harness loads an artifact, decided by the findings the rules made about it: a finding whose effect
 * is `not-loaded` (src/diagnostics/effect.ts) says the harness does not load the artifact it is on. Each rule
 * sets that effect where its rationale (and its recorded oracle case) says so; the message is only shown.
 * Levels do not matter here: an allowed (suppressed) finding still describes what the harness does.
 */
import type { Artifact } from '../../artifacts/model.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { Reason } from './model.js';

/** A few words for a diff line: the wording of a reason already chosen by its effect (display only, decides nothing). */
export function shortReason(d: Diagnostic, a?: Artifact): string {
  if (d.kind === 'schema/yaml-invalid' || /not valid YAML|malformed YAML|failed to parse YAML/i.test(d.message)) {
    // Strict YAML refused what Claude Code's re-read accepts: that is the difference between the harnesses.
    if (a?.markdown?.frontmatter.lenient && !a.markdown.frontmatter.problems.some((p) => p.code === 'yaml-invalid')) return 'frontmatter is not strict YAML';
    return 'frontmatter is not valid YAML';
  }
  if (/never closed with `---`|frontmatter-unclosed/.test(d.message)) return 'frontmatter is never closed with `---`';
  // Parentheticals that are sources or hints, not reasons.
  // One optional blank before it, not `\s*`: that backtracks quadratically on long runs of blanks.
  const msg = d.message.replace(/ ?\((?:documented|did you mean|the log says)[^)]*\)/g, '');
  const m = /(?:does not load|fails to load|skips|drops|never reads) (?:this [^:]+?|\/\S+)(?: without a (?:word|message))?: (.+)$/s.exec(msg);
  const text = m ? m[1]! : msg.split(/: /)[0]!;
  return text.replace(/ \("[^)]*\)/g, '').replace(/[.;]\s.*$/s, '').trim();
}

/** The finding that says the harness does not load `a`, if any (the first in file order). */
export function notLoadedReason(a: Artifact, findings: readonly Diagnostic[], severalInFile: boolean): Reason | undefined {
  for (const d of findings) {
    if (d.span.path !== a.path) continue;
    if (d.harness !== undefined && a.harness !== undefined && d.harness !== a.harness) continue;
    // A file with several artifacts (MCP servers, hooks): the finding must name this one.
    if (severalInFile && d.span.element && d.span.element.name !== a.element.name) continue;
    if (d.effect !== 'not-loaded') continue;
    return { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d, a) };
  }
  return undefined;
}
