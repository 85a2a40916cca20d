import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/field-types.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (entry: string, top = '') => ({
  '.claude-plugin/marketplace.json': `{\n  "name": "tools",\n  "owner": { "name": "me" },${top}\n  "plugins": [\n    ${entry}\n  ]\n}\n`,
});

describe('marketplace/field-types', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a strict given as a string is an error at the value', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": "./lint", "strict": "yes" }')))).toEqual([
      '5:53 error `plugins[0].strict` must be a boolean, not a string: `claude plugin validate` rejects the marketplace',
    ]);
  });

  it('a plugin name with spaces and a homepage that is not a URL are errors', () => {
    expect(brief(findingsOf(rule, market('{ "name": "my lint", "source": "./lint", "homepage": "example.com" }')))).toEqual([
      '5:15 error plugin name `my lint` contains spaces: `claude plugin validate` rejects the marketplace ("Plugin name cannot contain spaces"), and Claude Code cannot install the plugin',
      '5:58 error `homepage` `example.com` is not a URL ("Invalid URL"): `claude plugin validate` rejects the marketplace',
    ]);
  });

  it('metadata that is not an object is an error', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": "./lint" }', '\n  "metadata": "v1",')))).toEqual([
      '4:15 error `metadata` must be an object, not a string: `claude plugin validate` rejects the marketplace',
    ]);
  });

  it('well-typed fields are clean, and an owner of the wrong type is left to marketplace/schema', () => {
    const entry = '{ "name": "lint", "source": "./lint", "strict": false, "keywords": ["lint"], "author": { "name": "A" }, "homepage": "https://example.com/lint" }';
    expect(brief(findingsOf(rule, market(entry, '\n  "metadata": { "description": "Tools", "version": "1.0.0" },')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude-plugin/marketplace.json': '{ "name": "tools", "owner": "me", "plugins": [] }' }))).toEqual([]);
  });
});
