/** The GitHub Action's entry point (bundled to dist/index.js): V8's compile cache first, then the Action. */
import { enableCompileCache } from './compile-cache.js';

enableCompileCache();
void import('./action-entry.js');
