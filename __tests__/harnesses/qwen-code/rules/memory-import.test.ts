import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/memory-import.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/memory-import', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing file imported from an imported file is a warning in that file', () => {
    const tree = { 'QWEN.md': '# Project\n\n@./docs/rules.md\n', 'docs/rules.md': '# Rules\n\nSee @./style.md for style.\n' };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['docs/rules.md']);
    expect(brief(ds)).toEqual(['3:5 warn `@./style.md` imports nothing: `docs/style.md` does not exist; Qwen Code sends `@./style.md` to the model as plain text, without a word']);
  });

  it('with `context.fileName` set, the files it names are checked instead of QWEN.md and AGENTS.md', () => {
    const tree = {
      '.qwen/settings.json': '{ "context": { "fileName": ["CONTEXT.md"] } }',
      'CONTEXT.md': '# Context\n\n@./docs/gone.md\n',
      'QWEN.md': '# Old\n\n@./docs/gone.md\n',
      'AGENTS.md': '# Agents\n\n@./docs/gone.md\n',
    };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['CONTEXT.md']);
    expect(brief(ds)).toEqual(['3:1 warn `@./docs/gone.md` imports nothing: `docs/gone.md` does not exist; Qwen Code sends `@./docs/gone.md` to the model as plain text, without a word']);
  });

  it('`context.fileName` may be one string, and may name QWEN.md itself', () => {
    const files = { 'CONTEXT.md': '# Context\n\n@./docs/gone.md\n', 'QWEN.md': '# Old\n\n@./docs/gone.md\n' };
    const paths = (fileName: string) => findingsOf(rule, { ...files, '.qwen/settings.json': `{ "context": { "fileName": ${fileName} } }` }).map((d) => d.span.path);
    expect(paths('"CONTEXT.md"')).toEqual(['CONTEXT.md']);
    expect(paths('["QWEN.md"]')).toEqual(['QWEN.md']);
    expect(paths('["QWEN.md", "CONTEXT.md"]').sort()).toEqual(['CONTEXT.md', 'QWEN.md']);
  });

  it('without `context.fileName` (or with a settings file that is not JSON) QWEN.md and AGENTS.md are checked, not other files', () => {
    const files = { 'CONTEXT.md': '# Context\n\n@./docs/gone.md\n', 'QWEN.md': '# Old\n\n@./docs/gone.md\n', 'AGENTS.md': '# Agents\n\n@./docs/gone.md\n' };
    expect(findingsOf(rule, files).map((d) => d.span.path).sort()).toEqual(['AGENTS.md', 'QWEN.md']);
    expect(findingsOf(rule, { ...files, '.qwen/settings.json': '{ "ui": {} }' }).map((d) => d.span.path).sort()).toEqual(['AGENTS.md', 'QWEN.md']);
    expect(findingsOf(rule, { ...files, '.qwen/settings.json': '{ "context": { "fileName": ["CONTEXT.md"] ' }).map((d) => d.span.path).sort()).toEqual(['AGENTS.md', 'QWEN.md']);
  });

  it('an import in a code span, an e-mail address and an existing file are clean', () => {
    const tree = { 'QWEN.md': '# Project\n\nWrite `@./missing.md` to import; mail me@example.com.\n\n@./docs/style.md\n', 'docs/style.md': '# Style\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('a QWEN.md in a sub-folder, which Qwen Code does not send, is not checked', () => {
    expect(brief(findingsOf(rule, { 'QWEN.md': '# Root\n', 'sub/QWEN.md': '# Sub\n\n@./gone.md\n' }))).toEqual([]);
  });
});
