import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/setup-steps-job-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const workflow = (jobs: string) => ({ '.github/workflows/copilot-setup-steps.yml': `on: workflow_dispatch\njobs:\n${jobs}` });

describe('copilot/setup-steps-job-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('env on the setup job is reported at its key', () => {
    expect(brief(findingsOf(rule, workflow('  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    env:\n      CI: "1"\n    steps:\n      - run: make\n')))).toEqual([
      "5:5 warn Copilot's cloud agent ignores `env` in the `copilot-setup-steps` job: only `steps`, `permissions`, `runs-on`, `services`, `snapshot`, `timeout-minutes` are honoured (documented)",
    ]);
  });

  it('a timeout of 59 minutes is the documented maximum', () => {
    expect(brief(findingsOf(rule, workflow('  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    timeout-minutes: 59\n    steps:\n      - run: make\n')))).toEqual([]);
  });

  it('keys of another job in the same workflow are not the cloud agent\'s', () => {
    expect(brief(findingsOf(rule, workflow('  build:\n    runs-on: ubuntu-latest\n    env:\n      CI: "1"\n    timeout-minutes: 120\n    steps:\n      - run: make\n')))).toEqual([]);
  });
});
