/** `@path` imports that lead back to a file already on the import chain (a cycle). */
import { MEMORY_IMPORT_MAX_HOPS, MEMORY_ORACLE_VERSION } from '../../known-values/claude-memory.js';
import { artifactsOf } from '../../../../artifacts/model.js';
import { sourceFile } from '../../../../artifacts/source.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { MEMORY_READS, pathImports } from '../../../../rules/shared/memory-imports.js';

export default projectRule({
  meta: {
    id: 'memory/import-cycle',
    effect: 'ignored',
    category: 'style',
    defaultLevel: 'info',
    description: 'An `@path` import that closes a cycle (`a.md` imports `b.md`, which imports `a.md` again): it imports nothing.',
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case import-cycle): in CLAUDE.md → a.md → b.md → a.md (and b.md → CLAUDE.md) each file reaches the model exactly once and the session goes on without a message. The import that closes the cycle does nothing, so it is info: it usually means the files' roles are tangled (which one is the entry point?), not that anything is lost.`,
    examples: {
      file: 'CLAUDE.md',
      wrong: '# Project\n\n@docs/a.md\n',
      right: '# Project\n\n@docs/rules.md\n',
      context: { 'docs/a.md': 'Rules A.\n@b.md\n', 'docs/b.md': 'Rules B.\n@a.md\n', 'docs/rules.md': 'Rules A.\nRules B.\n' },
    },
  },
  reads: MEMORY_READS,
  check(project, ctx) {
    const reported = new Set<string>();
    for (const a of artifactsOf(project, 'memory')) {
      // Depth-first along each chain, as far as Claude Code follows imports (import-depth reports the rest).
      const walk = (path: string, text: string, hops: number, chain: string[], offset: number) => {
        const file = path === a.path ? a.file : sourceFile(path, text);
        for (const ref of pathImports(file, path, offset)) {
          if (ref.inCode || project.stat(ref.target) !== 'file' || hops + 1 > MEMORY_IMPORT_MAX_HOPS) continue;
          if (chain.includes(ref.target)) {
            const key = `${path}:${ref.range.start.line}:${ref.range.start.column}`;
            if (reported.has(key)) continue;
            reported.add(key);
            const loop = [...chain.slice(chain.indexOf(ref.target)), ref.target].join(' → ');
            ctx.report({ path, element: a.element, harness: a.harness, message: `\`@${ref.path}\` closes an import cycle: ${loop}; Claude Code loads each file once, so this import adds nothing`, range: ref.range });
            continue;
          }
          const next = project.readText(ref.target);
          if (next !== undefined) walk(ref.target, next, hops + 1, [...chain, ref.target], 0);
        }
      };
      walk(a.path, a.file.text, 0, [a.path], a.markdown?.bodyOffset ?? 0);
    }
  },
});
