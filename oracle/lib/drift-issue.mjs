/**
 * What the weekly workflow (.github/workflows/oracle.yml) does with a drift report (drift.mjs): one issue per
 * harness, titled `Oracle drift: <harness>` and labelled `oracle-drift`, opened or updated with the report; an open
 * one is closed when the newest release is the pin and every case observed the same. `movePin` says when the
 * workflow opens a pull request that moves the pin: the newest release is not the pin and nothing changed.
 * The GitHub client is passed in (actions/github-script's `github`), so jest runs this against a recorded report.
 */
import { driftMarkdown } from './drift-report.mjs';

export const LABEL = 'oracle-drift';
/** GitHub refuses an issue body over 65,536 characters. */
const MAX_BODY = 60_000;

export const titleOf = (harness) => `Oracle drift: ${harness}`;

/** Whether the workflow should open a pull request moving the pin to `report.latest`. */
export const movePin = (report) => report.status === 'same' && report.latest !== report.pinned;

/** The issue body: the report's Markdown, cut to GitHub's limit with a pointer to the whole report. */
export function bodyOf(report, runUrl) {
  const md = driftMarkdown(report);
  const where = runUrl ? `\n\nThe whole report is an artifact of [the workflow run](${runUrl}).` : '';
  const footer = `${where}\n\n<!-- oracle-drift ${report.harness} ${report.latest} -->\n`;
  return md.length + footer.length <= MAX_BODY ? `${md.trimEnd()}${footer}` : `${md.slice(0, MAX_BODY - footer.length - 40).trimEnd()}\n\n… (cut: the report is longer)${footer}`;
}

/**
 * Open, update, reopen or close the harness's issue for `report`; resolves with what it did: `created #n`,
 * `updated #n`, `closed #n` or `nothing` (no change at the pin and no issue open).
 */
export async function upsertIssue({ github, owner, repo, report, runUrl }) {
  const title = titleOf(report.harness);
  const issues = await github.paginate(github.rest.issues.listForRepo, { owner, repo, state: 'open', labels: LABEL, per_page: 100 });
  const open = issues.find((i) => i.title === title && !i.pull_request);
  const quiet = report.status === 'same' && report.latest === report.pinned;
  const body = bodyOf(report, runUrl);
  if (quiet) {
    if (!open) return 'nothing';
    await github.rest.issues.update({ owner, repo, issue_number: open.number, body, state: 'closed' });
    return `closed #${open.number}`;
  }
  if (open) {
    await github.rest.issues.update({ owner, repo, issue_number: open.number, body });
    return `updated #${open.number}`;
  }
  const made = await github.rest.issues.create({ owner, repo, title, body, labels: [LABEL] });
  return `created #${made.data.number}`;
}

/** The body of the pull request that moves the pin. */
export function pullRequestBody(report) {
  return [
    `The weekly drift run re-recorded every case of ${report.harness} on ${report.latest} and observed nothing different from the pin ${report.pinned}.`,
    `This moves the pin (\`npm run oracle -- --bump ${report.harness} --to ${report.latest}\`: oracle/pins.json, the re-recorded golden files and their digests, src/harnesses/pins.generated.ts and the docs).`,
    '',
    'A push by the workflow token starts no workflow: CI runs on this branch when someone pushes to it or reopens the pull request.',
  ].join('\n');
}
