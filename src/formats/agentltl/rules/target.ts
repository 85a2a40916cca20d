import type { Artifact } from '../../../artifacts/model.js';
import { getPair, type MapNode, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { rulesOf, targetsOf, type Part } from '../lib/model.js';
import { isEmpty, isString, typeName } from '../lib/report.js';
import { checkBool } from '../lib/values.js';

export default artifactRule({
  meta: {
    id: 'agentltl/target',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A target is a tool name (or glob), a list of them, `{tool, with, where, exists, succeeded}` or a list of those, with well-typed values.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'A target says which calls a rule is about. A target without `tool`, a `where` glob that is a number, or `exists: "yes"` either makes the guard reject the file or quietly matches nothing, so the rule never fires.',
    examples: {
      wrong: 'rules:\n  - id: no-lockfile-edits\n    never: {with: {file_path: package-lock.json}, exists: "true"}',
      right: 'rules:\n  - id: no-lockfile-edits\n    never: {tool: [Edit, Write], where: {file_path: "*.lock"}, exists: true}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      for (const t of targetsOf(rule)) checkTarget(artifact, ctx, t.node, t.role === 'since' ? '`since`' : 'a target');
      // Rule-level filters share the target's value rules.
      const w = getPair(rule.node, 'with');
      if (w?.value?.type === 'map') checkWith(ctx, w.value);
      const g = getPair(rule.node, 'where');
      if (g?.value?.type === 'map') checkWhere(artifact, ctx, g.value);
    }
  },
});

function checkTarget(artifact: Artifact, ctx: RuleContext, node: TreeNode, what: string): void {
  if (node.type === 'seq') {
    if (node.items.length === 0) {
      ctx.report({ message: `${what} is an empty list: it matches no call, so the rule never fires`, range: node.range, jsonPath: node.path });
    }
    for (const item of node.items) {
      if (item.type === 'seq') {
        ctx.report({ message: 'a list item of a target is a tool name or a `{tool: ...}` mapping, not a list (write the names in one list)', range: item.range, jsonPath: item.path });
      } else {
        checkPart(artifact, ctx, item);
      }
    }
    return;
  }
  checkPart(artifact, ctx, node);
}

function checkToolName(artifact: Artifact, ctx: RuleContext, node: TreeNode): void {
  if (node.type === 'scalar' && typeof node.value === 'string' && node.value.trim() !== '') return;
  ctx.report({
    message: `a tool name must be non-empty text (a \`*\` makes it a glob), not ${node.type === 'scalar' && node.value === '' ? 'an empty string' : typeName(node)}`,
    range: node.range,
    jsonPath: node.path,
  });
}

function checkPart(artifact: Artifact, ctx: RuleContext, part: Part): void {
  if (part.type === 'scalar') return checkToolName(artifact, ctx, part);
  const tool = getPair(part, 'tool');
  if (!tool) {
    ctx.report({
      message: 'this target has no `tool`: say which calls it is about (`tool: git_push`, a list, or a glob like `"kubectl_*"`)',
      range: part.pairs[0]?.keyRange ?? part.range,
      jsonPath: part.path,
    });
  } else if (!tool.value || isEmpty(tool.value)) {
    ctx.report({ message: '`tool` has no value', range: tool.keyRange, jsonPath: tool.path });
  } else if (tool.value.type === 'seq') {
    if (tool.value.items.length === 0) ctx.report({ message: '`tool` is an empty list: the target matches no call', range: tool.value.range, jsonPath: tool.path });
    tool.value.items.forEach((i) => checkToolName(artifact, ctx, i));
  } else {
    checkToolName(artifact, ctx, tool.value);
  }
  for (const key of ['exists', 'succeeded']) {
    const p = getPair(part, key);
    if (p) checkBool(artifact, ctx, p, key);
  }
  const w = getPair(part, 'with');
  if (w) {
    if (w.value?.type === 'map') checkWith(ctx, w.value);
    else ctx.report({ message: `\`with\` maps argument names to values, not ${typeName(w.value)}`, range: w.value ? w.value.range : w.keyRange, jsonPath: w.path });
  }
  const g = getPair(part, 'where');
  if (g) {
    if (g.value?.type === 'map') checkWhere(artifact, ctx, g.value);
    else ctx.report({ message: `\`where\` maps argument names (or \`"*"\`, any argument) to globs, not ${typeName(g.value)}`, range: g.value ? g.value.range : g.keyRange, jsonPath: g.path });
  }
}

/** `with` values are compared for equality: scalars (or a `$variable`), or a list of them. */
function checkWith(ctx: RuleContext, m: MapNode): void {
  for (const p of m.pairs) {
    const v = p.value;
    const bad = (n: TreeNode) =>
      ctx.report({ message: `\`with.${p.key}\` is compared for equality with the argument: give a value (or a list of values), not ${typeName(n)}`, range: n.range, jsonPath: n.path });
    if (!v) continue; // `key:` is null, a value like any other
    if (v.type === 'map') bad(v);
    else if (v.type === 'seq') v.items.filter((i) => i.type !== 'scalar').forEach(bad);
  }
}

/** `where` values are globs (text), or lists of globs. */
function checkWhere(artifact: Artifact, ctx: RuleContext, m: MapNode): void {
  for (const p of m.pairs) {
    const v = p.value;
    const bad = (n: TreeNode | null) =>
      ctx.report({
        message: `\`where.${p.key}\` takes a glob (text) or a list of globs, not ${typeName(n)}`,
        range: n ? n.range : p.keyRange,
        jsonPath: p.path,
        help: 'quote globs that start with `*`: `"*.lock"`',
      });
    if (!v || isEmpty(v)) bad(null);
    else if (v.type === 'scalar' && !isString(v)) bad(v);
    else if (v.type === 'map') bad(v);
    else if (v.type === 'seq') {
      if (v.items.length === 0) ctx.report({ message: `\`where.${p.key}\` is an empty list: no value matches it, so the target never matches`, range: v.range, jsonPath: p.path });
      v.items.filter((i) => !isString(i)).forEach(bad);
    }
  }
}
