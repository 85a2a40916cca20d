import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/manifest-extensions.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (field: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  ${field}\n}\n` });

describe('plugin/manifest-extensions', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('types that is not a declaration file is an error at the value', () => {
    expect(brief(findingsOf(rule, manifest('"types": "./index.ts"')))).toEqual([
      '3:12 error `types` must name a TypeScript declaration file ending in `.d.ts`: `claude plugin validate` rejects the manifest',
    ]);
  });

  it('a network host with a scheme is a warning at the host', () => {
    expect(brief(findingsOf(rule, manifest('"network": { "hosts": ["api.example.com", "https://api.example.com"] }')))).toEqual([
      '3:45 warn this `network.hosts` entry is not a host as `sandbox.network.allowedDomains` takes them: hosts are lowercase, without a scheme or path (`api.example.com`, `*.example.com`, `db.example.com:5432`); Claude Code ignores this one',
    ]);
  });

  it('an optional dependency that is also required is a warning', () => {
    expect(brief(findingsOf(rule, manifest('"dependencies": ["helper"],\n  "optionalDependencies": ["helper"]')))).toEqual([
      '4:28 warn `helper` is also in `dependencies`, so it is required: list it once',
    ]);
  });

  it('wildcard and port hosts, a marketplace-qualified optional dependency and a .d.ts are clean', () => {
    const fields = '"network": { "hosts": ["*.example.com", "db.example.com:5432"] }, "optionalDependencies": ["fmt@acme"], "types": "./types/hooks.d.ts", "engines": { "claude-code": ">=2.1.0" }';
    expect(brief(findingsOf(rule, manifest(fields)))).toEqual([]);
  });
});
