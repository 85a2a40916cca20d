/** Run the CLI in-process with captured output (the same commands a user runs). */
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { runCli, type CliIO } from '../../src/cli/run.js';

export async function cli(argv: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    cwd,
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    color: false,
    fs: { existsSync, statSync, relative, resolve },
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}

/** The diagnostics of a JSON report, as `kind level line:col-line:col`. */
export function findings(out: string): string[] {
  const r = JSON.parse(out) as { diagnostics: Array<{ kind: string; level: string; span: { path: string; range: { start: { line: number; column: number }; end: { line: number; column: number } } } }> };
  return r.diagnostics.map((d) => `${d.span.path} ${d.kind} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`);
}
