import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/agents-md-size.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const line = (c: string) => `${c.repeat(49)}\n`;
const TAIL = 'nothing reaches the model (only `codex exec` warns "Loaded only … bytes"; the TUI and `codex debug prompt-input` say nothing)';

describe('codex/agents-md-size', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a project_doc_max_bytes in .codex/config.toml moves the cut to the first byte past it', () => {
    const tree = { '.codex/config.toml': 'project_doc_max_bytes = 100\n', 'AGENTS.md': line('a') + line('b') + line('c') };
    expect(brief(findingsOf(rule, tree))).toEqual([
      `3:1 warn Codex reads only the first 100 bytes of the AGENTS.md chain: \`project_doc_max_bytes\` in .codex/config.toml sets it, honoured when the project is trusted; from here on (50 bytes of AGENTS.md) ${TAIL}`,
    ]);
  });

  it('the bytes of the root file count against a nested one', () => {
    const tree = { 'AGENTS.md': line('a').repeat(600), 'pkg/AGENTS.md': line('b').repeat(100) };
    expect(brief(findingsOf(rule, tree))).toEqual([
      `56:19 warn Codex reads only the first 32768 bytes of the AGENTS.md chain: from here on (2232 bytes of pkg/AGENTS.md) ${TAIL}`,
    ]);
  });

  it('a long AGENTS.md shadowed by a short override is not read, so not cut', () => {
    const tree = { 'AGENTS.md': line('a').repeat(800), 'AGENTS.override.md': '# Rules\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
