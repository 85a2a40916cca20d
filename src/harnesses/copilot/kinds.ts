/**
 * GitHub Copilot CLI's repository files: custom agents (`.github/agents/**\/*.md`, and
 * `.claude/agents/*.md` which Copilot reads too), skills (`.github/skills/<n>/SKILL.md`, and
 * `.claude/skills/<n>/SKILL.md`), hooks (`.github/hooks/**\/*.json`), MCP servers (`.mcp.json`,
 * `.github/mcp.json`), repository settings (`.github/copilot/settings{,.local}.json`) and
 * instructions (`.github/copilot-instructions.md`, `.github/instructions/**\/*.instructions.md`,
 * and the root `AGENTS.md`, `CLAUDE.md`, `GEMINI.md`) and plugin manifests (`<plugin>/.plugin/plugin.json`,
 * `<plugin>/.github/plugin/plugin.json`, and `.claude-plugin/plugin.json`) and marketplaces
 * (`.github/plugin/marketplace.json`, `.plugin/marketplace.json`, `.claude-plugin/marketplace.json`). All observed on Copilot CLI 1.0.102
 * (oracle/copilot/cases.json, docs/harnesses/copilot.md).
 */
import type { MarkdownReading } from '../../artifacts/frontmatter.js';
import { parseJsonFile } from '../../artifacts/json.js';
import type { Artifact, ArtifactKind, ParsedFile } from '../../artifacts/model.js';
import type { SourceFile } from '../../artifacts/source.js';
import { harnessMarkdownKind } from '../../artifacts/kinds/markdown.js';
import { getNode, parseYamlTree, scalarString, type ParseProblem } from '../../artifacts/tree.js';
import { pathTest, type DeclaredFolder, type KindSpec, type ParseContext } from '../../artifacts/kinds/spec.js';
import { pathAsRead } from '../../artifacts/catalog.js';

// Sub-folders count: `.github/agents/sub/x.agent.md` is the agent `sub--x` (case `agent-names`).
const AGENT = /^\.github\/agents\/(?:.+\/)?[^/]+\.md$/;
const CLAUDE_AGENT = /^\.claude\/agents\/[^/]+\.md$/;
const SKILL = /^\.github\/skills\/[^/]+\/SKILL\.md$/;
const CLAUDE_SKILL = /^\.claude\/skills\/[^/]+\/SKILL\.md$/;
// Sub-folders count too (case `hook-files`).
const HOOKS = /^\.github\/hooks\/(?:.+\/)?[^/]+\.json$/;
const INSTRUCTIONS = /^\.github\/(copilot-instructions\.md|instructions\/(.+\/)?[^/]+\.instructions\.md)$/;
// `copilot instruction list` run at the root lists these; a nested `sub/AGENTS.md` is not read (case `agent-names`).
const OTHER_HARNESS_INSTRUCTIONS = /^(AGENTS|CLAUDE|GEMINI)\.md$/;
const WORKSPACE_MCP = /^\.mcp\.json$/;
const GITHUB_MCP = /^\.github\/mcp\.json$/;
const SETTINGS = /^\.github\/copilot\/settings(\.local)?\.json$/;
// A plugin's manifest, anywhere (a repository may hold several plugins): Copilot's own places, and
// Claude Code's, which Copilot reads last (case `plugin-manifests`). A bare `<folder>/plugin.json` is
// read too, but any project may hold such a file, so it is not taken for a Copilot plugin.
const PLUGIN = /(^|\/)(\.plugin|\.github\/plugin)\/plugin\.json$/;
const CLAUDE_PLUGIN = /(^|\/)\.claude-plugin\/plugin\.json$/;
// A repository is a marketplace at its root (`copilot plugin marketplace add owner/repo`). A bare root
// `marketplace.json` is read first, but any project may hold such a file: it only counts as shadowing.
const MARKETPLACE = /^(\.plugin|\.github\/plugin)\/marketplace\.json$/;
const CLAUDE_MARKETPLACE = /^\.claude-plugin\/marketplace\.json$/;
// VS Code's prompt files; Copilot CLI does not read them (cases `agent-names`, `cloud-files`).
const PROMPT = /^\.github\/prompts\/(?:.+\/)?[^/]+\.prompt\.md$/;
// GitHub's cloud (coding) agent's setup workflow; Copilot CLI does not read it (case `cloud-files`).
const SETUP_STEPS = /^\.github\/workflows\/copilot-setup-steps\.yml$/;

/** The plugin folder of a manifest path (`.` for the scan root). */
export function copilotPluginRoot(manifestPath: string): string {
  return manifestPath.replace(/(^|\/)((\.plugin|\.github\/plugin|\.claude-plugin)\/)?plugin\.json$/, '') || '.';
}

/**
 * The name Copilot knows an agent by without `name:`, which is also the key that settles name
 * conflicts: the path below `agents/` without `.agent.md` / `.md`, sub-folders joined by `--`.
 */
export function copilotAgentFileName(path: string): string {
  return path.replace(/^\.(github|claude)\/agents\//, '').split('/').join('--').replace(/(\.agent)?\.md$/, '');
}

/**
 * The parse problems that make Copilot drop an agent: its frontmatter is never closed or is not strict YAML
 * (cases agent-inline-dashes, agent-names-broken). A ` #` comment cutting a value (`value-cut`) is valid YAML.
 */
export function dropsCopilotAgent(p: ParseProblem): boolean {
  return p.code === 'frontmatter-unclosed' || p.code === 'yaml-invalid' || p.code === 'yaml-strict' || p.code === 'duplicate-key';
}

/** Copilot's own reading of a parsed Markdown file. */
function copilotReading(pf: ParsedFile, file: SourceFile, ctx: ParseContext): ParsedFile {
  const a = pf.artifacts[0]!;
  if (a.kind === 'copilot-agent' && !a.nameRange) a.element = { type: 'copilot-agent', name: copilotAgentFileName(pathAsRead(file.path, ctx.catalog)) };
  // Copilot reads instruction frontmatter leniently (a broken `applyTo` is kept as text,
  // reference §1 [RUN]), so a YAML error there is not reported as one.
  if (a.kind === 'copilot-instructions') return { ...pf, problems: [] };
  // A prompt file's header problems are copilot/prompt-frontmatter's (worded for VS Code, which reads it).
  if (a.kind === 'copilot-prompt') return { ...pf, problems: [] };
  // An agent whose frontmatter is never closed, or is not strict YAML, is dropped whole (cases agent-inline-dashes,
  // agent-names-broken): copilot/agent-dropped says so, at the same place, instead of the parse findings worded
  // for Claude Code (which reads such YAML through its re-read); and no field of it is checked, since none is read.
  if (a.kind === 'copilot-agent' && pf.problems.some(dropsCopilotAgent)) {
    a.root = null;
    return { ...pf, problems: [] };
  }
  return pf;
}

function markdownKind(id: string, re: RegExp, kind?: ArtifactKind, reading?: MarkdownReading): KindSpec {
  // A kind that reads another harness's folder does not show that the repository uses Copilot.
  return harnessMarkdownKind({ id, kind, harness: 'copilot', re, evidence: kind === undefined, adjust: copilotReading, reading });
}

/** Only a line that is `---` ends an agent's frontmatter; a `---` inside a value or a `--- x` line is YAML text (case agent-inline-dashes). */
export const copilotAgentKind = markdownKind('copilot-agent', AGENT, undefined, { end: 'fence' });
/** Copilot also loads Claude Code's agent folder (a same-named `.github/agents` file wins). */
export const copilotClaudeAgentKind = markdownKind('copilot-claude-agent', CLAUDE_AGENT, 'copilot-agent');
export const copilotSkillKind = markdownKind('copilot-skill', SKILL);
/** Copilot also reads Claude Code's skill folder. */
export const copilotClaudeSkillKind = markdownKind('copilot-claude-skill', CLAUDE_SKILL, 'copilot-skill');
export const copilotInstructionsKind = markdownKind('copilot-instructions', INSTRUCTIONS);
/** `.github/prompts/*.prompt.md`: VS Code's prompt files (documented; checked against VS Code's documented header). */
export const copilotPromptKind = markdownKind('copilot-prompt', PROMPT);
/** The root AGENTS.md, CLAUDE.md and GEMINI.md, inlined by Copilot as repository instructions. */
export const copilotSharedInstructionsKind = markdownKind('copilot-shared-instructions', OTHER_HARNESS_INSTRUCTIONS, 'copilot-instructions');

/** One artifact for a whole JSON file (its problems are reported by the engine as schema/json-invalid). */
function jsonKind(id: string, kind: ArtifactKind, re: RegExp, evidence = true, data: (path: string) => Record<string, unknown> = () => ({})): KindSpec {
  return {
    id,
    harness: 'copilot',
    evidence,
    yields: [kind as string],
    matches: pathTest(re),
    parse(file, ctx) {
      const { root, problems } = parseJsonFile(file);
      const artifacts: Artifact[] = root
        ? [{ kind, path: file.path, file, element: { type: kind as string, name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: data(file.path) }]
        : [];
      return { file, kind, artifacts, problems };
    },
  };
}

export const copilotHooksKind = jsonKind('copilot-hooks', 'copilot-hooks', HOOKS);
/** `.mcp.json` is Claude Code's file too: alone it does not show that the repository uses Copilot. */
export const copilotWorkspaceMcpKind = jsonKind('copilot-workspace-mcp', 'copilot-mcp', WORKSPACE_MCP, false);
export const copilotMcpKind = jsonKind('copilot-mcp', 'copilot-mcp', GITHUB_MCP);
/**
 * The folders `.github/copilot/settings.json` (and `settings.local.json`) adds, relative to the repository
 * root (oracle case `settings-directories`): `agentDirectories` reads every `.md` below the folder, nested ones
 * too; `skillDirectories` every `SKILL.md` one or more folders down; `hookDirectories` its `.json` files (only
 * those directly inside were observed). `instructionDirectories` was not seen to load anything (a `.instructions.md`, nested or not, `copilot-instructions.md`, `AGENTS.md`).
 */
export const COPILOT_DIRECTORY_SETTINGS: Record<string, { kind: string; file: RegExp }> = {
  agentDirectories: { kind: 'copilot-agent', file: /\.md$/i },
  skillDirectories: { kind: 'copilot-skill', file: /(?:^|\/)[^/]+\/SKILL\.md$/ },
  hookDirectories: { kind: 'copilot-hooks', file: /^[^/]+\.json$/ },
};

function settingsFolders(pf: ParsedFile): DeclaredFolder[] {
  const a = pf.artifacts[0];
  const out: DeclaredFolder[] = [];
  if (!a) return out; // not JSON: Copilot ignores the whole file
  for (const [key, { kind, file }] of Object.entries(COPILOT_DIRECTORY_SETTINGS)) {
    const list = getNode(a.root, key);
    if (list?.type !== 'seq') continue;
    for (const item of list.items) {
      const folder = scalarString(item);
      if (folder) out.push({ folder, kind, file });
    }
  }
  return out;
}

export const copilotSettingsKind: KindSpec = { ...jsonKind('copilot-settings', 'copilot-settings', SETTINGS), declaresFolders: settingsFolders, locations: ['.github/copilot/settings.json', '.github/copilot/settings.local.json'] };

const pluginData = (path: string) => ({ pluginRoot: copilotPluginRoot(path) });
/**
 * The agents and skills of a plugin with Copilot's own manifest (case `plugin-manifests`, the fixture trees'
 * `plugins/copilot-kit`): `agents` / `skills` (a path or a list of paths relative to the plugin folder, `./`
 * optional) replace the default `agents/` / `skills/`; a value of another type loads none of them. Claude Code's
 * plugin folders are left to Claude Code's rules: Copilot reads them too, but only when someone installs them.
 */
function pluginFolders(pf: ParsedFile): DeclaredFolder[] {
  // A manifest that is not JSON: Copilot loads the folder's default agents/ and skills/ (case plugin-manifests, `broken`).
  const a = pf.artifacts[0];
  const root = copilotPluginRoot(pf.file.path);
  const out: DeclaredFolder[] = [];
  for (const [key, kind, file] of [['agents', 'copilot-agent', /^[^/]+\.md$/i], ['skills', 'copilot-skill', /^[^/]+\/SKILL\.md$/]] as const) {
    const node = a ? getNode(a.root, key) : undefined;
    const items = node === undefined ? [key] : node?.type === 'seq' ? node.items.map(scalarString) : [scalarString(node)];
    for (const rel of items) if (rel) out.push({ folder: root === '.' ? rel : `${root}/${rel}`, kind, file });
  }
  return out;
}

export const copilotPluginKind: KindSpec = { ...jsonKind('copilot-plugin', 'copilot-plugin', PLUGIN, true, pluginData), declaresFolders: pluginFolders, locations: ['.plugin/plugin.json', '.github/plugin/plugin.json'] };
/** Claude Code's plugin manifest, which Copilot reads when the folder has none of its own. */
export const copilotClaudePluginKind = jsonKind('copilot-claude-plugin', 'copilot-plugin', CLAUDE_PLUGIN, false, pluginData);

/**
 * A marketplace's plugin folders (its string `source`s, relative to the repository root): a bare `plugin.json`
 * there is the manifest Copilot reads (documented: https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/plugins-marketplace),
 * so the folder is a Copilot plugin, not a project of another harness.
 */
function marketplaceFolders(pf: ParsedFile): DeclaredFolder[] {
  const plugins = getNode(pf.artifacts[0]?.root ?? null, 'plugins');
  if (plugins?.type !== 'seq') return [];
  return plugins.items.flatMap((p) => {
    const source = scalarString(getNode(p, 'source'));
    return source && !/^[a-z]+:/i.test(source) ? [{ folder: source, kind: 'copilot-plugin', file: /^plugin\.json$/ }] : [];
  });
}

export const copilotMarketplaceKind: KindSpec = { ...jsonKind('copilot-marketplace', 'copilot-marketplace', MARKETPLACE), declaresFolders: marketplaceFolders, locations: ['.plugin/marketplace.json', '.github/plugin/marketplace.json'] };
/** Claude Code's marketplace file, which `copilot plugin marketplace add` reads when the repository has none of Copilot's. */
export const copilotClaudeMarketplaceKind = jsonKind('copilot-claude-marketplace', 'copilot-marketplace', CLAUDE_MARKETPLACE, false);

/** `.github/workflows/copilot-setup-steps.yml`, the cloud agent's setup job (documented): one YAML artifact. */
export const copilotSetupStepsKind: KindSpec = {
  id: 'copilot-setup-steps',
  harness: 'copilot',
  evidence: true,
  yields: ['copilot-setup-steps'],
  matches: pathTest(SETUP_STEPS),
  parse(file, ctx) {
    const { root, problems } = parseYamlTree(file.text, 0, file.lines, '$');
    const artifacts: Artifact[] = root
      ? [{ kind: 'copilot-setup-steps', path: file.path, file, element: { type: 'copilot-setup-steps', name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: {} }]
      : [];
    return { file, kind: 'copilot-setup-steps', artifacts, problems };
  },
};

export const COPILOT_KINDS: KindSpec[] = [
  copilotAgentKind, copilotClaudeAgentKind, copilotSkillKind, copilotClaudeSkillKind, copilotInstructionsKind, copilotSharedInstructionsKind,
  copilotHooksKind, copilotWorkspaceMcpKind, copilotMcpKind, copilotSettingsKind, copilotPluginKind, copilotClaudePluginKind,
  copilotMarketplaceKind, copilotClaudeMarketplaceKind, copilotPromptKind, copilotSetupStepsKind,
];
