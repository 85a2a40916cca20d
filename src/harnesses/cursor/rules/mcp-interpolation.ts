/** `${...}` in `.cursor/mcp.json` that is not one of the variables Cursor documents. */
import { CURSOR_DOCS_MCP, CURSOR_MCP_INTERPOLATED_FIELDS, CURSOR_MCP_VARIABLES } from '../known-values.js';
import type { ScalarNode, TreeNode } from '../../../artifacts/tree.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { mcpServers } from '../lib/mcp-servers.js';

// `$` is excluded inside so a run of `${${${…` is scanned once, not once per `${` (linear).
const VARIABLE = /\$\{([^}$]*)\}/g;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KNOWN = new Set<string>(CURSOR_MCP_VARIABLES);

/** Every string scalar in a value (a string, the items of an array, the values of an object). */
function strings(v: TreeNode | null | undefined): ScalarNode[] {
  if (!v) return [];
  if (v.type === 'scalar') return typeof v.value === 'string' ? [v] : [];
  if (v.type === 'seq') return v.items.flatMap(strings);
  return v.pairs.flatMap((p) => strings(p.value));
}

/**
 * Documented forms: `${env:NAME}` and the named variables. `${input:...}` is left alone:
 * the docs' own STDIO table shows it in one revision, though the syntax list omits it.
 */
function documented(inner: string): boolean {
  return KNOWN.has(inner) || /^env:.+/.test(inner) || inner.startsWith('input:');
}

export default artifactRule({
  meta: {
    id: 'cursor/mcp-interpolation',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`${...}` in a `.cursor/mcp.json` server that is not a variable Cursor documents, such as `${API_KEY}` written for another harness instead of `${env:API_KEY}`.',
    kinds: ['cursor-mcp'],
    harness: 'cursor',
    optIn: false,
    fixable: 'maybe',
    rationale: `Documented (${CURSOR_DOCS_MCP}, "Config interpolation"): Cursor resolves variables in \`command\`, \`args\`, \`env\`, \`url\` and \`headers\`, and the supported syntax is \`\${env:NAME}\`, \`\${userHome}\`, \`\${workspaceFolder}\`, \`\${workspaceFolderBasename}\`, \`\${pathSeparator}\` and \`\${/}\`. Claude Code's \`\${NAME}\` is not in that list; what Cursor does with it is not documented. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/mcp.json',
      wrong: '{\n  "mcpServers": {\n    "api": { "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer ${API_TOKEN}" } }\n  }\n}\n',
      right: '{\n  "mcpServers": {\n    "api": { "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer ${env:API_TOKEN}" } }\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    const { lines } = artifact.file;
    for (const { pair, config } of mcpServers(artifact)) {
      for (const field of CURSOR_MCP_INTERPOLATED_FIELDS) {
        for (const s of strings(getPair(config, field)?.value)) {
          // Positions come from the source text (`raw`, with its quotes), so escapes cannot shift them.
          for (const m of s.raw.matchAll(VARIABLE)) {
            const inner = m[1]!;
            if (documented(inner)) continue;
            const start = s.range.start.offset + m.index!;
            const range = lines.range(start, start + m[0].length);
            const envForm = ENV_NAME.test(inner) ? `\${env:${inner}}` : undefined;
            ctx.report({
              message: `\`${m[0]}\` in server \`${pair.key}\` is not a variable Cursor documents${envForm ? `: for an environment variable write \`${envForm}\`` : ''} (documented: ${CURSOR_DOCS_MCP})`,
              range,
              jsonPath: s.path,
              suggestion: envForm ? { msg: `write \`${envForm}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range, text: envForm }] } : undefined,
            });
          }
        }
      }
    }
  },
});
