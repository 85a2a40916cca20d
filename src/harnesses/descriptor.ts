/**
 * What agentlint knows about one harness (or one tool format), in one value: the harness's folder
 * (`src/harnesses/<id>/`) exports it as `descriptor.ts`, and `registry.ts` lists every descriptor. Discovery reads
 * the kinds and roots from here, the rule registry the rule family, the docs the title and pinned release.
 */
import type { KindSpec } from '../artifacts/kinds/spec.js';
import type { Rule } from '../diagnostics/rule.js';
import type { DiscoveryRoots } from '../artifacts/roots.js';
import type { InstallShape } from '../artifacts/catalog.js';

/** What an inventory entry is (src/engine/inventory/model.ts lists them in order). */
export type EntryKind = 'agent' | 'skill' | 'command' | 'hook' | 'mcp-server' | 'instructions' | 'output-style' | 'plugin' | 'marketplace' | 'lsp-server' | 'monitor' | 'settings' | 'policy';

/** What the inventory lists of a harness (src/engine/inventory/compute.ts). */
export interface InventoryFacts {
  /** The entry kind of each artifact kind it lists; an artifact kind not here is not listed. */
  entries: Readonly<Record<string, EntryKind>>;
  /** The keys of a file-level artifact that hold MCP servers, by artifact kind (each server is an entry). */
  mcpServers?: Readonly<Record<string, readonly string[]>>;
  /** The artifact kinds whose `hooks` map holds hook events (each event is an entry). */
  hookHolders?: readonly string[];
}

/** How a harness reads a file many harnesses share, in one line, with the recorded case or documentation that shows it. */
export interface SharedReading {
  how: string;
  source: string;
}

/** What a catalogue file can install as for this harness (a `catalog:` entry's `as:`; src/artifacts/catalog.ts). */
export interface InstallTargetFacts {
  /** The `as:` value: `<harness>/<what>`. */
  id: string;
  /** The artifact kind that reads the installed file. */
  spec: string;
  /** What the file is once installed, for messages ("a Claude Code project agent (.claude/agents/)"). */
  title: string;
  /** The folder (or file) it installs into, and how the path below the entry's folder maps there. */
  folder: string;
  shape: InstallShape;
}

/**
 * How the harness's answer to a hook reaches the model: `block-reason` is `{ decision: "block", reason }` (Claude
 * Code's PostToolUse: the write has happened, "block" makes it read the reason before it goes on);
 * `after-tool-context` is `{ hookSpecificOutput: { hookEventName: "AfterTool", additionalContext } }` (Gemini CLI adds
 * it to the tool's result); `additional-context` is `{ additionalContext }` (Copilot CLI's postToolUse).
 */
export type HookAnswer = 'block-reason' | 'after-tool-context' | 'additional-context';

/** What the harness sends `agentlint hook <id>` after a write, and how it takes the answer (src/hook/). */
export interface HookFacts {
  /** The tools that write or edit a file: an event from another tool (an MCP call) is not a write. */
  writeTools: readonly string[];
  /** Where the event holds the tool's arguments (an object, or JSON text), in the order tried. */
  argumentKeys: readonly string[];
  /** The environment variables that name the project folder, in the order tried (else the event's `cwd`). */
  projectDirEnv: readonly string[];
  answer: HookAnswer;
}

/** The release of a harness its recorded facts were observed on (oracle/pins.json). */
export interface PinnedRelease {
  /** The npm package the oracle installs. */
  package: string;
  version: string;
}

interface Described<I extends string> {
  id: I;
  title: string;
  /** The title where space is short (the pull request's inventory comment); the title when absent. */
  shortTitle?: string;
  /** Globs of the files an editor opens agentlint for (relative to any folder; VS Code's activation events). */
  editorGlobs: readonly string[];
  /** The file kinds, in match order (discovery gives a file to the first kind of each harness that claims it). */
  kinds: readonly KindSpec[];
  /** The extensions each kind's files can have (`KindSpec.extensions`): discovery asks a kind only about such files. */
  extensions: Readonly<Record<string, readonly string[]>>;
  /** How it reads the files many harnesses share, by the artifact kind it gives them (the inventory explains them). */
  sharedFiles?: Readonly<Record<string, SharedReading>>;
  /** The programs that read its files when there are several (`surfaces:` in the configuration narrows them). */
  surfaces?: readonly string[];
  /** What the inventory lists of its files. */
  inventory?: InventoryFacts;
  /** Folders this harness's files turn into roots of more files (plugins, extensions); see artifacts/roots.ts. */
  roots?: DiscoveryRoots;
  /** The rule family, imported when a run needs it (its own chunk in the bundle). */
  rules(): Promise<readonly Rule[]>;
}

export interface HarnessDescriptor<I extends string = string> extends Described<I> {
  type: 'harness';
  /** The release the oracle observes (absent for a harness read from its documentation only). */
  release?: PinnedRelease;
  /** Rules loaded on every run, whatever the tree holds (Claude Code: the unmarked harness of most repositories). */
  alwaysLoaded?: boolean;
  /** What its after-write hook sends agentlint and how it takes the answer (src/hook/, via a generated module). */
  hook?: HookFacts;
  /** What a catalogue's files can install as for this harness, in the order the docs list them. */
  installTargets?: readonly InstallTargetFacts[];
}

/** A tool format several harnesses' sessions share (ai-rulez, AGENTLTL.yaml): its files are checked wherever found. */
export interface FormatDescriptor<I extends string = string> extends Described<I> {
  type: 'format';
}

export type Descriptor = HarnessDescriptor | FormatDescriptor;
