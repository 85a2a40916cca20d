/** `.github/mcp.json` is not read when the repository also has `.mcp.json`. */
import { COPILOT_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'copilot/mcp-file-shadowed',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `.github/mcp.json` that Copilot CLI does not read because the repository also has a `.mcp.json`.',
    kinds: ['copilot-mcp'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`mcp-both-files\`): with both files present only \`.mcp.json\`'s servers start; those of \`.github/mcp.json\` are neither started nor validated, and nothing says so, not even the debug log.`,
    examples: {
      file: '.github/mcp.json',
      context: { '.mcp.json': '{\n  "mcpServers": {\n    "db": {"command": "db-mcp"}\n  }\n}\n' },
      wrong: '{\n  "mcpServers": {\n    "docs": {"type": "http", "url": "https://example.com/mcp"}\n  }\n}\n',
      right: '{\n  "mcpServers": {}\n}\n',
    },
  },
  check(project, ctx) {
    const workspace = project.artifacts.find((a) => a.kind === 'copilot-mcp' && a.path === '.mcp.json');
    const github = project.artifacts.find((a) => a.kind === 'copilot-mcp' && a.path === '.github/mcp.json');
    if (!workspace || !github) return;
    const servers = getPair(github.root, 'mcpServers');
    if (servers?.value?.type !== 'map' || servers.value.pairs.length === 0) return;
    ctx.report({
      path: github.path,
      message: `Copilot CLI does not read this file while \`.mcp.json\` exists: ${servers.value.pairs.map((p) => `\`${p.key}\``).join(', ')} never start${servers.value.pairs.length === 1 ? 's' : ''}`,
      range: servers.keyRange,
      jsonPath: servers.path,
      help: 'move these servers into `.mcp.json` (Copilot CLI reads it in place of `.github/mcp.json`)',
      related: [{ message: 'the file Copilot CLI reads instead', span: { path: workspace.path, range: getPair(workspace.root, 'mcpServers')?.keyRange ?? firstLine(workspace.file) } }],
    });
  },
});
