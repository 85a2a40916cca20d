import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/manifest-name.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (body: string) => ({ '.claude-plugin/plugin.json': `{\n  ${body}\n}\n` });

describe('plugin/manifest-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an upper-case name is a warning with a certain lower-case fix', () => {
    const [d, ...rest] = findingsOf(rule, manifest('"name": "LINT"'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:11 warn plugin name `LINT` is not kebab-case: Claude Code accepts it, but the Claude.ai marketplace sync requires kebab-case (lowercase letters, digits and hyphens)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"lint"']]);
  });

  it('a snake_case name gets a fix that is only a guess', () => {
    const [d] = findingsOf(rule, manifest('"name": "my_plugin"'));
    expect(brief([d!])).toEqual(['2:11 warn plugin name `my_plugin` is not kebab-case: Claude Code accepts it, but the Claude.ai marketplace sync requires kebab-case (lowercase letters, digits and hyphens)']);
    expect(d!.suggestion?.applicability).toBe('MaybeIncorrect');
    expect(d!.suggestion?.edits.map((e) => e.text)).toEqual(['"my-plugin"']);
  });

  it('a manifest without name is an error at its opening brace', () => {
    expect(brief(findingsOf(rule, manifest('"version": "1.0.0"')))).toEqual(['1:1 error the plugin manifest has no `name`: Claude Code refuses to load the plugin']);
  });

  it('kebab-case names with digits are clean', () => {
    expect(brief(findingsOf(rule, manifest('"name": "lint2-v3"')))).toEqual([]);
  });
});
