import { describe, expect, it } from '@jest/globals';
import rule from '../../../src/rules/security/temp-script.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const settings = (command: string) => ({ '.claude/settings.json': JSON.stringify({ hooks: { PostToolUse: [{ hooks: [{ type: 'command', command }] }] } }, null, 2) });

describe('security/temp-script', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a hook running a script from a hidden folder of the home directory: a warning at the command', () => {
    expect(brief(findingsOf(rule, settings('python3 ~/.cache/x/run.py')))).toEqual([
      '8:33 warn this command runs a script the repository does not hold: `~/.cache/x/run.py` (a hidden folder of the home directory); Claude Code runs this PostToolUse hook after every matching tool call, without asking',
    ]);
  });

  it('a repository script whose name merely starts with `tmp` is no finding', () => {
    expect(brief(findingsOf(rule, settings('node ./scripts/tmp-clean.js')))).toEqual([]);
  });
});
