import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/marketplace-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const market = (entries: string, head = '"name": "team",\n  ') => ({ '.agents/plugins/marketplace.json': `{\n  ${head}"plugins": [\n    ${entries}\n  ]\n}\n` });

describe('codex/marketplace-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a bare local path is skipped, with a possible ./ fix', () => {
    const [d, ...rest] = findingsOf(rule, market('{ "name": "notes", "source": "plugins/notes" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:34 error Codex skips this entry without a word: the local source path `plugins/notes` does not start with `./`; the plugin is never listed']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"./plugins/notes"']]);
  });

  it('a github source is skipped at its kind', () => {
    expect(brief(findingsOf(rule, market('{ "name": "notes", "source": { "source": "github", "repo": "team/notes" } }')))).toEqual([
      '4:46 error Codex skips this entry without a word: it does not list a plugin whose `source` is `github` (use `url` with the repository\'s address, or `git-subdir`)',
    ]);
  });

  it('a marketplace without a name fails whole, at its first key', () => {
    expect(brief(findingsOf(rule, market('{ "name": "notes", "source": "./plugins/notes" }', '')))).toEqual([
      '2:3 error Codex does not load this marketplace: it has no `name`, so none of its plugins is listed ("invalid marketplace file")',
    ]);
  });

  it('string, url and git-subdir sources and unknown keys are listed', () => {
    const entries = [
      '{ "name": "notes", "source": "./plugins/notes", "extra": true },',
      '{ "name": "web", "source": { "source": "url", "url": "https://github.com/team/web.git" } },',
      '{ "name": "sub", "category": null, "source": { "source": "git-subdir", "url": "https://github.com/team/mono.git", "path": "plugins/sub" } }',
    ].join('\n    ');
    expect(brief(findingsOf(rule, market(entries)))).toEqual([]);
  });
});
