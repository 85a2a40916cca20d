import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/dependency-unsatisfied.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const tree = (deps: string) => ({
  '.claude-plugin/marketplace.json': '{ "name": "acme", "owner": { "name": "A" }, "plugins": [{ "name": "a", "source": "./plugins/a" }, { "name": "helper", "source": "./plugins/helper", "version": "2.0.0" }] }',
  'plugins/a/.claude-plugin/plugin.json': `{\n  "name": "a",\n  "dependencies": ${deps}\n}\n`,
  'plugins/helper/.claude-plugin/plugin.json': '{ "name": "helper" }',
});

describe('plugin/dependency-unsatisfied', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a dependency the marketplace does not list is an error at its name', () => {
    expect(brief(findingsOf(rule, tree('["helpr"]')))).toEqual([
      '3:20 error `helpr` is not listed in the marketplace `acme` (did you mean `helper`?): `claude plugin install` skips it and the plugin will not load without it',
    ]);
  });

  it('a version that is not a range is an error at the version', () => {
    expect(brief(findingsOf(rule, tree('[{ "name": "helper", "version": "latest" }]')))).toEqual([
      '3:51 error `latest` is not a semver range: `claude plugin install` fails ("has an invalid version requirement")',
    ]);
  });

  it('a range the entry version satisfies, and a dependency from another marketplace, are clean', () => {
    expect(brief(findingsOf(rule, tree('[{ "name": "helper", "version": "^2.0.0" }, "ghost@other"]')))).toEqual([]);
  });
});
