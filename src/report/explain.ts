/** `agentlint explain RULE`: the text both the CLI prints and the language server shows on hover. */
import { GROUP_TITLES, ruleGroup } from '../artifacts/harness.js';
import { PINS } from '../harnesses/pins.generated.js';
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
    `Fix: ${m.fixable === 'machine' ? 'a certain fix (applied by --fix)' : m.fixable === 'maybe' ? 'a suggestion to review (applied by --fix-unsafe)' : 'none'}`,
  ];
  if (m.rationale) lines.push('', 'Why:', `  ${withoutCaseFiles(m.rationale, recordedOn(m))}`);
  if (m.options) {
    lines.push('', 'Options:');
    for (const [k, v] of Object.entries(m.options.properties)) lines.push(`  ${k} (${v.type}): ${v.description}`);
  }
  if (m.examples) lines.push('', `Wrong${m.examples.file ? ` (${m.examples.file})` : ''}:`, indent(m.examples.wrong), '', 'Right:', indent(m.examples.right));
  lines.push('', `Docs: ${docsUrl(m.id)}`);
  return lines.join('\n') + '\n';
}

/** `Claude Code 2.1.332`: the harness and the release its recorded cases were made on. */
export function recordedOn(m: Pick<Rule['meta'], 'id' | 'harness'>): string {
  const group = ruleGroup(m);
  const pin = (PINS as Record<string, { version: string }>)[group];
  return pin ? `${GROUP_TITLES[group]} ${pin.version}` : GROUP_TITLES[group];
}

/**
 * A rationale for people: the recorded-case files it cites (`(rules-runtime.json \`agent model: 7\` …)`, a path
 * under `oracle/`) become the harness and release they were recorded on. The rule pages keep the citations.
 */
export function withoutCaseFiles(rationale: string, on: string): string {
  return rationale.replace(CITED_PARENS, `(recorded on ${on})`).replace(CITED, `the recorded cases (${on})`);
}

/**
 * A recorded-case file of the oracle: any `oracle/<harness>/<name>.json`, or one of the case files' names alone
 * (not a harness's own file name such as `marketplace.json`), with the case ids quoted after it. The names' lengths are
 * bounded: findings' messages quote the repository's text, and an unbounded `[\w-]+` is quadratic on a long run of
 * `rules-rules-…`.
 */
const CASE_FILE = String.raw`(?:oracle\/[\w-]{1,40}\/[\w-]{1,60}|(?:oracle\/[\w-]{1,40}\/)?(?:cases|constructs|corpus|fixtures|harness-memory|harness-settings|hidden-content|hook-runs|in-agent|listing|mutations(?:-files)?|placements|plugin-parts|rules-[\w-]{1,60}|validator-inventory))\.json(?:,? ?(?:\x60[^\x60]*\x60|…))*`;
const CITED = new RegExp(CASE_FILE, 'g');
/** A parenthesis that starts with such a citation. */
const CITED_PARENS = new RegExp(String.raw`\((?:see |recorded in |cases? |oracle: )?${CASE_FILE}[^()]*(?:\([^()]*\)[^()]*)*\)`, 'g');

const indent = (s: string) => s.split('\n').map((l) => `    ${l}`).join('\n');
