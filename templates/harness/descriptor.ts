/**
 * Example: the template of a harness's folder. Copy `templates/harness/` to `src/harnesses/<id>/`, replace `example`
 * and `Example` with the harness's id and title, add the descriptor to `src/harnesses/registry.ts` (one import, one
 * entry of HARNESS_DESCRIPTORS), run `npm run docs`. __tests__/architecture/template-harness.test.ts does exactly
 * that in a copy of the repository and checks the harness is discovered, linted, listed and documented.
 */
import type { HarnessDescriptor } from '../descriptor.js';
import { EXAMPLE_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'example'> = {
  type: 'harness',
  id: 'example',
  title: 'Example',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: ['.example/agents/*.md'],
  /** What the inventory lists of this harness. */
  inventory: { entries: { 'example-agent': 'agent' } },
  kinds: EXAMPLE_KINDS,
  extensions: { 'example-agent': ['.md'] },
  rules: async () => (await import('./rules/index.js')).RULES,
};
