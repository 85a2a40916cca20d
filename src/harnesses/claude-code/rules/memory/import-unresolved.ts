/** `@path` imports in memory files that name no file in the repository. */
import { artifactsOf } from '../../../../artifacts/model.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { MEMORY_READS, pathImports } from '../../../../rules/shared/memory-imports.js';
import { reportMissingPath } from '../../../../rules/shared/missing-path.js';

/** Extensions of files a memory file imports; another `@a.b` is more likely a decorator or a handle. */
const FILE_EXTENSIONS = /\.(md|mdx|markdown|txt|rst|adoc|json|jsonc|ya?ml|toml|ini|cfg|conf|env|sh|bash|zsh|ps1|py|js|mjs|cjs|ts|tsx|jsx|go|rs|java|kt|rb|php|cs|c|h|cpp|hpp|swift|sql|html|css|scss|xml|csv|lock|gradle|tf|hcl|proto|graphql|gql|dockerfile)$/i;

export default projectRule({
  meta: {
    id: 'memory/import-unresolved',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An `@path` import in CLAUDE.md, CLAUDE.local.md or `.claude/rules/*.md` that names no file (relative to the importing file).',
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code resolves `@path` imports relative to the file that contains them and inlines the file (https://code.claude.com/docs/en/memory). Observed on 2.1.332 (oracle/claude-code/harness-memory.json): a path that names no file stays in the text as written, nothing is imported, and the session goes on without a message, so the instructions the author meant to share never reach the model. `~/` and absolute imports are outside the repository and not checked; only references that look like files (`./`, `../` or an extension) are checked, so `@user` mentions and `@scope/package` names are left alone.',
    examples: {
      file: 'CLAUDE.md',
      wrong: '# Project\n\nFollow @docs/style-guide.md when writing code.\n',
      right: '# Project\n\nFollow @docs/style.md when writing code.\n',
      context: { 'docs/style.md': '# Style\n' },
    },
  },
  reads: MEMORY_READS,
  check(project, ctx) {
    for (const a of artifactsOf(project, 'memory')) {
      for (const ref of pathImports(a.file, a.path, a.markdown?.bodyOffset ?? 0)) {
        const target = ref.target;
        if (ref.inCode) continue;
        // `@agent.tool`, `@user.name`: a decorator or a handle in prose, not a file the author meant to import (noted only).
        const fileLike = ref.path.includes('/') || FILE_EXTENSIONS.test(ref.path);
        const at = { path: a.path, element: a.element, harness: a.harness, range: ref.range, level: fileLike ? undefined : ('info' as const) };
        reportMissingPath(project, ctx, target, 'file', at, (why) => `\`@${ref.path}\` imports nothing: \`${target}\` ${why} (imports resolve relative to ${a.path}); Claude Code leaves the text as written and loads the rest without a word`);
      }
    }
  },
});
