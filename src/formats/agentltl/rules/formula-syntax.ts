import { artifactRule } from '../../../diagnostics/rule.js';
import { ltlSources } from '../lib/ltl-source.js';

export default artifactRule({
  meta: {
    id: 'agentltl/formula-syntax',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An `ltl:` formula that AgentLTL\'s grammar rejects, pointed at the exact character.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      'The guard parses every `ltl:` formula when it loads the file, and a formula it cannot parse makes it reject the whole file: no rule is enforced. Typical slips are single-quoted strings inside the formula, a misspelt function (`calld`), `=>` for `->` or an unbalanced parenthesis.',
    examples: {
      wrong: "rules:\n  - id: fetch-before-rebase\n    ltl: \"before('git_fetch', 'git_rebase')\"",
      right: "rules:\n  - id: fetch-before-rebase\n    ltl: 'before(\"git_fetch\", \"git_rebase\")'",
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const src of ltlSources(artifact)) {
      // An empty formula is agentltl/rule-kind's (`ltl:` takes a formula string).
      if (src.result.ok || src.text.trim() === '') continue;
      const e = src.result.error;
      const { range, exact } = src.rangeOf(e.start, e.end);
      ctx.report({
        message: `cannot parse the formula: ${e.message} (at character ${e.start + 1})`,
        range,
        jsonPath: src.pair.path,
        notes: exact ? [] : ['the position inside this YAML string could not be mapped to a column exactly; the whole formula is marked'],
        help: 'grammar: `->`, `|`, `&`, prefix `!` `G` `F` `X` `Y` `O` `H`, binary `U` `W` `R` `S`, atoms `true`, `false`, `( … )` and functions such as `now("t")`, `called("t")`, `before("a","b")`',
      });
    }
  },
});
