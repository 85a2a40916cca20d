/**
 * Copilot CLI marketplaces: agentlint's findings against what `copilot plugin marketplace add` and
 * `copilot plugin install <entry>@<marketplace>` answered (oracle/copilot/cases.json,
 * cases `marketplace-*`).
 */
import { describe, expect, it } from '@jest/globals';
import { copilotCase, lintCase, row } from './copilot-oracle.js';

/** The problems of "Invalid marketplace.json: a: x, b.0: y, …" (a problem may hold commas itself). */
const refusals = (add: string) => {
  const list = /Invalid marketplace\.json: (.*)$/.exec(add)?.[1];
  return list ? list.split(/, (?=[\w.]+: |Duplicate )/).sort() : [];
};
const quoted = (message: string) => /"(.*)"$/.exec(message)![1]!;

describe('Copilot CLI marketplaces', () => {
  it.each(['marketplace-schema', 'marketplace-required', 'marketplace-duplicate'])('%s: copilot/marketplace-invalid says exactly what `marketplace add` refused', (id) => {
    const c = copilotCase(id);
    const refused = refusals(c.observed.marketplace!.add);
    expect(refused.length).toBeGreaterThan(0);
    const ds = lintCase(c).copilot;
    expect(ds.every((d) => d.kind === 'copilot/marketplace-invalid' && d.level === 'error' && d.span.path === '.github/plugin/marketplace.json')).toBe(true);
    expect(ds.map((d) => quoted(d.message)).sort()).toEqual(refused);
  });

  it('each refusal points at the value, or at the `{` of the object that lacks the key', () => {
    const at = (id: string) => lintCase(copilotCase(id)).copilot.map((d) => `${row(d)} ${quoted(d.message).split(':')[0]}`);
    expect(at('marketplace-schema')).toEqual([
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 2:11 name',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 3:12 owner',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 6:5 plugins.1.name',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 7:14 plugins.2.name',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 8:29 plugins.3.source',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 9:56 plugins.4.version',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 10:5 plugins.5.source',
    ]);
    expect(at('marketplace-required')).toEqual([
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 1:1 name',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 1:1 plugins',
      'copilot/marketplace-invalid error .github/plugin/marketplace.json 3:12 owner.name',
    ]);
    expect(at('marketplace-duplicate')).toEqual(['copilot/marketplace-invalid error .github/plugin/marketplace.json 6:14 Duplicate plugin name "ok" found in marketplace']);
  });

  it('marketplace-schema: the valid .claude-plugin/marketplace.json beside it is not read by Copilot, and not checked for it', () => {
    const c = copilotCase('marketplace-schema');
    expect(c.observed.marketplace!.add).toContain('Marketplace name must be kebab-case'); // the .github/plugin file was read
    expect(lintCase(c).copilot.filter((d) => d.span.path === '.claude-plugin/marketplace.json')).toEqual([]);
  });

  it('marketplace-entries: Claude Code\'s file is read; the entries whose install fails for a missing folder are exactly the copilot/marketplace-source-missing errors', () => {
    const c = copilotCase('marketplace-entries');
    const { add, installs } = c.observed.marketplace!;
    expect(add).toBe('Marketplace "Team.Tools" added successfully.');
    const failed = Object.entries(installs!).filter(([, out]) => out.includes('Plugin source directory not found')).map(([name]) => name);
    expect(failed).toEqual(['gone']);
    expect(Object.entries(installs!).filter(([n]) => n !== 'gone').every(([, out]) => /installed successfully/.test(out))).toBe(true);
    // `.claude-plugin/marketplace.json` alone does not show that Copilot is used: select it.
    const ds = lintCase(c, ['claude-code', 'copilot']).copilot;
    expect(ds.map((d) => `${row(d)} ${d.message}`)).toEqual([
      'copilot/marketplace-source-missing error .claude-plugin/marketplace.json 7:32 `./plugins/gone` is not a folder of the repository: `copilot plugin install` fails for this entry ("Plugin source directory not found")',
    ]);
    expect(lintCase(c).copilot).toEqual([]);
  });
});
