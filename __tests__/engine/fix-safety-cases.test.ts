/**
 * The unsafe fixes the precision suite found on public repositories (scripts/precision.mjs run --fixes), each
 * reproduced as a small tree: the fix is now safe, or not offered, and the finding stays.
 */
import { describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { checkEveryFix } from '../../src/engine/fix-safety.js';
import { removeTree, writeTree } from '../helpers/index.js';

function withTree<T>(files: Record<string, string>, f: (root: string) => T): T {
  const root = writeTree(files);
  try {
    return f(root);
  } finally {
    removeTree(root);
  }
}
const fixesOf = (root: string, rule: string) => lint({ root, suppressionsFile: false }).diagnostics.filter((d) => d.kind === rule).map((d) => [d.span.range.start.line, d.suggestion?.applicability, d.suggestion?.edits.map((e) => e.text).join('|')]);

describe('fixes the precision suite found unsafe', () => {
  it('a fix that changes a count another finding gives is no new finding (security/hidden-unicode in an over-long Copilot agent)', () => {
    const agent = `---\ndescription: Triage\n---\n${'Read the issue and label it. '.repeat(1200)}\nA stray\u200b space.\n`;
    withTree({ '.github/agents/t.agent.md': agent }, (root) => {
      const verdicts = checkEveryFix(root).filter((v) => v.rule === 'security/hidden-unicode');
      expect(verdicts.map((v) => [v.applicability, v.problem])).toEqual([['MachineApplicable', undefined]]);
      expect(lint({ root }).diagnostics.map((d) => d.kind).sort()).toEqual(['copilot/agent-prompt-length', 'security/hidden-unicode']);
    });
  });

  it('commands/shell-injection-approval quotes an entry it adds to a flow list (a `${…}` there is YAML flow syntax)', () => {
    const cmd = '---\ndescription: Start the loop\nallowed-tools: ["Bash(${CLAUDE_PLUGIN_ROOT}/scripts/setup.sh:*)"]\n---\n\n```!\n"${CLAUDE_PLUGIN_ROOT}/scripts/setup.sh" $ARGUMENTS\n```\n';
    withTree({ 'p/.claude-plugin/plugin.json': '{"name": "p"}', 'p/commands/loop.md': cmd, 'p/scripts/setup.sh': 'true\n' }, (root) => {
      const verdicts = checkEveryFix(root).filter((v) => v.rule === 'commands/shell-injection-approval');
      expect(verdicts.map((v) => [v.applicability, v.problem])).toEqual([['MaybeIncorrect', undefined]]);
      expect(fixesOf(root, 'commands/shell-injection-approval')).toEqual([[7, 'MaybeIncorrect', ', "Bash(\\"${CLAUDE_PLUGIN_ROOT}/scripts/setup.sh\\" *)"']]);
    });
  });

  it('agents/tools-known never suggests a tool that is deprecated itself (`BashOutput` → `Read`, not `TaskOutput`)', () => {
    withTree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\ntools: Read, BashOutput\n---\nBody.\n' }, (root) => {
      expect(fixesOf(root, 'agents/tools-known')).toEqual([[4, 'MaybeIncorrect', 'Read']]);
    });
  });

  it('skills/name-format offers no rename away from the folder the name matches', () => {
    withTree({ 'skills/-tool/SKILL.md': '---\nname: -tool\ndescription: d\n---\nBody.\n', '.claude-plugin/plugin.json': '{"name": "p"}' }, (root) => {
      const [[line, fix]] = fixesOf(root, 'skills/name-format') as [number, string | undefined][];
      expect([line, fix]).toEqual([2, undefined]);
    });
  });

  it('plugin/unknown-field renames `mcp_servers` only when its value can be an `mcpServers`', () => {
    withTree({ '.claude-plugin/plugin.json': '{\n  "name": "p",\n  "mcp_servers": [{ "name": "x", "command": "npx" }]\n}\n' }, (root) => {
      expect(fixesOf(root, 'plugin/unknown-field')).toEqual([[3, undefined, undefined]]);
    });
    withTree({ '.claude-plugin/plugin.json': '{\n  "name": "p",\n  "mcp_servers": { "x": { "command": "npx" } }\n}\n' }, (root) => {
      expect(fixesOf(root, 'plugin/unknown-field')).toEqual([[3, 'MachineApplicable', '"mcpServers"']]);
    });
  });

  it("opencode/command-frontmatter does not rename an agent's `mode` to `model`", () => {
    withTree({ '.opencode/command/new.md': '---\ndescription: d\nmode: primary\n---\nDo it.\n' }, (root) => {
      expect(fixesOf(root, 'opencode/command-frontmatter')).toEqual([[3, undefined, undefined]]);
    });
  });

  it('the strict-YAML quoting fix is not offered when the quoted file would have duplicate keys', () => {
    const agent = '---\nname: a\ndescription: Use it when: asked\nuser: "one"\\nassistant: x\nuser: "two"\\nassistant: y\n---\nBody.\n';
    withTree({ '.claude/agents/a.md': agent }, (root) => {
      const strict = lint({ root, suppressionsFile: false }).diagnostics.filter((d) => d.kind === 'schema/yaml-strict');
      expect(strict.length).toBeGreaterThan(0);
      expect(strict.map((d) => d.suggestion)).toEqual(strict.map(() => undefined));
      expect(checkEveryFix(root).filter((v) => v.problem)).toEqual([]);
    });
  });
});
