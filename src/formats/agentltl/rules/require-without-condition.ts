import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { partsOf, ruleName, rulesOf, targetsOf } from '../lib/model.js';

export default artifactRule({
  meta: {
    id: 'agentltl/require-without-condition',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `require` target without `with` or `where` (there or at rule level) fires on every call of its tool.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: false,
    rationale:
      '`require: T` means "when one of T\'s tools is called, its arguments must match T\'s `with`/`where`". A target with no condition has nothing to match, so every call to that tool is refused; the guard rejects such a rule.',
    examples: {
      wrong: 'rules:\n  - id: rm-only-in-build\n    require: rm',
      right: 'rules:\n  - id: rm-only-in-build\n    require: {tool: rm, where: {paths: [build, "build/**"]}}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      if (getPair(rule.node, 'with') || getPair(rule.node, 'where')) continue;
      for (const t of targetsOf(rule)) {
        if (t.role !== 'require') continue;
        for (const part of partsOf(t.node)) {
          if (part.type === 'map' && (getPair(part, 'with') || getPair(part, 'where'))) continue;
          const tool = part.type === 'map' ? getPair(part, 'tool') : undefined;
          const name = part.type === 'scalar' ? String(part.value) : tool?.value?.type === 'scalar' ? String(tool.value.value) : 'this target';
          ctx.report({
            message: `\`require\` target \`${name}\` has no \`with\` or \`where\`: ${ruleName(rule)} would refuse every call to it`,
            range: part.type === 'map' ? (tool ? tool.keyRange : part.range) : part.range,
            jsonPath: part.path,
            help: 'say what its arguments must be, e.g. `{tool: rm, where: {paths: "build/**"}}`, or use `never:` to forbid the tool',
          });
        }
      }
    }
  },
});
