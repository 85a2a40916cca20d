/** Each harness's surfaces (the programs that read its files), from the descriptors of the registry. */
import type { Harness } from '../artifacts/harness.js';
import { HARNESS_DESCRIPTORS } from '../harnesses/registry.js';

export const HARNESS_SURFACES: Partial<Record<Harness, readonly string[]>> = Object.fromEntries(
  HARNESS_DESCRIPTORS.flatMap((d) => (d.surfaces ? [[d.id, d.surfaces]] : [])),
);
