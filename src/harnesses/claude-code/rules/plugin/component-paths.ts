import { posix } from 'node:path';
import { PLUGIN_PATH_FIELDS } from '../../known-values/claude-code.js';
import { artifactsOf, type Artifact, type Project } from '../../../../artifacts/model.js';
import { partPathNodes } from '../../kinds/plugin-parts.js';
import type { MapNode, ScalarNode, TreeNode } from '../../../../artifacts/tree.js';
import { getPair } from '../../../../artifacts/tree.js';
import { clippedStart } from '../../../../diagnostics/suggest.js';
import { projectRule, type RuleContext } from '../../../../diagnostics/rule.js';
import type { Effect } from '../../../../diagnostics/effect.js';

const DEFAULT_FOLDERS = ['commands', 'agents', 'skills', 'hooks', 'workflows', 'output-styles'];

/**
 * `lspServers` / `monitors` / `experimental.monitors` as a path to a JSON file. Observed on Claude Code 2.1.332
 * (plugin-parts.json, cases `lspServers as a path: …` and `monitors as a path: …`): without the leading `./` or
 * the `.json` ending the loader refuses the whole manifest ("Invalid string: must start with \"./\"", "must end
 * with \".json\""); a missing file loads no server ("Failed to read/parse LSP config … ENOENT") or no monitor
 * ("monitors load failed … ENOENT").
 */
function partFileProblem(field: string, p: string, exists: 'file' | 'dir' | null): { message: string; fix?: string; effect: Effect } | undefined {
  const refused = (why: string) => `Claude Code refuses the manifest ("${why}") and does not load the plugin at all`;
  if (!p.startsWith('./')) return { message: `\`${field}\` path \`${p}\` must start with \`./\`: ${refused('must start with \\"./\\"')}`, fix: exists === 'file' && p.endsWith('.json') ? `./${p}` : undefined, effect: 'not-loaded' };
  if (!p.endsWith('.json')) return { message: `\`${field}\` path \`${p}\` must name a \`.json\` file: ${refused('must end with \\".json\\"')}`, effect: 'not-loaded' };
  if (exists === 'file') return undefined;
  const what = field === 'lspServers' ? 'Claude Code starts no LSP server from it ("Failed to read/parse LSP config")' : 'Claude Code loads none of the plugin\'s monitors ("monitors load failed")';
  return { message: `\`${field}\` path \`${p}\` does not exist in the plugin: ${what}`, effect: 'ignored' };
}

type Problem = { message: string; fix?: string; effect?: Effect };
type Report = (node: ScalarNode, message: string, fix?: string, effect?: Effect) => void;

const ABSOLUTE = /^(\/|~|[A-Za-z]:[\\/]|\\\\)/;
const climbsOut = (p: string) => p.split(/[\\/]/).includes('..');
/** Where a path of the manifest points, from the scan root. */
const resolvedFrom = (pr: string, p: string) => posix.normalize(posix.join(pr, p.replace(/\\/g, '/')));

/** Every component path field of the manifest with its value, `monitors` found by partPathNodes included. */
function pathEntries(root: MapNode): Array<[string, TreeNode]> {
  const entries: Array<[string, TreeNode]> = root.pairs.flatMap((pair) => (PLUGIN_PATH_FIELDS.includes(pair.key) && pair.value ? [[pair.key, pair.value] as [string, TreeNode]] : []));
  for (const [node] of partPathNodes(root)) if (!entries.some(([, n]) => n === node)) entries.push([node.path.endsWith('experimental.monitors') ? 'experimental.monitors' : 'monitors', node]);
  return entries;
}

/** A path that cannot load wherever it points: empty, an `agents` entry that is no `.md`, absolute, outside the plugin, in `.mcpb-cache`. */
function formProblem(project: Project, pr: string, field: string, p: string): Problem | undefined {
  if (p.trim() === '') return { message: `\`${field}\` has an empty path: Claude Code loads nothing for it` };
  if (field === 'agents' && !/\.md$/i.test(p) && !ABSOLUTE.test(p) && !climbsOut(p)) {
    // Observed with `claude plugin validate` 2.1.332: `"agents": ["./agents"]` is "Invalid string: must end with \".md\"".
    const dir = project.stat(resolvedFrom(pr, p)) === 'dir';
    return { message: `\`agents\` entries must be \`.md\` files${dir ? `, not a folder (\`${p}\`)` : ''}: \`claude plugin validate\` rejects the manifest ("must end with \".md\""); list each agent file, or leave \`agents\` out to load \`agents/\`` };
  }
  if (ABSOLUTE.test(p)) {
    return { message: `\`${field}\` path \`${p}\` is absolute: Claude Code resolves component paths from the plugin root, so this loads nothing once the plugin is installed` };
  }
  if (climbsOut(p)) {
    return { message: `\`${field}\` path \`${p}\` leaves the plugin with \`..\`: Claude Code copies only the plugin folder when installing, so nothing is loaded from here` };
  }
  if (p.split(/[\\/]/).includes('.mcpb-cache')) {
    // validate 2.1.332: "Path not loaded: … it leads into .mcpb-cache, which Claude Code may have overwritten when it
    // unpacked the plugin's MCP bundles" (rules-validator-sweep.json `agents entry through .mcpb-cache`).
    return { message: `\`${field}\` path \`${clippedStart(p)}\` leads into \`.mcpb-cache\`: Claude Code may overwrite that folder when it unpacks the plugin's MCP bundles, and it does not load this path (move it to another folder)` };
  }
  return undefined;
}

/** A relative path inside the plugin: its `./`, the kind of file it names, and whether it exists. */
function targetProblem(project: Project, pr: string, field: string, p: string): Problem | undefined {
  const rel = p.replace(/\\/g, '/');
  const target = posix.normalize(posix.join(pr, rel));
  const inManifestDir = posix.normalize(rel).split('/')[0] === '.claude-plugin';
  const exists = project.stat(target);
  if (!p.startsWith('./')) {
    return { message: `\`${field}\` path \`${p}\` must start with \`./\`: Claude Code does not load the component`, fix: exists && !inManifestDir ? `./${rel.replace(/^\.\//, '')}` : undefined };
  }
  if (field === 'mcpServers' && !/\.(json|mcpb|dxt)$/i.test(p)) {
    // validate 2.1.332: "Invalid string: must end with \".json\"" (rules-validator-sweep.json `mcpServers names a folder`).
    return { message: `\`mcpServers\` path \`${clippedStart(p)}\` is not a \`.json\` file or an MCP bundle: it must name a \`.json\` file or a \`.mcpb\`/\`.dxt\` bundle; \`claude plugin validate\` rejects the manifest` };
  }
  // A path into `.claude-plugin/` loads (rules-validator-sweep.json `plugin agent listed from inside .claude-plugin`):
  // only the default folders are not scanned there (checked in defaultFoldersInside).
  if ((field === 'mcpServers' || field === 'hooks') && exists === 'dir') {
    // validate 2.1.332: "Path is a directory; mcpServers must point to a JSON file" (rules-validator-sweep.json
    // `mcpServers names a folder ending in .json`).
    return { message: `\`${field}\` path \`${p}\` is a folder: it must point to a JSON file (\`claude plugin validate\` rejects the manifest)` };
  }
  if (field === 'skills' && exists === 'file') {
    // validate 2.1.332: "Path is a file; skills entries must be directories containing SKILL.md — point to the parent
    // directory …" (rules-validator-sweep.json `skills entry is a file`).
    const parent = posix.dirname(rel);
    return { message: `\`skills\` entries are folders holding \`SKILL.md\`, not files (\`${p}\`): \`claude plugin validate\` rejects the manifest`, fix: parent === '.' ? '.' : `./${parent.replace(/^\.\//, '')}` };
  }
  if (exists === null) {
    return { message: `\`${field}\` path \`${p}\` does not exist in the plugin: Claude Code loads nothing for it${field === 'commands' || field === 'agents' ? `, and since \`${field}\` replaces the default folder the plugin has no ${field}` : ''}` };
  }
  return undefined;
}

/** The paths of one field (a string or a list of them). */
function checkField(project: Project, pr: string, report: Report, field: string, v: TreeNode) {
  const nodes: ScalarNode[] = v.type === 'scalar' ? [v] : v.type === 'seq' ? v.items.filter((i): i is ScalarNode => i.type === 'scalar') : [];
  // A path to an LSP servers or monitors JSON file: the loader checks its form with the manifest (plugin-parts.json).
  const partFile = v.type === 'scalar' && (field === 'lspServers' || field.endsWith('monitors'));
  for (const node of nodes) {
    if (typeof node.value !== 'string') continue;
    const p = node.value;
    const problem = partFile && !ABSOLUTE.test(p) && !climbsOut(p)
      ? partFileProblem(field, p, project.stat(resolvedFrom(pr, p)))
      : formProblem(project, pr, field, p) ?? targetProblem(project, pr, field, p);
    if (problem) report(node, problem.message, problem.fix, problem.effect);
  }
}

/**
 * `types` (the hooks-module contract): validate 2.1.332 says "Path not found: … The runtime loader will report this as a
 * load failure." (rules-validator-sweep.json `types not a .d.ts`).
 */
function checkTypes(project: Project, pr: string, report: Report, root: MapNode) {
  const types = getPair(root, 'types')?.value;
  if (types?.type === 'scalar' && typeof types.value === 'string' && types.value.startsWith('./') && !types.value.split('/').includes('..')) {
    if (project.stat(posix.normalize(posix.join(pr, types.value))) === null) report(types, `\`types\` path \`${types.value}\` does not exist in the plugin: \`claude plugin validate\` rejects the manifest and Claude Code reports a load failure`);
  }
}

/** Where each relative path string of the manifest's component fields points, from the scan root. */
function listedTargets(pr: string, root: MapNode): string[] {
  const out: string[] = [];
  for (const [, v] of pathEntries(root)) {
    const nodes = v.type === 'scalar' ? [v] : v.type === 'seq' ? v.items : [];
    for (const n of nodes) if (n.type === 'scalar' && typeof n.value === 'string' && n.value.trim() !== '' && !ABSOLUTE.test(n.value)) out.push(resolvedFrom(pr, n.value));
  }
  return out;
}

/**
 * Default component folders placed inside `.claude-plugin/`, which Claude Code never scans. A folder the manifest
 * lists, or lists files of, loads (rules-validator-sweep.json `plugin agent listed from inside .claude-plugin`); a
 * listed folder around it may load it too, so either is no finding.
 */
function defaultFoldersInside(project: Project, ctx: RuleContext, plugin: Artifact, pr: string, root: MapNode) {
  const listed = listedTargets(pr, root);
  for (const folder of DEFAULT_FOLDERS) {
    const inside = posix.join(pr === '.' ? '' : pr, '.claude-plugin', folder);
    if (project.stat(inside) !== 'dir') continue;
    const near = (t: string) => (t === '.' && pr === '.') || t === inside || t.startsWith(`${inside}/`) || inside.startsWith(`${t}/`);
    if (listed.some(near)) continue;
    const anchor = getPair(root, 'name');
    ctx.report({
      path: plugin.path,
      message: `\`${inside}/\` sits inside \`.claude-plugin/\`: Claude Code looks for ${folder} at the plugin root and never loads this folder`,
      range: anchor ? anchor.keyRange : plugin.file.lines.range(root.range.start.offset, root.range.start.offset + 1),
      jsonPath: '$',
      element: plugin.element,
      help: `move \`.claude-plugin/${folder}/\` to \`${folder}/\` next to \`.claude-plugin/\``,
    });
  }
}

export default projectRule({
  meta: {
    id: 'plugin/component-paths',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Manifest component paths must be relative, start with `./`, stay inside the plugin and exist (`agents` entries `.md` files, `lspServers` and `monitors` files `.json`, `mcpServers` and `hooks` files not folders, `skills` folders not files); the default component folders are not read inside `.claude-plugin/`.',
    kinds: ['plugin'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code copies an installed plugin into its cache and resolves component paths from the plugin root: a path that does not start with `./`, climbs out with `..`, or names nothing loads no component, and for `commands` and `agents` it also replaces the default folder, so the plugin silently ends up with none. The default folders (`agents/`, `commands/`, …) placed inside `.claude-plugin/` are never scanned, while a path listed in the manifest that points there loads (rules-validator-sweep.json `plugin agent listed from inside .claude-plugin`). `lspServers` and `monitors` / `experimental.monitors` given as a path are checked as Claude Code 2.1.332 treated them (oracle/claude-code/plugin-parts.json, cases `lspServers as a path …`, `monitors as a path …`): a path without `./` or not ending in `.json` makes the loader refuse the whole manifest ("Invalid string: must start with \\"./\\"", "must end with \\".json\\""), so the plugin does not load; a file that is not there loads no LSP server ("Failed to read/parse LSP config … ENOENT") or no monitor ("monitors load failed … ENOENT"). The file itself is checked by `plugin/lsp-server-schema` / `plugin/monitor-schema`.',
    examples: {
      wrong: '{ "name": "my-plugin", "commands": "cmds", "agents": "../shared/agents" }',
      right: '{ "name": "my-plugin", "commands": "./cmds", "agents": ["./agents/reviewer.md"] }',
      file: '.claude-plugin/plugin.json',
      context: { 'cmds/deploy.md': '---\ndescription: Deploy\n---\nDeploy.\n', 'agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews\n---\nReview.\n' },
    },
  },
  check(project, ctx) {
    for (const plugin of artifactsOf(project, 'plugin')) {
      const root = plugin.root;
      if (!root || root.type !== 'map') continue;
      const pr = String(plugin.data.pluginRoot ?? plugin.pluginRoot ?? '.');
      const report: Report = (node, message, fix, effect) =>
        ctx.report({
          path: plugin.path,
          message,
          effect,
          range: node.range,
          jsonPath: node.path,
          element: plugin.element,
          help: 'component paths are relative to the plugin root and start with `./`, e.g. `"./custom/commands"`',
          suggestion: fix !== undefined ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: plugin.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
        });
      for (const [field, v] of pathEntries(root)) checkField(project, pr, report, field, v);
      checkTypes(project, pr, report, root);
      defaultFoldersInside(project, ctx, plugin, pr, root);
    }
  },
});
