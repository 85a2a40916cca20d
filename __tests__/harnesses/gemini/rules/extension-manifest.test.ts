import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/extension-manifest.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/extensions/reference.md';
const manifest = (body: string, path = 'my-ext/gemini-extension.json') => ({ [path]: `{\n${body}\n}\n` });

describe('gemini/extension-manifest', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a two-part version, a misspelt key and a name unlike its folder are warnings', () => {
    expect(brief(findingsOf(rule, manifest('  "name": "tools",\n  "version": "1.0",\n  "mcpServer": {}')))).toEqual([
      `2:11 warn The extension is named \`tools\` but its folder is \`my-ext\`: the docs ask that they match (${DOCS}); \`gemini extensions validate\` accepts it`,
      '3:14 warn `version` `1.0` is not semver (e.g. 1.0.0): `gemini extensions validate` warns "does not appear to be standard semver"',
      '4:3 warn `mcpServer` is not a Gemini extension field: `gemini extensions validate` accepts it without a word and nothing reads it (did you mean `mcpServers`?)',
    ]);
  });

  it('a blank contextFileName is an error at the value', () => {
    expect(brief(findingsOf(rule, manifest('  "name": "my-ext",\n  "version": "1.0.0",\n  "contextFileName": "  "')))).toEqual([
      '4:22 error `gemini extensions validate` rejects this extension: "Invalid context file path" (`contextFileName` must be a non-empty string)',
    ]);
  });

  it('a prerelease version, capitals in the name at the root and a null contextFileName are clean', () => {
    expect(brief(findingsOf(rule, manifest('  "name": "My-Ext",\n  "version": "2.0.0-beta.1+build.5",\n  "contextFileName": null', 'gemini-extension.json')))).toEqual([]);
  });
});
