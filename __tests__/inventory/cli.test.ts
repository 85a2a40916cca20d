/**
 * `agentlint inventory` and `--diff` on a base and a head tree (fixtures/inventory/base, head) committed
 * to a throwaway git repository: an agent renamed, a model changed, a tool typo, frontmatter broken, a
 * plugin agent gaining fields Claude Code ignores for plugin agents, a skill moved into a plugin, a
 * change with no effect (docs.md: only its body). The outputs are asserted whole.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { INVENTORY_SCHEMA_VERSION } from '../../src/engine/inventory/model.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });

async function cli(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { cwd, stdout: (s) => (out += s), stderr: (s) => (err += s), color: false, fs: { existsSync, statSync, relative, resolve } });
  return { code, out, err };
}

let repo: string;
let BASE: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'agentlint-inventory-'));
  git(repo, 'init', '-q', '-b', 'main');
  cpSync('fixtures/inventory/base', repo, { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  BASE = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'rm', '-rq', '.');
  cpSync('fixtures/inventory/head', repo, { recursive: true });
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('agentlint inventory --diff', () => {
  it('says, per harness, what the change does to what loads (text)', async () => {
    const r = await cli(repo, 'inventory', '--diff', BASE);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`What each harness loads, compared with ${BASE}:

Claude Code:
  ⚠️ \`planner\`: no longer loaded (frontmatter is not valid YAML)
  ⚠️ \`kit:runner\`: \`permissionMode\` is set but not in effect (ignored for plugin agents)
  ⚠️ \`kit:runner\`: \`hooks\` is set but not in effect (ignored for plugin agents)
  ⚠️ \`reviewer\`: tools lose \`Bash\` (written \`bash\`, an unknown name)
  \`assistant\`: renamed from \`helper\`
  \`deploy\`: model \`opus\` → \`sonnet\`
  skill \`kit:notes\`: renamed from \`notes\`, moved from \`.claude/skills/notes/SKILL.md\` to \`plugins/kit/skills/notes/SKILL.md\`, now from plugin \`kit\` (was from the repository itself)
  skill \`pdf\`: description changed

Copilot:
  ⚠️ \`planner\`: no longer loaded (frontmatter is not valid YAML)
  ⚠️ skill \`pdf\`: no longer loaded (frontmatter is not strict YAML)
  skill \`notes\`: removed
  \`assistant\`: renamed from \`helper\`
  \`deploy\`: model \`opus\` → \`sonnet\`
  \`reviewer\`: tools \`Read, Bash\` → \`Read, bash\`
`);
  });

  it('as Markdown, grouped by harness', async () => {
    const r = await cli(repo, 'inventory', '--diff', BASE, '--format', 'markdown');
    expect(r.out).toBe(`### agentlint: what this change does to what each harness loads

Compared with \`${BASE}\`: 14 changes.

#### Claude Code (8)

- ⚠️ \`planner\`: no longer loaded (frontmatter is not valid YAML)
- ⚠️ \`kit:runner\`: \`permissionMode\` is set but not in effect (ignored for plugin agents)
- ⚠️ \`kit:runner\`: \`hooks\` is set but not in effect (ignored for plugin agents)
- ⚠️ \`reviewer\`: tools lose \`Bash\` (written \`bash\`, an unknown name)
- \`assistant\`: renamed from \`helper\`
- \`deploy\`: model \`opus\` → \`sonnet\`
- skill \`kit:notes\`: renamed from \`notes\`, moved from \`.claude/skills/notes/SKILL.md\` to \`plugins/kit/skills/notes/SKILL.md\`, now from plugin \`kit\` (was from the repository itself)
- skill \`pdf\`: description changed

#### Copilot (6)

- ⚠️ \`planner\`: no longer loaded (frontmatter is not valid YAML)
- ⚠️ skill \`pdf\`: no longer loaded (frontmatter is not strict YAML)
- skill \`notes\`: removed
- \`assistant\`: renamed from \`helper\`
- \`deploy\`: model \`opus\` → \`sonnet\`
- \`reviewer\`: tools \`Read, Bash\` → \`Read, bash\`
`);
  });

  it('as JSON: every change with its kind, name, file and details', async () => {
    const r = await cli(repo, 'inventory', '--diff', BASE, '--format', 'json');
    const doc = JSON.parse(r.out);
    expect(doc.schemaVersion).toBe(INVENTORY_SCHEMA_VERSION);
    expect(doc.base).toBe(BASE);
    expect(doc.harnesses.map((h: { harness: string }) => h.harness)).toEqual(['claude-code', 'copilot']);
    expect(doc.harnesses[0].changes[0]).toEqual({ change: 'no-longer-loaded', kind: 'agent', name: 'planner', path: '.claude/agents/planner.md', details: ['no longer loaded (frontmatter is not valid YAML)'], problem: true });
  });

  it('says "no change" against the working tree\'s own content', async () => {
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'head');
    try {
      const r = await cli(repo, 'inventory', '--diff', 'HEAD');
      expect(r.out).toBe('No change in what any harness loads (compared with HEAD).\n');
    } finally {
      git(repo, 'reset', '-q', '--soft', 'HEAD~1');
    }
  });

  it('a revision that is not there is a usage error with the way out', async () => {
    const r = await cli(repo, 'inventory', '--diff', 'no-such-rev');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe('agentlint: no commit `no-such-rev` in this repository (a shallow clone may not have it: fetch it, e.g. `git fetch --depth=1 origin no-such-rev`, or check out with fetch-depth: 0)\n');
  });

  it('--diff and markdown belong to inventory only', async () => {
    expect((await cli(repo, 'check', '--diff', BASE)).err).toBe('agentlint: --diff goes with `agentlint inventory` (see `agentlint --help`)\n');
    expect((await cli(repo, '--format', 'markdown')).err).toBe('agentlint: --format must be one of text, json, sarif, github, gitlab, rdjson (see `agentlint --help`)\n');
  });
});

describe('agentlint inventory', () => {
  it('lists every entry each harness loads, with effective values, and what it does not load with the finding (text)', async () => {
    const r = await cli(repo, 'inventory');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Claude Code: 8 loaded, 1 not loaded
  plugin kit  plugins/kit/.claude-plugin/plugin.json
      description: Release helpers
  agent assistant  .claude/agents/helper.md
      description: Answers questions about the code
      model: inherit
      tools: all tools
  agent deploy  .claude/agents/deploy.md
      description: Deploys the current branch
      model: sonnet
      tools: all tools
  agent docs  .claude/agents/docs.md
      description: Writes documentation
      model: inherit
      tools: Read, Write
  agent kit:runner  plugins/kit/agents/runner.md  (plugin kit)
      description: Runs the release script
      model: inherit
      tools: Bash
      not in effect: permissionMode (ignored for plugin agents); hooks (ignored for plugin agents)
  agent reviewer  .claude/agents/reviewer.md
      description: Reviews every diff for bugs
      model: inherit
      tools: Read
      not in effect: tools \`bash\` (an unknown name)
  skill kit:notes  plugins/kit/skills/notes/SKILL.md  (plugin kit)
      description: Writes release notes
  skill pdf  .claude/skills/pdf/SKILL.md
      description: Use when: the user sends a PDF file
  not loaded:
  agent planner  .claude/agents/planner.md:4:1  frontmatter is not valid YAML (schema/yaml-invalid)

GitHub Copilot CLI: 6 loaded, 2 not loaded
  plugin kit  plugins/kit/.claude-plugin/plugin.json
      description: Release helpers
  agent assistant  .claude/agents/helper.md
      description: Answers questions about the code
  agent deploy  .claude/agents/deploy.md
      description: Deploys the current branch
      model: sonnet
  agent docs  .claude/agents/docs.md
      description: Writes documentation
      tools: Read, Write
  agent reviewer  .claude/agents/reviewer.md
      description: Reviews every diff for bugs
      tools: Read, bash
  instructions copilot-instructions  .github/copilot-instructions.md
  not loaded:
  agent planner  .claude/agents/planner.md:4:1  frontmatter is not valid YAML (copilot/agent-dropped)
  skill pdf  .claude/skills/pdf/SKILL.md:3:14  frontmatter is not strict YAML (copilot/skill-load)

Files several harnesses read:
  .claude/skills/pdf/SKILL.md
    Claude Code: listed under its folder as \`/<folder>\` (\`name\` is only a display name); the description is cut at 1,536 characters in the listing (Claude Code rules-runtime cases (skills/name-matches-directory, skills/description-length))
    GitHub Copilot CLI: listed by \`copilot skill list\` when other files show the repository uses Copilot; one without frontmatter, or whose description is over 1,024 characters, is listed as failed (Copilot CLI case skills)
`);
  });

  it('as JSON: the versioned document', async () => {
    const doc = JSON.parse((await cli(repo, 'inventory', '--format', 'json')).out);
    expect(Object.keys(doc)).toEqual(['schemaVersion', 'tool', 'harnesses', 'shared']);
    expect(doc.shared).toEqual([{ path: '.claude/skills/pdf/SKILL.md', readers: [expect.objectContaining({ harness: 'claude-code', kind: 'skill' }), expect.objectContaining({ harness: 'copilot', kind: 'copilot-skill', source: 'Copilot CLI case skills' })], notRead: [] }]);
    expect(doc.schemaVersion).toBe(INVENTORY_SCHEMA_VERSION);
    const claude = doc.harnesses[0];
    expect(claude.loaded.find((e: { name: string }) => e.name === 'kit:runner')).toEqual({
      kind: 'agent',
      artifactKind: 'agent',
      name: 'kit:runner',
      path: 'plugins/kit/agents/runner.md',
      origin: { plugin: 'kit' },
      values: { description: 'Runs the release script', model: 'inherit', tools: ['Bash'] },
      dropped: [
        { field: 'permissionMode', written: 'permissionMode', reason: 'ignored for plugin agents' },
        { field: 'hooks', written: 'hooks', reason: 'ignored for plugin agents' },
      ],
      problems: [],
    });
    expect(claude.notLoaded).toEqual([
      {
        kind: 'agent',
        artifactKind: 'agent',
        name: 'planner',
        path: '.claude/agents/planner.md',
        reason: expect.objectContaining({ rule: 'schema/yaml-invalid', line: 4, column: 1, short: 'frontmatter is not valid YAML' }),
      },
    ]);
  });

  it('--harness limits the listing', async () => {
    const doc = JSON.parse((await cli(repo, 'inventory', '--format', 'json', '--harness', 'copilot')).out);
    expect(doc.harnesses.map((h: { harness: string }) => h.harness)).toEqual(['copilot']);
  });
});
