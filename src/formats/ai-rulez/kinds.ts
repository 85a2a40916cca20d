/**
 * ai-rulez's source files: the config (`.ai-rulez/config.toml`, or YAML in
 * v3 repos) as kind `ai-rulez-config`, and the agents in `.ai-rulez/agents/`
 * and `.ai-rulez/domains/<domain>/agents/` as kind `ai-rulez-agent`.
 *
 * The TOML config is read with ranges by `src/artifacts/toml.ts`.
 */
import type { Artifact, ParsedFile } from '../../artifacts/model.js';
import type { Range, SourceFile } from '../../artifacts/source.js';
import { getNode, getPair, parseYamlTree, scalarString, type TreeNode } from '../../artifacts/tree.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';
import { pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';
import { readTomlFile } from '../../artifacts/toml.js';



/** Kind-specific data of an `ai-rulez-config` artifact. */
export interface AiRulezConfigData {
  format: 'toml' | 'yaml';
  /** The ai-rulez project root: the folder that holds `.ai-rulez/` (or `ai-rulez.yaml`), relative to the scan root. */
  projectRoot: string;
  /** Ranges of TOML table headers (`[[includes]]`), by the JSONPath of the table they open. */
  headers: Record<string, Range>;
  /** The TOML parser's error, when the file is not valid TOML (`root` is then null). */
  tomlError?: { message: string; range: Range };
}

/** Kind-specific data of an `ai-rulez-agent` artifact. */
export interface AiRulezAgentData {
  /** `project` for `.ai-rulez/agents/`, `domain` for `.ai-rulez/domains/<domain>/agents/`. */
  layer: 'project' | 'domain';
  domain?: string;
  /** The folder that holds this `.ai-rulez/`, relative to the scan root. */
  projectRoot: string;
}

const CONFIG = /(^|\/)(\.ai-rulez\/config\.(toml|ya?ml)|ai-rulez\.ya?ml)$/;
const AGENT = /(^|\/)\.ai-rulez\/(agents|domains\/([^/]+)\/agents)\/[^/]+\.md$/;

function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '.' : path.slice(0, i);
}

/** Where the `.ai-rulez/` folder (or `ai-rulez.yaml`) of a path sits. */
export function aiRulezProjectRoot(path: string): string {
  const i = path.lastIndexOf('.ai-rulez/');
  if (i >= 0) return i === 0 ? '.' : path.slice(0, i - 1);
  return parentOf(path);
}

export const aiRulezConfigKind: KindSpec = {
  id: 'ai-rulez-config',
  matches: pathTest(CONFIG),
  parse(file, ctx) {
    const format: 'toml' | 'yaml' = file.path.endsWith('.toml') ? 'toml' : 'yaml';
    const data: AiRulezConfigData = { format, projectRoot: aiRulezProjectRoot(file.path), headers: {} };
    let root: TreeNode | null = null;
    const problems: ParsedFile['problems'] = [];
    if (format === 'toml') {
      const r = readTomlFile(file);
      root = r.root;
      data.headers = r.headers;
      if (r.error) data.tomlError = r.error;
    } else {
      const r = parseYamlTree(file.text, 0, file.lines, '$');
      root = r.root;
      problems.push(...r.problems);
    }
    const name = scalarString(getNode(root, 'name')) ?? data.projectRoot;
    const artifact: Artifact = {
      kind: 'ai-rulez-config',
      path: file.path,
      file,
      element: { type: 'ai-rulez-config', name },
      root,
      nameRange: getPair(root, 'name')?.value?.range,
      pluginRoot: ctx.pluginRoot,
      pluginDistributed: false,
      data: data as unknown as Record<string, unknown>,
    };
    return { file, kind: 'ai-rulez-config', artifacts: [artifact], problems };
  },
};

export const aiRulezAgentKind: KindSpec = {
  id: 'ai-rulez-agent',
  matches: pathTest(AGENT),
  parse(file, ctx) {
    const parsed = parseMarkdownArtifact('ai-rulez-agent', file, ctx);
    const m = AGENT.exec(file.path);
    const data: AiRulezAgentData = {
      layer: m?.[3] ? 'domain' : 'project',
      projectRoot: aiRulezProjectRoot(file.path),
    };
    if (m?.[3]) data.domain = m[3];
    for (const a of parsed.artifacts) {
      a.pluginDistributed = false;
      a.data = { ...a.data, ...data };
    }
    return parsed;
  },
};

/** Parse an agent file read outside discovery (a bare-layout include's `agents/<name>.md`). */
export function parseAiRulezAgent(file: SourceFile): Artifact | undefined {
  const parsed = parseMarkdownArtifact('ai-rulez-agent', file, {});
  const a = parsed.artifacts[0];
  if (!a) return undefined;
  const m = /(?:^|\/)domains\/([^/]+)\/agents\/[^/]+\.md$/.exec(file.path);
  a.pluginDistributed = false;
  a.data = { ...a.data, layer: m ? 'domain' : 'project', domain: m?.[1], projectRoot: aiRulezProjectRoot(file.path) };
  return a;
}
