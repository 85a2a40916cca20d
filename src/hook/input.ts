/**
 * What a harness's after-write hook receives on stdin, read for the one thing
 * agentlint needs: the folder the session works in and the files the tool wrote.
 * Claude Code and Gemini CLI send `tool_input` (`file_path`); Copilot CLI sends
 * `toolArgs` (`path`), as a JSON string or an object. Each names the project in
 * its environment (CLAUDE_PROJECT_DIR, GEMINI_PROJECT_DIR, COPILOT_PROJECT_DIR)
 * and in the event's `cwd`; the hook itself runs in the plugin's folder.
 */
import { isAbsolute, resolve } from 'node:path';

export const HOOK_HARNESSES = ['claude-code', 'copilot', 'gemini'] as const;
export type HookHarness = (typeof HOOK_HARNESSES)[number];

export interface HookEvent {
  /** The project folder: the scan root. */
  root: string;
  /** Absolute paths of the files the tool wrote or edited. */
  files: string[];
}

/** The tools that write or edit a file, by harness: an event from another tool (an MCP call) is not a write. */
const WRITE_TOOLS: Record<HookHarness, readonly string[]> = {
  'claude-code': ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'],
  gemini: ['write_file', 'replace'],
  copilot: ['create', 'edit'],
};

/** The keys under which the write and edit tools of these harnesses name their file. */
const PATH_KEYS = ['file_path', 'path', 'filePath', 'notebook_path'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function toolArguments(harness: HookHarness, input: Json): Json {
  const raw = harness === 'copilot' ? (input.toolArgs ?? input.tool_input) : (input.tool_input ?? input.toolArgs);
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObject(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return isObject(raw) ? raw : {};
}

/** The project folder the harness names: its environment variable, else the event's `cwd`, else ours. */
function projectRoot(harness: HookHarness, input: Json, env: NodeJS.ProcessEnv, cwd: string): string {
  const fromEnv = harness === 'claude-code' ? env.CLAUDE_PROJECT_DIR : harness === 'gemini' ? (env.GEMINI_PROJECT_DIR ?? env.CLAUDE_PROJECT_DIR) : env.COPILOT_PROJECT_DIR;
  const dir = fromEnv || (typeof input.cwd === 'string' && input.cwd) || cwd;
  return resolve(cwd, dir);
}

/** The event read from the hook's stdin text; undefined when it is not JSON (nothing to lint). */
export function readHookEvent(harness: HookHarness, stdin: string, env: NodeJS.ProcessEnv, cwd: string): HookEvent | undefined {
  let input: unknown;
  try {
    input = JSON.parse(stdin);
  } catch {
    return undefined;
  }
  if (!isObject(input)) return undefined;
  const tool = input.tool_name ?? input.toolName;
  if (typeof tool === 'string' && !WRITE_TOOLS[harness].includes(tool)) return undefined;
  const root = projectRoot(harness, input, env, cwd);
  const args = toolArguments(harness, input);
  const base = typeof input.cwd === 'string' ? resolve(cwd, input.cwd) : root;
  const files = PATH_KEYS.map((k) => args[k]).filter((p): p is string => typeof p === 'string' && p.length > 0 && !p.includes('\0'));
  return { root, files: [...new Set(files.map((p) => (isAbsolute(p) ? p : resolve(base, p))))] };
}
