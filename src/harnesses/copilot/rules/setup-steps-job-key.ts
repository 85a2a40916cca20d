/** Keys of the `copilot-setup-steps` job that Copilot's cloud agent ignores, and a `timeout-minutes` over 59. */
import { COPILOT_SETUP_STEPS_DOC, COPILOT_SETUP_STEPS_JOB, COPILOT_SETUP_STEPS_KEYS, COPILOT_SETUP_STEPS_MAX_MINUTES, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'copilot/setup-steps-job-key',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `A key of the \`copilot-setup-steps\` job that Copilot's cloud agent ignores (only ${COPILOT_SETUP_STEPS_KEYS.map((k) => `\`${k}\``).join(', ')} are honoured), or a \`timeout-minutes\` over ${COPILOT_SETUP_STEPS_MAX_MINUTES}.`,
    kinds: ['copilot-setup-steps'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `"You can only customize the following settings of the \`copilot-setup-steps\` job. If you try to customize other settings, your changes will be ignored": ${COPILOT_SETUP_STEPS_KEYS.map((k) => `\`${k}\``).join(', ')}, with \`timeout-minutes\` at most ${COPILOT_SETUP_STEPS_MAX_MINUTES} (documented: ${COPILOT_SETUP_STEPS_DOC}; the same text is Copilot CLI ${COPILOT_VERSION}'s built-in skill \`customize-cloud-agent\`). So \`env\`, \`container\`, \`if\`, \`strategy\`… of that job have no effect when the cloud agent runs it (they still apply when the workflow runs as an ordinary workflow). Copilot CLI does not read the file (oracle/copilot/cases.json, case \`cloud-files\`); this rule rests on the documentation.`,
    examples: {
      file: '.github/workflows/copilot-setup-steps.yml',
      wrong: 'on: workflow_dispatch\njobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    timeout-minutes: 90\n    steps:\n      - uses: actions/checkout@v5\n',
      right: 'on: workflow_dispatch\njobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    timeout-minutes: 45\n    steps:\n      - uses: actions/checkout@v5\n',
    },
  },
  check(artifact, ctx) {
    const jobs = getPair(artifact.root, 'jobs')?.value;
    const job = jobs?.type === 'map' ? jobs.pairs.find((p) => p.key === COPILOT_SETUP_STEPS_JOB)?.value : undefined;
    if (job?.type !== 'map') return;
    for (const p of job.pairs) {
      if (!COPILOT_SETUP_STEPS_KEYS.includes(p.key)) {
        ctx.report({ message: `Copilot's cloud agent ignores \`${p.key}\` in the \`${COPILOT_SETUP_STEPS_JOB}\` job: only ${COPILOT_SETUP_STEPS_KEYS.map((k) => `\`${k}\``).join(', ')} are honoured (documented)`, range: p.keyRange, jsonPath: p.path });
        continue;
      }
      if (p.key !== 'timeout-minutes' || p.value?.type !== 'scalar' || typeof p.value.value !== 'number') continue;
      if (p.value.value > COPILOT_SETUP_STEPS_MAX_MINUTES) {
        ctx.report({ message: `\`timeout-minutes\` of the \`${COPILOT_SETUP_STEPS_JOB}\` job is at most ${COPILOT_SETUP_STEPS_MAX_MINUTES} (documented): ${p.value.value} is over it`, range: p.value.range, jsonPath: p.path });
      }
    }
  },
});
