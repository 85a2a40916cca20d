import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/marketplace-source-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const market = (sources: string[], extra = '') =>
  `{\n  "name": "team-tools",\n  "owner": {"name": "Platform"},${extra}\n  "plugins": [\n${sources.map((s, i) => `    {"name": "p${i}", "source": "${s}"}`).join(',\n')}\n  ]\n}\n`;
const plugin = { 'plugins/review/plugin.json': '{\n  "name": "review"\n}\n' };

describe('copilot/marketplace-source-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a source without ./ that names no folder is reported at the value', () => {
    expect(brief(findingsOf(rule, { ...plugin, '.github/plugin/marketplace.json': market(['plugins/review', 'plugins/lint']) }))).toEqual([
      '6:30 error `plugins/lint` is not a folder of the repository: `copilot plugin install` fails for this entry ("Plugin source directory not found")',
    ]);
  });

  it('a URL source and a marketplace with metadata.pluginRoot are left alone', () => {
    expect(brief(findingsOf(rule, { ...plugin, '.github/plugin/marketplace.json': market(['https://github.com/o/r.git']) }))).toEqual([]);
    expect(brief(findingsOf(rule, { ...plugin, '.github/plugin/marketplace.json': market(['review'], '\n  "metadata": {"pluginRoot": "./plugins"},') }))).toEqual([]);
  });
});
