/**
 * agentlint's settings and output-style verdicts against what Claude Code did with the same files
 * (oracle/claude-code/harness-settings.json, recorded by oracle/claude-code/settings-probe.mjs
 * on the pinned release): unknown keys, the keys Claude Code validates, statusLine shapes, and
 * which output style `outputStyle` selected.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { SETTINGS_KEYS, SETTINGS_KEYS_DOCUMENTED, SETTINGS_KEYS_VALIDATED } from '../../../src/harnesses/claude-code/known-values/claude-settings.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Case {
  id: string;
  files: Record<string, string>;
  markers?: string[];
  literals?: string[];
  observed: { exit: number; settingsLoaded: boolean; modelApplied: boolean; notLoaded: string[]; log: string[]; markersSent?: string[]; literalsSent?: string[] };
}
const set = JSON.parse(readFileSync('oracle/claude-code/harness-settings.json', 'utf8')) as { claudeCode: string; cases: Case[] };
const byId = (id: string) => set.cases.find((c) => c.id === id)!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function findings(c: Case) {
  const root = writeTree(c.files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.kind.startsWith('settings/') || d.kind.startsWith('output-style/'));
}
const row = (d: ReturnType<typeof findings>[number]) => `${d.kind} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column}`;
const settingsText = (c: Case) => JSON.parse(c.files['.claude/settings.json']!) as Record<string, unknown>;

describe(`settings keys, statusLine and output styles, against Claude Code ${set.claudeCode}`, () => {
  it('every run succeeded on the pinned release', () => {
    expect(set.claudeCode).toBe('2.1.332');
    for (const c of set.cases) expect([c.id, c.observed.exit]).toEqual([c.id, 0]);
  });

  it('unknown keys: Claude Code loads the rest of the file; agentlint warns on the near miss with its rename, info on the other', () => {
    const c = byId('unknown-keys');
    expect([c.observed.settingsLoaded, c.observed.modelApplied, c.observed.notLoaded]).toEqual([true, true, []]);
    const ds = findings(c);
    expect(ds.map(row)).toEqual(['settings/unknown-key warn 2:3', 'settings/unknown-key info 7:3']);
    expect(ds[0]!.message).toBe('`permisions` is not a Claude Code setting (did you mean `permissions`?): Claude Code ignores it without a message and loads the rest of the file');
    expect(ds[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"permissions"' }] });
    expect(ds.some((d) => d.level === 'error')).toBe(false);
  });

  it('known keys: exactly the keys Claude Code validates are SETTINGS_KEYS_VALIDATED, and agentlint calls only the silent, undocumented ones unknown', () => {
    const cases = set.cases.filter((c) => c.id.startsWith('known-keys-'));
    const candidates = cases.flatMap((c) => Object.keys(settingsText(c)));
    const validated = new Set(cases.flatMap((c) => c.observed.log.map((l) => /settings\.json: ([^.:[]+)/.exec(l)![1]!)));
    expect([...validated].sort()).toEqual([...SETTINGS_KEYS_VALIDATED].sort());
    const silent = candidates.filter((k) => !validated.has(k));
    expect(silent.filter((k) => SETTINGS_KEYS.includes(k)).sort()).toEqual([...SETTINGS_KEYS_DOCUMENTED].sort());
    const reported = cases.flatMap((c) => findings(c).filter((d) => d.kind === 'settings/unknown-key').map((d) => JSON.parse(c.files['.claude/settings.json']!.slice(d.span.range.start.column - 1).match(/^"[^"]*"/)![0]) as string));
    expect(reported.sort()).toEqual(silent.filter((k) => !SETTINGS_KEYS_DOCUMENTED.includes(k)).sort());
  });

  it('hooks in settings.json: the settings loader\'s hook messages, each reported by a hooks rule; a `hooks` that is not an object is skipped alone', () => {
    const verdicts = set.cases.filter((c) => c.id.startsWith('hooks-')).map((c) => {
      const root = writeTree(c.files);
      roots.push(root);
      const ds = lint({ root }).diagnostics.filter((d) => d.level === 'error');
      return `${c.id} loaded=${c.observed.settingsLoaded} ${ds.map((d) => `${d.kind}@${d.span.range.start.line}:${d.span.range.start.column}`).join(' ')}`;
    });
    expect(verdicts).toEqual([
      'hooks-unknown-event loaded=true hooks/event-known@3:5',
      'hooks-not-an-object loaded=true hooks/field-types@2:12',
      'hooks-single-matcher loaded=false hooks/event-known@3:5 hooks/handler@3:16 hooks/event-known@4:5 hooks/handler@5:7',
      'hooks-guard-holding-events loaded=false hooks/handler@4:7',
    ]);
    expect(byId('hooks-not-an-object').observed.notLoaded).toEqual(['<case>/.claude/settings.json (hooks): "hooks" must be an object mapping event names to matcher arrays; received number. This field was ignored.']);
  });

  it('statusLine: every shape Claude Code refused (the whole file skipped) is an error at the key or value; the unknown inner key is not', () => {
    const verdicts = set.cases.filter((c) => c.id.startsWith('status-line-')).map((c) => {
      const errors = findings(c).filter((d) => d.level === 'error');
      return `${c.id} loaded=${c.observed.settingsLoaded} model=${c.observed.modelApplied} ${errors.map((d) => `${d.kind}@${d.span.range.start.line}:${d.span.range.start.column}`).join(' ')}`.trim();
    });
    expect(verdicts).toEqual([
      'status-line-string loaded=false model=false settings/field-types@2:17',
      'status-line-no-command loaded=false model=false settings/status-line@2:3',
      'status-line-no-type loaded=false model=false settings/status-line@2:3',
      'status-line-bad-type loaded=false model=false settings/status-line@3:13',
      'status-line-padding-string loaded=false model=false settings/status-line@5:16',
      'status-line-extra-key loaded=true model=true',
    ]);
    expect(findings(byId('status-line-no-type'))[0]!.message).toBe('`statusLine` has no `type` (it must be "command"): Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect');
  });

  it('output styles: a style reached the model exactly when agentlint has no outputStyle finding', () => {
    const verdicts = set.cases.filter((c) => c.id.startsWith('output-style-')).map((c) => {
      const selected = (c.observed.markersSent ?? c.observed.literalsSent ?? []).length > 0;
      const ds = findings(c).filter((d) => d.kind === 'output-style/setting-unknown');
      return `${c.id} ${selected ? 'selected' : 'none'} ${ds.map((d) => `${d.level}@${d.span.range.start.line}:${d.span.range.start.column}${d.suggestion ? `→${d.suggestion.edits[0]!.text}` : ''}`).join(' ')}`.trim();
    });
    expect(verdicts).toEqual([
      'output-style-by-name selected',
      'output-style-file-name-of-named none warn@2:18→"Terse Style"',
      'output-style-unnamed selected',
      'output-style-broken-yaml selected',
      'output-style-wrong-types selected',
      'output-style-missing none info@2:18',
      'output-style-builtin selected',
      'output-style-builtin-lowercase none warn@2:18→"Explanatory"',
    ]);
    // A missing style is silent and the rest of the settings apply.
    expect(byId('output-style-missing').observed).toMatchObject({ settingsLoaded: true, modelApplied: true, notLoaded: [] });
  });

  it('output style fields: the style with a string keep-coding-instructions and an unknown key still loaded; agentlint warns at both keys', () => {
    const c = byId('output-style-wrong-types');
    expect(c.observed.markersSent).toEqual(['STYLE-TYPES-MARKER']);
    expect(findings(c).filter((d) => d.kind === 'output-style/fields').map((d) => `${d.level} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      'info 4:27 `keep-coding-instructions` must be a boolean, not a string: Claude Code reads it as `true` and keeps its coding instructions in the system prompt',
      'warn 5:1 unknown output style field `colour`: Claude Code ignores it and loads the style',
    ]);
  });

  it('keep-coding-instructions: the coding instructions were sent exactly when agentlint says Claude Code reads the value as true', () => {
    const cases = set.cases.filter((c) => c.id.startsWith('keep-coding-') && c.id !== 'keep-coding-default-model');
    const verdicts = cases.map((c) => {
      const sent = c.observed.markersSent!.includes('# Doing tasks');
      const ds = findings(c).filter((d) => d.kind === 'output-style/fields');
      const said = ds.map((d) => `${d.level}@${d.span.range.start.line}:${d.span.range.start.column} ${/reads it as `(\w+)`/.exec(d.message)![1]}${d.suggestion ? `→${d.suggestion.edits[0]!.text}` : ''}`).join(' ');
      // Every style loaded; a finding's "reads it as true/false" is what Claude Code did.
      expect([c.id, c.observed.markersSent!.includes('STYLE-KEEP-MARKER')]).toEqual([c.id, true]);
      if (ds.length) expect([c.id, said.includes(` ${sent}`)]).toEqual([c.id, true]);
      return `${c.id} ${sent ? 'kept' : 'dropped'} ${said}`.trim();
    });
    expect(verdicts).toEqual([
      'keep-coding-bool-true kept',
      'keep-coding-absent dropped',
      'keep-coding-string-true kept info@4:27 true→true',
      'keep-coding-string-false dropped info@4:27 false→false',
      'keep-coding-string-yes kept info@4:27 true→true',
      'keep-coding-string-on kept info@4:27 true→true',
      'keep-coding-string-y dropped warn@4:27 false',
      'keep-coding-string-no dropped info@4:27 false→false',
      'keep-coding-string-off dropped info@4:27 false→false',
      'keep-coding-string-0 dropped info@4:27 false→false',
      'keep-coding-string-spaced-yes kept info@4:27 true→true',
      'keep-coding-string-empty dropped warn@4:27 false',
      'keep-coding-number-1 kept info@4:27 true→true',
      'keep-coding-number-2 dropped warn@4:27 false',
      'keep-coding-list dropped warn@4:27 false',
    ]);
    // With the default model the prompt has no coding instructions whatever the value: agentlint says "for models whose prompt has them".
    expect(byId('keep-coding-default-model').observed.markersSent).toEqual(['STYLE-KEEP-MARKER']);
  });

  it('fixture trees: their settings and output style files are what was recorded, and Claude Code\'s verdict on each is agentlint\'s', () => {
    for (const tree of ['planted', 'valid']) {
      const c = byId(`fixture-${tree}`);
      for (const [path, text] of Object.entries(c.files)) expect([tree, path, readFileSync(`fixtures/harnesses/${tree}/${path}`, 'utf8')]).toEqual([tree, path, text]);
    }
    // planted: Claude Code skipped the file and named three values; agentlint has an error at each of them.
    const planted = byId('fixture-planted');
    expect(planted.observed.settingsLoaded).toBe(false);
    const named = planted.observed.notLoaded.map((l) => /settings\.json \(([^)]+)\)/.exec(l)![1]);
    expect(named).toEqual(['cleanupPeriodDays', 'permissions.defaultMode', 'statusLine.type']);
    const errors = findings(planted).filter((d) => d.level === 'error');
    // One error at each value Claude Code named (permissions.defaultMode 5:20, cleanupPeriodDays 7:24, statusLine.type 9:27), and no other.
    expect(errors.map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['settings/default-mode 5:20', 'settings/field-types 7:24', 'settings/status-line 9:27']);
    const lines = planted.files['.claude/settings.json']!.split('\n');
    expect(errors.map((d) => lines[d.span.range.start.line - 1]!.trim().split(':')[0])).toEqual(['"defaultMode"', '"cleanupPeriodDays"', '"statusLine"']);
    // valid: loaded, its output style reached the model, and agentlint says nothing.
    const valid = byId('fixture-valid');
    expect([valid.observed.settingsLoaded, valid.observed.notLoaded, valid.observed.markersSent]).toEqual([true, [], ['Answer in one short paragraph.']]);
    expect(findings(valid)).toEqual([]);
  });
});

