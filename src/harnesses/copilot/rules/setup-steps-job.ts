/** `.github/workflows/copilot-setup-steps.yml` without a job named `copilot-setup-steps`. */
import { firstLine } from '../../../artifacts/source.js';
import { COPILOT_SETUP_STEPS_DOC, COPILOT_SETUP_STEPS_JOB, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'copilot/setup-steps-job',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`.github/workflows/copilot-setup-steps.yml` has no job named `copilot-setup-steps`: Copilot\'s cloud agent does not run its steps.',
    kinds: ['copilot-setup-steps'],
    harness: 'copilot',
    optIn: false,
    fixable: 'maybe',
    rationale: `Copilot's cloud (coding) agent runs the steps of the job \`copilot-setup-steps\` of \`.github/workflows/copilot-setup-steps.yml\` before it starts work; "the job MUST be called \`copilot-setup-steps\` or it will not be picked up" (documented: ${COPILOT_SETUP_STEPS_DOC}; Copilot CLI ${COPILOT_VERSION} ships the same text as its built-in skill \`customize-cloud-agent\`). The file is GitHub's cloud agent's, which cannot run here: Copilot CLI does not read it (oracle/copilot/cases.json, case \`cloud-files\`: nothing of it reached the request or the log), so this rule rests on the documentation. A workflow with a single job of another name gets a rename suggestion.`,
    examples: {
      file: '.github/workflows/copilot-setup-steps.yml',
      wrong: 'on: workflow_dispatch\njobs:\n  setup:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n',
      right: 'on: workflow_dispatch\njobs:\n  copilot-setup-steps:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const jobs = getPair(root, 'jobs');
    if (jobs?.value?.type === 'map' && jobs.value.pairs.some((p) => p.key === COPILOT_SETUP_STEPS_JOB)) return;
    const only = jobs?.value?.type === 'map' && jobs.value.pairs.length === 1 ? jobs.value.pairs[0] : undefined;
    ctx.report({
      message: `No job is named \`${COPILOT_SETUP_STEPS_JOB}\`: Copilot's cloud agent picks up only that job, so none of these steps run before it starts work (documented)`,
      range: only ? only.keyRange : jobs ? jobs.keyRange : firstLine(artifact.file),
      jsonPath: only ? only.path : jobs?.path,
      suggestion: only ? { msg: `rename the job to \`${COPILOT_SETUP_STEPS_JOB}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: only.keyRange, text: COPILOT_SETUP_STEPS_JOB }] } : undefined,
    });
  },
});
