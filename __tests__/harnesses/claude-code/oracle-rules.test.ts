/**
 * agentlint agrees with Claude Code on every recorded rule case (oracle/claude-code/rules-*.json,
 * recorded on the pinned release by oracle/claude-code/rules-probe.mjs). No binary is needed: the cases hold
 * what Claude Code was seen to do; this suite lints the same files and checks the findings match.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../../src/engine/run.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Case {
  id: string;
  kind: 'validate' | 'command' | 'agent' | 'list' | 'add' | 'mcp';
  files: Record<string, string>;
  rule: string;
  level?: string | null;
  measure?: string;
  path?: string;
  expectListed?: string[];
  expectMissing?: string[];
  observed: any;
}

const DIR = 'oracle/claude-code';
const sets = readdirSync(DIR)
  .filter((f) => /^rules-.*\.json$/.test(f))
  .map((f) => ({ name: f, ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { claudeCode: string; cases: Case[] }) }));

function findings(c: Case): Diagnostic[] {
  const root = writeTree({ 'README.md': 'hi\n', ...c.files });
  try {
    return lint({ root }).diagnostics.filter((d) => d.kind === c.rule);
  } finally {
    removeTree(root);
  }
}

const ofPath = (ds: Diagnostic[], path: string) => ds.filter((d) => d.span.path === path);

/** What each runtime case's message claims, checked against what Claude Code was seen to do. */
const RUNTIME_TRUTH: Record<string, (o: any) => boolean> = {
  'model: sonet': (o) => o.model === 'sonet' && /failed: .*issue with the selected model \(sonet\)/.test(o.summary),
  'model: Opus': (o) => /^claude-opus/.test(o.model) && /finished/.test(o.summary),
  'tools: Read, Wrte': (o) => JSON.stringify(o.tools) === '["Read"]',
  'tools: Wrte (every entry unknown)': (o) => o.model === null && /would be spawned with zero tools — refusing/.test(o.summary),
  'plugin agent tools: Wrte (every entry unknown)': (o) => o.model === null && /'pl:probe-a' would be spawned with zero tools — refusing/.test(o.summary),
  // A quoted flow list after the re-read is a list of tools: no finding (issue 24).
  'tools: ["Read", "Grep"] after a re-read': (o) => JSON.stringify(o.tools) === '["Read","Grep"]' && /finished/.test(o.summary),
  "plugin agent tools: ['Read', 'Grep'] after a re-read": (o) => JSON.stringify(o.tools) === '["Read","Grep"]' && /finished/.test(o.summary),
  'renamed and removed tools': (o) => ['Read', 'TaskStop', 'Agent'].every((t) => o.tools.includes(t)) && !['MultiEdit', 'LS', 'BashOutput', 'NotebookRead', 'KillShell', 'Task'].some((t) => o.tools.includes(t)),
  'bad effort, permissionMode, maxTurns': (o) => o.log.length === 3 && o.log.every((l: string) => /has invalid (effort|permissionMode|maxTurns)/.test(l)) && /finished/.test(o.summary),
  'bad isolation, memory, background': (o) => o.log.length === 3 && o.log.every((l: string) => /has invalid (isolation|memory|background)/.test(l)) && /finished/.test(o.summary),
  'accepted: quoted maxTurns, quoted background, integer effort, manual, remote': (o) => o.log.length === 0 && /finished/.test(o.summary),
  'plugin agent with permissionMode, hooks, mcpServers': (o) => ['permissionMode', 'hooks', 'mcpServers'].every((f) => o.log.some((l: string) => l.includes(`sets ${f}, which is ignored for plugin agents`))),
  'command model: sonet': (o) => JSON.stringify(o.models) === '["sonet"]',
  // An agent `model` that is not a string, or blank, is ignored: the subagent ran on the default model.
  ...Object.fromEntries(['7', 'true', 'a list', 'a map', 'null', 'blank'].map((v) => [`agent model: ${v}`, (o: any) => o.model === 'claude-opus-5-5' && /finished/.test(o.summary)])),
  // `tools` that is not a tool list, or empty, gives the subagent no tool (not every tool), and it runs.
  ...Object.fromEntries(['tools: 7 (a number)', 'tools: null', 'tools: "" (empty)', 'plugin agent tools: 7 (a number)', 'plugin agent tools: "" (empty)'].map((id) => [id, (o: any) => JSON.stringify(o.tools) === '[]' && /finished/.test(o.summary)])),
  'plugin agent model: 7': (o) => o.model === 'claude-opus-5-5' && /finished/.test(o.summary),
  // Every entry unknown but a memory scope: spawned with the memory tools, not refused.
  'tools: Wrte with memory: project': (o) => JSON.stringify(o.tools) === '["Write","Edit","Read"]' && /finished/.test(o.summary),
  'disallowedTools: "" (empty)': (o) => ['Bash', 'Edit', 'Read', 'Write'].every((t) => o.tools.includes(t)),
  'skill model: sonet': (o) => JSON.stringify(o.models) === '["sonet"]',
  // A `model` that is not a string, or blank, is ignored: the run used the default model (claude-opus-5-5 on 2.1.332).
  ...Object.fromEntries(['skill', 'command'].flatMap((k) => ['7', 'true', 'a list', 'a map', 'null', 'blank'].map((v) => [`${k} model: ${v}`, (o: any) => JSON.stringify(o.models) === '["claude-opus-5-5"]']))),
  'command hook without command': (o) => o.notices?.length === 1 && /Invalid command hook \(command: Invalid input: expected string, received undefined\); entry ignored/.test(o.notices[0]),
  'a skill and a command with the same name: the skill wins': (o) => JSON.stringify(o.out) === '["OUT: FROM-SKILL"]',
  // `$1` meant as the first argument is the second one: `/t alpha beta` gives first=[beta].
  'arguments are 0-based': (o) => JSON.stringify(o.out) === '["OUT: first=[beta] all=[alpha beta]"]',
  // An agent's frontmatter hook under an event that does not exist: the agent runs, nothing is logged, the hook never fires.
  'agent frontmatter hooks with an unknown event at run time': (o) => o.log.length === 0 && /finished/.test(o.summary),
  // A manifest's inline hooks at load (--plugin-dir): an unknown event is dropped with a warning; a single matcher where
  // the events go makes the loader refuse the whole manifest.
  'inline hooks with an unknown event at load': (o) => JSON.stringify(o.hookWarnings) === '["Plugin p: hooks.PreToolUze: unknown hook event; entry ignored"]',
  'inline hooks as a single matcher at load': (o) => /^hooks: hooks: must be an object mapping event names to matcher arrays; received a single matcher/.test(o.manifestRefused),
  'unknown hook event pretooluse': (o) => o.notices?.length === 1 && /Unknown hook event "pretooluse" was ignored/.test(o.notices[0]),
};

describe.each(sets)('$name (Claude Code $claudeCode)', ({ cases }) => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(c.observed).not.toBeNull();
    const ds = findings(c);
    if (c.kind === 'command' && c.rule === 'commands/shell-injection-approval') {
      // Reported exactly when Claude Code refused the command; the message says the whole thing is aborted.
      expect(ds.length > 0).toBe(c.observed.outcome === 'refused');
      for (const d of ds) expect(d.message).toMatch(/so the whole (command|skill) is aborted and nothing is sent to the model$/);
      return;
    }
    if (c.kind === 'validate') {
      const path = c.path ?? '.claude-plugin/plugin.json';
      const mine = ofPath(ds, path);
      if (c.level) expect(mine.map((d) => d.level)).toContain(c.level);
      else expect(mine).toEqual([]);
      // A superset of the validator: every case where it reports something has a rule that fires.
      if (c.observed.messages.some((m: { level: string }) => m.level !== 'note')) expect(c.level).toBeTruthy();
      if (c.rule === 'plugin/experimental-unknown-field') {
        // Exactly the keys validate warns about, each named as validate names it.
        expect(mine.map((d) => `experimental.${/^unknown field `(.*?)` under `experimental`/.exec(d.message)?.[1]}`)).toEqual(c.observed.messages.map((m: { path: string }) => m.path));
        expect(mine.map((d) => [d.level, d.message.endsWith('Claude Code ignores it at load time')])).toEqual(c.observed.messages.map(() => ['warn', true]));
      }
      return;
    }
    if (c.kind === 'mcp') {
      const skipped = c.observed.skipped.length > 0;
      const mine = ofPath(ds, c.path!);
      if (c.level) expect(mine.map((d) => d.level)).toContain(c.level);
      else expect(mine).toEqual([]);
      // server-config reports exactly the entries Claude Code skips, and says so.
      if (c.rule === 'mcp/server-config') {
        expect(mine.length > 0).toBe(skipped);
        for (const d of mine) expect(d.message).toContain('Claude Code skips it');
      } else if (c.rule === 'mcp/file-shape') {
        // Servers outside `mcpServers`: none listed, none skipped, nothing said.
        expect(c.observed).toEqual({ listed: [], skipped: [] });
        expect(mine.map((d) => d.message)).toEqual(['this file has no `mcpServers` object: Claude Code loads no MCP server from it and says nothing (the servers here sit at the top level; put them under `"mcpServers"`)']);
      } else expect(c.observed.listed.length).toBe(1);
      return;
    }
    if (c.kind === 'add') {
      const refused = /✘ Failed to add marketplace/.test(c.observed.result);
      expect(refused).toBe(Boolean(c.level));
      expect(ofPath(ds, c.path!).length > 0).toBe(refused);
      if (refused) expect(ds[0]!.level).toBe(c.level);
      return;
    }
    if (c.kind === 'list' && c.rule === 'skills/description-length') {
      // 1536 characters (the last an ellipsis) reach the model; the end of the description does not.
      expect(c.observed).toEqual({ chars: 1536, endVisible: false });
      expect(ofPath(ds, c.path!).map((d) => d.message)).toEqual([expect.stringContaining('Claude Code cuts the skill listing at 1536')]);
      return;
    }
    if (c.kind === 'list') {
      for (const n of c.expectListed ?? []) expect(c.observed.listed).toContain(n);
      for (const n of c.expectMissing ?? []) expect(c.observed.listed).not.toContain(n);
      if (c.rule === 'plugin/field-types') {
        // validate rejects the manifest, but the plugin loads: the message must not say it fails to load.
        expect(ofPath(ds, c.path!).map((d) => d.level)).toEqual([c.level]);
        expect(ds[0]!.message).toContain('still loads');
      } else if (c.rule === 'agents/name-format') {
        // The names Claude Code skipped are errors, at their values.
        expect(ds.filter((d) => d.level === 'error').map((d) => d.span.path).sort()).toEqual(['.claude/agents/c.md', '.claude/agents/d.md']);
      } else if (c.rule === 'skills/field-enums') {
        // Values Claude Code hid the skill for (read as `true`) or listed it for: info, naming what it reads; `maybe`: warn.
        const by = (name: string) => ds.filter((d) => d.span.path === `.claude/skills/${name}/SKILL.md`).map((d) => [d.level, /Claude Code reads it as `(true|false)`/.exec(d.message)?.[1] ?? null]);
        for (const n of ['hid-yes', 'hid-bare-yes', 'hid-str-true', 'hid-one']) expect(by(n)).toEqual([['info', 'true']]);
        for (const n of ['hid-str-false', 'hid-no']) expect(by(n)).toEqual([['info', 'false']]);
        expect(by('hid-maybe')).toEqual([['warn', null]]);
        expect(ds.find((d) => d.span.path.includes('hid-maybe'))!.message).toContain('Claude Code does not read it as `true`');
        expect(by('hid-true')).toEqual([]);
        expect(by('hid-false')).toEqual([]);
      } else if (c.rule === 'agents/duplicate-name') {
        expect(ds.map((d) => d.level)).toEqual(['error']);
      } else if (c.rule === 'agents/frontmatter-types') {
        // Reported on exactly the agents Claude Code did not load.
        expect(ds.map((d) => d.span.path).sort()).toEqual(['.claude/agents/b.md', '.claude/agents/d.md', '.claude/agents/num.md']);
        for (const d of ds) expect(d.message).toMatch(/Claude Code does not load this agent$/);
      } else if (c.rule === 'plugin/component-paths') {
        // A listed path into `.claude-plugin/` loads: no finding on it.
        expect(c.observed.listed).toEqual(c.expectListed);
        expect(ofPath(ds, c.path!)).toEqual([]);
      } else {
        // The slash names in the messages are the ones Claude Code listed.
        const messages = ds.map((d) => d.message).join('\n');
        expect(messages).toContain('`/claude-helper`');
        expect(messages).toContain('`/plug:my-folder`');
        expect(c.observed.listed).toEqual(expect.arrayContaining(['claude-helper (claude-helper-skill)', 'plug:my-folder']));
      }
      return;
    }
    // agent cases and the remaining command cases: what the message claims holds, and the rule fires at the level.
    expect(RUNTIME_TRUTH[c.id]).toBeDefined();
    expect(RUNTIME_TRUTH[c.id]!(c.observed)).toBe(true);
    const target = c.path ?? (c.rule === 'hooks/event-known' ? '.claude/settings.json' : Object.keys(c.files).find((f) => f.endsWith('.md'))!);
    const mine = ofPath(ds, target);
    if (c.level) expect(mine.map((d) => d.level)).toContain(c.level);
    else expect(mine).toEqual([]);
  });
});

describe('the recorded cases', () => {
  it('were all recorded on the pinned release', () => {
    expect(sets.length).toBe(6);
    for (const s of sets) expect(s.claudeCode).toBe('2.1.332');
  });
});
