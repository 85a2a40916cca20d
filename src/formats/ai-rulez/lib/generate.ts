/** `agentlint resolve`: the agents as ai-rulez would generate them, merged along their `extends` chains. */
import type { Artifact, Project } from '../../../artifacts/model.js';
import { getPair, toValue } from '../../../artifacts/tree.js';
import type { AgentEntry, AiRulezProject, Binding, LayerKind } from './model.js';
import { aiRulezProjects, winners } from './projects.js';

export type ResolvedStatus = 'plain' | 'extends' | 'builtin' | 'missing-base' | 'cycle' | 'builtin-not-loaded' | 'unknown-base';

export interface ResolvedField {
  key: string;
  value: unknown;
  /** Layer id of the definition the value comes from. */
  layer: string;
  /** File of that definition (undefined when it is the name taken from the file name). */
  path?: string;
}

export interface ResolvedBodyPart {
  layer: string;
  /** `file`: text read from `path`; `builtin`: a placeholder for ai-rulez's builtin text; `unknown`: a remote include's text, not fetched. */
  kind: 'file' | 'builtin' | 'unknown';
  /** The agent the part comes from. */
  agent: string;
  path?: string;
  text: string;
}

export interface ResolvedLink {
  name: string;
  layer: string;
  path?: string;
}

export interface ResolvedAgent {
  name: string;
  /** Layer id of the definition that is generated. */
  layer: string;
  path?: string;
  /** The `extends` value as written. */
  extends?: string;
  status: ResolvedStatus;
  /** The definitions merged, base first, ending with this one. */
  chain: ResolvedLink[];
  /** The merged frontmatter, in key order (base keys first), `extends` left out. */
  fields: ResolvedField[];
  /** Frontmatter inherited from layers agentlint cannot read (builtin texts, remote includes). */
  unknownFieldsFrom: string[];
  body: ResolvedBodyPart[];
  /** The generated body: the parts joined with a blank line. */
  text: string;
  /** Lower definitions of the same name this one hides (fully, or as its base). */
  shadows: ResolvedLink[];
}

export interface ResolvedLayer {
  id: string;
  kind: LayerKind;
  name: string;
  unknown: boolean;
  /** An include's `source`. */
  source?: string;
}

export interface ResolvedProject {
  /** Path of the config file. */
  config: string;
  projectRoot: string;
  /** Highest first. */
  layers: ResolvedLayer[];
  /** One per generated agent, by name. */
  agents: ResolvedAgent[];
}

export function builtinPlaceholder(name: string, domain: string): string {
  return `[builtin ${name} (${domain}): ai-rulez's text, not shipped with agentlint]`;
}

function bodyText(a: Artifact): string {
  const body = a.markdown?.body ?? '';
  return body.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?<!\s)\s+$/, '');
}

interface Merged {
  fields: Map<string, ResolvedField>;
  body: ResolvedBodyPart[];
  chain: ResolvedLink[];
  unknownFieldsFrom: string[];
}

function link(e: AgentEntry): ResolvedLink {
  return { name: e.name, layer: e.layer.id, path: e.artifact?.path };
}

function merge(p: AiRulezProject, e: AgentEntry, memo: Map<AgentEntry, Merged>): Merged {
  const done = memo.get(e);
  if (done) return done;
  let m: Merged;
  if (!e.artifact) {
    m = {
      fields: new Map([['name', { key: 'name', value: e.name, layer: e.layer.id }]]),
      body: [{ layer: e.layer.id, kind: 'builtin', agent: e.name, text: builtinPlaceholder(e.name, e.builtinDomain ?? e.layer.name) }],
      chain: [link(e)],
      unknownFieldsFrom: [e.layer.id],
    };
  } else {
    const b = p.bindings.get(e);
    const base: Merged =
      b?.kind === 'bound'
        ? merge(p, b.base, memo)
        : b?.kind === 'unknown'
          ? {
              fields: new Map(),
              body: [{ layer: b.layers[0]!.id, kind: 'unknown', agent: e.extends!.target, text: `[${e.extends!.target} from ${b.layers.map((l) => l.id).join(' or ')}: not fetched]` }],
              chain: [],
              unknownFieldsFrom: b.layers.map((l) => l.id),
            }
          : { fields: new Map(), body: [], chain: [], unknownFieldsFrom: [] };
    const fields = new Map(base.fields);
    const root = e.artifact.root;
    if (root?.type === 'map') {
      for (const pair of root.pairs) {
        if (pair.key === 'extends') continue;
        // An overridden key keeps the base's position; new keys follow.
        fields.set(pair.key, { key: pair.key, value: toValue(pair.value), layer: e.layer.id, path: e.artifact.path });
      }
    }
    if (!root || root.type !== 'map' || !getPair(root, 'name')) {
      fields.set('name', { key: 'name', value: e.name, layer: e.layer.id, path: e.artifact.path });
    }
    const own = bodyText(e.artifact);
    const body = [...base.body];
    if (own !== '' || body.length === 0) body.push({ layer: e.layer.id, kind: 'file', agent: e.name, path: e.artifact.path, text: own });
    m = { fields, body, chain: [...base.chain, link(e)], unknownFieldsFrom: base.unknownFieldsFrom };
  }
  memo.set(e, m);
  return m;
}

const STATUS: Record<Binding['kind'], ResolvedStatus> = {
  bound: 'extends',
  missing: 'missing-base',
  cycle: 'cycle',
  'builtin-not-loaded': 'builtin-not-loaded',
  unknown: 'unknown-base',
};

function resolvedAgent(p: AiRulezProject, e: AgentEntry, memo: Map<AgentEntry, Merged>): ResolvedAgent {
  const m = merge(p, e, memo);
  const b = p.bindings.get(e);
  const shadows = p.agents.filter((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex).map(link);
  return {
    name: e.name,
    layer: e.layer.id,
    path: e.artifact?.path,
    extends: e.extends?.target,
    status: !e.artifact ? 'builtin' : b ? STATUS[b.kind] : 'plain',
    chain: m.chain,
    fields: [...m.fields.values()],
    unknownFieldsFrom: m.unknownFieldsFrom,
    body: m.body,
    text: m.body.map((x) => x.text).join('\n\n'),
    shadows,
  };
}

/** Every ai-rulez project in the scan, with its generated agents. */
export function resolveProjects(project: Project): ResolvedProject[] {
  return aiRulezProjects(project).map((p) => {
    const memo = new Map<AgentEntry, Merged>();
    return {
      config: p.config.path,
      projectRoot: p.root,
      layers: p.layers.map((l) => ({ id: l.id, kind: l.kind, name: l.name, unknown: l.unknown, source: l.include?.source })),
      agents: winners(p).map((e) => resolvedAgent(p, e, memo)),
    };
  });
}

/** The generated agent named `name`, in each ai-rulez project that has one. */
export function resolveAgent(project: Project, name: string): Array<{ config: string; agent: ResolvedAgent }> {
  const out: Array<{ config: string; agent: ResolvedAgent }> = [];
  for (const r of resolveProjects(project)) {
    const a = r.agents.find((x) => x.name === name);
    if (a) out.push({ config: r.config, agent: a });
  }
  return out;
}
