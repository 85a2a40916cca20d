import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/skill-paths-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = '---\nname: notes\ndescription: Writes notes\n---\nWrite notes.\n';

describe('opencode/skill-paths-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing folder is reported among present ones', () => {
    const tree = { 'opencode.json': '{\n  "skills": { "paths": ["extra-skills", "nope-dir"] }\n}\n', 'extra-skills/notes/SKILL.md': skill };
    expect(brief(findingsOf(rule, tree))).toEqual(['2:41 warn OpenCode reads no skill from `nope-dir` and says nothing: no such folder in the repository']);
  });

  it('home and absolute paths are not checked, and a deep folder counts', () => {
    const tree = { 'opencode.json': '{\n  "skills": { "paths": ["~/skills", "/opt/skills", "team/skills"] }\n}\n', 'team/skills/a/b/notes/SKILL.md': skill };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});
