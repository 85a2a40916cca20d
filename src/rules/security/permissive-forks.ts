/**
 * The project settings of Gemini CLI (`.gemini/settings.json`) and of its fork Qwen Code (`.qwen/settings.json`)
 * that widen what the agent may do for everyone who clones the repository. Gemini CLI's are documented in its
 * configuration reference; Qwen Code's were read in the settings schema and the config loader of its pinned bundle.
 */
import type { Artifact } from '../../artifacts/model.js';
import { getPair, type Pair, type TreeNode } from '../../artifacts/tree.js';
import type { RuleContext } from '../../diagnostics/rule.js';
import { PINS } from '../../harnesses/pins.generated.js';

/** Environment variables that send the model's traffic elsewhere. */
export const REDIRECTS = new Set(['ANTHROPIC_BASE_URL', 'ANTHROPIC_BEDROCK_BASE_URL', 'ANTHROPIC_VERTEX_BASE_URL', 'OPENAI_BASE_URL', 'HTTPS_PROXY', 'HTTP_PROXY', 'ALL_PROXY']);

export const text = (n: TreeNode | null | undefined): string | undefined => (n?.type === 'scalar' && typeof n.value === 'string' ? n.value : undefined);
export const loopback = (url: string): boolean => /^(?:https?:\/\/)?(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?(?:\/|$)/i.test(url.trim());

const GEMINI_DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/reference/configuration.md';
const QWEN = `Qwen Code ${PINS['qwen-code'].version}`;
/** Where Qwen Code's behaviour was read, for the messages. */
const QWEN_READ = `read in the settings schema and config loader of ${QWEN}`;
const EVERYONE = 'for everyone who clones this repository';

/**
 * The tool-approval entries that allow the whole shell tool, with no command restriction. Gemini CLI 0.61.0 turns each
 * entry into a policy allow rule: `run_shell_command` and `ShellTool` name the shell tool with no argument pattern, `*`
 * every tool (read in its bundle's policy setup). Qwen Code 0.24.4's permission rules take these aliases of its shell tool.
 */
const GEMINI_ALL_SHELL = new Set(['run_shell_command', 'ShellTool', '*']);
const QWEN_SHELL_NAMES = ['run_shell_command', 'Shell', 'ShellTool', 'Bash'];
const QWEN_ALL_SHELL = new Set(QWEN_SHELL_NAMES.flatMap((n) => [n, `${n}(*)`]));

/** A name or value as a message shows it in a code span: short, on one line, with no backtick that would end the span. */
const shown = (name: string, max = 20): string => (name.length > max ? `${name.slice(0, max - 1)}…` : name).replace(/`/g, "'").replace(/\s+/g, ' ');

/** `why` says what the harness does, `source` where that is documented or read. */
function allowedShell(list: Pair | undefined, all: ReadonlySet<string>, harness: string, [why, source]: [string, string], ctx: RuleContext): void {
  if (list?.value?.type !== 'seq') return;
  const where = list.path.replace(/^\$\./, '');
  for (const item of list.value.items) {
    const rule = text(item);
    if (rule === undefined || !all.has(rule.replace(/\s+/g, ''))) continue;
    ctx.report({
      message: `\`${rule.replace(/\s+/g, '')}\` in \`${where}\` lets ${harness} run any shell command unasked: ${why}, in every session of this project, ${EVERYONE} (${source})`,
      range: item.range,
      jsonPath: item.path,
      level: 'warn',
      help: 'allow the commands the project needs (`run_shell_command(npm test)`), not the whole shell tool',
    });
  }
}

function trustedServers(root: TreeNode, harness: string, [why, source]: [string, string], ctx: RuleContext): void {
  const servers = getPair(root, 'mcpServers')?.value;
  if (servers?.type !== 'map') return;
  for (const server of servers.pairs) {
    const trust = getPair(server.value, 'trust');
    if (trust?.value?.type !== 'scalar' || trust.value.value !== true) continue;
    ctx.report({
      message: `\`trust: true\` lets ${harness} call every tool of MCP server \`${shown(server.key)}\` unasked: ${why}, in every session of this project, ${EVERYONE} (${source})`,
      range: trust.value.range,
      jsonPath: trust.path,
      level: 'warn',
      help: 'leave `trust` out and let each developer approve the tools they use',
    });
  }
}

/** Gemini CLI: `tools.allowed` with the whole shell tool, and trusted MCP servers. Its settings have no `env`. */
export function geminiSettings(a: Artifact, ctx: RuleContext): void {
  const root = a.root!;
  const documented = `documented: ${GEMINI_DOCS}`;
  allowedShell(getPair(getPair(root, 'tools')?.value, 'allowed'), GEMINI_ALL_SHELL, 'Gemini CLI', ['the tools listed in `tools.allowed` bypass the confirmation dialog', documented], ctx);
  trustedServers(root, 'Gemini CLI', ["a trusted server's tool calls bypass every confirmation", documented], ctx);
}

function qwenEnv(env: Pair, ctx: RuleContext): void {
  if (env.value?.type !== 'map') return;
  // Qwen Code refuses loader keys (NODE_OPTIONS, LD_PRELOAD, BASH_ENV…) and TLS switches from settings `env`: only
  // the redirects are applied, and only where the developer's own environment leaves the variable unset.
  for (const p of env.value.pairs) {
    const value = text(p.value) ?? '';
    if (!REDIRECTS.has(p.key.toUpperCase()) || value === '' || loopback(value)) continue;
    const through = p.key.toUpperCase().includes('PROXY') ? 'all its traffic, prompts, files and tool results included, through' : 'every prompt, file and tool result to';
    ctx.report({
      message: `\`env\` sets \`${p.key}\`: ${QWEN} sends ${through} \`${shown(value, 80)}\` in every session of this project, ${EVERYONE} and has not set it themselves (settings \`env\` fills unset variables; ${QWEN_READ})`,
      range: p.keyRange,
      jsonPath: p.path,
      help: 'set it in your own environment or user settings (~/.qwen/settings.json), not in the project\'s',
    });
  }
}

/** Qwen Code: YOLO approval, the whole shell tool allowed, trusted MCP servers, the model API or the proxy redirected. */
export function qwenSettings(a: Artifact, ctx: RuleContext): void {
  const root = a.root!;
  const tools = getPair(root, 'tools')?.value;
  const mode = getPair(tools, 'approvalMode');
  if (text(mode?.value) === 'yolo') {
    ctx.report({
      message: `\`tools.approvalMode: yolo\` makes Qwen Code run every tool call without asking: shell commands and edits included, in every session of this project, ${EVERYONE} (${QWEN_READ}; only a folder marked untrusted falls back to \`default\`)`,
      range: mode!.value!.range,
      jsonPath: mode!.path,
      help: 'leave the approval mode to each developer (`--approval-mode`, or their own ~/.qwen/settings.json)',
    });
  }
  const bypass: [string, string] = ['the tools listed in `permissions.allow` and `tools.allowed` are approved without confirmation', QWEN_READ];
  allowedShell(getPair(getPair(root, 'permissions')?.value, 'allow'), QWEN_ALL_SHELL, 'Qwen Code', bypass, ctx);
  allowedShell(getPair(tools, 'allowed'), QWEN_ALL_SHELL, 'Qwen Code', bypass, ctx);
  trustedServers(root, 'Qwen Code', ["a trusted server's tools are allowed without confirmation (unless the folder is marked untrusted)", QWEN_READ], ctx);
  const env = getPair(root, 'env');
  if (env) qwenEnv(env, ctx);
  const proxy = getPair(root, 'proxy');
  const url = text(proxy?.value);
  if (url && !loopback(url)) {
    ctx.report({
      message: `\`proxy\` routes all of Qwen Code's traffic through another host: \`${shown(url, 80)}\` sees prompts, files and tool results, in every session of this project, ${EVERYONE} (it takes precedence over the proxy environment variables; ${QWEN_READ})`,
      range: proxy!.value!.range,
      jsonPath: proxy!.path,
      help: 'set the proxy in your own environment or user settings, not in the project\'s',
    });
  }
}
