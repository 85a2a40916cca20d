/**
 * The weekly workflow's report-to-issue logic (oracle/lib/drift-issue.mjs, called by .github/workflows/oracle.yml)
 * against recorded drift reports (docs/drift/*.json) and a fake GitHub client: one issue per harness, opened,
 * updated, reopened never twice, closed when the pin is the newest release and nothing changed; a pull request
 * moving the pin only when nothing changed. Also the workflow's shape: every pinned harness in its matrix, and the
 * module functions it calls.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';

type Report = { harness: string; status: string; pinned: string; latest: string; [k: string]: unknown };
type Issue = { number: number; title: string; body: string; state: string; labels: string[]; pull_request?: unknown };
// @ts-expect-error: a plain .mjs module without types
const issue = (await import('../../oracle/lib/drift-issue.mjs')) as {
  upsertIssue: (o: { github: unknown; owner: string; repo: string; report: Report; runUrl?: string }) => Promise<string>;
  movePin: (r: Report) => boolean;
  bodyOf: (r: Report, url?: string) => string;
  titleOf: (h: string) => string;
  LABEL: string;
};
const recorded = (h: string) => JSON.parse(readFileSync(`docs/drift/${h}.json`, 'utf8')) as Report;

/** A fake of the parts of Octokit the module uses, over an in-memory list of issues. */
function fakeGitHub(issues: Issue[]) {
  const calls: string[] = [];
  const listForRepo = (o: { state: string; labels: string }) => issues.filter((i) => i.state === o.state && i.labels.includes(o.labels));
  return {
    calls,
    issues,
    paginate: async (fn: typeof listForRepo, o: { state: string; labels: string }) => fn(o),
    rest: {
      issues: {
        listForRepo,
        create: async (o: { title: string; body: string; labels: string[] }) => {
          const made = { number: issues.length + 1, title: o.title, body: o.body, state: 'open', labels: o.labels };
          issues.push(made);
          calls.push(`create ${o.title}`);
          return { data: made };
        },
        update: async (o: { issue_number: number; body: string; state?: string }) => {
          const i = issues.find((x) => x.number === o.issue_number)!;
          i.body = o.body;
          if (o.state) i.state = o.state;
          calls.push(`update #${o.issue_number}${o.state ? ` ${o.state}` : ''}`);
          return { data: i };
        },
      },
    },
  };
}
const run = (github: ReturnType<typeof fakeGitHub>, report: Report) => issue.upsertIssue({ github, owner: 'o', repo: 'r', report, runUrl: 'https://example.invalid/run/1' });

describe('upsertIssue', () => {
  const drifted: Report = { ...recorded('auggie'), status: 'drift', latest: '0.37.0' };
  it('opens one issue for a harness whose newest release drifted, then updates that one', async () => {
    const gh = fakeGitHub([]);
    expect(await run(gh, drifted)).toBe('created #1');
    expect(gh.issues[0]).toMatchObject({ title: 'Oracle drift: auggie', labels: ['oracle-drift'], state: 'open' });
    expect(gh.issues[0]!.body).toContain('# Drift: auggie 0.37.0 against the pinned 0.36.0');
    expect(gh.issues[0]!.body).toContain('https://example.invalid/run/1');
    expect(await run(gh, { ...drifted, latest: '0.38.0' })).toBe('updated #1');
    expect(gh.issues.length).toBe(1);
    expect(gh.issues[0]!.body).toContain('0.38.0');
  });
  it('leaves other harnesses\' issues, closed issues and pull requests alone', async () => {
    const gh = fakeGitHub([
      { number: 1, title: 'Oracle drift: codex', body: '', state: 'open', labels: ['oracle-drift'] },
      { number: 2, title: 'Oracle drift: auggie', body: '', state: 'closed', labels: ['oracle-drift'] },
      { number: 3, title: 'Oracle drift: auggie', body: '', state: 'open', labels: ['oracle-drift'], pull_request: {} },
    ]);
    expect(await run(gh, drifted)).toBe('created #4');
  });
  it('closes the open issue when the pin is the newest release and every case observed the same (the recorded auggie report)', async () => {
    const same = recorded('auggie');
    expect([same.status, same.latest === same.pinned]).toEqual(['same', true]);
    const gh = fakeGitHub([{ number: 7, title: 'Oracle drift: auggie', body: 'old', state: 'open', labels: ['oracle-drift'] }]);
    expect(await run(gh, same)).toBe('closed #7');
    expect(await run(fakeGitHub([]), same)).toBe('nothing');
  });
  it('opens an issue when the newest release could not be installed (the recorded kilo-code report)', async () => {
    const kilo = recorded('kilo-code');
    expect(kilo.status).toBe('unavailable');
    const gh = fakeGitHub([]);
    expect(await run(gh, kilo)).toBe('created #1');
    expect(gh.issues[0]!.body).toContain('could not be installed here');
  });
  it('cuts a body longer than GitHub takes', () => {
    const long = { ...drifted, probes: Array.from({ length: 3000 }, (_, i) => ({ entry: `p${i}/probe.mjs`, status: 0, seconds: 1 })) };
    const body = issue.bodyOf(long);
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toContain('(cut: the report is longer)');
  });
});

describe('movePin', () => {
  it('moves the pin only to a newer release that changed nothing', () => {
    const same = recorded('auggie');
    expect(issue.movePin(same)).toBe(false);
    expect(issue.movePin({ ...same, latest: '0.37.0' })).toBe(true);
    expect(issue.movePin({ ...same, latest: '0.37.0', status: 'drift' })).toBe(false);
    expect(issue.movePin(recorded('kilo-code'))).toBe(false);
  });
});

describe('.github/workflows/oracle.yml', () => {
  const wf = YAML.parse(readFileSync('.github/workflows/oracle.yml', 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, { strategy: { matrix: { harness: string[] } }; steps: Array<{ run?: string; with?: { script?: string } }> }> };
  const job = wf.jobs.drift!;
  it('runs weekly over every pinned harness', () => {
    const pins = JSON.parse(readFileSync('oracle/pins.json', 'utf8')) as Record<string, unknown>;
    expect(Object.keys(wf.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect([...job.strategy.matrix.harness].sort()).toEqual(Object.keys(pins).sort());
  });
  it('runs --latest, hands the report to drift-issue.mjs, and bumps through --bump', () => {
    const text = job.steps.map((s) => `${s.run ?? ''}${s.with?.script ?? ''}`).join('\n');
    expect(text).toContain('npm run --silent oracle -- --latest "$HARNESS" --out "$RUNNER_TEMP/drift"');
    expect(text).toContain('oracle/lib/drift-issue.mjs');
    for (const fn of ['upsertIssue', 'movePin', 'pullRequestBody']) {
      expect(text).toContain(fn);
      expect(typeof (issue as unknown as Record<string, unknown>)[fn]).toBe('function');
    }
    expect(text).toContain('npm run oracle -- --bump "$HARNESS" --to "$LATEST"');
  });
});
