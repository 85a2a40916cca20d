/**
 * Which suppressed findings a change suppresses itself: compared with the base tree's suppressions file,
 * configuration `lints:` and each file's own `lints:`.
 */
import { describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { baseSuppressionsAt } from '../../src/engine/suppressions/base.js';
import { introducedSuppressions } from '../../src/engine/suppressions/introduced.js';
import { treeMaker } from '../helpers/index.js';

const tree = treeMaker();
const agent = (name: string, model: string, lints = '') => `---\nname: ${name}\ndescription: Reviews code\nmodel: ${model}\n${lints}---\nYou review.\n`;
const FILES = { '.claude/agents/a.md': agent('a', 'sonet'), '.claude/agents/b.md': agent('b', 'opsu') };

function introduced(base: Record<string, string>, head: Record<string, string>): string[] {
  const result = lint({ root: tree(head) });
  return introducedSuppressions(result.suppressed, baseSuppressionsAt(tree(base))).map((s) => `${s.finding.span.path} ${s.finding.kind} by ${s.by}`);
}

describe('suppressions a change introduces', () => {
  it('an entry the change adds to the suppressions file, or a count it raises', () => {
    const entry = (count: number) => `{ ".claude/agents/a.md": { "agents/model-valid": { "count": ${count} } } }\n`;
    expect(introduced(FILES, { ...FILES, 'agentlint-suppressions.json': entry(1) })).toEqual(['.claude/agents/a.md agents/model-valid by agentlint-suppressions.json']);
    expect(introduced({ ...FILES, 'agentlint-suppressions.json': entry(1) }, { ...FILES, 'agentlint-suppressions.json': entry(1) })).toEqual([]);
  });

  it('an `allow` the change adds to the configuration, unless the base allowed it already', () => {
    const allow = (key: string) => `lints:\n  ${key}: allow\n`;
    expect(introduced(FILES, { ...FILES, '.agentlint.yml': allow('agents/model-valid') })).toEqual([
      '.claude/agents/a.md agents/model-valid by .agentlint.yml',
      '.claude/agents/b.md agents/model-valid by .agentlint.yml',
    ]);
    expect(introduced({ ...FILES, '.agentlint.yml': allow('category:correctness') }, { ...FILES, '.agentlint.yml': allow('agents/model-valid') })).toEqual([]);
  });

  it('an `allow` the change adds to a file’s own `lints:`', () => {
    const head = { ...FILES, '.claude/agents/b.md': agent('b', 'opsu', 'lints:\n  agents/model-valid: allow\n') };
    expect(introduced(FILES, head)).toEqual(['.claude/agents/b.md agents/model-valid by .claude/agents/b.md']);
    expect(introduced(head, head)).toEqual([]);
  });
});
