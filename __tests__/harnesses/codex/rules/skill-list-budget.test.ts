import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/skill-list-budget.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = (name: string, description: string) => ({ [`.agents/skills/${name}/SKILL.md`]: `---\nname: ${name}\ndescription: ${description}\n---\nBody\n` });
const skills = (n: number, description: (i: number) => string) => Object.assign({}, ...Array.from({ length: n }, (_, i) => skill(`s${i}`, description(i))));

describe('codex/skill-list-budget', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('over a small window every description is shortened, reported at the longest', () => {
    const tree = { '.codex/config.toml': 'model_context_window = 100000\n', ...skills(16, (i) => 'x'.repeat(i === 7 ? 500 : 400)) };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['.agents/skills/s7/SKILL.md']);
    expect(brief(ds)).toEqual(['3:14 warn Codex shortens every skill description in the model\'s skill list, without a word: with their descriptions the repository\'s 16 skills and Codex\'s system skills need about 2,185 tokens, over its budget of 2,000 tokens (2% of `model_context_window = 100000`); this is the longest description']);
  });

  it('when even the names do not fit, the last skills in name order are left out', () => {
    const tree = { '.codex/config.toml': 'model_context_window = 5000\n', ...skills(8, () => 'Does one thing') };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['.agents/skills/s6/SKILL.md', '.agents/skills/s7/SKILL.md']);
    expect(brief(ds)[0]).toBe('2:7 warn Codex leaves this skill out of the model\'s skill list ("Exceeded skills context budget … 2 additional skills were not included"): even without descriptions the repository\'s 8 skills do not fit its budget of 100 tokens (2% of `model_context_window = 5000`)');
  });

  it('a description of exactly 1024 characters is sent whole', () => {
    expect(brief(findingsOf(rule, skill('deploy', 'd'.repeat(1024))))).toEqual([]);
  });
});
