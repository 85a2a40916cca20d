/** Type checks shared by the agentltl rules, reported with exact ranges. */
import type { Artifact } from '../../../artifacts/model.js';
import { AGENTLTL_FROM_KEYS } from '../known-values.js';
import type { Pair, TreeNode } from '../../../artifacts/tree.js';
import type { RuleContext } from '../../../diagnostics/rule.js';
import { isEmpty, isInt, isString, isYamlBool, typeName, unknownKey } from './report.js';

/** An integer >= `min`; a quoted whole number gets a MachineApplicable unquote. */
export function checkInt(artifact: Artifact, ctx: RuleContext, pair: Pair, label: string, min: number): void {
  const v = isEmpty(pair.value) ? null : pair.value;
  if (!v) {
    ctx.report({ message: `\`${label}\` has no value: it takes a whole number >= ${min}`, range: pair.keyRange, jsonPath: pair.path });
    return;
  }
  if (isInt(v)) {
    if (v.value < min) ctx.report({ message: `\`${label}\` must be >= ${min}, not ${v.value}`, range: v.range, jsonPath: pair.path });
    return;
  }
  const digits = v.type === 'scalar' && typeof v.value === 'string' && /^\d+$/.test(v.value) ? v.value : undefined;
  ctx.report({
    message: `\`${label}\` must be a whole number >= ${min}, not ${typeName(v)}`,
    range: v.range,
    jsonPath: pair.path,
    suggestion:
      digits !== undefined && Number(digits) >= min
        ? { msg: `write it as the number ${Number(digits)}`, applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: String(Number(digits)) }] }
        : undefined,
  });
}

/** `true` or `false` (the guard's YAML 1.1 also reads plain yes/no/on/off); a quoted `"true"` gets a certain unquote. */
export function checkBool(artifact: Artifact, ctx: RuleContext, pair: Pair, label: string): void {
  const v = isEmpty(pair.value) ? null : pair.value;
  if (isYamlBool(v)) return;
  const quotedBool = v && v.type === 'scalar' && typeof v.value === 'string' && /^(true|false)$/i.test(v.value) ? v.value.toLowerCase() : undefined;
  ctx.report({
    message: `\`${label}\` must be \`true\` or \`false\`, not ${typeName(v)}`,
    range: v ? v.range : pair.keyRange,
    jsonPath: pair.path,
    suggestion:
      quotedBool !== undefined && v
        ? { msg: `write the boolean \`${quotedBool}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: quotedBool }] }
        : undefined,
  });
}

/** A string-valued field (numbers read as text are fine: the guard calls `str()`). */
export function checkText(ctx: RuleContext, pair: Pair, label: string): void {
  const v = pair.value;
  if (!v || v.type === 'scalar') return;
  ctx.report({ message: `\`${label}\` must be text, not ${typeName(v)}`, range: v.range, jsonPath: pair.path });
}

/** A mapping-valued field. */
export function checkMap(ctx: RuleContext, pair: Pair, label: string, what: string): boolean {
  const v = pair.value;
  if (v && v.type === 'map') return true;
  ctx.report({ message: `\`${label}\` must be a mapping (${what}), not ${typeName(v)}`, range: v ? v.range : pair.keyRange, jsonPath: pair.path });
  return false;
}

/**
 * `from:` — the memory statement a rule enforces: a statement id, a mapping
 * of `file`/`line`/`id`/`text`, or a list of them.
 */
export function checkFrom(artifact: Artifact, ctx: RuleContext, pair: Pair): void {
  const one = (node: TreeNode, inList: boolean) => {
    if (node.type === 'scalar') {
      if (!isString(node) && typeof node.value !== 'number') {
        ctx.report({ message: `\`from:\` names a memory statement by id (text), not ${typeName(node)}`, range: node.range, jsonPath: node.path });
      }
      return;
    }
    if (node.type === 'seq') {
      if (inList) ctx.report({ message: '`from:` is a statement, or a list of statements, not a list of lists', range: node.range, jsonPath: node.path });
      else node.items.forEach((i) => one(i, true));
      return;
    }
    const keys = node.pairs.map((p) => p.key);
    for (const p of node.pairs) {
      if (!AGENTLTL_FROM_KEYS.includes(p.key)) unknownKey(artifact, ctx, p, AGENTLTL_FROM_KEYS, '`from:`', keys);
      else if (p.key === 'line') checkInt(artifact, ctx, p, 'from.line', 1);
      else checkText(ctx, p, `from.${p.key}`);
    }
  };
  if (pair.value) one(pair.value, false);
}
