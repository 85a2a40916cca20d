import { SKILL_CONTEXTS } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import type { Suggestion } from '../../../../diagnostics/diagnostic.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, didYouMean } from '../../../../diagnostics/suggest.js';
import { insertFrontmatterLine } from '../../lib/skill-util.js';

export default artifactRule({
  meta: {
    id: 'skills/fork-agent-pairing',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`agent` without `context: fork`, or a `context` other than `fork`.',
    kinds: ['skill', 'command'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'A skill runs in a forked subagent only with `context: fork`; `agent` picks which subagent runs it. Without `context: fork` Claude Code ignores `agent` and runs the skill inline in the main conversation, and any `context` value other than `fork` is ignored the same way (documented: https://code.claude.com/docs/en/skills; no oracle case records it).',
    examples: {
      wrong: '---\nname: deep-research\ndescription: Research a topic in depth\nagent: Explore\n---',
      right: '---\nname: deep-research\ndescription: Research a topic in depth\ncontext: fork\nagent: Explore\n---',
      file: '.claude/skills/deep-research/SKILL.md',
    },
  },
  check(artifact, ctx) {
    const agent = getPair(artifact.root, 'agent');
    const context = getPair(artifact.root, 'context');
    const contextValue = scalarString(context?.value);
    if (context && context.value && contextValue !== undefined && !SKILL_CONTEXTS.includes(contextValue)) {
      const fixed = certainCorrection(contextValue, SKILL_CONTEXTS);
      ctx.report({
        message: `\`context: ${contextValue}\` is not a context Claude Code knows${didYouMean(contextValue, SKILL_CONTEXTS)}: it is ignored and the skill runs inline${agent ? ', so `agent` is ignored too' : ''} (documented: https://code.claude.com/docs/en/skills)`,
        range: context.value.range,
        jsonPath: context.path,
        help: 'the only context is `fork` (run the skill in a subagent); remove `context` to run it inline',
        suggestion: fixed
          ? { msg: `use \`${fixed}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, context.value, fixed)] }
          : undefined,
      });
      return;
    }
    if (agent && !context) {
      const insert = insertFrontmatterLine(artifact, 'context: fork');
      const suggestion: Suggestion | undefined = insert
        ? { msg: 'add `context: fork` to run the skill in that agent', applicability: 'MaybeIncorrect', edits: [insert] }
        : undefined;
      ctx.report({
        message: '`agent` has no effect without `context: fork`: Claude Code runs the skill inline in the main conversation (documented: https://code.claude.com/docs/en/skills)',
        range: agent.keyRange,
        jsonPath: agent.path,
        help: 'add `context: fork` to run the skill in the named agent, or remove `agent`',
        suggestion,
      });
    }
  },
});
