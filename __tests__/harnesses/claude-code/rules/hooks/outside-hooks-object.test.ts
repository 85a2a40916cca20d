import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/outside-hooks-object.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const group = '[ { "hooks": [ { "type": "command", "command": "./fmt.sh" } ] } ]';
const plugin = (hooksJson: string) => ({ '.claude-plugin/plugin.json': '{ "name": "fmt" }', 'hooks/hooks.json': hooksJson });

describe('hooks/outside-hooks-object', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('events beside `hooks` are reported at their keys, a guard event with the refusal', () => {
    const ds = findingsOf(rule, plugin(`{\n  "hooks": {},\n  "PostToolUse": ${group},\n  "PreToolUse": ${group}\n}\n`));
    expect(brief(ds)).toEqual([
      '3:3 error `PostToolUse` is declared at the top level, outside the `"hooks"` object: hook events are read only under `"hooks"` (documented), so this hook never runs',
      '4:3 error `PreToolUse` is declared at the top level, outside the `"hooks"` object: `claude plugin validate` rejects the file, and a guard hook that cannot be loaded leaves the permissions it guards unapplied',
    ]);
    expect(ds.map((d) => d.span.path)).toEqual(['hooks/hooks.json', 'hooks/hooks.json']);
  });

  it('a hooks.json with neither events nor `hooks` is reported at its opening brace', () => {
    expect(brief(findingsOf(rule, plugin('{ "description": "Formats edits" }\n')))).toEqual([
      '1:1 error this hooks.json has no `"hooks"` object: `claude plugin validate` rejects it ("hooks.json must have `hooks` (the hook matchers) or `modules` (hooks modules), or both")',
    ]);
  });

  it('a second hooks module is refused', () => {
    expect(brief(findingsOf(rule, plugin('{ "modules": ["./a.js", "./b.js"] }\n')))).toEqual(['1:25 error `modules` names one hooks module per plugin: `claude plugin validate` refuses a second entry']);
  });

  it('a `modules`-only file, and top-level events in a hooks/hooks.json outside any plugin, are clean', () => {
    expect(brief(findingsOf(rule, plugin('{ "modules": ["./hooks.js"] }\n')))).toEqual([]);
    expect(brief(findingsOf(rule, { 'hooks/hooks.json': `{ "PreToolUse": ${group} }` }))).toEqual([]);
  });
});
