import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { FIXTURES, fixtureFiles, lintAll, readFixture } from './helpers.js';

const VALID = join(FIXTURES, 'valid');
const INVALID = join(FIXTURES, 'invalid');

describe('agentltl fixtures', () => {
  const valid = fixtureFiles(VALID);
  it('has the reference examples as valid fixtures', () => {
    expect(valid).toEqual(expect.arrayContaining([
      '.claude/AGENTLTL.yaml',
      'reference-examples/AGENTLTL.yaml',
      'reference-formulas/AGENTLTL.yaml',
      'reference-kinds/AGENTLTL.yaml',
      'reference-settings/AGENTLTL.yaml',
      'reference-targets/AGENTLTL.yaml',
      'reference-variables/AGENTLTL.yaml',
    ]));
  });
  it.each(valid)('valid/%s passes clean', (rel) => {
    expect(lintAll(rel, readFixture(VALID, rel))).toEqual([]);
  });

  const invalid = fixtureFiles(INVALID);
  it.each(invalid)('invalid/%s is flagged by the rule it is named after', (rel) => {
    const text = readFixture(INVALID, rel);
    // The first comment line names the expected rule ids: `# expect: agentltl/schema, ...`.
    const expected = /^# expect: (.*)$/m.exec(text)![1]!.split(',').map((s) => s.trim());
    const got = [...new Set(lintAll(rel, text, true).map((d) => d.id))].sort();
    expect(got).toEqual([...expected].sort());
  });
});
