import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import { AGENTLTL_COMPARATORS, AGENTLTL_FORMULA_KEYS, AGENTLTL_FORMULA_TYPES, type FormulaArgType } from '../known-values.js';
import { getPair, type MapNode, type TreeNode } from '../../../artifacts/tree.js';
import { replaceScalar } from '../../../diagnostics/edits.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { certainCorrection, listOf } from '../../../diagnostics/suggest.js';
import { rulesOf } from '../lib/model.js';
import { checkEnum, isInt, nearest, typeName, unknownKey } from '../lib/report.js';

const TYPES = Object.keys(AGENTLTL_FORMULA_TYPES);

export default artifactRule({
  meta: {
    id: 'agentltl/formula-structured',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`formula: {type, args}` names a known AgentLTL formula type and gives it its arguments.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'A structured formula is built by looking its `type` up among AgentLTL\'s formula classes and passing `args` as their fields. An unknown type (`before` for `Before`), an argument the class does not have, or a missing one makes the guard reject the file, and then none of its rules is enforced.',
    examples: {
      wrong: 'rules:\n  - id: fetch-before-rebase\n    formula: {type: before, args: {first: git_fetch, b: git_rebase}}',
      right: 'rules:\n  - id: fetch-before-rebase\n    formula: {type: Before, args: {a: git_fetch, b: git_rebase}}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      const f = getPair(rule.node, 'formula');
      if (f?.value?.type === 'map') checkFormula(artifact, ctx, f.value, true);
    }
  },
});

function checkFormula(artifact: Artifact, ctx: RuleContext, m: MapNode, top: boolean): void {
  const typePair = getPair(m, 'type');
  const argsPair = getPair(m, 'args');
  if (!top) {
    const keys = m.pairs.map((p) => p.key);
    for (const p of m.pairs) if (!AGENTLTL_FORMULA_KEYS.includes(p.key)) unknownKey(artifact, ctx, p, AGENTLTL_FORMULA_KEYS, 'a nested formula', keys);
    if (!typePair) {
      ctx.report({ message: 'this nested formula has no `type`: write `{type: Now, args: {tool: deploy}}`', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
    }
  }
  if (!typePair) return;
  const tv = typePair.value;
  const type = tv && tv.type === 'scalar' && typeof tv.value === 'string' ? tv.value : undefined;
  const spec = type !== undefined ? AGENTLTL_FORMULA_TYPES[type] : undefined;
  if (!spec) {
    const near = type !== undefined ? nearest(type, TYPES) : undefined;
    const fixTo = type !== undefined ? certainCorrection(type, TYPES) : undefined;
    ctx.report({
      message: type === undefined
        ? `\`type\` names an AgentLTL formula class, not ${typeName(tv)}`
        : `unknown formula type \`${type}\`${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
      range: tv ? tv.range : typePair.keyRange,
      jsonPath: typePair.path,
      help: `formula types: ${listOf(TYPES, 'or', 30)}`,
      suggestion: fixTo !== undefined && tv && tv.type === 'scalar'
        ? { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, tv, fixTo)] }
        : undefined,
    });
    return;
  }
  const argNames = Object.keys(spec.args);
  const args = argsPair?.value;
  if (argsPair && args && args.type !== 'map' && !(args.type === 'scalar' && args.value === null)) {
    ctx.report({ message: `\`args\` must be a mapping of ${listOf(argNames, 'and')}, not ${typeName(args)}`, range: args.range, jsonPath: argsPair.path });
    return;
  }
  const given = args && args.type === 'map' ? args : undefined;
  const keys = given ? given.pairs.map((p) => p.key) : [];
  const missing = spec.required.filter((k) => !keys.includes(k));
  if (missing.length > 0) {
    ctx.report({
      message: `\`${type}\` needs ${listOf(missing, 'and')} in \`args\``,
      range: argsPair ? argsPair.keyRange : typePair.keyRange,
      jsonPath: argsPair ? argsPair.path : typePair.path,
      help: `\`${type}\` takes ${listOf(argNames, 'and')}`,
    });
  }
  if (!given) return;
  for (const p of given.pairs) {
    const kind = spec.args[p.key];
    if (!kind) {
      unknownKey(artifact, ctx, p, argNames, `the arguments of \`${type}\``, keys);
      continue;
    }
    checkArg(artifact, ctx, kind, p.value, p.path, `${type}.${p.key}`, p.keyRange);
  }
}

function checkArg(artifact: Artifact, ctx: RuleContext, kind: FormulaArgType, v: TreeNode | null, path: string, label: string, keyRange: Range): void {
  const bad = (what: string) => ctx.report({ message: `\`${label}\` takes ${what}, not ${typeName(v)}`, range: v!.range, jsonPath: path });
  if (!v) {
    if (kind !== 'any' && kind !== 'string' && kind !== 'args') ctx.report({ message: `\`${label}\` has no value`, range: keyRange, jsonPath: path });
    return;
  }
  switch (kind) {
    case 'tool':
      if (v.type !== 'scalar' || typeof v.value !== 'string' || v.value === '') bad('a tool name');
      return;
    case 'tools':
      if (v.type !== 'seq' || v.items.length === 0) return bad('a non-empty list of tool names');
      for (const i of v.items) if (i.type !== 'scalar' || typeof i.value !== 'string') ctx.report({ message: `\`${label}\` lists tool names, not ${typeName(i)}`, range: i.range, jsonPath: i.path });
      return;
    case 'int':
      if (!isInt(v)) bad('a whole number');
      return;
    case 'op':
      checkEnum(artifact, ctx, v, path, label, AGENTLTL_COMPARATORS);
      return;
    case 'args':
      if (v.type !== 'map') bad('a mapping of argument names to values');
      return;
    case 'string':
      if (v.type !== 'scalar') bad('text');
      return;
    case 'formula':
      if (v.type !== 'map') return bad('a nested formula `{type, args}`');
      checkFormula(artifact, ctx, v, false);
      return;
    case 'any':
      return;
  }
}
