/**
 * `agentlint init [PATH]`: set a repository up in one command. It writes `.agentlint.yml`
 * (the harnesses whose files the repository holds, every opt-in rule listed commented out)
 * and `.github/workflows/agentlint.yml` (the Action on pull requests and pushes to the
 * default branch, with the least permissions it needs and the SARIF upload), or with
 * `--ci gitlab` a GitLab CI job (./init-gitlab.ts). An existing file is never replaced
 * without `--force`; `--dry-run` prints the files instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGated, workspaceRoot, writeGated } from '../artifacts/gate.js';
import { HARNESSES, type Harness } from '../artifacts/harness.js';
import { discover } from '../engine/discover.js';
import type { CatalogEntry } from '../artifacts/catalog.js';
import { installTarget } from '../harnesses/registry.js';
import { detectCatalogWithReasons, type LeftOut } from './catalog-detect.js';
import { proposeMetadata } from './catalog-metadata.js';
import type { Rule } from '../diagnostics/rule.js';
import { ACTION_MAJOR, ACTION_REPOSITORY, PACKAGE_NAME } from '../engine/version.js';
import { gitlabFiles } from './init-gitlab.js';
import type { InitFile } from './init-file.js';

export type { InitFile } from './init-file.js';


export const CONFIG_PATH = '.agentlint.yml';
export const WORKFLOW_PATH = '.github/workflows/agentlint.yml';
/** Any of these means the repository already has an agentlint configuration. */
const CONFIG_ALIASES = ['.agentlint.yml', '.agentlint.yaml'];

/** The harnesses whose own files the tree holds (discovery's default selection). */
export function detectHarnesses(root: string): Harness[] {
  return detectSetup(root).harnesses;
}

/** The harnesses the tree holds files of, and its catalogue entries (whose harnesses count too). */
export function detectSetup(root: string): { harnesses: Harness[]; catalog: CatalogEntry[]; leftOut: LeftOut[] } {
  const { project } = discover(root);
  const held = new Set(project.harnesses ?? []);
  const claimed = new Set(project.files.map((f) => f.file.path));
  const copilotFiles = (p: string) => /\.(agent|instructions|prompt)\.md$/.test(p);
  const { entries: catalog, leftOut } = detectCatalogWithReasons(root, claimed, held.has('copilot') || [...claimed].some(copilotFiles));
  // A catalogue of Copilot files is a Copilot catalogue: its skills install as Copilot's.
  const entries = catalog.some((e) => e.as.startsWith('copilot/')) ? catalog.map((e) => (e.as === 'claude-code/skill' ? { ...e, as: 'copilot/skill' } : e)) : catalog;
  for (const e of entries) held.add(installTarget(e.as)!.harness);
  return { harnesses: HARNESSES.filter((h) => held.has(h)), catalog: entries, leftOut };
}

/** Commented lines naming the folders init did not propose and why (at most `max`, then a count). */
export function leftOutLines(leftOut: readonly LeftOut[], max = 12): string[] {
  if (leftOut.length === 0) return [];
  const lines = ['# init left these out of `catalog:` (add an entry yourself if one is wrong):'];
  for (const l of leftOut.slice(0, max)) lines.push(`#   ${l.files}: ${l.why}`);
  if (leftOut.length > max) lines.push(`#   … and ${leftOut.length - max} more folders`);
  return [...lines, ''];
}

/** The `catalog:` block: one entry per kind and folder init found, with a commented line for the catalogue's own keys. */
function catalogLines(catalog: readonly CatalogEntry[]): string[] {
  if (catalog.length === 0) return [];
  const lines = [
    '# This repository is a catalogue: these files are written here and installed into other repositories.',
    '# Each is checked as the kind it installs as (docs/catalogues.md). `metadata:` lists keys your catalogue',
    '# adds for its own index: init proposes those most files of an entry carry; check them.',
    'catalog:',
  ];
  for (const e of catalog) {
    lines.push(`  - files: ${JSON.stringify(e.files[0])}`, `    as: ${e.as}`);
    if (e.metadata.length > 0) lines.push(`    metadata: [${e.metadata.join(', ')}]  # most files carry these; the harness does not read them`);
  }
  return [...lines, ''];
}

/**
 * The repository's default branch: `origin/HEAD` when the clone knows it, else the checked-out
 * branch when it is `main` or `master`, else `main`. Read from the git folder (no `git` process).
 */
export function defaultBranch(root: string): string {
  const git = join(root, '.git');
  const ref = (file: string, prefix: string): string | undefined => {
    try {
      const m = new RegExp(`^ref: ${prefix}(\\S+)\\s*$`).exec(readFileSync(join(git, file), 'utf8'));
      return m?.[1];
    } catch {
      return undefined;
    }
  };
  const origin = ref('refs/remotes/origin/HEAD', 'refs/remotes/origin/');
  if (origin) return origin;
  const head = ref('HEAD', 'refs/heads/');
  return head === 'master' ? 'master' : 'main';
}

/** `.agentlint.yml`: the detected harnesses, then every opt-in rule commented out with its one-line description. */
export function configText(harnesses: readonly Harness[], rules: readonly Rule[], catalog: readonly CatalogEntry[] = [], leftOut: readonly LeftOut[] = []): string {
  const lines = [
    `# yaml-language-server: $schema=https://raw.githubusercontent.com/${ACTION_REPOSITORY}/${ACTION_MAJOR}/schema/agentlint.schema.json`,
    `# agentlint configuration: https://github.com/${ACTION_REPOSITORY}#configuration`,
    '',
  ];
  if (harnesses.length > 0) {
    lines.push('# The harnesses whose files this repository holds (agentlint init found them). Files of a', '# harness not listed here are not checked: add it when you adopt it.');
    lines.push(`harnesses: [${harnesses.join(', ')}]`);
  } else {
    lines.push('# No agent harness files yet: every harness whose files appear is checked. To choose, list them:');
    lines.push(`# harnesses: [${HARNESSES.join(', ')}]`);
  }
  lines.push('', ...catalogLines(catalog), ...leftOutLines(leftOut));
  lines.push('# Levels: a rule id, category:<name> or all  ->  allow | warn | deny', '# lints:', '#   category:style: allow', '');
  const optIn = rules.filter((r) => r.meta.optIn);
  if (optIn.length > 0) {
    lines.push('# Opt-in rules run only when `rules:` has a block for them. Uncomment one and give its', '# options (`agentlint explain <rule>` shows them).', '# rules:');
    for (const r of optIn) {
      const options = Object.keys(r.meta.options?.properties ?? {});
      lines.push(`#   ${r.meta.id}: {}  # ${r.meta.description}${options.length ? ` Options: ${options.join(', ')}.` : ''}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** `.github/workflows/agentlint.yml`: the Action pinned to its major tag, least permissions, SARIF to code scanning. */
export function workflowText(branch: string): string {
  return `# agentlint: lint the AI agent definitions on every pull request and on pushes to ${branch}.
# https://github.com/${ACTION_REPOSITORY}/blob/main/docs/action.md
name: agentlint

on:
  pull_request:
  push:
    branches: [${branch}]

permissions:
  contents: read          # actions/checkout
  checks: write           # the agentlint check run with its annotations
  pull-requests: write    # one review with one-click suggestions for certain fixes
  security-events: write  # the SARIF upload to code scanning

jobs:
  agentlint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      # ${ACTION_MAJOR} follows the latest ${ACTION_MAJOR}.x.y release; pin a full commit SHA instead if you prefer.
      - uses: ${ACTION_REPOSITORY}@${ACTION_MAJOR}
      - uses: github/codeql-action/upload-sarif@v4
        # Also when agentlint fails the step; a fork's pull request cannot write security events.
        if: always() && (github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository)
        with:
          sarif_file: agentlint.sarif
          category: agentlint
`;
}

function configTextFor(root: string, rules: readonly Rule[]): string {
  const { harnesses, catalog, leftOut } = detectSetup(root);
  return configText(harnesses, rules, proposeMetadata(root, rules, catalog), leftOut);
}

/** The files `init` would write for the repository at `root`: the configuration and the CI job (GitHub's by default). */
export function initFiles(root: string, rules: readonly Rule[], ci: 'github' | 'gitlab' = 'github'): InitFile[] {
  const config = { path: CONFIG_PATH, text: configTextFor(root, rules) };
  return ci === 'gitlab' ? [config, ...gitlabFiles()] : [config, { path: WORKFLOW_PATH, text: workflowText(defaultBranch(root)) }];
}

export interface InitIO {
  stdout(s: string): void;
  existsSync(p: string): boolean;
}

/** Write (or, dry, print) the files; never replaces an existing one unless `force`. Returns the exit code (0). */
export function runInit(root: string, files: readonly InitFile[], opts: { force: boolean; dryRun: boolean; ci?: 'github' | 'gitlab' }, io: InitIO): number {
  const existing = (f: InitFile) => (f.path === CONFIG_PATH ? CONFIG_ALIASES : [f.path]).find((p) => io.existsSync(join(root, p)));
  if (opts.dryRun) {
    for (const f of files) {
      const there = existing(f);
      const note = there && (!opts.force || f.whenExisting) ? ` (not written: ${there} exists)` : there ? ` (would replace ${there})` : '';
      io.stdout(`--- ${f.path}${note}\n${f.text}`);
    }
    return 0;
  }
  const wrote: string[] = [];
  for (const f of files) {
    const there = existing(f);
    if (there && f.whenExisting) {
      io.stdout(f.whenExisting(readGated(workspaceRoot(root), join(root, there))));
      continue;
    }
    if (there && !opts.force) {
      io.stdout(`${there} exists: left alone (agentlint init --force replaces it)\n`);
      continue;
    }
    // Through the file gate: a committed link in place of `.github` or of the file is refused, not followed.
    writeGated(workspaceRoot(root), join(root, there ?? f.path), f.text, { createFolders: true });
    io.stdout(`wrote ${there ?? f.path}\n`);
    wrote.push(there ?? f.path);
  }
  const list = wrote.length > 1 ? `${wrote.slice(0, -1).join(', ')} and ${wrote[wrote.length - 1]}` : wrote[0];
  if (wrote.length > 0) io.stdout(`Next: run \`npx ${PACKAGE_NAME}\` to see the findings, then commit ${list} and open a ${opts.ci === 'gitlab' ? 'merge' : 'pull'} request.\n`);
  return 0;
}
