import { describe, expect, it } from '@jest/globals';
import eventKnown from '../../../src/harnesses/claude-code/rules/hooks/event-known.js';
import handler from '../../../src/harnesses/claude-code/rules/hooks/handler.js';
import matcherIgnored from '../../../src/harnesses/claude-code/rules/hooks/matcher-ignored.js';
import { artifactOf, at, runRule } from '../../helpers/index.js';

const settings = (hooks: string) => artifactOf('hooks', '.claude/settings.json', `{\n  "hooks": ${hooks}\n}\n`);
const cmd = '{ "type": "command", "command": "./x.sh" }';

describe('hooks/event-known', () => {
  it('accepts documented events', () => {
    expect(runRule(eventKnown, settings(`{ "PreToolUse": [], "SessionStart": [], "ElicitationResult": [] }`))).toEqual([]);
  });
  it('renames a case-only event MachineApplicable at the key', () => {
    const [r, ...rest] = runRule(eventKnown, settings(`{ "pretooluse": [ { "hooks": [${cmd}] } ] }`));
    expect(rest).toEqual([]);
    expect(eventKnown.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('2:14-2:26');
    expect(r!.message).toContain('did you mean `PreToolUse`');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"PreToolUse"' }] });
  });
  it('checks hooks in agent frontmatter too, and gives no fix when nothing is close', () => {
    const agent = artifactOf('agent', '.claude/agents/a.md', '---\nname: a\ndescription: d\nhooks:\n  BeforeEverything:\n    - hooks: []\n---\n');
    const [r] = runRule(eventKnown, agent);
    expect(at(r!)).toBe('5:3-5:19');
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('hooks/handler', () => {
  it('accepts every handler type on an event that runs it', () => {
    const all = `{ "PreToolUse": [ { "matcher": "Bash", "hooks": [ ${cmd}, { "type": "http", "url": "https://x" }, { "type": "mcp_tool", "server": "s", "tool": "t" }, { "type": "prompt", "prompt": "p" }, { "type": "agent", "prompt": "p" } ] } ], "SessionStart": [ { "hooks": [ ${cmd} ] } ] }`;
    expect(runRule(handler, settings(all))).toEqual([]);
  });
  it('corrects an unknown type with a unique near value, at the value', () => {
    const [r, ...rest] = runRule(handler, settings(`{ "Stop": [ { "hooks": [ { "type": "comand", "command": "x" } ] } ] }`));
    expect(rest).toEqual([]);
    expect(handler.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('2:47-2:55');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"command"' }] });
  });
  it('reports a missing required field, and types the event does not run', () => {
    const rs = runRule(handler, settings(`{ "PreToolUse": [ { "hooks": [ { "type": "mcp_tool", "server": "s" } ] } ], "Notification": [ { "hooks": [ { "type": "prompt", "prompt": "p" } ] } ], "SessionStart": [ { "hooks": [ { "type": "http", "url": "u" } ] } ] }`));
    expect(rs.map((r) => r.message.split(':')[0])).toEqual([
      'a `mcp_tool` hook needs `tool`',
      '`Notification` does not run `prompt` hooks (only `PreToolUse`, `PermissionRequest`, `PostToolUse`, `PostToolUseFailure`, `UserPromptSubmit`, `Stop`, `SubagentStop`, `TaskCreated` and `TaskCompleted` do)',
      '`SessionStart` runs only `command` hooks',
    ]);
    expect(at(rs[0]!)).toBe('2:53-2:63');
    expect(rs.map((r) => r.level)).toEqual([undefined, undefined, 'warn']);
    expect(rs.every((r) => r.suggestion === undefined)).toBe(true);
  });
  it('explains a handler placed directly under the event', () => {
    const [r] = runRule(handler, settings(`{ "Stop": [ ${cmd} ] }`));
    expect(r!.message).toContain('is a handler');
    expect(at(r!)).toBe('2:24-2:25');
  });
  it('adds a missing type to a command handler MaybeIncorrect', () => {
    const [r] = runRule(handler, settings(`{ "Stop": [ { "hooks": [ { "command": "./x.sh" } ] } ] }`));
    expect(at(r!)).toBe('2:37-2:38');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"type": "command", "command": "./x.sh"' }] });
  });
});

describe('hooks/matcher-ignored', () => {
  it('accepts matchers where they are used, and empty or * matchers anywhere', () => {
    expect(runRule(matcherIgnored, settings(`{ "PreToolUse": [ { "matcher": "Bash", "hooks": [${cmd}] } ], "Stop": [ { "matcher": "", "hooks": [${cmd}] }, { "matcher": "*", "hooks": [${cmd}] } ] }`))).toEqual([]);
  });
  it('flags a matcher on Stop at the value and removes the pair MaybeIncorrect', () => {
    const text = `{ "Stop": [ { "matcher": "Bash", "hooks": [${cmd}] } ] }`;
    const a = settings(text);
    const [r, ...rest] = runRule(matcherIgnored, a);
    expect(rest).toEqual([]);
    expect(matcherIgnored.meta.defaultLevel).toBe('warn');
    expect(at(r!)).toBe('2:37-2:43');
    const e = r!.suggestion!.edits[0]!;
    expect(r!.suggestion!.applicability).toBe('MaybeIncorrect');
    const fixed = a.file.text.slice(0, e.range.start.offset) + e.text + a.file.text.slice(e.range.end.offset);
    expect(JSON.parse(fixed)).toEqual({ hooks: { Stop: [{ hooks: [{ type: 'command', command: './x.sh' }] }] } });
  });
});

describe('hooks/matcher-ignored in frontmatter', () => {
  it('removes a `- matcher:` line without breaking the YAML sequence', async () => {
    const { parse } = await import('yaml');
    const text = '---\nname: a\ndescription: d\nhooks:\n  Stop:\n    - matcher: Bash\n      hooks:\n        - type: command\n          command: ./x.sh\n---\n';
    const a = artifactOf('agent', '.claude/agents/a.md', text);
    const [r] = runRule(matcherIgnored, a);
    expect(at(r!)).toBe('6:16-6:20');
    const e = r!.suggestion!.edits[0]!;
    const fixed = a.file.text.slice(0, e.range.start.offset) + e.text + a.file.text.slice(e.range.end.offset);
    expect(parse(fixed.split('---\n')[1]!).hooks).toEqual({ Stop: [{ hooks: [{ type: 'command', command: './x.sh' }] }] });
  });
});
