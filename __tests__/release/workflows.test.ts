/**
 * The GitHub workflows that release and test agentlint: the release runs on a vX.Y.Z tag and does,
 * in order, what docs/install.md ("Install, versions and releases") says; CI tests the lowest and the highest
 * Node.js release package.json claims.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
const load = (f: string) =>
  parse(readFileSync(`.github/workflows/${f}`, 'utf8')) as {
    on: Record<string, any>;
    permissions: Record<string, string>;
    jobs: Record<string, { needs?: string; permissions?: Record<string, string>; environment?: { name: string }; strategy?: { matrix: { node: number[] } }; steps: Step[] }>;
  };

describe('release.yml', () => {
  const wf = load('release.yml');
  const job = wf.jobs.release!;
  const runs = job.steps.map((s) => s.run ?? s.uses ?? '');
  const at = (needle: string) => {
    const i = runs.findIndex((r) => r.includes(needle));
    expect({ needle, found: i >= 0 }).toEqual({ needle, found: true });
    return i;
  };

  it('runs on a vX.Y.Z tag only, with write access only where a release needs it', () => {
    expect(wf.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(job.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  });

  it('checks, builds and publishes in order', () => {
    const order = [
      'tag $GITHUB_REF_NAME but package.json says',
      'node scripts/release-notes.mjs "$GITHUB_REF_NAME"',
      'apt-get install -y neovim',
      'npm ci',
      'npm test',
      'npm run package\n  git diff --exit-code --stat -- dist',
      'npm pack --pack-destination',
      'vsce package --no-dependencies',
      'sha256sum -- * > SHA256SUMS',
      'gh release create "$GITHUB_REF_NAME" --title "$GITHUB_REF_NAME" --notes-file "$RUNNER_TEMP/notes.md" --verify-tag "$RUNNER_TEMP"/assets/*',
      'git push -f origin "refs/tags/$major"',
      'npm publish --provenance --access public',
    ];
    const positions = order.map((n) => at(n.replace('\n  ', '\n')));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(runs[at('git tag -f "$major"')]).toContain('major="${GITHUB_REF_NAME%%.*}"');
  });
});

describe('release.yml: the documentation site', () => {
  it('publishes _site/ to GitHub Pages after the release, with only the Pages permissions', () => {
    const job = load('release.yml').jobs.pages!;
    expect(job.needs).toBe('release');
    expect(job.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(job.environment!.name).toBe('github-pages');
    const steps = job.steps.map((s) => s.run ?? s.uses);
    expect(steps).toEqual(['actions/checkout@v4', 'actions/setup-node@v4', 'npm ci', 'npm run site', 'actions/upload-pages-artifact@v3', 'actions/deploy-pages@v4']);
    expect(job.steps[4]!.with).toEqual({ path: '_site' });
  });

  it('installs Chromium before the tests, for the browser test, in CI and in the release', () => {
    for (const [file, job] of [['ci.yml', 'test'], ['release.yml', 'release']] as const) {
      const runs = load(file).jobs[job]!.steps.map((s) => s.run ?? '');
      const chromium = runs.indexOf('chromium --version || sudo apt-get install -y chromium');
      expect(chromium).toBeGreaterThan(-1);
      expect(chromium).toBeLessThan(runs.indexOf('npm test'));
    }
  });
});

describe('ci.yml', () => {
  it('tests the lowest supported Node.js release, the one between and the Action\'s', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=20');
    const test = load('ci.yml').jobs.test!;
    expect(test.strategy!.matrix.node).toEqual([20, 22, 24]);
    expect(test.steps.find((s) => s.uses === 'actions/setup-node@v4')!.with!['node-version']).toBe('${{ matrix.node }}');
    expect(test.steps.map((s) => s.run)).toEqual(expect.arrayContaining(['sudo apt-get update && sudo apt-get install -y neovim', 'npm ci', 'npm test']));
  });
});
