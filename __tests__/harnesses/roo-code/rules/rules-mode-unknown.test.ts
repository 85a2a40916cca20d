import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/roo-code/rules/rules-mode-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOCS = 'https://docs.roocode.com/features/custom-instructions';

describe('roo-code/rules-mode-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt built-in mode is reported once, on the first file, with the near slug', () => {
    const ds = findingsOf(rule, { '.roo/rules-architekt/a.md': 'Plan first.\n', '.roo/rules-architekt/b.md': 'Then write.\n' });
    expect(ds.map((d) => d.span.path)).toEqual(['.roo/rules-architekt/a.md']);
    expect(brief(ds)).toEqual([
      `1:1 warn the rules of \`.roo/rules-architekt/\` apply to no mode: the folder is for a mode with the slug \`architekt\`, and neither Roo Code's built-in modes nor \`.roomodes\` have one (documented: ${DOCS}) (did you mean \`rules-architect\`?)`,
    ]);
  });

  it('a built-in mode, a .roomodes mode and the shared rules folder are clean', () => {
    expect(brief(findingsOf(rule, {
      '.roomodes': 'customModes:\n  - slug: docs-writer\n    name: Docs\n    roleDefinition: You write docs.\n    groups: [read]\n',
      '.roo/rules-docs-writer/tone.md': 'Be brief.\n',
      '.roo/rules-orchestrator/plan.md': 'Split the work.\n',
      '.roo/rules/general.md': 'Use tabs.\n',
    }))).toEqual([]);
  });
});
