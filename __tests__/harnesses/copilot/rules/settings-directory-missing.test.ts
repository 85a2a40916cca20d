import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/settings-directory-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = { 'tools/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploys\n---\nDeploy.\n' };
const settings = (json: string) => ({ ...skill, '.github/copilot/settings.json': json });

describe('copilot/settings-directory-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing hook folder is reported at that item', () => {
    expect(brief(findingsOf(rule, settings('{\n  "skillDirectories": ["tools/skills"],\n  "hookDirectories": ["tools/hooks"]\n}\n')))).toEqual([
      '3:23 warn `tools/hooks` is not a folder of the repository: Copilot CLI loads nothing from it and says so only in its debug log ("customization directory … is missing or not a directory")',
    ]);
  });

  it('a folder that leaves the repository is reported even if it might exist', () => {
    expect(brief(findingsOf(rule, settings('{\n  "agentDirectories": ["../shared-agents"]\n}\n')))).toEqual([
      '2:24 warn `../shared-agents` is not a folder inside the repository: Copilot CLI loads nothing from it and says so only in its debug log ("must name a directory inside the declaring workspace")',
    ]);
  });

  it('an existing folder written with ./ is found, in settings.local.json too', () => {
    expect(brief(findingsOf(rule, { ...skill, '.github/copilot/settings.local.json': '{"skillDirectories": ["./tools/skills"]}\n' }))).toEqual([]);
  });
});
