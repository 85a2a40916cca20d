/**
 * The inventory: what each harness would load from a tree, with the values as
 * that harness reads them, and what it would not load, with the finding that
 * says why. The JSON document is versioned (docs/inventory.md).
 */
import type { EntryKind } from '../../harnesses/descriptor.js';
import type { Harness } from '../../artifacts/harness.js';

/** Bumped on any change to the JSON shape that is not an addition. */
export const INVENTORY_SCHEMA_VERSION = 1;

/** What an entry is, across harnesses (each harness's own artifact kind is kept in `artifactKind`); the descriptors name it. */
export type { EntryKind } from '../../harnesses/descriptor.js';

export const ENTRY_KIND_ORDER: readonly EntryKind[] = [
  'marketplace', 'plugin', 'agent', 'skill', 'command', 'hook', 'mcp-server', 'lsp-server', 'monitor', 'instructions', 'output-style', 'settings', 'policy',
];

/** A value the harness does not use: a field it ignores, a tool name it drops. */
export interface DroppedValue {
  /** The field it was written in (`tools`, `permissionMode`). */
  field: string;
  /** The value as written (for a dropped field: the field name). */
  written: string;
  /** Why, in a few words (`an unknown name`, `ignored for plugin agents`). */
  reason: string;
}

/**
 * A value the harness reads that a finding says it ignores or that fails when used (an unknown model, a hook
 * script that is not there): the value is listed as written, with the finding. Addition to schema 1.
 */
export interface ValueProblem {
  /** The field of `values` it is about (`model`, `handlers`); empty for the entry itself (a server with no transport). */
  field: string;
  /** The value as shown (for a handler: that handler; for the entry: its name). */
  written: string;
  effect: 'ignored' | 'fails-at-run-time';
  /** The finding's few words (`model \`sonet\` is not a known model`). */
  reason: string;
  rule: string;
  line: number;
  column: number;
}

/** Where an entry comes from. */
export interface Origin {
  /** The plugin (or Gemini extension) it ships in: the manifest's name. */
  plugin?: string;
  /** The marketplace that lists that plugin. */
  marketplace?: string;
  /** A catalogue file (`catalog:`): what it installs as (`copilot/agent`); the entry is what an install would load. */
  catalog?: string;
}

export interface InventoryEntry {
  kind: EntryKind;
  /** The harness's own kind of artifact (`agent`, `copilot-skill`, …). */
  artifactKind: string;
  /** The name the harness lists it under (`plugin:agent` for a Claude Code plugin agent). */
  name: string;
  /** Root-relative path of the file it is read from. */
  path: string;
  origin?: Origin;
  /**
   * Effective values, as the harness reads them: a string, or a list (tools).
   * Only values the harness uses are here; `dropped` lists the rest.
   */
  values: Record<string, string | string[]>;
  dropped: DroppedValue[];
  /** Values shown above that a finding says are ignored or fail when used (always present; added in schema 1). */
  problems: ValueProblem[];
}

/** The finding that explains why a file is not loaded. */
export interface Reason {
  /** Rule id. */
  rule: string;
  message: string;
  line: number;
  column: number;
  /** A few words for a diff line (`frontmatter is not valid YAML`). */
  short: string;
}

export interface NotLoadedEntry {
  kind: EntryKind;
  artifactKind: string;
  name: string;
  path: string;
  origin?: Origin;
  reason: Reason;
}

export interface HarnessInventory {
  harness: Harness;
  title: string;
  loaded: InventoryEntry[];
  notLoaded: NotLoadedEntry[];
}

/** A file several enabled harnesses read, with how each reads it (src/artifacts/shared-files.ts). */
export interface SharedFile {
  path: string;
  readers: Array<{ harness: Harness; title: string; kind: string; how: string; source: string }>;
  /** Enabled harnesses that do not read it, as agentlint models them. */
  notRead: Harness[];
}

export interface Inventory {
  schemaVersion: number;
  tool: { name: string; version: string };
  harnesses: HarnessInventory[];
  /** Added without a schema bump (an addition): files more than one enabled harness reads. */
  shared: SharedFile[];
}
