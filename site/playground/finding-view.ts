/**
 * How the playground shows a finding: its message in two parts (a bold headline, then the why, as the
 * Action's review comments word it), code spans as code, and the counts in words ("1 finding · 1 file").
 * Every text goes in through `textContent`: a finding quotes the file, and the file is anyone's.
 */
import { messageParts } from '../../src/report/message.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';

/** `1 finding`, `2 findings`. */
export function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The line above the findings: how many, in how many files checked, and the engine's time. */
export function summaryText(findings: number, files: number, ms: number): string {
  return `${count(findings, 'finding')} · ${count(files, 'file')} · ${ms.toFixed(1)} ms`;
}

/** A finding with a certain fix: one click (or Fix all) applies it. */
export function certain(d: Diagnostic): boolean {
  return d.suggestion?.applicability === 'MachineApplicable' && d.suggestion.edits.length > 0;
}

/** Text with its `code spans` as <code> elements. */
export function withCode(parent: HTMLElement, text: string): HTMLElement {
  text.split(/(`[^`]+`)/).forEach((part, i) => {
    if (i % 2 === 1) {
      const code = document.createElement('code');
      code.textContent = part.slice(1, -1);
      parent.append(code);
    } else if (part) parent.append(part);
  });
  return parent;
}

/**
 * The message as a bold headline and its why. The "did you mean" is left out when the finding has a
 * suggestion: its button says it.
 */
export function messageNode(d: Diagnostic): HTMLElement {
  const { headline, why } = messageParts(d.message, d.suggestion !== undefined);
  const span = document.createElement('span');
  span.className = 'message';
  span.append(withCode(document.createElement('strong'), headline));
  if (why) {
    const w = withCode(document.createElement('span'), why);
    w.className = 'why';
    span.append(' ', w);
  }
  return span;
}

/** The level as a small label: `error`, `warn`, `info`. */
export function levelNode(d: Diagnostic): HTMLElement {
  const level = document.createElement('span');
  level.className = `level ${d.level}`;
  level.textContent = d.level;
  return level;
}

/** A finding's suggestion: a button when it is certain, else the text of what a person should check. */
export function suggestionNode(d: Diagnostic, apply: (d: Diagnostic) => void): HTMLElement | undefined {
  if (!d.suggestion) return undefined;
  const sure = certain(d);
  const s = document.createElement(sure ? 'button' : 'span');
  s.className = sure ? 'fix' : 'suggestion';
  withCode(s, sure ? `Fix: ${d.suggestion.msg}` : `Suggestion (needs a person): ${d.suggestion.msg}`);
  if (sure) s.onclick = () => apply(d);
  return s;
}

/** The findings at one place of the editor, shown under its line on hover (never over the text they are about). */
export function tooltipNode(ds: Diagnostic[], apply: (d: Diagnostic) => void): HTMLElement {
  const ul = document.createElement('ul');
  ul.className = 'finding-tooltip';
  for (const d of ds) {
    const li = document.createElement('li');
    li.className = `finding ${d.level}`;
    li.append(levelNode(d), ' ', messageNode(d));
    const kind = document.createElement('div');
    kind.className = 'kind';
    kind.textContent = d.kind;
    li.append(kind);
    const s = suggestionNode(d, apply);
    if (s) li.append(s);
    ul.append(li);
  }
  return ul;
}
