import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/marketplace-invalid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const plugin = { 'plugins/review/plugin.json': '{\n  "name": "review"\n}\n' };

describe('copilot/marketplace-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing owner is reported on the { of the object that lacks it', () => {
    const text = '{\n  "name": "team-tools",\n  "plugins": [{"name": "review", "source": "./plugins/review"}]\n}\n';
    expect(brief(findingsOf(rule, { ...plugin, '.github/plugin/marketplace.json': text }))).toEqual([
      '1:1 error `copilot plugin marketplace add` refuses this marketplace: "owner: Required"',
    ]);
  });

  it('two entries with one name are reported at the second name', () => {
    const text = '{\n  "name": "team-tools",\n  "owner": {"name": "Platform"},\n  "plugins": [\n    {"name": "review", "source": "./plugins/review"},\n    {"name": "review", "source": "./plugins/review"}\n  ]\n}\n';
    expect(brief(findingsOf(rule, { ...plugin, '.github/plugin/marketplace.json': text }))).toEqual([
      '6:14 error `copilot plugin marketplace add` refuses this marketplace: "Duplicate plugin name "review" found in marketplace"',
    ]);
  });

  it('a .claude-plugin marketplace hidden by Copilot\'s own file is not read', () => {
    const good = '{\n  "name": "team-tools",\n  "owner": {"name": "Platform"},\n  "plugins": [{"name": "review", "source": "./plugins/review"}]\n}\n';
    expect(brief(findingsOf(rule, { ...plugin, '.github/plugin/marketplace.json': good, '.claude-plugin/marketplace.json': '{"name": "bad_name"}' }))).toEqual([]);
  });
});
