import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cline/rules/agent-name-unique.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (name: string) => `---\nname: ${name}\ndescription: Writes docs\n---\nYou write docs.\n`;

describe('cline/agent-name-unique', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a .yml and a .yaml agent with one name are both reported, at the name', () => {
    const ds = findingsOf(rule, { '.cline/agents/w6.yml': agent('w6'), '.cline/agents/w14.yaml': agent('w6') });
    expect(ds.map((d) => d.span.path).sort()).toEqual(['.cline/agents/w14.yaml', '.cline/agents/w6.yml']);
    expect(brief(ds.filter((d) => d.span.path === '.cline/agents/w14.yaml'))).toEqual([
      '2:7 warn Cline loads only one agent named `w6`: .cline/agents/w6.yml has the same name, so one of the two is never offered to the model (oracle: oracle/cline/mutations.json, case `cline-agent::name-duplicate`)',
    ]);
  });

  it('names differing in case, and a same-named file Cline does not read, are clean', () => {
    expect(brief(findingsOf(rule, { '.cline/agents/a.yaml': agent('Writer'), '.cline/agents/b.yaml': agent('writer') }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.cline/agents/a.yaml': agent('writer'), '.cline/agents/old/a.yaml': agent('writer'), '.cline/agents/b.md': agent('writer') }))).toEqual([]);
  });
});
