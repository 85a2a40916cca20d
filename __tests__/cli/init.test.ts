/**
 * `agentlint init`: the files it writes on an empty, a Claude Code-only, a multi-harness and an
 * already set-up repository, byte for byte; it never replaces a file without --force, and the
 * configuration it writes is one agentlint accepts (no config/* finding).
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { cli } from '../helpers/cli.js';

function repo(files: Record<string, string>, branch?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-init-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  if (branch) {
    mkdirSync(join(root, '.git'), { recursive: true });
    writeFileSync(join(root, '.git/HEAD'), `ref: refs/heads/${branch}\n`);
  }
  return root;
}

const AGENT = '---\nname: reviewer\ndescription: Reviews code.\n---\nBody.\n';

const OPT_IN = `# Opt-in rules run only when \`rules:\` has a block for them. Uncomment one and give its
# options (\`agentlint explain <rule>\` shows them).
# rules:
#   security/steering-instructions: {}  # Opt-in: instructions that steer the model against its user: to send credentials away, to ignore its instructions, or to hide what it does from the user.
#   agents/model-policy: {}  # Opt-in governance: every agent must inherit its model, or use a model from an allowlist. Options: require, allowlist.
#   mcp/server-allowlist: {}  # Opt-in governance: only MCP servers on an allowlist may be configured (in .mcp.json, plugin manifests and agent \`mcpServers\`). Options: allowlist.
#   memory/rule-paths-unmatched: {}  # Opt-in: a \`paths:\` glob of a \`.claude/rules/*.md\` file that matches no file in the repository, so Claude Code never loads the rule for it. Options: maxFiles.
#   agentltl/why-missing: {}  # A rule without \`why:\` gives the agent no reason when it is refused.
`;

const config = (harnessLines: string) => `# yaml-language-server: $schema=https://raw.githubusercontent.com/agentlint/agentlint/v1/schema/agentlint.schema.json
# agentlint configuration: https://github.com/agentlint/agentlint#configuration

${harnessLines}

# Levels: a rule id, category:<name> or all  ->  allow | warn | deny
# lints:
#   category:style: allow

${OPT_IN}`;

const DETECTED = (list: string) =>
  `# The harnesses whose files this repository holds (agentlint init found them). Files of a
# harness not listed here are not checked: add it when you adopt it.
harnesses: [${list}]`;

const workflow = (branch: string) => `# agentlint: lint the AI agent definitions on every pull request and on pushes to ${branch}.
# https://github.com/agentlint/agentlint/blob/main/docs/action.md
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
      # v1 follows the latest v1.x.y release; pin a full commit SHA instead if you prefer.
      - uses: agentlint/agentlint@v1
      - uses: github/codeql-action/upload-sarif@v4
        # Also when agentlint fails the step; a fork's pull request cannot write security events.
        if: always() && (github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository)
        with:
          sarif_file: agentlint.sarif
          category: agentlint
`;

const read = (root: string, p: string) => readFileSync(join(root, p), 'utf8');

describe('agentlint init', () => {
  it('an empty repository: no harness to list, the workflow on main, and what to do next', async () => {
    const root = repo({});
    const r = await cli(['init'], root);
    expect(r).toEqual({
      code: 0,
      out: 'wrote .agentlint.yml\nwrote .github/workflows/agentlint.yml\nNext: run `npx @agentlint/cli` to see the findings, then commit .agentlint.yml and .github/workflows/agentlint.yml and open a pull request.\n',
      err: '',
    });
    expect(read(root, '.agentlint.yml')).toBe(
      config('# No agent harness files yet: every harness whose files appear is checked. To choose, list them:\n# harnesses: [claude-code, copilot, codex, gemini, opencode, cursor, kilo-code, windsurf, kiro, roo-code, qwen-code, cline, auggie, amp, droid]'),
    );
    expect(read(root, '.github/workflows/agentlint.yml')).toBe(workflow('main'));
  });

  it('a Claude Code-only repository on master: harnesses [claude-code], pushes to master', async () => {
    const root = repo({ '.claude/agents/reviewer.md': AGENT }, 'master');
    expect((await cli(['init'], root)).code).toBe(0);
    expect(read(root, '.agentlint.yml')).toBe(config(DETECTED('claude-code')));
    expect(read(root, '.github/workflows/agentlint.yml')).toBe(workflow('master'));
  });

  it('a multi-harness repository: every harness found, in the registry order; origin/HEAD names the default branch', async () => {
    const root = repo(
      {
        '.cursor/rules/style.mdc': '---\ndescription: Style.\nalwaysApply: true\n---\nUse tabs.\n',
        '.github/agents/helper.agent.md': '---\ndescription: Helps.\n---\nBody.\n',
        '.claude/agents/reviewer.md': AGENT,
        '.codex/agents/writer.toml': 'name = "writer"\ndescription = "Writes."\ndeveloper_instructions = "Write."\n',
        '.git/refs/remotes/origin/HEAD': 'ref: refs/remotes/origin/trunk\n',
      },
      'feature-x',
    );
    expect((await cli(['init', root], '/')).code).toBe(0);
    expect(read(root, '.agentlint.yml')).toBe(config(DETECTED('claude-code, copilot, codex, cursor')));
    expect(read(root, '.github/workflows/agentlint.yml')).toBe(workflow('trunk'));
    // The configuration is one agentlint reads without a configuration finding.
    const lint = await cli(['--format', 'json', root], '/');
    const kinds = (JSON.parse(lint.out) as { diagnostics: Array<{ kind: string }> }).diagnostics.map((d) => d.kind);
    expect(kinds.filter((k) => k.startsWith('config/'))).toEqual([]);
  });

  it('the workflow is the Action with the least permissions it needs and the SARIF upload', () => {
    const w = parse(workflow('main')) as Record<string, any>;
    expect(Object.keys(w.on)).toEqual(['pull_request', 'push']);
    expect(w.permissions).toEqual({ contents: 'read', checks: 'write', 'pull-requests': 'write', 'security-events': 'write' });
    expect(w.jobs.agentlint.steps.map((s: { uses: string }) => s.uses)).toEqual(['actions/checkout@v4', 'agentlint/agentlint@v1', 'github/codeql-action/upload-sarif@v4']);
    expect(w.jobs.agentlint.steps[2].with).toEqual({ sarif_file: 'agentlint.sarif', category: 'agentlint' });
  });

  it('an already set-up repository: both files left alone with one line each, exit 0; --force replaces them', async () => {
    const root = repo({ '.agentlint.yaml': 'lints:\n  all: warn\n', '.github/workflows/agentlint.yml': 'name: mine\n', '.claude/agents/reviewer.md': AGENT });
    const r = await cli(['init'], root);
    expect(r).toEqual({
      code: 0,
      out: '.agentlint.yaml exists: left alone (agentlint init --force replaces it)\n.github/workflows/agentlint.yml exists: left alone (agentlint init --force replaces it)\n',
      err: '',
    });
    expect(read(root, '.agentlint.yaml')).toBe('lints:\n  all: warn\n');
    expect(existsSync(join(root, '.agentlint.yml'))).toBe(false);
    expect(read(root, '.github/workflows/agentlint.yml')).toBe('name: mine\n');

    const forced = await cli(['init', '--force'], root);
    expect(forced.out).toBe('wrote .agentlint.yaml\nwrote .github/workflows/agentlint.yml\nNext: run `npx @agentlint/cli` to see the findings, then commit .agentlint.yaml and .github/workflows/agentlint.yml and open a pull request.\n');
    expect(read(root, '.agentlint.yaml')).toBe(config(DETECTED('claude-code')));
    expect(read(root, '.github/workflows/agentlint.yml')).toBe(workflow('main'));
  });

  it('one file present: only the other is written', async () => {
    const root = repo({ '.github/workflows/agentlint.yml': 'name: mine\n' });
    const r = await cli(['init'], root);
    expect(r.out).toBe(
      'wrote .agentlint.yml\n.github/workflows/agentlint.yml exists: left alone (agentlint init --force replaces it)\nNext: run `npx @agentlint/cli` to see the findings, then commit .agentlint.yml and open a pull request.\n',
    );
  });

  it('--dry-run prints the files and writes nothing', async () => {
    const root = repo({ '.claude/agents/reviewer.md': AGENT, '.github/workflows/agentlint.yml': 'name: mine\n' });
    const r = await cli(['init', '--dry-run'], root);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`--- .agentlint.yml\n${config(DETECTED('claude-code'))}--- .github/workflows/agentlint.yml (not written: .github/workflows/agentlint.yml exists)\n${workflow('main')}`);
    expect(existsSync(join(root, '.agentlint.yml'))).toBe(false);
    expect(read(root, '.github/workflows/agentlint.yml')).toBe('name: mine\n');
  });

  it('usage errors: --force outside init, two folders, a missing folder', async () => {
    const root = repo({});
    expect(await cli(['check', '--force'], root)).toEqual({ code: 2, out: '', err: 'agentlint: --force applies to `agentlint init` only (see `agentlint --help`)\n' });
    expect((await cli(['init', 'a', 'b'], root)).err).toBe('agentlint: init takes one folder (default: the current directory)\n');
    expect(await cli(['init', 'nope'], root)).toEqual({ code: 2, out: '', err: 'agentlint: no such directory: nope\n' });
  });
});
