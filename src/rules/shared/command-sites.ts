/**
 * The commands a file makes a harness run on the developer's machine, wherever they are written: hooks (settings,
 * hooks files, plugin manifests, agent/skill/command frontmatter, every harness's hooks file), MCP server
 * commands, the status line, credential helpers, and the `` !`cmd` `` dynamic context of Claude Code skills and
 * commands. Each site says what runs it and when, in words a message can use.
 */
import type { Artifact } from '../../artifacts/model.js';
import { HARNESS_TITLES } from '../../artifacts/harness.js';
import type { Range } from '../../artifacts/source.js';
import type { MapNode, ScalarNode, TreeNode } from '../../artifacts/tree.js';
import { shellCommands } from './command-body.js';

export type SiteRole = 'hook' | 'mcp-server' | 'status-line' | 'helper' | 'dynamic-context';

export interface CommandSite {
  role: SiteRole;
  /** The command line as the harness runs it (an MCP server's command and its arguments joined by spaces). */
  command: string;
  /** Where it is written: the value of `command` (or the `!` command's text). */
  range: Range;
  /** The range of `command[i, j)` when the value is written as is (no escapes), else the whole value. */
  rangeOf(from: number, to: number): Range;
  /** "Claude Code runs this SessionStart hook at every session start". */
  runs: string;
  /** When, alone: "at every session start". */
  when: string;
  /** The MCP server's `command` and `args` nodes, for a finding about the package it runs. */
  server?: { name: string; command: ScalarNode; args: ScalarNode[] };
}

/** Keys of a hook handler that hold a command line, across harnesses (Copilot and Cursor add per-OS ones). */
const COMMAND_KEYS = new Set(['command', 'bash', 'powershell', 'windows', 'linux', 'osx']);
/** Claude Code settings whose value is a command it runs to get credentials or headers. */
const HELPERS: Readonly<Record<string, string>> = {
  apiKeyHelper: 'to get an API key, at session start and whenever the key expires',
  awsAuthRefresh: 'to refresh AWS credentials',
  awsCredentialExport: 'to export AWS credentials',
  otelHeadersHelper: 'to get telemetry headers',
};
export const COMMAND_SITE_KINDS = [
  'hooks', 'settings', 'mcp', 'plugin', 'agent', 'skill', 'command', 'copilot-hooks', 'copilot-mcp', 'copilot-plugin', 'gemini-settings', 'gemini-extension',
  'codex-hooks', 'codex-config', 'cursor-hooks', 'cursor-mcp', 'qwen-settings', 'droid-mcp', 'opencode-config', 'amp-settings', 'cline-hook',
  'gemini-command', 'qwen-command', 'qwen-md-command',
];

/** When a hook event fires, in words. */
export function eventWhen(event: string): string {
  const e = event.toLowerCase().replace(/[^a-z]/g, '');
  if (e.includes('sessionstart')) return 'at every session start';
  if (e.includes('taskstart')) return 'at every task start';
  if (e.includes('sessionend')) return 'at every session end';
  if (e.startsWith('pretool') || e.startsWith('beforetool')) return 'before every matching tool call';
  // Cursor's hook events name what they wrap.
  if (e === 'beforeshellexecution') return 'before every shell command the agent runs';
  if (e === 'beforemcpexecution') return 'before every MCP tool call';
  if (e === 'afterfileedit') return 'after every file the agent edits';
  if (e.startsWith('posttool') || e.startsWith('aftertool')) return 'after every matching tool call';
  if (e.includes('prompt')) return 'on every prompt the user sends';
  if (e.includes('subagentstop')) return 'every time a subagent stops';
  if (e === 'stop' || e.includes('agentend') || e.includes('afteragent')) return 'every time the agent finishes a turn';
  return `on every ${event} event`;
}

function rangeMapper(a: Artifact, node: ScalarNode): (from: number, to: number) => Range {
  const raw = node.raw;
  const inner = raw.length >= 2 && (raw[0] === '"' || raw[0] === "'") ? raw.slice(1, -1) : raw;
  const start = node.range.start.offset + (inner === raw ? 0 : 1);
  if (inner !== node.value) return () => node.range;
  return (from, to) => a.file.lines.range(start + from, start + to);
}

type StringNode = ScalarNode & { value: string };
const isString = (n: TreeNode | null | undefined): n is StringNode => n?.type === 'scalar' && typeof n.value === 'string';

function serverSite(a: Artifact, title: string, name: string, map: MapNode, commandNode: TreeNode): CommandSite | undefined {
  // OpenCode writes the command and its arguments as one list.
  const parts = commandNode.type === 'seq' ? commandNode.items.filter(isString) : isString(commandNode) ? [commandNode] : [];
  const first = parts[0];
  if (!first) return undefined;
  const argsNode = map.pairs.find((p) => p.key === 'args')?.value;
  const args = [...parts.slice(1), ...(argsNode?.type === 'seq' ? argsNode.items.filter(isString) : [])];
  const when = 'at session start (once the server is enabled)';
  return {
    role: 'mcp-server', command: [first, ...args].map((n) => n.value as string).join(' '), range: first.range, rangeOf: () => first.range,
    runs: `${title} starts the MCP server \`${name}\` with this command ${when}`, when, server: { name, command: first, args },
  };
}

/** A hook that is a script file (Cline's `.clinerules/hooks/<Event>`): each line of it is a command the hook runs. */
function scriptLines(a: Artifact, title: string): CommandSite[] {
  const event = a.path.slice(a.path.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const when = eventWhen(event);
  const text = a.file.text;
  const out: CommandSite[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const from = start;
    start += line.length + 1;
    if (line.trim() === '' || /^\s*#/.test(line)) continue;
    out.push({ role: 'hook', command: line, range: a.file.lines.range(from, from + line.length), rangeOf: (f, t) => a.file.lines.range(from + f, from + t), runs: `${title} runs this ${event} hook script ${when}, without asking`, when });
  }
  return out;
}

/**
 * Where `value[i]` of a TOML string is in the file, when the string is written as is: a literal string ('…', '''…'''),
 * or a basic one with no escape. A multi-line string drops the line break right after its opening quotes. Otherwise
 * (an escape, or a value whose raw text is not known) there is no exact place: undefined.
 */
function tomlStringStart(node: ScalarNode): number | undefined {
  const quote = /^(?:"""|'''|"|')/.exec(node.raw)?.[0];
  if (!quote || typeof node.value !== 'string') return undefined;
  const lead = quote.length === 3 ? (/^\r?\n/.exec(node.raw.slice(3))?.[0].length ?? 0) : 0;
  const inner = node.raw.slice(quote.length + lead, node.raw.length - quote.length);
  return inner === node.value ? node.range.start.offset + quote.length + lead : undefined;
}

/**
 * Where a command's prompt is: a TOML command's `prompt` string (with the file offset of its first character when the
 * string is written as is), or the body of a Qwen Code Markdown command (Qwen reads the body after the frontmatter as
 * the prompt and runs its `!{…}` blocks the same way).
 */
function promptOf(a: Artifact): { text: string; base: number | undefined; whole: Range } | undefined {
  if (a.kind === 'qwen-md-command') {
    const md = a.markdown;
    return md ? { text: md.body, base: md.bodyOffset, whole: a.file.lines.range(md.bodyOffset, a.file.text.length) } : undefined;
  }
  const node = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'prompt')?.value : undefined;
  return isString(node) ? { text: node.value, base: tomlStringStart(node), whole: node.range } : undefined;
}

/**
 * The `!{…}` blocks of a Gemini CLI or Qwen Code command's prompt, found as both harnesses find them: from `!{` to
 * the `}` that balances it, the command trimmed. Both run each block when the command is invoked, after a dialog that
 * shows the command (none in YOLO mode or when the settings allow it). A range is exact when the prompt is written as
 * is, else it is the whole `prompt` value.
 */
function injectionSites(a: Artifact, title: string): CommandSite[] {
  const p = promptOf(a);
  if (!p || !p.text.includes('!{')) return [];
  const { text: prompt, base, whole } = p;
  const at = (from: number, to: number): Range => (base === undefined ? whole : a.file.lines.range(base + from, base + to));
  const when = 'every time the command is run, once the developer confirms it in a dialog (without one in YOLO mode or when the settings allow the command)';
  const out: CommandSite[] = [];
  for (let start = prompt.indexOf('!{'); start >= 0; ) {
    let depth = 1;
    let i = start + 2;
    for (; i < prompt.length && depth > 0; i++) depth += prompt[i] === '{' ? 1 : prompt[i] === '}' ? -1 : 0;
    // Unbalanced: both harnesses refuse the whole command ("Unclosed injection"), so nothing runs.
    if (depth > 0) return out;
    const raw = prompt.slice(start + 2, i - 1);
    const from = start + 2 + (raw.length - raw.trimStart().length);
    const command = raw.trim();
    if (command !== '') {
      out.push({ role: 'dynamic-context', command, range: at(from, from + command.length), rangeOf: (f, t) => at(from + f, from + t), runs: `${title} runs this \`!{…}\` command ${when}`, when });
    }
    start = prompt.indexOf('!{', i);
  }
  return out;
}

/**
 * Four rules read the sites of each artifact, one after the other (the engine runs every rule on an artifact before
 * the next): the last artifact's are kept, and only those, so nothing outlives the artifact's own lint (memory at scale).
 */
let last: { a: Artifact; sites: CommandSite[] } | undefined;

/** Every command site of an artifact. */
export function commandSites(a: Artifact): CommandSite[] {
  if (last?.a !== a) last = { a, sites: findSites(a) };
  return last.sites;
}

function findSites(a: Artifact): CommandSite[] {
  const title = a.harness ? HARNESS_TITLES[a.harness] : 'The harness';
  const out: CommandSite[] = [];
  const visit = (node: TreeNode | null | undefined): void => {
    if (!node || node.type === 'scalar') return;
    if (node.type === 'seq') return node.items.forEach(visit);
    const path = node.path;
    // A settings file's hooks are its `hooks` artifact's; the servers of a plugin manifest or an agent's frontmatter are
    // their own `mcp` artifacts'.
    if ((a.kind === 'settings' && /^\$\.hooks\b/.test(path)) || ((a.kind === 'plugin' || a.kind === 'agent') && /^\$(?:\.frontmatter)?\.mcpServers\b/.test(path))) return;
    const inServer = /mcpServers|mcp_servers|\.mcp\.|^\$\.mcp$/.test(path) || (a.kind === 'mcp' && path === a.root?.path);
    for (const pair of node.pairs) {
      const v = pair.value;
      if (inServer && pair.key === 'command' && v) {
        const name = a.kind === 'mcp' && path === a.root?.path ? a.element.name : path.replace(/^.*[.[]/, '').replace(/["\]]/g, '');
        const site = serverSite(a, title, name, node, v);
        if (site) out.push(site);
      } else if (!inServer && COMMAND_KEYS.has(pair.key) && isString(v) && v.value.trim() !== '') {
        const hook = /hooks\.([A-Za-z_]+)/.exec(pair.path)?.[1];
        const status = /^\$\.statusLine\b/.test(pair.path);
        if (!hook && !status) continue;
        const when = hook ? eventWhen(hook) : 'every time the status line refreshes';
        const runs = hook ? `${title} runs this ${hook} hook ${when}, without asking` : `${title} runs the status line command ${when}`;
        out.push({ role: hook ? 'hook' : 'status-line', command: v.value, range: v.range, rangeOf: rangeMapper(a, v), runs, when });
      } else if (a.kind === 'settings' && HELPERS[pair.key] && isString(v)) {
        out.push({ role: 'helper', command: v.value, range: v.range, rangeOf: rangeMapper(a, v), runs: `${title} runs \`${pair.key}\` ${HELPERS[pair.key]}`, when: HELPERS[pair.key]! });
      } else visit(v);
    }
  };
  visit(a.root);
  // A shell script (no extension, .sh, .bash, .ps1); a JavaScript or Python hook is not read as shell.
  if (a.kind === 'cline-hook' && /(?:^|\/)[^./]+(?:\.(?:sh|bash|ps1))?$/i.test(a.path)) out.push(...scriptLines(a, title));
  if (a.kind === 'gemini-command' || a.kind === 'qwen-command' || a.kind === 'qwen-md-command') out.push(...injectionSites(a, title));
  if (a.harness === 'claude-code' && (a.kind === 'skill' || a.kind === 'command')) {
    const what = a.kind === 'skill' ? 'skill is invoked' : 'command is run';
    for (const c of shellCommands(a)) {
      const when = `every time the ${what}, before the model sees it`;
      out.push({ role: 'dynamic-context', command: c.text, range: a.file.lines.range(c.start, c.end), rangeOf: (f, t) => a.file.lines.range(c.start + f, c.start + t), runs: `${title} runs this \`!\` command ${when}`, when });
    }
  }
  return out;
}
