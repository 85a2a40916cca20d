import { posix } from 'node:path';
import { parseJsonFile } from '../../../../artifacts/json.js';
import { artifactsOf, parsedFileAt, type Project } from '../../../../artifacts/model.js';
import type { SourceFile } from '../../../../artifacts/source.js';
import { getPair, type TreeNode } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';
import { matcherGroups } from '../../lib/hooks-walk.js';

const PLACEHOLDER = /\$\{user_config\.([A-Za-z0-9_-]+)\}/g;

function* strings(node: TreeNode | null | undefined): Generator<TreeNode & { type: 'scalar' }> {
  if (!node) return;
  if (node.type === 'scalar') {
    if (typeof node.value === 'string') yield node;
  } else if (node.type === 'seq') for (const i of node.items) yield* strings(i);
  else for (const p of node.pairs) yield* strings(p.value);
}

/** The `command` of each hook of a `{ "<Event>": [{ "hooks": [...] }] }` map. */
function* hookCommands(node: TreeNode | null | undefined): Generator<TreeNode & { type: 'scalar' }> {
  if (!node || node.type !== 'map') return;
  for (const { group } of matcherGroups(node)) {
    const hooks = getPair(group, 'hooks')?.value;
    if (hooks?.type !== 'seq') continue;
    for (const h of hooks.items) yield* strings(getPair(h, 'command')?.value);
  }
}

/**
 * The strings where `${user_config.X}` names an option: MCP and LSP server configs and hook commands. In prose
 * (a manifest's `description`, a hook's `prompt` or `statusMessage`) it is text, often a how-to for the user.
 */
function* substituted(root: TreeNode | null | undefined, file: 'manifest' | 'hooks' | 'mcp'): Generator<TreeNode & { type: 'scalar' }> {
  if (file === 'mcp') yield* strings(root);
  else if (file === 'hooks') yield* hookCommands(getPair(root, 'hooks')?.value);
  else {
    yield* strings(getPair(root, 'mcpServers')?.value);
    yield* strings(getPair(root, 'lspServers')?.value);
    yield* hookCommands(getPair(root, 'hooks')?.value);
  }
}

/** A JSON text can hold a placeholder only if it is written out, or hidden behind a `\u` escape. */
function mayHavePlaceholder(text: string): boolean {
  return text.includes('${user_config.') || text.includes('\\u');
}

function fileAt(project: Project, path: string): SourceFile | undefined {
  return parsedFileAt(project, path)?.file;
}

export default projectRule({
  meta: {
    id: 'plugin/user-config-undeclared',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `${user_config.X}` placeholder whose option `X` the plugin manifest does not declare under `userConfig`.',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code fills `${user_config.X}` from the options the user set for the plugin, which must be declared under `userConfig` in plugin.json. An undeclared one cannot resolve on a fresh install: `claude plugin validate` 2.1.332 rejects it ("the loader drops the server or passes the literal text through. Declare the option or fix the key."). agentlint checks the MCP and LSP server configs and the hook commands of plugin.json, and also the plugin\'s `hooks/hooks.json` and `.mcp.json`, which the validator does not; a placeholder in prose such as a `description` is text, not a reference to an option.',
    examples: {
      wrong: '{ "name": "my-plugin", "mcpServers": { "api": { "command": "api-mcp", "env": { "TOKEN": "${user_config.api_tokn}" } } }, "userConfig": { "api_token": { "type": "string", "title": "API token", "description": "d" } } }',
      right: '{ "name": "my-plugin", "mcpServers": { "api": { "command": "api-mcp", "env": { "TOKEN": "${user_config.api_token}" } } }, "userConfig": { "api_token": { "type": "string", "title": "API token", "description": "d" } } }',
      file: '.claude-plugin/plugin.json',
    },
  },
  check(project, ctx) {
    for (const plugin of artifactsOf(project, 'plugin')) {
      const root = plugin.root;
      if (!root || root.type !== 'map') continue;
      const uc = getPair(root, 'userConfig')?.value;
      const declared = uc?.type === 'map' ? uc.pairs.map((p) => p.key) : [];
      const pr = String(plugin.data.pluginRoot ?? '.');
      const sources: Array<{ file: SourceFile; root: TreeNode | null; kind: 'manifest' | 'hooks' | 'mcp' }> = mayHavePlaceholder(plugin.file.text)
        ? [{ file: plugin.file, root, kind: 'manifest' }]
        : [];
      for (const [rel, kind] of [['hooks/hooks.json', 'hooks'], ['.mcp.json', 'mcp']] as const) {
        const f = fileAt(project, pr === '.' ? rel : posix.join(pr, rel));
        if (f && mayHavePlaceholder(f.text)) sources.push({ file: f, root: parseJsonFile(f).root, kind });
      }
      for (const { file, root: r, kind } of sources) {
        for (const node of substituted(r, kind)) {
          const value = String(node.value);
          if (!value.includes('${user_config.')) continue;
          const raw = file.text.slice(node.range.start.offset, node.range.end.offset);
          for (const m of value.matchAll(PLACEHOLDER)) {
            const key = m[1]!;
            if (declared.includes(key)) continue;
            // Point at the placeholder itself when the JSON string has no escapes before it.
            const at = raw.indexOf(m[0]);
            const range = at >= 0 ? file.lines.range(node.range.start.offset + at, node.range.start.offset + at + m[0].length) : node.range;
            const near = closest(key, declared);
            ctx.report({
              path: file.path,
              element: plugin.element,
              message: `\`${m[0]}\` names an undeclared plugin option: plugin.json does not declare it under \`userConfig\`, so on a fresh install it cannot resolve, and Claude Code drops the server or passes the literal text through${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
              range,
              jsonPath: node.path,
              help: `declare \`${key}\` under \`userConfig\` in ${plugin.path}, or fix the key`,
            });
          }
        }
      }
    }
  },
});
