/**
 * A finding must be true for the surfaces that read the file: VS Code's tools and fields in a Copilot agent that
 * VS Code reads are no mistake; a README in Cline's hook folder is documentation; an unquoted `globs:` is the
 * form Cursor writes; a command's frontmatter that only GitHub's file view rejects is a note.
 */
import { describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { treeMaker } from '../../helpers/index.js';

const tree = treeMaker();
const agent = (front: string) => `---\ndescription: Plans work\n${front}---\nPlan.\n`;
const found = (root: string) => lint({ root }).diagnostics.map((d) => [d.kind, d.level, d.span.range.start.line, d.span.range.start.column]);

describe('Copilot custom agents and the surfaces that read them', () => {
  it('VS Code tool names are no finding where VS Code reads the agent (no target)', () => {
    const root = tree({ '.github/agents/plan.agent.md': agent('tools: [codebase, editFiles, runCommands, githubRepo, read]\n') });
    expect(found(root)).toEqual([]);
  });

  it('an extension or MCP tool name VS Code may know is no finding either; a misspelling of a known tool is', () => {
    const root = tree({ '.github/agents/plan.agent.md': agent('tools: [mssql_connect, codebsae, serach]\n') });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.span.range.start.column, d.message])).toEqual([
      ['copilot/agent-tool-unknown', 24, 'unknown tool `codebsae`: neither Copilot CLI (which ignores it) nor VS Code (documented built-in tools) knows it (did you mean `codebase`?)'],
      ['copilot/agent-tool-unknown', 34, 'unknown tool `serach`: neither Copilot CLI (which ignores it) nor VS Code (documented built-in tools) knows it (did you mean `search`?)'],
    ]);
  });

  it('with target: github-copilot only the CLI and the cloud agent read it: a VS Code tool there is reported, and says why', () => {
    const root = tree({ '.github/agents/plan.agent.md': agent('target: github-copilot\ntools: [codebase, mssql_connect]\n') });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.level, d.span.range.start.line, d.span.range.start.column, d.message])).toEqual([
      ['copilot/agent-tool-unknown', 'warn', 4, 9, 'Copilot CLI knows no tool `codebase` and ignores it: it is a VS Code tool, but `target: github-copilot` keeps VS Code from reading this agent'],
      ['copilot/agent-tool-unknown', 'warn', 4, 19, 'Copilot CLI knows no tool `mssql_connect` and ignores it'],
    ]);
  });

  it('a `target` other than the two documented values is reported, with a suggestion when one is close', () => {
    const root = tree({ '.github/agents/plan.agent.md': agent('target: github-copilo\n'), '.github/agents/b.agent.md': agent('target: cli\n') });
    expect(lint({ root }).diagnostics.map((d) => [d.kind, d.level, d.span.path, d.span.range.start.line, d.span.range.start.column, d.suggestion?.applicability, d.suggestion?.edits[0]?.text])).toEqual([
      ['copilot/agent-unknown-field', 'warn', '.github/agents/b.agent.md', 3, 9, undefined, undefined],
      ['copilot/agent-unknown-field', 'warn', '.github/agents/plan.agent.md', 3, 9, 'MaybeIncorrect', 'github-copilot'],
    ]);
    expect(lint({ root }).diagnostics[0]!.message).toBe('`target` `cli` is neither `vscode` nor `github-copilot`: those are the two values GitHub documents; the documentation gives it no meaning, and agentlint reads the agent as meant for every surface');
  });

  it('`mode` (a chat mode\'s field) is reported but never renamed to `model`', () => {
    const root = tree({ '.github/agents/m.agent.md': agent('mode: agent\n') });
    const [d] = lint({ root }).diagnostics;
    expect([d!.kind, d!.span.range.start.line, d!.suggestion]).toEqual(['copilot/agent-unknown-field', 3, undefined]);
  });

  it("VS Code's fields are no finding where VS Code reads the agent, and are where it does not", () => {
    const both = tree({ '.github/agents/plan.agent.md': agent('argument-hint: a file\nhandoffs: []\nmode: agent\n') });
    expect(found(both)).toEqual([['copilot/agent-unknown-field', 'warn', 5, 1]]);
    const cliOnly = tree({ '.github/agents/plan.agent.md': agent('target: github-copilot\nargument-hint: a file\n') });
    expect(lint({ root: cliOnly }).diagnostics.map((d) => [d.span.range.start.line, d.message])).toEqual([
      [4, 'Copilot CLI ignores `argument-hint` (a VS Code field; Copilot CLI ignores it): its log says "unknown fields ignored"'],
    ]);
    const vscodeOnly = tree({ '.github/agents/plan.agent.md': agent('target: vscode\nargument-hint: a file\n') });
    expect(lint({ root: vscodeOnly }).diagnostics.map((d) => [d.span.range.start.line, d.message])).toEqual([
      [3, 'Copilot CLI ignores `target` and loads this agent too: `target: vscode` means it for VS Code only, and its log says "unknown fields ignored"'],
    ]);
  });
});

describe('surfaces: in the configuration', () => {
  it('a repository that leaves VS Code out is judged by the CLI and the cloud agent alone', () => {
    const root = tree({
      '.agentlint.yml': 'surfaces:\n  copilot: [cli, github]\n',
      '.github/agents/plan.agent.md': agent('tools: [codebase, read]\nargument-hint: a file\n'),
    });
    expect(lint({ root }).diagnostics.map((d) => [d.kind, d.span.range.start.line, d.span.range.start.column, d.message])).toEqual([
      ['copilot/agent-tool-unknown', 3, 9, "Copilot CLI knows no tool `codebase` and ignores it: it is a VS Code tool, but this repository's `surfaces:` leaves VS Code out"],
      ['copilot/agent-unknown-field', 4, 1, 'Copilot CLI ignores `argument-hint` (a VS Code field; Copilot CLI ignores it): its log says "unknown fields ignored"'],
    ]);
  });

  it('an unknown surface is a configuration finding at its value', () => {
    const root = tree({ '.agentlint.yml': 'surfaces:\n  copilot: [cli, vsc0de]\n' });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.span.range.start.line, d.span.range.start.column])).toEqual([['config/invalid', 2, 18]]);
    expect(r.diagnostics[0]!.message).toBe('$.surfaces.copilot[1] must be one of "cli", "vscode", "github"');
  });
});

describe('files beside the harness files that are not harness files', () => {
  it("a README in Cline's hook folder is documentation, not a hook that never runs", () => {
    const root = tree({
      '.clinerules/hooks/README.md': '# Our hooks\n',
      '.clinerules/hooks/TaskStart': '#!/bin/sh\necho start\n',
      '.clinerules/hooks/Stop': '#!/bin/sh\necho stop\n',
    });
    expect(lint({ root }).diagnostics.map((d) => [d.kind, d.span.path])).toEqual([['cline/hook-name', '.clinerules/hooks/Stop']]);
  });
});

describe('frontmatter that strict YAML rejects, judged by who reads the file', () => {
  it('an unquoted glob in a Cursor rule is the form Cursor writes: not reported', () => {
    const root = tree({ '.cursor/rules/ts.mdc': '---\ndescription: TypeScript rules\nglobs: **/*.ts\nalwaysApply: false\n---\nUse strict types.\n' });
    expect(found(root)).toEqual([]);
  });

  it("a command's frontmatter that only GitHub's file view rejects is a note that says so", () => {
    const root = tree({ '.claude/commands/fix.md': '---\ndescription: Fix an issue\nargument-hint: [issue] [priority]\n---\nFix $ARGUMENTS.\n' });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.level, d.span.range.start.line])).toEqual([['schema/yaml-strict', 'info', 3]]);
    expect(r.diagnostics[0]!.message).toMatch(/; no other harness reads `\.claude\/commands`, so only GitHub's file view, which shows a YAML error instead of the frontmatter table, rejects it$/);
  });

  it('an agent with the same frontmatter is a warning that names Copilot CLI, which drops it', () => {
    const root = tree({ '.claude/agents/fix.md': '---\nname: fix\ndescription: Fixes: issues\n---\nFix.\n' });
    const r = lint({ root });
    const strict = r.diagnostics.filter((d) => d.kind === 'schema/yaml-strict');
    expect(strict.map((d) => [d.level, d.span.range.start.line])).toEqual([['warn', 3]]);
    expect(strict[0]!.message).toMatch(/while Copilot CLI, which loads `\.claude\/agents` too, drops the agent, and GitHub's file view shows a YAML error$/);
  });
});

describe('checks held out from the suite', () => {
  it('`model:` with no value and `model: ""` both run as if no model were set: the same note for both', () => {
    const root = tree({
      '.claude/agents/a.md': '---\nname: a\ndescription: d\nmodel:\n---\nx\n',
      '.claude/agents/b.md': '---\nname: b\ndescription: d\nmodel: ""\n---\nx\n',
      '.claude/agents/c.md': '---\nname: c\ndescription: d\nmodel: 7\n---\nx\n',
    });
    const r = lint({ root, harnesses: ['claude-code'] });
    expect(r.diagnostics.map((d) => [d.kind, d.level, d.span.path, d.span.range.start.line, d.span.range.start.column])).toEqual([
      ['agents/model-valid', 'info', '.claude/agents/a.md', 4, 7],
      ['agents/model-valid', 'info', '.claude/agents/b.md', 4, 8],
      ['agents/model-valid', 'error', '.claude/agents/c.md', 4, 8],
    ]);
    expect(r.diagnostics[0]!.message).toBe('`model` has no value: Claude Code ignores it and the Agent call runs on the default model, as if `model` were not set');
  });

  it('a settings hook that runs `bash scripts/x.sh` where no such script exists', () => {
    const settings = '{\n  "hooks": {\n    "PostToolUse": [\n      { "matcher": "Edit", "hooks": [ { "type": "command", "command": "bash scripts/lint.sh" }, { "type": "command", "command": "node scripts/ok.js" } ] }\n    ]\n  }\n}\n';
    const root = tree({ '.claude/settings.json': settings, 'scripts/ok.js': '' });
    const r = lint({ root, harnesses: ['claude-code'] });
    expect(r.diagnostics.map((d) => [d.kind, d.span.range.start.line, d.span.range.start.column, d.message])).toEqual([
      ['hooks/command-script-missing', 4, 71, 'the hook script `scripts/lint.sh` does not exist: the command fails every time the hook fires, and Claude Code loads it without a message'],
    ]);
  });

  it("a prompt file whose agent is a misspelling of a custom agent of the repository, with the certain fix", () => {
    const root = tree({
      '.github/agents/reviewer.agent.md': '---\ndescription: Reviews pull requests\n---\nReview.\n',
      '.github/prompts/review.prompt.md': '---\nagent: reviewr\ndescription: Review\n---\nReview.\n',
      '.github/prompts/plan.prompt.md': '---\nagent: plan\n---\nPlan.\n',
      '.github/prompts/mine.prompt.md': '---\nagent: my-profile-agent\n---\nMine.\n',
    });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.level, d.span.path, d.span.range.start.line, d.span.range.start.column, d.suggestion?.edits[0]?.text])).toEqual([
      ['copilot/prompt-agent-unknown', 'info', '.github/prompts/mine.prompt.md', 2, 8, undefined],
      ['copilot/prompt-agent-unknown', 'warn', '.github/prompts/review.prompt.md', 2, 8, 'reviewer'],
    ]);
    // A name of no agent here may be one in the user's profile: noted, not warned.
    expect(r.diagnostics[0]!.message).toBe("`my-profile-agent` is neither a built-in agent nor a custom agent of this repository: the built-in agents are `ask`, `edit`, `agent`, `plan`; VS Code runs a prompt file with the agent its `agent` names (documented), so this one needs an agent of that name in each user's profile");
    expect(r.diagnostics[1]!.message).toBe('`reviewr` is neither a built-in agent nor a custom agent of this repository: the built-in agents are `ask`, `edit`, `agent`, `plan`; VS Code runs a prompt file with the agent its `agent` names (documented) (did you mean `reviewer`?)');
  });
});

describe('applyTo lists with brace globs', () => {
  it('a comma inside `{…}` does not split a glob: only the glob that is broken, or matches nothing, is reported', () => {
    const root = tree({
      'src/schema.graphql': 'type Q { a: Int }\n',
      '.github/instructions/gql.instructions.md': '---\napplyTo: "**/*.{graphql,gql}, src/[a-, **/*.{rs,toml}"\n---\nUse the schema.\n',
    });
    const r = lint({ root });
    expect(r.diagnostics.map((d) => [d.kind, d.span.range.start.line, /^`([^`]+)`/.exec(d.message)![1]])).toEqual([
      ['copilot/instructions-apply-to', 2, '**/*.{rs,toml}'],
      ['copilot/instructions-apply-to', 2, 'src/[a-'],
    ]);
  });
});
