/**
 * What a harness's after-write hook receives on stdin, read for the one thing
 * agentlint needs: the folder the session works in and the files the tool wrote.
 * Each harness's descriptor says where its event holds the tool's arguments (Claude
 * Code and Gemini CLI: `tool_input`; Copilot CLI: `toolArgs`, as JSON text or an
 * object), which tools write, and which environment variables name the project
 * (else the event's `cwd`); the hook itself runs in the plugin's folder.
 */
import { isAbsolute, resolve } from 'node:path';
import { HOOK_FACTS } from './harnesses.generated.js';

export type HookHarness = keyof typeof HOOK_FACTS;
export const HOOK_HARNESSES = Object.keys(HOOK_FACTS) as HookHarness[];

export interface HookEvent {
  /** The project folder: the scan root. */
  root: string;
  /** Absolute paths of the files the tool wrote or edited. */
  files: string[];
}

/** The keys under which the write and edit tools of these harnesses name their file. */
const PATH_KEYS = ['file_path', 'path', 'filePath', 'notebook_path'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function toolArguments(harness: HookHarness, input: Json): Json {
  const key = HOOK_FACTS[harness].argumentKeys.find((k) => input[k] !== undefined);
  const raw = key === undefined ? undefined : input[key];
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
  const fromEnv = HOOK_FACTS[harness].projectDirEnv.map((v) => env[v]).find((v) => v !== undefined);
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
  if (typeof tool === 'string' && !(HOOK_FACTS[harness].writeTools as readonly string[]).includes(tool)) return undefined;
  const root = projectRoot(harness, input, env, cwd);
  const args = toolArguments(harness, input);
  const base = typeof input.cwd === 'string' ? resolve(cwd, input.cwd) : root;
  const files = PATH_KEYS.map((k) => args[k]).filter((p): p is string => typeof p === 'string' && p.length > 0 && !p.includes('\0'));
  return { root, files: [...new Set(files.map((p) => (isAbsolute(p) ? p : resolve(base, p))))] };
}
