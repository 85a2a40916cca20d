import { describe, expect, it } from '@jest/globals';
import fieldEnums from '../../../src/harnesses/claude-code/rules/agents/field-enums.js';
import modelPolicy from '../../../src/harnesses/claude-code/rules/agents/model-policy.js';
import modelValid from '../../../src/harnesses/claude-code/rules/agents/model-valid.js';
import pluginIgnored from '../../../src/harnesses/claude-code/rules/agents/plugin-ignored-fields.js';
import toolsKnown from '../../../src/harnesses/claude-code/rules/agents/tools-known.js';
import allowedTools from '../../../src/harnesses/claude-code/rules/commands/allowed-tools-known.js';
import serverAllowlist from '../../../src/harnesses/claude-code/rules/mcp/server-allowlist.js';
import frontmatterRequired from '../../../src/rules/schema/frontmatter-required.js';
import nameFormat from '../../../src/harnesses/claude-code/rules/agents/name-format.js';
import unknownField from '../../../src/rules/schema/unknown-field.js';
import { applyEdits } from '../../../src/engine/fix.js';
import { artifactOf, at, parseAs, runRule } from '../../helpers/index.js';

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
  it('an entry with a space is split by Claude Code into names judged on their own (`Read, Microsoft Docs`)', () => {
    const [r, ...rest] = runRule(toolsKnown, agent('tools: Read, Microsoft Docs'));
    expect(rest).toEqual([]);
    expect([at(r!), r!.level, r!.suggestion, r!.message]).toEqual([
      '4:14-4:28',
      'warn',
      undefined,
      '`Microsoft Docs` in `tools` holds a space: Claude Code splits it into `Microsoft` and `Docs`, each judged on its own; `Microsoft` and `Docs` are not tools it knows, so they are silently ignored',
    ]);
    // Two known names with a space: they work as written; commas say the same thing, a certain fix.
    const a = agent('tools: Read Grep, Bash(git diff)');
    const [k, ...none] = runRule(toolsKnown, a);
    expect(none).toEqual([]);
    expect([at(k!), k!.level, k!.effect, k!.message]).toEqual(['4:8-4:17', 'info', 'style', '`Read Grep` in `tools` holds a space: Claude Code splits it into `Read` and `Grep`, each judged on its own; each is a tool it knows, so it works as written']);
    expect(fixed(a, k!)).toContain('tools: Read, Grep, Bash(git diff)\n');
    // Only unknown words after the split: no tool at all, an error naming the split names.
    const [z] = runRule(toolsKnown, agent('tools: Microsoft Docs')).filter((d) => d.level === 'error');
    expect(z!.message).toBe('no entry of `tools` is a tool Claude Code knows (`Microsoft`, `Docs`): it refuses to spawn this agent ("would be spawned with zero tools")');
  });
  it('points at each unknown entry inside a comma string with a certain fix', () => {
    const a = agent('tools: Read, Wrte, Grep');
    const [r, ...rest] = runRule(toolsKnown, a);
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('4:14-4:18');
    expect(r!.message).toContain('unknown tool `Wrte`');
    expect(fixed(a, r!)).toContain('tools: Read, Write, Grep\n');
  });
  it('reads a quoted flow list after Claude Code\'s re-read as the list it is (issue 24; oracle: placements p-tools-*-reread, rules-runtime)', () => {
    const text = '---\nname: a\ndescription: Use this agent when x. Examples: <example>Context: y\\nuser: "/h"\\n</example>\nmodel: inherit\ntools: ["Read", \'Grep\', Wrte]\n---\nbody\n';
    const a = artifactOf('agent', '.claude/agents/a.md', text);
    expect(a.markdown!.frontmatter.lenient).toBe(true);
    const tools = a.root!.type === 'map' ? a.root!.pairs.find((p) => p.key === 'tools')!.value! : null;
    expect(tools!.type === 'seq' && tools!.items.map((i) => [i.type === 'scalar' ? i.value : null, at(i)])).toEqual([['Read', '5:9-5:15'], ['Grep', '5:17-5:23'], ['Wrte', '5:25-5:29']]);
    const desc = a.root!.type === 'map' ? a.root!.pairs.find((p) => p.key === 'description')!.value! : null;
    // The value the re-read quoted: the text as written, its range in the file.
    expect(desc!.type === 'scalar' && [desc!.value, desc!.raw, desc!.quoted, at(desc!)]).toEqual(['Use this agent when x. Examples: <example>Context: y\\nuser: "/h"\\n</example>', 'Use this agent when x. Examples: <example>Context: y\\nuser: "/h"\\n</example>', false, '3:14-3:90']);
    const rs = runRule(toolsKnown, a);
    expect(rs.map((r) => [at(r), r.level, r.message.slice(0, 20)])).toEqual([['5:25-5:29', 'warn', 'unknown tool `Wrte` ']]);
    expect(fixed(a, rs[0]!)).toContain('tools: ["Read", \'Grep\', Write]\n');
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
    expect(r!.message).toBe('`KillShell` in `tools` was renamed: it still works as an alias; use `TaskStop`');
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
    expect(runRule(frontmatterRequired, s).map((r) => [r.level, r.message])).toEqual([['warn', 'skill has no `description`: Claude Code describes it to the model with its first body line, and the Agent Skills spec requires one']]);
  });
  // Oracle: oracle/claude-code/placements.json, cases p-desc-missing, p-desc-empty, p-desc-blank-quoted.
  it('a plugin agent without a description loads with a placeholder: a warning that says so, at the key', () => {
    for (const [fm, range, which] of [['', '1:1-1:4', 'no'], ['\ndescription:', '3:1-3:12', 'no'], ['\ndescription: "  "', '3:14-3:18', 'a blank']] as const) {
      const a = artifactOf('agent', 'p/agents/x.md', `---\nname: x${fm}\n---\n`, { pluginRoot: 'p' });
      expect(runRule(frontmatterRequired, a).map((r) => [at(r), r.level, r.message])).toEqual([
        [range, 'warn', `plugin agent has ${which} \`description\`: Claude Code loads it with the description "Agent from <plugin> plugin", so the main agent cannot tell when to use it`],
      ]);
    }
  });
  it('a project agent whose description is only blanks loads with it: a warning at the value', () => {
    const a = artifactOf('agent', '.claude/agents/x.md', '---\nname: x\ndescription: "  "\n---\n');
    expect(runRule(frontmatterRequired, a).map((r) => [at(r), r.level, r.message])).toEqual([
      ['3:14-3:18', 'warn', 'agent `description` is only blanks: Claude Code loads the agent with that blank description, so the main agent cannot tell when to use it'],
    ]);
    const empty = artifactOf('agent', '.claude/agents/x.md', '---\nname: x\ndescription: ""\n---\n');
    expect(runRule(frontmatterRequired, empty).map((r) => [at(r), r.level, r.message])).toEqual([['3:1-3:12', undefined, 'agent has no `description`: Claude Code skips the file silently']]);
  });
  it('a plugin skill or command without a description is not offered to the model; a project command is left alone', () => {
    const s = artifactOf('skill', 'p/skills/x/SKILL.md', '---\nname: x\n---\n', { pluginRoot: 'p' });
    expect(runRule(frontmatterRequired, s).map((r) => [r.level, r.message])).toEqual([['warn', "plugin skill has no `description`: Claude Code does not offer it to the model (it is missing from the Skill tool's list), so only a user who types it runs it; the Agent Skills spec requires one"]]);
    const c = artifactOf('command', 'p/commands/x.md', '---\nargument-hint: x\n---\nbody\n', { pluginRoot: 'p' });
    expect(runRule(frontmatterRequired, c).map((r) => [at(r), r.level, r.message])).toEqual([['1:1-1:4', 'warn', "plugin command has no `description`: Claude Code does not offer it to the model (it is missing from the Skill tool's list), so only a user who types it runs it"]]);
    expect(runRule(frontmatterRequired, artifactOf('command', '.claude/commands/x.md', '---\nargument-hint: x\n---\nbody\n'))).toEqual([]);
  });
});

describe('agents/name-format by placement (oracle: placements.json p-name-colon, p-name-lead-dash)', () => {
  it('a colon or a leading hyphen: an error for a project agent (never loaded), a warning for a plugin agent (listed as <plugin>:<name>)', () => {
    for (const name of ['s:colon', '-lead']) {
      const project = artifactOf('agent', '.claude/agents/x.md', `---\nname: ${name}\ndescription: d\n---\n`);
      const [p] = runRule(nameFormat, project);
      expect([name, at(p!), p!.level, p!.message]).toEqual([name, `2:7-2:${7 + name.length}`, 'error', `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: Claude Code never loads this agent`]);
      const plugin = artifactOf('agent', 'p/agents/x.md', `---\nname: ${name}\ndescription: d\n---\n`, { pluginRoot: 'p' });
      const [g] = runRule(nameFormat, plugin);
      expect([name, at(g!), g!.level, g!.message]).toEqual([name, `2:7-2:${7 + name.length}`, undefined, `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: as a plugin agent Claude Code still lists it (as \`<plugin>:${name}\`), while a project agent so named is skipped, and \`Agent(${name})\` references are ambiguous`]);
    }
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
    // The same word spelt another way, or one slip, is certain; two edits away is a suggestion.
    expect(rs.map((r) => r.suggestion?.applicability)).toEqual(['MachineApplicable', 'MachineApplicable']);
    const [far] = runRule(unknownField, agent('mdeol: opus'));
    expect([far!.suggestion?.edits[0]!.text, far!.suggestion?.applicability]).toEqual(['model', 'MaybeIncorrect']);
  });
  it('never offers a key whose value takes another shape: `tools: Read, Grep` in a skill is not `hooks`', () => {
    const skill = (fm: string) => parseAs('skill', '.claude/skills/x/SKILL.md', `---\nname: x\ndescription: d\n${fm}\n---\n`).artifacts[0]!;
    const [t] = runRule(unknownField, skill('tools: Read, Glob, Grep, Bash'));
    expect([at(t!), t!.message, t!.suggestion?.applicability, t!.suggestion?.edits[0]!.text]).toEqual([
      '4:1-4:6',
      'unknown skill field `tools`: Claude Code ignores it (in a skill the list is `allowed-tools`)',
      'MaybeIncorrect',
      'allowed-tools',
    ]);
    // With `allowed-tools` already there, no rename (it would write a duplicate key), and never `hooks`.
    const [u] = runRule(unknownField, skill('allowed-tools: Read\ntools: Read, Grep'));
    expect([at(u!), u!.message, u!.suggestion]).toEqual(['5:1-5:6', 'unknown skill field `tools`: Claude Code ignores it (in a skill the list is `allowed-tools`)', undefined]);
    const [k] = runRule(unknownField, skill('hookz: Read, Grep'));
    expect([k!.message, k!.suggestion]).toEqual(['unknown skill field `hookz`: Claude Code ignores it', undefined]);
    expect(k!.help).toMatch(/^`hooks` is spelt alike but takes a mapping; documented skill fields: name, /);
    // `hoks:` holding a mapping is the `hooks` object with one slip: certain.
    const [h] = runRule(unknownField, skill('hoks:\n  Stop: []'));
    expect([h!.message, h!.suggestion?.applicability, h!.suggestion?.edits[0]!.text]).toEqual(['unknown skill field `hoks`: Claude Code ignores it (did you mean `hooks`?)', 'MachineApplicable', 'hooks']);
  });
  it('names the other kind\'s list but offers no rename when the list it would become holds names Claude Code does not know', () => {
    const skill = parseAs('skill', '.claude/skills/x/SKILL.md', '---\nname: x\ndescription: d\ntools: Read, pytest\n---\n').artifacts[0]!;
    const [r] = runRule(unknownField, skill);
    expect([r!.message, r!.suggestion]).toEqual(['unknown skill field `tools`: Claude Code ignores it (in a skill the list is `allowed-tools`)', undefined]);
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
