import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/plugin-ignored-fields.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const fields = 'permissionMode: plan\nmcpServers:\n  gh:\n    command: gh';
const agent = (extra: string) => `---\nname: a\ndescription: A\n${extra}\n---\nBody\n`;
const said = (key: string) => `\`${key}\` is ignored for plugin agents: Claude Code drops it (only its debug log says so), so this configuration never takes effect; it works in \`.claude/agents/\``;

describe('agents/plugin-ignored-fields', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('each ignored key of a plugin agent is a warning at the key, removing its whole block', () => {
    const ds = findingsOf(rule, { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/agents/a.md': agent(fields) });
    expect(brief(ds)).toEqual([`4:1 warn ${said('permissionMode')}`, `5:1 warn ${said('mcpServers')}`]);
    const edit = ds[1]!.suggestion!.edits[0]!;
    expect([ds[1]!.suggestion!.applicability, edit.text, edit.range.start.line, edit.range.end.line]).toEqual(['MaybeIncorrect', '', 5, 8]);
  });

  it('an agent of a local marketplace plugin source is plugin-distributed', () => {
    const tree = { '.claude-plugin/marketplace.json': '{"name":"m","owner":{"name":"o"},"plugins":[{"name":"ops","source":"./ops"}]}', 'ops/agents/a.md': agent('permissionMode: plan') };
    expect(brief(findingsOf(rule, tree))).toEqual([`4:1 warn ${said('permissionMode')}`]);
  });

  it('the same fields in a project agent work and are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': agent(`${fields}\nhooks:\n  PreToolUse: []`) }))).toEqual([]);
  });
});
