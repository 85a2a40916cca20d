/**
 * ` #` ends a plain YAML value (a comment) for every harness that reads YAML frontmatter. The
 * schema/value-cut finding names Claude Code only on Claude Code's files (its reading is recorded
 * by the oracle); on another harness's file it names no harness.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const root = writeTree({
  '.claude/agents/c.md': '---\nname: c\ndescription: Reviews code # todo\n---\nBody\n',
  '.gemini/agents/g.md': '---\nname: g\ndescription: Reviews code # todo\n---\nBody\n',
  '.opencode/agent/r.md': '---\ndescription: Reviews code # todo\nmode: subagent\n---\nBody\n',
  '.github/agents/p.agent.md': '---\ndescription: Reviews code # todo\n---\nBody\n',
});
afterAll(() => removeTree(root));

describe('a ` #` comment cutting a frontmatter value', () => {
  it('is worded for the harness whose file it is, and does not make Copilot drop the agent', () => {
    const ds = lint({ root }).diagnostics.filter((d) => d.kind === 'schema/value-cut');
    const neutral = '`# todo` is a YAML comment (YAML ends a plain value at ` #`): `description` is read as `Reviews code`, without it';
    expect(ds.map((d) => `${d.harness} ${d.span.path} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`)).toEqual([
      // Copilot reads Claude Code's agent folder too: the same file, its own finding.
      `copilot .claude/agents/c.md warn 3:27-3:33 ${neutral}`,
      'claude-code .claude/agents/c.md warn 3:27-3:33 `# todo` is a YAML comment: Claude Code reads `description` as `Reviews code`, without it',
      `gemini .gemini/agents/g.md warn 3:27-3:33 ${neutral}`,
      `copilot .github/agents/p.agent.md warn 2:27-2:33 ${neutral}`,
      `opencode .opencode/agent/r.md warn 2:27-2:33 ${neutral}`,
    ]);
    expect(lint({ root }).diagnostics.filter((d) => d.kind === 'copilot/agent-dropped')).toEqual([]);
  });
});
