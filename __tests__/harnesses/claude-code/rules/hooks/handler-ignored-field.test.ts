import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/handler-ignored-field.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (h: string) => ({ '.claude/settings.json': `{\n  "hooks": {\n    "PreToolUse": [\n      { "matcher": "Bash", "hooks": [ ${h} ] }\n    ]\n  }\n}\n` });

describe('hooks/handler-ignored-field', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a model on a command hook is reported at the key', () => {
    expect(brief(findingsOf(rule, settings('{ "type": "command", "command": "./guard.sh", "model": "haiku" }')))).toEqual([
      '4:85 warn `model` has no effect on a `command` hook: only `prompt` and `agent` hooks read it (documented), and Claude Code accepts it without a message',
    ]);
  });

  it('headers on a prompt hook names the one type that reads it', () => {
    const [d] = findingsOf(rule, settings('{ "type": "prompt", "prompt": "Safe?", "headers": { "X": "1" } }'));
    expect(brief([d!])).toEqual(['4:78 warn `headers` has no effect on a `prompt` hook: only `http` hooks read it (documented), and Claude Code accepts it without a message']);
    expect(d!.help).toBe('remove `headers`, or make this a `http` hook');
  });

  it('fields every type reads, and each type\'s own fields, are clean', () => {
    const hs = [
      '{ "type": "command", "command": "./guard.sh", "async": true, "timeout": 5, "statusMessage": "Checking", "once": true }',
      '{ "type": "agent", "prompt": "Review", "model": "haiku", "if": "Bash(git *)" }',
      '{ "type": "http", "url": "https://h.example.com", "headers": {}, "allowedEnvVars": ["TOKEN"] }',
    ];
    expect(brief(findingsOf(rule, settings(hs.join(', '))))).toEqual([]);
  });
});
