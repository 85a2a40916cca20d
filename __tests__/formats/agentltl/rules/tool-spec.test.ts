import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/tool-spec.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/tool-spec', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a flag without a dash and a positional without a name are errors', () => {
    const text = 'tools:\n  deploy:\n    options:\n      - {flags: [env], type: str}\n    positionals:\n      - {nargs: "?"}\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual([
      '4:18 error a flag starts with `-` (`-m`, `--message`), not the string `"env"`',
      '6:10 error this positional has no `name`: the argument would have no name for rules to use',
    ]);
  });

  it('an option type in the wrong case gets a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, ltl('tools:\n  deploy:\n    options:\n      - {flags: [-n], type: Bool}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:29 error `type` cannot be the string `"Bool"`: it must be one of `str`, `bool`, `count`, `list` or `int` (did you mean `bool`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['bool']]);
  });

  it('a spec with subcommands, aliases, global options and counted positionals is clean', () => {
    const text = 'tools:\n  kubectl:\n    extend: yes\n    aliases: [k]\n    options:\n      - {flags: [-n, --namespace], type: str, global: true, dest: namespace}\n    subcommands:\n      apply:\n        positionals:\n          - {name: files, nargs: "+"}\n          - {name: extra, nargs: 2}\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual([]);
  });
});
