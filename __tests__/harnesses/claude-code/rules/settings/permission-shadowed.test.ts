import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/permission-shadowed.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (perms: Record<string, string[]>) => ({ '.claude/settings.json': JSON.stringify({ permissions: perms }, null, 2) });

describe('settings/permission-shadowed', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an ask rule under a deny prefix is reported at the ask entry, pointing at the deny rule', () => {
    const [d, ...rest] = findingsOf(rule, settings({ deny: ['Bash(npm:*)'], ask: ['Bash(npm publish)'] }));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['7:7 warn `Bash(npm publish)` in `permissions.ask` never takes effect: `Bash(npm:*)` in `permissions.deny` matches first (deny, then ask, then allow; documented)']);
    expect(d!.related?.map((r) => `${r.span.range.start.line}:${r.span.range.start.column} ${r.message}`)).toEqual(['4:7 the deny rule that wins']);
  });

  it('a bare ask rule shadows every allow rule of that tool', () => {
    expect(brief(findingsOf(rule, settings({ ask: ['WebFetch'], allow: ['WebFetch(domain:example.com)'] })))).toEqual([
      '7:7 warn `WebFetch(domain:example.com)` in `permissions.allow` never takes effect: `WebFetch` in `permissions.ask` matches first (deny, then ask, then allow; documented)',
    ]);
  });

  it('a prefix that stops mid-word, another tool and a narrower deny are clean', () => {
    expect(brief(findingsOf(rule, settings({ deny: ['Bash(git:*)', 'Read(.env)', 'Bash(rm -rf:*)'], allow: ['Bash(gitk)', 'Edit(.env)', 'Bash(rm)'] })))).toEqual([]);
  });
});
