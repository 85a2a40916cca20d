import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/hook-event-unknown.js';
import { applyEdits } from '../../../../src/engine/fix.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (event: string) => ({ '.github/hooks/checks.json': `{\n  "version": 1,\n  "hooks": {\n    "${event}": [{"type": "command", "bash": "./x.sh"}]\n  }\n}` });

describe('copilot/hook-event-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt event is reported at its key with the nearest event', () => {
    expect(brief(findingsOf(rule, hooks('sesionEnd')))).toEqual(['4:5 warn Copilot CLI ignores the hook event `sesionEnd` without a word: its hooks never run (did you mean `sessionEnd`?)']);
  });

  it('a certain misspelling gets a machine-applicable rename, JSON-quoted, in the camelCase spelling by default', () => {
    for (const [typo, event] of [['preToolUsed', 'preToolUse'], ['pretooluse', 'preToolUse'], ['sesionEnd', 'sessionEnd']]) {
      const [d, ...rest] = findingsOf(rule, { '.github/hooks/checks.json': `{"hooks": {"${typo}": []}}` });
      expect(rest).toEqual([]);
      expect(brief([d!])).toEqual([`1:12 warn Copilot CLI ignores the hook event \`${typo}\` without a word: its hooks never run (did you mean \`${event}\`?)`]);
      expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => [e.range.start.offset, e.range.end.offset, e.text])]).toEqual(['MachineApplicable', [[11, 13 + typo.length, JSON.stringify(event)]]]);
      const fixed = applyEdits(`{"hooks": {"${typo}": []}}`, d!.suggestion!.edits);
      expect(fixed).toBe(`{"hooks": {"${event}": []}}`);
      expect(findingsOf(rule, { '.github/hooks/checks.json': fixed })).toEqual([]);
    }
  });

  it('the rename keeps the PascalCase spelling the typo and the file use', () => {
    const fix = (text: string) => findingsOf(rule, { '.github/hooks/checks.json': text }).map((d) => [d.message.replace(/.*\(did you mean `(.*)`\?\)$/, '$1'), d.suggestion?.edits[0]?.text]);
    expect(fix('{"hooks": {"PreToolUsed": []}}')).toEqual([['PreToolUse', '"PreToolUse"']]);
    expect(fix('{"hooks": {"PostToolUse": [], "SesionEnd": []}}')).toEqual([['SessionEnd', '"SessionEnd"']]);
    expect(fix('{"hooks": {"postToolUse": [], "sesionEnd": []}}')).toEqual([['sessionEnd', '"sessionEnd"']]);
  });

  it('no rename where the spelling meant is not certain, or the name is taken', () => {
    const fixes = (text: string) => findingsOf(rule, { '.github/hooks/checks.json': text }).map((d) => d.suggestion);
    // The typo is camelCase, the file's events PascalCase: the two spellings get different payloads.
    expect(fixes('{"hooks": {"PostToolUse": [], "sesionEnd": []}}')).toEqual([undefined]);
    expect(fixes('{"hooks": {"preToolUse": [], "preToolUsed": []}}')).toEqual([undefined]);
    expect(fixes('{"hooks": {"preToolUsed": [], "preToolUsee": []}}')).toEqual([undefined, undefined]);
  });

  it('an event of another harness with no near Copilot event has no hint', () => {
    expect(brief(findingsOf(rule, hooks('Stop')))).toEqual(['4:5 warn Copilot CLI ignores the hook event `Stop` without a word: its hooks never run']);
  });

  it('the PascalCase spelling of a known event is clean', () => {
    expect(brief(findingsOf(rule, hooks('PreToolUse')))).toEqual([]);
  });

  it('the same key in a JSON file outside .github/hooks is not read', () => {
    expect(brief(findingsOf(rule, { '.github/checks.json': '{"version": 1, "hooks": {"preToolUsed": []}}' }))).toEqual([]);
  });
});
