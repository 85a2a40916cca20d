/** Every file kind discovery knows, in match order. */
import { aiRulezAgentKind, aiRulezConfigKind } from './ai-rulez.js';
import { agentltlKind } from './agentltl.js';
import { memoryKind } from './claude-memory.js';
import { outputStyleKind } from './claude-output-style.js';
import { COPILOT_KINDS } from './copilot.js';
import { CODEX_KINDS } from './codex.js';
import { GEMINI_KINDS } from './gemini.js';
import { OPENCODE_KINDS } from './opencode.js';
import { CURSOR_KINDS } from './cursor.js';
import { hooksKind, marketplaceKind, mcpKind, pluginKind } from './json-kinds.js';
import { agentKind, commandKind, skillKind } from './markdown.js';
import { pluginLspKind, pluginMonitorsKind, pluginSettingsKind } from './plugin-parts.js';
import type { KindSpec } from './spec.js';

export const KIND_SPECS: KindSpec[] = [
  pluginKind,
  marketplaceKind,
  aiRulezConfigKind,
  aiRulezAgentKind,
  agentKind,
  skillKind,
  commandKind,
  mcpKind,
  hooksKind,
  pluginLspKind,
  pluginMonitorsKind,
  pluginSettingsKind,
  memoryKind,
  outputStyleKind,
  ...COPILOT_KINDS,
  ...CODEX_KINDS,
  ...GEMINI_KINDS,
  ...OPENCODE_KINDS,
  ...CURSOR_KINDS,
  agentltlKind,
];

export type { KindSpec, ParseContext } from './spec.js';

/** Artifact kinds each harness reads (the README's harness table). */
export function kindsByHarness(specs: readonly KindSpec[] = KIND_SPECS): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const k of specs) {
    if (!k.harness) continue;
    const list = (out[k.harness] ??= []);
    for (const y of k.yields ?? [k.id]) if (!list.includes(y)) list.push(y);
  }
  return out;
}
