import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/command-script-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (command: string) =>
  `{\n  "hooks": {\n    "PreToolUse": [\n      { "matcher": "Bash", "hooks": [ { "type": "command", "command": ${JSON.stringify(command)} } ] }\n    ]\n  }\n}\n`;
const plugin = (command: string, extra: Record<string, string> = {}) => ({
  '.claude-plugin/plugin.json': '{ "name": "guard" }',
  'hooks/hooks.json': `{ "hooks": { "PostToolUse": [ { "hooks": [ { "type": "command", "command": ${JSON.stringify(command)} } ] } ] } }`,
  ...extra,
});

describe('hooks/command-script-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an interpreter running a missing repository script is reported at the command value', () => {
    const ds = findingsOf(rule, { '.claude/settings.json': settings('bash scripts/guard.sh --strict') });
    expect(brief(ds)).toEqual(['4:71 warn the hook script `scripts/guard.sh` does not exist: the command fails every time the hook fires, and Claude Code loads it without a message']);
    expect(ds[0]!.span.path).toBe('.claude/settings.json');
  });

  it('a $CLAUDE_PROJECT_DIR path names the file it resolves to', () => {
    expect(brief(findingsOf(rule, { '.claude/settings.local.json': settings('"$CLAUDE_PROJECT_DIR"/.claude/hooks/check.py') }))).toEqual([
      '4:71 warn the hook script `.claude/hooks/check.py` does not exist: the hook runs `"$CLAUDE_PROJECT_DIR"/.claude/hooks/check.py`, which is `.claude/hooks/check.py`; the command fails every time the hook fires, and Claude Code loads it without a message',
    ]);
  });

  it('a missing ${CLAUDE_PLUGIN_ROOT} script of a plugin is reported', () => {
    expect(brief(findingsOf(rule, plugin('"${CLAUDE_PLUGIN_ROOT}/scripts/fmt.sh"')))).toEqual([
      '1:76 warn the hook script `scripts/fmt.sh` does not exist: the hook runs `"${CLAUDE_PLUGIN_ROOT}/scripts/fmt.sh"`, which is `scripts/fmt.sh`; the command fails every time the hook fires, and Claude Code loads it without a message',
    ]);
  });

  it('present scripts, shell one-liners and cwd-relative plugin paths are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/settings.json': settings('bash scripts/guard.sh'), 'scripts/guard.sh': '#!/bin/sh\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/settings.json': settings('bash -c "echo $PWD/scripts/x.sh"') }))).toEqual([]);
    expect(brief(findingsOf(rule, plugin('"${CLAUDE_PLUGIN_ROOT}/scripts/fmt.sh"', { 'scripts/fmt.sh': '#!/bin/sh\n' })))).toEqual([]);
    expect(brief(findingsOf(rule, plugin('./scripts/fmt.sh')))).toEqual([]);
  });

  it('a two-word interpreter (`npx tsx`) running a missing script is reported; a present one is clean', () => {
    const stop = '{\n  "hooks": {\n    "Stop": [\n      { "hooks": [ { "type": "command", "command": "npx tsx scripts/missing.ts" } ] }\n    ]\n  }\n}\n';
    expect(brief(findingsOf(rule, { '.claude/settings.json': stop }))).toEqual([
      '4:52 warn the hook script `scripts/missing.ts` does not exist: the command fails every time the hook fires, and Claude Code loads it without a message',
    ]);
    expect(brief(findingsOf(rule, { '.claude/settings.json': stop, 'scripts/missing.ts': 'console.log(1);\n' }))).toEqual([]);
  });
});

