/** `${VAR}` in an OpenCode MCP server: not expanded, the server gets the text as written. */
import { OPENCODE_VERSION } from '../known-values.js';
import { getNode, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

const SHELL_VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const HAS_SHELL_VAR = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/;

function* strings(n: TreeNode | null | undefined): Generator<TreeNode & { type: 'scalar' }> {
  if (!n) return;
  if (n.type === 'scalar') {
    if (typeof n.value === 'string') yield n;
  } else if (n.type === 'map') for (const p of n.pairs) yield* strings(p.value);
  else for (const i of n.items) yield* strings(i);
}

export default artifactRule({
  meta: {
    id: 'opencode/mcp-env-syntax',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An OpenCode MCP server value with `${VAR}`: OpenCode expands only `{env:VAR}`, so the server gets `${VAR}` literally.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`mcp-env\`): in \`opencode debug config\` a \`command\` item and an \`environment\` value written \`{env:VAR}\` hold the variable's value, the same written \`\${VAR}\` (the Claude Code and VS Code spelling) are unchanged, so the server runs with the literal text, typically a token or path that is silently wrong.`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "mcp": { "gh": { "type": "remote", "url": "https://example.com/mcp", "headers": { "Authorization": "Bearer ${GH_TOKEN}" } } }\n}\n',
      right: '{\n  "mcp": { "gh": { "type": "remote", "url": "https://example.com/mcp", "headers": { "Authorization": "Bearer {env:GH_TOKEN}" } } }\n}\n',
    },
  },
  check(a, ctx) {
    const mcp = getNode(a.root, 'mcp');
    if (mcp?.type !== 'map') return;
    for (const s of strings(mcp)) {
      const text = String(s.value);
      if (!HAS_SHELL_VAR.test(text)) continue;
      const fixed = text.replace(SHELL_VAR, '{env:$1}');
      ctx.report({
        message: `OpenCode does not expand \`\${VAR}\` here: the MCP server gets ${JSON.stringify(text)} as written (OpenCode expands \`{env:VAR}\`)`,
        range: s.range,
        jsonPath: s.path,
        suggestion: { msg: `write ${JSON.stringify(fixed)}`, applicability: 'MachineApplicable', edits: [{ path: a.path, range: s.range, text: JSON.stringify(fixed) }] },
      });
    }
  },
});
