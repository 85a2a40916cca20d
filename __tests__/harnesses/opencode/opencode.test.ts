/** OpenCode rules against OpenCode's own verdicts (oracle/opencode/cases.json, recorded by oracle/opencode/probe.mjs). */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { discover } from '../../../src/engine/discover.js';
import { OPENCODE_VERSION } from '../../../src/harnesses/opencode/known-values.js';
import { lint } from '../../../src/engine/run.js';
import { opencodeFindings as findings, tempTree } from './lint.js';

interface AgentSeen { mode: string; model: { providerID: string; modelID: string } | null; options: string[]; promptHasFrontmatter: boolean }
interface Observed {
  listExit: number;
  invalid: string[];
  agents?: Record<string, AgentSeen>;
  config?: Record<string, unknown>;
  skills?: { file: string; name: string; description: string | null }[];
  run?: { exit: number; error: string | null; requests: boolean; markers: Record<string, boolean>; logs?: string[] };
}
interface Case { id: string; files?: Record<string, string>; observed: Observed }
const set = JSON.parse(readFileSync('oracle/opencode/cases.json', 'utf8')) as { opencode: string; cases: Case[] };
const byId = new Map(set.cases.map((c) => [c.id, c]));
const get = (id: string) => byId.get(id)!;
type D = ReturnType<typeof findings>[number];
const row = (d: D) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;
const of = (ds: D[], kind: string) => ds.filter((d) => d.kind === kind);
/** A finding with its whole range and message. */
const full = (d: D) => `${row(d)}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`;
/** `$.permission.bash["git *"]` and OpenCode's `permission.bash.git *`, cut to the top-level key and entry. */
const entry = (path: string) => path.replace(/^\$\./, '').replace(/\["([^"]*)"\]/g, '.$1').split('.').slice(0, 2).join('.');
/** The key path at the end of one of OpenCode's "↳ …" lines ("Missing key X" names the missing key). */
const pathOf = (line: string) => (/^↳ Missing key (\S+)$/.exec(line)?.[1] ?? /^↳ .* got .+? ([^ ]+(?: \*)?)$/.exec(line)?.[1] ?? /^↳ .*opencode2\. (\S+)$/.exec(line)?.[1])!;

describe(`OpenCode ${set.opencode}`, () => {
  it('was recorded on the pinned release', () => {
    expect(set.opencode).toBe(OPENCODE_VERSION);
  });

  describe('agents', () => {
    it('the keys OpenCode moved into options are exactly the agent-frontmatter warnings; broken YAML became the prompt', () => {
      const c = get('agents');
      expect(c.observed.agents!['unk']!.options).toEqual(['frobnicate', 'permissions']);
      expect(c.observed.agents!['broken']).toMatchObject({ mode: 'all', options: [], promptHasFrontmatter: true });
      expect(c.observed.agents!['good']).toMatchObject({ mode: 'subagent', options: [], promptHasFrontmatter: false });
      const ds = findings(c.files!);
      // One finding for the broken YAML (what OpenCode does with it), no second generic parse finding, at the `[` left open.
      expect(ds.map(row).sort()).toEqual([
        'opencode/agent-frontmatter error .opencode/agent/broken.md 2:14',
        'opencode/agent-frontmatter warn .opencode/agent/unk.md 4:1',
        'opencode/agent-frontmatter warn .opencode/agent/unk.md 5:1',
      ]);
      const moved = ds.filter((d) => d.span.path.endsWith('unk.md')).map((d) => /know `([^`]+)`/.exec(d.message)![1]).sort();
      expect(moved).toEqual(c.observed.agents!['unk']!.options);
    });
    it('an unquoted `: ` in a one-line value: OpenCode re-reads the agent, the command and the skill (their fields load), so no finding', () => {
      const c = get('yaml-colon');
      expect(c.observed.agents!['colon']).toMatchObject({ mode: 'subagent', promptHasFrontmatter: false });
      expect(c.observed.config!['command.colon']).toEqual({ description: 'Use when: x', agent: 'plan', template: 'COLON-TEMPLATE' });
      expect(c.observed.skills).toEqual([{ file: '.opencode/skills/colon/SKILL.md', name: 'colon', description: 'Use when: x' }]);
      expect(findings(c.files!)).toEqual([]);
      // Its re-read only mends such values: a broken flow value is one finding, the OpenCode one, at the `[` left open.
      const broken = findings({ '.opencode/command/b.md': '---\ndescription: Use when: x\nagent: [plan\n---\nT\n' });
      expect(broken.map(row)).toEqual(['opencode/command-frontmatter error .opencode/command/b.md 3:8']);
    });
    it('a flow list left open (`tools: [read, write`): the file became the prompt, one finding at the `[`; a map left open holding a `:` was mended by the re-read', () => {
      const c = get('frontmatter-unclosed-flow');
      const cfg = c.observed.config! as Record<string, Record<string, unknown> | null>;
      expect(c.observed.agents!['flow']).toMatchObject({ mode: 'all', options: [], promptHasFrontmatter: true });
      expect(cfg['agent.flow']!['prompt']).toBe(c.files!['.opencode/agent/flow.md']!.trimEnd());
      // `metadata: {a: 1` holds a `: `, so OpenCode's re-read made it a string and read the command (`metadata` dropped).
      expect(cfg['command.flow']).toEqual({ description: 'Flow map', agent: 'plan', template: 'FLOW-TEMPLATE' });
      // `allowed-tools: [read` holds none: the skill was skipped.
      expect(c.observed.skills!.map((s) => s.file)).toEqual(['.opencode/skills/ok/SKILL.md']);
      const open = 'the list opened with `[` here has no `]` YAML accepts';
      expect(findings(c.files!).map(full).sort()).toEqual([
        `opencode/agent-frontmatter error .opencode/agent/flow.md 3:8-3:9 OpenCode does not read this frontmatter: it is not valid YAML (${open}), so the whole file, \`---\` block included, becomes the prompt and the settings fall back to defaults`,
        'opencode/command-frontmatter warn .opencode/command/flow.md 4:1-4:9 OpenCode drops `metadata` from this command without a warning',
        `opencode/skill-frontmatter error .opencode/skills/flow/SKILL.md 4:16-4:17 OpenCode skips this skill without a word: its frontmatter is not valid YAML (${open})`,
      ]);
      // A map left open with no `:` inside: at its `{`.
      expect(findings({ '.opencode/agent/m.md': '---\ndescription: M\ntools: {bash\nmode: subagent\n---\nM\n' }).map(full)).toEqual([
        'opencode/agent-frontmatter error .opencode/agent/m.md 3:8-3:9 OpenCode does not read this frontmatter: it is not valid YAML (the map opened with `{` here has no `}` YAML accepts), so the whole file, `---` block included, becomes the prompt and the settings fall back to defaults',
      ]);
    });
    it('a frontmatter never closed: OpenCode read the rest of the file as its YAML; one finding at the `---`, saying which of the two things happened', () => {
      const c = get('frontmatter-unclosed');
      const cfg = c.observed.config! as Record<string, Record<string, unknown>>;
      expect(c.observed.listExit).toBe(0);
      // A body line breaks that YAML: the whole file is the prompt or template, `---` included (no re-read of `: `).
      for (const id of ['agent.open', 'agent.opencolon']) expect(cfg[id]).toEqual({ name: id.slice(6), prompt: c.files![`.opencode/agent/${id.slice(6)}.md`]!.trimEnd(), options: {}, permission: {} });
      expect(cfg['command.open']).toEqual({ template: c.files!['.opencode/command/open.md']!.trimEnd() });
      // Only YAML after the `---` (a heading is a YAML comment): the fields load, the body is empty.
      for (const id of ['agent.open2', 'agent.heading']) expect(cfg[id]).toMatchObject({ mode: 'subagent', prompt: '' });
      expect(cfg['agent.bare']).toEqual({ name: 'bare', prompt: '', options: {}, permission: {} });
      expect(cfg['command.open2']).toEqual({ description: 'Open cmd2', agent: 'plan', template: '' });
      expect(cfg['command.scal']).toEqual({ template: '' });
      expect(c.observed.skills).toEqual([
        { file: '.opencode/skills/ok/SKILL.md', name: 'ok', description: 'Ok skill', content: 'Ok.\n' },
        { file: '.opencode/skills/uc2/SKILL.md', name: 'uc2', description: 'Unclosed skill2', content: '' },
      ]);
      const never = 'This frontmatter is never closed with `---`: OpenCode reads';
      const fails = (what: string) => `${never} the rest of the file as its YAML, which fails, so the whole file, this \`---\` included, becomes ${what}`;
      const agentLoads = `${never} the whole rest of the file as its YAML, so the agent loads with the fields written there and an empty prompt`;
      const commandLoads = `${never} the whole rest of the file as its YAML, so the command loads with the fields written there and an empty template, and running it sends only the arguments`;
      expect(findings(c.files!).map(full).sort()).toEqual([
        `opencode/agent-frontmatter error .opencode/agent/open.md 1:1-1:4 ${fails('the prompt and the settings fall back to defaults')}`,
        `opencode/agent-frontmatter error .opencode/agent/opencolon.md 1:1-1:4 ${fails('the prompt and the settings fall back to defaults')}`,
        `opencode/agent-frontmatter warn .opencode/agent/bare.md 1:1-1:4 ${agentLoads}`,
        `opencode/agent-frontmatter warn .opencode/agent/heading.md 1:1-1:4 ${agentLoads}`,
        `opencode/agent-frontmatter warn .opencode/agent/open2.md 1:1-1:4 ${agentLoads}`,
        `opencode/command-frontmatter error .opencode/command/open.md 1:1-1:4 ${fails("the command's template and its settings are lost")}`,
        `opencode/command-frontmatter warn .opencode/command/open2.md 1:1-1:4 ${commandLoads}`,
        `opencode/command-frontmatter warn .opencode/command/scal.md 1:1-1:4 ${commandLoads}`,
        'opencode/skill-frontmatter error .opencode/skills/uc/SKILL.md 1:1-1:4 OpenCode skips this skill without a word: its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML, which fails',
        `opencode/skill-frontmatter warn .opencode/skills/uc2/SKILL.md 1:1-1:4 ${never} the whole rest of the file as its YAML, so the skill loads with its name and description and empty instructions`,
      ].sort());
      // The fields OpenCode read there are checked like any others: a bad `mode` there stopped OpenCode.
      const mode = get('frontmatter-unclosed-mode');
      expect(mode.observed.invalid[0]).toBe('Error: Configuration is invalid at .opencode/agent/x.md');
      expect(findings(mode.files!).map(row).sort()).toEqual([
        'opencode/agent-frontmatter warn .opencode/agent/x.md 1:1',
        'opencode/agent-mode error .opencode/agent/x.md 3:7',
      ]);
    });
    it('a `---` inside a value is text for OpenCode (unlike Claude Code): the value is kept whole, no finding at all', () => {
      const c = get('frontmatter-inline-dashes');
      const cfg = c.observed.config! as Record<string, Record<string, unknown>>;
      expect(c.observed.agents!['dash']).toMatchObject({ mode: 'subagent', promptHasFrontmatter: false });
      expect(cfg['agent.dash']).toMatchObject({ description: 'a --- b', mode: 'subagent', prompt: 'DASH-PROMPT' });
      expect(cfg['command.dash']).toEqual({ description: 'a --- b', agent: 'plan', template: 'DASH-TEMPLATE' });
      expect(c.observed.skills).toEqual([{ file: '.opencode/skills/dash/SKILL.md', name: 'dash', description: 'a --- b', content: 'Dash.\n' }]);
      // No finding of any harness: no schema/value-cut naming Claude Code on an OpenCode file.
      expect(lint({ root: tempTree(c.files!) }).diagnostics).toEqual([]);
      const a = discover(tempTree(c.files!)).project.artifacts.find((x) => x.path === '.opencode/agent/dash.md')!;
      expect(a.markdown!.body).toBe('DASH-PROMPT\n');
      expect(a.root?.type === 'map' && a.root.pairs.map((p) => [p.key, p.value?.type === 'scalar' ? p.value.value : null])).toEqual([['description', 'a --- b'], ['mode', 'subagent']]);
    });
    it('a `---` inside a value and no closing line: the frontmatter is unclosed, one OpenCode finding at the opening `---` per file', () => {
      const c = get('frontmatter-inline-dashes-unclosed');
      const cfg = c.observed.config! as Record<string, Record<string, unknown>>;
      // A body line breaks the YAML of the rest of the file: the whole file is the prompt or template.
      expect(c.observed.agents!['dash']).toMatchObject({ mode: 'all', promptHasFrontmatter: true });
      expect(cfg['agent.dash']).toEqual({ name: 'dash', prompt: c.files!['.opencode/agent/dash.md']!.trimEnd(), options: {}, permission: {} });
      expect(cfg['command.dash']).toEqual({ template: c.files!['.opencode/command/dash.md']!.trimEnd() });
      // Only YAML lines: the fields load, with the whole value.
      expect(cfg['agent.dash2']).toMatchObject({ description: 'a --- b', mode: 'subagent', prompt: '' });
      expect(cfg['command.dash2']).toEqual({ description: 'a --- b', agent: 'plan', template: '' });
      expect(c.observed.skills!.map((s) => [s.file, s.description])).toEqual([['.opencode/skills/dash2/SKILL.md', 'a --- b'], ['.opencode/skills/ok/SKILL.md', 'Ok skill']]);
      const never = 'This frontmatter is never closed with `---`: OpenCode reads';
      const fails = (what: string) => `${never} the rest of the file as its YAML, which fails, so the whole file, this \`---\` included, becomes ${what}`;
      const all = lint({ root: tempTree(c.files!) }).diagnostics;
      expect(all.every((d) => d.harness === 'opencode')).toBe(true);
      expect(all.map(full).sort()).toEqual([
        `opencode/agent-frontmatter error .opencode/agent/dash.md 1:1-1:4 ${fails('the prompt and the settings fall back to defaults')}`,
        `opencode/agent-frontmatter warn .opencode/agent/dash2.md 1:1-1:4 ${never} the whole rest of the file as its YAML, so the agent loads with the fields written there and an empty prompt`,
        `opencode/command-frontmatter error .opencode/command/dash.md 1:1-1:4 ${fails("the command's template and its settings are lost")}`,
        `opencode/command-frontmatter warn .opencode/command/dash2.md 1:1-1:4 ${never} the whole rest of the file as its YAML, so the command loads with the fields written there and an empty template, and running it sends only the arguments`,
        'opencode/skill-frontmatter error .opencode/skills/dash/SKILL.md 1:1-1:4 OpenCode skips this skill without a word: its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML, which fails',
        `opencode/skill-frontmatter warn .opencode/skills/dash2/SKILL.md 1:1-1:4 ${never} the whole rest of the file as its YAML, so the skill loads with its name and description and empty instructions`,
      ].sort());
    });
    it('a line that starts with `---` (`--- x`, `----`) ends the frontmatter for OpenCode; the rest of that line starts the body', () => {
      const c = get('frontmatter-dashes-line');
      const cfg = c.observed.config! as Record<string, Record<string, unknown>>;
      expect(cfg['agent.dl']).toMatchObject({ description: 'D', mode: 'subagent', prompt: 'x\nDL-PROMPT' });
      expect(cfg['agent.dl4']).toMatchObject({ description: 'D4', mode: 'subagent', prompt: '-\nDL4-PROMPT' });
      expect(cfg['command.dl']).toEqual({ description: 'D', agent: 'plan', template: 'x\nDL-TEMPLATE' });
      expect(c.observed.skills).toEqual([{ file: '.opencode/skills/dl/SKILL.md', name: 'dl', description: 'D', content: ' x\nDl.\n' }]);
      expect(lint({ root: tempTree(c.files!) }).diagnostics).toEqual([]);
      const artifacts = discover(tempTree(c.files!)).project.artifacts;
      const body = (p: string) => artifacts.find((x) => x.path === p)!.markdown!.body;
      expect([body('.opencode/agent/dl.md'), body('.opencode/agent/dl4.md'), body('.opencode/skills/dl/SKILL.md')]).toEqual([' x\nDL-PROMPT\n', '-\nDL4-PROMPT\n', ' x\nDl.\n']);
    });
    it('each value of the wrong type that stopped OpenCode is one opencode/agent-field-type error, in opencode.json and in a file; `name` loads', () => {
      for (const id of ['agent-entry-types', 'agent-file-types']) {
        const c = get(id);
        expect(c.observed.listExit).toBe(1);
        const theirs = c.observed.invalid.slice(1).map((l) => /got .+ (\S+)$/.exec(l)![1]!).sort();
        const ds = findings(c.files!);
        expect(ds.every((d) => d.kind === 'opencode/agent-field-type' && d.level === 'error')).toBe(true);
        expect(ds.map((d) => d.span.jsonPath!.replace(/^\$\.(frontmatter\.)?/, '')).sort()).toEqual(theirs);
      }
      expect(get('agent-entry-types').observed.invalid.some((l) => l.endsWith('agent.t.name'))).toBe(false);
      expect(findings(get('agent-file-types').files!).map(row).sort()).toEqual([
        'opencode/agent-field-type error .opencode/agent/t.md 3:14',
        'opencode/agent-field-type error .opencode/agent/t.md 4:9',
        'opencode/agent-field-type error .opencode/agent/t.md 5:8',
        'opencode/agent-field-type error .opencode/agent/t.md 6:8',
      ]);
    });
    it('the unknown keys of an `agent` entry went into its options and into the model request: agent-frontmatter warnings, a certain misspelling renamed', () => {
      const c = get('agent-entry-options');
      expect(c.observed.agents!['lead']!.options).toEqual(['permision', 'zzopt']);
      expect(c.observed.run).toMatchObject({ exit: 0, markers: { 'ZZ-OPT-VALUE': true, zzopt: true, permision: true, 'LEAD-PROMPT': true } });
      const ds = findings(c.files!);
      expect(ds.map((d) => `${row(d)} ${d.suggestion?.edits[0]!.text ?? '-'}`)).toEqual([
        'opencode/agent-frontmatter warn opencode.json 6:7 "permission"',
        'opencode/agent-frontmatter warn opencode.json 9:7 -',
      ]);
      // In a file the key is renamed as written; not onto a key that is there, nor `permissions` (a V2 list, not a map).
      const f = findings({ '.opencode/agent/a.md': '---\ndescription: A\ntemprature: 0.2\npermissions:\n  - x\n---\nA\n', '.opencode/agent/b.md': '---\ndescription: B\ntemperature: 0.1\ntemprature: 0.2\n---\nB\n' });
      expect(f.map((d) => `${d.span.path} ${d.span.range.start.line} ${d.suggestion?.edits[0]!.text ?? '-'}`).sort()).toEqual([
        '.opencode/agent/a.md 3 temperature',
        '.opencode/agent/a.md 4 -',
        '.opencode/agent/b.md 4 -',
      ]);
    });
    it('the file that stopped `opencode agent list` is the one opencode/agent-mode error', () => {
      const c = get('bad-mode');
      expect(c.observed.listExit).toBe(1);
      expect(c.observed.invalid[0]).toBe('Error: Configuration is invalid at .opencode/agent/badmode.md');
      expect(findings(c.files!).map(row)).toEqual(['opencode/agent-mode error .opencode/agent/badmode.md 3:7']);
    });
    it('`#high` stays in the model id (warn), a model without provider is an error; nested ids, `tools` and temperature load', () => {
      const c = get('agent-fields');
      expect(c.observed.listExit).toBe(0);
      expect(c.observed.agents!['team/reviewer']).toEqual({ mode: 'subagent', model: { providerID: 'anthropic', modelID: 'claude-sonnet-4-6#high' }, options: [], promptHasFrontmatter: false });
      expect(c.observed.agents!['noprov']!.model!.modelID).toBe('');
      expect(findings(c.files!).map(row).sort()).toEqual([
        'opencode/model-format error .opencode/agent/noprov.md 4:8',
        'opencode/model-format warn .opencode/agent/team/reviewer.md 4:8',
      ]);
    });
  });

  describe('opencode.json', () => {
    it('JSONC loads; the top-level keys OpenCode dropped are the config-unknown-key warnings; `agents` and `commands` are read; agent entry keys go to options', () => {
      const c = get('config-jsonc');
      const cfg = c.observed.config!;
      expect(c.observed.listExit).toBe(0);
      const dropped = ['theme', 'frobnicate', 'keybinds'].filter((k) => cfg[k] === null);
      expect(dropped).toEqual(['theme', 'frobnicate', 'keybinds']);
      expect(cfg['agent.y.mode']).toBe('subagent');
      expect(cfg['command.hi']).toEqual({ template: 'HI' });
      expect(c.observed.agents!['x']!.options).toEqual(['frob']);
      const ds = findings(c.files!);
      expect(ds.map(row).sort()).toEqual([
        'opencode/agent-frontmatter warn opencode.jsonc 7:52',
        'opencode/config-unknown-key warn opencode.jsonc 11:3',
        'opencode/config-unknown-key warn opencode.jsonc 4:3',
        'opencode/config-unknown-key warn opencode.jsonc 5:3',
      ]);
      expect(of(ds, 'opencode/config-unknown-key').map((d) => d.span.jsonPath!.slice(2))).toEqual(dropped);
    });
    it('every value OpenCode listed as invalid is an error finding, and no other', () => {
      for (const id of ['config-invalid', 'config-v2-permissions', 'config-v2-agents-permissions']) {
        const c = get(id);
        expect(c.observed.listExit).toBe(1);
        expect(c.observed.invalid[0]).toBe('Error: Configuration is invalid at opencode.json');
        const theirs = new Set(c.observed.invalid.slice(1).map(pathOf).map(entry));
        const ds = findings(c.files!);
        expect(ds.every((d) => d.level === 'error')).toBe(true);
        expect(new Set(ds.map((d) => entry(d.span.jsonPath!)))).toEqual(theirs);
      }
    });
    it('under the V2 `agents` / `commands` an entry with a bad value vanished without an error: the same findings, saying so', () => {
      const c = get('config-v2-invalid');
      expect(c.observed.listExit).toBe(0);
      expect(c.observed.config).toEqual({ 'agent.bad': null, 'agent.good': expect.anything(), 'command.notemplate': null, 'command.ok': { template: 'OK' } });
      const ds = findings(c.files!);
      expect(ds.map(row)).toEqual(['opencode/agent-mode error opencode.json 4:15', 'opencode/config-invalid error opencode.json 12:5']);
      expect(ds.every((d) => d.message.startsWith('OpenCode drops this'))).toBe(true);
    });
    it('a V2 `agents` entry keeps only some keys: each key OpenCode dropped is a warning (V2 spelling as the fix), a theme colour that dropped the entry an error', () => {
      const c = get('config-v2-agent-entry');
      const cfg = c.observed.config! as Record<string, Record<string, unknown> | null>;
      expect(c.observed.listExit).toBe(0);
      expect(c.observed.agents!['u']!.options).toEqual([]);
      // Entries holding one key: the keys OpenCode kept (or renamed: system → prompt, disabled → disable).
      const kept = Object.entries(cfg).filter(([id, e]) => id !== 'agent.u' && id !== 'agent.t' && e && Object.keys(e).some((k) => !['description', 'options', 'permission'].includes(k)));
      expect(kept.map(([id]) => id.replace(/^agent\.v\d_/, '')).sort()).toEqual(['color', 'disabled', 'hidden', 'mode', 'model', 'steps', 'system']);
      expect(cfg['agent.v1_permission']).toEqual({ description: 'D', options: {}, permission: {} });
      expect(cfg['agent.v1_color']).toBeNull();
      const ds = findings(c.files!);
      const dropped = Object.entries(cfg).filter(([id, e]) => e && !kept.some(([k]) => k === id)).map(([id]) => id.slice('agent.'.length));
      const warned = ds.filter((d) => d.kind === 'opencode/agent-frontmatter').map((d) => d.span.jsonPath!.split('.')[2]!);
      expect(warned.sort()).toEqual(dropped.sort());
      expect(ds.filter((d) => d.kind !== 'opencode/agent-frontmatter').map(row)).toEqual(['opencode/agent-field-type error opencode.json 33:16']);
      expect(ds.filter((d) => d.suggestion).map((d) => `${d.span.jsonPath} ${d.suggestion!.edits[0]!.text}`)).toEqual(['$.agents.v1_disable.disable "disabled"', '$.agents.v1_prompt.prompt "system"']);
      expect(ds.find((d) => d.span.jsonPath === '$.agents.v1_permission.permission')!.message).toContain(': its permission rules do not apply; ');
    });
    it('`color` in an `agent` entry: a `#rrggbb` code or a theme name loads; every other value OpenCode listed as invalid is one agent-field-type error', () => {
      const c = get('agent-colors');
      expect(c.observed.listExit).toBe(1);
      const theirs = [...new Set(c.observed.invalid.slice(1).map(pathOf))].sort();
      expect(theirs).toEqual(['Primary', 'empty', 'hex3', 'hex8', 'hexbad', 'nohash', 'nul', 'num', 'red'].map((k) => `agent.${k}.color`).sort());
      const ds = findings(c.files!);
      expect(ds.every((d) => d.kind === 'opencode/agent-field-type' && d.level === 'error')).toBe(true);
      expect(ds.map((d) => d.span.jsonPath!.slice(2)).sort()).toEqual(theirs);
      const expects = 'OpenCode expects a hex code `#rrggbb` (six digits) or a theme colour (`primary`, `secondary`, `accent`, `success`, `warning`, `error`, `info`)';
      const red = ds.find((d) => d.span.jsonPath === '$.agent.red.color')!;
      expect(full(red)).toBe(`opencode/agent-field-type error opencode.json 29:16-29:21 OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): \`color\` is "red"; ${expects}`);
      expect(red.suggestion).toBeUndefined();
      // A theme name in the wrong case is renamed.
      const upper = ds.find((d) => d.span.jsonPath === '$.agent.Primary.color')!;
      expect(`${row(upper)} ${upper.suggestion!.applicability} ${upper.suggestion!.edits[0]!.text}`).toBe('opencode/agent-field-type error opencode.json 61:16 MachineApplicable "primary"');
    });
    it('`color` in a V2 `agents` entry: only a `#rrggbb` code kept the entry; each entry OpenCode dropped is one agent-field-type error at its colour', () => {
      const c = get('agent-colors-v2');
      const cfg = c.observed.config! as Record<string, Record<string, unknown> | null>;
      expect(c.observed.listExit).toBe(0);
      expect(Object.keys(cfg).filter((k) => cfg[k] !== null)).toEqual(['agent.hex', 'agent.hexup']);
      const dropped = Object.keys(cfg).filter((k) => cfg[k] === null).map((k) => `agents.${k.slice(6)}.color`);
      const ds = findings(c.files!);
      expect(ds.every((d) => d.kind === 'opencode/agent-field-type' && d.level === 'error' && d.message.startsWith('OpenCode drops this `agents` entry without a word'))).toBe(true);
      expect(ds.map((d) => d.span.jsonPath!.slice(2)).sort()).toEqual(dropped.sort());
      expect(full(ds.find((d) => d.span.jsonPath === '$.agents.red.color')!)).toBe('opencode/agent-field-type error opencode.json 29:16-29:21 OpenCode drops this `agents` entry without a word: `color` is "red"; under `agents` a colour is a hex code `#rrggbb` (six digits)');
    });
    it('`color` in an agent file: quoted hex codes and a theme name load; `red` and an unquoted `#ff0000` (a YAML comment) stopped OpenCode, one error each, the comment quoted by the fix', () => {
      expect(get('agent-file-colors').observed).toMatchObject({ listExit: 0, invalid: [] });
      expect(Object.values(get('agent-file-colors').observed.agents!).every((a) => a.mode === 'subagent')).toBe(true);
      expect(findings(get('agent-file-colors').files!)).toEqual([]);
      const name = get('agent-file-color-name');
      expect(name.observed.invalid[0]).toBe('Error: Configuration is invalid at .opencode/agent/red.md');
      expect(findings(name.files!).map(full)).toEqual([
        'opencode/agent-field-type error .opencode/agent/red.md 4:8-4:11 OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): `color` is "red"; OpenCode expects a hex code `#rrggbb` (six digits) or a theme colour (`primary`, `secondary`, `accent`, `success`, `warning`, `error`, `info`)',
      ]);
      const comment = get('agent-file-color-comment');
      expect(comment.observed.invalid).toEqual(['Error: Configuration is invalid at .opencode/agent/comment.md', expect.stringMatching(/got null color$/)]);
      const ds = findings(comment.files!);
      expect(ds.map(full)).toEqual([
        'opencode/agent-field-type error .opencode/agent/comment.md 4:8-4:15 OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): `color` is empty, because `#ff0000` written without quotes is a YAML comment (write `"#ff0000"`)',
      ]);
      expect(ds[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"#ff0000"', range: { start: { line: 4, column: 8 }, end: { line: 4, column: 15 } } }] });
    });
    it('a JSON(C) syntax error stops OpenCode and is one parse finding at the character', () => {
      const c = get('config-syntax');
      expect(c.observed).toEqual({ listExit: 1, invalid: ['Error: Config file at opencode.json is not valid JSON(C):'] });
      expect(findings(c.files!).map((d) => `${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['error opencode.json 1:18']);
    });
    it('`${VAR}` reached the server as written and `{env:VAR}` was expanded: the mcp-env-syntax warnings are the literal ones', () => {
      const c = get('mcp-env');
      const cmd = c.observed.config!['mcp.s.command'] as string[];
      const env = c.observed.config!['mcp.s.environment'] as Record<string, string>;
      expect(cmd).toEqual(['echo', '${OPENCODE_DISABLE_AUTOUPDATE}', '1']);
      expect(env).toEqual({ A: '${OPENCODE_DISABLE_AUTOUPDATE}', B: '1' });
      const ds = findings(c.files!);
      expect(ds.map((d) => `${d.kind} ${d.span.jsonPath}`)).toEqual(['opencode/mcp-env-syntax $.mcp.s.command[1]', 'opencode/mcp-env-syntax $.mcp.s.environment.A']);
      expect(ds[0]!.suggestion!.edits[0]!.text).toBe('"{env:OPENCODE_DISABLE_AUTOUPDATE}"');
    });
    it('each `default_agent` that stopped the run is an opencode/default-agent error; the primary file agent ran', () => {
      for (const [id, why] of [['subagent', '`explore` is a subagent'], ['hidden', '`title` is hidden'], ['missing', 'no agent `nosuch`'], ['file-subagent', '`helper` is a subagent']] as const) {
        const c = get(`default-agent-${id}`);
        expect(c.observed.run).toMatchObject({ exit: 1, requests: false });
        expect(c.observed.run!.error).toMatch(/^Error: default agent ".+" (is a subagent|is hidden|not found)$/);
        const ds = findings(c.files!);
        expect(ds.map(row)).toEqual(['opencode/default-agent error opencode.json 2:20']);
        expect(ds[0]!.message).toContain(why);
      }
      const ok = get('default-agent-file-primary');
      expect(ok.observed.run).toMatchObject({ exit: 0, error: null, requests: true });
      expect(findings(ok.files!)).toEqual([]);
    });
    it('a model without provider stopped the run: an opencode/model-format error', () => {
      const c = get('model-no-provider');
      expect(c.observed.run).toMatchObject({ exit: 1, error: 'ProviderModelNotFoundError: Model not found: gpt-4/.' });
      expect(findings(c.files!).map(row)).toEqual(['opencode/model-format error opencode.json 2:12']);
    });
    it('a missing `instructions` path was skipped silently while the existing one reached the model', () => {
      const c = get('instructions');
      expect(c.observed.run).toMatchObject({ exit: 0, markers: { 'STYLE-MARK': true } });
      const ds = findings(c.files!);
      expect(ds.map(row)).toEqual(['opencode/instructions-missing warn opencode.json 3:5']);
      expect(ds[0]!.message).toContain('`nope.md`');
    });
    it('globs in `instructions` were expanded (`*` within one folder, `**`, braces) and the one matching nothing skipped silently: one warning, at it', () => {
      const c = get('instructions-globs');
      expect(c.observed.run).toMatchObject({ exit: 0, markers: { 'GLOB-A': true, 'GLOB-B': false, 'GLOB-C': true, 'GLOB-D': true } });
      const ds = findings(c.files!);
      expect(ds.map(row)).toEqual(['opencode/instructions-missing warn opencode.json 5:5']);
      expect(ds[0]!.message).toContain('`none/*.md`');
    });
  });

  describe('commands', () => {
    it('broken frontmatter stayed in the template, an unknown key was dropped, an empty body is an empty template', () => {
      const c = get('commands');
      const cfg = c.observed.config! as Record<string, { template: string; description?: string; frob?: unknown }>;
      expect(cfg['command.broken']!.template.startsWith('---')).toBe(true);
      expect(cfg['command.hello']).toEqual({ description: 'Hello', template: 'Say hello to $ARGUMENTS' });
      expect(cfg['command.empty']!.template).toBe('');
      expect(c.observed.run).toMatchObject({ exit: 0, markers: { 'Say hello to Bob': true } });
      expect(of(findings(c.files!), 'opencode/command-frontmatter').map(row).sort()).toEqual([
        'opencode/command-frontmatter error .opencode/command/broken.md 2:14',
        'opencode/command-frontmatter warn .opencode/command/empty.md 1:1',
        'opencode/command-frontmatter warn .opencode/command/hello.md 3:1',
      ]);
    });
    it('in a `command` entry of opencode.json an unknown key was dropped (a certain misspelling renamed) and a value of the wrong type stopped OpenCode', () => {
      const c = get('config-command-entry');
      expect(c.observed.config!['command.c']).toEqual({ template: 'CMD-T $ARGUMENTS', agent: 'plan' });
      expect(c.observed.run).toMatchObject({ exit: 0, markers: { 'CMD-T X': true } });
      expect(findings(c.files!).map((d) => `${row(d)} ${d.suggestion?.edits[0]!.text ?? '-'}`)).toEqual([
        'opencode/command-frontmatter warn opencode.json 5:7 "description"',
        'opencode/command-frontmatter warn opencode.json 6:7 -',
      ]);
      const t = get('config-command-types');
      expect(t.observed.listExit).toBe(1);
      const theirs = t.observed.invalid.slice(1).map((l) => /got .+ (\S+)$/.exec(l)![1]!).sort();
      const ds = findings(t.files!);
      expect(ds.every((d) => d.kind === 'opencode/config-invalid' && d.level === 'error')).toBe(true);
      expect(ds.map((d) => d.span.jsonPath!.replace(/^\$\./, '')).sort()).toEqual(theirs);
    });
    it('in a V2 `commands` entry an unknown key was dropped and a value of the wrong type dropped the whole entry, silently', () => {
      const c = get('config-v2-command-entry');
      expect(c.observed).toMatchObject({ listExit: 0, config: { 'command.u': { template: 'U' }, 'command.t': null } });
      const ds = findings(c.files!);
      expect(ds.map(row)).toEqual(['opencode/command-frontmatter warn opencode.json 5:7', 'opencode/config-invalid error opencode.json 9:18']);
      expect(ds[1]!.message).toBe('OpenCode drops this `commands` entry without a word: `subtask` of command `t` is `"yes"`, not a boolean');
    });
    it('the command whose agent does not exist failed, the one naming `plan` ran: one opencode/command-agent error', () => {
      expect(get('command-agent-missing').observed.run).toMatchObject({ exit: 1, requests: false, markers: { 'AG-TEMPLATE X': false } });
      expect(get('command-agent-known').observed.run).toMatchObject({ exit: 0, markers: { 'OK-TEMPLATE X': true } });
      expect(of(findings(get('command-agent-missing').files!), 'opencode/command-agent').map(row)).toEqual(['opencode/command-agent error .opencode/commands/ag.md 3:8']);
    });
  });

  describe('skills and AGENTS.md', () => {
    it('the skills OpenCode skipped are errors, the one it kept from the model a warning, and nothing else', () => {
      const c = get('skills');
      const listed = new Map(c.observed.skills!.map((s) => [s.file, s]));
      const files = Object.keys(c.files!);
      const expected = files.flatMap((f) => {
        const s = listed.get(f);
        if (!s) return [`error ${f}`];
        if (s.description === null) return [`warn ${f}`];
        return [];
      });
      expect(expected.sort()).toEqual(['error .opencode/skill/noname/SKILL.md', 'error .opencode/skills/brk/SKILL.md', 'warn .opencode/skills/nodesc-skill/SKILL.md']);
      expect(c.observed.run!.markers).toMatchObject({ 'nodesc-skill': false, 'NONAME-DESC': false, 'GOOD-SKILL-DESC': true, 'CLAUDE-SKILL-DESC': true });
      const ds = of(findings(c.files!), 'opencode/skill-frontmatter');
      expect(ds.map((d) => `${d.level} ${d.span.path}`).sort()).toEqual(expected.sort());
    });
    it('`skills.paths`: the skills below a listed folder, at any depth and from the project folder, are checked like the others; a missing folder is a warning', () => {
      const c = get('skills-paths');
      expect(c.observed.listExit).toBe(0);
      expect(c.observed.skills!.map((s) => s.file)).toEqual(['extra-skills/foo/SKILL.md', 'extra-skills/g/deep/SKILL.md']);
      expect(c.observed.run!.markers).toEqual({ 'FOO-DESC': true, 'DEEP-DESC': true, 'NONAME-DESC': false });
      const ds = findings(c.files!);
      expect(ds.map(row).sort()).toEqual(['opencode/skill-frontmatter error extra-skills/noname/SKILL.md 1:1', 'opencode/skill-paths-missing warn opencode.json 5:7']);
      const kinds = discover(tempTree(c.files!)).project.artifacts.filter((a) => a.kind === 'opencode-skill').map((a) => a.path).sort();
      expect(kinds).toEqual(Object.keys(c.files!).filter((f) => f.endsWith('SKILL.md')).sort());
      const base = get('skills-paths-base');
      expect(base.observed.skills!.map((s) => s.file)).toEqual(['extra/a/SKILL.md']);
      const read = discover(tempTree(base.files!)).project.artifacts.filter((a) => a.kind === 'opencode-skill').map((a) => a.path);
      expect(read).toEqual(['extra/a/SKILL.md']);
      expect(findings(base.files!)).toEqual([]);
    });
    it('the project .claude/skills and AGENTS.md reach the model, so they are OpenCode artifacts (not evidence of OpenCode on their own)', () => {
      expect(get('skills').observed.run!.markers['CLAUDE-SKILL-DESC']).toBe(true);
      expect(get('agents-md').observed.run!.markers).toEqual({ 'AGENTS-MARK': true, 'CLAUDE-MARK': false });
      expect(get('claude-md-fallback').observed.run!.markers).toEqual({ 'CLAUDE-MARK': true });
      const root = tempTree({ 'AGENTS.md': '# Rules\n', '.claude/skills/x/SKILL.md': '---\nname: x\ndescription: X\n---\nx\n', '.opencode/agent/a.md': '---\ndescription: A\n---\nA\n' });
      const kinds = discover(root).project.artifacts.filter((a) => a.harness === 'opencode').map((a) => `${a.kind} ${a.path}`).sort();
      expect(kinds).toEqual(['opencode-agent .opencode/agent/a.md', 'opencode-instructions AGENTS.md', 'opencode-skill .claude/skills/x/SKILL.md']);
      const alone = tempTree({ 'AGENTS.md': '# Rules\n' });
      expect(discover(alone).project.artifacts.filter((a) => a.harness === 'opencode')).toEqual([]);
    });
  });

  describe('plugins', () => {
    it('`.opencode/plugin/*.js` is loaded (its hook reached the model); one with a syntax error is skipped without a log line: no kind, no rule', () => {
      const c = get('plugins');
      expect(c.observed.config!['plugin']).toEqual(['file://.opencode/plugin/hello.js', 'file://.opencode/plugin/broken.js']);
      expect(c.observed.run).toEqual({ exit: 0, error: null, requests: true, markers: { 'PLUGIN-MARK': true }, logs: [] });
      expect(findings(c.files!)).toEqual([]);
    });
  });

  describe('fixtures/harnesses', () => {
    const tree = (t: string) => lint({ root: `fixtures/harnesses/${t}` }).diagnostics.filter((d) => d.harness === 'opencode');
    it('valid: OpenCode loads it, lists its skills with descriptions, runs its command; agentlint finds nothing', () => {
      const o = get('fixture-valid').observed;
      expect(o.listExit).toBe(0);
      expect(o.skills!.every((s) => s.description)).toBe(true);
      expect(Object.values(o.agents!).every((a) => a.options.length === 0 && !a.promptHasFrontmatter)).toBe(true);
      expect(o.run).toMatchObject({ exit: 0, markers: { 'Review the staged changes.': true } });
      expect(tree('valid')).toEqual([]);
    });
    it('planted: OpenCode refused the first invalid file it met; its invalid values are exactly the fatal findings there', () => {
      const o = get('fixture-planted').observed;
      expect(o.listExit).toBe(1);
      const refused = /invalid at (.+)$/.exec(o.invalid[0]!)![1]!;
      expect(refused).toBe('opencode.jsonc');
      const fatal = tree('planted').filter((d) => d.span.path === refused && ['opencode/config-invalid', 'opencode/agent-mode', 'opencode/agent-field-type'].includes(d.kind));
      expect(fatal.map((d) => entry(d.span.jsonPath!)).sort()).toEqual(o.invalid.slice(1).map(pathOf).map(entry).sort());
      // The other file OpenCode would refuse next (an agent `mode`) is an error too.
      expect(tree('planted').filter((d) => d.kind === 'opencode/agent-mode').map((d) => d.span.path)).toEqual(['.opencode/agent/reviewer.md']);
    });
  });
});
