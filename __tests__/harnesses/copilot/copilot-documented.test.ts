/**
 * The Copilot rules that rest on documentation (files Copilot CLI does not read: VS Code's prompt files, the cloud
 * agent's setup-steps workflow) and the fixes of the instruction rules.
 */
import { describe, expect, it } from '@jest/globals';
import promptFrontmatter from '../../../src/harnesses/copilot/rules/prompt-frontmatter.js';
import setupStepsJob from '../../../src/harnesses/copilot/rules/setup-steps-job.js';
import setupStepsJobKey from '../../../src/harnesses/copilot/rules/setup-steps-job-key.js';
import instructionsUnknownKey from '../../../src/harnesses/copilot/rules/instructions-unknown-key.js';
import instructionsExcludeAgent from '../../../src/harnesses/copilot/rules/instructions-exclude-agent.js';
import { artifactOf, at, runRule } from '../../helpers/index.js';

const prompt = (text: string) => runRule(promptFrontmatter, artifactOf('copilot-prompt', '.github/prompts/p.prompt.md', text));
const setup = (rule: typeof setupStepsJob, text: string) => runRule(rule, artifactOf('copilot-setup-steps', '.github/workflows/copilot-setup-steps.yml', text));
const instr = (rule: typeof instructionsUnknownKey, text: string) => runRule(rule, artifactOf('copilot-instructions', '.github/instructions/a.instructions.md', text));

describe('copilot/prompt-frontmatter', () => {
  it('a documented header is clean', () => {
    expect(prompt('---\ndescription: d\nname: n\nargument-hint: h\nagent: plan\nmodel: GPT-5\ntools: ["search", "edit"]\n---\nBody.\n')).toEqual([]);
  });
  it('`mode` is renamed to `agent`, with a certain fix when `agent` is not there', () => {
    const [r] = prompt('---\nmode: ask\n---\nBody.\n');
    expect([at(r!), r!.message]).toEqual(['2:1-2:5', '`mode` is the old name of `agent` in a prompt file (documented)']);
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'agent' }] });
    expect(prompt('---\nmode: ask\nagent: ask\n---\nBody.\n')[0]!.suggestion).toBeUndefined();
  });
  it('an unknown field, with a rename for a typo; wrong types at the value', () => {
    const rs = prompt('---\ndescripton: d\ntools: search\nmodel: 5\napplyTo: "**"\n---\nBody.\n');
    expect(rs.map((r) => `${at(r)} ${r.suggestion?.edits[0]?.text ?? ''}`)).toEqual(['2:1-2:11 description', '3:8-3:14 ', '4:8-4:9 ', '5:1-5:8 ']);
    expect(rs[1]!.message).toBe('`tools` of a prompt file is a list of tool names (documented)');
  });
  it('a header that is not YAML', () => {
    const [r] = prompt('---\ntools: [a, b\n---\nBody.\n');
    expect(r!.message).toMatch(/^This prompt file's header is not valid YAML/);
    expect(prompt('No header at all.\n')).toEqual([]);
  });
});

describe('copilot/setup-steps-job', () => {
  it('no job named copilot-setup-steps: an error at the only job, with a rename', () => {
    const [r] = setup(setupStepsJob, 'on: workflow_dispatch\njobs:\n  setup:\n    runs-on: ubuntu-latest\n');
    expect([r!.level, at(r!)]).toEqual([undefined, '3:3-3:8']);
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'copilot-setup-steps' }] });
  });
  it('several jobs, none of them right: at `jobs`, no fix; no `jobs` at all: at the first line', () => {
    const rs = setup(setupStepsJob, 'jobs:\n  a:\n    runs-on: x\n  b:\n    runs-on: y\n');
    expect(rs.map((r) => [at(r), r.suggestion])).toEqual([['1:1-1:5', undefined]]);
    expect(setup(setupStepsJob, 'name: x\n').map(at)).toEqual(['1:1-1:8']);
  });
  it('the right job is clean', () => {
    expect(setup(setupStepsJob, 'jobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n')).toEqual([]);
  });
});

describe('copilot/setup-steps-job-key', () => {
  it('keys the cloud agent ignores, and a timeout over 59 minutes', () => {
    const rs = setup(setupStepsJobKey, 'jobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    env:\n      A: b\n    timeout-minutes: 60\n    steps: []\n    services: {}\n    snapshot: true\n    permissions: {}\n  other:\n    env: {}\n');
    expect(rs.map((r) => `${at(r)} ${r.message}`)).toEqual([
      "4:5-4:8 Copilot's cloud agent ignores `env` in the `copilot-setup-steps` job: only `steps`, `permissions`, `runs-on`, `services`, `snapshot`, `timeout-minutes` are honoured (documented)",
      '6:22-6:24 `timeout-minutes` of the `copilot-setup-steps` job is at most 59 (documented): 60 is over it',
    ]);
    expect(setup(setupStepsJobKey, 'jobs:\n  copilot-setup-steps:\n    timeout-minutes: 59\n')).toEqual([]);
  });
});

describe('instruction rules: fixes', () => {
  it('copilot/instructions-unknown-key: a case typo gets a certain rename, a Cursor key a hint', () => {
    const rs = instr(instructionsUnknownKey, '---\napplyto: "**"\nglobs: "*.ts"\ndescription: d\nname: n\nexcludeAgent: code-review\n---\nBody.\n');
    expect(rs.map((r) => [at(r), r.suggestion?.edits[0]?.text])).toEqual([['2:1-2:8', 'applyTo'], ['3:1-3:6', undefined]]);
    expect(rs[1]!.message).toContain('(write `applyTo`)');
  });
  it('copilot/instructions-exclude-agent: a near value gets a maybe-fix; a list, which no reader was seen to read, is not judged', () => {
    const [r] = instr(instructionsExcludeAgent, '---\nexcludeAgent: code-reviews\n---\nBody.\n');
    expect([at(r!), r!.suggestion?.applicability, r!.suggestion?.edits[0]?.text]).toEqual(['2:15-2:27', 'MaybeIncorrect', '"code-review"']);
    expect(instr(instructionsExcludeAgent, '---\nexcludeAgent: [code-review]\n---\nBody.\n').map(at)).toEqual([]);
  });
});
