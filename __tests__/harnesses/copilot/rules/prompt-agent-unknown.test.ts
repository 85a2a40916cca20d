import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/prompt-agent-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const prompt = (fm: string) => ({ '.github/prompts/review.prompt.md': `---\n${fm}description: Review the change\n---\nReview.\n` });
const BUILT_IN = 'the built-in agents are `ask`, `edit`, `agent`, `plan`; VS Code runs a prompt file with the agent its';

describe('copilot/prompt-agent-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt built-in agent under the old mode key is a warning with a certain fix', () => {
    const ds = findingsOf(rule, prompt('mode: plna\n'));
    expect(brief(ds)).toEqual([`2:7 warn \`plna\` is neither a built-in agent nor a custom agent of this repository: ${BUILT_IN} \`mode\` names (documented) (did you mean \`plan\`?)`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['plan']]);
  });

  it('a name of no agent here is info only', () => {
    expect(brief(findingsOf(rule, prompt('agent: security-auditor\n')))).toEqual([
      `2:8 info \`security-auditor\` is neither a built-in agent nor a custom agent of this repository: ${BUILT_IN} \`agent\` names (documented), so this one needs an agent of that name in each user's profile`,
    ]);
  });

  it('a custom agent of .claude/agents, named by its name: field, is known', () => {
    const agent = { '.claude/agents/sec.md': '---\nname: security-auditor\ndescription: Audits\n---\nAudit.\n', '.github/copilot-instructions.md': 'Be brief.\n' };
    expect(brief(findingsOf(rule, { ...prompt('agent: security-auditor\n'), ...agent }))).toEqual([]);
  });
});
