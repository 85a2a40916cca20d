/**
 * `agentlint hook HARNESS`, started by src/cli.ts without the rest of the command line: the hook runs after every
 * write of a session, so it loads only what it needs (./run.ts loads the engine once a written file can be an agent
 * definition). An error of ours is reported (exit 1, which the harnesses show the user and do not treat as a block),
 * never thrown at the write.
 */
import { readSync } from 'node:fs';
import { visibleLines } from '../report/escape.js';
import { runHook } from './run.js';

/**
 * The whole of stdin (a hook's event: the written file's content is in it, so it can be large). Read from the
 * descriptor while it answers, which spares the stream machinery a few milliseconds of every write; when it says
 * "try again" (a non-blocking pipe whose writer is not done) the rest is read as a stream, after what was read.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  if (readSyncInto(chunks)) return Buffer.concat(chunks).toString('utf8');
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads stdin into `chunks` until its end (true), or until a read would block or fails (false). */
function readSyncInto(chunks: Buffer[]): boolean {
  const buf = Buffer.allocUnsafe(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buf, 0, buf.length, null);
    } catch (err) {
      // End of input on some platforms; any other error: the stream decides.
      return (err as NodeJS.ErrnoException).code === 'EOF';
    }
    if (n === 0) return true;
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
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
