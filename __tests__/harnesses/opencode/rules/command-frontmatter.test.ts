import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/command-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const command = (text: string) => ({ '.opencode/command/review.md': text });

describe('opencode/command-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a value of the wrong type stops OpenCode: an error at the value, not a warning', () => {
    const ds = findingsOf(rule, command('---\ndescription: R\nsubtask: "yes"\nagent: 3\n---\nR.\n'));
    expect(brief(ds)).toEqual([
      '3:10 error OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): `subtask` is `"yes"`, not a boolean',
      '4:8 error OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): `agent` is `3`, not a string',
    ]);
    expect(ds.map((d) => d.effect)).toEqual(['refused', 'refused']);
  });

  it('a misspelt key is dropped, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, command('---\ndescripton: Review the diff\n---\nReview the staged changes.\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:1 warn OpenCode drops `descripton` from this command without a warning (did you mean `description`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['description']]);
  });

  it('a command with no body has an empty template', () => {
    expect(brief(findingsOf(rule, command('---\ndescription: Review\n---\n')))).toEqual(['1:1 warn This command has no body: OpenCode reads its template as empty, so running it sends only the arguments']);
  });

  it('a template key in a command entry of opencode.json is read, a misspelt one dropped', () => {
    expect(brief(findingsOf(rule, { 'opencode.json': '{ "command": { "review": { "template": "Review.", "subtask": true } } }\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'opencode.json': '{ "command": { "review": { "template": "Review.", "agnet": "plan" } } }\n' }))).toEqual([
      '1:51 warn OpenCode drops `agnet` from this command without a warning (did you mean `agent`?)',
    ]);
  });

  it('every known key with a body is clean', () => {
    expect(brief(findingsOf(rule, command('---\ndescription: Review\nagent: plan\nmodel: anthropic/claude-sonnet-4-6\nsubtask: true\n---\nReview $ARGUMENTS.\n')))).toEqual([]);
  });
});
