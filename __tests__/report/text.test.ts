/** The terminal's text: one short line a finding, and under its headline a `help:` line with the why and the fix. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { formatText } from '../../src/report/text.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function textOf(files: Record<string, string>, color = false): string {
  const root = writeTree(files);
  roots.push(root);
  return formatText(lint({ root, suppressionsFile: false }), { color });
}

describe('text output', () => {
  const agent = { '.claude/agents/a.md': '---\nname: a\ndescription: d\nmodel: sonet\n---\n' };

  it('prints the headline on the finding line and the why, wrapped, under it with the fix', () => {
    const lines = textOf(agent).split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '.claude/agents/a.md',
      '  4:8  error  model `sonet` is not a known model  agents/model-valid',
      '              help: Claude Code sends it to the API as written (no fallback to `inherit`), the',
      '                    API rejects it and the Agent call fails (did you mean `sonnet`?). Fixable with',
      '                    `--fix`.',
    ]);
    expect(lines).toContain('  1 problem fixable with `--fix`.');
  });

  it('dims the help only when colour is on, and escapes what the repository wrote', () => {
    const colored = textOf(agent, true);
    expect(colored).toContain('\u001b[2mhelp: Claude Code sends it');
    expect(textOf(agent)).not.toContain('\u001b');
    const hostile = textOf({ '.claude/agents/a.md': '---\nname: a\ndescription: d\nmodel: "so\\u001b[2Jnet"\n---\n' });
    expect(hostile).not.toContain('\u001b');
    expect(hostile).not.toMatch(/ $/m);
    expect(hostile).toContain('model `so\\x1b[2Jnet` is not a known model');
  });

  it('prints no help line for a one-part message without a fix, and only the fix for a one-part message with one', () => {
    const root = writeTree(agent);
    roots.push(root);
    const result = lint({ root, suppressionsFile: false });
    const [d] = result.diagnostics;
    const one = formatText({ ...result, diagnostics: [{ ...d!, message: 'model `sonet` is wrong', suggestion: undefined }] }).split('\n');
    expect(one.slice(1, 3)).toEqual(['  4:8  error  model `sonet` is wrong  agents/model-valid', '']);
    const fixable = formatText({ ...result, diagnostics: [{ ...d!, message: 'model `sonet` is wrong' }] }).split('\n');
    expect(fixable.slice(1, 3)).toEqual(['  4:8  error  model `sonet` is wrong  agents/model-valid', '              help: fixable with `--fix`.']);
  });
});
