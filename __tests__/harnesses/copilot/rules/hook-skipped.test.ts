import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/hook-skipped.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (event: string, entry: string) => ({ '.github/hooks/checks.json': `{\n  "version": 1,\n  "hooks": {\n    "${event}": [${entry}]\n  }\n}` });

describe('copilot/hook-skipped', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a hook with no command is reported at the entry', () => {
    expect(brief(findingsOf(rule, hooks('sessionStart', '{"type": "command", "cwd": "."}')))).toEqual([
      "4:22 error Copilot CLI skips this `sessionStart` hook: it has no `bash`, `powershell`, `command` or `exec`; it says \"Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both — hook will be skipped\"",
    ]);
  });

  it('a timeout of zero is reported at the value', () => {
    expect(brief(findingsOf(rule, hooks('sessionStart', '{"bash": "./x.sh", "timeoutSec": 0}')))).toEqual([
      '4:55 error Copilot CLI skips this `sessionStart` hook: "timeoutSec must be positive — hook will be skipped"',
    ]);
  });

  it('a prompt hook without prompt is skipped', () => {
    expect(brief(findingsOf(rule, hooks('sessionStart', '{"type": "prompt"}')))).toEqual([
      '4:22 error Copilot CLI skips this `sessionStart` hook: "prompt hook prompt is required — hook will be skipped"',
    ]);
  });

  it('a broken matcher on an event that does not read matcher is clean', () => {
    expect(brief(findingsOf(rule, hooks('sessionStart', '{"bash": "./x.sh", "matcher": "edit|(create"}')))).toEqual([]);
  });
});
