/**
 * `agentlint init --ci gitlab`: a GitLab CI job in its own file, `.gitlab/agentlint.gitlab-ci.yml`,
 * and a `.gitlab-ci.yml` that includes it when the repository has none. A repository that has a
 * pipeline keeps it untouched (even with `--force`): init prints the `include:` to add.
 *
 * The job runs in merge request pipelines and on the default branch: GitLab's merge request widget
 * shows the code quality findings a merge request adds or resolves by comparing its report with the
 * target branch's latest one, so the default branch needs a report too.
 */
import { ACTION_REPOSITORY, PACKAGE_NAME, TOOL_VERSION } from '../engine/version.js';
import type { InitFile } from './init-file.js';

export const GITLAB_CI_PATH = '.gitlab-ci.yml';
export const GITLAB_JOB_PATH = '.gitlab/agentlint.gitlab-ci.yml';
/** The report file `artifacts:reports:codequality` publishes (GitLab's customary name). */
export const CODE_QUALITY_REPORT = 'gl-code-quality-report.json';

const MAJOR = TOOL_VERSION.split('.')[0];

/** The job: the code quality report (never failing the step), then the run whose exit status is the job's. */
export function gitlabJobText(): string {
  const cli = `npx --yes ${PACKAGE_NAME}@${MAJOR}`;
  return `# agentlint: lint the AI agent definitions in merge requests and on the default branch. The code
# quality report puts the findings a merge request adds in its widget (GitLab compares it with the
# default branch's report). https://github.com/${ACTION_REPOSITORY}/blob/main/docs/other-ci.md
agentlint:
  # \`test\` is one of GitLab's default stages; if your .gitlab-ci.yml lists \`stages:\`, keep it there.
  stage: test
  image: node:22
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  script:
    # The report first, whatever it finds; then the findings in the job log, failing the job on errors.
    - ${cli} --format gitlab --output ${CODE_QUALITY_REPORT} || true
    - ${cli}
  artifacts:
    when: always
    reports:
      codequality: ${CODE_QUALITY_REPORT}
`;
}

const INCLUDE = `include:\n  - local: ${GITLAB_JOB_PATH}\n`;

export function gitlabCiText(): string {
  return `# GitLab CI/CD. agentlint's job is in its own file (agentlint init --ci gitlab).\n${INCLUDE}`;
}

/** What to say when the repository already has a pipeline: it is not changed; the include to add, unless it is there. */
export function existingPipelineNote(text: string): string {
  if (text.includes(GITLAB_JOB_PATH)) return `${GITLAB_CI_PATH} exists and includes ${GITLAB_JOB_PATH}: left alone\n`;
  return `${GITLAB_CI_PATH} exists: left alone (init never replaces a pipeline). Add agentlint's job to it:\n\n${INCLUDE}\n`;
}

export function gitlabFiles(): InitFile[] {
  return [
    { path: GITLAB_JOB_PATH, text: gitlabJobText() },
    { path: GITLAB_CI_PATH, text: gitlabCiText(), whenExisting: existingPipelineNote },
  ];
}
