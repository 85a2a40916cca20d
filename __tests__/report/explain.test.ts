/** `explainText` (src/report/explain.ts): what `agentlint explain` prints and the language server shows on hover. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Rule } from '../../src/diagnostics/rule.js';
import { explainText } from '../../src/report/explain.js';

const rule = {
  scope: 'artifact',
  check: () => {},
  meta: {
    id: 'copilot/example-rule',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An example.',
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: true,
    fixable: 'maybe',
    rationale: 'Because.',
    options: { type: 'object', properties: { max: { type: 'number', description: 'The most.' } } },
    examples: { file: 'a.md', wrong: 'x\ny', right: 'z' },
  },
} as unknown as Rule;

describe('explainText', () => {
  it('prints every part of the rule in order', () => {
    expect(explainText(rule)).toBe(
      [
        'copilot/example-rule  (correctness, default warn, opt-in)',
        '',
        'An example.',
        '',
        'Harness: GitHub Copilot CLI',
        'Applies to: copilot-agent',
        'Fix: a suggestion to review (applied by --fix-unsafe)',
        '',
        'Why:',
        '  Because.',
        '',
        'Options:',
        '  max (number): The most.',
        '',
        'Wrong (a.md):',
        '    x',
        '    y',
        '',
        'Right:',
        '    z',
        '',
        'Docs: https://agentlint.github.io/agentlint/rules/copilot/example-rule/',
        '',
      ].join('\n'),
    );
  });

  it('is imported by the CLI and the language server from the reports, not across layers', () => {
    for (const f of ['src/cli/run.ts', 'src/lsp/server.ts']) expect(readFileSync(f, 'utf8')).toContain("import { explainText } from '../report/explain.js';");
    expect(readFileSync('src/lsp/server.ts', 'utf8')).not.toMatch(/from '\.\.\/cli\//);
  });
});
