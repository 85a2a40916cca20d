import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cline/rules/rule-frontmatter.js';
import { CLINE_VERSION } from '../../../../src/harnesses/cline/known-values.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOCS = 'https://docs.cline.bot/features/cline-rules/conditional-rules';
const ruleFile = (frontmatter: string) => ({ '.clinerules/react.md': `---\n${frontmatter}\n---\nUse function components.\n` });

describe('cline/rule-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('Cursor\'s alwaysApply beside paths has no effect, and is not renamed', () => {
    const ds = findingsOf(rule, ruleFile('paths:\n  - "src/**"\nalwaysApply: false'));
    expect(brief(ds)).toEqual([
      `4:1 warn Cline does not read \`alwaysApply\`, so it has no effect: \`paths\` is the one supported condition (documented: ${DOCS}; Cline CLI ${CLINE_VERSION} applies every rule to every request, case \`rule-paths-condition\`)`,
    ]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a list of globs is renamed to paths as a possible fix', () => {
    const ds = findingsOf(rule, { '.cline/rules/ui.md': '---\nglobs: ["src/ui/**"]\n---\nUse tokens.\n' });
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['paths']]);
  });

  it('paths written as one string is a warning at the value', () => {
    expect(brief(findingsOf(rule, ruleFile('paths: "src/**"')))).toEqual([
      `2:8 warn \`paths\` must be a list of globs (\`- "src/**"\`); Cline documents no other form (documented: ${DOCS})`,
    ]);
  });

  it('a workflow\'s description is not a rule key, so is clean', () => {
    expect(brief(findingsOf(rule, { '.clinerules/workflows/release.md': '---\ndescription: Cut a release\n---\n1. Tag.\n' }))).toEqual([]);
  });
});
