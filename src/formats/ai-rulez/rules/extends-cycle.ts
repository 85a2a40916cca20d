import { projectRule } from '../../../diagnostics/rule.js';
import { aiRulezProjects, dedupe, AI_RULEZ_AGENT_READS } from '../lib/resolve.js';

export default projectRule({
  meta: {
    id: 'ai-rulez/extends-cycle',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'ai-rulez agents whose `extends` links form a cycle.',
    kinds: ['ai-rulez-agent'],
    optIn: false,
    fixable: false,
    rationale:
      'ai-rulez cannot merge agents that extend each other in a loop: it drops `extends` from every agent of the cycle, logs a warning and generates each with its own body only, so none of them gets the instructions it meant to inherit.',
    examples: {
      context: {
        '.ai-rulez/config.toml': 'version = "5.0"\n',
        '.ai-rulez/agents/b.md': '---\nname: b\nextends: a\n---\nB\'s additions.',
      },
      wrong: '---\nname: a\nextends: b\n---\nA\'s additions.',
      right: '---\nname: a\n---\nA\'s instructions.',
      file: '.ai-rulez/agents/a.md',
    },
  },
  reads: AI_RULEZ_AGENT_READS,
  check(project, ctx) {
    const once = dedupe();
    for (const p of aiRulezProjects(project)) {
      const done = new Set<unknown>();
      for (const e of p.agents) {
        const b = p.bindings.get(e);
        if (b?.kind !== 'cycle' || done.has(b.cycle)) continue;
        done.add(b.cycle);
        // Start the loop at the member that comes first by path, so the report is stable.
        const members = b.cycle.filter((m) => m.artifact && m.extends);
        if (members.length === 0) continue;
        const first = [...members].sort((x, y) => (x.artifact!.path < y.artifact!.path ? -1 : x.artifact!.path > y.artifact!.path ? 1 : 0))[0]!;
        const at = b.cycle.indexOf(first);
        const ordered = [...b.cycle.slice(at), ...b.cycle.slice(0, at)];
        const loop = [...ordered, ordered[0]!].map((m) => `\`${m.name}\``).join(' → ');
        const message = `\`extends\` cycle: ${loop}; ai-rulez drops \`extends\` from ${ordered.length === 1 ? 'this agent' : `all ${ordered.length} agents`} and generates each with its own body only`;
        if (!once(first.artifact!.path, first.extends!.value.range, message)) continue;
        ctx.report({
          message,
          range: first.extends!.value.range,
          path: first.artifact!.path,
          jsonPath: first.extends!.pair.path,
          element: first.artifact!.element,
          help: 'remove `extends` from one agent of the cycle, or point it at an agent that extends nothing',
          related: ordered.slice(1).map((m) => ({
            message: `\`${m.name}\` extends \`${m.extends!.target}\``,
            span: { path: m.artifact!.path, range: m.extends!.value.range, jsonPath: m.extends!.pair.path },
          })),
        });
      }
    }
  },
});
