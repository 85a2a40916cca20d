import type { Artifact } from '../../../../artifacts/model.js';
import { getPair, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../../diagnostics/rule.js';
import { jsonTypeWords } from '../../../../rules/shared/json-type.js';
import type { Effect } from '../../../../diagnostics/effect.js';

/** In YAML's words (a null value is never reported here). */
const typeName = (n: TreeNode) => jsonTypeWords(n, { object: 'a mapping', array: 'a list' });

const isString = (n: TreeNode) => n.type === 'scalar' && typeof n.value === 'string';

/**
 * What happens to a file whose `name` or `description` is not a string (oracle:
 * oracle/claude-code/placements.json, cases p-name-number, p-desc-number, p-desc-bool, p-desc-list):
 * a project agent is not loaded; elsewhere a number or boolean is read as its text (a plugin agent
 * `name: 123` is listed as `<plugin>:123`), and `claude plugin validate` rejects a number `name` and a
 * list or mapping; a list or mapping is dropped at run time.
 */
function lost(artifact: Artifact, field: string, v: TreeNode): { text: string; level?: 'warn'; effect?: Effect } {
  if (artifact.kind === 'agent' && artifact.pluginRoot === undefined) return { text: 'Claude Code does not load this agent', effect: 'not-loaded' };
  if (v.type !== 'scalar') return { text: '`claude plugin validate` rejects it, and at run time the value is dropped' };
  const asText = `at run time Claude Code reads it as the text \`${String(v.value)}\``;
  // validate 2.1.332 rejects a `name` that is not a string; a number or boolean description passes.
  if (field === 'name') return { text: `\`claude plugin validate\` rejects it; ${asText}` };
  // validate passes and the value works as its text.
  return { text: `${asText} (the same file as a project agent is not loaded)`, level: 'warn', effect: 'style' };
}

export default artifactRule({
  meta: {
    id: 'agents/frontmatter-types',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Frontmatter values of the wrong type: a `name` or `description` that is not a string, an `allowed-tools` that is not a string or a list of strings, a `metadata` that is not a mapping, a `hooks` that is not a mapping.',
    kinds: ['agent', 'skill', 'command'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'YAML reads `name: 123` as a number and `description: [a, b]` as a list. Claude Code 2.1.332 does not load a project agent whose `name` or `description` is not a string (it is missing from the agent list). In a plugin agent, a skill or a command a number or boolean is read as its text (`name: 123` in a plugin agent is listed as `<plugin>:123`) while a list or mapping is dropped; `claude plugin validate` rejects a `name` that is not a string and a `description` that is a list or mapping ("name must be a string, got number") (oracle: oracle/claude-code/placements.json, cases p-name-number, p-desc-number, p-desc-bool, p-desc-list). In skills and commands `allowed-tools` must be a string or a list of strings, and a `metadata` that is not a mapping "is dropped at load time". Frontmatter `hooks` has the shape of settings\' `hooks`, a mapping of events to matcher groups (https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents); a list or a string there (a tool list under a key renamed by spelling) runs no hook. Quoting the value (`name: "123"`) keeps the text.',
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
      const fate = lost(artifact, field, v);
      report(ctx, artifact, v, pair.path, `\`${field}\` must be a string, not ${typeName(v)}: ${fate.text}`, quotable ? JSON.stringify(v.type === 'scalar' ? v.raw : '') : undefined, fate.level, fate.effect);
    }
    const hooks = getPair(root, 'hooks');
    const h = hooks?.value;
    if (hooks && h && h.type !== 'map' && !(h.type === 'scalar' && h.value === null)) {
      // Often a tool list under a key renamed by spelling (`tools: Read, Grep` become `hooks: Read, Grep`).
      report(ctx, artifact, h, hooks.path, `\`hooks\` must be a mapping of hook events to matcher groups, not ${typeName(h)}: it has the shape of settings' \`hooks\`, and no hook runs from it (documented: https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents)`, undefined, undefined, 'ignored');
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
      report(ctx, artifact, m, meta.path, `\`metadata\` must be a mapping (key: value pairs), not ${typeName(m)}: Claude Code drops it at load time`, undefined, 'warn', 'ignored');
    }
  },
});

function report(ctx: RuleContext, artifact: Artifact, node: TreeNode, jsonPath: string, message: string, quoted?: string, level?: 'warn', effect?: Effect): void {
  ctx.report({
    message,
    range: node.range,
    jsonPath,
    level,
    effect,
    suggestion: quoted ? { msg: `quote it: ${quoted}`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: node.range, text: quoted }] } : undefined,
  });
}
