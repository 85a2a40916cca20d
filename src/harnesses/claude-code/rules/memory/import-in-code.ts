/** `@path` written inside a code span or fenced block, naming a real file: not an import. */
import { artifactsOf } from '../../../../artifacts/model.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { MEMORY_READS, pathImports } from '../../../../rules/shared/memory-imports.js';

export default projectRule({
  meta: {
    id: 'memory/import-in-code',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'info',
    description: 'An `@path` naming an existing file inside a code span or code block of a memory file: it is not imported.',
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Imports are not evaluated inside Markdown code spans and code blocks (https://code.claude.com/docs/en/memory; observed on 2.1.332, oracle/claude-code/harness-memory.json). Writing `` `@docs/style.md` `` to make the path stand out turns the import off; the file is not loaded. Only paths that name an existing file are reported, so examples of the syntax stay quiet.',
    examples: {
      file: 'CLAUDE.md',
      wrong: '# Project\n\nFollow `@docs/style.md` when writing code.\n',
      right: '# Project\n\nFollow @docs/style.md when writing code.\n',
      context: { 'docs/style.md': '# Style\n' },
    },
  },
  reads: MEMORY_READS,
  check(project, ctx) {
    for (const a of artifactsOf(project, 'memory')) {
      for (const ref of pathImports(a.file, a.path, a.markdown?.bodyOffset ?? 0)) {
        const target = ref.target;
        if (!ref.inCode || project.stat(target) !== 'file') continue;
        // A one-token inline span (`` `@x.md` ``) is the likely mistake: offer to drop its backticks.
        const text = a.file.text;
        const s = ref.range.start.offset;
        const e = ref.range.end.offset;
        const single = text[s - 1] === '`' && text[e] === '`' && text[s - 2] !== '`' && text[e + 1] !== '`';
        ctx.report({
          path: a.path,
          element: a.element,
          harness: a.harness,
          message: `\`@${ref.path}\` is inside code, so it is not an import: Claude Code does not load \`${target}\``,
          range: ref.range,
          suggestion: single
            ? { msg: 'remove the backticks to import the file', applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: a.file.lines.range(s - 1, e + 1), text: `@${ref.path}` }] }
            : undefined,
        });
      }
    }
  },
});
