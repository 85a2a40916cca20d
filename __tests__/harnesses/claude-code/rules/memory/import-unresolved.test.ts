import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/import-unresolved.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('memory/import-unresolved', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a relative import resolves from the importing file and is a warning when missing', () => {
    const ds = findingsOf(rule, { 'packages/api/CLAUDE.md': '# API\n\nRead @./docs/routes.md first.\n', 'docs/routes.md': '# Routes\n' });
    expect(brief(ds)).toEqual([
      '3:6 warn `@./docs/routes.md` imports nothing: `packages/api/docs/routes.md` does not exist (imports resolve relative to packages/api/CLAUDE.md); Claude Code leaves the text as written and loads the rest without a word',
    ]);
  });

  it('a dotted handle that is not a file type is only info', () => {
    expect(brief(findingsOf(rule, { 'CLAUDE.md': 'Ask @jane.doe about releases.\n' }))).toEqual([
      '1:5 info `@jane.doe` imports nothing: `jane.doe` does not exist (imports resolve relative to CLAUDE.md); Claude Code leaves the text as written and loads the rest without a word',
    ]);
  });

  it('an import of a folder is reported as not a file', () => {
    expect(brief(findingsOf(rule, { 'CLAUDE.md': 'Conventions: @./docs/guides\n', 'docs/guides/style.md': '# Style\n' }))).toEqual([
      '1:14 warn `@./docs/guides` imports nothing: `docs/guides` is a folder, not a file (imports resolve relative to CLAUDE.md); Claude Code leaves the text as written and loads the rest without a word',
    ]);
  });

  it('mentions, scoped packages, home paths and code spans are clean', () => {
    const text = 'Ping @octocat. Uses @scope/package. See @~/notes.md and `@docs/missing.md`.\n';
    expect(brief(findingsOf(rule, { 'CLAUDE.md': text }))).toEqual([]);
  });
});
