import { projectRule } from '../../../diagnostics/rule.js';
import { aiRulezProjects } from '../lib/resolve.js';

export default projectRule({
  meta: {
    id: 'ai-rulez/remote-include',
    effect: 'style',
    category: 'contract',
    defaultLevel: 'info',
    description: 'A remote ai-rulez include: agentlint does not fetch it, so its agents are unknown.',
    kinds: ['ai-rulez-config'],
    optIn: false,
    fixable: false,
    rationale:
      'agentlint never fetches git includes. Their agents may be the base an `extends` binds to, or may replace a lower agent, so agentlint does not report a missing base that such an include could provide; this note says once which checks it could not make.',
    examples: {
      wrong: '[[includes]]\nname = "org"\nsource = "https://github.com/org/ai-rules.git"',
      right: '[[includes]]\nname = "org"\nsource = "https://github.com/org/ai-rules.git"\ninclude = ["rules", "context"]',
      file: '.ai-rulez/config.toml',
    },
  },
  check(project, ctx) {
    for (const p of aiRulezProjects(project)) {
      for (const layer of p.layers) {
        const inc = layer.include;
        if (!inc || !layer.unknown || !inc.remote || !inc.sourcePair?.value) continue;
        const dependents = p.agents.filter((e) => {
          const b = p.bindings.get(e);
          return e.artifact && e.extends && b?.kind === 'unknown' && b.layers.includes(layer);
        });
        const label = inc.name ? `\`${inc.name}\`` : `#${inc.index + 1}`;
        ctx.report({
          message: `remote include ${label} is not fetched: its agents are unknown to agentlint${dependents.length ? `, so ${dependents.length === 1 ? 'one `extends`' : `${dependents.length} \`extends\``} could not be checked` : ''}`,
          range: inc.sourcePair.value.range,
          path: p.config.path,
          jsonPath: inc.sourcePair.path,
          notes: ['agentlint reports no missing `extends` base that this include could provide'],
          related: dependents.map((e) => ({
            message: `\`extends: ${e.extends!.target}\` may bind to an agent of this include`,
            span: { path: e.artifact!.path, range: e.extends!.value.range, jsonPath: e.extends!.pair.path },
          })),
        });
      }
    }
  },
});
