import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/memory-import.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('gemini/memory-import', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing import in a file named by context.fileName is a warning at the import', () => {
    const tree = { '.gemini/settings.json': '{ "context": { "fileName": ["AGENTS.md"] } }\n', 'AGENTS.md': '# Agents\nSee @docs/testing.md for tests.\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['2:5 warn `@docs/testing.md` imports nothing: `docs/testing.md` does not exist; Gemini CLI prints "Failed to import" and goes on without it']);
  });

  it('an import cycle is reported in the file that closes it', () => {
    const ds = findingsOf(rule, { 'GEMINI.md': '# Root\n@./rules.md\n', 'rules.md': '# Rules\nBack to @./GEMINI.md\n' });
    expect([...ds.map((d) => d.span.path), ...brief(ds)]).toEqual(['rules.md', '2:9 warn `@./GEMINI.md` imports nothing: it closes an import cycle (GEMINI.md → rules.md → GEMINI.md); Gemini CLI drops it ("File already processed")']);
  });

  it('imports in code, an existing import, and AGENTS.md when context.fileName does not list it are clean', () => {
    const tree = { 'GEMINI.md': '# Root\n@./docs/style.md\nRun `@missing.md` literally.\n```\n@also-missing.md\n```\n', 'docs/style.md': '# Style\n', 'AGENTS.md': 'See @./nowhere.md\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
