import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/setup-steps-job.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const MESSAGE = "error No job is named `copilot-setup-steps`: Copilot's cloud agent picks up only that job, so none of these steps run before it starts work (documented)";
const job = (name: string) => `  ${name}:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make\n`;
const workflow = (jobs: string, path = '.github/workflows/copilot-setup-steps.yml') => ({ [path]: `on: workflow_dispatch\njobs:\n${jobs}` });

describe('copilot/setup-steps-job', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a single job of another name gets a possible rename at its key', () => {
    const ds = findingsOf(rule, workflow(job('copilot_setup_steps')));
    expect(brief(ds)).toEqual([`3:3 ${MESSAGE}`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['copilot-setup-steps']]);
  });

  it('with two jobs of other names it is reported at jobs, without a rename', () => {
    const ds = findingsOf(rule, workflow(job('build') + job('test')));
    expect(brief(ds)).toEqual([`2:1 ${MESSAGE}`]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('the right job beside others is clean, and another workflow is not read', () => {
    expect(brief(findingsOf(rule, workflow(job('lint') + job('copilot-setup-steps'))))).toEqual([]);
    expect(brief(findingsOf(rule, workflow(job('setup'), '.github/workflows/ci.yml')))).toEqual([]);
  });
});
