import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const action = parse(readFileSync('action.yml', 'utf8')) as {
  name: string;
  description: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { default?: string; description: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};
// The Action's code: its steps and the module that reads its inputs.
const source = ['src/github/action.ts', 'src/github/inputs.ts'].map((f) => readFileSync(f, 'utf8')).join('\n');

describe('action.yml', () => {
  it('runs dist/index.js on node24, with name, description and branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.name).toBe('agentlint');
    expect(action.description.length).toBeGreaterThan(20);
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toBeTruthy();
  });

  it('declares exactly the inputs the issue names, with their defaults', () => {
    expect(action.inputs).toMatchObject({
      'github-token': { default: '${{ github.token }}' },
      config: { default: '' },
      'working-directory': { default: '.' },
      'filter-mode': { default: 'added' },
      'fail-on': { default: 'error' },
      lints: { default: '' },
      harnesses: { default: '' },
      'check-run': { default: 'true' },
      suggestions: { default: 'true' },
      summary: { default: 'true' },
      'sarif-file': { default: 'agentlint.sarif' },
      inventory: { default: 'auto' },
      'new-suppressions': { default: 'report' },
    });
    expect(Object.keys(action.inputs)).toHaveLength(13);
  });

  it('the code reads every declared input and sets every declared output, and nothing else', () => {
    const read = new Set([...source.matchAll(/(?:getInput|bool|oneOf(?:<\w+>)?)\('([a-z-]+)'/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(Object.keys(action.inputs).sort());
    const set = new Set([...source.matchAll(/setOutput\('([a-z-]+)'/g)].map((m) => m[1]));
    expect([...set].sort()).toEqual(['conclusion', 'errors', 'fingerprint', 'inventory-comment', 'new-suppressions', 'notices', 'sarif-file', 'suppressed', 'warnings']);
    expect(Object.keys(action.outputs).sort()).toEqual([...set].sort());
  });
});
