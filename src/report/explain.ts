/** `agentlint explain RULE`: the text both the CLI prints and the language server shows on hover. */
import { GROUP_TITLES, ruleGroup } from '../artifacts/harness.js';
import { docsUrl, type Rule } from '../diagnostics/rule.js';

export function explainText(r: Rule): string {
  const m = r.meta;
  const lines = [
    `${m.id}  (${m.category}, default ${m.defaultLevel}${m.optIn ? ', opt-in' : ''})`,
    '',
    m.description,
    '',
    `Harness: ${GROUP_TITLES[ruleGroup(m)]}`,
    `Applies to: ${m.kinds.length ? m.kinds.join(', ') : 'the configuration'}`,
    `Fix: ${m.fixable === 'machine' ? 'MachineApplicable (applied by --fix)' : m.fixable === 'maybe' ? 'MaybeIncorrect suggestion (applied by --fix-unsafe)' : 'none'}`,
  ];
  if (m.rationale) lines.push('', 'Why:', `  ${m.rationale}`);
  if (m.options) {
    lines.push('', 'Options:');
    for (const [k, v] of Object.entries(m.options.properties)) lines.push(`  ${k} (${v.type}): ${v.description}`);
  }
  if (m.examples) lines.push('', `Wrong${m.examples.file ? ` (${m.examples.file})` : ''}:`, indent(m.examples.wrong), '', 'Right:', indent(m.examples.right));
  lines.push('', `Docs: ${docsUrl(m.id)}`);
  return lines.join('\n') + '\n';
}

const indent = (s: string) => s.split('\n').map((l) => `    ${l}`).join('\n');
