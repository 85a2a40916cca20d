/**
 * `agentlint mcp [ROOT]`: a Model Context Protocol server over stdio, for an
 * agent that writes agent definitions. ROOT is the workspace: every path a tool
 * reads or writes must lie inside it. Without ROOT, the client's first `file://`
 * root (MCP roots) when it offers roots, else the current folder: Copilot CLI
 * starts a plugin's server in the plugin's folder, not in the project.
 * Loaded only for this command (the SDK is not needed by a lint run).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { RootsListChangedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { HARNESSES, type Harness } from '../artifacts/harness.js';
import { TOOL_NAME, TOOL_VERSION } from '../engine/version.js';
import { ToolInputError } from './paths.js';
import { explainRule, fixFile, inventory, lintPath, lintText, type ToolResult } from './tools.js';

const INSTRUCTIONS =
  'agentlint checks agent definitions (subagents, skills, commands, plugins, hooks, MCP configurations) the way each harness loads them. ' +
  'After writing or editing one, call lint_path on it; before writing one, lint_text checks the text at its future path. ' +
  'Findings have 1-based line and column ranges; fix_file applies the certain fixes.';

const place = z.object({ line: z.number(), column: z.number() });
const range = z.object({ start: place, end: place });
const finding = z.object({
  rule: z.string(),
  level: z.enum(['error', 'warn', 'info']),
  category: z.string(),
  harness: z.string().optional(),
  message: z.string(),
  help: z.string().optional(),
  notes: z.array(z.string()),
  path: z.string(),
  range,
  jsonPath: z.string().optional(),
  docs: z.string(),
  fix: z.object({ message: z.string(), applicability: z.string(), edits: z.array(z.object({ path: z.string(), range, text: z.string() })) }).optional(),
});
const lintOutput = {
  filesChecked: z.number().describe('agent-definition files linted'),
  findings: z.array(finding),
  skipped: z.array(z.object({ path: z.string(), reason: z.string() })).describe('files not linted, with why'),
};
const harnesses = z.array(z.enum(HARNESSES as unknown as [Harness, ...Harness[]])).optional().describe('only these harnesses (default: those whose files the workspace holds)');

/** A tool's answer: structured content and its short text; bad input becomes a tool error, not a protocol error. */
async function answer(run: () => Promise<ToolResult>): Promise<CallToolResult> {
  try {
    const r = await run();
    return { content: [{ type: 'text', text: r.text }], structuredContent: r.structured };
  } catch (err) {
    const message = err instanceof ToolInputError ? err.message : `internal error: ${(err as Error)?.message ?? String(err)}`;
    return { content: [{ type: 'text', text: message }], isError: true };
  }
}

/** The workspace root: ROOT when given, else the client's first `file://` root, else `cwd`; asked again when the roots change. */
function workspaceRoot(server: McpServer, explicit: string | undefined, cwd: string): () => Promise<string> {
  let known: Promise<string> | undefined;
  const ask = async (): Promise<string> => {
    if (explicit !== undefined) return explicit;
    if (!server.server.getClientCapabilities()?.roots) return cwd;
    try {
      const { roots } = await server.server.listRoots();
      const first = roots.find((r) => r.uri.startsWith('file://'));
      return first ? fileURLToPath(first.uri) : cwd;
    } catch {
      return cwd;
    }
  };
  server.server.setNotificationHandler(RootsListChangedNotificationSchema, () => {
    known = undefined;
  });
  return () => (known ??= ask());
}

export function createServer(explicitRoot: string | undefined, cwd = process.cwd()): McpServer {
  const server = new McpServer({ name: TOOL_NAME, version: TOOL_VERSION }, { instructions: INSTRUCTIONS });
  const rootOf = workspaceRoot(server, explicitRoot, cwd);
  server.registerTool(
    'lint_path',
    {
      title: 'Lint agent definitions',
      description: 'Lint a file or folder of the workspace (default: all of it) as each harness loads it. Returns findings with rule, level, message, 1-based range and fix.',
      inputSchema: { path: z.string().optional().describe('file or folder, relative to the workspace root'), harnesses },
      outputSchema: lintOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(async () => lintPath(await rootOf(), args)),
  );
  server.registerTool(
    'lint_text',
    {
      title: 'Lint a text at a path',
      description: 'Lint a text as if it were the file at path (which need not exist yet), with the rest of the workspace as context. Use before writing an agent definition.',
      inputSchema: { path: z.string().describe('where the file is (or will be), relative to the workspace root'), text: z.string().describe('the file\'s whole text (at most 1 MiB)') },
      outputSchema: lintOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(async () => lintText(await rootOf(), args)),
  );
  server.registerTool(
    'explain_rule',
    {
      title: 'Explain a rule',
      description: 'What an agentlint rule checks, why, a wrong and a right example, and whether it has a fix.',
      inputSchema: { rule: z.string().describe('rule id, e.g. agents/model-valid') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => explainRule(args)),
  );
  server.registerTool(
    'inventory',
    {
      title: 'What each harness loads',
      description: 'Per harness: the agents, skills, commands, hooks and MCP servers it loads from the workspace (or a folder of it), with effective values, and what it does not load and why.',
      inputSchema: { path: z.string().optional().describe('folder, relative to the workspace root (default: the root)'), harnesses },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(async () => inventory(await rootOf(), args)),
  );
  server.registerTool(
    'fix_file',
    {
      title: 'Apply certain fixes',
      description: 'Apply the MachineApplicable fixes to one file of the workspace (edits the file), then lint it again. Returns how many applied and the remaining findings.',
      inputSchema: { path: z.string().describe('file, relative to the workspace root') },
      outputSchema: { applied: z.number().describe('fixes applied'), ...lintOutput },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) => answer(async () => fixFile(await rootOf(), args)),
  );
  return server;
}

/** Serve on stdin/stdout until the client closes them. */
export async function startMcpServer(argv: readonly string[], cwd = process.cwd()): Promise<void> {
  const given = argv.find((a) => !a.startsWith('-'));
  const root = given === undefined ? undefined : resolve(cwd, given);
  // A ROOT that is no folder is a mistake in the client's configuration: say so at start, not at every call.
  if (root !== undefined && !(existsSync(root) && statSync(root).isDirectory())) throw new Error(`no such folder: ${given} (the workspace ROOT)`);
  await createServer(root, cwd).connect(new StdioServerTransport());
}
