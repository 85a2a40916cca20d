#!/usr/bin/env node
/**
 * The command line's entry point (bundled to dist/cli/index.js). It turns on V8's compile cache before anything
 * else is loaded, so that a later run reuses the compiled code (Node 22.1 and later; a no-op before), answers
 * `--version` alone without loading the rest, starts the after-write hook without the command line (src/hook/main.ts),
 * and otherwise loads the command line itself (src/cli/entry.ts).
 */
import { enableCompileCache } from './compile-cache.js';
import { TOOL_VERSION } from './engine/version.js';

enableCompileCache();
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) process.stdout.write(`${TOOL_VERSION}\n`);
else if (args[0] === 'hook' && !['--help', '-h'].includes(args[1] ?? '')) void import('./hook/main.js').then((m) => m.main(args.slice(1)));
else void import('./cli/entry.js');
