import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/status-line.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (line: string) => ({ '.claude/settings.json': `{\n  "statusLine": ${line}\n}\n` });
const SKIPPED = 'Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect';

describe('settings/status-line', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a capitalised type is an error at the value, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, settings('{ "type": "Command", "command": "~/bin/line.sh" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([`2:27 error \`statusLine.type\` must be "command", not "Command": ${SKIPPED}`]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"command"']]);
  });

  it('a missing command is reported at the key, a string padding at its value', () => {
    expect(brief(findingsOf(rule, settings('{ "type": "command", "padding": "2" }')))).toEqual([
      `2:3 error \`statusLine\` has no \`command\`: ${SKIPPED}`,
      `2:49 error \`statusLine.padding\` must be a number, not a string: ${SKIPPED}`,
    ]);
  });

  it('no padding, an extra key, and a statusLine that is not an object are left alone', () => {
    expect(brief(findingsOf(rule, settings('{ "type": "command", "command": "echo hi", "refreshMs": 500 }')))).toEqual([]);
    expect(brief(findingsOf(rule, settings('"~/bin/line.sh"')))).toEqual([]);
  });
});
