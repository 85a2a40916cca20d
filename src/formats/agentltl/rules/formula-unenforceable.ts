import type { Range } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { ltlSources } from '../lib/ltl-source.js';
import { rulesOf } from '../lib/model.js';
import { structuredToFormula } from '../lib/structured.js';
import { show, type Formula } from '../lib/ltl/ast.js';
import { classify } from '../lib/ltl/classify.js';

/** A tool a formula names, for a tailored suggestion. */
function firstTool(f: Formula): string | undefined {
  switch (f.op) {
    case 'called': case 'now': case 'eventually': case 'always': case 'called_with': case 'called_n':
      return f.tool;
    case 'before': case 'after': case 'within_steps': case 'instance_before':
      return f.a;
    case 'all_before':
      return f.tools[0];
    case 'in_order':
      return f.tools[0];
    case 'branch_called':
      return f.ok;
    case 'unary':
      return firstTool(f.arg);
    case 'binary':
      return firstTool(f.left) ?? firstTool(f.right);
    case 'count_before':
      return firstTool(f.arg);
    case 'const':
      return undefined;
  }
}

export function failsUntilHelp(f: Formula): string {
  if (f.op === 'called') return `say when it applies: \`G(now("<the call that needs it>") -> called("${f.tool}"))\`, e.g. \`G(now("deploy") -> called("pytest"))\``;
  return 'say when it applies, e.g. `G(now("deploy") -> called("pytest"))`, or state the order: `before("pytest","git_push")`';
}

export function neverFailsHelp(f: Formula): string {
  const t = firstTool(f);
  const bound = f.op === 'in_order' && f.tools.length >= 2
    ? `\`before("${f.tools[0]}","${f.tools[1]}")\``
    : '`within_steps("deploy","notify",3)`';
  return `bound it so that it can fail: ${bound}, or \`before("pytest","git_push")\`; for "do it before finishing" use a \`finally:\` rule${t ? ` (\`finally: ${t}\`)` : ''}`;
}

export default artifactRule({
  meta: {
    id: 'agentltl/formula-unenforceable',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An `ltl:` (or structured `formula:`) the guard cannot enforce call by call: one that fails until some call happens, or one that can never fail before the session ends.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      'The guard judges each call on the trace so far, so it can only enforce formulas whose violation is final the moment it happens (safety properties). A bare `called("pytest")` is false until pytest runs, so every call before it would be refused; `F(called("pytest"))` or `G(now("a") -> F(now("b")))` can never fail before the session ends, so they would never refuse anything. The guard rejects both kinds. agentlint decides from the formula\'s meaning: it computes, bottom-up, which values (violated, not met yet, pending, holds so far, holds) each subformula can take on a growing trace.',
    examples: {
      wrong: "rules:\n  - id: tests-before-deploy\n    ltl: 'called(\"pytest\")'",
      right: "rules:\n  - id: tests-before-deploy\n    ltl: 'G(now(\"deploy\") -> called(\"pytest\"))'",
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    const formulas: Array<{ f: Formula; range: Range; jsonPath: string; structured: boolean }> = [];
    for (const src of ltlSources(artifact)) {
      if (src.result.ok) formulas.push({ f: src.result.formula, range: src.node.range, jsonPath: src.pair.path, structured: false });
    }
    // `formula: {type, args}` is classified by the guard too, once it is well formed.
    for (const rule of rulesOf(artifact)) {
      const p = getPair(rule.node, 'formula');
      const f = p?.value ? structuredToFormula(p.value) : undefined;
      if (p?.value && f) formulas.push({ f, range: p.value.range, jsonPath: p.path, structured: true });
    }
    for (const { f, range, jsonPath, structured } of formulas) {
      const what = structured ? 'this structured formula' : 'this formula';
      const { verdict } = classify(f);
      if (verdict === 'fails-until') {
        ctx.report({
          message: `${what} fails until some call happens: on calls it does not name it is already false (not met yet), so the guard would refuse every call until then, and rejects it`,
          range,
          jsonPath,
          notes: [`read as ${show(f)}`],
          help: failsUntilHelp(f),
        });
      } else if (verdict === 'never-fails') {
        ctx.report({
          message: `${what} can never fail before the session ends (a liveness property): the guard would never refuse anything, and rejects it`,
          range,
          jsonPath,
          notes: [`read as ${show(f)}`],
          help: neverFailsHelp(f),
        });
      }
    }
  },
});
