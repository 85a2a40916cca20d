/** settings/* rules on `.claude/settings.json`: exact ids, levels, ranges, messages, fixes. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function run(text: string, path = '.claude/settings.json') {
  const root = writeTree({ [path]: text });
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.kind.startsWith('settings/'));
}
const pos = (d: { span: { range: { start: { line: number; column: number }; end: { line: number; column: number } } } }) =>
  `${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`;

const PLANTED = `{
  "permissions": {
    "deny": ["Bash(git push:*)", "Write(secrets/**)"],
    "ask": ["Bash(git push origin main)"],
    "allow": ["Bash(npm run:* --watch)", "WebFetch(example.com)", "Bsh(ls)", "mcp__github__get(x)", "Read(src/**)", 5],
    "defaultMode": "acceptEdit"
  },
  "cleanupPeriodDays": "30",
  "env": "FOO=1"
}
`;

describe('settings rules', () => {
  const ds = run(PLANTED);
  const row = (d: (typeof ds)[number]) => `${d.kind} ${d.level} ${pos(d)} ${d.harness}`;
  it('finds every planted mistake at its value, each about claude-code', () => {
    expect(ds.map(row)).toEqual([
      'settings/permission-never-applied warn 3:34-3:53 claude-code',
      'settings/permission-shadowed warn 4:13-4:41 claude-code',
      'settings/permission-syntax warn 5:15-5:40 claude-code',
      'settings/permission-syntax warn 5:42-5:65 claude-code',
      'settings/permission-syntax warn 5:67-5:76 claude-code',
      'settings/permission-syntax warn 5:78-5:99 claude-code',
      'settings/field-types error 5:117-5:118 claude-code',
      'settings/default-mode error 6:20-6:32 claude-code',
      'settings/field-types error 8:24-8:28 claude-code',
      'settings/field-types error 9:10-9:17 claude-code',
    ]);
  });
  it('says why, with the documented behaviour', () => {
    const msg = (kind: string, i = 0) => ds.filter((d) => d.kind === kind)[i]!.message;
    expect(msg('settings/permission-never-applied')).toBe('`Write(secrets/**)` in `permissions.deny` is never applied: path rules are written as `Read(…)` or `Edit(…)`, and `Edit(…)` covers Write (documented; Claude Code loads it without a warning)');
    expect(msg('settings/permission-shadowed')).toBe('`Bash(git push origin main)` in `permissions.ask` never takes effect: `Bash(git push:*)` in `permissions.deny` matches first (deny, then ask, then allow; documented)');
    expect(msg('settings/permission-syntax', 0)).toBe('`Bash(npm run:* --watch)`: `:*` is a prefix match only at the end of the rule; elsewhere it is matched literally (use `*` for a wildcard) (documented)');
    expect(msg('settings/permission-syntax', 1)).toBe('`WebFetch(example.com)`: WebFetch rules are written `WebFetch(domain:example.com)` (Claude Code skips this rule)');
    expect(msg('settings/permission-syntax', 2)).toBe('`Bsh` in `Bsh(ls)` is not a Claude Code tool: the rule matches nothing (did you mean `Bash`?) (documented)');
    expect(msg('settings/permission-syntax', 3)).toBe('`mcp__github__get(x)`: MCP rules take no specifier; write `mcp__server` or `mcp__server__tool` (Claude Code skips this rule)');
    expect(msg('settings/field-types', 0)).toBe('entries of `permissions.allow` must be strings, not a number (documented)');
    expect(msg('settings/field-types', 1)).toBe('`cleanupPeriodDays` must be a number, not a string: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect');
    expect(msg('settings/field-types', 2)).toBe('`env` must be an object, not a string: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect');
  });
  it('fixes: defaultMode is certain, the Write → Edit rewrite is a suggestion', () => {
    const mode = ds.find((d) => d.kind === 'settings/default-mode')!;
    expect(mode.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"acceptEdits"' }] });
    const write = ds.find((d) => d.kind === 'settings/permission-never-applied')!;
    expect(write.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"Edit(secrets/**)"' }] });
  });
  it('a shadowed rule points at the rule that wins', () => {
    const d = ds.find((x) => x.kind === 'settings/permission-shadowed')!;
    expect(d.related.map((r) => `${r.message} ${pos(r)}`)).toEqual(['the deny rule that wins 3:14-3:32']);
  });
  it('a documented-valid settings file is clean, in settings.local.json too', () => {
    const valid = `{
  "$schema": "https://json.schemastore.org/claude-code-settings.json",
  "permissions": {
    "deny": ["Bash(git push --force:*)", "Read(./.env)", "WebSearch"],
    "ask": ["Bash(git push *)"],
    "allow": ["Bash(npm run test:*)", "Bash(git * main)", "Read(//etc/hosts)", "Edit(~/notes/**)", "Edit(/src/**)", "WebFetch(domain:example.com)", "mcp__github", "mcp__github__get_issue", "Agent(reviewer)", "Skill(deploy)"],
    "defaultMode": "plan",
    "additionalDirectories": ["../docs"]
  },
  "env": {"FOO": "1"},
  "cleanupPeriodDays": 20,
  "model": "opus"
}
`;
    expect(run(valid).map((d) => `${d.kind} ${pos(d)}`)).toEqual([]);
    expect(run(valid, '.claude/settings.local.json').map((d) => `${d.kind} ${pos(d)}`)).toEqual([]);
  });
  it('bare tool names in deny shadow every rule of that tool', () => {
    const d = run('{"permissions": {"deny": ["Bash"], "allow": ["Bash(ls)"]}}');
    expect(d.map((x) => `${x.kind} ${pos(x)}`)).toEqual(['settings/permission-shadowed 1:46-1:56']);
  });
});

describe('settings verdicts against Claude Code (oracle/claude-code/harness-settings.json)', () => {
  const set = JSON.parse(readFileSync('oracle/claude-code/harness-settings.json', 'utf8')) as {
    claudeCode: string;
    cases: Array<{ id: string; files: Record<string, string>; observed: { exit: number; settingsLoaded: boolean; notLoaded: string[]; log: string[] } }>;
  };
  const byId = new Map(set.cases.map((c) => [c.id, c]));
  const kinds = (id: string) => {
    const root = writeTree(byId.get(id)!.files);
    roots.push(root);
    return lint({ root }).diagnostics.filter((d) => d.kind.startsWith('settings/'));
  };
  it('a file Claude Code refuses to load has an error for each value it named', () => {
    const c = byId.get('wrong-types')!;
    expect(c.observed.settingsLoaded).toBe(false);
    expect(c.observed.notLoaded.map((l) => /\(([^)]+)\)/.exec(l)![1])).toEqual(['cleanupPeriodDays', 'permissions.defaultMode']);
    expect(kinds('wrong-types').map((d) => `${d.kind} ${d.level} ${d.span.jsonPath}`)).toEqual(['settings/default-mode error $.permissions.defaultMode', 'settings/field-types error $.cleanupPeriodDays']);
  });
  it('every rule Claude Code skipped is a permission-syntax finding; the silent ones are found too', () => {
    const c = byId.get('permission-rules')!;
    const skipped = c.observed.log.map((l) => /Invalid permission rule "([^"]+)"/.exec(l)![1]);
    expect(skipped).toEqual(['WebFetch(example.com)', 'mcp__github__get(x)']);
    const ds = kinds('permission-rules');
    const said = (text: string) => ds.filter((d) => d.message.startsWith(`\`${text}\``) || d.message.includes(`in \`${text}\``)).map((d) => d.kind);
    for (const s of skipped) expect([s, said(s)]).toEqual([s, ['settings/permission-syntax']]);
    // Loaded without a word by Claude Code, yet never matching: agentlint still reports them.
    expect(said('Write(secrets/**)')).toEqual(['settings/permission-never-applied']);
    expect(said('Glob(src/**)')).toEqual(['settings/permission-never-applied']);
    expect(said('Bsh')).toEqual(['settings/permission-syntax']);
    expect(said('Bash(npm run:* --watch)')).toEqual(['settings/permission-syntax']);
  });
  it('the file Claude Code loads without a message is clean', () => {
    expect(byId.get('valid')!.observed).toEqual({ exit: 0, settingsLoaded: true, modelApplied: false, notLoaded: [], log: [] });
    expect(kinds('valid')).toEqual([]);
  });
});
