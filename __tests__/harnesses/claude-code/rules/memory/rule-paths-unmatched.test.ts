import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/rule-paths-unmatched.js';
import { ALL_RULES } from '../../../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const tree = (paths: string) => ({ 'src/sub/b.ts': 'export const b = 1;\n', '.claude/rules/ts.md': `---\npaths:\n${paths}\n---\nUse strict types.\n` });

describe('memory/rule-paths-unmatched', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('one dead glob beside a live one adds nothing', () => {
    expect(brief(findingsOf(rule, tree('  - "src/**/*.ts"\n  - "app/**/*.tsx"')))).toEqual([
      '4:5 warn `app/**/*.tsx` matches no file in the repository: Claude Code loads this rule only when it reads a file its `paths` match, so this glob adds nothing (the other globs still load the rule)',
    ]);
  });

  it('a rule whose every glob is dead is never loaded', () => {
    expect(brief(findingsOf(rule, tree('  - "app/**/*.ts"\n  - "lib/*.ts"')))).toEqual([
      '3:5 warn `app/**/*.ts` matches no file in the repository: Claude Code loads this rule only when it reads a file its `paths` match, and none of its globs matches a file, so as things stand the rule is never loaded',
      '4:5 warn `lib/*.ts` matches no file in the repository: Claude Code loads this rule only when it reads a file its `paths` match, and none of its globs matches a file, so as things stand the rule is never loaded',
    ]);
  });

  it('gitignore-style globs that match at any depth or in another case, and `./` globs left to rule-paths, are clean', () => {
    expect(brief(findingsOf(rule, tree('  - "*.ts"\n  - "SRC/**/*.ts"\n  - "src"\n  - "./app/**"')))).toEqual([]);
  });

  it('is off when the configuration has no block for it', () => {
    expect(brief(findingsOf(rule, { ...tree('  - "app/**/*.ts"'), '.agentlint.yml': 'rules:\n  memory/rule-paths: {}\n' }, ALL_RULES))).toEqual([]);
  });
});
