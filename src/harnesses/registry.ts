/**
 * The registry: every harness and tool format agentlint knows, one descriptor each, in the order their kinds are
 * matched and their rules listed. Adding a harness is adding its folder and its line here; discovery, the rule
 * registry, the docs and the configuration schema read everything else from the descriptor.
 */
import type { InstallTarget } from '../artifacts/catalog.js';
import type { KindTable } from '../artifacts/discover.js';
import type { KindSpec } from '../artifacts/kinds/spec.js';
import type { Descriptor } from './descriptor.js';
import { descriptor as claudeCode } from './claude-code/descriptor.js';
import { descriptor as copilot } from './copilot/descriptor.js';
import { descriptor as codex } from './codex/descriptor.js';
import { descriptor as gemini } from './gemini/descriptor.js';
import { descriptor as opencode } from './opencode/descriptor.js';
import { descriptor as cursor } from './cursor/descriptor.js';
import { descriptor as kiloCode } from './kilo-code/descriptor.js';
import { descriptor as windsurf } from './windsurf/descriptor.js';
import { descriptor as kiro } from './kiro/descriptor.js';
import { descriptor as rooCode } from './roo-code/descriptor.js';
import { descriptor as qwenCode } from './qwen-code/descriptor.js';
import { descriptor as cline } from './cline/descriptor.js';
import { descriptor as auggie } from './auggie/descriptor.js';
import { descriptor as amp } from './amp/descriptor.js';
import { descriptor as droid } from './droid/descriptor.js';
import { descriptor as aiRulez } from '../formats/ai-rulez/descriptor.js';
import { descriptor as agentltl } from '../formats/agentltl/descriptor.js';
import { descriptor as agentPlugins } from '../formats/agent-plugins/descriptor.js';

export const HARNESS_DESCRIPTORS = [claudeCode, copilot, codex, gemini, opencode, cursor, kiloCode, windsurf, kiro, rooCode, qwenCode, cline, auggie, amp, droid] as const;

export const FORMAT_DESCRIPTORS = [aiRulez, agentltl, agentPlugins] as const;

/** Harnesses first, then the tool formats: the order of the rule registry and of kind matching. */
export const DESCRIPTORS: readonly Descriptor[] = [...HARNESS_DESCRIPTORS, ...FORMAT_DESCRIPTORS];

/** Every file kind discovery knows, in match order, each with the extensions its descriptor gives it (copies: the kinds are not changed). */
export const KIND_SPECS: readonly KindSpec[] = DESCRIPTORS.flatMap((d) => d.kinds.map((k) => (k.extensions || !d.extensions[k.id] ? k : { ...k, extensions: d.extensions[k.id] })));

/** What discovery reads files as (src/engine/discover.ts hands it over): the kinds, and the roots of each descriptor that has some. */
/** What a catalogue file can install as (`catalog:` `as:` values), harness by harness in registry order. */
export const INSTALL_TARGETS: readonly InstallTarget[] = HARNESS_DESCRIPTORS.flatMap((d) => (d.installTargets ?? []).map((t) => ({ ...t, harness: d.id })));

export function installTarget(id: string): InstallTarget | undefined {
  return INSTALL_TARGETS.find((t) => t.id === id);
}

export const KIND_TABLE: KindTable = {
  kinds: KIND_SPECS,
  installTargets: INSTALL_TARGETS,
  roots: DESCRIPTORS.flatMap((d) => (d.roots ? [{ roots: d.roots, harness: d.type === 'harness' ? d.id : undefined }] : [])),
};

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
