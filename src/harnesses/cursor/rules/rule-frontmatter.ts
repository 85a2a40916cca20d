/** Cursor rule frontmatter that does not do what it says: a quoted `alwaysApply`, unknown keys, wrong types. */
import { CURSOR_DOCS_RULES, CURSOR_RULE_EXTENSION, CURSOR_RULE_FIELDS } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { checkFieldType } from '../lib/field-types.js';

export default artifactRule({
  meta: {
    id: 'cursor/rule-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Cursor rule (`.cursor/rules/*.mdc`) whose frontmatter Cursor does not read as written: `alwaysApply` that is not a boolean, `globs` or `description` of the wrong type, or a key other than `description`, `globs`, `alwaysApply`.',
    kinds: ['cursor-rule'],
    harness: 'cursor',
    optIn: false,
    fixable: 'machine',
    rationale: `Documented (${CURSOR_DOCS_RULES}): a rule's frontmatter has three properties, \`description\`, \`globs\` (patterns separated by commas) and \`alwaysApply\` (\`true\` or \`false\`), and together they choose when the rule is included. Another key chooses nothing. Third-party linters report that \`alwaysApply: "true"\` (a string) is not treated as always-applied and that Cursor says nothing; Cursor has no offline CLI, so none of this is observed here.`,
    examples: {
      file: '.cursor/rules/style.mdc',
      wrong: '---\ndescription: Code style\nalwaysApply: "true"\n---\nUse two spaces.\n',
      right: '---\ndescription: Code style\nalwaysApply: true\n---\nUse two spaces.\n',
    },
  },
  check(artifact, ctx) {
    // A `.md` file is ignored by Cursor altogether (cursor/rule-extension says so once).
    if (!artifact.path.endsWith(CURSOR_RULE_EXTENSION)) return;
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      const want = CURSOR_RULE_FIELDS[p.key];
      if (want) {
        checkFieldType(artifact, ctx, p, want, CURSOR_DOCS_RULES);
        continue;
      }
      if (p.key === 'lints') continue; // agentlint's own per-file levels
      const near = closest(p.key, Object.keys(CURSOR_RULE_FIELDS));
      ctx.report({ message: `Cursor rules have no \`${p.key}\` key: only \`description\`, \`globs\` and \`alwaysApply\` decide when a rule applies${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} (documented: ${CURSOR_DOCS_RULES})`, range: p.keyRange, jsonPath: p.path });
    }
  },
});
