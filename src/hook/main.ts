/**
 * `agentlint hook HARNESS`, started by src/cli.ts without the rest of the command line: the hook runs after every
 * write of a session, so it loads only what it needs (./run.ts loads the engine once a written file can be an agent
 * definition). An error of ours is reported (exit 1, which the harnesses show the user and do not treat as a block),
 * never thrown at the write.
 */
import { visibleLines } from '../report/escape.js';
import { runHook } from './run.js';

/** The whole of stdin (a hook's event: the written file's content is in it, so it can be large). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function main(argv: readonly string[]): Promise<void> {
  const stderr = (s: string) => process.stderr.write(visibleLines(s));
  try {
    process.exitCode = await runHook(argv, { stdin: readStdin, stdout: (s) => process.stdout.write(s), stderr, env: process.env, cwd: process.cwd() });
  } catch (err) {
    stderr(`agentlint hook: ${(err as Error)?.message ?? String(err)}\n`);
    process.exitCode = 1;
  }
}
