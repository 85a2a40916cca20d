import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/hook-skipped.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (handler: string) => ({ '.codex/hooks.json': `{\n  "hooks": {\n    "Stop": [{"hooks": [\n      ${handler}\n    ]}]\n  }\n}\n` });

describe('codex/hook-skipped', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a command of spaces only is skipped, at the command', () => {
    expect(brief(findingsOf(rule, hooks('{"type": "command", "command": "   "}')))).toEqual(['4:38 warn Codex skips this hook: "skipping empty hook command"']);
  });

  it('an agent handler in [hooks] of config.toml is skipped, at its type', () => {
    const tree = { '.codex/config.toml': '[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "agent"\nprompt = "Check the tests"\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['3:8 warn Codex skips this hook: "agent hooks are not supported yet"']);
  });

  it('a command handler with an extra prompt key runs', () => {
    expect(brief(findingsOf(rule, hooks('{"type": "command", "command": "./check.sh", "prompt": "ignored"}')))).toEqual([]);
  });
});
