import { posix } from 'node:path';
import { artifactsOf, type Project } from '../../../../artifacts/model.js';
import { getNode, getPair, scalarString } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';

/** Files whose presence makes a folder a plugin root (the manifest is optional). */
const PLUGIN_MARKERS = ['.claude-plugin/plugin.json', 'commands', 'agents', 'skills', 'hooks/hooks.json', '.mcp.json', '.lsp.json', 'SKILL.md'];

/** The folders `.gitmodules` names (`path = …`), root-relative. */
function submodules(project: Project): string[] {
  const text = project.readText('.gitmodules') ?? '';
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^path\s*=(.*)$/.exec(line.trim());
    if (m && m[1]!.trim()) out.push(posix.normalize(m[1]!.trim()));
  }
  return out;
}

export default projectRule({
  meta: {
    id: 'marketplace/source-exists',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A marketplace plugin with a local `source` that is missing or is not a plugin root.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code installs a local-source plugin by copying the folder the `source` path names. When the folder is missing, or holds no `.claude-plugin/plugin.json` and no component folders, the install fails or installs an empty plugin. Documented (https://code.claude.com/docs/en/plugin-marketplaces); `claude plugin validate` says nothing about it, and no oracle case records an install. Two cases are only noted (info), since what Claude Code does there is not recorded: an entry that lists its components itself with `strict` left at true and no plugin.json, and a folder that is a git submodule (empty in a clone without submodules).',
    examples: {
      wrong: '{ "plugins": [ { "name": "lint", "source": "./plugins/lnt" } ] }',
      right: '{ "plugins": [ { "name": "lint", "source": "./plugins/lint" } ] }',
      file: '.claude-plugin/marketplace.json',
      context: { 'plugins/lint/.claude-plugin/plugin.json': '{ "name": "lint" }\n' },
    },
  },
  check(project, ctx) {
    for (const m of artifactsOf(project, 'marketplace')) {
      const plugins = getNode(m.root, 'plugins');
      if (!plugins || plugins.type !== 'seq') continue;
      const base = String(m.data.marketplaceRoot ?? '.');
      const prefix = scalarString(getNode(getNode(m.root, 'metadata'), 'pluginRoot'));
      for (const entry of plugins.items) {
        const src = getPair(entry, 'source');
        const s = scalarString(src?.value);
        if (!src || !src.value || s === undefined || s === '') continue;
        let rel: string;
        if (s.startsWith('./') || s === '.' || s.startsWith('../')) rel = s;
        else if (prefix && !/^(\/|[a-z]+:)/.test(s)) rel = posix.join(prefix, s);
        else continue; // marketplace/schema reports the shape
        const dir = posix.normalize(posix.join(base, rel));
        const label = scalarString(getNode(entry, 'name')) ?? s;
        const what = project.stat(dir);
        const where = { path: m.path, range: src.value.range, jsonPath: src.path, element: { type: 'plugin', name: label } };
        if (what === null) {
          ctx.report({ ...where, message: `source \`${s}\` of plugin \`${label}\` does not exist${dir.startsWith('..') ? ' inside the scanned tree' : ''}: Claude Code cannot install the plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)` });
          continue;
        }
        if (what === 'file') {
          ctx.report({ ...where, message: `source \`${s}\` of plugin \`${label}\` is a file, not a plugin folder: Claude Code cannot install the plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)` });
          continue;
        }
        const strictFalse = getNode(entry, 'strict');
        const declaresComponents = ['commands', 'agents', 'skills', 'hooks', 'mcpServers', 'lspServers'].some((k) => getPair(entry, k));
        if (strictFalse && strictFalse.type === 'scalar' && strictFalse.value === false && declaresComponents) continue;
        if (PLUGIN_MARKERS.some((p) => project.stat(posix.join(dir, p)) !== null)) continue;
        const doubt = declaresComponents
          ? 'its marketplace entry lists components, which Claude Code merges with a plugin.json (strict mode, documented); that it takes them with no plugin.json and `strict` left at true is not recorded'
          : submodules(project).includes(dir)
            ? 'it is a git submodule, empty in a clone that does not fetch submodules; whether Claude Code fetches them when it installs from this marketplace is not recorded'
            : undefined;
        if (doubt) {
          ctx.report({ ...where, level: 'info', message: `source \`${s}\` of plugin \`${label}\` holds no plugin files of its own: no \`.claude-plugin/plugin.json\`, commands, agents, skills or hooks; ${doubt}` });
          continue;
        }
        ctx.report({
          ...where,
          message: `source \`${s}\` of plugin \`${label}\` is not a plugin root: it has no \`.claude-plugin/plugin.json\` and no commands, agents, skills or hooks, so Claude Code installs an empty plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)`,
          help: 'point `source` at the folder that contains `.claude-plugin/plugin.json`',
        });
      }
    }
  },
});
