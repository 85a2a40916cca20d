import { PLUGIN_EXPERIMENTAL_TOP_LEVEL, PLUGIN_FIELDS } from '../../known-values/claude-code.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../../diagnostics/suggest.js';
import { renameKey } from '../../lib/plugin-edits.js';
import type { TreeNode } from '../../../../artifacts/tree.js';

/** Component fields: a path or a list of paths, and for some an inline object (plugins reference). */
const PATH_FIELDS = ['commands', 'agents', 'skills', 'outputStyles', 'workflows'];
const PATH_OR_OBJECT_FIELDS = ['hooks', 'mcpServers', 'lspServers'];

/** The value may stand as `field`'s (only component fields are checked; others take what they take). */
function fitsField(field: string, v: TreeNode | null): boolean {
  if (!v || (v.type === 'scalar' && v.value === null)) return true;
  const paths = (n: TreeNode) => (n.type === 'scalar' && typeof n.value === 'string') || (n.type === 'seq' && n.items.every((x) => x.type === 'scalar' && typeof x.value === 'string'));
  if (PATH_FIELDS.includes(field)) return paths(v);
  if (PATH_OR_OBJECT_FIELDS.includes(field)) return paths(v) || v.type === 'map';
  return true;
}

/** Keys editors and schemas add that Claude Code skips without a word. */
const TOLERATED = ['$schema'];

export default artifactRule({
  meta: {
    id: 'plugin/unknown-field',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A plugin manifest field Claude Code does not know.',
    kinds: ['plugin'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code only warns about unknown manifest fields and otherwise ignores them, so a misspelt `comands` or a marketplace-only field such as `category` silently does nothing: the components stay at their defaults.',
    examples: { wrong: '{ "name": "my-plugin", "comands": "./cmds" }', right: '{ "name": "my-plugin", "commands": "./cmds" }', file: '.claude-plugin/plugin.json' },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    for (const pair of root.pairs) {
      if (PLUGIN_FIELDS.includes(pair.key) || TOLERATED.includes(pair.key)) continue;
      if (PLUGIN_EXPERIMENTAL_TOP_LEVEL.includes(pair.key)) {
        // validate 2.1.332: "'monitors' is an experimental component; declare it under 'experimental.monitors' instead of
        // at the top level. Top-level still loads for now but will be removed in a future release." (plugin-parts.json).
        ctx.report({
          message: `\`${pair.key}\` is an experimental component: Claude Code still loads it at the top level for now, but will stop; declare it under \`experimental.${pair.key}\``,
          range: pair.keyRange,
          jsonPath: pair.path,
        });
        continue;
      }
      const near = closest(pair.key, PLUGIN_FIELDS);
      const guess = certainCorrection(pair.key, PLUGIN_FIELDS);
      // A rename onto a field whose value this one cannot be (`mcp_servers` holding a list of server objects is not
      // an `mcpServers`) trades this warning for plugin/field-types' error: not offered.
      const certain = guess !== undefined && fitsField(guess, pair.value) ? guess : undefined;
      const taken = certain !== undefined && root.pairs.some((p) => p.key === certain);
      ctx.report({
        message: `unknown manifest field \`${pair.key}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: Claude Code ignores it`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: near.length ? undefined : 'see the plugins reference for the manifest fields; marketplace-only fields (such as `category`) belong in the marketplace entry',
        suggestion:
          certain && !taken
            ? { msg: `rename to \`${certain}\``, applicability: 'MachineApplicable', edits: [renameKey(artifact.file, pair, certain)] }
            : near.length && !taken && !root.pairs.some((p) => p.key === near[0]!.value) && fitsField(near[0]!.value, pair.value)
              ? { msg: `rename to \`${near[0]!.value}\``, applicability: 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, near[0]!.value)] }
              : undefined,
      });
    }
  },
});
