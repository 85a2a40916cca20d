import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/monitor-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (monitors: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "build",\n  "experimental": {\n    "monitors": ${monitors}\n  }\n}\n` });
const mon = (name: string, when?: string) => `{ "name": "${name}", "command": "tail -F build.log", "description": "Build output"${when ? `, "when": "${when}"` : ''} }`;

describe('plugin/monitor-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an unknown trigger is an error at the when value', () => {
    expect(brief(findingsOf(rule, manifest(`[${mon('log', 'on-skill:deploy')}]`)))).toEqual([
      '4:106 error `when` `on-skill:deploy` in monitor 1 of `experimental.monitors` is not a valid trigger: it must be `always` or `on-skill-invoke:<skill>`; `claude plugin validate` rejects the manifest',
    ]);
  });

  it('one monitor name twice is an error at the second', () => {
    expect(brief(findingsOf(rule, manifest(`[${mon('log')}, ${mon('log')}]`)))).toEqual([
      '4:110 error monitor name `log` is used twice in `experimental.monitors`: monitor names must be unique within a plugin: `claude plugin validate` rejects the manifest',
    ]);
  });

  it('always and on-skill-invoke triggers are clean', () => {
    expect(brief(findingsOf(rule, manifest(`[${mon('log', 'always')}, ${mon('deploy-log', 'on-skill-invoke:deploy')}]`)))).toEqual([]);
  });
});
