/** Shared reporting helpers for the agentltl family. */
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import type { Pair, ScalarNode, TreeNode } from '../../../artifacts/tree.js';
import type { Suggestion } from '../../../diagnostics/diagnostic.js';
import { replaceRange, replaceScalar } from '../../../diagnostics/edits.js';
import type { RuleContext } from '../../../diagnostics/rule.js';
import { certainCorrection, clipped, closest, listOf } from '../../../diagnostics/suggest.js';
import { jsonType } from '../../../rules/shared/json-type.js';

/** ` (did you mean `x`?)` with the nearest candidate, or ''. */
export function nearest(input: string, candidates: readonly string[]): string | undefined {
  return closest(input, candidates)[0]?.value;
}

/** A value's type as the guard's messages name it; a string, number or boolean with the value itself. */
export function typeName(node: TreeNode | null | undefined): string {
  if (!node) return 'nothing';
  const t = jsonType(node);
  if (t === 'object') return 'a mapping';
  if (t === 'array') return 'a list';
  if (t === 'null') return 'null';
  const v = (node as ScalarNode).value;
  if (t === 'string') return `the string \`${JSON.stringify(clipped(String(v)))}\``;
  if (t === 'boolean') return `\`${v}\``;
  return `the number \`${v}\``;
}

/** Report a key that is not one of `known`, with did-you-mean and a certain rename. */
export function unknownKey(artifact: Artifact, ctx: RuleContext, pair: Pair, known: readonly string[], where: string, siblings: readonly string[]): void {
  const near = nearest(pair.key, known);
  const fixTo = certainCorrection(pair.key, known);
  const free = fixTo !== undefined && !siblings.includes(fixTo);
  ctx.report({
    message: `unknown key \`${pair.key}\` in ${where}${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
    range: pair.keyRange,
    jsonPath: pair.path,
    help: `${where} takes ${listOf(known, 'or', 20)}`,
    suggestion: free
      ? { msg: `rename \`${pair.key}\` to \`${fixTo}\``, applicability: 'MachineApplicable', edits: [replaceRange(artifact.file, pair.keyRange, fixTo!)] }
      : undefined,
  });
}

/**
 * A value that must be one of a closed set: reports a non-member, with
 * did-you-mean and a MachineApplicable fix when exactly one value is close.
 * Returns whether it reported.
 */
export function checkEnum(artifact: Artifact, ctx: RuleContext, node: TreeNode | null, path: string, label: string, allowed: readonly string[], keyRange?: Range): boolean {
  if (node && node.type === 'scalar' && typeof node.value === 'string' && allowed.includes(node.value)) return false;
  if (isEmpty(node)) {
    if (keyRange) ctx.report({ message: `\`${label}\` has no value: it takes one of ${listOf(allowed)}`, range: keyRange, jsonPath: path });
    return keyRange !== undefined;
  }
  node = node!;
  const range = node.range;
  const text = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
  const near = text !== undefined ? nearest(text, allowed) : undefined;
  const fixTo = text !== undefined ? certainCorrection(text, allowed) : undefined;
  let suggestion: Suggestion | undefined;
  if (fixTo !== undefined && node.type === 'scalar') {
    suggestion = { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, node, fixTo)] };
  }
  ctx.report({
    message: `\`${label}\` cannot be ${typeName(node)}: it must be one of ${listOf(allowed)}${near ? ` (did you mean \`${near}\`?)` : ''}`,
    range,
    jsonPath: path,
    suggestion,
  });
  return true;
}

/** Booleans as the guard reads them (PyYAML, YAML 1.1): `true`/`false`, and plain `yes`/`no`/`on`/`off`. */
export function isYamlBool(node: TreeNode | null | undefined): boolean {
  if (!node || node.type !== 'scalar') return false;
  if (typeof node.value === 'boolean') return true;
  return !node.quoted && typeof node.value === 'string' && /^(yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/.test(node.value);
}

export function isInt(node: TreeNode | null | undefined): node is Extract<TreeNode, { type: 'scalar' }> & { value: number } {
  return !!node && node.type === 'scalar' && typeof node.value === 'number' && Number.isInteger(node.value);
}

export function isString(node: TreeNode | null | undefined): boolean {
  return !!node && node.type === 'scalar' && typeof node.value === 'string';
}

/** No value at all: a missing node, or `key:` with nothing after it. */
export function isEmpty(node: TreeNode | null | undefined): boolean {
  return !node || (node.type === 'scalar' && node.value === null && node.raw.trim() === '');
}
