import { getPair, type Pair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { listOf } from '../../../diagnostics/suggest.js';
import { partsOf, partVariables, ruleName, rulesOf, targetsOf, variablesIn, type Part } from '../lib/model.js';

export default artifactRule({
  meta: {
    id: 'agentltl/variable-binding',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `$var` must be bound on every target of both sides of a `before`; variables only work in `before`, and not with `since`.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      'A `with` value written `$name` ties the two calls of a `before` rule to the same value ("read a file before you overwrite it"). A target of either side that does not bind it has nothing to compare, so the guard rejects the rule; outside `before` (or combined with `since`, not supported yet) `$name` is no variable at all.',
    examples: {
      wrong: 'rules:\n  - id: read-before-overwrite\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: [{tool: Write, with: {file_path: $f}}, rm]',
      right: 'rules:\n  - id: read-before-overwrite\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: [{tool: Write, with: {file_path: $f}}, {tool: rm, with: {paths: $f}}]',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      const targets = targetsOf(rule);
      const isBefore = rule.kind?.key === 'before';
      if (!isBefore) {
        const found = [
          ...targets.flatMap((t) => partsOf(t.node).flatMap(partVariables)),
          ...((): Array<{ name: string; node: { range: Pair['range']; path: string } }> => {
            const w = getPair(rule.node, 'with')?.value;
            return w && w.type === 'map' ? w.pairs.flatMap((p) => variablesIn(p.value)) : [];
          })(),
        ];
        for (const v of found) {
          ctx.report({
            message: `\`${v.name}\` is a variable, and variables only work in \`before\` rules: in ${ruleName(rule)} it is compared as the literal text \`${v.name}\``,
            range: v.node.range,
            jsonPath: v.node.path,
            help: 'use a `before` rule to tie two calls to the same value, or write the value itself',
          });
        }
        continue;
      }
      const sides = targets.filter((t) => t.role === 'first' || t.role === 'then');
      const parts: Array<{ part: Part; role: string }> = sides.flatMap((t) => partsOf(t.node).map((part) => ({ part, role: t.role })));
      const names = new Set(parts.flatMap((p) => partVariables(p.part).map((v) => v.name)));
      if (names.size === 0) continue;
      const all = [...names].sort();
      for (const { part, role } of parts) {
        const bound = new Set(partVariables(part).map((v) => v.name));
        const lacking = all.filter((n) => !bound.has(n));
        if (lacking.length === 0) continue;
        const label = part.type === 'scalar' ? `\`${String(part.value)}\`` : 'this target';
        const withPair = part.type === 'map' ? getPair(part, 'with') : undefined;
        ctx.report({
          message: `${label} (the \`${role}\` side) does not bind ${listOf(lacking.map((n) => n), 'and')}: every target of both sides of a \`before\` must bind each variable`,
          range: withPair ? withPair.keyRange : part.type === 'map' ? (getPair(part, 'tool')?.keyRange ?? part.range) : part.range,
          jsonPath: part.path,
          help: part.type === 'scalar' ? `write it as \`{tool: ${String(part.value)}, with: {<argument>: ${lacking[0]}}}\`` : `add \`<argument>: ${lacking[0]}\` to its \`with\``,
        });
      }
      // The first side: only `with` values (AgentLTL compares them for equality).
      for (const { part, role } of parts) {
        if (role !== 'first' || part.type !== 'map') continue;
        for (const key of ['where', 'exists']) {
          const p = getPair(part, key);
          if (p) {
            ctx.report({
              message: `with a variable, the \`first\` side of a \`before\` takes \`with\` values only, not \`${key}\``,
              range: p.keyRange,
              jsonPath: p.path,
            });
          }
        }
      }
      const since = rule.kind && rule.kind.value?.type === 'map' ? getPair(rule.kind.value, 'since') : undefined;
      if (since) {
        ctx.report({
          message: `\`since\` cannot be combined with a variable (${listOf(all)}) yet: the guard rejects ${ruleName(rule)}`,
          range: since.keyRange,
          jsonPath: since.path,
          help: 'drop `since`, or split the rule into one with the variable and one with `since`',
        });
      }
    }
  },
});
