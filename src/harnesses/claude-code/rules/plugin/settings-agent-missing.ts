import { SETTINGS_BUILTIN_AGENTS } from '../../known-values/claude-code.js';
import { artifactsOf } from '../../../../artifacts/model.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';
import { pairIn } from '../../lib/part-fields.js';

export default projectRule({
  meta: {
    id: 'plugin/settings-agent-missing',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A plugin `settings.json` whose `agent` names no agent of the plugin (bare or `<plugin>:<agent>`), of the repository, or built into Claude Code.',
    kinds: ['plugin-settings'],
    optIn: false,
    fixable: false,
    rationale:
      'A plugin\'s `settings.json` `agent` makes that agent the main thread\'s agent when the plugin is enabled. Claude Code 2.1.332 looks the name up among the agents it loaded; one it cannot find is dropped with only a debug-log line ("Warning: agent \\"ghost\\" not found. Available agents: … Using default behavior."), so the session runs as plain Claude Code. `claude plugin validate` says nothing. Recorded cases: oracle/claude-code/plugin-parts.json.',
    examples: {
      wrong: '{\n  "agent": "reviwer"\n}\n',
      right: '{\n  "agent": "reviewer"\n}\n',
      file: 'my-plugin/settings.json',
      context: {
        'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Review agent", "author": { "name": "me" } }\n',
        'my-plugin/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews code.\n---\nReview.\n',
      },
    },
  },
  check(project, ctx) {
    const agents = artifactsOf(project, 'agent');
    const plugins = artifactsOf(project, 'plugin');
    for (const settings of artifactsOf(project, 'plugin-settings')) {
      const value = pairIn(settings.root, 'agent')?.value;
      if (value?.type !== 'scalar' || typeof value.value !== 'string') continue;
      const pr = String(settings.data.pluginRoot ?? '.');
      const manifest = plugins.find((p) => String(p.data.pluginRoot ?? '.') === pr);
      // Agents at custom manifest paths are not all discovered here: do not guess.
      if (pairIn(manifest?.root, 'agents')) continue;
      const pluginName = manifest?.element.name;
      const known = new Set(SETTINGS_BUILTIN_AGENTS);
      for (const a of agents) {
        if (a.pluginRoot === undefined) known.add(a.element.name);
        else if (a.pluginRoot === pr) {
          known.add(a.element.name);
          if (pluginName) known.add(`${pluginName}:${a.element.name}`);
        }
      }
      if (known.has(value.value)) continue;
      const near = closest(value.value, known);
      ctx.report({
        path: settings.path,
        element: settings.element,
        message: `\`agent\` names \`${value.value}\`, an agent Claude Code does not find: it is not an agent of this plugin, of the repository, or built in, and Claude Code runs the session without it ("agent not found … Using default behavior")${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: value.range,
        jsonPath: value.path,
      });
    }
  },
});
