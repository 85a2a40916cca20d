/**
 * AGENTLTL.yaml: the rules a guard enforces on an agent's tool calls.
 * The guard reads the nearest `AGENTLTL.yaml` up from the working directory
 * and the user-level `~/.claude/AGENTLTL.yaml`; both are found at any depth.
 * One artifact per file, whose root is the whole YAML document.
 */
import type { Artifact } from '../../artifacts/model.js';
import { parseYamlTree } from '../../artifacts/tree.js';
import { pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';

const AGENTLTL = /(^|\/)AGENTLTL\.yaml$/;

export const agentltlKind: KindSpec = {
  id: 'agentltl',
  matches: pathTest(AGENTLTL),
  parse(file, ctx) {
    const { root, problems } = parseYamlTree(file.text, 0, file.lines, '$');
    const artifact: Artifact = {
      kind: 'agentltl',
      path: file.path,
      file,
      element: { type: 'agentltl', name: file.path },
      root,
      pluginRoot: ctx.pluginRoot,
      pluginDistributed: ctx.pluginRoot !== undefined,
      // A file under `.claude/` is the shape of the user-level file (`~/.claude/AGENTLTL.yaml`).
      data: { userLevel: /(^|\/)\.claude\/AGENTLTL\.yaml$/.test(file.path) },
    };
    // Rules run on whatever tree could be built (an undefined alias still leaves one).
    const unreadable = !root && problems.some((p) => p.code === 'yaml-invalid');
    return { file, kind: 'agentltl', artifacts: unreadable ? [] : [artifact], problems };
  },
};
