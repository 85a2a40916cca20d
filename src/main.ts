/** The GitHub Action's entry point (bundled to dist/index.js): V8's compile cache and a young generation that stays small (./young-generation.ts) first, then the Action. */
import { enableCompileCache } from './compile-cache.js';
import { keepYoungGenerationSmall } from './young-generation.js';

enableCompileCache();
keepYoungGenerationSmall();
void import('./action-entry.js');
