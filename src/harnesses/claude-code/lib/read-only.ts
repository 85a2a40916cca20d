/**
 * Which `!` commands Claude Code runs before the prompt without any
 * `allowed-tools` rule: the read-only commands observed on Claude Code
 * 2.1.332 (known values `READ_ONLY_*`). Anything not known to be read-only is
 * treated as needing a rule, since an unknown program (`uniq`, `awk`) was
 * refused.
 */
import { READ_ONLY_COMMANDS, READ_ONLY_EXACT_COMMANDS, READ_ONLY_GIT_SUBCOMMANDS, READ_ONLY_TEXT_COMMANDS, WRITING_OPTIONS } from '../known-values/claude-code.js';

/** Split one simple command into words (quotes removed; no expansion). */
export function words(cmd: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  let any = false;
  for (const c of cmd) {
    if (quote) {
      if (c === quote) quote = null;
      else cur += c;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      any = true;
      continue;
    }
    if (/\s/.test(c)) {
      if (cur !== '' || any) out.push(cur);
      cur = '';
      any = false;
      continue;
    }
    cur += c;
  }
  if (cur !== '' || any) out.push(cur);
  return out;
}

/** A path argument that points outside the working directory (or cannot be known without expanding it). */
function outsidePath(arg: string): boolean {
  if (arg === '/dev/null') return false;
  return arg.startsWith('/') || arg.startsWith('~') || arg.includes('$') || arg.split('/').includes('..');
}

function gitReadOnly(args: string[]): boolean {
  const sub = args[0];
  if (sub === undefined || !READ_ONLY_GIT_SUBCOMMANDS.includes(sub)) return false;
  const rest = args.slice(1);
  // `git branch x`, `git tag v1`, `git remote add`, `git stash` (push) change the repository.
  if (sub === 'branch') return rest.every((a) => ['--show-current', '-a', '--all', '-r', '--remotes', '-v', '-vv', '--list'].includes(a));
  if (sub === 'tag') return rest.every((a) => a === '-l' || a === '--list');
  if (sub === 'remote') return rest.every((a) => a === '-v' || a === '--verbose');
  if (sub === 'stash') return rest[0] === 'list';
  return true;
}

/**
 * Is one part of a command (no `&&`, `|`, `;`) read-only as Claude Code sees
 * it? `cmd` is already split at those operators.
 */
export function readOnlyPart(cmd: string): boolean {
  const c = cmd.trim();
  if (c === '') return true;
  if (READ_ONLY_EXACT_COMMANDS.includes(c)) return true;
  // Command substitution and output redirection are never auto-allowed (`cat x > out` was refused).
  if (/\$\(|`|(^|[^0-9<>&])>|>>/.test(c.replace(/\s[12]?>\s*\/dev\/null/g, ''))) return false;
  const w = words(c.replace(/<\s*\S+/g, ''));
  const prog = w[0];
  // `FOO=1 ls` was refused: an environment prefix needs a rule.
  if (prog === undefined || /^[A-Za-z_][A-Za-z0-9_]*=/.test(prog)) return false;
  const args = w.slice(1);
  if (prog === 'git') return gitReadOnly(args);
  if (!READ_ONLY_COMMANDS.includes(prog)) return false;
  const writing = WRITING_OPTIONS[prog];
  if (writing && args.some((a) => writing.some((o) => a === o || a.startsWith(`${o}=`) || (o === '-i' && /^-i/.test(a))))) return false;
  if (READ_ONLY_TEXT_COMMANDS.includes(prog)) return true;
  return !args.some((a) => !a.startsWith('-') && outsidePath(a));
}
