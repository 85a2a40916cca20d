/**
 * `agentlint init --ci gitlab`: the job file and the pipeline that includes it, byte for byte; the
 * pipeline they make passes GitLab's CI schema (an excerpt of ci.json, vendored) and the checks
 * GitLab's lint makes that a schema cannot (a script, a stage that exists, the report published
 * where the job writes it); a repository's own .gitlab-ci.yml is never replaced.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { cli } from '../helpers/cli.js';
import { validate, type Schema } from '../helpers/json-schema.js';

const here = dirname(fileURLToPath(import.meta.url));
const CI_SCHEMA = JSON.parse(readFileSync(join(here, '..', 'report', 'schemas', 'gitlab-ci.excerpt.json'), 'utf8')) as Schema;
/** GitLab's stages when a pipeline lists none. */
const DEFAULT_STAGES = ['.pre', 'build', 'test', 'deploy', '.post'];
/** Keys of a pipeline that are not jobs. */
const GLOBAL_KEYS = new Set(['default', 'include', 'stages', 'variables', 'workflow', 'image', 'services', 'cache', 'before_script', 'after_script', 'spec']);

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-init-gitlab-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

const AGENT = '---\nname: reviewer\ndescription: Reviews code.\n---\nBody.\n';

const JOB = `# agentlint: lint the AI agent definitions in merge requests and on the default branch. The code
# quality report puts the findings a merge request adds in its widget (GitLab compares it with the
# default branch's report). https://github.com/agentlint/agentlint/blob/main/docs/other-ci.md
agentlint:
  # \`test\` is one of GitLab's default stages; if your .gitlab-ci.yml lists \`stages:\`, keep it there.
  stage: test
  image: node:22
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  script:
    # The report first, whatever it finds; then the findings in the job log, failing the job on errors.
    - npx --yes @agentlint/cli@1 --format gitlab --output gl-code-quality-report.json || true
    - npx --yes @agentlint/cli@1
  artifacts:
    when: always
    reports:
      codequality: gl-code-quality-report.json
`;

const PIPELINE = `# GitLab CI/CD. agentlint's job is in its own file (agentlint init --ci gitlab).
include:
  - local: .gitlab/agentlint.gitlab-ci.yml
`;

/**
 * The pipeline GitLab would build from `.gitlab-ci.yml`: its `include: local` files merged in (as GitLab
 * merges them, the including file's keys winning), then checked as GitLab's lint checks it offline.
 */
function lintPipeline(root: string): string[] {
  const main = parse(readFileSync(join(root, '.gitlab-ci.yml'), 'utf8')) as Record<string, unknown>;
  const problems = validate(main, CI_SCHEMA).map((e) => `.gitlab-ci.yml ${e.path}: ${e.message}`);
  const includes = ([] as unknown[]).concat(main.include ?? []);
  let merged: Record<string, unknown> = {};
  for (const inc of includes) {
    const local = typeof inc === 'string' ? inc : (inc as { local?: string }).local;
    if (!local) continue;
    const path = join(root, local.replace(/^\//, ''));
    if (!existsSync(path)) {
      problems.push(`include ${local}: no such file`);
      continue;
    }
    const included = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    problems.push(...validate(included, CI_SCHEMA).map((e) => `${local} ${e.path}: ${e.message}`));
    merged = { ...merged, ...included };
  }
  merged = { ...merged, ...main };
  const stages = (merged.stages as string[] | undefined) ?? DEFAULT_STAGES;
  for (const [name, job] of Object.entries(merged)) {
    if (GLOBAL_KEYS.has(name) || name.startsWith('.')) continue;
    const j = job as { script?: unknown; stage?: string; artifacts?: { reports?: { codequality?: string } } };
    if (j.script === undefined) problems.push(`job ${name}: no script`);
    if (!stages.includes(j.stage ?? 'test')) problems.push(`job ${name}: stage ${j.stage} is not one of ${stages.join(', ')}`);
    const report = j.artifacts?.reports?.codequality;
    const scripts = ([] as unknown[]).concat(j.script ?? []).map(String);
    if (report !== undefined && !scripts.some((s) => s.includes(`--output ${report}`))) problems.push(`job ${name}: no script writes ${report}`);
  }
  return problems;
}

describe('agentlint init --ci gitlab', () => {
  it('writes the configuration, the job and a pipeline that includes it', async () => {
    const root = repo({ '.claude/agents/reviewer.md': AGENT });
    const { code, out } = await cli(['init', '--ci', 'gitlab'], root);
    expect(code).toBe(0);
    expect(out).toBe(
      'wrote .agentlint.yml\nwrote .gitlab/agentlint.gitlab-ci.yml\nwrote .gitlab-ci.yml\nNext: run `npx @agentlint/cli` to see the findings, then commit .agentlint.yml, .gitlab/agentlint.gitlab-ci.yml and .gitlab-ci.yml and open a merge request.\n',
    );
    expect(readFileSync(join(root, '.gitlab/agentlint.gitlab-ci.yml'), 'utf8')).toBe(JOB);
    expect(readFileSync(join(root, '.gitlab-ci.yml'), 'utf8')).toBe(PIPELINE);
    expect(readFileSync(join(root, '.agentlint.yml'), 'utf8')).toContain('harnesses: [claude-code]\n');
    expect(existsSync(join(root, '.github'))).toBe(false);
    expect(lintPipeline(root)).toEqual([]);
    // The job runs in merge request pipelines and on the default branch (the widget compares with its report).
    const job = (parse(JOB) as { agentlint: { rules: Array<{ if: string }>; artifacts: { when: string } } }).agentlint;
    expect(job.rules.map((r) => r.if)).toEqual(['$CI_PIPELINE_SOURCE == "merge_request_event"', '$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH']);
    expect(job.artifacts.when).toBe('always');
    // What the job runs passes on the repository init set up.
    expect((await cli(['--format', 'gitlab', '.'], root)).out).toBe('[]\n');
  });

  it('the offline lint finds a misspelt keyword, a missing script, an unknown stage and a report nobody writes', () => {
    const root = repo({ '.gitlab-ci.yml': PIPELINE, '.gitlab/agentlint.gitlab-ci.yml': JOB.replace('  artifacts:', '  artifact:') });
    expect(lintPipeline(root)).toContain('.gitlab/agentlint.gitlab-ci.yml $.agentlint.artifact: `artifact` is not a property the schema defines');
    writeFileSync(join(root, '.gitlab/agentlint.gitlab-ci.yml'), JOB.replace('codequality: gl-code-quality-report.json', 'codequality: report.json').replace('stage: test', 'stage: lint'));
    expect(lintPipeline(root)).toEqual(['job agentlint: stage lint is not one of .pre, build, test, deploy, .post', 'job agentlint: no script writes report.json']);
    writeFileSync(join(root, '.gitlab/agentlint.gitlab-ci.yml'), 'agentlint:\n  stage: test\n  artifacts:\n    when: sometimes\n');
    expect(lintPipeline(root)).toEqual(['.gitlab/agentlint.gitlab-ci.yml $.agentlint.artifacts.when: "sometimes" is not one of ["on_success","on_failure","always"]', 'job agentlint: no script']);
  });

  it('leaves a repository’s own pipeline alone, even with --force, and says what to add', async () => {
    const own = 'stages: [build, test]\nbuild:\n  stage: build\n  script: [make]\n';
    const root = repo({ '.gitlab-ci.yml': own });
    const { code, out } = await cli(['init', '--ci', 'gitlab', '--force'], root);
    expect(code).toBe(0);
    expect(out).toBe(
      'wrote .agentlint.yml\nwrote .gitlab/agentlint.gitlab-ci.yml\n.gitlab-ci.yml exists: left alone (init never replaces a pipeline). Add agentlint\'s job to it:\n\ninclude:\n  - local: .gitlab/agentlint.gitlab-ci.yml\n\nNext: run `npx @agentlint/cli` to see the findings, then commit .agentlint.yml and .gitlab/agentlint.gitlab-ci.yml and open a merge request.\n',
    );
    expect(readFileSync(join(root, '.gitlab-ci.yml'), 'utf8')).toBe(own);
    // With the include added as told, the pipeline passes, its own stages kept.
    writeFileSync(join(root, '.gitlab-ci.yml'), `${own}include:\n  - local: .gitlab/agentlint.gitlab-ci.yml\n`);
    expect(lintPipeline(root)).toEqual([]);
    const again = await cli(['init', '--ci', 'gitlab'], root);
    expect(again.out).toContain('.gitlab-ci.yml exists and includes .gitlab/agentlint.gitlab-ci.yml: left alone\n');
    expect(again.out).toContain('.gitlab/agentlint.gitlab-ci.yml exists: left alone (agentlint init --force replaces it)\n');
  });

  it('--dry-run prints the three files; --ci takes github or gitlab, and only with init', async () => {
    const root = repo({});
    const dry = await cli(['init', '--ci', 'gitlab', '--dry-run'], root);
    expect(dry.out).toContain(`--- .gitlab/agentlint.gitlab-ci.yml\n${JOB}--- .gitlab-ci.yml\n${PIPELINE}`);
    expect(existsSync(join(root, '.gitlab-ci.yml'))).toBe(false);
    expect((await cli(['init', '--ci', 'jenkins'], root)).err).toBe('agentlint: --ci must be one of github, gitlab (see `agentlint --help`)\n');
    expect((await cli(['--ci', 'gitlab', '.'], root)).err).toBe('agentlint: --ci applies to `agentlint init` only (see `agentlint --help`)\n');
    expect((await cli(['init', '--ci', 'github', '--dry-run'], root)).out).toContain('--- .github/workflows/agentlint.yml\n');
  });
});
