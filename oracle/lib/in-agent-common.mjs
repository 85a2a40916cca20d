// Shared by the in-agent probes (../in-agent.mjs): how a request's messages are read, and the clone of the
// repository an install case installs.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './env.mjs';

/** The texts of one message's content: text blocks, and tool results marked `[tool_result]` (`[tool_result error]`). */
export function texts(content) {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((b) => (b.type === 'text' ? [b.text] : b.type === 'tool_result' ? texts(b.content).map((t) => `[tool_result${b.is_error ? ' error' : ''}] ${t}`) : []));
}

/** The repository as users get it: a clone of its last commit, with the bundle under test copied into dist/cli. */
export function cloneRepository(dest) {
  execFileSync('git', ['clone', '-q', ROOT, dest]);
  cpSync(join(ROOT, 'dist/cli'), join(dest, 'dist/cli'), { recursive: true });
  return dest;
}
