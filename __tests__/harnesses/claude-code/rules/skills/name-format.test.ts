import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/name-format.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const skill = (folder: string, name: string) => ({ [`.claude/skills/${folder}/SKILL.md`]: `---\nname: ${name}\ndescription: S\n---\nBody\n` });
const rejecters = 'claude.ai and API skill uploads and the Agent Skills specification (https://agentskills.io/specification) reject it';

describe('skills/name-format', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a display name with a space and capitals is info, with a tentative fix', () => {
    const ds = findingsOf(rule, skill('pdf', 'Pdf Tools'));
    expect(brief(ds)).toEqual([`2:7 info skill name \`Pdf Tools\` may only contain lowercase letters, digits and hyphens: Claude Code loads it as \`/pdf\` (\`name\` is a display name), but ${rejecters}`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['pdf-tools']]);
  });

  it('a reserved word is rejected by uploads only, with no fix', () => {
    const ds = findingsOf(rule, skill('claude-helper', 'claude-helper'));
    expect(brief(ds)).toEqual(['2:7 info skill name `claude-helper` must not contain the reserved word "claude": Claude Code loads it as `/claude-helper` (`name` is a display name), but claude.ai and API skill uploads reject it']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a name matching its folder gets no fix that would break the match', () => {
    const ds = findingsOf(rule, skill('PDF', 'PDF'));
    expect(brief(ds)).toEqual([`2:7 info skill name \`PDF\` may only contain lowercase letters, digits and hyphens: Claude Code loads it as \`/PDF\` (\`name\` is a display name), but ${rejecters}`]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a spec-valid name with digits is clean', () => {
    expect(brief(findingsOf(rule, skill('pdf-2-text', 'pdf-2-text')))).toEqual([]);
  });
});
