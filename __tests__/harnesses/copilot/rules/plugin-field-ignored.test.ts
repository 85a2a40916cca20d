import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/plugin-field-ignored.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const manifest = (fields: string) => ({ '.github/plugin/plugin.json': `{\n  "name": "my-plugin",\n${fields}\n}\n` });

describe('copilot/plugin-field-ignored', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a description list and an empty version are each reported at the value', () => {
    expect(brief(findingsOf(rule, manifest('  "description": ["Reviews"],\n  "version": ""')))).toEqual([
      '3:18 warn `description` is an array: Copilot CLI drops it ("ignoring non-string description")',
      '4:14 warn `version` is empty: Copilot CLI drops it (the plugin is listed without a version); write a string such as "1.0.0"',
    ]);
  });

  it('a number version and a null description are named with their article', () => {
    expect(brief(findingsOf(rule, manifest('  "description": null,\n  "version": 2')))).toEqual([
      '3:18 warn `description` is `null`: Copilot CLI drops it ("ignoring non-string description")',
      '4:14 warn `version` is a number: Copilot CLI drops it (the plugin is listed without a version); write a string such as "1.0.0"',
    ]);
  });

  it('a version that is not semver and metadata of any type are accepted', () => {
    expect(brief(findingsOf(rule, manifest('  "version": "1.x",\n  "keywords": "review",\n  "author": "Platform"')))).toEqual([]);
  });
});
