/** `@path` imports nested deeper than Claude Code follows (four hops from the memory file, observed). */
import { MEMORY_IMPORT_MAX_HOPS, MEMORY_ORACLE_VERSION } from '../../known-values/claude-memory.js';
import { artifactsOf } from '../../../../artifacts/model.js';
import { sourceFile } from '../../../../artifacts/source.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { MEMORY_READS, pathImports } from '../../../../rules/shared/memory-imports.js';

export default projectRule({
  meta: {
    id: 'memory/import-depth',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `An \`@path\` import more than ${MEMORY_IMPORT_MAX_HOPS} hops away from a memory file: Claude Code does not follow it.`,
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale: `Imports are recursive, but only to a limit. Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json): in a chain CLAUDE.md → a → b → c → d → e, files up to d (${MEMORY_IMPORT_MAX_HOPS} hops) reach the model and e is silently left out. The docs have said both five and four hops; the binary follows four.`,
    examples: {
      file: 'CLAUDE.md',
      wrong: '# Project\n\n@docs/a.md\n',
      right: '# Project\n\n@docs/b.md\n',
      context: { 'docs/a.md': '@b.md\n', 'docs/b.md': '@c.md\n', 'docs/c.md': '@d.md\n', 'docs/d.md': '@e.md\n', 'docs/e.md': 'The deepest rules.\n' },
    },
  },
  reads: MEMORY_READS,
  check(project, ctx) {
    for (const a of artifactsOf(project, 'memory')) {
      // Depth-first along each chain; a file already on the chain (a cycle) is not followed again.
      const walk = (path: string, text: string, hops: number, chain: string[], offset: number) => {
        const file = path === a.path ? a.file : sourceFile(path, text);
        for (const ref of pathImports(file, path, offset)) {
          const target = ref.target;
          if (ref.inCode || chain.includes(target) || project.stat(target) !== 'file') continue;
          if (hops + 1 > MEMORY_IMPORT_MAX_HOPS) {
            ctx.report({
              path,
              element: a.element,
              harness: a.harness,
              message: `\`@${ref.path}\` is ${hops + 1} imports away from ${a.path}: Claude Code follows ${MEMORY_IMPORT_MAX_HOPS} and silently leaves \`${target}\` out (import it from a file nearer ${a.path})`,
              range: ref.range,
              related: [{ message: 'the memory file this chain starts at', span: { path: a.path, range: a.file.lines.range(0, Math.min(a.file.text.length, a.file.lines.lineEnd(1))) } }],
            });
            continue;
          }
          const next = project.readText(target);
          if (next !== undefined) walk(target, next, hops + 1, [...chain, target], 0);
        }
      };
      walk(a.path, a.file.text, 0, [a.path], a.markdown?.bodyOffset ?? 0);
    }
  },
});
