import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/hooks-two-sources.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooksJson = { '.codex/hooks.json': '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n' };

describe('codex/hooks-two-sources', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an inline hooks table beside hooks.json warns at the hooks key of config.toml', () => {
    const tree = { ...hooksJson, '.codex/config.toml': 'model = "gpt-5"\n\n[hooks]\nSessionStart = [{ hooks = [{ type = "command", command = "./start.sh" }] }]\n' };
    const ds = findingsOf(rule, tree);
    expect(ds.map((d) => d.span.path)).toEqual(['.codex/config.toml']);
    expect(brief(ds)).toEqual(['3:2 warn Codex runs these hooks and those of .codex/hooks.json too: it says "loading hooks from both .codex/hooks.json and .codex/config.toml; prefer a single representation for this layer"']);
  });

  it('a [hooks] table with only an unknown event, or an empty event list, is no second source', () => {
    expect(brief(findingsOf(rule, { ...hooksJson, '.codex/config.toml': '[[hooks.Stopp]]\n[[hooks.Stopp.hooks]]\ntype = "command"\ncommand = "./x.sh"\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { ...hooksJson, '.codex/config.toml': '[hooks]\nStop = []\n' }))).toEqual([]);
  });

  it('hooks in config.toml alone are one source', () => {
    expect(brief(findingsOf(rule, { '.codex/config.toml': '[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "command"\ncommand = "./x.sh"\n' }))).toEqual([]);
  });
});
