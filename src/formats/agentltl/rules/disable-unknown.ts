import { AGENTLTL_BUILTIN_RULE_IDS, AGENTLTL_LIBRARY_BUNDLES, AGENTLTL_LIBRARY_RULE_IDS } from '../known-values.js';
import { replaceScalar } from '../../../diagnostics/edits.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { rulesOf, topPair } from '../lib/model.js';
import { nearest } from '../lib/report.js';

export default artifactRule({
  meta: {
    id: 'agentltl/disable-unknown',
    effect: 'style',
    category: 'suspicious',
    defaultLevel: 'info',
    description: '`disable:` names an id that is not a rule of this file, a packaged rule or a built-in rule.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      '`disable:` switches rules off by id. An id that matches nothing switches nothing off, silently: the rule the author meant to disable (often a misspelt `memory-first`) stays on. The id may still be defined in the user-level `~/.claude/AGENTLTL.yaml`, which agentlint cannot see, so this is a note, not an error.',
    examples: {
      wrong: 'disable: [memory-frist]',
      right: 'disable: [memory-first]',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    const disable = topPair(artifact, 'disable')?.value;
    if (!disable || disable.type !== 'seq') return;
    const own = rulesOf(artifact).map((r) => r.id).filter((id): id is string => id !== undefined);
    const known = [...new Set([...own, ...AGENTLTL_LIBRARY_RULE_IDS, ...AGENTLTL_BUILTIN_RULE_IDS])];
    for (const item of disable.items) {
      if (item.type !== 'scalar' || typeof item.value !== 'string') continue;
      const id = item.value;
      if (known.includes(id)) continue;
      const near = nearest(id, known);
      const bundle = AGENTLTL_LIBRARY_BUNDLES.includes(id);
      ctx.report({
        message: bundle
          ? `\`${id}\` is a library bundle, not a rule id: \`disable:\` switches rules off by id, so this switches nothing off`
          : `\`${id}\` is not a rule of this file, a packaged rule or a built-in rule: unless the user-level ~/.claude/AGENTLTL.yaml defines it, this switches nothing off${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: item.range,
        jsonPath: item.path,
        help: bundle ? 'list the ids of the bundle\'s rules you want off, or remove it from `use:`' : undefined,
        suggestion: near !== undefined && !bundle
          ? { msg: `disable \`${near}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, item, near)] }
          : undefined,
      });
    }
  },
});
