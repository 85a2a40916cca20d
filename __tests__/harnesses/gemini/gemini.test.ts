/** Gemini rules against Gemini CLI's own verdicts (oracle/gemini/cases.json). */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { GEMINI_VERSION } from '../../../src/harnesses/gemini/known-values.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Seen {
  exit: number;
  agentErrors: string[];
  commandErrors: string[];
  commandSent: boolean;
  startup: string[];
  skills: string[];
  mcp: string[];
  runErrors: string[];
  validate: Record<string, { exit: number; lines: string[] }>;
  linked: Record<string, number>;
  installed: Record<string, number>;
  promptSent: boolean;
  memory: { files: string[]; markers: string[]; leftAsText: string[]; imports?: Record<string, string[]> } | null;
  toolsSent: string[];
  found: Record<string, string | null>;
  runWarnings: string[];
}
const set = JSON.parse(readFileSync('oracle/gemini/cases.json', 'utf8')) as {
  gemini: string;
  cases: Array<{ id: string; files?: Record<string, string>; tree?: string; observed: Seen }>;
};
const byId = (id: string) => set.cases.find((x) => x.id === id)!;
const c = set.cases[0]!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const root = writeTree(c.files!);
roots.push(root);
const ds = lint({ root }).diagnostics.filter((d) => d.harness === 'gemini');
const row = (d: (typeof ds)[number]) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;

describe(`Gemini CLI ${set.gemini}`, () => {
  it('was recorded on the pinned release; the good command ran', () => {
    expect(set.gemini).toBe(GEMINI_VERSION);
    expect(c.observed).toMatchObject({ exit: 0, commandSent: true });
  });
  it('the agents Gemini failed to load are exactly the gemini/agent-schema errors, at the key it names', () => {
    const failed = c.observed.agentErrors.filter((l) => l.startsWith('Agent loading error')).map((l) => /from (\S+):/.exec(l)![1]).sort();
    expect([...new Set(ds.filter((d) => d.kind === 'gemini/agent-schema').map((d) => d.span.path))].sort()).toEqual(failed);
    expect(ds.filter((d) => d.kind === 'gemini/agent-schema').map(row).sort()).toEqual([
      'gemini/agent-schema error .gemini/agents/bad.md 2:7',
      'gemini/agent-schema error .gemini/agents/nodesc.md 1:1',
      'gemini/agent-schema error .gemini/agents/unk.md 4:1',
    ]);
  });
  it('the commands Gemini skipped are errors; the key it ignored silently is a warning', () => {
    const skipped = c.observed.commandErrors.map((l) => /(\.gemini\/\S+\.toml)/.exec(l)![1]).sort();
    expect(skipped).toEqual(['.gemini/commands/broken.toml', '.gemini/commands/noprompt.toml']);
    const commands = ds.filter((d) => d.kind === 'gemini/command-schema');
    expect(commands.filter((d) => d.level === 'error').map((d) => d.span.path).sort()).toEqual(skipped);
    expect(commands.filter((d) => d.level === 'warn').map(row)).toEqual(['gemini/command-schema warn .gemini/commands/git/unk.toml 2:1']);
    expect(commands.find((d) => d.level === 'warn')!.message).toBe('Gemini CLI ignores `frobnicate` in /git:unk without a word');
    expect(c.observed.commandErrors.some((l) => l.includes('unk.toml'))).toBe(false);
  });
});

/** agentlint's Gemini findings on a case's files (or its fixture tree): `rule level path line:col`. */
function findings(id: string) {
  const k = byId(id);
  let r = k.tree;
  if (!r) {
    r = writeTree(k.files!);
    roots.push(r);
  }
  const all = lint({ root: r }).diagnostics.filter((d) => d.harness === 'gemini');
  return { k, all, rows: all.map(row).sort(), seen: k.observed };
}
const refOf = (m: string) => /^`@(\S+?)`/.exec(m)?.[1];

describe('GEMINI.md imports (case memory-imports)', () => {
  const { all, rows, seen } = findings('memory-imports');
  it('Gemini read AGENTS.md because context.fileName lists it, and not the sub-folder GEMINI.md at startup', () => {
    expect(seen.memory!.files).toEqual(['AGENTS.md', 'GEMINI.md']);
  });
  it('flags exactly the imports Gemini failed, refused, dropped as a cycle or left as text for depth, at the `@path`', () => {
    expect(rows).toEqual([
      'gemini/memory-import warn AGENTS.md 1:8',
      'gemini/memory-import warn GEMINI.md 15:1',
      'gemini/memory-import warn GEMINI.md 17:1',
      'gemini/memory-import warn GEMINI.md 3:5',
      'gemini/memory-import warn d/d5.md 1:4',
      'gemini/memory-import warn docs/b.md 1:3',
      'gemini/memory-import warn sub/GEMINI.md 1:5',
    ]);
    const observedRefs = (d: (typeof all)[number]) => refOf(d.message)!;
    const failed = seen.startup.map((l) => /Failed to import (\S+):/.exec(l)?.[1]).filter(Boolean).sort();
    expect(all.filter((d) => /does not exist|is a folder/.test(d.message) && !d.span.path.startsWith('sub/')).map(observedRefs).sort()).toEqual(failed);
    expect(all.filter((d) => d.message.includes('leaves the project')).map((d) => `Import failed: ${observedRefs(d)} - Path traversal attempt`)).toEqual(seen.memory!.markers.filter((m) => m.includes('traversal')));
    expect(all.filter((d) => d.message.includes('import cycle')).map((d) => `File already processed: ${observedRefs(d)}`)).toEqual(seen.memory!.markers.filter((m) => m.includes('already processed')));
    // Left as text: two inside code (not imports, no finding) and the one at depth 6.
    expect(seen.memory!.leftAsText).toEqual(['./docs/incode.md', './docs/block.md', './d6.md']);
    expect(all.filter((d) => d.message.includes('imports deep')).map(observedRefs)).toEqual(['./d6.md']);
  });
  it('says the sub-folder file was not loaded at startup', () => {
    expect(all.find((d) => d.span.path === 'sub/GEMINI.md')!.message).toContain('0.61.0 did not load it at startup');
  });
  it('AGENTS.md is not read when context.fileName does not list it (case memory-agents-md-unlisted)', () => {
    const other = findings('memory-agents-md-unlisted');
    expect(other.seen.startup).toEqual([]);
    expect(other.seen.memory!.files).toEqual(['GEMINI.md']);
    expect(other.rows).toEqual([]);
  });
});

describe('.gemini/settings.json (case settings)', () => {
  const { all, rows, seen } = findings('settings');
  it('each "Error in: <key>" Gemini printed is an error at that key; the unknown top-level key it accepted is a warning', () => {
    const keys = seen.startup.map((l) => /^Error in: (\S+)/.exec(l)?.[1]).filter(Boolean).sort();
    expect(all.filter((d) => d.kind === 'gemini/settings-schema' && d.level === 'error' && !d.message.startsWith('MCP server')).map((d) => d.span.jsonPath!.replace(/^\$\./, '')).sort()).toEqual([...keys, 'mcpServers.unk.frobnicate'].filter((k) => k !== 'mcpServers.unk').sort());
    expect(rows.filter((r) => r.startsWith('gemini/settings-schema'))).toEqual([
      'gemini/settings-schema error .gemini/settings.json 11:5',
      'gemini/settings-schema error .gemini/settings.json 18:7',
      'gemini/settings-schema error .gemini/settings.json 3:14',
      'gemini/settings-schema error .gemini/settings.json 50:20',
      'gemini/settings-schema error .gemini/settings.json 6:20',
      'gemini/settings-schema warn .gemini/settings.json 5:3',
    ].sort());
  });
  it('the wrong-typed theme is kept: the headless run crashed on it', () => {
    expect(seen.exit).toBe(1);
    expect(seen.runErrors).toEqual(['An unexpected critical error occurred:TypeError: themeName.endsWith is not a function']);
  });
  it('the server with neither command nor url is listed as disconnected, and flagged', () => {
    expect(seen.mcp.some((l) => l.startsWith('✗ neither:'))).toBe(true);
    expect(all.find((d) => d.message.startsWith('MCP server `neither`'))!.span.range.start).toMatchObject({ line: 11, column: 5 });
  });
  it('hooks: the unknown event Gemini skipped and the handler it discarded, with the certain rename', () => {
    expect(seen.startup).toContain('Invalid hook event name: "BeforeTol" from project config. Skipping.');
    expect(seen.startup).toContain('Invalid hook BeforeTool from project type: cmd');
    expect(rows.filter((r) => r.startsWith('gemini/hooks'))).toEqual(['gemini/hooks error .gemini/settings.json 26:5', 'gemini/hooks error .gemini/settings.json 40:21'].sort());
    expect(all.find((d) => d.message.includes('BeforeTol'))!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"BeforeTool"' }] });
  });
});

describe('agents whose frontmatter is not YAML (case agent-yaml)', () => {
  const { all, rows, seen } = findings('agent-yaml');
  it('Gemini did not load them; one error each, where js-yaml stopped (its line:col is inside the frontmatter, one line above the file\'s)', () => {
    const failed = seen.startup.map((l) => /load agent from (\S+): YAML frontmatter parsing failed: .*\((\d+):(\d+)\)$/.exec(l)).map((m) => `${m![1]} ${Number(m![2]) + 1}:${m![3]}`);
    expect(failed).toEqual(['.gemini/agents/tab.md 4:1', '.gemini/agents/yaml.md 3:15']);
    expect(rows).toEqual(failed.map((f) => `schema/yaml-invalid error ${f}`));
  });
  it('says what Gemini does; the unquoted `: ` keeps its certain quoting fix', () => {
    expect(all.map((d) => d.message)).toEqual([
      'Gemini CLI does not load this agent: its frontmatter is not YAML (a tab indents this line: YAML indentation is spaces only); it prints "Agent loading error: … YAML frontmatter parsing failed"',
      'Gemini CLI does not load this agent: its frontmatter is not YAML (nested mappings are not allowed in compact mappings); it prints "Agent loading error: … YAML frontmatter parsing failed"',
    ]);
    expect(all[1]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"a: b"' }] });
  });
});

describe('a `---` inside an agent\'s frontmatter value (case agent-inline-dashes)', () => {
  const { k, seen } = findings('agent-inline-dashes');
  const all = lint({ root: (() => { const r = writeTree(k.files!); roots.push(r); return r; })() }).diagnostics;
  const full = (d: (typeof all)[number]) => `${row(d)}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`;
  it('Gemini read on past it (the `color` after it was rejected), found no frontmatter when no line closed it, and ended it at a `--- x` line', () => {
    expect(seen.startup).toEqual([
      'Agent loading error: Failed to load agent from .gemini/agents/dash.md: Validation failed: Agent Definition:',
      "Unrecognized key(s) in object: 'color'",
      'Agent loading error: Failed to load agent from .gemini/agents/dashopen.md: Invalid agent definition: Missing mandatory YAML frontmatter. Agent Markdown files MUST start with YAML frontmatter enclosed in triple-dashes "---" (e.g., ---',
    ]);
  });
  it('one Gemini error for each agent Gemini refused, none naming Claude Code; dashok, dl and fine have none', () => {
    expect(all.every((d) => d.harness === 'gemini')).toBe(true);
    expect(all.map(full)).toEqual([
      'gemini/agent-schema error .gemini/agents/dash.md 4:1-4:6 Gemini CLI does not load this agent: `color` is an unrecognized key',
      'schema/yaml-invalid error .gemini/agents/dashopen.md 1:1-1:4 Gemini CLI does not load this agent: its frontmatter is never closed with a `---` line; it prints "Agent loading error: … Missing mandatory YAML frontmatter"',
    ]);
  });
});

describe('a key set twice in an agent\'s or a skill\'s frontmatter (case agent-duplicate-key)', () => {
  const { all, rows, seen } = findings('agent-duplicate-key');
  it('Gemini did not load the agents ("duplicated mapping key" at the second key); it listed the skill with the last name', () => {
    expect(seen.startup).toEqual([
      'Agent loading error: Failed to load agent from .gemini/agents/colon-first.md: YAML frontmatter parsing failed: bad indentation of a mapping entry (2:15)',
      'Agent loading error: Failed to load agent from .gemini/agents/dup-desc.md: YAML frontmatter parsing failed: duplicated mapping key (4:1)',
      'Agent loading error: Failed to load agent from .gemini/agents/dup-first.md: YAML frontmatter parsing failed: duplicated mapping key (2:1)',
      'Agent loading error: Failed to load agent from .gemini/agents/dup-name.md: YAML frontmatter parsing failed: duplicated mapping key (3:1)',
    ]);
    expect(seen.skills).toEqual(['second-skill']);
  });
  it('one error per agent Gemini refused, at the place js-yaml stopped (its line + 1): schema/duplicate-key for a duplicate, schema/yaml-invalid when the unquoted `: ` comes first; a warning for the listed skill', () => {
    const failed = seen.startup.map((l) => /load agent from (\S+): YAML frontmatter parsing failed: (duplicated mapping key|bad indentation).* \((\d+):(\d+)\)$/.exec(l)!);
    const expected = failed.map((m) => `schema/${m[2] === 'bad indentation' ? 'yaml-invalid' : 'duplicate-key'} error ${m[1]} ${Number(m[3]) + 1}:${m[4]}`);
    expect(rows).toEqual([...expected, 'schema/duplicate-key warn .gemini/skills/dupskill/SKILL.md 4:1'].sort());
    const dups = all.filter((d) => d.kind === 'schema/duplicate-key');
    expect(dups.map((d) => [d.span.path, d.span.range.start.line, d.span.range.start.column, d.span.range.end.line, d.span.range.end.column])).toEqual([
      ['.gemini/agents/dup-desc.md', 5, 1, 5, 12],
      ['.gemini/agents/dup-first.md', 3, 1, 3, 5],
      ['.gemini/agents/dup-name.md', 4, 1, 4, 5],
      ['.gemini/skills/dupskill/SKILL.md', 4, 1, 4, 5],
    ]);
    expect(dups.filter((d) => d.span.path !== '.gemini/agents/dup-first.md').map((d) => d.message)).toEqual([
      'Gemini CLI does not load this agent: `description` is set twice (first at line 3), and its YAML reader rejects duplicate keys; it prints "Agent loading error: … YAML frontmatter parsing failed: duplicated mapping key"',
      'Gemini CLI does not load this agent: `name` is set twice (first at line 2), and its YAML reader rejects duplicate keys; it prints "Agent loading error: … YAML frontmatter parsing failed: duplicated mapping key"',
      'duplicate key `name` (first at line 2): Gemini CLI\'s YAML reader rejects this frontmatter, and its fallback reads `name` and `description` line by line and keeps the last value (here `second-skill`), so the skill is still listed without a message; strict YAML parsers and other harnesses may reject the file',
    ]);
  });
});

describe('a misspelt `prompt` (case command-misspelt-prompt)', () => {
  const { all, rows, seen } = findings('command-misspelt-prompt');
  it('Gemini skipped the command; one error at the misspelt key, with the certain rename', () => {
    expect(seen.runErrors).toEqual(['[ERROR] [FileCommandLoader] Skipping invalid command file: .gemini/commands/promt.toml. Validation errors:']);
    expect(rows).toEqual(['gemini/command-schema error .gemini/commands/promt.toml 2:1']);
    expect(all[0]!.message).toBe('Gemini CLI skips /promt: `prompt` is required, and `promt` is not read as it (did you mean `prompt`?)');
    expect(all[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'prompt', range: { start: { line: 2, column: 1 }, end: { line: 2, column: 6 } } }] });
  });
});

describe('.gemini/settings.json is read as JSON with comments (cases settings-jsonc, settings-trailing-comma)', () => {
  it('comments: Gemini applied the settings (context.fileName added AGENTS.md to GEMINI.md); agentlint reports no comment, only the failed import of the file the settings added', () => {
    const { rows, seen } = findings('settings-jsonc');
    expect(seen.memory!.files).toEqual(['AGENTS.md', 'GEMINI.md']);
    expect(seen.startup).toEqual(["[ERROR] [ImportProcessor] Failed to import ./nope.md: ENOENT: no such file or directory, access 'nope.md'"]);
    expect(rows).toEqual(['gemini/memory-import warn AGENTS.md 1:16']);
  });
  it('a GEMINI.md import is still checked when context.fileName lists only AGENTS.md (Gemini adds the names)', () => {
    const k = byId('settings-jsonc');
    const root = writeTree({ ...k.files!, 'GEMINI.md': 'Gemini marker. @./gone.md\n' });
    roots.push(root);
    expect(lint({ root }).diagnostics.filter((d) => d.kind === 'gemini/memory-import').map(row).sort()).toEqual(['gemini/memory-import warn AGENTS.md 1:16', 'gemini/memory-import warn GEMINI.md 1:16']);
  });
  it('a trailing comma: Gemini does not start (exit 52, "Error in … at position 50"); one error at that character', () => {
    const { k, all, rows, seen } = findings('settings-trailing-comma');
    expect(seen).toMatchObject({ exit: 52, memory: null, startup: ['Error in .gemini/settings.json: Expected double-quoted property name in JSON at position 50'] });
    expect(rows).toEqual(['schema/json-invalid error .gemini/settings.json 4:3']);
    expect(k.files!['.gemini/settings.json']![50]).toBe('}');
    expect(all[0]!.span.range.start.offset).toBe(50);
    expect(all[0]!.message).toContain('Gemini CLI does not start with this settings file');
  });
});

describe('skills (case skills)', () => {
  const { k, all, seen } = findings('skills');
  it('the skills `gemini skills list` left out are exactly the gemini/skill-schema errors', () => {
    const listedDirs = Object.keys(k.files!).filter((p) => seen.skills.includes(/name: (.*)/.exec(k.files![p]!)?.[1] ?? '')).sort();
    expect(listedDirs).toEqual(['.gemini/skills/Bad_Name/SKILL.md', '.gemini/skills/good/SKILL.md']);
    const dropped = Object.keys(k.files!).filter((p) => !listedDirs.includes(p)).sort();
    expect([...new Set(all.filter((d) => d.kind === 'gemini/skill-schema').map((d) => d.span.path))].sort()).toEqual(dropped);
    expect(all.map(row).sort()).toEqual(['gemini/skill-schema error .gemini/skills/nodesc/SKILL.md 1:1', 'gemini/skill-schema error .gemini/skills/nofm/SKILL.md 1:1', 'gemini/skill-schema error .gemini/skills/noname/SKILL.md 1:1']);
  });
});

describe('the shared .agents/skills folder (case agents-skills)', () => {
  const { all, seen } = findings('agents-skills');
  it('Gemini lists the good skill and drops the broken ones silently; agentlint flags exactly those, once for Gemini', () => {
    expect(seen).toEqual({ startup: [], skills: ['shared'] });
    expect(all.map(row).sort()).toEqual(['gemini/skill-schema error .agents/skills/nodesc/SKILL.md 1:1', 'gemini/skill-schema error .agents/skills/nofm/SKILL.md 1:1']);
    expect(all.map((d) => d.message).sort()).toEqual([
      'Gemini CLI drops this skill without a message: `description` is required',
      'Gemini CLI drops this skill without a message: it has no frontmatter (`name` and `description` are required)',
    ]);
  });
  it('the same files are checked for Codex too, each finding saying its harness', () => {
    const root = writeTree(byId('agents-skills').files!);
    roots.push(root);
    const harnesses = lint({ root }).diagnostics.filter((d) => d.span.path === '.agents/skills/nodesc/SKILL.md').map((d) => `${d.harness} ${d.kind}`).sort();
    expect(harnesses).toEqual(['codex codex/skill-load', 'gemini gemini/skill-schema']);
  });
});

describe('skills whose frontmatter strict YAML rejects for an unquoted `: ` (case skill-yaml)', () => {
  const { all, rows, seen } = findings('skill-yaml');
  it('Gemini lists both without a word; agentlint only warns, saying so, with the quoting fix', () => {
    expect(seen).toEqual({ startup: [], skills: ['colon', 'colon2'] });
    expect(rows).toEqual(['schema/yaml-strict warn .agents/skills/colon2/SKILL.md 3:14', 'schema/yaml-strict warn .gemini/skills/colon/SKILL.md 3:14']);
    for (const d of all) {
      expect(d.message).toContain('Gemini CLI still lists this skill');
      expect(d.suggestion).toMatchObject({ applicability: 'MachineApplicable' });
    }
  });
});

describe('extensions (case extensions): agentlint agrees with `gemini extensions validate`', () => {
  const { all, rows, seen } = findings('extensions');
  it('exit 1 exactly where agentlint has an error; exit 0 with at most warnings', () => {
    for (const [dir, v] of Object.entries(seen.validate)) {
      // The manifest's own errors, parse errors included (hooks.json is not validated: see the next test).
      const errors = all.filter((d) => d.span.path === `${dir}/gemini-extension.json` && d.level === 'error');
      expect([dir, errors.length > 0]).toEqual([dir, v.exit === 1]);
    }
  });
  it('at the exact keys, with the semver warning the validator printed', () => {
    expect(seen.validate['ext/typeerr']!.lines).toContain("- Warning: Version '1' does not appear to be standard semver (e.g., 1.0.0).");
    expect(rows).toEqual([
      'gemini/extension-manifest error ext/badname/gemini-extension.json 1:9',
      'gemini/extension-manifest error ext/noname/gemini-extension.json 1:1',
      'gemini/extension-manifest error ext/noversion/gemini-extension.json 1:1',
      'gemini/extension-manifest error ext/typeerr/gemini-extension.json 1:49',
      'gemini/extension-manifest warn ext/mismatch/gemini-extension.json 1:9',
      'gemini/extension-manifest warn ext/typeerr/gemini-extension.json 1:29',
      'gemini/extension-manifest warn ext/unk/gemini-extension.json 1:33',
      'gemini/hooks error ext/hooksbad/hooks/hooks.json 1:11',
      'gemini/hooks error ext/hooksbad/hooks/hooks.json 1:104',
      'schema/json-invalid error ext/badjson/gemini-extension.json 2:1',
    ].sort());
  });
});

describe('an extension\'s commands, agents, skills, hooks and context files (case extension-contents)', () => {
  const { all, rows, seen } = findings('extension-contents');
  const paths = (rule: string, level = 'error') => [...new Set(all.filter((d) => d.kind === rule && d.level === level).map((d) => d.span.path))].sort();
  it('both extensions linked; the good command ran, the good skill is listed', () => {
    expect(seen).toMatchObject({ linked: { tools: 0, 'docs-ext': 0 }, exit: 0, promptSent: true, skills: ['good-ext-skill'] });
  });
  it('the commands Gemini skipped are gemini/command-schema errors', () => {
    const skipped = seen.runErrors.map((l) => /(?:command file:|TOML file) (\S+?)\.?(?::|$| )/.exec(l)![1]!.replace(/\.$/, '')).sort();
    expect(skipped).toEqual(['tools/commands/broken.toml', 'tools/commands/noprompt.toml', 'tools/commands/sub/misspelt.toml']);
    expect(paths('gemini/command-schema')).toEqual(skipped);
  });
  it('the agent Gemini failed to validate is a gemini/agent-schema error; the dropped skill a gemini/skill-schema error; the skipped hook event a gemini/hooks error', () => {
    expect(seen.startup.filter((l) => l.includes('Validation failed')).map((l) => /load agent from (\S+):/.exec(l)![1])).toEqual(['tools/agents/bad.md']);
    expect(paths('gemini/agent-schema')).toEqual(['tools/agents/bad.md']);
    expect(paths('gemini/skill-schema')).toEqual(['tools/skills/nodesc/SKILL.md']);
    expect(seen.startup).toContain('Invalid hook event name: "BeforeTol" from extensions config. Skipping.');
    expect(paths('gemini/hooks')).toEqual(['tools/hooks/hooks.json']);
  });
  it('context files: GEMINI.md by default, `contextFileName` instead when set; their failed imports are flagged, the unnamed GEMINI.md is not read', () => {
    expect(seen.memory!.files).toEqual(['docs-ext/CONTEXT.md', 'tools/GEMINI.md']);
    const failed = seen.startup.map((l) => /access '(\S+)'/.exec(l)?.[1]).filter(Boolean).sort();
    expect(failed).toEqual(['docs-ext/gone.md', 'tools/missing.md']);
    const flagged = all.filter((d) => d.kind === 'gemini/memory-import');
    expect(flagged.map((d) => /`(\S+)` does not exist/.exec(d.message)![1]).sort()).toEqual(failed);
    expect(flagged.every((d) => !d.message.includes('sub-folder'))).toBe(true);
  });
  it('at the exact keys', () => {
    expect(rows).toEqual([
      'gemini/agent-schema error tools/agents/bad.md 2:7',
      'gemini/command-schema error tools/commands/broken.toml 1:10',
      'gemini/command-schema error tools/commands/noprompt.toml 1:1',
      'gemini/command-schema error tools/commands/sub/misspelt.toml 2:1',
      'gemini/hooks error tools/hooks/hooks.json 3:5',
      'gemini/memory-import warn docs-ext/CONTEXT.md 2:5',
      'gemini/memory-import warn tools/GEMINI.md 2:5',
      'gemini/skill-schema error tools/skills/nodesc/SKILL.md 1:1',
      'schema/yaml-invalid error tools/agents/yaml.md 3:15',
    ]);
    expect(all.find((d) => d.span.path === 'tools/commands/noprompt.toml')!.message).toBe('Gemini CLI skips /noprompt: `prompt` is required');
  });
});

describe('`@../` imports in an extension\'s context files (case extension-imports)', () => {
  const { all, rows, seen } = findings('extension-imports');
  const installed = '~/.gemini/extensions/iext/GEMINI.md';
  it('linked in place (lext), Gemini resolved them from the importing file\'s folder and allowed the whole repository; installed (iext, cext), only the context file\'s folder', () => {
    expect(seen).toMatchObject({ linked: { lext: 0 }, installed: { iext: 0, cext: 0 }, exit: 0 });
    expect(seen.memory!.files).toEqual(['lext/GEMINI.md', '~/.gemini/extensions/cext/ctx/CONTEXT.md', installed]);
    expect(seen.memory!.imports).toEqual({
      // contextFileName ctx/CONTEXT.md: an import leaving ctx/ is refused even inside the extension.
      '~/.gemini/extensions/cext/ctx/CONTEXT.md': ['Import failed: ../root-in-ext.md - Path traversal attempt', 'Imported from: ./here.md'],
      'lext/GEMINI.md': ['Imported from: ../shared.md', 'Import failed: ../gone-up.md - ENOENT', 'Import failed: ../../outside.md - Path traversal attempt', 'Imported from: ./docs/a.md', 'Imported from: ../inext.md', 'Imported from: ../../shared2.md'],
      [installed]: ['Import failed: ../shared.md - Path traversal attempt', 'Import failed: ../gone-up.md - Path traversal attempt', 'Import failed: ../../outside.md - Path traversal attempt', 'Imported from: ./docs/a.md', 'Imported from: ../inext.md', 'Import failed: ../../shared2.md - Path traversal attempt'],
    });
    // Only the linked copy's missing file printed anything; the refusals are silent.
    expect(seen.startup).toEqual(["[ERROR] [ImportProcessor] Failed to import ../gone-up.md: ENOENT: no such file or directory, access 'gone-up.md'"]);
  });
  it('every import the installed copies refused is a warning at its `@path`, in both iext and lext; the ones inside the extension are not', () => {
    const refused = seen.memory!.imports![installed]!.filter((m) => m.includes('traversal')).map((m) => /Import failed: (\S+)/.exec(m)![1]);
    expect(all.filter((d) => d.span.path.startsWith('iext/')).map((d) => refOf(d.message))).toEqual(refused);
    expect(all.filter((d) => d.span.path.startsWith('lext/')).map((d) => refOf(d.message))).toEqual(refused);
    expect(rows).toEqual([
      'gemini/memory-import warn cext/ctx/CONTEXT.md 2:16',
      ...['iext', 'lext'].flatMap((e) => [`gemini/memory-import warn ${e}/GEMINI.md 2:4`, `gemini/memory-import warn ${e}/GEMINI.md 3:13`, `gemini/memory-import warn ${e}/GEMINI.md 4:20`, `gemini/memory-import warn ${e}/docs/a.md 1:38`]),
    ]);
    const cext = all.find((d) => d.span.path === 'cext/ctx/CONTEXT.md')!;
    expect([cext.span.range.start.column, cext.span.range.end.column]).toEqual([16, 34]);
    expect(cext.message).toBe(
      '`@../root-in-ext.md` imports nothing once the extension is installed: it leaves `cext/ctx`, the folder of the extension\'s context file cext/ctx/CONTEXT.md. Gemini CLI refuses it ("Path traversal attempt") without a message in an installed copy (~/.gemini/extensions/<name>/), and resolves it to `cext/root-in-ext.md` only while the extension is linked from this repository',
    );
    const lext = all.filter((d) => d.span.path.startsWith('lext/'));
    expect(lext.map((d) => [d.span.range.start.line, d.span.range.start.column, d.span.range.end.line, d.span.range.end.column])).toEqual([
      [2, 4, 2, 17],
      [3, 13, 3, 27],
      [4, 20, 4, 37],
      [1, 38, 1, 55],
    ]);
    const installedCopy = 'Gemini CLI refuses it ("Path traversal attempt") without a message in an installed copy (~/.gemini/extensions/<name>/)';
    expect(lext.map((d) => d.message)).toEqual([
      `\`@../shared.md\` imports nothing once the extension is installed: it leaves the extension folder \`lext\`. ${installedCopy}, and resolves it to \`shared.md\` only while the extension is linked from this repository`,
      `\`@../gone-up.md\` imports nothing: it leaves the extension folder \`lext\`. ${installedCopy}, and resolves it to \`gone-up.md\` only while the extension is linked from this repository, where \`gone-up.md\` does not exist ("Failed to import")`,
      '`@../../outside.md` imports nothing: it leaves the project, and Gemini CLI refuses it ("Path traversal attempt") without a message',
      `\`@../../shared2.md\` imports nothing once the extension is installed: it leaves the extension folder \`lext\`. ${installedCopy}, and resolves it to \`shared2.md\` only while the extension is linked from this repository`,
    ]);
  });
});

describe('policy files (case policies)', () => {
  const { all, rows, seen } = findings('policies');
  it('the project .gemini/policies file changed nothing and printed nothing; the extension\'s deny rule took effect, its allow and yolo rules and its broken file were dropped with a message', () => {
    expect(seen.linked).toEqual({ pol: 0 });
    // grep_search is denied by .gemini/policies/project.toml and still offered; list_directory, denied by the extension, is not.
    expect(seen.toolsSent).toEqual(['grep_search', 'glob', 'read_file']);
    expect(seen.startup).toEqual([
      '[PolicyConfig] Extension "pol" attempted to contribute an ALLOW rule for tool "glob". Ignoring this rule for security.',
      '[PolicyConfig] Extension "pol" attempted to contribute a rule for YOLO mode. Ignoring this rule for security.',
      '[ExtensionManager] Error loading policies from pol: TOML parsing failed',
    ]);
    expect(seen.startup.some((l) => l.includes('project.toml') || l.includes('Workspace policies'))).toBe(false);
  });
  it('one finding per rule or file Gemini did not apply, at the table header, the value or the TOML error; nothing on the deny rule it applied', () => {
    expect(rows).toEqual([
      'gemini/policies error pol/policies/broken.toml 1:7',
      'gemini/policies warn .gemini/policies/project.toml 1:1',
      'gemini/policies warn pol/policies/rules.toml 15:10',
      'gemini/policies warn pol/policies/rules.toml 8:12',
    ]);
    const at = (path: string) => all.filter((d) => d.span.path === path).map((d) => [d.span.range.start.line, d.span.range.start.column, d.span.range.end.line, d.span.range.end.column, d.message]);
    expect(at('.gemini/policies/project.toml')).toEqual([[1, 1, 1, 9, 'Gemini CLI 0.61.0 does not read project policies (.gemini/policies/*.toml): the rules of this file have no effect, without a message; put them in ~/.gemini/policies/ or in an extension\'s policies/ folder']]);
    expect(at('pol/policies/broken.toml')).toEqual([[1, 7, 1, 8, 'Gemini CLI drops every rule of this policy file: it is not valid TOML (expected end of table array declaration); it prints only "[ExtensionManager] Error loading policies from <extension>: TOML parsing failed", without the file\'s name']]);
    expect(at('pol/policies/rules.toml')).toEqual([
      [8, 12, 8, 19, 'Gemini CLI ignores an extension\'s `allow` rule: an extension\'s rules can deny a tool or ask for confirmation, never allow it ("attempted to contribute an ALLOW rule … Ignoring this rule for security.")'],
      [15, 10, 15, 16, 'Gemini CLI ignores an extension\'s rule that lists the `yolo` mode: it ignores it for its other modes too ("attempted to contribute a rule for YOLO mode. Ignoring this … for security.")'],
    ]);
  });
});

describe('plan directories (cases plan-directory-settings, plan-directory-extension): Gemini warns, so agentlint only documents them', () => {
  const PLAN = 'ONLY within: `([^`]+)`';
  it('general.plan.directory leaving the project: a warning on every command, and the plans go to the temporary folder', () => {
    const { rows, seen } = findings('plan-directory-settings');
    expect(seen.startup).toEqual(["Invalid custom plans directory: Custom plans directory '../plans-outside' resolves to '<tmp>/plans-outside', which is outside the project root '<project>'.. Falling back to default project temp directory."]);
    expect(seen.found[PLAN]).toBe('~/.gemini/tmp/<project>/<session>/plans/');
    expect(rows).toEqual([]);
  });
  it('an extension\'s plan.directory with `..` is dropped with a warning; another extension\'s, inside the project, is used, from the project root', () => {
    const { rows, seen } = findings('plan-directory-extension');
    expect(seen.startup).toEqual(['[ExtensionManager] Invalid plan.directory in extension "planbad": "../ext-plans". Relative parent navigation and absolute paths are not allowed.']);
    expect(seen.found[PLAN]).toBe('.gemini/ext-plans/');
    expect(rows).toEqual([]);
  });
});

describe('every parse verdict on the fixture trees equals Gemini CLI\'s own (cases tree-planted, tree-valid)', () => {
  it('valid: Gemini printed nothing (the settings comment included), kept every skill (the linked gemini-kit\'s too) and validated both extensions; agentlint finds nothing but the trusted MCP server', () => {
    const { rows, seen } = findings('tree-valid');
    expect(seen).toMatchObject({ linked: { 'gemini-kit': 0 }, startup: [], runErrors: [], exit: 0, skills: ['changelog', 'release', 'ship'], validate: { 'gemini-kit': { exit: 0 }, 'gemini-tools': { exit: 0 } } });
    expect(seen.memory!.markers).toEqual([]);
    // Not a parse verdict: `trust: true` is valid, and skips every confirmation of the server's tools (security).
    expect(rows).toEqual(['security/permissive-settings warn .gemini/settings.json 3:44']);
  });
  it('planted: every file Gemini complained about or dropped has an agentlint finding, and no other file has one except the documented-only hooks.json', () => {
    const { k, all, seen } = findings('tree-planted');
    const complained = new Set<string>();
    for (const l of [...seen.startup, ...seen.runErrors]) {
      if (l.startsWith('Invalid configuration in ') || l.startsWith('Invalid hook')) complained.add('.gemini/settings.json');
      const agent = /load agent from (\S+):/.exec(l) ?? /command file: (\S+)\./.exec(l);
      if (agent) complained.add(agent[1]!);
      if (l.includes('[ImportProcessor]')) complained.add('GEMINI.md');
    }
    for (const [dir, v] of Object.entries(seen.validate)) if (v.exit) complained.add(`${dir}/gemini-extension.json`);
    // Gemini also reads the shared `.agents/skills` folder: the Codex skill `changelog` loads (its long
    // description is a Codex budget matter, not a Gemini error); the broken `.gemini/skills/release` and
    // `.agents/skills/release` (no description) do not.
    expect(seen.skills).toEqual(['changelog']);
    complained.add('.gemini/skills/release/SKILL.md');
    complained.add('.agents/skills/release/SKILL.md');
    // The linked extension gemini-kit: its agent (not YAML) and command (`promt`) are complained about
    // above; its skill `ship` (no description) is left out of the list silently.
    expect(seen.linked).toEqual({ 'gemini-kit': 0 });
    complained.add('gemini-kit/skills/ship/SKILL.md');
    expect(k.tree).toBe('fixtures/harnesses/planted');
    expect([...new Set(all.map((d) => d.span.path))].sort()).toEqual([...complained, 'gemini-tools/hooks/hooks.json'].sort());
  });
});

describe('gemini/settings-schema renames', () => {
  it('never renames an unknown key onto a key the file already has (a duplicate key, the last wins)', () => {
    const root = writeTree({ '.gemini/settings.json': '{\n  "mcpServer": {},\n  "mcpServers": {}\n}\n' });
    try {
      const [d, ...rest] = lint({ root }).diagnostics.filter((x) => x.kind === 'gemini/settings-schema');
      expect(rest).toEqual([]);
      expect([d!.span.range.start.line, d!.message, d!.suggestion]).toEqual([2, 'Gemini CLI ignores the unknown setting `mcpServer` without a word (did you mean `mcpServers`?)', undefined]);
    } finally {
      removeTree(root);
    }
  });
});

describe('gemini/extension-context-file with variables', () => {
  it('reads `${/}` and `${extensionPath}` as Gemini CLI replaces them before reading the manifest', () => {
    const manifest = (name: string) => JSON.stringify({ name: 'ws', version: '1.0.0', contextFileName: name });
    const root = writeTree({ 'ws/gemini-extension.json': manifest('server${/}CONTEXT.md'), 'ws/server/CONTEXT.md': '# ctx\n', 'ws2/gemini-extension.json': manifest('${extensionPath}${/}GONE.md') });
    try {
      const ds = lint({ root }).diagnostics.filter((d) => d.kind === 'gemini/extension-context-file');
      expect(ds.map((d) => [d.span.path, d.message.split(':')[1]])).toEqual([['ws2/gemini-extension.json', ' the context file `${extensionPath}${/}GONE.md` does not exist in the extension folder ("The following context files referenced in gemini-extension.json are missing")']]);
    } finally {
      removeTree(root);
    }
  });
});
