import { posix } from 'node:path';
import { parseJsonFile } from '../../../../artifacts/json.js';
import { artifactsOf, parsedFileAt, type Project } from '../../../../artifacts/model.js';
import type { SourceFile } from '../../../../artifacts/source.js';
import { getPair, type TreeNode } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';

const PLACEHOLDER = /\$\{user_config\.([A-Za-z0-9_-]+)\}/g;

function* strings(node: TreeNode | null | undefined): Generator<TreeNode & { type: 'scalar' }> {
  if (!node) return;
  if (node.type === 'scalar') {
    if (typeof node.value === 'string') yield node;
  } else if (node.type === 'seq') for (const i of node.items) yield* strings(i);
  else for (const p of node.pairs) yield* strings(p.value);
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
      'Claude Code fills `${user_config.X}` from the options the user set for the plugin, which must be declared under `userConfig` in plugin.json. An undeclared one cannot resolve on a fresh install: `claude plugin validate` 2.1.332 rejects it ("the loader drops the server or passes the literal text through. Declare the option or fix the key."). agentlint checks plugin.json, and also the plugin\'s `hooks/hooks.json` and `.mcp.json`, which the validator does not.',
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
      const sources: Array<{ file: SourceFile; root: TreeNode | null }> = mayHavePlaceholder(plugin.file.text) ? [{ file: plugin.file, root }] : [];
      for (const rel of ['hooks/hooks.json', '.mcp.json']) {
        const f = fileAt(project, pr === '.' ? rel : posix.join(pr, rel));
        if (f && mayHavePlaceholder(f.text)) sources.push({ file: f, root: parseJsonFile(f).root });
      }
      for (const { file, root: r } of sources) {
        for (const node of strings(r)) {
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
