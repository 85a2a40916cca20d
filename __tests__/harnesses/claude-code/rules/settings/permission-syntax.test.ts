import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/permission-syntax.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (entries: string[]) => ({ '.claude/settings.json': `{\n  "permissions": {\n    "deny": [\n${entries.map((e) => `      ${JSON.stringify(e)}`).join(',\n')}\n    ]\n  }\n}\n` });

describe('settings/permission-syntax', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an MCP rule with a specifier and a misspelt tool are reported at their entries', () => {
    expect(brief(findingsOf(rule, settings(['mcp__github__create_issue(repo)', 'Bsh(rm:*)'])))).toEqual([
      '4:7 warn `mcp__github__create_issue(repo)`: MCP rules take no specifier; write `mcp__server` or `mcp__server__tool` (Claude Code skips this rule)',
      '5:7 warn `Bsh` in `Bsh(rm:*)` is not a Claude Code tool: the rule matches nothing (did you mean `Bash`?) (documented)',
    ]);
  });

  it('an empty specifier and a malformed rule are reported', () => {
    expect(brief(findingsOf(rule, settings(['Bash()', 'Read(.env'])))).toEqual([
      '4:7 warn `Bash()` has an empty specifier; write `Bash` for every use of the tool (documented)',
      '5:7 warn `Read(.env` is not a permission rule: write `Tool` or `Tool(specifier)` (documented)',
    ]);
  });

  it('MCP server rules, a trailing `:*`, a mid-rule `*` and domain WebFetch rules are clean', () => {
    expect(brief(findingsOf(rule, settings(['mcp__github', 'mcp__github__create_issue', 'Bash(npm run test:*)', 'Bash(git * --force)', 'WebFetch(domain:example.com)', 'Read(~/.ssh/**)'])))).toEqual([]);
  });

  it('every tool of one MCP server (`mcp__github__*`, as Claude Code itself recommends) is clean; a `*` elsewhere in a tool name is not a rule', () => {
    expect(brief(findingsOf(rule, settings(['mcp__puppeteer__*', 'mcp__github__get__*'])))).toEqual([]);
    expect(brief(findingsOf(rule, settings(['Bas*'])))).toEqual(['4:7 warn `Bas*` is not a permission rule: write `Tool` or `Tool(specifier)` (documented)']);
  });

  it('a bare unknown tool is named once; a rule with a specifier names the tool in it', () => {
    expect(brief(findingsOf(rule, settings(['Raed', 'Wirte(src/**)'])))).toEqual([
      '4:7 warn `Raed` is not a Claude Code tool: the rule matches nothing (did you mean `Read`?) (documented)',
      '5:7 warn `Wirte` in `Wirte(src/**)` is not a Claude Code tool: the rule matches nothing (did you mean `Write`?) (documented)',
    ]);
  });
});
