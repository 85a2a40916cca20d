/**
 * `agentlint hook HARNESS`: the command a harness runs after a write or an edit.
 * It reads the hook's JSON on stdin and lints each written file that is an agent
 * definition (./claimable.ts rules most files out first; discovery decides, with the project's configuration), then hands
 * its errors and warnings back in the harness's own form (./output.ts). For any other file,
 * for a file outside the project, or for input it cannot read, it prints nothing
 * and exits 0: the hook never stands in the way of a write.
 */
import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { FILE_BUDGET_MS, MAX_FILE_BYTES } from '../artifacts/limits.js';
import { countLine, findingsText, type Finding } from '../mcp/findings.js';
import { mayBeDefinition } from './claimable.js';
import { HOOK_HARNESSES, readHookEvent, type HookHarness } from './input.js';
import { hookOutput } from './output.js';

export interface HookIO {
  stdin(): Promise<string>;
  stdout(s: string): void;
  stderr(s: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** Findings listed in one answer: the rest are counted (the file is linted again after the next edit). */
const MAX_LISTED = 20;

/** Root-relative path of a written file worth linting; undefined for a file outside the root, too large, or that no harness could read. */
function candidate(root: string, abs: string): string | undefined {
  const rel = relative(root, abs).split('\\').join('/');
  if (rel === '' || rel === '..' || rel.startsWith('../') || rel.startsWith('/') || /^[a-zA-Z]:/.test(rel)) return undefined;
  if (!mayBeDefinition(root, rel)) return undefined;
  if (!existsSync(abs) || !statSync(abs).isFile() || statSync(abs).size > MAX_FILE_BYTES) return undefined;
  return rel;
}

/** The message the model reads: what is wrong, where, and the fix, for the files just written. */
export function feedbackText(files: string[], findings: Finding[]): string {
  const listed = findings.slice(0, MAX_LISTED);
  const more = findings.length - listed.length;
  return [
    `agentlint: ${countLine(findings, files.length)} just written (${files.join(', ')}); fix them before going on:`,
    findingsText(listed),
    ...(more > 0 ? [`… and ${more} more (run \`agentlint ${files.join(' ')}\`)`] : []),
    'Rule docs: `agentlint explain <rule>`. To turn a rule off, set it to allow under `lints:` in .agentlint.yml.',
  ].join('\n');
}

export async function runHook(argv: readonly string[], io: HookIO): Promise<number> {
  const harness = argv[0];
  if (!(HOOK_HARNESSES as readonly string[]).includes(harness ?? '')) {
    io.stderr(`agentlint hook: name the harness: ${HOOK_HARNESSES.join(', ')} (see \`agentlint --help\`)\n`);
    return 2;
  }
  const event = readHookEvent(harness as HookHarness, await io.stdin(), io.env, io.cwd);
  if (!event || !existsSync(event.root) || !statSync(event.root).isDirectory()) return 0;
  const files = event.files.map((f) => candidate(event.root, f)).filter((f): f is string => f !== undefined);
  if (files.length === 0) return 0;
  // Only now the engine: most writes of a session are no agent definition.
  const [{ lintAround }, { toFinding }] = await Promise.all([import('../engine/lint-loading.js'), import('../mcp/findings.js')]);
  const result = await lintAround({ root: event.root, only: files, fileBudgetMs: FILE_BUDGET_MS });
  // Errors and warnings only: an info finding (style, portability) is not worth interrupting the model's turn for.
  const worth = result.diagnostics.filter((d) => d.level !== 'info');
  // Discovery read none of them as an agent definition, or they are clean: nothing to say.
  if (result.filesChecked === 0 || worth.length === 0) return 0;
  io.stdout(hookOutput(harness as HookHarness, feedbackText(files, worth.map(toFinding))) + '\n');
  return 0;
}
