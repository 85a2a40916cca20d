import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/hooks-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const file = (text: string) => ({ '.cursor/hooks.json': text });
const DOCS = '(documented: https://cursor.com/docs/hooks)';

describe('cursor/hooks-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a command that is not a string and a loop_limit that is not a number are warnings at the values', () => {
    const text = '{\n  "version": 1,\n  "hooks": {\n    "stop": [{ "command": ["./a.sh"], "loop_limit": "5" }]\n  }\n}\n';
    expect(brief(findingsOf(rule, file(text)))).toEqual([
      `4:27 warn \`command\` must be a string: it is an array ${DOCS}`,
      `4:53 warn \`loop_limit\` must be a number or \`null\`: it is the string \`"5"\` ${DOCS}`,
    ]);
  });

  it('a file without hooks is reported at its opening brace', () => {
    expect(brief(findingsOf(rule, file('{ "version": 1 }\n')))).toEqual([`1:1 warn \`.cursor/hooks.json\` has no \`hooks\` object, so it defines no hook ${DOCS}`]);
  });

  it('a prompt hook without command, a null loop_limit and a matcher are clean', () => {
    const text = '{\n  "version": 1,\n  "hooks": {\n    "beforeSubmitPrompt": [{ "type": "prompt", "prompt": "Is this safe?" }],\n    "preToolUse": [{ "command": "./g.sh", "matcher": "Shell", "loop_limit": null, "failClosed": true, "timeout": 10 }]\n  }\n}\n';
    expect(brief(findingsOf(rule, file(text)))).toEqual([]);
  });
});
