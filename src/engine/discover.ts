/**
 * Discovery with the registry's kinds and roots: the ground floor (src/artifacts/discover.ts) knows no harness, and
 * this is where the registry is handed to it. Everything else of discovery is re-exported as it is.
 */
import { discoverStepsWith, discoverWith, type DiscoverOptions, type Discovery, type DiscoveryFacts, type ParsedFileHook } from '../artifacts/discover.js';
import { KIND_TABLE } from '../harnesses/registry.js';

export * from '../artifacts/discover.js';

/** Discover a tree with every harness's and format's kinds. */
export function discover(rootDir: string, options: DiscoverOptions = {}): Discovery {
  return discoverWith(KIND_TABLE, rootDir, options);
}

/** discoverStepsWith, with every harness's and format's kinds. */
export function discoverSteps(rootDir: string, options: DiscoverOptions = {}): Generator<DiscoveryFacts, Discovery, ParsedFileHook | undefined> {
  return discoverStepsWith(KIND_TABLE, rootDir, options);
}
