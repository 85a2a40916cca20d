// esbuild for the site's scripts: Node's built-ins are replaced by the browser shims in
// site/playground/shims/, and `Buffer` is injected; everything else is bundled from src/ as is.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const shim = (name) => fileURLToPath(new URL(`./playground/shims/${name}.ts`, import.meta.url));
const SHIMS = ['fs', 'path', 'os', 'crypto', 'child_process', 'url'];

/** Resolve `node:x` and `x` for every shimmed built-in; any other built-in fails the build (it would break in the browser). */
const shimPlugin = {
  name: 'node-shims',
  setup(b) {
    b.onResolve({ filter: /^(node:)?(fs|path|os|crypto|child_process|url)$/ }, (args) => ({ path: shim(args.path.replace(/^node:/, '')) }));
    b.onResolve({ filter: /^node:/ }, (args) => ({ errors: [{ text: `${args.path} has no browser shim (site/playground/shims/)` }] }));
  },
};

/** Bundle one entry for the browser; returns esbuild's metafile (inputs and output sizes). */
export async function bundle(entry, outfile, { minify = true } = {}) {
  const r = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    sourcemap: false,
    metafile: true,
    legalComments: 'none',
    inject: [shim('buffer')],
    // picomatch asks for the platform (Windows paths); the virtual tree is POSIX.
    define: { 'process.platform': '"browser"' },
    plugins: [shimPlugin],
    logLevel: 'error',
  });
  return r.metafile;
}

export { SHIMS };
