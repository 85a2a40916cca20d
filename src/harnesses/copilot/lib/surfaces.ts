/**
 * The surfaces that read a Copilot custom agent (`.github/agents/*.agent.md`): VS Code (and the other IDEs),
 * the cloud agent on github.com, and Copilot CLI. Its `target` narrows them: `vscode` is the IDEs only,
 * `github-copilot` the cloud agent and the CLI; unset, both
 * (https://docs.github.com/en/copilot/reference/custom-agents-configuration, documented). A finding about a
 * field or a tool is true only for the surfaces that read the file; one that a reading surface uses is none.
 */
import type { Artifact } from '../../../artifacts/model.js';
import { getNode, scalarString } from '../../../artifacts/tree.js';

export interface AgentSurfaces {
  vscode: boolean;
  /** Copilot CLI and the cloud agent (`github-copilot`). */
  github: boolean;
  /** The `target` as written, when it is one of the two documented values. */
  target?: 'vscode' | 'github-copilot';
  /** The configuration's `surfaces:` leaves VS Code out. */
  vscodeLeftOut?: boolean;
}

/** The surfaces the agent's `target` names, less those the configuration's `surfaces: { copilot: […] }` leaves out. */
export function agentSurfaces(a: Artifact): AgentSurfaces {
  const target = scalarString(getNode(a.root, 'target'));
  const byTarget: AgentSurfaces =
    target === 'vscode' ? { vscode: true, github: false, target } : target === 'github-copilot' ? { vscode: false, github: true, target } : { vscode: true, github: true };
  const used = a.surfaces;
  if (!used || !byTarget.vscode || used.includes('vscode')) return byTarget;
  return { ...byTarget, vscode: false, vscodeLeftOut: true };
}

/**
 * Frontmatter keys VS Code documents for custom agents that Copilot CLI does not read
 * (https://code.visualstudio.com/docs/copilot/customization/custom-agents, documented).
 */
export const VSCODE_AGENT_FIELDS: readonly string[] = ['argument-hint', 'handoffs', 'agents', 'target', 'hooks'];

/**
 * VS Code's built-in tools and tool sets an agent's `tools` may name, lower-cased: the tool sets of its tools
 * reference (`read`, `search`, `edit`, `execute`, `web`, `agent`, `todo`, `vscode`, `new`) and the flat names its
 * earlier releases used, still written in most catalogues (documented:
 * https://code.visualstudio.com/docs/agents/reference/tools-reference). Extensions and MCP servers add more:
 * a name that is not here may still be a tool in VS Code, so only a likely misspelling is reported.
 */
export const VSCODE_TOOL_NAMES: readonly string[] = [
  'read', 'search', 'edit', 'execute', 'web', 'agent', 'todo', 'todos', 'vscode', 'new', 'runsubagent',
  'changes', 'codebase', 'editfiles', 'extensions', 'fetch', 'findtestfiles', 'githubrepo', 'openSimpleBrowser', 'problems',
  'readcelloutput', 'runcommands', 'runnotebooks', 'runtasks', 'runtests', 'searchresults', 'terminallastcommand',
  'terminalselection', 'testfailure', 'updateuserpreferences', 'usages', 'vscodeapi', 'runinterminal', 'getterminaloutput',
  'createfile', 'createdirectory', 'readfile', 'listdirectory', 'filesearch', 'textsearch', 'applypatch', 'insertedit',
].map((n) => n.toLowerCase());
