import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/once-ignored.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const hooks = (once: string) => `{\n  "hooks": {\n    "PostToolUse": [\n      { "matcher": "Write", "hooks": [ { "type": "command", "command": "npx prettier --write .", "once": ${once} } ] }\n    ]\n  }\n}\n`;

describe('hooks/once-ignored', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('once: true in settings.local.json is a warning at the key', () => {
    expect(brief(findingsOf(rule, { '.claude/settings.local.json': hooks('true') }))).toEqual([
      '4:98 warn `once` has no effect in a settings file: Claude Code runs this hook at every matching event (observed); `once` is for the hooks a skill declares',
    ]);
  });

  it('once: false in settings, and once in a skill\'s hooks, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/settings.json': hooks('false') }))).toEqual([]);
    const skill = '---\nname: setup\ndescription: Sets up the workspace\nhooks:\n  SessionStart:\n    - hooks:\n        - type: command\n          command: ./scripts/welcome.sh\n          once: true\n---\nSet up.\n';
    expect(brief(findingsOf(rule, { '.claude/skills/setup/SKILL.md': skill, 'scripts/welcome.sh': '#!/bin/sh\n' }))).toEqual([]);
  });
});
