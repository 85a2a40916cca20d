import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/extension-context-file.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ext = (contextFileName: string, files: Record<string, string> = {}) => ({
  'tools/gemini-extension.json': `{\n  "name": "tools",\n  "version": "1.0.0",\n  "contextFileName": ${contextFileName}\n}\n`,
  ...files,
});

describe('gemini/extension-context-file', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the missing name of a list is an error at that name', () => {
    expect(brief(findingsOf(rule, ext('["GEMINI.md", "docs/USAGE.md"]', { 'tools/GEMINI.md': '# Tools\n' })))).toEqual([
      '4:36 error `gemini extensions validate` rejects this extension: the context file `docs/USAGE.md` does not exist in the extension folder ("The following context files referenced in gemini-extension.json are missing")',
    ]);
  });

  it('a file at the repository root is not in the extension folder', () => {
    expect(brief(findingsOf(rule, ext('"CONTEXT.md"', { 'CONTEXT.md': '# Root\n' })))).toEqual([
      '4:22 error `gemini extensions validate` rejects this extension: the context file `CONTEXT.md` does not exist in the extension folder ("The following context files referenced in gemini-extension.json are missing")',
    ]);
  });

  it('a name written with Gemini variables is read after they are replaced, and is clean', () => {
    expect(brief(findingsOf(rule, ext('"${extensionPath}${/}docs${pathSeparator}CONTEXT.md"', { 'tools/docs/CONTEXT.md': '# Tools\n' })))).toEqual([]);
  });
});
