import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/metadata-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (text: string) => ({ '.claude-plugin/marketplace.json': text });

describe('marketplace/metadata-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an undescribed marketplace with an empty plugins list gets two notes', () => {
    expect(brief(findingsOf(rule, market('{\n  "name": "tools",\n  "owner": { "name": "me" },\n  "plugins": []\n}\n')))).toEqual([
      '2:3 info the marketplace has no description: `claude plugin validate` warns, and users see none when they add it',
      '4:3 info the marketplace lists no plugins: there is nothing to install from it',
    ]);
  });

  it('a description under metadata counts', () => {
    const text = '{\n  "name": "tools",\n  "owner": { "name": "me" },\n  "metadata": { "description": "Team tools" },\n  "plugins": [{ "name": "lint", "source": "./lint" }]\n}\n';
    expect(brief(findingsOf(rule, { ...market(text), 'lint/commands/lint.md': '---\ndescription: Lint\n---\nLint.\n' }))).toEqual([]);
  });
});
