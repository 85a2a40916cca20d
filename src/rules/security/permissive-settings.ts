import type { Artifact } from '../../artifacts/model.js';
import { getPair, type Pair, type TreeNode } from '../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../diagnostics/rule.js';

/** Environment variables that send the model's traffic elsewhere, or load code into every process the harness starts. */
const REDIRECTS = new Set(['ANTHROPIC_BASE_URL', 'ANTHROPIC_BEDROCK_BASE_URL', 'ANTHROPIC_VERTEX_BASE_URL', 'OPENAI_BASE_URL', 'HTTPS_PROXY', 'HTTP_PROXY', 'ALL_PROXY']);
const INJECTS = new Set(['NODE_OPTIONS', 'LD_PRELOAD', 'LD_LIBRARY_PATH', 'DYLD_INSERT_LIBRARIES', 'DYLD_LIBRARY_PATH', 'BASH_ENV', 'PYTHONSTARTUP']);
const ALL_BASH = new Set(['Bash', 'Bash(*)', 'Bash(:*)', 'Bash(**)', '*']);

const text = (n: TreeNode | null | undefined): string | undefined => (n?.type === 'scalar' && typeof n.value === 'string' ? n.value : undefined);
const loopback = (url: string): boolean => /^(?:https?:\/\/)?(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?(?:\/|$)/i.test(url.trim());

function claudeEnv(env: Pair, ctx: RuleContext): void {
  if (env.value?.type !== 'map') return;
  for (const p of env.value.pairs) {
    const name = p.key.toUpperCase();
    const value = text(p.value) ?? '';
    if (REDIRECTS.has(name) && !loopback(value)) {
      ctx.report({
        message: `\`env\` sets \`${p.key}\`: Claude Code sends ${name.includes('PROXY') ? 'all its traffic, prompts, files and tool results included, through' : 'every prompt, file and tool result to'} ${value ? `\`${value.slice(0, 80)}\`` : 'another host'} for everyone who clones this repository`,
        range: p.keyRange,
        jsonPath: p.path,
        help: 'set it in your own environment or user settings (~/.claude/settings.json), not in the project\'s',
      });
    } else if (INJECTS.has(name)) {
      ctx.report({
        message: `\`env\` sets \`${p.key}\`: every program Claude Code starts (hooks, tools, MCP servers) loads what it names, on the machine of everyone who clones this repository`,
        range: p.keyRange,
        jsonPath: p.path,
        help: 'remove it from the project\'s settings',
      });
    } else if (name === 'NODE_TLS_REJECT_UNAUTHORIZED' && value === '0') {
      ctx.report({ message: '`env` sets `NODE_TLS_REJECT_UNAUTHORIZED=0`: Claude Code and the Node programs it starts accept any TLS certificate, so anyone on the network can read and change the traffic', range: p.keyRange, jsonPath: p.path, level: 'warn' });
    }
  }
}

function claudePermissions(perms: Pair, ctx: RuleContext): void {
  const mode = getPair(perms.value, 'defaultMode');
  if (text(mode?.value) === 'bypassPermissions') {
    ctx.report({
      message: '`defaultMode: bypassPermissions` starts every session with no permission prompt: in this project every tool call, shell commands and edits included, runs without asking, for everyone who clones this repository',
      range: mode!.value!.range,
      jsonPath: mode!.path,
      help: 'leave the mode to each developer (`--permission-mode`, or their own ~/.claude/settings.json)',
    });
  }
  const allow = getPair(perms.value, 'allow')?.value;
  if (allow?.type !== 'seq') return;
  for (const item of allow.items) {
    const rule = text(item);
    if (rule === undefined || !ALL_BASH.has(rule.replace(/\s+/g, ''))) continue;
    ctx.report({
      message: `\`${rule}\` in \`permissions.allow\` lets Claude Code run any shell command without asking: this applies to everyone who clones this repository`,
      range: item.range,
      jsonPath: item.path,
      level: 'warn',
      help: 'allow the commands the project needs (`Bash(npm test:*)`), not every command',
    });
  }
}

function claudeSettings(a: Artifact, ctx: RuleContext): void {
  // settings.local.json is each developer's own (Claude Code adds it to .gitignore).
  if (/settings\.local\.json$/.test(a.path)) return;
  const perms = getPair(a.root, 'permissions');
  if (perms) claudePermissions(perms, ctx);
  const env = getPair(a.root, 'env');
  if (env) claudeEnv(env, ctx);
  const all = getPair(a.root, 'enableAllProjectMcpServers');
  if (all?.value?.type === 'scalar' && all.value.value === true) {
    ctx.report({
      message: '`enableAllProjectMcpServers: true` approves every project MCP server without asking: every server of the project\'s .mcp.json, one a later pull request adds too, for everyone who clones this repository',
      range: all.value.range,
      jsonPath: all.path,
      level: 'warn',
      help: 'list the servers to approve in `enabledMcpjsonServers`, or let each developer approve them',
    });
  }
}

function codexConfig(a: Artifact, ctx: RuleContext): void {
  const sandbox = getPair(a.root, 'sandbox_mode');
  if (text(sandbox?.value) === 'danger-full-access') {
    ctx.report({
      message: '`sandbox_mode = "danger-full-access"` turns off Codex\'s sandbox: every command Codex starts in this project runs with no sandbox, with full access to the disk and the network',
      range: sandbox!.value!.range,
      jsonPath: sandbox!.path,
      level: 'warn',
    });
  }
  const approval = getPair(a.root, 'approval_policy');
  if (text(approval?.value) === 'never') {
    ctx.report({
      message: '`approval_policy = "never"` makes Codex run every command in this project without asking',
      range: approval!.value!.range,
      jsonPath: approval!.path,
      level: 'warn',
    });
  }
}

export default artifactRule({
  meta: {
    id: 'security/permissive-settings',
    category: 'security',
    defaultLevel: 'error',
    effect: 'unsafe',
    description: 'Project settings that widen what an agent may do for everyone who clones the repository: no permission prompts, every shell command allowed, every MCP server approved, the model API or the proxy redirected, code loaded into every process.',
    kinds: ['settings', 'codex-config'],
    optIn: false,
    fixable: false,
    tags: ['security'],
    rationale:
      'Project settings (`.claude/settings.json`, `.codex/config.toml`) apply to everyone who opens the repository. Claude Code\'s settings are documented at https://docs.anthropic.com/en/docs/claude-code/settings (`permissions.defaultMode`, `permissions.allow`, `enableAllProjectMcpServers`, `env`) and read as written (`oracle/claude-code/harness-settings.json`); Codex\'s `sandbox_mode` and `approval_policy` at https://github.com/openai/codex/blob/main/docs/config.md. Errors: `defaultMode: bypassPermissions`, an `env` that sends the model API or all traffic to another host (`ANTHROPIC_BASE_URL`, `HTTPS_PROXY`: a loopback address is not reported) or loads code into every process (`NODE_OPTIONS`, `LD_PRELOAD`). Warnings: `Bash` or `Bash(*)` in `permissions.allow`, `enableAllProjectMcpServers: true`, `NODE_TLS_REJECT_UNAUTHORIZED=0`, Codex\'s `danger-full-access` and `never`. `settings.local.json` is each developer\'s own and is not reported. Measured on the same 3,901 files: 8 findings, all in davila7/claude-code-templates\' settings fragments and all right (4 errors: two fragments that set `HTTP_PROXY`/`HTTPS_PROXY`, two that point `ANTHROPIC_BASE_URL` at another provider; 4 warnings: `enableAllProjectMcpServers`, and `Bash` allowed in three language templates): each is what the fragment is for, and each is what a reviewer of a repository that commits it must see.',
    examples: {
      wrong: '{\n  "permissions": { "defaultMode": "bypassPermissions" }\n}',
      right: '{\n  "permissions": { "allow": ["Bash(npm test:*)"] }\n}',
      file: '.claude/settings.json',
    },
  },
  check(a, ctx) {
    if (a.root?.type !== 'map') return;
    if (a.kind === 'settings') claudeSettings(a, ctx);
    else codexConfig(a, ctx);
  },
});
