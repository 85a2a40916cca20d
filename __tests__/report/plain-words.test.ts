/**
 * The words users read: no internal jargon (the applicability names stay in JSON and SARIF), no recorded-case file
 * names (the harness and release instead), plain text where GitHub renders none.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HELP } from '../../src/cli/args.js';
import { explainText, withoutCaseFiles } from '../../src/report/explain.js';
import { messageParts, plainText } from '../../src/report/message.js';
import { annotationMessage } from '../../src/report/workflow-commands.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { diag } from '../github/util.js';

const JARGON = /MachineApplicable|MaybeIncorrect/;
const caseFiles = () => {
  const names = new Set<string>();
  for (const h of readdirSync('oracle', { withFileTypes: true })) if (h.isDirectory() && h.name !== 'lib') for (const f of readdirSync(join('oracle', h.name))) if (f.endsWith('.json')) names.add(f);
  return [...names];
};

describe('plain words', () => {
  it('--help and explain say "certain fix" and "suggestion"', () => {
    expect(HELP).not.toMatch(JARGON);
    expect(HELP).toContain('apply certain fixes');
    for (const r of ALL_RULES) expect(explainText(r)).not.toMatch(JARGON);
  });

  it('explain names no recorded-case file: the harness and release instead', () => {
    // A case file named like a harness's own file (`codex/marketplace.json`) is cited by its oracle path.
    const files = caseFiles().filter((f) => f !== 'marketplace.json');
    expect(files).toContain('rules-runtime.json');
    for (const r of ALL_RULES) {
      const text = explainText(r);
      expect({ rule: r.meta.id, oraclePath: /oracle\/[\w-]+\//.test(text) }).toEqual({ rule: r.meta.id, oraclePath: false });
      for (const f of files) expect({ rule: r.meta.id, cites: text.includes(f) ? f : undefined }).toEqual({ rule: r.meta.id, cites: undefined });
    }
    expect(withoutCaseFiles('sends it as written (observed: rules-runtime.json `agent model: 7` … `agent model: blank`), then fails; see oracle/copilot/cases.json `x`.', 'Claude Code 2.1.332')).toBe(
      'sends it as written (observed: the recorded cases (Claude Code 2.1.332)), then fails; see the recorded cases (Claude Code 2.1.332).',
    );
    expect(withoutCaseFiles('a plugin.json with hooks (rules-runtime.json `a`, `b`)', 'Claude Code 2.1.332')).toBe('a plugin.json with hooks (recorded on Claude Code 2.1.332)');
  });

  it('an annotation is plain text: code spans as quotes, the fix in words, no raw URL', () => {
    const d = diag({ path: 'a.md', text: '---\nname: a\ndescription: d\nmodel: sonet\n---\n', needle: 'sonet', message: 'model `sonet` is not a known model', help: 'want `sonnet`' });
    const text = annotationMessage({ ...d, suggestion: { msg: 'use `sonnet`', applicability: 'MachineApplicable', edits: [] } });
    expect(text).toBe('model "sonet" is not a known model\nhelp: want "sonnet"\ncertain fix (agentlint --fix): use "sonnet"');
    expect(plainText('a ``x`y`` b')).toBe('a "x`y" b');
  });

  it('splits a message into its headline and why, leaving out the did-you-mean a suggestion shows', () => {
    expect(messageParts('model `sonet` is not a known model: Claude Code sends it as written (no fallback to `inherit`) (did you mean `sonnet`?)', true)).toEqual({
      headline: 'model `sonet` is not a known model',
      why: 'Claude Code sends it as written (no fallback to `inherit`).',
    });
    expect(messageParts('unknown key `a: b` here')).toEqual({ headline: 'unknown key `a: b` here', why: '' });
    // Code spans as Markdown reads them: a run of backticks closes at the next run of the same length; an unclosed run is text.
    expect(messageParts('this ```! block is not read-only: Claude Code refuses it').headline).toBe('this ```! block is not read-only');
    expect(messageParts('`` !`a: b` `` is not read-only: c').headline).toBe('`` !`a: b` `` is not read-only');
    expect(messageParts('a ``x`: y`` b: c')).toEqual({ headline: 'a ``x`: y`` b', why: 'C.' });
  });
});
