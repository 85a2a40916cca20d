import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/plugin-name-unique.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (...entries: string[]) => `{\n  "name": "tools",\n  "owner": { "name": "me" },\n  "plugins": [\n    ${entries.join(',\n    ')}\n  ]\n}\n`;

describe('marketplace/plugin-name-unique', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the second entry of a name is an error at its name, pointing back at the first', () => {
    const ds = findingsOf(rule, { '.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./a" }', '{ "name": "format", "source": "./b" }', '{ "name": "lint", "source": "./c" }') });
    expect(brief(ds)).toEqual([
      '7:15 error plugin name `lint` is already used at line 5: plugins are installed as `lint@marketplace`, so Claude Code cannot tell the two apart and rejects the marketplace',
    ]);
    expect(ds[0]!.related?.map((r) => r.span.range.start.line)).toEqual([5]);
  });

  it('two names for one source, and one name in two marketplaces, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./a" }', '{ "name": "lint-strict", "source": "./a" }') }))).toEqual([]);
    expect(
      brief(findingsOf(rule, { '.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./a" }'), 'team/.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./a" }') })),
    ).toEqual([]);
  });
});
