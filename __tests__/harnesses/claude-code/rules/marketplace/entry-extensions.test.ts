import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/entry-extensions.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (entry: string, extra = '') => ({
  '.claude-plugin/marketplace.json': `{\n  "name": "tools",\n  "owner": { "name": "me" },\n  "plugins": [\n    ${entry}\n  ]${extra}\n}\n`,
});
const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('marketplace/entry-extensions', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a short git sha is an error at the sha value', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": { "source": "github", "repo": "acme/lint", "sha": "abc123" } }')))).toEqual([
      "5:83 error `sha` of plugin `lint`'s source must be a full 40-character lowercase git commit SHA: `claude plugin validate` rejects the marketplace",
    ]);
  });

  it('headers on a github source are a warning at the key', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": { "source": "github", "repo": "acme/lint" }, "headers": { "X-Token": "t" } }')))).toEqual([
      '5:78 warn plugin `lint` sets `headers`, which applies to `archive` sources only: it has no effect on this entry',
    ]);
  });

  it('an archive over http is an error at the url', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": { "source": "archive", "url": "http://example.com/lint.tgz" } }')))).toEqual([
      '5:63 error archive `url` of plugin `lint` must use `https://`: and not a loopback, link-local or cloud-metadata host; `claude plugin validate` rejects the marketplace',
    ]);
  });

  it('a Host header on an archive is a warning at the header, an Authorization header is not', () => {
    const entry = '{ "name": "lint", "source": { "source": "archive", "url": "https://example.com/lint.tgz" }, "headers": { "Authorization": "Bearer t", "Host": "cdn.example.com" } }';
    expect(brief(findingsOf(rule, market(entry)))).toEqual([
      '5:139 warn header `Host` is a request-routing or identity header that a marketplace entry may not set: Claude Code drops it at download time',
    ]);
  });

  it('a full sha, a rename to null and a rename chain that ends at a plugin are clean', () => {
    const entry = `{ "name": "lint", "source": { "source": "github", "repo": "acme/lint", "sha": "${SHA}" } }`;
    expect(brief(findingsOf(rule, market(entry, ',\n  "renames": { "old-lint": "lint-v2", "lint-v2": "lint", "gone": null }')))).toEqual([]);
  });
});
