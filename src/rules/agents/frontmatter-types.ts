import type { Artifact } from '../../artifacts/model.js';
import { getPair, type TreeNode } from '../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../diagnostics/rule.js';

function typeName(n: TreeNode): string {
  if (n.type === 'map') return 'a mapping';
  if (n.type === 'seq') return 'a list';
  return typeof n.value === 'number' ? 'a number' : typeof n.value === 'boolean' ? 'a boolean' : 'a string';
}

const isString = (n: TreeNode) => n.type === 'scalar' && typeof n.value === 'string';

/** What happens to a file whose `name` or `description` is not a string. */
function lost(artifact: Artifact): string {
  // Observed on 2.1.332: a project agent with `name: 123`, `description: 123`, `description: true` or a list is not loaded.
  if (artifact.kind === 'agent' && !artifact.pluginDistributed) return 'Claude Code does not load this agent';
  return '`claude plugin validate` rejects it, and at run time the value is dropped';
}

export default artifactRule({
  meta: {
    id: 'agents/frontmatter-types',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Frontmatter values of the wrong type: a `name` or `description` that is not a string, an `allowed-tools` that is not a string or a list of strings, a `metadata` that is not a mapping.',
    kinds: ['agent', 'skill', 'command'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'YAML reads `name: 123` as a number and `description: [a, b]` as a list. Claude Code 2.1.332 does not load a project agent whose `name` or `description` is not a string (it is missing from the agent list), and `claude plugin validate` rejects such values in agents, skills and commands ("name must be a string, got number"). In skills and commands `allowed-tools` must be a string or a list of strings, and a `metadata` that is not a mapping "is dropped at load time". Quoting the value (`name: "123"`) keeps the text.',
    examples: { wrong: '---\nname: 2048\ndescription: Plays the game\n---', right: '---\nname: "2048"\ndescription: Plays the game\n---', file: '.claude/agents/2048.md' },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    for (const field of ['name', 'description']) {
      const pair = getPair(root, field);
      const v = pair?.value;
      if (!pair || !v || (v.type === 'scalar' && v.value === null) || isString(v)) continue;
      // A number or boolean written as-is: quoting it keeps exactly that text.
      const quotable = v.type === 'scalar' && v.range.start.line === v.range.end.line;
      // validate 2.1.332 lets a skill's or command's numeric description through; only lists and mappings are rejected there.
      if (field === 'description' && artifact.kind !== 'agent' && v.type === 'scalar') continue;
      report(ctx, artifact, v, pair.path, `\`${field}\` must be a string, not ${typeName(v)}: ${lost(artifact)}`, quotable ? JSON.stringify(v.type === 'scalar' ? v.raw : '') : undefined);
    }
    if (artifact.kind === 'agent') return;
    const tools = getPair(root, 'allowed-tools');
    const t = tools?.value;
    if (tools && t && !(t.type === 'scalar' && t.value === null)) {
      const ok = isString(t) || (t.type === 'seq' && t.items.every(isString));
      if (!ok && t.type !== 'map') {
        report(ctx, artifact, t, tools.path, `\`allowed-tools\` must be a string or a list of strings, not ${t.type === 'seq' ? 'a list with non-string entries' : typeName(t)}: \`claude plugin validate\` rejects it`);
      }
    }
    const meta = getPair(root, 'metadata');
    const m = meta?.value;
    if (meta && m && m.type !== 'map' && !(m.type === 'scalar' && m.value === null)) {
      report(ctx, artifact, m, meta.path, `\`metadata\` must be a mapping (key: value pairs), not ${typeName(m)}: Claude Code drops it at load time`, undefined, 'warn');
    }
  },
});

function report(ctx: RuleContext, artifact: Artifact, node: TreeNode, jsonPath: string, message: string, quoted?: string, level?: 'warn'): void {
  ctx.report({
    message,
    range: node.range,
    jsonPath,
    level,
    suggestion: quoted ? { msg: `quote it: ${quoted}`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: node.range, text: quoted }] } : undefined,
  });
}
