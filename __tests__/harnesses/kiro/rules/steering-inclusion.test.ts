import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/kiro/rules/steering-inclusion.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const steering = (frontmatter: string) => ({ '.kiro/steering/api.md': `---\n${frontmatter}\n---\nUse the API client.\n` });

describe('kiro/steering-inclusion', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a dashed spelling of fileMatch is a warning at the value, with a certain fix', () => {
    const ds = findingsOf(rule, steering('inclusion: file-match\nfileMatchPattern: "src/api/**"'));
    expect(brief(ds)).toEqual(['2:12 warn `inclusion: file-match` is not an inclusion mode: Kiro documents `always`, `fileMatch`, `manual` and `auto` (did you mean `fileMatch`?) (documented: https://kiro.dev/docs/steering/)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['fileMatch']]);
  });

  it('auto without a description, and a pattern beside manual, are warnings', () => {
    expect(brief(findingsOf(rule, steering('inclusion: auto')))).toEqual(['2:12 warn `inclusion: auto` without `description`: Kiro includes the file when a request matches its description, and it has none (documented: https://kiro.dev/docs/steering/)']);
    const ds = findingsOf(rule, steering('inclusion: manual\nfileMatchPattern: "src/api/**"'));
    expect(brief(ds)).toEqual(['3:1 warn `fileMatchPattern` is used only with `inclusion: fileMatch`: with `inclusion: manual` the pattern is ignored (documented: https://kiro.dev/docs/steering/)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('fileMatch with a pattern, auto with a description and no frontmatter are clean', () => {
    expect(brief(findingsOf(rule, steering('inclusion: fileMatch\nfileMatchPattern: "src/api/**"')))).toEqual([]);
    expect(brief(findingsOf(rule, steering('inclusion: auto\ndescription: Calling the backend')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.kiro/steering/product.md': '# Product\n\ninclusion: whenever\n' }))).toEqual([]);
  });

  it('a number as inclusion is a warning without a fix', () => {
    const ds = findingsOf(rule, steering('inclusion: 3'));
    expect(brief(ds)).toEqual(['2:12 warn `inclusion` must be one of `always`, `fileMatch`, `manual`, `auto`: it is a number (documented: https://kiro.dev/docs/steering/)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });
});
