import type { Artifact } from '../../artifacts/model.js';
import { getPair, type Pair } from '../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../diagnostics/rule.js';
import { geminiSettings, loopback, qwenSettings, REDIRECTS, text } from './permissive-forks.js';

/** Environment variables that load code into every process the harness starts. */
const INJECTS = new Set(['NODE_OPTIONS', 'LD_PRELOAD', 'LD_LIBRARY_PATH', 'DYLD_INSERT_LIBRARIES', 'DYLD_LIBRARY_PATH', 'BASH_ENV', 'PYTHONSTARTUP']);
const ALL_BASH = new Set(['Bash', 'Bash(*)', 'Bash(:*)', 'Bash(**)', '*']);

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
    description: 'Project settings that widen what an agent may do for everyone who clones the repository: no permission prompts, every shell command allowed, every MCP server or its tools approved, the model API or the proxy redirected, code loaded into every process (Claude Code, Codex, Gemini CLI, Qwen Code).',
    kinds: ['settings', 'codex-config', 'gemini-settings', 'qwen-settings'],
    optIn: false,
    fixable: false,
    tags: ['security'],
    rationale:
      'Project settings (`.claude/settings.json`, `.codex/config.toml`) apply to everyone who opens the repository. Claude Code\'s settings are documented at https://docs.anthropic.com/en/docs/claude-code/settings (`permissions.defaultMode`, `permissions.allow`, `enableAllProjectMcpServers`, `env`) and read as written (`oracle/claude-code/harness-settings.json`); Codex\'s `sandbox_mode` and `approval_policy` at https://github.com/openai/codex/blob/main/docs/config.md. Errors: `defaultMode: bypassPermissions`, an `env` that sends the model API or all traffic to another host (`ANTHROPIC_BASE_URL`, `HTTPS_PROXY`: a loopback address is not reported) or loads code into every process (`NODE_OPTIONS`, `LD_PRELOAD`). Warnings: `Bash` or `Bash(*)` in `permissions.allow`, `enableAllProjectMcpServers: true`, `NODE_TLS_REJECT_UNAUTHORIZED=0`, Codex\'s `danger-full-access` and `never`. `settings.local.json` is each developer\'s own and is not reported. Gemini CLI (`.gemini/settings.json`, documented at https://github.com/google-gemini/gemini-cli/blob/main/docs/reference/configuration.md): warnings for `run_shell_command` with no command (or `ShellTool`, or `*`, which the 0.61.0 bundle turns into the same allow rule) in `tools.allowed` ("Tool names that bypass the confirmation dialog"; the 0.61.0 bundle ships the same reference and maps each entry, and each trusted server, to a policy allow rule) and an MCP server\'s `trust: true` ("bypass all tool call confirmations"); its settings cannot turn on YOLO (`general.defaultApprovalMode` takes `default`, `auto_edit`, `plan`) and have no `env`. Qwen Code (`.qwen/settings.json`, read in the settings schema and config loader of the pinned bundle): an error for `tools.approvalMode: yolo` (a project\'s value is applied unless the folder is marked untrusted), for `env` redirects (applied when the developer\'s own environment leaves the variable unset; Qwen refuses loader keys such as `NODE_OPTIONS` and `LD_PRELOAD` there, so they are not reported) and for a `proxy` that is not loopback; warnings for the whole shell tool (`run_shell_command`, `Shell`, `ShellTool`, `Bash`, alone or with `(*)`) in `permissions.allow` or `tools.allowed`, and an MCP server\'s `trust: true`. Measured on the same 3,901 files: 8 findings, all in davila7/claude-code-templates\' settings fragments and all right (4 errors: two fragments that set `HTTP_PROXY`/`HTTPS_PROXY`, two that point `ANTHROPIC_BASE_URL` at another provider; 4 warnings: `enableAllProjectMcpServers`, and `Bash` allowed in three language templates): each is what the fragment is for, and each is what a reviewer of a repository that commits it must see. Precision (2026-12-07, docs/security-rules.md, docs/precision.md): on the shared corpora and five catalogue repositories (3,901 files), 8 findings, all 8 right; on the 110 repositories of the precision suite, 5 findings (1 error, 4 warnings), judged true.',
    examples: {
      wrong: '{\n  "permissions": { "defaultMode": "bypassPermissions" }\n}',
      right: '{\n  "permissions": { "allow": ["Bash(npm test:*)"] }\n}',
      file: '.claude/settings.json',
    },
  },
  check(a, ctx) {
    if (a.root?.type !== 'map') return;
    if (a.kind === 'settings') claudeSettings(a, ctx);
    else if (a.kind === 'gemini-settings') geminiSettings(a, ctx);
    else if (a.kind === 'qwen-settings') qwenSettings(a, ctx);
    else codexConfig(a, ctx);
  },
});
