/** `@file` references in a Cursor rule's body that name nothing in the repository. */
import { posix } from 'node:path';
import { CURSOR_DOCS_RULES, CURSOR_RULE_EXTENSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { importRefs, looksLikePath, resolveImport } from '../../../rules/shared/memory-imports.js';

/**
 * Where Cursor looks for `@path` is not documented, so every plausible base counts:
 * the rule's own folder, the folder that holds its `.cursor/`, and the repository root.
 */
function candidates(rulePath: string, ref: string): string[] {
  const owner = rulePath.slice(0, rulePath.indexOf('.cursor/rules/'));
  const out = [resolveImport(rulePath, ref), resolveImport(posix.join(owner, 'x'), ref), resolveImport('x', ref)];
  return out.filter((p): p is string => p !== null);
}

export default projectRule({
  meta: {
    id: 'cursor/rule-file-reference',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An `@file` reference in a Cursor rule (`.cursor/rules/*.mdc`) that names no file or folder in the repository.',
    kinds: ['cursor-rule'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    readsRepository: true,
    rationale: `Documented (${CURSOR_DOCS_RULES}): rules may point at files instead of copying them ("Reference files instead of copying their contents—this keeps rules short and prevents them from becoming stale as code changes"; and the earlier page, docs.cursor.com/context/rules: "Referenced files like \`@service-template.ts\` will be included as additional context when the rule is triggered."). A reference to a file that does not exist includes nothing. The docs do not say what a reference resolves against, so a reference counts as resolved when it names a file or folder relative to the rule, to the folder holding its \`.cursor\`, or to the repository root. Only file-like references (\`./\`, \`../\` or an extension) outside code are checked, so \`@rule-name\` mentions are left alone. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/rules/services.mdc',
      wrong: '---\ndescription: RPC services\n---\nStart from @templates/service.ts.\n',
      right: '---\ndescription: RPC services\n---\nStart from @templates/rpc-service.ts.\n',
      context: { 'templates/rpc-service.ts': 'export {};\n' },
    },
  },
  // The body: its `@file` references.
  reads: { 'cursor-rule': '*' },
  check(project, ctx) {
    for (const a of artifactsOf(project, 'cursor-rule')) {
      if (!a.path.endsWith(CURSOR_RULE_EXTENSION)) continue;
      for (const ref of importRefs(a.file, a.markdown?.bodyOffset ?? 0)) {
        if (ref.inCode || !looksLikePath(ref.path) || ref.path.startsWith('~/') || ref.path.startsWith('/')) continue;
        const tried = candidates(a.path, ref.path);
        if (tried.length === 0 || tried.some((p) => project.stat(p) !== null)) continue;
        ctx.report({
          path: a.path,
          element: a.element,
          harness: a.harness,
          message: `\`@${ref.path}\` names nothing in the repository: nothing is at ${[...new Set(tried)].map((p) => `\`${p}\``).join(' or ')}, so the rule includes no file there (documented: ${CURSOR_DOCS_RULES})`,
          range: ref.range,
        });
      }
    }
  },
});
