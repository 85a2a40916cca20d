import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/rule-file-reference.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ruleFile = (body: string, extra: Record<string, string> = {}) => ({ '.cursor/rules/build.mdc': `---\ndescription: Builds\n---\n${body}`, ...extra });

describe('cursor/rule-file-reference', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a reference found under no base is a warning at the reference, naming each place tried', () => {
    expect(brief(findingsOf(rule, ruleFile('Build with @scripts/build.sh first.\n')))).toEqual([
      '4:12 warn `@scripts/build.sh` names nothing in the repository: nothing is at `.cursor/rules/scripts/build.sh` or `scripts/build.sh`, so the rule includes no file there (documented: https://cursor.com/docs/rules)',
    ]);
  });

  it('references beside the rule or at the root, in code, and rule mentions are clean', () => {
    const body = 'See @./shared.mdc and @scripts/build.sh.\nRun `@missing/x.sh` only in docs.\n```\ncat @nowhere.ts\n```\nAsk @release-rule.\n';
    expect(brief(findingsOf(rule, ruleFile(body, { '.cursor/rules/shared.mdc': 'S\n', 'scripts/build.sh': 'echo\n' })))).toEqual([]);
  });

  it('the frontmatter is not read for references', () => {
    expect(brief(findingsOf(rule, { '.cursor/rules/a.mdc': '---\ndescription: Uses @gone/file.ts\n---\nBody.\n' }))).toEqual([]);
  });
});
