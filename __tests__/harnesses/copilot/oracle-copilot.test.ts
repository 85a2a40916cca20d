/**
 * agentlint's Copilot verdicts against Copilot CLI's own (oracle/copilot/cases.json,
 * recorded by oracle/copilot/probe.mjs on the pinned release).
 */
import { describe, expect, it } from '@jest/globals';
import { copilotAgentFileName } from '../../../src/harnesses/copilot/kinds.js';
import { discover } from '../../../src/engine/discover.js';
import { COPILOT_VERSION } from '../../../src/harnesses/copilot/known-values.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { copilotCase, copilotSet, lintCase, pathsOf, row, type CopilotCase } from './copilot-oracle.js';
import { VSCODE_AGENT_FIELDS } from '../../../src/harnesses/copilot/lib/surfaces.js';

const copilotFindings = (c: CopilotCase): Diagnostic[] => lintCase(c).copilot;

/**
 * The case's files with every `.github/agents` agent given `target: github-copilot`: only Copilot CLI and the cloud
 * agent read them then, so agentlint judges them by the CLI alone, which is what the case recorded.
 */
function cliOnly(c: CopilotCase): CopilotCase {
  const retarget = (t: string) => (/^target:.*$/m.test(t) ? t.replace(/^target:.*$/m, 'target: github-copilot') : `---\ntarget: github-copilot\n${t.slice(4)}`);
  const files = Object.fromEntries(Object.entries(c.files).map(([p, t]) => [p, p.startsWith('.github/agents/') && t.startsWith('---\n') ? retarget(t) : t]));
  return { ...c, files };
}

describe(`Copilot CLI ${copilotSet.copilot}`, () => {
  it('was recorded on the pinned release, every run succeeded', () => {
    expect(copilotSet.copilot).toBe(COPILOT_VERSION);
    for (const c of copilotSet.cases) expect([c.id, c.observed.exit]).toEqual([c.id, 0]);
  });
  it('agents: exactly the files Copilot dropped are copilot/agent-dropped errors', () => {
    const c = copilotCase('agents');
    const files = Object.keys(c.files).filter((p) => p.startsWith('.github/agents/'));
    const loadedNames = new Set(c.observed.agents);
    // An agent is known by its `name:` or its file name.
    const nameOf = (p: string) => /^name: (\w+)$/m.exec(c.files[p]!)?.[1] ?? copilotAgentFileName(p);
    const dropped = files.filter((p) => !loadedNames.has(nameOf(p))).sort();
    expect(dropped).toEqual(c.observed.log.filter((l) => l.startsWith('[ERROR]')).map((l) => l.split(' ')[1]!.replace(/:$/, '')).sort());
    const ds = copilotFindings(c);
    expect(pathsOf(ds, 'copilot/agent-dropped')).toEqual(dropped);
    expect(ds.filter((d) => d.kind === 'copilot/agent-dropped').every((d) => d.level === 'error')).toBe(true);
  });
  it('agents: the keys Copilot says it ignored are the agent-unknown-field findings, less the fields VS Code reads there', () => {
    const c = copilotCase('agents');
    const warned = c.observed.log.filter((l) => l.includes('unknown fields ignored')).flatMap((l) => l.split('ignored: ')[1]!.split(', ')).sort();
    const ds = copilotFindings(c).filter((d) => d.kind === 'copilot/agent-unknown-field');
    expect(warned).toEqual(['argument-hint', 'frobnicate', 'target']);
    // The agent says `target: vscode`: VS Code reads it and uses its own `argument-hint`; the CLI loads it all the same.
    expect(ds.map((d) => /ignores `([^`]+)`/.exec(d.message)![1]).sort()).toEqual(['frobnicate', 'target']);
    expect(VSCODE_AGENT_FIELDS).toContain('argument-hint');
    // With `target: github-copilot` only the CLI and the cloud agent read it: VS Code's field is reported, and
    // `target`, which names the CLI's own surface, changes nothing there.
    const cli = copilotFindings(cliOnly(c)).filter((d) => d.kind === 'copilot/agent-unknown-field');
    expect([...new Set(cli.map((d) => /ignores `([^`]+)`/.exec(d.message)![1]))].sort()).toEqual(['argument-hint', 'frobnicate']);
  });
  it('skills: the failed ones are copilot/skill-load errors, the loaded ones are clean (.claude/skills included)', () => {
    const c = copilotCase('skills');
    const failed = c.observed.skillFailures.map((l) => l.split(': ')[0]!).sort();
    const ds = copilotFindings(c);
    expect(pathsOf(ds, 'copilot/skill-load')).toEqual(failed);
    expect(c.observed.skills).toEqual(['fromclaude', 'good', 'nodesc']);
    const loaded = ['.claude/skills/fromclaude/SKILL.md', '.github/skills/good/SKILL.md', '.github/skills/nodesc/SKILL.md'];
    expect(ds.filter((d) => loaded.includes(d.span.path))).toEqual([]);
  });
  it('hooks: the skipped type and the broken file are errors; the event Copilot ignores silently is reported', () => {
    const c = copilotCase('hooks');
    const ds = copilotFindings(c);
    expect(c.observed.log.some((l) => l.includes('hooks.sessionStart[0].type: Invalid hook type'))).toBe(true);
    expect(c.observed.log.some((l) => l.includes('broken.json: Invalid JSON'))).toBe(true);
    expect(c.observed.log.some((l) => l.includes('bogusEvent'))).toBe(false);
    expect(ds.map(row).sort()).toEqual([
      'copilot/hook-event-unknown warn .github/hooks/h.json 4:5',
      'copilot/hook-type error .github/hooks/h.json 12:17',
      'schema/json-invalid error .github/hooks/broken.json 1:3',
    ]);
  });
  it('agent tools: read by the CLI alone (target: github-copilot), a name is reported exactly when it gives the sub-agent no tool', () => {
    const c = copilotCase('agent-tools');
    const ds = copilotFindings(cliOnly(c)).filter((d) => d.kind === 'copilot/agent-tool-unknown');
    const flagged = (agent: string) => ds.filter((d) => d.span.path === `.github/agents/${agent}.agent.md`).map((d) => /no tool `([^`]+)`/.exec(d.message)![1]);
    const tools = c.observed.agentTools!;
    expect(Object.values(tools).every((t) => t !== null)).toBe(true); // every sub-agent ran
    for (const agent of c.invoke!.filter((a) => a !== 't-comma')) expect([agent, flagged(agent).length > 0]).toEqual([agent, tools[agent]!.length === 0]);
    // In `"read, frobtool, grep"` only frobtool is unknown, and it adds nothing to read's and grep's tools.
    expect(flagged('t-comma')).toEqual(['frobtool']);
    expect(tools['t-comma']).toEqual(['grep', 'view']);
    expect(ds.map(row).filter((r) => r.includes('t-comma'))).toEqual(['copilot/agent-tool-unknown warn .github/agents/t-comma.agent.md 4:15']);
    const typo = ds.find((d) => d.span.path.endsWith('t-typo.agent.md'))!;
    expect(typo.suggestion?.applicability).toBe('MachineApplicable');
    expect(typo.suggestion?.edits[0]!.text).toBe('"search"');
  });
  it('agent tools: read by VS Code too (no target), only a likely misspelling is reported, and only names the CLI gives no tool', () => {
    const c = copilotCase('agent-tools');
    const ds = copilotFindings(c).filter((d) => d.kind === 'copilot/agent-tool-unknown');
    const tools = c.observed.agentTools!;
    const flaggedAgents = [...new Set(ds.map((d) => /agents\/(.+)\.agent\.md$/.exec(d.span.path)![1]!))];
    for (const agent of flaggedAgents.filter((a) => a !== 't-comma')) expect([agent, tools[agent]]).toEqual([agent, []]);
    expect(ds.every((d) => d.suggestion !== undefined)).toBe(true);
    expect(ds.map((d) => d.span.path)).toContain('.github/agents/t-typo.agent.md');
  });
  it('agent names: file-name clashes drop one agent, a repeated `name:` is offered twice; .claude/agents and sub-folders are read', () => {
    const c = copilotCase('agent-names');
    expect(c.observed.agents).toEqual(['claudeonly', 'dup', 'reviewer', 'reviewer', 'same', 'sub--nested']);
    const ds = copilotFindings(c);
    expect(ds.filter((d) => d.kind === 'copilot/agent-duplicate').map((d) => `${row(d)} -> ${d.related?.[0]?.span.path}`).sort()).toEqual([
      'copilot/agent-duplicate warn .claude/agents/dup.md 1:1 -> .github/agents/dup.agent.md',
      'copilot/agent-duplicate warn .github/agents/r2.agent.md 2:7 -> .github/agents/r1.agent.md',
      'copilot/agent-duplicate warn .github/agents/same.md 1:1 -> .github/agents/same.agent.md',
    ]);
    // What the log says about .claude/agents is what agentlint says about those files.
    expect(c.observed.log).toEqual([
      '[ERROR] .claude/agents/nodesc.md: custom agent markdown frontmatter is malformed: description: Required',
      '[WARNING] .claude/agents/claudeonly.md: unknown field ignored: color',
    ]);
    expect(ds.filter((d) => d.kind !== 'copilot/agent-duplicate').map(row).sort()).toEqual([
      'copilot/agent-dropped error .claude/agents/nodesc.md 1:1',
      'copilot/agent-unknown-field info .claude/agents/claudeonly.md 4:1',
      // `applyTo: "**/*.ts"` in a case without a .ts file (copilot/instructions-apply-to, case instructions-frontmatter).
      'copilot/instructions-apply-to warn .github/instructions/ts.instructions.md 2:10',
    ]);
  });
  it('instructions: the files agentlint reads as Copilot instructions are the sources `copilot instruction list` prints', () => {
    const c = copilotCase('agent-names');
    const { root } = lintCase(c);
    const read = discover(root).project.artifacts.filter((a) => a.harness === 'copilot' && a.kind === 'copilot-instructions').map((a) => a.path).sort();
    expect(read).toEqual(c.observed.instructions);
    expect(read).not.toContain('sub/AGENTS.md');
    expect(Object.keys(c.files)).toContain('.github/prompts/p.prompt.md'); // not read by the CLI, not an artifact
  });
  it('agent names: a dropped x.agent.md still hides x.md, a dropped .github agent does not hide the .claude one', () => {
    const c = copilotCase('agent-names-broken');
    expect(c.observed.agents).toEqual(['cl', 'reviewer']);
    const ds = copilotFindings(c);
    expect(ds.filter((d) => d.kind === 'copilot/agent-duplicate').map((d) => `${row(d)} -> ${d.related?.[0]?.span.path}`)).toEqual([
      'copilot/agent-duplicate warn .github/agents/same.md 1:1 -> .github/agents/same.agent.md',
    ]);
    const loggedDropped = c.observed.log.filter((l) => l.startsWith('[ERROR]')).map((l) => l.split(' ')[1]!.replace(/:$/, '')).sort();
    expect(pathsOf(ds, 'copilot/agent-dropped')).toEqual(loggedDropped);
    // The agents Copilot offers (.claude/agents/cl.md, r1) have no finding at all.
    expect(ds.filter((d) => ['.claude/agents/cl.md', '.github/agents/r1.agent.md'].includes(d.span.path))).toEqual([]);
  });
  it('a `---` inside an agent\'s frontmatter value is YAML text (the key after it was read), only a `---` line closes it: one copilot finding per dropped agent', () => {
    const c = copilotCase('agent-inline-dashes');
    expect(c.observed.agents).toEqual(['dash', 'dashok']);
    expect(c.observed.log).toEqual([
      '[ERROR] .github/agents/dashopen.agent.md: custom agent markdown frontmatter is malformed: missing or malformed YAML frontmatter',
      '[ERROR] .github/agents/dl.agent.md: custom agent markdown frontmatter is malformed: failed to parse YAML frontmatter: deserializing from YAML containing more than one document is not supported',
      '[WARNING] .github/agents/dash.agent.md: unknown field ignored: frobnicate',
    ]);
    const full = (d: Diagnostic) => `${row(d)}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`;
    const ds = copilotFindings(c);
    expect(pathsOf(ds, 'copilot/agent-dropped')).toEqual(['.github/agents/dashopen.agent.md', '.github/agents/dl.agent.md']);
    expect(ds.filter((d) => d.kind !== 'schema/yaml-invalid').map(full)).toEqual([
      'copilot/agent-unknown-field warn .github/agents/dash.agent.md 4:1-4:11 Copilot CLI ignores `frobnicate`: its log says "unknown fields ignored"',
      'copilot/agent-dropped error .github/agents/dashopen.agent.md 1:1-1:4 Copilot CLI does not load this agent: its frontmatter is never closed with a `---` line (the log says "missing or malformed YAML frontmatter")',
      'copilot/agent-dropped error .github/agents/dl.agent.md 4:1-4:6 Copilot CLI does not load this agent: its frontmatter is not valid YAML (the log says "failed to parse YAML frontmatter")',
    ]);
    // No schema/value-cut (a Claude Code finding) on a Copilot agent, and no second, generic parse finding on a dropped one.
    expect(ds.filter((d) => d.kind.startsWith('schema/')).map(row)).toEqual([]);
  });
  it('instructions: empty instruction files are listed without a word, and agentlint says nothing about them', () => {
    const c = copilotCase('agent-names-broken');
    expect(c.observed.instructions).toEqual(['.github/copilot-instructions.md', 'AGENTS.md']);
    const { root, copilot } = lintCase(c);
    expect(discover(root).project.artifacts.filter((a) => a.harness === 'copilot' && a.kind === 'copilot-instructions').map((a) => a.path).sort()).toEqual(c.observed.instructions);
    expect(copilot.filter((d) => c.observed.instructions!.includes(d.span.path))).toEqual([]);
  });
});
