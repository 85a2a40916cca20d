import { describe, expect, it } from '@jest/globals';
import { jsonInvalid as rule } from '../../../src/rules/schema/parse-rules.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const run = (tree: Record<string, string>) => brief(findingsOf(rule, tree, ALL_RULES));

describe('schema/json-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('a trailing comma in .mcp.json is reported at the token after it', () => {
    expect(run({ '.mcp.json': '{\n  "mcpServers": {\n    "a": { "command": "x" },\n  }\n}\n' })).toEqual([
      '4:3 error invalid JSON: expected another property after `,` (trailing commas are not JSON), found `}`',
    ]);
  });

  it('a broken JSON file no harness reads is not this rule\'s business', () => {
    expect(run({ 'docs/x.json': '{ bad' })).toEqual([]);
  });
});
