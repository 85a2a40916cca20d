/**
 * The recorded Gemini CLI in-agent cases (oracle/gemini/in-agent.json): the extension validated, installed,
 * its hook and its lint_path reaching the model.
 * Jest never runs a harness: it replays each recorded case through `agentlint hook` and the MCP tools in-process and
 * checks that the recording holds exactly what they say today (oracle/in-agent.mjs records them).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lintPath } from '../../../src/mcp/tools.js';
import { hookAnswer, project, type Case } from '../in-agent-helpers.js';
describe('Gemini CLI in-agent cases (oracle/gemini/in-agent.json)', () => {
  type GeminiObserved = { afterWrite: Array<{ tool: string; output: string }>; agentlintTools: string[]; context: boolean };
  interface GeminiCase extends Case<GeminiObserved> {
    then?: { name: string; args: { path: string } };
  }
  const set = JSON.parse(readFileSync('oracle/gemini/in-agent.json', 'utf8')) as { gemini: string; cases: GeminiCase[] };
  const byId = new Map(set.cases.map((c) => [c.id, c]));
  const extension = JSON.parse(readFileSync('gemini-extension.json', 'utf8')) as { mcpServers: Record<string, { command: string; args: string[] }> };
  const hooks = JSON.parse(readFileSync('hooks/hooks.json', 'utf8')) as { hooks: { AfterTool: Array<{ matcher: string; hooks: Array<{ command: string }> }> } };
  const event = (abs: string, root: string) => ({ cwd: root, hook_event_name: 'AfterTool', tool_name: 'write_file', tool_input: { file_path: abs } });
  /** write_file's result as the model reads it, with what the hook says today (Gemini escapes `<` and `>` in it). */
  async function written(c: GeminiCase): Promise<string> {
    const out = await hookAnswer('gemini', c, event);
    const head = `Successfully created and wrote to new file: <project>/${c.write.path}. Here is the updated code:\n${c.write.content}`;
    if (out === '') return head;
    const context = (JSON.parse(out) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    return `${head}\n\n<hook_context>${context.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</hook_context>`;
  }

  it('the extension: the server on the workspace, the AfterTool hook on write_file|replace; each session saw the five tools and the context file', () => {
    expect(extension.mcpServers.agentlint).toEqual({ command: 'node', args: ['${extensionPath}${/}dist${/}cli${/}index.js', 'mcp', '${workspacePath}'] });
    expect(hooks.hooks.AfterTool).toEqual([expect.objectContaining({ matcher: 'write_file|replace', hooks: [expect.objectContaining({ command: 'node "${extensionPath}${/}dist${/}cli${/}index.js" hook gemini' })] })]);
    expect(set.cases.map((c) => c.id)).toEqual(['validate-extension', 'install-from-clone', 'broken-agent-hook', 'broken-agent-lint-path', 'clean-agent-lint-path']);
    expect(byId.get('validate-extension')!.observed).toEqual({ exit: 0, said: 'Extension <repo> has been successfully validated.' });
    for (const c of set.cases.slice(1)) {
      expect(c.observed.agentlintTools).toEqual(['explain_rule', 'fix_file', 'inventory', 'lint_path', 'lint_text'].map((t) => `mcp_agentlint_${t}`));
      expect(c.observed.context).toBe(true);
    }
  });

  it('broken subagent: the write_file result ends with exactly what the hook says today', async () => {
    const c = byId.get('broken-agent-hook')!;
    const result = await written(c);
    expect(result).toContain('<hook_context>agentlint: 1 finding (1 error) in 1 file just written (.gemini/agents/reviewer.md); fix them before going on:\n.gemini/agents/reviewer.md:4:1 error gemini/agent-schema (gemini): Gemini CLI does not load this agent: `color` is an unrecognized key');
    expect(c.observed.afterWrite).toEqual([{ tool: 'write_file', output: result }]);
  });

  it('then lint_path: its answer is what lint_path gives today, the finding or none; a clean subagent gets no hook words', async () => {
    for (const id of ['broken-agent-lint-path', 'clean-agent-lint-path']) {
      const c = byId.get(id)!;
      const answer = await lintPath(project(c), { path: c.then!.args.path });
      expect(c.observed.afterWrite).toEqual([
        { tool: 'write_file', output: await written(c) },
        { tool: 'mcp_agentlint_lint_path', output: `<untrusted_context>\n${answer.text}\n</untrusted_context>` },
      ]);
    }
    expect(byId.get('clean-agent-lint-path')!.observed.afterWrite[0]!.output).not.toContain('hook_context');
    expect(byId.get('clean-agent-lint-path')!.observed.afterWrite[1]!.output).toContain('.gemini/agents/reviewer.md: no findings in 1 file');
  });

  it('installs from a clone of the repository (the bundle copied, no node_modules), and the installed extension answers as the linked one', () => {
    const c = byId.get('install-from-clone')! as unknown as Case<Record<string, unknown>>;
    expect(c.observed).toEqual({ install: 'Extension "agentlint" installed successfully and enabled.', installed: { 'dist/cli/index.js': true, 'gemini-extension.json': true, node_modules: false }, ...byId.get('broken-agent-lint-path')!.observed });
  });
});

