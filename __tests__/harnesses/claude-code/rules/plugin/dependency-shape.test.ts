import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/dependency-shape.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (deps: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  "dependencies": ${deps}\n}\n` });

describe('plugin/dependency-shape', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a number and a non-string name are errors at each', () => {
    expect(brief(findingsOf(rule, manifest('["helper", 5, { "name": 7 }]')))).toEqual([
      '3:30 error dependency 2 must be a plugin name or `{ "name": …, "version": … }`: `claude plugin validate` rejects the manifest',
      '3:43 error `name` of dependency 3 must be a string: `claude plugin validate` rejects the manifest',
    ]);
  });

  it('a name with its marketplace and an object with a version range are clean', () => {
    expect(brief(findingsOf(rule, manifest('["helper@acme", { "name": "fmt", "version": "^1.0.0" }]')))).toEqual([]);
  });
});
