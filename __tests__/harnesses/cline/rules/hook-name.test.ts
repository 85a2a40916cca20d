import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cline/rules/hook-name.js';
import { CLINE_VERSION } from '../../../../src/harnesses/cline/known-values.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CASES = 'oracle: oracle/cline/cases.json, cases `hook-names`, `hook-run`';
const EVENTS = '`TaskStart`, `TaskResume`, `TaskCancel`, `TaskComplete`, `TaskError`, `PreToolUse`, `PostToolUse`, `UserPromptSubmit`, `PreCompact`, `SessionShutdown`';
const script = '#!/bin/sh\necho ok\n';

describe('cline/hook-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('Claude Code\'s SessionStart names Cline\'s counterpart', () => {
    expect(brief(findingsOf(rule, { '.cline/hooks/SessionStart.sh': script }))).toEqual([
      `1:1 warn \`SessionStart\` is not a Cline hook event, so this script never runs: the events are ${EVENTS}; \`SessionStart\` is Claude Code's name: Cline's \`TaskStart\` fires at that moment (${CASES})`,
    ]);
  });

  it('a misspelt event gets a suggestion, and PreCompact never runs', () => {
    expect(brief(findingsOf(rule, { '.clinerules/hooks/TaskCompelte': script }))).toEqual([
      `1:1 warn \`TaskCompelte\` is not a Cline hook event, so this script never runs: the events are ${EVENTS}; did you mean \`TaskComplete\`? (${CASES})`,
    ]);
    expect(brief(findingsOf(rule, { '.clinerules/hooks/PreCompact.sh': script }))).toEqual([
      `1:1 warn Cline CLI ${CLINE_VERSION} lists a \`PreCompact\` hook with no event to run it on: this script never runs (${CASES})`,
    ]);
  });

  it('an event name with a text extension never runs', () => {
    expect(brief(findingsOf(rule, { '.clinerules/hooks/TaskComplete.txt': script }))).toEqual([
      `1:1 warn Cline does not run a hook file ending in \`.txt\`: it runs one with no extension or one of \`.sh\`, \`.bash\`, \`.zsh\`, \`.js\`, \`.mjs\`, \`.cjs\`, \`.ts\`, \`.mts\`, \`.cts\`, \`.py\`, \`.ps1\`, so this file never runs (${CASES})`,
    ]);
  });

  it('an event in another case, and a README beside the hooks, are clean', () => {
    expect(brief(findingsOf(rule, { '.cline/hooks/taskstart.py': 'print("ok")\n', '.cline/hooks/README.md': '# Hooks\n' }))).toEqual([]);
  });
});
