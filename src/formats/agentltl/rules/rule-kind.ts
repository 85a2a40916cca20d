import { AGENTLTL_AT_MOST_KEYS, AGENTLTL_BEFORE_KEYS, AGENTLTL_FINALLY_KEYS, AGENTLTL_FORMULA_KEYS, AGENTLTL_RULE_KINDS } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import { getPair, type MapNode, type Pair } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { listOf } from '../../../diagnostics/suggest.js';
import { ruleAnchor, ruleName, rulesOf } from '../lib/model.js';
import { typeName, unknownKey } from '../lib/report.js';
import { checkFrom } from '../lib/values.js';

const SHAPES: Record<string, string> = {
  never: 'a target',
  require: 'a target',
  before: '`[A, B]` or `{first: A, then: B, since: S}`',
  at_most: '`{call: T, times: n}`',
  finally: 'a target, or `{call: T, since: S}`',
  ltl: 'a formula string',
  formula: '`{type: ..., args: ...}`',
};

/** A kind whose value has the wrong shape: `what` it is instead (default: its type). */
function bad(ctx: RuleContext, kind: Pair, what?: string) {
  const v = kind.value;
  ctx.report({
    message: `\`${kind.key}:\` takes ${SHAPES[kind.key]}, not ${what ?? typeName(v)}`,
    range: v ? v.range : kind.keyRange,
    jsonPath: kind.path,
  });
}

function missing(ctx: RuleContext, kind: Pair, key: string, shape: string) {
  ctx.report({ message: `\`${kind.key}:\` needs \`${key}\` (${shape})`, range: kind.keyRange, jsonPath: kind.path });
}

/** Keys of a kind's mapping that are not among `known`. */
function unknownKeys(artifact: Artifact, ctx: RuleContext, v: MapNode, known: readonly string[], where: string) {
  const keys = v.pairs.map((p) => p.key);
  for (const p of v.pairs) if (!known.includes(p.key)) unknownKey(artifact, ctx, p, known, where, keys);
}

/** A rule with no kind, or with more than one. */
function checkKindCount(artifact: Artifact, ctx: RuleContext, rule: ReturnType<typeof rulesOf>[number]) {
  if (rule.kinds.length === 0) {
    ctx.report({
      message: `${ruleName(rule)} has no kind: it needs exactly one of ${listOf(AGENTLTL_RULE_KINDS)}`,
      ...ruleAnchor(rule),
    });
  }
  for (const extra of rule.kinds.slice(1)) {
    ctx.report({
      message: `${ruleName(rule)} has more than one kind: \`${rule.kinds[0]!.key}\` and \`${extra.key}\`; a rule has exactly one (split it into two rules)`,
      range: extra.keyRange,
      jsonPath: extra.path,
      related: [{ message: `first kind \`${rule.kinds[0]!.key}\``, span: { path: artifact.path, range: rule.kinds[0]!.keyRange } }],
    });
  }
}

/** The value of one kind against its documented shape. */
function checkShape(artifact: Artifact, ctx: RuleContext, kind: Pair) {
  const v = kind.value;
  if (!v || (v.type === 'scalar' && v.value === null)) {
    bad(ctx, kind, 'nothing');
    return;
  }
  switch (kind.key) {
    case 'never':
    case 'require':
      return; // the target's own shape: agentltl/target
    case 'before': {
      if (v.type === 'seq') {
        if (v.items.length !== 2) bad(ctx, kind, `a list of ${v.items.length}`);
        return;
      }
      if (v.type !== 'map') return bad(ctx, kind);
      unknownKeys(artifact, ctx, v, AGENTLTL_BEFORE_KEYS, '`before:`');
      for (const k of ['first', 'then']) if (!getPair(v, k)) missing(ctx, kind, k, '`{first: A, then: B, since: S}`');
      return;
    }
    case 'at_most': {
      if (v.type !== 'map') return bad(ctx, kind);
      unknownKeys(artifact, ctx, v, AGENTLTL_AT_MOST_KEYS, '`at_most:`');
      for (const k of AGENTLTL_AT_MOST_KEYS) if (!getPair(v, k)) missing(ctx, kind, k, '`{call: T, times: n}`');
      return;
    }
    case 'finally': {
      if (v.type !== 'map' || !(getPair(v, 'call') || getPair(v, 'since'))) return; // a target
      unknownKeys(artifact, ctx, v, AGENTLTL_FINALLY_KEYS, '`finally:`');
      if (!getPair(v, 'call')) missing(ctx, kind, 'call', '`{call: T, since: S}`');
      return;
    }
    case 'ltl':
      if (v.type !== 'scalar' || typeof v.value !== 'string') return bad(ctx, kind);
      if (v.value.trim() === '') bad(ctx, kind, 'an empty string');
      return;
    case 'formula': {
      if (v.type !== 'map') return bad(ctx, kind);
      unknownKeys(artifact, ctx, v, AGENTLTL_FORMULA_KEYS, '`formula:`');
      if (!getPair(v, 'type')) missing(ctx, kind, 'type', '`{type: Before, args: {a: x, b: y}}`');
      return;
    }
  }
}

export default artifactRule({
  meta: {
    id: 'agentltl/rule-kind',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A rule has exactly one kind (never, before, require, at_most, finally, ltl, formula), in its documented shape; `from:` is a statement id, a mapping or a list.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'The guard compiles each rule from its one kind. A rule with none, or with two (`never:` and `require:` written together, expecting both), or a kind in the wrong shape (`before: [a, b, c]`, `at_most: {call: x}`) makes the guard reject the whole file, and then no rule is enforced.',
    examples: {
      wrong: 'rules:\n  - id: one-migration\n    at_most: {call: alembic_revision, time: 1}',
      right: 'rules:\n  - id: one-migration\n    at_most: {call: alembic_revision, times: 1}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      checkKindCount(artifact, ctx, rule);
      for (const kind of rule.kinds) checkShape(artifact, ctx, kind);
      const from = getPair(rule.node, 'from');
      if (from) checkFrom(artifact, ctx, from);
    }
  },
});
