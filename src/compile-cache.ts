/**
 * V8's compile cache for the entry points (the CLI, the Action, the language server): `module.enableCompileCache`
 * (Node 22.1 and later) keeps the compiled code of the bundle in a folder of the system's temporary folder, and a
 * later start reads it instead of compiling again. It must run before the modules it should cache are loaded, so
 * each entry point calls it first and loads the rest with `import()`. `NODE_COMPILE_CACHE` chooses the folder,
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off (Node's own variables).
 */
import module from 'node:module';

export function enableCompileCache(): void {
  const withCache = module as { enableCompileCache?: () => unknown };
  try {
    withCache.enableCompileCache?.();
  } catch {
    // A cache folder that cannot be written: run without the cache.
  }
}
