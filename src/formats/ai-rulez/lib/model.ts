/** The model of one resolved ai-rulez project: its layers, includes, builtins, agents and how each `extends` binds. */
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import type { Pair, TreeNode } from '../../../artifacts/tree.js';
import type { AiRulezConfigData } from '../kinds.js';

export type LayerKind = 'project' | 'domain' | 'include' | 'builtin';

export interface Layer {
  /** `project`, `domain:<name>`, `include:<name>` or `builtin:<domain>`. */
  id: string;
  kind: LayerKind;
  name: string;
  include?: IncludeInfo;
  /** What this layer holds cannot be known (a remote include, which agentlint does not fetch). */
  unknown: boolean;
}

export interface IncludeInfo {
  index: number;
  node: TreeNode;
  /** Where the include as a whole is: its `[[includes]]` header, or its inline table. */
  anchor: Range;
  name?: string;
  namePair?: Pair;
  source?: string;
  sourcePair?: Pair;
  mergeStrategy: string;
  /** Its `include` list lets agents in (no list: every kind). */
  agents: boolean;
  /** A git source (or one that is not a local path). */
  remote: boolean;
  /** Root-relative folder its content is read from: `<dir>/.ai-rulez` or the bare `<dir>`. */
  contentDir?: string;
  /** Why a local source cannot be read. */
  problem?: 'missing' | 'outside' | 'not-dir';
  /** The folder a local source names (root-relative), when inside the project. */
  dir?: string;
}

export interface ExtendsRef {
  target: string;
  pair: Pair;
  value: TreeNode;
}

export interface AgentEntry {
  name: string;
  layer: Layer;
  layerIndex: number;
  /** The agent file; undefined for a builtin. */
  artifact?: Artifact;
  builtinDomain?: string;
  extends?: ExtendsRef;
}

export type BuiltinNotLoadedReason = 'no-builtins' | 'builtins-false' | 'excluded' | 'not-listed' | 'shadowed';

export type Binding =
  | { kind: 'bound'; base: AgentEntry }
  | { kind: 'missing'; lowerNames: string[] }
  | { kind: 'builtin-not-loaded'; domain: string; reason: BuiltinNotLoadedReason }
  | { kind: 'unknown'; layers: Layer[] }
  | { kind: 'cycle'; cycle: AgentEntry[] };

export interface BuiltinsState {
  pair?: Pair;
  mode: 'absent' | 'all' | 'none' | 'list';
  listed: string[];
  /** Domains excluded with `!name`, with the list item. */
  excluded: Map<string, TreeNode>;
  /** `builtin:<name>` in a profile loads the domain for that profile. */
  profileRefs: Set<string>;
  /** A project or include domain of the same name hides the builtin domain. */
  shadowed: Set<string>;
  loaded: Set<string>;
}

export interface AiRulezProject {
  config: Artifact;
  data: AiRulezConfigData;
  /** The ai-rulez project root (the folder holding `.ai-rulez/`), relative to the scan root. */
  root: string;
  includes: IncludeInfo[];
  builtins: BuiltinsState;
  /** Highest first. */
  layers: Layer[];
  agents: AgentEntry[];
  bindings: Map<AgentEntry, Binding>;
}
