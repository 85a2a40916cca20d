/** OpenCode rules on inputs the oracle cases do not cover: fixes, config entries, .opencode/opencode.json, malformed values. */
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { opencodeFindings as findings, tempTree } from './lint.js';
const row = (d: ReturnType<typeof findings>[number]) =>
  `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`;

describe('opencode/config-invalid', () => {
  it('offers the unique near value of a closed set as a certain fix, and none for a far one', () => {
    const ds = findings({ 'opencode.json': '{\n  "permission": { "edit": "alow", "bash": { "*": "never" } },\n  "share": "manul",\n  "mcp": { "a": { "type": "locl", "command": ["x"] } }\n}\n' });
    expect(ds.map(row).sort()).toEqual([
      'opencode/config-invalid error opencode.json 2:27-2:33 fix="allow" MachineApplicable',
      'opencode/config-invalid error opencode.json 2:50-2:57',
      'opencode/config-invalid error opencode.json 3:12-3:19 fix="manual" MachineApplicable',
      'opencode/config-invalid error opencode.json 4:27-4:33 fix="local" MachineApplicable',
    ]);
  });
  it('accepts a documented-valid config, `{ "enabled": false }` servers and a permission string', () => {
    expect(findings({ 'opencode.json': '{\n  "permission": "ask",\n  "mcp": { "old": { "enabled": false }, "r": { "type": "remote", "url": "https://x" } },\n  "command": { "c": { "template": "T" } },\n  "plugin": ["p", ["q", {}]],\n  "formatter": false\n}\n' })).toEqual([]);
  });
  it('wrong types everywhere: one finding per value, no crash', () => {
    const ds = findings({ '.opencode/opencode.jsonc': '{ "model": [], "mcp": { "a": 1, "b": { "type": "local" } }, "command": { "c": [] }, "agent": { "x": 1 }, "permission": { "edit": null }, "instructions": [1] }\n' });
    expect(ds.map((d) => `${d.kind} ${d.span.jsonPath}`).sort()).toEqual([
      'opencode/config-invalid $.agent.x',
      'opencode/config-invalid $.command.c',
      'opencode/config-invalid $.instructions',
      'opencode/config-invalid $.mcp.a',
      'opencode/config-invalid $.mcp.b',
      'opencode/config-invalid $.model',
      'opencode/config-invalid $.permission.edit',
    ]);
  });
});

describe('config entries are agents and commands', () => {
  it('an `agent` entry gets opencode/agent-mode with its fix, and a command entry naming no agent opencode/command-agent', () => {
    const ds = findings({ 'opencode.json': '{\n  "agent": { "x": { "mode": "subagnt" } },\n  "command": { "c": { "template": "T", "agent": "nobody" } }\n}\n' });
    expect(ds.map(row)).toEqual([
      'opencode/agent-mode error opencode.json 2:29-2:38 fix="subagent" MachineApplicable',
      'opencode/command-agent error opencode.json 3:49-3:57',
    ]);
  });
  it('a config agent can be the default agent and a command agent; a disabled built-in cannot', () => {
    expect(findings({ 'opencode.json': '{ "default_agent": "lead", "agent": { "lead": { "mode": "primary" } }, "command": { "c": { "template": "T", "agent": "lead" } } }\n' })).toEqual([]);
    expect(findings({ 'opencode.json': '{ "default_agent": "plan", "agent": { "plan": { "disable": true } } }\n' }).map((d) => d.kind)).toEqual(['opencode/default-agent']);
  });
});

describe('other rules', () => {
  it('mcp-env-syntax rewrites every `${VAR}` of a value', () => {
    const ds = findings({ 'opencode.json': '{ "mcp": { "r": { "type": "remote", "url": "https://${HOST}/${PATH_PART}" } } }\n' });
    expect(ds.map(row)).toEqual(['opencode/mcp-env-syntax warn opencode.json 1:44-1:74 fix="https://{env:HOST}/{env:PATH_PART}" MachineApplicable']);
  });
  it('instructions in .opencode/opencode.json resolve from the root or from .opencode, globs too; URLs and home paths are not checked', () => {
    const ds = findings({
      '.opencode/opencode.json': '{ "instructions": ["a.md", "b.md", "c.md", "docs/*.md", "r/*.md", "x/*.md", "https://x/y.md", "~/n.md"] }\n',
      'a.md': 'A\n',
      '.opencode/b.md': 'B\n',
      'docs/s.md': 'S\n',
      '.opencode/r/t.md': 'T\n',
    });
    expect(ds.map(row)).toEqual(['opencode/instructions-missing warn .opencode/opencode.json 1:36-1:42', 'opencode/instructions-missing warn .opencode/opencode.json 1:67-1:75']);
    expect(ds[1]!.message).toBe('OpenCode sends nothing for `x/*.md` and says nothing: the glob matches no file in the repository');
  });
  it('model-format checks `small_model` and command models', () => {
    const ds = findings({ 'opencode.json': '{ "small_model": "haiku" }\n', '.opencode/command/c.md': '---\nmodel: openai/gpt-5#low\n---\nT\n' });
    expect(ds.map(row).sort()).toEqual([
      'opencode/model-format error opencode.json 1:18-1:25',
      'opencode/model-format warn .opencode/command/c.md 2:8-2:24',
    ]);
  });
  it('a skill with no frontmatter is skipped (error at 1:1); .claude/skills alone is not read for OpenCode', () => {
    expect(findings({ '.opencode/skills/s/SKILL.md': 'Just text.\n' }).map(row)).toEqual(['opencode/skill-frontmatter error .opencode/skills/s/SKILL.md 1:1-1:1']);
    expect(findings({ '.claude/skills/s/SKILL.md': 'Just text.\n' })).toEqual([]);
  });
});

describe('V2 `agents` / `commands` entries', () => {
  it('a bad `mode` or a missing template is reported as a dropped entry, not a fatal one', () => {
    const ds = findings({ 'opencode.json': '{\n  "agents": { "a": { "mode": "banana", "frob": 1 } },\n  "commands": { "c": { "description": "x" } }\n}\n' });
    expect(ds.map((d) => `${d.kind} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message.split(':')[0]}`)).toEqual([
      'opencode/agent-mode error 2:30 OpenCode drops this `agents` entry without a word while this agent\'s `mode` is `banana`',
      'opencode/agent-frontmatter warn 2:40 OpenCode drops `frob` from this `agents` entry without a word',
      'opencode/config-invalid error 3:17 OpenCode drops this `commands` entry without a word',
    ]);
  });
});

describe('agent-field-type, skill-paths-missing, skills.paths discovery', () => {
  it('a wrong type in an agent file or entry is an error at the value, an empty value too (case `agent-file-empty-value`); under the V2 `agents` the key is dropped (agent-frontmatter)', () => {
    const ds = findings({
      '.opencode/agent/a.md': '---\ndescription: A\ntemperature: "0.2"\nsteps:\n---\nA\n',
      'opencode.json': '{ "agent": { "x": { "options": [1], "top_p": true } }, "agents": { "y": { "temperature": "hot" } } }\n',
    });
    expect(ds.map(row).sort()).toEqual([
      'opencode/agent-field-type error .opencode/agent/a.md 3:14-3:19',
      'opencode/agent-field-type error .opencode/agent/a.md 4:7-4:7',
      'opencode/agent-field-type error opencode.json 1:32-1:35',
      'opencode/agent-field-type error opencode.json 1:46-1:50',
      'opencode/agent-frontmatter warn opencode.json 1:75-1:88',
    ]);
    expect(ds.find((d) => d.span.path.endsWith('a.md'))!.message).toBe('OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): `temperature` is "0.2"; OpenCode expects a number (write it without quotes)');
  });
  it('a missing `skills.paths` folder is a warning at its string; absolute, home and `..` paths are not checked; a listed folder OpenCode reads anyway is read once', () => {
    const ds = findings({
      '.opencode/opencode.json': '{ "skills": { "paths": ["gone", "/abs", "~/s", "../up", ".claude/skills", "ok/"] } }\n',
      '.claude/skills/c/SKILL.md': '---\nname: c\ndescription: C\n---\nC\n',
      'ok/x/SKILL.md': '---\nname: x\n---\nX\n',
    });
    expect(ds.map(row).sort()).toEqual([
      'opencode/skill-frontmatter warn ok/x/SKILL.md 1:1-1:4',
      'opencode/skill-paths-missing warn .opencode/opencode.json 1:25-1:31',
    ]);
    const skills = discover(tempTree({ 'opencode.json': '{ "skills": { "paths": [".claude/skills"] } }\n', '.claude/skills/c/SKILL.md': '---\nname: c\ndescription: C\n---\nC\n' })).project.artifacts.filter((a) => a.kind === 'opencode-skill');
    expect(skills.map((a) => a.path)).toEqual(['.claude/skills/c/SKILL.md']);
  });
});

describe('colours, flow collections left open, frontmatter never closed: edges of the recorded cases', () => {
  it('`color:` with no value is an error at the key; a comment that is no `#rrggbb` code gets no fix; a V2 entry without `color` is fine', () => {
    const ds = findings({
      '.opencode/agent/e.md': '---\ndescription: E\ncolor:\n---\nE\n',
      '.opencode/agent/s.md': '---\ndescription: S\ncolor: #f00\n---\nS\n',
      '.opencode/agent/t.md': '---\ndescription: T\ncolor: Accent\n---\nT\n',
      'opencode.json': '{ "agents": { "n": { "description": "N" }, "h": { "color": "#00FF00" } }, "agent": { "m": { "color": "error" } } }\n',
    });
    expect(ds.map(row).sort()).toEqual([
      'opencode/agent-field-type error .opencode/agent/e.md 3:1-3:6',
      'opencode/agent-field-type error .opencode/agent/s.md 3:8-3:12',
      'opencode/agent-field-type error .opencode/agent/t.md 3:8-3:14 fix=accent MachineApplicable',
    ]);
    expect(ds.find((d) => d.span.path.endsWith('s.md'))!.message).toBe('OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): `color` is empty, because `#f00` written without quotes is a YAML comment');
  });
  it('a list left open inside a list, a list holding a map left open and a list closed too far left: one finding each, at the first `[` or `{` left open', () => {
    const ds = findings({
      '.opencode/agent/a.md': '---\ndescription: A\ntools:\n  - [x, y\n  - z\n---\nA\n',
      '.opencode/agent/b.md': '---\ndescription: B\noptions: [x, {y\nmode: all\n---\nB\n',
      // With a `: ` inside, OpenCode's re-read makes the value a string (as `metadata: {a: 1` in case
      // frontmatter-unclosed-flow), so the file loads and `options` has the wrong type.
      '.opencode/agent/b2.md': '---\ndescription: B\noptions: [x, {y: 1\nmode: all\n---\nB\n',
      '.opencode/agent/c.md': '---\ndescription: C\noptions: [x,\ny]\n---\nC\n',
      '.opencode/agent/d.md': '---\ndescription: "D\nmode: all\n---\nD\n',
    });
    expect(ds.map(row).sort()).toEqual([
      'opencode/agent-field-type error .opencode/agent/b2.md 3:10-3:19',
      'opencode/agent-frontmatter error .opencode/agent/a.md 4:5-4:6',
      'opencode/agent-frontmatter error .opencode/agent/b.md 3:10-3:11',
      'opencode/agent-frontmatter error .opencode/agent/c.md 3:10-3:11',
      'opencode/agent-frontmatter error .opencode/agent/d.md 4:1-4:2',
    ]);
    // A string left open is not a flow collection: the message names no `[`.
    expect(ds.find((d) => d.span.path.endsWith('d.md'))!.message).not.toContain('opened with');
  });
  it('a frontmatter never closed in a CRLF file and in a one-line file', () => {
    const ds = findings({
      '.opencode/agent/crlf.md': '---\r\ndescription: C\r\nmode: subagent\r\n',
      '.opencode/agent/crlfbody.md': '---\r\ndescription: C\r\nBody text\r\n',
      '.opencode/agent/one.md': '---',
    });
    expect(ds.map((d) => `${row(d)} ${d.level}`).sort()).toEqual([
      'opencode/agent-frontmatter error .opencode/agent/crlfbody.md 1:1-1:4 error',
      'opencode/agent-frontmatter warn .opencode/agent/crlf.md 1:1-1:4 warn',
      'opencode/agent-frontmatter warn .opencode/agent/one.md 1:1-1:4 warn',
    ]);
  });
});

describe('empty and blank values as OpenCode runs them (cases model-empty, model-blank, small-model-*, default-agent-*, command-agent-*)', () => {
  it('an empty value is read as not set (a warning); a blank `model`, `default_agent` or command `agent` fails the run (an error)', () => {
    const ds = findings({ 'opencode.json': '{\n  "model": "",\n  "small_model": "  ",\n  "default_agent": "",\n  "command": { "a": { "template": "T", "agent": "" }, "b": { "template": "T", "agent": "  " } }\n}\n' });
    expect(ds.map(row).sort()).toEqual([
      'opencode/command-agent error opencode.json 5:88-5:92',
      'opencode/command-agent warn opencode.json 5:49-5:51',
      'opencode/default-agent warn opencode.json 4:20-4:22',
      'opencode/model-format warn opencode.json 2:12-2:14',
      'opencode/model-format warn opencode.json 3:18-3:22',
    ]);
    expect(ds.find((d) => d.span.jsonPath === '$.model')!.message).toBe('`model` is empty: OpenCode runs as if it were not set (it takes a model of a configured provider); remove the key or write `provider/model-id`');
    const blank = findings({ 'opencode.json': '{ "model": "  ", "default_agent": "  " }\n' });
    expect(blank.map(row).sort()).toEqual(['opencode/default-agent error opencode.json 1:35-1:39', 'opencode/model-format error opencode.json 1:12-1:16']);
  });
});

describe('an `mcp` entry that fits neither transport (cases mcp-no-type, mcp-no-command)', () => {
  it('with a boolean `enabled`: the server is ignored, and the message says so; without: the file is refused', () => {
    const ds = findings({ 'opencode.json': '{\n  "mcp": {\n    "a": { "command": ["x"], "enabled": true },\n    "b": { "type": "local", "enabled": true, "timeout": 0 },\n    "c": { "type": "local", "command": ["x"], "timeout": -1 }\n  }\n}\n' });
    expect(ds.map(row)).toEqual([
      'opencode/config-invalid error opencode.json 3:5-3:8',
      'opencode/config-invalid error opencode.json 4:5-4:8',
      'opencode/config-invalid error opencode.json 4:57-4:58',
      'opencode/config-invalid error opencode.json 5:58-5:60',
    ]);
    expect(ds[0]!.message).toBe('OpenCode ignores MCP server `a` and never starts it: it reads an entry that fits neither `local` nor `remote` as an on/off switch (a run logs "Ignoring MCP config entry without type"): MCP server `a` has no `type` (`local` or `remote`)');
    expect(ds[1]!.message).toMatch(/^OpenCode ignores MCP server `b` and never starts it: .*: local MCP server `b` has no `command`$/);
    expect(ds[2]!.message).toMatch(/^OpenCode ignores MCP server `b` and never starts it: .*: in MCP server `b`, `b.timeout` is `0`; OpenCode expects a whole number above 0$/);
    expect(ds[3]!.message).toMatch(/^OpenCode refuses to start \(every command exits 1 with "Configuration is invalid"\): in MCP server `c`, `c.timeout` is `-1`/);
  });
  it('an empty `$schema` gets a warning with the certain fix', () => {
    expect(findings({ 'opencode.json': '{ "$schema": "" }\n' }).map(row)).toEqual(['opencode/config-invalid warn opencode.json 1:14-1:16 fix="https://opencode.ai/config.json" MachineApplicable']);
  });
});

describe('opencode/agent-frontmatter on provider options', () => {
  it('a documented provider option is info (passed to the provider, which reads it); another unknown key says it reaches the provider', () => {
    const ds = findings({ 'opencode.json': '{\n  "agent": { "deep": { "model": "openai/o3", "reasoningEffort": "high", "id": "x" } }\n}\n' }).filter((d) => d.kind === 'opencode/agent-frontmatter');
    expect(ds.map((d) => [d.level, d.span.range.start.line, d.span.range.start.column, d.message])).toEqual([
      ['info', 2, 46, '`reasoningEffort` is not an OpenCode agent setting: OpenCode passes it to the model provider as a model option (documented), so only a provider that reads `reasoningEffort` acts on it'],
      ['warn', 2, 73, 'OpenCode does not know `id` as an agent setting: it moves it into the agent\'s `options` and sends it to the model provider with every request, where it does nothing unless that provider reads an option of that name'],
    ]);
  });
});
