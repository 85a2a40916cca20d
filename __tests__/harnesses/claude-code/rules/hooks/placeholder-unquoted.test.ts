import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/placeholder-unquoted.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const handler = (h: string) => `{\n  "hooks": {\n    "PreToolUse": [\n      { "matcher": "Bash", "hooks": [ ${h} ] }\n    ]\n  }\n}\n`;
const plugin = (h: string) => ({ '.claude-plugin/plugin.json': '{ "name": "guard" }', 'hooks/hooks.json': handler(h) });

describe('hooks/placeholder-unquoted', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an unquoted interpreter argument is reported at the placeholder, quoting its word as a maybe fix', () => {
    const [d, ...rest] = findingsOf(rule, plugin('{ "type": "command", "command": "python3 ${CLAUDE_PLUGIN_ROOT}/guard.py --strict" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:80 warn `${CLAUDE_PLUGIN_ROOT}` is not in double quotes in this shell command: if the path holds a space the command splits into several words and the hook fails']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['\\"${CLAUDE_PLUGIN_ROOT}/guard.py\\"']]);
  });

  it('$CLAUDE_PROJECT_DIR without braces in project settings is reported too', () => {
    expect(brief(findingsOf(rule, { '.claude/settings.json': handler('{ "type": "command", "command": "cd $CLAUDE_PROJECT_DIR && ./guard.sh" }') }))).toEqual([
      '4:75 warn `$CLAUDE_PROJECT_DIR` is not in double quotes in this shell command: if the path holds a space the command splits into several words and the hook fails',
    ]);
  });

  it('quoted placeholders, exec form and non-command hooks are clean', () => {
    expect(brief(findingsOf(rule, plugin('{ "type": "command", "command": "\\"${CLAUDE_PLUGIN_ROOT}\\"/guard.sh" }')))).toEqual([]);
    expect(brief(findingsOf(rule, plugin('{ "type": "command", "command": "python3", "args": ["${CLAUDE_PLUGIN_ROOT}/guard.py"] }')))).toEqual([]);
    expect(brief(findingsOf(rule, plugin('{ "type": "prompt", "prompt": "Check ${CLAUDE_PROJECT_DIR} for secrets" }')))).toEqual([]);
  });

  it('a handler with no `type`, which Claude Code skips, is not judged here', () => {
    expect(brief(findingsOf(rule, plugin('{ "command": "${CLAUDE_PLUGIN_ROOT}/guard.sh" }')))).toEqual([]);
  });
});
