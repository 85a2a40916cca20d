/** Every file kind discovery knows, in match order. */
import { hooksKind, marketplaceKind, mcpKind, pluginKind } from './json-kinds.js';
import { agentKind, commandKind, skillKind } from './markdown.js';
import type { KindSpec } from './spec.js';

export const KIND_SPECS: KindSpec[] = [
  pluginKind,
  marketplaceKind,
  agentKind,
  skillKind,
  commandKind,
  mcpKind,
  hooksKind,
];

export type { KindSpec, ParseContext } from './spec.js';
