/** `@path` imports in Qwen Code memory files (QWEN.md, AGENTS.md) that name no file: Qwen leaves them as text. */
import { posix } from 'node:path';
import { QWEN_CASES, QWEN_VERSION } from '../known-values.js';
import type { Project } from '../../../artifacts/model.js';
import { sourceFile, type SourceFile } from '../../../artifacts/source.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { importRefs, looksLikePath } from '../../../rules/shared/memory-imports.js';
import { missingPath } from '../../../rules/shared/missing-path.js';
import { qwenMemoryFiles } from '../lib/memory-files.js';

function load(project: Project, path: string): SourceFile | undefined {
  const text = project.readText(path);
  return text === undefined ? undefined : sourceFile(path, text);
}

export default projectRule({
  meta: {
    id: 'qwen-code/memory-import',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An `@./path` import in a Qwen Code memory file (QWEN.md, AGENTS.md, or a file they import) that names no file: Qwen sends the `@./path` to the model as plain text, without a word.',
    kinds: ['qwen-memory'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case memory-imports): \`@./docs/style.md\` in QWEN.md is inlined between "<!-- Imported from: ./docs/style.md -->" markers, while \`@./docs/missing.md\` is left in the context as plain text, with no marker and no log line, and the run goes on without those instructions. Qwen reads QWEN.md and AGENTS.md (case layout) unless \`context.fileName\` names other files (case settings-context-filename). \`@path\` inside code spans and fenced blocks is text and is not checked.`,
    examples: {
      file: 'QWEN.md',
      wrong: '# Project\n\nFollow @./docs/style-guide.md when writing code.\n',
      right: '# Project\n\nFollow @./docs/style.md when writing code.\n',
      context: { 'docs/style.md': '# Style\n' },
    },
  },
  check(project, ctx) {
    const seen = new Set<string>();
    const visit = (file: SourceFile, chain: string[], top: SourceFile) => {
      for (const ref of importRefs(file)) {
        if (ref.inCode || !looksLikePath(ref.path) || !/^\.{1,2}\//.test(ref.path)) continue;
        const dir = posix.dirname(file.path);
        const target = posix.normalize(posix.join(dir === '.' ? '' : dir, ref.path));
        if (target === '..' || target.startsWith('../') || chain.includes(target)) continue;
        const missing = missingPath(project, target, 'file');
        if (missing !== undefined) {
          const key = `${file.path}:${ref.range.start.line}:${ref.range.start.column}`;
          if (!seen.has(key)) ctx.report({ path: file.path, element: { type: 'qwen-memory', name: top.path }, harness: 'qwen-code', message: `\`@${ref.path}\` imports nothing: \`${target}\` ${missing}; Qwen Code sends \`@${ref.path}\` to the model as plain text, without a word`, range: ref.range });
          seen.add(key);
          continue;
        }
        const next = load(project, target);
        if (next) visit(next, [...chain, target], top);
      }
    };
    for (const f of qwenMemoryFiles(project)) visit(f, [f.path], f);
  },
});
