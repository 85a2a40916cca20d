/**
 * Amp (issue 21): discovery of Agent Skills and `.amp/settings.json`, and the rules, checked against what the pinned
 * Amp CLI listed in the recorded cases (oracle/amp/cases.json), with exact ids, levels, ranges and fixes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { AMP_RULES } from '../../../src/harnesses/amp/rules/index.js';
import { expectRationaleCases, treeMaker } from '../../helpers/index.js';

const tree = treeMaker();
const findings = (files: Record<string, string>) => lint({ root: tree(files), harnesses: ['amp'] }).diagnostics.filter((d) => d.harness === 'amp');
const row = (d: ReturnType<typeof findings>[number]) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;

interface Case { id: string; files: Record<string, string>; observed: { skills?: { loaded: string[]; skipped: string[] } | { exit: number }; mcp?: { exit: number; servers: string[]; errors: string[] } } }
const CASES = (JSON.parse(readFileSync('oracle/amp/cases.json', 'utf8')) as { cases: Case[] }).cases;
const caseOf = (id: string) => CASES.find((c) => c.id === id)!;
const skillsOf = (c: Case) => c.observed.skills as { loaded: string[]; skipped: string[] };
const folder = (path: string) => path.replace(/\/skill\.md$/i, '');

describe('skills, against what `amp skill list` said', () => {
  it('case skills-layout: agentlint reads the skills of .agents/skills (any depth) and .claude/skills, not .amp/skills', () => {
    const c = caseOf('skills-layout');
    const skills = discover(tree(c.files), { harnesses: ['amp'] }).project.artifacts.filter((a) => a.kind === 'amp-skill').map((a) => folder(a.path)).sort();
    const listed = skillsOf(c).loaded.map((l) => l.slice(0, l.indexOf(': ')));
    // Both `dup` skills are read; Amp listed one of them (cline/amp skill-name-unique reports the pair).
    expect(skills).toEqual([...listed, '.agents/skills/dup-a'].sort());
    expect(findings(c.files).map(row)).toEqual([
      'amp/skill-name-unique warn .agents/skills/dup-a/SKILL.md 2:7',
      'amp/skill-name-unique warn .agents/skills/dup-b/SKILL.md 2:7',
    ]);
  });
  for (const id of ['skills-validation']) {
    it(`case ${id}: an error exactly on the skills Amp skipped or left out`, () => {
      const c = caseOf(id);
      const listed = new Set(skillsOf(c).loaded.map((l) => l.slice(0, l.indexOf(': '))));
      const errors = new Set(findings(c.files).filter((d) => d.level === 'error').map((d) => folder(d.span.path)));
      for (const path of Object.keys(c.files)) expect([path, errors.has(folder(path))]).toEqual([path, !listed.has(folder(path))]);
    });
  }
  it('cases skills-description-not-text, skills-description-hides-others: a description that is not text is an error; the valid skills beside it vanished too', () => {
    for (const id of ['skills-description-not-text', 'skills-description-hides-others']) {
      const c = caseOf(id);
      const listed = skillsOf(c).loaded.map((l) => l.slice(0, l.indexOf(': ')));
      expect([id, listed.includes('.agents/skills/good')]).toEqual([id, false]);
      expect([id, findings(c.files).filter((d) => d.level === 'error').map((d) => folder(d.span.path)).sort()]).toEqual([id, Object.keys(c.files).filter((p) => /desc-(number|map)/.test(p)).map(folder).sort()]);
    }
  });
  it('case skills-name-boolean: a boolean name breaks the listing, and is an error at the value', () => {
    const c = caseOf('skills-name-boolean');
    expect((c.observed.skills as { exit: number }).exit).toBe(124);
    expect(findings(c.files).map((d) => `${row(d)} ${d.message}`)).toEqual([
      'amp/skill-frontmatter error .agents/skills/bool-name/SKILL.md 2:7 `name` is true, not text: beside any other skill `amp skill list` fails ("n.name.localeCompare is not a function"; case `skills-name-boolean`) (oracle: oracle/amp/cases.json)',
    ]);
  });
  it('messages and fixes', () => {
    const ds = findings({ '.agents/skills/x/SKILL.md': '---\nname: Release_Notes\ndescription: Notes\n---\nX\n', '.agents/skills/y/SKILL.md': 'No frontmatter.\n' });
    expect(ds.map((d) => `${row(d)} ${d.message}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`)).toEqual([
      'amp/skill-frontmatter error .agents/skills/x/SKILL.md 2:7 `name` "Release_Notes" must be lower-case letters, digits and hyphens, no trailing hyphen: Amp skips the skill ("Invalid skill name"; oracle: oracle/amp/cases.json, case `skills-validation`) fix=release-notes MaybeIncorrect',
      'amp/skill-frontmatter error .agents/skills/y/SKILL.md 1:1 no YAML frontmatter: Amp skips the skill ("Missing YAML frontmatter"; oracle: oracle/amp/cases.json, case `skills-validation`)',
    ]);
  });
  it('shared skills alone do not select Amp; .amp/settings.json does', () => {
    expect(discover(tree({ '.agents/skills/a/SKILL.md': '---\nname: a\ndescription: A\n---\nA\n' })).project.harnesses).not.toContain('amp');
    expect(discover(tree({ '.amp/settings.json': '{}\n' })).project.harnesses).toContain('amp');
  });
});

describe('.amp/settings.json, against what `amp mcp list` said', () => {
  it('case mcp-args-string: args as a string breaks `amp mcp list`: an error with the list as a fix', () => {
    const c = caseOf('mcp-args-string');
    expect(c.observed.mcp!.exit).toBe(1);
    const ds = findings(c.files);
    expect(ds.map((d) => `${row(d)}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text}` : ''}`)).toEqual(['amp/mcp-servers error .amp/settings.json 11:15 fix=["hi"]']);
  });
  it('case mcp-entries: a server with no command or url is a warning; the entries Amp listed as written get nothing', () => {
    const c = caseOf('mcp-entries');
    expect(c.observed.mcp!.servers).toContain('no-command command undefined x');
    expect(findings(c.files).map(row)).toEqual(['amp/mcp-servers warn .amp/settings.json 12:5']);
  });
  it('cases settings-jsonc and settings-invalid-json: comments are fine, broken JSON is an error naming what Amp does', () => {
    expect(findings(caseOf('settings-jsonc').files)).toEqual([]);
    const bad = findings(caseOf('settings-invalid-json').files);
    expect(bad.map((d) => d.kind)).toEqual(['schema/json-invalid']);
    expect(bad[0]!.message).toMatch(/`amp mcp list` fails with "Invalid JSON in settings file" \(oracle: oracle\/amp\/cases\.json, case `settings-invalid-json`\)$/);
  });
});

describe('every Amp rule names recorded cases that exist', () => {
  it('each case a rationale names is a case of cases.json', () => {
    expectRationaleCases(AMP_RULES, new Set(CASES.map((c) => c.id)));
  });
});
