import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { discover } from '../../../src/engine/discover.js';
import agentReference from '../../../src/harnesses/claude-code/rules/agents/agent-reference.js';
import { CROSS_FILE_AGENT_RULES } from '../../../src/harnesses/claude-code/lib/cross-file.js';
import duplicateName from '../../../src/harnesses/claude-code/rules/agents/duplicate-name.js';
import skillReference from '../../../src/harnesses/claude-code/rules/agents/skill-reference.js';
import { at, projectOf, removeTree, runProjectRule } from '../../helpers/index.js';

const fixture = () => discover(resolve('fixtures/catalogue/cross-file')).project;
const show = (rs: ReturnType<typeof runProjectRule>) => rs.map((r) => `${r.path} ${at(r)}`);

describe('cross-file agent rules', () => {
  it('are project rules exported as CROSS_FILE_AGENT_RULES', () => {
    expect(CROSS_FILE_AGENT_RULES.map((r) => `${r.meta.id}:${r.scope}`)).toEqual([
      'agents/skill-reference:project',
      'agents/duplicate-name:project',
      'agents/agent-reference:project',
    ]);
  });
});

describe('agents/skill-reference', () => {
  it('accepts project skills, nested .claude/skills, the plugin\'s own and plugin:skill names', () => {
    const { project, root } = projectOf({
      '.claude/agents/a.md': '---\nname: a\ndescription: d\nskills: [pdf-tools, api-docs, deploy]\n---\n',
      '.claude/skills/pdf-tools/SKILL.md': '---\nname: pdf-tools\ndescription: d\n---\n',
      'packages/web/.claude/skills/api-docs/SKILL.md': '---\nname: api-docs\ndescription: d\n---\n',
      '.claude/commands/deploy.md': '---\ndescription: d\n---\n',
      'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }',
      'plugins/ops/agents/b.md': '---\nname: b\ndescription: d\nskills:\n  - release\n  - ops:release\n  - other-plugin:anything\n---\n',
      'plugins/ops/skills/release/SKILL.md': '---\nname: release\ndescription: d\n---\n',
    });
    try {
      expect(runProjectRule(skillReference, project)).toEqual([]);
    } finally {
      removeTree(root);
    }
  });
  it('reports unresolved entries of fixtures/catalogue/cross-file at the entry', () => {
    const rs = runProjectRule(skillReference, fixture());
    expect(skillReference.meta.defaultLevel).toBe('warn');
    expect(show(rs)).toEqual(['.claude/agents/reviewer.md 7:5-7:13', 'plugins/ops/agents/deployer.md 5:31-5:43']);
    expect(rs[0]!.message).toContain('did you mean `pdf-tools`');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'pdf-tools' }] });
    expect(rs[1]!.message).toContain('`ops:rollback`');
    expect(rs[1]!.suggestion).toBeUndefined();
  });
});

describe('agents/duplicate-name', () => {
  it('accepts the same name in different scopes (project and plugin)', () => {
    const { project, root } = projectOf({
      '.claude/agents/a.md': '---\nname: deployer\ndescription: d\n---\n',
      'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }',
      'plugins/ops/agents/deployer.md': '---\nname: deployer\ndescription: d\n---\n',
    });
    try {
      expect(runProjectRule(duplicateName, project)).toEqual([]);
    } finally {
      removeTree(root);
    }
  });
  it('reports the second agent, pointing at the first as related', () => {
    const [r, ...rest] = runProjectRule(duplicateName, fixture());
    expect(rest).toEqual([]);
    expect(duplicateName.meta.defaultLevel).toBe('error');
    expect(`${r!.path} ${at(r!)}`).toBe('.claude/agents/reviewer.md 2:7-2:15');
    expect(r!.related![0]!.span.path).toBe('.claude/agents/review-copy.md');
    expect(at(r!.related![0]!.span)).toBe('2:7-2:15');
    expect(r!.message).toContain('filesystem order');
  });
  it('counts a nameless plugin agent under its file name', () => {
    const { project, root } = projectOf({
      'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }',
      'plugins/ops/agents/deployer.md': '---\ndescription: d\n---\n',
      'plugins/ops/agents/nested/other.md': '---\nname: deployer\ndescription: d\n---\n',
    });
    try {
      const [r] = runProjectRule(duplicateName, project);
      expect(r!.path).toBe('plugins/ops/agents/nested/other.md');
      expect(at(r!.related![0]!.span)).toBe('1:1-1:4');
    } finally {
      removeTree(root);
    }
  });
});

describe('agents/agent-reference', () => {
  it('accepts built-ins, project agents and plugin:agent names', () => {
    const { project, root } = projectOf({
      '.claude/agents/a.md': '---\nname: lead\ndescription: d\ntools: Agent(Explore, Plan), Task(general-purpose), Agent(worker), Agent(ops:deployer), Agent(*)\n---\n',
      '.claude/agents/w.md': '---\nname: worker\ndescription: d\n---\n',
      'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }',
      'plugins/ops/agents/deployer.md': '---\nname: deployer\ndescription: d\n---\n',
    });
    try {
      expect(runProjectRule(agentReference, project)).toEqual([]);
    } finally {
      removeTree(root);
    }
  });
  it('reports unknown names inside Agent(...) and a skill\'s agent:', () => {
    const rs = runProjectRule(agentReference, fixture());
    expect(agentReference.meta.defaultLevel).toBe('warn');
    expect(show(rs)).toEqual(['.claude/agents/reviewer.md 4:20-4:27', '.claude/skills/pdf-tools/SKILL.md 5:8-5:15']);
    expect(rs[0]!.message).toContain('did you mean `reviewer`');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'reviewer' }] });
    expect(rs[1]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'Explore' }] });
  });
});
