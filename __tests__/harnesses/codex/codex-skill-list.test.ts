/**
 * codex/skill-list-budget and the skill name limit against what Codex CLI put in the model's skill list
 * (oracle/codex/cases.json `skill-budget-*`, `skill-description-long`, `skill-name-long`, recorded by
 * oracle/codex/probe.mjs from `codex debug prompt-input` with the default model and from the `codex exec`
 * request with `gpt-5`, whose offline fallback window is 272,000 tokens).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface SkillList { repoListed: number; lineChars: number; wholeDescriptions: number; longestDescription: number; firstListed: string; lastListed: string }
interface Case {
  id: string;
  files: Record<string, string>;
  generateFiles?: { path: string; count: number; text: string };
  observed: { prompt: { skillList?: SkillList }; exec: { stderr: string[]; skillList?: SkillList } };
}
const set = JSON.parse(readFileSync('oracle/codex/cases.json', 'utf8')) as { cases: Case[] };
const byId = (id: string) => set.cases.find((c) => c.id === id)!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function filesOf(c: Case): Record<string, string> {
  const files = { ...c.files };
  const g = c.generateFiles;
  const pad = (i: number) => String(i).padStart(3, '0');
  const fill = (t: string, i: number) => t.replaceAll('{i}', pad(i)).replaceAll('{r}', pad(g!.count - 1 - i));
  for (let i = 0; i < (g?.count ?? 0); i++) files[fill(g!.path, i)] = fill(g!.text, i);
  return files;
}
function findings(files: Record<string, string>, rule: string) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.kind === rule);
}
const nameOf = (text: string) => /^name: (.*)$/m.exec(text)![1]!;
const budgetCases = ['skill-budget-fits', 'skill-budget-shortened', 'skill-budget-dropped', 'skill-budget-dropped-order', 'skill-budget-window'];
/** What Codex did with the list: every description whole, descriptions shortened, or skills left out (how many). */
function verdict(list: SkillList, generated: number) {
  if (list.repoListed < generated) return { dropped: generated - list.repoListed };
  return list.wholeDescriptions === list.repoListed ? 'whole' : 'shortened';
}
function agentlintVerdict(files: Record<string, string>) {
  const ds = findings(files, 'codex/skill-list-budget');
  if (!ds.length) return { verdict: 'whole' as const, ds };
  if (ds.length === 1 && ds[0]!.message.startsWith('Codex shortens')) return { verdict: 'shortened' as const, ds };
  return { verdict: { dropped: ds.length }, ds };
}

describe('codex/skill-list-budget against the skill list Codex sent', () => {
  it.each(budgetCases.map((id) => [id]))('%s: with the default model (debug prompt-input)', (id) => {
    const c = byId(id);
    const files = filesOf(c);
    const { verdict: ours, ds } = agentlintVerdict(files);
    expect(ours).toEqual(verdict(c.observed.prompt.skillList!, c.generateFiles!.count));
    // Codex lists skills in name order and leaves out the last ones (`skill-budget-dropped-order` names them the other
    // way round from their folders): each finding of the dropped kind is on a skill Codex left out.
    const byName = Object.keys(files).filter((p) => p.startsWith('.agents/skills/')).sort((a, b) => (nameOf(files[a]!) < nameOf(files[b]!) ? -1 : 1));
    const list = c.observed.prompt.skillList!;
    expect([byName[0], byName[list.repoListed - 1]]).toEqual([`.agents/skills/${list.firstListed}`, `.agents/skills/${list.lastListed}`]);
    if (typeof ours === 'object') expect(ds.map((d) => d.span.path).sort()).toEqual(byName.slice(list.repoListed).sort());
  });
  it.each(budgetCases.filter((id) => id !== 'skill-budget-window').map((id) => [id]))('%s: with a 272,000-token window, as codex exec with gpt-5', (id) => {
    const c = byId(id);
    const { verdict: ours } = agentlintVerdict({ ...filesOf(c), '.codex/config.toml': 'model_context_window = 272000\n' });
    expect(ours).toEqual(verdict(c.observed.exec.skillList!, c.generateFiles!.count));
  });
  it('Codex warns only when it leaves skills out; shortening is silent', () => {
    expect(byId('skill-budget-dropped').observed.exec.stderr).toEqual([
      'warning: Exceeded skills context budget. All skill descriptions were removed and 276 additional skills were not included in the model-visible skills list.',
    ]);
    for (const id of ['skill-budget-fits', 'skill-budget-shortened', 'skill-budget-window']) expect(byId(id).observed.exec.stderr).toEqual([]);
  });
  it('the messages say what Codex does, at the name or description', () => {
    const [shortened] = findings(filesOf(byId('skill-budget-shortened')), 'codex/skill-list-budget');
    expect(shortened!.message).toBe("Codex shortens every skill description in the model's skill list, without a word: with their descriptions the repository's 100 skills and Codex's system skills need about 13,932 tokens, over its budget of 10,000 tokens (2% of the context window of Codex's default model); this is the longest description");
    expect(`${shortened!.span.path} ${shortened!.span.range.start.line}:${shortened!.span.range.start.column}`).toBe('.agents/skills/s000/SKILL.md 3:14');
    const dropped = findings(filesOf(byId('skill-budget-dropped')), 'codex/skill-list-budget');
    expect(`${dropped[0]!.span.range.start.line}:${dropped[0]!.span.range.start.column}`).toBe('2:7');
    expect(dropped[0]!.message).toContain('Codex leaves this skill out of the model\'s skill list ("Exceeded skills context budget … 86 additional skills were not included")');
    const [window] = findings(filesOf(byId('skill-budget-window')), 'codex/skill-list-budget');
    expect(window!.message).toContain('over its budget of 2,000 tokens (2% of `model_context_window = 100000`)');
  });
  it('a description over 1024 characters: Codex sent its first 1024, and agentlint says so at the description', () => {
    const c = byId('skill-description-long');
    expect(c.observed.prompt.skillList).toMatchObject({ repoListed: 1, wholeDescriptions: 0, longestDescription: 1024 });
    const ds = findings(filesOf(c), 'codex/skill-list-budget');
    expect(ds.map((d) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      "3:14 Codex cuts this description to 1,024 characters in the model's skill list: it sends only the first 1,024 of its 3,000 characters, without a word",
    ]);
  });
});

describe('codex/skill-load: the name limit', () => {
  it('a 65-character name fails to load, a 64-character one loads', () => {
    const c = byId('skill-name-long');
    expect(c.observed.exec.stderr).toEqual(['ERROR codex_core::session::session: failed to load skill .agents/skills/long/SKILL.md: invalid name: exceeds maximum length of 64 characters']);
    const ds = findings(c.files, 'codex/skill-load');
    expect(ds.map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      '.agents/skills/long/SKILL.md 2:7 Codex fails to load this skill: its `name` has 65 characters ("invalid name: exceeds maximum length of 64 characters")',
    ]);
  });
});
