import { PLUGIN_IGNORED_AGENT_FIELDS } from '../../known-values/claude-code.js';
import { deleteLines } from '../../../../diagnostics/edits.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'agents/plugin-ignored-fields',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: '`permissionMode`, `mcpServers` and `hooks` on a plugin-distributed agent: Claude Code ignores them.',
    kinds: ['agent'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code drops `permissionMode`, `mcpServers` and `hooks` from agents that come from a plugin (observed on 2.1.332: only the debug log says "sets permissionMode, which is ignored for plugin agents. Use .claude/agents/ for this level of control"). The agent runs without them: the configuration is dead. The same fields work in `.claude/agents/`. An agent is plugin-distributed when a folder above it (up to the scan root) holds `.claude-plugin/plugin.json`, or is a local plugin source of a marketplace.',
    examples: { wrong: '---\nname: deployer\ndescription: Deploys\npermissionMode: acceptEdits\n---', right: '---\nname: deployer\ndescription: Deploys\n---', file: 'plugins/ops/agents/deployer.md', context: { 'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }' } },
  },
  check(artifact, ctx) {
    if (!artifact.pluginDistributed || artifact.root?.type !== 'map') return;
    for (const pair of artifact.root.pairs) {
      if (!PLUGIN_IGNORED_AGENT_FIELDS.includes(pair.key)) continue;
      ctx.report({
        message: `\`${pair.key}\` is ignored for plugin agents: Claude Code drops it (only its debug log says so), so this configuration never takes effect; it works in \`.claude/agents/\``,
        range: pair.keyRange,
        jsonPath: pair.path,
        notes: [`plugin root: ${artifact.pluginRoot ?? '?'}`],
        help: pair.key === 'permissionMode' ? 'users can set the permission mode themselves; document it in the plugin README' : `move \`${pair.key}\` into the plugin manifest or the user's settings`,
        suggestion: { msg: `remove \`${pair.key}\``, applicability: 'MaybeIncorrect', edits: [deleteLines(artifact.file, pair.range)] },
      });
    }
  },
});
