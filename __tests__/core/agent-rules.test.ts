import { describe, expect, it } from '@jest/globals';
import fieldEnums from '../../src/rules/agents/field-enums.js';
import modelPolicy from '../../src/rules/agents/model-policy.js';
import modelValid from '../../src/rules/agents/model-valid.js';
import pluginIgnored from '../../src/rules/agents/plugin-ignored-fields.js';
import toolsKnown from '../../src/rules/agents/tools-known.js';
import allowedTools from '../../src/rules/commands/allowed-tools-known.js';
import serverAllowlist from '../../src/rules/mcp/server-allowlist.js';
import frontmatterRequired from '../../src/rules/schema/frontmatter-required.js';
import unknownField from '../../src/rules/schema/unknown-field.js';
import { applyEdits } from '../../src/engine/fix.js';
import { artifactOf, at, parseAs, runRule } from '../helpers/index.js';

const agent = (fm: string, ctx = {}) => artifactOf('agent', '.claude/agents/a.md', `---\nname: a\ndescription: d\n${fm}\n---\nbody\n`, ctx);
const fixed = (a: ReturnType<typeof agent>, r: { suggestion?: { edits: Parameters<typeof applyEdits>[1] } }) => applyEdits(a.file.text, r.suggestion!.edits);

describe('agents/model-valid', () => {
  it('accepts aliases, inherit, session aliases and full-ID shapes', () => {
    for (const m of ['sonnet', 'opus', 'haiku', 'fable', 'inherit', 'opusplan', '"sonnet[1m]"', 'claude-opus-5', 'claude-sonnet-4-5-20250929', '"claude-opus-4-8[1m]"', '"us.anthropic.claude-haiku-4-5-20251001-v1:0"', 'claude-sonnet-4-5@20250929', '"arn:aws:bedrock:us-east-1:123456789012:inference-profile/x"']) {
      expect([m, runRule(modelValid, agent(`model: ${m}`))]).toEqual([m, []]);
    }
  });
  // Claude Code 2.1.332 sends an unknown model as written and the Agent call fails (oracle case rules-runtime:
  // model-sonet); the old tests pinned `warn` and "falls back to `inherit`", which the runtime disproves.
  it('reports a typo of an alias as an error: sent as written, the Agent call fails; with a certain fix', () => {
    const a = agent('model: sonet');
    const [r] = runRule(modelValid, a);
    expect(at(r!)).toBe('4:8-4:13');
    expect(r!.level).toBeUndefined(); // the rule default, error
    expect(modelValid.meta.defaultLevel).toBe('error');
    expect(r!.message).toBe(
      'model `sonet` is not a known model: Claude Code sends it to the API as written (no fallback to `inherit`), the API rejects it and the Agent call fails (did you mean `sonnet`?)',
    );
    expect(r!.suggestion!.applicability).toBe('MachineApplicable');
    expect(fixed(a, r!)).toContain('model: sonnet\n');
  });
  it('accepts aliases in any case (2.1.332 runs `Opus` and `HAIKU` on the alias model)', () => {
    expect(runRule(modelValid, agent('model: Opus'))).toEqual([]);
    expect(runRule(modelValid, agent('model: HAIKU'))).toEqual([]);
  });
  it('reports an ID-shaped unknown value as info', () => {
    const [r] = runRule(modelValid, agent('model: gpt-4o'));
    expect(r!.level).toBe('info');
    expect(at(r!)).toBe('4:8-4:14');
  });
  it('runs on skills and commands too', () => {
    expect(modelValid.meta.kinds).toEqual(expect.arrayContaining(['agent', 'skill', 'command']));
    const cmd = artifactOf('command', '.claude/commands/c.md', '---\ndescription: d\nmodel: haiku-fast\n---\n');
    const [r] = runRule(modelValid, cmd);
    expect(at(r!)).toBe('3:8-3:18');
    expect(r!.message).toBe('model `haiku-fast` is not a known model: Claude Code sends it to the API as written (no fallback to `inherit`), the API rejects it and the command fails');
  });
});

describe('agents/tools-known', () => {
  it('accepts known names, rules and MCP patterns in both forms', () => {
    expect(runRule(toolsKnown, agent('tools: Read, Bash(git add:*, git commit:*), mcp__github__*, Agent(reviewer)'))).toEqual([]);
    expect(runRule(toolsKnown, agent('tools:\n  - Read\n  - "WebFetch(domain:example.com)"'))).toEqual([]);
  });
  it('points at each unknown entry inside a comma string with a certain fix', () => {
    const a = agent('tools: Read, Wrte, Grep');
    const [r, ...rest] = runRule(toolsKnown, a);
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('4:14-4:18');
    expect(r!.message).toContain('unknown tool `Wrte`');
    expect(fixed(a, r!)).toContain('tools: Read, Write, Grep\n');
  });
  it('does not split on commas inside parentheses', () => {
    const rs = runRule(toolsKnown, agent('tools: Bash(a, b), Nope'));
    expect(rs.map((r) => [r.message.slice(0, 20), at(r)])).toEqual([['unknown tool `Nope` ', '4:20-4:24']]);
  });
  it('names the replacement of renamed and removed tools', () => {
    const a = agent('tools:\n  - Task(explorer)\n  - MultiEdit');
    const [task, multi] = runRule(toolsKnown, a);
    expect(at(task!)).toBe('5:5-5:19');
    expect(task!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'Agent(explorer)' }] });
    expect(multi!.message).toContain('use `Edit`');
    expect(multi!.suggestion!.applicability).toBe('MaybeIncorrect');
  });
  it('treats KillShell and KillBash as renames of TaskStop that still work (2.1.332 maps them)', () => {
    const a = agent('tools: Read, KillShell');
    const [r, ...rest] = runRule(toolsKnown, a);
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('4:14-4:23');
    expect(r!.level).toBe('warn');
    expect(r!.message).toBe('`KillShell` in `tools` was renamed and still works as an alias; use `TaskStop`');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'TaskStop' }] });
  });
  it('is an error when no entry of tools is a tool: Claude Code refuses to spawn the agent', () => {
    const rs = runRule(toolsKnown, agent('tools: Wrte, MultiEdit'));
    expect(rs.map((r) => [at(r), r.level ?? 'warn'])).toEqual([['4:8-4:12', 'warn'], ['4:14-4:23', 'warn'], ['4:8-4:23', 'error']]);
    expect(rs[2]!.message).toBe('no entry of `tools` is a tool Claude Code knows (`Wrte`, `MultiEdit`): it refuses to spawn this agent ("would be spawned with zero tools")');
    expect(runRule(toolsKnown, agent('tools: Wrte, Task')).filter((r) => r.level === 'error')).toEqual([]);
    expect(runRule(toolsKnown, agent('tools: mcp__github__*')).filter((r) => r.level === 'error')).toEqual([]);
  });
  it('checks disallowedTools and reports malformed entries', () => {
    const rs = runRule(toolsKnown, agent('disallowedTools: "Bash(), mcp__"'));
    expect(rs.map((r) => at(r))).toEqual(['4:19-4:25', '4:27-4:32']);
  });
});

describe('commands/allowed-tools-known', () => {
  it('splits on spaces and commas, fixing case', () => {
    const c = artifactOf('command', '.claude/commands/c.md', '---\nallowed-tools: Read bash(git:*)\n---\n');
    const [r] = runRule(allowedTools, c);
    expect(at(r!)).toBe('2:21-2:32');
    expect(r!.suggestion!.edits[0]!.text).toBe('Bash(git:*)');
  });
});

describe('agents/field-enums', () => {
  it('accepts every documented value', () => {
    expect(runRule(fieldEnums, agent('permissionMode: manual\neffort: xhigh\ncolor: cyan\nisolation: worktree\nmemory: local\nmaxTurns: 3\nbackground: true'))).toEqual([]);
  });
  it('fixes a case-only enum mismatch with MachineApplicable', () => {
    const a = agent('permissionMode: acceptedits');
    const [r] = runRule(fieldEnums, a);
    expect(at(r!)).toBe('4:17-4:28');
    expect(fixed(a, r!)).toContain('permissionMode: acceptEdits');
  });
  it('reports undocumented values without a certain fix', () => {
    const [r] = runRule(fieldEnums, agent('color: magenta'));
    expect(r!.message).toContain('color `magenta` is not a documented value');
    expect(r!.suggestion).toBeUndefined();
  });
  it('checks maxTurns and background types; accepts a quoted number, a quoted boolean and an integer effort (2.1.332 applies them)', () => {
    const rs = runRule(fieldEnums, agent('maxTurns: 0\nbackground: "yes"'));
    expect(rs.map((r) => at(r))).toEqual(['4:11-4:12', '5:13-5:18']);
    expect(rs[0]!.message).toBe('maxTurns must be a positive integer, not `0`: Claude Code ignores it (a debug-log line) and sets no turn limit');
    // The old test expected a finding on `maxTurns: "12"`; Claude Code applies it (oracle case rules-runtime: maxturns-quoted).
    expect(runRule(fieldEnums, agent('maxTurns: "12"\nbackground: "true"\neffort: 3\nisolation: remote'))).toEqual([]);
  });
  it('says an invalid permissionMode is ignored and the agent runs', () => {
    const [r] = runRule(fieldEnums, agent('permissionMode: yolo'));
    expect(r!.message).toBe(
      'permissionMode `yolo` is not a valid value: Claude Code ignores it (a debug-log line) and the agent runs in the session\'s permission mode; want `default`, `acceptEdits`, `auto`, `dontAsk`, `bypassPermissions`, `plan` or `manual`',
    );
  });
});

describe('agents/plugin-ignored-fields', () => {
  const text = '---\nname: a\ndescription: d\npermissionMode: plan\nhooks: {}\nmcpServers: [github]\n---\n';
  it('reports each ignored key on plugin agents', () => {
    const a = artifactOf('agent', 'p/agents/a.md', text, { pluginRoot: 'p' });
    expect(runRule(pluginIgnored, a).map((r) => at(r))).toEqual(['4:1-4:15', '5:1-5:6', '6:1-6:11']);
  });
  it('is silent for project agents', () => {
    expect(runRule(pluginIgnored, artifactOf('agent', '.claude/agents/a.md', text))).toEqual([]);
  });
});

describe('schema/frontmatter-required', () => {
  it('is an error for an agent without description, at the opening fence', () => {
    const a = artifactOf('agent', '.claude/agents/a.md', '---\nname: a\n---\n');
    const [r] = runRule(frontmatterRequired, a);
    expect(at(r!)).toBe('1:1-1:4');
    expect(r!.message).toContain('skips the file silently');
    expect(r!.level).toBeUndefined();
    expect(frontmatterRequired.meta.defaultLevel).toBe('error');
  });
  it('warns for a plugin agent without name (it loads under its file name)', () => {
    const a = artifactOf('agent', 'p/agents/x.md', '---\ndescription: d\n---\n', { pluginRoot: 'p' });
    const [r] = runRule(frontmatterRequired, a);
    expect(r!.level).toBe('warn');
    expect(r!.suggestion!.edits[0]!.text).toBe('name: x\n');
  });
  it('warns for a skill without description', () => {
    const s = artifactOf('skill', '.claude/skills/x/SKILL.md', '---\nname: x\n---\n');
    expect(runRule(frontmatterRequired, s).map((r) => r.level)).toEqual(['warn']);
  });
});

describe('schema/unknown-field', () => {
  it('renames a typo and the kebab-case spelling of an agent field', () => {
    const a = agent('modle: opus\ndisallowed-tools: Bash');
    const rs = runRule(unknownField, a);
    expect(rs.map((r) => [at(r), r.suggestion?.edits[0]!.text])).toEqual([
      ['4:1-4:6', 'model'],
      ['5:1-5:17', 'disallowedTools'],
    ]);
  });
  it('accepts lints and every documented skill field', () => {
    expect(runRule(unknownField, agent('lints: {agents/name-format: allow}'))).toEqual([]);
    const s = parseAs('skill', '.claude/skills/x/SKILL.md', '---\nname: x\ndescription: d\nwhen_to_use: w\nshell: bash\n---\n').artifacts[0]!;
    expect(runRule(unknownField, s)).toEqual([]);
  });
});

describe('agents/model-policy', () => {
  it('validates its options', () => {
    expect(modelPolicy.validateOptions!({})).toEqual(['set `require: inherit` or `allowlist: [...]`']);
    expect(modelPolicy.validateOptions!({ require: 'opus' })).toEqual(['`require` must be `inherit`, not `opus`']);
    expect(modelPolicy.validateOptions!({ require: 'inherit', allowlist: [] })).toHaveLength(1);
    expect(modelPolicy.validateOptions!({ allowlist: ['sonet'] })).toEqual(['allowlist entry `sonet` is not a valid model value']);
  });
  it('require: inherit fires on any set model', () => {
    const [r] = runRule(modelPolicy, agent('model: opus'), { require: 'inherit' });
    expect(at(r!)).toBe('4:8-4:12');
    expect(runRule(modelPolicy, agent('model: inherit'), { require: 'inherit' })).toEqual([]);
  });
  it('allowlist treats an absent model as inherit', () => {
    const [r] = runRule(modelPolicy, agent(''), { allowlist: ['opus'] });
    expect(r!.message).toContain('absent, so `inherit`');
    expect(at(r!)).toBe('2:7-2:8');
    expect(runRule(modelPolicy, agent(''), { allowlist: ['inherit'] })).toEqual([]);
  });
});

describe('mcp/server-allowlist', () => {
  it('anchors on the server name key; an empty list blocks all', () => {
    const pf = parseAs('mcp', '.mcp.json', '{\n  "mcpServers": {\n    "github": {"type": "http", "url": "https://x"},\n    "db": {"command": "x"}\n  }\n}\n');
    const [gh, db] = pf.artifacts;
    expect(runRule(serverAllowlist, gh!, { allowlist: ['github'] })).toEqual([]);
    const [r] = runRule(serverAllowlist, db!, { allowlist: ['github'] });
    expect(at(r!)).toBe('4:5-4:9');
    expect(runRule(serverAllowlist, gh!, { allowlist: [] })[0]!.message).toContain('every server is blocked');
  });
  it('sees servers declared in agent frontmatter, by reference or inline', () => {
    const pf = parseAs('agent', '.claude/agents/a.md', '---\nname: a\ndescription: d\nmcpServers:\n  - github\n  - local:\n      command: x\n---\n');
    const servers = pf.artifacts.filter((a) => a.kind === 'mcp');
    expect(servers.map((s) => [s.element.name, at({ range: s.nameRange! })])).toEqual([['github', '5:5-5:11'], ['local', '6:5-6:10']]);
  });
});
