/** What the command line reads and writes through: injected, so tests run the commands in-process. */
import type { Stats } from 'node:fs';

export interface CliIO {
  cwd: string;
  stdout(s: string): void;
  stderr(s: string): void;
  color: boolean;
  fs: {
    existsSync(p: string): boolean;
    statSync(p: string): Stats;
    relative(from: string, to: string): string;
    resolve(...p: string[]): string;
  };
}
