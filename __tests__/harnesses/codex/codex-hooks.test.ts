/**
 * Codex hooks rules against Codex CLI's own verdicts on `.codex/hooks.json` (the `hooks-*` cases of
 * oracle/codex/cases.json, recorded by oracle/codex/probe.mjs with `codex exec`).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CODEX_HOOK_EVENTS } from '../../../src/harnesses/codex/known-values.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Case { id: string; files: Record<string, string>; observed: { exec: { stderr: string[]; ran?: string[] } } }
const set = JSON.parse(readFileSync('oracle/codex/cases.json', 'utf8')) as { cases: Case[] };
const hookCases = set.cases.filter((c) => c.id.startsWith('hooks-'));
const byId = (id: string) => hookCases.find((c) => c.id === id)!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function findings(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.span.path === '.codex/hooks.json');
}
const row = (d: ReturnType<typeof findings>[number]) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.level}`;
const PARSE = /failed to parse hooks config \.codex\/hooks\.json: (.*) at line (\d+) column (\d+)$/;

/** agentlint's verdict on each case, line:col rule level (the message checks follow below). */
const EXPECTED: Record<string, string[]> = {
  'hooks-unknown-root': ['1:2 codex/hooks-file-invalid error'],
  'hooks-unknown-event': ['1:12 codex/hook-event-unknown warn'],
  'hooks-events-run': ['133:5 codex/hook-event-unknown warn'],
  'hooks-untrusted-skipped': [],
  'hooks-feature-off': [],
  'hooks-event-type-Notification': ['1:12 codex/hook-event-unknown warn'],
  'hooks-event-type-sessionStart': ['1:12 codex/hook-event-unknown warn'],
  'hooks-root-empty-array': [],
  'hooks-root-number': ['2:12 codex/hooks-file-invalid error'],
  'hooks-root-array': ['2:12 codex/hooks-file-invalid error'],
  'hooks-description': [],
  'hooks-event-object': ['3:13 codex/hooks-file-invalid error'],
  'hooks-group-number': ['4:7 codex/hooks-file-invalid error'],
  'hooks-group-unknown-key': [],
  'hooks-handler-no-command': ['6:11 codex/hooks-file-invalid error'],
  'hooks-handler-no-type': ['6:11 codex/hooks-file-invalid error'],
  'hooks-handler-bad-type': ['7:21 codex/hooks-file-invalid error'],
  'hooks-timeout-string': ['9:24 codex/hooks-file-invalid error'],
  'hooks-handler-unknown-key': [],
  'hooks-empty-command': ['8:24 codex/hook-skipped warn'],
  'hooks-prompt-type': ['7:21 codex/hook-skipped warn'],
  'hooks-agent-type': ['7:21 codex/hook-skipped warn'],
  'hooks-syntax-error': ['3:1 schema/json-invalid error'],
  // Untrusted: Codex does not read the file (only its generic "Untrusted project-local configuration" warning); agentlint checks the trusted case.
  'hooks-project-untrusted': ['1:2 codex/hooks-file-invalid error'],
  'hooks-project-untrusted-valid': [],
  'hooks-feature-legacy-name': [],
};
for (const e of CODEX_HOOK_EVENTS) EXPECTED[`hooks-event-type-${e}`] = [`1:${16 + e.length} codex/hooks-file-invalid error`];

describe('.codex/hooks.json against Codex CLI', () => {
  it('every recorded hooks case has an expected verdict', () => {
    expect(hookCases.map((c) => c.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(hookCases.map((c) => [c.id]))('%s: agentlint agrees with Codex', (id) => {
    const c = byId(id);
    const ds = findings(c.files);
    expect(ds.map(row)).toEqual(EXPECTED[id]);
    const warnings = c.observed.exec.stderr;
    const parse = warnings.map((w) => PARSE.exec(w)).find(Boolean);
    if (warnings.some((w) => w.includes('Untrusted project-local configuration is disabled'))) {
      expect(c.observed.exec.ran).toBeUndefined();
    } else if (parse) {
      // Codex skipped the file: one error, on the line Codex names (or the line its position spans), quoting Codex's reason.
      expect(ds.map((d) => d.level)).toEqual(['error']);
      const { start, end } = ds[0]!.span.range;
      const line = Number(parse[2]);
      expect(line).toBeGreaterThanOrEqual(start.line);
      if (line > end.line) {
        // A handler is a tagged object serde reads whole first: Codex names the `]` that closes the handler list.
        const text = c.files['.codex/hooks.json']!;
        const codexOffset = text.split('\n').slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + Number(parse[3]) - 1;
        expect(codexOffset).toBe(text.indexOf(']', end.offset));
      }
      expect(c.observed.exec.ran).toBeUndefined();
    } else if (warnings.some((w) => w.includes('skipping'))) {
      expect(ds.map((d) => d.kind)).toEqual(['codex/hook-skipped']);
    } else {
      // Codex said nothing: at most a warning about an event it ignored silently.
      expect(ds.every((d) => d.kind === 'codex/hook-event-unknown' && d.level === 'warn')).toBe(true);
      expect(warnings.filter((w) => w.includes('hooks.json'))).toEqual([]);
    }
  });
});

describe('what Codex ran', () => {
  it('on an exec run whose model request fails, these events fire; Notification does not (it is not an event)', () => {
    expect(byId('hooks-events-run').observed.exec.ran).toEqual(['ran-PreModelRequest', 'ran-SessionEnd', 'ran-SessionStart', 'ran-UserPromptSubmit']);
  });
  it('an unreviewed repository hook does not run, and neither does one with [features] hooks = false', () => {
    expect(byId('hooks-untrusted-skipped').observed.exec).toEqual({ reachedModel: true, stderr: [] });
    expect(byId('hooks-feature-off').observed.exec).toEqual({ reachedModel: true, stderr: [] });
  });
  it('an untrusted project: Codex does not read .codex/hooks.json at all', () => {
    for (const id of ['hooks-project-untrusted', 'hooks-project-untrusted-valid']) {
      expect(byId(id).observed.exec).toEqual({ reachedModel: true, stderr: [expect.stringContaining('Untrusted project-local configuration is disabled')] });
    }
  });
  it('the old flag name codex_hooks is deprecated, and the hooks still run', () => {
    expect(byId('hooks-feature-legacy-name').observed.exec.stderr).toContain('deprecated: `[features].codex_hooks` is deprecated. Use `[features].hooks` instead.');
    expect(byId('hooks-feature-legacy-name').observed.exec.ran).toEqual(['ran-SessionStart']);
  });
  it('a description and unknown keys in a group or a handler are accepted, and the hook runs', () => {
    for (const id of ['hooks-description', 'hooks-group-unknown-key', 'hooks-handler-unknown-key']) expect(byId(id).observed.exec.ran).toEqual(['ran-SessionStart']);
  });
});

describe('messages and fixes', () => {
  it('quote Codex\'s reason', () => {
    const msg = (id: string) => findings(byId(id).files)[0]!.message;
    expect(msg('hooks-unknown-root')).toBe('Codex skips this whole hooks file: unknown root key `$schema` ("unknown field `$schema`, expected `description` or `hooks`"); it warns "failed to parse hooks config .codex/hooks.json" and runs none of its hooks');
    expect(msg('hooks-event-type-Stop')).toContain('the value of `Stop` must be a list of matcher groups ("expected a sequence")');
    expect(msg('hooks-group-number')).toContain('("expected struct MatcherGroup")');
    expect(msg('hooks-root-number')).toContain('`hooks` must be an object of events ("invalid type: …, expected struct HookEventsToml")');
    expect(msg('hooks-handler-no-command')).toContain('("missing field `command`")');
    expect(msg('hooks-handler-no-type')).toContain('("missing field `type`")');
    expect(msg('hooks-handler-bad-type')).toContain('`type` must be one of `command`, `mcp_tool`, `prompt`, `agent` ("unknown variant")');
    expect(msg('hooks-timeout-string')).toContain('("expected u64")');
    expect(msg('hooks-prompt-type')).toBe('Codex skips this hook: "prompt hooks are not supported yet"');
    expect(msg('hooks-empty-command')).toBe('Codex skips this hook: "skipping empty hook command"');
  });
  it('a misspelt event gets a machine-applicable rename only when the near miss is unique', () => {
    const [stopp] = findings(byId('hooks-unknown-event').files);
    expect(stopp!.message).toBe('Codex ignores the hook event `Stopp` without a word: its hooks never run (did you mean `Stop`?)');
    expect(stopp!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"Stop"' }] });
    const [lower] = findings(byId('hooks-event-type-sessionStart').files);
    expect(lower!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"SessionStart"' }] });
    const [notification] = findings(byId('hooks-event-type-Notification').files);
    expect(notification!.suggestion).toBeUndefined();
  });
});

describe('malformed input', () => {
  it.each([
    ['not an object', '[1, 2]'],
    ['wrong types everywhere', '{"hooks": {"Stop": [null, [], {"hooks": 5}, {"hooks": [null, 3, {"type": 7, "timeout": -1}]}]}, "description": 3}'],
    ['a huge file', `{"hooks": {"Stop": [${Array.from({ length: 3000 }, () => '{"hooks": [{"type": "command", "command": ""}]}').join(',')}]}}`],
  ])('%s: findings, no crash', (_name, text) => {
    expect(() => findings({ '.codex/hooks.json': text })).not.toThrow();
  });
  it('wrong types: one finding per wrong value, at its position', () => {
    const ds = findings({ '.codex/hooks.json': '{"hooks": {"Stop": [null, {"hooks": [{"type": 7}, {"type": "command", "timeout": -1}]}]}}' });
    expect(ds.map((d) => `${row(d)} ${d.message.split(':')[1]!.split(';')[0]!.trim()}`)).toEqual([
      '1:21 codex/hooks-file-invalid error each entry of `Stop` must be a matcher group object ("expected struct MatcherGroup")',
      '1:47 codex/hooks-file-invalid error `type` must be one of `command`, `mcp_tool`, `prompt`, `agent` ("unknown variant")',
      '1:51 codex/hooks-file-invalid error a `command` handler has no `command` ("missing field `command`")',
      '1:82 codex/hooks-file-invalid error `timeout` must be a whole number of seconds ("expected u64")',
    ]);
  });
});
