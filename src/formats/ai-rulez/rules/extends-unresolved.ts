import { projectRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { replaceScalar } from '../../../diagnostics/edits.js';
import { dedupe, extendsBoundAs, AI_RULEZ_AGENT_READS } from '../lib/resolve.js';

export default projectRule({
  meta: {
    id: 'ai-rulez/extends-unresolved',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An ai-rulez agent `extends` a name that no lower layer defines.',
    kinds: ['ai-rulez-agent'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'When no agent of the `extends` name exists below the extending agent (builtins, includes, then the project), ai-rulez drops `extends`, logs a warning and generates the agent with its own body only: the base instructions the author meant to keep are silently missing from `.claude/agents/` and every other output.',
    examples: {
      context: { '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = []\n' },
      wrong: '---\nname: code-reviewer\nextends: code-reveiwer\n---\nAlso check FFI safety comments.',
      right: '---\nname: code-reviewer\nextends: code-reviewer\n---\nAlso check FFI safety comments.',
      file: '.ai-rulez/agents/code-reviewer.md',
    },
  },
  reads: AI_RULEZ_AGENT_READS,
  check(project, ctx) {
    const once = dedupe();
    for (const { p, e, b } of extendsBoundAs(project, 'missing')) {
      const target = e.extends.target;
      const near = closest(target, b.lowerNames);
      const fix = certainCorrection(target, b.lowerNames);
      const where = e.layer.kind === 'include' ? ` (as included by \`${p.config.path}\`)` : '';
      const message = `\`extends: ${target}\` names no agent in a lower layer${where}: ai-rulez drops \`extends\` and generates \`${e.name}\` with its own body only${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`;
      if (!once(e.artifact.path, e.extends.value.range, message)) continue;
      ctx.report({
        message,
        range: e.extends.value.range,
        path: e.artifact.path,
        jsonPath: e.extends.pair.path,
        element: e.artifact.element,
        help: b.lowerNames.length
          ? `agents below this one: ${b.lowerNames.map((n) => `\`${n}\``).join(', ')}`
          : 'no agent exists below this one; remove `extends` or add the base agent',
        notes: ['`extends: <own name>` binds to the agent of that name in the layers below this one (project, includes, builtins, highest first); another name may also bind to an agent of the same layer'],
        suggestion: fix
          ? { msg: `extend \`${fix}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(e.artifact.file, e.extends.value, fix)] }
          : undefined,
      });
    }
  },
});
